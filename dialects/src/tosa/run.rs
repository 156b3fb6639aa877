//! What the tosa ops do when `rods-run` runs them.

use ir::Context;

use crate::run::RunTable;

/// Registers the tosa runners.
pub fn register(ctx: &Context, t: &mut RunTable) {
    let _ = (ctx, t);
}
