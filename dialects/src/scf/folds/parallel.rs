//! `scf.parallel` canonicalizations (upstream
//! `ParallelOp::getCanonicalizationPatterns`):
//! `ParallelOpSingleOrZeroIterationDimsFolder` and
//! `MergeNestedParallelLoops`. Upstream clones the old body and then erases
//! the old loop; rods moves the ops instead, which leaves the same IR.

use crate::common::consts as c;
use crate::common::mixed::{constant_trip_count, Bound};
use crate::scf::folds::{create_terminator, create_with_regions, operands, terminator, Rw};
use ir::attrs::{Attr, AttrKind};
use ir::rewrite::PatternRewriter;
use ir::{BlockId, Context, IrArena, OpId, Type, Value};

/// The operand groups of a well-formed `scf.parallel`.
struct Loop {
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
    body: BlockId,
}

/// The `operandSegmentSizes` of `op`.
pub(crate) fn segments(ctx: &Context, a: &IrArena, op: OpId) -> Option<Vec<usize>> {
    match ctx.attr_kind(c::prop(ctx, a, op, "operandSegmentSizes")?) {
        AttrKind::DenseArray { raw, .. } => Some(
            raw.chunks_exact(4)
                .map(|ch| usize::try_from(i32::from_le_bytes([ch[0], ch[1], ch[2], ch[3]])).unwrap_or(usize::MAX))
                .collect(),
        ),
        _ => None,
    }
}

