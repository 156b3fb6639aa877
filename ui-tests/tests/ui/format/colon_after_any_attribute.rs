#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x $a `:` type($x) attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
    #[attr]
    a: AnyAttr,
}

fn main() {}
