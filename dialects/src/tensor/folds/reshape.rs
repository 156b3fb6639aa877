//! Reshapes and `tensor.generate`: the folders of `tensor.expand_shape`,
//! `tensor.collapse_shape` (`foldReshapeOp`), `tensor.reshape` and
//! `tensor.gather`; the patterns `FoldReshapeWithConstant`,
//! `FoldReshapeWithSplat`, `FoldReshapeWithFromElements` (both reassociative
//! reshapes), `FoldCollapseOfCastOp`, and `ExtractFromTensorGenerate` and
//! `StaticTensorGenerate` (from `tensor.generate`).

use crate::arith::folds::Folded;
use crate::arith::ops::ConstantOp;
use crate::common::consts as c;
use crate::common::entry_block;
use crate::scf::folds::{add, Rw};
use crate::tensor::folds::reassociation::groups_of;
use crate::tensor::folds::{create_cast, foldable_cast_source, shape_of};
use crate::tensor::ops::DimOp;

use crate::tensor::ops::GenerateOp;
use crate::tensor::ops::ReshapeOp;
use crate::tensor::{ranked_tensor, tensor_of, FromElementsOp, SplatOp};
use ir::attrs::{Attr, AttrKind};
use ir::ods::{FoldResult, TypedOp};
use ir::rewrite::IrMapping;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, OpSpec, Type, Use, Value};

/// Whether `ty` is a tensor of static shape.
fn is_static(ctx: &Context, ty: Type) -> bool {
    shape_of(ctx, ty).is_some_and(|s| !s.contains(&DYNAMIC))
}

/// The dense constant `attr` with type `ty` (same elements), when `ty` is
/// static with as many elements (`DenseElementsAttr::reshape` /
/// `resizeSplat`); `splat_only` keeps non-splat constants out.
pub(crate) fn reshape_constant(ctx: &Context, attr: Option<Attr>, ty: Type, splat_only: bool) -> Option<Attr> {
    let AttrKind::DenseElements { ty: old, data } = ctx.attr_kind(attr?) else {
        return None;
    };
    if (splat_only && !data.is_splat()) || !is_static(ctx, ty) || c::element_type(ctx, *old) != c::element_type(ctx, ty)
    {
        return None;
    }
    let count = |t: Type| shape_of(ctx, t).map(|s| s.iter().product::<i64>());
    if !data.is_splat() && count(*old) != count(ty) {
        return None;
    }
    Some(ctx.get_attr(AttrKind::DenseElements { ty, data: data.clone() }))
}

fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

/// `foldReshapeOp`: a reshape to its own type, of a constant, or undoing
/// the inverse reshape producing its source when that is sure to restore
/// the shape (at most one dynamic dimension, or the same reassociation with
/// an expansion first or at most one dynamic dimension per group).
fn reassociative_fold<Inverse: TypedOp>(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let source = a.operands(op).next()?;
    let ty = a.result_types(op).next()?;
    if a.value_type(source) == ty {
        return value(source);
    }
    if let Some(x) = reshape_constant(ctx, consts.first().copied().flatten(), ty, false) {
        return Some(vec![FoldResult::Attr(x)]);
    }
    let inv = Inverse::defining(ctx, a, source)?.op_id();
    let inner = a.operands(inv).next()?;
    let src_shape = shape_of(ctx, a.value_type(inner))?;
    if a.value_type(inner) != ty {
        return None;
    }
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic(&src_shape) < 2 {
        return value(inner);
    }
    let groups = groups_of(ctx, a, op)?;
    if Some(&groups) != groups_of(ctx, a, inv).as_ref() {
        return None;
    }
    if src_shape.len() < shape_of(ctx, a.value_type(source))?.len() {
        return value(inner);
    }
    let per_group_ok = groups.iter().all(|g| {
        let start = g.first().and_then(|&s| usize::try_from(s).ok()).unwrap_or(0);
        src_shape
            .get(start..start + g.len())
            .is_some_and(|band| dynamic(band) < 2)
    });
    per_group_ok.then(|| vec![FoldResult::Value(inner)])
}

fn expand_shape_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    reassociative_fold::<crate::tensor::ops::CollapseShapeOp>(ctx, a, op, consts)
}

fn collapse_shape_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    reassociative_fold::<crate::tensor::ops::ExpandShapeOp>(ctx, a, op, consts)
}

/// `GatherOp::fold`: a gather of a splat constant.
fn gather_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let ty = a.result_types(op).next()?;
    reshape_constant(ctx, consts.first().copied().flatten(), ty, true).map(|x| vec![FoldResult::Attr(x)])
}

