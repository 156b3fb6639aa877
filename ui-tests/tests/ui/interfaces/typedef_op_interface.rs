#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.x", interfaces = [BranchOpInterface])]
struct X {}

fn main() {}
