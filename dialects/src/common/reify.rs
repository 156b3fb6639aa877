//! What the dialects' `ReifyRankedShapedTypeOpInterface` implementations build
//! with (`ir::reify`), as upstream's helpers do: `arith.constant` indices
//! (`getValueOrCreateConstantIndexOp`), `tensor.dim`/`memref.dim` of a source
//! (`DimOp::create`, `createOrFold`, linalg's `createFoldedDimOp`), mixed
//! static/dynamic lists (`getMixedValues`) and composed `affine.apply`s
//! (`makeComposedAffineApply`, `makeComposedFoldedAffineApply`).

use crate::affine::canonical_map::canonicalize_map_and_operands;
use crate::affine::compose::compose_map_and_operands;
use crate::affine::ops::ApplyOp;
use crate::affine::symbols::is_valid_symbol_value;
use crate::arith::ops::ConstantOp;
use ir::affine::{AffineExpr, AffineMap};
use ir::ods::FoldResult;
use ir::reify::{index_attr, OpFoldResult, ReifiedShape};
use ir::rewrite::fold::{fold_op, Folded};
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Attr, AttrKind, TypeKind, Value};

/// `arith::ConstantIndexOp::create(b, loc, value)`.
pub(crate) fn constant_index(rw: &mut PatternRewriter<'_>, loc: Attr, value: i64) -> Option<Value> {
    let ty = rw.ctx.index_type();
    let attr = index_attr(rw.ctx, value);
    let op = rw.build(loc, |b| ConstantOp::build(b, ty, attr)).ok()?;
    Some(rw.arena.result(op.0, 0))
}

/// `getValueOrCreateConstantIndexOp`: the value, or an index constant of the
/// attribute's integer.
pub(crate) fn value_or_constant_index(rw: &mut PatternRewriter<'_>, loc: Attr, ofr: OpFoldResult) -> Option<Value> {
    match ofr {
        OpFoldResult::Value(v) => Some(v),
        OpFoldResult::Attr(_) => {
            let value = ofr.constant_int(rw.ctx)?;
            constant_index(rw, loc, value)
        }
    }
}

/// Whether `source` is a memref (else a tensor).
fn is_memref(rw: &PatternRewriter<'_>, source: Value) -> bool {
    matches!(
        rw.ctx.type_kind(rw.arena.value_type(source)),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// The dim op of `source` at `index`, folded when `fold` (`createOrFold`),
/// else created (`create`): `memref.dim` of a memref, `tensor.dim` otherwise.
fn dim_op(rw: &mut PatternRewriter<'_>, loc: Attr, source: Value, index: Value, fold: bool) -> Option<Value> {
    let ty = rw.ctx.index_type();
    let memref = is_memref(rw, source);
    if fold {
        let values = if memref {
            rw.create_or_fold(loc, |b| crate::memref::ops::DimOp::build(b, ty, source, index))
        } else {
            rw.create_or_fold(loc, |b| crate::tensor::ops::DimOp::build(b, ty, source, index))
        };
        return values.ok()?.first().copied();
    }
    let op = if memref {
        rw.build(loc, |b| crate::memref::ops::DimOp::build(b, ty, source, index))
            .ok()?
            .0
    } else {
        rw.build(loc, |b| crate::tensor::ops::DimOp::build(b, ty, source, index))
            .ok()?
            .0
    };
    Some(rw.arena.result(op, 0))
}

/// `DimOp::create(b, loc, source, i)`: an index constant, then the dim op.
pub(crate) fn dim(rw: &mut PatternRewriter<'_>, loc: Attr, source: Value, i: usize) -> Option<Value> {
    let index = constant_index(rw, loc, i64::try_from(i).ok()?)?;
    dim_op(rw, loc, source, index, false)
}

/// `createOrFold<DimOp>(loc, source, i)`: an index constant, then the dim op
/// folded where it can be (a static size becomes a constant).
pub(crate) fn dim_or_fold(rw: &mut PatternRewriter<'_>, loc: Attr, source: Value, i: usize) -> Option<Value> {
    let index = constant_index(rw, loc, i64::try_from(i).ok()?)?;
    dim_op(rw, loc, source, index, true)
}

/// `createOrFold<DimOp>(loc, source, index)` with an index value.
pub(crate) fn dim_or_fold_at(rw: &mut PatternRewriter<'_>, loc: Attr, source: Value, index: Value) -> Option<Value> {
    dim_op(rw, loc, source, index, true)
}

/// Linalg's `createFoldedDimOp`: a static size as an attribute, else the
/// dim op (`createOrFoldDimOp`).
pub(crate) fn folded_dim(rw: &mut PatternRewriter<'_>, loc: Attr, source: Value, i: usize) -> Option<OpFoldResult> {
    let shape = rw
        .ctx
        .type_kind(rw.arena.value_type(source))
        .shape()
        .map(<[i64]>::to_vec)?;
    match shape.get(i) {
        Some(&d) if d != DYNAMIC => Some(OpFoldResult::index(rw.ctx, d)),
        _ => dim_or_fold(rw, loc, source, i).map(OpFoldResult::Value),
    }
}

/// `tensor::getMixedSizes`/`memref::getMixedSizes`: each dimension of
/// `source` as a static size or its folded dim op.
pub(crate) fn mixed_sizes(rw: &mut PatternRewriter<'_>, loc: Attr, source: Value) -> Option<ReifiedShape> {
    let rank = rw.ctx.type_kind(rw.arena.value_type(source)).shape()?.len();
    (0..rank).map(|i| folded_dim(rw, loc, source, i).map(Some)).collect()
}

/// `getMixedValues(static, dynamic)`: the static sizes as index attributes,
/// the dynamic ones from the values in order; `None` when they disagree.
pub(crate) fn mixed_values(rw: &PatternRewriter<'_>, statics: &[i64], dynamic: &[Value]) -> Option<ReifiedShape> {
    let mut values = dynamic.iter();
    let out: Option<ReifiedShape> = statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                values.next().map(|&v| Some(OpFoldResult::Value(v)))
            } else {
                Some(Some(OpFoldResult::index(rw.ctx, s)))
            }
        })
        .collect();
    values.next().is_none().then_some(out?)
}

