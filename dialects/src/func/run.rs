//! What the func ops do when `rods-run` runs them: `func.return` leaves the
//! function with its operands, `func.call` runs the callee in a new frame.

use ir::{Context, OpId};

use super::ops;
use crate::run::machine::exit_with_operands;
use crate::run::{Flow, Machine, RunResult, RunTable};

fn call(m: &mut Machine<'_>, op: OpId) -> RunResult<Flow> {
    let call = ops::CallOp(op);
    let callee = call
        .callee_attr(m.ctx, m.arena)
        .and_then(|a| match m.ctx.attr_kind(a) {
            ir::AttrKind::SymbolRef { root, .. } => ir::ods::values::as_str(m.ctx, *root),
            _ => None,
        })
        .ok_or_else(|| m.op_error(op, "has no callee"))?;
    let func = m
        .lookup_function(&callee)
        .ok_or_else(|| m.op_error(op, format!("calls '@{callee}', which is not in the module")))?;
    let args = m.operand_values(op)?;
    let results = m.call(op, func, args)?;
    for (i, v) in results.into_iter().enumerate() {
        m.set_result(op, i, v)?;
    }
    Ok(Flow::Next)
}

/// Registers the func runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    t.add(ctx, ops::ReturnOp::NAME, exit_with_operands);
    t.add(ctx, ops::CallOp::NAME, call);
}
