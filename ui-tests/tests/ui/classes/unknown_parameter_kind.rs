#![allow(dead_code)]
use ods_macros::{op, op_class};

// The class is declared in Rust (`#[op_class]`): its error is reported there,
// once, not again at the op using it.
#[op_class(params(x: Typ))]
struct T_Unary {
    #[operand]
    x: x,
}

#[op("t.a", class = self::T_Unary<I32>)]
struct AOp {}

fn main() {}
