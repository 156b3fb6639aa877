#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", interfaces = [VectorElementTypeInterface])]
struct AOp {}

fn main() {}
