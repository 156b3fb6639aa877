//! Tiling any op implementing `TilingInterface` with a nest of `scf.for`
//! loops (upstream's `scf::tileUsingSCF` with `LoopType::ForOp`,
//! `TileUsingInterface.cpp`), what `transform.structured.tile_using_for`
//! runs.
//!
//! [`tile_using_for`] asks the op for its iteration domain, builds one
//! `scf.for` per loop whose tile size is not zero (bounds and steps as index
//! constants, the op's destinations as `iter_args`), and in the innermost
//! body clones the op onto the loops' `iter_args` and asks the clone for its
//! tiled implementation at the tile's offsets (the induction variables) and
//! sizes (the tile size, or `affine.min(tile, ub - iv)` when it may not
//! divide the range); each tiled result goes back into its `iter_arg` with a
//! `tensor.insert_slice` at the position the op gives. With memref operands
//! there are no `iter_args` and the loops yield nothing. Nothing depends on
//! which op is tiled: everything goes through the interface
//! (`DestinationStyleOpInterface` gives the destinations; another op's are
//! `tensor.empty`s before it, of its result shapes, reified when dynamic:
//! upstream's `tensor::getOrCreateDestinations`).
//!
//! As upstream's `tileUsingSCF`, the original op stays: the caller replaces
//! it with [`ScfTilingResult::replacements`] (or erases it when it has no
//! results), as the transform op does.

use crate::common::reify::{composed_folded_affine_min, value_or_constant_index};
use crate::linalg::slices::{insert_slice, SliceParameters};
use ir::affine::{AffineExpr, AffineMap};
use ir::interfaces::{DestinationStyleOpInterfaceRef, TilingInterfaceRef};
use ir::reify::OpFoldResult;
use ir::rewrite::{IrMapping, PatternRewriter};
use ir::tiling::{Range, TilingError};
use ir::types::DYNAMIC;
use ir::{Attr, BlockId, OpId, Type, TypeKind, Value};

use super::ops::{ForOp, YieldOp};

/// What [`tile_using_for`] built (upstream's `SCFTilingResult`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScfTilingResult {
    /// The ops of the tiled implementation in the innermost loop (the op
    /// itself, cloned, when every tile size is zero).
    pub tiled_ops: Vec<OpId>,
    /// The `scf.for` loops, outermost first (none when every tile size is
    /// zero).
    pub loops: Vec<OpId>,
    /// The values replacing the op's results: the outermost loop's results
    /// (the tiled op's when there are no loops).
    pub replacements: Vec<Value>,
}

/// `scf::tileUsingSCF(rewriter, op, options)` with `scf.for` loops and the
/// tile sizes `tile_sizes` (one per loop of the iteration domain, missing
/// ones 0; a zero size leaves its loop untiled). Builds the loop nest after
/// `op`. Errors (on `op`, [`TilingError::diagnostic`] gives its location):
/// `op` does not implement `TilingInterface`; more sizes than loops; an op
/// that is not destination-style whose dynamic result shapes cannot be
/// reified; the op failing to tile (the loops
/// built are erased then; the index constants of their bounds, and the
/// `dim`s of a dynamic iteration domain, stay).
pub fn tile_using_for(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    tile_sizes: &[OpFoldResult],
) -> Result<ScfTilingResult, TilingError> {
    let tiling = TilingInterfaceRef::get(rw.ctx, rw.arena, op)
        .ok_or_else(|| TilingError::op(op, "only ops implementing TilingInterface are supported"))?;
    let saved = rw.insertion_point();
    rw.set_insertion_point_after(op);
    let result = tile_after(rw, op, tiling, tile_sizes);
    rw.set_insertion_point(saved);
    result
}

