//! `TilingInterface` of `linalg.pack` and `linalg.unpack` (upstream's
//! external models `PackOpTiling` and `UnPackOpTiling`,
//! `TilingInterfaceImpl.cpp`). Both iterate over the unpacked side's
//! dimensions (the pack's outer dimensions, in `outer_dims_perm` order; the
//! unpack's destination), their sizes the result's reified shape.
//!
//! A pack tile reads the source at the tile scaled by the inner tile sizes
//! (clamped to the source with a padding value) and writes the matching
//! slice of the destination, its inner tiles whole. An unpack tile reads the
//! whole inner tiles covering it: when a tile size is not a multiple of the
//! inner tile, the tiled unpack writes a `tensor.empty` as large as those
//! tiles (`affine` div/mod of the offsets) and an `extract_slice` of it is
//! the tile.

use super::ops::{PackOp, UnPackOp};
use super::slices::{materialize_slice, SliceParameters};
use crate::common::reify::{
    composed_affine_apply, composed_folded_affine_apply, composed_folded_affine_min, mixed_sizes,
    value_or_constant_index,
};
use ir::affine::{AffineExpr, AffineMap};
use ir::interfaces::{ReifyRankedShapedTypeOpInterface, TilingInterface};
use ir::reify::OpFoldResult;
use ir::rewrite::{IrMapping, PatternRewriter};
use ir::tiling::{IteratorType, Range, TilePosition, TilingError, TilingResult};
use ir::types::DYNAMIC;
use ir::{Attr, Context, IrArena, OpId, TypeKind, Value};

/// An `i64` array attribute of `op` (empty when absent).
fn dense(ctx: &Context, arena: &IrArena, op: OpId, name: &str) -> Vec<i64> {
    ir::ods::access::inherent(ctx, arena, op, name)
        .and_then(|a| ir::ods::values::as_dense(ctx, a))
        .unwrap_or_default()
}

/// The rank of `value`'s shaped type (0 when unranked).
fn rank(ctx: &Context, arena: &IrArena, value: Value) -> usize {
    ctx.type_kind(arena.value_type(value)).shape().map_or(0, <[i64]>::len)
}

/// What tiling reads of a pack or unpack: its operands, `inner_dims_pos`,
/// `outer_dims_perm` and the inner tiles (`getMixedTiles`).
struct Relayout {
    source: Value,
    dest: Value,
    inner_dims_pos: Vec<usize>,
    outer_dims_perm: Vec<usize>,
    tiles: Vec<OpFoldResult>,
}

impl Relayout {
    /// The parts of `op` (operands `source`, `dest`, then its `inner_tiles`
    /// last); `None` when malformed.
    fn of(rw: &PatternRewriter<'_>, op: OpId, source: Value, dest: Value, inner_tiles: &[Value]) -> Option<Self> {
        let positions = |name| {
            dense(rw.ctx, rw.arena, op, name)
                .into_iter()
                .map(|p| usize::try_from(p).ok())
                .collect::<Option<Vec<_>>>()
        };
        let mut values = inner_tiles.iter();
        let tiles = dense(rw.ctx, rw.arena, op, "static_inner_tiles")
            .into_iter()
            .map(|s| {
                if s == DYNAMIC {
                    values.next().map(|&v| OpFoldResult::Value(v))
                } else {
                    Some(OpFoldResult::index(rw.ctx, s))
                }
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Relayout {
            source,
            dest,
            inner_dims_pos: positions("inner_dims_pos")?,
            outer_dims_perm: positions("outer_dims_perm")?,
            tiles,
        })
    }

    /// `getDimAndTileMapping`: the inner tile of unpacked dimension `dim`.
    fn tile_of(&self, dim: usize) -> Option<OpFoldResult> {
        let i = self.inner_dims_pos.iter().position(|&p| p == dim)?;
        self.tiles.get(i).copied()
    }
}

/// `applyPermutationToVector`: `v[perm[i]]` at `i` (`v` unchanged with no
/// permutation).
fn permuted<T: Copy>(v: &[T], perm: &[usize]) -> Option<Vec<T>> {
    if perm.is_empty() {
        return Some(v.to_vec());
    }
    perm.iter().map(|&p| v.get(p).copied()).collect()
}

/// `invertPermutationVector`.
fn inverse(perm: &[usize]) -> Option<Vec<usize>> {
    let mut out = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        *out.get_mut(p)? = i;
    }
    Some(out)
}

