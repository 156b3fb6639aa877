//! MLIR's builtin float types and float literal parsing/printing.
//!
//! This is a faithful port of the parts of LLVM's `APFloat` that MLIR 22 uses
//! for float attributes: the semantics of every builtin float type, bit
//! casts, round-to-nearest-even conversion, correctly rounded decimal to
//! binary conversion (`convertFromString`), `toString`, and MLIR's
//! `printFloatValue` / `parseFloatFromLiteral` logic on top of them.
//!
//! Values are exchanged as bit patterns (`u128`, low `bit_width` bits).

mod apfloat;
mod bigint;
mod fast;
#[cfg(test)]
mod tests;

use self::apfloat::{Ap, Category, Rounding, Semantics};
use std::fmt::Write as _;

/// Every builtin float type of MLIR 22.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// IEEE 754 half precision (`f16`).
    F16,
    /// bfloat16 (`bf16`).
    BF16,
    /// IEEE 754 single precision (`f32`).
    F32,
    /// IEEE 754 double precision (`f64`).
    F64,
    /// x87 80-bit extended precision (`f80`).
    F80,
    /// IEEE 754 quadruple precision (`f128`).
    F128,
    /// NVIDIA TensorFloat-32, 19 bits (`tf32`).
    TF32,
    /// 8-bit float, 5 exponent / 2 mantissa bits, IEEE-like (`f8E5M2`).
    F8E5M2,
    /// 8-bit float, 4 exponent / 3 mantissa bits, IEEE-like (`f8E4M3`).
    F8E4M3,
    /// 8-bit float E4M3, no infinity, NaN is all ones (`f8E4M3FN`).
    F8E4M3FN,
    /// 8-bit float E5M2, no infinity, no negative zero, NaN is 0x80
    /// (`f8E5M2FNUZ`).
    F8E5M2FNUZ,
    /// 8-bit float E4M3, no infinity, no negative zero, NaN is 0x80
    /// (`f8E4M3FNUZ`).
    F8E4M3FNUZ,
    /// 8-bit float E4M3 with bias 11, no infinity, no negative zero, NaN is
    /// 0x80 (`f8E4M3B11FNUZ`).
    F8E4M3B11FNUZ,
    /// 8-bit float, 3 exponent / 4 mantissa bits, IEEE-like (`f8E3M4`).
    F8E3M4,
    /// 8-bit unsigned exponent-only float, NaN is 0xFF, no zero
    /// (`f8E8M0FNU`).
    F8E8M0FNU,
    /// 6-bit float E2M3, finite only (`f6E2M3FN`).
    F6E2M3FN,
    /// 6-bit float E3M2, finite only (`f6E3M2FN`).
    F6E3M2FN,
    /// 4-bit float E2M1, finite only (`f4E2M1FN`).
    F4E2M1FN,
}

impl FloatKind {
    /// All float kinds, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// The MLIR spelling of the type (`f16`, `bf16`, `tf32`, `f8E5M2`, ...).
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// Parses an MLIR float type spelling; `None` if it is not one.
    pub fn from_name(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.iter().copied().find(|k| k.name() == s)
    }

    /// MLIR's `FloatType::getWidth()`: f80 -> 80, tf32 -> 19, f8* -> 8,
    /// f6* -> 6, f4* -> 4.
    pub fn bit_width(self) -> u32 {
        self.semantics().size_bits
    }

    /// Number of significand bits including the integer bit (APFloat's
    /// `semanticsPrecision`).
    pub fn precision(self) -> u32 {
        self.semantics().precision
    }

    fn semantics(self) -> Semantics {
        use self::apfloat as s;
        match self {
            FloatKind::F16 => s::HALF,
            FloatKind::BF16 => s::BFLOAT,
            FloatKind::F32 => s::SINGLE,
            FloatKind::F64 => s::DOUBLE,
            FloatKind::F80 => s::X87,
            FloatKind::F128 => s::QUAD,
            FloatKind::TF32 => s::TF32,
            FloatKind::F8E5M2 => s::F8E5M2,
            FloatKind::F8E4M3 => s::F8E4M3,
            FloatKind::F8E4M3FN => s::F8E4M3FN,
            FloatKind::F8E5M2FNUZ => s::F8E5M2FNUZ,
            FloatKind::F8E4M3FNUZ => s::F8E4M3FNUZ,
            FloatKind::F8E4M3B11FNUZ => s::F8E4M3B11FNUZ,
            FloatKind::F8E3M4 => s::F8E3M4,
            FloatKind::F8E8M0FNU => s::F8E8M0FNU,
            FloatKind::F6E2M3FN => s::F6E2M3FN,
            FloatKind::F6E3M2FN => s::F6E3M2FN,
            FloatKind::F4E2M1FN => s::F4E2M1FN,
        }
    }
}

