//! What the vector folders and patterns share: shapes and row-major
//! positions (`linearize`, `computeStrides`), setting the mixed
//! static/dynamic positions of `vector.extract`/`vector.insert`, splat sources
//! (`getScalarSplatSource`), and the fold results.

use super::super::ops::{BroadcastOp, FromElementsOp};
use crate::arith::folds::Folded;
use crate::common::mixed::{dispatch, Bound};
use ir::ods::{FoldResult, TypedOp};
use ir::rewrite::PatternRewriter;
use ir::{Context, IrArena, OpId, Type, TypeKind, Value};

/// A fold to a value.
pub(super) fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

/// A fold to a constant.
pub(super) fn attr(a: ir::Attr) -> Folded {
    Some(vec![FoldResult::Attr(a)])
}

/// The static shape of a vector type (`None` for anything else).
pub(super) fn shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// The rank of a vector type, 0 for a scalar.
pub(super) fn rank(ctx: &Context, ty: Type) -> usize {
    shape(ctx, ty).map_or(0, |s| s.len())
}

/// Whether `ty` is a vector with a scalable dimension.
pub(super) fn is_scalable(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.contains(&true))
}

/// The number of elements of a vector type (1 for a scalar).
pub(super) fn num_elements(ctx: &Context, ty: Type) -> i64 {
    shape(ctx, ty).map_or(1, |s| s.iter().product())
}

/// `computeStrides`: the row-major strides of `shape`.
pub(super) fn strides(shape: &[i64]) -> Vec<i64> {
    let mut out = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        out[i] = out[i + 1].wrapping_mul(shape[i + 1]);
    }
    out
}

/// `linearize`: the flat offset of `position` (missing trailing entries
/// are 0) in a row-major vector of `shape`, when it is inside.
pub(super) fn linearize(position: &[i64], shape: &[i64]) -> Option<usize> {
    if position.len() > shape.len() {
        return None;
    }
    let mut flat: i64 = 0;
    for ((&p, &d), s) in position.iter().zip(shape).zip(strides(shape)) {
        if p < 0 || p >= d {
            return None;
        }
        flat = flat.checked_add(p.checked_mul(s)?)?;
    }
    usize::try_from(flat).ok()
}

/// Replaces the operands of `op` with `leading` then the dynamic entries of
/// `position`, and its `static_position` with the static ones.
pub(super) fn set_position(ctx: &Context, a: &mut IrArena, op: OpId, leading: &[Value], position: &[Bound]) -> bool {
    let (statics, dynamic) = dispatch(position);
    let Ok(attr) = ir::ods::values::dense_array(ctx, &statics, "i64") else {
        return false;
    };
    let operands: Vec<Value> = leading.iter().copied().chain(dynamic).collect();
    a.set_operands(op, &operands);
    ir::ods::access::set_inherent(ctx, a, op, "static_position", Some(attr));
    true
}

/// `getScalarSplatSource`: the scalar a `vector.broadcast` of a scalar
/// defining `v` broadcasts.
pub(super) fn scalar_splat_source(ctx: &Context, a: &IrArena, v: Value) -> Option<Value> {
    let broadcast = BroadcastOp::defining(ctx, a, v)?;
    let source = broadcast.source(ctx, a);
    (shape(ctx, a.value_type(source)).is_none()).then_some(source)
}

/// `isBroadcastableTo(source, target) == Success`: each trailing dimension
/// of `source` is 1 or the matching one of `target` (a scalar always is).
pub(super) fn broadcastable_to(ctx: &Context, source: Type, target: Type) -> bool {
    let Some(to) = shape(ctx, target) else {
        return false;
    };
    let Some(from) = shape(ctx, source) else {
        return ir::ods::values::element_type_or_self(ctx, target) == source;
    };
    if from.len() > to.len() || c_elem(ctx, source) != c_elem(ctx, target) {
        return false;
    }
    let lead = to.len() - from.len();
    from.iter().zip(&to[lead..]).all(|(&f, &t)| f == 1 || f == t)
}

fn c_elem(ctx: &Context, ty: Type) -> Type {
    ir::ods::values::element_type_or_self(ctx, ty)
}

/// Replaces `op` with a `vector.broadcast` of `source` to `ty`
/// (`replaceOpWithNewOp<BroadcastOp>`).
pub(super) fn replace_with_broadcast(rw: &mut PatternRewriter<'_>, op: OpId, ty: Type, source: Value) -> bool {
    rw.replace_op_with_built(op, |b| BroadcastOp::build(b, ty, source))
        .is_ok()
}

/// Replaces `op` with a `vector.from_elements` of `elements` of type `ty`.
pub(super) fn replace_with_from_elements(rw: &mut PatternRewriter<'_>, op: OpId, ty: Type, elements: &[Value]) -> bool {
    rw.replace_op_with_built(op, |b| FromElementsOp::build(b, ty, elements))
        .is_ok()
}
