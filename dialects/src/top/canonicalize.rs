//! Canonicalization patterns of the top ops, as TPU-MLIR's `--canonicalize` applies
//! them to a top model: a `top.Relu` whose input comes from an op that can apply a relu
//! itself (TPU-MLIR's `SupportFuseRelu` ops: Conv, MatMul, Add, Sub, Mul, Concat, the
//! pools), and that has no other user, is fused into it (the op takes the relu's
//! location, its name); an unused `top.None`, `top.Weight` or `top.Reshape` is erased.
//!
//! Beyond TPU-MLIR's, for models imported from other dialects (TOSA writes a linear
//! layer as reshape, batch-1 matmul, reshape, add): a batched matmul whose batch is 1
//! becomes a plain matmul between reshapes, a reshape of a reshape one reshape, a
//! reshape to the same type nothing, and a matmul without bias followed by the addition
//! of a weight with one value per output column a matmul with that bias.
//!
//! The permute patterns (composition, identities, moving permutes past elementwise
//! ops and concats) are in [`permute`].

use ir::ods::access::set_inherent;
use ir::ods::values::{bool_attr, float_attr};
use ir::rewrite::pattern::{FnPattern, PatternSet};
use ir::rewrite::rewriter::PatternRewriter;
use ir::{Context, OpId};

use super::ops::{
    AddOp, AvgPoolOp, ConcatOp, ConvOp, MatMulOp, MaxPoolOp, MulOp, NoneOp, ReluOp, ReshapeOp, SubOp, WeightOp,
};
use ir::ods::{OpBuilder, OpSchema, OpState};
use ir::{Attr, Type, Value};

use crate::common::shape::ranked_with_shape;

pub mod permute;

