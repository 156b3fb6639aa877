#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", include = "let_of_undefined_field.ods", class = T_Unary, let(format = "$x attr-dict"))]
struct AOp {}

fn main() {}
