#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", builders = [make(builder: Value)])]
struct AOp {}

fn main() {}
