//! `BranchOpInterface` of the `cf` branches (which operands feed which
//! successor's arguments) and the canonicalization patterns of `cf.br`,
//! `cf.cond_br` and `cf.switch` (upstream's `ControlFlowOps.cpp`).

use crate::common::consts as c;
use ir::attrs::AttrKind;
use ir::interfaces::BranchOpInterface;
use ir::{Context, IrArena, OpId};
use std::ops::Range;

/// The i32 values of a dense array inherent attribute.
fn i32_array(ctx: &Context, a: &IrArena, op: OpId, name: &str) -> Option<Vec<usize>> {
    match ctx.attr_kind(c::prop(ctx, a, op, name)?) {
        AttrKind::DenseArray { raw, .. } => Some(
            raw.chunks_exact(4)
                .map(|ch| i32::from_le_bytes([ch[0], ch[1], ch[2], ch[3]]).max(0) as usize)
                .collect(),
        ),
        _ => None,
    }
}

impl BranchOpInterface for super::BranchOp {
    /// All operands go to the single successor.
    fn successor_operands(self, _ctx: &Context, a: &IrArena, _index: usize) -> Range<usize> {
        0..a.num_operands(self.0)
    }
}

impl BranchOpInterface for super::CondBranchOp {
    /// The true destination for a true condition, the false one for false.
    fn successor_for_operands(self, ctx: &Context, _a: &IrArena, operands: &[Option<ir::Attr>]) -> Option<usize> {
        let cond = c::int_attr_value(ctx, operands.first().copied().flatten())?;
        Some(usize::from(cond & 1 == 0))
    }

    /// After the condition: the true destination's operands, then the false one's.
    fn successor_operands(self, ctx: &Context, a: &IrArena, index: usize) -> Range<usize> {
        let seg = i32_array(ctx, a, self.0, "operandSegmentSizes").unwrap_or_default();
        let (t, f) = (seg.get(1).copied().unwrap_or(0), seg.get(2).copied().unwrap_or(0));
        if index == 0 {
            1..1 + t
        } else {
            1 + t..1 + t + f
        }
    }
}

impl BranchOpInterface for super::SwitchOp {
    /// The case whose value is the flag's, else the default destination
    /// (always the default without case values).
    fn successor_for_operands(self, ctx: &Context, a: &IrArena, operands: &[Option<ir::Attr>]) -> Option<usize> {
        let values = case_values(ctx, a, self.0)?;
        if values.is_empty() {
            return Some(0);
        }
        let flag = c::int_attr_value(ctx, operands.first().copied().flatten())?;
        Some(values.iter().position(|&v| v == flag).map_or(0, |i| i + 1))
    }

    /// After the flag: the default destination's operands, then each case's
    /// (`case_operand_segments`).
    fn successor_operands(self, ctx: &Context, a: &IrArena, index: usize) -> Range<usize> {
        let seg = i32_array(ctx, a, self.0, "operandSegmentSizes").unwrap_or_default();
        let default = seg.get(1).copied().unwrap_or(0);
        if index == 0 {
            return 1..1 + default;
        }
        let cases = i32_array(ctx, a, self.0, "case_operand_segments").unwrap_or_default();
        let mut start = 1 + default;
        for (i, &n) in cases.iter().enumerate() {
            if i + 1 == index {
                return start..start + n;
            }
            start += n;
        }
        start..start
    }
}

// ----- cf.br canonicalization (`BranchOp::canonicalize`) -----

use super::{BranchOp, CondBranchOp, SwitchOp};
use ir::rewrite::PatternRewriter;
use ir::{BlockId, OpSpec, Value};

/// Predecessor edges of `block`: one per successor slot naming it.
fn predecessors(a: &IrArena, block: BlockId) -> Vec<OpId> {
    let Some(region) = a.block_parent(block) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &b in a.region_blocks(region) {
        if let Some(t) = a.last_op(b) {
            for &s in a.successors(t) {
                if s == block {
                    out.push(t);
                }
            }
        }
    }
    out
}

fn is_br(ctx: &Context, a: &IrArena, op: OpId) -> bool {
    ctx.op_info(a.op_name(op)).name() == "cf.br" && a.successors(op).len() == 1
}

