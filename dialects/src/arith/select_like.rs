//! `SelectLikeOpInterface` of `arith.select` (`ArithOps.td`).

use super::ops::SelectOp;
use ir::interfaces::SelectLikeOpInterface;
use ir::{Context, IrArena, Value};

impl SelectLikeOpInterface for SelectOp {
    /// `getFalseValue`: the `false_value` operand.
    fn false_value(self, ctx: &Context, arena: &IrArena) -> Value {
        SelectOp::false_value(self, ctx, arena)
    }
    /// `getTrueValue`: the `true_value` operand.
    fn true_value(self, ctx: &Context, arena: &IrArena) -> Value {
        SelectOp::true_value(self, ctx, arena)
    }
    /// `getCondition`: the `condition` operand.
    fn condition(self, ctx: &Context, arena: &IrArena) -> Value {
        SelectOp::condition(self, ctx, arena)
    }
}
