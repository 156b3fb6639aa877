#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.g", format = "`<` (`(` $b^ `)`)? $a `>`")]
struct G {
    a: i32,
    b: i32,
}

fn main() {}