/// [`tile_using_for`] with the insertion point after `op`.
fn tile_after(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    tiling: TilingInterfaceRef,
    tile_sizes: &[OpFoldResult],
) -> Result<ScfTilingResult, TilingError> {
    let domain = tiling.iteration_domain(rw);
    if tile_sizes.len() > domain.len() {
        return Err(TilingError::op(
            op,
            format!(
                "too many tiles provided, expected at most {} found {}",
                domain.len(),
                tile_sizes.len()
            ),
        ));
    }
    let mut sizes = tile_sizes.to_vec();
    sizes.resize(domain.len(), OpFoldResult::index(rw.ctx, 0));
    let destinations = destinations(rw, op)?;
    let loc = rw.arena.op_loc(op);
    let tiled_loops: Vec<(Range, OpFoldResult)> = domain
        .iter()
        .zip(&sizes)
        .filter(|(_, &s)| !is_zero(rw, s))
        .map(|(&r, &s)| (r, s))
        .collect();
    if tiled_loops.is_empty() {
        // No loops: the op, cloned, is its own tile.
        let clone = clone_with_inits(rw, op, &destinations);
        let replacements = (0..rw.arena.num_results(clone))
            .map(|i| rw.arena.result(clone, i))
            .collect();
        return Ok(ScfTilingResult {
            tiled_ops: vec![clone],
            loops: Vec::new(),
            replacements,
        });
    }
    let failed = || TilingError::op(op, "failed to generate tiling loops");
    // getLoopBounds, materialized: every lower bound, then upper bound, then
    // step.
    let mut bounds = Vec::with_capacity(tiled_loops.len() * 3);
    let lbs = tiled_loops.iter().map(|(r, _)| r.offset);
    let ubs = tiled_loops.iter().map(|(r, _)| r.size);
    let steps = tiled_loops.iter().map(|(_, s)| *s);
    for ofr in lbs.chain(ubs).chain(steps).collect::<Vec<_>>() {
        bounds.push(value_or_constant_index(rw, loc, ofr).ok_or_else(failed)?);
    }
    let n = tiled_loops.len();
    let mut loops = Vec::with_capacity(n);
    let mut bodies = Vec::with_capacity(n);
    let mut ivs = Vec::with_capacity(n);
    let mut iter_args = destinations.clone();
    for i in 0..n {
        let (for_op, body) =
            build_loop(rw, loc, bounds[i], bounds[n + i], bounds[2 * n + i], &iter_args).ok_or_else(failed)?;
        loops.push(for_op);
        bodies.push(body);
        ivs.push(rw.arena.arg(body, 0));
        iter_args = (1..rw.arena.num_args(body)).map(|a| rw.arena.arg(body, a)).collect();
        rw.set_insertion_point_to_end(body);
    }
    let (tiled_ops, tiled_values, positions) = match tiled_body(rw, op, tiling, &domain, &sizes, &ivs, &iter_args) {
        Ok(body) => body,
        Err(e) => {
            // Nothing of the nest stays but the bounds' index constants.
            rw.erase_op(loops[0]);
            return Err(e);
        }
    };
    // Yield every tiled result inserted into its iter_arg, then the inner
    // loops' results from the outer ones.
    let one = OpFoldResult::index(rw.ctx, 1);
    let mut yielded = Vec::with_capacity(tiled_values.len());
    for ((&value, &dest), position) in tiled_values.iter().zip(&iter_args).zip(positions) {
        let strides = vec![one; position.offsets.len()];
        let p = SliceParameters {
            offsets: position.offsets,
            sizes: position.sizes,
            strides,
        };
        yielded.push(insert_slice(rw, loc, value, dest, &p).ok_or_else(failed)?);
    }
    rw.build(loc, |b| YieldOp::build(b, &yielded)).map_err(|_| failed())?;
    for (outer, inner) in bodies.iter().zip(loops.iter().skip(1)) {
        rw.set_insertion_point_to_end(*outer);
        let results: Vec<Value> = (0..rw.arena.num_results(*inner))
            .map(|i| rw.arena.result(*inner, i))
            .collect();
        rw.build(loc, |b| YieldOp::build(b, &results)).map_err(|_| failed())?;
    }
    let replacements = (0..rw.arena.num_results(loops[0]))
        .map(|i| rw.arena.result(loops[0], i))
        .collect();
    Ok(ScfTilingResult {
        tiled_ops,
        loops,
        replacements,
    })
}

