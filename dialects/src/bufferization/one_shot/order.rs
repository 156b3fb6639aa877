//! Op order within blocks while the analysis runs: each block's op
//! positions are counted once, on the first query about one of its ops
//! (upstream's cached order index behind `Operation::isBeforeInBlock`),
//! instead of walking the block for every query.

use ir::{BlockId, IrArena, OpId};
use rustc_hash::{FxHashMap, FxHashSet};
use std::cell::RefCell;

/// Positions of ops in their blocks, filled block by block on demand. Only
/// valid while the IR does not change: the analysis owns one for the
/// length of one `analyze` call.
#[derive(Default, Debug)]
pub struct BlockOrder {
    cache: RefCell<Positions>,
}

/// The blocks counted so far and the positions of their ops.
#[derive(Default, Debug)]
struct Positions {
    blocks: FxHashSet<BlockId>,
    ops: FxHashMap<OpId, usize>,
}

impl BlockOrder {
    /// The position of `op` in its block (0 for the first op).
    pub fn position(&self, arena: &IrArena, op: OpId) -> usize {
        let Some(block) = arena.op_parent(op) else { return 0 };
        let mut cache = self.cache.borrow_mut();
        if cache.blocks.insert(block) {
            for (i, o) in arena.block_ops(block).enumerate() {
                cache.ops.insert(o, i);
            }
        }
        cache.ops.get(&op).copied().unwrap_or_else(|| arena.op_position(op))
    }
}
