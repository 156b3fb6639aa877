//! `scf.while` canonicalizations (MLIR 22's `WhileOp::getCanonicalizationPatterns`,
//! in its order): `WhileConditionTruth`, `WhileCmpCond`,
//! `WhileOpAlignBeforeArgs` and `WhileMoveIfDown`, then the generic region-branch patterns
//! (`ir::rewrite::region_branch_canon`), which took over the unused, duplicated
//! and loop-invariant arguments and results.

use crate::arith::ops::CmpIOp as ArithCmpIOp;
use ir::ods::TypedOp;

use crate::common::build as b;
use crate::common::consts as c;
use crate::scf::folds::{
    create_block, create_terminator, create_with_regions, op_in, operands, region_block, take_body, terminator, Rw,
};
use ir::attrs::{Attr, AttrKind};
use ir::rewrite::PatternRewriter;
use ir::{BlockId, IrArena, OpId, RegionId, Type, Value};

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

// ----- WhileMoveIfDown -----

/// The values defined directly in `region` that ops inside `inner` use, in
/// the order of a post-order walk of `inner` (`visitUsedValuesDefinedAbove`
/// into a `SetVector`).
fn used_values_from(a: &IrArena, inner: RegionId, region: RegionId) -> Vec<Value> {
    let mut used = Vec::new();
    for &block in a.region_blocks(inner) {
        for top in a.block_ops(block) {
            for user in a.walk_postorder(top) {
                for v in a.operands(user) {
                    let direct = a.value_block(v).and_then(|b| a.block_parent(b)) == Some(region);
                    if direct && !used.contains(&v) {
                        used.push(v);
                    }
                }
            }
        }
    }
    used
}

/// `WhileMoveIfDown`: an `scf.if` right before the `scf.condition`, on the
/// same condition and with an else branch that only yields, moves into the
/// `after` region; the values of `before` its then branch uses are passed
/// along as extra condition operands (and results).
fn while_move_if_down(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let Some(if_op) = rw.arena.prev_op(w.cond).filter(|&p| named(rw, p, "scf.if")) else {
        return false;
    };
    let a = &*rw.arena;
    let else_block = region_block(a, if_op, 1);
    let else_has_body = else_block.is_some_and(|b| a.block_ops(b).count() > 1);
    let (Some(then_block), Some(&then_region)) = (region_block(a, if_op, 0), a.regions(if_op).first()) else {
        return false;
    };
    let results_only_in_condition =
        (0..a.num_results(if_op)).all(|i| a.uses(a.result(if_op, i)).all(|u| u.op == w.cond));
    if a.operand(if_op, 0) != a.operand(w.cond, 0) || else_has_body || !results_only_in_condition {
        return false;
    }
    let (Some(then_yield), else_yield) = (terminator(a, then_block), else_block.and_then(|b| terminator(a, b))) else {
        return false;
    };
    for idx in 0..a.num_operands(w.cond) - 1 {
        let arg = rw.arena.operand(w.cond, 1 + idx);
        let Value::Result { op: owner, index } = arg else {
            continue;
        };
        let Some(else_yield) = else_yield.filter(|_| owner == if_op) else {
            continue;
        };
        let then_value = rw.arena.operand(then_yield, index as usize);
        let else_value = rw.arena.operand(else_yield, index as usize);
        rw.replace_all_uses_with(arg, else_value);
        let after_arg = rw.arena.arg(w.after, idx);
        rw.replace_all_uses_with(after_arg, then_value);
    }
    let Some(&before_region) = rw.arena.regions(op).first() else {
        return false;
    };
    let additional = used_values_from(rw.arena, then_region, before_region);
    let mut result_types: Vec<Type> = (0..rw.arena.num_results(op))
        .map(|i| rw.arena.value_type(rw.arena.result(op, i)))
        .collect();
    let extra_types: Vec<Type> = additional.iter().map(|&v| rw.arena.value_type(v)).collect();
    result_types.extend(&extra_types);
    rw.set_insertion_point_before(op);
    let new = new_while(rw, op, result_types, operands(rw.arena, op));
    let loc = rw.arena.op_loc(op);
    let (old_regions, new_regions) = (rw.arena.regions(op).to_vec(), rw.arena.regions(new).to_vec());
    rw.modify_in_place(new, |a| {
        for (&from, &to) in old_regions.iter().zip(&new_regions) {
            take_body(a, from, to);
        }
        for &t in &extra_types {
            a.add_block_arg(w.after, t, loc);
        }
    });
    let mut cond_operands = operands(rw.arena, w.cond);
    cond_operands.extend(&additional);
    rw.modify_in_place(w.cond, |a| a.set_operands(w.cond, &cond_operands));
    let first_extra = rw.arena.num_args(w.after) - additional.len();
    for (k, &v) in additional.iter().enumerate() {
        let to = rw.arena.arg(w.after, first_extra + k);
        rw.replace_uses_with_if(v, to, |a, u| op_in(a, u.op, then_region));
    }
    rw.erase_op(then_yield);
    if let Some(first) = rw.arena.block_ops(w.after).next() {
        rw.inline_block_before(then_block, first, &[]);
    }
    rw.erase_op(if_op);
    let kept: Vec<Value> = (0..rw.arena.num_results(op)).map(|i| rw.arena.result(new, i)).collect();
    rw.replace_op(op, &kept);
    true
}

pub(crate) fn register(ctx: &ir::Context) {
    use crate::scf::folds::add;
    ctx.registry().add_canonicalization("scf.while", |_, s| {
        add(s, "WhileConditionTruth", "scf.while", while_condition_truth);
        add(s, "WhileCmpCond", "scf.while", while_cmp_cond);
        add(s, "WhileOpAlignBeforeArgs", "scf.while", while_op_align_before_args);
        add(s, "WhileMoveIfDown", "scf.while", while_move_if_down);
        ir::rewrite::populate_region_branch_canonicalization(s, "scf.while");
    });
}
