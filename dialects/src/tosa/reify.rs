//! `ReifyRankedShapedTypeOpInterface` of `tosa.transpose` (upstream's
//! `TransposeOp::reifyResultShapes`): each output dimension is the input's
//! dimension the permutation names, static or a `tensor.dim`.

use super::ops::TransposeOp;
use crate::common::reify::dim;
use ir::interfaces::ReifyRankedShapedTypeOpInterface;
use ir::ods::TypedOp;
use ir::reify::{OpFoldResult, ReifiedRankedShapedTypeDims};
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;

impl ReifyRankedShapedTypeOpInterface for TransposeOp {
    /// Visits the dimensions in the permutation's order, as upstream does
    /// (`for (auto dim : perms) dims[dim] = input[perms[dim]]`).
    fn reify_result_shapes(self, rw: &mut PatternRewriter<'_>) -> Option<ReifiedRankedShapedTypeDims> {
        let perms = self.perms(rw.ctx, rw.arena)?;
        let input = self.input1(rw.ctx, rw.arena);
        let shape = rw.ctx.type_kind(rw.arena.value_type(input)).shape()?.to_vec();
        let loc = rw.arena.op_loc(self.op_id());
        let mut out = vec![None; shape.len()];
        for &d in &perms {
            let d = usize::try_from(d).ok()?;
            let from = usize::try_from(*perms.get(d)?).ok()?;
            let size = *shape.get(from)?;
            let ofr = if size == DYNAMIC {
                OpFoldResult::Value(dim(rw, loc, input, from)?)
            } else {
                OpFoldResult::index(rw.ctx, size)
            };
            *out.get_mut(d)? = Some(ofr);
        }
        Some(vec![out])
    }
}
