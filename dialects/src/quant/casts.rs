//! The quant casts' hand-written parts (MLIR 22's `QuantOps.cpp` and the
//! predicates of `QuantBase.td`): the operand and result type constraints,
//! the `quant_SameScalarOrTensorShape` and
//! `quant_IntegerAndQuantizedCombination` traits, and the verifiers of
//! `quant.dcast`, `quant.qcast` and `quant.scast`.

use super::ops::{DequantizeCastOp, QuantizeCastOp, StorageCastOp};
use super::{quant_type, QuantType};
use crate::common::first_operand_and_result_types;
use crate::func::plain_error;
use ir::{Context, Diagnostic, IrArena, OpId, Type, TypeKind};

fn is_signless_integer(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { signedness, .. } if *signedness == ir::types::Signedness::Signless)
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
}

fn is_quantized(ctx: &Context, ty: Type) -> bool {
    quant_type(ctx, ty).is_some()
}

/// `quant_ScalarOrTensorOf<T>`: a `T`, or a tensor of `T`.
fn scalar_or_tensor_of(ctx: &Context, ty: Type, elem: impl Fn(&Context, Type) -> bool) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor { element } => elem(ctx, *element),
        _ => elem(ctx, ty),
    }
}

/// `quant_FloatScalarOrTensor`.
pub fn is_float_scalar_or_tensor(ctx: &Context, ty: Type) -> bool {
    scalar_or_tensor_of(ctx, ty, is_float)
}

/// `quant_QuantizedScalarOrTensor`.
pub fn is_quantized_scalar_or_tensor(ctx: &Context, ty: Type) -> bool {
    scalar_or_tensor_of(ctx, ty, is_quantized)
}

/// `quant_IntegerOrQuantizedScalarOrTensor`.
pub fn is_integer_or_quantized_scalar_or_tensor(ctx: &Context, ty: Type) -> bool {
    scalar_or_tensor_of(ctx, ty, |c, t| is_signless_integer(c, t) || is_quantized(c, t))
}

/// `quant_IntegerScalarOrTensor`.
fn is_integer_scalar_or_tensor(ctx: &Context, ty: Type) -> bool {
    scalar_or_tensor_of(ctx, ty, is_signless_integer)
}

/// `quant_SameScalarOrTensorShape`: both scalars (signless integer, float or
/// quantized), both unranked tensors, or ranked tensors of one shape.
pub fn same_scalar_or_tensor_shape(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let Some((input, result)) = first_operand_and_result_types(arena, op) else {
        return true;
    };
    let scalar = |t: Type| is_signless_integer(ctx, t) || is_float(ctx, t) || is_quantized(ctx, t);
    let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. });
    let ranked = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    };
    (scalar(input) && scalar(result))
        || (unranked(input) && unranked(result))
        || matches!((ranked(input), ranked(result)), (Some(a), Some(b)) if a == b)
}

/// `quant_IntegerAndQuantizedCombination`: one side integer, the other quantized.
pub fn integer_and_quantized_combination(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let Some((input, result)) = first_operand_and_result_types(arena, op) else {
        return true;
    };
    (is_quantized_scalar_or_tensor(ctx, input) && is_integer_scalar_or_tensor(ctx, result))
        || (is_integer_scalar_or_tensor(ctx, input) && is_quantized_scalar_or_tensor(ctx, result))
}

/// `getElementTypeOrSelf` of a tensor or scalar.
fn element(ctx: &Context, ty: Type) -> Type {
    ctx.type_kind(ty).element().unwrap_or(ty)
}

/// The storage type of a quantized type; `None` for a calibrated one.
fn storage_of(q: &QuantType) -> Option<Type> {
    q.storage().map(|s| s.ty)
}

/// The expressed type of a quantized type (`!quant.any` may have none).
fn expressed_of(q: &QuantType) -> Option<Type> {
    match q {
        QuantType::Any(t) => t.expressed_type,
        QuantType::Uniform(t) => Some(t.expressed_type),
        QuantType::PerAxis(t) => Some(t.expressed_type),
        QuantType::SubChannel(t) => Some(t.expressed_type),
        QuantType::Calibrated(t) => Some(t.expressed_type),
    }
}

/// `verifyPerAxisQuantization`: a per-axis type sits in a tensor whose
/// quantized dimension exists and has one scale per element.
fn verify_per_axis(ctx: &Context, arena: &IrArena, op: OpId, q: &QuantType, container: Type) -> Result<(), Diagnostic> {
    let QuantType::PerAxis(t) = q else {
        return Ok(());
    };
    let (scales, dim) = (&t.scales, i64::from(t.quantized_dimension));
    let shape = match ctx.type_kind(container) {
        TypeKind::RankedTensor { shape, .. } => shape.clone(),
        TypeKind::UnrankedTensor { .. } => return Ok(()),
        _ => {
            return Err(plain_error(
                ctx,
                arena,
                op,
                "scalar types may not use per-axis quantization",
            ))
        }
    };
    let Some(&size) = usize::try_from(dim).ok().and_then(|d| shape.get(d)) else {
        return Err(plain_error(
            ctx,
            arena,
            op,
            "quantized dimension must be less than tensor rank",
        ));
    };
    if size != ir::types::DYNAMIC && usize::try_from(size).ok() != Some(scales.len()) {
        return Err(plain_error(
            ctx,
            arena,
            op,
            "quantized dimension size does not match number of scales",
        ));
    }
    Ok(())
}

/// `verifyQuantizationOp` of `quant.dcast` / `quant.qcast`: the quantized
/// type's expressed type is the float type, then the per-axis checks.
fn verify_quantization(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    quantized: Type,
    float: Type,
    container: Type,
) -> Result<(), Diagnostic> {
    let Some(q) = quant_type(ctx, element(ctx, quantized)) else {
        return Ok(());
    };
    if expressed_of(&q) != Some(element(ctx, float)) {
        return Err(plain_error(
            ctx,
            arena,
            op,
            "expressed type in quantized type expected to match float type",
        ));
    }
    verify_per_axis(ctx, arena, op, &q, container)
}

impl DequantizeCastOp {
    /// `DequantizeCastOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some((input, result)) = first_operand_and_result_types(arena, self.0) else {
            return Ok(());
        };
        verify_quantization(ctx, arena, self.0, input, result, input)
    }
}

impl QuantizeCastOp {
    /// `QuantizeCastOp::verify`.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some((input, result)) = first_operand_and_result_types(arena, self.0) else {
            return Ok(());
        };
        verify_quantization(ctx, arena, self.0, result, input, input)
    }
}

impl StorageCastOp {
    /// `StorageCastOp::verify`: the quantized type's storage type is the
    /// integer type, then the per-axis checks.
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        let Some((input, result)) = first_operand_and_result_types(arena, self.0) else {
            return Ok(());
        };
        let (input_elem, result_elem) = (element(ctx, input), element(ctx, result));
        let (quantized, integer) = match quant_type(ctx, input_elem) {
            Some(q) => (q, result_elem),
            None => match quant_type(ctx, result_elem) {
                Some(q) => (q, input_elem),
                None => return Ok(()),
            },
        };
        if storage_of(&quantized) != Some(integer) {
            return Err(plain_error(
                ctx,
                arena,
                self.0,
                "storage type in quantized type expected to match integer type",
            ));
        }
        verify_per_axis(ctx, arena, self.0, &quantized, input)
    }
}
