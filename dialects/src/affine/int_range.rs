//! `affine.apply`'s `InferIntRangeInterface` (upstream's
//! `Affine/IR/InferIntRangeInterfaceImpls.cpp`): the range of its map's
//! expression over the ranges of its dimension and symbol operands
//! (`ir::int_range::shaped::affine_expr`).

use super::ops::ApplyOp;
use crate::affine::map_of;
use crate::common::int_range::result_range;

result_range!(
    /// `AffineApplyOp::inferResultRanges`: the map's single result expression
    /// over the operands' ranges, the first `num_dims` of them dimensions.
    ApplyOp,
    |op, ctx, arena, args| {
        let map = map_of(ctx, ir::ods::access::inherent(ctx, arena, op.0, "map"))?;
        let [expr] = map.results.as_slice() else {
            return None;
        };
        let (dims, symbols) = args.split_at_checked(map.num_dims as usize)?;
        let range = ir::int_range::shaped::affine_expr(expr, dims, symbols)?;
        Some((op.result(ctx, arena), range))
    }
);
