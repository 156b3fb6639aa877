//! What the affine ops do when `rods-run` runs them: affine maps and integer
//! sets evaluated on index values, `affine.for` loops between the max of its
//! lower bounds and the min of its upper bounds, `affine.if`, loads and
//! stores through their maps, `affine.apply`/`min`/`max` and
//! `affine.parallel` (without reductions).

use ir::affine::{AffineExpr, AffineMap};
use ir::{Attr, AttrKind, Context, OpId, Value};

use super::ops;
use crate::run::machine::exit_with_operands;
use crate::run::value::Scalar;
use crate::run::{Flow, Machine, RtValue, RunResult, RunTable};

/// `e` evaluated with the dimension values `dims` and symbol values `syms`
/// (floordiv, ceildiv and mod as MLIR defines them for a positive divisor).
pub fn eval_expr(e: &AffineExpr, dims: &[i64], syms: &[i64]) -> Result<i64, String> {
    let overflow = || "affine expression overflows".to_string();
    Ok(match e {
        AffineExpr::Dim(d) => *dims.get(*d as usize).ok_or("missing dimension value")?,
        AffineExpr::Symbol(s) => *syms.get(*s as usize).ok_or("missing symbol value")?,
        AffineExpr::Constant(c) => *c,
        AffineExpr::Add(a, b) => eval_expr(a, dims, syms)?
            .checked_add(eval_expr(b, dims, syms)?)
            .ok_or_else(overflow)?,
        AffineExpr::Mul(a, b) => eval_expr(a, dims, syms)?
            .checked_mul(eval_expr(b, dims, syms)?)
            .ok_or_else(overflow)?,
        AffineExpr::Mod(a, b) | AffineExpr::FloorDiv(a, b) | AffineExpr::CeilDiv(a, b) => {
            let (x, y) = (eval_expr(a, dims, syms)?, eval_expr(b, dims, syms)?);
            if y == 0 {
                return Err("division by zero in an affine expression".into());
            }
            let q = x.checked_div(y).ok_or_else(overflow)?;
            let inexact = x.wrapping_rem(y) != 0;
            let floor = if inexact && ((x < 0) != (y < 0)) { q - 1 } else { q };
            match e {
                AffineExpr::Mod(..) => floor
                    .checked_mul(y)
                    .and_then(|p| x.checked_sub(p))
                    .ok_or_else(overflow)?,
                AffineExpr::FloorDiv(..) => floor,
                _ => {
                    if inexact && ((x < 0) == (y < 0)) {
                        q + 1
                    } else {
                        q
                    }
                }
            }
        }
    })
}

/// The results of `map` on `operands` (dimensions first, then symbols).
pub fn eval_map(map: &AffineMap, operands: &[i64]) -> Result<Vec<i64>, String> {
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    map.results.iter().map(|e| eval_expr(e, dims, syms)).collect()
}

fn map_of(m: &Machine<'_>, op: OpId, attr: Option<Attr>) -> RunResult<AffineMap> {
    match attr.map(|a| m.ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(map)) => Ok(map.clone()),
        _ => Err(m.op_error(op, "has no affine map")),
    }
}

/// The map results for `op` with its index operands `vs`.
fn apply(m: &Machine<'_>, op: OpId, map: &AffineMap, vs: &[Value]) -> RunResult<Vec<i64>> {
    let values = m.indices(op, vs)?;
    eval_map(map, &values).map_err(|e| m.op_error(op, e))
}

fn set_index(m: &mut Machine<'_>, op: OpId, v: i64) -> RunResult<Flow> {
    m.set_result(op, 0, RtValue::Scalar(Scalar::index(v)))?;
    Ok(Flow::Next)
}

fn apply_op(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let a = ops::ApplyOp(op);
    let map = map_of(m, op, a.map_attr(m.ctx, m.arena))?;
    let r = apply(m, op, &map, &a.map_operands(m.ctx, m.arena))?;
    let v = *r.first().ok_or_else(|| m.op_error(op, "has a map without results"))?;
    set_index(m, op, v)
}

fn min_max(m: &mut Machine<'_>, op: OpId, max: bool) -> RunResult<Flow> {
    let map = map_of(m, op, m.attr(op, "map"))?;
    let operands: Vec<Value> = m.arena.operands(op).collect();
    let r = apply(m, op, &map, &operands)?;
    let v = if max { r.iter().max() } else { r.iter().min() };
    let v = *v.ok_or_else(|| m.op_error(op, "has a map without results"))?;
    set_index(m, op, v)
}

fn load(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let l = ops::LoadOp(op);
    let view = m.memref(op, l.memref(m.ctx, m.arena))?;
    let indices = l.indices(m.ctx, m.arena);
    let index = match l.map_attr(m.ctx, m.arena) {
        Some(a) => apply(m, op, &map_of(m, op, Some(a))?, &indices)?,
        None => m.indices(op, &indices)?,
    };
    m.load_into_result(op, &view, &index)
}

