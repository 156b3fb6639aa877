#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait ViewLikeOpInterface {
    fn view_source(self) -> usize;
}

fn main() {}
