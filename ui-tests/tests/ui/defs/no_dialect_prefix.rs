#![allow(dead_code)]
use ods_macros::attr_def;

#[attr_def("pair")]
struct Pair {
    first: i64,
}

fn main() {}
