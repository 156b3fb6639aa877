//! `CallOpInterface` of `func.call` (a symbol callee, every operand an argument)
//! and `func.call_indirect` (the callee is operand 0, the rest are arguments), as
//! upstream's `FuncOps.td` implements it.

use ir::call::Callee;
use ir::interfaces::CallOpInterface;
use ir::{Attr, Context, IrArena};

use super::ops::{CallIndirectOp, CallOp};

impl CallOpInterface for CallOp {
    fn callable_for_callee(self, ctx: &Context, arena: &IrArena) -> Option<Callee> {
        self.callee_attr(ctx, arena).map(Callee::Symbol)
    }
    fn arg_operands_range(self, _: &Context, arena: &IrArena) -> std::ops::Range<usize> {
        0..arena.num_operands(self.0)
    }
    fn arg_attrs(self, ctx: &Context, arena: &IrArena) -> Option<Attr> {
        ir::ods::access::inherent(ctx, arena, self.0, "arg_attrs")
    }
    fn res_attrs(self, ctx: &Context, arena: &IrArena) -> Option<Attr> {
        ir::ods::access::inherent(ctx, arena, self.0, "res_attrs")
    }
}

impl CallOpInterface for CallIndirectOp {
    fn callable_for_callee(self, _: &Context, arena: &IrArena) -> Option<Callee> {
        arena.operands(self.0).next().map(Callee::Value)
    }
    fn arg_operands_range(self, _: &Context, arena: &IrArena) -> std::ops::Range<usize> {
        let n = arena.num_operands(self.0);
        n.min(1)..n
    }
    fn arg_attrs(self, ctx: &Context, arena: &IrArena) -> Option<Attr> {
        ir::ods::access::inherent(ctx, arena, self.0, "arg_attrs")
    }
    fn res_attrs(self, ctx: &Context, arena: &IrArena) -> Option<Attr> {
        ir::ods::access::inherent(ctx, arena, self.0, "res_attrs")
    }
}
