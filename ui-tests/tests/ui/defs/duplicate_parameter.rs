#![allow(dead_code)]
use ods_macros::attr_def;

#[attr_def("t.p")]
struct P {
    a: i64,
    a: String,
}

fn main() {}
