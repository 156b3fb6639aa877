//! Integer range analysis (upstream's `IntegerRangeAnalysis` with the
//! `DeadCodeAnalysis` it runs beside): a sparse forward fixed point over the
//! values under an op. An op's results take what its
//! `InferIntRangeInterface` infers from its operands' ranges (every value of
//! their type for an op without it); block arguments join what reaches them:
//! the operands branches forward (`BranchOpInterface`), what a region-branch op
//! (`scf.if`, `scf.for`, `scf.while`, ...) passes to its regions and what their
//! terminators pass on (`RegionBranchOpInterface`), every value for the entry
//! arguments of a callable not only called under the root (a public
//! function's). An op's result a
//! terminator uses whose range still changes once known is widened to every
//! value (upstream's loop-variant detection), so loops converge.
//!
//! Only live code is analysed. A branch whose constant operands decide its
//! successor (`successor_for_operands`: `cf.cond_br` on a constant condition,
//! `cf.switch` on a constant flag) makes that successor live alone, and waits
//! while an integer operand's range is not known yet; a region-branch op
//! enters the regions its constant operands allow (`entry_successor_regions`:
//! `scf.if` with a constant condition enters one branch), and a region's
//! terminator goes on where its constant operands allow
//! (`RegionBranchTerminatorOpInterface::successor_regions_for_operands`:
//! `scf.condition(%true)` to the `after` region alone), waiting likewise.
//! Constants are those of constant ops and what integer ops infer from
//! constants alone (upstream's constant propagation also folds other ops,
//! `cmpf` of constants for one).
//!
//! Calls are followed (upstream's interprocedural analysis): a call's results
//! join the operands of the `ReturnLike` terminators (the trait, as upstream
//! asks it) ending its callee's live blocks when
//! the callee is a callable with a body under the root, and are every value
//! when another op ends a live block without successors or the callee cannot
//! be followed; a callable that only calls under the root can reach (private,
//! named by no other op, [`call_graph`](super::call_graph)) is live once one
//! of its calls is, its arguments joining what the live calls pass.
//!
//! Entry block arguments no control flow reaches (those a region-branch op
//! does not forward, those of the regions of other ops but callables) take
//! what upstream's `visitNonControlFlowArguments` gives them: the ranges the
//! op's `InferIntRangeInterface` reports for them (`test.with_bounds_region`'s
//! argument), else, for a loop (`LoopLikeOpInterface`), its induction
//! variables' ranges from its bounds and step (`scf.for`'s values,
//! `scf.forall`'s static or dynamic ones), else every value.
//!
//! Difference from upstream, whose general data-flow solver visits in a
//! worklist order: a condition whose range is one value but that constant
//! propagation does not fold (`cmpi` of a bounded non-constant) decides
//! nothing here, where upstream's solver decides a `cf.cond_br` in a
//! function's entry block on it and nothing elsewhere.

