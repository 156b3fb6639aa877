//! `InferIntRangeInterface` of the index ops (upstream's
//! `mlir/lib/Dialect/Index/IR/InferIntRangeInterfaceImpls.cpp`): `index` is 32
//! or 64 bits wide, so an arithmetic op's range is computed at both widths
//! (`infer::index_op`); `index.sizeof` is `[32, 64]`.

use super::ops::*;
use crate::common::consts::int_attr_value;
use ir::int_range::infer::{self, CmpMode, CmpPredicate, OverflowFlags};
use ir::int_range::{storage_bitwidth, ConstantIntRanges};
use ir::interfaces::InferIntRangeInterface;
use ir::{AttrKind, Context, IrArena, Type, TypeKind, Value};

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
        impl InferIntRangeInterface for $op {
            /// `inferIndexOp` of the operation.
            fn infer_result_ranges(
                self,
                ctx: &Context,
                arena: &IrArena,
                arg_ranges: &[ConstantIntRanges],
                set: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                if let Some(r) = index_binary(arg_ranges, $f, CmpMode::$mode) {
                    set(self.result(ctx, arena), r);
                }
            }
        }
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
        impl InferIntRangeInterface for $op {
            /// `inferIndexCast` of the operand's range.
            fn infer_result_ranges(
                self,
                ctx: &Context,
                arena: &IrArena,
                arg_ranges: &[ConstantIntRanges],
                set: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                let (input, output) = (self.input(ctx, arena), self.output(ctx, arena));
                if let Some(r) = arg_ranges.first() {
                    let (src, dest) = (arena.value_type(input), arena.value_type(output));
                    set(output, index_cast(ctx, r, src, dest, $signed));
                }
            }
        }
    )*};
}

cast_ranges!(CastSOp => true, CastUOp => false);

impl InferIntRangeInterface for CmpOp {
    /// `CmpOp::inferResultRanges`: decided when the ranges decide it alike at
    /// 64 and at 32 bits.
    fn infer_result_ranges(
        self,
        ctx: &Context,
        arena: &IrArena,
        arg_ranges: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let pred = self.pred(ctx, arena).and_then(|p| CmpPredicate::from_i64(p.to_i64()));
        let (Some(pred), [l, r]) = (pred, arg_ranges) else {
            return;
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
        set(self.result(ctx, arena), ConstantIntRanges::from_unsigned(1, min, max));
    }
}

impl InferIntRangeInterface for SizeOfOp {
    /// `[32, 64]`: `index` is one of the two widths.
    fn infer_result_ranges(
        self,
        ctx: &Context,
        arena: &IrArena,
        _: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let result = self.result(ctx, arena);
        let w = storage_bitwidth(ctx, arena.value_type(result));
        set(result, ConstantIntRanges::from_unsigned(w, 32, 64));
    }
}

impl InferIntRangeInterface for ConstantOp {
    /// The constant's value.
    fn infer_result_ranges(
        self,
        ctx: &Context,
        arena: &IrArena,
        _: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let Some(AttrKind::Integer { value, .. }) = self.value_attr(ctx, arena).map(|a| ctx.attr_kind(a)) else {
            return;
        };
        if let Some(bits) = value.to_i128() {
            set(self.result(ctx, arena), ConstantIntRanges::constant(64, bits as u128));
        }
    }
}

impl InferIntRangeInterface for BoolConstantOp {
    /// The constant's value as an `i1`.
    fn infer_result_ranges(
        self,
        ctx: &Context,
        arena: &IrArena,
        _: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let value = int_attr_value(ctx, self.value_attr(ctx, arena));
        if let Some(v) = value {
            set(
                self.result(ctx, arena),
                ConstantIntRanges::constant(1, u128::from(v != 0)),
            );
        }
    }
}
