//! The checks upstream's verifiers repeat (`if (a.size() != b.size())
//! return emitOpError() << ...`, the same for two types): one function that
//! fails with the op's error when two counts or two types differ.

use ir::{Context, Diagnostic, IrArena, OpId};

/// `Ok` when `actual == expected` (two counts, two types, ...), else
/// `emitOpError` on `op` with the message `message` makes of the two
/// (`'NAME' op MESSAGE`, with the current-operation note).
pub fn expect_equal<T: PartialEq>(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    actual: T,
    expected: T,
    message: impl FnOnce(T, T) -> String,
) -> Result<(), Diagnostic> {
    if actual == expected {
        return Ok(());
    }
    Err(ir::ods::verify::op_error(ctx, arena, op, message(actual, expected)))
}
