#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x type($x) attr-dict $r")]
struct AOp {
    #[operand]
    x: AnyType,
    #[region]
    r: AnyRegion,
}

fn main() {}
