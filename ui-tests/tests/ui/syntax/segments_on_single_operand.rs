#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand(segments = "sizes")]
    x: I32,
}

fn main() {}
