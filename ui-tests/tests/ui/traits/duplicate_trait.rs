#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [Pure, Pure])]
struct AOp {}

fn main() {}
