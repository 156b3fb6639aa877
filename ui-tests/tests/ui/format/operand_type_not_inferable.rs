#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
}

fn main() {}
