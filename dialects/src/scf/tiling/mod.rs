//! Tiling any op implementing `TilingInterface` with `scf.for` or
//! `scf.forall` loops (upstream's `scf::tileUsingSCF`,
//! `TileUsingInterface.cpp`), what `transform.structured.tile_using_for`
//! and `tile_using_forall` run, and tiling a consumer while fusing its
//! producers into the loops ([`fuse`], upstream's
//! `scf::tileConsumerAndFuseProducersUsingSCF`, what
//! `transform.structured.fuse` runs).
//!
//! [`tile_using_scf`] asks the op for its iteration domain, takes the tile
//! sizes (or computes them from numbers of threads) of
//! [`ScfTilingOptions`], permutes the loops by its interchange, and builds
//! either one `scf.for` per loop whose tile size is not zero (bounds and
//! steps as index constants, the op's destinations as `iter_args`) or one
//! `scf.forall` over those loops (the destinations as `shared_outs`). In
//! the innermost body it clones the op onto the loops' region arguments and
//! asks the clone for its tiled implementation at the tile's offsets (the
//! induction variables, or `offset + iv * tile` per thread) and sizes (the
//! tile size, or `affine.min(tile, ub - iv)` when it may not divide the
//! range); each tiled result goes back into its region argument at the
//! position the op gives, by a `tensor.insert_slice` yielded or a
//! `tensor.parallel_insert_slice` in the `scf.forall.in_parallel`. With
//! memref operands there are no region arguments and the loops yield
//! nothing. Nothing depends on which op is tiled: everything goes through
//! the interfaces (`DestinationStyleOpInterface` gives the destinations; an
//! op with tensor results but no inits gets `tensor.empty` ones, shaped by
//! `ReifyRankedShapedTypeOpInterface`).
//!
//! As upstream's `tileUsingSCF`, the original op stays: the caller replaces
//! it with [`ScfTilingResult::replacements`] (or erases it when it has no
//! results), as the transform ops do; `tile_using_forall` then normalizes
//! the `scf.forall` ([`normalize_forall`]) when tiling by tile sizes.

pub mod destinations;
pub mod fuse;
mod loops;
mod normalize;
mod options;
mod tile;

pub use normalize::normalize_forall;
pub use options::{LoopType, ScfTilingOptions};

use destinations::get_or_create_destinations;
use ir::interfaces::{DestinationStyleOpInterfaceRef, TilingInterfaceRef};
use ir::reify::OpFoldResult;
use ir::rewrite::{IrMapping, PatternRewriter};
use ir::tiling::{Range, TilePosition, TilingError};
use ir::{OpId, Value};
use loops::Nest;
use options::{filled_interchange, inverse, permuted};
use tile::{is_zero, tile_offsets_and_sizes, user_tile_sizes_and_num_threads, warn_unsafe_forall};

/// What [`tile_using_scf`] built (upstream's `SCFTilingResult`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScfTilingResult {
    /// The ops of the tiled implementation in the innermost loop (the op
    /// itself, cloned, when every tile size is zero).
    pub tiled_ops: Vec<OpId>,
    /// The destinations the loops start from (`initialValues`).
    pub initial_values: Vec<Value>,
    /// The loops, outermost first: `scf.for`s, or one `scf.forall` (none
    /// when every tile size is zero).
    pub loops: Vec<OpId>,
    /// The values replacing the op's results: the outermost loop's results
    /// (the tiled op's when there are no loops).
    pub replacements: Vec<Value>,
    /// The slices of the operands the tiled implementation made
    /// (`generatedSlices`), where [`fuse`] looks for producers.
    pub generated_slices: Vec<OpId>,
}

/// `scf::tileUsingSCF(rewriter, op, options)`. Builds the loops after `op`.
/// Errors (on `op`, [`TilingError::diagnostic`] gives its location): `op`
/// does not implement `TilingInterface`; numbers of threads without
/// `scf.forall`; an interchange that is no permutation; more sizes (or
/// numbers of threads) than loops; a result without destination; the op
/// failing to tile (the loops built are erased then; the index constants of
/// their bounds, and the `dim`s of a dynamic iteration domain, stay).
/// Tiling a reduction loop with `scf.forall` warns as upstream (`tiling is
/// not thread safe at axis #i`, through the rewriter).
pub fn tile_using_scf(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &ScfTilingOptions,
) -> Result<ScfTilingResult, TilingError> {
    let tiling = TilingInterfaceRef::get(rw.ctx, rw.arena, op)
        .ok_or_else(|| TilingError::op(op, "only ops implementing TilingInterface are supported"))?;
    options.verify(op)?;
    let saved = rw.insertion_point();
    rw.set_insertion_point_after(op);
    let result = tile_after(rw, op, tiling, options);
    rw.set_insertion_point(saved);
    result
}

/// [`tile_using_scf`] with `scf.for` loops and the tile sizes `tile_sizes`
/// (one per loop of the iteration domain, missing ones 0).
pub fn tile_using_for(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    tile_sizes: &[OpFoldResult],
) -> Result<ScfTilingResult, TilingError> {
    tile_using_scf(rw, op, &ScfTilingOptions::for_loops(tile_sizes))
}

/// The tile sizes, numbers of threads and iteration domain, permuted by the
/// interchange (kept to undo it on the tile).
struct Schedule {
    domain: Vec<Range>,
    tile_sizes: Vec<OpFoldResult>,
    num_threads: Vec<OpFoldResult>,
    interchange: Option<Vec<usize>>,
}

