//! The builtin dialect's operations: `builtin.module` and
//! `builtin.unrealized_conversion_cast`.

use crate::context::Context;
use crate::registry::{OpDefinition, OpTraits};

/// Name of the module operation.
pub const MODULE: &str = "builtin.module";
/// Name of the cast operation (also used for parser placeholders).
pub const UNREALIZED_CAST: &str = "builtin.unrealized_conversion_cast";

/// Registers the builtin dialect into `ctx`.
pub fn register(ctx: &Context) {
    let registry = ctx.registry();
    registry.register_dialect("builtin");
    registry.register_op(
        MODULE,
        OpDefinition {
            traits: OpTraits {
                no_terminator: true,
                isolated_from_above: true,
                symbol_table: true,
                graph_regions: true,
                single_block: true,
                ..Default::default()
            },
            inherent_attrs: vec!["sym_name", "sym_visibility"],
            ..Default::default()
        },
    );
    registry.register_op(
        UNREALIZED_CAST,
        OpDefinition {
            traits: OpTraits {
                pure: true,
                ..Default::default()
            },
            inherent_attrs: vec![],
            ..Default::default()
        },
    );
}
