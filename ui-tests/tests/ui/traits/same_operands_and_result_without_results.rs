#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [SameOperandsAndResultType])]
struct AOp {
    #[operand]
    x: AnyType,
}

fn main() {}
