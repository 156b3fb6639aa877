#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[region]
    r: SizedRegion<-1>,
}

fn main() {}
