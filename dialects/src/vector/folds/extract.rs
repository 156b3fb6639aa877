//! `vector.extract`'s folder (`ExtractOp::fold`: constant indices, poison,
//! constants, extract and insert/transpose chains, broadcasts, shuffles,
//! shape casts and `vector.from_elements`) and its canonicalization
//! patterns `ExtractOpFromBroadcast` and `foldExtractFromFromElements`.

use super::util::{attr, broadcastable_to, linearize, rank, replace_with_broadcast, replace_with_from_elements};
use super::util::{set_position, shape, value};
use crate::arith::folds::Folded;
use crate::common::consts::{self as c, Cst};
use crate::common::mixed::{mixed, Bound};
use crate::scf::folds::{add, Rw};
use crate::ub::folds::{is_poison, poison_attr};
use crate::vector::ops::{BroadcastOp, ExtractOp, FromElementsOp, InsertOp, ShapeCastOp, ShuffleOp, TransposeOp};
use ir::attrs::{Attr, AttrKind};
use ir::ods::TypedOp;
use ir::{Context, IrArena, OpId, Type, Value};

/// The parts of an extract the folds read.
struct Parts {
    op: ExtractOp,
    source: Value,
    position: Vec<Bound>,
    static_position: Vec<i64>,
    result: Value,
    result_ty: Type,
}

impl Parts {
    fn of(ctx: &Context, a: &IrArena, op: OpId) -> Option<Parts> {
        let e = ExtractOp::cast(ctx, a, op)?;
        let static_position = e.static_position(ctx, a)?;
        let position = mixed(&static_position, &e.dynamic_position(ctx, a))?;
        let result = e.result(ctx, a);
        Some(Parts {
            op: e,
            source: e.source(ctx, a),
            position,
            static_position,
            result,
            result_ty: a.value_type(result),
        })
    }

    fn has_dynamic(&self) -> bool {
        self.position.iter().any(|p| matches!(p, Bound::Value(_)))
    }

    /// Points the op at `source` and `position` (an in-place fold).
    fn update(&mut self, ctx: &Context, a: &mut IrArena, source: Value, position: Vec<Bound>) -> Folded {
        if !set_position(ctx, a, self.op.op(), &[source], &position) {
            return None;
        }
        self.source = source;
        self.static_position = position
            .iter()
            .map(|p| match p {
                Bound::Static(i) => *i,
                Bound::Value(_) => ir::types::DYNAMIC,
            })
            .collect();
        self.position = position;
        value(self.result)
    }
}

/// `ExtractOp::fold`, step by step in upstream's order.
pub(super) fn fold(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let mut e = Parts::of(ctx, a, op)?;
    let source_ty = a.value_type(e.source);
    if e.position.is_empty() && source_ty == e.result_ty {
        return value(e.source);
    }
    let source_const = consts.first().copied().flatten();
    if source_const.is_some_and(|s| is_poison(ctx, s)) {
        return attr(poison_attr(ctx));
    }
    let in_place = fold_constant_indices(ctx, a, &mut e, consts.get(1..).unwrap_or_default());
    if e.position.contains(&Bound::Static(-1)) {
        return attr(poison_attr(ctx));
    }
    if let Some(folded) = source_const.and_then(|s| fold_constant_source(ctx, &e, s)) {
        return Some(folded);
    }
    if e.has_dynamic() {
        // Every fold below wants a static position.
        return in_place;
    }
    let folders: [fn(&Context, &mut IrArena, &mut Parts) -> Folded; 6] = [
        from_extract_chain,
        from_insert_transpose_chain,
        from_broadcast,
        from_shuffle,
        from_shape_cast,
        from_from_elements,
    ];
    for f in folders {
        if let Some(r) = f(ctx, a, &mut e) {
            return Some(r);
        }
    }
    in_place
}

/// `extractInsertFoldConstantOp`: constant dynamic indices (in bounds, or
/// the poison index -1) become static.
fn fold_constant_indices(ctx: &Context, a: &mut IrArena, e: &mut Parts, index_consts: &[Option<Attr>]) -> Folded {
    let dims = shape(ctx, a.value_type(e.source))?;
    let (position, changed) = constant_indices(ctx, &e.position, &dims, index_consts);
    if !changed {
        return None;
    }
    let source = e.source;
    e.update(ctx, a, source, position)
}

