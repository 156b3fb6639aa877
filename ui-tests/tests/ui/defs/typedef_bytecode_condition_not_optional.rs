#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.a", bytecode = "1 when present($a) (SignedVarInt:$a)")]
struct A {
    a: i64,
}

fn main() {}
