//! The transfers' `in_bounds` folding (`foldTransferInBoundsAttribute`, the
//! part of `TransferReadOp::fold` and `TransferWriteOp::fold` rods has): a
//! dimension read or written at a constant index of a static dimension
//! whose vector fits there becomes in bounds; broadcast dimensions too once
//! every other dimension is.

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::vector::ops::{TransferReadOp, TransferWriteOp};
use ir::affine::AffineExpr;
use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::registry::FoldHook;
use ir::{AttrKind, Context, IrArena, OpId, TypeKind};

/// The new `in_bounds` of a transfer of `vector_shape` through the map
/// `results` into a buffer of `shape`, its indices' constants `indices`,
/// its current flags `flags`; none when nothing becomes in bounds.
fn more_in_bounds(
    results: &[AffineExpr],
    flags: &[bool],
    shape: &[i64],
    vector_shape: &[i64],
    indices: &[Option<i64>],
) -> Option<Vec<bool>> {
    let mut changed = false;
    let mut flags_out = Vec::with_capacity(results.len());
    let mut non_broadcast = Vec::new();
    for (i, e) in results.iter().enumerate() {
        if *flags.get(i)? {
            flags_out.push(true);
            continue;
        }
        let mut in_bounds = false;
        if let AffineExpr::Dim(p) = e {
            let p = *p as usize;
            let (size, vector_size) = (*shape.get(p)?, *vector_shape.get(i)?);
            in_bounds = size != ir::types::DYNAMIC
                && indices
                    .get(p)
                    .copied()
                    .flatten()
                    .is_some_and(|index| index.saturating_add(vector_size) <= size);
            non_broadcast.push(i);
        }
        flags_out.push(in_bounds);
        changed |= in_bounds;
    }
    if non_broadcast.iter().all(|&i| flags_out[i]) {
        for (i, e) in results.iter().enumerate() {
            if matches!(e, AffineExpr::Constant(0)) {
                changed |= !flags_out[i];
                flags_out[i] = true;
            }
        }
    }
    changed.then_some(flags_out)
}

/// Folds the `in_bounds` of the transfer `op` (a write when `write`) in
/// place: `true` when it changed.
fn fold_in_bounds(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>], write: bool) -> bool {
    let Some(map) = ir::ods::access::inherent(ctx, a, op, "permutation_map") else {
        return false;
    };
    let AttrKind::AffineMap(map) = ctx.attr_kind(map) else {
        return false;
    };
    if map.results.is_empty() {
        return false;
    }
    let flags: Vec<bool> = match ir::ods::access::inherent(ctx, a, op, "in_bounds").map(|x| ctx.attr_kind(x)) {
        Some(AttrKind::Array(v)) => v
            .iter()
            .map(|&b| matches!(ctx.attr_kind(b), AttrKind::Bool(true)))
            .collect(),
        _ => return false,
    };
    let (base, vector_ty, indices) = if write {
        let Some(w) = TransferWriteOp::cast(ctx, a, op) else {
            return false;
        };
        (
            w.base(ctx, a),
            a.value_type(w.value_to_store(ctx, a)),
            w.indices(ctx, a),
        )
    } else {
        let Some(r) = TransferReadOp::cast(ctx, a, op) else {
            return false;
        };
        let Some(ty) = a.result_types(op).next() else {
            return false;
        };
        (r.base(ctx, a), ty, r.indices(ctx, a))
    };
    let shape = match ctx.type_kind(a.value_type(base)) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape.clone(),
        _ => return false,
    };
    let TypeKind::Vector {
        shape: vector_shape, ..
    } = ctx.type_kind(vector_ty)
    else {
        return false;
    };
    let first = if write { 2 } else { 1 };
    let index_consts: Vec<Option<i64>> = (0..indices.len())
        .map(|i| c::int_attr_value(ctx, consts.get(first + i).copied().flatten()))
        .collect();
    let Some(new) = more_in_bounds(&map.results, &flags, &shape, vector_shape, &index_consts) else {
        return false;
    };
    let attr = ctx.get_attr(AttrKind::Array(
        new.into_iter().map(|b| ctx.get_attr(AttrKind::Bool(b))).collect(),
    ));
    ir::ods::access::set_inherent(ctx, a, op, "in_bounds", Some(attr));
    true
}

/// `TransferReadOp::fold` (its `in_bounds` part).
fn read_fold(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    fold_in_bounds(ctx, a, op, consts, false).then(|| vec![FoldResult::Value(a.result(op, 0))])
}

/// `TransferWriteOp::fold` (its `in_bounds` part): modified in place.
fn write_fold(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !fold_in_bounds(ctx, a, op, consts, true) {
        return None;
    }
    Some(
        (0..a.num_results(op))
            .map(|i| FoldResult::Value(a.result(op, i)))
            .collect(),
    )
}

/// Registers the transfers' folders.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("vector.transfer_read", FoldHook::InPlace(read_fold));
    reg.set_fold_hook("vector.transfer_write", FoldHook::InPlace(write_fold));
}
