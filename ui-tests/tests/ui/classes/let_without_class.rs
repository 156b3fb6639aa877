#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", let(format = "$x attr-dict"))]
struct AOp {
    #[operand]
    x: I32,
}

fn main() {}
