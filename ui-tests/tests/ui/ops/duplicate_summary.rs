#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     summary = "one",
     summary = "two")]
struct AOp {}

fn main() {}
