#![allow(dead_code)]
use ods_macros::op_interface;

#[op_interface]
trait Infer {
    fn infer(ctx: &ir::Context) -> Vec<ir::Type>;
    fn count(self) -> usize;
    fn infer(n: usize) -> bool;
}

fn main() {}
