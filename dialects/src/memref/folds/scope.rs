//! `memref.alloca_scope`: `AllocaScopeInliner` and `AllocaScopeHoister`.

use crate::common::entry_block;
use crate::scf::folds::{add, Rw};
use ir::effects::{MemEffect, Resource};
use ir::interfaces::MemoryEffectsOpInterfaceRef;
use ir::rewrite::PatternRewriter;
use ir::{Context, OpId, OpSpec, RegionId, Value};

/// `isGuaranteedAutomaticAllocation`: the op's `MemoryEffectsOpInterface` says it
/// allocates a result on the automatic allocation scope resource
/// (`MemAlloc<AutomaticAllocationScopeResource>`: `memref.alloca`).
fn is_scoped_allocation(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    let Some(i) = MemoryEffectsOpInterfaceRef::get(rw.ctx, rw.arena, op) else {
        return false;
    };
    i.effects(rw.ctx, rw.arena).iter().any(|e| {
        e.effect == MemEffect::Alloc
            && e.resource == Resource::AutomaticAllocationScope
            && e.value
                .is_some_and(|v| matches!(v, Value::Result { op: o, .. } if o == op))
    })
}

/// `isOpItselfPotentialAutomaticAllocation`: not an op with recursive
/// effects, and either without known effects or a scoped allocation.
fn may_allocate(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    let effects = rw.table.op(rw.ctx, rw.arena, op).facts.effects;
    if effects.recursive {
        return false;
    }
    !effects.known || is_scoped_allocation(rw, op)
}

/// Whether `op` has the `AutomaticAllocationScope` trait.
fn is_scope(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.table.op(rw.ctx, rw.arena, op).traits.automatic_allocation_scope
}

/// The op holding `op`.
fn parent_op(rw: &PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    rw.arena.op_parent(op).and_then(|b| rw.arena.block_parent_op(b))
}

/// Whether an op nested in `op` (pre-order, not entering nested scopes)
/// may allocate on the stack.
fn has_potential_alloca(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    let mut stack: Vec<OpId> = nested_ops(rw, op).into_iter().rev().collect();
    while let Some(cur) = stack.pop() {
        if may_allocate(rw, cur) {
            return true;
        }
        if !is_scope(rw, cur) {
            stack.extend(nested_ops(rw, cur).into_iter().rev());
        }
    }
    false
}

/// The ops directly inside the regions of `op`, in order.
fn nested_ops(rw: &PatternRewriter<'_>, op: OpId) -> Vec<OpId> {
    let a = &*rw.arena;
    a.regions(op)
        .iter()
        .flat_map(|&r| a.region_blocks(r).iter())
        .flat_map(|&b| a.block_ops(b))
        .collect()
}

/// `lastNonTerminatorInRegion`: `op` is followed only by its block's
/// terminator, in a single-block region.
fn last_non_terminator(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    let a = &*rw.arena;
    let Some(block) = a.op_parent(op) else {
        return false;
    };
    let Some(last) = a.last_op(block) else {
        return false;
    };
    let info = rw.ctx.op_info(a.op_name(last));
    let might_terminate = !info.is_registered() || info.traits().is_terminator;
    let one_block = a.block_parent(block).is_some_and(|r| a.region_blocks(r).len() == 1);
    might_terminate && a.next_op(op) == Some(last) && one_block
}

/// `AllocaScopeInliner`: a scope without potential stack allocations, or
/// directly in an allocation scope as its last op, is inlined.
fn inliner(op: OpId, rw: Rw<'_, '_>) -> bool {
    if has_potential_alloca(rw, op) {
        let Some(parent) = parent_op(rw, op) else {
            return false;
        };
        if !is_scope(rw, parent) || !last_non_terminator(rw, op) {
            return false;
        }
    }
    let Some(block) = entry_block(rw.arena, op) else {
        return false;
    };
    let Some(term) = rw.arena.last_op(block) else {
        return false;
    };
    let results: Vec<Value> = rw.arena.operands(term).collect();
    rw.inline_block_before(block, op, &[]);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

/// Whether `inner` is `outer` or nested in it.
fn region_contains(rw: &PatternRewriter<'_>, outer: RegionId, inner: RegionId) -> bool {
    let mut cur = Some(inner);
    while let Some(r) = cur {
        if r == outer {
            return true;
        }
        cur = rw
            .arena
            .region_parent(r)
            .and_then(|p| rw.arena.op_parent(p))
            .and_then(|b| rw.arena.block_parent(b));
    }
    false
}

/// The outermost op between `op` and its allocation scope, when each op
/// on the way is the last one of its region.
fn hoist_target(rw: &PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let mut target = parent_op(rw, op)?;
    if is_scope(rw, target) || !last_non_terminator(rw, op) || !last_non_terminator(rw, target) {
        return None;
    }
    loop {
        let parent = parent_op(rw, target)?;
        if is_scope(rw, parent) {
            return Some(target);
        }
        target = parent;
        if !last_non_terminator(rw, target) {
            return None;
        }
    }
}

/// The stack allocations in `op` (post-order) whose operands are defined
/// outside `region`.
fn hoistable(rw: &PatternRewriter<'_>, op: OpId, region: RegionId) -> Vec<OpId> {
    let a = &*rw.arena;
    a.walk_postorder(op)
        .into_iter()
        .filter(|&o| is_scoped_allocation(rw, o))
        .filter(|&o| {
            a.operands(o).all(|v| {
                let r = a.value_block(v).and_then(|b| a.block_parent(b));
                !r.is_some_and(|r| region_contains(rw, region, r))
            })
        })
        .collect()
}

/// `AllocaScopeHoister`: stack allocations of a scope nested in ops
/// without their own scope move before the outermost such op.
fn hoister(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(target) = hoist_target(rw, op) else {
        return false;
    };
    let regions = rw.arena.regions(target).to_vec();
    let Some(containing) = regions.into_iter().find(|&r| {
        let own = rw.arena.op_parent(op).and_then(|b| rw.arena.block_parent(b));
        own.is_some_and(|own| region_contains(rw, r, own))
    }) else {
        return false;
    };
    let allocs = hoistable(rw, op, containing);
    if allocs.is_empty() {
        return false;
    }
    rw.set_insertion_point_before(target);
    for alloc in allocs {
        let spec = clone_spec(rw, alloc);
        let new = rw.create(spec);
        let results: Vec<Value> = (0..rw.arena.num_results(new))
            .map(|i| rw.arena.result(new, i))
            .collect();
        rw.replace_op(alloc, &results);
    }
    true
}

/// The spec of a region-less copy of `op`.
fn clone_spec(rw: &PatternRewriter<'_>, op: OpId) -> OpSpec {
    let a = &*rw.arena;
    OpSpec {
        name: a.op_name(op),
        loc: a.op_loc(op),
        operands: a.operands(op).collect(),
        result_types: a.result_types(op).collect(),
        successors: Vec::new(),
        regions: Vec::new(),
        properties: a.properties(op),
        attrs: a.attrs(op),
    }
}

/// Registers the patterns.
pub(crate) fn register(ctx: &Context) {
    ctx.registry().add_canonicalization("memref.alloca_scope", |_, s| {
        add(s, "AllocaScopeInliner", "memref.alloca_scope", inliner);
        add(s, "AllocaScopeHoister", "memref.alloca_scope", hoister);
    });
}
