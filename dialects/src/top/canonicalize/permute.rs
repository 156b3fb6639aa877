//! Permute canonicalization, as TPU-MLIR's `top.Permute` canonicalizers and its
//! permute-move patterns: `Permute(Permute(x))` is one permute of the composed order, a
//! permute to the same order (identity) is its input, and a permute moves after the
//! unary elementwise op that reads it (`top.Relu`, `top.Sigmoid`, `top.Clip`), after a
//! binary elementwise op (`top.Add`, `top.Sub`, `top.Mul`) whose operands are permuted
//! the same way, and after a `top.Concat` of inputs all permuted the same way (its axis
//! mapped through the order). Moving permutes down lets inverse pairs meet and vanish:
//! a chain of NHWC ops imported from TOSA keeps permutes only at the model's input and
//! output.
//!
//! A permute read by other ops too stays for them (TPU-MLIR moves single-use permutes
//! only; rods also moves shared ones, so that `x * sigmoid(x)` on a permuted `x` loses
//! its permutes). The moved op keeps its location (its name); the permute after it
//! keeps the name of the permute that moved (the first one, for several).

use ir::ods::values::{as_int, as_int_array, int_array, int_attr};
use ir::rewrite::pattern::{FnPattern, PatternSet};
use ir::rewrite::rewriter::PatternRewriter;
use ir::{Attr, Context, OpId, Type, Value};

use super::{create_before, shape_of};
use crate::common::shape::ranked_with_shape;
use crate::top::ops::{AddOp, ClipOp, ConcatOp, MulOp, PermuteOp, ReluOp, SigmoidOp, SubOp};

/// Registers the patterns with `ctx`.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.add_canonicalization("top.Permute", |_, s: &mut PatternSet| {
        s.add(FnPattern {
            name: "TopPermuteIdentity",
            root: Some("top.Permute"),
            benefit: 2,
            apply: drop_identity,
        });
        s.add(FnPattern {
            name: "TopPermuteChain",
            root: Some("top.Permute"),
            benefit: 1,
            apply: compose,
        })
    });
    macro_rules! on {
        ($op:literal, $name:literal, $apply:ident) => {
            reg.add_canonicalization($op, |_, s: &mut PatternSet| {
                s.add(FnPattern {
                    name: $name,
                    root: Some($op),
                    benefit: 2,
                    apply: $apply,
                })
            });
        };
    }
    on!("top.Relu", "TopMovePermuteAfterUnary", move_after_unary);
    on!("top.Sigmoid", "TopMovePermuteAfterUnary", move_after_unary);
    on!("top.Clip", "TopMovePermuteAfterUnary", move_after_unary);
    on!("top.Add", "TopMovePermuteAfterBinary", move_after_binary);
    on!("top.Sub", "TopMovePermuteAfterBinary", move_after_binary);
    on!("top.Mul", "TopMovePermuteAfterBinary", move_after_binary);
    reg.add_canonicalization("top.Concat", |_, s: &mut PatternSet| {
        s.add(FnPattern {
            name: "TopMovePermuteAfterConcat",
            root: Some("top.Concat"),
            benefit: 1,
            apply: move_after_concat,
        })
    });
}

/// The order of a `top.Permute`, checked to be a permutation.
fn order_of(ctx: &Context, arena: &ir::IrArena, op: OpId) -> Option<Vec<usize>> {
    let p = PermuteOp::cast(ctx, arena, op)?;
    let order = as_int_array(ctx, p.order_attr(ctx, arena)?)?;
    let order: Vec<usize> = order.iter().map(|&o| usize::try_from(o).ok()).collect::<Option<_>>()?;
    let mut seen = vec![false; order.len()];
    for &o in &order {
        if o >= order.len() || std::mem::replace(&mut seen[o], true) {
            return None;
        }
    }
    Some(order)
}

fn order_attr(ctx: &Context, order: &[usize]) -> Option<Attr> {
    let values: Vec<i64> = order.iter().map(|&o| o as i64).collect();
    int_array(ctx, &values, "i64").ok()
}

/// A permute to the same order is its input.
fn drop_identity(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(order) = order_of(ctx, rw.arena, op) else {
        return false;
    };
    let (input, output) = (rw.arena.operand(op, 0), rw.arena.result(op, 0));
    if order.iter().enumerate().any(|(i, &o)| i != o) || rw.arena.value_type(input) != rw.arena.value_type(output) {
        return false;
    }
    rw.replace_op(op, &[input]);
    true
}

