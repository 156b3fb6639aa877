//! `lower-affine`'s `AffineParallelLowering`: an `affine.parallel` becomes
//! an `scf.parallel` over its bounds (each lower bound the max of its
//! group's expressions, each upper bound the min, the steps constants)
//! with its body; its reductions start from their kind's identity value
//! and its `affine.yield` becomes an `scf.reduce` whose regions combine
//! with the kind's arith op.

use ir::affine::AffineMap;
use ir::conversion::ConversionPatternRewriter;
use ir::{Attr, OpId, Type, Value};

use super::expand::index_constant;
use super::lower::lower_map_min_max;
use super::ops as affine;
use crate::arith::atomic_rmw::{build_reduction, identity_value, ATOMIC_RMW_KINDS};
use crate::arith::ops as arith;
use crate::scf::ops as scf;

/// The maps of the groups of `map` (`getLowerBoundMap(i)`).
fn group_maps(map: &AffineMap, groups: &[i64]) -> Option<Vec<AffineMap>> {
    let mut start = 0usize;
    let mut out = Vec::with_capacity(groups.len());
    for &g in groups {
        let g = usize::try_from(g).ok()?;
        let results = map.results.get(start..start + g)?.to_vec();
        out.push(AffineMap::new(map.num_dims, map.num_symbols, results));
        start += g;
    }
    Some(out)
}

/// The reduction kind names of `op`.
fn reduction_kinds(rw: &ConversionPatternRewriter<'_>, op: affine::ParallelOp) -> Option<Vec<&'static str>> {
    let attr = op.reductions_attr(rw.ctx, rw.arena)?;
    ir::ods::values::as_attr_array(rw.ctx, attr)?
        .into_iter()
        .map(|a| {
            let k = ir::ods::values::as_int(rw.ctx, a)?;
            usize::try_from(k).ok().and_then(|k| ATOMIC_RMW_KINDS.get(k).copied())
        })
        .collect()
}

/// The pattern.
pub(super) fn lower_parallel(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    lower(op, operands, rw).is_some()
}

fn lower(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let par = affine::ParallelOp::cast(rw.ctx, rw.arena, op)?;
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let map = |name: &str| super::map_of(ctx, ir::ods::access::inherent(ctx, arena, op, name));
    let groups = |name: &str| {
        ir::ods::access::inherent(ctx, arena, op, name)
            .and_then(|a| super::dense_ints(ctx, a))
            .unwrap_or_default()
    };
    let (lb_map, ub_map) = (map("lowerBoundsMap")?, map("upperBoundsMap")?);
    let lbs = group_maps(&lb_map, &groups("lowerBoundsGroups"))?;
    let ubs = group_maps(&ub_map, &groups("upperBoundsGroups"))?;
    let steps: Vec<i64> = ir::ods::access::inherent(ctx, arena, op, "steps")
        .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|a| ir::ods::values::as_int(ctx, a))
        .collect::<Option<_>>()?;
    let kinds = reduction_kinds(rw, par)?;
    let n_lb = lb_map.num_inputs() as usize;
    if operands.len() < n_lb {
        return None;
    }
    let (lb_operands, ub_operands) = operands.split_at(n_lb);
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut lower = Vec::with_capacity(lbs.len());
    let mut upper = Vec::with_capacity(ubs.len());
    for (lb, ub) in lbs.iter().zip(&ubs) {
        lower.push(lower_map_min_max(rw, loc, lb, lb_operands, true)?);
        upper.push(lower_map_min_max(rw, loc, ub, ub_operands, false)?);
    }
    let mut step_values = Vec::with_capacity(steps.len());
    for &s in &steps {
        step_values.push(index_constant(rw, loc, s)?);
    }
    let result_types: Vec<Type> = rw.arena.result_types(op).collect();
    let mut inits = Vec::with_capacity(kinds.len());
    for (&kind, &ty) in kinds.iter().zip(&result_types) {
        let value = identity_value(rw.ctx, kind, ty)?;
        let cst = rw
            .build(loc, |b| Ok(arith::ConstantOp::build(b, ty, value)?.op()))
            .ok()?;
        inits.push(rw.arena.result(cst, 0));
    }
    let parallel = rw
        .build(loc, |b| {
            Ok(scf::ParallelOp::build(b, &result_types, &lower, &upper, &step_values, &inits)?.op())
        })
        .ok()?;
    let to = *rw.arena.regions(parallel).first()?;
    let from = *rw.arena.regions(op).first()?;
    rw.inline_region_before(from, to, None);
    let body = *rw.arena.region_blocks(to).first()?;
    let terminator = rw.arena.block_ops(body).filter(|&o| !rw.is_ignored(o)).last()?;
    if !kinds.is_empty() {
        let yielded: Vec<Value> = rw
            .arena
            .operands(terminator)
            .map(|v| rw.lookup(v).unwrap_or(v))
            .collect();
        let reduce_loc = rw.arena.op_loc(terminator);
        rw.set_insertion_point_before(terminator);
        let reduce = rw
            .build(reduce_loc, |b| {
                Ok(scf::ReduceOp::build(b, &yielded, yielded.len())?.op())
            })
            .ok()?;
        let regions = rw.arena.regions(reduce).to_vec();
        for ((&region, &kind), &v) in regions.iter().zip(&kinds).zip(&yielded) {
            let ty = rw.arena.value_type(v);
            let block = rw.create_block(&[(ty, reduce_loc), (ty, reduce_loc)]);
            rw.move_block(block, region, 0);
            rw.set_insertion_point_to_end(block);
            let (a, b2) = (rw.arena.arg(block, 0), rw.arena.arg(block, 1));
            let combined = rw.build(loc, |b| build_reduction(b, kind, ty, a, b2)).ok()?;
            let value = rw.arena.result(combined, 0);
            rw.build(loc, |b| Ok(scf::ReduceReturnOp::build(b, value)?.op())).ok()?;
        }
        rw.erase_op(terminator);
    }
    let results: Vec<Value> = (0..rw.arena.num_results(parallel))
        .map(|i| rw.arena.result(parallel, i))
        .collect();
    rw.replace_op(op, &results);
    Some(())
}

/// `AffineYieldOpLowering` inside an `scf.parallel`: an empty `scf.reduce`.
pub(super) fn reduce_terminator(rw: &mut ConversionPatternRewriter<'_>, op: OpId, loc: Attr) -> Option<()> {
    rw.set_insertion_point_before(op);
    rw.build(loc, |b| Ok(scf::ReduceOp::build(b, &[], 0)?.op())).ok()?;
    rw.erase_op(op);
    Some(())
}
