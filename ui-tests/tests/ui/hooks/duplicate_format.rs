#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", format = "attr-dict", format = "attr-dict")]
struct AOp {}

fn main() {}
