//! The layer-group information of a local op: its `ginfo` (`#tpu.lg<...>`, the tpu
//! dialect's `LayerGroupAttr`), read through the generated typed attribute.

use dialects::tpu::ops::LayerGroupAttr;
use ir::{Context, IrArena, OpId};

use super::error::CodegenError;

/// The `ginfo` of `op` (any op of a group carries it in its attribute dictionary), or
/// an error if it has none.
pub fn layer_group_info(ctx: &Context, arena: &IrArena, op: OpId) -> Result<LayerGroupAttr, CodegenError> {
    let loc = arena.op_loc(op);
    let attr = ir::ods::access::dict_get(ctx, arena.attrs(op), "ginfo")
        .ok_or_else(|| CodegenError::at(loc, "op in a tpu.Group has no `ginfo`"))?;
    LayerGroupAttr::read(ctx, attr).ok_or_else(|| CodegenError::at(loc, "`ginfo` is not a #tpu.lg attribute"))
}

/// `value` as an unsigned local-memory quantity.
pub fn unsigned(value: i64, what: &str) -> Result<u64, CodegenError> {
    u64::try_from(value).map_err(|_| CodegenError::new(format!("`ginfo` has a negative {what}: {value}")))
}
