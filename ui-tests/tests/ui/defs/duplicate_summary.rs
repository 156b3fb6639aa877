#![allow(dead_code)]
use ods_macros::type_def;

/// Shape type
#[type_def("t.shape", summary = "shape", summary = "form")]
struct Shape {
    rank: i64,
}

fn main() {}