/// `collapseBranch`: when `dest` only holds a `cf.br` that uses its
/// arguments only as branch operands, the branch's target and operands
/// (with `dest`'s arguments replaced by `operands`).
fn collapse(ctx: &Context, a: &IrArena, dest: BlockId, operands: &[Value]) -> Option<(BlockId, Vec<Value>)> {
    let br = a.first_op(dest)?;
    if a.next_op(br).is_some() || !is_br(ctx, a, br) {
        return None;
    }
    for i in 0..a.num_args(dest) {
        if a.uses(a.arg(dest, i)).any(|u| u.op != br) {
            return None;
        }
    }
    let next = a.successors(br)[0];
    if next == dest {
        return None;
    }
    let mapped = a
        .operands(br)
        .map(|v| match v {
            Value::Arg { block, index } if block == dest => operands.get(index as usize).copied().unwrap_or(v),
            _ => v,
        })
        .collect();
    Some((next, mapped))
}

fn br_canonicalize(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !is_br(rw.ctx, rw.arena, op) {
        return false;
    }
    let succ = rw.arena.successors(op)[0];
    let Some(parent) = rw.arena.op_parent(op) else {
        return false;
    };
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    // simplifyBrToBlockWithSinglePred
    if succ != parent && predecessors(rw.arena, succ).len() == 1 && operands.len() == rw.arena.num_args(succ) {
        rw.erase_op(op);
        rw.merge_blocks(succ, parent, &operands);
        return true;
    }
    // simplifyPassThroughBr
    if succ == parent {
        return false;
    }
    let Some((dest, new_operands)) = collapse(rw.ctx, rw.arena, succ, &operands) else {
        return false;
    };
    let spec = OpSpec {
        operands: new_operands,
        successors: vec![dest],
        ..OpSpec::new(rw.arena.op_name(op), rw.arena.op_loc(op))
    };
    rw.replace_op_with_new(op, spec);
    true
}

// ----- cf.cond_br canonicalization (upstream's five patterns) -----

/// The block of the only predecessor edge of `block`
/// (`Block::getSinglePredecessor`: one successor slot names it).
fn single_predecessor(a: &IrArena, block: BlockId) -> Option<BlockId> {
    match predecessors(a, block)[..] {
        [t] => a.op_parent(t),
        _ => None,
    }
}

/// The one block all predecessor edges of `block` come from
/// (`Block::getUniquePredecessor`).
fn unique_predecessor(a: &IrArena, block: BlockId) -> Option<BlockId> {
    let mut blocks = predecessors(a, block).into_iter().map(|t| a.op_parent(t));
    let first = blocks.next()??;
    blocks.all(|b| b == Some(first)).then_some(first)
}

/// The parts of a `cf.cond_br`: condition, and each destination with its
/// operands.
struct CondBr {
    condition: Value,
    true_dest: BlockId,
    true_operands: Vec<Value>,
    false_dest: BlockId,
    false_operands: Vec<Value>,
}

impl CondBr {
    /// Replaces the `cf.cond_br` `op` with a `cf.br` along its true edge
    /// when `taken`, else along its false edge.
    fn replace_with_edge(&self, rw: &mut PatternRewriter<'_>, op: OpId, taken: bool) -> bool {
        if taken {
            replace_with_br(rw, op, self.true_dest, &self.true_operands)
        } else {
            replace_with_br(rw, op, self.false_dest, &self.false_operands)
        }
    }
}

fn cond_br_parts(rw: &PatternRewriter<'_>, op: OpId) -> Option<CondBr> {
    let c = CondBranchOp::cast(rw.ctx, rw.arena, op)?;
    Some(CondBr {
        condition: c.condition(rw.ctx, rw.arena),
        true_dest: c.true_dest(rw.arena),
        true_operands: c.true_dest_operands(rw.ctx, rw.arena),
        false_dest: c.false_dest(rw.arena),
        false_operands: c.false_dest_operands(rw.ctx, rw.arena),
    })
}

