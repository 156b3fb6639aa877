#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", include = "wrong_arity.ods", class = T_Cast<I32>)]
struct AOp {}

fn main() {}
