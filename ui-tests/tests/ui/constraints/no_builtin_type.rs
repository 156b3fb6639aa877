#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[operand]
    x: F<7>,
}

fn main() {}
