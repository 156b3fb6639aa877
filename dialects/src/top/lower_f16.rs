//! F16 and BF16 lowering of top ops (TPU-MLIR 1.30.2's `LoweringF16` / `LoweringBF16`
//! for BM1684X, `model_deploy --quantize F16|BF16`), as its references show it
//! (`backend-tpu/docs/f16.md`).
//!
//! Each op is lowered as in F32 ([`super::to_tpu`]) with its result in the 16-bit kind
//! and its weight operands converted: a new `top.Weight` named `<weight>_f16` (or
//! `_bf16`) right before the op, holding the values rounded to nearest even, stored as
//! `uint16` as TPU-MLIR's weight file has them. A convolution converts its filter only;
//! its bias stays f32. Two ops stay F32 in the 16-bit modes: `top.Sigmoid`
//! (`tpu.Active`) in both, `top.AvgPool` in F16 (BF16 lowers it in BF16).
//! `insert_casts` then adds the casts: `<input><user>_f16` before each 16-bit op whose
//! operand is f32, `<value>_f32` before the return.

use ir::float::FloatKind;
use ir::{Context, Diagnostic, IrArena, OpId, Type, Value};

use super::lower_int8::{err, is_weight, new_weight, shape_of, tensor_type, weight_f32};
use super::ops as top;
use super::weights::{ElemType, WeightArray};
use crate::common::loc_name;

/// The 16-bit float kind of the `module.mode` `mode` (`F16`, `BF16`), if it is one.
pub(super) fn mode_kind(mode: &str) -> Option<FloatKind> {
    match mode {
        "F16" => Some(FloatKind::F16),
        "BF16" => Some(FloatKind::BF16),
        _ => None,
    }
}

/// Whether TPU-MLIR lowers `op` in F32 in a model of 16-bit kind `kind`.
pub(super) fn stays_f32(ctx: &Context, arena: &IrArena, op: OpId, kind: FloatKind) -> bool {
    top::SigmoidOp::cast(ctx, arena, op).is_some()
        || (kind == FloatKind::F16 && top::AvgPoolOp::cast(ctx, arena, op).is_some())
}

/// `value`'s bits in `kind`, rounded to nearest even.
pub fn half_bits(kind: FloatKind, value: f32) -> u16 {
    // An f32 is exact in f64, so this rounds once.
    ir::float::from_f64(kind, f64::from(value)) as u16
}

/// The operands `operands` of `op` (about to be lowered in `kind`) with each f32 weight
/// replaced by its `kind` copy (a convolution's filter only).
pub(super) fn half_operands(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    operands: &[Value],
    kind: FloatKind,
) -> Result<Vec<Value>, Diagnostic> {
    let conv = top::ConvOp::cast(ctx, arena, op).is_some();
    let mut out = Vec::with_capacity(operands.len());
    for (i, &v) in operands.iter().enumerate() {
        if !is_weight(ctx, arena, v) || (conv && i != 1) {
            out.push(v);
            continue;
        }
        out.push(half_weight(ctx, arena, op, v, kind)?);
    }
    Ok(out)
}

/// The `kind` copy of the f32 weight `v`, created before `op`.
fn half_weight(ctx: &Context, arena: &mut IrArena, op: OpId, v: Value, kind: FloatKind) -> Result<Value, Diagnostic> {
    let def = arena
        .defining_op(v)
        .ok_or_else(|| err(arena, op, "a weight operand without its op"))?;
    let Some(values) = weight_f32(ctx, arena, v)? else {
        return Err(err(arena, op, "a weight operand that is not a `top.Weight`"));
    };
    let name = loc_name(ctx, arena.op_loc(def)).ok_or_else(|| err(arena, def, "a weight without a location name"))?;
    let ty = arena.value_type(v);
    let shape = shape_of(ctx, ty);
    let data = WeightArray {
        shape: shape.iter().map(|&d| d as u64).collect(),
        elem: ElemType::U16,
        bytes: values.iter().flat_map(|&x| half_bits(kind, x).to_le_bytes()).collect(),
    };
    let half_ty = tensor_type(ctx, &shape, ctx.float_type(kind));
    new_weight(ctx, arena, op, &format!("{name}_{}", kind.name()), half_ty, data)
}

/// The result type `ty` of an op lowered in `kind`.
pub(super) fn half_result(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    ty: Type,
    kind: FloatKind,
) -> Result<Type, Diagnostic> {
    super::quantize::half_type(ctx, ty, kind).map_err(|e| err(arena, op, e))
}
