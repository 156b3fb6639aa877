#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.a", bytecode = "1 (SignedVarInt:$a, Type:$b)")]
struct A {
    a: i64,
    b: Option<Type>,
}

fn main() {}
