#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [AllTypesMatch<["x", "y"]>])]
struct AOp {
    #[operand]
    x: AnyType,
}

fn main() {}
