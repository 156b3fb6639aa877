#![allow(dead_code)]
use ods_macros::op;

mod ifaces {}

#[op("t.a", interfaces = [ifaces::Arity])]
struct AOp {}

fn main() {}