/// `makeComposedFoldedAffineApply` of the single expression `e` (its dims
/// and symbols inferred: `AffineMap::inferFromExprList`) on `operands`.
fn apply(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    dims: u32,
    symbols: u32,
    e: AffineExpr,
    operands: &[OpFoldResult],
) -> Option<OpFoldResult> {
    composed_folded_affine_apply(rw, loc, &AffineMap::new(dims, symbols, vec![e]), operands)
}

/// `d0 * s0` (`AffineBuilder::mul` of a dim and a symbol).
fn mul(rw: &mut PatternRewriter<'_>, loc: Attr, a: OpFoldResult, b: OpFoldResult) -> Option<OpFoldResult> {
    apply(rw, loc, 1, 1, AffineExpr::dim(0).mul(AffineExpr::symbol(0)), &[a, b])
}

/// `d0 - d1`.
fn sub(rw: &mut PatternRewriter<'_>, loc: Attr, a: OpFoldResult, b: OpFoldResult) -> Option<OpFoldResult> {
    apply(rw, loc, 2, 0, AffineExpr::dim(0).sub(AffineExpr::dim(1)), &[a, b])
}

/// `d0 + d1`.
fn add(rw: &mut PatternRewriter<'_>, loc: Attr, a: OpFoldResult, b: OpFoldResult) -> Option<OpFoldResult> {
    apply(rw, loc, 2, 0, AffineExpr::dim(0).add(AffineExpr::dim(1)), &[a, b])
}

/// The iteration domain of a pack (`rank` its source's) or an unpack (its
/// destination's): `[0, size, 1]` over the first `rank` sizes of `op`'s
/// reified result shape (`getPackUnPackIterationDomain`).
pub(crate) fn domain(
    shape: Option<Vec<Vec<Option<OpFoldResult>>>>,
    rw: &PatternRewriter<'_>,
    rank: usize,
) -> Vec<Range> {
    let Some(shape) = shape.and_then(|s| s.into_iter().next()) else {
        return Vec::new();
    };
    let (zero, one) = (OpFoldResult::index(rw.ctx, 0), OpFoldResult::index(rw.ctx, 1));
    shape
        .into_iter()
        .take(rank)
        .map(|size| {
            size.map(|size| Range {
                offset: zero,
                size,
                stride: one,
            })
        })
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default()
}

/// The slice of `value` at `offsets`/`sizes` (strides 1), inserted.
pub(super) fn slice(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    value: Value,
    offsets: Vec<OpFoldResult>,
    sizes: Vec<OpFoldResult>,
) -> Option<OpId> {
    let one = OpFoldResult::index(rw.ctx, 1);
    let strides = vec![one; offsets.len()];
    materialize_slice(
        rw,
        loc,
        value,
        &SliceParameters {
            offsets,
            sizes,
            strides,
        },
    )
}

/// `op` cloned with `operands`, its one result of type `ty`'s.
pub(super) fn clone_on(rw: &mut PatternRewriter<'_>, op: OpId, operands: &[Value], like: Value) -> OpId {
    let tiled = rw.clone_op(op, &mut IrMapping::new());
    let ty = rw.arena.value_type(like);
    rw.modify_in_place(tiled, |arena| {
        arena.set_operands(tiled, operands);
        if arena.num_results(tiled) == 1 {
            arena.set_result_type(tiled, 0, ty);
        }
    });
    tiled
}

/// Whether `value` is a ranked tensor (`hasPureTensorSemantics` of a
/// relayout op, whose operands are all tensors or all memrefs).
fn is_tensor(rw: &PatternRewriter<'_>, value: Value) -> bool {
    matches!(
        rw.ctx.type_kind(rw.arena.value_type(value)),
        TypeKind::RankedTensor { .. }
    )
}

