//! `convert-scf-to-cf` (upstream `SCFToControlFlow.cpp`): a partial
//! conversion with `scf.for`, `scf.if`, `scf.while`, `scf.execute_region`,
//! `scf.index_switch`, `scf.parallel` and `scf.forall` illegal (and every
//! other op legal). Each op is replaced by blocks of its parent region
//! joined by `cf.br`, `cf.cond_br` and `cf.switch`, the op's block split
//! at the op as upstream splits it, so blocks come out in upstream's
//! order; `scf.parallel` first becomes a nest of `scf.for` loops carrying
//! its reductions, and an `scf.forall` without outputs an `scf.parallel`.
//! An `scf.forall` with outputs (on tensors) is not lowered, as upstream:
//! the pass fails with MLIR's `failed to legalize operation` error.

use crate::common::conversion_pass::{add_patterns, run_partial_conversion, PatternEntry};
use ir::conversion::{ConversionPatternRewriter, ConversionTarget};
use ir::{Attr, BlockId, OpId, Type, Value};

use super::ops as scf;
use crate::arith::ops::{self as arith, CmpIPredicate};
use crate::cf::{BranchOp, CondBranchOp, SwitchOp};

fn results(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Vec<(Type, Attr)> {
    let loc = rw.arena.op_loc(op);
    rw.arena.result_types(op).map(|t| (t, loc)).collect()
}

fn block_args(rw: &ConversionPatternRewriter<'_>, block: BlockId) -> Vec<Value> {
    (0..rw.arena.num_args(block)).map(|i| rw.arena.arg(block, i)).collect()
}

fn first_block(rw: &ConversionPatternRewriter<'_>, op: OpId, region: usize) -> Option<BlockId> {
    let r = *rw.arena.regions(op).get(region)?;
    rw.arena.region_blocks(r).first().copied()
}

fn last_block(rw: &ConversionPatternRewriter<'_>, op: OpId, region: usize) -> Option<BlockId> {
    let r = *rw.arena.regions(op).get(region)?;
    rw.arena.region_blocks(r).last().copied()
}

/// The terminator of `block`: its last op that no pattern replaced (a
/// replaced op stays in the IR until the conversion commits).
fn terminator(rw: &ConversionPatternRewriter<'_>, block: BlockId) -> Option<OpId> {
    rw.arena.block_ops(block).filter(|&o| !rw.is_ignored(o)).last()
}

/// `values` as the conversion sees them (replaced values looked up).
fn live_values(rw: &ConversionPatternRewriter<'_>, values: Vec<Value>) -> Vec<Value> {
    values.into_iter().map(|v| rw.lookup(v).unwrap_or(v)).collect()
}

/// The operands of `op` as the conversion sees them.
fn live_operands(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Vec<Value> {
    live_values(rw, rw.arena.operands(op).collect())
}

fn branch(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, dest: BlockId, operands: &[Value]) -> Option<()> {
    rw.build(loc, |b| Ok(BranchOp::to(b, dest, Some(operands))?.op()))
        .ok()?;
    Some(())
}

fn cond_branch(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    cond: Value,
    (t, t_ops): (BlockId, &[Value]),
    (f, f_ops): (BlockId, &[Value]),
) -> Option<()> {
    rw.build(loc, |b| {
        Ok(CondBranchOp::branch(b, cond, t, t_ops, f, f_ops, None)?.op())
    })
    .ok()?;
    Some(())
}

/// Replaces the terminator `term` with a `cf.br` at `loc` to `dest`
/// carrying `term`'s (live) operands.
fn replace_with_branch(rw: &mut ConversionPatternRewriter<'_>, term: OpId, loc: Attr, dest: BlockId) -> Option<()> {
    let values = live_operands(rw, term);
    rw.set_insertion_point_before(term);
    branch(rw, loc, dest, &values)?;
    rw.erase_op(term);
    Some(())
}

/// Moves the blocks of region `index` of `op` before `before`.
fn inline_region(rw: &mut ConversionPatternRewriter<'_>, op: OpId, index: usize, before: BlockId) -> Option<()> {
    let region = *rw.arena.regions(op).get(index)?;
    let dest = rw.arena.block_parent(before)?;
    rw.inline_region_before(region, dest, Some(before));
    Some(())
}

/// `ForLowering`.
fn lower_for(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let for_op = scf::ForOp::cast(rw.ctx, rw.arena, op)?;
    let unsigned = for_op.unsigned_cmp(rw.ctx, rw.arena);
    let [lb, ub, step, inits @ ..] = operands else {
        return None;
    };
    let (lb, ub, step) = (*lb, *ub, *step);
    let loc = rw.arena.op_loc(op);
    let init_block = rw.arena.op_parent(op)?;
    let end_block = rw.split_block(op, &[])?;
    let condition_block = first_block(rw, op, 0)?;
    let first_op = rw.arena.block_ops(condition_block).next()?;
    let first_body_block = rw.split_block(first_op, &[])?;
    let last_body_block = last_block(rw, op, 0)?;
    inline_region(rw, op, 0, end_block)?;
    let iv = rw.arena.arg(condition_block, 0);
    let yield_op = terminator(rw, last_body_block)?;
    rw.set_insertion_point_to_end(last_body_block);
    let idx = rw.arena.value_type(iv);
    let stepped = rw
        .build(loc, |b| Ok(arith::AddIOp::build(b, idx, iv, step, None)?.op()))
        .ok()?;
    let mut carried = vec![rw.arena.result(stepped, 0)];
    carried.extend(live_operands(rw, yield_op));
    branch(rw, loc, condition_block, &carried)?;
    rw.erase_op(yield_op);
    rw.set_insertion_point_to_end(init_block);
    let mut dest_operands = vec![lb];
    dest_operands.extend_from_slice(inits);
    branch(rw, loc, condition_block, &dest_operands)?;
    rw.set_insertion_point_to_end(condition_block);
    let pred = if unsigned {
        CmpIPredicate::Ult
    } else {
        CmpIPredicate::Slt
    };
    let i1 = rw.ctx.integer_type(1, ir::types::Signedness::Signless);
    let cmp = rw
        .build(loc, |b| Ok(arith::CmpIOp::build_unwrapped(b, i1, iv, ub, pred)?.op()))
        .ok()?;
    let cmp = rw.arena.result(cmp, 0);
    cond_branch(rw, loc, cmp, (first_body_block, &[]), (end_block, &[]))?;
    let carried_args: Vec<Value> = block_args(rw, condition_block).into_iter().skip(1).collect();
    rw.replace_op(op, &carried_args);
    Some(())
}

/// `IfLowering`.
fn lower_if(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let cond = *operands.first()?;
    let loc = rw.arena.op_loc(op);
    let cond_block = rw.arena.op_parent(op)?;
    let remaining = rw.split_block(op, &[])?;
    let continue_block = if rw.arena.num_results(op) == 0 {
        remaining
    } else {
        // A new block before the remaining ops, branching to them.
        let region = rw.arena.block_parent(remaining)?;
        let index = rw.arena.region_blocks(region).iter().position(|&b| b == remaining)?;
        let block = rw.create_block(&results(rw, op));
        rw.move_block(block, region, index);
        rw.set_insertion_point_to_end(block);
        branch(rw, loc, remaining, &[])?;
        block
    };
    let then_block = first_block(rw, op, 0)?;
    let then_last = last_block(rw, op, 0)?;
    let then_yield = terminator(rw, then_last)?;
    replace_with_branch(rw, then_yield, loc, continue_block)?;
    inline_region(rw, op, 0, continue_block)?;
    let mut else_block = continue_block;
    if let (Some(first), Some(last)) = (first_block(rw, op, 1), last_block(rw, op, 1)) {
        else_block = first;
        let else_yield = terminator(rw, last)?;
        replace_with_branch(rw, else_yield, loc, continue_block)?;
        inline_region(rw, op, 1, continue_block)?;
    }
    rw.set_insertion_point_to_end(cond_block);
    cond_branch(rw, loc, cond, (then_block, &[]), (else_block, &[]))?;
    let values = block_args(rw, continue_block);
    rw.replace_op(op, &values);
    Some(())
}

/// `ExecuteRegionLowering`.
fn lower_execute_region(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let loc = rw.arena.op_loc(op);
    let cond_block = rw.arena.op_parent(op)?;
    let remaining = rw.split_block(op, &results(rw, op))?;
    let entry = first_block(rw, op, 0)?;
    rw.set_insertion_point_to_end(cond_block);
    branch(rw, loc, entry, &[])?;
    let region = *rw.arena.regions(op).first()?;
    for block in rw.arena.region_blocks(region).to_vec() {
        let Some(term) = terminator(rw, block) else { continue };
        if scf::YieldOp::cast(rw.ctx, rw.arena, term).is_none() {
            continue;
        }
        replace_with_branch(rw, term, loc, remaining)?;
    }
    inline_region(rw, op, 0, remaining)?;
    let values = block_args(rw, remaining);
    rw.replace_op(op, &values);
    Some(())
}

/// `WhileLowering` and, for a forwarding `after` region,
/// `DoWhileLowering`.
fn lower_while(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    lower_while_impl(op, operands, rw).is_some()
}

/// Whether the `after` region only yields its arguments.
fn is_do_while(rw: &ConversionPatternRewriter<'_>, op: OpId) -> bool {
    let Some(after) = first_block(rw, op, 1) else {
        return false;
    };
    let ops: Vec<OpId> = rw.arena.block_ops(after).collect();
    let [only] = ops.as_slice() else {
        return false;
    };
    scf::YieldOp::cast(rw.ctx, rw.arena, *only).is_some()
        && rw.arena.operands(*only).collect::<Vec<_>>() == block_args(rw, after)
}

fn lower_while_impl(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let loc = rw.arena.op_loc(op);
    let current = rw.arena.op_parent(op)?;
    let do_while = is_do_while(rw, op);
    let continuation = rw.split_block(op, &[])?;
    let before = first_block(rw, op, 0)?;
    let before_last = last_block(rw, op, 0)?;
    let after = first_block(rw, op, 1)?;
    let after_last = last_block(rw, op, 1)?;
    if do_while {
        inline_region(rw, op, 0, continuation)?;
    } else {
        inline_region(rw, op, 1, continuation)?;
        inline_region(rw, op, 0, after)?;
    }
    rw.set_insertion_point_to_end(current);
    branch(rw, loc, before, operands)?;
    let condition = terminator(rw, before_last)?;
    let cond_values = live_operands(rw, condition);
    let (&flag, args) = cond_values.split_first()?;
    let cond_loc = rw.arena.op_loc(condition);
    if do_while {
        rw.set_insertion_point_to_end(before_last);
        cond_branch(rw, cond_loc, flag, (before, args), (continuation, &[]))?;
        rw.erase_op(condition);
    } else {
        rw.set_insertion_point_before(condition);
        cond_branch(rw, cond_loc, flag, (after, args), (continuation, &[]))?;
        rw.erase_op(condition);
        let yield_op = terminator(rw, after_last)?;
        let yield_loc = rw.arena.op_loc(yield_op);
        replace_with_branch(rw, yield_op, yield_loc, before)?;
    }
    rw.replace_op(op, args);
    Some(())
}

/// `IndexSwitchLowering`.
fn lower_index_switch(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let switch = scf::IndexSwitchOp::cast(rw.ctx, rw.arena, op)?;
    let cases = switch.cases(rw.ctx, rw.arena).unwrap_or_default();
    let index = *operands.first()?;
    let loc = rw.arena.op_loc(op);
    let cond_block = rw.arena.op_parent(op)?;
    let continue_block = rw.split_block(op, &results(rw, op))?;
    let num_regions = rw.arena.regions(op).len();
    // Case regions first (regions 1..), then the default region (0).
    let order: Vec<usize> = (1..num_regions).chain(std::iter::once(0)).collect();
    let mut blocks = Vec::with_capacity(order.len());
    for r in order {
        let block = first_block(rw, op, r)?;
        let yield_op = terminator(rw, block)?;
        let yield_loc = rw.arena.op_loc(yield_op);
        replace_with_branch(rw, yield_op, yield_loc, continue_block)?;
        inline_region(rw, op, r, continue_block)?;
        blocks.push(block);
    }
    let (&default, case_blocks) = blocks.split_last()?;
    rw.set_insertion_point_to_end(cond_block);
    let i32t = rw.ctx.integer_type(32, ir::types::Signedness::Signless);
    let cast = rw
        .build(loc, |b| Ok(arith::IndexCastOp::build(b, i32t, index)?.op()))
        .ok()?;
    let flag = rw.arena.result(cast, 0);
    let case_operands: Vec<&[Value]> = vec![&[]; case_blocks.len()];
    rw.build(loc, |b| {
        Ok(SwitchOp::with_cases(
            b,
            flag,
            default,
            &[],
            Some(&cases),
            Some(case_blocks),
            Some(&case_operands),
        )?
        .op())
    })
    .ok()?;
    let values = block_args(rw, continue_block);
    rw.replace_op(op, &values);
    Some(())
}

/// `ParallelLowering`: an `scf.parallel` becomes a nest of `scf.for`
/// loops (lowered in turn) carrying its reductions' values, each
/// `scf.reduce` region inlined on the carried value and the reduced one.
fn lower_parallel(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let parallel = scf::ParallelOp::cast(rw.ctx, rw.arena, op)?;
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let live = |vs: Vec<Value>| live_values(rw, vs);
    let lbs = live(parallel.lower_bound(ctx, arena));
    let ubs = live(parallel.upper_bound(ctx, arena));
    let steps = live(parallel.step(ctx, arena));
    let mut iter_args = live(parallel.init_vals(ctx, arena));
    let body = first_block(rw, op, 0)?;
    let reduce = terminator(rw, body)?;
    let reduce_op = scf::ReduceOp::cast(rw.ctx, rw.arena, reduce)?;
    let loc = rw.arena.op_loc(op);
    let idx = rw.ctx.index_type();
    let mut ivs = Vec::with_capacity(lbs.len());
    let mut loop_results = iter_args.clone();
    let mut current: Option<BlockId> = None;
    for (i, ((&lb, &ub), &step)) in lbs.iter().zip(&ubs).zip(&steps).enumerate() {
        let types: Vec<Type> = iter_args.iter().map(|&v| rw.arena.value_type(v)).collect();
        let for_op = rw
            .build(loc, |b| {
                Ok(scf::ForOp::build(b, &types, lb, ub, step, &iter_args, None)?.op())
            })
            .ok()?;
        let mut args = vec![(idx, loc)];
        args.extend(
            iter_args
                .iter()
                .map(|&v| (rw.arena.value_type(v), rw.arena.value_loc(v))),
        );
        let block = rw.create_block(&args);
        let region = *rw.arena.regions(for_op).first()?;
        rw.move_block(block, region, 0);
        if iter_args.is_empty() {
            rw.set_insertion_point_to_end(block);
            rw.build(loc, |b| Ok(scf::YieldOp::build(b, &[])?.op())).ok()?;
        }
        ivs.push(rw.arena.arg(block, 0));
        iter_args = block_args(rw, block).into_iter().skip(1).collect();
        let results: Vec<Value> = (0..rw.arena.num_results(for_op))
            .map(|r| rw.arena.result(for_op, r))
            .collect();
        if i == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let enclosing = rw.arena.op_parent(for_op)?;
            rw.set_insertion_point_to_end(enclosing);
            rw.build(loc, |b| Ok(scf::YieldOp::build(b, &results)?.op())).ok()?;
        }
        rw.set_insertion_point_to_start(block);
        current = Some(block);
    }
    let new_body = current?;
    let reduced = live_operands(rw, reduce);
    let mut yield_operands = Vec::new();
    for (i, region) in reduce_op.reductions(rw.arena).to_vec().into_iter().enumerate() {
        let reduction_body = *rw.arena.region_blocks(region).first()?;
        let ret = terminator(rw, reduction_body)?;
        yield_operands.push(*live_operands(rw, ret).first()?);
        rw.erase_op(ret);
        let args = [*iter_args.get(i)?, *reduced.get(i)?];
        rw.inline_block_before(reduction_body, reduce, &args);
    }
    rw.erase_op(reduce);
    match rw.arena.block_ops(new_body).last() {
        None => {
            for (i, &iv) in ivs.iter().enumerate().take(rw.arena.num_args(body)) {
                let arg = rw.arena.arg(body, i);
                rw.replace_all_uses_with(arg, iv);
            }
            for moved in rw.arena.block_ops(body).collect::<Vec<_>>() {
                rw.move_op_to_end(moved, new_body);
            }
        }
        Some(term) => rw.inline_block_before(body, term, &ivs),
    }
    if !yield_operands.is_empty() {
        rw.set_insertion_point_to_end(new_body);
        rw.build(loc, |b| Ok(scf::YieldOp::build(b, &yield_operands)?.op()))
            .ok()?;
    }
    rw.replace_op(op, &loop_results);
    Some(())
}

/// `ForallLowering` (`forallToParallelLoop`): an `scf.forall` without
/// outputs becomes an `scf.parallel` over the same bounds (a constant for
/// each static one) with its body, ending in an empty `scf.reduce`.
fn lower_forall(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let forall = scf::ForallOp::cast(rw.ctx, rw.arena, op)?;
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    if !forall.outputs(ctx, arena).is_empty() {
        return None;
    }
    let live = |vs: Vec<Value>| live_values(rw, vs);
    let groups = [
        (
            forall.static_lower_bound(ctx, arena),
            live(forall.dynamic_lower_bound(ctx, arena)),
        ),
        (
            forall.static_upper_bound(ctx, arena),
            live(forall.dynamic_upper_bound(ctx, arena)),
        ),
        (forall.static_step(ctx, arena), live(forall.dynamic_step(ctx, arena))),
    ];
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    // getMixedLowerBound/UpperBound/Step as values.
    let mut bounds: Vec<Vec<Value>> = Vec::with_capacity(3);
    for (statics, dynamics) in groups {
        let mut dynamics = dynamics.into_iter();
        let mut values = Vec::new();
        for s in statics.unwrap_or_default() {
            let v = if s == ir::types::DYNAMIC {
                dynamics.next()?
            } else {
                index_constant(rw, loc, s)?
            };
            values.push(v);
        }
        bounds.push(values);
    }
    let [lbs, ubs, steps] = bounds.as_slice() else {
        return None;
    };
    let parallel = rw
        .build(loc, |b| Ok(scf::ParallelOp::build(b, &[], lbs, ubs, steps, &[])?.op()))
        .ok()?;
    let to = *rw.arena.regions(parallel).first()?;
    let from = *rw.arena.regions(op).first()?;
    rw.inline_region_before(from, to, None);
    let body = *rw.arena.region_blocks(to).first()?;
    let old_terminator = terminator(rw, body)?;
    rw.set_insertion_point_before(old_terminator);
    rw.build(loc, |b| Ok(scf::ReduceOp::build(b, &[], 0)?.op())).ok()?;
    rw.erase_op(old_terminator);
    rw.replace_op(op, &[]);
    Some(())
}

fn index_constant(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, value: i64) -> Option<Value> {
    let attr = ir::ods::values::int_attr(rw.ctx, value, "index").ok()?;
    let ty = rw.ctx.index_type();
    let op = rw
        .build(loc, |b| Ok(arith::ConstantOp::build(b, ty, attr)?.op()))
        .ok()?;
    Some(rw.arena.result(op, 0))
}

/// `populateSCFToControlFlowConversionPatterns` (the patterns rods has): upstream's name,
/// the op each lowers, the lowering.
pub const PATTERNS: &[PatternEntry] = &[
    ("ForLowering", scf::ForOp::NAME, |op, v, rw| {
        lower_for(op, v, rw).is_some()
    }),
    ("IfLowering", scf::IfOp::NAME, |op, v, rw| lower_if(op, v, rw).is_some()),
    ("WhileLowering", scf::WhileOp::NAME, lower_while),
    ("ExecuteRegionLowering", scf::ExecuteRegionOp::NAME, |op, _, rw| {
        lower_execute_region(op, rw).is_some()
    }),
    ("IndexSwitchLowering", scf::IndexSwitchOp::NAME, |op, v, rw| {
        lower_index_switch(op, v, rw).is_some()
    }),
    ("ParallelLowering", scf::ParallelOp::NAME, |op, _, rw| {
        lower_parallel(op, rw).is_some()
    }),
    ("ForallLowering", scf::ForallOp::NAME, |op, _, rw| {
        lower_forall(op, rw).is_some()
    }),
];

/// The conversion target of `convert-scf-to-cf`.
pub fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    for op in [
        "scf.forall",
        "scf.for",
        "scf.if",
        "scf.index_switch",
        "scf.parallel",
        "scf.while",
        "scf.execute_region",
    ] {
        target.add_illegal_op(op);
    }
    target.mark_unknown_op_dynamically_legal(|_, _, _| true);
    target
}

crate::common::pass::pass_without_options! {
    /// The pass.
    pub struct SCFToControlFlow("convert-scf-to-cf", "SCFToControlFlowPass");
    fn run(ctx, arena, op, pc) {
        run_partial_conversion(ctx, arena, op, &target(), |patterns| add_patterns(patterns, PATTERNS), pc)
    }
}
