#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait BranchOpInterface {
    fn successor_operands(self, index: usize) -> std::ops::Range<usize>;
}

fn main() {}
