#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[region]
    r: Vec<VariadicRegion<AnyRegion>>,
}

fn main() {}
