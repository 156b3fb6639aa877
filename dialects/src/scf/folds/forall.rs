//! `scf.forall` canonicalizations (upstream
//! `ForallOp::getCanonicalizationPatterns`): `DimOfForallOp`,
//! `FoldTensorCastOfOutputIntoForallOp`, `ForallOpControlOperandsFolder`,
//! `ForallOpIterArgsFolder`, `ForallOpSingleOrZeroIterationDimsFolder` and
//! `ForallOpReplaceConstantInductionVar`. Where upstream clones the body
//! into a new loop, rods moves it, which leaves the same IR.

use crate::scf::ops::ForallOp;
use crate::tensor::ops::CastOp as TensorCastOp;
use ir::ods::TypedOp;

use crate::common::consts as c;
use crate::common::mixed::{
    constant_trip_count as trip_count, dispatch, fold_list, i64_array, i64_prop, mixed, segment_sizes,
    value_or_constant, Bound,
};
use crate::scf::folds::parallel::segments;
use crate::scf::folds::{create_block, operands, terminator, Rw};
use crate::tensor::folds::slices::Slice;
use crate::tensor::folds::{create_cast, preserves_static_information};
use ir::attrs::{Attr, AttrKind};
use ir::rewrite::PatternRewriter;
use ir::{BlockId, Context, OpId, OpSpec, Type, Use, Value};

/// The parts of a well-formed `scf.forall`.
struct Forall {
    lbs: Vec<Bound>,
    ubs: Vec<Bound>,
    steps: Vec<Bound>,
    outputs: Vec<Value>,
    body: BlockId,
}

impl Forall {
    fn rank(&self) -> usize {
        self.lbs.len()
    }

    fn read(rw: &PatternRewriter<'_>, op: OpId) -> Option<Forall> {
        let (ctx, a) = (rw.ctx, &*rw.arena);
        let &[nl, nu, ns, no] = segments(ctx, a, op)?.as_slice() else {
            return None;
        };
        let ops = operands(a, op);
        if ops.len() != nl + nu + ns + no || a.num_results(op) != no {
            return None;
        }
        let lbs = mixed(&i64_prop(ctx, a, op, "staticLowerBound")?, &ops[..nl])?;
        let ubs = mixed(&i64_prop(ctx, a, op, "staticUpperBound")?, &ops[nl..nl + nu])?;
        let steps = mixed(&i64_prop(ctx, a, op, "staticStep")?, &ops[nl + nu..nl + nu + ns])?;
        let &[region] = a.regions(op) else { return None };
        let &[body] = a.region_blocks(region) else { return None };
        if lbs.len() != ubs.len() || lbs.len() != steps.len() || a.num_args(body) != lbs.len() + no {
            return None;
        }
        Some(Forall {
            lbs,
            ubs,
            steps,
            outputs: ops[nl + nu + ns..].to_vec(),
            body,
        })
    }

    /// The shared-output block argument `i`.
    fn out_arg(&self, rw: &PatternRewriter<'_>, i: usize) -> Value {
        rw.arena.arg(self.body, self.rank() + i)
    }

    /// The operands and the bound/segment properties of a loop with these
    /// bounds and `outputs`, on top of `base` properties.
    fn operands_and_props(
        &self,
        ctx: &Context,
        base: &[(Attr, Attr)],
        outputs: &[Value],
    ) -> Option<(Vec<Value>, Attr)> {
        let (sl, dl) = dispatch(&self.lbs);
        let (su, du) = dispatch(&self.ubs);
        let (ss, ds) = dispatch(&self.steps);
        let sizes = [dl.len(), du.len(), ds.len(), outputs.len()];
        let mut entries: Vec<(Attr, Attr)> = base.to_vec();
        for (name, value) in [
            ("operandSegmentSizes", segment_sizes(ctx, &sizes)?),
            ("staticLowerBound", i64_array(ctx, &sl)?),
            ("staticUpperBound", i64_array(ctx, &su)?),
            ("staticStep", i64_array(ctx, &ss)?),
        ] {
            let key = ctx.string_attr(name.as_bytes());
            entries.retain(|(k, _)| *k != key);
            entries.push((key, value));
        }
        let mut ops = dl;
        ops.extend(du);
        ops.extend(ds);
        ops.extend_from_slice(outputs);
        Some((ops, ctx.dictionary_attr(entries)))
    }
}

