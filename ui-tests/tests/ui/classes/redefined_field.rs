#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", include = "redefined_field.ods", class = T_Unary, format = "attr-dict $x")]
struct AOp {}

fn main() {}
