//! scf canonicalizations (upstream `SCF.cpp`): for `scf.if` the folder
//! (`if (!c) A else B` -> `if c B else A`), `ConditionPropagation`,
//! `ConvertTrivialIfToSelect`, `RemoveEmptyElseBranch`,
//! `RemoveStaticCondition` and `ReplaceIfYieldWithConditionOrValue`,
//! `CombineIfs` and `CombineNestedIfs` (in `scf_if`); for `scf.for`
//! `SimplifyTrivialLoops`. After them, as in MLIR 22, each op gets the generic
//! region-branch patterns (`ir::rewrite::region_branch_canon`), which replace
//! `RemoveUnusedResults` and `ForOpIterArgsFolder`.

pub mod for_loop;
pub mod forall;
pub mod if_op;
pub mod parallel;
pub mod region;
pub mod while_loop;

use crate::arith::ops::{AddIOpView, ConstantOpView, XOrIOpView};
use crate::common::build as b;
use crate::common::consts as c;
use ir::attrs::{Attr, AttrKind};
use ir::ods::FoldResult;
use ir::registry::FoldHook;
use ir::rewrite::{populate_region_branch_canonicalization, PatternRewriter};
use ir::{BlockId, Context, IrArena, OpId, OpSpec, RegionId, Type, Use, Value};

/// The rewriter as patterns take it.
pub(crate) type Rw<'a, 'b> = &'a mut PatternRewriter<'b>;

/// The first block of region `r` of `op`.
pub(crate) fn region_block(a: &IrArena, op: OpId, r: usize) -> Option<BlockId> {
    a.regions(op).get(r).and_then(|&r| a.region_blocks(r).first().copied())
}

/// The last op of `block`.
pub(crate) fn terminator(a: &IrArena, block: BlockId) -> Option<OpId> {
    a.last_op(block)
}

/// The operands of `op`.
pub(crate) fn operands(a: &IrArena, op: OpId) -> Vec<Value> {
    a.operands(op).collect()
}

/// Whether `v` is defined inside `region` (at any depth).
fn defined_in(a: &IrArena, v: Value, region: RegionId) -> bool {
    region_within(a, parent_region(a, v), region)
}

/// Whether `start` is `region` or nested (at any depth) in it.
fn region_within(a: &IrArena, start: Option<RegionId>, region: RegionId) -> bool {
    let mut r = start;
    while let Some(cur) = r {
        if cur == region {
            return true;
        }
        r = a.region_parent(cur).and_then(|p| a.op_region(p));
    }
    false
}

/// The region directly holding `v`'s definition.
fn parent_region(a: &IrArena, v: Value) -> Option<RegionId> {
    a.value_block(v).and_then(|b| a.block_parent(b))
}

/// Whether `op` is nested (at any depth) in `region`.
pub(crate) fn op_in(a: &IrArena, op: OpId, region: RegionId) -> bool {
    region_within(a, a.op_region(op), region)
}

