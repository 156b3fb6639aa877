//! The calls the integer range analysis follows (what upstream's
//! `DeadCodeAnalysis` learns from `initializeSymbolCallables` and
//! `visitCallOperation`): which callable each call under the root reaches,
//! and which callables are reached by known calls only, whose arguments
//! therefore take the ranges their call sites pass.

use crate::interfaces::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::symbol::{SymbolTableCollection, Visibility};
use crate::{Context, IrArena, OpId, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};

/// Calls and the callables they reach, under one root.
#[derive(Default, Debug, Clone)]
pub(super) struct CallGraph {
    /// Each call whose callee is a callable with a body under the root.
    callee: FxHashMap<OpId, OpId>,
    /// Callables every call site of which is a call under the root: not
    /// public, not nested when the root sits in a block (not every use is
    /// seen then), and named by no op other than calls.
    known_callers: FxHashSet<OpId>,
}

impl CallGraph {
    /// The calls and callables under `root`.
    pub(super) fn of(ctx: &Context, arena: &IrArena, root: OpId) -> CallGraph {
        let mut graph = CallGraph::default();
        let mut tables = SymbolTableCollection::new();
        let mut callables = Vec::new();
        let mut referenced = FxHashSet::default();
        let mut stack: Vec<OpId> = nested_ops(arena, root).collect();
        while let Some(op) = stack.pop() {
            stack.extend(nested_ops(arena, op));
            if callable_region(ctx, arena, op).is_some() {
                callables.push(op);
            }
            if let Some(call) = CallOpInterfaceRef::get(ctx, arena, op) {
                let callee = call.resolve_callable_in_table(ctx, arena, &mut tables);
                if let Some(callee) = callee.filter(|&c| callable_region(ctx, arena, c).is_some()) {
                    graph.callee.insert(op, callee);
                }
                continue;
            }
            // A symbol named by an op that is not a call may be called from
            // anywhere (upstream's non-call symbol uses).
            let mut refs = Vec::new();
            crate::symbol::collect_refs(ctx, arena, op, &mut refs);
            for reference in refs {
                if let Some(symbol) = tables.lookup_nearest_symbol_from(ctx, arena, op, reference) {
                    referenced.insert(symbol);
                }
            }
        }
        let all_uses_visible = arena.op_parent(root).is_none();
        for op in callables {
            let Some(symbol) = crate::symbol::symbol_op(ctx, arena, op) else {
                continue;
            };
            let visibility = symbol.visibility(ctx, arena);
            let hidden = visibility == Visibility::Private || (all_uses_visible && visibility == Visibility::Nested);
            if hidden && !referenced.contains(&op) {
                graph.known_callers.insert(op);
            }
        }
        graph
    }

    /// The callable `call` reaches, when the analysis can follow it.
    pub(super) fn callee(&self, call: OpId) -> Option<OpId> {
        self.callee.get(&call).copied()
    }

    /// Whether `region` is the body of a callable whose call sites are all
    /// known: its entry block is live once a call is, its arguments join
    /// what the calls pass.
    pub(super) fn has_known_callers(&self, ctx: &Context, arena: &IrArena, op: OpId, region: RegionId) -> bool {
        self.known_callers.contains(&op) && callable_region(ctx, arena, op) == Some(region)
    }
}

/// The ops directly in the regions of `op`.
fn nested_ops(arena: &IrArena, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    arena
        .regions(op)
        .iter()
        .flat_map(move |&r| arena.region_blocks(r).iter())
        .flat_map(move |&b| arena.block_ops(b))
}

/// The body of a callable (`getCallableRegion`), when it has blocks.
pub(super) fn callable_region(ctx: &Context, arena: &IrArena, op: OpId) -> Option<RegionId> {
    let region = CallableOpInterfaceRef::get(ctx, arena, op)?.callable_region(ctx, arena)?;
    (!arena.region_blocks(region).is_empty()).then_some(region)
}
