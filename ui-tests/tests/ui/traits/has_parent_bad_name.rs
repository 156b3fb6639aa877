#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [HasParent<"func">])]
struct AOp {}

fn main() {}
