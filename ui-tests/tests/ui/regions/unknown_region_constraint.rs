#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[region]
    a: SizedRegion<-1>,
    #[region]
    b: BlockRegion,
}

fn main() {}
