//! `loop-invariant-code-motion`: hoists the ops of a loop's body that do not
//! depend on the loop and may run whether or not the loop would run them
//! (MLIR's `LoopInvariantCodeMotion` pass and `moveLoopInvariantCode`). Loops
//! are the ops `LoopLikeOpInterface` says are, innermost first; an op moves
//! before its loop when it is not a terminator, every value it and the ops
//! nested in it use comes from outside the loop (or from inside the op), it is
//! free of memory effects (`isMemoryEffectFree`) and speculatable
//! (`ir::speculation::is_speculatable`).

use crate::body::{IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::interfaces::LoopLikeOpInterfaceRef;
use crate::pass::{Pass, PassContext, PassFailure};
use crate::rewrite::table::OpTable;
use crate::speculation::is_speculatable;
use std::collections::VecDeque;

/// The loop-invariant code motion pass.
#[derive(Clone, Copy, Default)]
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    crate::pass_identity!("loop-invariant-code-motion", "LoopInvariantCodeMotion");

    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, _pc: &mut PassContext) -> Result<(), PassFailure> {
        let table = OpTable::new(ctx);
        // Innermost loops first, so that what leaves an inner loop may leave the
        // outer one too.
        for l in arena.walk_postorder(op) {
            if let Some(loop_like) = LoopLikeOpInterfaceRef::get(ctx, arena, l) {
                move_loop_invariant_code(ctx, arena, &table, l, loop_like);
            }
        }
        Ok(())
    }
}

/// `moveLoopInvariantCode(loopLike)`: hoists the invariant, effect-free,
/// speculatable ops of `l`'s loop regions before `l`; returns how many moved.
pub fn move_loop_invariant_code(
    ctx: &Context,
    arena: &mut IrArena,
    table: &OpTable,
    l: OpId,
    loop_like: LoopLikeOpInterfaceRef,
) -> usize {
    let mut moved = 0;
    for region in loop_like.loop_regions(ctx, arena) {
        let mut worklist: VecDeque<OpId> = region_ops(arena, region);
        while let Some(op) = worklist.pop_front() {
            // Skip ops already moved.
            if arena.op_region(op) != Some(region) {
                continue;
            }
            let defined_outside = |arena: &IrArena, v: Value| loop_like.is_defined_outside_of_loop(ctx, arena, v);
            if !table.is_memory_effect_free(ctx, arena, op)
                || !is_speculatable(ctx, arena, op)
                || !can_be_hoisted(ctx, arena, op, defined_outside)
            {
                continue;
            }
            arena.move_op_before(op, l);
            moved += 1;
            // Its users at the top level of the body may be invariant now.
            for i in 0..arena.num_results(op) {
                for u in arena.uses(arena.result(op, i)) {
                    if arena.op_region(u.op) == Some(region) {
                        worklist.push_back(u.op);
                    }
                }
            }
        }
    }
    moved
}

/// The ops of `region`'s blocks, in order (`Region::getOps`).
fn region_ops(arena: &IrArena, region: RegionId) -> VecDeque<OpId> {
    arena
        .region_blocks(region)
        .iter()
        .flat_map(|&b| arena.block_ops(b))
        .collect()
}

/// `canBeHoisted`: `op` is not a terminator and every value used by it or an op
/// nested in it is defined inside `op` or satisfies `defined_outside`.
fn can_be_hoisted(ctx: &Context, arena: &IrArena, op: OpId, defined_outside: impl Fn(&IrArena, Value) -> bool) -> bool {
    if ctx.op_info(arena.op_name(op)).traits().is_terminator {
        return false;
    }
    arena.walk_preorder(op).into_iter().all(|child| {
        arena.operands(child).all(|v| {
            let definer = match v {
                Value::Result { op: def, .. } => arena.parent_op(def),
                Value::Arg { block, .. } => arena.block_parent_op(block),
            };
            let inside = definer.is_some_and(|d| d == op || arena.is_proper_ancestor(op, d));
            inside || defined_outside(arena, v)
        })
    })
}
