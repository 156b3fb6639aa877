#![allow(dead_code)]
use ods_macros::attr_def;

#[attr_def("t.e")]
#[repr(i16)]
enum E {
    a = 0,
}

fn main() {}
