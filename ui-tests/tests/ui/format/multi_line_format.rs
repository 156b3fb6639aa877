#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     format = r#"
       $x `:` type($x)
       $y attr-dict
     "#)]
struct AOp {
    #[operand]
    x: AnyType,
    #[operand]
    y: AnyType,
}

fn main() {}
