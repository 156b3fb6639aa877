//! The floating-point operation count TPU-MLIR records as `module.FLOPs` when it lowers
//! a top model (each op's `getFLOPs`): multiply-adds count two, a bias and a fused relu
//! one per output element; a clip two and a sigmoid four per element.

use ir::{Context, IrArena, OpId};

use super::ops::{AddOp, AvgPoolOp, ClipOp, ConvOp, MatMulOp, MaxPoolOp, MulOp, ReluOp, SigmoidOp, SubOp};

fn elements(ctx: &Context, arena: &IrArena, v: ir::Value) -> i64 {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { shape, .. } => shape.iter().map(|&d| d.max(0)).product(),
        _ => 0,
    }
}

fn has_value(ctx: &Context, arena: &IrArena, v: ir::Value) -> i64 {
    i64::from(!matches!(ctx.type_kind(arena.value_type(v)), ir::TypeKind::None))
}

/// The FLOPs of one top op (0 for ops that compute nothing, or that are not counted yet).
pub fn op_flops(ctx: &Context, arena: &IrArena, op: OpId) -> i64 {
    let relu = |flag: Option<bool>| i64::from(flag.unwrap_or(false));
    if let Some(conv) = ConvOp::cast(ctx, arena, op) {
        let out = elements(ctx, arena, conv.output(ctx, arena));
        let filter = conv.filter(ctx, arena);
        let per_output = match ctx.type_kind(arena.value_type(filter)) {
            ir::TypeKind::RankedTensor { shape, .. } if !shape.is_empty() => shape[1..].iter().product::<i64>(),
            _ => 0,
        };
        let bias = has_value(ctx, arena, conv.bias(ctx, arena));
        return out * (2 * per_output + bias + relu(conv.do_relu(ctx, arena)));
    }
    if let Some(mm) = MatMulOp::cast(ctx, arena, op) {
        let out = elements(ctx, arena, mm.output(ctx, arena));
        let k = match ctx.type_kind(arena.value_type(mm.right(ctx, arena))) {
            ir::TypeKind::RankedTensor { shape, .. } if shape.len() >= 2 => {
                if mm.right_transpose(ctx, arena).unwrap_or(false) {
                    shape[shape.len() - 1]
                } else {
                    shape[shape.len() - 2]
                }
            }
            _ => 0,
        };
        let bias = has_value(ctx, arena, mm.bias(ctx, arena));
        return out * (2 * k + bias + relu(mm.do_relu(ctx, arena)));
    }
    if let Some(add) = AddOp::cast(ctx, arena, op) {
        let n = add.inputs(ctx, arena).len() as i64;
        return elements(ctx, arena, add.output(ctx, arena)) * (n - 1 + relu(add.do_relu(ctx, arena)));
    }
    if let Some(sub) = SubOp::cast(ctx, arena, op) {
        let n = sub.inputs(ctx, arena).len() as i64;
        return elements(ctx, arena, sub.output(ctx, arena)) * (n - 1 + relu(sub.do_relu(ctx, arena)));
    }
    if let Some(mul) = MulOp::cast(ctx, arena, op) {
        let n = mul.inputs(ctx, arena).len() as i64;
        return elements(ctx, arena, mul.output(ctx, arena)) * (n - 1 + relu(mul.do_relu(ctx, arena)));
    }
    if let Some(relu_op) = ReluOp::cast(ctx, arena, op) {
        return elements(ctx, arena, relu_op.output(ctx, arena));
    }
    // Clip: a min and a max per element; Sigmoid: four operations per element.
    if let Some(clip) = ClipOp::cast(ctx, arena, op) {
        return elements(ctx, arena, clip.output(ctx, arena)) * 2;
    }
    if let Some(sigmoid) = SigmoidOp::cast(ctx, arena, op) {
        return elements(ctx, arena, sigmoid.output(ctx, arena)) * 4;
    }
    let window = |kernel: Option<Vec<i64>>| kernel.map_or(0, |k| k.iter().product::<i64>());
    if let Some(pool) = MaxPoolOp::cast(ctx, arena, op) {
        let out = elements(ctx, arena, pool.output(ctx, arena));
        return out * (window(pool.kernel_shape(ctx, arena)) + relu(pool.do_relu(ctx, arena)));
    }
    if let Some(pool) = AvgPoolOp::cast(ctx, arena, op) {
        let out = elements(ctx, arena, pool.output(ctx, arena));
        return out * (window(pool.kernel_shape(ctx, arena)) + relu(pool.do_relu(ctx, arena)));
    }
    0
}
