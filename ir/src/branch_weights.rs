//! Upstream's `WeightedBranchOpInterface` default bodies: an op's branch weights
//! are its `branch_weights` attribute, a `DenseI32ArrayAttr` (`array<i32: ...>`).

use crate::body::{IrArena, OpId};
use crate::context::Context;
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

/// `setWeights`: sets `branch_weights` to `weights` (an empty array for none, as
/// upstream's `DenseI32ArrayAttr::get`).
pub fn set_weights(ctx: &Context, arena: &mut IrArena, op: OpId, weights: &[i32]) {
    let values: Vec<i64> = weights.iter().map(|&w| i64::from(w)).collect();
    // An `i32` dense array always builds.
    set_inherent(ctx, arena, op, ATTR, dense_array(ctx, &values, "i32").ok());
}
