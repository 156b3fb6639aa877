//! Canonicalization patterns of the top ops, as TPU-MLIR's `--canonicalize` applies
//! them to a top model: a `top.Relu` whose input comes from an op that can apply a relu
//! itself (TPU-MLIR's `SupportFuseRelu` ops: Conv, MatMul, Add, Sub, Mul, Concat, the
//! pools), and that has no other user, is fused into it (the op takes the relu's
//! location, its name); an unused `top.None` is erased.

use ir::ods::access::set_inherent;
use ir::ods::values::{bool_attr, float_attr};
use ir::rewrite::pattern::{FnPattern, PatternSet};
use ir::rewrite::rewriter::PatternRewriter;
use ir::{Context, OpId};

use super::ops::{AddOp, AvgPoolOp, ConcatOp, ConvOp, MatMulOp, MaxPoolOp, MulOp, NoneOp, ReluOp, SubOp};

/// Registers the patterns with `ctx`.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.add_canonicalization("top.Relu", |_, s: &mut PatternSet| {
        s.add(FnPattern {
            name: "TopFuseRelu",
            root: Some("top.Relu"),
            benefit: 1,
            apply: fuse_relu,
        })
    });
    reg.add_canonicalization("top.None", |_, s: &mut PatternSet| {
        s.add(FnPattern {
            name: "TopEraseUnusedNone",
            root: Some("top.None"),
            benefit: 1,
            apply: erase_unused_none,
        })
    });
}

/// Whether `op` is a top op that applies a relu to its result itself.
fn supports_fused_relu(ctx: &Context, arena: &ir::IrArena, op: OpId) -> bool {
    ConvOp::cast(ctx, arena, op).is_some()
        || MatMulOp::cast(ctx, arena, op).is_some()
        || AddOp::cast(ctx, arena, op).is_some()
        || SubOp::cast(ctx, arena, op).is_some()
        || MulOp::cast(ctx, arena, op).is_some()
        || ConcatOp::cast(ctx, arena, op).is_some()
        || MaxPoolOp::cast(ctx, arena, op).is_some()
        || AvgPoolOp::cast(ctx, arena, op).is_some()
}

fn fuse_relu(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(relu) = ReluOp::cast(ctx, rw.arena, op) else {
        return false;
    };
    let input = relu.input(ctx, rw.arena);
    let Some(former) = rw.arena.defining_op(input) else {
        return false;
    };
    if !supports_fused_relu(ctx, rw.arena, former) || rw.arena.uses(input).count() != 1 {
        return false;
    }
    let attrs = ir::ods::access::dict_get(ctx, rw.arena.attrs(former), "do_relu");
    if attrs.is_some_and(|a| ir::ods::values::as_bool(ctx, a) == Some(true)) {
        return false;
    }
    let limit = relu.relu_limit(ctx, rw.arena).unwrap_or(-1.0);
    let Ok(limit) = float_attr(ctx, limit, "f64") else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    rw.modify_in_place(former, |arena| {
        set_inherent(ctx, arena, former, "do_relu", Some(bool_attr(ctx, true)));
        set_inherent(ctx, arena, former, "relu_limit", Some(limit));
        arena.set_op_loc(former, loc);
    });
    rw.replace_op(op, &[input]);
    true
}

fn erase_unused_none(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if NoneOp::cast(rw.ctx, rw.arena, op).is_none() || !rw.arena.use_empty(rw.arena.result(op, 0)) {
        return false;
    }
    rw.erase_op(op);
    true
}