/// `ReshapeOp::fold`: a reshape of a constant, of another reshape (in
/// place), or that keeps a 1-D type or every dimension.
fn reshape_fold(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let ty = a.result_types(op).next()?;
    if let Some(x) = reshape_constant(ctx, consts.first().copied().flatten(), ty, false) {
        return Some(vec![FoldResult::Attr(x)]);
    }
    let source = a.operands(op).next()?;
    if let Some(inner) = ReshapeOp::defining(ctx, a, source) {
        let inner_source = inner.source(ctx, a);
        a.set_operand(Use { op, operand: 0 }, inner_source);
        return value(a.result(op, 0));
    }
    let shape = shape_of(ctx, ty)?;
    if a.value_type(source) != ty {
        return None;
    }
    if shape.len() == 1 {
        return value(source);
    }
    let from = FromElementsOp::defining(ctx, a, a.operands(op).nth(1)?)?;
    let elements = from.elements(ctx, a);
    let keeps_dim = |(i, &e): (usize, &Value)| {
        if let Some(k) = ir::rewrite::constant_int(ctx, a, e) {
            return shape.get(i) == Some(&k);
        }
        let Some(dim) = DimOp::defining(ctx, a, e) else {
            return false;
        };
        dim.source(ctx, a) == source && ir::rewrite::constant_int(ctx, a, dim.index(ctx, a)) == i64::try_from(i).ok()
    };
    (elements.len() == shape.len() && elements.iter().enumerate().all(keeps_dim))
        .then(|| vec![FoldResult::Value(source)])
}

/// `FoldReshapeWithConstant`: a reshape of a splat constant.
fn fold_reshape_with_constant(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (Some(source), Some(ty)) = (rw.arena.operands(op).next(), rw.arena.result_types(op).next()) else {
        return false;
    };
    let Some(new) = reshape_constant(rw.ctx, rw.constant_of(source), ty, true) else {
        return false;
    };
    rw.replace_op_with_built(op, |b| ConstantOp::build(b, ty, new)).is_ok()
}

/// `FoldReshapeWithSplat`: a reshape of a static `tensor.splat` is a splat.
fn fold_reshape_with_splat(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let (Some(source), Some(ty)) = (a.operands(op).next(), a.result_types(op).next()) else {
        return false;
    };
    let Some(splat) = SplatOp::defining(ctx, a, source) else {
        return false;
    };
    if !is_static(ctx, a.value_type(splat.aggregate(ctx, a))) {
        return false;
    }
    let input = splat.input(ctx, a);
    rw.replace_op_with_built(op, |b| SplatOp::build(b, ty, input, &[]))
        .is_ok()
}

/// `FoldReshapeWithFromElements`: a static reshape of a
/// `tensor.from_elements` is one.
fn fold_reshape_with_from_elements(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let (Some(source), Some(ty)) = (a.operands(op).next(), a.result_types(op).next()) else {
        return false;
    };
    let Some(from) = FromElementsOp::defining(ctx, a, source) else {
        return false;
    };
    if !is_static(ctx, ty) {
        return false;
    }
    let elements = from.elements(ctx, a);
    rw.replace_op_with_built(op, |b| FromElementsOp::build(b, ty, &elements))
        .is_ok()
}

/// [`groups_of`] through the rewriter.
fn reassociation(rw: &ir::rewrite::PatternRewriter<'_>, op: OpId) -> Option<Vec<Vec<i64>>> {
    groups_of(rw.ctx, rw.arena, op)
}

/// `CollapseShapeOp::inferCollapsedType`: each group's product (dynamic if
/// any member is); the encoding is dropped.
fn collapsed_type(ctx: &Context, ty: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let (shape, element, _) = ranked_tensor(ctx, ty)?;
    let mut out = Vec::with_capacity(groups.len());
    let mut at = 0usize;
    for g in groups {
        let band = shape.get(at..at + g.len())?;
        at += g.len();
        out.push(if band.contains(&DYNAMIC) {
            DYNAMIC
        } else {
            band.iter().try_fold(1i64, |p, &d| p.checked_mul(d))?
        });
    }
    Some(tensor_of(ctx, out, element, None))
}

