//! A read-only snapshot of the transformation hooks of every op name, for
//! fast lookups while rewriting (the registry itself sits behind locks).
//!
//! The snapshot covers the names interned when it was taken; names interned
//! later are looked up in the registry on each query (slower, still right).

use crate::attrs::Attr;
use crate::body::{IrArena, OpId, Value};
use crate::context::Context;
use crate::ods::FoldResult;
use crate::registry::{FoldHook, MaterializeConstantFn, OpEffects, OpFacts, OpName, OpTraits};
use rustc_hash::FxHashMap;

/// What the table knows about one op name.
#[derive(Copy, Clone, Debug, Default)]
pub struct OpEntry {
    /// Transformation facts (derived from the structural traits when none
    /// were registered).
    pub facts: OpFacts,
    /// Structural traits.
    pub traits: OpTraits,
    /// Whether the op is registered.
    pub registered: bool,
    /// Folder.
    pub fold: Option<FoldHook>,
}

/// Snapshot of op transformation hooks, indexed by op name.
#[derive(Clone, Debug, Default)]
pub struct OpTable {
    entries: Vec<OpEntry>,
    materializers: FxHashMap<String, MaterializeConstantFn>,
}

/// What the registry knows about op name `name` now (the table's entry).
pub(crate) fn entry_of(ctx: &Context, name: OpName) -> OpEntry {
    let info = ctx.op_info(name);
    let traits = info.traits();
    let t = ctx.registry().op_transforms(name);
    let facts = t.facts.unwrap_or(OpFacts {
        effects: if traits.pure {
            OpEffects::NONE
        } else {
            OpEffects::default()
        },
        ..OpFacts::default()
    });
    OpEntry {
        facts,
        traits,
        registered: info.is_registered(),
        fold: t.fold,
    }
}

/// The attribute the op `op`, whose entry is `e`, folds to when it is
/// `ConstantLike` (its folder without operands).
pub(crate) fn fold_constant(e: OpEntry, ctx: &Context, arena: &IrArena, op: OpId) -> Option<Attr> {
    if !e.facts.constant_like {
        return None;
    }
    let results = match e.fold? {
        FoldHook::Pure(f) => f(ctx, arena, op, &[])?,
        // A constant's folder does not modify it; an in-place folder on
        // a constant gets no mutable access here and is not a constant.
        FoldHook::InPlace(_) => return None,
    };
    match results.first()? {
        FoldResult::Attr(a) => Some(*a),
        FoldResult::Value(_) => None,
    }
}

impl OpTable {
    /// Takes a snapshot of every op name interned in `ctx`.
    pub fn new(ctx: &Context) -> OpTable {
        let n = ctx.registry().op_name_count();
        let entries = (0..n).map(|i| entry_of(ctx, OpName(i as u32))).collect();
        let materializers = ctx
            .registry()
            .all_dialect_transforms()
            .into_iter()
            .filter_map(|(d, t)| t.materialize_constant.map(|m| (d, m)))
            .collect();
        OpTable { entries, materializers }
    }

    /// The constant materializer of `dialect` (`Dialect::materializeConstant`).
    pub fn materializer(&self, ctx: &Context, dialect: &str) -> Option<MaterializeConstantFn> {
        match self.materializers.get(dialect) {
            Some(m) => Some(*m),
            None => ctx.registry().dialect_transforms(dialect).materialize_constant,
        }
    }

    /// The entry of `name`.
    pub fn entry(&self, ctx: &Context, name: OpName) -> OpEntry {
        match self.entries.get(name.0 as usize) {
            Some(e) => *e,
            None => entry_of(ctx, name),
        }
    }