fn store(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let s = ops::StoreOp(op);
    let value = m.scalar(op, s.value(m.ctx, m.arena))?;
    let view = m.memref(op, s.memref(m.ctx, m.arena))?;
    let indices = s.indices(m.ctx, m.arena);
    let index = match s.map_attr(m.ctx, m.arena) {
        Some(a) => apply(m, op, &map_of(m, op, Some(a))?, &indices)?,
        None => m.indices(op, &indices)?,
    };
    m.store_for(op, &view, &index, value)
}

fn for_op(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let f = ops::ForOp(op);
    let lb_map = map_of(m, op, f.lower_bound_map_attr(m.ctx, m.arena))?;
    let ub_map = map_of(m, op, f.upper_bound_map_attr(m.ctx, m.arena))?;
    let lb = apply(m, op, &lb_map, &f.lower_bound_operands(m.ctx, m.arena))?;
    let ub = apply(m, op, &ub_map, &f.upper_bound_operands(m.ctx, m.arena))?;
    let (Some(&lb), Some(&ub)) = (lb.iter().max(), ub.iter().min()) else {
        return Err(m.op_error(op, "has a bound map without results"));
    };
    let step = f
        .step_attr(m.ctx, m.arena)
        .and_then(|a| ir::ods::values::as_int(m.ctx, a))
        .filter(|&s| s > 0)
        .ok_or_else(|| m.op_error(op, "has no positive step"))?;
    let mut carried: Vec<RtValue> = f
        .inits(m.ctx, m.arena)
        .iter()
        .map(|&v| m.value(op, v).cloned())
        .collect::<RunResult<_>>()?;
    let body = f.region(m.arena);
    let mut iv = lb;
    while iv < ub {
        let mut args = vec![RtValue::Scalar(Scalar::index(iv))];
        args.append(&mut carried);
        carried = m.run_body(op, body, args)?;
        iv = match iv.checked_add(step) {
            Some(next) => next,
            None => break,
        };
    }
    for (i, v) in carried.into_iter().enumerate() {
        m.set_result(op, i, v)?;
    }
    Ok(Flow::Next)
}

fn if_op(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let i = ops::IfOp(op);
    let set = match i.condition_attr(m.ctx, m.arena).map(|a| m.ctx.attr_kind(a)) {
        Some(AttrKind::IntegerSet(s)) => s.clone(),
        _ => return Err(m.op_error(op, "has no integer set")),
    };
    let values = m.indices(op, &i.operands(m.ctx, m.arena))?;
    let nd = (set.num_dims as usize).min(values.len());
    let (dims, syms) = values.split_at(nd);
    let mut holds = true;
    for (c, &eq) in set.constraints.iter().zip(&set.eq_flags) {
        let v = eval_expr(c, dims, syms).map_err(|e| m.op_error(op, e))?;
        holds &= if eq { v == 0 } else { v >= 0 };
    }
    let region = if holds {
        i.then_region(m.arena)
    } else {
        i.else_region(m.arena)
    };
    let results = if m.arena.region_blocks(region).is_empty() {
        Vec::new()
    } else {
        m.run_body(op, region, Vec::new())?
    };
    for (k, v) in results.into_iter().enumerate() {
        m.set_result(op, k, v)?;
    }
    Ok(Flow::Next)
}

fn parallel(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let p = ops::ParallelOp(op);
    if m.arena.num_results(op) > 0 {
        return Err(m.error(op, "rods-run: cannot run 'affine.parallel' with reductions"));
    }
    let lbs = map_of(m, op, p.lower_bounds_map_attr(m.ctx, m.arena))?;
    let ubs = map_of(m, op, p.upper_bounds_map_attr(m.ctx, m.arena))?;
    let operands = p.map_operands(m.ctx, m.arena);
    let lb = apply(m, op, &lbs, &operands)?;
    let ub = apply(m, op, &ubs, &operands)?;
    if lb.len() != ub.len() {
        return Err(m.error(op, "rods-run: cannot run 'affine.parallel' with grouped bounds"));
    }
    let steps = p
        .steps_attr(m.ctx, m.arena)
        .and_then(|a| ir::ods::values::as_dense(m.ctx, a))
        .unwrap_or_else(|| vec![1; lb.len()]);
    let body = p.region(m.arena);
    let sizes: Vec<i64> = (0..lb.len())
        .map(|d| {
            let step = steps.get(d).copied().unwrap_or(1).max(1);
            (ub[d] - lb[d] + step - 1).max(0) / step
        })
        .collect();
    let steps: Vec<i64> = (0..lb.len()).map(|d| steps.get(d).copied().unwrap_or(1)).collect();
    m.run_parallel_nest(op, body, &lb, &steps, &sizes)?;
    Ok(Flow::Next)
}

/// Registers the affine runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::ApplyOp::NAME, apply_op);
    t.add(ctx, ops::MinOp::NAME, |m, op| min_max(m, op, false));
    t.add(ctx, ops::MaxOp::NAME, |m, op| min_max(m, op, true));
    t.add(ctx, ops::LoadOp::NAME, load);
    t.add(ctx, ops::StoreOp::NAME, store);
    t.add(ctx, ops::ForOp::NAME, for_op);
    t.add(ctx, ops::IfOp::NAME, if_op);
    t.add(ctx, ops::ParallelOp::NAME, parallel);
    t.add(ctx, ops::YieldOp::NAME, exit_with_operands);
}
