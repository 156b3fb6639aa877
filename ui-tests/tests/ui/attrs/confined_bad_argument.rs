#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[attr]
    x: ConfinedAttr<I64Attr, (IntMinValue<"two">, ArrayCount<1, 2>)>,
}

fn main() {}
