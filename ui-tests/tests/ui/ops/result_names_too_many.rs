#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", result_names = "lo, hi, extra")]
struct AOp {
    #[result]
    low: AnyType,
    #[result]
    high: AnyType,
}

fn main() {}
