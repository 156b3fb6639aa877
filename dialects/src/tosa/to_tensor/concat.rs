//! `tosa.concat` -> `tensor.empty` + `tensor.insert_slice` per input
//! (upstream `ConcatConverter`): the offsets along the axis are the running
//! sums of the inputs' sizes (folded to constants where static), the empty
//! tensor's dynamic sizes taken from the first input and the sum. (A
//! single input is lowered too: its `tensor.insert_slice` folds away.)

use super::index::{self, as_bound, mixed_sizes, value_of};
use crate::common::mixed::{dispatch, i64_array, Bound};
use crate::tensor::ops as tensor;
use crate::tensor::ranked_tensor;
use crate::tosa::ops as tosa;
use ir::conversion::ConversionPatternRewriter;
use ir::types::DYNAMIC;
use ir::{Attr, OpId, Type, Value};

/// The pattern.
pub(super) fn convert(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(concat) = tosa::ConcatOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let result_ty = rw.arena.value_type(concat.output(rw.ctx, rw.arena));
    let axis = crate::common::consts::int_attr_value(rw.ctx, concat.axis_attr(rw.ctx, rw.arena));
    match axis.and_then(|a| lower(rw, loc, operands, a, result_ty)) {
        Some(result) => {
            rw.replace_op(op, &[result]);
            true
        }
        None => false,
    }
}

fn lower(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    inputs: &[Value],
    axis: i64,
    result_ty: Type,
) -> Option<Value> {
    let (result_shape, _, _) = ranked_tensor(rw.ctx, result_ty)?;
    let rank = result_shape.len();
    let axis_index = usize::try_from(axis).ok().filter(|&a| a < rank)?;
    let axis_value = index::constant(rw, loc, axis)?;
    let (&first, rest) = inputs.split_first()?;
    let mut sizes = mixed_sizes(rw, loc, first)?;
    let mut axis_offsets = vec![Bound::Static(0), *sizes.get(axis_index)?];
    for &arg in rest {
        let size = index::dim(rw, loc, arg, axis_value)?;
        let current = value_of(rw, loc, *axis_offsets.last()?)?;
        let total = index::binary(rw, loc, current, size, crate::arith::builders::addi)?;
        axis_offsets.push(as_bound(rw, total));
    }
    sizes[axis_index] = *axis_offsets.last()?;
    let mut dynamic_dims = Vec::new();
    for (i, &d) in result_shape.iter().enumerate() {
        if d == DYNAMIC {
            dynamic_dims.push(value_of(rw, loc, *sizes.get(i)?)?);
        }
    }
    let empty = rw
        .build(loc, |b| Ok(tensor::EmptyOp::build(b, result_ty, &dynamic_dims)?.op()))
        .ok()?;
    let mut result = rw.arena.result(empty, 0);
    for (&arg, &offset) in inputs.iter().zip(&axis_offsets) {
        let arg_sizes = mixed_sizes(rw, loc, arg)?;
        let mut offsets = vec![Bound::Static(0); rank];
        offsets[axis_index] = offset;
        result = insert_slice(rw, loc, arg, result, &offsets, &arg_sizes)?;
    }
    Some(result)
}

/// `createOrFold<tensor::InsertSliceOp>` with unit strides.
fn insert_slice(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    source: Value,
    dest: Value,
    offsets: &[Bound],
    sizes: &[Bound],
) -> Option<Value> {
    let (so, dyn_o) = dispatch(offsets);
    let (ss, dyn_s) = dispatch(sizes);
    let strides = vec![1; offsets.len()];
    let (so, ss, st) = (
        i64_array(rw.ctx, &so)?,
        i64_array(rw.ctx, &ss)?,
        i64_array(rw.ctx, &strides)?,
    );
    let ty = rw.arena.value_type(dest);
    let values = rw
        .create_or_fold(loc, |b| {
            Ok(tensor::InsertSliceOp::build(b, ty, source, dest, &dyn_o, &dyn_s, &[], so, ss, st)?.op())
        })
        .ok()?;
    values.first().copied()
}
