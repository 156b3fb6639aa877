#![allow(dead_code)]
// An op interface extends op interfaces: a type interface is no base of it.
use ods_macros::op_interface;

#[op_interface]
trait Counted: MemRefElementTypeInterface {
    fn count(self) -> usize;
}

fn main() {}