/// The `mapping` property of `op`, if set.
fn mapping(rw: &PatternRewriter<'_>, op: OpId) -> Option<Attr> {
    c::prop(rw.ctx, rw.arena, op, "mapping")
}

/// Whether `op` maps its dimensions to processing units (a non-empty
/// `mapping`).
fn is_mapped(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    mapping(rw, op).is_some_and(|m| !matches!(rw.ctx.attr_kind(m), AttrKind::Array(v) if v.is_empty()))
}

/// The properties of `op` other than the bounds and segments.
fn other_props(rw: &PatternRewriter<'_>, op: OpId) -> Vec<(Attr, Attr)> {
    rw.arena
        .properties(op)
        .map(|p| rw.ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default()
}

/// Creates a `scf.forall` with `parts`' bounds over `outputs` and an empty
/// region at the insertion point; `props` are its other properties and
/// `attrs` its discardable attributes.
fn create_forall(
    rw: Rw<'_, '_>,
    op: OpId,
    parts: &Forall,
    outputs: &[Value],
    props: &[(Attr, Attr)],
    attrs: Option<Attr>,
) -> Option<OpId> {
    let (operands, props) = parts.operands_and_props(rw.ctx, props, outputs)?;
    let types: Vec<Type> = outputs.iter().map(|&v| rw.arena.value_type(v)).collect();
    let region = rw.arena.create_region();
    let spec = OpSpec {
        operands,
        result_types: types,
        regions: vec![region],
        properties: Some(props),
        attrs,
        ..OpSpec::new(rw.ctx.op_name("scf.forall"), rw.arena.op_loc(op))
    };
    Some(rw.create(spec))
}

/// The results of `op`.
fn results(rw: &PatternRewriter<'_>, op: OpId) -> Vec<Value> {
    (0..rw.arena.num_results(op)).map(|i| rw.arena.result(op, i)).collect()
}

/// The ops of the `scf.forall.in_parallel` terminator of `body`.
fn yielding_ops(rw: &PatternRewriter<'_>, body: BlockId) -> Option<(OpId, Vec<OpId>)> {
    let term = terminator(rw.arena, body)?;
    let &[region] = rw.arena.regions(term) else { return None };
    let ops = match rw.arena.region_blocks(region) {
        [block] => rw.arena.block_ops(*block).collect(),
        _ => Vec::new(),
    };
    Some((term, ops))
}

/// `ForallOp::getCombiningOps`: the `tensor.parallel_insert_slice`s of the
/// terminator writing into `arg`.
fn combining_ops(rw: &PatternRewriter<'_>, body: BlockId, arg: Value) -> Vec<OpId> {
    let Some((_, ops)) = yielding_ops(rw, body) else {
        return Vec::new();
    };
    ops.into_iter()
        .filter(|&o| {
            rw.ctx.op_info(rw.arena.op_name(o)).name() == "tensor.parallel_insert_slice"
                && rw.arena.operands(o).nth(1) == Some(arg)
        })
        .collect()
}

// ----- DimOfForallOp -----

/// `DimOfForallOp`: the dim of a loop result is the dim of its shared
/// output.
fn dim_of_forall(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(source @ Value::Result { op: forall, index }) = rw.arena.operands(op).next() else {
        return false;
    };
    if ForallOp::defining(rw.ctx, rw.arena, source).is_none() {
        return false;
    }
    let Some(parts) = Forall::read(rw, forall) else {
        return false;
    };
    let Some(&out) = parts.outputs.get(index as usize) else {
        return false;
    };
    rw.modify_in_place(op, |a| a.set_operand(Use { op, operand: 0 }, out));
    true
}

// ----- FoldTensorCastOfOutputIntoForallOp -----

/// `FoldTensorCastOfOutputIntoForallOp`: a shared output fed by a
/// `tensor.cast` that only loses static information uses the cast's
/// source; casts go inside the body and after the loop.
fn fold_tensor_cast_of_output(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(parts) = Forall::read(rw, op) else {
        return false;
    };
    let mut outputs = parts.outputs.clone();
    let mut casts: Vec<(usize, Type)> = Vec::new();
    for (i, out) in outputs.iter_mut().enumerate() {
        let Some(cast) = TensorCastOp::defining(rw.ctx, rw.arena, *out) else {
            continue;
        };
        let source = cast.source(rw.ctx, rw.arena);
        let dst_ty = rw.arena.value_type(*out);
        if !preserves_static_information(rw.ctx, dst_ty, rw.arena.value_type(source)) {
            continue;
        }
        casts.push((i, dst_ty));
        *out = source;
    }
    if casts.is_empty() {
        return false;
    }
    let props: Vec<(Attr, Attr)> = mapping(rw, op)
        .map(|m| vec![(rw.ctx.string_attr(b"mapping"), m)])
        .unwrap_or_default();
    let Some(new) = create_forall(rw, op, &parts, &outputs, &props, None) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let Some(&region) = rw.arena.regions(new).first() else {
        return false;
    };
    let index = rw.ctx.index_type();
    let mut args = vec![(index, loc); parts.rank()];
    args.extend(outputs.iter().map(|&v| (rw.arena.value_type(v), loc)));
    let block = create_block(rw, region, &args);
    let ip = rw.insertion_point();
    rw.set_insertion_point_to_start(block);
    let mut transfer: Vec<Value> = (0..args.len()).map(|k| rw.arena.arg(block, k)).collect();
    for &(i, dst_ty) in &casts {
        let k = parts.rank() + i;
        transfer[k] = create_cast(rw, transfer[k], dst_ty, loc);
    }
    rw.merge_blocks(parts.body, block, &transfer);
    if let Some((_, yielding)) = yielding_ops(rw, block) {
        for (k, y) in yielding.into_iter().enumerate().take(outputs.len()) {
            let arg = rw.arena.arg(block, parts.rank() + k);
            rw.modify_in_place(y, |a| a.set_operand(Use { op: y, operand: 1 }, arg));
        }
    }
    rw.set_insertion_point(ip);
    rw.set_insertion_point_after(new);
    let mut results = results(rw, new);
    for &(i, dst_ty) in &casts {
        results[i] = create_cast(rw, results[i], dst_ty, loc);
    }
    rw.set_insertion_point(ip);
    rw.replace_op(op, &results);
    true
}

// ----- ForallOpControlOperandsFolder -----

/// `ForallOpControlOperandsFolder`: constant bound operands become static.
fn control_operands_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(mut parts) = Forall::read(rw, op) else {
        return false;
    };
    // Upstream stops at the first list that changes (`failed(a) && failed(b)
    // && ...` short-circuits); the pattern runs again for the others.
    let changed = fold_list(rw, &mut parts.lbs, false, false)
        || fold_list(rw, &mut parts.ubs, false, false)
        || fold_list(rw, &mut parts.steps, false, false);
    if !changed {
        return false;
    }
    let base = other_props(rw, op);
    let Some((operands, props)) = parts.operands_and_props(rw.ctx, &base, &parts.outputs) else {
        return false;
    };
    rw.modify_in_place(op, |a| {
        a.set_operands(op, &operands);
        a.set_properties(op, Some(props));
    });
    true
}

