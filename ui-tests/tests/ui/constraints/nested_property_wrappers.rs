#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[property(default = "1")]
    p: Option<I64Prop>,
}

fn main() {}
