#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.x", interfaces = [Nope])]
struct X {}

fn main() {}
