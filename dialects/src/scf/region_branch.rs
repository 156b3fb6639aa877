//! `RegionBranchOpInterface` and `LoopLikeOpInterface` verification
//! (`detail::verifyRegionBranchOpInterface`,
//! `detail::verifyLoopLikeOpInterface`), shared by the scf and affine ops.

use crate::common::op_checks::expect_equal;
use crate::func::op_error;
use crate::scf::{first_block_terminator, name_of, region_args};
use ir::interfaces::{
    LoopLikeOpInterface, LoopLikeOpInterfaceRef, RegionBranchOpInterfaceRef, RegionBranchTerminatorOpInterfaceRef,
};
use ir::region_branch::{operands_at, RegionBranchPoint, RegionSuccessor};
use ir::text::printer::type_to_string;
use ir::{Context, Diagnostic, IrArena, OpId, Value};

/// `detail::verifyRegionBranchOpInterface`: along every control-flow edge of a
/// `RegionBranchOpInterface` op (from the op or from a
/// `RegionBranchTerminatorOpInterface` terminator of one of its regions), the
/// operands passed match the successor's inputs.
pub(crate) fn verify_region_branch(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, arena, op) else {
        return Ok(());
    };
    let mut points: Vec<(RegionBranchPoint, Option<RegionBranchTerminatorOpInterfaceRef>)> =
        vec![(RegionBranchPoint::Parent, None)];
    for (i, &r) in arena.regions(op).iter().enumerate() {
        for &b in arena.region_blocks(r) {
            let terminator = arena
                .last_op(b)
                .and_then(|t| RegionBranchTerminatorOpInterfaceRef::get(ctx, arena, t));
            if let Some(t) = terminator {
                points.push((RegionBranchPoint::Region(i), Some(t)));
            }
        }
    }
    for (point, terminator) in points {
        for succ in branch.successor_regions(ctx, arena, point) {
            let operands = match terminator {
                None => operands_at(arena, op, branch.entry_successor_operands(ctx, arena, succ)),
                Some(t) => operands_at(arena, t.op(), t.successor_operands(ctx, arena, succ)),
            };
            let inputs = branch.successor_inputs(ctx, arena, succ);
            let edge = |detail: String| {
                let (from, at) = match terminator {
                    None => ("parent".to_string(), arena.op_loc(op)),
                    Some(t) => (
                        format!("Operation {}", name_of(ctx, arena, t.op())),
                        arena.op_loc(t.op()),
                    ),
                };
                let to = match succ {
                    RegionSuccessor::Region(i) => format!("Region #{i}"),
                    RegionSuccessor::Parent => "parent".to_string(),
                };
                op_error(
                    ctx,
                    arena,
                    op,
                    format!("along control flow edge from {from} to {to}: {detail}"),
                )
                .with_note(ir::DiagLoc::Attr(at), "region branch point")
            };
            if operands.len() != inputs.len() {
                return Err(edge(format!(
                    "region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    inputs.len()
                )));
            }
            for (i, (&o, &v)) in operands.iter().zip(&inputs).enumerate() {
                let (ot, it) = (arena.value_type(o), arena.value_type(v));
                if ot != it {
                    return Err(edge(format!(
                        "successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        type_to_string(ctx, ot),
                        type_to_string(ctx, it)
                    )));
                }
            }
        }
    }
    Ok(())
}

/// `successor_inputs` of a loop whose body carries its iter_args (`scf.for`,
/// `affine.for`): the body receives its region iter_args (not the induction
/// variable), the parent its results.
pub(crate) fn loop_successor_inputs(
    ctx: &Context,
    arena: &IrArena,
    loop_op: impl LoopLikeOpInterface,
    successor: RegionSuccessor,
) -> Vec<Value> {
    match successor {
        RegionSuccessor::Region(_) => loop_op.region_iter_args(ctx, arena),
        RegionSuccessor::Parent => results_of(arena, ir::ods::TypedOp::op_id(loop_op)),
    }
}

