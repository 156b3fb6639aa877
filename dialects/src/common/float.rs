//! Float arithmetic with APFloat's results for the IEEE formats folders
//! handle (`f16`, `bf16`, `f32`, `f64`): computed in `f64` and rounded once
//! to the target (exact for these formats: `f64` has more than twice their
//! precision plus two bits), NaN operands propagated quieted, NaNs produced
//! by an operation being APFloat's default positive quiet NaN.

use ir::float::{self, FloatKind};

/// Whether folders compute with this kind.
pub fn supported(kind: FloatKind) -> bool {
    matches!(kind, FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)
}

fn quiet_bit(kind: FloatKind) -> u128 {
    1u128 << (kind.precision() - 2)
}

/// `bits` with the quiet bit set (for a NaN).
pub fn quiet(kind: FloatKind, bits: u128) -> u128 {
    bits | quiet_bit(kind)
}

/// APFloat's default NaN: positive, quiet, no payload.
pub fn default_nan(kind: FloatKind) -> u128 {
    let width = kind.bit_width();
    let exp_mask = ((1u128 << (width - kind.precision())) - 1) << (kind.precision() - 1);
    exp_mask | quiet_bit(kind)
}

/// The value as a double (exact for the supported kinds).
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    if kind == FloatKind::F64 {
        return f64::from_bits(bits as u64);
    }
    float::to_f64(kind, bits)
}

/// A double rounded to `kind` (NaN becomes the default NaN).
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    if v.is_nan() {
        return default_nan(kind);
    }
    if kind == FloatKind::F64 {
        return u128::from(v.to_bits());
    }
    float::from_f64(kind, v)
}

/// Whether `bits` is a (positive or negative) zero.
pub fn is_zero(kind: FloatKind, bits: u128) -> bool {
    float::is_zero(kind, bits)
}

/// Whether `bits` is a NaN.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    float::is_nan(kind, bits)
}

/// A binary arithmetic operation.
pub fn binary(kind: FloatKind, a: u128, b: u128, op: fn(f64, f64) -> f64) -> u128 {
    if is_nan(kind, a) {
        return quiet(kind, a);
    }
    if is_nan(kind, b) {
        return quiet(kind, b);
    }
    from_f64(kind, op(to_f64(kind, a), to_f64(kind, b)))
}

/// The sign bit of `kind`.
pub fn sign_bit(kind: FloatKind) -> u128 {
    1u128 << (kind.bit_width() - 1)
}

/// `llvm::maximum` (`minimum` with `max == false`): NaN-propagating, `-0 <
/// +0`.
pub fn maximum(kind: FloatKind, a: u128, b: u128, max: bool) -> u128 {
    if is_nan(kind, a) {
        return quiet(kind, a);
    }
    if is_nan(kind, b) {
        return quiet(kind, b);
    }
    let (x, y) = (to_f64(kind, a), to_f64(kind, b));
    if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
        let a_neg = x.is_sign_negative();
        return if a_neg == max { b } else { a };
    }
    if max {
        if x < y {
            b
        } else {
            a
        }
    } else if y < x {
        b
    } else {
        a
    }
}

/// `llvm::maxnum` (`minnum` with `max == false`): a NaN operand yields the
/// other one.
pub fn maxnum(kind: FloatKind, a: u128, b: u128, max: bool) -> u128 {
    if is_nan(kind, a) {
        return b;
    }
    if is_nan(kind, b) {
        return a;
    }
    maximum(kind, a, b, max)
}

/// An integer (`negative`, magnitude `mag`) rounded to `kind`, nearest
/// even (`convertFromAPInt`). Kinds more precise than a double take only
/// the integers a double holds exactly; `f8E8M0FNU` none.
pub fn from_int(kind: FloatKind, negative: bool, mag: u128) -> Option<u128> {
    let p = kind.precision();
    if p <= 1 || (p > 53 && mag > 1u128 << 53) {
        return None;
    }
    let len = 128 - mag.leading_zeros();
    let p = p.min(53);
    let magnitude = if len <= p {
        mag as f64
    } else {
        let shift = len - p;
        let q = mag >> shift;
        let rem = mag & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let up = rem > half || (rem == half && q & 1 == 1);
        (q + u128::from(up)) as f64 * 2f64.powi(shift as i32)
    };
    Some(from_f64(kind, if negative { -magnitude } else { magnitude }))
}

