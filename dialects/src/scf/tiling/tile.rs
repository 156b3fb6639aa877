//! The tile of the iteration domain a loop body computes (upstream's
//! `getUserTileSizesAndNumThreads`, `checkSafeToTileToForall`,
//! `getTileOffsetAndSizes`, `getBoundedTileSize`): the tile sizes (given, or
//! `ceilDiv(size - offset, threads)` from numbers of threads), and per loop
//! the tile's offset and size at the loops' induction variables.

use super::options::ScfTilingOptions;
use crate::common::reify::{
    composed_folded_affine_apply, composed_folded_affine_max, composed_folded_affine_min, value_or_constant_index,
};
use ir::affine::{AffineExpr, AffineMap};
use ir::diag::Severity;
use ir::interfaces::TilingInterfaceRef;
use ir::reify::OpFoldResult;
use ir::rewrite::PatternRewriter;
use ir::tiling::{IteratorType, Range, TilingError};
use ir::{Attr, OpId, Value};

/// `isZeroInteger`.
pub(super) fn is_zero(rw: &PatternRewriter<'_>, ofr: OpFoldResult) -> bool {
    ofr.constant_int(rw.ctx) == Some(0)
}

/// `getUserTileSizesAndNumThreads`: the tile sizes and numbers of threads
/// (empty without), one per loop of `domain` (missing ones 0). Errors on
/// `op`: more sizes or numbers of threads than loops.
pub(super) fn user_tile_sizes_and_num_threads(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    domain: &[Range],
    options: &ScfTilingOptions,
) -> Result<(Vec<OpFoldResult>, Vec<OpFoldResult>), TilingError> {
    let n = domain.len();
    let given = if options.num_threads.is_empty() {
        &options.tile_sizes
    } else {
        &options.num_threads
    };
    if given.len() > n {
        return Err(TilingError::op(
            op,
            format!("too many tiles provided, expected at most {n} found {}", given.len()),
        ));
    }
    let zero = OpFoldResult::index(rw.ctx, 0);
    let padded = |v: &[OpFoldResult]| {
        let mut v = v.to_vec();
        v.resize(n, zero);
        v
    };
    if options.num_threads.is_empty() {
        return Ok((padded(&options.tile_sizes), Vec::new()));
    }
    let num_threads = padded(&options.num_threads);
    let loc = rw.arena.op_loc(op);
    // tileSize = (s1 - s0) ceildiv s2 over (offset, size, threads).
    let map = AffineMap::new(
        0,
        3,
        vec![AffineExpr::symbol(1)
            .sub(AffineExpr::symbol(0))
            .ceil_div(AffineExpr::symbol(2))],
    );
    let mut tile_sizes = vec![zero; n];
    for ((range, &nt), slot) in domain.iter().zip(&num_threads).zip(&mut tile_sizes) {
        if is_zero(rw, nt) {
            continue;
        }
        *slot = composed_folded_affine_apply(rw, loc, &map, &[range.offset, range.size, nt])
            .ok_or_else(|| TilingError::op(op, "failed to generate tiling loops"))?;
    }
    Ok((tile_sizes, num_threads))
}

/// `checkSafeToTileToForall`: warns on `op` of each reduction loop tiled by
/// more than one thread (a constant tile size above 0, or a constant number
/// of threads above 1).
pub(super) fn warn_unsafe_forall(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    tiling: TilingInterfaceRef,
    tile_sizes: &[OpFoldResult],
    num_threads: &[OpFoldResult],
) {
    let iterators = tiling.loop_iterator_types(rw.ctx, rw.arena);
    for (index, (iterator, &tile)) in iterators.iter().zip(tile_sizes).enumerate() {
        let unsafe_tile = if num_threads.is_empty() {
            tile.constant_int(rw.ctx).is_some_and(|t| t > 0)
        } else {
            num_threads
                .get(index)
                .and_then(|nt| nt.constant_int(rw.ctx))
                .is_some_and(|nt| nt > 1)
        };
        if unsafe_tile && *iterator != IteratorType::Parallel {
            rw.emit_op_diagnostic(
                op,
                Severity::Warning,
                format!("tiling is not thread safe at axis #{index}"),
            );
        }
    }
}

