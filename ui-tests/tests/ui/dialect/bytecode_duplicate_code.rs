#![allow(dead_code)]
use ods_macros::{dialect, type_def};

#[dialect("t", types = [A, B])]
struct TDialect;

#[type_def("t.a", bytecode = "1 (SignedVarInt:$a)")]
struct A {
    a: i64,
}

#[type_def("t.b", bytecode = "1 (VarInt:$b)")]
struct B {
    b: u32,
}

fn main() {}
