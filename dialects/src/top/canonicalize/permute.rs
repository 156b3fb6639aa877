//! Permute canonicalization, as TPU-MLIR's `top.Permute` canonicalizers and its
//! permute-move patterns: `Permute(Permute(x))` is one permute of the composed order, a
//! permute to the same order (identity) is its input, and a permute moves after the
//! unary elementwise op that reads it (`top.Relu`, `top.Sigmoid`, `top.Clip`), after a
//! binary elementwise op (`top.Add`, `top.Sub`, `top.Mul`) whose operands are permuted
//! the same way or whose other operand is a weight (transposed back into a new weight
//! `<name>_perm<inverse order>`, e.g. the `[1,1,1,C]` bias of an NHWC addition), and
//! after a `top.Concat` of inputs all permuted the same way (its axis mapped through
//! the order). Moving permutes down lets inverse pairs meet and vanish:
//! a chain of NHWC ops imported from TOSA keeps permutes only at the model's input and
//! output.
//!
//! A permute before a flatten into a `top.MatMul` with a weight goes into the weight
//! (its rows reordered, `<name>_rows<inverse order>`); an unused permute goes.
//!
//! A permute read by other ops too stays for them (TPU-MLIR moves single-use permutes
//! only; rods also moves shared ones, so that `x * sigmoid(x)` on a permuted `x` loses
//! its permutes). The moved op keeps its location (its name); the permute after it
//! keeps the name of the permute that moved (the first one, for several).

use ir::ods::values::{as_int, as_int_array, int_array, int_attr};
use ir::rewrite::pattern::{FnPattern, PatternSet};
use ir::rewrite::rewriter::PatternRewriter;
use ir::{Attr, Context, OpId, Type, Value};

