#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait Gen {
    fn run<T>(self, t: u32) -> usize;
}

fn main() {}
