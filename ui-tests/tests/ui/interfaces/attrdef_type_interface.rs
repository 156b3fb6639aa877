#![allow(dead_code)]
use ods_macros::attr_def;

#[attr_def("t.x", interfaces = [MemRefElementTypeInterface])]
struct X {}

fn main() {}
