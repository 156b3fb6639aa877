//! Tile-and-fuse (upstream's `scf::tileConsumerAndFuseProducersUsingSCF`
//! with the default, greedy control: every producer fused, none yielding a
//! replacement; what `transform.structured.fuse` runs): the consumer is
//! tiled by [`tile_using_scf`], then each `tensor.extract_slice` its tile
//! reads (and, breadth first, those of each fused producer) whose source is
//! the result of an op outside the loops (looking through the loops'
//! region arguments to their inits) is replaced by that producer's tile of
//! the slice (`tileAndFuseProducerOfSlice`, through the producer's
//! `TilingInterface::generate_result_tile_value`). A producer feeding the
//! consumer's destination is computed on the loops' region argument, and
//! the outermost loop then starts from the producer's own destination.

use super::destinations::get_or_create_destinations;
use super::{clone_with_inits, tile_using_scf, ScfTilingOptions};
use crate::common::reify::mixed_values;
use crate::tensor::ops::ExtractSliceOp;
use ir::interfaces::{DestinationStyleOpInterfaceRef, LoopLikeOpInterfaceRef, TilingInterfaceRef};
use ir::ods::TypedOp;
use ir::reify::OpFoldResult;
use ir::rewrite::{IrMapping, PatternRewriter};
use ir::tiling::TilingError;
use ir::{OpId, Value};
use std::collections::VecDeque;

/// What [`tile_consumer_and_fuse_producers`] built (upstream's
/// `SCFTileAndFuseResult`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScfTileAndFuseResult {
    /// The producers fused (the untiled ops), in fusion order.
    pub fused_producers: Vec<OpId>,
    /// The consumer's tiled ops, then each fused producer's tiled op.
    pub tiled_and_fused_ops: Vec<OpId>,
    /// The loops, outermost first.
    pub loops: Vec<OpId>,
    /// Each consumer result and the value replacing it.
    pub replacements: Vec<(Value, Value)>,
}

/// What fusing the producer of one slice made
/// (`SCFFuseProducerOfSliceResult`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FusedProducer {
    /// The untiled producer's result the slice read.
    pub orig_producer: Value,
    /// The tile of it now replacing the slice.
    pub tiled_and_fused_producer: Value,
    /// The ops of the producer's tile.
    pub tiled_ops: Vec<OpId>,
    /// The slices of the producer's operands its tile made.
    pub generated_slices: Vec<OpId>,
}

/// `scf::tileConsumerAndFuseProducersUsingSCF(rewriter, consumer, options)`
/// with the default fusion control. As there, the consumer and the fused
/// producers stay: the caller replaces the consumer's results
/// ([`ScfTileAndFuseResult::replacements`]) and erases the ops left without
/// uses, as `transform.structured.fuse` does. Errors on `consumer`: it has no
/// results (`invalid pattern for op with no results`), or tiling it failed
/// ([`tile_using_scf`]'s errors).
pub fn tile_consumer_and_fuse_producers(
    rw: &mut PatternRewriter<'_>,
    consumer: OpId,
    options: &ScfTilingOptions,
) -> Result<ScfTileAndFuseResult, TilingError> {
    if rw.arena.num_results(consumer) == 0 {
        return Err(TilingError::op(consumer, "invalid pattern for op with no results"));
    }
    let tiling = tile_using_scf(rw, consumer, options)?;
    let replacements = (0..rw.arena.num_results(consumer))
        .map(|r| rw.arena.result(consumer, r))
        .zip(tiling.replacements.iter().copied())
        .collect();
    let mut result = ScfTileAndFuseResult {
        fused_producers: Vec::new(),
        tiled_and_fused_ops: tiling.tiled_ops,
        loops: tiling.loops,
        replacements,
    };
    if result.loops.is_empty() {
        return Ok(result);
    }
    let mut worklist: VecDeque<OpId> = VecDeque::new();
    push_slices(rw, &mut worklist, &tiling.generated_slices);
    while let Some(candidate) = worklist.pop_front() {
        if untiled_producer_of_slice(rw, candidate, &result.loops).is_none() {
            continue;
        }
        let Some(fused) = tile_and_fuse_producer_of_slice(rw, candidate, &result.loops) else {
            continue;
        };
        push_slices(rw, &mut worklist, &fused.generated_slices);
        if let (Some(tiled), Some(orig)) = (
            rw.arena.defining_op(fused.tiled_and_fused_producer),
            rw.arena.defining_op(fused.orig_producer),
        ) {
            if !result.fused_producers.contains(&orig) {
                result.fused_producers.push(orig);
            }
            if !result.tiled_and_fused_ops.contains(&tiled) {
                result.tiled_and_fused_ops.push(tiled);
            }
        }
    }
    Ok(result)
}

