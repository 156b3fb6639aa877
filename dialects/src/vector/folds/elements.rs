//! The ops that assemble vectors from parts or take them apart:
//! `vector.from_elements`'s folder and patterns
//! (`rewriteFromElementsAsBroadcast`, `FromElementsToShapeCast`),
//! `vector.to_elements`'s folder and `ToElementsOfBroadcast`, and
//! `vector.shuffle`'s folder and `ShuffleSplat`.

use super::util::{attr, linearize, replace_with_broadcast, scalar_splat_source, shape, value};
use crate::arith::folds::Folded;
use crate::common::consts::{self as c, Cst, Scalar};
use crate::scf::folds::{add, Rw};
use crate::ub::folds::{is_poison, poison_attr};
use crate::vector::ops::{BroadcastOp, ExtractOp, FromElementsOp, ShapeCastOp, ShuffleOp, ToElementsOp};
use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::{Context, IrArena, OpId, Value};

/// `FromElementsOp::fold`: the source of a `vector.to_elements` whose
/// results are the operands in order; all-constant operands make a dense
/// constant.
fn from_elements(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let from = FromElementsOp::cast(ctx, a, op)?;
    let elements = from.elements(ctx, a);
    let dest_ty = a.value_type(from.dest(ctx, a));
    if let Some(to) = elements.first().and_then(|&v| ToElementsOp::defining(ctx, a, v)) {
        let source = to.source(ctx, a);
        if a.value_type(source) == dest_ty && to.elements(ctx, a) == elements {
            return value(source);
        }
    }
    let element_ty = c::element_type(ctx, dest_ty);
    if consts.is_empty() || c::int_width(ctx, element_ty).is_none() && c::float_kind(ctx, element_ty).is_none() {
        return None;
    }
    let scalars: Vec<Scalar> = consts
        .iter()
        .map(|k| match c::read(ctx, (*k)?)? {
            Cst::Scalar(_, s) => Some(s),
            Cst::Elements(..) => None,
        })
        .collect::<Option<_>>()?;
    attr(c::write(ctx, &Cst::Elements(dest_ty, scalars, false))?)
}

/// `rewriteFromElementsAsBroadcast`: one value repeated is a broadcast.
fn from_elements_as_broadcast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(from) = FromElementsOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let elements = from.elements(rw.ctx, rw.arena);
    let Some(&first) = elements.first() else {
        return false;
    };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    let ty = rw.arena.value_type(from.dest(rw.ctx, rw.arena));
    replace_with_broadcast(rw, op, ty, first)
}

/// `FromElementsToShapeCast`: elements extracted in row-major order from a
/// contiguous trailing block of one vector are a shape cast of that block.
fn from_elements_to_shape_cast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(from) = FromElementsOp::cast(ctx, a, op) else {
        return false;
    };
    let dest_ty = a.value_type(from.dest(ctx, a));
    let count = super::util::num_elements(ctx, dest_ty);
    if count == 1 {
        return false;
    }
    let mut source: Option<Value> = None;
    let mut combined: Vec<i64> = Vec::new();
    let mut expected = 0usize;
    for (i, element) in from.elements(ctx, a).into_iter().enumerate() {
        let Some(extract) = ExtractOp::defining(ctx, a, element) else {
            return false;
        };
        let vector = extract.source(ctx, a);
        if source.is_some_and(|s| s != vector) {
            return false;
        }
        source = Some(vector);
        let Some(position) = extract.static_position(ctx, a) else {
            return false;
        };
        let Some(dims) = shape(ctx, a.value_type(vector)) else {
            return false;
        };
        if position.len() != dims.len() || position.contains(&ir::types::DYNAMIC) {
            return false;
        }
        let Some(flat) = linearize(&position, &dims) else {
            return false;
        };
        if i == 0 {
            let mut suffix = 1;
            let mut index = position.len();
            while index > 0 && position[index - 1] == 0 && suffix < count {
                suffix *= dims[index - 1];
                index -= 1;
            }
            if suffix != count {
                return false;
            }
            combined = position[..index].to_vec();
            expected = flat;
        } else if flat != expected {
            return false;
        }
        expected += 1;
    }
    let Some(source) = source else {
        return false;
    };
    let loc = a.op_loc(op);
    rw.set_insertion_point_before(op);
    let block = if combined.is_empty() {
        source
    } else {
        let Some(dims) = shape(rw.ctx, rw.arena.value_type(source)) else {
            return false;
        };
        let ty = block_type(rw.ctx, rw.arena.value_type(source), &dims[combined.len()..]);
        let Ok(extract) = rw.build(loc, |b| ExtractOp::build_unwrapped(b, ty, source, &[], &combined)) else {
            return false;
        };
        extract.result(rw.ctx, rw.arena)
    };
    rw.replace_op_with_built(op, |b| ShapeCastOp::build(b, dest_ty, block))
        .is_ok()
}

