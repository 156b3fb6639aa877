#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    groups: Vec<Vec<I32>>,
}

fn main() {}