/// Registers the patterns with `ctx`.
pub fn register(ctx: &Context) {
    permute::register(ctx);
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
            apply: erase_unused,
        })
    });
    reg.add_canonicalization("top.Weight", |_, s: &mut PatternSet| {
        s.add(FnPattern {
            name: "TopEraseUnusedWeight",
            root: Some("top.Weight"),
            benefit: 1,
            apply: erase_unused,
        })
    });
    reg.add_canonicalization("top.Reshape", |_, s: &mut PatternSet| {
        s.add(FnPattern {
            name: "TopEraseUnusedReshape",
            root: Some("top.Reshape"),
            benefit: 2,
            apply: erase_unused,
        });
        s.add(FnPattern {
            name: "TopReshapeChain",
            root: Some("top.Reshape"),
            benefit: 1,
            apply: fold_reshape,
        })
    });
    reg.add_canonicalization("top.MatMul", |_, s: &mut PatternSet| {
        s.add(FnPattern {
            name: "TopMatMulSqueezeBatch",
            root: Some("top.MatMul"),
            benefit: 1,
            apply: squeeze_batch_matmul,
        })
    });
    reg.add_canonicalization("top.Add", |_, s: &mut PatternSet| {
        s.add(FnPattern {
            name: "TopMatMulWithBias",
            root: Some("top.Add"),
            benefit: 1,
            apply: matmul_add_bias,
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

fn erase_unused(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let kind = NoneOp::cast(ctx, arena, op).is_some()
        || WeightOp::cast(ctx, arena, op).is_some()
        || ReshapeOp::cast(ctx, arena, op).is_some();
    if !kind || !arena.use_empty(arena.result(op, 0)) {
        return false;
    }
    rw.erase_op(op);
    true
}

fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        ir::TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// `op` as a `top.MatMul` that transposes nothing and has no head-dim batch
/// (none of `left_transpose`, `right_transpose`, `output_transpose`,
/// `hdim_is_batch` set).
fn plain_matmul(ctx: &Context, arena: &ir::IrArena, op: OpId) -> Option<MatMulOp> {
    let mm = MatMulOp::cast(ctx, arena, op)?;
    let flags = [
        mm.left_transpose(ctx, arena),
        mm.right_transpose(ctx, arena),
        mm.output_transpose(ctx, arena),
        mm.hdim_is_batch(ctx, arena),
    ];
    (!flags.iter().any(|f| f.unwrap_or(false))).then_some(mm)
}

/// The `top.Weight` op that defines `v`, if one does.
fn defining_weight(ctx: &Context, arena: &ir::IrArena, v: Value) -> Option<OpId> {
    arena
        .defining_op(v)
        .filter(|&d| WeightOp::cast(ctx, arena, d).is_some())
}

/// Creates an op of `schema` before `before` through the rewriter.
fn create_before(
    rw: &mut PatternRewriter<'_>,
    before: OpId,
    schema: &'static OpSchema,
    operands: &[Value],
    results: &[Type],
    attrs: &[(&'static str, Attr)],
    loc: Attr,
) -> Option<OpId> {
    let ctx = rw.ctx;
    let mut state = OpState::new();
    state.results(results);
    state.operands(operands);
    for &(k, v) in attrs {
        state.attr(k, Some(v));
    }
    let mut b = OpBuilder::new(ctx, rw.arena).with_loc(loc);
    let new = ir::ods::build::create(&mut b, schema, state).ok()?;
    rw.set_insertion_point_before(before);
    rw.insert(new);
    Some(new)
}

/// A `top.Weight` like `weight` (same name, so the same data) with `shape`.
fn reshaped_weight(rw: &mut PatternRewriter<'_>, weight: OpId, shape: &[i64], before: OpId) -> Option<Value> {
    let ctx = rw.ctx;
    let ty = ranked_with_shape(ctx, rw.arena.value_type(rw.arena.result(weight, 0)), shape)?;
    let loc = rw.arena.op_loc(weight);
    let new = create_before(rw, before, WeightOp::schema(), &[], &[ty], &[], loc)?;
    Some(rw.arena.result(new, 0))
}

fn reshape_to(rw: &mut PatternRewriter<'_>, value: Value, ty: Type, before: OpId, loc: Attr) -> Option<Value> {
    let ctx = rw.ctx;
    let shape = ir::ods::values::int_array(ctx, &shape_of(ctx, ty)?, "i64").ok()?;
    let new = create_before(
        rw,
        before,
        ReshapeOp::schema(),
        &[value],
        &[ty],
        &[("shape", shape)],
        loc,
    )?;
    Some(rw.arena.result(new, 0))
}

/// `reshape(reshape(x))` is `reshape(x)`; a reshape to its input's type is its input.
fn fold_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(r) = ReshapeOp::cast(ctx, rw.arena, op) else {
        return false;
    };
    if r.shape_t(ctx, rw.arena).is_some() {
        return false;
    }
    let input = r.input(ctx, rw.arena);
    if rw.arena.value_type(input) == rw.arena.value_type(r.output(ctx, rw.arena)) {
        rw.replace_op(op, &[input]);
        return true;
    }
    let Some(inner) = rw
        .arena
        .defining_op(input)
        .and_then(|d| ReshapeOp::cast(ctx, rw.arena, d))
    else {
        return false;
    };
    if inner.shape_t(ctx, rw.arena).is_some() {
        return false;
    }
    let source = inner.input(ctx, rw.arena);
    rw.modify_in_place(op, |arena| arena.set_operand(ir::Use { op, operand: 0 }, source));
    true
}

/// `matmul(a: [1, M, K], w: [1, K, N]) -> [1, M, N]` with `w` a weight is
/// `reshape(matmul(reshape(a): [M, K], w': [K, N]) -> [M, N])`.
fn squeeze_batch_matmul(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(mm) = plain_matmul(ctx, rw.arena, op) else {
        return false;
    };
    let (a, w, bias) = (mm.input(ctx, rw.arena), mm.right(ctx, rw.arena), mm.bias(ctx, rw.arena));
    let Some(weight) = defining_weight(ctx, rw.arena, w) else {
        return false;
    };
    let out = mm.output(ctx, rw.arena);
    let (Some(sa), Some(sw), Some(so)) = (
        shape_of(ctx, rw.arena.value_type(a)),
        shape_of(ctx, rw.arena.value_type(w)),
        shape_of(ctx, rw.arena.value_type(out)),
    ) else {
        return false;
    };
    let ([1, m, k], [1, k2, n], [1, m2, n2]) = (&sa[..], &sw[..], &so[..]) else {
        return false;
    };
    if k != k2 || m != m2 || n != n2 {
        return false;
    }
    let (m, k, n) = (*m, *k, *n);
    let loc = rw.arena.op_loc(op);
    let a_ty = rw.arena.value_type(a);
    let out_ty = rw.arena.value_type(out);
    let (Some(a2_ty), Some(o2_ty)) = (
        ranked_with_shape(ctx, a_ty, &[m, k]),
        ranked_with_shape(ctx, out_ty, &[m, n]),
    ) else {
        return false;
    };
    let Some(w2) = reshaped_weight(rw, weight, &[k, n], op) else {
        return false;
    };
    let Some(a2) = reshape_to(rw, a, a2_ty, op, loc) else {
        return false;
    };
    let attrs: Vec<(Attr, Attr)> = rw
        .arena
        .attrs(op)
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    let Some(new) = create_before(rw, op, MatMulOp::schema(), &[a2, w2, bias], &[o2_ty], &[], loc) else {
        return false;
    };
    let dict = ctx.dictionary_attr(attrs);
    rw.modify_in_place(new, |arena| arena.set_attrs(new, Some(dict)));
    let product = rw.arena.result(new, 0);
    let Some(back) = reshape_to(rw, product, out_ty, op, loc) else {
        return false;
    };
    rw.replace_op(op, &[back]);
    true
}

/// `add(matmul(x, w, none), b)` with `b` a weight of N values (N the columns) and the
/// matmul used only there is `matmul(x, w, b': [N])`.
fn matmul_add_bias(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(add) = AddOp::cast(ctx, rw.arena, op) else {
        return false;
    };
    let inputs = add.inputs(ctx, rw.arena);
    let [x, y] = inputs[..] else { return false };
    if add.coeff_attr(ctx, rw.arena).is_some() || add.do_relu(ctx, rw.arena).unwrap_or(false) {
        return false;
    }
    let def = |v: Value| rw.arena.defining_op(v);
    let (product, bias) = match (def(x), def(y)) {
        (Some(p), Some(b))
            if MatMulOp::cast(ctx, rw.arena, p).is_some() && WeightOp::cast(ctx, rw.arena, b).is_some() =>
        {
            (p, b)
        }
        (Some(b), Some(p))
            if MatMulOp::cast(ctx, rw.arena, p).is_some() && WeightOp::cast(ctx, rw.arena, b).is_some() =>
        {
            (p, b)
        }
        _ => return false,
    };
    let Some(mm) = MatMulOp::cast(ctx, rw.arena, product) else {
        return false;
    };
    let old_bias = mm.bias(ctx, rw.arena);
    let product_value = rw.arena.result(product, 0);
    if !matches!(ctx.type_kind(rw.arena.value_type(old_bias)), ir::TypeKind::None)
        || rw.arena.uses(product_value).count() != 1
        || mm.do_relu(ctx, rw.arena).unwrap_or(false)
    {
        return false;
    }
    let out_ty = rw.arena.value_type(product_value);
    let (Some(so), Some(sb)) = (
        shape_of(ctx, out_ty),
        shape_of(ctx, rw.arena.value_type(rw.arena.result(bias, 0))),
    ) else {
        return false;
    };
    let n = *so.last().unwrap_or(&0);
    if sb.iter().product::<i64>() != n
        || sb.last() != Some(&n)
        || rw.arena.value_type(add.output(ctx, rw.arena)) != out_ty
    {
        return false;
    }
    let Some(b2) = reshaped_weight(rw, bias, &[n], product) else {
        return false;
    };
    rw.modify_in_place(product, |arena| {
        arena.set_operand(
            ir::Use {
                op: product,
                operand: 2,
            },
            b2,
        )
    });
    let loc = rw.arena.op_loc(op);
    rw.modify_in_place(product, |arena| arena.set_op_loc(product, loc));
    rw.replace_op(op, &[product_value]);
    true
}