/// The vector type of `dims` with `like`'s element type.
fn block_type(ctx: &Context, like: ir::Type, dims: &[i64]) -> ir::Type {
    let element = c::element_type(ctx, like);
    ctx.get_type(ir::TypeKind::Vector {
        shape: dims.to_vec(),
        scalable: vec![false; dims.len()],
        element,
    })
}

/// `ShuffleOp::fold`: a mask taking one input whole is that input; two
/// poison inputs are poison; 1-d constants are shuffled (a poison index
/// takes the first element of a constant input).
fn shuffle(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let s = ShuffleOp::cast(ctx, a, op)?;
    let (v1, v2) = (s.v1(ctx, a), s.v2(ctx, a));
    let v1_shape = shape(ctx, a.value_type(v1))?;
    let v2_shape = shape(ctx, a.value_type(v2))?;
    let (&n1, &n2) = (v1_shape.first()?, v2_shape.first()?);
    let mask = s.mask(ctx, a)?;
    let is_step = |start: i64, len: i64| mask.len() as i64 == len && mask.iter().zip(start..).all(|(&m, i)| m == i);
    if is_step(0, n1) {
        return value(v1);
    }
    if is_step(n1, n2) {
        return value(v2);
    }
    let (c1, c2) = (consts.first().copied().flatten()?, consts.get(1).copied().flatten()?);
    let (p1, p2) = (is_poison(ctx, c1), is_poison(ctx, c2));
    if p1 && p2 {
        return attr(poison_attr(ctx));
    }
    if v1_shape.len() != 1 {
        return None;
    }
    let dense = |k: Attr| match c::read(ctx, k) {
        Some(Cst::Elements(ty, elems, splat)) => {
            let n = usize::try_from(super::util::num_elements(ctx, ty)).ok()?;
            Some(if splat { vec![*elems.first()?; n] } else { elems })
        }
        _ => None,
    };
    let e2 = if p2 { Vec::new() } else { dense(c2)? };
    let e1 = if p1 { Vec::new() } else { dense(c1)? };
    let poison_element = *e1.first().or(e2.first())?;
    let mut out = Vec::with_capacity(mask.len());
    for &m in &mask {
        let element = if m == -1 {
            poison_element
        } else if m < n1 {
            if p1 {
                poison_element
            } else {
                *e1.get(usize::try_from(m).ok()?)?
            }
        } else if p2 {
            poison_element
        } else {
            *e2.get(usize::try_from(m - n1).ok()?)?
        };
        out.push(element);
    }
    let ty = a.value_type(s.vector(ctx, a));
    attr(c::write(ctx, &Cst::Elements(ty, out, false))?)
}

/// `ShuffleSplat`: shuffling two splats of one scalar is its broadcast.
fn shuffle_splat(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(s) = ShuffleOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let Some(splat) = scalar_splat_source(rw.ctx, rw.arena, s.v1(rw.ctx, rw.arena)) else {
        return false;
    };
    if scalar_splat_source(rw.ctx, rw.arena, s.v2(rw.ctx, rw.arena)) != Some(splat) {
        return false;
    }
    let ty = rw.arena.value_type(s.vector(rw.ctx, rw.arena));
    replace_with_broadcast(rw, op, ty, splat)
}

