#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x custom<F>(functional-type($x, $r)) attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
    #[result]
    r: AnyType,
}

fn main() {}
