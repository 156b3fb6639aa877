//! Alias analysis: whether two values may address the same memory, and whether
//! an op may read or write the memory a value addresses. This is upstream's
//! `LocalAliasAnalysis` (`mlir/lib/Analysis/AliasAnalysis/LocalAliasAnalysis.cpp`,
//! the implementation `AliasAnalysis` uses by default), driven by interfaces
//! only, never by op names:
//!
//! - each value is reduced to its underlying values ([`underlying`]): through
//!   views (`ViewLikeOpInterface`), region control flow
//!   (`RegionBranchOpInterface`) and branches (`BranchOpInterface`);
//! - two underlying values: the same value must alias; a constant
//!   (`ConstantLike`) may alias anything but an allocation; an op with
//!   `DistinctObjectsTrait` gives results that alias their own operand and
//!   not each other; two allocations (an `Allocate` effect of
//!   `MemoryEffectOpInterface` on the value) never alias; an allocation does
//!   not alias a value defined above its scope (the nearest
//!   `AutomaticAllocationScope` for an allocation on the
//!   `AutomaticAllocationScopeResource`, the enclosing function for others) or
//!   an argument of that scope's entry block; anything else may alias;
//! - the results for the pairs of underlying values are merged
//!   ([`AliasResult::merge`]).
//!
//! [`LocalAliasAnalysis::mod_ref`] merges the reads and writes of an op's
//! effects on values that may alias a location (`RecursiveMemoryEffects`,
//! or no `MemoryEffectOpInterface`: it may do anything).

pub mod underlying;

use crate::effects::{MemEffect, Resource};
use crate::interfaces::{FunctionOpInterfaceRef, MemoryEffectsOpInterfaceRef};
use crate::{Context, IrArena, OpId, Value};

/// How two values alias (upstream's `AliasResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AliasResult {
    /// They never address the same memory.
    NoAlias,
    /// Nothing is known.
    MayAlias,
    /// They address overlapping memory, not starting at the same place.
    PartialAlias,
    /// They address the same memory.
    MustAlias,
}

impl AliasResult {
    /// Both results hold (for different underlying values): equal ones stay,
    /// a partial and a must alias make a partial one, anything else may alias.
    pub fn merge(self, other: AliasResult) -> AliasResult {
        use AliasResult::*;
        match (self, other) {
            (a, b) if a == b => a,
            (PartialAlias, MustAlias) | (MustAlias, PartialAlias) => PartialAlias,
            _ => MayAlias,
        }
    }
}

/// Upstream's spelling (`NoAlias`, `MayAlias`, `PartialAlias`, `MustAlias`).
impl std::fmt::Display for AliasResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            AliasResult::NoAlias => "NoAlias",
            AliasResult::MayAlias => "MayAlias",
            AliasResult::PartialAlias => "PartialAlias",
            AliasResult::MustAlias => "MustAlias",
        })
    }
}

/// Whether an op may read (`Ref`) or write (`Mod`) a location (upstream's
/// `ModRefResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ModRefResult {
    /// It may write the location.
    pub modifies: bool,
    /// It may read the location.
    pub references: bool,
}

impl ModRefResult {
    /// Neither reads nor writes (`NoModRef`).
    pub const NO_MOD_REF: ModRefResult = ModRefResult {
        modifies: false,
        references: false,
    };
    /// May read (`Ref`).
    pub const REF: ModRefResult = ModRefResult {
        modifies: false,
        references: true,
    };
    /// May write (`Mod`).
    pub const MOD: ModRefResult = ModRefResult {
        modifies: true,
        references: false,
    };
    /// May read and write (`ModRef`).
    pub const MOD_REF: ModRefResult = ModRefResult {
        modifies: true,
        references: true,
    };

    /// Either may happen (`merge`: the union).
    pub fn merge(self, other: ModRefResult) -> ModRefResult {
        ModRefResult {
            modifies: self.modifies || other.modifies,
            references: self.references || other.references,
        }
    }

