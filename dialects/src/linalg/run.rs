//! What the linalg ops do when `rods-run` runs them. Every structured op
//! runs the same way, as its `linalg.generic` form: the loops its indexing
//! maps define (bounds from the operands' shapes), at each point the body
//! block on the inputs' and inits' elements, the yielded values stored into
//! the inits (copies for tensors, in place for memrefs). The maps come from
//! the op: `indexing_maps` (generic, contractions), the OpDSL table (fill,
//! copy, convolutions, poolings, elementwise), or what map, reduce,
//! transpose and broadcast derive.

use std::rc::Rc;

use ir::affine::{AffineExpr, AffineMap};
use ir::{Context, OpId, RegionId, Value};

use super::ops;
use crate::affine::run::eval_map;
use crate::run::machine::exit_with_operands;
use crate::run::value::{for_each_index, linear_index, MemRefView, RtValue, Scalar, Tensor};
use crate::run::{Flow, Machine, RunResult, RunTable};

/// A structured op, as its generic form sees it.
struct Structured {
    inputs: Vec<Value>,
    inits: Vec<Value>,
    maps: Vec<AffineMap>,
    body: RegionId,
    /// Whether the body receives the inits' elements (all but the older
    /// form of `linalg.map`).
    body_takes_inits: bool,
}

/// An operand's data during the loops.
enum Data {
    Scalar(Scalar),
    Tensor(Rc<Tensor>),
    MemRef(MemRefView),
}

/// An init being written.
enum Out {
    Tensor(Tensor),
    MemRef(MemRefView),
}

fn shape_of(d: &Data) -> Vec<i64> {
    match d {
        Data::Scalar(_) => Vec::new(),
        Data::Tensor(t) => t.shape.clone(),
        Data::MemRef(v) => v.sizes.clone(),
    }
}

fn data_of(m: &Machine<'_>, op: OpId, v: Value) -> RunResult<Data> {
    Ok(match m.value(op, v)? {
        RtValue::Scalar(s) => Data::Scalar(*s),
        RtValue::Tensor(t) => Data::Tensor(t.clone()),
        RtValue::MemRef(view) => Data::MemRef(view.clone()),
        RtValue::Shape(_) => return Err(m.op_error(op, "expected a tensor, memref or scalar operand")),
    })
}

/// The loop bounds: each loop's size is the size of an operand dimension its
/// map sends that loop to directly.
fn loop_bounds(m: &Machine<'_>, op: OpId, maps: &[AffineMap], shapes: &[Vec<i64>]) -> RunResult<Vec<i64>> {
    let num_loops = maps.first().map(|map| map.num_dims as usize).unwrap_or(0);
    let mut bounds = vec![None; num_loops];
    for (map, shape) in maps.iter().zip(shapes) {
        for (r, e) in map.results.iter().enumerate() {
            if let (AffineExpr::Dim(d), Some(&size)) = (e, shape.get(r)) {
                if let Some(slot) = bounds.get_mut(*d as usize) {
                    slot.get_or_insert(size);
                }
            }
        }
    }
    bounds
        .into_iter()
        .enumerate()
        .map(|(d, b)| b.ok_or_else(|| m.op_error(op, format!("cannot infer the size of loop d{d} from the operands"))))
        .collect()
}

