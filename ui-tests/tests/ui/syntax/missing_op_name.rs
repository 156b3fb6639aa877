#![allow(dead_code)]
use ods_macros::op;

#[op(traits = [Pure])]
struct AOp {}

fn main() {}
