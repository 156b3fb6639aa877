//! `CombineNestedIfs`: an `scf.if` whose then block only holds another
//! `scf.if` (and whose else blocks only yield) becomes one `scf.if` on the
//! `arith.andi` of both conditions.

use crate::common::build as b;
use crate::scf::folds::{create_block, create_with_regions, create_yield, operands, region_block, terminator, Rw};
use ir::{BlockId, IrArena, OpId, Type, Value};

fn is_if(rw: &ir::rewrite::PatternRewriter<'_>, op: OpId) -> bool {
    rw.ctx.op_info(rw.arena.op_name(op)).name() == "scf.if" && crate::common::shape::well_formed(rw.ctx, rw.arena, op)
}

/// Whether `block` (when present) only holds its terminator.
fn only_yields(a: &IrArena, block: Option<BlockId>) -> bool {
    block.is_none_or(|blk| a.block_ops(blk).count() == 1)
}

/// The yielded values of the else block of `op` (empty without one).
fn else_yield(a: &IrArena, op: OpId) -> Option<Vec<Value>> {
    match region_block(a, op, 1) {
        Some(blk) => Some(operands(a, terminator(a, blk)?)),
        None => Some(Vec::new()),
    }
}

/// The then values of the combined if, and the indices whose else value
/// needs a select on the outer condition; `None` when not combinable.
fn combined_then_values(a: &IrArena, op: OpId, nested: OpId, else_vals: &[Value]) -> Option<(Vec<Value>, Vec<usize>)> {
    let then_block = region_block(a, op, 0)?;
    let mut then_vals = operands(a, terminator(a, then_block)?);
    let then_region = a.block_parent(then_block)?;
    let nested_else = else_yield(a, nested)?;
    let nested_then = operands(a, terminator(a, region_block(a, nested, 0)?)?);
    let mut upgrade = Vec::new();
    for (i, v) in then_vals.iter_mut().enumerate() {
        match *v {
            Value::Result { op: d, index } if d == nested => {
                let k = index as usize;
                if nested_else.get(k) != else_vals.get(i) {
                    return None;
                }
                *v = *nested_then.get(k)?;
            }
            other => {
                if a.value_block(other).and_then(|blk| a.block_parent(blk)) == Some(then_region) {
                    return None;
                }
                upgrade.push(i);
            }
        }
    }
    Some((then_vals, upgrade))
}

/// `CombineNestedIfs`.
pub(crate) fn combine_nested_ifs(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(then_block) = region_block(rw.arena, op, 0) else {
        return false;
    };
    let Some(nested) = rw.arena.first_op(then_block) else {
        return false;
    };
    if rw.arena.block_ops(then_block).count() != 2 || !is_if(rw, nested) {
        return false;
    }
    if !only_yields(rw.arena, region_block(rw.arena, op, 1))
        || !only_yields(rw.arena, region_block(rw.arena, nested, 1))
    {
        return false;
    }
    let Some(else_vals) = else_yield(rw.arena, op) else {
        return false;
    };
    let Some((then_vals, upgrade)) = combined_then_values(rw.arena, op, nested, &else_vals) else {
        return false;
    };
    let (Some(nested_then), Some(nested_yield)) = (
        region_block(rw.arena, nested, 0),
        region_block(rw.arena, nested, 0).and_then(|blk| terminator(rw.arena, blk)),
    ) else {
        return false;
    };
    let (loc, cond, ncond) = (
        rw.arena.op_loc(op),
        rw.arena.operand(op, 0),
        rw.arena.operand(nested, 0),
    );
    let i1 = rw.arena.value_type(cond);
    let new_cond = b::create(rw, "arith.andi", vec![cond, ncond], i1, &[], loc);
    let types: Vec<Type> = rw.arena.result_types(op).collect();
    let new_if = create_with_regions(rw, "scf.if", vec![new_cond], types, 2, None, None, loc);
    let (Some(&then_r), Some(&else_r)) = (rw.arena.regions(new_if).first(), rw.arena.regions(new_if).get(1)) else {
        return false;
    };
    let new_block = create_block(rw, then_r, &[]);
    let mut results: Vec<Value> = (0..rw.arena.num_results(new_if))
        .map(|i| rw.arena.result(new_if, i))
        .collect();
    rw.set_insertion_point_before(new_if);
    for &i in &upgrade {
        let (Some(&t), Some(&f), Some(slot)) = (then_vals.get(i), else_vals.get(i), results.get_mut(i)) else {
            return false;
        };
        let ty = rw.arena.value_type(t);
        *slot = b::create(rw, "arith.select", vec![cond, t, f], ty, &[], loc);
    }
    rw.merge_blocks(nested_then, new_block, &[]);
    rw.set_insertion_point_before(nested_yield);
    let yl = rw.arena.op_loc(nested_yield);
    create_yield(rw, then_vals, yl);
    rw.replace_op(nested_yield, &[]);
    if !else_vals.is_empty() {
        let eb = create_block(rw, else_r, &[]);
        rw.set_insertion_point_to_end(eb);
        create_yield(rw, else_vals, loc);
    }
    rw.replace_op(op, &results);
    true
}