use super::{create_before, defining_weight, plain_matmul, shape_of};
use crate::common::shape::ranked_with_shape;
use crate::top::ops::{AddOp, ClipOp, ConcatOp, MulOp, PermuteOp, ReluOp, ReshapeOp, SigmoidOp, SubOp, WeightOp};
use crate::top::weights::WeightArray;

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
        });
        s.add(FnPattern {
            name: "TopEraseUnusedPermute",
            root: Some("top.Permute"),
            benefit: 3,
            apply: erase_unused_permute,
        })
    });
    reg.add_canonicalization("top.MatMul", |_, s: &mut PatternSet| {
        s.add(FnPattern {
            name: "TopPermuteIntoMatMulWeight",
            root: Some("top.MatMul"),
            benefit: 2,
            apply: permute_into_matmul_weight,
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

/// A permute nothing reads goes.
fn erase_unused_permute(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if PermuteOp::cast(rw.ctx, rw.arena, op).is_none() || !rw.arena.use_empty(rw.arena.result(op, 0)) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `matmul(reshape(Permute(x, o)) : [M, K], W : [K, N])`, the reshape flattening all
/// but the first dimension (which the permute keeps) and `W` a weight with its data in
/// the store, is `matmul(reshape(x), W')`: `W'` holds `W`'s rows in `x`'s order
/// (`<name>_rows<inverse order>`), so that a flatten of an NHWC feature map into a linear layer
/// needs no permute.
fn permute_into_matmul_weight(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(mm) = plain_matmul(ctx, rw.arena, op) else {
        return false;
    };
    let (flat, w) = (mm.input(ctx, rw.arena), mm.right(ctx, rw.arena));
    let Some(reshape) = rw
        .arena
        .defining_op(flat)
        .filter(|&d| ReshapeOp::cast(ctx, rw.arena, d).is_some())
    else {
        return false;
    };
    if rw.arena.num_operands(reshape) != 1 {
        return false;
    }
    let Some((perm, order)) = permute_of(rw, rw.arena.operand(reshape, 0)) else {
        return false;
    };
    let x = rw.arena.operand(perm, 0);
    let (Some(xs), Some(fs)) = (
        shape_of(ctx, rw.arena.value_type(x)),
        shape_of(ctx, rw.arena.value_type(flat)),
    ) else {
        return false;
    };
    let Some(weight) = defining_weight(ctx, rw.arena, w) else {
        return false;
    };
    let Some(name) = crate::common::loc_name(ctx, rw.arena.op_loc(weight)) else {
        return false;
    };
    let store = crate::top::weights::store(ctx);
    let Some(data) = store.get(&name) else {
        return false;
    };
    let rank = order.len();
    let k: i64 = xs.iter().skip(1).product();
    // The weight's type gives its [K, N] (its data may be stored with another shape of
    // the same size, as a weight reshaped by the canonicalizations is).
    let (Some(&[wk, wn]), true) = (shape_of(ctx, rw.arena.value_type(w)).as_deref(), rank >= 2) else {
        return false;
    };
    if order[0] != 0 || fs.len() != 2 || fs[0] != xs[0] || fs[1] != k || wk != k {
        return false;
    }
    let (Ok(rows), Ok(n)) = (u64::try_from(k), u64::try_from(wn)) else {
        return false;
    };
    if rows.checked_mul(n) != Some(data.len()) {
        return false;
    }
    // W's rows are indexed by the permuted dimensions 1..rank; W' by x's.
    let permuted: Vec<u64> = order[1..].iter().map(|&o| xs[o] as u64).collect();
    let mut inverse = vec![0; rank];
    for (i, &o) in order.iter().enumerate() {
        inverse[o] = i;
    }
    let mut split = data.clone();
    split.shape = permuted;
    split.shape.push(n);
    let mut to_x: Vec<usize> = inverse[1..].iter().map(|&i| i - 1).collect();
    to_x.push(rank - 1);
    let Some(mut moved) = transpose(&split, &to_x) else {
        return false;
    };
    moved.shape = vec![rows, n];
    let digits: String = inverse.iter().map(|d| d.to_string()).collect();
    let new_name = format!("{name}_rows{digits}");
    let w_ty = rw.arena.value_type(w);
    let flat_ty = rw.arena.value_type(flat);
    let loc = rw.arena.op_loc(reshape);
    let Ok(shape_attr) = int_array(ctx, &fs, "i64") else {
        return false;
    };
    store.insert(new_name.clone(), moved);
    let wloc = ctx.name_loc(new_name.as_bytes(), None);
    let Some(new_w) = create_before(rw, op, WeightOp::schema(), &[], &[w_ty], &[], wloc) else {
        return false;
    };
    let Some(new_flat) = create_before(
        rw,
        op,
        ReshapeOp::schema(),
        &[x],
        &[flat_ty],
        &[("shape", shape_attr)],
        loc,
    ) else {
        return false;
    };
    let (w_value, flat_value) = (rw.arena.result(new_w, 0), rw.arena.result(new_flat, 0));
    rw.modify_in_place(op, |arena| {
        arena.set_operand(ir::Use { op, operand: 0 }, flat_value);
        arena.set_operand(ir::Use { op, operand: 1 }, w_value);
    });
    true
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
/// rank: broadcasting commutes with the permute); so is `binary(Permute(x, o), W)` with
/// `W` a weight, `y` then the weight transposed back (see [`unpermuted_weight`]).
fn move_after_binary(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let binary = AddOp::cast(ctx, rw.arena, op).is_some()
        || SubOp::cast(ctx, rw.arena, op).is_some()
        || MulOp::cast(ctx, rw.arena, op).is_some();
    if !binary || rw.arena.num_operands(op) != 2 || rw.arena.num_results(op) != 1 {
        return false;
    }
    let (a, b) = (rw.arena.operand(op, 0), rw.arena.operand(op, 1));
    let (pa, pb) = (permute_of(rw, a), permute_of(rw, b));
    let Some(order) = pa.as_ref().or(pb.as_ref()).map(|(_, o)| o.clone()) else {
        return false;
    };
    let out_ty = rw.arena.value_type(rw.arena.result(op, 0));
    let Some(new_ty) = unpermuted(rw, out_ty, &order) else {
        return false;
    };
    let (x, y, perms) = match (pa, pb) {
        (Some((pa, oa)), Some((pb, ob))) if oa == ob => {
            let (x, y) = (rw.arena.operand(pa, 0), rw.arena.operand(pb, 0));
            (x, y, if pa == pb { vec![pa] } else { vec![pa, pb] })
        }
        (Some((pa, _)), None) => match unpermuted_weight(rw, b, &order, op) {
            Some(w) => (rw.arena.operand(pa, 0), w, vec![pa]),
            None => return false,
        },
        (None, Some((pb, _))) => match unpermuted_weight(rw, a, &order, op) {
            Some(w) => (w, rw.arena.operand(pb, 0), vec![pb]),
            None => return false,
        },
        _ => return false,
    };
    let moved = Moved {
        order: &order,
        loc: rw.arena.op_loc(perms[0]),
        before: &perms,
    };
    rebuild_then_permute(rw, op, &[x, y], new_ty, &[], &moved)
}

/// For `value` a `top.Weight` of `order`'s rank whose data is in the weight store, a
/// new weight `W'` (before `before`) with `Permute(W', order) = W`: the data
/// transposed by the inverse order, named `<name>_perm<inverse order>`.
fn unpermuted_weight(rw: &mut PatternRewriter<'_>, value: Value, order: &[usize], before: OpId) -> Option<Value> {
    let ctx = rw.ctx;
    let weight = rw.arena.defining_op(value)?;
    WeightOp::cast(ctx, rw.arena, weight)?;
    let name = crate::common::loc_name(ctx, rw.arena.op_loc(weight))?;
    let store = crate::top::weights::store(ctx);
    let data = store.get(&name)?;
    if data.shape.len() != order.len() {
        return None;
    }
    let mut inverse = vec![0; order.len()];
    for (i, &o) in order.iter().enumerate() {
        inverse[o] = i;
    }
    let data = transpose(&data, &inverse)?;
    let ty = unpermuted(rw, rw.arena.value_type(value), order)?;
    let digits: String = inverse.iter().map(|d| d.to_string()).collect();
    let new_name = format!("{name}_perm{digits}");
    store.insert(new_name.clone(), data);
    let loc = ctx.name_loc(new_name.as_bytes(), None);
    let new = create_before(rw, before, WeightOp::schema(), &[], &[ty], &[], loc)?;
    Some(rw.arena.result(new, 0))
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

/// `array` with its dimensions permuted: dimension `i` of the result is dimension
/// `order[i]` of `array` (as `top.Permute` and numpy's `transpose`). `None` when `order`
/// is not a permutation of the array's dimensions or the bytes do not fit the shape.
pub fn transpose(array: &WeightArray, order: &[usize]) -> Option<WeightArray> {
    let rank = array.shape.len();
    let mut seen = vec![false; rank];
    for &o in order {
        if o >= rank || std::mem::replace(&mut seen[o], true) {
            return None;
        }
    }
    if order.len() != rank {
        return None;
    }
    let size = array.elem.size();
    let count = usize::try_from(array.len()).ok()?;
    if array.bytes.len() != count.checked_mul(size)? {
        return None;
    }
    let dims: Vec<usize> = array
        .shape
        .iter()
        .map(|&d| usize::try_from(d).ok())
        .collect::<Option<_>>()?;
    // Row-major strides of the input, in elements.
    let mut strides = vec![1usize; rank];
    for i in (0..rank.saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * dims[i + 1];
    }
    let out_dims: Vec<usize> = order.iter().map(|&o| dims[o]).collect();
    let out_strides: Vec<usize> = order.iter().map(|&o| strides[o]).collect();
    let mut bytes = Vec::with_capacity(array.bytes.len());
    let mut index = vec![0usize; rank];
    for _ in 0..count {
        let offset: usize = index.iter().zip(&out_strides).map(|(i, s)| i * s).sum();
        bytes.extend_from_slice(&array.bytes[offset * size..(offset + 1) * size]);
        for d in (0..rank).rev() {
            index[d] += 1;
            if index[d] < out_dims[d] {
                break;
            }
            index[d] = 0;
        }
    }
    Some(WeightArray {
        shape: out_dims.iter().map(|&d| d as u64).collect(),
        elem: array.elem,
        bytes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::top::weights::ElemType;

    fn array(shape: &[u64], values: &[f32]) -> WeightArray {
        WeightArray {
            shape: shape.to_vec(),
            elem: ElemType::F32,
            bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
        }
    }

    #[test]
    fn transposes_as_numpy_does() {
        // np.arange(6).reshape(2, 3).T
        let a = array(&[2, 3], &[0., 1., 2., 3., 4., 5.]);
        assert_eq!(transpose(&a, &[1, 0]), Some(array(&[3, 2], &[0., 3., 1., 4., 2., 5.])));
        // np.arange(24).reshape(2, 3, 2, 2).transpose(0, 3, 1, 2)[1, 1, 2, 0] == 21
        let values: Vec<f32> = (0..24).map(|v| v as f32).collect();
        let t = transpose(&array(&[2, 3, 2, 2], &values), &[0, 3, 1, 2]).unwrap();
        assert_eq!(t.shape, vec![2, 2, 3, 2]);
        let at = |i: usize| f32::from_le_bytes(t.bytes[i * 4..i * 4 + 4].try_into().unwrap());
        assert_eq!(at(12 + 6 + 2 * 2), 21.0);
        assert_eq!(transpose(&a, &[0, 0]), None);
        assert_eq!(transpose(&a, &[0]), None);
    }
}
