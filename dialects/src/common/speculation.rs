//! The operand rules upstream's `getSpeculatability` implementations share
//! (`ConditionallySpeculatable`, answered by [`ir::speculation`]'s callers): a
//! division by a divisor known not to trap, a `dim` of a constant index inside the
//! rank, a loop whose constant step is one.

use super::consts::{read, Cst, Scalar};
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

/// The integer values (width, bits) a constant divisor holds: a scalar, or every
/// element of a dense constant (upstream's `m_IntRangeWithout*` sees a
/// constant's range, the union of its elements).
fn constant_ints(ctx: &Context, arena: &IrArena, v: Value) -> Option<Vec<(u32, u128)>> {
    let elems = match read(ctx, constant_value(ctx, arena, v)?)? {
        Cst::Scalar(_, s) => vec![s],
        Cst::Elements(_, e, _) => e,
    };
    elems
        .into_iter()
        .map(|s| match s {
            Scalar::Int { width, bits } => Some((width, bits)),
            Scalar::Float { .. } => None,
        })
        .collect()
}

/// `bits` of a `width`-bit integer read as signed.
fn signed(width: u32, bits: u128) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// `getDivUISpeculatability` (`signed` false) and `getDivSISpeculatability`
/// (`signed`): speculatable when the range of the constant `divisor` leaves out
/// zero (`m_IntRangeWithoutZeroU`: every value non-zero) and, for a signed
/// division, zero and -1 (`m_IntRangeWithoutZeroS` and
/// `m_IntRangeWithoutNegOneS`: every value positive, or every value below -1, as
/// `INT_MIN / -1` overflows).
pub fn division_speculatability(
    ctx: &Context,
    arena: &IrArena,
    divisor: Value,
    signed_division: bool,
) -> Speculatability {
    let safe = constant_ints(ctx, arena, divisor).is_some_and(|values| {
        if signed_division {
            let all = |f: fn(i128) -> bool| values.iter().all(|&(w, b)| f(signed(w, b)));
            all(|v| v > 0) || all(|v| v < -1)
        } else {
            values.iter().all(|&(_, bits)| bits != 0)
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
