#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [SameOperandsAndResultType])]
struct AOp {
    #[result]
    r: I32,
}

fn main() {}
