//! `ReifyRankedShapedTypeOpInterface` of `bufferization.alloc_tensor`
//! (upstream's `AllocTensorOp::reifyResultShapes`): a static size, or the
//! dynamic size (a `tensor.dim` of the copied tensor when there is one); and
//! of `bufferization.materialize_in_destination` with a result (the
//! destination's sizes).

use super::ops::{AllocTensorOp, MaterializeInDestinationOp};
use crate::common::reify::{dim, mixed_sizes};
use ir::interfaces::ReifyRankedShapedTypeOpInterface;
use ir::ods::TypedOp;
use ir::reify::{OpFoldResult, ReifiedRankedShapedTypeDims};
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;

impl ReifyRankedShapedTypeOpInterface for AllocTensorOp {
    /// Each dimension's size (`getDynamicSize` for a dynamic one).
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let result = rw.arena.result(self.op_id(), 0);
        let shape = rw.ctx.type_kind(rw.arena.value_type(result)).shape()?.to_vec();
        let copy = self.copy(rw.ctx, rw.arena);
        let mut dynamic = self.dynamic_sizes(rw.ctx, rw.arena).into_iter();
        let loc = rw.arena.op_loc(self.op_id());
        let mut out = Vec::with_capacity(shape.len());
        for (i, &size) in shape.iter().enumerate() {
            let ofr = if size != DYNAMIC {
                OpFoldResult::index(rw.ctx, size)
            } else if let Some(copy) = copy {
                OpFoldResult::Value(dim(rw, loc, copy, i)?)
            } else {
                OpFoldResult::Value(dynamic.next()?)
            };
            out.push(Some(ofr));
        }
        Some(vec![out])
    }
}

impl ReifyRankedShapedTypeOpInterface for MaterializeInDestinationOp {
    /// The destination's sizes when the op has a result (none otherwise).
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        if rw.arena.num_results(self.op_id()) != 1 {
            return Some(Vec::new());
        }
        let dest = self.dest(rw.ctx, rw.arena);
        let loc = rw.arena.op_loc(self.op_id());
        Some(vec![mixed_sizes(rw, loc, dest)?])
    }
}
