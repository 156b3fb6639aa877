//! Speculation (upstream's `Speculation::Speculatability`, `isSpeculatable`,
//! `isPure`): whether an op may run where it would not have run, hoisted out of a
//! loop or an `if`. An op says so through `ConditionallySpeculatable`
//! ([`crate::interfaces::ConditionallySpeculatable`]), which `Pure`,
//! `AlwaysSpeculatable` and `RecursivelySpeculatable` give with the answer the
//! definition states ([`stated_speculatability`]) and which ops whose answer
//! depends on their operands implement in Rust (`arith.divsi` by a divisor
//! whose range, `crate::int_range::matchers`, leaves out 0 and -1,
//! `memref.dim` of a constant index, ...).

use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::interfaces::ConditionallySpeculatableRef;
use crate::ods::{OpSchema, OpTrait};
use crate::rewrite::table::OpTable;

/// Upstream's `Speculation::Speculatability`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Speculatability {
    /// The op has no undefined behaviour and always terminates: it may be
    /// executed speculatively.
    Speculatable,
    /// The op may have undefined behaviour or not terminate.
    NotSpeculatable,
    /// The op is speculatable when every op in its regions is.
    RecursivelySpeculatable,
}

/// The answer the traits of `schema` give (upstream's
/// `AlwaysSpeculatableImplTrait` / `RecursivelySpeculatableImplTrait`): `Pure` and
/// `AlwaysSpeculatable` say `Speculatable`, `RecursivelySpeculatable` says so; an
/// op with none of them is not speculatable. The default body of
/// `ConditionallySpeculatable::speculatability`.
pub fn stated_speculatability(schema: &OpSchema) -> Speculatability {
    if schema.has(|t| matches!(t, OpTrait::Pure | OpTrait::AlwaysSpeculatable)) {
        Speculatability::Speculatable
    } else if schema.has(|t| matches!(t, OpTrait::RecursivelySpeculatable)) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// `getSpeculatability` of `op`, if it is `ConditionallySpeculatable`
/// (upstream's `dyn_cast<ConditionallySpeculatable>(op)`).
pub fn speculatability(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Speculatability> {
    ConditionallySpeculatableRef::get(ctx, arena, op).map(|s| s.speculatability(ctx, arena))
}

/// `mlir::isSpeculatable`: `op` is `ConditionallySpeculatable` and speculatable,
/// a recursively speculatable op when every op in its regions is.
pub fn is_speculatable(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    match speculatability(ctx, arena, op) {
        None | Some(Speculatability::NotSpeculatable) => false,
        Some(Speculatability::Speculatable) => true,
        Some(Speculatability::RecursivelySpeculatable) => arena.regions(op).iter().all(|&r| {
            arena
                .region_blocks(r)
                .iter()
                .all(|&b| arena.block_ops(b).all(|o| is_speculatable(ctx, arena, o)))
        }),
    }
}

/// `mlir::isPure`: `op` is speculatable and free of memory effects (`table`
/// answers the latter, as it does for the rewriting code).
pub fn is_pure(ctx: &Context, arena: &IrArena, table: &OpTable, op: OpId) -> bool {
    is_speculatable(ctx, arena, op) && table.is_memory_effect_free(ctx, arena, op)
}
