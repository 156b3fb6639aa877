//! `tosa.rescale` to a `linalg.generic` whose body subtracts the input
//! zero point, scales with `tosa.apply_scale`, adds the output zero point,
//! saturates to the output's range and truncates (upstream
//! `RescaleConverter`). Multiplier, shift and zero points must be
//! constants; per-channel multipliers and shifts become constant tensors
//! read along the innermost dimension. Unsigned inputs and outputs are not
//! lowered.

use crate::arith::builders::{addi, subi};
use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::tensor::ranked_tensor;
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::ops as tosa;
use crate::tosa::to_tensor::index;
use ir::affine::{AffineExpr, AffineMap};
use ir::types::DYNAMIC;
use ir::{Attr, OpId, Type, Value};

/// The pattern.
pub(super) fn convert(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_rescale(op, rw).is_some()
}

/// The integer values of the constant `v`, one per element.
fn constant_values(rw: &Rw<'_>, v: Value) -> Option<Vec<i64>> {
    let attr = rw.table.constant_of(rw.ctx, rw.arena, v)?;
    let (shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(v))?;
    let count = usize::try_from(shape.iter().product::<i64>()).ok()?;
    let values: Vec<i64> = match c::read(rw.ctx, attr)? {
        c::Cst::Elements(_, elements, splat) => {
            let ints: Vec<i64> = elements
                .iter()
                .map(|s| match *s {
                    c::Scalar::Int { width, bits } => i64::try_from(c::sext(width, bits)).ok(),
                    c::Scalar::Float { .. } => None,
                })
                .collect::<Option<_>>()?;
            if splat {
                vec![*ints.first()?; count]
            } else {
                ints
            }
        }
        c::Cst::Scalar(..) => return None,
    };
    (values.len() == count).then_some(values)
}

/// A flag attribute is `true`.
fn flag(rw: &Rw<'_>, op: OpId, name: &str) -> bool {
    c::prop(rw.ctx, rw.arena, op, name).is_some_and(|a| ir::text::printer::attr_to_string(rw.ctx, a) == "true")
}

/// `setupLinalgGenericOpInputAndIndexingMap` for constant values: one
/// value becomes an `arith.constant` of `ty`; several a constant tensor
/// read along the innermost dimension, added to the inputs.
fn scale_operand(
    rw: &mut Rw<'_>,
    loc: Attr,
    values: &[i64],
    ty: Type,
    rank: u32,
    inputs: &mut Vec<Value>,
    maps: &mut Vec<AffineMap>,
) -> Option<Scale> {
    if let [value] = values {
        return Some(Scale::Constant(emit::int_constant(rw, loc, ty, *value)?));
    }
    let width = c::int_width(rw.ctx, ty)?;
    let body: Vec<String> = values.iter().map(i64::to_string).collect();
    let text = format!("dense<[{}]> : tensor<{}xi{width}>", body.join(", "), values.len());
    let attr = ir::ods::values::attr_from_text(rw.ctx, &text).ok()?;
    let tensor_ty = ir::ods::values::attr_type(rw.ctx, attr)?;
    inputs.push(emit::constant(rw, loc, tensor_ty, attr)?);
    maps.push(AffineMap::new(rank, 0, vec![AffineExpr::dim(rank.checked_sub(1)?)]));
    Some(Scale::Arg(inputs.len() - 1))
}

/// Where the body finds a multiplier or shift.
#[derive(Clone, Copy)]
enum Scale {
    /// A constant built before the generic.
    Constant(Value),
    /// The block argument of this input.
    Arg(usize),
}

impl Scale {
    fn value(self, args: &[Value]) -> Option<Value> {
        match self {
            Scale::Constant(v) => Some(v),
            Scale::Arg(i) => args.get(i).copied(),
        }
    }
}

