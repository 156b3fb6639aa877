//! The arithmetic of TPU-MLIR's INT8 quantization (symmetric, per-channel filters),
//! written to give its numbers bit for bit: the float and double steps happen in the
//! same precision as in its C++ (`MathUtils.cpp`, `getQuantInt8Type`,
//! `getScaleAndZeroPoint`).

use ir::{Context, Type, TypeKind};

use crate::quant::QuantType;

/// The scale and zero point of an activation, and whether its INT8 form is signed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct QuantParams {
    /// Real value of one quantization step.
    pub scale: f64,
    /// Integer that stands for 0.0.
    pub zero_point: i64,
    /// Signed (`i8`) or unsigned (`u8`) storage.
    pub signed: bool,
}

/// The quant type of the elements of the tensor type `ty`.
fn element_quant_type(ctx: &Context, ty: Type) -> Option<QuantType> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { element, .. } => crate::quant::quant_type(ctx, *element),
        _ => None,
    }
}

/// `module::getScaleAndZeroPoint` for 8 bits, symmetric: a uniform type's own scale
/// and zero point, or a calibrated type's `threshold / 127` (signed, when the range
/// holds negatives) or `threshold / 255` (unsigned). `None` for other types.
pub fn quant_params(ctx: &Context, ty: Type) -> Option<QuantParams> {
    match element_quant_type(ctx, ty)? {
        QuantType::Uniform(u) => Some(QuantParams {
            scale: u.scale,
            zero_point: u.zero_point,
            signed: u.signed(),
        }),
        QuantType::Calibrated(crate::quant::CalibratedQuantizedType { min, max, .. }) => {
            let signed = min < 0.0;
            Some(QuantParams {
                scale: if signed { max / 127.0 } else { max / 255.0 },
                zero_point: 0,
                signed,
            })
        }
        _ => None,
    }
}

/// Whether the elements of the tensor type `ty` are `!quant.calibrated`.
pub fn is_calibrated(ctx: &Context, ty: Type) -> bool {
    matches!(element_quant_type(ctx, ty), Some(QuantType::Calibrated(_)))
}

/// Whether the elements of the tensor type `ty` are `!quant.uniform` (per layer).
pub fn is_uniform(ctx: &Context, ty: Type) -> bool {
    matches!(element_quant_type(ctx, ty), Some(QuantType::Uniform(_)))
}

/// The 16-bit float kind (`f16` or `bf16`) the elements of the tensor type `ty` are
/// stored as (plain or `!quant.calibrated<f16<..>>`): the values of ops TPU-MLIR lowers
/// in F16 or BF16. `None` for other element types.
pub fn half_kind(ctx: &Context, ty: Type) -> Option<ir::float::FloatKind> {
    let TypeKind::RankedTensor { element, .. } = ctx.type_kind(ty) else {
        return None;
    };
    match ctx.type_kind(crate::quant::storage_type(ctx, *element)) {
        TypeKind::Float(k @ (ir::float::FloatKind::F16 | ir::float::FloatKind::BF16)) => Some(*k),
        _ => None,
    }
}

/// `getQuantFloatType<Float16Type>`: the tensor type `ty` with its elements in `f16`,
/// calibrated with the same range when `ty`'s are.
pub fn f16_type(ctx: &Context, ty: Type) -> Result<Type, String> {
    half_type(ctx, ty, ir::float::FloatKind::F16)
}

/// The tensor type `ty` with its elements in the float kind `kind` (`f16`, `bf16`),
/// calibrated with the same range when `ty`'s are (`getQuantFloatType`).
pub fn half_type(ctx: &Context, ty: Type, kind: ir::float::FloatKind) -> Result<Type, String> {
    let TypeKind::RankedTensor {
        shape,
        encoding,
        element,
    } = ctx.type_kind(ty).clone()
    else {
        return Err(format!("{} lowering needs a ranked tensor", kind.name().to_uppercase()));
    };
    let f16 = ctx.float_type(kind);
    let element = match crate::quant::quant_type(ctx, element) {
        Some(QuantType::Calibrated(c)) => super::calibration::calibrated_type(ctx, f16, c.min, c.max)?,
        _ => f16,
    };
    Ok(ctx.get_type(TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    }))
}

/// `getQuantInt8Type`: the tensor type `ty` (calibrated) with elements
/// `!quant.uniform<i8:f32, scale>` or `<u8:f32, scale>`.
pub fn int8_type(ctx: &Context, ty: Type) -> Result<Type, String> {
    let TypeKind::RankedTensor { shape, encoding, .. } = ctx.type_kind(ty).clone() else {
        return Err("INT8 quantization needs a ranked tensor".into());
    };
    let q = quant_params(ctx, ty).ok_or("INT8 quantization needs a calibrated activation")?;
    let storage = if q.signed { "i8" } else { "u8" };
    let zero_point = if q.zero_point != 0 {
        format!(":{}", q.zero_point)
    } else {
        String::new()
    };
    let text = format!(
        "!quant.uniform<{storage}:f32, {}{zero_point}>",
        crate::quant::fmt_double(q.scale)
    );
    let element =
        ir::text::parse_type_str(ctx, &text).map_err(|d| format!("cannot make the type `{text}`: {}", d.message))?;
    Ok(ctx.get_type(TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    }))
}

