#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x type($x) type($r) type(results) attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
    #[result]
    r: AnyType,
}

fn main() {}
