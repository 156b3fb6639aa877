#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", include = "error_in_class_body.ods", class = T_Unary<NoSuchType>)]
struct AOp {}

fn main() {}
