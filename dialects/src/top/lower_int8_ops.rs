//! INT8 lowering of multiplications, subtractions, concatenations and sigmoids (TPU-MLIR's
//! `LoweringINT8` of `top.Mul`, `top.Sub`, `top.Concat` and `top.Sigmoid`, symmetric), and the range
//! steps of `calibration_process` they take part in (`KeepMulSignPattern`,
//! `SetSubSignPattern`, `BackwardMutiInSingleOut`).
//!
//! * `top.Mul` of two activations: one 8-bit multiplier and shift (`multiplier`,
//!   `rshift`, `si32`) nearest to `scale_0 · scale_1 / scale_out`, shifts −32..30.
//! * `top.Sub`: like the addition, a multiplier and a right shift (0..30, multipliers
//!   below 127) per input, nearest to `coeff · scale_in / scale_out`. When an input's
//!   calibrated range reaches past the output's (its threshold, the range's maximum,
//!   above the output's), TPU-MLIR 1.30.2 lowers the subtraction in F16 instead
//!   ([`sub_in_f16`], `docs/int8.md` §19).
//! * `top.Concat`: the same op on INT8 values when every input has the output's scale
//!   (which the range step below makes the rule).
//! * `top.Sigmoid`: a `tpu.Lut` of the input and a 256-entry table weight
//!   `<out>_table` (`create_lookup_table`, `docs/int8.md` §18).
//!
//! Inputs of a multiplication or subtraction may broadcast (each dimension 1 or the
//! result's), as TPU-MLIR lowers them (`backend-tpu/docs/int8.md` §24). An input that is
//! a weight, a concatenation whose inputs keep other scales, and more than two factors
//! keep the F32
//! lowering (TPU-MLIR quantizes such weights or requantizes
//! such inputs; rods does not yet), which computes the same model in float.

use ir::{Attr, Context, Diagnostic, IrArena, OpId, Type, Value};

use super::lower_int8::{
    backward_to_shape_def, calibrated_range, err, forward_to_shape_users, is_weight, new_weight, op_named,
    set_value_type, tensor_type, type_like, Int8Lowering,
};
use super::ops as top;
use super::quantize;
use super::weights::{ElemType, WeightArray};

