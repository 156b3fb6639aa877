//! `DestinationStyleOpInterface`'s verifier
//! (`detail::verifyDestinationStyleOpInterface`, upstream's
//! `DestinationStyleOpInterface.cpp`): every init is a tensor or a memref, and
//! each tensor init has a tied result of its type.

use crate::diag::Diagnostic;
use crate::interfaces::DestinationStyleOpInterfaceRef;
use crate::ods::verify::op_error;
use crate::text::printer::type_to_string;
use crate::{Context, IrArena, OpId, Type, TypeKind};

/// MLIR's `isa<TensorType>`.
fn is_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// The interface's `verify` (with regions), read through its methods: each init
/// (`dps_inits_range`) is a tensor or a memref; there are as many tensor results
/// as tensor inits; each tensor init's tied result (`tied_op_result`) has its
/// type.
pub fn verify_destination_style_op(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(dps) = DestinationStyleOpInterfaceRef::get(ctx, arena, op) else {
        return Ok(());
    };
    let mut tensor_inits = Vec::new();
    for (position, v) in dps.dps_inits_range(ctx, arena).zip(dps.dps_inits(ctx, arena)) {
        let ty = arena.value_type(v);
        if is_tensor(ctx, ty) {
            tensor_inits.push((position, ty));
        } else if !matches!(
            ctx.type_kind(ty),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        ) {
            let message = format!("expected that operand #{position} is a tensor or a memref");
            return Err(op_error(ctx, arena, op, message));
        }
    }
    let tensor_results = arena.result_types(op).filter(|&t| is_tensor(ctx, t)).count();
    if tensor_results != tensor_inits.len() {
        let message = format!(
            "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
            tensor_inits.len()
        );
        return Err(op_error(ctx, arena, op, message));
    }
    for (position, ty) in tensor_inits {
        let result = dps.tied_op_result(ctx, arena, position).map(|r| arena.value_type(r));
        if result != Some(ty) {
            let shown = result.map(|t| type_to_string(ctx, t)).unwrap_or_default();
            let message = format!(
                "expected type of operand #{position} ('{}') to match type of corresponding result ('{shown}')",
                type_to_string(ctx, ty)
            );
            return Err(op_error(ctx, arena, op, message));
        }
    }
    Ok(())
}
