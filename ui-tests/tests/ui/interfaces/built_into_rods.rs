#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait CopyOpInterface {
    fn copy_source(self) -> usize;
}

fn main() {}
