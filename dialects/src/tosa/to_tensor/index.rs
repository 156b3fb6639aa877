//! Index arithmetic for the tosa-to-tensor patterns, as upstream builds it:
//! `arith.constant` indices, `tensor.dim`, `getMixedSizes`, `addi`/`divsi`
//! through `createOrFold`, and `OpFoldResult`s ([`Bound`]).

use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::common::mixed::Bound;
use crate::tensor::ops as tensor;
use crate::tensor::ranked_tensor;
use ir::conversion::ConversionPatternRewriter;
use ir::types::DYNAMIC;
use ir::{Attr, Value};

/// `arith.constant <v> : index` at the insertion point (`ConstantIndexOp`).
pub(crate) fn constant(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, v: i64) -> Option<Value> {
    let ty = rw.ctx.index_type();
    let attr = c::int_attr(rw.ctx, ty, v as i128 as u128)?;
    let op = rw
        .build(loc, |b| Ok(arith::ConstantOp::build(b, ty, attr)?.op()))
        .ok()?;
    Some(rw.arena.result(op, 0))
}

/// The value of an index constant (`getConstantIntValue`).
pub(crate) fn constant_value(rw: &ConversionPatternRewriter<'_>, v: Value) -> Option<i64> {
    let attr = rw.table.constant_of(rw.ctx, rw.arena, v)?;
    let (w, bits) = c::read(rw.ctx, attr)?.int_value()?;
    i64::try_from(c::sext(w, bits)).ok()
}

/// `getAsOpFoldResult`: a constant value as its integer.
pub(crate) fn as_bound(rw: &ConversionPatternRewriter<'_>, v: Value) -> Bound {
    constant_value(rw, v).map_or(Bound::Value(v), Bound::Static)
}

/// `getValueOrCreateConstantIndexOp`.
pub(crate) fn value_of(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, b: Bound) -> Option<Value> {
    match b {
        Bound::Value(v) => Some(v),
        Bound::Static(s) => constant(rw, loc, s),
    }
}

/// `createOrFold<tensor::DimOp>(loc, source, index)` with an index value.
pub(crate) fn dim(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, source: Value, index: Value) -> Option<Value> {
    let ty = rw.ctx.index_type();
    let values = rw
        .create_or_fold(loc, |b| Ok(tensor::DimOp::build(b, ty, source, index)?.op()))
        .ok()?;
    values.first().copied()
}

/// `create<tensor::DimOp>(loc, source, i)`: an index constant, then the dim.
pub(crate) fn dim_at(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, source: Value, i: usize) -> Option<Value> {
    let index = constant(rw, loc, i64::try_from(i).ok()?)?;
    let ty = rw.ctx.index_type();
    let op = rw
        .build(loc, |b| Ok(tensor::DimOp::build(b, ty, source, index)?.op()))
        .ok()?;
    Some(rw.arena.result(op, 0))
}

/// `tensor::getMixedSizes`: static sizes, and `tensor.dim` of the dynamic ones.
pub(crate) fn mixed_sizes(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, source: Value) -> Option<Vec<Bound>> {
    let (shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(source))?;
    let mut out = Vec::with_capacity(shape.len());
    for (i, &d) in shape.iter().enumerate() {
        if d == DYNAMIC {
            let v = index_dim(rw, loc, source, i)?;
            out.push(Bound::Value(v));
        } else {
            out.push(Bound::Static(d));
        }
    }
    Some(out)
}

/// `createOrFold<tensor::DimOp>(loc, source, i)`: the index constant, then
/// the dim folded where it can be.
fn index_dim(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, source: Value, i: usize) -> Option<Value> {
    let index = constant(rw, loc, i64::try_from(i).ok()?)?;
    dim(rw, loc, source, index)
}

/// A binary index op through `createOrFold`.
pub(crate) fn binary(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    lhs: Value,
    rhs: Value,
    build: crate::arith::builders::BinaryBuild,
) -> Option<Value> {
    let ty = rw.ctx.index_type();
    let values = rw.create_or_fold(loc, |b| build(b, ty, lhs, rhs)).ok()?;
    values.first().copied()
}

/// The values of the `tosa.const_shape` defining `v` (`getConstShapeValues`).
pub(crate) fn const_shape_values(rw: &ConversionPatternRewriter<'_>, v: Value) -> Option<Vec<i64>> {
    let def = rw.arena.defining_op(v)?;
    let shape = crate::tosa::ops::ConstShapeOp::cast(rw.ctx, rw.arena, def)?;
    crate::affine::dense_ints(rw.ctx, shape.values_attr(rw.ctx, rw.arena)?)
}