// ----- ForallOpIterArgsFolder -----

/// `ForallOpIterArgsFolder`: a shared output whose result is unused or
/// that no op of the terminator writes is replaced by its init.
fn iter_args_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(parts) = Forall::read(rw, op) else {
        return false;
    };
    let n = parts.outputs.len();
    let delete: Vec<bool> = (0..n)
        .map(|i| {
            let arg = parts.out_arg(rw, i);
            rw.arena.use_empty(rw.arena.result(op, i)) || combining_ops(rw, parts.body, arg).is_empty()
        })
        .collect();
    if !delete.contains(&true) {
        return false;
    }
    for i in (0..n).filter(|&i| delete[i]) {
        let arg = parts.out_arg(rw, i);
        for combining in combining_ops(rw, parts.body, arg) {
            rw.erase_op(combining);
        }
    }
    for i in (0..n).filter(|&i| delete[i]) {
        let (arg, result, out) = (parts.out_arg(rw, i), rw.arena.result(op, i), parts.outputs[i]);
        rw.replace_all_uses_with(arg, out);
        rw.replace_all_uses_with(result, out);
    }
    for i in (0..n).rev().filter(|&i| delete[i]) {
        rw.arena.erase_block_arg(parts.body, parts.rank() + i);
    }
    let kept: Vec<Value> = (0..n).filter(|&i| !delete[i]).map(|i| parts.outputs[i]).collect();
    let base = other_props(rw, op);
    let attrs = rw.arena.attrs(op);
    let Some(new) = create_forall(rw, op, &parts, &kept, &base, attrs) else {
        return false;
    };
    let Some(&region) = rw.arena.regions(new).first() else {
        return false;
    };
    rw.arena.detach_block(parts.body);
    rw.arena.append_block(region, parts.body);
    let new_results = results(rw, new);
    let mut replacements = Vec::with_capacity(n);
    let mut next = new_results.into_iter();
    for (i, &del) in delete.iter().enumerate() {
        replacements.push(if del {
            parts.outputs[i]
        } else {
            next.next().unwrap_or(parts.outputs[i])
        });
    }
    rw.replace_op(op, &replacements);
    true
}

