//! `ReifyRankedShapedTypeOpInterface` of `memref.expand_shape` (upstream's
//! `ExpandShapeOp::reifyResultShapes`): its mixed output shape.

use super::ops::ExpandShapeOp;
use crate::common::reify::mixed_values;
use ir::interfaces::ReifyRankedShapedTypeOpInterface;
use ir::reify::ReifiedRankedShapedTypeDims;
use ir::rewrite::PatternRewriter;

impl ReifyRankedShapedTypeOpInterface for ExpandShapeOp {
    /// `getMixedOutputShape`.
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let statics = self.static_output_shape(rw.ctx, rw.arena)?;
        let dynamic = self.output_shape(rw.ctx, rw.arena);
        Some(vec![mixed_values(rw, &statics, &dynamic)?])
    }
}
