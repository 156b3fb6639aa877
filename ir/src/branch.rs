//! Upstream's `BranchOpInterface` verifier (`ControlFlowInterfaces.cpp`):
//! each successor gets as many operands as it has block arguments, of the
//! same types.

use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::interfaces::BranchOpInterfaceRef;

/// The interface's `verify`: `detail::verifyBranchSuccessorOperands` for every
/// successor of `op`, in order (types compatible when equal, upstream's
/// default `areTypesCompatible`). Errors are not prefixed with the op name, as
/// upstream's `emitError`.
pub fn verify_successor_operands(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(branch) = BranchOpInterfaceRef::get(ctx, arena, op) else {
        return Ok(());
    };
    let operands: Vec<crate::body::Value> = arena.operands(op).collect();
    for (i, &block) in arena.successors(op).iter().enumerate() {
        let range = branch.successor_operands(ctx, arena, i);
        let forwarded = operands.get(range).unwrap_or_default();
        let args = arena.num_args(block);
        if forwarded.len() != args {
            let message = format!(
                "branch has {} operands for successor #{i}, but target block has {args}",
                forwarded.len()
            );
            return Err(crate::verify::op_error(ctx, arena, op, message));
        }
        for (k, v) in forwarded.iter().enumerate() {
            if arena.value_type(*v) != arena.value_type(arena.arg(block, k)) {
                let message = format!("type mismatch for bb argument #{k} of successor #{i}");
                return Err(crate::verify::op_error(ctx, arena, op, message));
            }
        }
    }
    Ok(())
}
