//! The unroll patterns of `vector.step` and `vector.shape_cast`
//! (upstream's `UnrollStepPattern` and `UnrollShapeCastPattern`): a step
//! becomes one step of the native size plus each tile's offset, a shape
//! cast one cast per tile of the result, of the contiguous run of source
//! elements that tile holds.

use super::tiles::tile_offsets;
use super::{extract_slice, insert_slice, target_shape, vector_parts, vector_type, zero, UnrollVectorOptions};
use crate::arith::ops::AddIOp;
use crate::vector::ops::{ShapeCastOp, StepOp};
use ir::rewrite::PatternRewriter;
use ir::OpId;

/// `UnrollStepPattern`: a zero vector with `step(native) + offset`
/// inserted at each tile's offset (fixed-size steps only).
pub(super) fn unroll_step(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let target = target_shape(options, ctx, arena, op)?;
    let step = StepOp::cast(ctx, arena, op)?;
    let ty = arena.value_type(step.result(ctx, arena));
    let (shape, scalable, element) = vector_parts(ctx, ty)?;
    if scalable.contains(&true) || target.len() != 1 || shape.len() != 1 {
        return None;
    }
    let tiles = tile_offsets(&shape, &target, &[0])?;
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut result = zero(rw, loc, ty)?;
    let target_ty = vector_type(ctx, &target, element);
    let base = rw.build(loc, |b| StepOp::build(b, target_ty)).ok()?;
    let base = base.result(rw.ctx, rw.arena);
    let lanes = usize::try_from(target[0]).ok()?;
    for offsets in tiles {
        let offset = u128::try_from(*offsets.first()?).ok()?;
        let splat = crate::common::consts::dense_attr(rw.ctx, target_ty, &vec![offset; lanes])?;
        let splat = crate::common::build::constant(rw, splat, target_ty, loc);
        let tile = rw.build(loc, |b| AddIOp::build(b, target_ty, base, splat, None)).ok()?;
        let tile = tile.result(rw.ctx, rw.arena);
        result = insert_slice(rw, loc, tile, result, &offsets, &[1])?;
    }
    rw.replace_op(op, &[result]);
    Some(())
}

/// `isContiguous(extract, shape)`: whether tiles of `extract` are runs of
/// consecutive elements of `shape` (leading unit dimensions aside, all but
/// its outermost dimension are `shape`'s innermost ones) that divide it.
fn is_contiguous(extract: &[i64], shape: &[i64]) -> bool {
    if extract.len() > shape.len() {
        return false;
    }
    let strip = |s: &[i64]| s[s.iter().take_while(|&&d| d == 1).count()..].to_vec();
    let (extract, shape) = (strip(extract), strip(shape));
    let Some(rank_diff) = shape.len().checked_sub(extract.len()) else {
        return false;
    };
    let inner = extract.get(1..).unwrap_or(&[]);
    if inner != shape.get(rank_diff + 1..).unwrap_or(&[]) {
        return false;
    }
    match (product(&extract), product(&shape)) {
        (Some(e), Some(s)) => e != 0 && s % e == 0,
        _ => false,
    }
}

/// The number of elements of `shape`, when it fits an `i64`.
fn product(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))
}

/// `calculateSourceExtractShape`: the slice of `source` holding `elements`
/// consecutive elements, taken innermost dimension first.
fn source_extract_shape(source: &[i64], elements: i64) -> Option<Vec<i64>> {
    let mut extract = Vec::new();
    let mut remaining = elements;
    for &size in source.iter().rev() {
        if remaining <= 1 {
            break;
        }
        let take = remaining.min(size);
        if take <= 0 || remaining % take != 0 {
            return None;
        }
        extract.insert(0, take);
        remaining /= take;
    }
    while extract.len() < source.len() {
        extract.insert(0, 1);
    }
    (product(&extract)? == elements).then_some(extract)
}

/// `computeStrides`: the row-major strides of `shape` (none on overflow).
fn strides(shape: &[i64]) -> Option<Vec<i64>> {
    let mut out = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        out[i] = out[i + 1].checked_mul(shape[i + 1])?;
    }
    Some(out)
}

/// `calculateSourceOffsets`: the position in `source` of the element at
/// `offsets` in `result` (through its row-major linear index).
fn source_offsets(offsets: &[i64], source: &[i64], result: &[i64]) -> Option<Vec<i64>> {
    let mut linear = offsets
        .iter()
        .zip(strides(result)?)
        .try_fold(0i64, |sum, (&o, s)| sum.checked_add(o.checked_mul(s)?))?;
    let positions = strides(source)?
        .into_iter()
        .map(|s| {
            let position = if s == 0 { 0 } else { linear / s };
            linear -= position * s;
            position
        })
        .collect();
    Some(positions)
}

/// `UnrollShapeCastPattern`: when the native shape is contiguous in the
/// result, a zero vector with, at each tile of the result (leading
/// dimensions the native shape lacks counted as unit tiles), the cast of
/// the contiguous slice of the source holding that tile's elements.
pub(super) fn unroll_shape_cast(options: &UnrollVectorOptions, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let target = target_shape(options, ctx, arena, op)?;
    let cast = ShapeCastOp::cast(ctx, arena, op)?;
    let source = cast.source(ctx, arena);
    let result_ty = arena.value_type(cast.result(ctx, arena));
    let (source_shape, _, element) = vector_parts(ctx, arena.value_type(source))?;
    let (result_shape, ..) = vector_parts(ctx, result_ty)?;
    if !is_contiguous(&target, &result_shape) {
        return None;
    }
    let extract = source_extract_shape(&source_shape, product(&target)?)?;
    let mut tile = vec![1; result_shape.len().checked_sub(target.len())?];
    tile.extend_from_slice(&target);
    let order: Vec<i64> = (0..result_shape.len() as i64).collect();
    let tiles = tile_offsets(&result_shape, &tile, &order)?;
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut result = zero(rw, loc, result_ty)?;
    let target_ty = vector_type(ctx, &target, element);
    let (extract_strides, insert_strides) = (vec![1; extract.len()], vec![1; target.len()]);
    for offsets in tiles {
        let from = source_offsets(&offsets, &source_shape, &result_shape)?;
        let chunk = extract_slice(rw, loc, source, &from, &extract, &extract_strides)?;
        let chunk = rw
            .create_or_fold(loc, |b| ShapeCastOp::build(b, target_ty, chunk))
            .ok()?
            .first()
            .copied()?;
        result = insert_slice(rw, loc, chunk, result, &offsets, &insert_strides)?;
    }
    rw.replace_op(op, &[result]);
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Upstream's examples of `isContiguous` and
    /// `calculateSourceExtractShape`.
    #[test]
    fn contiguous_slices() {
        assert!(is_contiguous(&[4, 4], &[8, 4]));
        assert!(is_contiguous(&[2, 4], &[8, 4]));
        assert!(!is_contiguous(&[2, 2], &[8, 4]));
        assert!(is_contiguous(&[1, 16], &[1, 32]));
        assert!(is_contiguous(&[2, 4], &[2, 2, 4]));
        assert_eq!(source_extract_shape(&[16], 8), Some(vec![8]));
        assert_eq!(source_extract_shape(&[4, 4], 8), Some(vec![2, 4]));
        assert_eq!(source_extract_shape(&[4, 8], 8), Some(vec![1, 8]));
        assert_eq!(source_extract_shape(&[4, 3], 8), None);
        assert_eq!(source_offsets(&[2, 0], &[16], &[4, 4]), Some(vec![8]));
    }
}