/// Replaces `op` with the op `build` makes right before it (at `op`'s
/// location); false, and `op` kept, when the build fails.
fn replace_with_built<T: ir::ods::TypedOp, E>(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    build: impl FnOnce(&mut ir::ods::OpBuilder<'_>) -> Result<T, E>,
) -> bool {
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    if rw.build(loc, build).is_err() {
        return false;
    }
    rw.erase_op(op);
    true
}

/// Replaces `op` with a `cf.br` to `dest` with `operands`.
fn replace_with_br(rw: &mut PatternRewriter<'_>, op: OpId, dest: BlockId, operands: &[Value]) -> bool {
    replace_with_built(rw, op, |b| BranchOp::build(b, operands, dest))
}

/// `SimplifyConstCondBranchPred`: a branch on a constant condition (any
/// constant-like op: `m_NonZero`/`m_Zero`) becomes a `cf.br`.
fn simplify_const_cond_branch_pred(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(parts) = cond_br_parts(rw, op) else {
        return false;
    };
    let Some(value) = rw.constant_of(parts.condition).and_then(|a| c::read(rw.ctx, a)) else {
        return false;
    };
    let Some(c::Scalar::Int { bits, .. }) = value.splat_value() else {
        return false;
    };
    parts.replace_with_edge(rw, op, bits != 0)
}

/// `SimplifyPassThroughCondBranch`: a destination that only branches on
/// (`collapseBranch`) is replaced by that branch's destination.
fn simplify_pass_through_cond_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = cond_br_parts(rw, op) else {
        return false;
    };
    let t = collapse(rw.ctx, rw.arena, p.true_dest, &p.true_operands);
    let f = collapse(rw.ctx, rw.arena, p.false_dest, &p.false_operands);
    if t.is_none() && f.is_none() {
        return false;
    }
    let (true_dest, true_operands) = t.unwrap_or((p.true_dest, p.true_operands));
    let (false_dest, false_operands) = f.unwrap_or((p.false_dest, p.false_operands));
    replace_with_built(rw, op, |b| {
        CondBranchOp::build_unwrapped(
            b,
            p.condition,
            &true_operands,
            &false_operands,
            None,
            true_dest,
            false_dest,
        )
    })
}

/// `SimplifyCondBranchIdenticalSuccessors`: both edges to one block become
/// a `cf.br`, with an `arith.select` per differing operand when this block
/// is the destination's unique predecessor.
fn simplify_cond_branch_identical_successors(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = cond_br_parts(rw, op) else {
        return false;
    };
    if p.true_dest != p.false_dest {
        return false;
    }
    if p.true_operands == p.false_operands {
        return replace_with_br(rw, op, p.true_dest, &p.true_operands);
    }
    if unique_predecessor(rw.arena, p.true_dest) != rw.arena.op_parent(op) {
        return false;
    }
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut merged = Vec::with_capacity(p.true_operands.len());
    for (&t, &f) in p.true_operands.iter().zip(&p.false_operands) {
        if t == f {
            merged.push(t);
            continue;
        }
        let ty = rw.arena.value_type(t);
        match rw.build(loc, |b| crate::arith::ops::SelectOp::build(b, ty, p.condition, t, f)) {
            Ok(select) => merged.push(rw.arena.result(select.0, 0)),
            Err(_) => return false,
        }
    }
    replace_with_br(rw, op, p.true_dest, &merged)
}

/// `SimplifyCondBranchFromCondBranchOnSameCondition`: in a block whose
/// single predecessor branches on the same condition, the branch is known.
fn simplify_cond_branch_from_cond_branch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = cond_br_parts(rw, op) else {
        return false;
    };
    let Some(current) = rw.arena.op_parent(op) else {
        return false;
    };
    let Some(pred) = single_predecessor(rw.arena, current) else {
        return false;
    };
    let Some(pred_parts) = rw.arena.last_op(pred).and_then(|t| cond_br_parts(rw, t)) else {
        return false;
    };
    if pred_parts.condition != p.condition {
        return false;
    }
    p.replace_with_edge(rw, op, current == pred_parts.true_dest)
}

/// `CondBranchTruthPropagation`: in a destination reached by this edge
/// only, uses of the condition become the constant it must have there.
fn cond_branch_truth_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = cond_br_parts(rw, op) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let i1 = rw.ctx.int_type(1);
    let mut replaced = false;
    for (dest, value) in [(p.true_dest, true), (p.false_dest, false)] {
        if single_predecessor(rw.arena, dest).is_none() {
            continue;
        }
        let mut constant: Option<Value> = None;
        let uses: Vec<ir::Use> = rw.arena.uses(p.condition).collect();
        for u in uses {
            if rw.arena.op_parent(u.op) != Some(dest) {
                continue;
            }
            replaced = true;
            let c = match constant {
                Some(c) => c,
                None => {
                    rw.set_insertion_point_before(op);
                    let attr = ir::ods::values::bool_attr(rw.ctx, value);
                    let Ok(built) = rw.build(loc, |b| crate::arith::ops::ConstantOp::build(b, i1, attr)) else {
                        return replaced;
                    };
                    let v = rw.arena.result(built.0, 0);
                    constant = Some(v);
                    v
                }
            };
            rw.modify_in_place(u.op, |arena| arena.set_operand(u, c));
        }
    }
    replaced
}