/// `ToElementsOp::fold`: the elements of a `vector.from_elements` are its
/// operands.
fn to_elements(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let to = ToElementsOp::cast(ctx, a, op)?;
    let from = FromElementsOp::defining(ctx, a, to.source(ctx, a))?;
    let elements = from.elements(ctx, a);
    (elements.len() == to.elements(ctx, a).len()).then(|| elements.into_iter().map(FoldResult::Value).collect())
}

/// `ToElementsOfBroadcast`: the elements of a broadcast are its scalar, or
/// the elements of its source vector at the positions the broadcast reads.
fn to_elements_of_broadcast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, a) = (rw.ctx, &*rw.arena);
    let Some(to) = ToElementsOp::cast(ctx, a, op) else {
        return false;
    };
    let Some(b) = BroadcastOp::defining(ctx, a, to.source(ctx, a)) else {
        return false;
    };
    let source = b.source(ctx, a);
    let count = to.elements(ctx, a).len();
    let Some(src_shape) = shape(ctx, a.value_type(source)) else {
        rw.replace_op(op, &vec![source; count]);
        return true;
    };
    let Some(dst_shape) = shape(ctx, a.value_type(to.source(ctx, a))) else {
        return false;
    };
    let Some(lead) = dst_shape.len().checked_sub(src_shape.len()) else {
        return false;
    };
    let mut picks = Vec::with_capacity(count);
    for linear in 0..count as i64 {
        let mut rest = linear;
        let mut src_index = vec![0i64; src_shape.len()];
        for (i, &d) in dst_shape.iter().enumerate().rev() {
            let index = rest % d.max(1);
            rest /= d.max(1);
            if i >= lead && src_shape[i - lead] != 1 {
                src_index[i - lead] = index;
            }
        }
        let Some(pick) = linearize(&src_index, &src_shape) else {
            return false;
        };
        picks.push(pick);
    }
    let element = c::element_type(ctx, a.value_type(source));
    let types = vec![element; usize::try_from(src_shape.iter().product::<i64>()).unwrap_or(0)];
    let loc = a.op_loc(op);
    rw.set_insertion_point_before(op);
    let Ok(split) = rw.build(loc, |b| ToElementsOp::build(b, &types, source)) else {
        return false;
    };
    let parts = split.elements(rw.ctx, rw.arena);
    let Some(values) = picks
        .iter()
        .map(|&p| parts.get(p).copied())
        .collect::<Option<Vec<Value>>>()
    else {
        return false;
    };
    rw.replace_op(op, &values);
    true
}

/// Registers the folders and patterns.
pub(super) fn register(ctx: &Context) {
    use ir::registry::FoldHook;
    let reg = ctx.registry();
    reg.set_fold_hook(FromElementsOp::NAME, FoldHook::Pure(from_elements));
    reg.set_fold_hook(ShuffleOp::NAME, FoldHook::Pure(shuffle));
    reg.set_fold_hook(ToElementsOp::NAME, FoldHook::Pure(to_elements));
    reg.add_canonicalization(ToElementsOp::NAME, |_, s| {
        add(s, "ToElementsOfBroadcast", ToElementsOp::NAME, to_elements_of_broadcast);
    });
    reg.add_canonicalization(FromElementsOp::NAME, |_, s| {
        add(
            s,
            "rewriteFromElementsAsBroadcast",
            FromElementsOp::NAME,
            from_elements_as_broadcast,
        );
        add(
            s,
            "FromElementsToShapeCast",
            FromElementsOp::NAME,
            from_elements_to_shape_cast,
        );
    });
    reg.add_canonicalization(ShuffleOp::NAME, |_, s| {
        add(s, "ShuffleSplat", ShuffleOp::NAME, shuffle_splat);
    });
}
