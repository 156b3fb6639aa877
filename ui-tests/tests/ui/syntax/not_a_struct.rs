#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
enum AOp {}

fn main() {}
