//! Control flow between an op's regions (upstream's `ControlFlowInterfaces.cpp`
//! around `RegionBranchOpInterface`): the branch points and successors the
//! interface speaks of, and the questions generic code asks of any op that
//! implements it: is a region reachable from another, does a region repeat, do two
//! ops lie in mutually exclusive regions.

use crate::interfaces::RegionBranchOpInterfaceRef;
use crate::{Context, IrArena, OpId, RegionId, Value};

pub mod verify;

/// The values of an op's operands that are constants, one per operand
/// (upstream's `ArrayRef<Attribute> operands` of `getEntrySuccessorRegions`).
pub type ConstantOperands<'a> = &'a [Option<crate::Attr>];

/// Where control comes from (`RegionBranchPoint`): the parent op itself, or a
/// terminator of the region with this number.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum RegionBranchPoint {
    /// The parent op (entering its regions).
    Parent,
    /// A terminator of the op's region with this number.
    Region(usize),
}

/// Where control goes (`RegionSuccessor`): a region of the op, by number, or back
/// to the parent op (its results).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum RegionSuccessor {
    /// The op's region with this number.
    Region(usize),
    /// The parent op's results.
    Parent,
}

/// The values a successor receives by default (`RegionSuccessor`'s inputs): the
/// entry block arguments of a region, or the results of the op.
pub fn default_successor_inputs(arena: &IrArena, op: OpId, successor: RegionSuccessor) -> Vec<Value> {
    match successor {
        RegionSuccessor::Parent => (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect(),
        RegionSuccessor::Region(index) => arena
            .regions(op)
            .get(index)
            .and_then(|&r| arena.region_blocks(r).first())
            .map(|&b| (0..arena.num_args(b)).map(|i| arena.arg(b, i)).collect())
            .unwrap_or_default(),
    }
}

/// Upstream's default `RegionBranchTerminatorOpInterface::getSuccessorRegions`:
/// the successors the parent `RegionBranchOpInterface` op gives for the region
/// holding `terminator` (none when it is not in such an op's region).
pub fn terminator_successor_regions(ctx: &Context, arena: &IrArena, terminator: OpId) -> Vec<RegionSuccessor> {
    let Some(region) = arena.op_region(terminator) else {
        return Vec::new();
    };
    let Some(parent) = arena.region_parent(region) else {
        return Vec::new();
    };
    let (Some(branch), Some(index)) = (
        RegionBranchOpInterfaceRef::get(ctx, arena, parent),
        arena.regions(parent).iter().position(|&r| r == region),
    ) else {
        return Vec::new();
    };
    branch.successor_regions(ctx, arena, RegionBranchPoint::Region(index))
}

/// The operands of `op` at `positions` (what `entry_successor_operands` and
/// `successor_operands` name: a range of operand positions, as upstream's
/// `OperandRange`).
pub fn operands_at(arena: &IrArena, op: OpId, positions: std::ops::Range<usize>) -> Vec<Value> {
    arena.operands(op).skip(positions.start).take(positions.len()).collect()
}

/// `isRegionReachable`: whether region `to` of `op` can be entered, in one or more
/// steps, after region `from` finished (so `from == to` asks whether it repeats).
pub fn is_region_reachable(ctx: &Context, arena: &IrArena, op: OpId, from: usize, to: usize) -> bool {
    let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, arena, op) else {
        return false;
    };
    let mut visited = vec![false; arena.regions(op).len()];
    let mut worklist = vec![from];
    while let Some(region) = worklist.pop() {
        for successor in branch.successor_regions(ctx, arena, RegionBranchPoint::Region(region)) {
            let RegionSuccessor::Region(next) = successor else {
                continue;
            };
            if next == to {
                return true;
            }
            if let Some(seen) = visited.get_mut(next) {
                if !*seen {
                    *seen = true;
                    worklist.push(next);
                }
            }
        }
    }
    false
}

/// `isRepetitiveRegion`: whether region `index` of `op` may run more than once
/// (it is reachable from itself).
pub fn is_repetitive_region(ctx: &Context, arena: &IrArena, op: OpId, index: usize) -> bool {
    is_region_reachable(ctx, arena, op, index, index)
}

/// `getEnclosingRepetitiveRegion`: the innermost region around `op` that its
/// region branch op repeats.
pub fn enclosing_repetitive_region(ctx: &Context, arena: &IrArena, op: OpId) -> Option<RegionId> {
    enclosing_repetitive_region_of(ctx, arena, arena.op_region(op)?)
}

/// The innermost repetitive region that is `region` or holds it.
pub fn enclosing_repetitive_region_of(ctx: &Context, arena: &IrArena, region: RegionId) -> Option<RegionId> {
    let mut region = Some(region);
    while let Some(r) = region {
        let parent = arena.region_parent(r)?;
        if is_repetitive_region(ctx, arena, parent, arena.region_index(r)) {
            return Some(r);
        }
        region = arena.op_region(parent);
    }
    None
}

/// The region of `ancestor` that holds `op`, if `ancestor` is a proper ancestor.
fn region_holding(arena: &IrArena, ancestor: OpId, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    loop {
        let parent = arena.parent_op(cur)?;
        if parent == ancestor {
            return arena.op_region(cur);
        }
        cur = parent;
    }
}

/// `insideMutuallyExclusiveRegions`: the innermost region branch op around `a`
/// that also holds `b` has them in different regions, neither reachable from the
/// other (the two branches of an `scf.if`, but not a loop's `before` and `after`).
pub fn inside_mutually_exclusive_regions(ctx: &Context, arena: &IrArena, a: OpId, b: OpId) -> bool {
    let mut cur = arena.parent_op(a);
    while let Some(p) = cur {
        cur = arena.parent_op(p);
        if RegionBranchOpInterfaceRef::get(ctx, arena, p).is_none() || !arena.is_proper_ancestor(p, b) {
            continue;
        }
        let (Some(ra), Some(rb)) = (region_holding(arena, p, a), region_holding(arena, p, b)) else {
            return false;
        };
        let (ia, ib) = (arena.region_index(ra), arena.region_index(rb));
        return ia != ib && !is_region_reachable(ctx, arena, p, ia, ib) && !is_region_reachable(ctx, arena, p, ib, ia);
    }
    false
}

/// `LoopLikeOpInterface::isDefinedOutsideOfLoop`'s default: `value` is not defined
/// inside `op` (neither in `op`'s regions nor by an op nested in them).
pub fn is_defined_outside(arena: &IrArena, op: OpId, value: Value) -> bool {
    let definer = match value {
        Value::Result { op: def, .. } => arena.parent_op(def),
        Value::Arg { block, .. } => arena.block_parent_op(block),
    };
    definer.is_none_or(|d| d != op && !arena.is_proper_ancestor(op, d))
}