/// [`tile_using_scf`] with the insertion point after `op`.
fn tile_after(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    tiling: TilingInterfaceRef,
    options: &ScfTilingOptions,
) -> Result<ScfTilingResult, TilingError> {
    let mut domain = tiling.iteration_domain(rw);
    let (mut tile_sizes, mut num_threads) = user_tile_sizes_and_num_threads(rw, op, &domain, options)?;
    if options.loop_type == LoopType::Forall {
        warn_unsafe_forall(rw, op, tiling, &tile_sizes, &num_threads);
    }
    let mut interchange = None;
    if !options.interchange.is_empty() {
        let perm = filled_interchange(&options.interchange, domain.len(), op)?;
        domain = permuted(&domain, &perm);
        tile_sizes = permuted(&tile_sizes, &perm);
        if !num_threads.is_empty() {
            num_threads = permuted(&num_threads, &perm);
        }
        interchange = Some(perm);
    }
    let schedule = Schedule {
        domain,
        tile_sizes,
        num_threads,
        interchange,
    };
    let loc = rw.arena.op_loc(op);
    let destinations = get_or_create_destinations(rw, loc, op)
        .ok_or_else(|| TilingError::op(op, "unable to create initial tensors for tiling"))?;
    if schedule.tile_sizes.iter().all(|&t| is_zero(rw, t)) {
        // No loops: the op, cloned, is its own tile.
        let clone = clone_with_inits(rw, op, &destinations);
        let replacements = (0..rw.arena.num_results(clone))
            .map(|i| rw.arena.result(clone, i))
            .collect();
        return Ok(ScfTilingResult {
            tiled_ops: vec![clone],
            initial_values: destinations,
            loops: Vec::new(),
            replacements,
            generated_slices: Vec::new(),
        });
    }
    let failed = || TilingError::op(op, "failed to generate tiling loops");
    let nest = match options.loop_type {
        LoopType::For => loops::for_nest(rw, loc, &schedule.domain, &schedule.tile_sizes, &destinations),
        LoopType::Forall => loops::forall_nest(
            rw,
            loc,
            &schedule.domain,
            &schedule.tile_sizes,
            &schedule.num_threads,
            &options.mapping,
            &destinations,
        ),
    }
    .ok_or_else(failed)?;
    let outer = *nest.loops.first().ok_or_else(failed)?;
    let body = match tiled_body(rw, op, tiling, &schedule, &nest) {
        Ok(body) => body,
        Err(e) => {
            // Nothing of the nest stays but the bounds' index constants.
            rw.erase_op(outer);
            return Err(e);
        }
    };
    nest.finish(rw, loc, &body.tiled_values, body.positions)
        .ok_or_else(failed)?;
    let replacements = (0..rw.arena.num_results(outer))
        .map(|i| rw.arena.result(outer, i))
        .collect();
    Ok(ScfTilingResult {
        tiled_ops: body.tiled_ops,
        initial_values: destinations,
        loops: nest.loops,
        replacements,
        generated_slices: body.generated_slices,
    })
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

/// The innermost body's tiled ops and values, each value's position in its
/// destination, and the operand slices made.
struct TiledBody {
    tiled_ops: Vec<OpId>,
    tiled_values: Vec<Value>,
    positions: Vec<TilePosition>,
    generated_slices: Vec<OpId>,
}

/// The innermost body (upstream's `innerYieldTiledValuesFn`): the tile's
/// offsets and sizes (back in the domain's order), the op cloned onto the
/// region arguments and tiled there (the clone then erased), and where each
/// tiled result goes.
fn tiled_body(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    tiling: TilingInterfaceRef,
    schedule: &Schedule,
    nest: &Nest,
) -> Result<TiledBody, TilingError> {
    let loc = rw.arena.op_loc(op);
    let failed = || TilingError::op(op, "failed to generate tiling loops");
    let (mut offsets, mut sizes) = tile_offsets_and_sizes(
        rw,
        loc,
        &nest.ivs,
        &schedule.domain,
        &schedule.tile_sizes,
        &schedule.num_threads,
    )
    .ok_or_else(failed)?;
    if let Some(perm) = &schedule.interchange {
        let inv = inverse(perm);
        offsets = permuted(&offsets, &inv);
        sizes = permuted(&sizes, &inv);
    }
    let clone = clone_with_inits(rw, op, &nest.region_args);
    let tiled = TilingInterfaceRef::get(rw.ctx, rw.arena, clone)
        .ok_or(TilingError::Failed)
        .and_then(|c| c.tiled_implementation(rw, &offsets, &sizes));
    rw.erase_op(clone);
    let tiled = tiled.map_err(|e| match e {
        TilingError::Failed => TilingError::op(op, "failed to tile operation"),
        TilingError::Op { message, .. } => TilingError::op(op, message),
    })?;
    let mut positions = Vec::with_capacity(tiled.tiled_values.len());
    for index in 0..tiled.tiled_values.len() {
        match tiling.result_tile_position(rw, index, &offsets, &sizes) {
            Ok(p) => positions.push(p),
            Err(_) => {
                for &t in &tiled.tiled_ops {
                    rw.erase_op(t);
                }
                return Err(TilingError::op(op, "failed to get slice of result produced"));
            }
        }
    }
    Ok(TiledBody {
        tiled_ops: tiled.tiled_ops,
        tiled_values: tiled.tiled_values,
        positions,
        generated_slices: tiled.generated_slices,
    })
}
