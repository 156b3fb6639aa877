#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [SameVariadicResultSize])]
struct AOp {
    #[result]
    x: I32,
}

fn main() {}
