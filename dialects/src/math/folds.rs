//! The math folders, as upstream MLIR 22 folds (`MathOps.cpp`): constant
//! operands only (scalars, splats and dense elements, through the shared
//! [`const_fold`](crate::common::const_fold) helpers), no algebraic
//! identities.
//!
//! Three kinds of rules, as upstream:
//! - exact APFloat operations on every float type: `absf`, `ceil`, `floor`,
//!   `roundeven`, `copysign`;
//! - the C library's function on `f32` (`expf`, ...) and `f64` (`exp`, ...)
//!   only, other float types not folded; some with a guard (`log`, `sqrt`:
//!   not for a negative operand; `log1p`: not when `a + 1` is negative;
//!   `atan2(0, 0)` is NaN on every type);
//! - integer operations (`absi`, `ctlz`, `cttz`, `ctpop`, `ipowi`) and the
//!   float classifications (`isnan`, `isinf`, `isfinite`, `isnormal`: a
//!   scalar or a splat, never a poison operand).
//!
//! `cbrt`, `rsqrt`, `fma`, `fpowi`, `clampf` and `sincos` have no folder
//! upstream, so none here.

use super::libm;
use super::ops::*;
use crate::common::const_fold::{bin, ops_of, unary};
use crate::common::consts::{self as c, mask, Cst, Scalar};
use crate::common::float as fl;
use ir::attrs::Attr;
use ir::float::{self, FloatKind};
use ir::ods::FoldResult;
use ir::{Context, IrArena, OpId};

/// A fold's result list.
type Folded = Option<Vec<FoldResult>>;

/// A float function on the raw bits of one kind; `None`: not folded.
type FloatFn = fn(FloatKind, u128) -> Option<u128>;

/// `constFoldUnaryOp` on the operand's type: a poison operand is the
/// result, otherwise `f` maps each element (`None`: not folded).
fn fold_elements(ctx: &Context, consts: &[Option<Attr>], f: impl Fn(Scalar) -> Option<Scalar>) -> Folded {
    let ops = ops_of(ctx, consts);
    if let Some(p) = ops.poison {
        return Some(vec![FoldResult::Attr(p)]);
    }
    let ty = ops.first()?.as_ref()?.ty();
    unary(ctx, &ops, ty, f).map(|a| vec![FoldResult::Attr(a)])
}

/// `constFoldBinaryOp` on the operands' type: a poison operand is the
/// result, otherwise `f` maps each pair of elements (`None`: not folded).
fn fold_element_pairs(ctx: &Context, consts: &[Option<Attr>], f: impl Fn(Scalar, Scalar) -> Option<Scalar>) -> Folded {
    let ops = ops_of(ctx, consts);
    if let Some(p) = ops.poison {
        return Some(vec![FoldResult::Attr(p)]);
    }
    bin(ctx, &ops, None, f).map(|a| vec![FoldResult::Attr(a)])
}

/// Folds a float unary op whose result has the operand's type.
fn fold_float(ctx: &Context, _arena: &IrArena, _op: OpId, consts: &[Option<Attr>], f: FloatFn) -> Folded {
    fold_elements(ctx, consts, |s| match s {
        Scalar::Float { kind, bits } => f(kind, bits).map(|bits| Scalar::Float { kind, bits }),
        Scalar::Int { .. } => None,
    })
}

/// Folds a float binary op whose result has the operands' type.
fn fold_float_pair(
    ctx: &Context,
    _arena: &IrArena,
    _op: OpId,
    consts: &[Option<Attr>],
    f: fn(FloatKind, u128, u128) -> Option<u128>,
) -> Folded {
    fold_element_pairs(ctx, consts, |x, y| match (x, y) {
        (Scalar::Float { kind, bits: a }, Scalar::Float { bits: b, .. }) => {
            f(kind, a, b).map(|bits| Scalar::Float { kind, bits })
        }
        _ => None,
    })
}

