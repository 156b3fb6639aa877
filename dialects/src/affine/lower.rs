//! `lower-affine` (upstream `AffineToStandard.cpp`): a partial conversion
//! with arith, memref, scf and vector legal. `affine.apply` becomes the
//! arith ops of its expression, `affine.load`/`affine.store`
//! `memref.load`/`memref.store` at the expanded indices, `affine.min`/
//! `affine.max` chains of `arith.minsi`/`arith.maxsi`, `affine.for` an
//! `scf.for` (lower bound the max of its map's results, upper bound the
//! min, the step a constant) with the body moved over, `affine.if` an
//! `scf.if` on the conjunction of its constraints (`== 0`/`>= 0`), and
//! `affine.yield` `scf.yield`. Not lowered (left as they are):
//! `affine.parallel`, `affine.prefetch`, the DMA ops, the vector loads and
//! stores, `affine.delinearize_index`/`affine.linearize_index`.

use crate::common::conversion_pass::{add_patterns, run_partial_conversion, PatternEntry};
use ir::affine::AffineMap;
use ir::conversion::{ConversionPatternRewriter, ConversionTarget};
use ir::{Attr, OpId, Type, Value};

use super::expand::{cmpi, expand_expr, expand_map, index_constant};
use super::ops as affine;
use crate::arith::ops::{self as arith, CmpIPredicate};
use crate::memref::ops as memref;
use crate::scf::ops as scf;

fn map_attr_of(rw: &ConversionPatternRewriter<'_>, op: OpId, name: &str) -> Option<AffineMap> {
    super::map_of(rw.ctx, ir::ods::access::inherent(rw.ctx, rw.arena, op, name))
}

/// `buildMinMaxReductionSeq`: folds `values` with `arith.minsi` (or
/// `arith.maxsi`) left to right.
fn reduce_min_max(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, values: &[Value], max: bool) -> Option<Value> {
    use crate::arith::builders::{maxsi, minsi};
    let (&first, rest) = values.split_first()?;
    let idx = rw.ctx.index_type();
    let mut acc = first;
    for &v in rest {
        let f = if max { maxsi } else { minsi };
        let op = rw.build(loc, |b| f(b, idx, acc, v)).ok()?;
        acc = rw.arena.result(op, 0);
    }
    Some(acc)
}

/// `lowerAffineMapMax`/`lowerAffineMapMin`.
pub(super) fn lower_map_min_max(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    map: &AffineMap,
    operands: &[Value],
    max: bool,
) -> Option<Value> {
    let values = expand_map(rw, loc, map, operands)?;
    reduce_min_max(rw, loc, &values, max)
}

fn lower_apply(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(map) = map_attr_of(rw, op, "map") else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(values) = expand_map(rw, loc, &map, operands) else {
        return false;
    };
    rw.replace_op(op, &values);
    true
}

fn lower_min_max(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>, max: bool) -> bool {
    let Some(map) = map_attr_of(rw, op, "map") else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(value) = lower_map_min_max(rw, loc, &map, operands, max) else {
        return false;
    };
    rw.replace_op(op, &[value]);
    true
}

fn lower_min(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    lower_min_max(op, operands, rw, false)
}

fn lower_max(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    lower_min_max(op, operands, rw, true)
}

fn lower_load(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let (Some(map), Some((&source, indices))) = (map_attr_of(rw, op, "map"), operands.split_first()) else {
        return false;
    };
    let Some(&ty) = rw.arena.result_types(op).collect::<Vec<Type>>().first() else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(indices) = expand_map(rw, loc, &map, indices) else {
        return false;
    };
    let vector = affine::VectorLoadOp::cast(rw.ctx, rw.arena, op).is_some();
    let Ok(load) = rw.build(loc, |b| {
        Ok(if vector {
            crate::vector::ops::LoadOp::build(b, ty, source, &indices, None, None)?.op()
        } else {
            memref::LoadOp::build(b, ty, source, &indices, None, None)?.op()
        })
    }) else {
        return false;
    };
    let value = rw.arena.result(load, 0);
    rw.replace_op(op, &[value]);
    true
}

fn lower_store(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let (Some(map), [value, target, indices @ ..]) = (map_attr_of(rw, op, "map"), operands) else {
        return false;
    };
    let (value, target) = (*value, *target);
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(indices) = expand_map(rw, loc, &map, indices) else {
        return false;
    };
    let vector = affine::VectorStoreOp::cast(rw.ctx, rw.arena, op).is_some();
    let built = rw.build(loc, |b| {
        Ok(if vector {
            crate::vector::ops::StoreOp::build(b, value, target, &indices, None, None)?.op()
        } else {
            memref::StoreOp::build(b, value, target, &indices, None, None)?.op()
        })
    });
    if built.is_err() {
        return false;
    }
    rw.erase_op(op);
    true
}

