//! `weight-reorder` (F32, BM1684X): weights are retyped in place to the layouts the
//! chip reads (the element order does not change, so neither does the data):
//! convolution filters `[oc, ic, kh, kw]` become `[1, oc, ic/groups, kh·kw]` and their
//! biases `[1, oc, 1, 1]`; matmul biases `[N]` become `[1, 1, 1, N]` (`[1, N, 1, 1]`
//! with a transposed input). Every weight then gets `path = "<user op>.<role>"`, the
//! role being `weight` (operand 1) or `bias` (operand 2) of convolutions and matmuls,
//! the operand number of other ops. The module becomes `TPU_REORDERED`.

use ir::ods::values::str_attr;
use ir::{Context, Diagnostic, IrArena, OpId, Value};

use super::with_shape;
use crate::top::ops::WeightOp;
use crate::top::to_tpu::set_attrs;
use crate::tpu::ops::{Conv2DOp, MatMulOp};

fn shape(ctx: &Context, arena: &IrArena, v: Value) -> Option<Vec<i64>> {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// Retypes the weight `v` (if it is one) to `new_shape`.
fn retype_weight(ctx: &Context, arena: &mut IrArena, v: Value, new_shape: &[i64]) {
    let Some(weight) = arena
        .defining_op(v)
        .filter(|&d| WeightOp::cast(ctx, arena, d).is_some())
    else {
        return;
    };
    if let Some(ty) = with_shape(ctx, arena.value_type(v), new_shape) {
        arena.set_result_type(weight, 0, ty);
    }
}

/// Runs the pass on `module`.
pub fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    let ops = arena.walk_preorder(module);
    for &op in &ops {
        if let Some(conv) = Conv2DOp::cast(ctx, arena, op) {
            if conv.strides(ctx, arena).is_some_and(|s| s.iter().any(|&x| x > 15)) {
                return Err(Diagnostic::error(
                    ir::DiagLoc::Attr(arena.op_loc(op)),
                    "weight-reorder: convolutions with strides above 15 are not supported yet",
                ));
            }
            let groups = conv.group(ctx, arena).unwrap_or(1).max(1);
            let filter = conv.filter(ctx, arena);
            if let Some(&[oc, ic, kh, kw]) = shape(ctx, arena, filter).as_deref() {
                retype_weight(ctx, arena, filter, &[1, oc, ic / groups, kh * kw]);
                let bias = conv.bias(ctx, arena);
                if shape(ctx, arena, bias).is_some_and(|s| s.len() == 1) {
                    retype_weight(ctx, arena, bias, &[1, oc, 1, 1]);
                }
            }
        } else if let Some(mm) = MatMulOp::cast(ctx, arena, op) {
            let bias = mm.bias(ctx, arena);
            if let Some(&[n]) = shape(ctx, arena, bias).as_deref() {
                let transposed = mm.left_transpose(ctx, arena).unwrap_or(false);
                let new_shape = if transposed { [1, n, 1, 1] } else { [1, 1, 1, n] };
                retype_weight(ctx, arena, bias, &new_shape);
            }
        }
    }
    for &op in &ops {
        if WeightOp::cast(ctx, arena, op).is_none() {
            continue;
        }
        let Some(u) = arena.uses(arena.result(op, 0)).next() else {
            continue;
        };
        let user = ctx.op_info(arena.op_name(u.op)).name().to_string();
        let conv_or_mm = Conv2DOp::cast(ctx, arena, u.op).is_some() || MatMulOp::cast(ctx, arena, u.op).is_some();
        let role = match (conv_or_mm, u.operand) {
            (true, 1) => "weight".to_string(),
            (true, 2) => "bias".to_string(),
            (_, n) => n.to_string(),
        };
        set_attrs(ctx, arena, op, &[("path", str_attr(ctx, &format!("{user}.{role}")))]);
    }
    set_attrs(ctx, arena, module, &[("module.state", str_attr(ctx, "TPU_REORDERED"))]);
    Ok(())
}