// ----- cf.switch canonicalization (upstream's six patterns) -----

/// The parts of a `cf.switch`: flag, default edge, and the cases (value
/// sign-extended from the flag's width, destination, operands).
struct Switch {
    flag: Value,
    default_dest: BlockId,
    default_operands: Vec<Value>,
    cases: Vec<(i64, BlockId, Vec<Value>)>,
}

/// The case values of a `cf.switch`, sign-extended from the flag's width
/// (none without `case_values`; `None` when they cannot be read).
fn case_values(ctx: &Context, a: &IrArena, op: OpId) -> Option<Vec<i64>> {
    let s = SwitchOp::cast(ctx, a, op)?;
    let Some(attr) = s.case_values_attr(ctx, a) else {
        return Some(Vec::new());
    };
    let cst = c::read(ctx, attr)?;
    let values = crate::common::const_fold::expand(&cst, s.case_destinations(a).len())?;
    let as_i64 = |v: &c::Scalar| match *v {
        c::Scalar::Int { width, bits } => i64::try_from(c::sext(width, bits)).ok(),
        c::Scalar::Float { .. } => None,
    };
    values.iter().map(as_i64).collect()
}

fn switch_parts(rw: &PatternRewriter<'_>, op: OpId) -> Option<Switch> {
    let s = SwitchOp::cast(rw.ctx, rw.arena, op)?;
    let dests = s.case_destinations(rw.arena).to_vec();
    let operands = s.case_operands(rw.ctx, rw.arena);
    let values = case_values(rw.ctx, rw.arena, op)?;
    if values.len() != dests.len() || operands.len() != dests.len() {
        return None;
    }
    let cases = values
        .into_iter()
        .zip(dests)
        .zip(operands)
        .map(|((v, d), o)| (v, d, o))
        .collect();
    Some(Switch {
        flag: s.flag(rw.ctx, rw.arena),
        default_dest: s.default_destination(rw.arena),
        default_operands: s.default_operands(rw.ctx, rw.arena),
        cases,
    })
}

/// Replaces `op` with a `cf.switch` of `parts`.
fn replace_with_switch(rw: &mut PatternRewriter<'_>, op: OpId, parts: &Switch) -> bool {
    let values: Vec<i64> = parts.cases.iter().map(|c| c.0).collect();
    let dests: Vec<BlockId> = parts.cases.iter().map(|c| c.1).collect();
    let operands: Vec<&[Value]> = parts.cases.iter().map(|c| c.2.as_slice()).collect();
    replace_with_built(rw, op, |b| {
        SwitchOp::with_cases(
            b,
            parts.flag,
            parts.default_dest,
            &parts.default_operands,
            Some(&values),
            Some(&dests),
            Some(&operands),
        )
    })
}

/// `foldSwitch`: a branch to the case of `value`, or the default.
fn fold_switch(rw: &mut PatternRewriter<'_>, op: OpId, parts: &Switch, value: i64) -> bool {
    match parts.cases.iter().find(|c| c.0 == value) {
        Some((_, dest, operands)) => replace_with_br(rw, op, *dest, operands),
        None => replace_with_br(rw, op, parts.default_dest, &parts.default_operands),
    }
}

/// `simplifySwitchWithOnlyDefault`.
fn simplify_switch_with_only_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    match switch_parts(rw, op) {
        Some(p) if p.cases.is_empty() => replace_with_br(rw, op, p.default_dest, &p.default_operands),
        _ => false,
    }
}

/// `dropSwitchCasesThatMatchDefault`.
fn drop_switch_cases_that_match_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mut p) = switch_parts(rw, op) else {
        return false;
    };
    let before = p.cases.len();
    let (dest, operands) = (p.default_dest, p.default_operands.clone());
    p.cases.retain(|c| !(c.1 == dest && c.2 == operands));
    p.cases.len() != before && replace_with_switch(rw, op, &p)
}

/// `simplifyConstSwitchValue`.
fn simplify_const_switch_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = switch_parts(rw, op) else {
        return false;
    };
    let Some(value) = rw.constant_of(p.flag).and_then(|a| c::read(rw.ctx, a)) else {
        return false;
    };
    let Some((width, bits)) = value.int_value() else {
        return false;
    };
    let Ok(value) = i64::try_from(c::sext(width, bits)) else {
        return false;
    };
    fold_switch(rw, op, &p, value)
}

