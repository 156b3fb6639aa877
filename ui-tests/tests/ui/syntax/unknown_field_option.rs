#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[attr(defualt = "1")]
    a: I32Attr,
}

fn main() {}
