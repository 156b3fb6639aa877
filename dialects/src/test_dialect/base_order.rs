//! The verifiers of `TestVerifiedBase` and `TestVerifiedDerived`, the
//! interfaces showing that a base interface is verified just before the
//! interface extending it (`test.derived_then_type`): each refuses an op with
//! a discardable attribute, with its own message.

use ir::{Context, Diagnostic, IrArena, OpId};

/// `message` on `op` if it has a discardable attribute.
fn refuse_attrs(ctx: &Context, arena: &IrArena, op: OpId, message: &str) -> Result<(), Diagnostic> {
    match arena.attrs(op) {
        Some(_) => Err(ir::ods::verify::op_error(ctx, arena, op, message)),
        None => Ok(()),
    }
}

/// `TestVerifiedBase`'s verifier.
pub(crate) fn base_refuses_attrs(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    refuse_attrs(ctx, arena, op, "refused by the base interface")
}

/// `TestVerifiedDerived`'s verifier.
pub(crate) fn derived_refuses_attrs(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    refuse_attrs(ctx, arena, op, "refused by the derived interface")
}
