//! `tosa.reshape` -> `tensor.collapse_shape` + `tensor.expand_shape`
//! (upstream `ReshapeConverter`): the input is collapsed to the
//! intermediate shape both shapes share and expanded to the new shape, each
//! step built with `createOrFold` (so steps that change nothing vanish),
//! with `tensor.cast`s where a dynamic input meets a static or rank-0
//! result. (The conversion folds the op first: `tosa::folds`.)

use super::index::{self, const_shape_values};
use crate::common::mixed::Bound;
use crate::tensor::ops as tensor;
use crate::tensor::{ranked_tensor, tensor_of};
use crate::tosa::ops as tosa;
use ir::conversion::ConversionPatternRewriter;
use ir::types::DYNAMIC;
use ir::{Attr, AttrKind, OpId, Type, Value};

/// The pattern.
pub(super) fn convert(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(reshape) = tosa::ReshapeOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let original_ty = rw.arena.value_type(reshape.output(rw.ctx, rw.arena));
    let converted = rw.type_converter().map(|c| c.convert_type(rw.ctx, original_ty));
    let Some(result_ty) = converted.unwrap_or(Some(original_ty)) else {
        return false;
    };
    let Some(&input) = operands.first() else { return false };
    let Some(new_shape) = const_shape_values(rw, reshape.shape(rw.ctx, rw.arena)) else {
        return false;
    };
    let Some(result) = lower(rw, loc, input, &new_shape, result_ty) else {
        return false;
    };
    rw.replace_op(op, &[result]);
    true
}

/// Builds cast, collapse, expand and cast, each folded away when idle.
fn lower(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    input: Value,
    new_shape: &[i64],
    result_ty: Type,
) -> Option<Value> {
    let (in_shape, element, encoding) = ranked_tensor(rw.ctx, rw.arena.value_type(input))?;
    // inferReshapeInputType: a rank-0 result takes an all-ones input.
    let input_shape = if new_shape.is_empty() {
        vec![1; in_shape.len()]
    } else {
        in_shape
    };
    let input_type = tensor_of(rw.ctx, input_shape.clone(), element, encoding);
    let expanded_shape = expanded_shape(&input_shape, new_shape);
    let expanded_type = tensor_of(rw.ctx, expanded_shape.clone(), element, encoding);
    let collapsed_type = tensor_of(
        rw.ctx,
        collapsed_shape(&input_shape, &expanded_shape),
        element,
        encoding,
    );
    let cast_input = cast(rw, loc, input_type, input)?;
    let collapsed = collapse(rw, loc, collapsed_type, cast_input)?;
    let expanded = expand(rw, loc, expanded_type, collapsed)?;
    cast(rw, loc, result_ty, expanded)
}

/// `inferReshapeExpandedType`: the new shape with its `-1` placeholder
/// resolved where the input is static.
fn expanded_shape(input: &[i64], new_shape: &[i64]) -> Vec<i64> {
    if new_shape.is_empty() {
        return Vec::new();
    }
    let input_static = !input.contains(&DYNAMIC);
    let total: i64 = input.iter().fold(1i64, |a, &d| a.wrapping_mul(d));
    let mut shape: Vec<i64> = new_shape
        .iter()
        .map(|&size| {
            if size >= 0 {
                return size;
            }
            if !input_static {
                return DYNAMIC;
            }
            let others = new_shape.iter().fold(1i64, |a, &d| a.wrapping_mul(d)).wrapping_neg();
            if others == 0 {
                0
            } else {
                total.wrapping_div(others)
            }
        })
        .collect();
    if !input_static && !shape.contains(&DYNAMIC) {
        shape[0] = DYNAMIC;
    }
    shape
}

/// `inferReshapeCollapsedType`: the coarsest shape both shapes refine.
fn collapsed_shape(lhs: &[i64], rhs: &[i64]) -> Vec<i64> {
    if lhs.is_empty() || rhs.is_empty() {
        return Vec::new();
    }
    if lhs.contains(&DYNAMIC) || rhs.contains(&DYNAMIC) {
        return vec![DYNAMIC];
    }
    let mut out = Vec::new();
    let (mut l, mut r) = (0, 0);
    while l < lhs.len() && r < rhs.len() {
        let (mut lsize, mut rsize) = (lhs[l], rhs[r]);
        while lsize != rsize && l < lhs.len() && r < rhs.len() {
            if lsize < rsize {
                l += 1;
                if l < lhs.len() {
                    lsize = lsize.saturating_mul(lhs[l]);
                }
            } else {
                r += 1;
                if r < rhs.len() {
                    rsize = rsize.saturating_mul(rhs[r]);
                }
            }
        }
        if lsize == rsize {
            out.push(lsize);
        }
        l += 1;
        r += 1;
    }
    out
}

