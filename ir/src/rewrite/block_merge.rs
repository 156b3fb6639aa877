//! Identical block merging (MLIR's `mergeIdenticalBlocks` in
//! `RegionUtils.cpp`, run by `simplifyRegions` at the `aggressive` level).
//!
//! The non-entry blocks of a region that branch to the same successors are
//! grouped; in a group, blocks whose ops are equivalent (same names,
//! attributes, properties and result types, locations ignored: upstream's
//! `OperationEquivalence` with `ignoreValueEquivalence`) and whose operands
//! agree on values defined in the block (same position, `getOrderOf`) form a
//! cluster under the first one, the leader. Operands defined outside the
//! block may differ: they become new arguments of the leader, passed by
//! every predecessor (which must all be `BranchOpInterface` ops), with the
//! new arguments that every predecessor passes in the same pattern pruned
//! (`pruneRedundantArguments`). The other blocks of the cluster are then
//! replaced by the leader and erased. A block holding an op with a
//! non-empty region, or whose arguments or results are used outside of it,
//! is never merged. Blocks are hashed first (`BlockEquivalenceData`), so
//! blocks that cannot match are rejected without comparing their ops.

use super::rewriter::{block_successors, PatternRewriter};
use super::successor_operands::{append_successor_operands, predecessor_edges};
use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::interfaces::BranchOpInterfaceRef;
use crate::Context;
use rustc_hash::{FxHashMap, FxHasher};
use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};

/// Merges identical blocks in `region` until none are left; `true` if any
/// were merged (upstream's worklist re-visits a region after each success).
pub fn merge_identical_blocks(rw: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let mut changed = false;
    while merge_once(rw, region) {
        changed = true;
    }
    changed
}

/// One `mergeIdenticalBlocks(rewriter, region)`.
fn merge_once(rw: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let blocks = rw.arena.region_blocks(region).to_vec();
    if blocks.len() < 2 {
        return false;
    }
    // Groups of non-entry blocks with the same successors, in block order.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    let mut index: FxHashMap<Vec<BlockId>, usize> = FxHashMap::default();
    for &b in &blocks[1..] {
        let succs = block_successors(rw.arena, b);
        match index.get(&succs) {
            Some(&i) => groups[i].1.push(b),
            None => {
                index.insert(succs.clone(), groups.len());
                groups.push((succs, vec![b]));
            }
        }
    }
    let mut merged = false;
    for (_, group) in groups {
        if group.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for &b in &group {
            if !mergeable(rw.arena, b) {
                continue;
            }
            let data = BlockData::new(rw.arena, b);
            if !clusters.iter_mut().any(|c| c.add(rw.arena, &data)) {
                clusters.push(Cluster::new(data));
            }
        }
        for c in clusters {
            merged |= c.merge(rw);
        }
    }
    merged
}

/// Whether `block` may take part in merging: no op with a non-empty
/// region, no argument used outside of it.
fn mergeable(arena: &IrArena, block: BlockId) -> bool {
    let nested = arena
        .block_ops(block)
        .any(|op| arena.regions(op).iter().any(|&r| !arena.region_blocks(r).is_empty()));
    if nested {
        return false;
    }
    (0..arena.num_args(block)).all(|i| !used_outside(arena, arena.arg(block, i), block))
}

/// Whether `value` has a user outside of `block` (`isUsedOutsideOfBlock`).
fn used_outside(arena: &IrArena, value: Value, block: BlockId) -> bool {
    arena.uses(value).any(|u| arena.op_parent(u.op) != Some(block))
}

/// `BlockEquivalenceData`: a block's hash and the position of each of its
/// values (arguments first, then results in op order).
struct BlockData {
    block: BlockId,
    hash: u64,
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(arena: &IrArena, block: BlockId) -> BlockData {
        let mut h = FxHasher::default();
        let mut order = FxHashMap::default();
        let mut next = arena.num_args(block);
        for op in arena.block_ops(block) {
            let n = arena.num_results(op);
            if n > 0 {
                order.insert(op, next);
                next += n;
            }
            op_hash(arena, op).hash(&mut h);
        }
        BlockData {
            block,
            hash: h.finish(),
            order,
        }
    }

    /// `getOrderOf`: the position of `value`, defined in this block.
    fn order_of(&self, value: Value) -> Option<usize> {
        match value {
            Value::Arg { index, .. } => Some(index as usize),
            Value::Result { op, index } => Some(self.order.get(&op)? + index as usize),
        }
    }
}

