//! The unroll patterns of the computing ops: any elementwise op implementing
//! `VectorUnrollOpInterface` (`UnrollElementwisePattern`), `vector.contract`,
//! `vector.multi_reduction`, `vector.reduction`, `vector.transpose` and
//! `vector.broadcast`.

use super::tiles::{apply_permutation_map, tile_offsets};
use super::{
    assemble, clone_with, extract_slice, insert_slice, shape_for_unroll, target_shape, unit_strides, unroll_order,
    vector_parts, vector_type, zero, UnrollVectorOptions,
};
use crate::vector::ops::{ShapeCastOp, TransposeOp};
use ir::rewrite::PatternRewriter;
use ir::{Attr, Context, IrArena, OpId, Type, TypeKind, Value};

/// The identity traversal order of `rank` dimensions.
fn identity(rank: usize) -> Vec<i64> {
    (0..rank as i64).collect()
}

/// `OpTrait::hasElementwiseMappableTraits`: the op is `Elementwise`,
/// `Scalarizable`, `Vectorizable` and `Tensorizable`.
fn is_elementwise(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    ctx.op_info(arena.op_name(op)).traits().elementwise_mappable()
}

/// A cache of the partial results of the tiles of an accumulator, in first
/// insertion order (upstream's `MapVector` keyed by the tile's offsets).
#[derive(Default)]
struct AccCache(Vec<(Vec<i64>, Value)>);

impl AccCache {
    fn get(&self, key: &[i64]) -> Option<Value> {
        self.0.iter().find(|(k, _)| k == key).map(|&(_, v)| v)
    }
    fn set(&mut self, key: Vec<i64>, value: Value) {
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = value,
            None => self.0.push((key, value)),
        }
    }
    /// Inserts every cached tile into a zero vector of `ty`.
    fn assemble(self, rw: &mut PatternRewriter<'_>, loc: Attr, ty: Type) -> Option<Value> {
        let mut result = zero(rw, loc, ty)?;
        for (offsets, value) in self.0 {
            result = insert_slice(rw, loc, value, result, &offsets, &unit_strides(offsets.len()))?;
        }
        Some(result)
    }
}

