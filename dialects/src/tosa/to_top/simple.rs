//! The tosa ops that map to one top op on the same operands, in any layout: reshape,
//! matmul, the elementwise ops (add, sub, mul, clamp, sigmoid), transpose and concat.

use ir::ods::access::inherent;
use ir::ods::values::{as_dense, as_float, as_int, float_attr, int_array, int_attr};
use ir::{BlockId, Context, Diagnostic, IrArena, OpId};

use super::{none_value, op_err, replace_with, shape_of};
use crate::top::ops as top;

/// Converts `op` when it is one of this module's ops; `Ok(false)` when it is not.
pub(super) fn convert(ctx: &Context, arena: &mut IrArena, op: OpId, block: BlockId) -> Result<bool, Diagnostic> {
    let name = ctx.op_info(arena.op_name(op)).name();
    let operand = |i: usize| arena.operand(op, i);
    match name {
        "tosa.reshape" => {
            let out = arena.result(op, 0);
            let shape = shape_of(ctx, arena, op, out)?;
            let shape = int_array(ctx, &shape, "i64").map_err(|e| op_err(ctx, arena, op, e.0))?;
            let input = operand(0);
            replace_with(ctx, arena, op, top::ReshapeOp::schema(), &[input], &[("shape", shape)])?;
        }
        "tosa.matmul" => {
            let (a, b) = (operand(0), operand(1));
            let none = none_value(ctx, arena, block)?;
            replace_with(ctx, arena, op, top::MatMulOp::schema(), &[a, b, none], &[])?;
        }
        "tosa.add" | "tosa.sub" => {
            let (a, b) = (operand(0), operand(1));
            let schema = if name == "tosa.add" {
                top::AddOp::schema()
            } else {
                top::SubOp::schema()
            };
            replace_with(ctx, arena, op, schema, &[a, b], &[])?;
        }
        "tosa.mul" => {
            let (a, b) = (operand(0), operand(1));
            replace_with(ctx, arena, op, top::MulOp::schema(), &[a, b], &[])?;
        }
        "tosa.sigmoid" => {
            let input = operand(0);
            replace_with(ctx, arena, op, top::SigmoidOp::schema(), &[input], &[])?;
        }
        "tosa.clamp" => clamp(ctx, arena, op)?,
        "tosa.transpose" => {
            let perms = inherent(ctx, arena, op, "perms")
                .and_then(|a| as_dense(ctx, a))
                .ok_or_else(|| op_err(ctx, arena, op, "has no perms"))?;
            let order = int_array(ctx, &perms, "i64").map_err(|e| op_err(ctx, arena, op, e.0))?;
            let input = operand(0);
            replace_with(ctx, arena, op, top::PermuteOp::schema(), &[input], &[("order", order)])?;
        }
        "tosa.concat" => {
            let axis = inherent(ctx, arena, op, "axis")
                .and_then(|a| as_int(ctx, a))
                .ok_or_else(|| op_err(ctx, arena, op, "has no axis"))?;
            let axis = int_attr(ctx, axis, "si32").map_err(|e| op_err(ctx, arena, op, e.0))?;
            let inputs: Vec<_> = arena.operands(op).collect();
            replace_with(ctx, arena, op, top::ConcatOp::schema(), &inputs, &[("axis", axis)])?;
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// `tosa.clamp`: `top.Relu` when it clamps below at 0 only, else `top.Clip`.
fn clamp(ctx: &Context, arena: &mut IrArena, op: OpId) -> Result<(), Diagnostic> {
    let bound = |name: &str| inherent(ctx, arena, op, name).and_then(|a| as_float(ctx, a));
    let (Some(lo), Some(hi)) = (bound("min_val"), bound("max_val")) else {
        return Err(op_err(ctx, arena, op, "has no float min_val and max_val"));
    };
    let input = arena.operand(op, 0);
    if lo == 0.0 && hi >= f64::from(f32::MAX) {
        return replace_with(ctx, arena, op, top::ReluOp::schema(), &[input], &[]);
    }
    let min = float_attr(ctx, lo, "f64").map_err(|e| op_err(ctx, arena, op, e.0))?;
    let max = float_attr(ctx, hi, "f64").map_err(|e| op_err(ctx, arena, op, e.0))?;
    replace_with(
        ctx,
        arena,
        op,
        top::ClipOp::schema(),
        &[input],
        &[("min", min), ("max", max)],
    )
}