fn bool_const(rw: &PatternRewriter<'_>, v: Value) -> Option<bool> {
    match rw.ctx.attr_kind(rw.constant_of(v)?) {
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

/// Creates a detached-region op at the insertion point.
#[allow(clippy::too_many_arguments)] // mirrors OperationState's parts one to one
pub(crate) fn create_with_regions(
    rw: Rw<'_, '_>,
    name: &str,
    operands: Vec<Value>,
    results: Vec<Type>,
    regions: usize,
    props: Option<Attr>,
    attrs: Option<Attr>,
    loc: Attr,
) -> OpId {
    let regions = (0..regions).map(|_| rw.arena.create_region()).collect();
    let spec = OpSpec {
        operands,
        result_types: results,
        regions,
        properties: props,
        attrs,
        ..OpSpec::new(rw.ctx.op_name(name), loc)
    };
    rw.create(spec)
}

/// `Region::takeBody` into an empty region: moves the blocks of `from` to
/// the end of `to`.
pub(crate) fn take_body(a: &mut IrArena, from: RegionId, to: RegionId) {
    for blk in a.region_blocks(from).to_vec() {
        a.detach_block(blk);
        a.append_block(to, blk);
    }
}

/// `rewriter.createBlock(&region)` (appends an empty block).
pub(crate) fn create_block(rw: Rw<'_, '_>, region: RegionId, args: &[(Type, Attr)]) -> BlockId {
    let blk = rw.arena.create_block(args);
    rw.arena.append_block(region, blk);
    blk
}

/// `scf.yield` at the insertion point.
pub(crate) fn create_yield(rw: Rw<'_, '_>, values: Vec<Value>, loc: Attr) -> OpId {
    create_terminator(rw, "scf.yield", values, loc)
}

/// A result-less, region-less op `name` at the insertion point.
pub(crate) fn create_terminator(rw: Rw<'_, '_>, name: &str, values: Vec<Value>, loc: Attr) -> OpId {
    let spec = OpSpec {
        operands: values,
        ..OpSpec::new(rw.ctx.op_name(name), loc)
    };
    rw.create(spec)
}

/// `replaceOpWithRegion`: inlines the single block of `region` before `op`
/// (its arguments replaced by `args`), replaces `op` with the terminator's
/// operands and erases the terminator.
fn replace_with_region(rw: Rw<'_, '_>, op: OpId, region: RegionId, args: &[Value]) -> bool {
    let Some(&block) = rw.arena.region_blocks(region).first() else {
        return false;
    };
    let Some(term) = terminator(rw.arena, block) else {
        return false;
    };
    rw.inline_block_before(block, op, args);
    // Read after inlining (upstream's live `ValueRange`): a yielded block
    // argument is now the value passed for it.
    let results = operands(rw.arena, term);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

// ----- scf.if -----

/// `IfOp::fold`: `if (xori c, true) A else B` -> `if c B else A`.
fn if_fold(ctx: &Context, a: &mut IrArena, op: OpId, _k: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let else_region = *a.regions(op).get(1)?;
    if a.region_blocks(else_region).is_empty() {
        return None;
    }
    let then_region = *a.regions(op).first()?;
    let if_op = crate::scf::ops::IfOp(op);
    let xor = XOrIOpView::defining(ctx, a, if_op.condition(ctx, a))?;
    let k = c::read(ctx, ConstantOpView::defining(ctx, a, xor.rhs())?.value_attr()?)?;
    if !c::is_one_int(Some(&k)) {
        return None;
    }
    let cond = xor.lhs();
    if_op.set_condition(ctx, a, cond);
    let then_blocks = a.region_blocks(then_region).to_vec();
    let else_blocks = a.region_blocks(else_region).to_vec();
    for &blk in &then_blocks {
        a.detach_block(blk);
    }
    for &blk in &else_blocks {
        a.detach_block(blk);
    }
    for (i, &blk) in else_blocks.iter().enumerate() {
        a.insert_block(then_region, i, blk);
    }
    for (i, &blk) in then_blocks.iter().enumerate() {
        a.insert_block(else_region, i, blk);
    }
    Some(Vec::new())
}

/// `cond` is `xori(other, 1)`.
fn is_not_of(rw: &PatternRewriter<'_>, cond: Value, other: Value) -> bool {
    let Some(x) = XOrIOpView::defining(rw.ctx, rw.arena, cond) else {
        return false;
    };
    if x.lhs() != other {
        return false;
    }
    let k = rw.constant_of(x.rhs()).and_then(|a| c::read(rw.ctx, a));
    c::is_one_int(k.as_ref())
}

/// `inlineRegionBefore(src, dst, dst.begin())`: moves every block of `src`
/// to the front of `dst`, in order.
fn move_blocks_to_front(a: &mut IrArena, src: RegionId, dst: RegionId) {
    for (i, blk) in a.region_blocks(src).to_vec().into_iter().enumerate() {
        a.detach_block(blk);
        a.insert_block(dst, i, blk);
    }
}

/// Merges the block `next` into `dest` (whose terminator yields first)
/// with one yield of both operand lists.
fn merge_yielding(rw: Rw<'_, '_>, next: BlockId, dest: BlockId) -> bool {
    let (Some(y1), Some(y2)) = (terminator(rw.arena, dest), terminator(rw.arena, next)) else {
        return false;
    };
    rw.merge_blocks(next, dest, &[]);
    rw.set_insertion_point_to_end(dest);
    let mut vals = operands(rw.arena, y1);
    vals.extend(operands(rw.arena, y2));
    let loc = rw.arena.op_loc(y2);
    create_yield(rw, vals, loc);
    rw.erase_op(y1);
    rw.erase_op(y2);
    true
}

fn combine_ifs(next_if: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(prev_if) = rw.arena.prev_op(next_if) else {
        return false;
    };
    if rw.ctx.op_info(rw.arena.op_name(prev_if)).name() != "scf.if"
        || !crate::common::shape::well_formed(rw.ctx, rw.arena, prev_if)
    {
        return false;
    }
    let (nc, pc) = (rw.arena.operand(next_if, 0), rw.arena.operand(prev_if, 0));
    let next_then_b = region_block(rw.arena, next_if, 0);
    let next_else_b = region_block(rw.arena, next_if, 1);
    let (mut next_then, mut next_else) = (None, None);
    if nc == pc {
        next_then = next_then_b;
        next_else = next_else_b;
    }
    if is_not_of(rw, nc, pc) || is_not_of(rw, pc, nc) {
        next_else = next_then_b;
        if next_else_b.is_some() {
            next_then = next_else_b;
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let (Some(prev_then), prev_else) = (region_block(rw.arena, prev_if, 0), region_block(rw.arena, prev_if, 1)) else {
        return false;
    };
    let Some(prev_then_y) = terminator(rw.arena, prev_then) else {
        return false;
    };
    let then_vals = operands(rw.arena, prev_then_y);
    let else_vals = prev_else
        .and_then(|b| terminator(rw.arena, b))
        .map(|y| operands(rw.arena, y))
        .unwrap_or_default();
    let region_of = |a: &IrArena, b: Option<BlockId>| b.and_then(|b| a.block_parent(b));
    let (nt_region, ne_region) = (region_of(rw.arena, next_then), region_of(rw.arena, next_else));
    let n_prev = rw.arena.num_results(prev_if);
    for i in 0..n_prev.min(then_vals.len()).min(else_vals.len()) {
        let r = rw.arena.result(prev_if, i);
        let uses: Vec<Use> = rw.arena.uses(r).collect();
        for u in uses {
            if nt_region.is_some_and(|reg| op_in(rw.arena, u.op, reg)) {
                rw.arena.set_operand(u, then_vals[i]);
                rw.notify_modified(u.op);
            } else if ne_region.is_some_and(|reg| op_in(rw.arena, u.op, reg)) {
                rw.arena.set_operand(u, else_vals[i]);
                rw.notify_modified(u.op);
            }
        }
    }
    let mut types: Vec<Type> = rw.arena.result_types(prev_if).collect();
    let n_next = rw.arena.num_results(next_if);
    types.extend(rw.arena.result_types(next_if));
    let loc = rw.arena.op_loc(next_if);
    let (combined, ct, ce) = create_empty_if(rw, pc, types, loc);
    let (Some(&pt_region), Some(&pe_region)) = (rw.arena.regions(prev_if).first(), rw.arena.regions(prev_if).get(1))
    else {
        return false;
    };
    move_blocks_to_front(rw.arena, pt_region, ct);
    if let Some(nt) = next_then {
        let Some(&dest) = rw.arena.region_blocks(ct).last() else {
            return false;
        };
        if !merge_yielding(rw, nt, dest) {
            return false;
        }
    }
    move_blocks_to_front(rw.arena, pe_region, ce);
    if let Some(ne) = next_else {
        if rw.arena.region_blocks(ce).is_empty() {
            if let Some(src) = rw.arena.block_parent(ne) {
                move_blocks_to_front(rw.arena, src, ce);
            }
        } else {
            let Some(&dest) = rw.arena.region_blocks(ce).last() else {
                return false;
            };
            if !merge_yielding(rw, ne, dest) {
                return false;
            }
        }
    }
    let prev_vals: Vec<Value> = (0..n_prev).map(|i| rw.arena.result(combined, i)).collect();
    let next_vals: Vec<Value> = (0..n_next).map(|i| rw.arena.result(combined, n_prev + i)).collect();
    rw.replace_op(prev_if, &prev_vals);
    rw.replace_op(next_if, &next_vals);
    true
}

fn condition_propagation(op: OpId, rw: Rw<'_, '_>) -> bool {
    let cond = rw.arena.operand(op, 0);
    if rw.constant_of(cond).is_some() {
        return false;
    }
    let (Some(&then_r), Some(&else_r)) = (rw.arena.regions(op).first(), rw.arena.regions(op).get(1)) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let i1 = rw.ctx.int_type(1);
    let (mut k_true, mut k_false): (Option<Value>, Option<Value>) = (None, None);
    let mut changed = false;
    let uses: Vec<Use> = rw.arena.uses(cond).collect();
    for u in uses {
        let value = if op_in(rw.arena, u.op, then_r) {
            if k_true.is_none() {
                let t = rw.ctx.get_attr(AttrKind::Bool(true));
                k_true = Some(b::constant(rw, t, i1, loc));
            }
            k_true
        } else if op_in(rw.arena, u.op, else_r) {
            if k_false.is_none() {
                let f = rw.ctx.get_attr(AttrKind::Bool(false));
                k_false = Some(b::constant(rw, f, i1, loc));
            }
            k_false
        } else {
            None
        };
        if let Some(v) = value {
            changed = true;
            rw.arena.set_operand(u, v);
            rw.notify_modified(u.op);
        }
    }
    changed
}

/// `IfOp::build(resultTypes, cond, withElseRegion=false)` with its then
/// block erased again: an `scf.if` of `types` on `cond` whose two regions are
/// empty, for `takeBody` to fill (the build's implicit `scf.yield`, made when
/// there are no results, goes with the block).
fn create_empty_if(rw: Rw<'_, '_>, cond: Value, types: Vec<Type>, loc: Attr) -> (OpId, RegionId, RegionId) {
    let no_results = types.is_empty();
    let new_if = create_with_regions(rw, "scf.if", vec![cond], types, 2, None, None, loc);
    let (then_r, else_r) = (rw.arena.regions(new_if)[0], rw.arena.regions(new_if)[1]);
    let block = create_block(rw, then_r, &[]);
    if no_results {
        rw.set_insertion_point_to_end(block);
        create_yield(rw, Vec::new(), loc);
    }
    rw.erase_block(block);
    (new_if, then_r, else_r)
}

/// The terminators of the `then` and `else` blocks of the `scf.if` `op`,
/// when it has results and both regions a block with a terminator.
fn if_yields(rw: Rw<'_, '_>, op: OpId) -> Option<(OpId, OpId)> {
    if rw.arena.num_results(op) == 0 {
        return None;
    }
    let then_yield = terminator(rw.arena, region_block(rw.arena, op, 0)?)?;
    let else_yield = terminator(rw.arena, region_block(rw.arena, op, 1)?)?;
    Some((then_yield, else_yield))
}

fn convert_trivial_if_to_select(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((ty_, ey)) = if_yields(rw, op) else {
        return false;
    };
    let (then_r, else_r) = (rw.arena.regions(op)[0], rw.arena.regions(op)[1]);
    let tv = operands(rw.arena, ty_);
    let ev = operands(rw.arena, ey);
    let non_hoistable: Vec<Type> = tv
        .iter()
        .zip(&ev)
        .filter(|(t, f)| parent_region(rw.arena, **t) == Some(then_r) || parent_region(rw.arena, **f) == Some(else_r))
        .map(|(t, _)| rw.arena.value_type(*t))
        .collect();
    if non_hoistable.len() == rw.arena.num_results(op) {
        return false;
    }
    let cond = rw.arena.operand(op, 0);
    let loc = rw.arena.op_loc(op);
    let (repl, rt, re) = create_empty_if(rw, cond, non_hoistable, loc);
    // takeBody: raw moves.
    take_body(rw.arena, then_r, rt);
    take_body(rw.arena, else_r, re);
    rw.set_insertion_point_before(repl);
    let mut results = Vec::new();
    let (mut ty_vals, mut fy_vals) = (Vec::new(), Vec::new());
    for (&t, &f) in tv.iter().zip(&ev) {
        if parent_region(rw.arena, t) == Some(rt) || parent_region(rw.arena, f) == Some(re) {
            results.push(rw.arena.result(repl, ty_vals.len()));
            ty_vals.push(t);
            fy_vals.push(f);
        } else if t == f {
            results.push(t);
        } else {
            let ty = rw.arena.value_type(t);
            results.push(b::create(rw, "arith.select", vec![cond, t, f], ty, &[], loc));
        }
    }
    for (blk_yield, vals) in [(ty_, ty_vals), (ey, fy_vals)] {
        let Some(blk) = rw.arena.op_parent(blk_yield) else {
            return false;
        };
        rw.set_insertion_point_to_end(blk);
        let yl = rw.arena.op_loc(blk_yield);
        create_yield(rw, vals, yl);
        rw.replace_op(blk_yield, &[]);
    }
    rw.replace_op(op, &results);
    true
}

fn remove_empty_else_branch(op: OpId, rw: Rw<'_, '_>) -> bool {
    if rw.arena.num_results(op) != 0 {
        return false;
    }
    let Some(eb) = region_block(rw.arena, op, 1) else {
        return false;
    };
    if rw.arena.block_ops(eb).count() != 1 {
        return false;
    }
    let loc = rw.arena.op_loc(op);
    let (props, attrs) = (rw.arena.properties(op), rw.arena.attrs(op));
    let cond = operands(rw.arena, op);
    let new = create_with_regions(rw, "scf.if", cond, Vec::new(), 2, props, attrs, loc);
    let then_r = rw.arena.regions(op)[0];
    let nt = rw.arena.regions(new)[0];
    take_body(rw.arena, then_r, nt);
    rw.erase_op(op);
    true
}

fn remove_static_condition(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(v) = bool_const(rw, rw.arena.operand(op, 0)) else {
        return false;
    };
    let regions = rw.arena.regions(op).to_vec();
    let Some(&then_r) = regions.first() else { return false };
    if v {
        return replace_with_region(rw, op, then_r, &[]);
    }
    match regions.get(1) {
        Some(&r) if !rw.arena.region_blocks(r).is_empty() => replace_with_region(rw, op, r, &[]),
        _ => {
            rw.erase_op(op);
            true
        }
    }
}

fn replace_if_yield_with_condition_or_value(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((ty_, ey)) = if_yields(rw, op) else {
        return false;
    };
    let (tv, ev) = (operands(rw.arena, ty_), operands(rw.arena, ey));
    rw.set_insertion_point_before(op);
    let cond = rw.arena.operand(op, 0);
    let loc = rw.arena.op_loc(op);
    let i1 = rw.ctx.int_type(1);
    let mut changed = false;
    for (i, (&t, &f)) in tv.iter().zip(&ev).enumerate() {
        let r = rw.arena.result(op, i);
        if t == f {
            if !rw.arena.use_empty(r) {
                rw.arena.replace_all_uses(r, t);
                changed = true;
            }
            continue;
        }
        let (Some(tc), Some(fc)) = (bool_const(rw, t), bool_const(rw, f)) else {
            continue;
        };
        if !tc && fc && !rw.arena.use_empty(r) {
            let one = rw.ctx.get_attr(AttrKind::Bool(true));
            let Some(spec) = b::constant_spec(rw.ctx, one, i1, loc) else {
                continue;
            };
            let k = rw.create(spec);
            let kv = rw.arena.result(k, 0);
            let not = b::create(rw, "arith.xori", vec![cond, kv], i1, &[], loc);
            rw.arena.replace_all_uses(r, not);
            changed = true;
        }
        if tc && !fc && !rw.arena.use_empty(r) {
            rw.arena.replace_all_uses(r, cond);
            changed = true;
        }
    }
    changed
}

// ----- scf.for -----

/// Integer value of a constant operand.
pub(crate) fn const_int(rw: &PatternRewriter<'_>, v: Value) -> Option<i128> {
    let (w, bits) = c::read(rw.ctx, rw.constant_of(v)?)?.int_value()?;
    match rw.ctx.attr_kind(rw.constant_of(v)?) {
        AttrKind::Integer { .. } | AttrKind::Bool(_) => Some(c::sext(w, bits)),
        _ => None,
    }
}

/// Unsigned integer value of a constant operand.
fn const_uint(rw: &PatternRewriter<'_>, v: Value) -> Option<i128> {
    const_int(rw, v)?;
    let (w, bits) = c::read(rw.ctx, rw.constant_of(v)?)?.int_value()?;
    i128::try_from(bits & c::mask(w)).ok()
}

/// `computeConstDiff`, reading constants as signed or unsigned integers.
///
/// Two constant bounds subtract at their bit width, as MLIR's
/// `constantTripCount` does with `APSInt`: when `ub > lb` as signed
/// integers but the difference wraps, it is negative (`-10 to i64::MAX`
/// runs no iteration there); unsigned differences never wrap.
fn const_diff(rw: &PatternRewriter<'_>, l: Value, u: Value, signed: bool) -> Option<i128> {
    let read: ConstRead = if signed { const_int } else { const_uint };
    if let (Some(x), Some(y)) = (read(rw, l), read(rw, u)) {
        if !signed {
            return Some(y - x);
        }
        let width = bound_width(rw, l)?;
        return Some(c::sext(width, (y - x) as u128 & c::mask(width)).min(y - x));
    }
    let add = AddIOpView::defining(rw.ctx, rw.arena, u)?;
    let (p, q) = (add.lhs(), add.rhs());
    if p == l {
        if let Some(d) = read(rw, q) {
            return Some(d);
        }
    }
    if q == l {
        return read(rw, p);
    }
    None
}

/// The bit width of a loop bound (`index` is 64 bits).
fn bound_width(rw: &PatternRewriter<'_>, v: Value) -> Option<u32> {
    c::int_width(rw.ctx, rw.arena.value_type(v))
}

/// Reads a constant operand as an integer.
type ConstRead = fn(&PatternRewriter<'_>, Value) -> Option<i128>;

fn simplify_trivial_loops(op: OpId, rw: Rw<'_, '_>) -> bool {
    let ops = operands(rw.arena, op);
    if ops.len() < 3 {
        return false;
    }
    let (lb, ub, step) = (ops[0], ops[1], ops[2]);
    let inits = ops[3..].to_vec();
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    // `scf.for unsigned` compares its bounds as unsigned integers.
    let signed = c::prop(rw.ctx, rw.arena, op, "unsignedCmp").is_none();
    let read: ConstRead = if signed { const_int } else { const_uint };
    let Some(diff) = const_diff(rw, lb, ub, signed) else {
        return false;
    };
    if diff <= 0 {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(step_v) = read(rw, step) else {
        return false;
    };
    let Some(&region) = rw.arena.regions(op).first() else {
        return false;
    };
    if step_v >= diff {
        let mut args = vec![lb];
        args.extend(inits);
        return replace_with_region(rw, op, region, &args);
    }
    let Some(&block) = rw.arena.region_blocks(region).first() else {
        return false;
    };
    if rw.arena.block_ops(block).count() != 1 {
        return false;
    }
    let Some(y) = terminator(rw.arena, block) else {
        return false;
    };
    let yielded = operands(rw.arena, y);
    if yielded.iter().any(|&v| defined_in(rw.arena, v, region)) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// Adds the guarded pattern `f` named `name` on `root`.
pub(crate) fn add(
    s: &mut ir::rewrite::PatternSet,
    name: &'static str,
    root: &'static str,
    f: fn(OpId, Rw<'_, '_>) -> bool,
) {
    s.add(crate::arith::patterns::Guarded {
        name,
        root,
        benefit: 1,
        f,
    });
}

/// Registers the scf hooks.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("scf.if", FoldHook::InPlace(if_fold));
    reg.add_canonicalization("scf.if", |_, s| {
        add(s, "CombineIfs", "scf.if", combine_ifs);
        add(
            s,
            "CombineNestedIfs",
            "scf.if",
            crate::scf::folds::if_op::combine_nested_ifs,
        );
        add(s, "ConditionPropagation", "scf.if", condition_propagation);
        add(s, "ConvertTrivialIfToSelect", "scf.if", convert_trivial_if_to_select);
        add(s, "RemoveEmptyElseBranch", "scf.if", remove_empty_else_branch);
        add(s, "RemoveStaticCondition", "scf.if", remove_static_condition);
        add(
            s,
            "ReplaceIfYieldWithConditionOrValue",
            "scf.if",
            replace_if_yield_with_condition_or_value,
        );
        populate_region_branch_canonicalization(s, "scf.if");
    });
    reg.add_canonicalization("scf.for", |_, s| {
        add(s, "SimplifyTrivialLoops", "scf.for", simplify_trivial_loops);
    });
}
