//! Whether an op has the structure its folders and patterns rely on. Folds
//! and patterns can run on ops that were never verified (a pass pipeline run
//! without the verifier), so a hook that reads operands, regions or block
//! arguments by position first checks what upstream's verifier would have
//! guaranteed: that the op passes its own verifier hooks (`verifyInvariants`:
//! operand, result and region counts and constraints from its definition, its
//! traits and its hand-written verifier; `verifyRegionInvariants`), without
//! verifying the ops nested in it. Hooks that read their op through its
//! generated view (`AddIOpView::cast`) get the structural part of that check
//! from the op's definition instead.

use ir::{Context, IrArena, OpId};

/// Whether `op` passes its own verifier hooks (always true for ops without
/// any, unregistered ones among them).
pub fn well_formed(ctx: &Context, a: &IrArena, op: OpId) -> bool {
    if a.check_op(op).is_err() {
        return false;
    }
    let Some(hooks) = ctx.op_info(a.op_name(op)).hooks() else {
        return true;
    };
    [hooks.verify, hooks.verify_regions]
        .into_iter()
        .flatten()
        .all(|hook| hook(ctx, a, op).is_ok())
}

/// The ranked tensor type `ty` with `shape` instead of its own (same element type and
/// encoding); `None` when `ty` is not a ranked tensor.
pub fn ranked_with_shape(ctx: &Context, ty: ir::Type, shape: &[i64]) -> Option<ir::Type> {
    match ctx.type_kind(ty) {
        ir::TypeKind::RankedTensor { element, encoding, .. } => Some(ctx.get_type(ir::TypeKind::RankedTensor {
            shape: shape.to_vec(),
            element: *element,
            encoding: *encoding,
        })),
        _ => None,
    }
}
