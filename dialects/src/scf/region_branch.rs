//! What the scf and affine ops' `RegionBranchOpInterface` and
//! `LoopLikeOpInterface` implementations share: the successor inputs of loops,
//! region arguments and yielded values. (The interfaces' verifiers are
//! `ir::region_branch::verify` and `ir::loop_like`.)

use crate::scf::{first_block_terminator, name_of, region_args};
use ir::interfaces::LoopLikeOpInterface;
use ir::region_branch::RegionSuccessor;
use ir::{Context, IrArena, OpId, Value};

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
/// none. Its body takes no values along the edge (the op sets its induction
/// variables and shared outputs), and neither do its results (upstream's
/// parent successor has no inputs: nothing passes the results along an edge,
/// `scf.forall.in_parallel` and `scf.reduce` forward no operand; the
/// region-branch verifier holds them to that).
pub(crate) fn parallel_loop_successor_inputs(_: RegionSuccessor) -> Vec<Value> {
    Vec::new()
}
