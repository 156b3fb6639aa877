#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    #[result]
    x: I32,
}

fn main() {}
