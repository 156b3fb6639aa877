//! `TilingInterface` of `tensor.pad` (upstream's external model
//! `PadOpTiling` and `tensor::bubbleUpPadSlice`,
//! `TensorTilingInterfaceImpl.cpp`): one parallel loop per dimension of the
//! result; the tile of a pad is the pad of the source's slice the tile reads
//! (new offsets, lengths and low/high padding as composed, folded
//! `affine.apply`/`min`/`max`), or a `tensor.generate` of the padding value
//! where it reads nothing of the source: statically, or (an `scf.if` on
//! `arith.cmpi eq` of the lengths with 0) at run time.
//!
//! Also [`empty_tensor`], `tensor::EmptyOp::create` of mixed sizes.

use super::ops::{ExtractSliceOp, GenerateOp, PadOp, YieldOp};
use crate::arith::ops::{CmpIOp, CmpIPredicate, OrIOp};
use crate::common::reify::{
    composed_folded_affine_apply, composed_folded_affine_max, composed_folded_affine_min, folded_dim, mixed_values,
    value_or_constant_index,
};
use crate::linalg::slices::dispatch;
use crate::linalg::tiling_relayout::{domain, same_position};
use ir::affine::{AffineExpr, AffineMap};
use ir::interfaces::{ReifyRankedShapedTypeOpInterface, TilingInterface};
use ir::reify::OpFoldResult;
use ir::rewrite::{IrMapping, PatternRewriter};
use ir::tiling::{IteratorType, Range, TilePosition, TilingError, TilingResult};
use ir::types::DYNAMIC;
use ir::{Attr, BlockId, Context, IrArena, OpId, Type, TypeKind, Value};

/// `tensor::EmptyOp::create(b, loc, sizes, element)`: a `tensor.empty` of
/// the mixed `sizes` (no encoding), inserted; its result.
pub(crate) fn empty_tensor(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    sizes: &[OpFoldResult],
    element: Type,
) -> Option<Value> {
    let (shape, dynamic) = dispatch(rw, sizes)?;
    let ty = rw.ctx.get_type(TypeKind::RankedTensor {
        shape,
        element,
        encoding: None,
    });
    let op = rw.build(loc, |b| super::ops::EmptyOp::build(b, ty, &dynamic)).ok()?;
    Some(rw.arena.result(op.0, 0))
}

/// The pad's body block.
fn body(arena: &IrArena, op: OpId) -> Option<BlockId> {
    arena
        .regions(op)
        .first()
        .and_then(|&r| arena.region_blocks(r).first().copied())
}

/// `PadOp::getConstantPaddingValue`: the yielded value when it is a
/// constant or defined outside the body.
fn constant_padding_value(rw: &PatternRewriter<'_>, op: OpId) -> Option<Value> {
    let block = body(rw.arena, op)?;
    let terminator = rw.arena.block_ops(block).last()?;
    YieldOp::cast(rw.ctx, rw.arena, terminator)?;
    let value = rw.arena.operands(terminator).next()?;
    if rw.constant_of(value).is_some() {
        return Some(value);
    }
    (rw.arena.value_block(value) != Some(block)).then_some(value)
}

/// The composed, folded builders `bubbleUpPadSlice` computes with.
struct Arith {
    loc: Attr,
}

impl Arith {
    fn sub(&self, rw: &mut PatternRewriter<'_>, a: OpFoldResult, b: OpFoldResult) -> Option<OpFoldResult> {
        let map = AffineMap::new(2, 0, vec![AffineExpr::dim(0).sub(AffineExpr::dim(1))]);
        composed_folded_affine_apply(rw, self.loc, &map, &[a, b])
    }

    fn min(&self, rw: &mut PatternRewriter<'_>, a: OpFoldResult, b: OpFoldResult) -> Option<OpFoldResult> {
        composed_folded_affine_min(rw, self.loc, &identity2(), &[a, b])
    }

    fn max(&self, rw: &mut PatternRewriter<'_>, a: OpFoldResult, b: OpFoldResult) -> Option<OpFoldResult> {
        composed_folded_affine_max(rw, self.loc, &identity2(), &[a, b])
    }
}

