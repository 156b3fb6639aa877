//! `ConditionallySpeculatable` of linalg's structured ops and
//! `linalg.map`/`reduce`/`transpose`/`broadcast`, as upstream's
//! `getGenericSpeculatabilityImpl`: on tensors an op is as speculatable as its
//! payload; on memrefs it is not (a memref access may trap).

use super::ops::*;
use ir::interfaces::DestinationStyleOpInterface;
use ir::speculation::Speculatability;
use ir::{Context, IrArena};

/// `getGenericSpeculatabilityImpl(linalgOp)`.
fn generic_speculatability<T: DestinationStyleOpInterface>(ctx: &Context, arena: &IrArena, op: T) -> Speculatability {
    if op.has_pure_tensor_semantics(ctx, arena) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// Implements `ConditionallySpeculatable` for each op with
/// [`generic_speculatability`].
macro_rules! structured_speculatability {
    ($($op:ty),* $(,)?) => {
        $(
            impl ir::interfaces::ConditionallySpeculatable for $op {
                fn speculatability(self, ctx: &Context, arena: &IrArena) -> Speculatability {
                    generic_speculatability(ctx, arena, self)
                }
            }
        )*
    };
}

super::core_structured_ops!(structured_speculatability!);
super::opdsl_structured_ops!(structured_speculatability!);
structured_speculatability!(MapOp, ReduceOp, TransposeOp, BroadcastOp);
