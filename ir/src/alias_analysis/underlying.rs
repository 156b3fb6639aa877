//! The values a value may address (upstream's `collectUnderlyingAddressValues`
//! in `LocalAliasAnalysis.cpp`, as of MLIR 22): a view is followed to its
//! source (`ViewLikeOpInterface`), a region branch op's result, or an
//! argument of a region the op enters directly, to the values its
//! predecessors forward ([`predecessor_values`]: `RegionBranchOpInterface`
//! and its terminators' `RegionBranchTerminatorOpInterface`), a non-entry
//! block's argument to what each predecessor branch forwards
//! (`BranchOpInterface`).
//! Anything else (an allocation, a function argument, the result of an op the
//! analysis cannot see through) is its own underlying value. The search stops
//! after [`MAX_DEPTH`] steps, at the value reached.

use crate::interfaces::{
    BranchOpInterfaceRef, RegionBranchOpInterfaceRef, RegionBranchTerminatorOpInterfaceRef, ViewLikeOpInterfaceRef,
};
use crate::region_branch::{RegionBranchPoint, RegionSuccessor};
use crate::{BlockId, Context, IrArena, OpId, Value};
use rustc_hash::FxHashSet;

/// How many steps the search takes from a value (upstream's
/// `maxUnderlyingValueSearchDepth`).
pub const MAX_DEPTH: usize = 10;

/// The underlying values `value` addresses, in the order found (a value may
/// repeat).
pub fn underlying_values(ctx: &Context, arena: &IrArena, value: Value) -> Vec<Value> {
    let mut search = Search {
        ctx,
        arena,
        visited: FxHashSet::default(),
        output: Vec::new(),
    };
    search.value(value, MAX_DEPTH);
    search.output
}

/// One search: the values seen (each is followed once) and those found.
struct Search<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    visited: FxHashSet<Value>,
    output: Vec<Value>,
}

impl Search<'_> {
    /// Any value, `depth` steps left.
    fn value(&mut self, value: Value, depth: usize) {
        if !self.visited.insert(value) {
            return;
        }
        if depth == 0 {
            self.output.push(value);
            return;
        }
        match value {
            Value::Result { op, index } => self.result(value, op, index as usize, depth - 1),
            Value::Arg { block, index } => self.argument(value, block, index as usize, depth - 1),
        }
    }

    /// Result `index` of `op`: a view's source, or what a region branch op's
    /// regions yield for it.
    fn result(&mut self, value: Value, op: OpId, index: usize, depth: usize) {
        if let Some(view) = ViewLikeOpInterfaceRef::get(self.ctx, self.arena, op) {
            if view.view_dest(self.ctx, self.arena) == value {
                let source = view.view_source(self.ctx, self.arena);
                return self.value(source, depth);
            }
        }
        if let Some(branch) = RegionBranchOpInterfaceRef::get(self.ctx, self.arena, op) {
            return self.region_branch(branch, RegionSuccessor::Parent, value, index, depth);
        }
        self.output.push(value);
    }

    /// Argument `index` of `block`: what the predecessors' branches forward
    /// (a non-entry block), or what a region branch op passes into the region.
    fn argument(&mut self, value: Value, block: BlockId, index: usize, depth: usize) {
        let (ctx, arena) = (self.ctx, self.arena);
        let Some(region) = arena.block_parent(block) else {
            self.output.push(value);
            return;
        };
        let blocks = arena.region_blocks(region);
        if blocks.first() != Some(&block) {
            for &pred in blocks {
                let Some(term) = arena.last_op(pred) else {
                    continue;
                };
                for (i, _) in arena.successors(term).iter().enumerate().filter(|(_, &s)| s == block) {
                    let operand = BranchOpInterfaceRef::get(ctx, arena, term).and_then(|branch| {
                        let range = branch.successor_operands(ctx, arena, i);
                        arena.operands_in(term, range).get(index).copied()
                    });
                    match operand {
                        Some(v) => self.value(v, depth),
                        // The control flow cannot be analysed.
                        None => {
                            self.output.push(value);
                            return;
                        }
                    }
                }
            }
            return;
        }
        // A region's entry block: what flows in, when the op enters the
        // region directly (a region entered only from another region, as
        // `scf.while`'s `after`, is not followed).
        let successor = RegionSuccessor::Region(arena.region_index(region));
        let branch = arena
            .region_parent(region)
            .and_then(|p| RegionBranchOpInterfaceRef::get(ctx, arena, p))
            .filter(|b| {
                b.successor_regions(ctx, arena, RegionBranchPoint::Parent)
                    .contains(&successor)
            });
        match branch {
            Some(branch) => self.region_branch(branch, successor, value, index, depth),
            None => self.output.push(value),
        }
    }

    /// Input `index` of `successor` of a region branch op (`input` is that
    /// value): the values its predecessors forward there.
    fn region_branch(
        &mut self,
        branch: RegionBranchOpInterfaceRef,
        successor: RegionSuccessor,
        input: Value,
        index: usize,
        depth: usize,
    ) {
        let (ctx, arena) = (self.ctx, self.arena);
        let positions: Vec<usize> = branch
            .successor_inputs(ctx, arena, successor)
            .iter()
            .map(|&v| match v {
                Value::Result { index, .. } | Value::Arg { index, .. } => index as usize,
            })
            .collect();
        let position = match (positions.first(), positions.last()) {
            (Some(&first), Some(&last)) if first <= index && index <= last => index - first,
            // Not an input the predecessors forward (a loop's induction
            // variable, say).
            _ => return self.output.push(input),
        };
        for v in predecessor_values(ctx, arena, branch, successor, position) {
            match v {
                Some(v) => self.value(v, depth),
                None => self.output.push(input),
            }
        }
    }
}

/// The value each predecessor of `successor` forwards as its input at
/// `position` (upstream's default `getPredecessorValues`): the op on entry,
/// if it may enter `successor`, then each terminator implementing
/// `RegionBranchTerminatorOpInterface` in a region that may go there, in
/// region and block order. `None` for a predecessor forwarding too few
/// values.
pub fn predecessor_values(
    ctx: &Context,
    arena: &IrArena,
    branch: RegionBranchOpInterfaceRef,
    successor: RegionSuccessor,
    position: usize,
) -> Vec<Option<Value>> {
    let op = branch.op();
    let mut values = Vec::new();
    if branch
        .successor_regions(ctx, arena, RegionBranchPoint::Parent)
        .contains(&successor)
    {
        let range = branch.entry_successor_operands(ctx, arena, successor);
        values.push(arena.operands_in(op, range).get(position).copied());
    }
    for (r, &region) in arena.regions(op).iter().enumerate() {
        if !branch
            .successor_regions(ctx, arena, RegionBranchPoint::Region(r))
            .contains(&successor)
        {
            continue;
        }
        for &block in arena.region_blocks(region) {
            let Some(term) = arena.last_op(block) else {
                continue;
            };
            if let Some(t) = RegionBranchTerminatorOpInterfaceRef::get(ctx, arena, term) {
                let range = t.successor_operands(ctx, arena, successor);
                values.push(arena.operands_in(term, range).get(position).copied());
            }
        }
    }
    values
}
