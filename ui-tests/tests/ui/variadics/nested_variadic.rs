#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    x: Variadic<Optional<I32>>,
}

fn main() {}
