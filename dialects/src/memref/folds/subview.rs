//! `memref.subview`: `SubViewOp::fold` and the patterns
//! `OpWithOffsetSizesAndStridesConstantArgumentFolder` (with
//! `SubViewReturnTypeCanonicalizer`), `SubViewOpMemRefCastFolder` and
//! `TrivialSubViewOpFolder`.

use crate::arith::folds::Folded;
use crate::common::mixed::{dispatch, fold_list, Bound};
use crate::memref::folds::{foldable_cast_source, replace_with_cast, strided_layout, strides_and_offset, MemRef};
use crate::memref::ops::SubViewOp;
use crate::scf::folds::{add, Rw};
use crate::tensor::folds::slices::{slice_of_foldable_cast, Slice};
use crate::tensor::{verify_in_bounds_slice, Oss};
use ir::attrs::{Attr, AttrKind};
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::registry::FoldHook;
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, Type, Value};

pub(crate) use crate::memref::layout::{sat_add, sat_mul};

/// `SubViewOp::inferResultType` (static lists): the strided type of the
/// slice of `source`.
pub(crate) fn infer_result_type(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<MemRef> {
    let m = MemRef::of(ctx, source)?;
    let (source_strides, source_offset) = strides_and_offset(ctx, source)?;
    let offset = offsets
        .iter()
        .zip(&source_strides)
        .fold(source_offset, |acc, (&o, &s)| sat_add(acc, sat_mul(o, s)));
    let strides = source_strides
        .iter()
        .zip(strides)
        .map(|(&s, &t)| sat_mul(s, t))
        .collect();
    Some(MemRef {
        shape: sizes.to_vec(),
        element: m.element,
        layout: Some(strided_layout(ctx, offset, strides)),
        space: m.space,
    })
}

/// `SubViewOp::inferResultType` (mixed lists): `None` for negative static
/// offsets or sizes and zero static strides.
fn infer_result_type_checked(ctx: &Context, source: Type, s: &Slice) -> Option<MemRef> {
    let [offsets, sizes, strides] = statics(s);
    let negative = |v: &[i64]| v.iter().any(|&x| x != DYNAMIC && x < 0);
    if negative(&offsets) || negative(&sizes) || strides.contains(&0) {
        return None;
    }
    infer_result_type(ctx, source, &offsets, &sizes, &strides)
}

/// The static arrays of the three lists.
fn statics(s: &Slice) -> [Vec<i64>; 3] {
    [dispatch(&s.offsets).0, dispatch(&s.sizes).0, dispatch(&s.strides).0]
}

/// `computeMemRefRankReductionMask` for a subview's `sizes`: which
/// dimensions of `original` are dropped in `reduced`.
pub(crate) fn rank_reduction_mask(ctx: &Context, original: Type, reduced: Type, sizes: &[Bound]) -> Option<Vec<bool>> {
    crate::memref::layout::rank_reduction_mask(ctx, original, reduced, &dispatch(sizes).0)
}

/// `SubViewOp::getDroppedDims` of the subview `op` read as `s`.
pub(crate) fn dropped_dims(ctx: &Context, a: &IrArena, op: OpId, s: &Slice) -> Option<Vec<bool>> {
    let source = a.value_type(*s.leading.first()?);
    rank_reduction_mask(ctx, source, a.result_types(op).next()?, &s.sizes)
}

/// `full` without the dimensions marked in `dropped`, as a strided type.
fn drop_dims(ctx: &Context, full: &MemRef, dropped: &[bool]) -> Option<Type> {
    let (strides, offset) = match full.layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::Strided { offset, strides }) => (strides.clone(), *offset),
        _ => return None,
    };
    let kept = |&(i, _): &(usize, &i64)| !dropped.get(i).copied().unwrap_or(false);
    let shape = full.shape.iter().enumerate().filter(kept).map(|(_, &d)| d).collect();
    let strides = strides.iter().enumerate().filter(kept).map(|(_, &s)| s).collect();
    let m = MemRef {
        shape,
        element: full.element,
        layout: Some(strided_layout(ctx, offset, strides)),
        space: full.space,
    };
    Some(m.get(ctx))
}

/// `getConstantIntValue` of a bound.
fn bound_value(ctx: &Context, a: &IrArena, b: &Bound) -> Option<i64> {
    match *b {
        Bound::Static(v) => Some(v),
        Bound::Value(v) => ir::rewrite::constant_int(ctx, a, v),
    }
}

/// `SubViewOp::fold`: a subview to its own static type is its source, and
/// so is a no-op subview of a subview.
fn subview_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let s = Slice::read(ctx, a, op, 1)?;
    let source = *s.leading.first()?;
    let (source_ty, ty) = (a.value_type(source), a.result_types(op).next()?);
    let m = MemRef::of(ctx, ty)?;
    let static_layout = match m.layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::Strided { offset, strides }) => *offset != DYNAMIC && !strides.contains(&DYNAMIC),
        _ => true,
    };
    if ty == source_ty && m.has_static_shape() && static_layout {
        return Some(vec![FoldResult::Value(source)]);
    }
    let inner = SubViewOp::defining(ctx, a, source).map(SubViewOp::op)?;
    let i = Slice::read(ctx, a, inner, 1)?;
    let all = |list: &[Bound], want: i64| list.iter().all(|b| bound_value(ctx, a, b) == Some(want));
    (all(&s.offsets, 0) && all(&s.strides, 1) && s.sizes == i.sizes && ty == source_ty)
        .then(|| vec![FoldResult::Value(source)])
}

