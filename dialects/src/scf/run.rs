//! What the scf ops do when `rods-run` runs them: `scf.for` (signed or
//! unsigned bounds) carrying its iteration values, `scf.if`,
//! `scf.index_switch`, `scf.while` with `scf.condition`, and `scf.parallel`
//! without reductions.

use ir::{Context, OpId, RegionId, Value};

use super::ops;
use crate::run::machine::exit_with_operands;
use crate::run::value::Scalar;
use crate::run::{Flow, Machine, RtValue, RunResult, RunTable};

fn values(m: &Machine<'_>, op: OpId, vs: &[Value]) -> RunResult<Vec<RtValue>> {
    vs.iter().map(|&v| m.value(op, v).cloned()).collect()
}

fn set_results(m: &mut Machine<'_>, op: OpId, results: Vec<RtValue>) -> RunResult<Flow> {
    for (i, v) in results.into_iter().enumerate() {
        m.set_result(op, i, v)?;
    }
    Ok(Flow::Next)
}

fn for_op(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let f = ops::ForOp(op);
    let lb = m.scalar(op, f.lower_bound(m.ctx, m.arena))?;
    let ub = m.scalar(op, f.upper_bound(m.ctx, m.arena))?;
    let step = m.scalar(op, f.step(m.ctx, m.arena))?;
    let unsigned = f.unsigned_cmp(m.ctx, m.arena);
    let Scalar::Int { width, .. } = lb else {
        return Err(m.op_error(op, "expected integer bounds"));
    };
    let read = |s: Scalar| {
        if unsigned {
            s.unsigned().map(|v| v as i128)
        } else {
            s.signed()
        }
    };
    let (Some(lb), Some(ub), Some(step)) = (read(lb), read(ub), read(step)) else {
        return Err(m.op_error(op, "expected integer bounds"));
    };
    if step <= 0 {
        return Err(m.op_error(op, "has a step that is not positive"));
    }
    let mut carried = values(m, op, &f.init_args(m.ctx, m.arena))?;
    let body = f.region(m.arena);
    let mut iv = lb;
    while iv < ub {
        let mut args = vec![RtValue::Scalar(Scalar::int(width, iv))];
        args.append(&mut carried);
        carried = m.run_body(op, body, args)?;
        iv += step;
    }
    set_results(m, op, carried)
}

fn run_optional(m: &mut Machine<'_>, op: OpId, region: RegionId) -> RunResult<Vec<RtValue>> {
    if m.arena.region_blocks(region).is_empty() {
        Ok(Vec::new())
    } else {
        m.run_body(op, region, Vec::new())
    }
}

fn if_op(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let i = ops::IfOp(op);
    let cond = m.scalar(op, i.condition(m.ctx, m.arena))?;
    let region = if cond.unsigned().is_some_and(|c| c & 1 == 1) {
        i.then_region(m.arena)
    } else {
        i.else_region(m.arena)
    };
    let results = run_optional(m, op, region)?;
    set_results(m, op, results)
}

fn index_switch(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let s = ops::IndexSwitchOp(op);
    let arg = m.index(op, s.arg(m.ctx, m.arena))?;
    let cases = s
        .cases_attr(m.ctx, m.arena)
        .and_then(|a| ir::ods::values::as_dense(m.ctx, a))
        .unwrap_or_default();
    let regions = s.case_regions(m.arena);
    let region = cases
        .iter()
        .position(|&c| c == arg)
        .and_then(|i| regions.get(i).copied())
        .unwrap_or_else(|| s.default_region(m.arena));
    let results = run_optional(m, op, region)?;
    set_results(m, op, results)
}

fn while_op(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let w = ops::WhileOp(op);
    let mut args = values(m, op, &w.inits(m.ctx, m.arena))?;
    let (before, after) = (w.before(m.arena), w.after(m.arena));
    loop {
        let mut out = m.run_body(op, before, args)?.into_iter();
        let cond = match out.next() {
            Some(RtValue::Scalar(s)) => s.unsigned().is_some_and(|c| c & 1 == 1),
            _ => return Err(m.op_error(op, "'before' region did not end with scf.condition")),
        };
        let forwarded: Vec<RtValue> = out.collect();
        if !cond {
            return set_results(m, op, forwarded);
        }
        args = m.run_body(op, after, forwarded)?;
    }
}

fn parallel(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let p = ops::ParallelOp(op);
    if !p.init_vals(m.ctx, m.arena).is_empty() {
        return Err(m.error(op, "rods-run: cannot run 'scf.parallel' with reductions"));
    }
    let lb = m.indices(op, &p.lower_bound(m.ctx, m.arena))?;
    let ub = m.indices(op, &p.upper_bound(m.ctx, m.arena))?;
    let step = m.indices(op, &p.step(m.ctx, m.arena))?;
    if step.iter().any(|&s| s <= 0) {
        return Err(m.op_error(op, "has a step that is not positive"));
    }
    if ub.len() != lb.len() || step.len() != lb.len() {
        return Err(m.op_error(op, "has bounds and steps of different counts"));
    }
    let sizes: Vec<i64> = (0..lb.len())
        .map(|d| (ub[d] - lb[d] + step[d] - 1).max(0) / step[d])
        .collect();
    let body = p.region(m.arena);
    m.run_parallel_nest(op, body, &lb, &step, &sizes)?;
    Ok(Flow::Next)
}

/// Registers the scf runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::ForOp::NAME, for_op);
    t.add(ctx, ops::IfOp::NAME, if_op);
    t.add(ctx, ops::IndexSwitchOp::NAME, index_switch);
    t.add(ctx, ops::WhileOp::NAME, while_op);
    t.add(ctx, ops::ParallelOp::NAME, parallel);
    t.add(ctx, ops::YieldOp::NAME, exit_with_operands);
    t.add(ctx, ops::ConditionOp::NAME, exit_with_operands);
    t.add(ctx, ops::ReduceOp::NAME, exit_with_operands);
}
