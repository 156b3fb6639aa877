//! TOSA's shape inference of its control flow (`TosaOps.cpp`): the results
//! of `tosa.cond_if` and `tosa.while_loop` are the `meet` of what their
//! `tosa.yield`s give (both branches of a `cond_if`, the body of a
//! `while_loop`); shapes only, no element type.

use super::super::value_knowledge::ValueKnowledge;
use super::super::*;
use super::infer_components;
use ir::ods::infer::InferInputs;
use ir::ods::infer_shaped::ComponentsResult;

/// The `tosa.yield` terminators of the blocks of `regions`.
fn yields(ctx: &Context, arena: &IrArena, regions: &[RegionId]) -> Vec<OpId> {
    regions
        .iter()
        .flat_map(|&r| arena.region_blocks(r).iter())
        .filter_map(|&b| arena.last_op(b))
        .filter(|&op| ctx.op_info(arena.op_name(op)).name() == "tosa.yield")
        .collect()
}

/// The `meet` of the operand types of `yields`, operand by operand (a
/// failed meet keeps what was known); a failure when there is no yield or
/// two yield different numbers of values.
fn meet_of_yields(ctx: &Context, arena: &IrArena, yields: &[OpId]) -> ComponentsResult {
    let (&first, rest) = yields.split_first().ok_or(None)?;
    let knowledge = |v: Value| ValueKnowledge::of_type(ctx, arena.value_type(v));
    let mut known: Vec<ValueKnowledge> = arena.operands(first).map(knowledge).collect();
    for &y in std::iter::once(&first).chain(rest) {
        if arena.num_operands(y) != known.len() {
            return Err(None);
        }
        for (slot, v) in known.iter_mut().zip(arena.operands(y)) {
            if let Some(meet) = slot.meet(&knowledge(v)) {
                *slot = meet;
            }
        }
    }
    Ok(known.iter().map(ValueKnowledge::components).collect())
}

infer_components! {
    /// `IfOp::inferReturnTypeComponents`: the meet of both branches' yields.
    IfOp, |ctx, inputs| {
        meet_of_yields(ctx, inputs.arena, &yields(ctx, inputs.arena, inputs.regions))
    }
}

infer_components! {
    /// `WhileOp::inferReturnTypeComponents`: the meet of the body's yields.
    WhileOp, |ctx, inputs| {
        let body = inputs.regions.get(1..2).unwrap_or(&[]);
        meet_of_yields(ctx, inputs.arena, &yields(ctx, inputs.arena, body))
    }
}
