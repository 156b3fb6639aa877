//! The steps `tpuc` runs, as a library: read MLIR text with every rods dialect
//! registered, verify it, and generate the commands of an addressed tpu module. Errors
//! come back rendered as mlir-opt renders diagnostics (`file:line:col: error: ...`, or
//! the op's name location).

use ir::diag::{render, SourceFile};
use ir::Context;

use crate::bmodel::StaticNet;
use crate::codegen::codegen_module;
use crate::weights::Weights;

/// A context with every dialect rods has (upstream's, `top` and `tpu`).
pub fn context() -> Context {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    ctx
}

/// Parses and verifies `text` (named `name` in messages), then generates its commands
/// with the weights `weights`. The error is the rendered diagnostic.
pub fn codegen_text(name: &str, text: &[u8], weights: &Weights) -> Result<StaticNet, String> {
    let ctx = context();
    let file = SourceFile { name, text };
    let mut module = ir::text::parse_source(&ctx, name, text).map_err(|d| render(&ctx, &file, &d))?;
    ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top).map_err(|d| render(&ctx, &file, &d))?;
    codegen_module(&ctx, &module.arena, module.top, weights).map_err(|e| render(&ctx, &file, &e.to_diagnostic()))
}