/// The tile itself as a position (the result tile of an op whose result
/// is indexed as its iteration domain).
pub(crate) fn same_position(offsets: &[OpFoldResult], sizes: &[OpFoldResult]) -> TilePosition {
    TilePosition {
        offsets: offsets.to_vec(),
        sizes: sizes.to_vec(),
    }
}

// ----- linalg.pack -----

/// The parts of a pack.
fn pack_parts(rw: &PatternRewriter<'_>, op: PackOp) -> Option<(Relayout, Option<Value>)> {
    let source = op.source(rw.ctx, rw.arena);
    let dest = op.dest(rw.ctx, rw.arena);
    let tiles = op.inner_tiles(rw.ctx, rw.arena);
    let r = Relayout::of(rw, op.0, source, dest, &tiles)?;
    Some((r, op.padding_value(rw.ctx, rw.arena)))
}

/// `PackOpTiling::getResultTilePosition`: the tile on the outer dimensions,
/// whole inner tiles (the reified result's sizes).
fn pack_result_position(
    op: PackOp,
    rw: &mut PatternRewriter<'_>,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Option<TilePosition> {
    let source = op.source(rw.ctx, rw.arena);
    let dest = op.dest(rw.ctx, rw.arena);
    let (input_rank, output_rank) = (rank(rw.ctx, rw.arena, source), rank(rw.ctx, rw.arena, dest));
    let zero = OpFoldResult::index(rw.ctx, 0);
    let mut position = TilePosition {
        offsets: offsets.to_vec(),
        sizes: sizes.to_vec(),
    };
    position
        .offsets
        .extend(std::iter::repeat_n(zero, output_rank.saturating_sub(input_rank)));
    let shape = op.reify_result_shapes(rw)?.into_iter().next()?;
    for d in input_rank..output_rank {
        position.sizes.push((*shape.get(d)?)?);
    }
    Some(position)
}

/// `PackOpTiling::getTiledImplementation`.
fn pack_tiled(
    op: PackOp,
    rw: &mut PatternRewriter<'_>,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Option<TilingResult> {
    let (r, padding) = pack_parts(rw, op)?;
    let loc = rw.arena.op_loc(op.0);
    let input_rank = rank(rw.ctx, rw.arena, r.source);
    let inverse_perm = inverse(&r.outer_dims_perm)?;
    let orig_offsets = permuted(offsets, &inverse_perm)?;
    let orig_sizes = permuted(sizes, &inverse_perm)?;
    let src_dims = mixed_sizes(rw, loc, r.source)?;
    let mut input_offsets = Vec::with_capacity(input_rank);
    let mut input_sizes = Vec::with_capacity(input_rank);
    for dim in 0..input_rank {
        let (offset, size) = (*orig_offsets.get(dim)?, *orig_sizes.get(dim)?);
        let (offset, mut size) = match r.tile_of(dim) {
            Some(tile) => (mul(rw, loc, offset, tile)?, mul(rw, loc, size, tile)?),
            None => (offset, size),
        };
        if padding.is_some() {
            let dim_size = (*src_dims.get(dim)?)?;
            let rest = sub(rw, loc, dim_size, offset)?;
            let min = AffineMap::new(2, 0, vec![AffineExpr::dim(0), AffineExpr::dim(1)]);
            size = composed_folded_affine_min(rw, loc, &min, &[size, rest])?;
        }
        input_offsets.push(offset);
        input_sizes.push(size);
    }
    let source_slice = slice(rw, loc, r.source, input_offsets, input_sizes)?;
    let position = pack_result_position(op, rw, offsets, sizes)?;
    let dest_slice = slice(rw, loc, r.dest, position.offsets, position.sizes)?;
    let dest_value = rw.arena.result(dest_slice, 0);
    let mut operands = vec![rw.arena.result(source_slice, 0), dest_value];
    operands.extend(padding);
    operands.extend(op.inner_tiles(rw.ctx, rw.arena));
    let tiled = clone_on(rw, op.0, &operands, dest_value);
    Some(TilingResult {
        tiled_ops: vec![tiled],
        tiled_values: vec![rw.arena.result(tiled, 0)],
        generated_slices: vec![source_slice, dest_slice],
    })
}

