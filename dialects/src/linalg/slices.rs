//! Slices of a linalg op's operands for a tile (upstream's linalg
//! `Utils.cpp`: `computeSliceParameters` without the partial-tile check,
//! `materializeTiledShape`), and the slice ops built from mixed
//! static/dynamic offsets, sizes and strides as upstream's `OpFoldResult`
//! builders do (`tensor.extract_slice`, `tensor.insert_slice`,
//! `memref.subview`, the result type inferred).

use super::tiling::is_tiled;
use crate::common::reify::{composed_folded_affine_apply, folded_dim};
use ir::affine::{AffineExpr, AffineMap};
use ir::reify::OpFoldResult;
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Attr, OpId, Type, TypeKind, Value};

/// Upstream's `SliceParameters`: per dimension of the sliced value.
#[derive(Clone, Debug, Default)]
pub struct SliceParameters {
    /// The offsets.
    pub offsets: Vec<OpFoldResult>,
    /// The sizes.
    pub sizes: Vec<OpFoldResult>,
    /// The strides.
    pub strides: Vec<OpFoldResult>,
}

/// `computeSliceParameters(..., omitPartialTileCheck = true)`: for each
/// dimension of `value` (indexed by result `r` of `map`), offset 0 and the
/// full (folded) size when its expression uses no tiled loop, else the
/// expression at `lbs` (less its value at 0) and, as a closed interval made
/// half open again, at `sub_sizes`; stride 1.
pub fn compute_slice_parameters(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    value: Value,
    tile_sizes: &[OpFoldResult],
    map: &AffineMap,
    lbs: &[OpFoldResult],
    sub_sizes: &[OpFoldResult],
) -> Option<SliceParameters> {
    let rank = rw.ctx.type_kind(rw.arena.value_type(value)).shape()?.len();
    let one = OpFoldResult::index(rw.ctx, 1);
    let mut p = SliceParameters::default();
    for r in 0..rank {
        let expr = map.results.get(r)?.clone();
        let m = AffineMap::new(map.num_dims, map.num_symbols, vec![expr.clone()]);
        p.strides.push(one);
        if !is_tiled(rw, &m, tile_sizes) {
            p.offsets.push(OpFoldResult::index(rw.ctx, 0));
            p.sizes.push(folded_dim(rw, loc, value, r)?);
            continue;
        }
        let zeros = vec![AffineExpr::constant(0); map.num_dims as usize];
        let zero_syms = vec![AffineExpr::constant(0); map.num_symbols as usize];
        let at_zero = expr.replace_dims_and_symbols(&zeros, &zero_syms).as_constant()?;
        let offset_expr = if at_zero == 0 {
            expr
        } else {
            expr.sub(AffineExpr::constant(at_zero))
        };
        let offset_map = AffineMap::new(map.num_dims, map.num_symbols, vec![offset_expr]);
        p.offsets.push(composed_folded_affine_apply(rw, loc, &offset_map, lbs)?);
        let closed = composed_folded_affine_apply(rw, loc, &m, sub_sizes)?;
        let plus_one = AffineMap::new(0, 1, vec![AffineExpr::symbol(0).add(AffineExpr::constant(1))]);
        p.sizes
            .push(composed_folded_affine_apply(rw, loc, &plus_one, &[closed])?);
    }
    Some(p)
}

/// `dispatchIndexOpFoldResults`: the static entries (`DYNAMIC` for a value)
/// and the values.
pub(crate) fn dispatch(rw: &PatternRewriter<'_>, list: &[OpFoldResult]) -> Option<(Vec<i64>, Vec<Value>)> {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for ofr in list {
        match *ofr {
            OpFoldResult::Attr(_) => statics.push(ofr.constant_int(rw.ctx)?),
            OpFoldResult::Value(v) => {
                statics.push(DYNAMIC);
                values.push(v);
            }
        }
    }
    Some((statics, values))
}

/// The three lists dispatched, and their dense-array attributes.
struct Dispatched {
    statics: [Vec<i64>; 3],
    values: [Vec<Value>; 3],
    attrs: [Attr; 3],
}

