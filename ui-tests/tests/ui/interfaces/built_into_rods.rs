#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait MemoryEffectsOpInterface {
    fn effects(self) -> usize;
}

fn main() {}
