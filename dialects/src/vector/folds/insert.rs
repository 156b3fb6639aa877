//! `vector.insert`'s folder (`InsertOp::fold`: constant indices, poison
//! index, constant into constant) and its canonicalization patterns
//! `InsertToBroadcast`, `InsertSplatToSplat` and
//! `InsertChainFullyInitialized` (upstream's `BroadcastFolder`, which it
//! also lists, is `vector.broadcast`'s).

use super::extract::constant_indices;
use super::util::{attr, linearize, num_elements, replace_with_broadcast, replace_with_from_elements};
use super::util::{scalar_splat_source, set_position, shape, value};
use crate::arith::folds::Folded;
use crate::common::consts::{self as c, Cst};
use crate::common::mixed::{mixed, Bound};
use crate::scf::folds::{add, Rw};
use crate::ub::folds::{is_poison, poison_attr};
use crate::vector::ops::{InsertOp, ToElementsOp};
use ir::attrs::Attr;
use ir::ods::TypedOp;
use ir::{Context, IrArena, OpId, Value};

/// Constants with more elements are only made for a single-use insert.
const VECTOR_SIZE_FOLD_THRESHOLD: i64 = 256;

/// `InsertOp::fold`.
pub(super) fn fold(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let insert = InsertOp::cast(ctx, a, op)?;
    let stored = insert.value_to_store(ctx, a);
    let dest = insert.dest(ctx, a);
    let result = insert.result(ctx, a);
    let static_position = insert.static_position(ctx, a)?;
    let mut position = mixed(&static_position, &insert.dynamic_position(ctx, a))?;
    if position.is_empty() && a.value_type(stored) == a.value_type(result) {
        return value(stored);
    }
    let dims = shape(ctx, a.value_type(dest))?;
    let (folded_position, changed) = constant_indices(ctx, &position, &dims, consts.get(2..).unwrap_or_default());
    let in_place = if changed {
        if !set_position(ctx, a, op, &[stored, dest], &folded_position) {
            return None;
        }
        position = folded_position;
        value(result)
    } else {
        None
    };
    if position.contains(&Bound::Static(-1)) {
        return attr(poison_attr(ctx));
    }
    let (source, dest_const) = (consts.first().copied().flatten(), consts.get(1).copied().flatten());
    if let (Some(source), Some(dest_const)) = (source, dest_const) {
        if let Some(folded) = fold_constants(ctx, a, op, &position, source, dest_const) {
            return attr(folded);
        }
    }
    in_place
}

/// `foldDenseElementsAttrDestInsertOp`: a constant stored into a constant.
fn fold_constants(ctx: &Context, a: &IrArena, op: OpId, position: &[Bound], source: Attr, dest: Attr) -> Option<Attr> {
    let statics: Vec<i64> = position
        .iter()
        .map(|p| match p {
            Bound::Static(i) => Some(*i),
            Bound::Value(_) => None,
        })
        .collect::<Option<_>>()?;
    if is_poison(ctx, source) {
        return None;
    }
    let Cst::Elements(dest_ty, mut elems, splat) = c::read(ctx, dest)? else {
        return None;
    };
    if super::util::is_scalable(ctx, dest_ty) {
        return None;
    }
    let count = num_elements(ctx, dest_ty);
    let result = a.result(op, 0);
    if count > VECTOR_SIZE_FOLD_THRESHOLD && !a.has_one_use(result) {
        return None;
    }
    if splat {
        elems = vec![*elems.first()?; usize::try_from(count).ok()?];
    }
    let start = linearize(&statics, &shape(ctx, dest_ty)?)?;
    let inserted = match c::read(ctx, source)? {
        Cst::Scalar(_, s) => vec![s],
        Cst::Elements(ty, values, true) => vec![*values.first()?; usize::try_from(num_elements(ctx, ty)).ok()?],
        Cst::Elements(_, values, false) => values,
    };
    let end = start.checked_add(inserted.len())?;
    elems.get_mut(start..end)?.copy_from_slice(&inserted);
    c::write(ctx, &Cst::Elements(dest_ty, elems, false))
}

/// `InsertToBroadcast`: storing a vector of as many elements as the
/// destination is a broadcast of it.
fn insert_to_broadcast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(insert) = InsertOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let stored = insert.value_to_store(rw.ctx, rw.arena);
    let stored_ty = rw.arena.value_type(stored);
    let dest_ty = rw.arena.value_type(insert.dest(rw.ctx, rw.arena));
    if shape(rw.ctx, stored_ty).is_none() || num_elements(rw.ctx, stored_ty) != num_elements(rw.ctx, dest_ty) {
        return false;
    }
    replace_with_broadcast(rw, op, dest_ty, stored)
}