fn convert_rescale(op: OpId, rw: &mut Rw<'_>) -> Option<()> {
    let rescale = tosa::RescaleOp::cast(rw.ctx, rw.arena, op)?;
    let (ctx, loc) = (rw.ctx, rw.arena.op_loc(op));
    let rounding = ir::text::printer::attr_to_string(ctx, rescale.rounding_mode_attr(ctx, rw.arena)?);
    let double = rounding.contains("DOUBLE_ROUND");
    if rounding.contains("INEXACT_ROUND") || (double && !flag(rw, op, "scale32")) {
        return None;
    }
    if flag(rw, op, "input_unsigned") || flag(rw, op, "output_unsigned") {
        return None;
    }
    let input = rescale.input(ctx, rw.arena);
    let output_ty = rw.arena.value_type(rescale.output(ctx, rw.arena));
    let (in_shape, in_element, _) = ranked_tensor(ctx, rw.arena.value_type(input))?;
    let (out_shape, out_element, _) = ranked_tensor(ctx, output_ty)?;
    let in_width = c::int_width(ctx, in_element)?;
    c::int_width(ctx, out_element)?;
    let mut multipliers = constant_values(rw, rescale.multiplier(ctx, rw.arena))?;
    let mut shifts = constant_values(rw, rescale.shift(ctx, rw.arena))?;
    let input_zp = emit::zero_point(rw, rescale.input_zp(ctx, rw.arena))?;
    let output_zp = emit::zero_point(rw, rescale.output_zp(ctx, rw.arena))?;
    if shifts.len() != multipliers.len() {
        return None;
    }
    let mut dynamic = Vec::new();
    for (i, &d) in out_shape.iter().enumerate() {
        if d == DYNAMIC {
            dynamic.push(index::dim_at(rw, loc, input, i)?);
        }
    }
    for (shift, multiplier) in shifts.iter_mut().zip(multipliers.iter_mut()) {
        if *shift > 63 {
            *shift = 0;
            *multiplier = 0;
        }
    }
    let double = double && shifts.iter().any(|&s| s > 31);
    let rank = u32::try_from(in_shape.len()).ok()?;
    let mut inputs = vec![input];
    let mut maps = vec![AffineMap::identity(rank)];
    let (i32_ty, i8_ty) = (rw.ctx.int_type(32), rw.ctx.int_type(8));
    let multiplier = scale_operand(rw, loc, &multipliers, i32_ty, rank, &mut inputs, &mut maps)?;
    let shift = scale_operand(rw, loc, &shifts, i8_ty, rank, &mut inputs, &mut maps)?;
    maps.push(AffineMap::identity(rank));
    let empty = emit::empty(rw, loc, output_ty, &dynamic)?;
    let mode = if double { "DOUBLE_ROUND" } else { "SINGLE_ROUND" };
    let mode = ir::ods::values::attr_from_text(rw.ctx, &format!("#tosa.rounding_mode<{mode}>")).ok()?;
    let value = emit::generic(rw, loc, output_ty, &inputs, empty, maps, |rw, args| {
        let mut value = *args.first()?;
        let zp_ty = rw.ctx.int_type(in_width.max(32));
        let input_zp = emit::int_constant(rw, loc, zp_ty, input_zp)?;
        let output_zp = emit::int_constant(rw, loc, i32_ty, output_zp)?;
        let (multiplier, shift) = (multiplier.value(args)?, shift.value(args)?);
        if in_width < 32 {
            value = emit::create(rw, loc, |b| Ok(arith::ExtSIOp::build(b, i32_ty, value)?.op()))?;
        }
        let value_ty = rw.arena.value_type(value);
        value = emit::binary(rw, loc, value_ty, value, input_zp, subi)?;
        value = emit::create(rw, loc, |b| {
            Ok(tosa::ApplyScaleOp::build(b, i32_ty, value, multiplier, shift, mode)?.op())
        })?;
        value = emit::binary(rw, loc, i32_ty, value, output_zp, addi)?;
        emit::saturate_i32(rw, loc, value, out_element)
    })?;
    rw.replace_op(op, &[value]);
    Some(())
}
