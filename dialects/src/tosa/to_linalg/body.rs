//! The scalar computation of one element of an elementwise TOSA op
//! (upstream `createLinalgBodyCalculationForElementwiseOp`): arith and
//! math ops built at the insertion point (inside the `linalg.generic`)
//! from the block arguments. `None` where upstream fails to match.

use crate::arith::builders::{
    addf, addi, andi, divf, divsi, maximumf, maxsi, minimumf, minsi, mulf, muli, negf, ori, shli, shrsi, shrui, subf,
    subi, xori, BinaryBuild, UnaryBuild,
};
use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::common::float;
use crate::math::ops as math;
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::ops as tosa;
use ir::{Attr, OpId, Type, Value};

/// Whether `op` is a `tosa.$op`.
macro_rules! is {
    ($rw:expr, $op:expr, $ty:ident) => {
        tosa::$ty::cast($rw.ctx, $rw.arena, $op).is_some()
    };
}

/// A unary math op with an optional fastmath flag, as a builder function.
macro_rules! math_unary {
    ($op:ident) => {
        |b: &mut ir::ods::OpBuilder<'_>, t: Type, v: Value| Ok(math::$op::build(b, t, v, None)?.op())
    };
}

/// The value of one element of `op`'s result (of element type `result`)
/// from the block arguments `args`.
pub(super) fn build(rw: &mut Rw<'_>, op: OpId, args: &[Value], result: Type) -> Option<Value> {
    let loc = rw.arena.op_loc(op);
    let first = rw.arena.operands(op).next()?;
    let element = c::element_type(rw.ctx, rw.arena.value_type(first));
    let float = c::float_kind(rw.ctx, element).is_some();
    let int = c::int_width(rw.ctx, element).is_some();
    let bool_ty = c::int_width(rw.ctx, element) == Some(1);
    let a = |i: usize| args.get(i).copied();
    let bin = |rw: &mut Rw<'_>, f: BinaryBuild| emit::binary(rw, loc, result, a(0)?, a(1)?, f);
    let unary_math = |rw: &mut Rw<'_>, f: UnaryBuild| emit::unary(rw, loc, result, a(0)?, f);
    if is!(rw, op, AbsOp) && float {
        return unary_math(rw, math_unary!(AbsFOp));
    }
    if is!(rw, op, AbsOp) && int {
        let zero = emit::int_constant(rw, loc, element, 0)?;
        let neg = emit::binary(rw, loc, element, zero, a(0)?, subi)?;
        return emit::binary(rw, loc, element, a(0)?, neg, maxsi);
    }
    if is!(rw, op, AddOp) {
        return bin(rw, if float { addf } else { addi });
    }
    if is!(rw, op, SubOp) {
        return bin(rw, if float { subf } else { subi });
    }
    if is!(rw, op, IntDivOp) && int {
        return bin(rw, divsi);
    }
    if is!(rw, op, ReciprocalOp) && float {
        let one = float_constant(rw, loc, element, 1.0)?;
        return emit::binary(rw, loc, result, one, a(0)?, divf);
    }
    if is!(rw, op, MulOp) {
        return mul(rw, op, args, element, result);
    }
    if is!(rw, op, NegateOp) {
        return negate(rw, op, args, element, result);
    }
    if int {
        let simple: Option<BinaryBuild> = if is!(rw, op, BitwiseAndOp) {
            Some(andi)
        } else if is!(rw, op, BitwiseOrOp) {
            Some(ori)
        } else if is!(rw, op, BitwiseXorOp) {
            Some(xori)
        } else if is!(rw, op, LogicalLeftShiftOp) {
            Some(shli)
        } else if is!(rw, op, LogicalRightShiftOp) {
            Some(shrui)
        } else {
            None
        };
        if let Some(f) = simple {
            return bin(rw, f);
        }
        if is!(rw, op, BitwiseNotOp) {
            let width = c::int_width(rw.ctx, element)?;
            let ones = c::int_attr(rw.ctx, element, c::mask(width))?;
            let ones = emit::constant(rw, loc, element, ones)?;
            return emit::binary(rw, loc, result, a(0)?, ones, xori);
        }
        if is!(rw, op, ArithmeticRightShiftOp) {
            return arithmetic_right_shift(rw, op, args, element, result);
        }
        if is!(rw, op, ClzOp) {
            let x = a(0)?;
            return emit::create(rw, loc, |b| Ok(math::CountLeadingZerosOp::build(b, element, x)?.op()));
        }
    }
    if bool_ty {
        if is!(rw, op, LogicalAndOp) {
            return bin(rw, andi);
        }
        if is!(rw, op, LogicalOrOp) {
            return bin(rw, ori);
        }
        if is!(rw, op, LogicalXorOp) {
            return bin(rw, xori);
        }
        if is!(rw, op, LogicalNotOp) {
            let one = emit::int_constant(rw, loc, element, 1)?;
            return emit::binary(rw, loc, result, a(0)?, one, xori);
        }
    }
    if float {
        if is!(rw, op, PowOp) {
            let (l, r) = (a(0)?, a(1)?);
            return emit::create(rw, loc, |b| Ok(math::PowFOp::build(b, result, l, r, None)?.op()));
        }
        let unary: Option<UnaryBuild> = if is!(rw, op, RsqrtOp) {
            Some(math_unary!(RsqrtOp))
        } else if is!(rw, op, LogOp) {
            Some(math_unary!(LogOp))
        } else if is!(rw, op, ExpOp) {
            Some(math_unary!(ExpOp))
        } else if is!(rw, op, SinOp) {
            Some(math_unary!(SinOp))
        } else if is!(rw, op, CosOp) {
            Some(math_unary!(CosOp))
        } else if is!(rw, op, TanhOp) {
            Some(math_unary!(TanhOp))
        } else if is!(rw, op, ErfOp) {
            Some(math_unary!(ErfOp))
        } else if is!(rw, op, CeilOp) {
            Some(math_unary!(CeilOp))
        } else if is!(rw, op, FloorOp) {
            Some(math_unary!(FloorOp))
        } else {
            None
        };
        if let Some(f) = unary {
            return unary_math(rw, f);
        }
    }
    let signless =
        c::int_width(rw.ctx, element).is_some() && rw.ctx.int_type(c::int_width(rw.ctx, element)?) == element;
    for (matches, fpred, ipred) in [
        (
            is!(rw, op, GreaterOp),
            arith::CmpFPredicate::Ogt,
            arith::CmpIPredicate::Sgt,
        ),
        (
            is!(rw, op, GreaterEqualOp),
            arith::CmpFPredicate::Oge,
            arith::CmpIPredicate::Sge,
        ),
        (
            is!(rw, op, EqualOp),
            arith::CmpFPredicate::Oeq,
            arith::CmpIPredicate::Eq,
        ),
    ] {
        if !matches {
            continue;
        }
        if float {
            return cmpf(rw, loc, fpred, a(0)?, a(1)?);
        }
        if signless {
            return cmpi(rw, loc, ipred, a(0)?, a(1)?);
        }
        return None;
    }
    if is!(rw, op, SelectOp) {
        return select(rw, loc, a(0)?, a(1)?, a(2)?);
    }
    for (matches, fmin, imin) in [
        (is!(rw, op, MaximumOp), maximumf as BinaryBuild, maxsi as BinaryBuild),
        (is!(rw, op, MinimumOp), minimumf, minsi),
    ] {
        if !matches {
            continue;
        }
        if float {
            let value = emit::binary(rw, loc, element, a(0)?, a(1)?, fmin)?;
            if !ignores_nans(rw, op) {
                return Some(value);
            }
            let (l, r) = (a(0)?, a(1)?);
            let l_nan = cmpf(rw, loc, arith::CmpFPredicate::Uno, l, l)?;
            let r_nan = cmpf(rw, loc, arith::CmpFPredicate::Uno, r, r)?;
            let r_or_value = select(rw, loc, l_nan, r, value)?;
            return select(rw, loc, r_nan, l, r_or_value);
        }
        if signless {
            return emit::binary(rw, loc, element, a(0)?, a(1)?, imin);
        }
        return None;
    }
    if let Some(clamp) = tosa::ClampOp::cast(rw.ctx, rw.arena, op) {
        let (min, max) = (
            clamp.min_val_attr(rw.ctx, rw.arena)?,
            clamp.max_val_attr(rw.ctx, rw.arena)?,
        );
        let min = emit::constant(rw, loc, element, min)?;
        let max = emit::constant(rw, loc, element, max)?;
        if float {
            let low = emit::binary(rw, loc, element, a(0)?, max, minimumf)?;
            let value = emit::binary(rw, loc, element, low, min, maximumf)?;
            if !ignores_nans(rw, op) {
                return Some(value);
            }
            let is_nan = cmpf(rw, loc, arith::CmpFPredicate::Uno, a(0)?, a(0)?)?;
            return select(rw, loc, is_nan, min, value);
        }
        let high = emit::binary(rw, loc, element, min, a(0)?, maxsi)?;
        return emit::binary(rw, loc, element, max, high, minsi);
    }
    if is!(rw, op, SigmoidOp) && float {
        let one = float_constant(rw, loc, element, 1.0)?;
        let neg = emit::unary(rw, loc, result, a(0)?, negf)?;
        let exp = emit::unary(rw, loc, result, neg, math_unary!(ExpOp))?;
        let sum = emit::binary(rw, loc, result, exp, one, addf)?;
        return emit::binary(rw, loc, result, one, sum, divf);
    }
    if is!(rw, op, CastOp) {
        return super::cast::build(rw, loc, a(0)?, element, result);
    }
    None
}

