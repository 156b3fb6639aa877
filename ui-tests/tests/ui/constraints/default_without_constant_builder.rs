#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[attr(default = "x")]
    a: AnyAttr,
}

fn main() {}