/// The position with its constant dynamic entries made static, and
/// whether any was.
pub(super) fn constant_indices(
    ctx: &Context,
    position: &[Bound],
    dims: &[i64],
    index_consts: &[Option<Attr>],
) -> (Vec<Bound>, bool) {
    let mut next = index_consts.iter();
    let mut changed = false;
    let out = position
        .iter()
        .zip(dims)
        .map(|(&p, &d)| {
            let Bound::Value(_) = p else {
                return p;
            };
            let known = next.next().copied().flatten().and_then(|k| match ctx.attr_kind(k) {
                AttrKind::Integer { .. } => c::int_attr_value(ctx, Some(k)),
                _ => None,
            });
            match known {
                Some(i) if i >= -1 && i < d => {
                    changed = true;
                    Bound::Static(i)
                }
                _ => p,
            }
        })
        .collect();
    (out, changed)
}

/// `foldDenseElementsAttrSrcExtractOp`: an element or a row-major chunk of
/// a constant source.
fn fold_constant_source(ctx: &Context, e: &Parts, source: Attr) -> Folded {
    let Cst::Elements(ty, elems, splat) = c::read(ctx, source)? else {
        return None;
    };
    let element_ty = c::element_type(ctx, ty);
    let result_shape = shape(ctx, e.result_ty);
    if splat {
        let s = *elems.first()?;
        return attr(match result_shape {
            Some(_) => c::write(ctx, &Cst::Elements(e.result_ty, vec![s], true))?,
            None => c::scalar_attr(ctx, element_ty, s)?,
        });
    }
    if super::util::is_scalable(ctx, ty) || e.has_dynamic() {
        return None;
    }
    let start = linearize(&e.static_position, &shape(ctx, ty)?)?;
    match result_shape {
        Some(dims) => {
            let n = usize::try_from(dims.iter().product::<i64>()).ok()?;
            let chunk = elems.get(start..start.checked_add(n)?)?.to_vec();
            attr(c::write(ctx, &Cst::Elements(e.result_ty, chunk, false))?)
        }
        None => attr(c::scalar_attr(ctx, element_ty, *elems.get(start)?)?),
    }
}

/// `foldExtractOpFromExtractChain`: `extract(extract(x, p), q)` is
/// `extract(x, p ++ q)`.
fn from_extract_chain(ctx: &Context, a: &mut IrArena, e: &mut Parts) -> Folded {
    let inner = Parts::of(ctx, a, a.defining_op(e.source)?)?;
    if inner.has_dynamic() {
        return None;
    }
    let mut position = inner.position.clone();
    position.extend(e.position.iter().copied());
    e.update(ctx, a, inner.source, position)
}

/// `ExtractFromInsertTransposeChainState::fold`: follows `vector.insert`s
/// and `vector.transpose`s back from the source. An insert at the
/// extracted position gives its value; one at a prefix of it, the rest of
/// the position in its value; a disjoint one is stepped over; a transpose
/// permutes the position (sentinels `-1, -2, ...` stand for the extracted
/// dimensions, which must come out in order).
fn from_insert_transpose_chain(ctx: &Context, a: &mut IrArena, e: &mut Parts) -> Folded {
    let vector_rank = rank(ctx, a.value_type(e.source));
    let mut extracted_rank = e.static_position.len();
    let sentinels: Vec<i64> = (0..vector_rank.checked_sub(extracted_rank)?)
        .map(|i| -(i as i64 + 1))
        .collect();
    let mut position = e.static_position.clone();
    position.extend(&sentinels);
    let can_fold = |position: &[i64], extracted_rank: usize| position.get(extracted_rank..) == Some(&sentinels[..]);
    let mut current = e.source;
    loop {
        if let Some(t) = TransposeOp::defining(ctx, a, current) {
            let perm = t.permutation(ctx, a)?;
            if perm.len() != position.len() {
                return None;
            }
            // `applyPermutationMap(inversePermutation(perm), position)`.
            let mut permuted = vec![0; position.len()];
            for (i, &p) in perm.iter().enumerate() {
                *permuted.get_mut(usize::try_from(p).ok()?)? = position[i];
            }
            position = permuted;
            current = t.vector(ctx, a);
            continue;
        }
        let Some(insert) = InsertOp::defining(ctx, a, current) else {
            break;
        };
        let inserted = insert.static_position(ctx, a)?;
        if !inserted.contains(&ir::types::DYNAMIC) {
            if inserted[..] == position[..extracted_rank] && can_fold(&position, extracted_rank) {
                return value(insert.value_to_store(ctx, a));
            }
            if position.starts_with(&inserted) {
                position.drain(..inserted.len());
                extracted_rank = position.len() - sentinels.len();
                let stored = insert.value_to_store(ctx, a);
                return fold_in_place(ctx, a, e, stored, &position, extracted_rank, &sentinels);
            }
        }
        // `intersectsWhereNonNegative`: the two may overlap.
        if inserted.iter().zip(&position).all(|(&x, &y)| x < 0 || y < 0 || x == y) {
            return None;
        }
        current = insert.dest(ctx, a);
    }
    fold_in_place(ctx, a, e, current, &position, extracted_rank, &sentinels)
}