/// `simplifyPassThroughSwitch`.
fn simplify_pass_through_switch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mut p) = switch_parts(rw, op) else {
        return false;
    };
    let mut changed = false;
    for case in &mut p.cases {
        if let Some((dest, operands)) = collapse(rw.ctx, rw.arena, case.1, &case.2) {
            (case.1, case.2) = (dest, operands);
            changed = true;
        }
    }
    if let Some((dest, operands)) = collapse(rw.ctx, rw.arena, p.default_dest, &p.default_operands) {
        (p.default_dest, p.default_operands) = (dest, operands);
        changed = true;
    }
    changed && replace_with_switch(rw, op, &p)
}

/// The predecessor's `cf.switch` on the same flag, when this block has a
/// single predecessor ending in one.
fn switch_of_single_predecessor(rw: &PatternRewriter<'_>, op: OpId, flag: Value) -> Option<(BlockId, Switch)> {
    let current = rw.arena.op_parent(op)?;
    let pred = single_predecessor(rw.arena, current)?;
    let pred_parts = switch_parts(rw, rw.arena.last_op(pred)?)?;
    (pred_parts.flag == flag).then_some((current, pred_parts))
}

/// `simplifySwitchFromSwitchOnSameCondition`.
fn simplify_switch_from_switch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = switch_parts(rw, op) else {
        return false;
    };
    let Some((current, pred)) = switch_of_single_predecessor(rw, op, p.flag) else {
        return false;
    };
    if pred.default_dest == current {
        return false;
    }
    match pred.cases.iter().find(|c| c.1 == current) {
        Some(case) => fold_switch(rw, op, &p, case.0),
        None => replace_with_br(rw, op, p.default_dest, &p.default_operands),
    }
}

/// `simplifySwitchFromDefaultSwitchOnSameCondition`.
fn simplify_switch_from_default_switch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mut p) = switch_parts(rw, op) else {
        return false;
    };
    let Some((current, pred)) = switch_of_single_predecessor(rw, op, p.flag) else {
        return false;
    };
    if pred.default_dest != current {
        return false;
    }
    let impossible: Vec<i64> = pred.cases.iter().filter(|c| c.1 != current).map(|c| c.0).collect();
    let before = p.cases.len();
    p.cases.retain(|c| !impossible.contains(&c.0));
    p.cases.len() != before && replace_with_switch(rw, op, &p)
}

/// Registers the `cf` canonicalizations, in upstream's order.
pub fn register_patterns(ctx: &Context) {
    ctx.registry().add_canonicalization("cf.br", |_, s| {
        s.add_fn("BranchOpCanonicalize", "cf.br", 1, br_canonicalize);
    });
    ctx.registry().add_canonicalization("cf.cond_br", |_, s| {
        let root = "cf.cond_br";
        s.add_fn("SimplifyConstCondBranchPred", root, 1, simplify_const_cond_branch_pred);
        s.add_fn(
            "SimplifyPassThroughCondBranch",
            root,
            1,
            simplify_pass_through_cond_branch,
        );
        s.add_fn(
            "SimplifyCondBranchIdenticalSuccessors",
            root,
            1,
            simplify_cond_branch_identical_successors,
        );
        s.add_fn(
            "SimplifyCondBranchFromCondBranchOnSameCondition",
            root,
            1,
            simplify_cond_branch_from_cond_branch_on_same_condition,
        );
        s.add_fn("CondBranchTruthPropagation", root, 1, cond_branch_truth_propagation);
    });
    ctx.registry().add_canonicalization("cf.switch", |_, s| {
        let root = "cf.switch";
        s.add_fn(
            "SimplifySwitchWithOnlyDefault",
            root,
            1,
            simplify_switch_with_only_default,
        );
        s.add_fn(
            "DropSwitchCasesThatMatchDefault",
            root,
            1,
            drop_switch_cases_that_match_default,
        );
        s.add_fn("SimplifyConstSwitchValue", root, 1, simplify_const_switch_value);
        s.add_fn("SimplifyPassThroughSwitch", root, 1, simplify_pass_through_switch);
        s.add_fn(
            "SimplifySwitchFromSwitchOnSameCondition",
            root,
            1,
            simplify_switch_from_switch_on_same_condition,
        );
        s.add_fn(
            "SimplifySwitchFromDefaultSwitchOnSameCondition",
            root,
            1,
            simplify_switch_from_default_switch_on_same_condition,
        );
    });
}
