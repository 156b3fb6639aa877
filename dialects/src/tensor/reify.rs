//! `ReifyRankedShapedTypeOpInterface` of the tensor ops (upstream's
//! `TensorOps.cpp` and the external models of `TensorInferTypeOpInterfaceImpl.cpp`):
//! each result dimension as a static size or a value built from the operands.

use super::ops::{CollapseShapeOp, EmptyOp, ExpandShapeOp, PadOp};
use super::ranked_tensor;
use crate::common::reify::{composed_affine_apply, composed_folded_affine_apply, dim_or_fold, dim_or_fold_at, mixed_values};
use crate::common::reify::constant_index;
use ir::affine::{AffineExpr, AffineMap};
use ir::interfaces::ReifyRankedShapedTypeOpInterface;
use ir::reify::{OpFoldResult, ReifiedRankedShapedTypeDims, ReifiedShape};
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;

/// The shape of `op`'s result `i` (a ranked tensor), if it has one.
fn result_shape(rw: &PatternRewriter<'_>, op: ir::OpId, i: usize) -> Option<Vec<i64>> {
    ranked_tensor(rw.ctx, rw.arena.value_type(rw.arena.result(op, i))).map(|(shape, _, _)| shape)
}

impl ReifyRankedShapedTypeOpInterface for EmptyOp {
    /// The static sizes, and the dynamic sizes in order.
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let shape = result_shape(rw, self.0, 0)?;
        let dynamic = self.dynamic_sizes(rw.ctx, rw.arena);
        Some(vec![mixed_values(rw, &shape, &dynamic)?])
    }
}

impl ReifyRankedShapedTypeOpInterface for ExpandShapeOp {
    /// The output shape (`getMixedOutputShape`).
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let statics = self.static_output_shape(rw.ctx, rw.arena)?;
        let dynamic = self.output_shape(rw.ctx, rw.arena);
        Some(vec![mixed_values(rw, &statics, &dynamic)?])
    }
}

impl ReifyRankedShapedTypeOpInterface for CollapseShapeOp {
    /// A static size, or the product of the source's sizes the dimension
    /// collapses (`getCollapsedOutputDimFromInputShape`: each folded
    /// `tensor.dim`, then a composed `affine.apply` of their product).
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let shape = result_shape(rw, self.0, 0)?;
        let groups = super::reassociation(rw.ctx, rw.arena, self.0);
        let src = self.src(rw.ctx, rw.arena);
        let loc = rw.arena.op_loc(self.0);
        let mut out: ReifiedShape = Vec::with_capacity(shape.len());
        for (i, &size) in shape.iter().enumerate() {
            if size != DYNAMIC {
                out.push(Some(OpFoldResult::index(rw.ctx, size)));
                continue;
            }
            let group = groups.get(i)?;
            let (&start, &end) = (group.first()?, group.last()?);
            let mut dims = Vec::new();
            let mut expr: Option<AffineExpr> = None;
            for d in start..=end {
                let dim = dim_or_fold(rw, loc, src, usize::try_from(d).ok()?)?;
                dims.push(OpFoldResult::Value(dim));
                let sym = AffineExpr::symbol(u32::try_from(d - start).ok()?);
                expr = Some(match expr {
                    Some(e) => e.mul(sym),
                    None => sym,
                });
            }
            let count = u32::try_from(end - start + 1).ok()?;
            let map = AffineMap::new(0, count, vec![expr?]);
            out.push(Some(OpFoldResult::Value(composed_affine_apply(rw, loc, &map, &dims)?)));
        }
        Some(vec![out])
    }
}

impl ReifyRankedShapedTypeOpInterface for PadOp {
    /// A static size, or the source's size plus the low and high padding
    /// (`makeComposedFoldedAffineApply(d0 + d1 + d2)` over the folded
    /// `tensor.dim` and the mixed pads).
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let shape = result_shape(rw, self.0, 0)?;
        let low = mixed_values(rw, &self.static_low(rw.ctx, rw.arena)?, &self.low(rw.ctx, rw.arena))?;
        let high = mixed_values(rw, &self.static_high(rw.ctx, rw.arena)?, &self.high(rw.ctx, rw.arena))?;
        let source = self.source(rw.ctx, rw.arena);
        let loc = rw.arena.op_loc(self.0);
        let sum = AffineMap::new(
            3,
            0,
            vec![AffineExpr::dim(0).add(AffineExpr::dim(1)).add(AffineExpr::dim(2))],
        );
        let mut out: ReifiedShape = Vec::with_capacity(shape.len());
        for (i, &size) in shape.iter().enumerate() {
            if size != DYNAMIC {
                out.push(Some(OpFoldResult::index(rw.ctx, size)));
                continue;
            }
            let index = constant_index(rw, loc, i64::try_from(i).ok()?)?;
            let dim = dim_or_fold_at(rw, loc, source, index)?;
            let operands = [OpFoldResult::Value(dim), (*low.get(i)?)?, (*high.get(i)?)?];
            out.push(Some(composed_folded_affine_apply(rw, loc, &sum, &operands)?));
        }
        Some(vec![out])
    }
}
