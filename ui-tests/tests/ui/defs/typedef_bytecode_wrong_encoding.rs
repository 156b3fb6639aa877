#![allow(dead_code)]
use ods_macros::attr_def;

#[attr_def("t.a", bytecode = "1 (DoubleAPFloat:$a, List<DoubleAPFloat>:$b)")]
struct A {
    a: i64,
    b: Vec<f64>,
}

fn main() {}
