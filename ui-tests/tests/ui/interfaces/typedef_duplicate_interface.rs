#![allow(dead_code)]
use ods_macros::type_def;

#[type_def("t.x", interfaces = [MemRefElementTypeInterface, DeclareTypeInterfaceMethods<MemRefElementTypeInterface>])]
struct X {}

fn main() {}
