#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait TilingInterface {
    fn loop_iterator_types(self) -> usize;
}

fn main() {}
