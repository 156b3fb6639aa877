#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [Nope, SameTypeOperands], format = "$x")]
pub struct AOp {
    #[operand]
    x: Bad,
    #[attr]
    a: I32,
    #[result]
    op: I32,
}

fn main() {}