fn lower_yield(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let loc = rw.arena.op_loc(op);
    let in_parallel = rw
        .arena
        .parent_op(op)
        .is_some_and(|p| scf::ParallelOp::cast(rw.ctx, rw.arena, p).is_some());
    if in_parallel {
        return super::lower_parallel::reduce_terminator(rw, op, loc).is_some();
    }
    rw.set_insertion_point_before(op);
    if rw.build(loc, |b| Ok(scf::YieldOp::build(b, operands)?.op())).is_err() {
        return false;
    }
    rw.erase_op(op);
    true
}

/// The maps of a DMA op (`src_map`, `dst_map`, `tag_map`).
fn dma_map(rw: &ConversionPatternRewriter<'_>, op: OpId, name: &str) -> Option<AffineMap> {
    super::map_of(rw.ctx, ir::ods::access::dict_get(rw.ctx, rw.arena.attrs(op), name))
}

/// Splits `operands` after a memref and its `map`'s indices.
fn take_subscripted<'v>(operands: &'v [Value], map: &AffineMap) -> Option<(Value, &'v [Value], &'v [Value])> {
    let (&memref, rest) = operands.split_first()?;
    let n = map.num_inputs() as usize;
    (rest.len() >= n).then(|| (memref, &rest[..n], &rest[n..]))
}

fn lower_dma_start(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let (src_map, dst_map, tag_map) = (
        dma_map(rw, op, "src_map")?,
        dma_map(rw, op, "dst_map")?,
        dma_map(rw, op, "tag_map")?,
    );
    let (src, src_indices, rest) = take_subscripted(operands, &src_map)?;
    let (dst, dst_indices, rest) = take_subscripted(rest, &dst_map)?;
    let (tag, tag_indices, rest) = take_subscripted(rest, &tag_map)?;
    let (&num_elements, stride) = rest.split_first()?;
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let src_indices = expand_map(rw, loc, &src_map, src_indices)?;
    let dst_indices = expand_map(rw, loc, &dst_map, dst_indices)?;
    let tag_indices = expand_map(rw, loc, &tag_map, tag_indices)?;
    let mut all = vec![src];
    all.extend(src_indices);
    all.push(dst);
    all.extend(dst_indices);
    all.push(num_elements);
    all.push(tag);
    all.extend(tag_indices);
    all.extend_from_slice(stride);
    rw.build(loc, |b| Ok(memref::DmaStartOp::build(b, &all)?.op())).ok()?;
    rw.erase_op(op);
    Some(())
}

fn lower_dma_wait(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let tag_map = dma_map(rw, op, "tag_map")?;
    let (tag, tag_indices, rest) = take_subscripted(operands, &tag_map)?;
    let &num_elements = rest.first()?;
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let tag_indices = expand_map(rw, loc, &tag_map, tag_indices)?;
    rw.build(loc, |b| {
        Ok(memref::DmaWaitOp::build(b, tag, &tag_indices, num_elements)?.op())
    })
    .ok()?;
    rw.erase_op(op);
    Some(())
}

fn lower_prefetch(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let map = map_attr_of(rw, op, "map")?;
    let (&memref_value, indices) = operands.split_first()?;
    let attr = |name: &str| ir::ods::access::inherent(rw.ctx, rw.arena, op, name);
    let (is_write, hint, data) = (attr("isWrite")?, attr("localityHint")?, attr("isDataCache")?);
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let indices = expand_map(rw, loc, &map, indices)?;
    rw.build(loc, |b| {
        Ok(memref::PrefetchOp::build(b, memref_value, &indices, is_write, hint, data)?.op())
    })
    .ok()?;
    rw.erase_op(op);
    Some(())
}

fn lower_for(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let segs = ir::ods::access::segment_sizes(rw.ctx, rw.arena, op, "operandSegmentSizes").unwrap_or_default();
    let (Some(&n_lb), Some(&n_ub)) = (segs.first(), segs.get(1)) else {
        return false;
    };
    let (Ok(n_lb), Ok(n_ub)) = (usize::try_from(n_lb), usize::try_from(n_ub)) else {
        return false;
    };
    if operands.len() < n_lb + n_ub {
        return false;
    }
    let (lb_operands, rest) = operands.split_at(n_lb);
    let (ub_operands, inits) = rest.split_at(n_ub);
    let (Some(lb_map), Some(ub_map)) = (
        map_attr_of(rw, op, "lowerBoundMap"),
        map_attr_of(rw, op, "upperBoundMap"),
    ) else {
        return false;
    };
    let Some(step) =
        ir::ods::access::inherent(rw.ctx, rw.arena, op, "step").and_then(|a| ir::ods::values::as_int(rw.ctx, a))
    else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(lb) = lower_map_min_max(rw, loc, &lb_map, lb_operands, true) else {
        return false;
    };
    let Some(ub) = lower_map_min_max(rw, loc, &ub_map, ub_operands, false) else {
        return false;
    };
    let Some(step) = index_constant(rw, loc, step) else {
        return false;
    };
    let types: Vec<Type> = rw.arena.result_types(op).collect();
    let Ok(for_op) = rw.build(loc, |b| {
        Ok(scf::ForOp::build(b, &types, lb, ub, step, inits, None)?.op())
    }) else {
        return false;
    };
    let (Some(&from), Some(&to)) = (rw.arena.regions(op).first(), rw.arena.regions(for_op).first()) else {
        return false;
    };
    rw.inline_region_before(from, to, None);
    let results: Vec<Value> = (0..rw.arena.num_results(for_op))
        .map(|i| rw.arena.result(for_op, i))
        .collect();
    rw.replace_op(op, &results);
    true
}

