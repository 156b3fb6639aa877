//! Upstream's `WeightedBranchOpInterface` default bodies: an op's branch weights
//! are its `branch_weights` attribute, a `DenseI32ArrayAttr` (`array<i32: ...>`).

use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::interfaces::WeightedBranchOpInterfaceRef;
use crate::ods::access::{inherent, set_inherent};
use crate::ods::pred::dense_ints;
use crate::ods::values::dense_array;

/// The attribute holding the weights.
const ATTR: &str = "branch_weights";

/// `getWeights`: the `branch_weights` values (none when the op has none).
pub fn weights(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<i32> {
    inherent(ctx, arena, op, ATTR)
        .and_then(|a| dense_ints(ctx, a))
        .map(|v| v.into_iter().filter_map(|w| i32::try_from(w).ok()).collect())
        .unwrap_or_default()
}

/// `verifyBranchWeights`, the interface's verifier: weights, when the op has
/// any (through its `WeightedBranchOpInterface`), are one per successor and not
/// all zero.
pub fn verify(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(weighted) = WeightedBranchOpInterfaceRef::get(ctx, arena, op) else {
        return Ok(());
    };
    let weights = weighted.weights(ctx, arena);
    if weights.is_empty() {
        return Ok(());
    }
    let n = arena.successors(op).len();
    if weights.len() != n {
        let message = format!(
            "expects number of branch weights to match number of successors: {} vs {n}",
            weights.len()
        );
        return Err(crate::verify::op_error(ctx, arena, op, message));
    }
    if weights.iter().all(|w| *w == 0) {
        return Err(crate::verify::op_error(
            ctx,
            arena,
            op,
            "branch weights cannot all be zero".to_string(),
        ));
    }
    Ok(())
}

/// `setWeights`: sets `branch_weights` to `weights` (an empty array for none, as
/// upstream's `DenseI32ArrayAttr::get`).
pub fn set_weights(ctx: &Context, arena: &mut IrArena, op: OpId, weights: &[i32]) {
    let values: Vec<i64> = weights.iter().map(|&w| i64::from(w)).collect();
    // An `i32` dense array always builds.
    set_inherent(ctx, arena, op, ATTR, dense_array(ctx, &values, "i32").ok());
}