impl std::fmt::Display for FloatKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Error of a float conversion, with MLIR's wording as message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FloatError(pub String);

impl std::fmt::Display for FloatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FloatError {}

/// Message MLIR emits when a float literal token cannot be converted.
pub const MSG_FLOAT_TOO_LARGE: &str = "floating point value too large";
/// Message MLIR emits when a hexadecimal float literal has too many bits.
pub const MSG_HEX_OUT_OF_RANGE: &str = "hexadecimal float constant out of range for type";

/// What MLIR's parser does with a decimal float literal token (e.g. `1.5`,
/// `-2.5E-3`, `1.0e+10`, `3.`): `StringRef::getAsDouble` (APFloat's
/// correctly rounded `convertFromString` into f64; overflow gives infinity,
/// underflow zero), the error "floating point value too large" when that
/// fails (malformed text), negation if `negative`, then `APFloat::convert`
/// to the target semantics with round-to-nearest-ties-to-even. Returns the
/// bit pattern (`bitcastToAPInt`, low `bit_width` bits).
pub fn parse_decimal(kind: FloatKind, text: &str, negative: bool) -> Result<u128, FloatError> {
    if let Some(d) = fast::parse_f64(text) {
        let d = if negative { -d } else { d };
        return Ok(match kind {
            FloatKind::F64 => u128::from(d.to_bits()),
            // Both round to nearest, ties to even.
            FloatKind::F32 => u128::from((d as f32).to_bits()),
            _ => {
                let mut a = Ap::from_bits(apfloat::DOUBLE, u128::from(d.to_bits()));
                a.convert(kind.semantics(), Rounding::NearestTiesToEven);
                a.to_bits()
            }
        });
    }
    parse_decimal_slow(kind, text, negative)
}

/// [`parse_decimal`] without the fast path (the tests compare both).
fn parse_decimal_slow(kind: FloatKind, text: &str, negative: bool) -> Result<u128, FloatError> {
    let (value, _status) =
        Ap::from_string(apfloat::DOUBLE, text).map_err(|_| FloatError(MSG_FLOAT_TOO_LARGE.to_string()))?;
    // `getAsDouble` goes through a host double.
    let mut d = Ap::from_bits(apfloat::DOUBLE, value.to_bits());
    if negative {
        d = Ap::from_bits(apfloat::DOUBLE, d.to_bits() ^ (1u128 << 63));
    }
    d.convert(kind.semantics(), Rounding::NearestTiesToEven);
    Ok(d.to_bits())
}

/// Bit pattern from a hexadecimal integer literal (`0x7C00 : f16`): errors
/// with "hexadecimal float constant out of range for type" if the value has
/// more active bits than the type's width. The result is canonicalised the
/// way `APFloat(sem, APInt)` followed by `bitcastToAPInt` does (only x87
/// `f80` unnormals / pseudo-denormals change). The caller rejects a leading
/// minus ("hexadecimal float literal should not have a leading minus") and
/// literals wider than 128 bits (same out-of-range message).
pub fn from_hex_bits(kind: FloatKind, bits: u128) -> Result<u128, FloatError> {
    let width = kind.bit_width();
    if width < 128 && bits >> width != 0 {
        return Err(FloatError(MSG_HEX_OUT_OF_RANGE.to_string()));
    }
    Ok(Ap::from_bits(kind.semantics(), bits).to_bits())
}

/// Exactly what MLIR's `printFloatValue` (AsmPrinter.cpp) writes for this
/// value: `APFloat::toString(6, 0, false)` if that parses back bit-identically
/// (exact decimal to binary conversion in the type's own semantics), else the
/// default `APFloat::toString()` if it contains a '.', else (and always for
/// inf/NaN) the bit pattern as `0x` + uppercase hex without leading zeros.
pub fn format(kind: FloatKind, bits: u128) -> String {
    let mut s = String::new();
    format_into(&mut s, kind, bits);
    s
}

