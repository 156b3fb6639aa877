#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x (`with` $a^)? attr-dict `:` type($x)")]
struct AOp {
    #[operand]
    x: AnyType,
    #[attr]
    a: OptionalAttr<AnyAttr>,
}

fn main() {}
