#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [PredOpTrait<"is even", "not a path">])]
struct AOp {}

fn main() {}
