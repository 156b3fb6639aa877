//! The unroll patterns of the memory ops: `vector.transfer_read`,
//! `vector.transfer_write` (their indices moved with `affine.apply`),
//! `vector.gather`, `vector.load` and `vector.store` (their trailing indices
//! moved with `arith.addi`).

use super::tiles::tile_offsets;
use super::{
    assemble, extract_slice, target_shape, unit_strides, unroll_order, vector_parts, vector_type, UnrollVectorOptions,
};
use crate::affine::ops::ApplyOp;
use crate::arith::ops::AddIOp;
use crate::vector::ops::{GatherOp, LoadOp, StoreOp, TransferReadOp, TransferWriteOp};
use ir::affine::{AffineExpr, AffineMap};
use ir::ods::TypedOp;
use ir::rewrite::PatternRewriter;
use ir::{Attr, AttrKind, Context, IrArena, OpId, TypeKind, Value};

/// The permutation map of a transfer op, when each of its results is a
/// dimension or the constant 0 (a broadcast dimension).
fn transfer_map(ctx: &Context, arena: &IrArena, op: OpId) -> Option<AffineMap> {
    let attr = ir::ods::access::inherent(ctx, arena, op, "permutation_map")?;
    let AttrKind::AffineMap(map) = ctx.attr_kind(attr) else {
        return None;
    };
    map.results
        .iter()
        .all(|e| matches!(e, AffineExpr::Dim(_) | AffineExpr::Constant(0)))
        .then(|| map.clone())
}

/// `sliceTransferIndices`: `indices` with each one a vector dimension maps
/// to moved by that dimension's non-zero offset (`affine.apply (d0) -> (d0 +
/// off)`; broadcast dimensions and zero offsets move nothing).
fn slice_transfer_indices(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    offsets: &[i64],
    indices: &[Value],
    map: &AffineMap,
) -> Option<Vec<Value>> {
    let mut sliced = indices.to_vec();
    for (i, e) in map.results.iter().enumerate() {
        let AffineExpr::Dim(pos) = e else { continue };
        let (pos, offset) = (*pos as usize, *offsets.get(i)?);
        if offset == 0 {
            continue;
        }
        let shifted = AffineExpr::dim(0).add(AffineExpr::constant(offset));
        let map_attr = rw
            .ctx
            .get_attr(AttrKind::AffineMap(AffineMap::new(1, 0, vec![shifted])));
        let index = *indices.get(pos)?;
        let ty = rw.ctx.index_type();
        let apply = rw.build(loc, |b| ApplyOp::build(b, ty, &[index], map_attr)).ok()?;
        sliced[pos] = rw.arena.result(apply.op_id(), 0);
    }
    Some(sliced)
}

/// `sliceLoadStoreIndices`: the trailing `offsets.len()` indices moved by
/// their non-zero offsets (`arith.addi` of an `arith.constant`).
fn slice_load_store_indices(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    indices: &[Value],
    offsets: &[i64],
) -> Option<Vec<Value>> {
    let start = indices.len().checked_sub(offsets.len())?;
    let mut sliced = indices.to_vec();
    let ty = rw.ctx.index_type();
    for (i, &offset) in offsets.iter().enumerate() {
        if offset == 0 {
            continue;
        }
        let value = crate::common::consts::int_attr(rw.ctx, ty, offset as i128 as u128)?;
        let c = crate::common::build::constant(rw, value, ty, loc);
        let add = rw
            .build(loc, |b| AddIOp::build(b, ty, indices[start + i], c, None))
            .ok()?;
        sliced[start + i] = rw.arena.result(add.op_id(), 0);
    }
    Some(sliced)
}