/// APFloat's `(maxExponent, minExponent)` of a kind.
pub fn exponent_range(kind: FloatKind) -> (i32, i32) {
    match kind {
        FloatKind::F16 | FloatKind::F8E5M2 => (15, -14),
        FloatKind::BF16 | FloatKind::F32 | FloatKind::TF32 => (127, -126),
        FloatKind::F64 => (1023, -1022),
        FloatKind::F80 | FloatKind::F128 => (16383, -16382),
        FloatKind::F8E5M2FNUZ => (15, -15),
        FloatKind::F8E4M3 => (7, -6),
        FloatKind::F8E4M3FN => (8, -6),
        FloatKind::F8E4M3FNUZ => (7, -7),
        FloatKind::F8E4M3B11FNUZ => (4, -10),
        FloatKind::F8E3M4 => (3, -2),
        FloatKind::F8E8M0FNU => (127, -127),
        FloatKind::F6E3M2FN => (4, -2),
        FloatKind::F6E2M3FN | FloatKind::F4E2M1FN => (2, 0),
    }
}

/// `APFloatBase::isRepresentableBy(a, b)`: every value of `a` is one of `b`
/// (by exponent range and precision).
pub fn is_representable_by(a: FloatKind, b: FloatKind) -> bool {
    let ((amax, amin), (bmax, bmin)) = (exponent_range(a), exponent_range(b));
    amax <= bmax && amin >= bmin && a.precision() <= b.precision()
}

/// Converts `bits` of kind `from` to kind `to` when no information is lost
/// (`convertFloatValue`); values that a double cannot hold exactly are not
/// converted. NaNs are not converted.
pub fn convert_exact(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    if is_nan(from, bits) {
        return convert_nan(from, to, bits);
    }
    let v = to_f64(from, bits);
    if float::canonicalize(from, from_f64(from, v)) != float::canonicalize(from, bits) {
        return None;
    }
    let out = from_f64(to, v);
    let back = to_f64(to, out);
    (back == v && back.is_sign_negative() == v.is_sign_negative()).then_some(out)
}

/// Whether a kind has IEEE 754 infinities and NaNs (a quiet bit).
fn ieee_non_finite(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F16
            | FloatKind::BF16
            | FloatKind::F32
            | FloatKind::F64
            | FloatKind::F80
            | FloatKind::F128
            | FloatKind::TF32
            | FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E3M4
    )
}

/// A NaN converted without information loss (APFloat's `convert`): into a
/// format with IEEE NaNs, from a quiet NaN, keeping its payload (the
/// conversion back gives the same bits).
fn convert_nan(from: FloatKind, to: FloatKind, bits: u128) -> Option<u128> {
    if !ieee_non_finite(to) || (ieee_non_finite(from) && bits & quiet_bit(from) == 0) {
        return None;
    }
    if from.precision() == 1 {
        // No fraction bits: APFloat's conversion leaves an empty significand,
        // the bit pattern of an infinity.
        return Some(float::from_f64(to, f64::INFINITY));
    }
    let out = float::from_f64(to, float::to_f64(from, bits));
    let back = float::from_f64(from, float::to_f64(to, out));
    (float::canonicalize(from, back) == float::canonicalize(from, bits)).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_round_to_nearest_even() {
        let f16 = |neg, m| from_int(FloatKind::F16, neg, m).map(|b| to_f64(FloatKind::F16, b));
        assert_eq!(f16(false, 2049), Some(2048.0));
        assert_eq!(f16(false, 2051), Some(2052.0));
        assert_eq!(f16(true, 3), Some(-3.0));
        assert_eq!(f16(false, u128::MAX), Some(f64::INFINITY));
        let f32v = from_int(FloatKind::F32, false, (1 << 53) + 1).map(|b| to_f64(FloatKind::F32, b));
        assert_eq!(f32v, Some(9007199254740992.0));
        assert_eq!(from_int(FloatKind::F80, false, u128::MAX), None);
    }

    #[test]
    fn representability() {
        assert!(is_representable_by(FloatKind::BF16, FloatKind::F32));
        assert!(!is_representable_by(FloatKind::BF16, FloatKind::F16));
        assert!(is_representable_by(FloatKind::F16, FloatKind::F32));
        assert!(!is_representable_by(FloatKind::F64, FloatKind::F32));
    }

    #[test]
    fn exact_conversions() {
        let one = float::from_f64(FloatKind::F80, 1.0);
        let q = convert_exact(FloatKind::F80, FloatKind::F128, one);
        assert_eq!(q.map(|b| float::to_f64(FloatKind::F128, b)), Some(1.0));
        let third = from_f64(FloatKind::F32, 1.0 / 3.0);
        assert_eq!(convert_exact(FloatKind::F32, FloatKind::BF16, third), None);
        assert!(convert_exact(FloatKind::F32, FloatKind::F64, third).is_some());
    }
}
