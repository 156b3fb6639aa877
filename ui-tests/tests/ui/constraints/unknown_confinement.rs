#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[attr]
    a: ConfinedAttr<I64Attr, (IntBetween<0, 3>,)>,
}

fn main() {}
