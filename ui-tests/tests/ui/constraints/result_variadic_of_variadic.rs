#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[result]
    r: Vec<Vec<I32>>,
}

fn main() {}
