//! `InferIntRangeInterface` of the index ops (upstream's
//! `mlir/lib/Dialect/Index/IR/InferIntRangeInterfaceImpls.cpp`): `index` is 32
//! or 64 bits wide, so an arithmetic op's range is computed at both widths
//! (`infer::index_op`); `index.sizeof` is `[32, 64]`.

use super::ops::*;
use crate::common::consts::int_attr_value;
use crate::common::int_range::result_range;
use ir::int_range::infer::{self, CmpMode, CmpPredicate, OverflowFlags};
use ir::int_range::{storage_bitwidth, ConstantIntRanges};
use ir::{AttrKind, Context, Type, TypeKind};

/// `index`'s narrowest width (`indexMinWidth`).
const INDEX_MIN_WIDTH: u32 = 32;

/// A binary range function of `infer`, with no overflow flags.
type Binary = fn(&ConstantIntRanges, &ConstantIntRanges) -> ConstantIntRanges;

/// `inferIndexOp` of a binary function.
fn index_binary(args: &[ConstantIntRanges], f: Binary, mode: CmpMode) -> Option<ConstantIntRanges> {
    let [_, _] = args else {
        return None;
    };
    Some(infer::index_op(&|a| f(&a[0], &a[1]), args, mode))
}

/// Implements `InferIntRangeInterface` for binary index ops: `$f` at 64 and 32
/// bits, compared in `$mode`.
macro_rules! binary_ranges {
    ($($op:ident => $f:expr, $mode:ident);* $(;)?) => {$(
        result_range!(
            /// `inferIndexOp` of the operation.
            $op,
            |op, ctx, arena, args| index_binary(args, $f, CmpMode::$mode).map(|r| (op.result(ctx, arena), r))
        );
    )*};
}

binary_ranges!(
    AddOp => |l, r| infer::add(l, r, OverflowFlags::default()), Both;
    SubOp => |l, r| infer::sub(l, r, OverflowFlags::default()), Both;
    MulOp => |l, r| infer::mul(l, r, OverflowFlags::default()), Both;
    DivUOp => infer::div_u, Unsigned;
    DivSOp => infer::div_s, Signed;
    CeilDivUOp => infer::ceil_div_u, Unsigned;
    CeilDivSOp => infer::ceil_div_s, Signed;
    FloorDivSOp => infer::floor_div_s, Signed;
    RemSOp => infer::rem_s, Signed;
    RemUOp => infer::rem_u, Unsigned;
    MaxSOp => infer::max_s, Signed;
    MaxUOp => infer::max_u, Unsigned;
    MinSOp => infer::min_s, Signed;
    MinUOp => infer::min_u, Unsigned;
    ShlOp => |l, r| infer::shl(l, r, OverflowFlags::default()), Both;
    ShrSOp => infer::shr_s, Signed;
    ShrUOp => infer::shr_u, Unsigned;
    AndOp => infer::and, Unsigned;
    OrOp => infer::or, Unsigned;
    XOrOp => infer::xor, Unsigned;
);

/// `makeLikeDest`: `range` extended (signed or not) or truncated to `dest`.
fn like_dest(range: &ConstantIntRanges, dest: u32, signed: bool) -> ConstantIntRanges {
    match dest.cmp(&range.width()) {
        std::cmp::Ordering::Greater if signed => infer::ext_si(range, dest),
        std::cmp::Ordering::Greater => infer::ext_ui(range, dest),
        std::cmp::Ordering::Less => infer::trunc(range, dest),
        std::cmp::Ordering::Equal => *range,
    }
}

/// `inferIndexCast`: a cast from `index` is a cast from 64 bits; a cast to
/// `index` is the union of the casts to 64 and to 32 bits.
fn index_cast(ctx: &Context, range: &ConstantIntRanges, src: Type, dest: Type, signed: bool) -> ConstantIntRanges {
    let dest_width = storage_bitwidth(ctx, dest);
    let storage = like_dest(range, dest_width, signed);
    if matches!(ctx.type_kind(src), TypeKind::Index) {
        return storage;
    }
    let narrow = infer::ext(&like_dest(range, INDEX_MIN_WIDTH, signed), dest_width);
    storage.range_union(&narrow)
}

/// Implements `InferIntRangeInterface` for `index.casts` / `index.castu`.
macro_rules! cast_ranges {
    ($($op:ident => $signed:literal),*) => {$(
        result_range!(
            /// `inferIndexCast` of the operand's range.
            $op,
            |op, ctx, arena, args| {
                let (input, output) = (op.input(ctx, arena), op.output(ctx, arena));
                let (src, dest) = (arena.value_type(input), arena.value_type(output));
                Some((output, index_cast(ctx, args.first()?, src, dest, $signed)))
            }
        );
    )*};
}

cast_ranges!(CastSOp => true, CastUOp => false);

result_range!(
    /// `CmpOp::inferResultRanges`: decided when the ranges decide it alike at
    /// 64 and at 32 bits.
    CmpOp,
    |op, ctx, arena, args| {
        let pred = op.pred(ctx, arena).and_then(|p| CmpPredicate::from_i64(p.to_i64()))?;
        let [l, r] = args else {
            return None;
        };
        let wide = infer::evaluate_pred(pred, l, r);
        let narrow = infer::evaluate_pred(
            pred,
            &infer::trunc(l, INDEX_MIN_WIDTH),
            &infer::trunc(r, INDEX_MIN_WIDTH),
        );
        let (min, max) = match (wide == narrow).then_some(wide).flatten() {
            Some(true) => (1, 1),
            Some(false) => (0, 0),
            None => (0, 1),
        };
        Some((op.result(ctx, arena), ConstantIntRanges::from_unsigned(1, min, max)))
    }
);

result_range!(
    /// `[32, 64]`: `index` is one of the two widths.
    SizeOfOp,
    |op, ctx, arena, _args| {
        let result = op.result(ctx, arena);
        let w = storage_bitwidth(ctx, arena.value_type(result));
        Some((result, ConstantIntRanges::from_unsigned(w, 32, 64)))
    }
);

result_range!(
    /// The constant's value.
    ConstantOp,
    |op, ctx, arena, _args| {
        let AttrKind::Integer { value, .. } = ctx.attr_kind(op.value_attr(ctx, arena)?) else {
            return None;
        };
        Some((op.result(ctx, arena), ConstantIntRanges::constant(64, value.to_i128()? as u128)))
    }
);

result_range!(
    /// The constant's value as an `i1`.
    BoolConstantOp,
    |op, ctx, arena, _args| {
        let v = int_attr_value(ctx, op.value_attr(ctx, arena))?;
        Some((op.result(ctx, arena), ConstantIntRanges::constant(1, u128::from(v != 0))))
    }
);
