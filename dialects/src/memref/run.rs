//! What the memref ops do when `rods-run` runs them: allocations (zeroed)
//! and deallocations on the interpreter's heap, bounds-checked loads and
//! stores, views (`subview`, `cast`, `reinterpret_cast`, `expand_shape`,
//! `collapse_shape`, `transpose`) that share their source's buffer, copies,
//! globals materialized once per run, and `dim`/`rank`.

use ir::{AttrKind, Context, OpId};

use super::ops;
use crate::run::consts::dense_tensor;
use crate::run::value::{num_elements, row_major_strides, MemRefView, RtValue, Scalar};
use crate::run::{Flow, Machine, RunResult, RunTable};
use crate::tensor::run::{dim_result, index_result};

fn set_view(m: &mut Machine<'_>, op: OpId, view: MemRefView) -> RunResult<Flow> {
    m.set_result(op, 0, RtValue::MemRef(view))?;
    Ok(Flow::Next)
}

/// Sets `op`'s result to a view of `source`'s buffer (and offset) with
/// `sizes` and `strides` (a reshape's).
fn set_view_of_buffer(
    m: &mut Machine<'_>,
    op: OpId,
    source: MemRefView,
    sizes: Vec<i64>,
    strides: Vec<i64>,
) -> RunResult<Flow> {
    set_view(
        m,
        op,
        MemRefView {
            sizes,
            strides,
            ..source
        },
    )
}

/// A fresh zeroed buffer for result 0 of `op`, sized from its type and
/// the dynamic sizes `dynamic`.
pub fn alloc_result(m: &mut Machine<'_>, op: OpId, dynamic: &[ir::Value]) -> RunResult<MemRefView> {
    let ty = m.result_type(op, 0)?;
    let sizes = m.shape_with(op, ty, dynamic)?;
    let elem = m.element_type(op, ty)?;
    let zero = m.zero(op, elem)?;
    let n =
        num_elements(&sizes).ok_or_else(|| m.op_error(op, format!("allocates {sizes:?}, more than 2^28 elements")))?;
    let buffer = m.heap.alloc(vec![zero; n]);
    Ok(MemRefView {
        buffer,
        offset: 0,
        strides: row_major_strides(&sizes),
        sizes,
        elem,
    })
}

fn alloc(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let dynamic = ops::AllocOp(op).dynamic_sizes(m.ctx, m.arena);
    let view = alloc_result(m, op, &dynamic)?;
    set_view(m, op, view)
}

fn alloca(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let dynamic = ops::AllocaOp(op).dynamic_sizes(m.ctx, m.arena);
    let view = alloc_result(m, op, &dynamic)?;
    set_view(m, op, view)
}

fn dealloc(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let view = m.memref(op, ops::DeallocOp(op).memref(m.ctx, m.arena))?;
    m.heap.free(view.buffer).map_err(|e| m.op_error(op, e))?;
    Ok(Flow::Next)
}

fn load(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let l = ops::LoadOp(op);
    let view = m.memref(op, l.memref(m.ctx, m.arena))?;
    let index = m.indices(op, &l.indices(m.ctx, m.arena))?;
    m.load_into_result(op, &view, &index)
}

fn store(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let s = ops::StoreOp(op);
    let value = m.scalar(op, s.value(m.ctx, m.arena))?;
    let view = m.memref(op, s.memref(m.ctx, m.arena))?;
    let index = m.indices(op, &s.indices(m.ctx, m.arena))?;
    m.store_for(op, &view, &index, value)
}

fn cast(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let view = m.memref(op, ops::CastOp(op).source(m.ctx, m.arena))?;
    set_view(m, op, view)
}

fn copy(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let c = ops::CopyOp(op);
    let source = m.memref(op, c.source(m.ctx, m.arena))?;
    let target = m.memref(op, c.target(m.ctx, m.arena))?;
    if source.sizes != target.sizes {
        return Err(m.op_error(op, "copies between memrefs of different shapes"));
    }
    let data = m.heap.read_all(&source).map_err(|e| m.op_error(op, e))?;
    m.heap.write_all(&target, &data).map_err(|e| m.op_error(op, e))?;
    Ok(Flow::Next)
}

