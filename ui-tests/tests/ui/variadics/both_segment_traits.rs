#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [SameVariadicOperandSize, AttrSizedOperandSegments])]
struct AOp {
    #[operand]
    x: Variadic<I32>,
    #[operand]
    y: Variadic<I32>,
}

fn main() {}