/// [`format`], appended to `out`.
pub fn format_into(out: &mut String, kind: FloatKind, bits: u128) {
    let sem = kind.semantics();
    let value = Ap::from_bits(sem, bits);
    let start = out.len();
    if value.category != Category::Infinity && value.category != Category::NaN {
        value.write_decimal_string(out, 6, 0, false);
        if round_trips(kind, &value, &out[start..]) {
            return;
        }
        out.truncate(start);
        value.write_decimal_string(out, 0, 3, true);
        if out[start..].contains('.') {
            return;
        }
        out.truncate(start);
    }
    let _ = write!(out, "0x{:X}", value.to_bits());
}

/// Whether `APFloat(sem, s)` is bitwise equal to `value` (finite).
fn round_trips(kind: FloatKind, value: &Ap, s: &str) -> bool {
    let fast = match kind {
        FloatKind::F64 => fast::parse_f64(s).map(|v| u128::from(v.to_bits())),
        FloatKind::F32 => fast::parse_f32(s).map(|v| u128::from(v.to_bits())),
        _ => None,
    };
    match fast {
        Some(back) => back == value.to_bits(),
        None => round_trips_slow(value, s),
    }
}

/// [`round_trips`] through APFloat's own string conversion.
fn round_trips_slow(value: &Ap, s: &str) -> bool {
    Ap::from_string(value.sem, s).is_ok_and(|(back, _)| back.bitwise_eq(value))
}

/// The bit pattern as MLIR prints it in hexadecimal (`APInt::toString`
/// radix 16 as a C literal): `0x` + uppercase digits without leading zeros.
pub fn format_hex(kind: FloatKind, bits: u128) -> String {
    format!("0x{:X}", Ap::from_bits(kind.semantics(), bits).to_bits())
}

/// Converts a double to `kind` (`APFloat::convert`, round to nearest even;
/// overflow gives infinity, or NaN for formats without infinity, or the
/// largest finite value for finite-only formats).
pub fn from_f64(kind: FloatKind, value: f64) -> u128 {
    let mut a = Ap::from_bits(apfloat::DOUBLE, u128::from(value.to_bits()));
    a.convert(kind.semantics(), Rounding::NearestTiesToEven);
    a.to_bits()
}

/// Converts a value of `kind` to a double (`APFloat::convert` to IEEE double,
/// round to nearest even). NaNs stay NaNs (APFloat would drop the payload of
/// an `f8E8M0FNU` NaN to an infinity bit pattern; here the quiet bit is set).
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    let mut a = Ap::from_bits(kind.semantics(), bits);
    a.convert(apfloat::DOUBLE, Rounding::NearestTiesToEven);
    let mut out = a.to_bits() as u64;
    if a.category == Category::NaN && out & ((1u64 << 52) - 1) == 0 {
        out |= 1u64 << 51;
    }
    f64::from_bits(out)
}

/// Whether the bit pattern is a NaN of `kind`.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    Ap::from_bits(kind.semantics(), bits).category == Category::NaN
}

/// Whether the bit pattern is an infinity of `kind`.
pub fn is_inf(kind: FloatKind, bits: u128) -> bool {
    Ap::from_bits(kind.semantics(), bits).category == Category::Infinity
}

/// Whether the bit pattern is a (positive or negative) zero of `kind`.
pub fn is_zero(kind: FloatKind, bits: u128) -> bool {
    Ap::from_bits(kind.semantics(), bits).category == Category::Zero
}

/// Whether the bit pattern is a denormal of `kind` (APFloat's
/// `isDenormal`: finite, non-zero, at the minimum exponent without the
/// integer bit).
pub fn is_denormal(kind: FloatKind, bits: u128) -> bool {
    let a = Ap::from_bits(kind.semantics(), bits);
    a.category == Category::Normal
        && a.exponent == a.sem.min_exp
        && a.significand & (1u128 << (a.sem.precision - 1)) == 0
}

/// Whether the bit pattern has its sign set (APFloat's `isNegative`; always
/// false for `f8E8M0FNU`).
pub fn is_negative(kind: FloatKind, bits: u128) -> bool {
    Ap::from_bits(kind.semantics(), bits).sign
}

/// The canonical bit pattern of `bits` for `kind`: masks to the type's width
/// and applies APFloat's `APFloat(sem, APInt)` + `bitcastToAPInt` round trip.
pub fn canonicalize(kind: FloatKind, bits: u128) -> u128 {
    Ap::from_bits(kind.semantics(), bits).to_bits()
}
