//! `TilingInterface` of `linalg.softmax` (upstream's `SoftmaxOp` methods in
//! `LinalgOps.cpp`): one loop per dimension of the input, parallel but for
//! the softmax dimension (a reduction); a tile is the op cloned on the
//! input's and output's slices at the tile, and the result's tile is the
//! tile itself. The other methods keep the interface's defaults, as
//! upstream's.

use super::ops::SoftmaxOp;
use super::tiling_relayout::{clone_on, same_position, slice};
use crate::common::reify::{constant_index, dim};
use ir::interfaces::TilingInterface;
use ir::reify::OpFoldResult;
use ir::rewrite::PatternRewriter;
use ir::tiling::{IteratorType, Range, TilePosition, TilingError, TilingResult};
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, Value};

/// The shape of `value`'s shaped type (`None` when unranked).
pub(super) fn shape(rw: &PatternRewriter<'_>, value: Value) -> Option<Vec<i64>> {
    rw.ctx
        .type_kind(rw.arena.value_type(value))
        .shape()
        .map(<[i64]>::to_vec)
}

/// `getIterationDomain`'s `[%c0, size, %c1]` ranges over the sizes of
/// `source`'s first `rank` dimensions: the zero and the one are index
/// constants built first, a static size is an attribute and a dynamic one a
/// dim op (`getDimValue`: not folded), all at the insertion point.
pub(super) fn domain_of_sizes(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    source: Value,
    rank: usize,
) -> Option<Vec<Range>> {
    let loc = rw.arena.op_loc(op);
    let zero = OpFoldResult::Value(constant_index(rw, loc, 0)?);
    let one = OpFoldResult::Value(constant_index(rw, loc, 1)?);
    let sizes = shape(rw, source)?;
    let mut out = Vec::with_capacity(rank);
    for d in 0..rank {
        let size = match *sizes.get(d)? {
            DYNAMIC => OpFoldResult::Value(dim(rw, loc, source, d)?),
            s => OpFoldResult::index(rw.ctx, s),
        };
        out.push(Range {
            offset: zero,
            size,
            stride: one,
        });
    }
    Some(out)
}

/// The input's rank.
fn input_rank(ctx: &Context, arena: &IrArena, op: SoftmaxOp) -> usize {
    let input = op.input(ctx, arena);
    ctx.type_kind(arena.value_type(input)).shape().map_or(0, <[i64]>::len)
}

/// `getTiledImplementation`: the slices of the input and of the output at
/// the tile (`getSlice`), the op cloned on them (its result the output
/// slice's type with tensors).
fn tiled(
    op: SoftmaxOp,
    rw: &mut PatternRewriter<'_>,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilingResult, TilingError> {
    let loc = rw.arena.op_loc(op.0);
    let input = op.input(rw.ctx, rw.arena);
    let output = op.output(rw.ctx, rw.arena);
    let input_slice = slice(rw, loc, input, offsets.to_vec(), sizes.to_vec())
        .ok_or_else(|| TilingError::op(op.0, "failed to compute input slice"))?;
    let output_slice = slice(rw, loc, output, offsets.to_vec(), sizes.to_vec())
        .ok_or_else(|| TilingError::op(op.0, "failed to compute output slice"))?;
    let operands = [rw.arena.result(input_slice, 0), rw.arena.result(output_slice, 0)];
    // With memrefs the op has no result (clone_on sets none).
    let tiled = clone_on(rw, op.0, &operands, operands[1]);
    let values = (0..rw.arena.num_results(tiled))
        .map(|i| rw.arena.result(tiled, i))
        .collect();
    Ok(TilingResult {
        tiled_ops: vec![tiled],
        tiled_values: values,
        generated_slices: vec![input_slice, output_slice],
    })
}

impl TilingInterface for SoftmaxOp {
    /// Parallel loops, the softmax dimension a reduction.
    fn loop_iterator_types(self, ctx: &Context, arena: &IrArena) -> Vec<IteratorType> {
        let mut out = vec![IteratorType::Parallel; input_rank(ctx, arena, self)];
        let dimension = self.dimension(ctx, arena).and_then(|d| usize::try_from(d).ok());
        if let Some(slot) = dimension.and_then(|d| out.get_mut(d)) {
            *slot = IteratorType::Reduction;
        }
        out
    }

    /// The input's sizes.
    fn iteration_domain(self, rw: &mut PatternRewriter<'_>) -> Vec<Range> {
        let input = self.input(rw.ctx, rw.arena);
        let rank = input_rank(rw.ctx, rw.arena, self);
        domain_of_sizes(rw, self.0, input, rank).unwrap_or_default()
    }

    /// The op on its operands' slices.
    fn tiled_implementation(
        self,
        rw: &mut PatternRewriter<'_>,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, TilingError> {
        tiled(self, rw, offsets, sizes)
    }

    /// Result 0's tile is the iteration-domain tile.
    fn result_tile_position(
        self,
        _: &mut PatternRewriter<'_>,
        result_number: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, TilingError> {
        if result_number != 0 {
            return Err(TilingError::Failed);
        }
        Ok(same_position(offsets, sizes))
    }
}
