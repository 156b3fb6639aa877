#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     skip_default_builders)]
struct AOp {}

fn main() {}
