#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", region_verifier)]
struct AOp {}

fn main() {}
