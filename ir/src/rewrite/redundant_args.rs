//! Redundant block argument dropping (MLIR's `dropRedundantArguments` in
//! `RegionUtils.cpp`, run by `simplifyRegions` at the `aggressive` level).
//!
//! An argument of a block that every predecessor (all `BranchOpInterface`
//! ops) passes the same value is replaced by that value and erased, with
//! its operand in every predecessor. Arguments are decided one after the
//! other on the IR as it is then (a replaced argument may make a later one
//! redundant); the entry block has no predecessors and keeps its arguments.

use super::rewriter::PatternRewriter;
use super::successor_operands::{erase_segmented_operand, forwarded_operands};
use crate::body::{BlockId, OpId, RegionId, Value};
use rustc_hash::FxHashMap;

/// Drops the redundant arguments of the non-entry blocks of `region`, in
/// block order; `true` if any was.
pub fn drop_redundant_arguments_in(rw: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let blocks = rw.arena.region_blocks(region).to_vec();
    if blocks.len() < 2 {
        return false;
    }
    // Dropping arguments erases operands, never successors: the edges stay.
    let mut preds: FxHashMap<BlockId, Vec<(OpId, usize)>> = FxHashMap::default();
    for &b in &blocks {
        let Some(t) = rw.arena.last_op(b) else { continue };
        for (i, &s) in rw.arena.successors(t).iter().enumerate() {
            preds.entry(s).or_default().push((t, i));
        }
    }
    let mut changed = false;
    for &b in &blocks[1..] {
        if let Some(edges) = preds.get(&b) {
            changed |= drop_redundant_arguments(rw, b, edges);
        }
    }
    changed
}

/// Drops the redundant arguments of `block`, whose predecessor edges are
/// `edges`; `true` if any was.
pub fn drop_redundant_arguments(rw: &mut PatternRewriter<'_>, block: BlockId, edges: &[(OpId, usize)]) -> bool {
    let n = rw.arena.num_args(block);
    if n == 0 || edges.is_empty() {
        return false;
    }
    let mut erase = Vec::new();
    for i in 0..n {
        let Some(common) = common_value(rw, edges, i) else {
            continue;
        };
        let arg = rw.arena.arg(block, i);
        if common == arg {
            // Only a block passing its own argument to itself: upstream
            // would erase an argument still in use.
            continue;
        }
        erase.push(i);
        rw.replace_all_uses_with(arg, common);
    }
    for &i in erase.iter().rev() {
        rw.arena.erase_block_arg(block, i);
        for &(term, succ) in edges {
            if let Some(range) = forwarded_operands(rw.ctx, rw.arena, term, succ) {
                erase_segmented_operand(rw.ctx, rw.arena, term, range.start + i);
            }
        }
    }
    !erase.is_empty()
}

/// The value every predecessor edge passes as argument `i`, if they all
/// are branches passing the same one.
fn common_value(rw: &PatternRewriter<'_>, edges: &[(OpId, usize)], i: usize) -> Option<Value> {
    let mut common = None;
    for &(term, succ) in edges {
        let range = forwarded_operands(rw.ctx, rw.arena, term, succ)?;
        if range.start + i >= range.end || range.end > rw.arena.num_operands(term) {
            return None;
        }
        let v = rw.arena.operand(term, range.start + i);
        match common {
            None => common = Some(v),
            Some(c) if c != v => return None,
            Some(_) => {}
        }
    }
    common
}