/// `UnrollElementwisePattern`: an elementwise op with one vector result
/// becomes one op per tile of the target shape, its vector operands sliced;
/// when the op has more dimensions than the target, the tiles get leading
/// unit dimensions, dropped with `vector.shape_cast` around the op.
pub(super) fn unroll_elementwise(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    if !is_elementwise(ctx, arena, op) || arena.num_results(op) != 1 {
        return None;
    }
    let target = target_shape(options, ctx, arena, op)?;
    let dst_ty = arena.result_types(op).next()?;
    let (.., element) = vector_parts(ctx, dst_ty)?;
    let original = shape_for_unroll(ctx, arena, op)?;
    let mut adjusted = vec![1; original.len().saturating_sub(target.len())];
    adjusted.extend_from_slice(&target);
    let tiles = tile_offsets(&original, &adjusted, &identity(original.len()))?;
    let reshaped = adjusted.len() > target.len();
    let operands: Vec<(Value, Option<Type>)> = arena
        .operands(op)
        .map(|v| (v, vector_parts(ctx, arena.value_type(v)).map(|(.., e)| e)))
        .collect();
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut result = zero(rw, loc, dst_ty)?;
    let strides = unit_strides(adjusted.len());
    let compute_ty = vector_type(ctx, &target, element);
    for offsets in tiles {
        let mut sliced = Vec::with_capacity(operands.len());
        for &(v, vector_element) in &operands {
            let Some(e) = vector_element else {
                sliced.push(v);
                continue;
            };
            let mut extracted = extract_slice(rw, loc, v, &offsets, &adjusted, &strides)?;
            if reshaped {
                let ty = vector_type(ctx, &target, e);
                extracted = *rw
                    .create_or_fold(loc, |b| ShapeCastOp::build(b, ty, extracted))
                    .ok()?
                    .first()?;
            }
            sliced.push(extracted);
        }
        let computed = clone_with(rw, loc, op, sliced, vec![compute_ty])?;
        let insert_strides = if reshaped {
            unit_strides(target.len())
        } else {
            strides.clone()
        };
        result = insert_slice(rw, loc, computed, result, &offsets, &insert_strides)?;
    }
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollContractionPattern`: one contraction per tile of the iteration
/// space, each operand sliced through its indexing map; the tiles of the
/// accumulator chain through the reduction tiles, then go into the result.
pub(super) fn unroll_contraction(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    if arena.op_name(op) != ctx.op_name("vector.contract") || arena.num_operands(op) != 3 {
        return None;
    }
    let target = target_shape(options, ctx, arena, op)?;
    let dst_ty = arena.result_types(op).next()?;
    let (.., element) = vector_parts(ctx, dst_ty)?;
    let original = shape_for_unroll(ctx, arena, op)?;
    let maps = crate::vector::contract::indexing_maps(ctx, arena, op);
    let [lhs_map, rhs_map, acc_map] = maps.as_slice() else {
        return None;
    };
    let iterators = ir::ods::access::inherent(ctx, arena, op, "iterator_types")
        .and_then(|a| ir::ods::values::as_attr_array(ctx, a))
        .map_or(0, |list| list.len());
    let order = unroll_order(options, ctx, arena, op, iterators);
    let tiles = tile_offsets(&original, &target, &order)?;
    // Every map must apply to the tiles before anything is built.
    let lhs_shape = apply_permutation_map(lhs_map, &target)?;
    let rhs_shape = apply_permutation_map(rhs_map, &target)?;
    let acc_shape = apply_permutation_map(acc_map, &target)?;
    let operands: Vec<Value> = arena.operands(op).collect();
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let target_ty = vector_type(ctx, &acc_shape, element);
    let mut cache = AccCache::default();
    for offsets in tiles {
        let lhs_offsets = apply_permutation_map(lhs_map, &offsets)?;
        let lhs = extract_slice(
            rw,
            loc,
            operands[0],
            &lhs_offsets,
            &lhs_shape,
            &unit_strides(lhs_offsets.len()),
        )?;
        let rhs_offsets = apply_permutation_map(rhs_map, &offsets)?;
        let rhs = extract_slice(
            rw,
            loc,
            operands[1],
            &rhs_offsets,
            &rhs_shape,
            &unit_strides(rhs_offsets.len()),
        )?;
        let acc_offsets = apply_permutation_map(acc_map, &offsets)?;
        let acc = match cache.get(&acc_offsets) {
            Some(acc) => acc,
            None => extract_slice(
                rw,
                loc,
                operands[2],
                &acc_offsets,
                &acc_shape,
                &unit_strides(acc_offsets.len()),
            )?,
        };
        let partial = clone_with(rw, loc, op, vec![lhs, rhs, acc], vec![target_ty])?;
        cache.set(acc_offsets, partial);
    }
    let result = cache.assemble(rw, loc, dst_ty)?;
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollMultiReductionPattern`: one reduction per tile of the source, the
/// accumulator's tiles chaining through the reduced dimensions' tiles; a
/// reduction to a scalar is left alone.
pub(super) fn unroll_multi_reduction(
    options: &UnrollVectorOptions,
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let dst_ty = arena.result_types(op).next()?;
    if !matches!(ctx.type_kind(dst_ty), TypeKind::Vector { .. }) {
        return None;
    }
    let target = target_shape(options, ctx, arena, op)?;
    let original = shape_for_unroll(ctx, arena, op)?;
    let reduced = crate::vector::dense_attr(ctx, arena, op, "reduction_dims");
    let (source, acc) = (arena.operands(op).next()?, arena.operands(op).nth(1)?);
    let (.., element) = vector_parts(ctx, arena.value_type(source))?;
    let tiles = tile_offsets(&original, &target, &identity(original.len()))?;
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut cache = AccCache::default();
    for offsets in tiles {
        let sliced = extract_slice(rw, loc, source, &offsets, &target, &unit_strides(offsets.len()))?;
        let kept = (0..target.len()).filter(|i| !reduced.contains(&(*i as i64)));
        let (dst_offsets, dst_shape): (Vec<i64>, Vec<i64>) = kept.map(|i| (offsets[i], target[i])).unzip();
        let acc_tile = match cache.get(&dst_offsets) {
            Some(v) => v,
            None => extract_slice(rw, loc, acc, &dst_offsets, &dst_shape, &unit_strides(dst_shape.len()))?,
        };
        let ty = vector_type(rw.ctx, &dst_shape, element);
        let partial = clone_with(rw, loc, op, vec![sliced, acc_tile], vec![ty])?;
        cache.set(dst_offsets, partial);
    }
    let result = cache.assemble(rw, loc, dst_ty)?;
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollReductionPattern`: one `vector.reduction` per tile (of its vector
/// operand only), the partial results combined with the reduction's kind
/// (`makeArithReduction`).
pub(super) fn unroll_reduction(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let target = target_shape(options, ctx, arena, op)?;
    let original = shape_for_unroll(ctx, arena, op)?;
    let kind = crate::vector::combining_kind(ctx, arena, op)?;
    let vector = arena.operands(op).next()?;
    let ty = arena.result_types(op).next()?;
    if !reduction_kind_applies(ctx, &kind, ty) {
        return None;
    }
    let tiles = tile_offsets(&original, &target, &identity(original.len()))?;
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut accumulator: Option<Value> = None;
    for offsets in tiles {
        let sliced = extract_slice(rw, loc, vector, &offsets, &target, &unit_strides(offsets.len()))?;
        let partial = clone_with(rw, loc, op, vec![sliced], vec![ty])?;
        accumulator = Some(match accumulator {
            None => partial,
            Some(acc) => arith_reduction(rw, loc, &kind, acc, partial)?,
        });
    }
    rw.replace_op(op, &[accumulator?]);
    Some(())
}

/// Whether [`arith_reduction`] combines values of type `ty` with `kind`.
fn reduction_kind_applies(ctx: &Context, kind: &str, ty: Type) -> bool {
    let element = ir::ods::values::element_type_or_self(ctx, ty);
    let int = matches!(ctx.type_kind(element), TypeKind::Integer { .. } | TypeKind::Index);
    let float = matches!(ctx.type_kind(element), TypeKind::Float(_));
    match kind {
        "add" | "mul" => int || float,
        "maxnumf" | "maximumf" | "minnumf" | "minimumf" => float,
        "and" | "or" | "xor" | "maxsi" | "minsi" | "maxui" | "minui" => int,
        _ => false,
    }
}

/// `vector::makeArithReduction(b, loc, kind, lhs, rhs)`: the arith op
/// combining two values with a combining kind (folded when it folds).
fn arith_reduction(rw: &mut PatternRewriter<'_>, loc: Attr, kind: &str, lhs: Value, rhs: Value) -> Option<Value> {
    use crate::arith::ops as a;
    let ty = rw.arena.value_type(lhs);
    let element = ir::ods::values::element_type_or_self(rw.ctx, ty);
    let float = matches!(rw.ctx.type_kind(element), TypeKind::Float(_));
    let values = match (kind, float) {
        ("add", true) => rw.create_or_fold(loc, |b| a::AddFOp::build(b, ty, lhs, rhs, None)),
        ("add", false) => rw.create_or_fold(loc, |b| a::AddIOp::build(b, ty, lhs, rhs, None)),
        ("mul", true) => rw.create_or_fold(loc, |b| a::MulFOp::build(b, ty, lhs, rhs, None)),
        ("mul", false) => rw.create_or_fold(loc, |b| a::MulIOp::build(b, ty, lhs, rhs, None)),
        ("and", _) => rw.create_or_fold(loc, |b| a::AndIOp::build(b, ty, lhs, rhs)),
        ("or", _) => rw.create_or_fold(loc, |b| a::OrIOp::build(b, ty, lhs, rhs)),
        ("xor", _) => rw.create_or_fold(loc, |b| a::XOrIOp::build(b, ty, lhs, rhs)),
        ("maxsi", _) => rw.create_or_fold(loc, |b| a::MaxSIOp::build(b, ty, lhs, rhs)),
        ("minsi", _) => rw.create_or_fold(loc, |b| a::MinSIOp::build(b, ty, lhs, rhs)),
        ("maxui", _) => rw.create_or_fold(loc, |b| a::MaxUIOp::build(b, ty, lhs, rhs)),
        ("minui", _) => rw.create_or_fold(loc, |b| a::MinUIOp::build(b, ty, lhs, rhs)),
        ("maxnumf", _) => rw.create_or_fold(loc, |b| a::MaxNumFOp::build(b, ty, lhs, rhs, None)),
        ("maximumf", _) => rw.create_or_fold(loc, |b| a::MaximumFOp::build(b, ty, lhs, rhs, None)),
        ("minnumf", _) => rw.create_or_fold(loc, |b| a::MinNumFOp::build(b, ty, lhs, rhs, None)),
        ("minimumf", _) => rw.create_or_fold(loc, |b| a::MinimumFOp::build(b, ty, lhs, rhs, None)),
        _ => return None,
    };
    values.ok()?.first().copied()
}

/// `UnrollTransposePattern`: one transpose per tile of the result, of the
/// source's tile at the permuted offsets.
pub(super) fn unroll_transpose(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let result_ty = arena.result_types(op).next()?;
    let (original, _, element) = vector_parts(ctx, result_ty)?;
    if original.is_empty() {
        return None;
    }
    let target = target_shape(options, ctx, arena, op)?;
    let permutation = crate::vector::dense_attr(ctx, arena, op, "permutation");
    let perm: Vec<usize> = permutation
        .iter()
        .map(|&p| usize::try_from(p).ok().filter(|&p| p < target.len()))
        .collect::<Option<_>>()?;
    if perm.len() != target.len() {
        return None;
    }
    let source = arena.operands(op).next()?;
    let tiles = tile_offsets(&original, &target, &identity(original.len()))?;
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let strides = unit_strides(target.len());
    let tile_ty = vector_type(ctx, &target, element);
    let result = assemble(rw, loc, result_ty, tiles, &strides.clone(), |rw, offsets| {
        let mut source_offsets = vec![0; offsets.len()];
        let mut source_shape = vec![0; offsets.len()];
        for (i, &p) in perm.iter().enumerate() {
            source_offsets[p] = offsets[i];
            source_shape[p] = target[i];
        }
        let sliced = extract_slice(rw, loc, source, &source_offsets, &source_shape, &strides)?;
        let transposed = rw.create_or_fold(loc, |b| TransposeOp::build_unwrapped(b, tile_ty, sliced, &permutation));
        transposed.ok()?.first().copied()
    })?;
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollBroadcastPattern`: one broadcast per tile of the result, of the
/// source's matching trailing tile (its unit dimensions kept whole), or of
/// the scalar source.
pub(super) fn unroll_broadcast(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let target = target_shape(options, ctx, arena, op)?;
    let source = arena.operands(op).next()?;
    let source_shape = vector_parts(ctx, arena.value_type(source)).map(|(s, ..)| s);
    let result_ty = arena.result_types(op).next()?;
    let (result_shape, scalable, element) = vector_parts(ctx, result_ty)?;
    let target_ty = if scalable.len() == target.len() {
        ctx.get_type(TypeKind::Vector {
            shape: target.clone(),
            scalable,
            element,
        })
    } else {
        vector_type(ctx, &target, element)
    };
    let original = shape_for_unroll(ctx, arena, op)?;
    let tiles = tile_offsets(&original, &target, &identity(original.len()))?;
    if source_shape.as_ref().is_some_and(|s| s.len() > target.len()) || result_shape.len() != original.len() {
        return None;
    }
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let strides = unit_strides(original.len());
    let mut result = zero(rw, loc, result_ty)?;
    for offsets in tiles {
        let new_source = match &source_shape {
            None => source,
            Some(shape) => {
                let lead = target.len() - shape.len();
                let mut tile_offsets = offsets[lead..].to_vec();
                let mut tile_shape = target[lead..].to_vec();
                for (i, &size) in shape.iter().enumerate() {
                    if size == 1 {
                        tile_offsets[i] = 0;
                        tile_shape[i] = 1;
                    }
                }
                extract_slice(rw, loc, source, &tile_offsets, &tile_shape, &strides[lead..])?
            }
        };
        let broadcast = clone_with(rw, loc, op, vec![new_source], vec![target_ty])?;
        result = insert_slice(rw, loc, broadcast, result, &offsets, &strides)?;
    }
    rw.replace_op(op, &[result]);
    Some(())
}
