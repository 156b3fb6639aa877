#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    x: I32,
}

fn main() {}
