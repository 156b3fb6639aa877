#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    x: I33,
    #[operand]
    y: Foo,
}

fn main() {}
