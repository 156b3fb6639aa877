#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait Arity {
    fn count(&self) -> usize;
}

fn main() {}
