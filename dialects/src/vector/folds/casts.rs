//! The ops that move a vector's elements without computing: the folders of
//! `vector.broadcast`, `vector.bitcast`, `vector.shape_cast` and
//! `vector.transpose`, and the patterns `BroadcastFolder`,
//! `ShapeCastBroadcastFolder`, `TransposeFolder`, `FoldTransposeBroadcast`
//! and `FoldTransposeFromElements`.

use super::util::{
    attr, broadcastable_to, linearize, replace_with_broadcast, replace_with_from_elements, shape, value,
};
use crate::arith::folds::Folded;
use crate::common::consts::{self as c, Cst, Scalar};
use crate::scf::folds::{add, Rw};
use crate::ub::folds::{is_poison, poison_attr};
use crate::vector::ops::{BitCastOp, BroadcastOp, FromElementsOp, ShapeCastOp, TransposeOp};
use ir::attrs::Attr;
use ir::ods::TypedOp;
use ir::{Context, IrArena, OpId, Type};

/// `BroadcastOp::fold`: a broadcast to its own type is its source; one of
/// a `vector.shape_cast` that only added or dropped unit dimensions
/// broadcasts the cast's source (`foldBroadcastOfShapeCast`); a constant
/// scalar of the result's element type, or a splat, becomes a splat of the
/// result type; poison stays poison.
fn broadcast(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let b = BroadcastOp::cast(ctx, a, op)?;
    let source = b.source(ctx, a);
    let result_ty = a.value_type(b.vector(ctx, a));
    if a.value_type(source) == result_ty {
        return value(source);
    }
    if let Some(cast) = ShapeCastOp::defining(ctx, a, source) {
        let cast_source = cast.source(ctx, a);
        let from = shape(ctx, a.value_type(cast_source)).unwrap_or_default();
        let to = shape(ctx, a.value_type(source)).unwrap_or_default();
        let n = from.len().min(to.len());
        if broadcastable_to(ctx, a.value_type(cast_source), result_ty) && from[from.len() - n..] == to[to.len() - n..] {
            b.set_source(ctx, a, cast_source);
            return value(b.vector(ctx, a));
        }
    }
    let constant = consts.first().copied().flatten()?;
    if is_poison(ctx, constant) {
        return attr(poison_attr(ctx));
    }
    let splat = match c::read(ctx, constant)? {
        Cst::Scalar(ty, s) if ty == c::element_type(ctx, result_ty) => s,
        Cst::Elements(_, elems, true) => *elems.first()?,
        _ => return None,
    };
    attr(c::write(ctx, &Cst::Elements(result_ty, vec![splat], true))?)
}

/// `BroadcastFolder`: `broadcast(broadcast(x))` is one broadcast of `x`.
fn broadcast_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(b) = BroadcastOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let Some(inner) = BroadcastOp::defining(rw.ctx, rw.arena, b.source(rw.ctx, rw.arena)) else {
        return false;
    };
    let ty = rw.arena.value_type(b.vector(rw.ctx, rw.arena));
    let source = inner.source(rw.ctx, rw.arena);
    replace_with_broadcast(rw, op, ty, source)
}

/// `BitCastOp::fold`: a cast to its own type, a cast back, and splat
/// constants that stay splats (`f16` to `f32`, integers to wider ones).
fn bitcast(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let cast = BitCastOp::cast(ctx, a, op)?;
    let source = cast.source(ctx, a);
    let result = cast.result(ctx, a);
    let (from, to) = (a.value_type(source), a.value_type(result));
    if from == to {
        return value(source);
    }
    if let Some(inner) = BitCastOp::defining(ctx, a, source) {
        let inner_source = inner.source(ctx, a);
        if a.value_type(inner_source) == to {
            return value(inner_source);
        }
        cast.set_source(ctx, a, inner_source);
        return value(result);
    }
    let Cst::Elements(_, elems, true) = c::read(ctx, consts.first().copied().flatten()?)? else {
        return None;
    };
    let (src_elem, dst_elem) = (c::element_type(ctx, from), c::element_type(ctx, to));
    let bits = match *elems.first()? {
        Scalar::Float {
            kind: ir::float::FloatKind::F16,
            bits,
        } => {
            if c::float_kind(ctx, dst_elem) != Some(ir::float::FloatKind::F32) {
                return None;
            }
            (bits << 16) | (bits & 0xffff)
        }
        Scalar::Int { width, bits } => {
            let dst_width = c::int_width(ctx, dst_elem)?;
            if !matches!(ctx.type_kind(dst_elem), ir::TypeKind::Integer { .. })
                || c::int_width(ctx, src_elem) != Some(width)
                || dst_width <= width
                || dst_width % width != 0
                || dst_width > 128
            {
                return None;
            }
            let mut out = bits;
            for _ in 0..dst_width / width - 1 {
                out = (out << width) | bits;
            }
            out
        }
        Scalar::Float { .. } => return None,
    };
    attr(c::dense_attr(ctx, to, &[bits])?)
}