/// `isEqualConstantIntOrValue`.
fn same_size(rw: &PatternRewriter<'_>, a: OpFoldResult, b: OpFoldResult) -> bool {
    match (a.constant_int(rw.ctx), b.constant_int(rw.ctx)) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

impl TilingInterface for PackOp {
    /// One parallel loop per source dimension.
    fn loop_iterator_types(self, ctx: &Context, arena: &IrArena) -> Vec<IteratorType> {
        vec![IteratorType::Parallel; rank(ctx, arena, self.source(ctx, arena))]
    }

    /// The result's outer sizes.
    fn iteration_domain(self, rw: &mut PatternRewriter<'_>) -> Vec<Range> {
        let n = rank(rw.ctx, rw.arena, self.source(rw.ctx, rw.arena));
        let shape = self.reify_result_shapes(rw);
        domain(shape, rw, n)
    }

    /// The pack of the source's slice into the destination's (tensors
    /// only).
    fn tiled_implementation(
        self,
        rw: &mut PatternRewriter<'_>,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, TilingError> {
        if !is_tensor(rw, self.source(rw.ctx, rw.arena)) {
            return Err(TilingError::Failed);
        }
        pack_tiled(self, rw, offsets, sizes).ok_or_else(|| TilingError::op(self.0, "failed to tile the pack"))
    }

    /// The outer tile, whole inner tiles.
    fn result_tile_position(
        self,
        rw: &mut PatternRewriter<'_>,
        _: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, TilingError> {
        pack_result_position(self, rw, offsets, sizes).ok_or(TilingError::Failed)
    }

    /// Only a tile of whole inner tiles: the tiled pack of its outer part.
    fn generate_result_tile_value(
        self,
        rw: &mut PatternRewriter<'_>,
        _: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, TilingError> {
        let (r, _) = pack_parts(rw, self).ok_or(TilingError::Failed)?;
        let n = r.inner_dims_pos.len();
        let outer = offsets.len().checked_sub(n).ok_or(TilingError::Failed)?;
        if offsets[outer..].iter().any(|o| o.constant_int(rw.ctx) != Some(0)) {
            return Err(TilingError::Failed);
        }
        let inner_sizes = sizes.get(outer..).ok_or(TilingError::Failed)?;
        if r.tiles.len() != inner_sizes.len() || r.tiles.iter().zip(inner_sizes).any(|(&t, &s)| !same_size(rw, t, s)) {
            return Err(TilingError::Failed);
        }
        self.tiled_implementation(rw, &offsets[..outer], &sizes[..outer])
    }
}

// ----- linalg.unpack -----

/// `UnpackTileDimInfo`: how one destination dimension's tile maps to the
/// source.
struct UnpackTileDim {
    aligned: bool,
    source_offset: OpFoldResult,
    source_size: OpFoldResult,
    result_offset: OpFoldResult,
    dest_expanded_size: OpFoldResult,
}

/// The constant closed upper bound of a tile size
/// (`ValueBoundsConstraintSet::computeConstantBound(UB, closedUB)` for the
/// sizes tiling makes: a constant, or an `affine.min` with a constant
/// result).
fn constant_upper_bound(rw: &PatternRewriter<'_>, size: OpFoldResult) -> Option<i64> {
    if let Some(c) = size.constant_int(rw.ctx) {
        return Some(c);
    }
    let OpFoldResult::Value(v) = size else {
        return None;
    };
    let def = rw.arena.defining_op(v)?;
    crate::affine::ops::MinOp::cast(rw.ctx, rw.arena, def)?;
    let attr = ir::ods::access::inherent(rw.ctx, rw.arena, def, "map")?;
    let ir::AttrKind::AffineMap(map) = rw.ctx.attr_kind(attr) else {
        return None;
    };
    map.results.iter().filter_map(AffineExpr::as_constant).min()
}

/// `affine::getDivMod`: the composed (unfolded) `floordiv` and `mod`
/// applies of `lhs` by `rhs`.
fn div_mod(rw: &mut PatternRewriter<'_>, loc: Attr, lhs: Value, rhs: Value) -> Option<(Value, Value)> {
    let operands = [OpFoldResult::Value(lhs), OpFoldResult::Value(rhs)];
    let q = AffineMap::new(2, 0, vec![AffineExpr::dim(0).floor_div(AffineExpr::dim(1))]);
    let r = AffineMap::new(2, 0, vec![AffineExpr::dim(0).modulo(AffineExpr::dim(1))]);
    let quotient = composed_affine_apply(rw, loc, &q, &operands)?;
    let remainder = composed_affine_apply(rw, loc, &r, &operands)?;
    Some((quotient, remainder))
}

/// `getUnpackTileDimInfo` for destination dimension `dim`'s tile.
fn unpack_tile_dim(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    r: &Relayout,
    dim: usize,
    offset: OpFoldResult,
    size: OpFoldResult,
) -> Option<UnpackTileDim> {
    let zero = OpFoldResult::index(rw.ctx, 0);
    let one = OpFoldResult::index(rw.ctx, 1);
    let Some(inner) = r.tile_of(dim) else {
        return Some(UnpackTileDim {
            aligned: true,
            source_offset: offset,
            source_size: size,
            result_offset: zero,
            dest_expanded_size: size,
        });
    };
    let floor = AffineExpr::dim(0).floor_div(AffineExpr::dim(1));
    let mut aligned = false;
    if let (Some(cst), Some(cst_inner)) = (constant_upper_bound(rw, size), inner.constant_int(rw.ctx)) {
        aligned = cst_inner != 0 && cst % cst_inner == 0;
        if cst_inner == cst {
            return Some(UnpackTileDim {
                aligned,
                source_offset: apply(rw, loc, 2, 0, floor, &[offset, inner])?,
                source_size: one,
                result_offset: zero,
                dest_expanded_size: size,
            });
        }
    }
    if aligned {
        let source_offset = apply(rw, loc, 2, 0, floor, &[offset, inner])?;
        let ceil = AffineExpr::dim(0).ceil_div(AffineExpr::dim(1));
        return Some(UnpackTileDim {
            aligned,
            source_offset,
            source_size: apply(rw, loc, 2, 0, ceil, &[size, inner])?,
            result_offset: zero,
            dest_expanded_size: size,
        });
    }
    let offset_value = value_or_constant_index(rw, loc, offset)?;
    let inner_value = value_or_constant_index(rw, loc, inner)?;
    let (first_q, first_r) = div_mod(rw, loc, offset_value, inner_value)?;
    let bound = add(rw, loc, offset, size)?;
    let last = sub(rw, loc, bound, one)?;
    let last = value_or_constant_index(rw, loc, last)?;
    let inner_value = value_or_constant_index(rw, loc, inner)?;
    let (last_q, _) = div_mod(rw, loc, last, inner_value)?;
    let length_minus_one = sub(rw, loc, OpFoldResult::Value(last_q), OpFoldResult::Value(first_q))?;
    let source_size = add(rw, loc, length_minus_one, one)?;
    let lhs = value_or_constant_index(rw, loc, source_size)?;
    let rhs = value_or_constant_index(rw, loc, inner)?;
    let ty = rw.ctx.index_type();
    let product = rw
        .create_or_fold(loc, |b| crate::arith::ops::MulIOp::build(b, ty, lhs, rhs, None))
        .ok()?;
    Some(UnpackTileDim {
        aligned,
        source_offset: OpFoldResult::Value(first_q),
        source_size,
        result_offset: OpFoldResult::Value(first_r),
        dest_expanded_size: OpFoldResult::Value(*product.first()?),
    })
}

/// `UnPackOpTiling::getTiledImplementation`.
fn unpack_tiled(
    op: UnPackOp,
    rw: &mut PatternRewriter<'_>,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Option<TilingResult> {
    let source = op.source(rw.ctx, rw.arena);
    let dest = op.dest(rw.ctx, rw.arena);
    let inner_tiles = op.inner_tiles(rw.ctx, rw.arena);
    let r = Relayout::of(rw, op.0, source, dest, &inner_tiles)?;
    let loc = rw.arena.op_loc(op.0);
    let (src_rank, dest_rank) = (rank(rw.ctx, rw.arena, source), rank(rw.ctx, rw.arena, dest));
    let mut perfect = true;
    let (mut src_offsets, mut src_sizes) = (Vec::new(), Vec::new());
    let (mut expanded, mut result_offsets) = (Vec::new(), Vec::new());
    for dim in 0..dest_rank {
        let info = unpack_tile_dim(rw, loc, &r, dim, *offsets.get(dim)?, *sizes.get(dim)?)?;
        perfect &= info.aligned;
        src_offsets.push(info.source_offset);
        src_sizes.push(info.source_size);
        expanded.push(info.dest_expanded_size);
        result_offsets.push(info.result_offset);
    }
    let mut src_offsets = permuted(&src_offsets, &r.outer_dims_perm)?;
    let mut src_sizes = permuted(&src_sizes, &r.outer_dims_perm)?;
    let zero = OpFoldResult::index(rw.ctx, 0);
    src_offsets.extend(std::iter::repeat_n(zero, src_rank.saturating_sub(dest_rank)));
    src_sizes.extend(r.tiles.iter().copied());
    let source_slice = slice(rw, loc, source, src_offsets, src_sizes)?;
    let mut generated = vec![source_slice];
    let slice_dest = if perfect {
        let dest_slice = slice(rw, loc, dest, offsets.to_vec(), sizes.to_vec())?;
        generated.push(dest_slice);
        rw.arena.result(dest_slice, 0)
    } else {
        let element = ir::ods::values::element_type_or_self(rw.ctx, rw.arena.value_type(dest));
        crate::tensor::tiling::empty_tensor(rw, loc, &expanded, element)?
    };
    let mut operands = vec![rw.arena.result(source_slice, 0), slice_dest];
    operands.extend(inner_tiles);
    let tiled = clone_on(rw, op.0, &operands, slice_dest);
    let result = rw.arena.result(tiled, 0);
    let value = if perfect {
        result
    } else {
        let tile = slice(rw, loc, result, result_offsets, sizes.to_vec())?;
        rw.arena.result(tile, 0)
    };
    Some(TilingResult {
        tiled_ops: vec![tiled],
        tiled_values: vec![value],
        generated_slices: generated,
    })
}

impl TilingInterface for UnPackOp {
    /// One parallel loop per destination dimension.
    fn loop_iterator_types(self, ctx: &Context, arena: &IrArena) -> Vec<IteratorType> {
        vec![IteratorType::Parallel; rank(ctx, arena, self.dest(ctx, arena))]
    }

    /// The result's sizes.
    fn iteration_domain(self, rw: &mut PatternRewriter<'_>) -> Vec<Range> {
        let n = rank(rw.ctx, rw.arena, self.dest(rw.ctx, rw.arena));
        let shape = self.reify_result_shapes(rw);
        domain(shape, rw, n)
    }

    /// The unpack of the whole inner tiles covering the tile (tensors only).
    fn tiled_implementation(
        self,
        rw: &mut PatternRewriter<'_>,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, TilingError> {
        if !is_tensor(rw, self.source(rw.ctx, rw.arena)) {
            return Err(TilingError::Failed);
        }
        unpack_tiled(self, rw, offsets, sizes).ok_or_else(|| TilingError::op(self.0, "failed to tile the unpack"))
    }

    /// The tile itself.
    fn result_tile_position(
        self,
        _: &mut PatternRewriter<'_>,
        _: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, TilingError> {
        Ok(same_position(offsets, sizes))
    }

    /// The tiled implementation of the result tile.
    fn generate_result_tile_value(
        self,
        rw: &mut PatternRewriter<'_>,
        _: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, TilingError> {
        self.tiled_implementation(rw, offsets, sizes)
    }
}
