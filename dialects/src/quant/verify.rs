//! The quant types' invariants (`QuantTypes.cpp`'s `verifyInvariants`),
//! with MLIR's messages, as the typedefs' verifiers, and the
//! expressed-type range check of the parser.

use super::model::{default_range, fmt_e, int_width, Storage, MAX_STORAGE_BITS};
use super::ops::{
    AnyQuantizedType, CalibratedQuantizedType, UniformQuantizedPerAxisType, UniformQuantizedSubChannelType,
    UniformQuantizedType,
};
use ir::float::{self, FloatKind};
use ir::{Context, Type, TypeKind};

/// `QuantizedType::verifyInvariants`.
fn verify_storage(ctx: &Context, s: &Storage) -> Result<(), String> {
    let Some(width) = int_width(ctx, s.ty) else {
        return Err("storage type must be integral".to_string());
    };
    if width == 0 || width > MAX_STORAGE_BITS {
        return Err(format!("illegal storage type size: {width}"));
    }
    let (lo, hi) = default_range(s.signed(), width);
    if s.max.checked_sub(s.min).is_none_or(|d| d <= 0) || s.min < lo || s.max > hi {
        return Err(format!("illegal storage min and storage max: ({}:{})", s.min, s.max));
    }
    Ok(())
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

/// The expressed type of the uniform types: a float type.
fn verify_expressed(ctx: &Context, t: Type) -> Result<(), String> {
    if is_float(ctx, t) {
        Ok(())
    } else {
        Err("expressed type must be floating point".to_string())
    }
}

fn verify_dims(dims: &[i64], block_sizes: &[i64]) -> Result<(), String> {
    if let Some(d) = dims.iter().find(|&&d| d < 0) {
        return Err(format!("illegal quantized dimension: {d}"));
    }
    if let Some(b) = block_sizes.iter().find(|&&b| b <= 0) {
        return Err(format!("illegal block size: {b}"));
    }
    Ok(())
}

// The typedefs' verifiers (`verifier;` in `quant.ods`, MLIR's
// `verifyInvariants`): the dialect's type parser reports their messages at
// the type's keyword.

impl AnyQuantizedType {
    /// `AnyQuantizedType::verifyInvariants`.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        verify_storage(ctx, &super::storage_of!(self))?;
        match self.expressed_type {
            Some(e) => verify_expressed(ctx, e),
            None => Ok(()),
        }
    }
}

impl UniformQuantizedType {
    /// `UniformQuantizedType::verifyInvariants`.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        verify_storage(ctx, &super::storage_of!(self))?;
        verify_expressed(ctx, self.expressed_type)
    }
}

impl UniformQuantizedPerAxisType {
    /// `UniformQuantizedPerAxisType::verifyInvariants`.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        verify_storage(ctx, &super::storage_of!(self))?;
        verify_expressed(ctx, self.expressed_type)?;
        if self.scales.len() != self.zero_points.len() {
            return Err(format!(
                "illegal number of scales and zeroPoints: {}, {}",
                self.scales.len(),
                self.zero_points.len()
            ));
        }
        verify_dims(&[i64::from(self.quantized_dimension)], &[])
    }
}

impl UniformQuantizedSubChannelType {
    /// `UniformQuantizedSubChannelType::verifyInvariants`.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        verify_storage(ctx, &super::storage_of!(self))?;
        verify_expressed(ctx, self.expressed_type)?;
        if self.quantized_dimensions.len() != self.block_sizes.len() {
            // MLIR's message counts the scales and zero points.
            let count = |a| super::dense::dense_values(ctx, a).map_or(0, |(_, _, v)| v.len());
            return Err(format!(
                "number of quantized dimensions and block sizes ({} vs {}) does not match",
                count(self.scales),
                count(self.zero_points)
            ));
        }
        let dims: Vec<i64> = self.quantized_dimensions.iter().map(|&d| i64::from(d)).collect();
        verify_dims(&dims, &self.block_sizes)
    }
}

impl CalibratedQuantizedType {
    /// `CalibratedQuantizedType::verifyInvariants`.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        verify_expressed(ctx, self.expressed_type)?;
        if self.max <= self.min {
            return Err(format!(
                "illegal min and max: ({}:{})",
                fmt_e(self.min),
                fmt_e(self.max)
            ));
        }
        Ok(())
    }
}

/// The smallest positive and the largest finite value of a float kind, as
/// doubles (`APFloat::getSmallest` / `getLargest` converted to double).
fn float_range(kind: FloatKind) -> (f64, f64) {
    match kind {
        FloatKind::F16 => (float::to_f64(kind, 1), 65504.0),
        FloatKind::BF16 => (float::to_f64(kind, 1), float::to_f64(kind, 0x7F7F)),
        FloatKind::TF32 => (float::to_f64(kind, 1), float::to_f64(kind, 0x3_FBFF)),
        FloatKind::F32 => (f64::from(f32::from_bits(1)), f64::from(f32::MAX)),
        FloatKind::F64 => (f64::from_bits(1), f64::MAX),
        FloatKind::F80 | FloatKind::F128 => (0.0, f64::INFINITY),
        _ => scan_range(kind),
    }
}

/// [`float_range`] of a format of at most 8 bits, by trying every value.
fn scan_range(kind: FloatKind) -> (f64, f64) {
    let values = (0u128..1 << kind.bit_width().min(8))
        .map(|b| float::to_f64(kind, b))
        .filter(|v| v.is_finite());
    values.fold((f64::INFINITY, 0.0), |(lo, hi), v| {
        let lo = if v > 0.0 && v < lo { v } else { lo };
        (lo, hi.max(v))
    })
}

/// `isScaleInExpressedTypeRange`.
pub fn check_scale_range(ctx: &Context, expressed: Type, scale: f64) -> Result<(), String> {
    let Some(kind) = super::model::float_kind(ctx, expressed) else {
        return Ok(());
    };
    let (lo, hi) = float_range(kind);
    if scale < lo || scale > hi {
        return Err(format!(
            "scale {} out of expressed type range [{}, {}]",
            fmt_e(scale),
            fmt_e(lo),
            fmt_e(hi)
        ));
    }
    Ok(())
}
