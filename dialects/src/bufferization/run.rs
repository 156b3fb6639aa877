//! What the bufferization ops do when `rods-run` runs them: `to_tensor`
//! reads a buffer into a tensor value, `to_buffer` gives a tensor a fresh
//! buffer, `alloc_tensor` makes a zeroed (or copied) tensor, `clone` copies a
//! buffer, and `materialize_in_destination` writes a tensor into its
//! destination (a tensor result, or a buffer in place).

use std::rc::Rc;

use ir::{Context, OpId};

use super::ops;
use crate::run::value::{row_major_strides, MemRefView, RtValue, Tensor};
use crate::run::{Flow, Machine, RunResult, RunTable};

fn to_tensor(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let view = m.memref(op, ops::ToTensorOp(op).buffer(m.ctx, m.arena))?;
    let t = m.read_tensor(op, &view)?;
    m.set_tensor(op, t)
}

/// A fresh buffer holding `t`.
fn buffer_of(m: &mut Machine<'_>, t: &Tensor) -> MemRefView {
    let buffer = m.heap.alloc(t.data.clone());
    MemRefView {
        buffer,
        offset: 0,
        sizes: t.shape.clone(),
        strides: row_major_strides(&t.shape),
        elem: t.elem,
    }
}

fn to_buffer(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let t = m.tensor(op, ops::ToBufferOp(op).tensor(m.ctx, m.arena))?;
    let view = buffer_of(m, &t);
    m.set_result(op, 0, RtValue::MemRef(view))?;
    Ok(Flow::Next)
}

fn clone(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let view = m.memref(op, ops::CloneOp(op).input(m.ctx, m.arena))?;
    let t = m.read_tensor(op, &view)?;
    let copy = buffer_of(m, &t);
    m.set_result(op, 0, RtValue::MemRef(copy))?;
    Ok(Flow::Next)
}

fn alloc_tensor(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let a = ops::AllocTensorOp(op);
    let t = match a.copy(m.ctx, m.arena) {
        Some(src) => m.tensor(op, src)?,
        None => {
            let ty = m.result_type(op, 0)?;
            let shape = m.shape_with(op, ty, &a.dynamic_sizes(m.ctx, m.arena))?;
            let elem = m.element_type(op, ty)?;
            let zero = m.zero(op, elem)?;
            Rc::new(crate::tensor::run::filled(m, op, shape, elem, zero)?)
        }
    };
    m.set_result(op, 0, RtValue::Tensor(t))?;
    Ok(Flow::Next)
}

fn materialize(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let source = m.operand(op, 0)?.clone();
    let dest = m.operand(op, 1)?.clone();
    let RtValue::Tensor(t) = source else {
        return Err(m.op_error(op, "expected a tensor source"));
    };
    match dest {
        RtValue::Tensor(d) => {
            if d.shape != t.shape {
                return Err(m.op_error(op, "has a destination of a different shape"));
            }
            m.set_result(op, 0, RtValue::Tensor(t))?;
        }
        RtValue::MemRef(view) => {
            if view.sizes != t.shape {
                return Err(m.op_error(op, "has a destination of a different shape"));
            }
            m.heap.write_all(&view, &t.data).map_err(|e| m.op_error(op, e))?;
        }
        _ => return Err(m.op_error(op, "expected a tensor or memref destination")),
    }
    Ok(Flow::Next)
}

/// Registers the bufferization runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::ToTensorOp::NAME, to_tensor);
    t.add(ctx, ops::ToBufferOp::NAME, to_buffer);
    t.add(ctx, ops::CloneOp::NAME, clone);
    t.add(ctx, ops::AllocTensorOp::NAME, alloc_tensor);
    t.add(ctx, ops::MaterializeInDestinationOp::NAME, materialize);
}
