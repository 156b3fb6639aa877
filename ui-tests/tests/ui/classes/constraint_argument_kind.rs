#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    x: AnyI<"8">,
    #[operand]
    y: TensorRankOf<(F32,), 2>,
}

fn main() {}