fn dispatch_all(rw: &PatternRewriter<'_>, p: &SliceParameters) -> Option<Dispatched> {
    let (o, ov) = dispatch(rw, &p.offsets)?;
    let (s, sv) = dispatch(rw, &p.sizes)?;
    let (t, tv) = dispatch(rw, &p.strides)?;
    let attr = |v: &[i64]| ir::ods::values::dense_array(rw.ctx, v, "i64").ok();
    let attrs = [attr(&o)?, attr(&s)?, attr(&t)?];
    Some(Dispatched {
        statics: [o, s, t],
        values: [ov, sv, tv],
        attrs,
    })
}

/// `materializeTiledShape`: a `memref.subview` of a memref, a
/// `tensor.extract_slice` of a ranked tensor (`value` at `p`), inserted;
/// the slice op.
pub fn materialize_slice(rw: &mut PatternRewriter<'_>, loc: Attr, value: Value, p: &SliceParameters) -> Option<OpId> {
    let d = dispatch_all(rw, p)?;
    let source_ty = rw.arena.value_type(value);
    let [offsets, sizes, strides] = &d.values;
    let [so, ss, st] = d.attrs;
    match rw.ctx.type_kind(source_ty).clone() {
        TypeKind::MemRef { .. } => {
            let [o, s, t] = &d.statics;
            let ty = crate::memref::verify::subview_type(rw.ctx, source_ty, o, s, t)?;
            let op = rw
                .build(loc, |b| {
                    crate::memref::ops::SubViewOp::build(b, ty, value, offsets, sizes, strides, so, ss, st)
                })
                .ok()?;
            Some(op.0)
        }
        TypeKind::RankedTensor { element, encoding, .. } => {
            let ty = rw.ctx.get_type(TypeKind::RankedTensor {
                shape: d.statics[1].clone(),
                element,
                encoding,
            });
            let op = rw
                .build(loc, |b| {
                    crate::tensor::ops::ExtractSliceOp::build(b, ty, value, offsets, sizes, strides, so, ss, st)
                })
                .ok()?;
            Some(op.0)
        }
        _ => None,
    }
}

/// `tensor::InsertSliceOp::create(b, loc, source, dest, offsets, sizes,
/// strides)`: inserted; its result.
pub fn insert_slice(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    source: Value,
    dest: Value,
    p: &SliceParameters,
) -> Option<Value> {
    let d = dispatch_all(rw, p)?;
    let ty: Type = rw.arena.value_type(dest);
    let [offsets, sizes, strides] = &d.values;
    let [so, ss, st] = d.attrs;
    let op = rw
        .build(loc, |b| {
            crate::tensor::ops::InsertSliceOp::build(b, ty, source, dest, offsets, sizes, strides, so, ss, st)
        })
        .ok()?;
    Some(rw.arena.result(op.0, 0))
}

/// `tensor::ParallelInsertSliceOp::create(b, loc, source, dest, offsets,
/// sizes, strides)`: inserted (in an `scf.forall.in_parallel` body); the op.
pub fn parallel_insert_slice(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    source: Value,
    dest: Value,
    p: &SliceParameters,
) -> Option<OpId> {
    let d = dispatch_all(rw, p)?;
    let [offsets, sizes, strides] = &d.values;
    let [so, ss, st] = d.attrs;
    let op = rw
        .build(loc, |b| {
            crate::tensor::ops::ParallelInsertSliceOp::build(b, source, dest, offsets, sizes, strides, so, ss, st)
        })
        .ok()?;
    Some(op.0)
}

/// `dispatchIndexOpFoldResults(list)` as a dense `i64` array attribute (the
/// static entries, `DYNAMIC` for a value) and the values.
pub(crate) fn dispatch_to_attr(rw: &PatternRewriter<'_>, list: &[OpFoldResult]) -> Option<(Attr, Vec<Value>)> {
    let (statics, values) = dispatch(rw, list)?;
    let attr = ir::ods::values::dense_array(rw.ctx, &statics, "i64").ok()?;
    Some((attr, values))
}
