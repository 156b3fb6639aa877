//! TOSA's data movement: `const_shape`, `reshape`, `transpose`, `concat`,
//! `slice`, `pad` and `tile`.

use std::rc::Rc;

use ir::{Context, OpId};

use super::super::ops;
use super::{int_attr, ints_attr};
use crate::run::consts::dense_tensor;
use crate::run::value::{for_each_index, linear_index, RtValue, Scalar, Tensor};
use crate::run::{Flow, Machine, RunResult, RunTable};

fn const_shape(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let t = ops::ConstShapeOp(op)
        .values_attr(m.ctx, m.arena)
        .and_then(|a| dense_tensor(m.ctx, a))
        .ok_or_else(|| m.op_error(op, "has values rods-run cannot read"))?;
    let values: Vec<i64> = t.data.iter().map(|s| s.signed().unwrap_or(0) as i64).collect();
    m.set_result(op, 0, RtValue::Shape(Rc::from(values)))?;
    Ok(Flow::Next)
}

fn reshape(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let r = ops::ReshapeOp(op);
    let t = m.tensor(op, r.input1(m.ctx, m.arena))?;
    let ty = m.result_type(op, 0)?;
    let shape = m.static_shape(op, ty)?;
    crate::tensor::run::reshape_to(m, op, &t, shape)
}

fn transpose(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let t = m.tensor(op, ops::TransposeOp(op).input1(m.ctx, m.arena))?;
    let perms = ints_attr(m, op, "perms")?;
    let rank = t.shape.len();
    let perms: Vec<usize> = perms
        .iter()
        .filter_map(|&p| usize::try_from(p).ok())
        .filter(|&p| p < rank)
        .collect();
    if perms.len() != rank {
        return Err(m.op_error(op, "has a malformed permutation"));
    }
    let shape: Vec<i64> = perms.iter().map(|&p| t.shape[p]).collect();
    let mut data = Vec::with_capacity(t.data.len());
    let mut src = vec![0i64; rank];
    for_each_index(&shape, |idx| {
        for (i, &p) in perms.iter().enumerate() {
            src[p] = idx[i];
        }
        let pos = linear_index(&t.shape, &src).ok_or_else(|| m.op_error(op, "has a malformed permutation"))?;
        data.push(t.data[pos]);
        Ok(())
    })?;
    m.set_tensor(op, Tensor::new(shape, t.elem, data))
}

fn concat(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let parts = ops::ConcatOp(op)
        .input1(m.ctx, m.arena)
        .iter()
        .map(|&v| m.tensor(op, v))
        .collect::<RunResult<Vec<_>>>()?;
    let axis = usize::try_from(int_attr(m, op, "axis")?).map_err(|_| m.op_error(op, "has a negative axis"))?;
    let t = crate::tensor::run::concat(m, op, &parts, axis)?;
    m.set_tensor(op, t)
}

fn slice(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let s = ops::SliceOp(op);
    let t = m.tensor(op, s.input1(m.ctx, m.arena))?;
    let start = m.shape_value(op, s.start(m.ctx, m.arena))?;
    let size = m.shape_value(op, s.size(m.ctx, m.arena))?;
    let rank = t.shape.len();
    if start.len() != rank || size.len() != rank {
        return Err(m.op_error(op, "has start or size of the wrong rank"));
    }
    let shape: Vec<i64> = (0..rank)
        .map(|d| if size[d] == -1 { t.shape[d] - start[d] } else { size[d] })
        .collect();
    let mut data = Vec::new();
    for_each_index(&shape, |idx| {
        let src: Vec<i64> = (0..rank).map(|d| start[d] + idx[d]).collect();
        let pos = linear_index(&t.shape, &src).ok_or_else(|| {
            m.op_error(
                op,
                format!("out-of-bounds slice: index {src:?} in a tensor of shape {:?}", t.shape),
            )
        })?;
        data.push(t.data[pos]);
        Ok(())
    })?;
    m.set_tensor(op, Tensor::new(shape, t.elem, data))
}

fn pad(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let p = ops::PadOp(op);
    let t = m.tensor(op, p.input1(m.ctx, m.arena))?;
    let padding = m.shape_value(op, p.padding(m.ctx, m.arena))?;
    let value = m
        .tensor(op, p.pad_const(m.ctx, m.arena))?
        .data
        .first()
        .copied()
        .ok_or_else(|| m.op_error(op, "has an empty pad_const"))?;
    let rank = t.shape.len();
    if padding.len() != 2 * rank {
        return Err(m.op_error(op, "has padding of the wrong size"));
    }
    let shape: Vec<i64> = (0..rank)
        .map(|d| t.shape[d] + padding[2 * d] + padding[2 * d + 1])
        .collect();
    let padded = Tensor::build(shape, t.elem, |idx| -> RunResult<Scalar> {
        let src: Vec<i64> = (0..rank).map(|d| idx[d] - padding[2 * d]).collect();
        Ok(linear_index(&t.shape, &src).map(|p| t.data[p]).unwrap_or(value))
    })?;
    m.set_tensor(op, padded)
}

fn tile(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let o = ops::TileOp(op);
    let t = m.tensor(op, o.input1(m.ctx, m.arena))?;
    let multiples = m.shape_value(op, o.multiples(m.ctx, m.arena))?;
    let rank = t.shape.len();
    if multiples.len() != rank {
        return Err(m.op_error(op, "has multiples of the wrong rank"));
    }
    let shape: Vec<i64> = (0..rank).map(|d| t.shape[d] * multiples[d]).collect();
    let mut data: Vec<Scalar> = Vec::new();
    for_each_index(&shape, |idx| -> RunResult<()> {
        let src: Vec<i64> = (0..rank).map(|d| idx[d] % t.shape[d].max(1)).collect();
        data.push(
            linear_index(&t.shape, &src)
                .map(|p| t.data[p])
                .unwrap_or(Scalar::index(0)),
        );
        Ok(())
    })?;
    m.set_tensor(op, Tensor::new(shape, t.elem, data))
}

/// Registers the data-movement tosa runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::ConstShapeOp::NAME, const_shape);
    t.add(ctx, ops::ReshapeOp::NAME, reshape);
    t.add(ctx, ops::TransposeOp::NAME, transpose);
    t.add(ctx, ops::ConcatOp::NAME, concat);
    t.add(ctx, ops::SliceOp::NAME, slice);
    t.add(ctx, ops::PadOp::NAME, pad);
    t.add(ctx, ops::TileOp::NAME, tile);
}
