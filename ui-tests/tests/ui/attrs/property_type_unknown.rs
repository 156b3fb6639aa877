#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[property]
    p: Nicee,
}

fn main() {}
