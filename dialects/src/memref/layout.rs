//! Strided layouts of memref types, as MLIR 22's `BuiltinTypes.cpp` and
//! `MemRefOps.cpp` compute them: `getStridesAndOffset` (identity,
//! `strided<>` and affine-map layouts), `canonicalizeStridedLayout` and
//! `computeMemRefRankReductionMask`.
//!
//! Affine layout maps are simplified first (see [`crate::memref::simplify`]).

use std::collections::BTreeMap;

use ir::affine::{AffineExpr, AffineMap};
use ir::interfaces::MemRefLayoutAttrInterfaceRef;
use ir::types::DYNAMIC;
use ir::{Attr, AttrKind, Context, Type, TypeKind};

use crate::memref::simplify::simplify_affine_expr;

/// A memref's shape, element type, layout and memory space.
pub(crate) type MemRefParts = (Vec<i64>, Type, Option<Attr>, Option<Attr>);

/// The parts of a ranked memref type.
pub(crate) fn memref_parts(ctx: &Context, ty: Type) -> Option<MemRefParts> {
    crate::memref::folds::MemRef::of(ctx, ty).map(|m| (m.shape, m.element, m.layout, m.space))
}

/// `MemRefType::get(shape, element, layout, space)`.
pub(super) fn memref_of(
    ctx: &Context,
    shape: &[i64],
    element: Type,
    layout: Option<Attr>,
    space: Option<Attr>,
) -> Type {
    ctx.get_type(TypeKind::MemRef {
        shape: shape.to_vec(),
        element,
        layout,
        memory_space: space,
    })
}

/// Whether a memref layout is the identity: absent, or its
/// `MemRefLayoutAttrInterface::isIdentity` (an identity map; `strided<[1]>`, whose
/// map `(d0) -> (d0)` is the identity only for rank 1).
pub(super) fn identity_layout(ctx: &Context, layout: Option<Attr>) -> bool {
    layout.is_none_or(|a| {
        a.interface::<MemRefLayoutAttrInterfaceRef>(ctx)
            .is_some_and(|l| l.is_identity(ctx))
    })
}

/// `SaturatedInteger` product: 0 wins, then `?`.
pub(crate) fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// `SaturatedInteger` sum.
pub(crate) fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// A stride of the canonical (contiguous) layout: a constant, or the
/// symbol `s<k>` once an inner dimension is dynamic or empty.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CanonicalStride {
    Static(i64),
    Symbol(usize),
}

