#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[region]
    a: VariadicRegion<AnyRegion>,
    #[region]
    b: AnyRegion,
}

fn main() {}
