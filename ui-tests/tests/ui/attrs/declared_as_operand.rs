#![allow(dead_code)]
use ods_macros::{attr_def, op};

/// pair of integers
#[attr_def("t.pair")]
pub struct Pair {
    first: i64,
    second: i64,
}

#[op("t.a")]
struct AOp {
    #[operand]
    x: self::Pair,
}

fn main() {}
