//! `InferIntRangeInterface` of the vector ops upstream gives it
//! (`VectorOps.cpp`): a vector's range is the range of every element, so
//! `broadcast`, `extract`, `shape_cast` and `transpose` keep their source's
//! range, `insert` joins the inserted value's with the destination's, and
//! `step` counts from 0 to its length minus one.

use super::ops::{BroadcastOp, ExtractOp, InsertOp, ShapeCastOp, StepOp, TransposeOp};
use crate::common::int_range::result_range;
use ir::int_range::{storage_bitwidth, ConstantIntRanges};
use ir::TypeKind;

/// Implements `InferIntRangeInterface` for ops whose result (`$result`) has
/// their first operand's range.
macro_rules! source_range {
    ($($op:ident => $result:ident),* $(,)?) => {$(
        result_range!(
            /// `inferResultRanges`: the first operand's range.
            $op,
            |op, ctx, arena, args| Some((op.$result(ctx, arena), *args.first()?))
        );
    )*};
}

source_range!(BroadcastOp => vector, ExtractOp => result, ShapeCastOp => result, TransposeOp => result);

result_range!(
    /// `InsertOp::inferResultRanges`: the union of the stored value's and the
    /// destination's ranges.
    InsertOp,
    |op, ctx, arena, args| {
        let (value, dest) = (args.first()?, args.get(1)?);
        Some((op.result(ctx, arena), value.range_union(dest)))
    }
);

result_range!(
    /// `StepOp::inferResultRanges`: `[0, n - 1]` for a fixed-length vector of
    /// `n` elements (nothing for a scalable one).
    StepOp,
    |op, ctx, arena, _args| {
        let result = op.result(ctx, arena);
        let ty = arena.value_type(result);
        let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) else {
            return None;
        };
        if scalable.iter().any(|&s| s) {
            return None;
        }
        let len = u128::try_from(*shape.first()?).ok()?;
        let w = storage_bitwidth(ctx, ty);
        Some((result, ConstantIntRanges::from_unsigned(w, 0, len.checked_sub(1)?)))
    }
);
