#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[attr]
    operandSegmentSizes: DenseI32ArrayAttr,
}

fn main() {}
