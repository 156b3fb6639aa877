//! `scf.while` canonicalizations (upstream `WhileOp::getCanonicalizationPatterns`,
//! in its order): `RemoveLoopInvariantArgsFromBeforeBlock`,
//! `RemoveLoopInvariantValueYielded`, `WhileConditionTruth`, `WhileCmpCond`,
//! `WhileUnusedResult`, `WhileRemoveDuplicatedResults`,
//! `WhileRemoveUnusedArgs` and `WhileOpAlignBeforeArgs`.

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
    yield_: OpId,
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
    ok.then_some(While {
        before,
        after,
        cond,
        yield_,
    })
}

fn args(a: &IrArena, block: BlockId) -> Vec<Value> {
    (0..a.num_args(block)).map(|i| a.arg(block, i)).collect()
}

fn results(a: &IrArena, op: OpId) -> Vec<Value> {
    (0..a.num_results(op)).map(|i| a.result(op, i)).collect()
}

fn types(a: &IrArena, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| a.value_type(v)).collect()
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

/// Moves the blocks of region `r` of `from` to the front of region `r` of
/// `to` (`inlineRegionBefore`).
fn take_region(rw: Rw<'_, '_>, from: OpId, to: OpId, r: usize) {
    let (Some(&src), Some(&dst)) = (rw.arena.regions(from).get(r), rw.arena.regions(to).get(r)) else {
        return;
    };
    for (i, blk) in rw.arena.region_blocks(src).to_vec().into_iter().enumerate() {
        rw.arena.detach_block(blk);
        rw.arena.insert_block(dst, i, blk);
    }
}

// ----- RemoveLoopInvariantArgsFromBeforeBlock -----

/// Whether before-argument `i` is loop invariant.
fn invariant_arg(a: &IrArena, w: &While, init: Value, yielded: Value, i: usize) -> bool {
    if yielded == init {
        return true;
    }
    match yielded {
        Value::Arg { block, index } if block == w.after => {
            let cond_arg = a.operand(w.cond, 1 + index as usize);
            cond_arg == a.arg(w.before, i) || cond_arg == init
        }
        _ => false,
    }
}

fn remove_loop_invariant_args_from_before_block(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let (inits, yields) = (operands(rw.arena, op), operands(rw.arena, w.yield_));
    let invariant: Vec<bool> = (0..inits.len())
        .map(|i| invariant_arg(rw.arena, &w, inits[i], yields[i], i))
        .collect();
    if !invariant.contains(&true) {
        return false;
    }
    let (mut new_inits, mut new_yields, mut new_args) = (Vec::new(), Vec::new(), Vec::new());
    for i in (0..inits.len()).filter(|&i| !invariant[i]) {
        new_inits.push(inits[i]);
        new_yields.push(yields[i]);
        new_args.push((rw.arena.value_type(yields[i]), rw.arena.arg_loc(w.before, i)));
    }
    replace_terminator(rw, w.yield_, "scf.yield", new_yields);
    let result_types = rw.arena.result_types(op).collect();
    let new = new_while(rw, op, result_types, new_inits);
    let Some(&r0) = rw.arena.regions(new).first() else {
        return false;
    };
    let nb = create_block(rw, r0, &new_args);
    let mut j = 0;
    let mut mapping = Vec::with_capacity(inits.len());
    for (i, &init) in inits.iter().enumerate() {
        if invariant[i] {
            mapping.push(init);
        } else {
            mapping.push(rw.arena.arg(nb, j));
            j += 1;
        }
    }
    rw.merge_blocks(w.before, nb, &mapping);
    take_region(rw, op, new, 1);
    let res = results(rw.arena, new);
    rw.replace_op(op, &res);
    true
}

// ----- RemoveLoopInvariantValueYielded -----

