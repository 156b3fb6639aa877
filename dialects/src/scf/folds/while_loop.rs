//! `scf.while` canonicalizations (MLIR 22's `WhileOp::getCanonicalizationPatterns`,
//! in its order): `WhileConditionTruth`, `WhileCmpCond` and
//! `WhileOpAlignBeforeArgs`, then the generic region-branch patterns
//! (`ir::rewrite::region_branch_canon`), which took over the unused, duplicated
//! and loop-invariant arguments and results.

use crate::arith::ops::CmpIOp as ArithCmpIOp;
use ir::ods::TypedOp;

use crate::common::build as b;
use crate::common::consts as c;
use crate::scf::folds::{create_block, create_terminator, create_with_regions, operands, terminator, Rw};
use ir::attrs::{Attr, AttrKind};
use ir::rewrite::PatternRewriter;
use ir::{BlockId, IrArena, OpId, Type, Value};

/// The blocks and terminators of a well-formed `scf.while`.
struct While {
    before: BlockId,
    after: BlockId,
    cond: OpId,
}

fn named(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> bool {
    rw.ctx.op_info(rw.arena.op_name(op)).name() == name
}

/// The single block of region `r` of `op`, when it has exactly one.
fn single_block(a: &IrArena, op: OpId, r: usize) -> Option<BlockId> {
    match a.region_blocks(*a.regions(op).get(r)?) {
        [blk] => Some(*blk),
        _ => None,
    }
}

/// The parts of `op`, when it has the shape upstream's verifier guarantees.
fn parts(rw: &PatternRewriter<'_>, op: OpId) -> Option<While> {
    let a = &*rw.arena;
    if a.regions(op).len() != 2 {
        return None;
    }
    let (before, after) = (single_block(a, op, 0)?, single_block(a, op, 1)?);
    let (cond, yield_) = (terminator(a, before)?, terminator(a, after)?);
    let n = a.num_results(op);
    let ok = named(rw, cond, "scf.condition")
        && named(rw, yield_, "scf.yield")
        && a.num_operands(cond) == n + 1
        && a.num_args(after) == n
        && a.num_args(before) == a.num_operands(op)
        && a.num_operands(yield_) == a.num_operands(op);
    ok.then_some(While { before, after, cond })
}

fn args(a: &IrArena, block: BlockId) -> Vec<Value> {
    (0..a.num_args(block)).map(|i| a.arg(block, i)).collect()
}

/// `rewriter.replaceOpWithNewOp<T>(term, values)` for a terminator `name`
/// (the insertion point is kept).
fn replace_terminator(rw: Rw<'_, '_>, term: OpId, name: &str, values: Vec<Value>) {
    let ip = rw.insertion_point();
    rw.set_insertion_point_before(term);
    let loc = rw.arena.op_loc(term);
    create_terminator(rw, name, values, loc);
    rw.replace_op(term, &[]);
    rw.set_insertion_point(ip);
}

/// `scf.condition` of `w` replaced by one forwarding `values`.
fn replace_condition(rw: Rw<'_, '_>, w: &While, values: &[Value]) {
    let mut all = vec![rw.arena.operand(w.cond, 0)];
    all.extend_from_slice(values);
    replace_terminator(rw, w.cond, "scf.condition", all);
}

/// `WhileOp` built from result types and inits, with no blocks.
fn new_while(rw: Rw<'_, '_>, op: OpId, result_types: Vec<Type>, inits: Vec<Value>) -> OpId {
    let loc = rw.arena.op_loc(op);
    create_with_regions(rw, "scf.while", inits, result_types, 2, None, None, loc)
}

/// `WhileOp::build` with null body builders: a before block taking the
/// inits (at their locations) and an after block taking the results (at
/// `after_locs`, or the op's location). Returns the op and both blocks.
fn new_while_with_blocks(
    rw: Rw<'_, '_>,
    op: OpId,
    result_types: Vec<Type>,
    inits: Vec<Value>,
    after_locs: Option<Vec<Attr>>,
) -> Option<(OpId, BlockId, BlockId)> {
    let loc = rw.arena.op_loc(op);
    let before_args: Vec<(Type, Attr)> = inits
        .iter()
        .map(|&v| (rw.arena.value_type(v), rw.arena.value_loc(v)))
        .collect();
    let after_locs = after_locs.unwrap_or_else(|| vec![loc; result_types.len()]);
    let after_args: Vec<(Type, Attr)> = result_types.iter().copied().zip(after_locs).collect();
    let new = new_while(rw, op, result_types, inits);
    let (r0, r1) = (*rw.arena.regions(new).first()?, *rw.arena.regions(new).get(1)?);
    let nb = create_block(rw, r0, &before_args);
    let na = create_block(rw, r1, &after_args);
    Some((new, nb, na))
}

// ----- RemoveLoopInvariantArgsFromBeforeBlock -----

// ----- RemoveLoopInvariantValueYielded -----

// ----- WhileConditionTruth -----

fn while_condition_truth(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let cond = rw.arena.operand(w.cond, 0);
    let mut k_true: Option<Value> = None;
    let mut replaced = false;
    for (i, v) in operands(rw.arena, w.cond).into_iter().skip(1).enumerate() {
        let arg = rw.arena.arg(w.after, i);
        if v != cond || rw.arena.use_empty(arg) {
            continue;
        }
        let k = match k_true {
            Some(k) => k,
            None => {
                let (t, ty, loc) = (
                    rw.ctx.get_attr(AttrKind::Bool(true)),
                    rw.arena.value_type(cond),
                    rw.arena.op_loc(op),
                );
                let k = b::constant(rw, t, ty, loc);
                k_true = Some(k);
                k
            }
        };
        rw.replace_all_uses_with(arg, k);
        replaced = true;
    }
    replaced
}

// ----- WhileCmpCond -----

fn cmpi_predicate(rw: &PatternRewriter<'_>, op: OpId) -> Option<i64> {
    c::int_attr_value(rw.ctx, c::prop(rw.ctx, rw.arena, op, "predicate"))
}

/// Replaces `cmp2` (a user of an after argument) by a constant when it
/// compares like (or opposite to) `cmp` with the same other side.
fn fold_cmp_use(rw: Rw<'_, '_>, cmp: OpId, cmp2: OpId, side: usize) -> bool {
    if rw.arena.is_erased(cmp2)
        || !named(rw, cmp2, "arith.cmpi")
        || rw.arena.num_operands(cmp2) != 2
        || rw.arena.num_results(cmp2) != 1
        || rw.arena.operand(cmp2, 1 - side) != rw.arena.operand(cmp, 1 - side)
    {
        return false;
    }
    let (Some(p1), Some(p2)) = (cmpi_predicate(rw, cmp), cmpi_predicate(rw, cmp2)) else {
        return false;
    };
    let same = if p2 == p1 {
        true
    } else if (0..=9).contains(&p1) && p2 == crate::arith::patterns::invert(p1) {
        false
    } else {
        return false;
    };
    // MLIR 22 creates the constant at the pattern's insertion point (before
    // the loop), at the compare's location.
    let (k, i1, loc) = (
        rw.ctx.get_attr(AttrKind::Bool(same)),
        rw.ctx.int_type(1),
        rw.arena.op_loc(cmp2),
    );
    let v = b::constant(rw, k, i1, loc);
    rw.replace_op(cmp2, &[v]);
    true
}

fn while_cmp_cond(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let Some(cmp) = ArithCmpIOp::defining(rw.ctx, rw.arena, rw.arena.operand(w.cond, 0)) else {
        return false;
    };
    let sides = [cmp.lhs(rw.ctx, rw.arena), cmp.rhs(rw.ctx, rw.arena)];
    let cmp = cmp.op();
    let mut changed = false;
    for (i, v) in operands(rw.arena, w.cond).into_iter().skip(1).enumerate() {
        let arg = rw.arena.arg(w.after, i);
        for (side, &operand) in sides.iter().enumerate() {
            if v != operand {
                continue;
            }
            let users: Vec<OpId> = rw.arena.uses(arg).map(|u| u.op).collect();
            for cmp2 in users {
                changed |= fold_cmp_use(rw, cmp, cmp2, side);
            }
        }
    }
    changed
}

// ----- WhileUnusedResult -----

// ----- WhileRemoveDuplicatedResults -----

// ----- WhileRemoveUnusedArgs -----

// ----- WhileOpAlignBeforeArgs -----

/// `getArgsMapping(before, term)`: for each term position, the index of the
/// before argument it forwards.
fn args_mapping(before: &[Value], term: &[Value]) -> Option<Vec<usize>> {
    if before.len() != term.len() {
        return None;
    }
    let mut ret = vec![0; before.len()];
    for (i, arg) in before.iter().enumerate() {
        let p = term.iter().position(|t| t == arg)?;
        *ret.get_mut(p)? = i;
    }
    Some(ret)
}

fn has_duplicates(values: &[Value]) -> bool {
    values.iter().enumerate().any(|(i, v)| values[..i].contains(v))
}

fn while_op_align_before_args(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let before_args = args(rw.arena, w.before);
    let term_args: Vec<Value> = operands(rw.arena, w.cond).into_iter().skip(1).collect();
    if before_args == term_args || has_duplicates(&term_args) {
        return false;
    }
    let Some(mapping) = args_mapping(&before_args, &term_args) else {
        return false;
    };
    replace_condition(rw, &w, &before_args);
    let mut new_types = vec![None; before_args.len()];
    for (i, &j) in mapping.iter().enumerate() {
        if let Some(slot) = new_types.get_mut(j) {
            *slot = Some(rw.arena.value_type(rw.arena.result(op, i)));
        }
    }
    let Some(new_types) = new_types.into_iter().collect::<Option<Vec<Type>>>() else {
        return false;
    };
    let inits = operands(rw.arena, op);
    let Some((new, nb, na)) = new_while_with_blocks(rw, op, new_types, inits, None) else {
        return false;
    };
    let res_map: Vec<Value> = mapping.iter().map(|&j| rw.arena.result(new, j)).collect();
    let arg_map: Vec<Value> = mapping.iter().map(|&j| rw.arena.arg(na, j)).collect();
    let nb_args = args(rw.arena, nb);
    rw.merge_blocks(w.before, nb, &nb_args);
    rw.merge_blocks(w.after, na, &arg_map);
    rw.replace_op(op, &res_map);
    true
}

pub(crate) fn register(ctx: &ir::Context) {
    use crate::scf::folds::add;
    ctx.registry().add_canonicalization("scf.while", |_, s| {
        add(s, "WhileConditionTruth", "scf.while", while_condition_truth);
        add(s, "WhileCmpCond", "scf.while", while_cmp_cond);
        add(s, "WhileOpAlignBeforeArgs", "scf.while", while_op_align_before_args);
        ir::rewrite::populate_region_branch_canonicalization(s, "scf.while");
    });
}
