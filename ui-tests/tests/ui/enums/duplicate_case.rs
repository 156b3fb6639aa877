#![allow(dead_code)]
use ods_macros::attr_def;

#[attr_def("t.e")]
enum E {
    a = 0,
    b = 1,
    a = 2,
    c = 1,
}

fn main() {}
