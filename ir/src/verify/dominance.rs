//! SSA dominance checking (MLIR's `verifyDominanceOfContainedRegions`).
//!
//! Regions of unregistered ops and of ops with graph regions have no
//! dominance inside a block; across blocks the region's dominator tree decides.

use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use rustc_hash::FxHashMap;

/// Dominator information of one multi-block region.
struct RegionDom {
    /// Reverse-postorder number of each reachable block.
    rpo: FxHashMap<BlockId, usize>,
    /// Entry and exit numbers of each reachable block (by rpo number) in a
    /// depth-first walk of the dominator tree: `a` dominates `b` iff `b`'s
    /// interval lies within `a`'s, an O(1) query.
    interval: Vec<(u32, u32)>,
}

/// Dominance state shared by all the checks of one verifier run.
pub(super) struct Checker<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    position: Vec<u32>,
    doms: FxHashMap<RegionId, RegionDom>,
}

impl<'a> Checker<'a> {
    pub(super) fn new(ctx: &'a Context, arena: &'a IrArena) -> Self {
        Checker {
            ctx,
            arena,
            position: vec![0; arena.op_capacity()],
            doms: FxHashMap::default(),
        }
    }

    /// MLIR's `verifyDominanceOfContainedRegions`: checks every operand use
    /// in the regions of `op`, descending into nested operations except
    /// isolated-from-above ones (those are checked on their own).
    pub(super) fn verify_contained(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let arena = self.arena;
        let mut worklist = vec![op];
        while let Some(op) = worklist.pop() {
            for &region in arena.regions(op) {
                for &block in arena.region_blocks(region) {
                    for (i, o) in arena.block_ops(block).enumerate() {
                        if let Some(p) = self.position.get_mut(o.index()) {
                            *p = i as u32;
                        }
                    }
                }
                for &block in arena.region_blocks(region) {
                    let reachable = self.is_reachable(region, block);
                    for user in arena.block_ops(block) {
                        if reachable {
                            for (i, v) in arena.operands(user).enumerate() {
                                if !self.properly_dominates(v, user) {
                                    return Err(self.diagnose(user, i));
                                }
                            }
                        }
                        let isolated = self.ctx.op_info(arena.op_name(user)).traits().isolated_from_above;
                        if !arena.regions(user).is_empty() && !isolated {
                            worklist.push(user);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn has_ssa_dominance(&self, region: RegionId) -> bool {
        let Some(op) = self.arena.region_parent(region) else {
            return true;
        };
        let info = self.ctx.op_info(self.arena.op_name(op));
        info.is_registered() && !info.traits().graph_regions
    }

    fn dom(&mut self, region: RegionId) -> &RegionDom {
        if !self.doms.contains_key(&region) {
            let d = compute_dom(self.arena, region);
            self.doms.insert(region, d);
        }
        &self.doms[&region]
    }

    fn is_reachable(&mut self, region: RegionId, block: BlockId) -> bool {
        if self.arena.region_blocks(region).len() <= 1 {
            return true;
        }
        self.dom(region).rpo.contains_key(&block)
    }

    /// Whether `a` dominates `b` (both in `region`; reflexive).
    fn block_dominates(&mut self, region: RegionId, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let dom = self.dom(region);
        let (Some(&ra), Some(&rb)) = (dom.rpo.get(&a), dom.rpo.get(&b)) else {
            // An unreachable user is dominated by everything; an unreachable
            // definition dominates nothing reachable.
            return !dom.rpo.contains_key(&b);
        };
        let (a_in, a_out) = dom.interval[ra];
        let (b_in, b_out) = dom.interval[rb];
        a_in <= b_in && b_out <= a_out
    }

    fn properly_dominates(&mut self, value: Value, user: OpId) -> bool {
        let Some(def_block) = self.arena.value_block(value) else {
            return false;
        };
        let Some(def_region) = self.arena.block_parent(def_block) else {
            return false;
        };
        // The ancestor of `user` in the defining region.
        let mut u = user;
        let user_block = loop {
            let Some(b) = self.arena.op_parent(u) else {
                return false;
            };
            if self.arena.block_parent(b) == Some(def_region) {
                break b;
            }
            match self.arena.block_parent_op(b) {
                Some(p) => u = p,
                None => return false,
            }
        };
        match value {
            Value::Arg { .. } => self.block_dominates(def_region, def_block, user_block),
            Value::Result { op: def, .. } => {
                if def == u {
                    // An op may use its own result only in a graph region;
                    // a use nested inside the defining op is never dominated.
                    return u == user && !self.has_ssa_dominance(def_region);
                }
                if def_block == user_block {
                    if !self.has_ssa_dominance(def_region) {
                        return true;
                    }
                    let pos = |o: OpId| self.position.get(o.index()).copied().unwrap_or(0);
                    return pos(def) < pos(u);
                }
                self.block_dominates(def_region, def_block, user_block)
            }
        }
    }

    fn region_is_proper_ancestor(&self, ancestor: RegionId, mut region: RegionId) -> bool {
        loop {
            let Some(op) = self.arena.region_parent(region) else {
                return false;
            };
            let Some(block) = self.arena.op_parent(op) else {
                return false;
            };
            let Some(r) = self.arena.block_parent(block) else {
                return false;
            };
            if r == ancestor {
                return true;
            }
            region = r;
        }
    }

    fn relation(&self, r1: RegionId, r2: RegionId, same_region: &str) -> String {
        if r1 == r2 {
            same_region.to_string()
        } else if self.region_is_proper_ancestor(r2, r1) {
            "in a parent region".into()
        } else if self.region_is_proper_ancestor(r1, r2) {
            "in a child region".into()
        } else {
            "neither in a parent nor in a child region".into()
        }
    }

    fn diagnose(&self, user: OpId, operand: usize) -> Diagnostic {
        let d = super::op_error(
            self.ctx,
            self.arena,
            user,
            format!("operand #{operand} does not dominate this use"),
        );
        let value = self.arena.operand(user, operand);
        let b1 = self.arena.op_parent(user);
        let r1 = b1.and_then(|b| self.arena.block_parent(b));
        match value {
            Value::Result { op: def, .. } => {
                let b2 = self.arena.op_parent(def);
                let r2 = b2.and_then(|b| self.arena.block_parent(b));
                let what = if b1 == b2 {
                    "(op in the same block)".to_string()
                } else {
                    match (r1, r2) {
                        (Some(r1), Some(r2)) if r1 == r2 => "(op in the same region)".to_string(),
                        (Some(r1), Some(r2)) => {
                            let rel = self.relation(r1, r2, "");
                            match rel.as_str() {
                                "in a parent region" => "(op in a parent region)".into(),
                                "in a child region" => "(op in a child region)".into(),
                                _ => "(op is neither in a parent nor in a child region)".into(),
                            }
                        }
                        _ => "(op is neither in a parent nor in a child region)".into(),
                    }
                };
                d.with_note(
                    DiagLoc::Attr(self.arena.op_loc(def)),
                    format!("operand defined here {what}"),
                )
            }
            Value::Arg { block, .. } => {
                let loc = self
                    .arena
                    .block_parent_op(block)
                    .map(|o| self.arena.op_loc(o))
                    .unwrap_or_else(|| self.ctx.unknown_loc());
                let r2 = self.arena.block_parent(block);
                let index = r2
                    .and_then(|r| self.arena.region_blocks(r).iter().position(|&b| b == block))
                    .unwrap_or(0);
                let rel = match (r1, r2) {
                    (Some(r1), Some(r2)) => self.relation(r1, r2, "in the same region"),
                    _ => "neither in a parent nor in a child region".into(),
                };
                d.with_note(
                    DiagLoc::Attr(loc),
                    format!("operand defined as a block argument (block #{index} {rel})"),
                )
            }
        }
    }
}

/// Cooper-Harvey-Kennedy dominators over the region's CFG (successors of each
/// block's last operation).
fn compute_dom(arena: &IrArena, region: RegionId) -> RegionDom {
    let blocks = arena.region_blocks(region);
    let succs = |b: BlockId| -> Vec<BlockId> {
        arena
            .last_op(b)
            .map(|op| arena.successors(op).to_vec())
            .unwrap_or_default()
    };
    let mut rpo_order: Vec<BlockId> = Vec::new();
    let mut visited: FxHashMap<BlockId, ()> = FxHashMap::default();
    if let Some(&entry) = blocks.first() {
        // Iterative post-order DFS.
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        visited.insert(entry, ());
        let mut post = Vec::new();
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let s = succs(b);
            if *i < s.len() {
                let next = s[*i];
                *i += 1;
                if visited.insert(next, ()).is_none() {
                    stack.push((next, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        rpo_order = post.into_iter().rev().collect();
    }
    let rpo: FxHashMap<BlockId, usize> = rpo_order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let n = rpo_order.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &b) in rpo_order.iter().enumerate() {
        for s in succs(b) {
            if let Some(&j) = rpo.get(&s) {
                preds[j].push(i);
            }
        }
    }
    let idom = immediate_dominators(&preds);
    // Number the dominator tree (iteratively: the tree can be deep).
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, &d) in idom.iter().enumerate().skip(1) {
        if let Some(d) = d.filter(|&d| d != b) {
            children[d].push(b);
        }
    }
    let mut interval = vec![(0u32, 0u32); n];
    let mut counter = 0u32;
    if n > 0 {
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        interval[0].0 = counter;
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            if let Some(&c) = children[b].get(*i) {
                *i += 1;
                counter += 1;
                interval[c].0 = counter;
                stack.push((c, 0));
            } else {
                counter += 1;
                interval[b].1 = counter;
                stack.pop();
            }
        }
    }
    RegionDom { rpo, interval }
}

/// Immediate dominators by the Cooper–Harvey–Kennedy iteration: blocks are
/// numbered in reverse post order (0 the entry), `preds[b]` lists the
/// predecessors of block `b`; each block's immediate dominator (the entry
/// its own), `None` for a block the entry does not reach.
pub(crate) fn immediate_dominators(preds: &[Vec<usize>]) -> Vec<Option<usize>> {
    const UNDEF: usize = usize::MAX;
    let n = preds.len();
    let mut idom = vec![UNDEF; n];
    if n > 0 {
        idom[0] = 0;
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            let mut new_idom = UNDEF;
            for &p in &preds[b] {
                if idom[p] == UNDEF {
                    continue;
                }
                new_idom = if new_idom == UNDEF {
                    p
                } else {
                    let (mut x, mut y) = (p, new_idom);
                    while x != y {
                        while x > y {
                            x = idom[x];
                        }
                        while y > x {
                            y = idom[y];
                        }
                    }
                    x
                };
            }
            if new_idom != UNDEF && idom[b] != new_idom {
                idom[b] = new_idom;
                changed = true;
            }
        }
    }
    idom.into_iter().map(|d| (d != UNDEF).then_some(d)).collect()
}
