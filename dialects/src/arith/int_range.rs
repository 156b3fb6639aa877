//! `InferIntRangeInterface` of arith's integer ops (upstream's
//! `mlir/lib/Dialect/Arith/IR/InferIntRangeInterfaceImpls.cpp`): a constant's
//! range is its value (the union of its elements), the arithmetic ops' ranges
//! follow from their operands' through `ir::int_range::infer`, `select`'s is
//! the chosen side's or the union of both.

use super::ops::*;
use crate::common::consts::{self as c, read, Cst, Scalar};
use ir::int_range::infer::{self, CmpPredicate, OverflowFlags};
use ir::int_range::{join, max_range_of, storage_bitwidth, ConstantIntRanges, IntegerValueRange};
use ir::interfaces::InferIntRangeInterface;
use ir::{Attr, Context, IrArena, Value};

/// The `nsw`/`nuw` of an `#arith.overflow` attribute
/// (`convertArithOverflowFlags`).
fn flags(ctx: &Context, attr: Option<Attr>) -> OverflowFlags {
    let (nsw, nuw) = c::overflow_flags(ctx, attr);
    OverflowFlags { nsw, nuw }
}

/// The range `f` gives a binary op's result from its two operands' ranges.
fn binary(
    args: &[ConstantIntRanges],
    f: impl Fn(&ConstantIntRanges, &ConstantIntRanges) -> ConstantIntRanges,
) -> Option<ConstantIntRanges> {
    match args {
        [l, r] => Some(f(l, r)),
        _ => None,
    }
}

/// Implements `InferIntRangeInterface` for binary ops whose result range is
/// `infer::$f(lhs, rhs)`.
macro_rules! binary_ranges {
    ($($op:ident => $f:ident),* $(,)?) => {$(
        impl InferIntRangeInterface for $op {
            /// `infer::` of the operands' ranges.
            fn infer_result_ranges(
                self,
                ctx: &Context,
                arena: &IrArena,
                arg_ranges: &[ConstantIntRanges],
                set: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                if let Some(r) = binary(arg_ranges, infer::$f) {
                    set(self.result(ctx, arena), r);
                }
            }
        }
    )*};
}

binary_ranges!(
    DivUIOp => div_u, DivSIOp => div_s, CeilDivUIOp => ceil_div_u, CeilDivSIOp => ceil_div_s,
    FloorDivSIOp => floor_div_s, RemUIOp => rem_u, RemSIOp => rem_s, AndIOp => and, OrIOp => or,
    XOrIOp => xor, MaxSIOp => max_s, MaxUIOp => max_u, MinSIOp => min_s, MinUIOp => min_u,
    ShRUIOp => shr_u, ShRSIOp => shr_s,
);

/// Implements `InferIntRangeInterface` for binary ops with overflow flags
/// whose result range is `infer::$f(lhs, rhs, flags)`.
macro_rules! overflow_ranges {
    ($($op:ident => $f:ident),* $(,)?) => {$(
        impl InferIntRangeInterface for $op {
            /// `infer::` of the operands' ranges under the op's `nsw`/`nuw`.
            fn infer_result_ranges(
                self,
                ctx: &Context,
                arena: &IrArena,
                arg_ranges: &[ConstantIntRanges],
                set: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                let f = flags(ctx, self.overflow_flags_attr(ctx, arena));
                if let Some(r) = binary(arg_ranges, |l, r| infer::$f(l, r, f)) {
                    set(self.result(ctx, arena), r);
                }
            }
        }
    )*};
}

overflow_ranges!(AddIOp => add, SubIOp => sub, MulIOp => mul, ShLIOp => shl);

/// The range of a constant's value: the integer, or the union of the elements
/// of a dense integer constant.
fn constant_range(ctx: &Context, value: Attr) -> Option<ConstantIntRanges> {
    let elems = match read(ctx, value)? {
        Cst::Scalar(_, s) => vec![s],
        Cst::Elements(_, e, _) => e,
    };
    let mut result: Option<ConstantIntRanges> = None;
    for s in elems {
        let Scalar::Int { width, bits } = s else {
            return None;
        };
        let r = ConstantIntRanges::constant(width, bits);
        result = Some(result.map_or(r, |acc| acc.range_union(&r)));
    }
    result
}

impl InferIntRangeInterface for ConstantOp {
    /// `ConstantOp::inferResultRanges`: an integer or dense integer constant's
    /// values.
    fn infer_result_ranges(
        self,
        ctx: &Context,
        arena: &IrArena,
        _: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        if let Some(r) = self.value_attr(ctx, arena).and_then(|v| constant_range(ctx, v)) {
            set(self.result(ctx, arena), r);
        }
    }
}

/// Implements `InferIntRangeInterface` for casts between integer widths:
/// `$ext` when the result is wider, a truncation when narrower.
macro_rules! cast_ranges {
    ($($op:ident => $ext:path),* $(,)?) => {$(
        impl InferIntRangeInterface for $op {
            /// The operand's range extended or truncated to the result's width.
            fn infer_result_ranges(
                self,
                ctx: &Context,
                arena: &IrArena,
                arg_ranges: &[ConstantIntRanges],
                set: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                let (Some(r), out) = (arg_ranges.first(), self.out(ctx, arena)) else {
                    return;
                };
                let dest = storage_bitwidth(ctx, arena.value_type(out));
                if dest == 0 {
                    return;
                }
                let range = match dest.cmp(&r.width()) {
                    std::cmp::Ordering::Greater => $ext(r, dest),
                    std::cmp::Ordering::Less => infer::trunc(r, dest),
                    std::cmp::Ordering::Equal => *r,
                };
                set(out, range);
            }
        }
    )*};
}

cast_ranges!(
    ExtUIOp => infer::ext_ui, ExtSIOp => infer::ext_si, TruncIOp => infer::ext_si, // never wider
    IndexCastOp => infer::ext_si, IndexCastUIOp => infer::ext_ui,
);

impl InferIntRangeInterface for CmpIOp {
    /// `CmpIOp::inferResultRanges`: `[1, 1]` or `[0, 0]` when the ranges
    /// decide the comparison, else `[0, 1]`.
    fn infer_result_ranges(
        self,
        ctx: &Context,
        arena: &IrArena,
        arg_ranges: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let pred = c::int_attr_value(ctx, self.predicate_attr(ctx, arena)).and_then(CmpPredicate::from_i64);
        if let (Some(pred), [l, r]) = (pred, arg_ranges) {
            set(self.result(ctx, arena), infer::cmp(pred, l, r));
        }
    }
}

impl InferIntRangeInterface for SelectOp {
    /// `SelectOp::inferResultRangesFromOptional`: the chosen side's range when
    /// the condition is known, else the union of both (every value when one
    /// is unknown).
    fn infer_result_ranges_from_optional(
        self,
        ctx: &Context,
        arena: &IrArena,
        arg_ranges: &[IntegerValueRange],
        set: &mut dyn FnMut(Value, IntegerValueRange),
    ) {
        let [cond, t, f] = arg_ranges else {
            return;
        };
        let result = self.result(ctx, arena);
        let range = match cond.and_then(|c| c.constant_value()) {
            Some(0) => *f,
            Some(_) => *t,
            None if t.is_none() || f.is_none() => max_range_of(ctx, arena.value_type(result)),
            None => join(*t, *f),
        };
        set(result, range);
    }
}
