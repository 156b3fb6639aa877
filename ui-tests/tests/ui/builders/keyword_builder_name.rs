#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", builders = [r#type()])]
struct AOp {}

fn main() {}
