//! `processor-tpu-optimize` for BM1684X: TPU-MLIR's `MatMulLeftReusePattern` sets each
//! `tpu.MatMul`'s `left_reuse` to 0 when its input is used by nothing else (counting
//! operand slots), else to 1.

use ir::ods::values::int_attr;
use ir::{Context, Diagnostic, IrArena, OpId};

use crate::top::to_tpu::set_attrs;
use crate::tpu::ops::MatMulOp;

/// Runs the pass on `module`.
pub fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    for op in arena.walk_preorder(module) {
        let Some(mm) = MatMulOp::cast(ctx, arena, op) else {
            continue;
        };
        let input = mm.input(ctx, arena);
        let reused = arena.defining_op(input).is_none() || arena.uses(input).count() != 1;
        let value = int_attr(ctx, i64::from(reused), "i64")
            .map_err(|e| Diagnostic::error(ir::DiagLoc::Attr(arena.op_loc(op)), e.0))?;
        set_attrs(ctx, arena, op, &[("left_reuse", value)]);
    }
    Ok(())
}