/// `OperationEquivalence::computeHash` with operands and results ignored
/// (their number still counts) and locations ignored.
fn op_hash(arena: &IrArena, op: OpId) -> u64 {
    let mut h = FxHasher::default();
    arena.op_name(op).hash(&mut h);
    arena.attrs(op).hash(&mut h);
    arena.properties(op).hash(&mut h);
    for t in arena.result_types(op) {
        t.hash(&mut h);
    }
    arena.num_operands(op).hash(&mut h);
    h.finish()
}

/// `OperationEquivalence::isEquivalentTo` with `ignoreValueEquivalence`
/// and `IgnoreLocations`: operands may differ in value, not in type.
fn ops_equivalent(arena: &IrArena, l: OpId, r: OpId) -> bool {
    if l == r {
        return true;
    }
    if !arena.same_op_header(l, r) {
        return false;
    }
    let operands_ok = arena
        .operands(l)
        .zip(arena.operands(r))
        .all(|(x, y)| x == y || arena.value_type(x) == arena.value_type(y));
    // The regions are empty: blocks with non-empty ones never merge.
    operands_ok && arena.result_types(l).eq(arena.result_types(r))
}

/// `BlockMergeCluster`: a leader and the blocks to merge into it.
struct Cluster {
    leader: BlockData,
    to_merge: Vec<BlockId>,
    /// (op position, operand number) pairs that become new arguments.
    operands_to_merge: BTreeSet<(usize, usize)>,
}

impl Cluster {
    fn new(leader: BlockData) -> Cluster {
        Cluster {
            leader,
            to_merge: Vec::new(),
            operands_to_merge: BTreeSet::new(),
        }
    }

    /// `addToCluster`: `true` if `data`'s block joins the cluster.
    fn add(&mut self, arena: &IrArena, data: &BlockData) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (lb, rb) = (self.leader.block, data.block);
        let (ln, rn) = (arena.num_args(lb), arena.num_args(rb));
        if ln != rn || (0..ln).any(|i| arena.value_type(arena.arg(lb, i)) != arena.value_type(arena.arg(rb, i))) {
            return false;
        }
        let mut mismatched = Vec::new();
        let mut lhs = arena.block_ops(lb);
        let mut rhs = arena.block_ops(rb);
        let mut op_index = 0usize;
        loop {
            let (l, r) = match (lhs.next(), rhs.next()) {
                (Some(l), Some(r)) => (l, r),
                (None, None) => break,
                _ => return false,
            };
            if !ops_equivalent(arena, l, r) {
                return false;
            }
            for (k, (lv, rv)) in arena.operands(l).zip(arena.operands(r)).enumerate() {
                if lv == rv {
                    continue;
                }
                if arena.value_type(lv) != arena.value_type(rv) {
                    return false;
                }
                let l_in = arena.value_block(lv) == Some(lb);
                let r_in = arena.value_block(rv) == Some(rb);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if !valid_successor_arg(arena, lb, lv) || !valid_successor_arg(arena, rb, rv) {
                        return false;
                    }
                    mismatched.push((op_index, k));
                    continue;
                }
                if self.leader.order_of(lv) != data.order_of(rv) {
                    return false;
                }
            }
            let results_outside = |op: OpId, block: BlockId| {
                (0..arena.num_results(op)).any(|i| used_outside(arena, arena.result(op, i), block))
            };
            if results_outside(r, rb) || results_outside(l, lb) {
                return false;
            }
            op_index += 1;
        }
        self.operands_to_merge.extend(mismatched);
        if !self.to_merge.contains(&rb) {
            self.to_merge.push(rb);
        }
        true
    }

    /// `merge`: merges the cluster's blocks into the leader; `true` if it
    /// did.
    fn merge(self, rw: &mut PatternRewriter<'_>) -> bool {
        if self.to_merge.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.operands_to_merge.is_empty() {
            if !preds_are_branches(rw.ctx, rw.arena, leader)
                || !self.to_merge.iter().all(|&b| preds_are_branches(rw.ctx, rw.arena, b))
            {
                return false;
            }
            let old_args = rw.arena.num_args(leader);
            let blocks: Vec<BlockId> = std::iter::once(leader).chain(self.to_merge.iter().copied()).collect();
            let ops: Vec<Vec<OpId>> = blocks.iter().map(|&b| rw.arena.block_ops(b).collect()).collect();
            // Read every operand first: nothing changes unless all exist.
            let mut new_args: Vec<Vec<Value>> = vec![Vec::with_capacity(self.operands_to_merge.len()); blocks.len()];
            for &(op_i, operand) in &self.operands_to_merge {
                for (i, block_ops) in ops.iter().enumerate() {
                    match block_ops.get(op_i) {
                        Some(&op) if operand < rw.arena.num_operands(op) => {
                            new_args[i].push(rw.arena.operand(op, operand))
                        }
                        _ => return false,
                    }
                }
            }
            for (k, &(op_i, operand)) in self.operands_to_merge.iter().enumerate() {
                let value = new_args[0][k];
                let (ty, loc) = (rw.arena.value_type(value), rw.arena.value_loc(value));
                let arg = rw.arena.add_block_arg(leader, ty, loc);
                let op = ops[0][op_i];
                rw.arena.set_operand(
                    crate::body::Use {
                        op,
                        operand: operand as u32,
                    },
                    arg,
                );
            }
            let new_args = prune_redundant_arguments(rw, new_args, old_args, leader);
            for (i, &b) in blocks.iter().enumerate() {
                for (term, succ) in predecessor_edges(rw.arena, b) {
                    append_successor_operands(rw.ctx, rw.arena, term, succ, &new_args[i]);
                }
            }
        }
        for &b in &self.to_merge {
            replace_block_uses(rw.arena, b, leader);
            rw.erase_block(b);
        }
        true
    }
}