// ----- ForallOpSingleOrZeroIterationDimsFolder -----

/// `scf::promote`: inlines the body of a loop running once, each
/// `tensor.parallel_insert_slice` of the terminator becoming a
/// `tensor.insert_slice` after the loop.
fn promote(rw: Rw<'_, '_>, op: OpId, parts: &Forall) -> bool {
    let Some((term, yielding)) = yielding_ops(rw, parts.body) else {
        return false;
    };
    if yielding.len() != parts.outputs.len() {
        return false;
    }
    let loc = rw.arena.op_loc(op);
    let mut replacements = Vec::with_capacity(parts.rank() + parts.outputs.len());
    for &lb in &parts.lbs {
        let Some(v) = value_or_constant(rw, lb, loc) else {
            return false;
        };
        replacements.push(v);
    }
    replacements.extend_from_slice(&parts.outputs);
    rw.inline_block_before(parts.body, op, &replacements);
    let ip = rw.insertion_point();
    rw.set_insertion_point_after(op);
    let mut results = Vec::with_capacity(yielding.len());
    for &y in &yielding {
        let Some(s) = Slice::read(rw.ctx, rw.arena, y, 2) else {
            rw.set_insertion_point(ip);
            return false;
        };
        let dest_ty = rw.arena.value_type(s.leading[1]);
        let Some(spec) = s.spec(rw.ctx, "tensor.insert_slice", Some(dest_ty), loc) else {
            rw.set_insertion_point(ip);
            return false;
        };
        let new = rw.create(spec);
        results.push(rw.arena.result(new, 0));
        rw.set_insertion_point_after(new);
    }
    rw.set_insertion_point(ip);
    for (i, r) in results.into_iter().enumerate() {
        let old = rw.arena.result(op, i);
        rw.replace_all_uses_with(old, r);
    }
    rw.erase_op(term);
    rw.erase_op(op);
    true
}

