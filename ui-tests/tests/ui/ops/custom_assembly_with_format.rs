#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x attr-dict",
     custom_assembly)]
struct AOp {
    #[operand]
    x: I32,
}

fn main() {}