/// The op's `nan_mode` is `IGNORE`.
fn ignores_nans(rw: &Rw<'_>, op: OpId) -> bool {
    c::prop(rw.ctx, rw.arena, op, "nan_mode")
        .is_some_and(|a| ir::text::printer::attr_to_string(rw.ctx, a).contains("IGNORE"))
}

/// A float constant of type `ty`.
pub(super) fn float_constant(rw: &mut Rw<'_>, loc: Attr, ty: Type, v: f64) -> Option<Value> {
    let kind = c::float_kind(rw.ctx, ty)?;
    let attr = c::float_attr(rw.ctx, ty, float::from_f64(kind, v));
    emit::constant(rw, loc, ty, attr)
}

/// `arith.cmpf`.
pub(super) fn cmpf(rw: &mut Rw<'_>, loc: Attr, p: arith::CmpFPredicate, l: Value, r: Value) -> Option<Value> {
    let i1 = rw.ctx.int_type(1);
    emit::create(rw, loc, |b| {
        Ok(arith::CmpFOp::build_unwrapped(b, i1, l, r, p, None)?.op())
    })
}

/// `arith.cmpi`.
pub(super) fn cmpi(rw: &mut Rw<'_>, loc: Attr, p: arith::CmpIPredicate, l: Value, r: Value) -> Option<Value> {
    let i1 = rw.ctx.int_type(1);
    emit::create(rw, loc, |b| Ok(arith::CmpIOp::build_unwrapped(b, i1, l, r, p)?.op()))
}