/// Appends the `tensor.extract_slice`s of `ops` to `worklist` (upstream's
/// `SliceTrackingListener::insertAndApplyPatterns` without patterns).
fn push_slices(rw: &PatternRewriter<'_>, worklist: &mut VecDeque<OpId>, ops: &[OpId]) {
    worklist.extend(
        ops.iter()
            .copied()
            .filter(|&op| ExtractSliceOp::cast_op(rw.ctx, rw.arena, op).is_some()),
    );
}

/// `getUntiledProducerFromSliceSource`: the value the slice `slice` reads,
/// looked up through the region arguments of `loops` (innermost first) to
/// the inits they carry, when it is an op's result; and, when every loop
/// was looked through, the outermost loop's operand index of that init
/// (the slice reads a destination).
fn untiled_producer_of_slice(rw: &PatternRewriter<'_>, slice: OpId, loops: &[OpId]) -> Option<(Value, Option<usize>)> {
    let mut source = ExtractSliceOp::cast_op(rw.ctx, rw.arena, slice)?.source(rw.ctx, rw.arena);
    let mut operand = None;
    let mut walked = 0;
    for &lp in loops.iter().rev() {
        let Some((value, index)) = tied_loop_init(rw, lp, source) else {
            break;
        };
        source = value;
        operand = Some(index);
        walked += 1;
    }
    let destination = (walked == loops.len()).then_some(operand).flatten();
    rw.arena.defining_op(source)?;
    Some((source, destination))
}

/// `LoopLikeOpInterface::getTiedLoopInit`: when `arg` is a region iter_arg
/// of `lp`, the init it carries and that init's operand index (the inits
/// are the loop's last operands).
fn tied_loop_init(rw: &PatternRewriter<'_>, lp: OpId, arg: Value) -> Option<(Value, usize)> {
    let loop_like = LoopLikeOpInterfaceRef::get(rw.ctx, rw.arena, lp)?;
    let k = loop_like
        .region_iter_args(rw.ctx, rw.arena)
        .iter()
        .position(|&a| a == arg)?;
    let inits = loop_like.inits(rw.ctx, rw.arena);
    let init = *inits.get(k)?;
    let index = rw.arena.num_operands(lp).checked_sub(inits.len())? + k;
    (rw.arena.operand(lp, index) == init).then_some((init, index))
}

/// The mixed offsets, sizes and strides of the `tensor.extract_slice`
/// `slice`.
type MixedSlice = [Vec<OpFoldResult>; 3];

fn mixed_slice(rw: &PatternRewriter<'_>, slice: ExtractSliceOp) -> Option<MixedSlice> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let lists = [
        mixed_values(rw, &slice.static_offsets(ctx, arena)?, &slice.offsets(ctx, arena))?,
        mixed_values(rw, &slice.static_sizes(ctx, arena)?, &slice.sizes(ctx, arena))?,
        mixed_values(rw, &slice.static_strides(ctx, arena)?, &slice.strides(ctx, arena))?,
    ];
    let [o, s, t] = lists.map(|l| l.into_iter().collect::<Option<Vec<_>>>());
    Some([o?, s?, t?])
}

