#![allow(dead_code)]
// A definition listing an interface with a method without default body must
// implement it: the error is rustc's, at the definition.
use ods_macros::type_def;

#[type_def("t.x", interfaces = [DeclareTypeInterfaceMethods<MemRefElementTypeInterface>])]
struct X {}

fn main() {}
