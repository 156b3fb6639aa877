#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait Gen<Cx: Default> {
    fn run(self, cx: &mut Cx);
}

fn main() {}
