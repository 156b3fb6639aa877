//! `normalizeForallLoopOp` (upstream's `LinalgTransformOps.cpp`, run by
//! `transform.structured.tile_using_forall` after tiling by tile sizes): an
//! `scf.forall` whose lower bounds are not all 0 or steps not all 1 becomes
//! one from 0 to `ceilDiv(ub - lb, step)` by 1, its body using
//! `lb + iv * step` for each induction variable.

use super::loops::build_forall;
use crate::common::reify::{composed_folded_affine_apply, mixed_values, value_or_constant_index};
use crate::scf::operand_groups;
use crate::tensor::dense_i64s;
use ir::affine::{AffineExpr, AffineMap};
use ir::reify::OpFoldResult;
use ir::rewrite::PatternRewriter;
use ir::tiling::TilingError;
use ir::{OpId, Value};

/// The mixed lower bounds, upper bounds and steps of the `scf.forall` `op`
/// and its `shared_outs`.
fn mixed_bounds(rw: &PatternRewriter<'_>, op: OpId) -> Option<([Vec<OpFoldResult>; 3], Vec<Value>)> {
    let mut groups = operand_groups(rw.ctx, rw.arena, op, 4);
    let outputs = groups.pop()?;
    let mut lists = Vec::with_capacity(3);
    for (name, dynamic) in ["staticLowerBound", "staticUpperBound", "staticStep"]
        .into_iter()
        .zip(&groups)
    {
        let statics = dense_i64s(rw.ctx, rw.arena, op, name);
        let mixed = mixed_values(rw, &statics, dynamic)?;
        lists.push(mixed.into_iter().collect::<Option<Vec<_>>>()?);
    }
    let steps = lists.pop()?;
    let ubs = lists.pop()?;
    let lbs = lists.pop()?;
    Some(([lbs, ubs, steps], outputs))
}

/// `normalizeForallLoopOp(rewriter, loop)`: `loop` itself when already
/// normalized, else the new `scf.forall` (built before `loop`, which it
/// replaces). Errors on `loop` when it is no `scf.forall` or an op could not
/// be built.
pub fn normalize_forall(rw: &mut PatternRewriter<'_>, loop_op: OpId) -> Result<OpId, TilingError> {
    let failed = || TilingError::op(loop_op, "failed to normalize the loop");
    if rw.ctx.op_info(rw.arena.op_name(loop_op)).name() != "scf.forall" {
        return Err(failed());
    }
    let ([lbs, ubs, steps], outputs) = mixed_bounds(rw, loop_op).ok_or_else(failed)?;
    let is = |rw: &PatternRewriter<'_>, v: &[OpFoldResult], c: i64| v.iter().all(|o| o.constant_int(rw.ctx) == Some(c));
    if is(rw, &lbs, 0) && is(rw, &steps, 1) {
        return Ok(loop_op);
    }
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(loop_op);
    let result = normalized(rw, loop_op, &[lbs, ubs, steps], &outputs).ok_or_else(failed);
    rw.set_insertion_point(saved);
    result
}

/// [`normalize_forall`] with the insertion point before `loop_op`.
fn normalized(
    rw: &mut PatternRewriter<'_>,
    loop_op: OpId,
    [lbs, ubs, steps]: &[Vec<OpFoldResult>; 3],
    outputs: &[Value],
) -> Option<OpId> {
    let loc = rw.arena.op_loc(loop_op);
    // normalizeUpperBounds: (s1 - s0) ceildiv s2 over (lb, ub, step).
    let ub_map = AffineMap::new(
        0,
        3,
        vec![AffineExpr::symbol(1)
            .sub(AffineExpr::symbol(0))
            .ceil_div(AffineExpr::symbol(2))],
    );
    let mut new_ubs = Vec::with_capacity(ubs.len());
    for ((&lb, &ub), &step) in lbs.iter().zip(ubs).zip(steps) {
        new_ubs.push(composed_folded_affine_apply(rw, loc, &ub_map, &[lb, ub, step])?);
    }
    let zeros = vec![OpFoldResult::index(rw.ctx, 0); new_ubs.len()];
    let ones = vec![OpFoldResult::index(rw.ctx, 1); new_ubs.len()];
    let mapping = ir::ods::access::inherent(rw.ctx, rw.arena, loop_op, "mapping");
    let (new_loop, body) = build_forall(rw, loc, &zeros, &new_ubs, &ones, outputs, mapping)?;
    // denormalizeIndVar: s0 + d0 * s1 over (iv, lb, step), at the body's
    // start.
    rw.set_insertion_point_to_start(body);
    let denorm = AffineMap::new(
        1,
        2,
        vec![AffineExpr::symbol(0).add(AffineExpr::dim(0).mul(AffineExpr::symbol(1)))],
    );
    let n = lbs.len();
    let mut args: Vec<Value> = Vec::with_capacity(rw.arena.num_args(body));
    for (i, (&lb, &step)) in lbs.iter().zip(steps).enumerate() {
        let iv = OpFoldResult::Value(rw.arena.arg(body, i));
        let value = composed_folded_affine_apply(rw, loc, &denorm, &[iv, lb, step])?;
        args.push(value_or_constant_index(rw, loc, value)?);
    }
    args.extend((n..rw.arena.num_args(body)).map(|a| rw.arena.arg(body, a)));
    let old_region = *rw.arena.regions(loop_op).first()?;
    let old_body = *rw.arena.region_blocks(old_region).first()?;
    rw.merge_blocks(old_body, body, &args);
    let results: Vec<Value> = (0..rw.arena.num_results(new_loop))
        .map(|r| rw.arena.result(new_loop, r))
        .collect();
    rw.replace_op(loop_op, &results);
    Some(new_loop)
}
