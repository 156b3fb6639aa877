//! The element ops and `tensor.concat`: the folders of `tensor.extract`, `tensor.insert`,
//! `tensor.from_elements`, `tensor.splat` and `tensor.rank`, and the
//! patterns `ExtractFromTensorCast` (from `tensor.extract`),
//! `ExtractElementFromIndexCast` (from `tensor.from_elements`) and
//! `ChainedTensorBitcast` (from `tensor.bitcast`); `tensor.concat`'s folder
//! and `SingleInputConcatOp`.

use crate::arith::folds::Folded;
use crate::arith::ops::IndexCastOp;
use crate::common::consts::{self as c, Cst};
use crate::scf::folds::{add, Rw};
use crate::tensor::folds::shape_of;
use crate::tensor::ops::FromElementsOp;
use crate::tensor::ops::InsertOp;
use crate::tensor::{BitcastOp, CastOp, ExtractOp};
use ir::attrs::{Attr, AttrKind};
use ir::ods::{FoldResult, TypedOp};
use ir::{Context, IrArena, OpId, TypeKind};

fn attr(a: Attr) -> Folded {
    Some(vec![FoldResult::Attr(a)])
}

/// The flat position of `indices` in a tensor of static `shape`, when in
/// bounds.
fn flat_index(shape: &[i64], indices: &[i64]) -> Option<usize> {
    if shape.len() != indices.len() {
        return None;
    }
    let mut flat: i64 = 0;
    for (&i, &d) in indices.iter().zip(shape) {
        if i < 0 || d < 0 || i >= d {
            return None;
        }
        flat = flat.checked_mul(d)?.checked_add(i)?;
    }
    usize::try_from(flat).ok()
}

/// `ExtractOp::fold`: the value of a splat; with constant indices, the
/// element of a `tensor.from_elements` or of a constant.
fn extract_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let tensor_attr = consts.first().copied().flatten();
    if let Some(t) = tensor_attr {
        if matches!(ctx.attr_kind(t), AttrKind::DenseResource { .. }) {
            return None;
        }
        if let Some(Cst::Elements(ty, elems, true)) = c::read(ctx, t) {
            let elem_ty = c::element_type(ctx, ty);
            return attr(c::scalar_attr(ctx, elem_ty, *elems.first()?)?);
        }
    }
    let indices: Vec<i64> = consts
        .get(1..)?
        .iter()
        .map(|i| match ctx.attr_kind((*i)?) {
            AttrKind::Integer { .. } => c::int_attr_value(ctx, *i),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let source = a.operands(op).next()?;
    if let Some(inserted) = inserted_at(ctx, a, source, &indices) {
        return Some(vec![FoldResult::Value(inserted)]);
    }
    if let Some(from) = FromElementsOp::defining(ctx, a, source) {
        let shape = shape_of(ctx, a.value_type(source))?;
        if shape.len() != indices.len() {
            return None;
        }
        // Row-major position; out-of-range positions (dead code) stay.
        let mut flat: i64 = 0;
        let mut stride: i64 = 1;
        for (&i, &d) in indices.iter().zip(&shape).rev() {
            flat = flat.wrapping_add(i.wrapping_mul(stride));
            stride = stride.wrapping_mul(d);
        }
        let element = usize::try_from(flat)
            .ok()
            .and_then(|f| from.elements(ctx, a).get(f).copied())?;
        return Some(vec![FoldResult::Value(element)]);
    }
    let Cst::Elements(ty, elems, _) = c::read(ctx, tensor_attr?)? else {
        return None;
    };
    let shape = shape_of(ctx, ty)?;
    let scalar = *elems.get(flat_index(&shape, &indices)?)?;
    attr(c::scalar_attr(ctx, c::element_type(ctx, ty), scalar)?)
}

/// The scalar a `tensor.insert` defining `tensor` stored at the constant
/// `indices` (`extract(insert(x, t[i]), i)` with constant indices, as MLIR
/// 22 folds it; equal but non-constant indices are left alone).
fn inserted_at(ctx: &Context, a: &IrArena, tensor: ir::Value, indices: &[i64]) -> Option<ir::Value> {
    let insert = InsertOp::defining(ctx, a, tensor)?;
    let insert_indices: Vec<i64> = insert
        .indices(ctx, a)
        .iter()
        .map(|&i| ir::rewrite::constant_int(ctx, a, i))
        .collect::<Option<_>>()?;
    (insert_indices == indices).then(|| insert.scalar(ctx, a))
}

/// `FromElementsOp::fold`: constant elements make a dense constant.
fn from_elements_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let ty = a.result_types(op).next()?;
    let scalars: Vec<c::Scalar> = consts
        .iter()
        .map(|x| match c::read(ctx, (*x)?)? {
            Cst::Scalar(_, s) => Some(s),
            Cst::Elements(..) => None,
        })
        .collect::<Option<_>>()?;
    if scalars.is_empty() {
        return None;
    }
    attr(c::write(ctx, &Cst::Elements(ty, scalars, false))?)
}

/// `InsertOp::fold`: inserting a splat's own value into it changes nothing.
fn insert_fold(ctx: &Context, _: &IrArena, _: OpId, consts: &[Option<Attr>]) -> Folded {
    let (scalar, dest) = (consts.first().copied().flatten()?, consts.get(1).copied().flatten()?);
    let (Some(Cst::Scalar(scalar_ty, s)), Some(Cst::Elements(ty, elems, true))) =
        (c::read(ctx, scalar), c::read(ctx, dest))
    else {
        return None;
    };
    (scalar_ty == c::element_type(ctx, ty) && elems.first() == Some(&s)).then(|| vec![FoldResult::Attr(dest)])
}

