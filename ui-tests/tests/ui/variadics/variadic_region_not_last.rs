#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[region]
    rs: Vec<AnyRegion>,
    #[region]
    last: AnyRegion,
}

fn main() {}
