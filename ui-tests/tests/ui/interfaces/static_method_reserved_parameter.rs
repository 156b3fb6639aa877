#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait Infer {
    fn infer(op: u32) -> usize;
}

fn main() {}