/// `scf::tileAndFuseProducerOfSlice(rewriter, slice, loops)`: the producer
/// of `slice`'s source cloned before `slice` (onto the slice's source when
/// the slice reads a destination), asked for its tile of the slice, which
/// then replaces the slice's uses; the clones are erased (upstream leaves
/// them when the producer cannot be tiled, and so does this). `None` when
/// `slice` is no `tensor.extract_slice`, its source is no op's result or
/// the producer cannot give the tile.
pub fn tile_and_fuse_producer_of_slice(
    rw: &mut PatternRewriter<'_>,
    slice: OpId,
    loops: &[OpId],
) -> Option<FusedProducer> {
    let saved = rw.insertion_point();
    let fused = fuse_producer_before(rw, slice, loops);
    rw.set_insertion_point(saved);
    fused
}

/// [`tile_and_fuse_producer_of_slice`], leaving the insertion point before
/// `slice`.
fn fuse_producer_before(rw: &mut PatternRewriter<'_>, slice: OpId, loops: &[OpId]) -> Option<FusedProducer> {
    let (producer, destination) = untiled_producer_of_slice(rw, slice, loops)?;
    let ir::Value::Result { op: producer_op, index } = producer else {
        return None;
    };
    let result_number = index as usize;
    rw.set_insertion_point_before(slice);
    let loc = rw.arena.op_loc(producer_op);
    let dps = DestinationStyleOpInterfaceRef::get(rw.ctx, rw.arena, producer_op).is_some();
    let orig_destinations = if dps {
        get_or_create_destinations(rw, loc, producer_op)?
    } else {
        Vec::new()
    };
    let mut clone_destinations = orig_destinations.clone();
    if destination.is_some() && dps {
        *clone_destinations.get_mut(result_number)? = rw.arena.operand(slice, 0);
    }
    let cloned_producer = clone_with_inits(rw, producer_op, &clone_destinations);
    let cloned_result = rw.arena.result(cloned_producer, result_number);
    let mut mapping = IrMapping::new();
    mapping.map(rw.arena.operand(slice, 0), cloned_result);
    let cloned_slice = rw.clone_op(slice, &mut mapping);
    let tiled = replace_extract_slice_with_tiled_producer(rw, cloned_slice, cloned_producer, result_number)?;
    let tiled_value = *tiled.tiled_values.first()?;
    let slice_result = rw.arena.result(slice, 0);
    rw.replace_all_uses_with(slice_result, tiled_value);
    rw.erase_op(cloned_slice);
    rw.erase_op(cloned_producer);
    if let (Some(operand), true, Some(&outer)) = (destination, dps, loops.first()) {
        let init = *orig_destinations.get(result_number)?;
        let operand = u32::try_from(operand).ok()?;
        rw.modify_in_place(outer, |arena| arena.set_operand(ir::Use { op: outer, operand }, init));
    }
    Some(FusedProducer {
        orig_producer: producer,
        tiled_and_fused_producer: tiled_value,
        tiled_ops: tiled.tiled_ops,
        generated_slices: tiled.generated_slices,
    })
}

/// `tensor::replaceExtractSliceWithTiledProducer`: result `result_number`
/// of `producer`'s tile at `slice`'s offsets and sizes (unit strides only,
/// and no rank-reducing slice).
fn replace_extract_slice_with_tiled_producer(
    rw: &mut PatternRewriter<'_>,
    slice: OpId,
    producer: OpId,
    result_number: usize,
) -> Option<ir::tiling::TilingResult> {
    let tiling = TilingInterfaceRef::get(rw.ctx, rw.arena, producer)?;
    let [offsets, sizes, strides] = mixed_slice(rw, ExtractSliceOp::cast_op(rw.ctx, rw.arena, slice)?)?;
    if strides.iter().any(|s| s.constant_int(rw.ctx) != Some(1)) {
        return None;
    }
    let source_rank = rw
        .ctx
        .type_kind(rw.arena.value_type(rw.arena.operand(slice, 0)))
        .shape()?
        .len();
    let result_rank = rw
        .ctx
        .type_kind(rw.arena.value_type(rw.arena.result(slice, 0)))
        .shape()?
        .len();
    if source_rank != result_rank {
        return None;
    }
    tiling
        .generate_result_tile_value(rw, result_number, &offsets, &sizes)
        .ok()
}
