#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[result]
    x: OptionalAttr<I32Attr>,
}

fn main() {}
