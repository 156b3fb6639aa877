#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", traits = [DeclareOpInterfaceMethods<"x">])]
struct AOp {}

fn main() {}
