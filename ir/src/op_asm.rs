//! Upstream's `OpAsmOpInterface` for ops declared in `.ods` or with `#[op]`: the
//! interface's default bodies, which give what the op's schema states (its
//! `result_names`, `block_arg_names` and `default_dialect`), and the printer's and
//! parser's one look-up of an op's implementation.

use crate::body::{BlockId, IrArena, OpId, RegionId};
use crate::context::Context;
use crate::interfaces::OpAsmOpInterfaceMethods;
use crate::ods::OpSchema;
use crate::registry::OpName;

/// `OpAsmSetValueNameFn` for results: `set_name(result, name)`.
pub type SetResultNameFn<'a> = &'a mut dyn FnMut(u32, &str);
/// `OpAsmSetValueNameFn` for block arguments: `set_name(block, argument, name)`.
pub type SetBlockArgNameFn<'a> = &'a mut dyn FnMut(BlockId, u32, &str);
/// `OpAsmSetBlockNameFn`: `set_name(block, name)`.
pub type SetBlockNameFn<'a> = &'a mut dyn FnMut(BlockId, &str);

/// `getAsmResultNames` of an op declared in `.ods`: the names its schema gives
/// (`result_names;`, `result_names "a, b";` or ODS's result-group names), if any.
pub fn schema_result_names(ctx: &Context, arena: &IrArena, op: OpId, schema: &OpSchema, set_name: SetResultNameFn<'_>) {
    if let Some(hook) = schema.result_names {
        hook(ctx, arena, op, set_name);
    }
}

/// `getAsmBlockArgumentNames` of an op declared in `.ods`: the names its schema's
/// `block_arg_names;` hook gives to the arguments of `region`'s blocks, if any.
pub fn schema_block_argument_names(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    schema: &OpSchema,
    region: RegionId,
    set_name: SetBlockArgNameFn<'_>,
) {
    if let Some(hook) = schema.block_arg_names {
        hook(ctx, arena, op, region, set_name);
    }
}

/// The `OpAsmOpInterface` implementation of the op named `name`, if it has one.
pub fn methods(ctx: &Context, name: OpName) -> Option<OpAsmOpInterfaceMethods> {
    OpAsmOpInterfaceMethods::get(ctx, name)
}

/// `getDefaultDialect` of the op named `name`: empty for an op without the interface.
pub fn default_dialect(ctx: &Context, name: OpName) -> &'static str {
    methods(ctx, name).map_or("", |m| m.default_dialect())
}