/// `foldAttributesIntoMap`: the attribute operands become constants of the
/// map; the map over the remaining values (dims, then symbols, renumbered).
fn fold_attributes_into_map(
    rw: &PatternRewriter<'_>,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> Option<(AffineMap, Vec<Value>)> {
    let num_dims = map.num_dims as usize;
    let mut values = Vec::new();
    let mut replace = |range: &[OpFoldResult], make: fn(u32) -> AffineExpr| -> Option<(Vec<AffineExpr>, u32)> {
        let mut count = 0u32;
        let mut out = Vec::with_capacity(range.len());
        for ofr in range {
            match *ofr {
                OpFoldResult::Attr(_) => out.push(AffineExpr::constant(ofr.constant_int(rw.ctx)?)),
                OpFoldResult::Value(v) => {
                    out.push(make(count));
                    count += 1;
                    values.push(v);
                }
            }
        }
        Some((out, count))
    };
    let (dims, new_dims) = replace(operands.get(..num_dims)?, AffineExpr::dim)?;
    let (symbols, new_symbols) = replace(operands.get(num_dims..)?, AffineExpr::symbol)?;
    let results = map
        .results
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dims, &symbols))
        .collect();
    Some((AffineMap::new(new_dims, new_symbols, results), values))
}

/// `canonicalizePromotedSymbols`: each dim whose operand is a valid symbol
/// becomes a new symbol after the existing ones.
fn promote_symbols(rw: &PatternRewriter<'_>, map: &AffineMap, operands: &[Value]) -> (AffineMap, Vec<Value>) {
    let num_dims = map.num_dims as usize;
    let mut dims = Vec::with_capacity(num_dims);
    let mut kept_dims = Vec::new();
    let mut promoted = Vec::new();
    for &v in operands.iter().take(num_dims) {
        if is_valid_symbol_value(rw.ctx, rw.arena, v) {
            dims.push(AffineExpr::symbol(map.num_symbols + promoted.len() as u32));
            promoted.push(v);
        } else {
            dims.push(AffineExpr::dim(kept_dims.len() as u32));
            kept_dims.push(v);
        }
    }
    let symbols: Vec<AffineExpr> = (0..map.num_symbols).map(AffineExpr::symbol).collect();
    let results = map
        .results
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dims, &symbols))
        .collect();
    let new_map = AffineMap::new(kept_dims.len() as u32, map.num_symbols + promoted.len() as u32, results);
    let mut new_operands = kept_dims;
    new_operands.extend(operands.iter().skip(num_dims).copied());
    new_operands.extend(promoted);
    (new_map, new_operands)
}

/// `map` over `operands` with the attributes folded in, the operands'
/// `affine.apply`s composed and the map canonicalized (constant operands
/// folded in, valid symbols promoted).
fn composed_map(
    rw: &PatternRewriter<'_>,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> Option<(AffineMap, Vec<Value>)> {
    let (map, values) = fold_attributes_into_map(rw, map, operands)?;
    let (map, values) = compose_map_and_operands(rw.ctx, rw.arena, &map, &values);
    let (map, values) = promote_symbols(rw, &map, &values);
    let (map, values) = canonicalize_map_and_operands(rw.ctx, rw.arena, &map, &values);
    // Simplified after the promotion, as upstream's composition simplifies
    // after canonicalizing (promoted dims are renumbered as symbols).
    Some((crate::affine::compose::simplify_map(&map), values))
}

