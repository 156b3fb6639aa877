//! `TilingInterface` of linalg's structured ops (upstream's external model
//! `LinalgOpTilingInterface`, `TilingInterfaceImpl.cpp`, attached to every
//! `LinalgOp`): the loops are the op's iterators, the iteration domain the
//! loop ranges its operands' sizes give (`getShapesToLoopsMap` over
//! `createFlatListOfOperandDims`), a tile is the op cloned on slices of its
//! operands (`makeTiledShapes`: `tensor.extract_slice`/`memref.subview` at
//! each operand's indexing map applied to the tile, `linalg.index` offset by
//! the tile's offset), a result tile is the init's slice, and the scalar
//! implementation loads every used operand at its map, inlines the body and
//! stores the yielded values.
//!
//! `convert-linalg-to-loops` (`to_loops.rs`) keeps its own body emission, as
//! upstream's `Loops.cpp` does: it loads every shaped operand (used or not),
//! through canonicalized `affine.apply`s, and has an `affine.load` variant,
//! where `generateScalarImplementation` loads only the used ones through
//! plain applies; going through the interface would change its output.

use super::ops::*;
use super::slices::{compute_slice_parameters, materialize_slice, SliceParameters};
use super::structured::{structured_op, IteratorKind, StructuredOp};
use crate::common::reify::{composed_folded_affine_apply, folded_dim, value_or_constant_index};
use ir::affine::{AffineExpr, AffineMap};
use ir::interfaces::TilingInterface;
use ir::reify::OpFoldResult;
use ir::rewrite::{IrMapping, PatternRewriter};
use ir::tiling::{IteratorType, Range, TilePosition, TilingError, TilingResult};
use ir::{Attr, Context, IrArena, OpId, TypeKind, Value};

/// The structured op's facts, or an error on `op`.
fn facts(ctx: &Context, arena: &IrArena, op: OpId) -> Result<StructuredOp, TilingError> {
    structured_op(ctx, arena, op).ok_or_else(|| TilingError::op(op, "expected a structured op with indexing maps"))
}

