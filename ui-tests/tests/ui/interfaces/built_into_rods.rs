#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait ConditionallySpeculatable {
    fn speculatability(self) -> usize;
}

fn main() {}
