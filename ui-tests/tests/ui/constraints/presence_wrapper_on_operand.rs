#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    x: OptionalAttr<I32>,
}

fn main() {}
