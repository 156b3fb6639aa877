#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x type($x) attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
    #[successor]
    s: AnySuccessor,
}

fn main() {}
