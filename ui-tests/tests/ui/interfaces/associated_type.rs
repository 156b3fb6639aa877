#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait Gen {
    type Output;
    fn run(self) -> usize;
}

fn main() {}