/// `makeCanonicalStridedLayoutExpr`'s strides, innermost dimension first
/// in the symbol numbering (a size that is not positive poisons the outer
/// strides).
fn canonical_strides(shape: &[i64]) -> Vec<CanonicalStride> {
    let mut out = vec![CanonicalStride::Static(1); shape.len()];
    let mut running = 1i64;
    let mut symbols = 0usize;
    let mut poisoned = false;
    for (slot, &size) in out.iter_mut().zip(shape).rev() {
        *slot = if poisoned {
            symbols += 1;
            CanonicalStride::Symbol(symbols - 1)
        } else {
            CanonicalStride::Static(running)
        };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    out
}

/// The identity layout's strides as `getStridesAndOffset` reports them.
fn identity_strides(shape: &[i64]) -> Vec<i64> {
    canonical_strides(shape)
        .into_iter()
        .map(|s| match s {
            CanonicalStride::Static(v) => v,
            CanonicalStride::Symbol(_) => DYNAMIC,
        })
        .collect()
}

/// `extractStrides`: splits `e` (times `factor`) into per-dimension
/// strides and an offset; `false` for `mod`, `floordiv` and `ceildiv`.
fn extract_strides(e: &AffineExpr, factor: &AffineExpr, strides: &mut [AffineExpr], offset: &mut AffineExpr) -> bool {
    match e {
        AffineExpr::Dim(p) => add_stride(strides, *p, factor.clone()),
        AffineExpr::Constant(_) | AffineExpr::Symbol(_) => {
            *offset = offset.clone().add(e.clone().mul(factor.clone()));
            true
        }
        AffineExpr::Add(l, r) => {
            extract_strides(l, factor, strides, offset) && extract_strides(r, factor, strides, offset)
        }
        AffineExpr::Mul(l, r) => match l.as_ref() {
            AffineExpr::Dim(p) => add_stride(strides, *p, r.as_ref().clone().mul(factor.clone())),
            _ if l.is_symbolic_or_constant() => {
                extract_strides(r, &factor.clone().mul(l.as_ref().clone()), strides, offset)
            }
            _ => extract_strides(l, &factor.clone().mul(r.as_ref().clone()), strides, offset),
        },
        _ => false,
    }
}

/// Adds `term` to the stride of dimension `pos`.
fn add_stride(strides: &mut [AffineExpr], pos: u32, term: AffineExpr) -> bool {
    match strides.get_mut(pos as usize) {
        Some(slot) => {
            *slot = slot.clone().add(term);
            true
        }
        None => false,
    }
}

/// The static value of an extracted stride or offset, once simplified
/// (`?` otherwise).
fn static_value(e: &AffineExpr, map: &AffineMap) -> i64 {
    simplify_affine_expr(e, map.num_dims as usize, map.num_symbols as usize)
        .as_constant()
        .unwrap_or(DYNAMIC)
}

/// `getStridesAndOffset` of an affine layout map over `rank` dimensions.
fn map_strides(map: &AffineMap, rank: usize) -> Option<(Vec<i64>, i64)> {
    let [result] = map.results.as_slice() else {
        return None;
    };
    let result = simplify_affine_expr(result, map.num_dims as usize, map.num_symbols as usize);
    let mut strides = vec![AffineExpr::Constant(0); rank];
    let mut offset = AffineExpr::Constant(0);
    if !extract_strides(&result, &AffineExpr::Constant(1), &mut strides, &mut offset) {
        return None;
    }
    let strides = strides.iter().map(|e| static_value(e, map)).collect();
    Some((strides, static_value(&offset, map)))
}

/// `MemRefType::getStridesAndOffset`: the strides and offset of a ranked
/// memref's layout, `None` when the layout is not strided.
pub(crate) fn strides_and_offset(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let (shape, _, layout, _) = memref_parts(ctx, ty)?;
    if identity_layout(ctx, layout) {
        return Some((identity_strides(&shape), 0));
    }
    let layout = layout?;
    match ctx.attr_kind(layout) {
        AttrKind::Strided { offset, strides } => Some((strides.clone(), *offset)),
        AttrKind::AffineMap(m) => map_strides(m, shape.len()),
        // Upstream's default `getStridesAndOffset`: the layout's affine map.
        _ => map_strides(
            &layout.interface::<MemRefLayoutAttrInterfaceRef>(ctx)?.affine_map(ctx),
            shape.len(),
        ),
    }
}

/// `makeCanonicalStridedLayoutExpr(shape)`, simplified.
fn canonical_layout_expr(shape: &[i64]) -> AffineExpr {
    let mut expr: Option<AffineExpr> = None;
    for (i, stride) in canonical_strides(shape).into_iter().enumerate().rev() {
        let stride = match stride {
            CanonicalStride::Static(v) => AffineExpr::Constant(v),
            CanonicalStride::Symbol(k) => AffineExpr::Symbol(k as u32),
        };
        let term = AffineExpr::Dim(i as u32).mul(stride);
        expr = Some(match expr {
            Some(e) => e.add(term),
            None => term,
        });
    }
    let symbols = canonical_strides(shape)
        .iter()
        .filter(|s| matches!(s, CanonicalStride::Symbol(_)))
        .count();
    simplify_affine_expr(&expr.unwrap_or(AffineExpr::Constant(0)), shape.len(), symbols)
}

/// `canonicalizeStridedLayout`: a layout whose simplified map is the
/// canonical contiguous one is dropped, other single-result layouts become
/// their simplified affine maps; identity maps, rank-0 types with a
/// symbolic offset and multi-result maps stay as they are.
pub(super) fn canonicalize_strided_layout(ctx: &Context, ty: Type) -> Type {
    let Some((shape, element, Some(layout), space)) = memref_parts(ctx, ty) else {
        return ty;
    };
    let map = match ctx.attr_kind(layout) {
        AttrKind::Strided { offset, strides } => AffineMap::strided_linear_layout(strides, *offset),
        AttrKind::AffineMap(m) => m.clone(),
        _ => return ty,
    };
    let [result] = map.results.as_slice() else {
        return ty;
    };
    if map.is_identity() {
        return ty;
    }
    let contiguous = memref_of(ctx, &shape, element, None, space);
    if map.num_dims == 0 && map.num_symbols == 0 {
        return if result.as_constant() == Some(0) {
            contiguous
        } else {
            ty
        };
    }
    if shape.is_empty() {
        return ty;
    }
    let simplified = simplify_affine_expr(result, map.num_dims as usize, map.num_symbols as usize);
    if simplified == canonical_layout_expr(&shape) {
        return contiguous;
    }
    let map = AffineMap::new(map.num_dims, map.num_symbols, vec![simplified]);
    memref_of(
        ctx,
        &shape,
        element,
        Some(ctx.get_attr(AttrKind::AffineMap(map))),
        space,
    )
}

/// `computeMemRefRankReductionMask`: which dimensions of `original` (with
/// the subview's static `sizes`, `DYNAMIC` where dynamic) are dropped in
/// `reduced`, told apart by their strides when several unit dimensions
/// could be; `None` when the strides do not tell.
pub(super) fn rank_reduction_mask(ctx: &Context, original: Type, reduced: Type, sizes: &[i64]) -> Option<Vec<bool>> {
    let (oshape, ..) = memref_parts(ctx, original)?;
    let (rshape, ..) = memref_parts(ctx, reduced)?;
    let mut unused: Vec<bool> = (0..oshape.len()).map(|i| sizes.get(i) == Some(&1)).collect();
    if oshape.len() == rshape.len() {
        return Some(vec![false; oshape.len()]);
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + rshape.len() == oshape.len() {
        return Some(unused);
    }
    let (ostrides, _) = strides_and_offset(ctx, original)?;
    let (rstrides, _) = strides_and_offset(ctx, reduced)?;
    let mut unaccounted = occurrences(&ostrides);
    let candidate = occurrences(&rstrides);
    for (dim, flag) in unused.iter_mut().enumerate() {
        if !*flag {
            continue;
        }
        let stride = ostrides.get(dim).copied().unwrap_or(DYNAMIC);
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                unaccounted.insert(stride, have - 1);
            }
            std::cmp::Ordering::Equal => *flag = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + rshape.len() == oshape.len()).then_some(unused)
}

/// Occurrence counts of the values of `v`.
fn occurrences(v: &[i64]) -> BTreeMap<i64, usize> {
    let mut m = BTreeMap::new();
    for &x in v {
        *m.entry(x).or_default() += 1;
    }
    m
}

/// `computeExpandedLayoutMap`: each source stride is expanded over its
/// reassociation group (the group's first dimension keeps it, the others
/// multiply in the sizes after them).
pub(super) fn expanded_layout(
    ctx: &Context,
    src: Type,
    result_shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let (src_strides, offset) = strides_and_offset(ctx, src)?;
    let mut reversed = Vec::with_capacity(result_shape.len());
    let mut sizes = result_shape.iter().rev();
    for (group, &stride) in groups.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in group {
            reversed.push(current);
            current = sat_mul(current, sizes.next().copied().unwrap_or(1));
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    Some((strides, offset))
}

/// `computeCollapsedLayoutMap` (not strict): each group takes the stride
/// of its last dimension of size other than 1 (dynamic when that size is),
/// and the dimensions of a group must be contiguous where the strides are
/// static.
pub(crate) fn collapsed_layout(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<(Vec<i64>, i64)> {
    collapsed_layout_with(ctx, src, groups, false)
}

/// `computeCollapsedLayoutMap`; `strict` also fails when a contiguity
/// check meets a dynamic stride (`isGuaranteedCollapsible`).
pub(crate) fn collapsed_layout_with(
    ctx: &Context,
    src: Type,
    groups: &[Vec<i64>],
    strict: bool,
) -> Option<(Vec<i64>, i64)> {
    let (shape, ..) = memref_parts(ctx, src)?;
    let (src_strides, offset) = strides_and_offset(ctx, src)?;
    let at = |v: &[i64], i: i64| usize::try_from(i).ok().and_then(|i| v.get(i).copied());
    let mut strides = Vec::with_capacity(groups.len());
    for group in groups {
        let mut kept: &[i64] = group;
        while let [rest @ .., last] = kept {
            if rest.is_empty() || at(&shape, *last) != Some(1) {
                break;
            }
            kept = rest;
        }
        let last = *kept.last()?;
        let size = at(&shape, last)?;
        strides.push(if size != DYNAMIC || kept.len() == 1 {
            at(&src_strides, last)?
        } else {
            DYNAMIC
        });
    }
    for (group, &result_stride) in groups.iter().zip(&strides).rev() {
        let mut stride = result_stride;
        for &idx in group.iter().skip(1).rev() {
            stride = sat_mul(stride, at(&shape, idx)?);
            // A dimension of size 1 has a meaningless stride: skipped, even
            // when strict.
            if at(&shape, idx.wrapping_sub(1)) == Some(1) {
                continue;
            }
            let src_stride = at(&src_strides, idx.wrapping_sub(1))?;
            if strict && (stride == DYNAMIC || src_stride == DYNAMIC) {
                return None;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((strides, offset))
}
