#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x attr-dict `:` functional-type($x $r)")]
struct AOp {
    #[operand]
    x: AnyType,
    #[result]
    r: AnyType,
}

fn main() {}
