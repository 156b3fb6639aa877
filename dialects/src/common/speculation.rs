//! The operand rules upstream's `getSpeculatability` implementations share
//! (`ConditionallySpeculatable`, answered by [`ir::speculation`]'s callers): a
//! division by a divisor whose range leaves out the values that trap, a `dim` of a constant index inside the
//! rank, a loop whose constant step is one.

use super::consts::{read, Cst, Scalar};
use ir::int_range::matchers::{defining_op_range, without_neg_one_s, without_zero_s, without_zero_u};
use ir::int_range::ConstantIntRanges;
use ir::rewrite::{constant_int, constant_value};
use ir::speculation::Speculatability;
use ir::{Context, IrArena, TypeKind, Value};

/// `Speculatable` when `yes`, else `NotSpeculatable`.
pub fn speculatable_if(yes: bool) -> Speculatability {
    if yes {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// The range upstream's `constant_int_range_predicate_matcher` sees for
/// `divisor`: the value of a scalar or splat constant, else the range its
/// defining op's `InferIntRangeInterface` gives from operands of any value (a
/// non-splat dense constant's elements, `index.sizeof`'s `[32, 64]`, ...).
fn divisor_range(ctx: &Context, arena: &IrArena, divisor: Value) -> Option<ConstantIntRanges> {
    let splat = constant_value(ctx, arena, divisor).and_then(|a| match read(ctx, a)? {
        Cst::Scalar(_, s) => Some(s),
        Cst::Elements(_, e, true) => e.into_iter().next(),
        Cst::Elements(..) => None,
    });
    match splat {
        Some(Scalar::Int { width, bits }) => Some(ConstantIntRanges::constant(width, bits)),
        _ => defining_op_range(ctx, arena, divisor),
    }
}

/// `getDivUISpeculatability` (`signed` false) and `getDivSISpeculatability`
/// (`signed`): speculatable when the range of `divisor` (a constant's, or what
/// its defining op infers, [`divisor_range`]) leaves out zero
/// (`m_IntRangeWithoutZeroU`) and, for a signed division, zero and -1
/// (`m_IntRangeWithoutZeroS` and `m_IntRangeWithoutNegOneS`, as `INT_MIN / -1`
/// overflows).
pub fn division_speculatability(
    ctx: &Context,
    arena: &IrArena,
    divisor: Value,
    signed_division: bool,
) -> Speculatability {
    let safe = divisor_range(ctx, arena, divisor).is_some_and(|r| {
        if signed_division {
            without_zero_s(&r) && without_neg_one_s(&r)
        } else {
            without_zero_u(&r)
        }
    });
    speculatable_if(safe)
}

/// `memref.dim` / `tensor.dim`'s `getSpeculatability`: speculatable when `index`
/// is a constant below the rank of the ranked `source`.
pub fn dim_speculatability(ctx: &Context, arena: &IrArena, source: Value, index: Value) -> Speculatability {
    let Some(index) = constant_int(ctx, arena, index) else {
        return Speculatability::NotSpeculatable;
    };
    let rank = match ctx.type_kind(arena.value_type(source)) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape.len(),
        _ => return Speculatability::NotSpeculatable,
    };
    speculatable_if(i64::try_from(rank).is_ok_and(|rank| rank > index))
}

/// `scf.for`'s and `affine.for`'s `getSpeculatability`: a loop whose step is one
/// terminates, so it is as speculatable as its body; another step may not.
pub fn unit_step_loop(step: Option<i64>) -> Speculatability {
    if step == Some(1) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}
