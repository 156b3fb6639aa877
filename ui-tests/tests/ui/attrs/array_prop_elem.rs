#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[property]
    x: ArrayProp<IntArrayProp<I64Prop>>,
}

fn main() {}