/// `SplatOp::fold`: a constant scalar splat over a static shape.
fn splat_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let value = consts.first().copied().flatten()?;
    if !matches!(ctx.attr_kind(value), AttrKind::Integer { .. } | AttrKind::Float { .. }) {
        return None;
    }
    let ty = a.result_types(op).next()?;
    if shape_of(ctx, ty)?.contains(&ir::types::DYNAMIC) {
        return None;
    }
    let Cst::Scalar(_, s) = c::read(ctx, value)? else {
        return None;
    };
    attr(c::write(ctx, &Cst::Elements(ty, vec![s], true))?)
}

/// `RankOp::fold`: the rank of a ranked operand.
fn rank_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let ty = a.value_type(a.operands(op).next()?);
    let rank = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } | TypeKind::Vector { shape, .. } => {
            shape.len()
        }
        _ => return None,
    };
    attr(c::int_attr(ctx, ctx.index_type(), rank as u128)?)
}

/// `ExtractFromTensorCast`: extract from a cast's ranked source.
fn extract_from_tensor_cast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(extract) = ExtractOp::cast(ctx, a, op) else {
        return false;
    };
    let Some(cast) = CastOp::defining(ctx, a, extract.tensor(ctx, a)) else {
        return false;
    };
    let source = cast.source(ctx, a);
    if shape_of(ctx, a.value_type(source)).is_none() {
        return false;
    }
    let ty = a.value_type(extract.result(ctx, a));
    let indices = extract.indices(ctx, a);
    rw.replace_op_with_built(op, |b| ExtractOp::build(b, ty, source, &indices))
        .is_ok()
}

/// `ExtractElementFromIndexCast`: extract before an elementwise
/// `arith.index_cast`, then cast the element.
fn extract_element_from_index_cast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(extract) = ExtractOp::cast(ctx, a, op) else {
        return false;
    };
    let Some(cast) = IndexCastOp::defining(ctx, a, extract.tensor(ctx, a)) else {
        return false;
    };
    let input = cast.in_(ctx, a);
    let ty = a.value_type(extract.result(ctx, a));
    let element = c::element_type(ctx, a.value_type(input));
    let indices = extract.indices(ctx, a);
    let loc = a.op_loc(op);
    rw.set_insertion_point_before(op);
    let Ok(extracted) = rw.build(loc, |b| ExtractOp::build(b, element, input, &indices)) else {
        return false;
    };
    let extracted = extracted.result(rw.ctx, rw.arena);
    rw.replace_op_with_built(op, |b| IndexCastOp::build(b, ty, extracted))
        .is_ok()
}

/// `ChainedTensorBitcast`: `bitcast(bitcast(x))` is one bitcast.
fn chained_tensor_bitcast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(outer) = BitcastOp::cast(ctx, a, op) else {
        return false;
    };
    let Some(inner) = BitcastOp::defining(ctx, a, outer.source(ctx, a)) else {
        return false;
    };
    let (source, ty) = (inner.source(ctx, a), a.value_type(outer.dest(ctx, a)));
    rw.replace_op_with_built(op, |b| BitcastOp::build(b, ty, source))
        .is_ok()
}

/// `ConcatOp::fold`: a concatenation of one value of the result type.
fn concat_fold(_: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let mut inputs = a.operands(op);
    let (Some(input), None) = (inputs.next(), inputs.next()) else {
        return None;
    };
    (Some(a.value_type(input)) == a.result_types(op).next()).then(|| vec![FoldResult::Value(input)])
}

/// `SingleInputConcatOp`: a concatenation of one value is a cast.
fn single_input_concat(op: OpId, rw: Rw<'_, '_>) -> bool {
    let inputs: Vec<ir::Value> = rw.arena.operands(op).collect();
    let (&[input], Some(ty)) = (inputs.as_slice(), rw.arena.result_types(op).next()) else {
        return false;
    };
    rw.replace_op_with_built(op, |b| CastOp::build(b, ty, input)).is_ok()
}

/// Registers the folders and patterns.
pub(crate) fn register(ctx: &Context) {
    use ir::registry::FoldHook;
    let reg = ctx.registry();
    reg.set_fold_hook("tensor.extract", FoldHook::Pure(extract_fold));
    reg.set_fold_hook("tensor.from_elements", FoldHook::Pure(from_elements_fold));
    reg.set_fold_hook("tensor.insert", FoldHook::Pure(insert_fold));
    reg.set_fold_hook("tensor.splat", FoldHook::Pure(splat_fold));
    reg.set_fold_hook("tensor.rank", FoldHook::Pure(rank_fold));
    reg.set_fold_hook("tensor.concat", FoldHook::Pure(concat_fold));
    reg.add_canonicalization("tensor.concat", |_, s| {
        add(s, "SingleInputConcatOp", "tensor.concat", single_input_concat);
    });
    reg.add_canonicalization("tensor.extract", |_, s| {
        add(s, "ExtractFromTensorCast", "tensor.extract", extract_from_tensor_cast);
    });
    reg.add_canonicalization("tensor.from_elements", |_, s| {
        add(
            s,
            "ExtractElementFromIndexCast",
            "tensor.extract",
            extract_element_from_index_cast,
        );
    });
    reg.add_canonicalization("tensor.bitcast", |_, s| {
        add(s, "ChainedTensorBitcast", "tensor.bitcast", chained_tensor_bitcast);
    });
}