/// Folds an integer unary op: `f(width, bits)`.
fn fold_int(ctx: &Context, _arena: &IrArena, _op: OpId, consts: &[Option<Attr>], f: fn(u32, u128) -> u128) -> Folded {
    fold_elements(ctx, consts, |s| match s {
        Scalar::Int { width, bits } => Some(Scalar::Int {
            width,
            bits: f(width, bits) & mask(width),
        }),
        Scalar::Float { .. } => None,
    })
}

/// Folds a float classification (`isnan`, ...) to `i1`: a scalar or a
/// splat operand (upstream builds the elements of a non-splat operand with
/// the operand's float type, which fails), never poison.
fn fold_class(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    consts: &[Option<Attr>],
    f: fn(FloatKind, u128) -> bool,
) -> Folded {
    let res_ty = arena.result_types(op).next()?;
    let class = |s: &Scalar| match *s {
        Scalar::Float { kind, bits } => Some(Scalar::Int {
            width: 1,
            bits: u128::from(f(kind, bits)),
        }),
        Scalar::Int { .. } => None,
    };
    let attr = match c::read(ctx, consts.first().copied().flatten()?)? {
        Cst::Scalar(_, s) => c::scalar_attr(ctx, res_ty, class(&s)?),
        Cst::Elements(_, e, true) => c::write(ctx, &Cst::Elements(res_ty, vec![class(e.first()?)?], true)),
        Cst::Elements(_, _, false) => None,
    }?;
    Some(vec![FoldResult::Attr(attr)])
}

// ----- float rules -----

/// The C library's `f32` or `f64` function; other kinds are not folded.
fn c_math(kind: FloatKind, bits: u128, single: fn(f32) -> f32, double: fn(f64) -> f64) -> Option<u128> {
    match kind {
        FloatKind::F32 => Some(u128::from(single(f32::from_bits(bits as u32)).to_bits())),
        FloatKind::F64 => Some(u128::from(double(f64::from_bits(bits as u64)).to_bits())),
        _ => None,
    }
}