/// `tryToFoldExtractOpInPlace`.
fn fold_in_place(
    ctx: &Context,
    a: &mut IrArena,
    e: &mut Parts,
    source: Value,
    position: &[i64],
    extracted_rank: usize,
    sentinels: &[i64],
) -> Folded {
    if source == e.source || position.get(extracted_rank..) != Some(sentinels) {
        return None;
    }
    let new_position = position[..extracted_rank].iter().map(|&p| Bound::Static(p)).collect();
    e.update(ctx, a, source, new_position)
}

/// `foldExtractFromBroadcast`: extract from a broadcast's source when the
/// extracted part was not broadcast (broadcast unit dimensions read at 0).
fn from_broadcast(ctx: &Context, a: &mut IrArena, e: &mut Parts) -> Folded {
    let broadcast = BroadcastOp::defining(ctx, a, e.source)?;
    let source = broadcast.source(ctx, a);
    let source_ty = a.value_type(source);
    if e.result_ty == source_ty {
        return value(source);
    }
    let source_rank = rank(ctx, source_ty);
    let result_rank = rank(ctx, e.result_ty);
    if result_rank > source_rank {
        return None;
    }
    if let (Some(res), Some(src)) = (shape(ctx, e.result_ty), shape(ctx, source_ty)) {
        if res[..] != src[src.len() - result_rank..] {
            return None;
        }
    }
    let dst_shape = shape(ctx, a.value_type(broadcast.vector(ctx, a)))?;
    let src_shape = shape(ctx, source_ty).unwrap_or_default();
    let rank_diff = dst_shape.len().checked_sub(src_shape.len())?;
    let mut position = e.position.clone();
    for (i, p) in position.iter_mut().enumerate().skip(rank_diff) {
        // `computeBroadcastedUnitDims`: a source 1 broadcast to more.
        if src_shape.get(i - rank_diff) == Some(&1) && dst_shape.get(i) != Some(&1) {
            *p = Bound::Static(0);
        }
    }
    let keep = source_rank - result_rank;
    let position = position.split_off(position.len().checked_sub(keep)?);
    e.update(ctx, a, source, position)
}

/// `foldExtractFromShuffle`: an element of a 1-d shuffle is the element of
/// the input the mask names.
fn from_shuffle(ctx: &Context, a: &mut IrArena, e: &mut Parts) -> Folded {
    let shuffle = ShuffleOp::defining(ctx, a, e.source)?;
    if rank(ctx, a.value_type(shuffle.vector(ctx, a))) != 1 {
        return None;
    }
    let v1 = shuffle.v1(ctx, a);
    let input_size = *shape(ctx, a.value_type(v1))?.first()?;
    let mask = shuffle.mask(ctx, a)?;
    let index = *mask.get(usize::try_from(*e.static_position.first()?).ok()?)?;
    let (input, index) = if index < input_size {
        (v1, index)
    } else {
        (shuffle.v2(ctx, a), index - input_size)
    };
    e.update(ctx, a, input, vec![Bound::Static(index)])
}