/// `(d0, d1) -> (d0, d1)`.
fn identity2() -> AffineMap {
    AffineMap::new(2, 0, vec![AffineExpr::dim(0), AffineExpr::dim(1)])
}

/// The new pad's parts.
struct Bubbled {
    offsets: Vec<OpFoldResult>,
    lengths: Vec<OpFoldResult>,
    lows: Vec<OpFoldResult>,
    highs: Vec<OpFoldResult>,
    zero_len: bool,
    zero_len_cond: Option<Value>,
}

/// The per-dimension computations of `bubbleUpPadSlice`.
fn bubble(
    rw: &mut PatternRewriter<'_>,
    op: PadOp,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Option<Bubbled> {
    let loc = rw.arena.op_loc(op.0);
    let a = Arith { loc };
    let source = op.source(rw.ctx, rw.arena);
    let lows = mixed_values(rw, &op.static_low(rw.ctx, rw.arena)?, &op.low(rw.ctx, rw.arena))?;
    let highs = mixed_values(rw, &op.static_high(rw.ctx, rw.arena)?, &op.high(rw.ctx, rw.arena))?;
    let zero = OpFoldResult::index(rw.ctx, 0);
    let is_zero = |rw: &PatternRewriter<'_>, v: OpFoldResult| v.constant_int(rw.ctx) == Some(0);
    let rank = rw.ctx.type_kind(rw.arena.value_type(source)).shape()?.len();
    let mut out = Bubbled {
        offsets: Vec::with_capacity(rank),
        lengths: Vec::with_capacity(rank),
        lows: Vec::with_capacity(rank),
        highs: Vec::with_capacity(rank),
        zero_len: false,
        zero_len_cond: None,
    };
    for dim in 0..rank {
        let (low, high) = ((*lows.get(dim)?)?, (*highs.get(dim)?)?);
        let (has_low, has_high) = (!is_zero(rw, low), !is_zero(rw, high));
        let (offset, length) = (*offsets.get(dim)?, *sizes.get(dim)?);
        if !has_low && !has_high {
            out.offsets.push(offset);
            out.lengths.push(length);
            out.lows.push(low);
            out.highs.push(high);
            continue;
        }
        let src_size = folded_dim(rw, loc, source, dim)?;
        let new_low = if has_low {
            let d = a.sub(rw, low, offset)?;
            a.max(rw, zero, d)?
        } else {
            zero
        };
        out.lows.push(new_low);
        let new_offset = if has_low {
            let d = a.sub(rw, offset, low)?;
            let m = a.max(rw, d, zero)?;
            a.min(rw, m, src_size)?
        } else {
            a.min(rw, offset, src_size)?
        };
        out.offsets.push(new_offset);
        let available = a.sub(rw, src_size, new_offset)?;
        let wanted = a.sub(rw, length, new_low)?;
        let mut new_length = a.min(rw, available, wanted)?;
        if has_low {
            new_length = a.max(rw, new_length, zero)?;
        }
        out.lengths.push(new_length);
        if is_zero(rw, new_length) {
            out.zero_len = true;
        } else if !out.zero_len {
            let lhs = value_or_constant_index(rw, loc, new_length)?;
            let rhs = value_or_constant_index(rw, loc, zero)?;
            let i1 = rw.ctx.integer_type(1, ir::types::Signedness::Signless);
            let check = rw
                .build(loc, |b| CmpIOp::build_unwrapped(b, i1, lhs, rhs, CmpIPredicate::Eq))
                .ok()?;
            let check = rw.arena.result(check.0, 0);
            out.zero_len_cond = Some(match out.zero_len_cond {
                Some(prev) => {
                    let or = rw.build(loc, |b| OrIOp::build(b, i1, check, prev)).ok()?;
                    rw.arena.result(or.0, 0)
                }
                None => check,
            });
        }
        let new_high = if has_high {
            let d = a.sub(rw, length, new_length)?;
            a.sub(rw, d, new_low)?
        } else {
            zero
        };
        out.highs.push(new_high);
    }
    Some(out)
}

/// A `tensor.generate` of `ty` (extents `dims`) yielding `pad`, inserted.
fn generate(rw: &mut PatternRewriter<'_>, loc: Attr, ty: Type, dims: &[Value], pad: Value) -> Option<OpId> {
    let op = rw.build(loc, |b| GenerateOp::build(b, ty, dims)).ok()?.0;
    let rank = rw.ctx.type_kind(ty).shape()?.len();
    let index = rw.ctx.index_type();
    let block = rw.arena.create_block(&vec![(index, loc); rank]);
    rw.arena.append_block(*rw.arena.regions(op).first()?, block);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let yielded = rw.build(loc, |b| YieldOp::build(b, pad)).ok();
    rw.set_insertion_point(saved);
    yielded.map(|_| op)
}

/// `tensor.cast` of `value` to `ty` unless it has that type (upstream's
/// `castResult`).
fn cast_to(rw: &mut PatternRewriter<'_>, loc: Attr, value: Value, ty: Type) -> Option<Value> {
    if rw.arena.value_type(value) == ty {
        return Some(value);
    }
    let op = rw.build(loc, |b| super::ops::CastOp::build(b, ty, value)).ok()?;
    Some(rw.arena.result(op.0, 0))
}

/// `PadOp::inferResultType`: a size where the source's and both pads are
/// static.
fn inferred_pad_type(rw: &PatternRewriter<'_>, source: Value, low: &[i64], high: &[i64]) -> Option<Type> {
    let ty = rw.arena.value_type(source);
    let TypeKind::RankedTensor { shape, element, .. } = rw.ctx.type_kind(ty).clone() else {
        return None;
    };
    let shape = shape
        .iter()
        .zip(low.iter().zip(high))
        .map(|(&s, (&l, &h))| {
            if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                DYNAMIC
            } else {
                s + l + h
            }
        })
        .collect();
    Some(rw.ctx.get_type(TypeKind::RankedTensor {
        shape,
        element,
        encoding: None,
    }))
}

