#![allow(dead_code)]
use ods_macros::op;

#[op("1t.a")]
struct AOp {}

fn main() {}
