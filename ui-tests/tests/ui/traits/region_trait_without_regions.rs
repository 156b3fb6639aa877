#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [SingleBlock])]
struct AOp {}

fn main() {}
