//! `test.producing_br`'s `BranchOpInterface` (upstream's
//! `TestProducingBranchOp::getSuccessorOperands` in `TestOpDefs.cpp`).

use super::ProducingBranchOp;
use ir::interfaces::BranchOpInterface;
use ir::{Context, IrArena};
use std::ops::Range;

impl BranchOpInterface for ProducingBranchOp {
    /// The second successor takes `firstOperands`, the first one
    /// `secondOperands` (upstream's order); the op's result is not passed.
    fn successor_operands(self, ctx: &Context, arena: &IrArena, index: usize) -> Range<usize> {
        let group = if index == 1 { 0 } else { 1 };
        ir::ods::access::operand_range(ctx, arena, self.0, ProducingBranchOp::schema(), group)
    }
}
