//! Region simplification between greedy iterations (MLIR's
//! `simplifyRegions`): erasing blocks unreachable from their region's
//! entry, and region DCE: a liveness fixpoint over ops and non-entry block
//! arguments, then erasing dead ops, dead successor operands of branches
//! and dead block arguments; at the `aggressive` level also merging
//! identical blocks ([`super::block_merge`]) and dropping block arguments
//! every predecessor passes the same value ([`super::redundant_args`]).

use super::block_merge::merge_identical_blocks;
use super::redundant_args::drop_redundant_arguments_in;
use super::rewriter::{post_order, PatternRewriter};
use crate::body::{BlockId, IrArena, OpId, RegionId, Use, Value};
use crate::interfaces::BranchOpInterfaceRef;
use rustc_hash::FxHashSet;

pub use super::successor_operands::erase_segmented_operand;

/// Erases the blocks of `regions` (and of regions nested in reachable
/// blocks) that their entry block does not reach; `true` if any was erased.
pub fn erase_unreachable_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks = rw.arena.region_blocks(region).to_vec();
        let Some(&entry) = blocks.first() else { continue };
        if blocks.len() == 1 {
            for op in rw.arena.block_ops(entry).collect::<Vec<_>>() {
                worklist.extend(rw.arena.regions(op).iter().copied());
            }
            continue;
        }
        let reachable: FxHashSet<BlockId> = post_order(rw.arena, entry).into_iter().collect();
        for b in blocks {
            if !reachable.contains(&b) {
                rw.erase_block(b);
                erased = true;
                continue;
            }
            for op in rw.arena.block_ops(b).collect::<Vec<_>>() {
                worklist.extend(rw.arena.regions(op).iter().copied());
            }
        }
    }
    erased
}

/// Runs the structural simplifications on `regions` (`simplifyRegions`):
/// unreachable blocks, region DCE and, with `merge_blocks` (the
/// `aggressive` level), identical block merging then redundant block
/// argument dropping; `true` if any of them changed something.
pub fn simplify_regions(rw: &mut PatternRewriter<'_>, regions: &[RegionId], merge_blocks: bool) -> bool {
    let blocks = erase_unreachable_blocks(rw, regions);
    let dce = run_region_dce(rw, regions);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        // Both only touch regions of several blocks (a single block has no
        // sibling to merge with, and an entry block no predecessor), which
        // neither creates: one walk finds them, parents before nested ones.
        let multi = multi_block_regions(rw.arena, regions);
        for &r in &multi {
            merged |= merge_identical_blocks(rw, r);
        }
        for &r in &multi {
            dropped |= drop_redundant_arguments_in(rw, r);
        }
    }
    blocks || dce || merged || dropped
}

/// The regions of several blocks among `regions` and the regions nested in
/// them, each before the regions nested in it.
fn multi_block_regions(arena: &IrArena, regions: &[RegionId]) -> Vec<RegionId> {
    let mut out = Vec::new();
    let mut stack: Vec<RegionId> = regions.iter().rev().copied().collect();
    while let Some(r) = stack.pop() {
        let blocks = arena.region_blocks(r);
        if blocks.len() > 1 {
            out.push(r);
        }
        let mark = stack.len();
        for &b in blocks {
            for op in arena.block_ops(b) {
                stack.extend(arena.regions(op).iter().copied());
            }
        }
        stack[mark..].reverse();
    }
    out
}

/// Proven-live ops and block arguments.
#[derive(Default)]
struct LiveMap {
    ops: FxHashSet<OpId>,
    args: FxHashSet<Value>,
    changed: bool,
}

impl LiveMap {
    fn op_live(&self, op: OpId) -> bool {
        self.ops.contains(&op)
    }
    fn value_live(&self, v: Value) -> bool {
        match v {
            Value::Result { op, .. } => self.op_live(op),
            Value::Arg { .. } => self.args.contains(&v),
        }
    }
    fn set_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value(&mut self, v: Value) {
        match v {
            Value::Result { op, .. } => self.set_op(op),
            Value::Arg { .. } => self.changed |= self.args.insert(v),
        }
    }
}

/// Region DCE (`runRegionDCE`); `true` if anything was erased.
pub fn run_region_dce(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(rw, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &live)
}

fn is_terminator(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.ctx.op_info(rw.arena.op_name(op)).traits().is_terminator
}

