#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.s")]
struct S {
    rank: int,
    elem: Type,
}

fn main() {}