/// `arith.select`.
pub(super) fn select(rw: &mut Rw<'_>, loc: Attr, cond: Value, t: Value, f: Value) -> Option<Value> {
    let ty = rw.arena.value_type(t);
    emit::create(rw, loc, |b| Ok(arith::SelectOp::build(b, ty, cond, t, f)?.op()))
}

/// `arith.extsi` of `v` to `ty`.
fn extsi(rw: &mut Rw<'_>, loc: Attr, ty: Type, v: Value) -> Option<Value> {
    emit::create(rw, loc, |b| Ok(arith::ExtSIOp::build(b, ty, v)?.op()))
}

/// The shift of a `tosa.mul`, when constant.
pub(super) fn mul_shift(rw: &Rw<'_>, op: OpId) -> Option<i64> {
    let mul = tosa::MulOp::cast(rw.ctx, rw.arena, op)?;
    emit::zero_point(rw, mul.shift(rw.ctx, rw.arena))
}

/// `tosa.mul`: `mulf`; for integers `muli` of the operands sign-extended
/// to the result, or `tosa.apply_scale` with the shift.
fn mul(rw: &mut Rw<'_>, op: OpId, args: &[Value], element: Type, result: Type) -> Option<Value> {
    let loc = rw.arena.op_loc(op);
    let shift = mul_shift(rw, op);
    let (mut a, mut b) = (*args.first()?, *args.get(1)?);
    if c::float_kind(rw.ctx, element).is_some() {
        if shift.is_some_and(|s| s != 0) {
            return None;
        }
        return emit::binary(rw, loc, result, a, b, mulf);
    }
    c::int_width(rw.ctx, element)?;
    let i32_ty = rw.ctx.int_type(32);
    if shift.is_none_or(|s| s > 0) {
        let amount = match shift {
            Some(s) => emit::int_constant(rw, loc, rw.ctx.int_type(8), s)?,
            None => *args.get(2)?,
        };
        if rw.arena.value_type(a) != i32_ty {
            a = extsi(rw, loc, i32_ty, a)?;
        }
        if rw.arena.value_type(b) != i32_ty {
            b = extsi(rw, loc, i32_ty, b)?;
        }
        let rounding = ir::ods::values::attr_from_text(rw.ctx, "#tosa.rounding_mode<SINGLE_ROUND>").ok()?;
        return emit::create(rw, loc, |bld| {
            Ok(tosa::ApplyScaleOp::build(bld, i32_ty, a, b, amount, rounding)?.op())
        });
    }
    let width = |rw: &Rw<'_>, v: Value| c::int_width(rw.ctx, rw.arena.value_type(v));
    let out = c::int_width(rw.ctx, result)?;
    if width(rw, a)? < out {
        a = extsi(rw, loc, result, a)?;
    }
    if width(rw, b)? < out {
        b = extsi(rw, loc, result, b)?;
    }
    emit::binary(rw, loc, result, a, b, muli)
}