use super::call_graph::{callable_region, CallGraph};
use super::{
    join, max_range_of, sext, signed_max, signed_min, storage_bitwidth, unsigned_max, ConstantIntRanges,
    IntegerValueRange,
};
use crate::apint::ApInt;
use crate::interfaces::{
    BranchOpInterfaceRef, CallOpInterfaceRef, InferIntRangeInterfaceRef, LoopLikeOpInterfaceRef,
    RegionBranchOpInterfaceRef, RegionBranchTerminatorOpInterfaceRef,
};
use crate::region_branch::RegionSuccessor;
use crate::reify::OpFoldResult;
use crate::types::{Signedness, TypeKind};
use crate::{Attr, AttrKind, BlockId, Context, IrArena, OpId, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The result of the analysis: the range of each value it reached.
#[derive(Default, Debug, Clone)]
pub struct IntRangeAnalysis {
    ranges: FxHashMap<Value, ConstantIntRanges>,
    /// Values known constant by constant propagation (upstream's
    /// `SparseConstantPropagation`, which decides live regions): constants'
    /// results, and single-value results of inferring ops whose operands are
    /// all such values.
    folded: FxHashSet<Value>,
    live: FxHashSet<BlockId>,
    calls: CallGraph,
    changed: bool,
}

impl IntRangeAnalysis {
    /// Runs the analysis on the regions of `root` (a module, a function) to
    /// its fixed point.
    pub fn run(ctx: &Context, arena: &IrArena, root: OpId) -> IntRangeAnalysis {
        let mut a = IntRangeAnalysis {
            calls: CallGraph::of(ctx, arena, root),
            ..IntRangeAnalysis::default()
        };
        loop {
            a.changed = false;
            a.enter_regions_of(ctx, arena, root);
            if !a.changed {
                return a;
            }
        }
    }

    /// The range of `value` (`None`: not reached, or not an integer).
    pub fn range(&self, value: Value) -> IntegerValueRange {
        self.ranges.get(&value).copied()
    }

    /// Gives `to` the range of `from` (upstream's `copyIntegerRange`, for a
    /// value that replaces another).
    pub fn copy_range(&mut self, from: Value, to: Value) {
        if let Some(r) = self.range(from) {
            self.ranges.insert(to, r);
        }
    }

    /// Calls `reflect_ranges` (what upstream's inference does to the op
    /// itself) on each op under `root` in a live block that implements
    /// `InferIntRangeInterface` and whose operands' ranges are all known.
    pub fn reflect(&self, ctx: &Context, arena: &mut IrArena, root: OpId) {
        let mut found = Vec::new();
        let mut stack = vec![root];
        while let Some(op) = stack.pop() {
            for &region in arena.regions(op) {
                for &block in arena.region_blocks(region) {
                    if self.live.contains(&block) {
                        stack.extend(arena.block_ops(block));
                    }
                }
            }
            let Some(infer) = InferIntRangeInterfaceRef::get(ctx, arena, op) else {
                continue;
            };
            let ranges: Option<Vec<ConstantIntRanges>> = arena.operands(op).map(|v| self.range(v)).collect();
            if let Some(ranges) = ranges {
                found.push((infer, ranges));
            }
        }
        for (infer, ranges) in found {
            infer.reflect_ranges(ctx, arena, &ranges);
        }
    }

    /// Joins `range` into `value`'s, widening an op's result a terminator
    /// uses whose known range changes (upstream's loop-variant detection in
    /// `visitOperation`; block arguments are not widened here).
    fn join_value(&mut self, arena: &IrArena, value: Value, range: IntegerValueRange) {
        let widen = arena.defining_op(value).is_some();
        self.join_widening(arena, value, range, widen);
    }

    /// Joins `range` into `value`'s; when `widen`, a value a terminator
    /// uses whose known range changes becomes every value (upstream's
    /// loop-variant detection, in `visitOperation` for results and in
    /// `visitNonControlFlowArguments` for the block arguments an op's
    /// `InferIntRangeInterface` reports).
    fn join_widening(&mut self, arena: &IrArena, value: Value, range: IntegerValueRange, widen: bool) {
        let Some(range) = range else {
            return;
        };
        let old = self.range(value);
        let Some(mut new) = join(old, Some(range)) else {
            return;
        };
        if widen && old.is_some_and(|o| o != new) && arena.uses(value).any(|u| arena.next_op(u.op).is_none()) {
            new = ConstantIntRanges::max_range(new.width());
        }
        if old != Some(new) {
            self.ranges.insert(value, new);
            self.changed = true;
        }
    }

    /// Every value of its type for `value` (`setToEntryState`).
    fn set_entry_state(&mut self, ctx: &Context, arena: &IrArena, value: Value) {
        let max = max_range_of(ctx, arena.value_type(value));
        self.join_value(arena, value, max);
    }

    /// Marks `block` live; visits its ops.
    fn visit_block(&mut self, ctx: &Context, arena: &IrArena, block: BlockId) {
        if self.live.insert(block) {
            self.changed = true;
        }
        for op in arena.block_ops(block) {
            self.visit_op(ctx, arena, op);
        }
    }

    /// The regions of a non-region-branch op: their entry blocks are live,
    /// their arguments what [`Self::non_control_flow_arguments`] gives them
    /// (every value for a callable's), the blocks branched to are visited
    /// when live.
    /// The body of a callable whose call sites are all known is entered
    /// only once a call made its entry block live, with the arguments the
    /// calls passed.
    fn enter_regions_of(&mut self, ctx: &Context, arena: &IrArena, op: OpId) {
        for &region in arena.regions(op) {
            let blocks = arena.region_blocks(region);
            let known_callers = self.calls.has_known_callers(ctx, arena, op, region);
            if let Some(&entry) = blocks.first() {
                if !known_callers {
                    let args: Vec<Value> = (0..arena.num_args(entry)).map(|i| arena.arg(entry, i)).collect();
                    if callable_region(ctx, arena, op) == Some(region) {
                        for &arg in &args {
                            self.set_entry_state(ctx, arena, arg);
                        }
                    } else {
                        self.non_control_flow_arguments(ctx, arena, op, entry, &args);
                    }
                    self.visit_block(ctx, arena, entry);
                } else if self.live.contains(&entry) {
                    self.visit_block(ctx, arena, entry);
                }
            }
            for &b in blocks.iter().skip(1) {
                if self.live.contains(&b) {
                    self.visit_block(ctx, arena, b);
                }
            }
        }
    }

    /// Visits one op of a live block.
    fn visit_op(&mut self, ctx: &Context, arena: &IrArena, op: OpId) {
        if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, arena, op) {
            self.visit_region_branch(ctx, arena, op, branch);
        } else {
            match CallOpInterfaceRef::get(ctx, arena, op) {
                Some(call) => self.visit_call(ctx, arena, op, call),
                None => self.visit_results(ctx, arena, op),
            }
            self.enter_regions_of(ctx, arena, op);
        }
        if let Some(branch) = BranchOpInterfaceRef::get(ctx, arena, op) {
            let operands: Vec<Value> = arena.operands(op).collect();
            // Upstream's dead code analysis waits for every operand's value.
            if self.waiting_for_operands(ctx, arena, op) {
                return;
            }
            let constants = self.constant_operands(ctx, arena, op);
            // The edge to the block decided on is live: every successor naming
            // that block forwards along it.
            let only = branch
                .successor_for_operands(ctx, arena, &constants)
                .and_then(|o| arena.successors(op).get(o).copied());
            for (i, &succ) in arena.successors(op).iter().enumerate() {
                if only.is_some_and(|o| o != succ) {
                    continue;
                }
                let forwarded = operands.get(branch.successor_operands(ctx, arena, i)).unwrap_or(&[]);
                for (k, &v) in forwarded.iter().enumerate() {
                    if k < arena.num_args(succ) {
                        self.join_value(arena, arena.arg(succ, k), self.range(v));
                    }
                }
                if self.live.insert(succ) {
                    self.changed = true;
                }
            }
        } else if !arena.successors(op).is_empty() {
            for &succ in arena.successors(op) {
                for i in 0..arena.num_args(succ) {
                    self.set_entry_state(ctx, arena, arena.arg(succ, i));
                }
                if self.live.insert(succ) {
                    self.changed = true;
                }
            }
        }
    }

    /// Whether an integer operand of `op` has no range yet.
    fn waiting_for_operands(&self, ctx: &Context, arena: &IrArena, op: OpId) -> bool {
        arena
            .operands(op)
            .any(|v| self.range(v).is_none() && max_range_of(ctx, arena.value_type(v)).is_some())
    }

    /// The results of an op that is not a region-branch op: what its
    /// `InferIntRangeInterface` infers, else every value.
    fn visit_results(&mut self, ctx: &Context, arena: &IrArena, op: OpId) {
        let Some(infer) = InferIntRangeInterfaceRef::get(ctx, arena, op) else {
            for i in 0..arena.num_results(op) {
                self.set_entry_state(ctx, arena, arena.result(op, i));
            }
            return;
        };
        let args: Vec<IntegerValueRange> = arena.operands(op).map(|v| self.range(v)).collect();
        let mut out: Vec<(Value, IntegerValueRange)> = Vec::new();
        infer.infer_result_ranges_from_optional(ctx, arena, &args, &mut |v, r| out.push((v, r)));
        let operands_folded = arena.operands(op).all(|v| self.folded.contains(&v));
        // Upstream's callback keeps only the op's results.
        out.retain(|(v, _)| matches!(*v, Value::Result { op: o, .. } if o == op));
        for (v, r) in out {
            self.join_value(arena, v, r);
            let constant = crate::rewrite::constant_value(ctx, arena, v).is_some()
                || (operands_folded && self.range(v).is_some_and(|r| r.constant_value().is_some()));
            if constant && self.folded.insert(v) {
                self.changed = true;
            }
        }
    }

    /// The constant value of each operand of `op` constant propagation knows
    /// (a constant's attribute, folded integers as integer attributes, `i1`
    /// ones as `true`/`false`).
    fn constant_operands(&self, ctx: &Context, arena: &IrArena, op: OpId) -> Vec<Option<Attr>> {
        arena
            .operands(op)
            .map(|v| {
                if let Some(a) = crate::rewrite::constant_value(ctx, arena, v) {
                    return Some(a);
                }
                let r = self.range(v).filter(|_| self.folded.contains(&v))?;
                let bits = r.constant_value()?;
                let ty = arena.value_type(v);
                Some(match ctx.type_kind(ty) {
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless,
                    } => ctx.get_attr(AttrKind::Bool(bits != 0)),
                    _ => ctx.get_attr(AttrKind::Integer {
                        ty,
                        value: ApInt::from_u128(r.width(), bits),
                    }),
                })
            })
            .collect()
    }

    /// A call: its callee's entry block is live, its arguments join the
    /// call's when all its call sites are known; the results join what the
    /// returns of the callee's live blocks pass (every value for a call the
    /// analysis cannot follow).
    fn visit_call(&mut self, ctx: &Context, arena: &IrArena, op: OpId, call: CallOpInterfaceRef) {
        let region = self
            .calls
            .callee(op)
            .and_then(|callee| Some((callee, callable_region(ctx, arena, callee)?)));
        let Some((callee, region)) = region else {
            for i in 0..arena.num_results(op) {
                self.set_entry_state(ctx, arena, arena.result(op, i));
            }
            return;
        };
        let blocks = arena.region_blocks(region);
        if let Some(&entry) = blocks
            .first()
            .filter(|_| self.calls.has_known_callers(ctx, arena, callee, region))
        {
            let args = call.arg_operands(ctx, arena);
            for (k, &v) in args.iter().enumerate().take(arena.num_args(entry)) {
                self.join_value(arena, arena.arg(entry, k), self.range(v));
            }
            if self.live.insert(entry) {
                self.changed = true;
            }
        }
        for &block in blocks {
            let Some(term) = arena.last_op(block).filter(|_| self.live.contains(&block)) else {
                continue;
            };
            if !arena.successors(term).is_empty() {
                continue;
            }
            // Only `ReturnLike` ops (upstream's dead code analysis asks
            // `hasTrait<ReturnLike>`) pass values back; another exit leaves
            // the results unknown (every value).
            if !ctx.op_info(arena.op_name(term)).traits().return_like {
                for i in 0..arena.num_results(op) {
                    self.set_entry_state(ctx, arena, arena.result(op, i));
                }
                continue;
            }
            let returned: Vec<Value> = arena.operands(term).collect();
            for (i, &v) in returned.iter().enumerate().take(arena.num_results(op)) {
                self.join_value(arena, arena.result(op, i), self.range(v));
            }
        }
    }

    /// A region-branch op: its operands flow into the regions it enters,
    /// the regions' terminators' operands into the regions or results they
    /// go on to.
    fn visit_region_branch(&mut self, ctx: &Context, arena: &IrArena, op: OpId, branch: RegionBranchOpInterfaceRef) {
        let operands: Vec<Value> = arena.operands(op).collect();
        let constants = self.constant_operands(ctx, arena, op);
        for succ in branch.entry_successor_regions(ctx, arena, &constants) {
            let passed = operands
                .get(branch.entry_successor_operands(ctx, arena, succ))
                .unwrap_or(&[]);
            self.flow(ctx, arena, op, branch, succ, passed);
        }
        for &region in arena.regions(op) {
            for &block in arena.region_blocks(region) {
                if !self.live.contains(&block) {
                    continue;
                }
                self.visit_block(ctx, arena, block);
                let Some(term) = arena.last_op(block) else {
                    continue;
                };
                let Some(t) = RegionBranchTerminatorOpInterfaceRef::get(ctx, arena, term) else {
                    continue;
                };
                // Upstream's dead code analysis waits for the operands' values
                // and asks the terminator where its constant ones lead.
                if self.waiting_for_operands(ctx, arena, term) {
                    continue;
                }
                let constants = self.constant_operands(ctx, arena, term);
                let term_operands: Vec<Value> = arena.operands(term).collect();
                for succ in t.successor_regions_for_operands(ctx, arena, &constants) {
                    let passed = term_operands.get(t.successor_operands(ctx, arena, succ)).unwrap_or(&[]);
                    self.flow(ctx, arena, op, branch, succ, passed);
                }
            }
        }
        // Results no terminator reaches (upstream's `visitNonControlFlowArguments`).
        for i in 0..arena.num_results(op) {
            let r = arena.result(op, i);
            if self.range(r).is_none()
                && !branch
                    .successor_inputs(ctx, arena, RegionSuccessor::Parent)
                    .contains(&r)
            {
                self.set_entry_state(ctx, arena, r);
            }
        }
    }

    /// Upstream's `visitNonControlFlowArguments`: the arguments `args` of
    /// `entry` (the entry block of a region of `op`) that no control flow
    /// passes values to. An op with `InferIntRangeInterface` gives the
    /// arguments of `entry` it reports (widened to every value when a
    /// terminator uses one whose range still changes; the others stay
    /// unknown), a loop its induction variables' ranges from its bounds;
    /// any other op leaves them every value.
    fn non_control_flow_arguments(&mut self, ctx: &Context, arena: &IrArena, op: OpId, entry: BlockId, args: &[Value]) {
        if let Some(infer) = InferIntRangeInterfaceRef::get(ctx, arena, op) {
            let operands: Vec<IntegerValueRange> = arena.operands(op).map(|v| self.range(v)).collect();
            let mut out: Vec<(Value, IntegerValueRange)> = Vec::new();
            infer.infer_result_ranges_from_optional(ctx, arena, &operands, &mut |v, r| out.push((v, r)));
            for (v, r) in out {
                if matches!(v, Value::Arg { block, .. } if block == entry) {
                    self.join_widening(arena, v, r, true);
                }
            }
            return;
        }
        match self.induction_var_ranges(ctx, arena, op) {
            Some(ivs) => {
                for (iv, range) in ivs {
                    if args.contains(&iv) {
                        self.join_value(arena, iv, range);
                    }
                }
            }
            None => {
                for &arg in args {
                    self.set_entry_state(ctx, arena, arg);
                }
            }
        }
    }

    /// The ranges of a loop's induction variables from its bounds and steps
    /// (`None` when `op` is not a loop with induction variables): from the
    /// lower bound's smallest signed value to the upper bound's largest minus
    /// one (the other way round for a negative step), unknown when that is
    /// empty; an unknown bound is the signed extreme of its width.
    fn induction_var_ranges(
        &self,
        ctx: &Context,
        arena: &IrArena,
        op: OpId,
    ) -> Option<Vec<(Value, IntegerValueRange)>> {
        let lp = LoopLikeOpInterfaceRef::get(ctx, arena, op)?;
        let ivs = lp.loop_induction_vars(ctx, arena)?;
        let (lbs, ubs, steps) = (
            lp.loop_lower_bounds(ctx, arena)?,
            lp.loop_upper_bounds(ctx, arena)?,
            lp.loop_steps(ctx, arena)?,
        );
        let mut out = Vec::new();
        for (((iv, lb), ub), step) in ivs.into_iter().zip(lbs).zip(ubs).zip(steps) {
            let w = storage_bitwidth(ctx, arena.value_type(iv));
            if w == 0 {
                out.push((iv, None));
                continue;
            }
            let bound = |v: OpFoldResult, upper: bool| {
                let known = match v {
                    OpFoldResult::Value(v) => self.range(v).map(|r| if upper { r.smax() } else { r.smin() }),
                    OpFoldResult::Attr(a) => match ctx.attr_kind(a) {
                        AttrKind::Integer { value, .. } => value.to_i128().map(|b| b as u128 & unsigned_max(w)),
                        _ => None,
                    },
                };
                known.unwrap_or(if upper { signed_max(w) } else { signed_min(w) })
            };
            let (mut min, mut max) = (bound(lb, false), bound(ub, true));
            if sext(w, bound(step, true)) < 0 {
                std::mem::swap(&mut min, &mut max);
            } else {
                max = max.wrapping_sub(1) & unsigned_max(w);
            }
            let range = (sext(w, max) >= sext(w, min)).then(|| ConstantIntRanges::from_signed(w, min, max));
            out.push((iv, range));
        }
        Some(out)
    }

    /// Joins `passed` into the inputs of `succ`; a region's entry block
    /// becomes live, its arguments that are not inputs (an induction
    /// variable) take what [`Self::non_control_flow_arguments`] gives.
    fn flow(
        &mut self,
        ctx: &Context,
        arena: &IrArena,
        op: OpId,
        branch: RegionBranchOpInterfaceRef,
        succ: RegionSuccessor,
        passed: &[Value],
    ) {
        let inputs = branch.successor_inputs(ctx, arena, succ);
        for (&input, &v) in inputs.iter().zip(passed) {
            self.join_value(arena, input, self.range(v));
        }
        let RegionSuccessor::Region(index) = succ else {
            return;
        };
        let Some(&entry) = arena
            .regions(op)
            .get(index)
            .and_then(|&r| arena.region_blocks(r).first())
        else {
            return;
        };
        let others: Vec<Value> = (0..arena.num_args(entry))
            .map(|i| arena.arg(entry, i))
            .filter(|a| !inputs.contains(a))
            .collect();
        if !others.is_empty() {
            self.non_control_flow_arguments(ctx, arena, op, entry, &others);
        }
        if self.live.insert(entry) {
            self.changed = true;
        }
    }
}
