#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[successor]
    s: VariadicSuccessor<AnyRegion>,
}

fn main() {}