    /// Both analyses allow it (`intersect`).
    pub fn intersect(self, other: ModRefResult) -> ModRefResult {
        ModRefResult {
            modifies: self.modifies && other.modifies,
            references: self.references && other.references,
        }
    }
}

/// Upstream's spelling (`NoModRef`, `Ref`, `Mod`, `ModRef`).
impl std::fmt::Display for ModRefResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match (self.modifies, self.references) {
            (false, false) => "NoModRef",
            (false, true) => "Ref",
            (true, false) => "Mod",
            (true, true) => "ModRef",
        })
    }
}

/// Upstream's `LocalAliasAnalysis`: stateless, local to the IR around the
/// values asked about.
#[derive(Copy, Clone, Debug, Default)]
pub struct LocalAliasAnalysis;

impl LocalAliasAnalysis {
    /// How `lhs` and `rhs` alias (`alias`): the merge of [`Self::alias_underlying`]
    /// over every pair of their underlying values.
    pub fn alias(&self, ctx: &Context, arena: &IrArena, lhs: Value, rhs: Value) -> AliasResult {
        if lhs == rhs {
            return AliasResult::MustAlias;
        }
        let lhs_values = underlying::underlying_values(ctx, arena, lhs);
        let rhs_values = underlying::underlying_values(ctx, arena, rhs);
        let mut result = None;
        for &l in &lhs_values {
            for &r in &rhs_values {
                let next = self.alias_underlying(ctx, arena, l, r);
                result = Some(result.map_or(next, |acc: AliasResult| acc.merge(next)));
            }
        }
        result.unwrap_or(AliasResult::MayAlias)
    }

    /// How two underlying values alias (upstream's `aliasImpl`).
    pub fn alias_underlying(&self, ctx: &Context, arena: &IrArena, lhs: Value, rhs: Value) -> AliasResult {
        if lhs == rhs {
            return AliasResult::MustAlias;
        }
        let is_constant = |v: Value| crate::rewrite::constant_value(ctx, arena, v).is_some();
        let no_alias_if_allocated = |v: Value| match allocation_of(ctx, arena, v) {
            Some(_) => AliasResult::NoAlias,
            None => AliasResult::MayAlias,
        };
        if is_constant(lhs) {
            // Two constants may be the same address (two symbols of one
            // definition, say).
            if is_constant(rhs) {
                return AliasResult::MayAlias;
            }
            return no_alias_if_allocated(rhs);
        }
        if is_constant(rhs) {
            return no_alias_if_allocated(lhs);
        }
        if let Some(result) = distinct_objects(ctx, arena, lhs, rhs) {
            return result;
        }
        let (lhs_alloc, rhs_alloc) = (allocation_of(ctx, arena, lhs), allocation_of(ctx, arena, rhs));
        let (scope, other) = match (lhs_alloc, rhs_alloc) {
            (Some(_), Some(_)) => return AliasResult::NoAlias,
            (None, None) => return AliasResult::MayAlias,
            (Some(scope), None) => (scope, rhs),
            (None, Some(scope)) => (scope, lhs),
        };
        // A value defined above the allocation's scope, or an argument of the
        // scope's entry block, existed before the allocation.
        let Some(scope) = scope else {
            return AliasResult::MayAlias;
        };
        let Some(parent) = value_parent_op(arena, other) else {
            return AliasResult::MayAlias;
        };
        if arena.is_proper_ancestor(parent, scope) {
            return AliasResult::NoAlias;
        }
        if parent == scope {
            if let Value::Arg { block, .. } = other {
                let region = arena.block_parent(block);
                if region.and_then(|r| arena.region_blocks(r).first().copied()) == Some(block) {
                    return AliasResult::NoAlias;
                }
            }
        }
        AliasResult::MayAlias
    }