/// `getTileOffsetAndSizes`: per loop of `domain`, the tile's offset and
/// size, from the induction variables `ivs` of the tiled loops (those of
/// nonzero tile size, or nonzero number of threads when `num_threads` is
/// given). `None` when an op could not be built.
pub(super) fn tile_offsets_and_sizes(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    ivs: &[Value],
    domain: &[Range],
    tile_sizes: &[OpFoldResult],
    num_threads: &[OpFoldResult],
) -> Option<(Vec<OpFoldResult>, Vec<OpFoldResult>)> {
    let mut offsets = Vec::with_capacity(domain.len());
    let mut sizes = Vec::with_capacity(domain.len());
    let mut next_iv = ivs.iter();
    for (i, (range, &tile)) in domain.iter().zip(tile_sizes).enumerate() {
        let tiled_by = if num_threads.is_empty() {
            tile
        } else {
            *num_threads.get(i)?
        };
        if is_zero(rw, tiled_by) {
            offsets.push(range.offset);
            sizes.push(range.size);
            continue;
        }
        let iv = *next_iv.next()?;
        let (offset, size) = if num_threads.is_empty() {
            let offset = OpFoldResult::Value(iv);
            (offset, bounded_tile_size(rw, loc, range, offset, tile)?)
        } else {
            thread_tile(rw, loc, range, iv, tile, tiled_by)?
        };
        offsets.push(offset);
        sizes.push(size);
    }
    Some((offsets, sizes))
}

/// The offset and size of thread `iv`'s tile of `range` with `nt` threads
/// of `tile` iterations: `offset + iv * tile`, and the tile size clamped to
/// what is left (`min`) unless the threads cover the range exactly, and to
/// 0 (`max`) unless the last thread surely starts inside the range.
fn thread_tile(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    range: &Range,
    iv: Value,
    tile: OpFoldResult,
    nt: OpFoldResult,
) -> Option<(OpFoldResult, OpFoldResult)> {
    let (d0, d1, s0, s1) = (
        AffineExpr::dim(0),
        AffineExpr::dim(1),
        AffineExpr::symbol(0),
        AffineExpr::symbol(1),
    );
    let offset_expr = d0.clone().add(d1.clone().mul(s0.clone()));
    let offset_map = AffineMap::new(2, 1, vec![offset_expr.clone()]);
    let offset = composed_folded_affine_apply(rw, loc, &offset_map, &[range.offset, OpFoldResult::Value(iv), tile])?;
    let residual_map = AffineMap::new(2, 2, vec![s1.clone().sub(offset_expr)]);
    let residual = composed_folded_affine_apply(rw, loc, &residual_map, &[range.offset, nt, tile, range.size])?;
    let mut size = tile;
    if !is_zero(rw, residual) {
        let left_map = AffineMap::new(1, 1, vec![s0.sub(d0.clone())]);
        let left = composed_folded_affine_apply(rw, loc, &left_map, &[offset, range.size])?;
        let min_map = AffineMap::new(2, 0, vec![d0.clone(), d1.clone()]);
        size = composed_folded_affine_min(rw, loc, &min_map, &[left, tile])?;
    }
    let covered = match (
        tile.constant_int(rw.ctx),
        nt.constant_int(rw.ctx),
        range.size.constant_int(rw.ctx),
    ) {
        (Some(t), Some(n), Some(s)) => t.checked_mul(n - 1).is_some_and(|last| last < s),
        _ => false,
    };
    if !covered {
        let max_map = AffineMap::new(2, 0, vec![d0, d1]);
        let zero = OpFoldResult::index(rw.ctx, 0);
        size = composed_folded_affine_max(rw, loc, &max_map, &[zero, size])?;
    }
    Some((offset, size))
}

/// `getBoundedTileSize`: the tile size when it is 1 or divides the range,
/// else `affine.min(ub - offset, tile)` (the upper bound materialized as a
/// constant when static).
fn bounded_tile_size(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    range: &Range,
    offset: OpFoldResult,
    tile: OpFoldResult,
) -> Option<OpFoldResult> {
    let ts = tile.constant_int(rw.ctx);
    if ts == Some(1) {
        return Some(tile);
    }
    // getConstantIntValue: an attribute or a constant op's value.
    let constant = |ofr: OpFoldResult| match ofr {
        OpFoldResult::Value(v) => ir::rewrite::constant_int(rw.ctx, rw.arena, v),
        OpFoldResult::Attr(_) => ofr.constant_int(rw.ctx),
    };
    if let (Some(lb), Some(size), Some(ts)) = (constant(range.offset), constant(range.size), ts) {
        if ts != 0 && (size - lb) % ts == 0 {
            return Some(tile);
        }
    }
    let map = AffineMap::new(
        1,
        2,
        vec![AffineExpr::symbol(0).sub(AffineExpr::dim(0)), AffineExpr::symbol(1)],
    );
    let size = value_or_constant_index(rw, loc, range.size)?;
    composed_folded_affine_min(rw, loc, &map, &[offset, OpFoldResult::Value(size), tile])
}