/// Drops unit dimensions of `view` until its sizes are the result type's
/// (a rank-reducing subview). Unit dimensions are only ever indexed at 0, so
/// which of them go only matters for matching the result's shape.
fn rank_reduce(view: &mut MemRefView, result_shape: &[i64]) {
    let mut drops = view.sizes.len().saturating_sub(result_shape.len());
    let mut sizes = Vec::new();
    let mut strides = Vec::new();
    let n = view.sizes.len();
    for (d, (&size, &stride)) in view.sizes.iter().zip(&view.strides).enumerate() {
        let j = sizes.len();
        let later_source = n - d - 1;
        let later_result = result_shape.len().saturating_sub(j);
        let must_keep = result_shape.get(j) == Some(&1) && later_source < later_result;
        if size == 1 && drops > 0 && !must_keep {
            drops -= 1;
            continue;
        }
        sizes.push(size);
        strides.push(stride);
    }
    view.sizes = sizes;
    view.strides = strides;
}

fn subview(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let s = ops::SubViewOp(op);
    let source = m.memref(op, s.source(m.ctx, m.arena))?;
    let (offsets, sizes, steps) = m.slice_params(op)?;
    let rank = source.sizes.len();
    if offsets.len() != rank || sizes.len() != rank || steps.len() != rank {
        return Err(m.op_error(op, "has offsets, sizes or strides of the wrong rank"));
    }
    let mut view = source.clone();
    for d in 0..rank {
        let last = offsets[d] + (sizes[d] - 1).max(0) * steps[d];
        if sizes[d] > 0 && (offsets[d] < 0 || last >= source.sizes[d] || last < 0) {
            return Err(m.op_error(
                op,
                format!(
                    "out-of-bounds subview: dimension {d} takes {} elements from offset {} with stride {} of {}",
                    sizes[d], offsets[d], steps[d], source.sizes[d]
                ),
            ));
        }
        view.offset += offsets[d] * source.strides[d];
        view.strides[d] = source.strides[d] * steps[d];
        view.sizes[d] = sizes[d];
    }
    let result_ty = m.result_type(op, 0)?;
    let result_shape = m.ctx.type_kind(result_ty).shape().unwrap_or_default().to_vec();
    rank_reduce(&mut view, &result_shape);
    set_view(m, op, view)
}

fn reinterpret_cast(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let r = ops::ReinterpretCastOp(op);
    let source = m.memref(op, r.source(m.ctx, m.arena))?;
    let (offsets, sizes, strides) = m.slice_params(op)?;
    let view = MemRefView {
        buffer: source.buffer,
        offset: offsets.first().copied().unwrap_or(0),
        sizes,
        strides,
        elem: source.elem,
    };
    set_view(m, op, view)
}

fn expand_shape(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let e = ops::ExpandShapeOp(op);
    let source = m.memref(op, e.src(m.ctx, m.arena))?;
    let groups = m.reassociation(op)?;
    let result_ty = m.result_type(op, 0)?;
    let sizes = m.shape_with(op, result_ty, &e.output_shape(m.ctx, m.arena))?;
    let mut strides = vec![0; sizes.len()];
    if groups.len() != source.sizes.len() {
        return Err(m.op_error(op, "has a reassociation of the wrong rank"));
    }
    for (group, &stride) in groups.iter().zip(&source.strides) {
        let mut s = stride;
        for &d in group.iter().rev() {
            let slot = strides
                .get_mut(d)
                .ok_or_else(|| m.op_error(op, "has a malformed reassociation"))?;
            *slot = s;
            s *= sizes[d];
        }
    }
    set_view_of_buffer(m, op, source, sizes, strides)
}

fn collapse_shape(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let source = m.memref(op, ops::CollapseShapeOp(op).src(m.ctx, m.arena))?;
    let groups = m.reassociation(op)?;
    let mut sizes = Vec::new();
    let mut strides = Vec::new();
    for group in &groups {
        let mut size = 1;
        for &d in group {
            size *= *source
                .sizes
                .get(d)
                .ok_or_else(|| m.op_error(op, "has a malformed reassociation"))?;
        }
        sizes.push(size);
        strides.push(group.last().map(|&d| source.strides[d]).unwrap_or(1));
    }
    set_view_of_buffer(m, op, source, sizes, strides)
}