fn run_structured(m: &mut Machine<'_>, op: OpId, s: Structured) -> RunResult<Flow> {
    let n_in = s.inputs.len();
    let operands: Vec<Value> = s.inputs.iter().chain(&s.inits).copied().collect();
    if s.maps.len() != operands.len() {
        return Err(m.op_error(op, "has a different number of indexing maps and operands"));
    }
    let data = operands
        .iter()
        .map(|&v| data_of(m, op, v))
        .collect::<RunResult<Vec<_>>>()?;
    let shapes: Vec<Vec<i64>> = data.iter().map(shape_of).collect();
    let bounds = loop_bounds(m, op, &s.maps, &shapes)?;
    let mut outs = data[n_in..]
        .iter()
        .map(|d| match d {
            Data::Tensor(t) => Ok(Out::Tensor((**t).clone())),
            Data::MemRef(v) => Ok(Out::MemRef(v.clone())),
            Data::Scalar(_) => Err(m.op_error(op, "has a scalar init")),
        })
        .collect::<RunResult<Vec<_>>>()?;
    let mut point_indices: Vec<Vec<i64>> = vec![Vec::new(); operands.len()];
    for_each_index(&bounds, |iv| {
        for (k, map) in s.maps.iter().enumerate() {
            point_indices[k] = eval_map(map, iv).map_err(|e| m.op_error(op, e))?;
        }
        let mut args = Vec::with_capacity(operands.len());
        for k in 0..operands.len() {
            let take = k < n_in || s.body_takes_inits;
            if !take {
                continue;
            }
            let idx = &point_indices[k];
            let value = if k < n_in {
                read(m, op, &data[k], idx)?
            } else {
                match &outs[k - n_in] {
                    Out::Tensor(t) => read_tensor(m, op, t, idx)?,
                    Out::MemRef(v) => m.heap.load(v, idx).map_err(|e| m.op_error(op, e))?,
                }
            };
            args.push(RtValue::Scalar(value));
        }
        m.loop_indices.push(iv.to_vec());
        let yielded = m.run_body(op, s.body, args);
        m.loop_indices.pop();
        let yielded = yielded?;
        if yielded.len() != outs.len() {
            return Err(m.op_error(op, "body yields a different number of values than there are inits"));
        }
        for (j, (out, y)) in outs.iter_mut().zip(yielded).enumerate() {
            let RtValue::Scalar(y) = y else {
                return Err(m.op_error(op, "body yields a non-scalar value"));
            };
            let idx = &point_indices[n_in + j];
            match out {
                Out::Tensor(t) => {
                    let pos = linear_index(&t.shape, idx)
                        .ok_or_else(|| m.op_error(op, format!("out-of-bounds access: index {idx:?} of init #{j}")))?;
                    t.data[pos] = y;
                }
                Out::MemRef(v) => m.heap.store(v, idx, y).map_err(|e| m.op_error(op, e))?,
            }
        }
        Ok(())
    })?;
    let mut r = 0;
    for out in outs {
        if let Out::Tensor(t) = out {
            m.set_result(op, r, RtValue::Tensor(Rc::new(t)))?;
            r += 1;
        }
    }
    Ok(Flow::Next)
}

fn read_tensor(m: &Machine<'_>, op: OpId, t: &Tensor, idx: &[i64]) -> RunResult<Scalar> {
    linear_index(&t.shape, idx).map(|p| t.data[p]).ok_or_else(|| {
        m.op_error(
            op,
            format!("out-of-bounds access: index {idx:?} in a tensor of shape {:?}", t.shape),
        )
    })
}

fn read(m: &Machine<'_>, op: OpId, d: &Data, idx: &[i64]) -> RunResult<Scalar> {
    match d {
        Data::Scalar(s) => Ok(*s),
        Data::Tensor(t) => read_tensor(m, op, t, idx),
        Data::MemRef(v) => m.heap.load(v, idx).map_err(|e| m.op_error(op, e)),
    }
}

/// Inputs and inits of a destination-style op with `operandSegmentSizes`.
fn split_segments(m: &Machine<'_>, op: OpId) -> (Vec<Value>, Vec<Value>) {
    let all: Vec<Value> = m.arena.operands(op).collect();
    let segs = ir::ods::access::segment_sizes(m.ctx, m.arena, op, "operandSegmentSizes").unwrap_or_default();
    let n_in = (segs.first().copied().unwrap_or(0).max(0) as usize).min(all.len());
    let (ins, outs) = all.split_at(n_in);
    (ins.to_vec(), outs.to_vec())
}

fn body_of(m: &Machine<'_>, op: OpId) -> RunResult<RegionId> {
    m.arena
        .regions(op)
        .first()
        .copied()
        .filter(|&r| !m.arena.region_blocks(r).is_empty())
        .ok_or_else(|| m.op_error(op, "has no body"))
}

