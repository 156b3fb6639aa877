#![allow(dead_code)]
use ods_macros::{dialect, type_def};

#[dialect("t", types = [A, B])]
struct TDialect;

#[type_def("t.same")]
struct A {
    a: i64,
}

#[type_def("t.same")]
struct B {
    b: u32,
}

fn main() {}
