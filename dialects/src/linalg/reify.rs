//! `ReifyRankedShapedTypeOpInterface` of the linalg ops: the structured ops'
//! (upstream's `LinalgOp::reifyResultShapes`: each init dimension through
//! the loop ranges the inputs' sizes give, else the init's own size),
//! `linalg.softmax`'s (`SoftmaxOp::reifyResultShapes`) and `linalg.pack`'s and
//! `linalg.unpack`'s (the destination's sizes).

use super::ops::*;
use super::structured::structured_op;
use crate::common::reify::{
    composed_folded_affine_apply, dim_or_fold, folded_dim, mixed_sizes, value_or_constant_index,
};
use ir::affine::{AffineExpr, AffineMap};
use ir::interfaces::ReifyRankedShapedTypeOpInterface;
use ir::reify::{OpFoldResult, ReifiedRankedShapedTypeDims};
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{OpId, Value};

/// The shape of `v`'s type (none when it is not a ranked shaped type).
fn shape_of(rw: &PatternRewriter<'_>, v: Value) -> Option<Vec<i64>> {
    rw.ctx.type_kind(rw.arena.value_type(v)).shape().map(<[i64]>::to_vec)
}

/// `getRank(opOperand)`: the rank of a shaped operand, 0 otherwise.
fn rank_of(rw: &PatternRewriter<'_>, v: Value) -> usize {
    shape_of(rw, v).map_or(0, |s| s.len())
}

/// `inversePermutation(loopsToShapesMap)` composed under the inits' part of
/// it: each init dimension's expression over the flat list of operand
/// dimensions (`resultShapesFromInputShapesMap`); `None` when a loop is not
/// a plain dimension of some operand.
fn result_shapes_from_input_shapes(maps: &[AffineMap], inits: std::ops::Range<usize>) -> Option<Vec<AffineExpr>> {
    let num_loops = maps.first().map_or(0, |m| m.num_dims as usize);
    let loops_to_shapes: Vec<&AffineExpr> = maps.iter().flat_map(|m| m.results.iter()).collect();
    let mut shapes_to_loops: Vec<Option<AffineExpr>> = vec![None; num_loops];
    for (i, e) in loops_to_shapes.iter().enumerate() {
        if let AffineExpr::Dim(d) = e {
            let slot = shapes_to_loops.get_mut(*d as usize)?;
            if slot.is_none() {
                *slot = Some(AffineExpr::dim(u32::try_from(i).ok()?));
            }
        }
    }
    let shapes_to_loops: Vec<AffineExpr> = shapes_to_loops.into_iter().collect::<Option<_>>()?;
    Some(
        loops_to_shapes
            .get(inits)?
            .iter()
            .map(|e| e.replace_dims_and_symbols(&shapes_to_loops, &[]))
            .collect(),
    )
}

/// `LinalgOp::reifyResultShapes`: a static init size as itself; a dynamic
/// one as the composed, folded `affine.apply` of its expression over the
/// operands' sizes (`createFlatListOfOperandDims`), or the init's own
/// `tensor.dim`/`memref.dim` when the expression needs an init's size.
fn reify_structured(op: OpId, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
    let s = structured_op(rw.ctx, rw.arena, op)?;
    let start: usize = s.inputs.iter().map(|&v| rank_of(rw, v)).sum();
    let end = start + s.inits.iter().map(|&v| rank_of(rw, v)).sum::<usize>();
    let exprs = result_shapes_from_input_shapes(&s.maps, start..end)?;
    let num_shapes = u32::try_from(s.maps.iter().map(|m| m.results.len()).sum::<usize>()).ok()?;
    let needs_init = |e: &AffineExpr| (start..end).any(|p| e.is_function_of_dim(p as u32));
    let loc = rw.arena.op_loc(op);
    let mut operand_dims = Vec::new();
    for &v in s.inputs.iter().chain(&s.inits) {
        for i in 0..rank_of(rw, v) {
            operand_dims.push(folded_dim(rw, loc, v, i)?);
        }
    }
    let mut all = Vec::with_capacity(exprs.len());
    for e in &exprs {
        let map = AffineMap::new(num_shapes, 0, vec![e.clone()]);
        all.push(composed_folded_affine_apply(rw, loc, &map, &operand_dims)?);
    }
    let mut out = Vec::with_capacity(s.inits.len());
    let mut pos = 0;
    for &init in &s.inits {
        let shape = shape_of(rw, init).unwrap_or_default();
        let mut dims = Vec::with_capacity(shape.len());
        for (d, &size) in shape.iter().enumerate() {
            if size != DYNAMIC {
                dims.push(Some(OpFoldResult::index(rw.ctx, size)));
            } else {
                let ofr = if needs_init(exprs.get(pos)?) {
                    OpFoldResult::Value(dim_or_fold(rw, loc, init, d)?)
                } else {
                    *all.get(pos)?
                };
                dims.push(Some(OpFoldResult::Value(value_or_constant_index(rw, loc, ofr)?)));
            }
            pos += 1;
        }
        out.push(dims);
    }
    Some(out)
}

/// Implements the interface for structured ops through [`reify_structured`].
macro_rules! reify_structured {
    ($($op:ident),* $(,)?) => {
        $(
            impl ReifyRankedShapedTypeOpInterface for $op {
                /// `LinalgOp::reifyResultShapes`.
                fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
                    reify_structured(self.0, rw)
                }
            }
        )*
    };
}

super::core_structured_ops!(reify_structured!);
super::opdsl_structured_ops!(reify_structured!);
reify_structured!(MapOp, ReduceOp, TransposeOp, BroadcastOp);

impl ReifyRankedShapedTypeOpInterface for SoftmaxOp {
    /// A dimension static in the output is the input's size there (as
    /// upstream reads it); a dynamic one the input's folded dim.
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let input = self.input(rw.ctx, rw.arena);
        let output = self.output(rw.ctx, rw.arena);
        let input_shape = shape_of(rw, input)?;
        let output_shape = shape_of(rw, output)?;
        let loc = rw.arena.op_loc(self.0);
        let mut dims = Vec::with_capacity(output_shape.len());
        for (d, &size) in output_shape.iter().enumerate() {
            if size != DYNAMIC {
                dims.push(Some(OpFoldResult::index(rw.ctx, *input_shape.get(d)?)));
            } else {
                dims.push(Some(OpFoldResult::Value(dim_or_fold(rw, loc, input, d)?)));
            }
        }
        Some(vec![dims])
    }
}

/// Implements the interface for the relayout ops: the destination's sizes
/// (`reifyResultShapesImpl`, `tensor::getMixedSizes`).
macro_rules! reify_from_dest {
    ($($op:ident),*) => {
        $(
            impl ReifyRankedShapedTypeOpInterface for $op {
                /// The destination's sizes.
                fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
                    let dest = self.dest(rw.ctx, rw.arena);
                    let loc = rw.arena.op_loc(self.0);
                    Some(vec![mixed_sizes(rw, loc, dest)?])
                }
            }
        )*
    };
}

reify_from_dest!(PackOp, UnPackOp);