/// `Permute(Permute(x, a), b)` is `Permute(x, c)` with `c[i] = a[b[i]]`; the inner
/// permute goes when nothing else reads it.
fn compose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(outer) = order_of(ctx, rw.arena, op) else {
        return false;
    };
    let Some(inner_op) = rw.arena.defining_op(rw.arena.operand(op, 0)) else {
        return false;
    };
    let Some(inner) = order_of(ctx, rw.arena, inner_op) else {
        return false;
    };
    if inner.len() != outer.len() {
        return false;
    }
    let composed: Vec<usize> = outer.iter().map(|&o| inner[o]).collect();
    let Some(attr) = order_attr(ctx, &composed) else {
        return false;
    };
    let source = rw.arena.operand(inner_op, 0);
    rw.modify_in_place(op, |arena| {
        arena.set_operand(ir::Use { op, operand: 0 }, source);
        crate::top::to_tpu::set_attrs(ctx, arena, op, &[("order", attr)]);
    });
    if rw.arena.use_empty(rw.arena.result(inner_op, 0)) {
        rw.erase_op(inner_op);
    }
    true
}

/// The permute defining `value`, with its order.
fn permute_of(rw: &PatternRewriter<'_>, value: Value) -> Option<(OpId, Vec<usize>)> {
    let def = rw.arena.defining_op(value)?;
    Some((def, order_of(rw.ctx, rw.arena, def)?))
}

/// `ty` with the shape of `like`'s type (`like`'s element type kept from `ty`).
fn with_shape_of(rw: &PatternRewriter<'_>, ty: Type, like: Value) -> Option<Type> {
    let shape = shape_of(rw.ctx, rw.arena.value_type(like))?;
    ranked_with_shape(rw.ctx, ty, &shape)
}

/// The type `ty` had before a permute by `order`: `shape[order[i]] = ty.shape[i]`.
fn unpermuted(rw: &PatternRewriter<'_>, ty: Type, order: &[usize]) -> Option<Type> {
    let shape = shape_of(rw.ctx, ty)?;
    if shape.len() != order.len() {
        return None;
    }
    let mut before = vec![0; shape.len()];
    for (i, &o) in order.iter().enumerate() {
        before[o] = shape[i];
    }
    ranked_with_shape(rw.ctx, ty, &before)
}

/// The permutes moving past an op: their order, the location the permute after the op
/// gets, and the permutes before it (erased once unused).
struct Moved<'a> {
    order: &'a [usize],
    loc: Attr,
    before: &'a [OpId],
}

