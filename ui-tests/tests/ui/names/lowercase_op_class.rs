#![allow(dead_code)]
use ods_macros::op;

#[op("t.add")]
struct addOp {}

fn main() {}
