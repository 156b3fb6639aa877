#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x oilist(`a` $y) `a` type($x) type($y) attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
    #[operand]
    y: Variadic<AnyType>,
}

fn main() {}
