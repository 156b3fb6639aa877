#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    x: TensorRankOf<(F32,)>,
}

fn main() {}
