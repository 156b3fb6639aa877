//! What the cf ops do when `rods-run` runs them: branches pass their
//! operands to the successor's arguments; `cf.assert` fails the run with its
//! message when its condition is false.

use ir::{Context, OpId};

use crate::run::{Flow, Machine, RtValue, RunResult, RunTable};

fn values(m: &Machine<'_>, op: OpId, vs: &[ir::Value]) -> RunResult<Vec<RtValue>> {
    vs.iter().map(|&v| m.value(op, v).cloned()).collect()
}

/// Whether the `i1` condition `v` holds (its low bit is set).
fn is_true(m: &Machine<'_>, op: OpId, v: ir::Value) -> RunResult<bool> {
    Ok(m.scalar(op, v)?.unsigned().is_some_and(|c| c & 1 == 1))
}

fn br(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let b = super::BranchOp(op);
    let args = values(m, op, &b.dest_operands(m.ctx, m.arena))?;
    Ok(Flow::Branch(b.dest(m.arena), args))
}

fn cond_br(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let b = super::CondBranchOp(op);
    if is_true(m, op, b.condition(m.ctx, m.arena))? {
        let args = values(m, op, &b.true_dest_operands(m.ctx, m.arena))?;
        Ok(Flow::Branch(b.true_dest(m.arena), args))
    } else {
        let args = values(m, op, &b.false_dest_operands(m.ctx, m.arena))?;
        Ok(Flow::Branch(b.false_dest(m.arena), args))
    }
}

fn switch(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let s = super::SwitchOp(op);
    let flag = m.scalar(op, s.flag(m.ctx, m.arena))?.signed().unwrap_or(0);
    let cases = s
        .case_values_attr(m.ctx, m.arena)
        .and_then(|a| crate::affine::dense_ints(m.ctx, a))
        .unwrap_or_default();
    let dests = s.case_destinations(m.arena);
    let operands = s.case_operands(m.ctx, m.arena);
    for (i, &c) in cases.iter().enumerate() {
        if c as i128 == flag {
            let (Some(&dest), Some(vs)) = (dests.get(i), operands.get(i)) else {
                return Err(m.op_error(op, "has a case without a destination"));
            };
            let args = values(m, op, vs)?;
            return Ok(Flow::Branch(dest, args));
        }
    }
    let args = values(m, op, &s.default_operands(m.ctx, m.arena))?;
    Ok(Flow::Branch(s.default_destination(m.arena), args))
}

fn assert(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let a = super::AssertOp(op);
    if is_true(m, op, a.arg(m.ctx, m.arena))? {
        return Ok(Flow::Next);
    }
    let msg = m
        .attr(op, "msg")
        .and_then(|a| ir::ods::values::as_str(m.ctx, a))
        .unwrap_or_default();
    Err(m.error(op, format!("assertion failed: {msg}")))
}

/// Registers the cf runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, super::BranchOp::NAME, br);
    t.add(ctx, super::CondBranchOp::NAME, cond_br);
    t.add(ctx, super::SwitchOp::NAME, switch);
    t.add(ctx, super::AssertOp::NAME, assert);
}
