//! Dominator trees of multi-block regions, for CSE's traversal: immediate
//! dominators by the Cooper–Harvey–Kennedy iteration over reverse post
//! order, children in depth-first discovery order (as LLVM's dominator
//! tree lists them).

use crate::body::{BlockId, IrArena, RegionId};
use crate::rewrite::rewriter::{block_successors, post_order};
use rustc_hash::FxHashMap;

/// The dominator tree of one region (reachable blocks only).
pub struct DomTree {
    /// Root (the entry block).
    pub root: BlockId,
    /// Children of each block, in depth-first discovery order.
    pub children: FxHashMap<BlockId, Vec<BlockId>>,
}

/// Depth-first preorder from `entry`, successors in order.
fn preorder(arena: &IrArena, entry: BlockId) -> Vec<BlockId> {
    let region = arena.block_parent(entry);
    let mut seen = rustc_hash::FxHashSet::default();
    let mut out = Vec::new();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if !seen.insert(b) {
            continue;
        }
        out.push(b);
        for s in block_successors(arena, b).into_iter().rev() {
            if arena.block_parent(s) == region && !seen.contains(&s) {
                stack.push(s);
            }
        }
    }
    out
}

/// Computes the dominator tree of `region` (`None` when empty).
pub fn dom_tree(arena: &IrArena, region: RegionId) -> Option<DomTree> {
    let &entry = arena.region_blocks(region).first()?;
    let mut rpo = post_order(arena, entry);
    rpo.reverse();
    let index: FxHashMap<BlockId, usize> = rpo.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); rpo.len()];
    for (i, &b) in rpo.iter().enumerate() {
        for s in block_successors(arena, b) {
            if let Some(&j) = index.get(&s) {
                preds[j].push(i);
            }
        }
    }
    let idom = crate::verify::dominance::immediate_dominators(&preds);
    let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for b in preorder(arena, entry) {
        let Some(&i) = index.get(&b) else { continue };
        let Some(d) = idom[i].filter(|_| i != 0) else { continue };
        children.entry(rpo[d]).or_default().push(b);
    }
    Some(DomTree { root: entry, children })
}
