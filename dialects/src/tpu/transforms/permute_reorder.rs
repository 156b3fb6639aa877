//! TPU-MLIR's `PermuteReorderPattern` (`processor-tpu-optimize`), the unary case: a
//! `tpu.Permute` of order `[0, 2, 1, 3]` with one use, whose user is a unary op
//! (`tpu.Cast`, `tpu.Relu` or `tpu.Active`: the ones of TPU-MLIR's list rods has) with
//! one result used once, moves after that op. The unary op then reads the permute's
//! input (its result takes the input's shape, its location `<op>_<permute>`), and the
//! permute reads the unary op's result (its element type, its location
//! `<permute>_<op>`) and replaces it for its users. Applied until nothing changes, so a
//! permute moves past a run of unary ops. Not done (rods has no such chains yet): two
//! permutes of that order in a row, and the binary case (an add, sub or mul of two such
//! permutes).

use ir::{Context, Diagnostic, IrArena, OpId, Type};

use crate::common::loc_name;
use crate::common::shape::ranked_with_shape;
use crate::tpu::ops::{ActiveOp, CastOp, PermuteOp, ReluOp};

/// The order the pattern moves.
const SWAP_HW: [i64; 4] = [0, 2, 1, 3];

/// Moves every such permute in `module` past the unary ops after it.
pub(crate) fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    loop {
        let mut changed = false;
        for op in arena.walk_preorder(module) {
            if !arena.is_erased(op) {
                changed |= move_past_unary(ctx, arena, op);
            }
        }
        if !changed {
            return Ok(());
        }
    }
}

fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        ir::TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// The single user of `op`'s single result, if `op`'s results have exactly one use.
fn only_user(arena: &IrArena, op: OpId) -> Option<OpId> {
    let uses: Vec<ir::Use> = (0..arena.num_results(op))
        .flat_map(|i| arena.uses(arena.result(op, i)))
        .collect();
    match uses.as_slice() {
        [u] => Some(u.op),
        _ => None,
    }
}

/// The pattern on `op`, if it is such a permute; whether it changed the IR.
fn move_past_unary(ctx: &Context, arena: &mut IrArena, op: OpId) -> bool {
    let Some(permute) = PermuteOp::cast(ctx, arena, op) else {
        return false;
    };
    if permute.order(ctx, arena).as_deref() != Some(&SWAP_HW[..]) {
        return false;
    }
    let Some(next) = only_user(arena, op) else {
        return false;
    };
    let unary = CastOp::cast(ctx, arena, next).is_some()
        || ReluOp::cast(ctx, arena, next).is_some()
        || ActiveOp::cast(ctx, arena, next).is_some();
    if !unary || arena.num_results(next) != 1 || only_user(arena, next).is_none() {
        return false;
    }
    let first_operand = arena.operands(next).next();
    if first_operand != Some(arena.result(op, 0)) || arena.operands(next).count() != 1 {
        return false;
    }
    let input = permute.input(ctx, arena);
    let (next_out, out) = (arena.result(next, 0), arena.result(op, 0));
    let (Some(in_shape), Some(out_shape)) = (
        shape_of(ctx, arena.value_type(input)),
        shape_of(ctx, arena.value_type(out)),
    ) else {
        return false;
    };
    let next_ty = arena.value_type(next_out);
    let (Some(unary_ty), Some(permute_ty)) = (
        ranked_with_shape(ctx, next_ty, &in_shape),
        ranked_with_shape(ctx, next_ty, &out_shape),
    ) else {
        return false;
    };
    let name = |o: OpId| loc_name(ctx, arena.op_loc(o)).unwrap_or_default();
    let (permute_name, next_name) = (name(op), name(next));
    // input -> unary
    arena.set_operand(ir::Use { op: next, operand: 0 }, input);
    arena.set_result_type(next, 0, unary_ty);
    arena.set_op_loc(
        next,
        ctx.name_loc(format!("{next_name}_{permute_name}").as_bytes(), None),
    );
    // unary -> permute -> the unary op's users
    arena.replace_all_uses(next_out, out);
    arena.set_operand(ir::Use { op, operand: 0 }, next_out);
    arena.set_result_type(op, 0, permute_ty);
    arena.move_op_before(next, op);
    arena.set_op_loc(op, ctx.name_loc(format!("{permute_name}_{next_name}").as_bytes(), None));
    true
}
