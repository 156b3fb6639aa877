//! The elementwise TOSA ops to `linalg.generic` (upstream
//! `PointwiseConverter`, `elementwiseMatchAndRewriteHelper`): one loop per
//! result dimension, all parallel, into a `tensor.empty` of the target
//! shape; an input dimension of size 1 where the result's is not is
//! broadcast (its map reads index 0); dynamic dimensions are sized and
//! broadcast by [`super::broadcast`]. The body is [`super::body`].

use super::broadcast::{broadcast_inputs, target_shape, IndexPool};
use crate::common::mixed::dispatch;
use crate::tensor::ops as tensor;
use crate::tensor::{ranked_tensor, tensor_of};
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::ops as tosa;
use ir::affine::{AffineExpr, AffineMap};
use ir::{OpId, Value};

/// The ops this lowering handles.
pub(super) const OPS: [&str; 38] = [
    "tosa.add",
    "tosa.sub",
    "tosa.mul",
    "tosa.clamp",
    "tosa.sigmoid",
    "tosa.abs",
    "tosa.intdiv",
    "tosa.reciprocal",
    "tosa.negate",
    "tosa.bitwise_and",
    "tosa.bitwise_or",
    "tosa.bitwise_xor",
    "tosa.bitwise_not",
    "tosa.logical_left_shift",
    "tosa.logical_right_shift",
    "tosa.arithmetic_right_shift",
    "tosa.clz",
    "tosa.logical_and",
    "tosa.logical_or",
    "tosa.logical_xor",
    "tosa.logical_not",
    "tosa.pow",
    "tosa.rsqrt",
    "tosa.log",
    "tosa.exp",
    "tosa.sin",
    "tosa.cos",
    "tosa.tanh",
    "tosa.erf",
    "tosa.ceil",
    "tosa.floor",
    "tosa.greater",
    "tosa.greater_equal",
    "tosa.equal",
    "tosa.select",
    "tosa.maximum",
    "tosa.minimum",
    "tosa.cast",
];

/// The pattern.
pub(super) fn convert(op: OpId, operands: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_elementwise(op, operands, rw).is_some()
}

/// `getBroadcastableOperands`: a constant `tosa.mul` shift and constant
/// `tosa.negate` zero points are not loop inputs.
fn broadcastable(rw: &Rw<'_>, op: OpId, operands: &[Value]) -> Vec<Value> {
    if tosa::MulOp::cast(rw.ctx, rw.arena, op).is_some() && super::body::mul_shift(rw, op).is_some() {
        return operands.iter().take(2).copied().collect();
    }
    if tosa::NegateOp::cast(rw.ctx, rw.arena, op).is_some() {
        let (input_zp, output_zp) = super::body::negate_zero_points(rw, op);
        if input_zp.is_some() || output_zp.is_some() {
            return operands.iter().take(1).copied().collect();
        }
    }
    operands.to_vec()
}

fn convert_elementwise(op: OpId, operands: &[Value], rw: &mut Rw<'_>) -> Option<()> {
    let result = rw.arena.result_types(op).next()?;
    let (result_shape, result_element, _) = ranked_tensor(rw.ctx, result)?;
    let loc = rw.arena.op_loc(op);
    let inputs = broadcastable(rw, op, operands);
    let mut pool = IndexPool::default();
    let (target, masters) = target_shape(rw, loc, &mut pool, &inputs)?;
    let inputs = broadcast_inputs(rw, loc, &mut pool, &inputs, &target, &masters)?;
    let (shape, dynamic) = dispatch(&target);
    let empty_ty = tensor_of(rw.ctx, shape, result_element, None);
    let empty = emit::empty(rw, loc, empty_ty, &dynamic)?;
    let maps = indexing_maps(rw, &inputs, &result_shape)?;
    let n = inputs.len();
    let value = emit::generic(rw, loc, empty_ty, &inputs, empty, maps, |rw, args| {
        super::body::build(rw, op, &args[..n.min(args.len())], result_element)
    })?;
    let value = if empty_ty == result {
        value
    } else {
        *rw.create_or_fold(loc, |b| Ok(tensor::CastOp::build(b, result, value)?.op()))
            .ok()?
            .first()?
    };
    rw.replace_op(op, &[value]);
    Some(())
}

/// One map per input (unit dimensions broadcast where the result's is not
/// 1) and the identity for the output.
fn indexing_maps(rw: &Rw<'_>, inputs: &[Value], result_shape: &[i64]) -> Option<Vec<AffineMap>> {
    let rank = u32::try_from(result_shape.len()).ok()?;
    let mut maps = Vec::with_capacity(inputs.len() + 1);
    for &v in inputs {
        let (in_shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(v))?;
        let exprs = in_shape
            .iter()
            .zip(result_shape)
            .zip(0..rank)
            .map(|((&d, &r), i)| {
                if d == 1 && r != 1 {
                    AffineExpr::constant(0)
                } else {
                    AffineExpr::dim(i)
                }
            })
            .collect();
        maps.push(AffineMap::new(rank, 0, exprs));
    }
    maps.push(emit::identity(result_shape.len())?);
    Some(maps)
}
