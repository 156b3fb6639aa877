#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[region]
    r: Block,
}

fn main() {}
