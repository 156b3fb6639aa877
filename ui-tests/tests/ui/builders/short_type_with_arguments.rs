#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", builders = [make(x: Value<2>)])]
struct AOp {}

fn main() {}
