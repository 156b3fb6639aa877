#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [AttrSizedOperandSegments],
     format = "$x oilist(`a` $y) oilist(`a` $z) type($x) type($y) type($z) attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
    #[operand]
    y: Variadic<AnyType>,
    #[operand]
    z: Variadic<AnyType>,
}

fn main() {}
