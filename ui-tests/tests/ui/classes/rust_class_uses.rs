#![allow(dead_code)]
use ods_macros::{op, op_class};

// `wrong_arity`, `argument_kind` and `error_in_class_body` with the classes
// declared in Rust: errors at the op's class arguments, and an error in a
// class body reported at the class, once for the two ops using it.
#[op_class(params(from: Type, to: Type, what: string = "cast"))]
struct T_Cast {
    #[operand]
    input: from,
    #[result]
    out: to,
}

#[op_class(params(width: int, ranks: [int]))]
struct T_Sized {
    #[operand]
    x: AnyI<width>,
}

#[op_class]
struct T_Broken {
    #[operand]
    x: NoSuchType,
}

#[op("t.a", class = self::T_Cast<I32>)]
struct AOp {}

#[op("t.b", class = self::T_Sized<"32", 2>)]
struct BOp {}

#[op("t.c", class = self::T_Cast<NoSuchType, I32>)]
struct COp {}

#[op("t.d", class = self::T_Broken)]
struct DOp {}

#[op("t.e", class = self::T_Broken)]
struct EOp {}

fn main() {}
