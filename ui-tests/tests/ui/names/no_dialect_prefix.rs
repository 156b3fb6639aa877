#![allow(dead_code)]
use ods_macros::op;

#[op("a")]
struct AOp {}

fn main() {}