/// The pad of the source's slice (`createPadOfExtractSlice`): the new pad
/// and the slice.
fn pad_of_slice(rw: &mut PatternRewriter<'_>, op: PadOp, b: &Bubbled) -> Option<(OpId, OpId)> {
    let loc = rw.arena.op_loc(op.0);
    let source = op.source(rw.ctx, rw.arena);
    let one = OpFoldResult::index(rw.ctx, 1);
    let p = crate::linalg::slices::SliceParameters {
        offsets: b.offsets.clone(),
        sizes: b.lengths.clone(),
        strides: vec![one; b.offsets.len()],
    };
    let slice = crate::linalg::slices::materialize_slice(rw, loc, source, &p)?;
    ExtractSliceOp::cast(rw.ctx, rw.arena, slice)?;
    let slice_value = rw.arena.result(slice, 0);
    let (static_low, low) = dispatch(rw, &b.lows)?;
    let (static_high, high) = dispatch(rw, &b.highs)?;
    let ty = inferred_pad_type(rw, slice_value, &static_low, &static_high)?;
    let sl = ir::ods::values::dense_array(rw.ctx, &static_low, "i64").ok()?;
    let sh = ir::ods::values::dense_array(rw.ctx, &static_high, "i64").ok()?;
    let nofold = ir::ods::access::inherent(rw.ctx, rw.arena, op.0, "nofold");
    let new = rw
        .build(loc, |bld| {
            PadOp::build(bld, ty, slice_value, &low, &high, sl, sh, nofold)
        })
        .ok()?
        .0;
    // getPrunedAttributeList: the discardable attributes.
    let attrs = rw.arena.attrs(op.0);
    rw.modify_in_place(new, |arena| arena.set_attrs(new, attrs));
    // Copy the region.
    let old_block = body(rw.arena, op.0)?;
    let args: Vec<(Type, Attr)> = (0..rw.arena.num_args(old_block))
        .map(|i| {
            let a = rw.arena.arg(old_block, i);
            (rw.arena.value_type(a), rw.arena.arg_loc(old_block, i))
        })
        .collect();
    let block = rw.arena.create_block(&args);
    rw.arena.append_block(*rw.arena.regions(new).first()?, block);
    let mut mapping = IrMapping::new();
    for i in 0..args.len() {
        mapping.map(rw.arena.arg(old_block, i), rw.arena.arg(block, i));
    }
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let inner: Vec<OpId> = rw.arena.block_ops(old_block).collect();
    for o in inner {
        rw.clone_op(o, &mut mapping);
    }
    rw.set_insertion_point(saved);
    Some((new, slice))
}