/// `foldExtractFromShapeCast`: extract from a shape cast's source at the
/// same row-major offset, when the extracted trailing dimensions are the
/// source's.
fn from_shape_cast(ctx: &Context, a: &mut IrArena, e: &mut Parts) -> Folded {
    let cast = ShapeCastOp::defining(ctx, a, e.source)?;
    let cast_source = cast.source(ctx, a);
    let from = shape(ctx, a.value_type(cast_source))?;
    let to = shape(ctx, a.value_type(e.source))?;
    let dest = shape(ctx, e.result_ty).unwrap_or_default();
    if dest.len() > from.len() || from[from.len() - dest.len()..] != dest[..] || dest.len() > to.len() {
        return None;
    }
    let outer_to = &to[..to.len() - dest.len()];
    let mut position = e.static_position.clone();
    position.resize(outer_to.len(), 0);
    let flat = i64::try_from(linearize(&position, outer_to)?).ok()?;
    let outer_from = &from[..from.len() - dest.len()];
    let mut rest = flat;
    let mut new_position = vec![0; outer_from.len()];
    for (p, &d) in new_position.iter_mut().zip(outer_from).rev() {
        if d <= 0 {
            return None;
        }
        *p = rest % d;
        rest /= d;
    }
    let new_position = new_position.into_iter().map(Bound::Static).collect();
    e.update(ctx, a, cast_source, new_position)
}

/// `foldScalarExtractFromFromElements`: a scalar of a
/// `vector.from_elements` is its operand.
fn from_from_elements(ctx: &Context, a: &mut IrArena, e: &mut Parts) -> Folded {
    let from = FromElementsOp::defining(ctx, a, e.source)?;
    let ty = a.value_type(e.source);
    if super::util::is_scalable(ctx, ty) || e.result_ty != c::element_type(ctx, ty) {
        return None;
    }
    let flat = linearize(&e.static_position, &shape(ctx, ty)?)?;
    value(*from.elements(ctx, a).get(flat)?)
}

/// `ExtractOpFromBroadcast`: a vector extracted from a broadcast is a
/// broadcast of its source.
fn extract_from_broadcast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(e) = ExtractOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let out = rw.arena.value_type(e.result(rw.ctx, rw.arena));
    let Some(broadcast) = BroadcastOp::defining(rw.ctx, rw.arena, e.source(rw.ctx, rw.arena)) else {
        return false;
    };
    let source = broadcast.source(rw.ctx, rw.arena);
    if shape(rw.ctx, out).is_none() || !broadcastable_to(rw.ctx, rw.arena.value_type(source), out) {
        return false;
    }
    replace_with_broadcast(rw, op, out, source)
}

/// `foldExtractFromFromElements`: a sub-vector of a `vector.from_elements`
/// is a `vector.from_elements` of its operands.
fn extract_from_from_elements(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(e) = Parts::of(ctx, a, op) else {
        return false;
    };
    let Some(result_shape) = shape(ctx, e.result_ty) else {
        return false;
    };
    let Some(from) = FromElementsOp::defining(ctx, a, e.source) else {
        return false;
    };
    let source_ty = a.value_type(e.source);
    if e.has_dynamic() || super::util::is_scalable(ctx, source_ty) {
        return false;
    }
    let Some(start) = shape(ctx, source_ty).and_then(|s| linearize(&e.static_position, &s)) else {
        return false;
    };
    let n = usize::try_from(result_shape.iter().product::<i64>()).unwrap_or(0);
    let Some(elements) = from.elements(ctx, a).get(start..start + n).map(<[Value]>::to_vec) else {
        return false;
    };
    replace_with_from_elements(rw, op, e.result_ty, &elements)
}

/// Registers the folder and patterns.
pub(super) fn register(ctx: &Context) {
    use ir::registry::FoldHook;
    let reg = ctx.registry();
    reg.set_fold_hook(ExtractOp::NAME, FoldHook::InPlace(fold));
    reg.add_canonicalization(ExtractOp::NAME, |_, s| {
        add(s, "ExtractOpFromBroadcast", ExtractOp::NAME, extract_from_broadcast);
        add(
            s,
            "foldExtractFromFromElements",
            ExtractOp::NAME,
            extract_from_from_elements,
        );
    });
}
