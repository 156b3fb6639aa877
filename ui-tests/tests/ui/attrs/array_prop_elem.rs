#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[property]
    x: ArrayProp<DefaultValuedProp<I64Prop, "0">>,
}

fn main() {}
