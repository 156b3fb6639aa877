#![allow(dead_code)]
use ods_macros::op;

#[op("t.a-b")]
struct AOp {}

fn main() {}