/// The `affine.apply` of `map` (one result) over `operands`, composed and
/// canonicalized, built detached at `loc` (`makeComposedAffineApply`'s op).
fn composed_apply_op(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> Option<ir::OpId> {
    let (map, values) = composed_map(rw, map, operands)?;
    let ty = rw.ctx.index_type();
    let attr = rw.ctx.get_attr(AttrKind::AffineMap(map));
    let mut builder = ir::ods::OpBuilder::new(rw.ctx, rw.arena).with_loc(loc);
    Some(ApplyOp::build(&mut builder, ty, &values, attr).ok()?.0)
}

/// `makeComposedAffineApply(b, loc, map, operands)`: the composed
/// `affine.apply`, inserted, and its result.
pub(crate) fn composed_affine_apply(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> Option<Value> {
    let op = composed_apply_op(rw, loc, map, operands)?;
    rw.insert(op);
    Some(rw.arena.result(op, 0))
}

/// `makeComposedFoldedAffineApply(b, loc, map, operands)`: the composed
/// `affine.apply` folded (an attribute or a value; the op is then dropped
/// without notice), else inserted and its result.
pub(crate) fn composed_folded_affine_apply(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> Option<OpFoldResult> {
    let op = composed_apply_op(rw, loc, map, operands)?;
    Some(fold_or_insert(rw, op))
}

/// The detached single-result `op` folded (then dropped without notice),
/// else inserted: its one result either way.
fn fold_or_insert(rw: &mut PatternRewriter<'_>, op: ir::OpId) -> OpFoldResult {
    let result = rw.arena.result(op, 0);
    if let Folded::Results(results) = fold_op(rw.ctx, rw.table, rw.arena, op) {
        if let [r] = results[..] {
            if r != FoldResult::Value(result) {
                rw.arena.erase_op(op);
                return r;
            }
        }
    }
    rw.insert(op);
    OpFoldResult::Value(result)
}

/// `makeComposedFoldedAffineMin(b, loc, map, operands)`: the `affine.min` of
/// `map` over `operands`, composed and canonicalized, folded (an attribute or
/// a value; the op is then dropped without notice), else inserted and its
/// result.
pub(crate) fn composed_folded_affine_min(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> Option<OpFoldResult> {
    composed_folded_min_or_max(rw, loc, map, operands, false)
}

/// `makeComposedFoldedAffineMax(b, loc, map, operands)`: as
/// [`composed_folded_affine_min`] with an `affine.max`.
pub(crate) fn composed_folded_affine_max(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> Option<OpFoldResult> {
    composed_folded_min_or_max(rw, loc, map, operands, true)
}

/// The `affine.min` (`affine.max` when `max`) of the composed folded
/// builders.
fn composed_folded_min_or_max(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    map: &AffineMap,
    operands: &[OpFoldResult],
    max: bool,
) -> Option<OpFoldResult> {
    let (map, values) = composed_map(rw, map, operands)?;
    // The fold of a map whose results are all constants: their min (max).
    let constants: Option<Vec<i64>> = map.results.iter().map(AffineExpr::as_constant).collect();
    if let Some(c) = constants.and_then(|c| if max { c.into_iter().max() } else { c.into_iter().min() }) {
        return Some(OpFoldResult::index(rw.ctx, c));
    }
    let ty = rw.ctx.index_type();
    let attr = rw.ctx.get_attr(AttrKind::AffineMap(map));
    let mut builder = ir::ods::OpBuilder::new(rw.ctx, rw.arena).with_loc(loc);
    let op = if max {
        crate::affine::ops::MaxOp::build(&mut builder, ty, &values, attr)
            .ok()?
            .0
    } else {
        crate::affine::ops::MinOp::build(&mut builder, ty, &values, attr)
            .ok()?
            .0
    };
    Some(fold_or_insert(rw, op))
}

/// Implements `ReifyRankedShapedTypeOpInterface` for an `expand_shape` op
/// (tensor's, memref's): its mixed output shape (`getMixedOutputShape`).
macro_rules! reify_from_output_shape {
    ($op:ty) => {
        impl ir::interfaces::ReifyRankedShapedTypeOpInterface for $op {
            /// The output shape (`getMixedOutputShape`).
            fn reify_result_shapes(
                self,
                rw: &mut ir::rewrite::PatternRewriter<'_>,
            ) -> Option<ir::reify::ReifiedRankedShapedTypeDims> {
                let statics = self.static_output_shape(rw.ctx, rw.arena)?;
                let dynamic = self.output_shape(rw.ctx, rw.arena);
                Some(vec![$crate::common::reify::mixed_values(rw, &statics, &dynamic)?])
            }
        }
    };
}
pub(crate) use reify_from_output_shape;