/// `isValidSuccessorArg`: `operand`, defined outside `block`, may be passed
/// to it unless it is a result of the terminator of one of `block`'s
/// predecessors (it would not dominate the branch).
fn valid_successor_arg(arena: &IrArena, block: BlockId, operand: Value) -> bool {
    let Some(def_block) = arena.value_block(operand) else {
        return true;
    };
    let term = arena.last_op(def_block);
    if arena.defining_op(operand) != term {
        return true;
    }
    term.is_none_or(|t| !arena.successors(t).contains(&block))
}

/// `ableToUpdatePredOperands`: every predecessor ends in a branch.
fn preds_are_branches(ctx: &Context, arena: &IrArena, block: BlockId) -> bool {
    predecessor_edges(arena, block)
        .into_iter()
        .all(|(t, _)| BranchOpInterfaceRef::get(ctx, arena, t).is_some())
}

/// `Block::replaceAllUsesWith`: every successor slot naming `from` names
/// `to` instead.
fn replace_block_uses(arena: &mut IrArena, from: BlockId, to: BlockId) {
    let Some(region) = arena.block_parent(from) else { return };
    for b in arena.region_blocks(region).to_vec() {
        let Some(t) = arena.last_op(b) else { continue };
        if arena.successors(t).contains(&from) {
            let succs = arena
                .successors(t)
                .iter()
                .map(|&s| if s == from { to } else { s })
                .collect();
            arena.set_successors(t, succs);
        }
    }
}

/// `pruneRedundantArguments`: a new argument whose value, in every list,
/// equals that of the first new argument passed the same value in list 0
/// is replaced by that one and erased from `block`; gives the lists
/// without the pruned positions.
fn prune_redundant_arguments(
    rw: &mut PatternRewriter<'_>,
    lists: Vec<Vec<Value>>,
    old_args: usize,
    block: BlockId,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else { return lists };
    let n = first.len();
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..n {
        let k = first_index.get(&first[j]).copied().unwrap_or(j);
        if k == j {
            continue;
        }
        if lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement.insert(j, k);
        }
    }
    let pruned = lists
        .iter()
        .map(|l| {
            l.iter()
                .enumerate()
                .filter(|(j, _)| !replacement.contains_key(j))
                .map(|(_, &v)| v)
                .collect()
        })
        .collect();
    let total = rw.arena.num_args(block);
    let mut erase = Vec::new();
    for idx in 0..total {
        if let Some(&k) = replacement.get(&idx) {
            let (Some(old), Some(new)) = (
                arg_at(rw.arena, block, old_args + idx),
                arg_at(rw.arena, block, old_args + k),
            ) else {
                continue;
            };
            rw.replace_all_uses_with(old, new);
            erase.push(old_args + idx);
        }
    }
    for &i in erase.iter().rev() {
        rw.arena.erase_block_arg(block, i);
    }
    pruned
}

/// Argument `i` of `block`, if it has that many.
fn arg_at(arena: &IrArena, block: BlockId, i: usize) -> Option<Value> {
    (i < arena.num_args(block)).then(|| arena.arg(block, i))
}