/// The scales of `op`'s inputs and of its output, or an error naming the op when one
/// is not calibrated.
fn scales(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(Vec<f64>, f64), Diagnostic> {
    let missing = || {
        err(
            arena,
            op,
            "INT8 lowering needs calibrated inputs and output (run import-calibration-table first)",
        )
    };
    let scale = |v: Value| quantize::quant_params(ctx, arena.value_type(v)).map(|q| q.scale);
    let inputs = arena
        .operands(op)
        .map(|v| scale(v).ok_or_else(missing))
        .collect::<Result<Vec<f64>, _>>()?;
    let out = scale(arena.result(op, 0)).ok_or_else(missing)?;
    Ok((inputs, out))
}

/// Whether `op` has only activation inputs (no weights) and one result; when `binary`,
/// exactly two inputs of one rank, each dimension of each input 1 or the result's (the
/// same shape, or broadcasting as TPU-MLIR lowers them too).
fn activations_only(ctx: &Context, arena: &IrArena, op: OpId, binary: bool) -> bool {
    let broadcast = || {
        let shape = |v| super::lower_int8::shape_of(ctx, arena.value_type(v));
        let out = shape(arena.result(op, 0));
        (0..2).all(|i| {
            let s = shape(arena.operand(op, i));
            s.len() == out.len() && s.iter().zip(&out).all(|(&d, &o)| d == o || d == 1)
        })
    };
    arena.num_results(op) == 1
        && (!binary || (arena.num_operands(op) == 2 && broadcast()))
        && !arena.operands(op).any(|v| is_weight(ctx, arena, v))
}

/// Whether every result of `op` quantizes to signed 8-bit. The INT8 code generation of
/// Mul and Sub handles unsigned inputs but not an unsigned result.
fn result_signed(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    (0..arena.num_results(op))
        .map(|i| arena.result(op, i))
        .all(|v| quantize::quant_params(ctx, arena.value_type(v)).is_none_or(|q| q.signed))
}

/// Whether TPU-MLIR 1.30.2 lowers the subtraction `op` of an INT8 model in F16: when
/// the calibrated threshold (the range's maximum) of one of its activation inputs is
/// above its output's, whatever the signs, the relu or the shapes (swept with
/// `tpu-oracle` on calibration tables around the boundary: an input threshold of
/// 3.3001 against an output's 3.3 gives F16, 3.3 INT8; an unsigned input counts by its
/// threshold too, not its scale; `docs/int8.md` §19).
pub(super) fn sub_in_f16(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    if top::SubOp::cast(ctx, arena, op).is_none() || arena.num_results(op) != 1 {
        return false;
    }
    let max_of = |v: Value| calibrated_range(ctx, arena.value_type(v)).map(|(_, max)| max);
    let Some(out_max) = max_of(arena.result(op, 0)) else {
        return false;
    };
    arena
        .operands(op)
        .filter(|&v| !is_weight(ctx, arena, v))
        .any(|v| max_of(v).is_some_and(|max| max > out_max))
}

fn result_type(ctx: &Context, arena: &IrArena, op: OpId) -> Result<Type, Diagnostic> {
    quantize::int8_type(ctx, arena.value_type(arena.result(op, 0))).map_err(|e| err(arena, op, e))
}

/// Lowers the multiplication `op` of two activations to INT8 (see the module docs).
pub(super) fn lower_mul(ctx: &Context, arena: &mut IrArena, op: OpId) -> Result<Option<Int8Lowering>, Diagnostic> {
    let Some(mul) = top::MulOp::cast(ctx, arena, op) else {
        return Ok(None);
    };
    if !activations_only(ctx, arena, op, true) || !result_signed(ctx, arena, op) {
        return Ok(None);
    }
    let (inputs, out_scale) = scales(ctx, arena, op)?;
    let scale = inputs.iter().product::<f64>() / out_scale;
    let (multiplier, rshift) = quantize::scale_and_shift_8bit(scale as f32);
    let si32 = |v: i32| ir::ods::values::int_attr(ctx, i64::from(v), "si32").map_err(|e| err(arena, op, e.0));
    let do_relu = ir::ods::values::bool_attr(ctx, mul.do_relu(ctx, arena).unwrap_or(false));
    Ok(Some(Int8Lowering {
        operands: arena.operands(op).collect(),
        extra: vec![
            ("do_relu", do_relu),
            ("multiplier", si32(multiplier)?),
            ("rshift", si32(rshift)?),
        ],
        result_type: result_type(ctx, arena, op)?,
    }))
}

/// Lowers the subtraction `op` of two activations to INT8 (see the module docs).
pub(super) fn lower_sub(ctx: &Context, arena: &mut IrArena, op: OpId) -> Result<Option<Int8Lowering>, Diagnostic> {
    let Some(sub) = top::SubOp::cast(ctx, arena, op) else {
        return Ok(None);
    };
    let do_relu = sub.do_relu(ctx, arena).unwrap_or(false);
    if !activations_only(ctx, arena, op, true) || !result_signed(ctx, arena, op) || sub_in_f16(ctx, arena, op) {
        return Ok(None);
    }
    let (inputs, out_scale) = scales(ctx, arena, op)?;
    let coeffs: Vec<f64> = sub
        .coeff(ctx, arena)
        .map(|c| c.iter().filter_map(|&a| ir::ods::values::as_float(ctx, a)).collect())
        .unwrap_or_default();
    let (mut multipliers, mut rshifts) = (Vec::new(), Vec::new());
    for (i, scale) in inputs.iter().enumerate() {
        let coeff = coeffs.get(i).copied().unwrap_or(1.0);
        let (m, s) = quantize::scale_and_shift_positive((coeff * (scale / out_scale)) as f32, 8);
        multipliers.push(i64::from(m));
        rshifts.push(i64::from(s));
    }
    let ints = |v: &[i64]| ir::ods::values::int_array(ctx, v, "i64").map_err(|e| err(arena, op, e.0));
    let do_relu = ir::ods::values::bool_attr(ctx, do_relu);
    Ok(Some(Int8Lowering {
        operands: arena.operands(op).collect(),
        extra: vec![
            ("do_relu", do_relu),
            ("multipliers", ints(&multipliers)?),
            ("rshifts", ints(&rshifts)?),
        ],
        result_type: result_type(ctx, arena, op)?,
    }))
}

/// Lowers the concatenation `op` to INT8 when all its inputs are activations with the
/// output's scale (then no input needs requantizing).
pub(super) fn lower_concat(ctx: &Context, arena: &mut IrArena, op: OpId) -> Result<Option<Int8Lowering>, Diagnostic> {
    if top::ConcatOp::cast(ctx, arena, op).is_none() || !activations_only(ctx, arena, op, false) {
        return Ok(None);
    }
    let (inputs, out_scale) = scales(ctx, arena, op)?;
    if inputs.iter().any(|&s| s != out_scale) {
        return Ok(None);
    }
    Ok(Some(Int8Lowering {
        operands: arena.operands(op).collect(),
        extra: Vec::<(&'static str, Attr)>::new(),
        result_type: result_type(ctx, arena, op)?,
    }))
}

/// Gives `v` the calibrated range `min..max` (same expressed type); reshapes and permutes
/// using it follow (`Forward`).
fn set_range(ctx: &Context, arena: &mut IrArena, v: Value, min: f64, max: f64) -> bool {
    let ty = arena.value_type(v);
    let (shape, element) = match ctx.type_kind(ty) {
        ir::TypeKind::RankedTensor { shape, element, .. } => (shape.clone(), *element),
        _ => return false,
    };
    let Some(crate::quant::QuantType::Calibrated(c)) = crate::quant::quant_type(ctx, element) else {
        return false;
    };
    let expressed = c.expressed_type;
    let Ok(calibrated) = super::calibration::calibrated_type(ctx, expressed, min, max) else {
        return false;
    };
    set_value_type(arena, v, super::lower_int8::tensor_type(ctx, &shape, calibrated));
    forward_to_shape_users(ctx, arena, v);
    true
}

/// `KeepMulSignPattern` and `SetSubSignPattern`: a multiplication of two inputs whose
/// first input's sign differs from its output's swaps its inputs when the second
/// matches, or, when both inputs are signed and the output is not, gets the output range
/// `-0.1 · max..max` (in f32); a subtraction with an unsigned output range gets
/// `-0.1 · max..max` (in f64).
pub(super) fn mul_sub_sign(ctx: &Context, arena: &mut IrArena, op: OpId) -> bool {
    if arena.num_results(op) != 1 {
        return false;
    }
    let output = arena.result(op, 0);
    let Some((out_min, out_max)) = calibrated_range(ctx, arena.value_type(output)) else {
        return false;
    };
    if op_named(ctx, arena, op, &["top.Sub"]) {
        return out_min >= 0.0 && set_range(ctx, arena, output, out_max * -0.1, out_max);
    }
    if !op_named(ctx, arena, op, &["top.Mul"]) || arena.num_operands(op) != 2 {
        return false;
    }
    let mut in_signed = [true, true];
    for (i, v) in arena.operands(op).enumerate() {
        if is_weight(ctx, arena, v) {
            // TPU-MLIR looks at one-element weights only; rods keeps such muls in F32.
            return false;
        }
        match calibrated_range(ctx, arena.value_type(v)) {
            Some((min, _)) => in_signed[i] = min < 0.0,
            None => return false,
        }
    }
    let out_signed = out_min < 0.0;
    if in_signed[0] == out_signed {
        false
    } else if in_signed[1] == out_signed {
        let (a, b) = (arena.operand(op, 0), arena.operand(op, 1));
        arena.set_operand(ir::body::Use { op, operand: 0 }, b);
        arena.set_operand(ir::body::Use { op, operand: 1 }, a);
        true
    } else if in_signed[0] {
        set_range(ctx, arena, output, f64::from((-out_max * 0.1) as f32), out_max)
    } else {
        false
    }
}

/// `BackwardMutiInSingleOut<top::ConcatOp>`: when every input of the concatenation `op`
/// is used only by it (or by max poolings too) and all inputs have one sign, inputs of
/// one range give it to the
/// output; otherwise every input takes the output's range (and a reshape or permute
/// making an input takes it on its own input).
pub(super) fn concat_inputs_range(ctx: &Context, arena: &mut IrArena, op: OpId) -> bool {
    if !op_named(ctx, arena, op, &["top.Concat"]) || arena.num_results(op) != 1 || arena.num_operands(op) == 0 {
        return false;
    }
    let inputs: Vec<Value> = arena.operands(op).collect();
    for &v in &inputs {
        if calibrated_range(ctx, arena.value_type(v)).is_none() {
            return false;
        }
        let other_user = arena
            .uses(v)
            .any(|u| u.op != op && !op_named(ctx, arena, u.op, &["top.MaxPool"]));
        if arena.uses(v).count() > 1 && other_user {
            return false;
        }
    }
    let signed = |v: Value| calibrated_range(ctx, arena.value_type(v)).is_some_and(|(min, _)| min < 0.0);
    if inputs.iter().any(|&v| signed(v) != signed(inputs[0])) {
        return false;
    }
    let output = arena.result(op, 0);
    let out_ty = arena.value_type(output);
    let Some(out_range) = calibrated_range(ctx, out_ty) else {
        return false;
    };
    let first_ty = arena.value_type(inputs[0]);
    let first = calibrated_range(ctx, first_ty);
    if inputs
        .iter()
        .all(|&v| calibrated_range(ctx, arena.value_type(v)) == first)
    {
        if first == Some(out_range) {
            return false;
        }
        set_value_type(arena, output, type_like(ctx, first_ty, out_ty));
        return true;
    }
    for v in inputs {
        let ty = type_like(ctx, out_ty, arena.value_type(v));
        set_value_type(arena, v, ty);
        backward_to_shape_def(ctx, arena, v);
    }
    true
}

/// Lowers the sigmoid `op` to INT8 as TPU-MLIR does (`create_lookup_table`): a
/// `tpu.Lut` of the 8-bit input and the `u8` weight `<out>_table` of shape `1x1x1x256`,
/// whose entry `i` (the input's bit pattern: `i` for `i < 128`, `i - 256` above, or `i`
/// for an unsigned input) is `to_uint8(sigmoid(q · scale_in) / scale_out)` (or
/// `to_int8` for a signed output). A sigmoid with another `scale`, `bias` or `log` keeps
/// the F32 lowering (not seen from TPU-MLIR's INT8 lowering).
pub(super) fn lower_sigmoid(ctx: &Context, arena: &mut IrArena, op: OpId) -> Result<Option<Int8Lowering>, Diagnostic> {
    let Some(sigmoid) = top::SigmoidOp::cast(ctx, arena, op) else {
        return Ok(None);
    };
    let plain = sigmoid.scale(ctx, arena).unwrap_or(1.0) == 1.0
        && sigmoid.bias(ctx, arena).unwrap_or(0.0) == 0.0
        && !sigmoid.log(ctx, arena).unwrap_or(false);
    if !plain || !activations_only(ctx, arena, op, false) || arena.num_operands(op) != 1 {
        return Ok(None);
    }
    let input = arena.operand(op, 0);
    let missing = || {
        err(
            arena,
            op,
            "INT8 lowering needs a calibrated input and output (run import-calibration-table first)",
        )
    };
    let q_in = quantize::quant_params(ctx, arena.value_type(input)).ok_or_else(missing)?;
    let q_out = quantize::quant_params(ctx, arena.value_type(arena.result(op, 0))).ok_or_else(missing)?;
    let table = lookup_table(q_in, q_out, |x| 1.0 / (1.0 + (-x).exp()));
    let name = crate::common::loc_name(ctx, arena.op_loc(op))
        .ok_or_else(|| err(arena, op, "a sigmoid without a location name"))?;
    let (element, elem) = if q_out.signed {
        (ctx.integer_type(8, ir::types::Signedness::Signed), ElemType::I8)
    } else {
        (ctx.integer_type(8, ir::types::Signedness::Unsigned), ElemType::U8)
    };
    let data = WeightArray {
        shape: vec![256],
        elem,
        bytes: table,
    };
    let ty = tensor_type(ctx, &[1, 1, 1, 256], element);
    let table = new_weight(ctx, arena, op, &format!("{name}_table"), ty, data)?;
    Ok(Some(Int8Lowering {
        operands: vec![input, table],
        extra: Vec::new(),
        result_type: result_type(ctx, arena, op)?,
    }))
}

/// TPU-MLIR's `create_lookup_table` (symmetric): for each 8-bit pattern `i`, `f` of the
/// value it stands for in the input's scale, requantized to the output's scale.
fn lookup_table(q_in: quantize::QuantParams, q_out: quantize::QuantParams, f: impl Fn(f64) -> f64) -> Vec<u8> {
    (0..256u32)
        .map(|i| {
            let q = if q_in.signed {
                f64::from(i as u8 as i8)
            } else {
                f64::from(i)
            };
            let y = f(q * q_in.scale) / q_out.scale;
            if q_out.signed {
                quantize::to_int8(y) as u8
            } else {
                quantize::to_uint8(y)
            }
        })
        .collect()
}
