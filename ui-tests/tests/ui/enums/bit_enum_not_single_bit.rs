#![allow(dead_code)]
use ods_macros::attr_def;

#[attr_def("t.e", bit_enum)]
enum E {
    a = 1,
    b = 6,
}

fn main() {}
