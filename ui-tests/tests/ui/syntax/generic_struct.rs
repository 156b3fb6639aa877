#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp<T> {
    #[operand]
    x: T,
}

fn main() {}