/// `InsertSplatToSplat`: storing a splat of `x` into a splat of `x` is a
/// splat of `x` (a new broadcast at the insert).
fn insert_splat_to_splat(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(insert) = InsertOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let dest = insert.dest(rw.ctx, rw.arena);
    let Some(splat) = scalar_splat_source(rw.ctx, rw.arena, insert.value_to_store(rw.ctx, rw.arena)) else {
        return false;
    };
    if scalar_splat_source(rw.ctx, rw.arena, dest) != Some(splat) {
        return false;
    }
    let ty = rw.arena.value_type(dest);
    replace_with_broadcast(rw, op, ty, splat)
}

/// `InsertChainFullyInitialized`: the last of a chain of static inserts
/// that together write every element is a `vector.from_elements` (vectors
/// stored are split with `vector.to_elements`).
fn insert_chain_fully_initialized(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(last) = InsertOp::cast(ctx, a, op) else {
        return false;
    };
    let dest_ty = a.value_type(last.dest(ctx, a));
    let Some(dims) = shape(ctx, dest_ty) else {
        return false;
    };
    if super::util::is_scalable(ctx, dest_ty) {
        return false;
    }
    let result = last.result(ctx, a);
    if a.uses(result)
        .any(|u| InsertOp::cast(ctx, a, u.op).is_some_and(|i| i.dest(ctx, a) == result))
    {
        return false;
    }
    let mut chain = Vec::new();
    let mut current = Some(last);
    while let Some(insert) = current {
        let Some(position) = insert.static_position(ctx, a) else {
            return false;
        };
        if position.contains(&ir::types::DYNAMIC) {
            return false;
        }
        chain.push((insert, position));
        current = InsertOp::defining(ctx, a, insert.dest(ctx, a));
        if current.is_some_and(|i| !a.has_one_use(i.result(ctx, a))) {
            return false;
        }
    }
    let size = usize::try_from(num_elements(ctx, dest_ty)).unwrap_or(0);
    let mut initialized = vec![false; size];
    let mut count = 0;
    let mut pending = Vec::new();
    for (insert, position) in chain {
        if position.contains(&-1) {
            return false;
        }
        let Some(begin) = linearize(&position, &dims) else {
            return false;
        };
        let stored = insert.value_to_store(ctx, a);
        let len = usize::try_from(num_elements(ctx, a.value_type(stored))).unwrap_or(0);
        let Some(slots) = initialized.get_mut(begin..begin + len) else {
            return false;
        };
        for slot in slots {
            if !*slot {
                *slot = true;
                count += 1;
            }
        }
        pending.push((begin, len, stored));
        if count == size {
            break;
        }
    }
    if count != size {
        return false;
    }
    let loc = a.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut elements: Vec<Option<Value>> = vec![None; size];
    for (begin, len, stored) in pending.into_iter().rev() {
        let ty = rw.arena.value_type(stored);
        if shape(rw.ctx, ty).is_none() {
            elements[begin] = Some(stored);
            continue;
        }
        let types = vec![c::element_type(rw.ctx, ty); len];
        let Ok(split) = rw.build(loc, |b| ToElementsOp::build(b, &types, stored)) else {
            return false;
        };
        for (i, v) in split.elements(rw.ctx, rw.arena).into_iter().enumerate() {
            elements[begin + i] = Some(v);
        }
    }
    let Some(elements) = elements.into_iter().collect::<Option<Vec<Value>>>() else {
        return false;
    };
    replace_with_from_elements(rw, op, dest_ty, &elements)
}

/// Registers the folder and patterns.
pub(super) fn register(ctx: &Context) {
    use ir::registry::FoldHook;
    let reg = ctx.registry();
    reg.set_fold_hook(InsertOp::NAME, FoldHook::InPlace(fold));
    reg.add_canonicalization(InsertOp::NAME, |_, s| {
        add(s, "InsertToBroadcast", InsertOp::NAME, insert_to_broadcast);
        add(s, "InsertSplatToSplat", InsertOp::NAME, insert_splat_to_splat);
        add(
            s,
            "InsertChainFullyInitialized",
            InsertOp::NAME,
            insert_chain_fully_initialized,
        );
    });
}
