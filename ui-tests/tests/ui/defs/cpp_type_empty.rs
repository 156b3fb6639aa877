#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.s")]
struct S {
    #[cpp_type = ""]
    rank: i32,
}

fn main() {}
