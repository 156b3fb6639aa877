#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [TypesMatchWith<"x", "y">])]
struct AOp {
    #[operand]
    x: AnyType,
    #[operand]
    y: AnyType,
}

fn main() {}
