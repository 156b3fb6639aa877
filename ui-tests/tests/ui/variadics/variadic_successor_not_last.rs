#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp {
    #[successor]
    ss: Vec<AnySuccessor>,
    #[successor]
    last: AnySuccessor,
}

fn main() {}
