#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", verifyer)]
struct AOp {}

fn main() {}
