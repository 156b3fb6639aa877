#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x (`a` $a^)? type($x) attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
    #[attr]
    a: I64Attr,
}

fn main() {}
