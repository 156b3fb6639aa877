#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [Pure, Commutativ])]
struct AOp {}

fn main() {}
