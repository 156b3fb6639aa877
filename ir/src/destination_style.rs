//! What `DestinationStyleOpInterface` derives from an op's range of init operands
//! (upstream's `extraSharedClassDeclaration` of the interface): the inputs, the
//! result tied to an init, and whether the op works on tensors or on buffers only.

use std::ops::Range;

use crate::{Context, IrArena, OpId, TypeKind, Value};

pub mod verify;

/// The positions of `op`'s operands outside `inits` (`getDpsInputOperands`).
pub fn input_positions(arena: &IrArena, op: OpId, inits: Range<usize>) -> Vec<usize> {
    (0..arena.num_operands(op)).filter(|i| !inits.contains(i)).collect()
}

/// The operands of `op` outside `inits` (`getDpsInputs`).
pub fn inputs(arena: &IrArena, op: OpId, inits: Range<usize>) -> Vec<Value> {
    arena
        .operands(op)
        .enumerate()
        .filter(|(i, _)| !inits.contains(i))
        .map(|(_, v)| v)
        .collect()
}

/// `getTiedOpResult`: the result of `op` tied to its operand number `operand`, an
/// init (the result at the init's position among the inits); `None` for an input,
/// or when the op has no such result (buffer semantics).
pub fn tied_result(arena: &IrArena, op: OpId, inits: Range<usize>, operand: usize) -> Option<Value> {
    if !inits.contains(&operand) {
        return None;
    }
    let index = operand - inits.start;
    (index < arena.num_results(op)).then(|| arena.result(op, index))
}

/// `hasPureTensorSemantics` (`tensors`) or `hasPureBufferSemantics`
/// (`!tensors`): no operand of the other kind and at least one of this kind.
pub fn pure_semantics(ctx: &Context, arena: &IrArena, op: OpId, tensors: bool) -> bool {
    let (mut tensor, mut memref) = (false, false);
    for v in arena.operands(op) {
        match ctx.type_kind(arena.value_type(v)) {
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => tensor = true,
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => memref = true,
            _ => {}
        }
    }
    if tensors {
        tensor && !memref
    } else {
        memref && !tensor
    }
}
