#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait Arity {
    fn count(self, a: u32, a: u32) -> usize;
}

fn main() {}