fn transpose(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let t = ops::TransposeOp(op);
    let source = m.memref(op, t.in_(m.ctx, m.arena))?;
    let perm = match t.permutation_attr(m.ctx, m.arena).map(|a| m.ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(map)) => map
            .results
            .iter()
            .map(|e| match e {
                ir::affine::AffineExpr::Dim(d) => Some(*d as usize),
                _ => None,
            })
            .collect::<Option<Vec<_>>>(),
        _ => None,
    }
    .ok_or_else(|| m.op_error(op, "has no permutation"))?;
    let mut view = source.clone();
    for (i, &p) in perm.iter().enumerate() {
        let (Some(&size), Some(&stride)) = (source.sizes.get(p), source.strides.get(p)) else {
            return Err(m.op_error(op, "has a malformed permutation"));
        };
        view.sizes[i] = size;
        view.strides[i] = stride;
    }
    set_view(m, op, view)
}

fn get_global(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let name = ops::GetGlobalOp(op)
        .name_attr(m.ctx, m.arena)
        .and_then(|a| match m.ctx.attr_kind(a) {
            AttrKind::SymbolRef { root, .. } => ir::ods::values::as_str(m.ctx, *root),
            _ => None,
        })
        .ok_or_else(|| m.op_error(op, "has no global name"))?;
    let ty = m.result_type(op, 0)?;
    let sizes = m.static_shape(op, ty)?;
    let elem = m.element_type(op, ty)?;
    let buffer = match m.globals.get(&name) {
        Some(&b) => b,
        None => {
            let data = global_data(m, op, &name, &sizes, elem)?;
            let b = m.heap.alloc(data);
            m.globals.insert(name, b);
            b
        }
    };
    set_view(
        m,
        op,
        MemRefView {
            buffer,
            offset: 0,
            strides: row_major_strides(&sizes),
            sizes,
            elem,
        },
    )
}

/// The initial contents of the global `name` (zeros when uninitialized).
fn global_data(m: &Machine<'_>, op: OpId, name: &str, sizes: &[i64], elem: ir::Type) -> RunResult<Vec<Scalar>> {
    let module_block = m
        .arena
        .regions(m.module)
        .first()
        .and_then(|&r| m.arena.region_blocks(r).first().copied())
        .ok_or_else(|| m.op_error(op, "is not inside a module"))?;
    let global = m
        .arena
        .block_ops(module_block)
        .filter_map(|g| ops::GlobalOp::cast(m.ctx, m.arena, g))
        .find(|g| {
            g.sym_name_attr(m.ctx, m.arena)
                .and_then(|a| ir::ods::values::as_str(m.ctx, a))
                .is_some_and(|s| s == name)
        })
        .ok_or_else(|| {
            m.op_error(
                op,
                format!("refers to '@{name}', which is not a memref.global of the module"),
            )
        })?;
    let n = num_elements(sizes).ok_or_else(|| m.op_error(op, "has a global of more than 2^28 elements"))?;
    let init = global.initial_value_attr(m.ctx, m.arena);
    match init.and_then(|a| dense_tensor(m.ctx, a)) {
        Some(t) if t.data.len() == n => Ok(t.data),
        Some(_) => Err(m.op_error(op, "has a global whose initial value does not match its type")),
        None => Ok(vec![m.zero(op, elem)?; n]),
    }
}

fn dim(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let d = ops::DimOp(op);
    let view = m.memref(op, d.source(m.ctx, m.arena))?;
    let i = m.index(op, d.index(m.ctx, m.arena))?;
    dim_result(m, op, &view.sizes, i, "memref")
}

fn rank(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let view = m.memref(op, ops::RankOp(op).memref(m.ctx, m.arena))?;
    index_result(m, op, view.sizes.len() as i64)
}

/// Registers the memref runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::AllocOp::NAME, alloc);
    t.add(ctx, ops::AllocaOp::NAME, alloca);
    t.add(ctx, ops::DeallocOp::NAME, dealloc);
    t.add(ctx, ops::LoadOp::NAME, load);
    t.add(ctx, ops::StoreOp::NAME, store);
    t.add(ctx, ops::CastOp::NAME, cast);
    t.add(ctx, ops::CopyOp::NAME, copy);
    t.add(ctx, ops::SubViewOp::NAME, subview);
    t.add(ctx, ops::ReinterpretCastOp::NAME, reinterpret_cast);
    t.add(ctx, ops::ExpandShapeOp::NAME, expand_shape);
    t.add(ctx, ops::CollapseShapeOp::NAME, collapse_shape);
    t.add(ctx, ops::TransposeOp::NAME, transpose);
    t.add(ctx, ops::GetGlobalOp::NAME, get_global);
    t.add(ctx, ops::DimOp::NAME, dim);
    t.add(ctx, ops::RankOp::NAME, rank);
}