/// TPU-MLIR's `type_string` of an element type, as cast names use it (`f32`, `si8`,
/// `ui8`, `i32`, ...).
pub fn type_string(ctx: &Context, ty: Type) -> String {
    let element = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { element, .. } => *element,
        _ => ty,
    };
    if let Some(q) = crate::quant::quant_type(ctx, element) {
        return match q {
            QuantType::Uniform(u) => {
                let width = crate::quant::int_width(ctx, u.storage_type).unwrap_or(8);
                format!("{}{width}", if u.signed() { "si" } else { "ui" })
            }
            QuantType::Calibrated(c) => ir::text::printer::type_to_string(ctx, c.expressed_type),
            _ => "quant".into(),
        };
    }
    ir::text::printer::type_to_string(ctx, element)
}

/// `get_scale_and_shift(scale_f, scale, shift, 32)`: the multiplier `m` and right shift
/// `n` (−32 ≤ n < 31) with `m / 2^n` nearest to `scale_f` (the first such `n`).
pub fn scale_and_shift(scale_f: f32) -> (i32, i32) {
    nearest_fraction(scale_f, -32..31, i32::MAX as u32)
}

/// `get_scale_and_shift(scale_f, scale, shift, 8)`: like [`scale_and_shift`] with
/// multipliers below 127 in magnitude (TPU-MLIR's INT8 multiplication).
pub fn scale_and_shift_8bit(scale_f: f32) -> (i32, i32) {
    nearest_fraction(scale_f, -32..31, 127)
}

/// `get_scale_and_shift_positive(scale_f, scale, shift, bitwidth)`: like
/// [`scale_and_shift`] with right shifts 0..31 only, and multipliers below 127 when
/// `bitwidth` is 8.
pub fn scale_and_shift_positive(scale_f: f32, bitwidth: u32) -> (i32, i32) {
    let limit = if bitwidth == 32 { i32::MAX as u32 } else { 127 };
    nearest_fraction(scale_f, 0..31, limit)
}

/// The multiplier and right shift nearest to the positive `scale_f` with an unsigned
/// 8-bit multiplier (below 256), the first shift of the least error: how TPU-MLIR's
/// 8-bit average pooling scales the sums of border windows (`1/3` is `171 >> 9`,
/// `1/2` is `1 >> 1`).
pub fn scale_and_shift_u8(scale_f: f32) -> (i32, i32) {
    nearest_fraction(scale_f, 0..31, 256)
}

/// The search both share: the first shift in `shifts` whose rounded multiplier (below
/// `limit` in magnitude) gives the smallest error, the error taken in float.
fn nearest_fraction(scale_f: f32, shifts: std::ops::Range<i32>, limit: u32) -> (i32, i32) {
    let mut min_err = f32::MAX;
    let mut shift = 0i32;
    for n in shifts {
        let p = 2f64.powi(n);
        let m = c_int((f64::from(scale_f) * p).round());
        let err = ((f64::from(m) / p) - f64::from(scale_f)).abs() as f32;
        if err < min_err && m.unsigned_abs() < limit {
            min_err = err;
            shift = n;
        }
    }
    (c_int((f64::from(scale_f) * 2f64.powi(shift)).round()), shift)
}

/// A double converted to `int` as x86 does it (out of range gives `INT_MIN`).
fn c_int(v: f64) -> i32 {
    if v.is_nan() || !(-2147483648.0..2147483648.0).contains(&v) {
        i32::MIN
    } else {
        v as i32
    }
}

/// `to_int8` (round half away from zero, saturate).
pub fn to_int8(v: f64) -> i8 {
    v.round().clamp(-128.0, 127.0) as i8
}

/// `to_uint8` (round half away from zero, saturate).
pub fn to_uint8(v: f64) -> u8 {
    v.round().clamp(0.0, 255.0) as u8
}

/// `findMaxabs`: the largest magnitude, in float.
pub fn max_abs(values: &[f32]) -> f32 {
    values.iter().fold(0f32, |m, &v| if v.abs() > m { v.abs() } else { m })
}

/// `findMinMax`.
pub fn min_max(values: &[f32]) -> (f32, f32) {
    let first = values.first().copied().unwrap_or(0.0);
    values.iter().fold((first, first), |(lo, hi), &v| {
        (if v < lo { v } else { lo }, if v > hi { v } else { hi })
    })
}

/// `to_all_int8`: the power of two `2^i` (i < 7) that makes every value an exact
/// int8 (uint8 when not `signed`), if there is one.
pub fn all_int8_scale(values: &[f32], signed: bool) -> Option<f32> {
    (0..7).map(|i| 2f32.powi(i)).find(|&s| {
        values.iter().all(|&d| {
            let x = d * s;
            if signed {
                x == f32::from(c_int(f64::from(x)) as i8)
            } else {
                x == f32::from(c_int(f64::from(x)) as u8)
            }
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scale_and_shift_picks_the_nearest_fraction() {
        // Values of the reference INT8 convolution (TPU-MLIR 1.30.2).
        let (m, n) = scale_and_shift(0.5);
        assert_eq!(f64::from(m) / 2f64.powi(n), 0.5);
        let (m, n) = scale_and_shift(1772947.0 / 2f32.powi(28));
        assert_eq!((m, n), (1772947, 28));
    }

    #[test]
    fn rounding_is_half_away_from_zero_and_saturates() {
        assert_eq!(to_int8(2.5), 3);
        assert_eq!(to_int8(-2.5), -3);
        assert_eq!(to_int8(300.0), 127);
        assert_eq!(to_uint8(-1.0), 0);
    }
}
