//! `ReifyRankedShapedTypeOpInterface` of `memref.expand_shape` (upstream's
//! `ExpandShapeOp::reifyResultShapes`: its mixed output shape) and of
//! `memref.assume_alignment` (`reifyDimOfResult`: the input's size).

use super::ops::{AssumeAlignmentOp, ExpandShapeOp};
use crate::common::reify::folded_dim;
use ir::interfaces::ReifyRankedShapedTypeOpInterface;
use ir::reify::{DimResult, ReifyError};
use ir::rewrite::PatternRewriter;

crate::common::reify::reify_from_output_shape!(ExpandShapeOp);

impl ReifyRankedShapedTypeOpInterface for AssumeAlignmentOp {
    /// Only `reifyDimOfResult`, as upstream: the input memref's size
    /// (`memref::getMixedSize`).
    fn reify_dim_of_result(self, rw: &mut PatternRewriter<'_>, result_index: usize, dim: usize) -> DimResult {
        if result_index != 0 {
            return Err(ReifyError::invalid(rw, self.0, "invalid result index"));
        }
        let source = self.memref(rw.ctx, rw.arena);
        let loc = rw.arena.op_loc(self.0);
        folded_dim(rw, loc, source, dim).map(Some).ok_or(ReifyError::Failed)
    }
}
