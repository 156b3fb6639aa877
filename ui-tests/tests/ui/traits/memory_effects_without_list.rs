#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [MemoryEffects])]
struct AOp {}

fn main() {}
