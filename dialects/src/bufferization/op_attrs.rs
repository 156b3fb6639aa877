//! The bufferization dialect's checks of `bufferization.*` attributes on
//! ops (MLIR 22's `BufferizationDialect::verifyOperationAttribute`): only
//! `bufferization.manual_deallocation` is known, and only on ops that
//! allocate or free memory.

use ir::rewrite::table::OpTable;
use ir::text::printer::attr_to_string;
use ir::{Attr, Context, Diagnostic, IrArena, OpId};

use crate::func::{op_error, plain_error};

/// `BufferizationDialect::kManualDeallocation`.
const MANUAL_DEALLOCATION: &[u8] = b"bufferization.manual_deallocation";

/// Checks the discardable attribute `name` of `op`, which is named
/// `bufferization.*`.
fn verify_op_attr(ctx: &Context, arena: &IrArena, op: OpId, name: Attr, _value: Attr) -> Result<(), Diagnostic> {
    if ctx.string_value(name) == MANUAL_DEALLOCATION {
        let effects = OpTable::default().op(ctx, arena, op).facts.effects;
        if !(effects.known && (effects.allocate || effects.free)) {
            return Err(op_error(
                ctx,
                arena,
                op,
                "attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect",
            ));
        }
        return Ok(());
    }
    Err(plain_error(
        ctx,
        arena,
        op,
        format!(
            "attribute '{}' not supported as an op attribute by the bufferization dialect",
            attr_to_string(ctx, name)
        ),
    ))
}

/// Registers the check for every `bufferization.*` op attribute.
pub fn register(ctx: &Context) {
    ctx.set_dialect_op_attr_verifier("bufferization", verify_op_attr);
}
