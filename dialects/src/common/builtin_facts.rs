//! Transformation facts of the two builtin ops the core registers by hand
//! (`builtin.module`, `builtin.unrealized_conversion_cast`). Every op declared in
//! `.ods` or with `#[op]` gets its facts from its definition
//! (`ir::ods::register::schema_facts`).

use ir::registry::{OpEffects, OpFacts};
use ir::Context;

/// Registers the facts of builtin's hand-registered ops.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_op_facts(
        "builtin.module",
        OpFacts {
            symbol: true,
            ..OpFacts::default()
        },
    );
    reg.set_op_facts(
        "builtin.unrealized_conversion_cast",
        OpFacts {
            effects: OpEffects::NONE,
            ..OpFacts::default()
        },
    );
}
