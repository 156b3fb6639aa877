#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [ParentOneOf<["t.b", "c"]>])]
struct AOp {}

fn main() {}