/// `isOrderPreserving`: the permutation keeps the non-unit dimensions in
/// order.
fn is_order_preserving(perm: &[i64], source_shape: &[i64], scalable: &[bool]) -> bool {
    let mut current = 0;
    for &p in perm {
        let Some(i) = usize::try_from(p).ok().filter(|&i| i < source_shape.len()) else {
            return false;
        };
        let unit = source_shape[i] == 1 && !scalable.get(i).copied().unwrap_or(false);
        if !unit {
            if p < current {
                return false;
            }
            current = p;
        }
    }
    true
}

/// The permutation of a transpose, when it preserves the order of its
/// source's elements.
fn order_preserving_transpose(ctx: &Context, a: &IrArena, t: TransposeOp) -> bool {
    let source_ty = a.value_type(t.vector(ctx, a));
    let Some(shape) = shape(ctx, source_ty) else {
        return false;
    };
    let scalable = match ctx.type_kind(source_ty) {
        ir::TypeKind::Vector { scalable, .. } => scalable.clone(),
        _ => Vec::new(),
    };
    t.permutation(ctx, a)
        .is_some_and(|perm| is_order_preserving(&perm, &shape, &scalable))
}

/// `ShapeCastOp::fold`: a cast to its own type; casts of casts, of
/// order-preserving transposes and of broadcasts of as many elements cast
/// the source; a broadcast of the result type; constants are reshaped;
/// poison stays poison.
fn shape_cast(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let cast = ShapeCastOp::cast(ctx, a, op)?;
    let source = cast.source(ctx, a);
    let result = cast.result(ctx, a);
    let result_ty = a.value_type(result);
    if a.value_type(source) == result_ty {
        return value(source);
    }
    if let Some(inner) = ShapeCastOp::defining(ctx, a, source) {
        let inner_source = inner.source(ctx, a);
        cast.set_source(ctx, a, inner_source);
        return value(result);
    }
    if let Some(t) = TransposeOp::defining(ctx, a, source) {
        if order_preserving_transpose(ctx, a, t) {
            let t_source = t.vector(ctx, a);
            cast.set_source(ctx, a, t_source);
            return value(result);
        }
        return None;
    }
    if let Some(b) = BroadcastOp::defining(ctx, a, source) {
        let b_source = b.source(ctx, a);
        let b_source_ty = a.value_type(b_source);
        if b_source_ty == result_ty {
            return value(b_source);
        }
        if shape(ctx, b_source_ty).is_some()
            && super::util::num_elements(ctx, b_source_ty) == super::util::num_elements(ctx, result_ty)
        {
            cast.set_source(ctx, a, b_source);
            return value(result);
        }
    }
    let constant = consts.first().copied().flatten()?;
    if is_poison(ctx, constant) {
        return attr(poison_attr(ctx));
    }
    reshape(ctx, constant, result_ty).and_then(attr)
}

/// `DenseElementsAttr::reshape`: the same elements under `ty`.
fn reshape(ctx: &Context, constant: Attr, ty: Type) -> Option<Attr> {
    let Cst::Elements(_, elems, splat) = c::read(ctx, constant)? else {
        return None;
    };
    c::write(ctx, &Cst::Elements(ty, elems, splat))
}

