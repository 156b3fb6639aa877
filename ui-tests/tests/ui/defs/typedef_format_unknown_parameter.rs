#![allow(dead_code)]
use ods_macros::type_def;

/// A type whose format names a parameter it does not have.
#[type_def("t.s", format = "`<` $a `,` $height `>`")]
struct S {
    a: i32,
}

fn main() {}
