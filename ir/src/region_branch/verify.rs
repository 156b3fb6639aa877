//! `RegionBranchOpInterface`'s verifier (`detail::verifyRegionBranchOpInterface`,
//! upstream's `ControlFlowInterfaces.cpp`): along every control-flow edge, the
//! values passed are as many as, and of the types of, the successor's inputs.

use super::{operands_at, RegionBranchPoint, RegionSuccessor};
use crate::diag::{DiagLoc, Diagnostic};
use crate::interfaces::{RegionBranchOpInterfaceRef, RegionBranchTerminatorOpInterfaceRef};
use crate::text::printer::type_to_string;
use crate::{Context, IrArena, OpId};

/// The interface's `verify` (with regions): for the op itself (entering its
/// regions) and for every `RegionBranchTerminatorOpInterface` terminator of a
/// block of its regions, in order, each successor the interface gives receives
/// as many values as it has inputs, of the same types (upstream's default
/// `areTypesCompatible`). The first broken edge is the error, on the op, with a
/// `region branch point` note at the op or terminator passing the values.
pub fn verify_region_branch_op(ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Diagnostic> {
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
            let edge = |detail: String| edge_error(ctx, arena, op, terminator.map(|t| t.op()), succ, detail);
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

/// `along control flow edge from <point> to <successor>: <detail>` on `op`,
/// with the note at the branch point (`terminator`, or the op itself).
fn edge_error(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    terminator: Option<OpId>,
    succ: RegionSuccessor,
    detail: String,
) -> Diagnostic {
    let (from, at) = match terminator {
        None => ("parent".to_string(), arena.op_loc(op)),
        Some(t) => (
            format!("Operation {}", ctx.op_info(arena.op_name(t)).name()),
            arena.op_loc(t),
        ),
    };
    let to = match succ {
        RegionSuccessor::Region(i) => format!("Region #{i}"),
        RegionSuccessor::Parent => "parent".to_string(),
    };
    crate::ods::verify::op_error(
        ctx,
        arena,
        op,
        format!("along control flow edge from {from} to {to}: {detail}"),
    )
    .with_note(DiagLoc::Attr(at), "region branch point")
}
