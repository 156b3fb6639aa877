#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait Counted: CallableOpInterface {
    fn count(self) -> usize;
}

fn main() {}
