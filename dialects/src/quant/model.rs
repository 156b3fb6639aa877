//! Shared facts of the quant types: storage ranges, flags, and the number
//! formats MLIR's quant printer and messages use.

use ir::float::{self, FloatKind};
use ir::{Context, Type, TypeKind};

/// `QuantizationFlags::Signed`.
pub const FLAG_SIGNED: u32 = 1;

/// `QuantizedType::MaxStorageBits`.
pub const MAX_STORAGE_BITS: u32 = 32;

/// The storage part shared by the quantized types: `i8`, `u4<1:15>`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Storage {
    /// `QuantizationFlags` (only `Signed` is defined).
    pub flags: u32,
    /// The storage type (an integer type).
    pub ty: Type,
    /// Storage minimum.
    pub min: i64,
    /// Storage maximum.
    pub max: i64,
}

impl Storage {
    /// Whether the `Signed` flag is set.
    pub fn signed(&self) -> bool {
        self.flags & FLAG_SIGNED != 0
    }
}

/// Width and signedness-by-flags of an integer storage type.
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `getDefaultMinimumForInteger` / `getDefaultMaximumForInteger`.
pub fn default_range(signed: bool, width: u32) -> (i64, i64) {
    let width = width.clamp(1, 63);
    if signed {
        (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
    } else {
        (0, (1i64 << width) - 1)
    }
}

/// The float kind of a type, if it is a float type.
pub fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// A double as MLIR's `printFloatValue` prints it.
pub fn fmt_double(v: f64) -> String {
    float::format(FloatKind::F64, u128::from(v.to_bits()))
}

/// A double as `raw_ostream << double` writes it (`%e`, `nan`, `INF`).
pub fn fmt_e(v: f64) -> String {
    if v.is_nan() {
        return "nan".to_string();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-INF" } else { "INF" }.to_string();
    }
    let s = format!("{v:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.unsigned_abs())
}

/// Sign-extends the low `width` bits of `v` (`APInt(width, v)` printed
/// signed).
pub fn truncate_signed(v: i64, width: u32) -> i64 {
    if width == 0 || width >= 64 {
        return v;
    }
    let shift = 64 - width;
    (v << shift) >> shift
}
