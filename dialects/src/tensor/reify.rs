//! `ReifyRankedShapedTypeOpInterface` of the tensor ops (upstream's
//! `TensorOps.cpp` and the external models of `TensorInferTypeOpInterfaceImpl.cpp`):
//! each result dimension as a static size or a value built from the operands.

use super::ops::{
    CollapseShapeOp, ConcatOp, EmptyOp, ExpandShapeOp, ExtractSliceOp, GenerateOp, InsertSliceOp, PadOp, SplatOp,
};
use super::ranked_tensor;
use crate::common::reify::{
    composed_affine_apply, composed_folded_affine_apply, constant_index, dim, dim_or_fold, dim_or_fold_at, mixed_sizes,
    mixed_values, value_or_constant_index,
};
use ir::affine::{AffineExpr, AffineMap};
use ir::interfaces::ReifyRankedShapedTypeOpInterface;
use ir::reify::{OpFoldResult, ReifiedRankedShapedTypeDims, ReifiedShape};
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;

/// The shape of `op`'s result `i` (a ranked tensor), if it has one.
fn result_shape(rw: &PatternRewriter<'_>, op: ir::OpId, i: usize) -> Option<Vec<i64>> {
    ranked_tensor(rw.ctx, rw.arena.value_type(rw.arena.result(op, i))).map(|(shape, _, _)| shape)
}

/// Implements the interface for ops whose result's dynamic sizes are their
/// `$sizes` operands in order (`tensor.empty`, `splat`, `generate`).
macro_rules! reify_from_dynamic_sizes {
    ($($op:ident . $sizes:ident),* $(,)?) => {
        $(
            impl ReifyRankedShapedTypeOpInterface for $op {
                /// The static sizes, and the dynamic sizes in order.
                fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
                    let shape = result_shape(rw, self.0, 0)?;
                    let dynamic = self.$sizes(rw.ctx, rw.arena);
                    Some(vec![mixed_values(rw, &shape, &dynamic)?])
                }
            }
        )*
    };
}

reify_from_dynamic_sizes!(EmptyOp.dynamic_sizes, SplatOp.dynamic_sizes, GenerateOp.dynamic_extents);

impl ReifyRankedShapedTypeOpInterface for ExtractSliceOp {
    /// The slice's sizes without the dimensions the result drops
    /// (`getDroppedDims`: a size 1 where the result's next size is not 1).
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let shape = result_shape(rw, self.0, 0)?;
        let sizes = mixed_values(rw, &self.static_sizes(rw.ctx, rw.arena)?, &self.sizes(rw.ctx, rw.arena))?;
        let mut kept = Vec::with_capacity(shape.len());
        for size in sizes {
            let one = size.and_then(|s| s.constant_int(rw.ctx)) == Some(1);
            if !one || shape.get(kept.len()) == Some(&1) {
                kept.push(size);
            }
        }
        Some(vec![kept])
    }
}

impl ReifyRankedShapedTypeOpInterface for InsertSliceOp {
    /// The destination's sizes (`tensor::getMixedSizes`).
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let dest = self.dest(rw.ctx, rw.arena);
        let loc = rw.arena.op_loc(self.0);
        Some(vec![mixed_sizes(rw, loc, dest)?])
    }
}

impl ReifyRankedShapedTypeOpInterface for ConcatOp {
    /// Outside the concatenated dimension a static size of the result, else of
    /// an input (as a constant), else the first input's `tensor.dim`; along it
    /// the composed, folded sum of the inputs' sizes when dynamic.
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let shape = result_shape(rw, self.0, 0)?;
        let inputs = self.inputs(rw.ctx, rw.arena);
        let concat = usize::try_from(self.dim(rw.ctx, rw.arena)?).ok()?;
        let input_shapes: Vec<Vec<i64>> = inputs
            .iter()
            .map(|&v| ranked_tensor(rw.ctx, rw.arena.value_type(v)).map(|(s, _, _)| s))
            .collect::<Option<_>>()?;
        let init = *inputs.first()?;
        let loc = rw.arena.op_loc(self.0);
        let mut out: ReifiedShape = vec![None; shape.len()];
        for (i, &size) in shape.iter().enumerate() {
            if i == concat {
                continue;
            }
            let inferred = input_shapes
                .iter()
                .filter_map(|s| s.get(i))
                .copied()
                .find(|&d| d != DYNAMIC);
            out[i] = Some(if size != DYNAMIC {
                OpFoldResult::index(rw.ctx, size)
            } else if let Some(d) = inferred {
                OpFoldResult::Value(value_or_constant_index(rw, loc, OpFoldResult::index(rw.ctx, d))?)
            } else {
                OpFoldResult::Value(dim(rw, loc, init, i)?)
            });
        }
        let along = *shape.get(concat)?;
        *out.get_mut(concat)? = Some(if along == DYNAMIC {
            let mut sum = AffineExpr::dim(0);
            let mut sizes = Vec::with_capacity(inputs.len());
            for (k, &input) in inputs.iter().enumerate() {
                if k > 0 {
                    sum = sum.add(AffineExpr::dim(u32::try_from(k).ok()?));
                }
                sizes.push(OpFoldResult::Value(dim_or_fold(rw, loc, input, concat)?));
            }
            let map = AffineMap::new(u32::try_from(inputs.len()).ok()?, 0, vec![sum]);
            let total = composed_folded_affine_apply(rw, loc, &map, &sizes)?;
            OpFoldResult::Value(value_or_constant_index(rw, loc, total)?)
        } else {
            OpFoldResult::index(rw.ctx, along)
        });
        Some(vec![out])
    }
}

crate::common::reify::reify_from_output_shape!(ExpandShapeOp);

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