/// The results of `op`.
pub(crate) fn results_of(arena: &IrArena, op: OpId) -> Vec<Value> {
    (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect()
}

/// The arguments of the entry block of region `index` of `op`.
pub(crate) fn region_args_of(arena: &IrArena, op: OpId, index: usize) -> Vec<Value> {
    arena
        .regions(op)
        .get(index)
        .map(|&r| region_args(arena, r))
        .unwrap_or_default()
}

/// What `verifyLoopLikeOpInterface` reads of a loop.
struct LoopValues {
    /// `getInits`.
    inits: Vec<Value>,
    /// `getRegionIterArgs`.
    iter_args: Vec<Value>,
    /// `getYieldedValues` (empty when the loop yields nothing).
    yielded: Vec<Value>,
    /// `getLoopResults`.
    results: Option<Vec<Value>>,
}

/// `detail::verifyLoopLikeOpInterface`: a `LoopLikeOpInterface` op's inits,
/// region iter_args, yielded values and results agree in number and type.
pub(crate) fn verify_loop_like(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
    let Some(loop_like) = LoopLikeOpInterfaceRef::get(ctx, arena, op) else {
        return Ok(());
    };
    let l = LoopValues {
        inits: loop_like.inits(ctx, arena),
        iter_args: loop_like.region_iter_args(ctx, arena),
        yielded: loop_like.yielded_values(ctx, arena),
        results: loop_like.loop_results(ctx, arena),
    };
    let n = l.iter_args.len();
    expect_equal(ctx, arena, op, l.inits.len(), n, |actual, _| {
        format!("different number of inits and region iter_args: {actual} != {n}")
    })?;
    if !l.yielded.is_empty() && l.yielded.len() != n {
        return Err(op_error(
            ctx,
            arena,
            op,
            format!(
                "different number of region iter_args and yielded values: {n} != {}",
                l.yielded.len()
            ),
        ));
    }
    if let Some(results) = &l.results {
        expect_equal(ctx, arena, op, results.len(), n, |actual, _| {
            format!("different number of loop results and region iter_args: {actual} != {n}")
        })?;
    }
    let ty = |v: Value| type_to_string(ctx, arena.value_type(v));
    let pairs: [(&[Value], &[Value], &str, &str); 3] = [
        (&l.inits, &l.iter_args, "init", "region iter_arg"),
        (&l.iter_args, &l.yielded, "region iter_arg", "yielded value"),
        (
            &l.iter_args,
            l.results.as_deref().unwrap_or(&[]),
            "region iter_arg",
            "loop result",
        ),
    ];
    for (a, b, what_a, what_b) in pairs {
        for (i, (&x, &y)) in a.iter().zip(b).enumerate() {
            if arena.value_type(x) != arena.value_type(y) {
                return Err(op_error(
                    ctx,
                    arena,
                    op,
                    format!(
                        "{i}-th {what_a} and {i}-th {what_b} have different type: '{}' != '{}'",
                        ty(x),
                        ty(y)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The operands of the terminator of the first block of region `index`
/// of `op`, when that terminator is `name`.
pub(crate) fn yielded_values(ctx: &Context, arena: &IrArena, op: OpId, index: usize, name: &str) -> Vec<Value> {
    arena
        .regions(op)
        .get(index)
        .and_then(|&r| first_block_terminator(arena, r))
        .filter(|&t| name_of(ctx, arena, t) == name)
        .map(|t| arena.operands(t).collect())
        .unwrap_or_default()
}

/// The successor inputs of a parallel loop (`scf.forall`, `scf.parallel`):
/// its body takes no values along the edge (upstream's body successor has no
/// inputs: the op sets its induction variables and shared outputs), its
/// results come back to the parent.
pub(crate) fn parallel_loop_successor_inputs(arena: &IrArena, op: OpId, successor: RegionSuccessor) -> Vec<Value> {
    match successor {
        RegionSuccessor::Region(_) => Vec::new(),
        RegionSuccessor::Parent => (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect(),
    }
}