/// `FoldCollapseOfCastOp`: a collapse of a static-information-dropping cast
/// collapses the cast's source.
fn fold_collapse_of_cast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(operand) = rw.arena.operands(op).next() else {
        return false;
    };
    let Some(source) = foldable_cast_source(rw.ctx, rw.arena, operand) else {
        return false;
    };
    let (Some(groups), Some(ty)) = (reassociation(rw, op), rw.arena.result_types(op).next()) else {
        return false;
    };
    let Some(new_ty) = collapsed_type(rw.ctx, rw.arena.value_type(source), &groups) else {
        return false;
    };
    if new_ty == ty {
        rw.modify_in_place(op, |a| a.set_operand(Use { op, operand: 0 }, source));
        return true;
    }
    let spec = crate::common::build::spec(
        rw.ctx,
        "tensor.collapse_shape",
        rw.arena.op_loc(op),
        vec![source],
        vec![new_ty],
        c::prop(rw.ctx, rw.arena, op, "reassociation").and_then(|r| c::props(rw.ctx, &[("reassociation", r)])),
    );
    crate::common::build::replace_with_cast_of(rw, op, spec, "tensor.cast", ty)
}

/// `ExtractFromTensorGenerate`: an element of a side-effect-free
/// `tensor.generate` is its body computed at the indices.
fn extract_from_tensor_generate(op: OpId, rw: Rw<'_, '_>) -> bool {
    let operands: Vec<Value> = rw.arena.operands(op).collect();
    let Some(generate) = operands
        .first()
        .and_then(|&t| GenerateOp::defining(rw.ctx, rw.arena, t).map(GenerateOp::op))
    else {
        return false;
    };
    if !rw.table.would_be_trivially_dead(rw.ctx, rw.arena, generate) {
        return false;
    }
    let Some(body) = entry_block(rw.arena, generate) else {
        return false;
    };
    let Some(term) = rw.arena.last_op(body) else {
        return false;
    };
    let mut mapping = IrMapping::new();
    for (i, &index) in operands[1..].iter().enumerate().take(rw.arena.num_args(body)) {
        mapping.map(rw.arena.arg(body, i), index);
    }
    let ops: Vec<OpId> = rw.arena.block_ops(body).filter(|&o| o != term).collect();
    for o in ops {
        rw.clone_op(o, &mut mapping);
    }
    let Some(yielded) = rw.arena.operands(term).next() else {
        return false;
    };
    let replacement = mapping.lookup_or_default(yielded);
    rw.replace_op(op, &[replacement]);
    true
}

/// `StaticTensorGenerate`: constant non-negative extents become static
/// dimensions, cast back to the old type.
fn static_tensor_generate(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((ty, new_ty, dynamic)) = super::constant_sizes_made_static(rw, op) else {
        return false;
    };
    let Some(&old_region) = rw.arena.regions(op).first() else {
        return false;
    };
    let region = rw.arena.create_region();
    let spec = OpSpec {
        name: rw.ctx.op_name("tensor.generate"),
        loc: rw.arena.op_loc(op),
        operands: dynamic,
        result_types: vec![new_ty],
        successors: Vec::new(),
        regions: vec![region],
        properties: None,
        attrs: None,
    };
    let new = rw.create(spec);
    crate::scf::folds::take_body(rw.arena, old_region, region);
    let (result, loc) = (rw.arena.result(new, 0), rw.arena.op_loc(op));
    let cast = create_cast(rw, result, ty, loc);
    rw.replace_op(op, &[cast]);
    true
}

/// Registers the folders and patterns.
pub(crate) fn register(ctx: &Context) {
    use ir::registry::FoldHook;
    let reg = ctx.registry();
    reg.set_fold_hook("tensor.expand_shape", FoldHook::Pure(expand_shape_fold));
    reg.set_fold_hook("tensor.collapse_shape", FoldHook::Pure(collapse_shape_fold));
    reg.set_fold_hook("tensor.gather", FoldHook::Pure(gather_fold));
    reg.set_fold_hook("tensor.reshape", FoldHook::InPlace(reshape_fold));
    reg.add_canonicalization("tensor.expand_shape", |_, s| {
        let root = "tensor.expand_shape";
        add(s, "FoldReshapeWithConstant", root, fold_reshape_with_constant);
        add(s, "FoldReshapeWithSplat", root, fold_reshape_with_splat);
        add(s, "FoldReshapeWithFromElements", root, fold_reshape_with_from_elements);
    });
    reg.add_canonicalization("tensor.collapse_shape", |_, s| {
        let root = "tensor.collapse_shape";
        add(s, "FoldReshapeWithConstant", root, fold_reshape_with_constant);
        add(s, "FoldReshapeWithSplat", root, fold_reshape_with_splat);
        add(s, "FoldReshapeWithFromElements", root, fold_reshape_with_from_elements);
        add(s, "FoldCollapseOfCastOp", root, fold_collapse_of_cast);
    });
    reg.add_canonicalization("tensor.generate", |_, s| {
        add(
            s,
            "ExtractFromTensorGenerate",
            "tensor.extract",
            extract_from_tensor_generate,
        );
        add(s, "StaticTensorGenerate", "tensor.generate", static_tensor_generate);
    });
}
