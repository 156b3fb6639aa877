#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.shape")]
struct Shape {
    dims: [i64; 2],
}

fn main() {}
