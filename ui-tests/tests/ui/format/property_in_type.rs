#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x type($p) attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
    #[property]
    p: I64Prop,
}

fn main() {}