fn remove_loop_invariant_value_yielded(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let cond_args: Vec<Value> = operands(rw.arena, w.cond).into_iter().skip(1).collect();
    let outside: Vec<bool> = cond_args
        .iter()
        .map(|&v| rw.arena.value_block(v) != Some(w.before))
        .collect();
    if !outside.contains(&true) {
        return false;
    }
    let (mut kept, mut new_args) = (Vec::new(), Vec::new());
    for (i, &v) in cond_args.iter().enumerate().filter(|(i, _)| !outside[*i]) {
        kept.push(v);
        new_args.push((rw.arena.value_type(v), rw.arena.arg_loc(w.after, i)));
    }
    replace_condition(rw, &w, &kept);
    let new_types = types(rw.arena, &kept);
    let inits = operands(rw.arena, op);
    let new = new_while(rw, op, new_types, inits);
    let Some(&r1) = rw.arena.regions(new).get(1) else {
        return false;
    };
    let na = create_block(rw, r1, &new_args);
    let (mut arg_map, mut res_map) = (Vec::new(), Vec::new());
    let mut j = 0;
    for (i, &v) in cond_args.iter().enumerate() {
        if outside[i] {
            arg_map.push(v);
            res_map.push(v);
        } else {
            arg_map.push(rw.arena.arg(na, j));
            res_map.push(rw.arena.result(new, j));
            j += 1;
        }
    }
    rw.merge_blocks(w.after, na, &arg_map);
    take_region(rw, op, new, 0);
    rw.replace_op(op, &res_map);
    true
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

// ----- WhileUnusedResult -----

fn while_unused_result(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let n = rw.arena.num_results(op);
    let kept: Vec<usize> = (0..n)
        .filter(|&i| !rw.arena.use_empty(rw.arena.result(op, i)) || !rw.arena.use_empty(rw.arena.arg(w.after, i)))
        .collect();
    if kept.len() == n {
        return false;
    }
    let term_args: Vec<Value> = kept.iter().map(|&i| rw.arena.operand(w.cond, 1 + i)).collect();
    let new_types: Vec<Type> = kept
        .iter()
        .map(|&i| rw.arena.value_type(rw.arena.result(op, i)))
        .collect();
    replace_condition(rw, &w, &term_args);
    let inits = operands(rw.arena, op);
    let new = new_while(rw, op, new_types.clone(), inits);
    let Some(&r1) = rw.arena.regions(new).get(1) else {
        return false;
    };
    let arg_specs: Vec<(Type, Attr)> = kept
        .iter()
        .zip(&new_types)
        .map(|(&i, &t)| (t, rw.arena.arg_loc(w.after, i)))
        .collect();
    let na = create_block(rw, r1, &arg_specs);
    let mut res_map = results(rw.arena, op);
    let mut arg_map = args(rw.arena, w.after);
    for (k, &i) in kept.iter().enumerate() {
        res_map[i] = rw.arena.result(new, k);
        arg_map[i] = rw.arena.arg(na, k);
    }
    take_region(rw, op, new, 0);
    rw.merge_blocks(w.after, na, &arg_map);
    rw.replace_op(op, &res_map);
    true
}

// ----- WhileRemoveDuplicatedResults -----

fn while_remove_duplicated_results(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let cond_args: Vec<Value> = operands(rw.arena, w.cond).into_iter().skip(1).collect();
    let mut unique: Vec<Value> = Vec::new();
    let mut unique_first: Vec<usize> = Vec::new();
    let mut pos = Vec::with_capacity(cond_args.len());
    for &v in &cond_args {
        match unique.iter().position(|&u| u == v) {
            Some(p) => pos.push(p),
            None => {
                pos.push(unique.len());
                unique_first.push(pos.len() - 1);
                unique.push(v);
            }
        }
    }
    if unique.len() == cond_args.len() {
        return false;
    }
    let new_types = types(rw.arena, &unique);
    let inits = operands(rw.arena, op);
    let locs = unique_first.iter().map(|&i| rw.arena.arg_loc(w.after, i)).collect();
    let Some((new, nb, na)) = new_while_with_blocks(rw, op, new_types, inits, Some(locs)) else {
        return false;
    };
    let arg_map: Vec<Value> = pos.iter().map(|&p| rw.arena.arg(na, p)).collect();
    let res_map: Vec<Value> = pos.iter().map(|&p| rw.arena.result(new, p)).collect();
    replace_condition(rw, &w, &unique);
    let nb_args = args(rw.arena, nb);
    rw.merge_blocks(w.before, nb, &nb_args);
    rw.merge_blocks(w.after, na, &arg_map);
    rw.replace_op(op, &res_map);
    true
}

// ----- WhileRemoveUnusedArgs -----

fn while_remove_unused_args(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let n = rw.arena.num_args(w.before);
    let unused: Vec<bool> = (0..n).map(|i| rw.arena.use_empty(rw.arena.arg(w.before, i))).collect();
    if !unused.contains(&true) {
        return false;
    }
    let (inits, yields) = (operands(rw.arena, op), operands(rw.arena, w.yield_));
    let keep = |i: &usize| !unused[*i];
    let new_yields: Vec<Value> = (0..n).filter(keep).map(|i| yields[i]).collect();
    let new_inits: Vec<Value> = (0..n).filter(keep).map(|i| inits[i]).collect();
    for i in (0..n).rev().filter(|&i| unused[i]) {
        rw.arena.erase_block_arg(w.before, i);
    }
    rw.modify_in_place(op, |a| a.set_operands(op, &new_inits));
    rw.modify_in_place(w.yield_, |a| a.set_operands(w.yield_, &new_yields));
    true
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

/// Registers the `scf.while` patterns.
/// Replaces the uses of each block argument of `block` by the first earlier
/// argument every predecessor feeds the same value (`sources[k]` lists the
/// values one predecessor forwards, in argument order).
fn merge_duplicate_args(rw: Rw<'_, '_>, block: BlockId, sources: &[Vec<Value>]) -> bool {
    let mut changed = false;
    for j in 0..rw.arena.num_args(block) {
        let arg = rw.arena.arg(block, j);
        if rw.arena.use_empty(arg) {
            continue;
        }
        let same = |i: usize| sources.iter().all(|s| s.get(i).is_some() && s.get(i) == s.get(j));
        if let Some(i) = (0..j).find(|&i| same(i)) {
            let first = rw.arena.arg(block, i);
            rw.replace_all_uses_with(arg, first);
            changed = true;
        }
    }
    changed
}

/// `RemoveDuplicateSuccessorInputUses` (the region-branch canonicalization
/// MLIR 22 applies to `scf.while`): block arguments fed the same values by
/// every predecessor are one value.
fn remove_duplicate_successor_input_uses(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(w) = parts(rw, op) else { return false };
    let inits = operands(rw.arena, op);
    let yielded = operands(rw.arena, w.yield_);
    let forwarded: Vec<Value> = rw.arena.operands(w.cond).skip(1).collect();
    let before = merge_duplicate_args(rw, w.before, &[inits, yielded]);
    let after = merge_duplicate_args(rw, w.after, &[forwarded]);
    before || after
}

pub(crate) fn register(ctx: &ir::Context) {
    use crate::scf::folds::add;
    ctx.registry().add_canonicalization("scf.while", |_, s| {
        add(
            s,
            "RemoveLoopInvariantArgsFromBeforeBlock",
            "scf.while",
            remove_loop_invariant_args_from_before_block,
        );
        add(
            s,
            "RemoveLoopInvariantValueYielded",
            "scf.while",
            remove_loop_invariant_value_yielded,
        );
        add(s, "WhileConditionTruth", "scf.while", while_condition_truth);
        add(s, "WhileCmpCond", "scf.while", while_cmp_cond);
        add(s, "WhileUnusedResult", "scf.while", while_unused_result);
        add(
            s,
            "WhileRemoveDuplicatedResults",
            "scf.while",
            while_remove_duplicated_results,
        );
        add(s, "WhileRemoveUnusedArgs", "scf.while", while_remove_unused_args);
        add(s, "WhileOpAlignBeforeArgs", "scf.while", while_op_align_before_args);
        add(
            s,
            "RemoveDuplicateSuccessorInputUses",
            "scf.while",
            remove_duplicate_successor_input_uses,
        );
    });
}