/// Runs any op that has `operandSegmentSizes` and indexing maps (its own or
/// its OpDSL or contraction default).
fn named(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let name = m.ctx.op_info(m.arena.op_name(op)).name().to_string();
    let maps = if let Some(maps) = super::contraction::maps_attr_opt(m.ctx, m.arena, op) {
        maps
    } else if ops::MatmulOp::cast(m.ctx, m.arena, op).is_some() {
        super::contraction::matmul_maps()
    } else if ops::BatchMatmulOp::cast(m.ctx, m.arena, op).is_some() {
        super::contraction::batch_matmul_maps()
    } else if ops::BatchReduceMatmulOp::cast(m.ctx, m.arena, op).is_some() {
        super::contraction::batch_reduce_matmul_maps()
    } else if let Some(spec) = super::named::spec(&name) {
        super::named::opdsl_maps(m.ctx, m.arena, op, spec)
    } else {
        return Err(m.error(op, format!("rods-run: cannot run '{name}'")));
    };
    let (inputs, inits) = split_segments(m, op);
    let body = body_of(m, op)?;
    run_structured(
        m,
        op,
        Structured {
            inputs,
            inits,
            maps,
            body,
            body_takes_inits: true,
        },
    )
}

fn derived(m: &mut Machine<'_>, op: OpId, maps: Vec<AffineMap>, n_in: usize, takes_inits: bool) -> RunResult<Flow> {
    let all: Vec<Value> = m.arena.operands(op).collect();
    let n_in = n_in.min(all.len());
    let body = body_of(m, op)?;
    run_structured(
        m,
        op,
        Structured {
            inputs: all[..n_in].to_vec(),
            inits: all[n_in..].to_vec(),
            maps,
            body,
            body_takes_inits: takes_inits,
        },
    )
}

fn map_op(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let maps = ops::MapOp(op).derived_maps(m.ctx, m.arena);
    let n = m.arena.num_operands(op);
    let n_in = n.saturating_sub(1);
    // MLIR 22's body takes the init's element too; older forms do not.
    let body = body_of(m, op)?;
    let takes_init = m
        .arena
        .region_blocks(body)
        .first()
        .is_some_and(|&b| m.arena.num_args(b) == n);
    derived(m, op, maps, n_in, takes_init)
}

fn reduce(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let maps = ops::ReduceOp(op).derived_maps(m.ctx, m.arena);
    let n_in = m.arena.num_operands(op) / 2;
    derived(m, op, maps, n_in, true)
}

fn transpose(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let maps = ops::TransposeOp(op).derived_maps(m.ctx, m.arena);
    derived(m, op, maps, 1, true)
}

fn broadcast(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let maps = ops::BroadcastOp(op).derived_maps(m.ctx, m.arena);
    derived(m, op, maps, 1, true)
}

fn index(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let dim = m
        .attr(op, "dim")
        .and_then(|a| ir::ods::values::as_int(m.ctx, a))
        .ok_or_else(|| m.op_error(op, "has no dim"))?;
    let v = m
        .loop_indices
        .last()
        .and_then(|iv| usize::try_from(dim).ok().and_then(|d| iv.get(d)))
        .copied()
        .ok_or_else(|| m.op_error(op, "is not inside a structured op with that many loops"))?;
    m.set_result(op, 0, RtValue::Scalar(Scalar::index(v)))?;
    Ok(Flow::Next)
}

/// Registers the linalg runners: the generic op, every named op of the
/// OpDSL table, the contractions, map/reduce/transpose/broadcast.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::GenericOp::NAME, named);
    t.add(ctx, ops::MatmulOp::NAME, named);
    t.add(ctx, ops::BatchMatmulOp::NAME, named);
    t.add(ctx, ops::BatchReduceMatmulOp::NAME, named);
    t.add(ctx, ops::ContractOp::NAME, named);
    for spec in super::named_table::NAMED_OPS {
        t.add(ctx, spec.name, named);
    }
    t.add(ctx, ops::MapOp::NAME, map_op);
    t.add(ctx, ops::ReduceOp::NAME, reduce);
    t.add(ctx, ops::TransposeOp::NAME, transpose);
    t.add(ctx, ops::BroadcastOp::NAME, broadcast);
    t.add(ctx, ops::IndexOp::NAME, index);
    t.add(ctx, ops::YieldOp::NAME, exit_with_operands);
}
