//! `InferIntRangeInterface` of arith's integer ops (upstream's
//! `mlir/lib/Dialect/Arith/IR/InferIntRangeInterfaceImpls.cpp`): a constant's
//! range is its value (the union of its elements), the arithmetic ops' ranges
//! follow from their operands' through `ir::int_range::infer`, `select`'s is
//! the chosen side's or the union of both.

use super::ops::*;
use crate::common::consts::{self as c, read, Cst, Scalar};
use crate::common::int_range::result_range;
use ir::int_range::infer::{self, CmpPredicate, OverflowFlags};
use ir::int_range::{join, max_range_of, storage_bitwidth, ConstantIntRanges, IntegerValueRange, SetIntLatticeFn};
use ir::interfaces::InferIntRangeInterface;
use ir::{Attr, Context, IrArena};

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
        result_range!(
            /// `infer::` of the operands' ranges.
            $op,
            |op, ctx, arena, args| binary(args, infer::$f).map(|r| (op.result(ctx, arena), r))
        );
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
        result_range!(
            /// `infer::` of the operands' ranges under the op's `nsw`/`nuw`.
            $op,
            |op, ctx, arena, args| {
                let f = flags(ctx, op.overflow_flags_attr(ctx, arena));
                binary(args, |l, r| infer::$f(l, r, f)).map(|r| (op.result(ctx, arena), r))
            }
        );
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

result_range!(
    /// `ConstantOp::inferResultRanges`: an integer or dense integer constant's
    /// values.
    ConstantOp,
    |op, ctx, arena, _args| {
        let range = op.value_attr(ctx, arena).and_then(|v| constant_range(ctx, v))?;
        Some((op.result(ctx, arena), range))
    }
);

/// The range of an integer cast to `dest` bits: `ext` when wider, a
/// truncation when narrower.
fn cast(
    ctx: &Context,
    arena: &IrArena,
    args: &[ConstantIntRanges],
    out: ir::Value,
    ext: fn(&ConstantIntRanges, u32) -> ConstantIntRanges,
) -> Option<(ir::Value, ConstantIntRanges)> {
    let r = args.first()?;
    let dest = storage_bitwidth(ctx, arena.value_type(out));
    let range = match dest.cmp(&r.width()) {
        _ if dest == 0 => return None,
        std::cmp::Ordering::Greater => ext(r, dest),
        std::cmp::Ordering::Less => infer::trunc(r, dest),
        std::cmp::Ordering::Equal => *r,
    };
    Some((out, range))
}

/// Implements `InferIntRangeInterface` for casts between integer widths.
macro_rules! cast_ranges {
    ($($op:ident => $ext:path),* $(,)?) => {$(
        result_range!(
            /// The operand's range extended or truncated to the result's width.
            $op,
            |op, ctx, arena, args| cast(ctx, arena, args, op.out(ctx, arena), $ext)
        );
    )*};
}

cast_ranges!(
    ExtUIOp => infer::ext_ui, ExtSIOp => infer::ext_si, TruncIOp => infer::ext_si, // never wider
    IndexCastOp => infer::ext_si, IndexCastUIOp => infer::ext_ui,
);

result_range!(
    /// `CmpIOp::inferResultRanges`: `[1, 1]` or `[0, 0]` when the ranges
    /// decide the comparison, else `[0, 1]`.
    CmpIOp,
    |op, ctx, arena, args| {
        let pred = c::int_attr_value(ctx, op.predicate_attr(ctx, arena)).and_then(CmpPredicate::from_i64)?;
        let [l, r] = args else {
            return None;
        };
        Some((op.result(ctx, arena), infer::cmp(pred, l, r)))
    }
);

impl InferIntRangeInterface for SelectOp {
    /// `SelectOp::inferResultRangesFromOptional`: the chosen side's range when
    /// the condition is known, else the union of both (every value when one
    /// is unknown).
    fn infer_result_ranges_from_optional(
        self,
        ctx: &Context,
        arena: &IrArena,
        arg_ranges: &[IntegerValueRange],
        set: SetIntLatticeFn<'_>,
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
