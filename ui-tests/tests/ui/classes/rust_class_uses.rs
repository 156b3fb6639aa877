#![allow(dead_code)]
use ods_macros::{op, op_class};

// `wrong_arity`, `argument_kind` and `error_in_class_body` with the classes
// declared in Rust: errors at the op's class arguments, and errors in a class
// body and in a class's use of its base reported at the class, once for the
// two ops using it.
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

#[op_class(class = self::T_Cast<I32, I32, "cast", I32>)]
struct T_BadBase {}

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

#[op("t.f", class = self::T_BadBase)]
struct FOp {}

#[op("t.g", class = self::T_BadBase)]
struct GOp {}

fn main() {}
