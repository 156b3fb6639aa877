//! Upstream's `ShapedDimOpInterface` verifier (`mlir/Interfaces/ShapedOpInterfaces.cpp`),
//! which the generic verifier runs for every op declaring the interface.

use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::types::TypeKind;

/// `verifyShapedDimOpInterface`: one result (`expected single op result`), of type
/// `index` (`expect index result type`); upstream's plain `emitError`.
pub fn verify_shaped_dim_op_interface(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    if arena.num_results(op) != 1 {
        return Err(crate::verify::op_error(
            ctx,
            arena,
            op,
            "expected single op result".to_string(),
        ));
    }
    let index = arena
        .result_types(op)
        .next()
        .is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::Index));
    if !index {
        return Err(crate::verify::op_error(
            ctx,
            arena,
            op,
            "expect index result type".to_string(),
        ));
    }
    Ok(())
}
