#![allow(dead_code)]
use ods_macros::op;

#[op("t.a",
     traits = [Terminator<1>])]
struct AOp {}

fn main() {}