/// Replaces `op` (one result) by a copy of it on `operands` with result type `new_ty`
/// (and the attributes `changed` changed), followed by the permute of `moved`.
fn rebuild_then_permute(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    operands: &[Value],
    new_ty: Type,
    changed: &[(&'static str, Attr)],
    moved: &Moved<'_>,
) -> bool {
    let ctx = rw.ctx;
    let (order, permute_loc, dead) = (moved.order, moved.loc, moved.before);
    let out_ty = rw.arena.value_type(rw.arena.result(op, 0));
    let Some(schema) = schema_of(ctx, rw.arena, op) else {
        return false;
    };
    let Some(order) = order_attr(ctx, order) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let attrs = rw.arena.attrs(op);
    let Some(new) = create_before(rw, op, schema, operands, &[new_ty], &[], loc) else {
        return false;
    };
    rw.modify_in_place(new, |arena| {
        arena.set_attrs(new, attrs);
        crate::top::to_tpu::set_attrs(ctx, arena, new, changed);
    });
    let value = rw.arena.result(new, 0);
    let Some(perm) = create_before(
        rw,
        op,
        PermuteOp::schema(),
        &[value],
        &[out_ty],
        &[("order", order)],
        permute_loc,
    ) else {
        return false;
    };
    let permuted = rw.arena.result(perm, 0);
    rw.replace_op(op, &[permuted]);
    let mut unique: Vec<OpId> = Vec::new();
    for &d in dead {
        if !unique.contains(&d) {
            unique.push(d);
        }
    }
    for d in unique {
        if rw.arena.use_empty(rw.arena.result(d, 0)) {
            rw.erase_op(d);
        }
    }
    true
}

/// The schema of the top ops the permutes move through.
fn schema_of(ctx: &Context, arena: &ir::IrArena, op: OpId) -> Option<&'static ir::ods::OpSchema> {
    Some(if ReluOp::cast(ctx, arena, op).is_some() {
        ReluOp::schema()
    } else if SigmoidOp::cast(ctx, arena, op).is_some() {
        SigmoidOp::schema()
    } else if ClipOp::cast(ctx, arena, op).is_some() {
        ClipOp::schema()
    } else if AddOp::cast(ctx, arena, op).is_some() {
        AddOp::schema()
    } else if SubOp::cast(ctx, arena, op).is_some() {
        SubOp::schema()
    } else if MulOp::cast(ctx, arena, op).is_some() {
        MulOp::schema()
    } else if ConcatOp::cast(ctx, arena, op).is_some() {
        ConcatOp::schema()
    } else {
        return None;
    })
}

/// `unary(Permute(x))` is `Permute(unary(x))`.
fn move_after_unary(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let unary = ReluOp::cast(ctx, rw.arena, op).is_some()
        || SigmoidOp::cast(ctx, rw.arena, op).is_some()
        || ClipOp::cast(ctx, rw.arena, op).is_some();
    if !unary || rw.arena.num_operands(op) != 1 || rw.arena.num_results(op) != 1 {
        return false;
    }
    let Some((perm, order)) = permute_of(rw, rw.arena.operand(op, 0)) else {
        return false;
    };
    let x = rw.arena.operand(perm, 0);
    let out_ty = rw.arena.value_type(rw.arena.result(op, 0));
    let Some(new_ty) = with_shape_of(rw, out_ty, x) else {
        return false;
    };
    let moved = Moved {
        order: &order,
        loc: rw.arena.op_loc(perm),
        before: &[perm],
    };
    rebuild_then_permute(rw, op, &[x], new_ty, &[], &moved)
}

/// `binary(Permute(x, o), Permute(y, o))` is `Permute(binary(x, y), o)` (x and y of one
/// rank: broadcasting commutes with the permute).
fn move_after_binary(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let binary = AddOp::cast(ctx, rw.arena, op).is_some()
        || SubOp::cast(ctx, rw.arena, op).is_some()
        || MulOp::cast(ctx, rw.arena, op).is_some();
    if !binary || rw.arena.num_operands(op) != 2 || rw.arena.num_results(op) != 1 {
        return false;
    }
    let (a, b) = (rw.arena.operand(op, 0), rw.arena.operand(op, 1));
    let (Some((pa, oa)), Some((pb, ob))) = (permute_of(rw, a), permute_of(rw, b)) else {
        return false;
    };
    if oa != ob {
        return false;
    }
    let (x, y) = (rw.arena.operand(pa, 0), rw.arena.operand(pb, 0));
    let out_ty = rw.arena.value_type(rw.arena.result(op, 0));
    let Some(new_ty) = unpermuted(rw, out_ty, &oa) else {
        return false;
    };
    let moved = Moved {
        order: &oa,
        loc: rw.arena.op_loc(pa),
        before: if pa == pb { &[pa] } else { &[pa, pb] },
    };
    rebuild_then_permute(rw, op, &[x, y], new_ty, &[], &moved)
}

/// `Concat(Permute(x_i, o), axis)` is `Permute(Concat(x_i, o[axis]), o)`.
fn move_after_concat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(concat) = ConcatOp::cast(ctx, rw.arena, op) else {
        return false;
    };
    let Some(axis) = concat.axis_attr(ctx, rw.arena).and_then(|a| as_int(ctx, a)) else {
        return false;
    };
    let inputs: Vec<Value> = rw.arena.operands(op).collect();
    let mut sources = Vec::new();
    let mut perms = Vec::new();
    let mut order: Option<Vec<usize>> = None;
    for v in &inputs {
        let Some((p, o)) = permute_of(rw, *v) else {
            return false;
        };
        if order.as_ref().is_some_and(|first| *first != o) {
            return false;
        }
        order = Some(o);
        perms.push(p);
        sources.push(rw.arena.operand(p, 0));
    }
    let Some(order) = order else {
        return false;
    };
    let rank = order.len() as i64;
    let axis = if axis < 0 { axis + rank } else { axis };
    let Some(&new_axis) = usize::try_from(axis).ok().and_then(|a| order.get(a)) else {
        return false;
    };
    let Ok(axis_attr) = int_attr(ctx, new_axis as i64, "si32") else {
        return false;
    };
    let out_ty = rw.arena.value_type(rw.arena.result(op, 0));
    let Some(new_ty) = unpermuted(rw, out_ty, &order) else {
        return false;
    };
    let moved = Moved {
        order: &order,
        loc: rw.arena.op_loc(perms[0]),
        before: &perms,
    };
    rebuild_then_permute(rw, op, &sources, new_ty, &[("axis", axis_attr)], &moved)
}
