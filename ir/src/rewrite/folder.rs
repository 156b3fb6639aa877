//! Constant uniquing between greedy iterations (MLIR's `OperationFolder`,
//! the part the greedy driver uses: `insertKnownConstant`). Constants are
//! keyed by dialect, value and type per insertion region (the closest
//! enclosing region of an isolated-from-above, unregistered or top-level
//! op); the first one found is kept and hoisted to the start of the
//! region's entry block, later duplicates are replaced by it.

use super::rewriter::PatternRewriter;
use crate::attrs::Attr;
use crate::body::{BlockId, IrArena, OpId, RegionId};
use crate::context::Context;
use crate::types::Type;
use rustc_hash::FxHashMap;

/// Key of a uniqued constant.
type ConstKey = (Box<str>, Attr, Type);

/// The constant uniquer of one greedy iteration.
#[derive(Default)]
pub struct OperationFolder {
    scopes: FxHashMap<RegionId, FxHashMap<ConstKey, OpId>>,
    owned: FxHashMap<OpId, Vec<Box<str>>>,
}

/// The region constants of `block` are hoisted into (`getInsertionRegion`).
pub fn insertion_region(ctx: &Context, arena: &IrArena, block: BlockId) -> Option<RegionId> {
    let mut block = block;
    loop {
        let region = arena.block_parent(block)?;
        let Some(parent) = arena.region_parent(region) else {
            return Some(region);
        };
        let info = ctx.op_info(arena.op_name(parent));
        // `mightHaveTrait<IsIsolatedFromAbove>` holds for unregistered ops.
        if !info.is_registered() || info.traits().isolated_from_above {
            return Some(region);
        }
        match arena.op_parent(parent) {
            Some(b) => block = b,
            None => return Some(region),
        }
    }
}

fn dialect_of(ctx: &Context, arena: &IrArena, op: OpId) -> Box<str> {
    ctx.op_info(arena.op_name(op)).dialect().into()
}

impl OperationFolder {
    /// A folder with no known constant.
    pub fn new() -> OperationFolder {
        OperationFolder::default()
    }

    /// Whether `op` is a constant this folder uniqued.
    pub fn is_owned(&self, op: OpId) -> bool {
        self.owned.contains_key(&op)
    }

    /// Registers the constant `op` of value `value`; `false` when an equal
    /// constant already existed and replaced `op` (`insertKnownConstant`).
    pub fn insert_known_constant(&mut self, rw: &mut PatternRewriter<'_>, op: OpId, value: Attr) -> bool {
        let Some(op_block) = rw.arena.op_parent(op) else {
            return true;
        };
        if self.is_owned(op) {
            if rw.arena.first_op(op_block) != Some(op) && !self.prev_owned(rw.arena, op) {
                move_to_front(rw, op, op_block);
                rw.arena.set_op_loc(op, rw.ctx.unknown_loc());
            }
            return true;
        }
        let Some(region) = insertion_region(rw.ctx, rw.arena, op_block) else {
            return true;
        };
        let Some(ty) = rw.arena.result_types(op).next() else {
            return true;
        };
        let key: ConstKey = (dialect_of(rw.ctx, rw.arena, op), value, ty);
        let existing = self.scopes.get(&region).and_then(|s| s.get(&key)).copied();
        if let Some(existing) = existing {
            // Replace `op` with the existing constant.
            let repl: Vec<crate::Value> = (0..rw.arena.num_results(existing))
                .map(|i| rw.arena.result(existing, i))
                .collect();
            rw.replace_op(op, &repl);
            rw.arena.set_op_loc(existing, rw.ctx.unknown_loc());
            return false;
        }
        let Some(&insert_block) = rw.arena.region_blocks(region).first() else {
            return true;
        };
        if op_block != insert_block {
            move_to_front(rw, op, insert_block);
            rw.arena.set_op_loc(op, rw.ctx.unknown_loc());
        } else if rw.arena.first_op(insert_block) != Some(op) && !self.prev_owned(rw.arena, op) {
            move_to_front(rw, op, insert_block);
        }
        let d = key.0.clone();
        self.scopes.entry(region).or_default().insert(key, op);
        self.owned.entry(op).or_default().push(d);
        true
    }

    fn prev_owned(&self, arena: &IrArena, op: OpId) -> bool {
        arena.prev_op(op).is_some_and(|p| self.is_owned(p))
    }
}

/// `op->moveBefore(&block->front())`: a raw move, no notification.
fn move_to_front(rw: &mut PatternRewriter<'_>, op: OpId, block: BlockId) {
    match rw.arena.first_op(block) {
        Some(f) if f == op => {}
        Some(f) => rw.arena.move_op_before(op, f),
        None => rw.arena.move_op_to_end(op, block),
    }
}
