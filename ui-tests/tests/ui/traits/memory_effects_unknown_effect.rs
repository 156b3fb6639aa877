#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [MemoryEffects<[MemRead, MemScribble]>])]
struct AOp {}

fn main() {}
