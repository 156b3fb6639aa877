#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x $r $r type($x) attr-dict-with-keyword")]
struct AOp {
    #[operand]
    x: AnyType,
    #[region]
    r: AnyRegion,
}

fn main() {}
