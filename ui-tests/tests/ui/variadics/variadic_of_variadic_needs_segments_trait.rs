#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand(segments = "sizes")]
    groups: Vec<Vec<I32>>,
    #[operand]
    x: I32,
    #[attr]
    sizes: DenseI32ArrayAttr,
}

fn main() {}