/// `ForallOpSingleOrZeroIterationDimsFolder`: a loop with a dimension
/// running zero times is its outputs; dimensions running once are dropped
/// (their induction variables become the lower bounds), and a loop left
/// with none is inlined.
fn single_or_zero_iteration_dims(op: OpId, rw: Rw<'_, '_>) -> bool {
    if is_mapped(rw, op) {
        return false;
    }
    let Some(parts) = Forall::read(rw, op) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let mut kept = Forall {
        lbs: Vec::new(),
        ubs: Vec::new(),
        steps: Vec::new(),
        outputs: parts.outputs.clone(),
        body: parts.body,
    };
    let mut single: Vec<(usize, Value)> = Vec::new();
    for i in 0..parts.rank() {
        let (lb, ub, step) = (parts.lbs[i], parts.ubs[i], parts.steps[i]);
        match trip_count(rw, lb, ub, step) {
            Some(0) => {
                rw.replace_op(op, &parts.outputs);
                return true;
            }
            Some(1) => {
                let Some(v) = value_or_constant(rw, lb, loc) else {
                    return false;
                };
                single.push((i, v));
            }
            _ => {
                kept.lbs.push(lb);
                kept.ubs.push(ub);
                kept.steps.push(step);
            }
        }
    }
    if kept.lbs.is_empty() {
        return promote(rw, op, &parts);
    }
    if single.is_empty() {
        return false;
    }
    let base = other_props(rw, op);
    let attrs = rw.arena.attrs(op);
    let Some(new) = create_forall(rw, op, &kept, &parts.outputs, &base, attrs) else {
        return false;
    };
    for &(i, v) in single.iter().rev() {
        let arg = rw.arena.arg(parts.body, i);
        rw.replace_all_uses_with(arg, v);
        rw.arena.erase_block_arg(parts.body, i);
    }
    let Some(&region) = rw.arena.regions(new).first() else {
        return false;
    };
    rw.arena.detach_block(parts.body);
    rw.arena.append_block(region, parts.body);
    let new_results = results(rw, new);
    rw.replace_op(op, &new_results);
    true
}

// ----- ForallOpReplaceConstantInductionVar -----

/// `ForallOpReplaceConstantInductionVar`: a used induction variable of a
/// dimension running once is its lower bound.
fn replace_constant_induction_var(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(parts) = Forall::read(rw, op) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let mut changed = false;
    for i in 0..parts.rank() {
        let iv = rw.arena.arg(parts.body, i);
        if rw.arena.use_empty(iv) || trip_count(rw, parts.lbs[i], parts.ubs[i], parts.steps[i]) != Some(1) {
            continue;
        }
        let Some(v) = value_or_constant(rw, parts.lbs[i], loc) else {
            continue;
        };
        rw.replace_all_uses_with(iv, v);
        changed = true;
    }
    changed
}

/// Registers the patterns.
pub(crate) fn register(ctx: &Context) {
    ctx.registry().add_canonicalization("scf.forall", |_, s| {
        use crate::scf::folds::add;
        add(s, "DimOfForallOp", "tensor.dim", dim_of_forall);
        add(
            s,
            "FoldTensorCastOfOutputIntoForallOp",
            "scf.forall",
            fold_tensor_cast_of_output,
        );
        add(
            s,
            "ForallOpControlOperandsFolder",
            "scf.forall",
            control_operands_folder,
        );
        add(s, "ForallOpIterArgsFolder", "scf.forall", iter_args_folder);
        add(
            s,
            "ForallOpSingleOrZeroIterationDimsFolder",
            "scf.forall",
            single_or_zero_iteration_dims,
        );
        add(
            s,
            "ForallOpReplaceConstantInductionVar",
            "scf.forall",
            replace_constant_induction_var,
        );
    });
}
