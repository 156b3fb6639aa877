#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct Add {}

fn main() {}