    /// Whether `op` may read or write what `location` addresses (`getModRef`).
    pub fn mod_ref(&self, ctx: &Context, arena: &IrArena, op: OpId, location: Value) -> ModRefResult {
        // Nested ops' effects would each need a query of their own.
        if has_recursive_effects(ctx, arena, op) {
            return ModRefResult::MOD_REF;
        }
        let Some(iface) = MemoryEffectsOpInterfaceRef::get(ctx, arena, op) else {
            return ModRefResult::MOD_REF;
        };
        let mut result = ModRefResult::NO_MOD_REF;
        for effect in iface.effects(ctx, arena) {
            let access = match effect.effect {
                MemEffect::Alloc | MemEffect::Free => continue,
                MemEffect::Read => ModRefResult::REF,
                MemEffect::Write => ModRefResult::MOD,
            };
            // An effect on no value (the whole resource) may touch anything.
            let alias = effect
                .value
                .map_or(AliasResult::MayAlias, |v| self.alias(ctx, arena, v, location));
            if alias == AliasResult::NoAlias {
                continue;
            }
            result = result.merge(access);
            if result == ModRefResult::MOD_REF {
                break;
            }
        }
        result
    }
}

/// The allocation effect on `value` (by the op defining it, or, for a block
/// argument, by the op holding the block), as the scope the allocation does
/// not escape: `None` when there is no such effect, `Some(None)` when there
/// is one but no scope around it.
fn allocation_of(ctx: &Context, arena: &IrArena, value: Value) -> Option<Option<OpId>> {
    let op = match value {
        Value::Result { op, .. } => op,
        Value::Arg { block, .. } => arena.block_parent_op(block)?,
    };
    let iface = MemoryEffectsOpInterfaceRef::get(ctx, arena, op)?;
    let effect = iface
        .effects_on_value(ctx, arena, value)
        .into_iter()
        .find(|e| e.effect == MemEffect::Alloc)?;
    let scope = if effect.resource == Resource::AutomaticAllocationScope {
        ancestors(arena, op).find(|&p| ctx.op_info(arena.op_name(p)).traits().automatic_allocation_scope)
    } else {
        // Whether the value escapes the function is not asked.
        ancestors(arena, op).find(|&p| FunctionOpInterfaceRef::get(ctx, arena, p).is_some())
    };
    Some(scope)
}

/// The ops holding `op`, innermost first.
fn ancestors(arena: &IrArena, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    std::iter::successors(arena.parent_op(op), move |&p| arena.parent_op(p))
}

/// The op whose region holds `value` (its defining op's parent, or the op
/// holding its block).
fn value_parent_op(arena: &IrArena, value: Value) -> Option<OpId> {
    match value {
        Value::Result { op, .. } => arena.parent_op(op),
        Value::Arg { block, .. } => arena.block_parent_op(block),
    }
}

/// Upstream's `checkDistinctObjects`: a result of a `DistinctObjectsTrait` op
/// must alias its own operand, and two results of the same such op do not
/// alias.
fn distinct_objects(ctx: &Context, arena: &IrArena, lhs: Value, rhs: Value) -> Option<AliasResult> {
    let distinct = |v: Value| match v {
        Value::Result { op, index } if ctx.op_info(arena.op_name(op)).traits().distinct_objects => {
            Some((op, arena.operands(op).nth(index as usize)))
        }
        _ => None,
    };
    let (l, r) = (distinct(lhs), distinct(rhs));
    if l.is_some_and(|(_, operand)| operand == Some(rhs)) || r.is_some_and(|(_, operand)| operand == Some(lhs)) {
        return Some(AliasResult::MustAlias);
    }
    match (l, r) {
        (Some((a, _)), Some((b, _))) if a == b => Some(AliasResult::NoAlias),
        _ => None,
    }
}

/// Whether `op`'s effects include those of the ops it holds
/// (`HasRecursiveMemoryEffects`).
fn has_recursive_effects(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    ctx.registry()
        .op_transforms(arena.op_name(op))
        .facts
        .is_some_and(|f| f.effects.recursive)
}