/// `SubViewReturnTypeCanonicalizer`: the inferred type of the new lists,
/// without the dimensions `op` drops.
fn canonical_return_type(rw: &PatternRewriter<'_>, op: OpId, old: &Slice, new: &Slice) -> Option<Type> {
    let source = rw.arena.value_type(*old.leading.first()?);
    let full = infer_result_type_checked(rw.ctx, source, new)?;
    let dropped = dropped_dims(rw.ctx, rw.arena, op, old)?;
    if !dropped.contains(&true) {
        return Some(full.get(rw.ctx));
    }
    drop_dims(rw.ctx, &full, &dropped)
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder<SubViewOp>`:
/// constant operands become static entries; the new subview is cast back
/// to the old type.
fn constant_argument_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(old) = Slice::read(rw.ctx, rw.arena, op, 1) else {
        return false;
    };
    let mut s = old.clone();
    // Upstream's `failed(..) && failed(..) && failed(..)` stops at the
    // first list that changes.
    let changed = fold_list(rw, &mut s.offsets, true, false)
        || fold_list(rw, &mut s.sizes, true, false)
        || fold_list(rw, &mut s.strides, false, false);
    if !changed {
        return false;
    }
    let Some(source) = MemRef::of(rw.ctx, rw.arena.value_type(s.leading[0])) else {
        return false;
    };
    let oss = Oss {
        statics: statics(&s),
        dynamic: [0; 3],
    };
    if verify_in_bounds_slice(&source.shape, &oss).is_err() {
        return false;
    }
    let Some(ty) = canonical_return_type(rw, op, &old, &s) else {
        return false;
    };
    let Some(spec) = s.spec(rw.ctx, "memref.subview", Some(ty), rw.arena.op_loc(op)) else {
        return false;
    };
    let Some(old_ty) = rw.arena.result_types(op).next() else {
        return false;
    };
    crate::common::build::replace_with_cast_of(rw, op, spec, "memref.cast", old_ty)
}

/// `getCanonicalSubViewResultType`: the type inferred from the cast's
/// source, reduced like the current subview.
fn cast_folded_type(rw: &PatternRewriter<'_>, op: OpId, s: &Slice, new_source: Value) -> Option<Type> {
    let current_source = rw.arena.value_type(*s.leading.first()?);
    let current_result = rw.arena.result_types(op).next()?;
    let [offsets, sizes, strides] = statics(s);
    let full = infer_result_type(rw.ctx, rw.arena.value_type(new_source), &offsets, &sizes, &strides)?;
    let dropped = rank_reduction_mask(rw.ctx, current_source, current_result, &s.sizes)?;
    drop_dims(rw.ctx, &full, &dropped)
}

/// `SubViewOpMemRefCastFolder`: a subview of a foldable cast slices the
/// cast's source and casts the result.
fn memref_cast_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((mut s, source)) = slice_of_foldable_cast(rw, op, foldable_cast_source) else {
        return false;
    };
    let Some(ty) = cast_folded_type(rw, op, &s, source) else {
        return false;
    };
    s.leading[0] = source;
    let (Some(old_ty), loc) = (rw.arena.result_types(op).next(), rw.arena.op_loc(op)) else {
        return false;
    };
    let Some(spec) = s.spec(rw.ctx, "memref.subview", Some(ty), loc) else {
        return false;
    };
    crate::common::build::replace_with_cast_of(rw, op, spec, "memref.cast", old_ty)
}

/// `isTrivialSubViewOp`: same rank, zero offsets, unit strides and the
/// source's static sizes.
fn is_trivial(rw: &PatternRewriter<'_>, op: OpId, s: &Slice) -> bool {
    let source = MemRef::of(rw.ctx, rw.arena.value_type(s.leading[0]));
    let result = rw.arena.result_types(op).next().and_then(|t| MemRef::of(rw.ctx, t));
    let (Some(source), Some(result)) = (source, result) else {
        return false;
    };
    let value = |b: &Bound| bound_value(rw.ctx, rw.arena, b);
    source.shape.len() == result.shape.len()
        && s.offsets.iter().all(|b| value(b) == Some(0))
        && s.strides.iter().all(|b| value(b) == Some(1))
        && s.sizes.len() == source.shape.len()
        && s.sizes.iter().zip(&source.shape).all(|(b, &d)| value(b) == Some(d))
}

/// `TrivialSubViewOpFolder`: a no-op subview is its source, cast to the
/// result type when they differ.
fn trivial_subview_folder(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(s) = Slice::read(rw.ctx, rw.arena, op, 1) else {
        return false;
    };
    if !is_trivial(rw, op, &s) {
        return false;
    }
    replace_with_cast(rw, op, s.leading[0])
}

/// Registers the folder and the patterns.
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("memref.subview", FoldHook::Pure(subview_fold));
    reg.add_canonicalization("memref.subview", |_, s| {
        add(
            s,
            "OpWithOffsetSizesAndStridesConstantArgumentFolder",
            "memref.subview",
            constant_argument_folder,
        );
        add(s, "SubViewOpMemRefCastFolder", "memref.subview", memref_cast_folder);
        add(s, "TrivialSubViewOpFolder", "memref.subview", trivial_subview_folder);
    });
}