/// `ShapeCastBroadcastFolder`: a shape cast of a broadcast of something
/// broadcastable to the cast's type is a broadcast.
fn shape_cast_broadcast_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(cast) = ShapeCastOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let Some(b) = BroadcastOp::defining(rw.ctx, rw.arena, cast.source(rw.ctx, rw.arena)) else {
        return false;
    };
    let source = b.source(rw.ctx, rw.arena);
    let ty = rw.arena.value_type(cast.result(rw.ctx, rw.arena));
    let source_ty = rw.arena.value_type(source);
    if shape(rw.ctx, source_ty).is_some() && !broadcastable_to(rw.ctx, source_ty, ty) {
        return false;
    }
    replace_with_broadcast(rw, op, ty, source)
}

/// `TransposeOp::fold`: splat constants and poison; a transpose that keeps
/// its type and the order of the elements is its source.
fn transpose(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let t = TransposeOp::cast(ctx, a, op)?;
    let source = t.vector(ctx, a);
    let result_ty = a.value_type(t.result(ctx, a));
    if let Some(constant) = consts.first().copied().flatten() {
        if is_poison(ctx, constant) {
            return attr(poison_attr(ctx));
        }
        if let Some(Cst::Elements(_, elems, true)) = c::read(ctx, constant) {
            return attr(c::write(ctx, &Cst::Elements(result_ty, elems, true))?);
        }
    }
    (a.value_type(source) == result_ty && order_preserving_transpose(ctx, a, t)).then(|| value(source))?
}

/// `TransposeFolder`: `transpose(transpose(x, p1), p2)` is one transpose
/// by `p1[p2[i]]`.
fn transpose_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(t) = TransposeOp::cast(ctx, a, op) else {
        return false;
    };
    let Some(parent) = TransposeOp::defining(ctx, a, t.vector(ctx, a)) else {
        return false;
    };
    let (Some(outer), Some(inner)) = (t.permutation(ctx, a), parent.permutation(ctx, a)) else {
        return false;
    };
    let Some(perm) = outer
        .iter()
        .map(|&i| usize::try_from(i).ok().and_then(|i| inner.get(i).copied()))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let ty = a.value_type(t.result(ctx, a));
    let source = parent.vector(ctx, a);
    rw.replace_op_with_built(op, |b| TransposeOp::build_unwrapped(b, ty, source, &perm))
        .is_ok()
}

/// `FoldTransposeBroadcast`: a transpose of a broadcast is a broadcast when
/// it only moves dimensions within the groups the broadcast made (a
/// scalar's broadcast always).
fn fold_transpose_broadcast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(t) = TransposeOp::cast(ctx, a, op) else {
        return false;
    };
    let Some(b) = BroadcastOp::defining(ctx, a, t.vector(ctx, a)) else {
        return false;
    };
    let source = b.source(ctx, a);
    let ty = a.value_type(t.result(ctx, a));
    if let Some(input) = shape(ctx, a.value_type(source)) {
        let (Some(output), Some(perm)) = (shape(ctx, a.value_type(t.vector(ctx, a))), t.permutation(ctx, a)) else {
            return false;
        };
        if !transpose_within_groups(&input, &output, &perm) {
            return false;
        }
    }
    replace_with_broadcast(rw, op, ty, source)
}

/// `getDimGroups` of a broadcast of `input` to `output`, and whether `perm`
/// keeps every group closed and the source's non-unit dimensions in order
/// (what makes `transpose(broadcast(x))` equal `broadcast(x)`).
fn transpose_within_groups(input: &[i64], output: &[i64], perm: &[i64]) -> bool {
    let Some(delta) = output.len().checked_sub(input.len()) else {
        return false;
    };
    // Groups: the leading new dimensions and each broadcast (1 -> n)
    // dimension start or extend a group of broadcast dimensions; each
    // source dimension that is kept starts its own group.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut previous_broadcast = false;
    for (i, &d) in output.iter().enumerate() {
        let broadcast = i < delta || (input[i - delta] == 1 && d != 1);
        if broadcast && previous_broadcast {
            if let Some(g) = groups.last_mut() {
                g.push(i);
            }
        } else {
            groups.push(vec![i]);
        }
        previous_broadcast = broadcast;
    }
    let mut low = 0i64;
    for group in &groups {
        let Some(&last) = group.last() else {
            return false;
        };
        let high = last as i64 + 1;
        for i in low..high {
            match perm.get(i as usize) {
                Some(&p) if p >= low && p < high => {}
                _ => return false,
            }
        }
        low = high;
    }
    true
}

