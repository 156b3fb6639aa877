#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", include = "unknown_let_field.ods", class = T_Unary, let(formt = "attr-dict $x"))]
struct AOp {}

fn main() {}
