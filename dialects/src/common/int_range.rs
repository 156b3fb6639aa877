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
