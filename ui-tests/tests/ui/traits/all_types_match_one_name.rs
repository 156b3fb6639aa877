#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [AllTypesMatch<["x"]>])]
struct AOp {
    #[operand]
    x: AnyType,
}

fn main() {}
