#![allow(dead_code)]
use ods_macros::{dialect, type_def};

#[dialect("t", types = [A], type_parser = "parse type")]
struct TDialect;

#[type_def("t.a")]
struct A {
    a: i64,
}

fn main() {}
