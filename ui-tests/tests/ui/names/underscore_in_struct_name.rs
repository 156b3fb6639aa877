#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct T_AOp {}

fn main() {}
