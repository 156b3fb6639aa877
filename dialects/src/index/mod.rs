//! The hand-written parts of the index ops declared here (MLIR 22's
//! `IndexOps.cpp`): the casts' `CastOpInterface` check (the
//! `cmp_predicate` enum attribute is declared in `index.ods`).

pub mod folds;
pub mod int_range;
crate::common::ods_ops!("index");

use crate::func::op_error;
use crate::index::ops::{CastSOp, CastUOp};
use ir::text::printer::type_to_string;
use ir::{Context, Diagnostic, IrArena, OpId, TypeKind};

/// `index.casts`/`index.castu`'s `areCastCompatible`: exactly one of the
/// input and output types is `index`.
fn verify_cast(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let (Some(input), Some(output)) = (arena.operands(op).next(), arena.result_types(op).next()) else {
        return Ok(());
    };
    let input = arena.value_type(input);
    let is_index = |t| matches!(ctx.type_kind(t), TypeKind::Index);
    if is_index(input) != is_index(output) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        arena,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, input),
            type_to_string(ctx, output)
        ),
    ))
}

impl CastSOp {
    /// `CastOpInterface::verify` (`areCastCompatible`).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        verify_cast(ctx, arena, self.0)
    }
}

impl CastUOp {
    /// `CastOpInterface::verify` (`areCastCompatible`).
    pub fn verify(self, ctx: &Context, arena: &IrArena) -> Result<(), Diagnostic> {
        verify_cast(ctx, arena, self.0)
    }
}
