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