/// `UnrollTransferReadPattern`: one read per tile (not 0-d or masked reads).
pub(super) fn unroll_transfer_read(
    options: &UnrollVectorOptions,
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let read = TransferReadOp::cast(ctx, arena, op)?;
    let map = transfer_map(ctx, arena, op)?;
    if map.results.is_empty() || read.mask(ctx, arena).is_some() {
        return None;
    }
    let target = target_shape(options, ctx, arena, op)?;
    let vector_ty = arena.result_types(op).next()?;
    let (original, _, element) = vector_parts(ctx, vector_ty)?;
    let order = unroll_order(options, ctx, arena, op, original.len());
    let tiles = tile_offsets(&original, &target, &order)?;
    let (base, indices, padding) = (
        read.base(ctx, arena),
        read.indices(ctx, arena),
        read.padding(ctx, arena),
    );
    let (map_attr, in_bounds) = (read.permutation_map_attr(ctx, arena)?, read.in_bounds_attr(ctx, arena)?);
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let target_ty = vector_type(ctx, &target, element);
    let strides = unit_strides(target.len());
    let result = assemble(rw, loc, vector_ty, tiles, &strides, |rw, offsets| {
        let moved = slice_transfer_indices(rw, loc, offsets, &indices, &map)?;
        let sliced = rw
            .build(loc, |b| {
                TransferReadOp::build(b, target_ty, base, &moved, padding, None, map_attr, in_bounds)
            })
            .ok()?;
        Some(rw.arena.result(sliced.op_id(), 0))
    })?;
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollTransferWritePattern`: one write per tile (not 0-d or masked
/// writes, nor a target shape of another rank); on a tensor, each write
/// goes into the previous one's result.
pub(super) fn unroll_transfer_write(
    options: &UnrollVectorOptions,
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let write = TransferWriteOp::cast(ctx, arena, op)?;
    let map = transfer_map(ctx, arena, op)?;
    if map.results.is_empty() || write.mask(ctx, arena).is_some() {
        return None;
    }
    let target = target_shape(options, ctx, arena, op)?;
    let vector = write.value_to_store(ctx, arena);
    let (original, ..) = vector_parts(ctx, arena.value_type(vector))?;
    if original.len() != target.len() {
        return None;
    }
    let order = unroll_order(options, ctx, arena, op, original.len());
    let tiles = tile_offsets(&original, &target, &order)?;
    let (base, indices) = (write.base(ctx, arena), write.indices(ctx, arena));
    let (map_attr, in_bounds) = (
        write.permutation_map_attr(ctx, arena)?,
        write.in_bounds_attr(ctx, arena)?,
    );
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let strides = unit_strides(target.len());
    let mut result_tensor: Option<Value> = None;
    for offsets in tiles {
        let sliced = extract_slice(rw, loc, vector, &offsets, &target, &strides)?;
        let moved = slice_transfer_indices(rw, loc, &offsets, &indices, &map)?;
        let dest = result_tensor.unwrap_or(base);
        let dest_ty = rw.arena.value_type(dest);
        let result_types: Vec<ir::Type> = match rw.ctx.type_kind(dest_ty) {
            TypeKind::RankedTensor { .. } => vec![dest_ty],
            _ => Vec::new(),
        };
        let new = rw
            .build(loc, |b| {
                TransferWriteOp::build_with_result_types(
                    b,
                    &result_types,
                    sliced,
                    dest,
                    &moved,
                    None,
                    map_attr,
                    in_bounds,
                )
            })
            .ok()?;
        if rw.arena.num_results(new.op_id()) > 0 {
            result_tensor = Some(rw.arena.result(new.op_id(), 0));
        }
    }
    match result_tensor {
        Some(t) => rw.replace_op(op, &[t]),
        None => rw.erase_op(op),
    }
    Some(())
}

/// `UnrollGatherPattern`: one gather per tile, its indices, mask and
/// pass-through sliced alike.
pub(super) fn unroll_gather(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let gather = GatherOp::cast(ctx, arena, op)?;
    let vector_ty = arena.result_types(op).next()?;
    let (original, _, element) = vector_parts(ctx, vector_ty)?;
    if original.is_empty() {
        return None;
    }
    let target = target_shape(options, ctx, arena, op)?;
    let order = unroll_order(options, ctx, arena, op, original.len());
    let tiles = tile_offsets(&original, &target, &order)?;
    let (base, offsets_in) = (gather.base(ctx, arena), gather.offsets(ctx, arena));
    let (indices, mask, pass_thru) = (
        gather.indices(ctx, arena),
        gather.mask(ctx, arena),
        gather.pass_thru(ctx, arena),
    );
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let strides = unit_strides(target.len());
    let target_ty = vector_type(ctx, &target, element);
    let result = assemble(rw, loc, vector_ty, tiles, &strides.clone(), |rw, offsets| {
        let index_tile = extract_slice(rw, loc, indices, offsets, &target, &strides)?;
        let mask_tile = extract_slice(rw, loc, mask, offsets, &target, &strides)?;
        let pass_tile = extract_slice(rw, loc, pass_thru, offsets, &target, &strides)?;
        let sliced = rw
            .build(loc, |b| {
                GatherOp::build(b, target_ty, base, &offsets_in, index_tile, mask_tile, pass_tile, None)
            })
            .ok()?;
        Some(rw.arena.result(sliced.op_id(), 0))
    })?;
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollLoadPattern`: one load per tile.
pub(super) fn unroll_load(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let load = LoadOp::cast(ctx, arena, op)?;
    let target = target_shape(options, ctx, arena, op)?;
    let vector_ty = arena.result_types(op).next()?;
    let (original, _, element) = vector_parts(ctx, vector_ty)?;
    let order = unroll_order(options, ctx, arena, op, original.len());
    let tiles = tile_offsets(&original, &target, &order)?;
    let (base, indices) = (load.base(ctx, arena), load.indices(ctx, arena));
    if indices.len() < target.len() {
        return None;
    }
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let strides = unit_strides(target.len());
    let target_ty = vector_type(ctx, &target, element);
    let result = assemble(rw, loc, vector_ty, tiles, &strides, |rw, offsets| {
        let moved = slice_load_store_indices(rw, loc, &indices, offsets)?;
        let sliced = rw
            .build(loc, |b| LoadOp::build(b, target_ty, base, &moved, None, None))
            .ok()?;
        Some(rw.arena.result(sliced.op_id(), 0))
    })?;
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollStorePattern`: one store per tile.
pub(super) fn unroll_store(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let store = StoreOp::cast(ctx, arena, op)?;
    let target = target_shape(options, ctx, arena, op)?;
    let vector = store.value_to_store(ctx, arena);
    let (original, ..) = vector_parts(ctx, arena.value_type(vector))?;
    let order = unroll_order(options, ctx, arena, op, original.len());
    let tiles = tile_offsets(&original, &target, &order)?;
    let (base, indices) = (store.base(ctx, arena), store.indices(ctx, arena));
    if indices.len() < target.len() {
        return None;
    }
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let strides = unit_strides(target.len());
    for offsets in tiles {
        let moved = slice_load_store_indices(rw, loc, &indices, &offsets)?;
        let slice = extract_slice(rw, loc, vector, &offsets, &target, &strides)?;
        rw.build(loc, |b| StoreOp::build(b, slice, base, &moved, None, None))
            .ok()?;
    }
    rw.erase_op(op);
    Some(())
}
