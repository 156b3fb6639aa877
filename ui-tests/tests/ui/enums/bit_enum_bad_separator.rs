#![allow(dead_code)]
use ods_macros::attr_def;

#[attr_def("t.flags", bit_enum, separator = " + ")]
enum Flags {
    none = 0,
    a = 1,
    b = 2,
}

fn main() {}