/// `FoldTransposeFromElements`: a transpose of a `vector.from_elements`
/// is a `vector.from_elements` of the operands in transposed order.
fn fold_transpose_from_elements(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(t) = TransposeOp::cast(ctx, a, op) else {
        return false;
    };
    let Some(from) = FromElementsOp::defining(ctx, a, t.vector(ctx, a)) else {
        return false;
    };
    let dst_ty = a.value_type(t.result(ctx, a));
    let (Some(src_shape), Some(dst_shape), Some(perm)) = (
        shape(ctx, a.value_type(t.vector(ctx, a))),
        shape(ctx, dst_ty),
        t.permutation(ctx, a),
    ) else {
        return false;
    };
    let old = from.elements(ctx, a);
    let Some(new) = permuted_elements(&old, &src_shape, &dst_shape, &perm) else {
        return false;
    };
    replace_with_from_elements(rw, op, dst_ty, &new)
}

/// The row-major elements of the transpose by `perm` of `elements` (of
/// shape `src_shape`) to `dst_shape`.
fn permuted_elements<T: Copy>(elements: &[T], src_shape: &[i64], dst_shape: &[i64], perm: &[i64]) -> Option<Vec<T>> {
    let rank = src_shape.len();
    if perm.len() != rank || dst_shape.len() != rank {
        return None;
    }
    let count: i64 = dst_shape.iter().product();
    let mut out = Vec::with_capacity(usize::try_from(count).ok()?);
    let mut dst_index = vec![0i64; rank];
    let mut src_index = vec![0i64; rank];
    for linear in 0..count {
        let mut rest = linear;
        for (d, &size) in dst_index.iter_mut().zip(dst_shape).rev() {
            *d = rest % size.max(1);
            rest /= size.max(1);
        }
        for (i, &p) in perm.iter().enumerate() {
            *src_index.get_mut(usize::try_from(p).ok()?)? = dst_index[i];
        }
        out.push(*elements.get(linearize(&src_index, src_shape)?)?);
    }
    Some(out)
}

/// Adds `TransposeFolder` to `patterns`.
pub(super) fn add_transpose_folder(patterns: &mut ir::rewrite::PatternSet) {
    add(patterns, "TransposeFolder", TransposeOp::NAME, transpose_folder);
}

/// Registers the folders and patterns.
pub(super) fn register(ctx: &Context) {
    use ir::registry::FoldHook;
    let reg = ctx.registry();
    reg.set_fold_hook(BroadcastOp::NAME, FoldHook::InPlace(broadcast));
    reg.set_fold_hook(BitCastOp::NAME, FoldHook::InPlace(bitcast));
    reg.set_fold_hook(ShapeCastOp::NAME, FoldHook::InPlace(shape_cast));
    reg.set_fold_hook(TransposeOp::NAME, FoldHook::Pure(transpose));
    reg.add_canonicalization(BroadcastOp::NAME, |_, s| {
        add(s, "BroadcastFolder", BroadcastOp::NAME, broadcast_folder);
    });
    reg.add_canonicalization(ShapeCastOp::NAME, |_, s| {
        add(
            s,
            "ShapeCastBroadcastFolder",
            ShapeCastOp::NAME,
            shape_cast_broadcast_folder,
        );
    });
    reg.add_canonicalization(TransposeOp::NAME, |_, s| {
        add_transpose_folder(s);
        add(s, "FoldTransposeBroadcast", TransposeOp::NAME, fold_transpose_broadcast);
        add(
            s,
            "FoldTransposeFromElements",
            TransposeOp::NAME,
            fold_transpose_from_elements,
        );
    });
}
