//! What the tensor ops do when `rods-run` runs them: tensors are immutable
//! row-major values, so every op builds a new one: `empty` (zeros),
//! `extract`/`insert`, slices, reshapes, `pad` (its body per padded
//! element), `concat`, `splat`, `from_elements`, `generate`, `dim`, `rank`,
//! `cast` and `bitcast`.

use std::rc::Rc;

use ir::{Context, OpId, Type};

use super::ops;
use crate::run::machine::exit_with_operands;
use crate::run::value::{for_each_index, linear_index, num_elements, RtValue, Scalar, Tensor};
use crate::run::{Flow, Machine, RunResult, RunTable};

fn index_text(index: &[i64]) -> String {
    format!("{index:?}")
}

/// The element at `index`, or an out-of-bounds error at `op`.
pub fn element(m: &Machine<'_>, op: OpId, t: &Tensor, index: &[i64]) -> RunResult<Scalar> {
    linear_index(&t.shape, index).map(|p| t.data[p]).ok_or_else(|| {
        m.op_error(
            op,
            format!(
                "out-of-bounds access: index {} in a tensor of shape {:?}",
                index_text(index),
                t.shape
            ),
        )
    })
}

/// A tensor of `shape` and element type `elem` filled with `value`.
pub fn filled(m: &Machine<'_>, op: OpId, shape: Vec<i64>, elem: Type, value: Scalar) -> RunResult<Tensor> {
    let n = num_elements(&shape).ok_or_else(|| {
        m.op_error(
            op,
            format!("makes a tensor of shape {shape:?}, more than 2^28 elements"),
        )
    })?;
    Ok(Tensor {
        shape,
        elem,
        data: vec![value; n],
    })
}

fn empty(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let ty = m.result_type(op, 0)?;
    let shape = m.shape_with(op, ty, &ops::EmptyOp(op).dynamic_sizes(m.ctx, m.arena))?;
    let elem = m.element_type(op, ty)?;
    let zero = m.zero(op, elem)?;
    let t = filled(m, op, shape, elem, zero)?;
    m.set_tensor(op, t)
}

fn extract(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let e = ops::ExtractOp(op);
    let t = m.tensor(op, e.tensor(m.ctx, m.arena))?;
    let index = m.indices(op, &e.indices(m.ctx, m.arena))?;
    let v = element(m, op, &t, &index)?;
    m.set_result(op, 0, RtValue::Scalar(v))?;
    Ok(Flow::Next)
}

fn insert(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let i = ops::InsertOp(op);
    let v = m.scalar(op, i.scalar(m.ctx, m.arena))?;
    let mut t = (*m.tensor(op, i.dest(m.ctx, m.arena))?).clone();
    let index = m.indices(op, &i.indices(m.ctx, m.arena))?;
    element(m, op, &t, &index)?;
    if let Some(p) = linear_index(&t.shape, &index) {
        t.data[p] = v;
    }
    m.set_tensor(op, t)
}

