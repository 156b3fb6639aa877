#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    x: VariadicOfVariadic<I32, "sizes">,
    #[attr]
    sizes: I64Attr,
}

fn main() {}
