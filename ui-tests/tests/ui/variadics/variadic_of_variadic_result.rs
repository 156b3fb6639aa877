#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[result]
    x: VariadicOfVariadic<I32, "sizes">,
}

fn main() {}
