//! `CmpFIntToFPConst` (upstream's `ArithOps.cpp`): a `cmpf` of an integer
//! converted by `sitofp`/`uitofp` against a float constant becomes an
//! integer `cmpi` (or a constant when the comparison's outcome is known).
//!
//! The float constant is handled for the formats whose values and integer
//! conversions a double computes exactly (`f16`, `bf16`, `f32`, `f64`, see
//! [`crate::common::float`]), integers of at most 128 bits.

use crate::arith::ops::{SIToFPOp, UIToFPOp};
use crate::arith::patterns::Guarded;
use crate::common::build as b;
use crate::common::consts as c;
use crate::common::float as fl;
use ir::attrs::AttrKind;
use ir::float::FloatKind;
use ir::ods::TypedOp;
use ir::rewrite::PatternRewriter;
use ir::{Context, OpId, TypeKind, Value};

/// `cmpi` predicate numbers.
const EQ: i64 = 0;
const NE: i64 = 1;
const SLT: i64 = 2;
const SLE: i64 = 3;
const SGT: i64 = 4;
const SGE: i64 = 5;
const ULT: i64 = 6;
const ULE: i64 = 7;
const UGT: i64 = 8;
const UGE: i64 = 9;

/// `cmpf` predicate numbers of `ord` and `uno`.
const ORD: i64 = 7;
const UNO: i64 = 14;

/// What the comparison becomes.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    /// A constant `i1`.
    Const(bool),
    /// `cmpi pred, x, c`, with `c` the integer's bits.
    CmpI(i64, u128),
}

/// The integer side's width and signedness.
struct IntSide {
    width: u32,
    unsigned: bool,
}

/// `convertToIntegerPredicate`; `None` for the always-true/false ones.
fn int_predicate(pred: i64, unsigned: bool) -> Option<i64> {
    let pick = |s: i64, u: i64| if unsigned { u } else { s };
    Some(match pred {
        1 | 8 => EQ,
        2 | 9 => pick(SGT, UGT),
        3 | 10 => pick(SGE, UGE),
        4 | 11 => pick(SLT, ULT),
        5 | 12 => pick(SLE, ULE),
        6 | 13 => NE,
        _ => return None,
    })
}

/// `ilogb` of a double (`IEK_Zero` for zero, `IEK_Inf` for infinities).
fn ilogb(v: f64) -> i32 {
    if v == 0.0 {
        return i32::MIN + 1;
    }
    if v.is_infinite() {
        return i32::MAX;
    }
    let bits = v.abs().to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let top = 63 - bits.leading_zeros() as i32;
        return top - 1074;
    }
    exp - 1023
}

/// An integer's value rounded to `kind` (`convertFromAPInt`, nearest even),
/// as a double.
fn int_to_kind(kind: FloatKind, v: i128) -> f64 {
    fl::from_int(kind, v < 0, v.unsigned_abs()).map_or(f64::NAN, |b| fl::to_f64(kind, b))
}

/// The unsigned maximum of `width` bits, rounded to `kind`.
fn umax_in_kind(kind: FloatKind, width: u32) -> f64 {
    fl::from_int(kind, false, c::mask(width)).map_or(f64::NAN, |b| fl::to_f64(kind, b))
}

/// Whether the conversion may lose bits that matter for comparing with
/// `rhs` (upstream's mantissa-width test).
fn conversion_may_affect(kind: FloatKind, side: &IntSide, rhs: f64) -> bool {
    let mantissa = kind.precision() as i32;
    let width = side.width as i32;
    let value_bits = if side.unsigned { width } else { width - 1 };
    if width <= mantissa {
        return false;
    }
    let exponent = ilogb(rhs);
    if exponent == i32::MAX {
        return fl::exponent_range(kind).0 < value_bits;
    }
    mantissa <= exponent && exponent <= value_bits
}

/// The comparison known from the integer range alone, if any.
fn out_of_range(kind: FloatKind, side: &IntSide, pred: i64, rhs: f64) -> Option<bool> {
    let w = side.width;
    let (max, min) = if side.unsigned {
        (umax_in_kind(kind, w), 0.0)
    } else {
        let half = 1i128 << (w - 1);
        (int_to_kind(kind, half - 1), int_to_kind(kind, -half))
    };
    let (lt, le, gt, ge) = if side.unsigned {
        (ULT, ULE, UGT, UGE)
    } else {
        (SLT, SLE, SGT, SGE)
    };
    if max < rhs {
        return Some(pred == NE || pred == lt || pred == le);
    }
    if min > rhs {
        return Some(pred == NE || pred == gt || pred == ge);
    }
    None
}

/// `rhs` rounded toward zero as an integer of the side's type (its bits),
/// `None` when it does not fit (`opInvalidOp`).
fn to_integer(side: &IntSide, rhs: f64) -> Option<u128> {
    let t = rhs.trunc();
    if !t.is_finite() {
        return None;
    }
    let w = side.width;
    if side.unsigned {
        let fits = t >= 0.0 && (w >= 128 || t < 2f64.powi(w as i32));
        return fits.then_some(t as u128);
    }
    let half = 2f64.powi(w as i32 - 1);
    let fits = t >= -half && t < half;
    fits.then_some((t as i128) as u128 & c::mask(w))
}

/// The predicate against the truncated value of a fractional `rhs`, or
/// the known outcome.
fn adjust_fractional(pred: i64, negative: bool) -> Result<i64, bool> {
    match pred {
        NE => Err(true),
        EQ => Err(false),
        ULE | ULT if negative => Err(false),
        UGT | UGE if negative => Err(true),
        ULT => Ok(ULE),
        UGE => Ok(UGT),
        SLE if negative => Ok(SLT),
        SLT if !negative => Ok(SLE),
        SGT if negative => Ok(SGE),
        SGE if !negative => Ok(SGT),
        p => Ok(p),
    }
}

