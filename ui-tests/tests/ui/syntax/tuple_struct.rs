#![allow(dead_code)]
use ods_macros::op;

#[op("t.a")]
struct AOp(i32);

fn main() {}
