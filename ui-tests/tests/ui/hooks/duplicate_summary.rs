#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", summary = "One", summary = "Two")]
struct AOp {}

fn main() {}