/// The zero points of a `tosa.negate`, when constant.
pub(super) fn negate_zero_points(rw: &Rw<'_>, op: OpId) -> (Option<i64>, Option<i64>) {
    let Some(negate) = tosa::NegateOp::cast(rw.ctx, rw.arena, op) else {
        return (None, None);
    };
    (
        emit::zero_point(rw, negate.input1_zp(rw.ctx, rw.arena)),
        emit::zero_point(rw, negate.output_zp(rw.ctx, rw.arena)),
    )
}

/// `tosa.negate`: `negf`, or for integers (zero points 0 included, as
/// mlir-opt-22 lowers them) `in_zp + out_zp - x` computed wide enough,
/// clamped to the input's range and truncated.
fn negate(rw: &mut Rw<'_>, op: OpId, args: &[Value], element: Type, result: Type) -> Option<Value> {
    let loc = rw.arena.op_loc(op);
    let x = *args.first()?;
    if c::float_kind(rw.ctx, element).is_some() {
        return emit::unary(rw, loc, result, x, negf);
    }
    let width = c::int_width(rw.ctx, element)?;
    let (Some(in_zp), Some(out_zp)) = negate_zero_points(rw, op) else {
        return None;
    };
    let signed_max = |w: u32| if w >= 64 { i64::MAX } else { (1i64 << (w - 1)) - 1 };
    let zp_add = in_zp + out_zp;
    let max_value = signed_max(width)
        .saturating_add(zp_add.saturating_abs())
        .saturating_add(1);
    let intermediate_width = [16, 32, 48]
        .into_iter()
        .find(|&w| max_value <= signed_max(w))
        .unwrap_or(64);
    let wide = rw.ctx.int_type(intermediate_width);
    let zp_add = emit::int_constant(rw, loc, wide, zp_add)?;
    let ext = extsi(rw, loc, wide, x)?;
    let sub = emit::binary(rw, loc, wide, zp_add, ext, subi)?;
    let min = emit::int_constant(rw, loc, wide, -signed_max(width) - 1)?;
    let max = emit::int_constant(rw, loc, wide, signed_max(width))?;
    let high = emit::binary(rw, loc, wide, min, sub, maxsi)?;
    let clamped = emit::binary(rw, loc, wide, max, high, minsi)?;
    emit::create(rw, loc, |b| Ok(arith::TruncIOp::build(b, element, clamped, None)?.op()))
}

/// `tosa.arithmetic_right_shift`: `shrsi`, plus 1 when rounding and the
/// last bit shifted out is set.
fn arithmetic_right_shift(rw: &mut Rw<'_>, op: OpId, args: &[Value], element: Type, result: Type) -> Option<Value> {
    let shift = tosa::ArithmeticRightShiftOp::cast(rw.ctx, rw.arena, op)?;
    let round = shift
        .round_attr(rw.ctx, rw.arena)
        .is_some_and(|a| ir::text::printer::attr_to_string(rw.ctx, a) == "true");
    let loc = rw.arena.op_loc(op);
    let (x, amount) = (*args.first()?, *args.get(1)?);
    let shifted = emit::binary(rw, loc, result, x, amount, shrsi)?;
    if !round {
        return Some(shifted);
    }
    let i1 = rw.ctx.int_type(1);
    let one = emit::int_constant(rw, loc, element, 1)?;
    let zero = emit::int_constant(rw, loc, element, 0)?;
    let i1_zero = emit::int_constant(rw, loc, i1, 0)?;
    let i1_one = emit::int_constant(rw, loc, i1, 1)?;
    let positive = cmpi(rw, loc, arith::CmpIPredicate::Sgt, amount, zero)?;
    let less = emit::binary(rw, loc, result, amount, one, subi)?;
    let last = emit::binary(rw, loc, result, x, less, shrsi)?;
    let truncated = emit::create(rw, loc, |b| Ok(arith::TruncIOp::build(b, i1, last, None)?.op()))?;
    let odd = emit::binary(rw, loc, i1, truncated, i1_one, andi)?;
    let should_round = emit::create(rw, loc, |b| {
        Ok(arith::SelectOp::build(b, i1, positive, odd, i1_zero)?.op())
    })?;
    let extended = emit::create(rw, loc, |b| Ok(arith::ExtUIOp::build(b, result, should_round)?.op()))?;
    emit::binary(rw, loc, result, shifted, extended, addi)
}