/// The rewrite of `cmpf pred, itofp(x), rhs` (see the module docs).
fn outcome(kind: FloatKind, side: &IntSide, fpred: i64, rhs: f64) -> Option<Outcome> {
    if conversion_may_affect(kind, side, rhs) {
        return None;
    }
    match fpred {
        ORD => return Some(Outcome::Const(true)),
        UNO => return Some(Outcome::Const(false)),
        _ => {}
    }
    let mut pred = int_predicate(fpred, side.unsigned)?;
    if let Some(known) = out_of_range(kind, side, pred, rhs) {
        return Some(Outcome::Const(known));
    }
    let bits = to_integer(side, rhs)?;
    if rhs != 0.0 && rhs.trunc() != rhs {
        match adjust_fractional(pred, rhs < 0.0) {
            Ok(p) => pred = p,
            Err(known) => return Some(Outcome::Const(known)),
        }
    }
    Some(Outcome::CmpI(pred, bits))
}

/// The integer converted by the `sitofp`/`uitofp` defining `v`.
fn int_side(ctx: &Context, rw: &PatternRewriter<'_>, v: Value) -> Option<(Value, IntSide)> {
    let (value, unsigned) = match SIToFPOp::defining(ctx, rw.arena, v) {
        Some(op) => (op.in_(ctx, rw.arena), false),
        None => (UIToFPOp::defining(ctx, rw.arena, v)?.in_(ctx, rw.arena), true),
    };
    match ctx.type_kind(rw.arena.value_type(value)) {
        TypeKind::Integer { width, .. } if (1..=128).contains(width) => Some((
            value,
            IntSide {
                width: *width,
                unsigned,
            },
        )),
        _ => None,
    }
}

fn cmpf_int_to_fp_const(root: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(k) = rw.constant_of(rw.arena.operand(root, 1)) else {
        return false;
    };
    let AttrKind::Float { ty, bits } = ctx.attr_kind(k) else {
        return false;
    };
    let Some(kind) = c::float_kind(ctx, *ty).filter(|&k| fl::supported(k)) else {
        return false;
    };
    let bits = bits.get();
    if fl::is_nan(kind, bits) {
        return false;
    }
    let Some((x, side)) = int_side(ctx, rw, rw.arena.operand(root, 0)) else {
        return false;
    };
    let Some(fpred) = c::int_attr_value(ctx, c::prop(ctx, rw.arena, root, "predicate")) else {
        return false;
    };
    let Some(result) = outcome(kind, &side, fpred, fl::to_f64(kind, bits)) else {
        return false;
    };
    let loc = rw.arena.op_loc(root);
    let i1 = ctx.int_type(1);
    let new = match result {
        Outcome::Const(v) => b::constant(rw, ctx.get_attr(AttrKind::Bool(v)), i1, loc),
        Outcome::CmpI(pred, value) => {
            let ity = rw.arena.value_type(x);
            let Some(attr) = c::int_attr(ctx, ity, value) else {
                return false;
            };
            let kv = b::constant(rw, attr, ity, loc);
            let p = ctx.get_attr(AttrKind::Integer {
                ty: ctx.int_type(64),
                value: ir::apint::ApInt::from_u128(64, pred as u128),
            });
            b::create(rw, "arith.cmpi", vec![x, kv], i1, &[("predicate", p)], loc)
        }
    };
    rw.replace_op(root, &[new]);
    true
}

/// Registers `CmpFIntToFPConst` on `arith.cmpf`.
pub fn register(ctx: &Context) {
    ctx.registry().add_canonicalization("arith.cmpf", |_, s| {
        s.add(Guarded {
            name: "CmpFIntToFPConst",
            root: "arith.cmpf",
            benefit: 1,
            f: cmpf_int_to_fp_const,
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn side(width: u32, unsigned: bool) -> IntSide {
        IntSide { width, unsigned }
    }

    #[test]
    fn unsigned_comparisons() {
        let s = side(32, true);
        // uitofp(x) >= 3.2  ->  x > 3
        assert_eq!(outcome(FloatKind::F64, &s, 3, 3.2), Some(Outcome::CmpI(UGT, 3)));
        // uitofp(x) > -4.4  ->  true
        assert_eq!(outcome(FloatKind::F64, &s, 2, -4.4), Some(Outcome::Const(true)));
        // uitofp(x) <= 0.0  ->  x <= 0
        assert_eq!(outcome(FloatKind::F64, &s, 5, 0.0), Some(Outcome::CmpI(ULE, 0)));
    }

    #[test]
    fn signed_comparisons() {
        let s = side(8, false);
        assert_eq!(outcome(FloatKind::F32, &s, 4, 1000.0), Some(Outcome::Const(true)));
        assert_eq!(outcome(FloatKind::F32, &s, 4, -2.5), Some(Outcome::CmpI(SLT, 0xFE)));
        assert_eq!(outcome(FloatKind::F32, &s, 1, 2.5), Some(Outcome::Const(false)));
        // i32 in f16: large constants may be affected by the rounding.
        assert_eq!(outcome(FloatKind::F16, &side(32, false), 1, 4096.0), None);
    }

    #[test]
    fn ilogb_matches_apfloat() {
        assert_eq!(ilogb(1.0), 0);
        assert_eq!(ilogb(3.2), 1);
        assert_eq!(ilogb(0.5), -1);
        assert_eq!(ilogb(f64::MIN_POSITIVE / 2.0), -1023);
    }
}