/// `getLoopIteratorTypes`.
fn iterator_types(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<IteratorType> {
    structured_op(ctx, arena, op)
        .map(|s| {
            s.iterators
                .iter()
                .map(|k| match k {
                    IteratorKind::Parallel => IteratorType::Parallel,
                    IteratorKind::Reduction => IteratorType::Reduction,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The operands' ranks (0 for a scalar).
fn ranks(rw: &PatternRewriter<'_>, s: &StructuredOp) -> Vec<usize> {
    s.inputs
        .iter()
        .chain(&s.inits)
        .map(|&v| rw.ctx.type_kind(rw.arena.value_type(v)).shape().map_or(0, <[i64]>::len))
        .collect()
}

/// `getShapesToLoopsMap`'s results: for each loop, the first position in the
/// flat list of operand dimensions whose indexing expression is that loop.
fn shape_positions_of_loops(s: &StructuredOp) -> Option<Vec<usize>> {
    let mut out = vec![None; s.iterators.len()];
    for (i, e) in s.maps.iter().flat_map(|m| m.results.iter()).enumerate() {
        if let AffineExpr::Dim(d) = e {
            if let Some(slot) = out.get_mut(*d as usize) {
                slot.get_or_insert(i);
            }
        }
    }
    out.into_iter().collect()
}

/// `getIterationDomain`: `[0, size, 1]` per loop, its size the operand
/// dimension the loop ranges over (`createFlatListOfOperandDims`: a static
/// size or a folded dim op, built before `op`).
fn iteration_domain(op: OpId, rw: &mut PatternRewriter<'_>) -> Option<Vec<Range>> {
    let s = structured_op(rw.ctx, rw.arena, op)?;
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(op);
    let loc = rw.arena.op_loc(op);
    let mut dims = Vec::new();
    for (&v, rank) in s.inputs.iter().chain(&s.inits).zip(ranks(rw, &s)) {
        for i in 0..rank {
            dims.push(folded_dim(rw, loc, v, i));
        }
    }
    rw.set_insertion_point(saved);
    let dims: Vec<OpFoldResult> = dims.into_iter().collect::<Option<_>>()?;
    let (zero, one) = (OpFoldResult::index(rw.ctx, 0), OpFoldResult::index(rw.ctx, 1));
    shape_positions_of_loops(&s)?
        .into_iter()
        .map(|p| {
            Some(Range {
                offset: zero,
                size: *dims.get(p)?,
                stride: one,
            })
        })
        .collect()
}

/// The `d0 - 1` of `size` (`computeTileSizes`' closed interval).
fn minus_one(rw: &mut PatternRewriter<'_>, loc: Attr, size: OpFoldResult) -> Option<OpFoldResult> {
    let map = AffineMap::new(1, 0, vec![AffineExpr::dim(0).sub(AffineExpr::constant(1))]);
    composed_folded_affine_apply(rw, loc, &map, &[size])
}

/// `isZeroInteger`.
fn is_zero(rw: &PatternRewriter<'_>, ofr: OpFoldResult) -> bool {
    ofr.constant_int(rw.ctx) == Some(0)
}

/// `getTiledImplementation`: the slices of every operand the tile needs
/// (`makeTiledShapes` with the offsets as induction variables and no
/// partial-tile check), the op cloned on them (result types the tiled inits'
/// with tensors), its `linalg.index`es offset.
fn tiled_implementation(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilingResult, TilingError> {
    let s = facts(rw.ctx, rw.arena, op)?;
    let failed = || TilingError::op(op, "failed to generate the tiled implementation");
    let loc = rw.arena.op_loc(op);
    // computeTileOffsets: the offsets of the tiled loops, 0 for the others.
    let mut ivs = offsets.iter();
    let mut lbs = Vec::with_capacity(sizes.len());
    for &size in sizes {
        lbs.push(if is_zero(rw, size) {
            OpFoldResult::index(rw.ctx, 0)
        } else {
            *ivs.next().ok_or_else(failed)?
        });
    }
    // computeTileSizes (no size bounds: an untiled loop is an empty tile).
    let mut sub_sizes = Vec::with_capacity(sizes.len());
    for &size in sizes {
        sub_sizes.push(minus_one(rw, loc, size).ok_or_else(failed)?);
    }
    let operands: Vec<Value> = s.inputs.iter().chain(&s.inits).copied().collect();
    let n_in = s.inputs.len();
    let mut params: Vec<Option<SliceParameters>> = Vec::with_capacity(operands.len());
    for (k, (&v, map)) in operands.iter().zip(&s.maps).enumerate() {
        let is_tensor_init =
            k >= n_in && matches!(rw.ctx.type_kind(rw.arena.value_type(v)), TypeKind::RankedTensor { .. });
        if !is_tiled(rw, map, sizes) && !is_tensor_init {
            params.push(None);
            continue;
        }
        params.push(Some(
            compute_slice_parameters(rw, loc, v, sizes, map, &lbs, &sub_sizes).ok_or_else(failed)?,
        ));
    }
    let mut tiled_operands = Vec::with_capacity(operands.len());
    let mut slices = Vec::new();
    for (&v, p) in operands.iter().zip(params) {
        match p {
            Some(p) => {
                let slice = materialize_slice(rw, loc, v, &p).ok_or_else(failed)?;
                slices.push(slice);
                tiled_operands.push(rw.arena.result(slice, 0));
            }
            None => tiled_operands.push(v),
        }
    }
    // clone(b, linalgOp, resultTensorTypes, tiledOperands).
    let tiled = rw.clone_op(op, &mut IrMapping::new());
    let init_types: Vec<ir::Type> = tiled_operands[n_in..].iter().map(|&v| rw.arena.value_type(v)).collect();
    rw.modify_in_place(tiled, |arena| {
        arena.set_operands(tiled, &tiled_operands);
        if arena.num_results(tiled) == init_types.len() {
            for (i, &ty) in init_types.iter().enumerate() {
                arena.set_result_type(tiled, i, ty);
            }
        }
    });
    offset_indices(rw, tiled, offsets).ok_or_else(failed)?;
    let values = (0..rw.arena.num_results(tiled))
        .map(|i| rw.arena.result(tiled, i))
        .collect();
    Ok(TilingResult {
        tiled_ops: vec![tiled],
        tiled_values: values,
        generated_slices: slices,
    })
}

/// `isTiled(map, tileSizes)`: a result of `map` uses a loop whose tile size
/// is not zero.
pub(super) fn is_tiled(rw: &PatternRewriter<'_>, map: &AffineMap, sizes: &[OpFoldResult]) -> bool {
    map.results.iter().any(|e| {
        sizes
            .iter()
            .enumerate()
            .any(|(d, &s)| !is_zero(rw, s) && e.is_function_of_dim(d as u32))
    })
}

/// `offsetIndices`: after each `linalg.index` of dimension `d` of the tiled
/// op's body, `index + offsets[d]` (a composed, folded `affine.apply`: none
/// for a zero offset) replaces its other uses.
fn offset_indices(rw: &mut PatternRewriter<'_>, op: OpId, offsets: &[OpFoldResult]) -> Option<()> {
    let Some(&region) = rw.arena.regions(op).first() else {
        return Some(());
    };
    let Some(&body) = rw.arena.region_blocks(region).first() else {
        return Some(());
    };
    let index_ops: Vec<OpId> = rw
        .arena
        .block_ops(body)
        .filter(|&o| IndexOp::cast(rw.ctx, rw.arena, o).is_some())
        .collect();
    let saved = rw.insertion_point();
    for index_op in index_ops {
        let dim = IndexOp(index_op)
            .dim(rw.ctx, rw.arena)
            .and_then(|d| usize::try_from(d).ok())?;
        let Some(&offset) = offsets.get(dim) else {
            continue;
        };
        rw.set_insertion_point_after(index_op);
        let index = rw.arena.result(index_op, 0);
        let map = AffineMap::new(2, 0, vec![AffineExpr::dim(0).add(AffineExpr::dim(1))]);
        let loc = rw.arena.op_loc(index_op);
        let applied = composed_folded_affine_apply(rw, loc, &map, &[OpFoldResult::Value(index), offset])?;
        let materialized = value_or_constant_index(rw, loc, applied)?;
        if materialized == index {
            continue;
        }
        let def = rw.arena.defining_op(materialized);
        rw.replace_uses_with_if(index, materialized, |_, u| Some(u.op) != def);
    }
    rw.set_insertion_point(saved);
    Some(())
}

/// `getResultTilePosition`: the slice of init `result` the tile computes.
fn result_tile_position(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    result: usize,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilePosition, TilingError> {
    let s = facts(rw.ctx, rw.arena, op)?;
    let failed = || TilingError::op(op, format!("unable to get the position of result {result}"));
    let loc = rw.arena.op_loc(op);
    let mut sub_sizes = Vec::with_capacity(sizes.len());
    for &size in sizes {
        sub_sizes.push(minus_one(rw, loc, size).ok_or_else(failed)?);
    }
    let init = *s.inits.get(result).ok_or_else(failed)?;
    let map = s.maps.get(s.inputs.len() + result).ok_or_else(failed)?;
    let p = compute_slice_parameters(rw, loc, init, sizes, map, offsets, &sub_sizes).ok_or_else(failed)?;
    Ok(TilePosition {
        offsets: p.offsets,
        sizes: p.sizes,
    })
}

/// `getMappedOffsetAndSize`: the iteration-domain tile the operand tiles
/// (through their maps, every result a loop) give, the domain's own range
/// for the other loops; an error when two tiles disagree on a loop.
fn mapped_offset_and_size(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    maps: &[&AffineMap],
    all_offsets: &[Vec<OpFoldResult>],
    all_sizes: &[Vec<OpFoldResult>],
) -> Result<TilePosition, TilingError> {
    let mut mapped: Vec<Option<(OpFoldResult, OpFoldResult)>> = Vec::new();
    for ((map, offsets), sizes) in maps.iter().zip(all_offsets).zip(all_sizes) {
        for ((e, &offset), &size) in map.results.iter().zip(offsets).zip(sizes) {
            let AffineExpr::Dim(d) = e else {
                return Err(TilingError::Failed);
            };
            let d = *d as usize;
            if mapped.len() <= d {
                mapped.resize(d + 1, None);
            }
            match mapped[d] {
                Some(seen) if seen != (offset, size) => return Err(TilingError::Failed),
                Some(_) => {}
                None => mapped[d] = Some((offset, size)),
            }
        }
    }
    let domain = iteration_domain(op, rw).ok_or(TilingError::Failed)?;
    let mut out = TilePosition::default();
    for (d, range) in domain.iter().enumerate() {
        let (offset, size) = mapped.get(d).copied().flatten().unwrap_or((range.offset, range.size));
        out.offsets.push(offset);
        out.sizes.push(size);
    }
    Ok(out)
}

/// `getIterationDomainTileFromResultTile`: the result's map must be a
/// projected permutation.
fn domain_tile_from_result_tile(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    result: usize,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Result<TilePosition, TilingError> {
    let s = facts(rw.ctx, rw.arena, op)?;
    let map = s.maps.get(s.inputs.len() + result).ok_or(TilingError::Failed)?;
    if !map.is_projected_permutation(false) {
        return Err(TilingError::op(
            op,
            "unhandled tiled implementation generation when result is not accessed using a permuted projection",
        ));
    }
    mapped_offset_and_size(op, rw, &[map], &[offsets.to_vec()], &[sizes.to_vec()])
}

/// `getIterationDomainTileFromOperandTiles`.
fn domain_tile_from_operand_tiles(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    operands: &[usize],
    all_offsets: &[Vec<OpFoldResult>],
    all_sizes: &[Vec<OpFoldResult>],
) -> Result<TilePosition, TilingError> {
    let s = facts(rw.ctx, rw.arena, op)?;
    let maps: Vec<&AffineMap> = operands
        .iter()
        .map(|&i| s.maps.get(i).ok_or(TilingError::Failed))
        .collect::<Result<_, _>>()?;
    mapped_offset_and_size(op, rw, &maps, all_offsets, all_sizes)
}

/// `getIndicesForAccess`: one plain `affine.apply` per result of `map` over
/// the induction variables.
fn indices_for_access(rw: &mut PatternRewriter<'_>, loc: Attr, map: &AffineMap, ivs: &[Value]) -> Option<Vec<Value>> {
    let idx = rw.ctx.index_type();
    let mut out = Vec::with_capacity(map.results.len());
    for e in &map.results {
        let single = AffineMap::new(map.num_dims, map.num_symbols, vec![e.clone()]);
        let attr = rw.ctx.get_attr(ir::AttrKind::AffineMap(single));
        let apply = rw
            .build(loc, |b| crate::affine::ops::ApplyOp::build(b, idx, ivs, attr))
            .ok()?;
        out.push(rw.arena.result(apply.0, 0));
    }
    Some(out)
}

/// `generateScalarImplementation`: a `memref.load` of every shaped operand
/// the body uses (scalars as they are), the body inlined (`linalg.index` as
/// the induction variable), a `memref.store` of each yielded value into its
/// init.
fn scalar_implementation(op: OpId, rw: &mut PatternRewriter<'_>, ivs: &[Value]) -> Result<(), TilingError> {
    if !ir::destination_style::pure_semantics(rw.ctx, rw.arena, op, false) {
        return Err(TilingError::op(op, "expected operation to have buffer semantics"));
    }
    let s = facts(rw.ctx, rw.arena, op)?;
    let failed = || TilingError::op(op, "failed to generate the scalar implementation");
    let body = rw
        .arena
        .regions(op)
        .first()
        .and_then(|&r| rw.arena.region_blocks(r).first().copied())
        .ok_or_else(failed)?;
    let op_loc = rw.arena.op_loc(op);
    let operands: Vec<Value> = s.inputs.iter().chain(&s.inits).copied().collect();
    let mut mapping = IrMapping::new();
    for (i, (&v, map)) in operands.iter().zip(&s.maps).enumerate() {
        if i >= rw.arena.num_args(body) {
            break;
        }
        let arg = rw.arena.arg(body, i);
        if rw.arena.use_empty(arg) {
            continue;
        }
        let TypeKind::MemRef { element, .. } = *rw.ctx.type_kind(rw.arena.value_type(v)) else {
            mapping.map(arg, v);
            continue;
        };
        let indices = indices_for_access(rw, op_loc, map, ivs).ok_or_else(failed)?;
        let load = rw
            .build(op_loc, |b| {
                crate::memref::ops::LoadOp::build(b, element, v, &indices, None, None)
            })
            .map_err(|_| failed())?;
        mapping.map(arg, rw.arena.result(load.0, 0));
    }
    let ops: Vec<OpId> = rw.arena.block_ops(body).collect();
    let (&terminator, inner) = ops.split_last().ok_or_else(failed)?;
    for &inner_op in inner {
        if let Some(index) = IndexOp::cast(rw.ctx, rw.arena, inner_op) {
            let dim = index.dim(rw.ctx, rw.arena).and_then(|d| usize::try_from(d).ok());
            let iv = dim.and_then(|d| ivs.get(d)).ok_or_else(failed)?;
            mapping.map(rw.arena.result(inner_op, 0), *iv);
            continue;
        }
        rw.clone_op(inner_op, &mut mapping);
    }
    let loc = rw.arena.op_loc(terminator);
    let yielded: Vec<Value> = rw.arena.operands(terminator).collect();
    for (j, v) in yielded.into_iter().enumerate() {
        let value = mapping.lookup_or_default(v);
        let init = *s.inits.get(j).ok_or_else(failed)?;
        let map = s.maps.get(s.inputs.len() + j).ok_or_else(failed)?;
        let indices = indices_for_access(rw, loc, map, ivs).ok_or_else(failed)?;
        rw.build(loc, |b| {
            crate::memref::ops::StoreOp::build(b, value, init, &indices, None, None)
        })
        .map_err(|_| failed())?;
    }
    Ok(())
}

/// Implements `TilingInterface` for structured ops through the functions
/// above.
macro_rules! tiling_structured {
    ($($op:ident),* $(,)?) => {
        $(
            impl TilingInterface for $op {
                /// The op's iterator types.
                fn loop_iterator_types(self, ctx: &Context, arena: &IrArena) -> Vec<IteratorType> {
                    iterator_types(ctx, arena, self.0)
                }
                /// The loop ranges of the operands' sizes.
                fn iteration_domain(self, rw: &mut PatternRewriter<'_>) -> Vec<Range> {
                    iteration_domain(self.0, rw).unwrap_or_default()
                }
                /// The op on slices of its operands.
                fn tiled_implementation(
                    self,
                    rw: &mut PatternRewriter<'_>,
                    offsets: &[OpFoldResult],
                    sizes: &[OpFoldResult],
                ) -> Result<TilingResult, TilingError> {
                    tiled_implementation(self.0, rw, offsets, sizes)
                }
                /// The slice of the init.
                fn result_tile_position(
                    self,
                    rw: &mut PatternRewriter<'_>,
                    result_number: usize,
                    offsets: &[OpFoldResult],
                    sizes: &[OpFoldResult],
                ) -> Result<TilePosition, TilingError> {
                    result_tile_position(self.0, rw, result_number, offsets, sizes)
                }
                /// The tile of the domain, then the tiled op's result.
                fn generate_result_tile_value(
                    self,
                    rw: &mut PatternRewriter<'_>,
                    result_number: usize,
                    offsets: &[OpFoldResult],
                    sizes: &[OpFoldResult],
                ) -> Result<TilingResult, TilingError> {
                    let tile = domain_tile_from_result_tile(self.0, rw, result_number, offsets, sizes)?;
                    let mut tiled = tiled_implementation(self.0, rw, &tile.offsets, &tile.sizes)?;
                    if tiled.tiled_ops.len() != 1 {
                        return Err(TilingError::op(self.0, "failed to generate tiled implementation"));
                    }
                    let value = *tiled.tiled_values.get(result_number).ok_or(TilingError::Failed)?;
                    tiled.tiled_values = vec![value];
                    Ok(tiled)
                }
                /// The tile of the domain, then the tiled op.
                fn tiled_implementation_from_operand_tiles(
                    self,
                    rw: &mut PatternRewriter<'_>,
                    operand_numbers: &[usize],
                    all_offsets: &[Vec<OpFoldResult>],
                    all_sizes: &[Vec<OpFoldResult>],
                ) -> Result<TilingResult, TilingError> {
                    let tile = domain_tile_from_operand_tiles(self.0, rw, operand_numbers, all_offsets, all_sizes)?;
                    tiled_implementation(self.0, rw, &tile.offsets, &tile.sizes)
                }
                /// Through the operands' maps.
                fn iteration_domain_tile_from_operand_tiles(
                    self,
                    rw: &mut PatternRewriter<'_>,
                    operand_numbers: &[usize],
                    all_offsets: &[Vec<OpFoldResult>],
                    all_sizes: &[Vec<OpFoldResult>],
                ) -> Result<TilePosition, TilingError> {
                    domain_tile_from_operand_tiles(self.0, rw, operand_numbers, all_offsets, all_sizes)
                }
                /// Through the result's map.
                fn iteration_domain_tile_from_result_tile(
                    self,
                    rw: &mut PatternRewriter<'_>,
                    result_number: usize,
                    offsets: &[OpFoldResult],
                    sizes: &[OpFoldResult],
                ) -> Result<TilePosition, TilingError> {
                    domain_tile_from_result_tile(self.0, rw, result_number, offsets, sizes)
                }
                /// Loads, the body, stores.
                fn generate_scalar_implementation(
                    self,
                    rw: &mut PatternRewriter<'_>,
                    loc: Attr,
                    ivs: &[Value],
                ) -> Result<(), TilingError> {
                    let _ = loc;
                    scalar_implementation(self.0, rw, ivs)
                }
                /// Always (the verifier gives what consumer fusion needs).
                fn is_op_fusable_with_consumer_slice(
                    self,
                    _: &Context,
                    _: &IrArena,
                    _: usize,
                    _: &[OpFoldResult],
                    _: &[OpFoldResult],
                ) -> bool {
                    true
                }
                /// The slices agree on every loop they map to.
                fn is_op_fusable_with_producer_slices(
                    self,
                    ctx: &Context,
                    arena: &IrArena,
                    operand_numbers: &[usize],
                    all_offsets: &[Vec<OpFoldResult>],
                    all_sizes: &[Vec<OpFoldResult>],
                ) -> bool {
                    slices_agree(ctx, arena, self.0, operand_numbers, all_offsets, all_sizes)
                }
            }
        )*
    };
}

/// `isOpFusableWithProducerSlices`: every operand tile maps each result to
/// a loop, and tiles meeting on a loop agree.
fn slices_agree(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    operands: &[usize],
    all_offsets: &[Vec<OpFoldResult>],
    all_sizes: &[Vec<OpFoldResult>],
) -> bool {
    let Some(s) = structured_op(ctx, arena, op) else {
        return false;
    };
    let mut seen = std::collections::HashMap::new();
    for ((&i, offsets), sizes) in operands.iter().zip(all_offsets).zip(all_sizes) {
        let Some(map) = s.maps.get(i) else {
            return false;
        };
        for ((e, &o), &z) in map.results.iter().zip(offsets).zip(sizes) {
            let AffineExpr::Dim(d) = e else {
                return false;
            };
            if *seen.entry(*d).or_insert((o, z)) != (o, z) {
                return false;
            }
        }
    }
    true
}

super::core_structured_ops!(tiling_structured!);
super::opdsl_structured_ops!(tiling_structured!);
tiling_structured!(MapOp, ReduceOp, TransposeOp, BroadcastOp);
