#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[attr]
    x: ConfinedAttr<I64Attr, (IntAtLeast<2>,)>,
}

fn main() {}
