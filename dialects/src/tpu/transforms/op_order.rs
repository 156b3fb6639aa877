//! TPU-MLIR's op order in the subnet functions (every function but `main`):
//!
//! - `op-reorder` (`GlobalOpReorderPattern`): from each returned value up, a chain of
//!   ops that cannot run in a layer group (each used once and fed by at most one
//!   activation) moves down to just before the return, in chain order.
//! - `topo-sort` (depth-first): the ops are re-sorted, preferring to stay on the
//!   current op's only user, then on users of ops with several users (most recent
//!   first), then the last ready op, alternating between ops that can run in layer
//!   groups and ops that cannot; then each weight moves before its first user (the
//!   walk goes on from the weight's new place, so the weights it jumped over stay
//!   where they are), `top.None` to the front and the return to the end.

use ir::{Context, Diagnostic, IrArena, OpId};

use super::{block_of, local_gen_support, model_module};
use crate::func::ops::{FuncOp, ReturnOp};
use crate::top::ops::{NoneOp, WeightOp};

/// The subnet functions' bodies (every function but `main`).
fn subnet_blocks(ctx: &Context, arena: &IrArena, module: OpId) -> Vec<ir::BlockId> {
    let Some(body) = block_of(arena, model_module(ctx, arena, module)) else {
        return Vec::new();
    };
    arena
        .block_ops(body)
        .filter(|&f| FuncOp::cast(ctx, arena, f).is_some())
        .filter(|&f| {
            ir::ods::access::inherent(ctx, arena, f, "sym_name")
                .and_then(|a| ir::ods::values::as_str(ctx, a))
                .as_deref()
                != Some("main")
        })
        .filter_map(|f| block_of(arena, f))
        .collect()
}

fn is_weight_or_none(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    WeightOp::cast(ctx, arena, op).is_some() || NoneOp::cast(ctx, arena, op).is_some()
}

/// Number of uses of `op`'s results (operand slots).
fn use_count(arena: &IrArena, op: OpId) -> usize {
    (0..arena.num_results(op))
        .map(|i| arena.uses(arena.result(op, i)).count())
        .sum()
}

/// The users of `op`'s results in use-list order.
fn users(arena: &IrArena, op: OpId) -> Vec<OpId> {
    (0..arena.num_results(op))
        .flat_map(|i| arena.uses(arena.result(op, i)).map(|u| u.op).collect::<Vec<_>>())
        .collect()
}

/// `op-reorder`.
pub fn op_reorder(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    for block in subnet_blocks(ctx, arena, module) {
        let Some(ret) = arena
            .block_ops(block)
            .find(|&o| ReturnOp::cast(ctx, arena, o).is_some())
        else {
            continue;
        };
        let is_lg =
            |arena: &IrArena, op: OpId| WeightOp::cast(ctx, arena, op).is_some() || local_gen_support(ctx, arena, op);
        let mut anchor = ret;
        let returned: Vec<ir::Value> = arena.operands(ret).collect();
        for v in returned {
            let mut prev = arena.defining_op(v);
            while let Some(p) = prev.filter(|&p| !is_lg(arena, p)) {
                let activations = arena
                    .operands(p)
                    .filter(|&w| arena.defining_op(w).is_some_and(|d| !is_weight_or_none(ctx, arena, d)))
                    .count();
                if use_count(arena, p) != 1 || activations > 1 {
                    break;
                }
                arena.move_op_before(p, anchor);
                anchor = p;
                prev = arena.operands(p).next().and_then(|w| arena.defining_op(w));
            }
        }
    }
    Ok(())
}

/// `topo-sort` (depth-first).
pub fn topo_sort(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    for block in subnet_blocks(ctx, arena, module) {
        sort_block(ctx, arena, block);
    }
    Ok(())
}

fn sort_block(ctx: &Context, arena: &mut IrArena, block: ir::BlockId) {
    let is_ret = |arena: &IrArena, op: OpId| ReturnOp::cast(ctx, arena, op).is_some();
    let mut unsorted: Vec<OpId> = arena
        .block_ops(block)
        .filter(|&o| !is_weight_or_none(ctx, arena, o) && !is_ret(arena, o))
        .collect();
    let mut dominant: Vec<OpId> = Vec::new();
    let ready = |arena: &IrArena, unsorted: &[OpId], op: OpId| {
        unsorted.contains(&op)
            && arena
                .operands(op)
                .all(|v| arena.defining_op(v).is_none_or(|d| !unsorted.contains(&d)))
    };
    let unsorted_users = |arena: &IrArena, unsorted: &[OpId], op: OpId| {
        let mut u: Vec<OpId> = users(arena, op).into_iter().filter(|x| unsorted.contains(x)).collect();
        u.dedup();
        u.sort();
        u.dedup();
        u.len()
    };
    let mut want_lg = true;
    let mut prev: Option<OpId> = None;
    while !unsorted.is_empty() {
        let mut next = None;
        if let Some(p) = prev.filter(|&p| use_count(arena, p) == 1) {
            let u = users(arena, p)[0];
            if ready(arena, &unsorted, u) && local_gen_support(ctx, arena, u) == want_lg {
                next = Some(u);
            }
        }
        if next.is_none() {
            dominant.retain(|&d| unsorted_users(arena, &unsorted, d) != 0);
            'search: for &d in dominant.iter().rev() {
                for u in users(arena, d) {
                    if ready(arena, &unsorted, u) && local_gen_support(ctx, arena, u) == want_lg {
                        next = Some(u);
                        break 'search;
                    }
                }
            }
        }
        if next.is_none() {
            next = unsorted
                .iter()
                .rev()
                .copied()
                .find(|&o| ready(arena, &unsorted, o) && local_gen_support(ctx, arena, o) == want_lg);
        }
        match next {
            Some(n) => {
                unsorted.retain(|&o| o != n);
                if let Some(p) = prev {
                    match arena.next_op(p) {
                        Some(after) if after != n => arena.move_op_before(n, after),
                        Some(_) => {}
                        None => arena.move_op_to_end(n, block),
                    }
                }
                prev = Some(n);
                if use_count(arena, n) != 1 && unsorted_users(arena, &unsorted, n) > 0 && !dominant.contains(&n) {
                    dominant.push(n);
                }
            }
            None => want_lg = !want_lg,
        }
    }
    // Weights before their first users, `none` first, the return last.
    let mut cursor = arena.first_op(block);
    while let Some(op) = cursor {
        if WeightOp::cast(ctx, arena, op).is_some() {
            let first_user = users(arena, op)
                .into_iter()
                .filter(|&u| arena.op_parent(u) == Some(block))
                .min_by_key(|&u| arena.block_ops(block).position(|o| o == u).unwrap_or(usize::MAX));
            if let Some(u) = first_user {
                if u != op {
                    arena.move_op_before(op, u);
                }
            }
        } else if NoneOp::cast(ctx, arena, op).is_some() {
            if let Some(first) = arena.first_op(block).filter(|&f| f != op) {
                arena.move_op_before(op, first);
            }
        } else if is_ret(arena, op) {
            arena.move_op_to_end(op, block);
        }
        cursor = arena.next_op(op);
    }
}
