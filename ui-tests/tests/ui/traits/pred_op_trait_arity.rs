#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [PredOpTrait<"is even">])]
struct AOp {}

fn main() {}
