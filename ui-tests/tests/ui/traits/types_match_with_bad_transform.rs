#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [TypesMatchWith<"s", "x", "r", 42>])]
struct AOp {
    #[operand]
    x: AnyType,
    #[result]
    r: AnyType,
}

fn main() {}
