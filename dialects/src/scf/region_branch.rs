//! `RegionBranchOpInterface` and `LoopLikeOpInterface` verification
//! (`detail::verifyRegionBranchOpInterface`,
//! `detail::verifyLoopLikeOpInterface`), shared by the scf and affine ops.

use crate::func::op_error;
use crate::scf::{first_block_terminator, name_of, region_args};
use ir::text::printer::type_to_string;
use ir::{Context, Diagnostic, IrArena, OpId, Value};

/// A successor of a region branch point (`RegionSuccessor`): a region of
/// the op, by number, or the op itself (its results).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Successor {
    /// The region with this number.
    Region(usize),
    /// The parent op's results.
    Parent,
}

/// What `verifyRegionBranchOpInterface` asks a region branch op.
pub(super) struct RegionBranch<'f> {
    /// `getSuccessorRegions`: from the parent (`None`) or from a terminator
    /// of the region with the given number.
    pub successors: &'f dyn Fn(Option<usize>) -> Vec<Successor>,
    /// `getEntrySuccessorOperands`: what the parent passes to a successor.
    pub entry_operands: &'f dyn Fn(Successor) -> Vec<Value>,
    /// `getSuccessorInputs`: the values a successor receives.
    pub inputs: &'f dyn Fn(Successor) -> Vec<Value>,
}

/// `RegionBranchTerminatorOpInterface::getSuccessorOperands` of `op`, or
/// `None` when `op` is no region branch terminator (`ReturnLike` ops pass
/// all their operands).
fn region_terminator_operands(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<Value>> {
    const RETURN_LIKE: &[&str] = &[
        "scf.yield",
        "affine.yield",
        "func.return",
        "tensor.yield",
        "linalg.yield",
        "memref.alloca_scope.return",
        "bufferization.yield",
    ];
    let name = name_of(ctx, arena, op);
    match name {
        "scf.condition" => Some(arena.operands(op).skip(1).collect()),
        "scf.reduce" => Some(Vec::new()),
        _ if RETURN_LIKE.contains(&name) => Some(arena.operands(op).collect()),
        _ => None,
    }
}

/// `detail::verifyRegionBranchOpInterface`: along every control-flow edge,
/// the operands of the branch point match the successor's inputs.
pub(super) fn verify_region_branch(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    rb: &RegionBranch<'_>,
) -> Result<(), Diagnostic> {
    let mut points: Vec<Option<(usize, OpId)>> = vec![None];
    for (i, &r) in arena.regions(op).iter().enumerate() {
        for &b in arena.region_blocks(r) {
            if let Some(t) = arena.last_op(b) {
                if region_terminator_operands(ctx, arena, t).is_some() {
                    points.push(Some((i, t)));
                }
            }
        }
    }
    for point in points {
        for succ in (rb.successors)(point.map(|(i, _)| i)) {
            let operands = match point {
                None => (rb.entry_operands)(succ),
                Some((_, t)) => region_terminator_operands(ctx, arena, t).unwrap_or_default(),
            };
            let inputs = (rb.inputs)(succ);
            let edge = |detail: String| {
                let (from, at) = match point {
                    None => ("parent".to_string(), arena.op_loc(op)),
                    Some((_, t)) => (format!("Operation {}", name_of(ctx, arena, t)), arena.op_loc(t)),
                };
                let to = match succ {
                    Successor::Region(i) => format!("Region #{i}"),
                    Successor::Parent => "parent".to_string(),
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

/// The `RegionBranchOpInterface` check of an op whose regions take no
/// arguments and yield its results (`scf.if`, `affine.if`,
/// `scf.execute_region`): the parent enters `from_parent`, each region
/// goes on to the results.
pub(super) fn verify_yielding_regions(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    from_parent: &[Successor],
) -> Result<(), Diagnostic> {
    let rb = RegionBranch {
        successors: &|point| match point {
            None => from_parent.to_vec(),
            Some(_) => vec![Successor::Parent],
        },
        entry_operands: &|_| Vec::new(),
        inputs: &|s| match s {
            Successor::Region(_) => Vec::new(),
            Successor::Parent => results_of(arena, op),
        },
    };
    verify_region_branch(ctx, arena, op, &rb)
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
pub(crate) struct LoopLike {
    /// `getInits`.
    pub inits: Vec<Value>,
    /// `getRegionIterArgs`.
    pub iter_args: Vec<Value>,
    /// `getYieldedValues` (empty when the loop yields nothing).
    pub yielded: Vec<Value>,
    /// `getLoopResults`.
    pub results: Option<Vec<Value>>,
}

/// `detail::verifyLoopLikeOpInterface`.
pub(crate) fn verify_loop_like(ctx: &Context, arena: &IrArena, op: OpId, l: &LoopLike) -> Result<(), Diagnostic> {
    let n = l.iter_args.len();
    if l.inits.len() != n {
        return Err(op_error(
            ctx,
            arena,
            op,
            format!(
                "different number of inits and region iter_args: {} != {n}",
                l.inits.len()
            ),
        ));
    }
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
        if results.len() != n {
            return Err(op_error(
                ctx,
                arena,
                op,
                format!(
                    "different number of loop results and region iter_args: {} != {n}",
                    results.len()
                ),
            ));
        }
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
