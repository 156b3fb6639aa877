//! `DestinationStyleOpInterface` for the ops whose inits are one operand group
//! of their definition (upstream's `getDpsInitsMutable` returning
//! `getOutputsMutable()`, `getDestMutable()`, `getBaseMutable()`):
//! `inits_are_group!(GROUP => Op, ...)` beside the ops.

/// Implements `DestinationStyleOpInterface` for each op: its inits are operand
/// group `$group` of its definition (segment-aware).
macro_rules! inits_are_group {
    ($group:literal => $($op:ty),* $(,)?) => {
        $(
            impl ir::interfaces::DestinationStyleOpInterface for $op {
                fn dps_inits_range(self, ctx: &ir::Context, arena: &ir::IrArena) -> std::ops::Range<usize> {
                    let schema = <$op as ir::ods::TypedOp>::op_schema();
                    ir::ods::access::operand_range(ctx, arena, self.0, schema, $group)
                }
            }
        )*
    };
}
pub(crate) use inits_are_group;
