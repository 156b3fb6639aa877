#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[result]
    x: Variadic<I32>,
    #[result]
    y: Variadic<F32>,
}

fn main() {}