/// `bubbleUpPadSlice(b, padOp, offsets, sizes, generateZeroSliceGuard =
/// true)`.
fn bubble_up_pad_slice(
    rw: &mut PatternRewriter<'_>,
    op: PadOp,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Option<TilingResult> {
    let pad = constant_padding_value(rw, op.0)?;
    let loc = rw.arena.op_loc(op.0);
    let b = bubble(rw, op, offsets, sizes)?;
    let (shape, dyn_dims) = dispatch(rw, sizes)?;
    let element = ir::ods::values::element_type_or_self(rw.ctx, rw.arena.value_type(rw.arena.result(op.0, 0)));
    let result_ty = rw.ctx.get_type(TypeKind::RankedTensor {
        shape,
        element,
        encoding: None,
    });
    if b.zero_len {
        let g = generate(rw, loc, result_ty, &dyn_dims, pad)?;
        let value = cast_to(rw, loc, rw.arena.result(g, 0), result_ty)?;
        return Some(TilingResult {
            tiled_ops: vec![g],
            tiled_values: vec![value],
            generated_slices: Vec::new(),
        });
    }
    let Some(cond) = b.zero_len_cond else {
        let (new, slice) = pad_of_slice(rw, op, &b)?;
        let value = cast_to(rw, loc, rw.arena.result(new, 0), result_ty)?;
        return Some(TilingResult {
            tiled_ops: vec![new],
            tiled_values: vec![value],
            generated_slices: vec![slice],
        });
    };
    let if_op = rw
        .build(loc, |bld| crate::scf::ops::IfOp::build(bld, &[result_ty], cond))
        .ok()?
        .0;
    let regions = rw.arena.regions(if_op).to_vec();
    let saved = rw.insertion_point();
    let mut blocks = Vec::with_capacity(2);
    for &r in regions.iter().take(2) {
        let block = rw.arena.create_block(&[]);
        rw.arena.append_block(r, block);
        blocks.push(block);
    }
    let [then_block, else_block] = blocks[..] else {
        return None;
    };
    rw.set_insertion_point_to_end(then_block);
    let g = generate(rw, loc, result_ty, &dyn_dims, pad)?;
    let then_value = cast_to(rw, loc, rw.arena.result(g, 0), result_ty)?;
    rw.build(loc, |bld| crate::scf::ops::YieldOp::build(bld, &[then_value]))
        .ok()?;
    rw.set_insertion_point_to_end(else_block);
    let (new, slice) = pad_of_slice(rw, op, &b)?;
    let else_value = cast_to(rw, loc, rw.arena.result(new, 0), result_ty)?;
    rw.build(loc, |bld| crate::scf::ops::YieldOp::build(bld, &[else_value]))
        .ok()?;
    rw.set_insertion_point(saved);
    Some(TilingResult {
        tiled_ops: vec![new],
        tiled_values: vec![rw.arena.result(if_op, 0)],
        generated_slices: vec![slice],
    })
}

impl TilingInterface for PadOp {
    /// One parallel loop per result dimension.
    fn loop_iterator_types(self, ctx: &Context, arena: &IrArena) -> Vec<IteratorType> {
        let rank = ctx
            .type_kind(arena.value_type(arena.result(self.0, 0)))
            .shape()
            .map_or(0, <[i64]>::len);
        vec![IteratorType::Parallel; rank]
    }

    /// The reified result sizes.
    fn iteration_domain(self, rw: &mut PatternRewriter<'_>) -> Vec<Range> {
        let shape = self.reify_result_shapes(rw);
        domain(shape, rw, usize::MAX)
    }

    /// `bubbleUpPadSlice`.
    fn tiled_implementation(
        self,
        rw: &mut PatternRewriter<'_>,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, TilingError> {
        bubble_up_pad_slice(rw, self, offsets, sizes).ok_or(TilingError::Failed)
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

    /// The tile itself.
    fn iteration_domain_tile_from_result_tile(
        self,
        _: &mut PatternRewriter<'_>,
        _: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, TilingError> {
        Ok(same_position(offsets, sizes))
    }

    /// The tiled implementation.
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