fn propagate_region(rw: &PatternRewriter<'_>, region: RegionId, live: &mut LiveMap) {
    let Some(&entry) = rw.arena.region_blocks(region).first() else {
        return;
    };
    for block in post_order(rw.arena, entry) {
        let ops: Vec<OpId> = rw.arena.block_ops(block).collect();
        for op in ops.into_iter().rev() {
            propagate_op(rw, op, live);
        }
        if block == entry {
            continue;
        }
        for i in 0..rw.arena.num_args(block) {
            let a = rw.arena.arg(block, i);
            if !live.value_live(a) {
                process_value(rw, a, live);
            }
        }
    }
}

fn propagate_op(rw: &PatternRewriter<'_>, op: OpId, live: &mut LiveMap) {
    for &r in rw.arena.regions(op) {
        propagate_region(rw, r, live);
    }
    if is_terminator(rw, op) {
        propagate_terminator(rw, op, live);
        return;
    }
    if live.op_live(op) {
        return;
    }
    if !rw.table.would_be_trivially_dead(rw.ctx, rw.arena, op) {
        live.set_op(op);
        return;
    }
    for i in 0..rw.arena.num_results(op) {
        process_value(rw, rw.arena.result(op, i), live);
    }
}

fn process_value(rw: &PatternRewriter<'_>, v: Value, live: &mut LiveMap) {
    let proved = rw
        .arena
        .uses(v)
        .any(|u| !use_known_dead(rw, u, live) && live.op_live(u.op));
    if proved {
        live.set_value(v);
    }
}

/// The block argument successor operand `u` feeds, if `u`'s owner is a
/// branch (`getSuccessorBlockArgument`).
fn successor_arg(rw: &PatternRewriter<'_>, u: Use) -> Option<Value> {
    let branch = BranchOpInterfaceRef::get(rw.ctx, rw.arena, u.op)?;
    let succs = rw.arena.successors(u.op);
    for (i, &s) in succs.iter().enumerate() {
        let range = branch.successor_operands(rw.ctx, rw.arena, i);
        if range.contains(&(u.operand as usize)) {
            let idx = u.operand as usize - range.start;
            return (idx < rw.arena.num_args(s)).then(|| rw.arena.arg(s, idx));
        }
    }
    None
}

fn use_known_dead(rw: &PatternRewriter<'_>, u: Use, live: &LiveMap) -> bool {
    if !is_terminator(rw, u.op) {
        return false;
    }
    match successor_arg(rw, u) {
        Some(a) => !live.value_live(a),
        None => false,
    }
}

fn propagate_terminator(rw: &PatternRewriter<'_>, op: OpId, live: &mut LiveMap) {
    live.set_op(op);
    let succs = rw.arena.successors(op).to_vec();
    // A branch's produced operands (none here) would be live; its forwarded
    // ones are decided per argument. Any other terminator keeps its
    // successors' arguments.
    if BranchOpInterfaceRef::get(rw.ctx, rw.arena, op).is_none() {
        for s in succs {
            for i in 0..rw.arena.num_args(s) {
                live.set_value(rw.arena.arg(s, i));
            }
        }
    }
}

fn delete_deadness(rw: &mut PatternRewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let blocks = rw.arena.region_blocks(region).to_vec();
        let Some(&entry) = blocks.first() else { continue };
        let single = blocks.len() == 1;
        for block in post_order(rw.arena, entry) {
            if !single {
                if let Some(t) = rw.arena.last_op(block) {
                    erase_dead_successor_operands(rw, t, live);
                }
            }
            let ops: Vec<OpId> = rw.arena.block_ops(block).collect();
            for op in ops.into_iter().rev() {
                if rw.arena.is_erased(op) {
                    continue;
                }
                if !live.op_live(op) {
                    erased = true;
                    rw.erase_op(op);
                } else {
                    let nested = rw.arena.regions(op).to_vec();
                    erased |= delete_deadness(rw, &nested, live);
                }
            }
        }
        for &b in rw.arena.region_blocks(region).to_vec().iter().skip(1) {
            let n = rw.arena.num_args(b);
            for i in (0..n).rev() {
                if !live.value_live(rw.arena.arg(b, i)) {
                    rw.arena.erase_block_arg(b, i);
                }
            }
        }
    }
    erased
}

fn erase_dead_successor_operands(rw: &mut PatternRewriter<'_>, term: OpId, live: &LiveMap) {
    let Some(branch) = BranchOpInterfaceRef::get(rw.ctx, rw.arena, term) else {
        return;
    };
    let n = rw.arena.successors(term).len();
    for s in (0..n).rev() {
        let succ = rw.arena.successors(term)[s];
        let range = branch.successor_operands(rw.ctx, rw.arena, s);
        for k in (0..range.len()).rev() {
            if k < rw.arena.num_args(succ) && !live.value_live(rw.arena.arg(succ, k)) {
                erase_segmented_operand(rw.ctx, rw.arena, term, range.start + k);
            }
        }
    }
}
