//! Writing `InferIntRangeInterface` implementations: [`result_range!`]
//! implements an op's `infer_result_ranges` from one expression giving its
//! result and that result's range (the shape of every arith, index and test
//! implementation).

/// Implements `ir::interfaces::InferIntRangeInterface` for `$op`: its
/// `infer_result_ranges` reports the `(result, range)` that `$body` gives
/// (`None`: nothing; `?` may end it), with `$this`, `$ctx`, `$arena` and `$args` (the operands'
/// ranges) bound.
macro_rules! result_range {
    ($(#[$doc:meta])* $op:ty, |$this:ident, $ctx:ident, $arena:ident, $args:ident| $body:expr) => {
        impl ir::interfaces::InferIntRangeInterface for $op {
            $(#[$doc])*
            fn infer_result_ranges(
                self,
                $ctx: &ir::Context,
                $arena: &ir::IrArena,
                $args: &[ir::int_range::ConstantIntRanges],
                set: ir::int_range::SetIntRangeFn<'_>,
            ) {
                let $this = self;
                let report = || -> Option<(ir::Value, ir::int_range::ConstantIntRanges)> { $body };
                if let Some((value, range)) = report() {
                    set(value, range);
                }
            }
        }
    };
}
pub(crate) use result_range;

/// Upstream's `inferResultRangesFromOptional` of `tensor.dim` and
/// `memref.dim` (`intrange::inferShapedDimOpInterface`): `result` ranges over
/// the sizes of the dimensions of `source` that the index range `dim` (unknown:
/// any) may name.
pub(crate) fn shaped_dim_range(
    ctx: &ir::Context,
    arena: &ir::IrArena,
    source: ir::Value,
    result: ir::Value,
    dim: Option<&ir::int_range::ConstantIntRanges>,
    set: ir::int_range::SetIntLatticeFn<'_>,
) {
    let width = ir::int_range::storage_bitwidth(ctx, arena.value_type(result));
    let shape = ctx.type_kind(arena.value_type(source)).shape();
    set(result, Some(ir::int_range::shaped::shaped_dim(shape, width, dim)));
}

/// Implements `InferIntRangeInterface` for a `dim` op (`source`, `index`,
/// `result`) through [`shaped_dim_range`].
macro_rules! dim_range {
    ($op:ty) => {
        impl ir::interfaces::InferIntRangeInterface for $op {
            /// `DimOp::inferResultRangesFromOptional`: the sizes of the
            /// dimensions the index may name (`inferShapedDimOpInterface`).
            fn infer_result_ranges_from_optional(
                self,
                ctx: &ir::Context,
                arena: &ir::IrArena,
                arg_ranges: &[ir::int_range::IntegerValueRange],
                set: ir::int_range::SetIntLatticeFn<'_>,
            ) {
                let dim = arg_ranges.get(1).and_then(|r| r.as_ref());
                let (source, result) = (self.source(ctx, arena), self.result(ctx, arena));
                $crate::common::int_range::shaped_dim_range(ctx, arena, source, result, dim, set);
            }
        }
    };
}
pub(crate) use dim_range;
