#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.s", format = "`<` ($a^)? `>`")]
struct S {
    #[default = "ten"]
    a: i32,
}

fn main() {}
