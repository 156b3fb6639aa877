//! One element of `tosa.cast` (upstream's `tosa::CastOp` case of
//! `createLinalgBodyCalculationForElementwiseOp`): float extension and
//! truncation, integer extension and truncation, int-to-float, tests
//! against zero for casts to `i1`, and float-to-int rounding to nearest
//! even with saturation at the integer range. Unsigned integers are not
//! handled.

use super::body::{cmpf, cmpi, float_constant, select};
use crate::arith::builders::{maximumf, minimumf};
use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::math::ops as math;
use crate::tosa::linalg_emit::{self as emit, Rw};
use ir::types::Signedness;
use ir::{Attr, Type, TypeKind, Value};

/// `maxExponent` and the mantissa width (with the implicit bit) of the
/// float types the cast handles.
fn semantics(rw: &Rw<'_>, ty: Type) -> Option<(i64, u32)> {
    match ir::text::printer::type_to_string(rw.ctx, ty).as_str() {
        "f16" => Some((15, 11)),
        "bf16" => Some((127, 8)),
        "f32" => Some((127, 24)),
        "f64" => Some((1023, 53)),
        _ => None,
    }
}

fn is_unsigned(rw: &Rw<'_>, ty: Type) -> bool {
    matches!(
        rw.ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: Signedness::Unsigned,
            ..
        }
    )
}

/// `x` (of element type `from`) cast to `to`.
pub(super) fn build(rw: &mut Rw<'_>, loc: Attr, x: Value, from: Type, to: Type) -> Option<Value> {
    if from == to {
        return Some(x);
    }
    if is_unsigned(rw, from) || is_unsigned(rw, to) {
        return None;
    }
    let from_float = c::float_kind(rw.ctx, from);
    let to_float = c::float_kind(rw.ctx, to);
    let from_int = c::int_width(rw.ctx, from);
    let to_int = c::int_width(rw.ctx, to);
    let width = |t: Type| {
        c::float_kind(rw.ctx, t)
            .map(|k| k.bit_width())
            .or(c::int_width(rw.ctx, t))
    };
    let extend = width(from)? < width(to)?;
    match (from_float, from_int, to_float, to_int) {
        (Some(_), _, Some(_), _) if extend => emit::create(rw, loc, |b| Ok(arith::ExtFOp::build(b, to, x, None)?.op())),
        (Some(_), _, Some(_), _) => emit::create(rw, loc, |b| Ok(arith::TruncFOp::build(b, to, x, None, None)?.op())),
        (_, Some(1), Some(_), _) => emit::create(rw, loc, |b| Ok(arith::UIToFPOp::build(b, to, x)?.op())),
        (_, Some(1), _, Some(_)) if extend => emit::create(rw, loc, |b| Ok(arith::ExtUIOp::build(b, to, x)?.op())),
        (_, Some(_), Some(_), _) => emit::create(rw, loc, |b| Ok(arith::SIToFPOp::build(b, to, x)?.op())),
        (Some(_), _, _, Some(1)) => {
            let zero = float_constant(rw, loc, from, 0.0)?;
            cmpf(rw, loc, arith::CmpFPredicate::Une, x, zero)
        }
        (Some(_), _, _, Some(bits)) => float_to_int(rw, loc, x, from, to, bits),
        (_, Some(_), _, Some(1)) => {
            let zero = emit::int_constant(rw, loc, from, 0)?;
            cmpi(rw, loc, arith::CmpIPredicate::Ne, x, zero)
        }
        (_, Some(_), _, Some(_)) if extend => emit::create(rw, loc, |b| Ok(arith::ExtSIOp::build(b, to, x)?.op())),
        (_, Some(_), _, Some(_)) => emit::create(rw, loc, |b| Ok(arith::TruncIOp::build(b, to, x, None)?.op())),
        _ => None,
    }
}

/// Float to a signed integer of `bits` bits: `math.roundeven`, then
/// saturation at the integer range (by comparing with infinities, by
/// clamping in floats, or by clamping below and comparing above, as the
/// float type can represent the bounds).
fn float_to_int(rw: &mut Rw<'_>, loc: Attr, x: Value, from: Type, to: Type, bits: u32) -> Option<Value> {
    let (max_exponent, mantissa) = semantics(rw, from)?;
    let rounded = emit::create(rw, loc, |b| Ok(math::RoundEvenOp::build(b, from, x, None)?.op()))?;
    let int_max = if bits >= 64 { i64::MAX } else { (1i64 << (bits - 1)) - 1 };
    let int_min = -int_max - 1;
    let fptosi = |rw: &mut Rw<'_>, v: Value| emit::create(rw, loc, |b| Ok(arith::FPToSIOp::build(b, to, v)?.op()));
    if i64::from(bits) - 1 > max_exponent {
        let converted = fptosi(rw, rounded)?;
        let pos_inf = float_constant(rw, loc, from, f64::INFINITY)?;
        let neg_inf = float_constant(rw, loc, from, f64::NEG_INFINITY)?;
        let overflow = cmpf(rw, loc, arith::CmpFPredicate::Ueq, rounded, pos_inf)?;
        let underflow = cmpf(rw, loc, arith::CmpFPredicate::Ueq, rounded, neg_inf)?;
        let min = emit::int_constant(rw, loc, to, int_min)?;
        let max = emit::int_constant(rw, loc, to, int_max)?;
        let max_clamped = select(rw, loc, overflow, max, converted)?;
        return select(rw, loc, underflow, min, max_clamped);
    }
    let min_fp = float_constant(rw, loc, from, int_min as f64)?;
    if mantissa >= bits - 1 {
        let max_fp = float_constant(rw, loc, from, int_max as f64)?;
        let low = emit::binary(rw, loc, from, rounded, max_fp, minimumf)?;
        let clamped = emit::binary(rw, loc, from, low, min_fp, maximumf)?;
        return fptosi(rw, clamped);
    }
    let max_plus_one = float_constant(rw, loc, from, int_max as f64 + 1.0)?;
    let max = emit::int_constant(rw, loc, to, int_max)?;
    let min_clamped_fp = emit::binary(rw, loc, from, rounded, min_fp, maximumf)?;
    let min_clamped = fptosi(rw, min_clamped_fp)?;
    let overflow = cmpf(rw, loc, arith::CmpFPredicate::Uge, rounded, max_plus_one)?;
    select(rw, loc, overflow, max, min_clamped)
}
