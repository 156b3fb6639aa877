#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", class = T_NoSuchClass)]
struct AOp {}

fn main() {}
