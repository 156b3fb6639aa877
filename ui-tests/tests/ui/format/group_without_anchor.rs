#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = "$x (`a` $y)? type($x) attr-dict")]
struct AOp {
    #[operand]
    x: AnyType,
    #[operand]
    y: Optional<AnyType>,
}

fn main() {}
