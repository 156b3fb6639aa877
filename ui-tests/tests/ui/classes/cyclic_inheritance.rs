#![allow(dead_code)]
use ods_macros::{op, op_class};

// The classes are declared in Rust (`#[op_class]`), each naming its base by path.
#[op_class(class = self::T_B)]
struct T_A {}

#[op_class(class = self::T_C<I32>)]
struct T_B {}

#[op_class(params(t: Type), class = self::T_A)]
struct T_C {
    #[operand]
    x: t,
}

#[op("t.x", class = self::T_B)]
struct XOp {}

fn main() {}
