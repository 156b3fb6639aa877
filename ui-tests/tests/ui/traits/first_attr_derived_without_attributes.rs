#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [FirstAttrDerivedResultType])]
struct AOp {
    #[result]
    r: AnyType,
}

fn main() {}
