//! `memref.dim` (`DimOp::fold` and `DimOfMemRefReshape`) and
//! `memref.rank` (`RankOp::fold`).

use crate::arith::folds::Folded;
use crate::common::build::create;
use crate::common::consts as c;
use crate::common::mixed::Bound;
use crate::memref::folds::subview::dropped_dims;
use crate::memref::folds::{dynamic_before, fold_memref_cast, MemRef};
use crate::memref::ops::ReshapeOp;
use crate::scf::folds::{add, Rw};
use crate::tensor::folds::slices::Slice;
use ir::attrs::{Attr, AttrKind};
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::registry::FoldHook;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, RegionId, TypeKind, Value};

/// The `index` attribute of `v`.
fn index_attr(ctx: &Context, v: i64) -> Option<Attr> {
    c::int_attr(ctx, ctx.index_type(), v as u128)
}

/// The dynamic size operand of `def` (an `alloc`, `alloca` or `view`)
/// for the dynamic dimension `i` of `shape`.
fn alloc_like_size(ctx: &Context, a: &IrArena, def: OpId, shape: &[i64], i: usize) -> Option<Value> {
    let skip = match crate::memref::folds::op_name(ctx, a, def) {
        "memref.alloc" | "memref.alloca" => 0,
        "memref.view" => 2,
        _ => return None,
    };
    a.operands(def).nth(skip + dynamic_before(shape, i))
}

/// The size operand of the `memref.subview` `def` giving result
/// dimension `i` (skipping the dimensions the subview drops).
fn subview_size(ctx: &Context, a: &IrArena, def: OpId, i: usize) -> Option<Value> {
    let s = Slice::read(ctx, a, def, 1)?;
    let dropped = dropped_dims(ctx, a, def, &s)?;
    let source = (0..dropped.len()).filter(|&d| !dropped[d]).nth(i)?;
    match s.sizes.get(source)? {
        Bound::Value(v) => Some(*v),
        Bound::Static(_) => None,
    }
}

/// `DimOp::fold`: a static extent, the size operand of the defining
/// `alloc`/`alloca`/`view`/`subview`, or the dim of a cast's source.
fn dim_fold(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let index = c::int_attr_value(ctx, *consts.get(1)?)?;
    let source = a.operands(op).next()?;
    let m = MemRef::of(ctx, a.value_type(source))?;
    let i = usize::try_from(index).ok().filter(|&i| i < m.shape.len())?;
    let size = *m.shape.get(i)?;
    if size != DYNAMIC {
        return Some(vec![FoldResult::Attr(index_attr(ctx, size)?)]);
    }
    if let Some(def) = a.defining_op(source) {
        if crate::memref::folds::op_name(ctx, a, def) == "memref.subview" {
            return subview_size(ctx, a, def, i).map(|v| vec![FoldResult::Value(v)]);
        }
        if let Some(v) = alloc_like_size(ctx, a, def, &m.shape, i) {
            return Some(vec![FoldResult::Value(v)]);
        }
    }
    fold_memref_cast(ctx, a, op, None).then(|| vec![FoldResult::Value(a.result(op, 0))])
}

/// `RankOp::fold`: the rank of a ranked operand.
fn rank_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let ty = a.value_type(a.operands(op).next()?);
    let rank = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape.len(),
        _ => return None,
    };
    Some(vec![FoldResult::Attr(index_attr(ctx, i64::try_from(rank).ok()?)?)])
}

/// The region holding `op`.
fn op_region(a: &IrArena, op: OpId) -> Option<RegionId> {
    a.op_parent(op).and_then(|b| a.block_parent(b))
}

/// `Region::isProperAncestor(outer, inner)`.
fn is_proper_ancestor(a: &IrArena, outer: RegionId, inner: RegionId) -> bool {
    let mut cur = a.region_parent(inner).and_then(|p| op_region(a, p));
    while let Some(r) = cur {
        if r == outer {
            return true;
        }
        cur = a.region_parent(r).and_then(|p| op_region(a, p));
    }
    false
}

/// Whether `later` comes after `op` in their block.
fn is_after(a: &IrArena, op: OpId, later: OpId) -> bool {
    let mut cur = a.next_op(op);
    while let Some(o) = cur {
        if o == later {
            return true;
        }
        cur = a.next_op(o);
    }
    false
}

/// The cheap dominance check of `DimOfMemRefReshape`: `index` is defined
/// before `reshape` in its block, or in a parent region of it (or `dim`
/// shares the reshape's block).
fn index_dominates(a: &IrArena, index: Value, reshape: OpId, dim: OpId) -> bool {
    let index_block = a.value_block(index);
    if index_block.is_some() && index_block == a.op_parent(reshape) {
        return a.defining_op(index).is_none_or(|d| !is_after(a, reshape, d));
    }
    if a.op_parent(dim) == a.op_parent(reshape) {
        return true;
    }
    let index_region = index_block.and_then(|b| a.block_parent(b));
    match (index_region, op_region(a, reshape)) {
        (Some(outer), Some(inner)) => is_proper_ancestor(a, outer, inner),
        _ => false,
    }
}

/// `DimOfMemRefReshape`: the dim of a `memref.reshape` is a load of its
/// shape operand, placed right after the reshape.
fn dim_of_memref_reshape(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (Some(source), Some(index)) = (rw.arena.operands(op).next(), rw.arena.operands(op).nth(1)) else {
        return false;
    };
    let Some(reshape) = ReshapeOp::defining(rw.ctx, rw.arena, source) else {
        return false;
    };
    let (shape, reshape) = (reshape.shape(rw.ctx, rw.arena), reshape.op());
    if !index_dominates(rw.arena, index, reshape, op) {
        return false;
    }
    let element = c::element_type(rw.ctx, rw.arena.value_type(shape));
    let (loc, index_ty) = (rw.arena.op_loc(op), rw.ctx.index_type());
    rw.set_insertion_point_after(reshape);
    let nontemporal = rw.ctx.get_attr(AttrKind::Bool(false));
    let mut load = create(
        rw,
        "memref.load",
        vec![shape, index],
        element,
        &[("nontemporal", nontemporal)],
        loc,
    );
    if element != index_ty {
        load = create(rw, "arith.index_cast", vec![load], index_ty, &[], loc);
    }
    rw.replace_op(op, &[load]);
    true
}

/// Registers the folders and the pattern.
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("memref.dim", FoldHook::InPlace(dim_fold));
    reg.set_fold_hook("memref.rank", FoldHook::Pure(rank_fold));
    reg.add_canonicalization("memref.dim", |_, s| {
        add(s, "DimOfMemRefReshape", "memref.dim", dim_of_memref_reshape);
    });
}