fn lower_if(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(set) = super::set_of(rw.ctx, ir::ods::access::inherent(rw.ctx, rw.arena, op, "condition")) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(zero) = index_constant(rw, loc, 0) else {
        return false;
    };
    let num_dims = (set.num_dims as usize).min(operands.len());
    let (dims, symbols) = operands.split_at(num_dims);
    let mut cond: Option<Value> = None;
    for (expr, &eq) in set.constraints.iter().zip(&set.eq_flags) {
        let Some(value) = expand_expr(rw, loc, expr, dims, symbols) else {
            return false;
        };
        let pred = if eq { CmpIPredicate::Eq } else { CmpIPredicate::Sge };
        let Some(cmp) = cmpi(rw, loc, pred, value, zero) else {
            return false;
        };
        cond = match cond {
            None => Some(cmp),
            Some(prev) => {
                let i1 = rw.arena.value_type(cmp);
                let Ok(and) = rw.build(loc, |b| Ok(arith::AndIOp::build(b, i1, prev, cmp)?.op())) else {
                    return false;
                };
                Some(rw.arena.result(and, 0))
            }
        };
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = rw.ctx.integer_type(1, ir::types::Signedness::Signless);
            let Ok(one) = ir::ods::values::int_attr(rw.ctx, 1, "i1") else {
                return false;
            };
            let Ok(c) = rw.build(loc, |b| Ok(arith::ConstantOp::build(b, i1, one)?.op())) else {
                return false;
            };
            rw.arena.result(c, 0)
        }
    };
    let types: Vec<Type> = rw.arena.result_types(op).collect();
    let Ok(if_op) = rw.build(loc, |b| Ok(scf::IfOp::build(b, &types, cond)?.op())) else {
        return false;
    };
    let from: Vec<_> = rw.arena.regions(op).to_vec();
    let to: Vec<_> = rw.arena.regions(if_op).to_vec();
    for (&f, &t) in from.iter().zip(&to) {
        rw.inline_region_before(f, t, None);
    }
    let results: Vec<Value> = (0..rw.arena.num_results(if_op))
        .map(|i| rw.arena.result(if_op, i))
        .collect();
    rw.replace_op(op, &results);
    true
}

/// `populateAffineToStdConversionPatterns` (the patterns rods has): upstream's name,
/// the op each lowers, the lowering.
pub const PATTERNS: &[PatternEntry] = &[
    ("AffineApplyLowering", affine::ApplyOp::NAME, lower_apply),
    ("AffineDmaStartLowering", affine::DmaStartOp::NAME, |op, v, rw| {
        lower_dma_start(op, v, rw).is_some()
    }),
    ("AffineDmaWaitLowering", affine::DmaWaitOp::NAME, |op, v, rw| {
        lower_dma_wait(op, v, rw).is_some()
    }),
    ("AffineForLowering", affine::ForOp::NAME, lower_for),
    ("AffineIfLowering", affine::IfOp::NAME, lower_if),
    ("AffineLoadLowering", affine::LoadOp::NAME, lower_load),
    ("AffineMaxLowering", affine::MaxOp::NAME, lower_max),
    ("AffineMinLowering", affine::MinOp::NAME, lower_min),
    (
        "AffineParallelLowering",
        affine::ParallelOp::NAME,
        super::lower_parallel::lower_parallel,
    ),
    ("AffinePrefetchLowering", affine::PrefetchOp::NAME, |op, v, rw| {
        lower_prefetch(op, v, rw).is_some()
    }),
    ("AffineStoreLowering", affine::StoreOp::NAME, lower_store),
    ("AffineVectorLoadLowering", affine::VectorLoadOp::NAME, lower_load),
    ("AffineVectorStoreLowering", affine::VectorStoreOp::NAME, lower_store),
    ("AffineYieldOpLowering", affine::YieldOp::NAME, lower_yield),
];

/// The conversion target of `lower-affine`.
pub fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("arith")
        .add_legal_dialect("memref")
        .add_legal_dialect("scf")
        .add_legal_dialect("vector");
    target
}

crate::common::pass::pass_without_options! {
    /// The pass.
    pub struct LowerAffine("lower-affine", "LowerAffinePass");
    fn run(ctx, arena, op, pc) {
        run_partial_conversion(ctx, arena, op, &target(), |patterns| add_patterns(patterns, PATTERNS), pc)
    }
}
