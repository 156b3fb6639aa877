#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[attr]
    x: DefaultValuedAttr<ArrayAttr, "[]">,
}

fn main() {}
