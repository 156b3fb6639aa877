#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.s", format = "`<` ($a^)? `>`")]
struct S {
    #[default = "1"]
    a: Option<i32>,
}

fn main() {}
