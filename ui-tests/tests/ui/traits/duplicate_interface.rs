#![allow(dead_code)]
use ods_macros::op;

#[op("t.a", interfaces = [BranchOpInterface, BranchOpInterface])]
struct AOp {}

fn main() {}

impl ir::interfaces::BranchOpInterface for AOp {
    fn successor_operands(self, _: &ir::Context, _: &ir::IrArena, _: usize) -> std::ops::Range<usize> {
        0..0
    }
}