/// The source positions of a strided slice, row-major over `sizes`.
fn slice_positions(
    m: &Machine<'_>,
    op: OpId,
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> RunResult<Vec<usize>> {
    let rank = shape.len();
    if offsets.len() != rank || sizes.len() != rank || strides.len() != rank {
        return Err(m.op_error(op, "has offsets, sizes or strides of the wrong rank"));
    }
    let mut out = Vec::new();
    for_each_index(sizes, |idx| {
        let src: Vec<i64> = (0..rank).map(|d| offsets[d] + idx[d] * strides[d]).collect();
        let p = linear_index(shape, &src).ok_or_else(|| {
            m.op_error(
                op,
                format!(
                    "out-of-bounds slice: index {} in a tensor of shape {shape:?}",
                    index_text(&src)
                ),
            )
        })?;
        out.push(p);
        Ok(())
    })?;
    Ok(out)
}

fn extract_slice(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let s = ops::ExtractSliceOp(op);
    let t = m.tensor(op, s.source(m.ctx, m.arena))?;
    let (offsets, sizes, strides) = m.slice_params(op)?;
    let positions = slice_positions(m, op, &t.shape, &offsets, &sizes, &strides)?;
    let ty = m.result_type(op, 0)?;
    let shape = m.static_shape(op, ty)?;
    let data = positions.into_iter().map(|p| t.data[p]).collect();
    m.set_tensor(op, Tensor::new(shape, t.elem, data))
}

fn insert_slice(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let s = ops::InsertSliceOp(op);
    let src = m.tensor(op, s.source(m.ctx, m.arena))?;
    let mut dest = (*m.tensor(op, s.dest(m.ctx, m.arena))?).clone();
    let (offsets, sizes, strides) = m.slice_params(op)?;
    let positions = slice_positions(m, op, &dest.shape, &offsets, &sizes, &strides)?;
    if positions.len() != src.data.len() {
        return Err(m.op_error(op, "inserts a source whose size differs from the slice's"));
    }
    for (p, &v) in positions.into_iter().zip(&src.data) {
        dest.data[p] = v;
    }
    m.set_tensor(op, dest)
}

/// Binds `t`'s elements in the new `shape` as result 0 of `op` (shared by
/// every reshape, tosa's too).
pub fn reshape_to(m: &mut Machine<'_>, op: OpId, t: &Tensor, shape: Vec<i64>) -> RunResult<Flow> {
    if num_elements(&shape) != Some(t.data.len()) {
        return Err(m.op_error(op, format!("cannot reshape {:?} into {shape:?}", t.shape)));
    }
    m.set_tensor(op, Tensor::new(shape, t.elem, t.data.clone()))
}

/// Same elements, new shape (the result type's, dynamic sizes from `dynamic`).
fn reshaped(m: &mut Machine<'_>, op: OpId, source: ir::Value, dynamic: &[ir::Value]) -> RunResult<Flow> {
    let t = m.tensor(op, source)?;
    let ty = m.result_type(op, 0)?;
    let shape = m.shape_with(op, ty, dynamic)?;
    reshape_to(m, op, &t, shape)
}

fn reshape(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let r = ops::ReshapeOp(op);
    let t = m.tensor(op, r.source(m.ctx, m.arena))?;
    let shape = m.shape_value(op, r.shape(m.ctx, m.arena))?.to_vec();
    reshape_to(m, op, &t, shape)
}

fn pad(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let p = ops::PadOp(op);
    let t = m.tensor(op, p.source(m.ctx, m.arena))?;
    let low = m.mixed(op, p.static_low_attr(m.ctx, m.arena), &p.low(m.ctx, m.arena))?;
    let high = m.mixed(op, p.static_high_attr(m.ctx, m.arena), &p.high(m.ctx, m.arena))?;
    let rank = t.shape.len();
    if low.len() != rank || high.len() != rank {
        return Err(m.op_error(op, "has padding of the wrong rank"));
    }
    let shape: Vec<i64> = (0..rank).map(|d| t.shape[d] + low[d] + high[d]).collect();
    let body = p.region(m.arena);
    let padded = Tensor::build(shape, t.elem, |idx| {
        let src: Vec<i64> = (0..rank).map(|d| idx[d] - low[d]).collect();
        match linear_index(&t.shape, &src) {
            Some(pos) => Ok(t.data[pos]),
            None => body_at(m, op, body, idx),
        }
    })?;
    m.set_tensor(op, padded)
}

/// The scalar the body yields for the index `idx` (`pad`, `generate`).
fn body_at(m: &mut Machine<'_>, op: OpId, body: ir::RegionId, idx: &[i64]) -> RunResult<Scalar> {
    let args = idx.iter().map(|&i| RtValue::Scalar(Scalar::index(i))).collect();
    match m.run_body(op, body, args)?.first() {
        Some(RtValue::Scalar(s)) => Ok(*s),
        _ => Err(m.op_error(op, "body does not yield a scalar")),
    }
}

/// Concatenates `parts` along `dim` (shared by `tensor.concat` and
/// `tosa.concat`).
pub fn concat(m: &Machine<'_>, op: OpId, parts: &[Rc<Tensor>], dim: usize) -> RunResult<Tensor> {
    let first = parts.first().ok_or_else(|| m.op_error(op, "has no inputs"))?;
    let rank = first.shape.len();
    if dim >= rank || parts.iter().any(|p| p.shape.len() != rank) {
        return Err(m.op_error(op, "has inputs of different ranks or a dimension out of range"));
    }
    let mut shape = first.shape.clone();
    shape[dim] = parts.iter().map(|p| p.shape[dim]).sum();
    for p in parts {
        if (0..rank).any(|d| d != dim && p.shape[d] != shape[d]) {
            return Err(m.op_error(op, "has inputs whose other dimensions differ"));
        }
    }
    let outer: i64 = shape[..dim].iter().product();
    let mut data = Vec::new();
    for o in 0..outer.max(0) as usize {
        for p in parts {
            let chunk: usize = p.shape[dim..].iter().product::<i64>().max(0) as usize;
            data.extend_from_slice(&p.data[o * chunk..(o + 1) * chunk]);
        }
    }
    Ok(Tensor {
        shape,
        elem: first.elem,
        data,
    })
}

fn concat_op(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let c = ops::ConcatOp(op);
    let parts = c
        .inputs(m.ctx, m.arena)
        .iter()
        .map(|&v| m.tensor(op, v))
        .collect::<RunResult<Vec<_>>>()?;
    let dim = c
        .dim_attr(m.ctx, m.arena)
        .and_then(|a| ir::ods::values::as_int(m.ctx, a))
        .and_then(|d| usize::try_from(d).ok())
        .ok_or_else(|| m.op_error(op, "has no dimension"))?;
    let t = concat(m, op, &parts, dim)?;
    m.set_tensor(op, t)
}

fn splat(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let s = ops::SplatOp(op);
    let v = m.scalar(op, s.input(m.ctx, m.arena))?;
    let ty = m.result_type(op, 0)?;
    let shape = m.shape_with(op, ty, &s.dynamic_sizes(m.ctx, m.arena))?;
    let elem = m.element_type(op, ty)?;
    let t = filled(m, op, shape, elem, v)?;
    m.set_tensor(op, t)
}

fn from_elements(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let f = ops::FromElementsOp(op);
    let data = f
        .elements(m.ctx, m.arena)
        .iter()
        .map(|&v| m.scalar(op, v))
        .collect::<RunResult<Vec<_>>>()?;
    let ty = m.result_type(op, 0)?;
    let shape = m.static_shape(op, ty)?;
    let elem = m.element_type(op, ty)?;
    if num_elements(&shape) != Some(data.len()) {
        return Err(m.op_error(op, "has a different number of elements than its type"));
    }
    m.set_tensor(op, Tensor::new(shape, elem, data))
}

fn generate(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let g = ops::GenerateOp(op);
    let ty = m.result_type(op, 0)?;
    let shape = m.shape_with(op, ty, &g.dynamic_extents(m.ctx, m.arena))?;
    let elem = m.element_type(op, ty)?;
    let body = g.body(m.arena);
    let generated = Tensor::build(shape, elem, |idx| body_at(m, op, body, idx))?;
    m.set_tensor(op, generated)
}

fn dim(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let d = ops::DimOp(op);
    let t = m.tensor(op, d.source(m.ctx, m.arena))?;
    let i = m.index(op, d.index(m.ctx, m.arena))?;
    dim_result(m, op, &t.shape, i, "tensor")
}

/// A `dim` op's result: the size of dimension `i` of `shape` (the shape of a
/// `kind`, as the error for an `i` out of bounds names it) as an index.
pub(crate) fn dim_result(m: &mut Machine<'_>, op: OpId, shape: &[i64], i: i64, kind: &str) -> RunResult<Flow> {
    let size = usize::try_from(i)
        .ok()
        .and_then(|i| shape.get(i))
        .copied()
        .ok_or_else(|| {
            m.op_error(
                op,
                format!("dimension {i} is out of bounds of a rank-{} {kind}", shape.len()),
            )
        })?;
    index_result(m, op, size)
}

/// Sets `op`'s result to index `value` (a `dim`'s or a `rank`'s).
pub(crate) fn index_result(m: &mut Machine<'_>, op: OpId, value: i64) -> RunResult<Flow> {
    m.set_result(op, 0, RtValue::Scalar(Scalar::index(value)))?;
    Ok(Flow::Next)
}

fn rank(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let t = m.tensor(op, ops::RankOp(op).tensor(m.ctx, m.arena))?;
    index_result(m, op, t.shape.len() as i64)
}

fn cast(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let t = m.tensor(op, ops::CastOp(op).source(m.ctx, m.arena))?;
    m.set_result(op, 0, RtValue::Tensor(t))?;
    Ok(Flow::Next)
}

/// Registers the tensor runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::EmptyOp::NAME, empty);
    t.add(ctx, ops::ExtractOp::NAME, extract);
    t.add(ctx, ops::InsertOp::NAME, insert);
    t.add(ctx, ops::ExtractSliceOp::NAME, extract_slice);
    t.add(ctx, ops::InsertSliceOp::NAME, insert_slice);
    t.add(ctx, ops::ExpandShapeOp::NAME, |m, op| {
        let e = ops::ExpandShapeOp(op);
        let (src, dynamic) = (e.src(m.ctx, m.arena), e.output_shape(m.ctx, m.arena));
        reshaped(m, op, src, &dynamic)
    });
    t.add(ctx, ops::CollapseShapeOp::NAME, |m, op| {
        let src = ops::CollapseShapeOp(op).src(m.ctx, m.arena);
        reshaped(m, op, src, &[])
    });
    t.add(ctx, ops::ReshapeOp::NAME, reshape);
    t.add(ctx, ops::PadOp::NAME, pad);
    t.add(ctx, ops::ConcatOp::NAME, concat_op);
    t.add(ctx, ops::SplatOp::NAME, splat);
    t.add(ctx, ops::FromElementsOp::NAME, from_elements);
    t.add(ctx, ops::GenerateOp::NAME, generate);
    t.add(ctx, ops::DimOp::NAME, dim);
    t.add(ctx, ops::RankOp::NAME, rank);
    t.add(ctx, ops::CastOp::NAME, cast);
    t.add(ctx, ops::YieldOp::NAME, exit_with_operands);
}