    /// The entry of `op`'s name, with the effects of an op whose `getEffects` is
    /// its own code asked of its `MemoryEffectsOpInterface` (an op without an
    /// implementation has unknown effects).
    pub fn op(&self, ctx: &Context, arena: &IrArena, op: OpId) -> OpEntry {
        let mut e = self.entry(ctx, arena.op_name(op));
        if e.facts.effects.from_interface {
            let recursive = e.facts.effects.recursive;
            e.facts.effects = match crate::interfaces::MemoryEffectsOpInterfaceRef::get(ctx, arena, op) {
                Some(i) => crate::effects::summarize(&i.effects(ctx, arena), recursive),
                None => OpEffects {
                    recursive,
                    ..OpEffects::default()
                },
            };
        }
        e
    }

    /// The constant `op` folds to, when it is `ConstantLike`
    /// (`matchPattern(op, m_Constant())`).
    pub fn constant_of_op(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Option<Attr> {
        fold_constant(self.op(ctx, arena, op), ctx, arena, op)
    }

    /// The constant `value` is defined by (`matchPattern(v, m_Constant())`).
    pub fn constant_of(&self, ctx: &Context, arena: &IrArena, value: Value) -> Option<Attr> {
        match value {
            Value::Result { op, .. } => self.constant_of_op(ctx, arena, op),
            Value::Arg { .. } => None,
        }
    }

    /// `wouldOpBeTriviallyDead`: removing `op` (if unused) changes nothing.
    pub fn would_be_trivially_dead(&self, ctx: &Context, arena: &IrArena, op: OpId) -> bool {
        let e = self.op(ctx, arena, op);
        // `mightHaveTrait<IsTerminator>` is true for unregistered ops.
        if e.traits.is_terminator || !e.registered || e.facts.symbol {
            return false;
        }
        let f = e.facts.effects;
        if !f.recursive {
            // The common case, answered without the walk below.
            return f.known && !f.write && !f.free;
        }
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            let f = self.op(ctx, arena, o).facts.effects;
            if f.recursive {
                for &r in arena.regions(o) {
                    for &b in arena.region_blocks(r) {
                        stack.extend(arena.block_ops(b));
                    }
                }
            }
            if f.known {
                // Only reads and allocations of its own results may remain.
                if f.write || f.free {
                    return false;
                }
                continue;
            }
            if f.recursive {
                continue;
            }
            return false;
        }
        true
    }

    /// `isOpTriviallyDead`: unused and [`Self::would_be_trivially_dead`].
    pub fn is_trivially_dead(&self, ctx: &Context, arena: &IrArena, op: OpId) -> bool {
        (0..arena.num_results(op)).all(|i| arena.use_empty(arena.result(op, i)))
            && self.would_be_trivially_dead(ctx, arena, op)
    }

    /// `isMemoryEffectFree`: neither `op` nor (for recursive effects) any op
    /// nested in it has a memory effect.
    pub fn is_memory_effect_free(&self, ctx: &Context, arena: &IrArena, op: OpId) -> bool {
        let f = self.op(ctx, arena, op).facts.effects;
        if f.known {
            if !f.has_no_effect() {
                return false;
            }
            if !f.recursive {
                return true;
            }
        } else if !f.recursive {
            return false;
        }
        arena.regions(op).iter().all(|&r| {
            arena
                .region_blocks(r)
                .iter()
                .all(|&b| arena.block_ops(b).all(|o| self.is_memory_effect_free(ctx, arena, o)))
        })
    }

    /// Whether `op` or an op nested in it (through recursive effects) may
    /// write memory (CSE's `getEffectsRecursively` test). Unknown effects
    /// count as writes.
    pub fn may_write(&self, ctx: &Context, arena: &IrArena, op: OpId) -> bool {
        let f = self.op(ctx, arena, op).facts.effects;
        if f.known && (f.write || f.free) {
            return true;
        }
        if !f.known && !f.recursive {
            return true;
        }
        if f.recursive {
            for &r in arena.regions(op) {
                for &b in arena.region_blocks(r) {
                    for o in arena.block_ops(b) {
                        if self.may_write(ctx, arena, o) {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }
}