/// `createReassociationMapForCollapse`: which source dimensions make each
/// destination dimension.
fn reassociation(src: &[i64], dst: &[i64]) -> Option<Vec<Vec<i64>>> {
    if src.is_empty() || dst.is_empty() {
        return Some(Vec::new());
    }
    if src.contains(&DYNAMIC) || dst.contains(&DYNAMIC) {
        return Some(vec![(0..src.len() as i64).collect()]);
    }
    let mut map = vec![Vec::new(); dst.len()];
    let (mut s, mut d) = (0usize, 0usize);
    while s < src.len() && d < dst.len() {
        let dst_size = dst[d];
        let mut src_size = src[s];
        while src_size < dst_size && s < src.len() {
            map[d].push(s as i64);
            s += 1;
            src_size = src_size.saturating_mul(src.get(s).copied().unwrap_or(1));
        }
        if src_size == dst_size {
            map[d].push(s as i64);
            s += 1;
            if d == dst.len() - 1 || dst[d + 1] != 1 {
                while s < src.len() && src[s] == 1 {
                    map[d].push(s as i64);
                    s += 1;
                }
            }
        }
        d += 1;
    }
    (s == src.len() && d == dst.len()).then_some(map)
}

/// The `[[i, ...], ...]` reassociation attribute of `groups`.
pub(crate) fn reassociation_attr(rw: &ConversionPatternRewriter<'_>, groups: &[Vec<i64>]) -> Option<Attr> {
    let i64t = rw.ctx.int_type(64);
    let groups = groups
        .iter()
        .map(|g| {
            let items = g
                .iter()
                .map(|&i| crate::common::consts::int_attr(rw.ctx, i64t, i as u128))
                .collect::<Option<Vec<_>>>()?;
            Some(rw.ctx.get_attr(AttrKind::Array(items)))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(rw.ctx.get_attr(AttrKind::Array(groups)))
}

fn shape(rw: &ConversionPatternRewriter<'_>, ty: Type) -> Option<Vec<i64>> {
    ranked_tensor(rw.ctx, ty).map(|(s, _, _)| s)
}

/// `createOrFold<tensor::CastOp>`.
fn cast(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, ty: Type, input: Value) -> Option<Value> {
    let values = rw
        .create_or_fold(loc, |b| Ok(tensor::CastOp::build(b, ty, input)?.op()))
        .ok()?;
    values.first().copied()
}

/// `createCollapse`.
fn collapse(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, ty: Type, input: Value) -> Option<Value> {
    let groups = reassociation(&shape(rw, rw.arena.value_type(input))?, &shape(rw, ty)?)?;
    let attr = reassociation_attr(rw, &groups)?;
    let values = rw
        .create_or_fold(loc, |b| Ok(tensor::CollapseShapeOp::build(b, ty, input, attr)?.op()))
        .ok()?;
    values.first().copied()
}

/// `createExpand`: the `ExpandShapeOp` builder infers the output shape
/// (`inferExpandShapeOutputShape`) before the op is built and folded.
fn expand(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, ty: Type, input: Value) -> Option<Value> {
    let result_shape = shape(rw, ty)?;
    let groups = reassociation(&result_shape, &shape(rw, rw.arena.value_type(input))?)?;
    let attr = reassociation_attr(rw, &groups)?;
    let output = output_shape(rw, loc, &result_shape, &groups, input)?;
    let (statics, dynamic) = crate::common::mixed::dispatch(&output);
    let static_attr = crate::common::mixed::i64_array(rw.ctx, &statics)?;
    let values = rw
        .create_or_fold(loc, |b| {
            Ok(tensor::ExpandShapeOp::build(b, ty, input, &dynamic, attr, static_attr)?.op())
        })
        .ok()?;
    values.first().copied()
}

/// `inferExpandShapeOutputShape`: each dynamic result dimension is the
/// source dimension of its group divided by the group's static sizes.
pub(crate) fn output_shape(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    result_shape: &[i64],
    groups: &[Vec<i64>],
    input: Value,
) -> Option<Vec<Bound>> {
    let input_rank = shape(rw, rw.arena.value_type(input))?.len();
    if input_rank == 0 || !result_shape.contains(&DYNAMIC) {
        let fill = |&d: &i64| Bound::Static(if input_rank == 0 { 1 } else { d });
        return Some(result_shape.iter().map(fill).collect());
    }
    let input_sizes = index::mixed_sizes(rw, loc, input)?;
    let mut out: Vec<Bound> = result_shape.iter().map(|&d| Bound::Static(d)).collect();
    for (group_index, group) in groups.iter().enumerate() {
        let mut product = 1i64;
        let mut dynamic_at = None;
        for &i in group {
            let d = *result_shape.get(usize::try_from(i).ok()?)?;
            if d == DYNAMIC {
                if dynamic_at.is_some() {
                    return None;
                }
                dynamic_at = Some(i as usize);
            } else {
                product = product.saturating_mul(d);
            }
        }
        let Some(at) = dynamic_at else { continue };
        let Bound::Value(size) = *input_sizes.get(group_index)? else {
            return None;
        };
        let divisor = index::constant(rw, loc, product)?;
        out[at] = Bound::Value(index::binary(rw, loc, size, divisor, crate::arith::builders::divsi)?);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_follow_upstream() {
        assert_eq!(expanded_shape(&[2, 3, 4], &[6, -1]), vec![6, 4]);
        assert_eq!(expanded_shape(&[DYNAMIC, 4], &[2, 3]), vec![DYNAMIC, 3]);
        assert_eq!(collapsed_shape(&[2, 3, 4], &[6, 4]), vec![6, 4]);
        assert_eq!(collapsed_shape(&[2, 3], &[3, 2]), vec![6]);
        assert_eq!(reassociation(&[2, 3, 4], &[6, 4]), Some(vec![vec![0, 1], vec![2]]));
        assert_eq!(reassociation(&[1, 1], &[]), Some(vec![]));
    }
}
