#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", include = "tests/ui/no_such_file.ods")]
struct AOp {}

fn main() {}
