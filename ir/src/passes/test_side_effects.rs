//! `test-side-effects`: upstream's test pass (`mlir/test/lib/IR/TestSideEffects.cpp`)
//! that remarks on what `MemoryEffectOpInterface` answers for every op that
//! implements it (but terminators), in post-order: `operation has no memory
//! effects`, or one `found an instance of 'read' on op operand 0, on resource
//! '<Default>'` per effect. A pass that emits while it succeeds, through
//! `op->emitRemark()` (with the "see current operation" note): rods-opt's
//! diagnostic flags are checked on it against mlir-opt-22.

use crate::body::{IrArena, OpId, Value};
use crate::context::Context;
use crate::effects::{EffectInstance, MemEffect, Resource};
use crate::interfaces::MemoryEffectsOpInterfaceRef;
use crate::pass::{DiagnosticSink, Pass, PassContext, PassFailure};

/// The pass (on `builtin.module`, as upstream's `OperationPass<ModuleOp>`; its
/// name is the C++ type name upstream's `PassWrapper` gives it).
#[derive(Clone, Copy, Default)]
pub struct TestSideEffects;

impl Pass for TestSideEffects {
    crate::pass_identity!("test-side-effects", "(anonymous namespace)::SideEffectsPass", anchor "builtin.module");

    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure> {
        for o in arena.walk_postorder(op) {
            let Some(iface) = MemoryEffectsOpInterfaceRef::get(ctx, arena, o) else {
                continue;
            };
            let effects = iface.effects(ctx, arena);
            if ctx.op_info(arena.op_name(o)).traits().is_terminator {
                continue;
            }
            if effects.is_empty() {
                pc.emit_op_remark(ctx, arena, o, "operation has no memory effects");
            }
            for e in effects {
                pc.emit_op_remark(ctx, arena, o, describe(arena, o, &e));
            }
        }
        Ok(())
    }
}

/// `found an instance of 'EFFECT'[ on op operand N,| on op result N,| on block
/// argument N,] on resource 'NAME'`.
fn describe(arena: &IrArena, op: OpId, e: &EffectInstance) -> String {
    let effect = match e.effect {
        MemEffect::Alloc => "allocate",
        MemEffect::Free => "free",
        MemEffect::Read => "read",
        MemEffect::Write => "write",
    };
    let on = e.value.map(|v| on_value(arena, op, v)).unwrap_or_default();
    let resource = match e.resource {
        Resource::Default => "<Default>",
        Resource::AutomaticAllocationScope => "AutomaticAllocationScope",
    };
    format!("found an instance of '{effect}'{on} on resource '{resource}'")
}

/// ` on op operand N,` (the first operand of `op` that is `v`), ` on op
/// result N,` or ` on block argument N,`.
fn on_value(arena: &IrArena, op: OpId, v: Value) -> String {
    if let Some(i) = arena.operands(op).position(|o| o == v) {
        return format!(" on op operand {i},");
    }
    match v {
        Value::Result { index, .. } => format!(" on op result {index},"),
        Value::Arg { index, .. } => format!(" on block argument {index},"),
    }
}