fn named(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> bool {
    rw.ctx.op_info(rw.arena.op_name(op)).name() == name
}

fn parts(rw: &PatternRewriter<'_>, op: OpId) -> Option<Loop> {
    let a = &*rw.arena;
    let &[nl, nu, ns, ni] = segments(rw.ctx, a, op)?.as_slice() else {
        return None;
    };
    let ops = operands(a, op);
    if nl != nu || nl != ns || nl == 0 || ops.len() != nl * 3 + ni || a.num_results(op) != ni {
        return None;
    }
    let &[region] = a.regions(op) else { return None };
    let &[body] = a.region_blocks(region) else { return None };
    let term = terminator(a, body)?;
    if a.num_args(body) != nl || !named(rw, term, "scf.reduce") || a.num_operands(term) != ni {
        return None;
    }
    Some(Loop {
        lbs: ops[..nl].to_vec(),
        ubs: ops[nl..2 * nl].to_vec(),
        steps: ops[2 * nl..3 * nl].to_vec(),
        inits: ops[3 * nl..].to_vec(),
        body,
    })
}

/// `ParallelOp::build`'s properties for the given group sizes.
fn segment_props(ctx: &Context, sizes: [usize; 4]) -> Option<Attr> {
    let mut raw = Vec::with_capacity(16);
    for s in sizes {
        raw.extend_from_slice(&i32::try_from(s).ok()?.to_le_bytes());
    }
    let attr = ctx.get_attr(AttrKind::DenseArray {
        element: ctx.int_type(32),
        len: 4,
        raw: raw.into_boxed_slice(),
    });
    c::props(ctx, &[("operandSegmentSizes", attr)])
}

/// A new `scf.parallel` (one empty region) at the insertion point.
fn new_parallel(
    rw: Rw<'_, '_>,
    op: OpId,
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
) -> OpId {
    let sizes = [lbs.len(), ubs.len(), steps.len(), inits.len()];
    let types: Vec<Type> = inits.iter().map(|&v| rw.arena.value_type(v)).collect();
    let mut all = lbs;
    all.extend(ubs);
    all.extend(steps);
    all.extend(inits);
    let (props, loc) = (segment_props(rw.ctx, sizes), rw.arena.op_loc(op));
    create_with_regions(rw, "scf.parallel", all, types, 1, props, None, loc)
}

/// Moves the ops of `block` but its terminator before `op`; returns the
/// terminator.
fn hoist_body(rw: Rw<'_, '_>, block: BlockId, op: OpId) -> Option<OpId> {
    let term = terminator(rw.arena, block)?;
    while let Some(first) = rw.arena.first_op(block) {
        if first == term {
            break;
        }
        rw.move_op_before(first, op);
    }
    Some(term)
}

/// Inlines a loop whose every dimension runs once: the body, then each
/// reduction combining the init with the reduced value.
fn inline_single_iteration(rw: Rw<'_, '_>, op: OpId, l: &Loop) -> bool {
    for (i, &lb) in l.lbs.iter().enumerate() {
        let arg = rw.arena.arg(l.body, i);
        rw.replace_all_uses_with(arg, lb);
    }
    let Some(reduce) = hoist_body(rw, l.body, op) else {
        return false;
    };
    let mut results = Vec::with_capacity(l.inits.len());
    for (r, &init) in l.inits.iter().enumerate() {
        let Some(&region) = rw.arena.regions(reduce).get(r) else {
            return false;
        };
        let &[rb] = rw.arena.region_blocks(region) else {
            return false;
        };
        if rw.arena.num_args(rb) != 2 {
            return false;
        }
        let (a0, a1, v) = (rw.arena.arg(rb, 0), rw.arena.arg(rb, 1), rw.arena.operand(reduce, r));
        rw.replace_all_uses_with(a0, init);
        rw.replace_all_uses_with(a1, v);
        let Some(ret) = hoist_body(rw, rb, op) else {
            return false;
        };
        let Some(res) = rw.arena.operands(ret).next() else {
            return false;
        };
        results.push(res);
    }
    rw.replace_op(op, &results);
    true
}

/// `ParallelOpSingleOrZeroIterationDimsFolder`.
fn single_or_zero_iteration_dims(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(l) = parts(rw, op) else { return false };
    let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    let mut collapsed = Vec::new();
    for i in 0..l.lbs.len() {
        let (lb, ub, step) = (l.lbs[i], l.ubs[i], l.steps[i]);
        match constant_trip_count(rw, Bound::Value(lb), Bound::Value(ub), Bound::Value(step)) {
            Some(0) => {
                rw.replace_op(op, &l.inits);
                return true;
            }
            Some(1) => collapsed.push(i),
            _ => {
                nl.push(lb);
                nu.push(ub);
                ns.push(step);
            }
        }
    }
    if collapsed.is_empty() {
        return false;
    }
    if nl.is_empty() {
        return inline_single_iteration(rw, op, &l);
    }
    let new = new_parallel(rw, op, nl, nu, ns, l.inits.clone());
    for &i in collapsed.iter().rev() {
        let arg = rw.arena.arg(l.body, i);
        rw.replace_all_uses_with(arg, l.lbs[i]);
        rw.arena.erase_block_arg(l.body, i);
    }
    let Some(&region) = rw.arena.regions(new).first() else {
        return false;
    };
    rw.arena.detach_block(l.body);
    rw.arena.append_block(region, l.body);
    let results: Vec<Value> = (0..rw.arena.num_results(new))
        .map(|i| rw.arena.result(new, i))
        .collect();
    rw.replace_op(op, &results);
    true
}

/// `MergeNestedParallelLoops`.
fn merge_nested_parallel_loops(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(outer) = parts(rw, op) else { return false };
    let Some(inner_op) = rw.arena.first_op(outer.body) else {
        return false;
    };
    if rw.arena.block_ops(outer.body).count() != 2 || !named(rw, inner_op, "scf.parallel") {
        return false;
    }
    let Some(inner) = parts(rw, inner_op) else { return false };
    let bounds: Vec<Value> = operands(rw.arena, inner_op);
    let n = outer.lbs.len();
    if (0..n).any(|i| bounds[..3 * inner.lbs.len()].contains(&rw.arena.arg(outer.body, i))) {
        return false;
    }
    if !outer.inits.is_empty() || !inner.inits.is_empty() {
        return false;
    }
    let cat = |x: &[Value], y: &[Value]| [x, y].concat();
    let new = new_parallel(
        rw,
        op,
        cat(&outer.lbs, &inner.lbs),
        cat(&outer.ubs, &inner.ubs),
        cat(&outer.steps, &inner.steps),
        Vec::new(),
    );
    let (loc, index) = (rw.arena.op_loc(op), rw.ctx.index_type());
    let Some(&region) = rw.arena.regions(new).first() else {
        return false;
    };
    let m = inner.lbs.len();
    let block = crate::scf::folds::create_block(rw, region, &vec![(index, loc); n + m]);
    for (src, off, count) in [(outer.body, 0, n), (inner.body, n, m)] {
        for i in 0..count {
            let (from, to) = (rw.arena.arg(src, i), rw.arena.arg(block, off + i));
            rw.replace_all_uses_with(from, to);
        }
    }
    let Some(inner_term) = terminator(rw.arena, inner.body) else {
        return false;
    };
    while let Some(first) = rw.arena.first_op(inner.body) {
        if first == inner_term {
            break;
        }
        rw.move_op_to_end(first, block);
    }
    rw.set_insertion_point_to_end(block);
    create_terminator(rw, "scf.reduce", Vec::new(), loc);
    rw.replace_op(op, &[]);
    true
}

/// Registers the patterns.
pub(crate) fn register(ctx: &Context) {
    use crate::scf::folds::add;
    ctx.registry().add_canonicalization("scf.parallel", |_, s| {
        add(
            s,
            "ParallelOpSingleOrZeroIterationDimsFolder",
            "scf.parallel",
            single_or_zero_iteration_dims,
        );
        add(
            s,
            "MergeNestedParallelLoops",
            "scf.parallel",
            merge_nested_parallel_loops,
        );
    });
}
