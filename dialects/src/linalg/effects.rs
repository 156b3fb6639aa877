//! `MemoryEffectsOpInterface` of the linalg ops that declare it, as upstream's
//! C++ `getEffects` computes them (`LinalgOps.cpp`): the structured ops,
//! `linalg.map`/`reduce`/`transpose`/`broadcast` (`getGenericEffectsImpl` of a
//! `LinalgOp`) and `linalg.softmax` (the value-range overload). Only memref
//! operands have effects, so an op on tensors has none.

use super::ops::*;
use ir::effects::{is_ranked_memref, EffectInstance, MemEffect};
use ir::interfaces::DestinationStyleOpInterface;
use ir::{Context, IrArena, OpId, Value};

/// `getGenericEffectsImpl(effects, LinalgOp)`: a memref input is read, a memref init
/// is read when the payload uses its block argument
/// (`payloadUsesValueFromOperand`) and written always, each on its operand.
pub(crate) fn structured_effects<T: DestinationStyleOpInterface>(
    ctx: &Context,
    arena: &IrArena,
    op: T,
) -> Vec<EffectInstance> {
    let id = op.op_id();
    let mut out: Vec<EffectInstance> = op
        .dps_inputs(ctx, arena)
        .into_iter()
        .filter(|&v| is_ranked_memref(ctx, arena.value_type(v)))
        .map(|v| EffectInstance::on(MemEffect::Read, v))
        .collect();
    for i in op.dps_inits_range(ctx, arena) {
        let v = arena.operand(id, i);
        if !is_ranked_memref(ctx, arena.value_type(v)) {
            continue;
        }
        if payload_uses_operand(arena, id, i) {
            out.push(EffectInstance::on(MemEffect::Read, v));
        }
        out.push(EffectInstance::on(MemEffect::Write, v));
    }
    out
}

/// `payloadUsesValueFromOperand`: the payload block's argument of operand
/// `operand` (its block arguments follow the operands) has uses.
fn payload_uses_operand(arena: &IrArena, op: OpId, operand: usize) -> bool {
    let Some(&region) = arena.regions(op).first() else {
        return false;
    };
    let Some(&block) = arena.region_blocks(region).first() else {
        return false;
    };
    operand < arena.num_args(block) && !arena.use_empty(arena.arg(block, operand))
}

/// The value-range `getGenericEffectsImpl` (`linalg.softmax`): memref inputs are
/// read, memref inits read and written.
fn softmax_effects(ctx: &Context, arena: &IrArena, op: SoftmaxOp) -> Vec<EffectInstance> {
    let memref = |v: &Value| is_ranked_memref(ctx, arena.value_type(*v));
    let mut out: Vec<EffectInstance> = op
        .dps_inputs(ctx, arena)
        .iter()
        .filter(|v| memref(v))
        .map(|&v| EffectInstance::on(MemEffect::Read, v))
        .collect();
    for v in op.dps_inits(ctx, arena).into_iter().filter(memref) {
        out.push(EffectInstance::on(MemEffect::Read, v));
        out.push(EffectInstance::on(MemEffect::Write, v));
    }
    out
}

/// Implements `MemoryEffectsOpInterface` for each op with [`structured_effects`].
macro_rules! structured_effects {
    ($($op:ty),* $(,)?) => {
        $(
            impl ir::interfaces::MemoryEffectsOpInterface for $op {
                fn effects(self, ctx: &Context, arena: &IrArena) -> Vec<EffectInstance> {
                    structured_effects(ctx, arena, self)
                }
            }
        )*
    };
}

super::core_structured_ops!(structured_effects!);
super::opdsl_structured_ops!(structured_effects!);
structured_effects!(MapOp, ReduceOp, TransposeOp, BroadcastOp);

impl ir::interfaces::MemoryEffectsOpInterface for SoftmaxOp {
    fn effects(self, ctx: &Context, arena: &IrArena) -> Vec<EffectInstance> {
        softmax_effects(ctx, arena, self)
    }
}
