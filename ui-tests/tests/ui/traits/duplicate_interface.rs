#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", interfaces = [BranchOpInterface, BranchOpInterface])]
struct AOp {}

fn main() {}