/// Same, for two operands.
fn c_math2(
    kind: FloatKind,
    a: u128,
    b: u128,
    single: fn(f32, f32) -> f32,
    double: fn(f64, f64) -> f64,
) -> Option<u128> {
    match kind {
        FloatKind::F32 => Some(u128::from(
            single(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits(),
        )),
        FloatKind::F64 => Some(u128::from(
            double(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits(),
        )),
        _ => None,
    }
}

/// `APFloat::roundToIntegral` with `round` computed on the double value
/// (exact for the IEEE kinds folders handle); a NaN is quieted.
fn round_integral(kind: FloatKind, bits: u128, round: fn(f64) -> f64) -> Option<u128> {
    if !fl::supported(kind) {
        return None;
    }
    if fl::is_nan(kind, bits) {
        return Some(fl::quiet(kind, bits));
    }
    Some(fl::from_f64(kind, round(fl::to_f64(kind, bits))))
}

/// Not folded for a negative operand (`-0.0` and negative NaNs included).
fn unless_negative(kind: FloatKind, bits: u128, single: fn(f32) -> f32, double: fn(f64) -> f64) -> Option<u128> {
    if float::is_negative(kind, bits) {
        return None;
    }
    c_math(kind, bits, single, double)
}

fn absf(kind: FloatKind, bits: u128) -> Option<u128> {
    fl::supported(kind).then(|| bits & !fl::sign_bit(kind))
}

fn ceil(kind: FloatKind, bits: u128) -> Option<u128> {
    round_integral(kind, bits, f64::ceil)
}

fn floor(kind: FloatKind, bits: u128) -> Option<u128> {
    round_integral(kind, bits, f64::floor)
}

fn roundeven(kind: FloatKind, bits: u128) -> Option<u128> {
    round_integral(kind, bits, f64::round_ties_even)
}

fn log1p(kind: FloatKind, bits: u128) -> Option<u128> {
    // `(a + 1).isNegative()`: a negative NaN, or a value below -1 (the sum
    // of -1 and 1 is +0).
    if fl::supported(kind) {
        let sum_negative = if fl::is_nan(kind, bits) {
            float::is_negative(kind, bits)
        } else {
            fl::to_f64(kind, bits) < -1.0
        };
        if sum_negative {
            return None;
        }
    }
    c_math(kind, bits, f32::ln_1p, f64::ln_1p)
}

fn copysign(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    let sign = fl::sign_bit(kind);
    fl::supported(kind).then_some((a & !sign) | (b & sign))
}

fn atan2(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    if fl::supported(kind) && fl::is_zero(kind, a) && fl::is_zero(kind, b) {
        return Some(fl::default_nan(kind));
    }
    c_math2(kind, a, b, f32::atan2, f64::atan2)
}

fn powf(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    c_math2(kind, a, b, f32::powf, f64::powf)
}

/// One `impl` per op: its folder, as `math.ods` declares (`folder;`),
/// `helper(ctx, arena, op, operands, rule)`.
macro_rules! folds {
    ($helper:ident { $($op:ident: $rule:expr;)* }) => {$(
        impl $op {
            /// Folder: constant operands, as upstream's `fold`.
            pub fn fold(self, ctx: &Context, arena: &IrArena, operands: &[Option<Attr>]) -> Folded {
                $helper(ctx, arena, self.0, operands, $rule)
            }
        }
    )*};
}

folds!(fold_float {
    AbsFOp: absf;
    CeilOp: ceil;
    FloorOp: floor;
    RoundEvenOp: roundeven;
    RoundOp: |k, b| c_math(k, b, f32::round, f64::round);
    TruncOp: |k, b| c_math(k, b, f32::trunc, f64::trunc);
    SqrtOp: |k, b| unless_negative(k, b, f32::sqrt, f64::sqrt);
    LogOp: |k, b| unless_negative(k, b, f32::ln, f64::ln);
    Log2Op: |k, b| unless_negative(k, b, f32::log2, f64::log2);
    Log10Op: |k, b| unless_negative(k, b, f32::log10, f64::log10);
    Log1pOp: log1p;
    ExpOp: |k, b| c_math(k, b, f32::exp, f64::exp);
    Exp2Op: |k, b| c_math(k, b, f32::exp2, f64::exp2);
    ExpM1Op: |k, b| c_math(k, b, f32::exp_m1, f64::exp_m1);
    SinOp: |k, b| c_math(k, b, f32::sin, f64::sin);
    CosOp: |k, b| c_math(k, b, f32::cos, f64::cos);
    TanOp: |k, b| c_math(k, b, f32::tan, f64::tan);
    TanhOp: |k, b| c_math(k, b, f32::tanh, f64::tanh);
    SinhOp: |k, b| c_math(k, b, f32::sinh, f64::sinh);
    CoshOp: |k, b| c_math(k, b, f32::cosh, f64::cosh);
    AsinOp: |k, b| c_math(k, b, f32::asin, f64::asin);
    AcosOp: |k, b| c_math(k, b, f32::acos, f64::acos);
    AtanOp: |k, b| c_math(k, b, f32::atan, f64::atan);
    AsinhOp: |k, b| c_math(k, b, |x| libm::asinhf(x), |x| libm::asinh(x));
    AcoshOp: |k, b| c_math(k, b, |x| libm::acoshf(x), |x| libm::acosh(x));
    AtanhOp: |k, b| c_math(k, b, |x| libm::atanhf(x), |x| libm::atanh(x));
    ErfOp: |k, b| c_math(k, b, |x| libm::erff(x), |x| libm::erf(x));
    ErfcOp: |k, b| c_math(k, b, |x| libm::erfcf(x), |x| libm::erfc(x));
});

folds!(fold_float_pair {
    CopySignOp: copysign;
    Atan2Op: atan2;
    PowFOp: powf;
});

folds!(fold_int {
    AbsIOp: |w, b| if c::sext(w, b) < 0 { b.wrapping_neg() } else { b };
    CountLeadingZerosOp: |w, b| u128::from((b & mask(w)).leading_zeros() - (128 - w));
    CountTrailingZerosOp: |w, b| u128::from((b & mask(w)).trailing_zeros().min(w));
    CtPopOp: |w, b| u128::from((b & mask(w)).count_ones());
});

folds!(fold_class {
    IsNaNOp: float::is_nan;
    IsInfOp: float::is_inf;
    IsFiniteOp: |k, b| !float::is_nan(k, b) && !float::is_inf(k, b);
    IsNormalOp: |k, b| {
        !float::is_nan(k, b) && !float::is_inf(k, b) && !float::is_zero(k, b) && !float::is_denormal(k, b)
    };
});

/// `base ** power` of integers of `width` bits, as upstream: `x ** 0` is 1;
/// a negative power gives 0 for `|base| > 1`, ±1 for `base = ±1`, and does
/// not fold for a zero base; a positive power multiplies with wrap-around.
fn ipowi(width: u32, base: u128, power: u128) -> Option<u128> {
    let m = mask(width);
    let (base, power) = (base & m, power & m);
    let one = 1 & m;
    if power == 0 {
        return Some(one);
    }
    if c::sext(width, power) < 0 {
        return match c::sext(width, base) {
            0 => None,
            1 => Some(one),
            -1 if power & 1 == 1 => Some(m),
            -1 => Some(one),
            _ => Some(0),
        };
    }
    let (mut result, mut b, mut p) = (one, base, power);
    loop {
        if p & 1 == 1 {
            result = result.wrapping_mul(b) & m;
        }
        p >>= 1;
        if p == 0 {
            return Some(result);
        }
        b = b.wrapping_mul(b) & m;
    }
}

impl IPowIOp {
    /// Folder: constant operands, as upstream's `fold`.
    pub fn fold(self, ctx: &Context, _arena: &IrArena, operands: &[Option<Attr>]) -> Folded {
        fold_element_pairs(ctx, operands, |x, y| match (x, y) {
            (Scalar::Int { width, bits: a }, Scalar::Int { bits: b, .. }) => {
                ipowi(width, a, b).map(|bits| Scalar::Int { width, bits })
            }
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipowi_follows_upstream() {
        assert_eq!(ipowi(32, 3, 3), Some(27));
        assert_eq!(ipowi(32, (-4i32) as u32 as u128, (-4i32) as u32 as u128), Some(0));
        assert_eq!(ipowi(32, mask(32), (-3i32) as u32 as u128), Some(mask(32)));
        assert_eq!(ipowi(32, 0, (-3i32) as u32 as u128), None);
        assert_eq!(ipowi(8, 2, 9), Some(0));
    }

    #[test]
    fn exact_float_rules_keep_nan_payloads_and_signs() {
        let f32_bits = |v: f32| u128::from(v.to_bits());
        assert_eq!(absf(FloatKind::F32, f32_bits(-2.0)), Some(f32_bits(2.0)));
        assert_eq!(floor(FloatKind::F32, f32_bits(-0.5)), Some(f32_bits(-1.0)));
        assert_eq!(ceil(FloatKind::F32, f32_bits(-0.5)), Some(f32_bits(-0.0)));
        assert_eq!(
            roundeven(FloatKind::F64, u128::from(2.5f64.to_bits())),
            Some(u128::from(2.0f64.to_bits()))
        );
        assert_eq!(copysign(FloatKind::F16, 0x3C00, 0x8000), Some(0xBC00));
        assert_eq!(c_math(FloatKind::F16, 0x3C00, f32::exp, f64::exp), None);
        assert_eq!(log1p(FloatKind::F32, f32_bits(-2.0)), None);
        assert_eq!(atan2(FloatKind::F16, 0, 0x8000), Some(0x7E00));
    }
}
