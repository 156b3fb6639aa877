//! `TilingInterface` of `linalg.softmax` (upstream's `SoftmaxOp` methods in
//! `LinalgOps.cpp`): one loop per dimension of the input, parallel but for
//! the softmax dimension (a reduction); a tile is the op cloned on the
//! input's and output's slices at the tile, and the result's tile is the
//! tile itself. The other methods keep the interface's defaults, as
//! upstream's.

use super::ops::SoftmaxOp;
use super::slices::{materialize_slice, SliceParameters};
use crate::common::reify::{constant_index, dim};
use ir::interfaces::TilingInterface;
use ir::reify::OpFoldResult;
use ir::rewrite::{IrMapping, PatternRewriter};
use ir::tiling::{IteratorType, Range, TilePosition, TilingError, TilingResult};
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, TypeKind, Value};

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
    let one = OpFoldResult::index(rw.ctx, 1);
    let p = SliceParameters {
        offsets: offsets.to_vec(),
        sizes: sizes.to_vec(),
        strides: vec![one; offsets.len()],
    };
    let input = op.input(rw.ctx, rw.arena);
    let output = op.output(rw.ctx, rw.arena);
    let input_slice =
        materialize_slice(rw, loc, input, &p).ok_or_else(|| TilingError::op(op.0, "failed to compute input slice"))?;
    let output_slice = materialize_slice(rw, loc, output, &p)
        .ok_or_else(|| TilingError::op(op.0, "failed to compute output slice"))?;
    let operands = [rw.arena.result(input_slice, 0), rw.arena.result(output_slice, 0)];
    let tiled = rw.clone_op(op.0, &mut IrMapping::new());
    let output_ty = rw.arena.value_type(operands[1]);
    let tensor = matches!(rw.ctx.type_kind(output_ty), TypeKind::RankedTensor { .. });
    rw.modify_in_place(tiled, |arena| {
        arena.set_operands(tiled, &operands);
        if tensor && arena.num_results(tiled) == 1 {
            arena.set_result_type(tiled, 0, output_ty);
        }
    });
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
        Ok(TilePosition {
            offsets: offsets.to_vec(),
            sizes: sizes.to_vec(),
        })
    }
}