/// `isZeroInteger`.
fn is_zero(rw: &PatternRewriter<'_>, ofr: OpFoldResult) -> bool {
    ofr.constant_int(rw.ctx) == Some(0)
}

/// `tensor::getOrCreateDestinations`: the init tied to each result of a
/// destination-style op; for another op, a `tensor.empty` before it per
/// tensor result (`getOrCreateDestination`: the static shape, or the
/// reified one).
fn destinations(rw: &mut PatternRewriter<'_>, op: OpId) -> Result<Vec<Value>, TilingError> {
    let n = rw.arena.num_results(op);
    if n == 0 {
        return Ok(Vec::new());
    }
    let unable = || TilingError::op(op, "unable to create destination tensors");
    let Some(dps) = DestinationStyleOpInterfaceRef::get(rw.ctx, rw.arena, op) else {
        let saved = rw.insertion_point();
        rw.set_insertion_point_before(op);
        let created = (0..n).map(|r| empty_destination(rw, op, r)).collect::<Option<Vec<_>>>();
        rw.set_insertion_point(saved);
        return created.map(|d| d.into_iter().flatten().collect()).ok_or_else(unable);
    };
    (0..n)
        .map(|r| {
            let operand = dps.tied_op_operand(rw.ctx, rw.arena, r).ok_or_else(unable)?;
            (operand < rw.arena.num_operands(op))
                .then(|| rw.arena.operand(op, operand))
                .ok_or_else(unable)
        })
        .collect()
}

/// `getOrCreateDestination` of result `r` of a non-destination-style op,
/// at the insertion point: `Some(None)` for a result that is not a tensor.
fn empty_destination(rw: &mut PatternRewriter<'_>, op: OpId, r: usize) -> Option<Option<Value>> {
    let ty = rw.arena.value_type(rw.arena.result(op, r));
    let TypeKind::RankedTensor { shape, element, .. } = rw.ctx.type_kind(ty).clone() else {
        return Some(None);
    };
    let sizes: Vec<OpFoldResult> = if shape.contains(&DYNAMIC) {
        let shapes = ir::reify::reify_result_shapes(rw, op)?;
        shapes.get(r)?.iter().copied().collect::<Option<_>>()?
    } else {
        shape.iter().map(|&s| OpFoldResult::index(rw.ctx, s)).collect()
    };
    let loc = rw.arena.op_loc(op);
    crate::tensor::tiling::empty_tensor(rw, loc, &sizes, element).map(Some)
}

/// `cloneOpAndUpdateDestinationArgs`: `op` cloned at the insertion point, its
/// inits replaced by `inits` (when there are any).
fn clone_with_inits(rw: &mut PatternRewriter<'_>, op: OpId, inits: &[Value]) -> OpId {
    let clone = rw.clone_op(op, &mut IrMapping::new());
    if inits.is_empty() {
        return clone;
    }
    if let Some(dps) = DestinationStyleOpInterfaceRef::get(rw.ctx, rw.arena, clone) {
        let range = dps.dps_inits_range(rw.ctx, rw.arena);
        rw.modify_in_place(clone, |arena| {
            for (i, &v) in range.zip(inits) {
                if let Ok(operand) = u32::try_from(i) {
                    arena.set_operand(ir::Use { op: clone, operand }, v);
                }
            }
        });
    }
    clone
}

