#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    x: TensorOf<(F32,), (F64,)>,
}

fn main() {}