/// An `scf.for` from `lb` to `ub` by `step` carrying `inits`, with an entry
/// block (induction variable, iter_args) and no terminator yet.
fn build_loop(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
) -> Option<(OpId, BlockId)> {
    let types: Vec<Type> = inits.iter().map(|&v| rw.arena.value_type(v)).collect();
    let for_op = rw
        .build(loc, |b| ForOp::build(b, &types, lb, ub, step, inits, None))
        .ok()?;
    let region = *rw.arena.regions(for_op.0).first()?;
    let mut args = vec![(rw.ctx.index_type(), loc)];
    args.extend(types.iter().map(|&t| (t, loc)));
    let block = rw.arena.create_block(&args);
    rw.arena.append_block(region, block);
    Some((for_op.0, block))
}

/// `getBoundedTileSize`: the tile size when it is 1 or divides the range,
/// else `affine.min(ub - iv, tile)` (the upper bound materialized as a
/// constant when static).
fn bounded_tile_size(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    range: &Range,
    iv: Value,
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
    if let (Some(offset), Some(size), Some(ts)) = (constant(range.offset), constant(range.size), ts) {
        if ts != 0 && (size - offset) % ts == 0 {
            return Some(tile);
        }
    }
    let map = AffineMap::new(
        1,
        2,
        vec![AffineExpr::symbol(0).sub(AffineExpr::dim(0)), AffineExpr::symbol(1)],
    );
    let size = value_or_constant_index(rw, loc, range.size)?;
    composed_folded_affine_min(
        rw,
        loc,
        &map,
        &[OpFoldResult::Value(iv), OpFoldResult::Value(size), tile],
    )
}

/// The tiled values, the ops making them and each one's position in its
/// destination.
type TiledBody = (Vec<OpId>, Vec<Value>, Vec<ir::tiling::TilePosition>);

/// The innermost body (upstream's `innerYieldTiledValuesFn`): the tile's
/// offsets and sizes, the op cloned onto `iter_args` and tiled there (the
/// clone then erased), and where each tiled result goes.
#[allow(clippy::too_many_arguments)]
fn tiled_body(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    tiling: TilingInterfaceRef,
    domain: &[Range],
    sizes: &[OpFoldResult],
    ivs: &[Value],
    iter_args: &[Value],
) -> Result<TiledBody, TilingError> {
    let loc = rw.arena.op_loc(op);
    let failed = || TilingError::op(op, "failed to generate tiling loops");
    let mut offsets = Vec::with_capacity(domain.len());
    let mut tile_sizes = Vec::with_capacity(domain.len());
    let mut next_iv = ivs.iter();
    for (range, &size) in domain.iter().zip(sizes) {
        if is_zero(rw, size) {
            offsets.push(range.offset);
            tile_sizes.push(range.size);
            continue;
        }
        let iv = *next_iv.next().ok_or_else(failed)?;
        offsets.push(OpFoldResult::Value(iv));
        tile_sizes.push(bounded_tile_size(rw, loc, range, iv, size).ok_or_else(failed)?);
    }
    let clone = clone_with_inits(rw, op, iter_args);
    let tiled = TilingInterfaceRef::get(rw.ctx, rw.arena, clone)
        .ok_or(TilingError::Failed)
        .and_then(|c| c.tiled_implementation(rw, &offsets, &tile_sizes));
    rw.erase_op(clone);
    let tiled = tiled.map_err(|e| match e {
        TilingError::Failed => TilingError::op(op, "failed to tile operation"),
        TilingError::Op { message, .. } => TilingError::op(op, message),
    })?;
    let mut positions = Vec::with_capacity(tiled.tiled_values.len());
    for index in 0..tiled.tiled_values.len() {
        match tiling.result_tile_position(rw, index, &offsets, &tile_sizes) {
            Ok(p) => positions.push(p),
            Err(_) => {
                for &t in &tiled.tiled_ops {
                    rw.erase_op(t);
                }
                return Err(TilingError::op(op, "failed to get slice of result produced"));
            }
        }
    }
    Ok((tiled.tiled_ops, tiled.tiled_values, positions))
}
