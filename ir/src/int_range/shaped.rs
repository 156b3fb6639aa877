//! The ranges of structural integer computations (upstream's
//! `InferIntRangeCommon.cpp`, `inferShapedDimOpInterface` and
//! `inferAffineExpr`): a dimension of a shaped value and an affine expression
//! of `index` values.

use super::bits::{from_signed, signed_max};
use super::infer::{add, ceil_div_s, floor_div_s, mul, OverflowFlags};
use super::ConstantIntRanges;
use crate::affine::AffineExpr;
use crate::types::DYNAMIC;

/// The width upstream computes affine expressions at (`indexMaxWidth`).
const INDEX_WIDTH: u32 = 64;

/// `inferShapedDimOpInterface`: the range of a `width`-bit dimension of a
/// value of `shape` (`None`: unranked) whose queried dimension index lies in
/// `maybe_dim` (`None`: not known): the union of the sizes of the dimensions it
/// may name, `[0, signed max]` for a dynamic one, an unranked shape or no
/// dimension at all.
pub fn shaped_dim(shape: Option<&[i64]>, width: u32, maybe_dim: Option<&ConstantIntRanges>) -> ConstantIntRanges {
    let any_size = ConstantIntRanges::from_signed(width, 0, signed_max(width));
    let Some(shape) = shape else {
        return any_size;
    };
    let mut min_dim: i128 = 0;
    let mut max_dim: i128 = shape.len() as i128 - 1;
    if let Some(dim) = maybe_dim {
        min_dim = min_dim.max(dim.smin_value());
        max_dim = max_dim.min(dim.smax_value());
    }
    let mut result: Option<ConstantIntRanges> = None;
    for i in min_dim.max(0)..=max_dim {
        let Some(&length) = usize::try_from(i).ok().and_then(|i| shape.get(i)) else {
            break;
        };
        let this = if length == DYNAMIC {
            any_size
        } else {
            ConstantIntRanges::constant(width, from_signed(width, i128::from(length)))
        };
        result = Some(result.map_or(this, |r| r.range_union(&this)));
    }
    result.unwrap_or(any_size)
}

/// `clampToPositive`: `val` with its lower bounds raised to 1.
fn clamp_to_positive(val: &ConstantIntRanges) -> ConstantIntRanges {
    let w = val.width();
    let umin = val.umin().max(1);
    let smin = if val.smin_value() < 1 { 1 } else { val.smin() };
    ConstantIntRanges::from_unsigned(w, umin, val.umax()).intersection(&ConstantIntRanges::from_signed(
        w,
        smin,
        val.smax(),
    ))
}

/// `inferAffineExpr`: the range of `expr` (computed at 64 bits) given the
/// ranges of its dimensions and symbols; `None` when it names a dimension or
/// symbol it is not given.
pub fn affine_expr(
    expr: &AffineExpr,
    dims: &[ConstantIntRanges],
    symbols: &[ConstantIntRanges],
) -> Option<ConstantIntRanges> {
    let nsw = OverflowFlags { nsw: true, nuw: false };
    let both = |l: &AffineExpr, r: &AffineExpr| Some((affine_expr(l, dims, symbols)?, affine_expr(r, dims, symbols)?));
    Some(match expr {
        AffineExpr::Constant(v) => ConstantIntRanges::constant(INDEX_WIDTH, from_signed(INDEX_WIDTH, i128::from(*v))),
        AffineExpr::Dim(pos) => *dims.get(*pos as usize)?,
        AffineExpr::Symbol(pos) => *symbols.get(*pos as usize)?,
        AffineExpr::Add(l, r) => {
            let (l, r) = both(l, r)?;
            add(&l, &r, nsw)
        }
        AffineExpr::Mul(l, r) => {
            let (l, r) = both(l, r)?;
            mul(&l, &r, nsw)
        }
        AffineExpr::Mod(l, r) => {
            let (l, r) = both(l, r)?;
            affine_mod(&l, &r)
        }
        AffineExpr::FloorDiv(l, r) => {
            let (l, r) = both(l, r)?;
            floor_div_s(&l, &clamp_to_positive(&r))
        }
        AffineExpr::CeilDiv(l, r) => {
            let (l, r) = both(l, r)?;
            ceil_div_s(&l, &clamp_to_positive(&r))
        }
    })
}

/// The `Mod` case of `inferAffineExpr` (Euclidean modulo by a positive
/// divisor): `[0, max(rhs) - 1]`, the dividend itself when it lies below
/// every divisor, or `[min % c, max % c]` for a constant divisor `c` wider
/// than the dividend's span. As in MLIR 22.1.8, the latter does not check
/// that the span stays within one period: `[14, 17] mod 8` gives the
/// unsigned bounds `[6, 1]` (later upstream also asks for equal quotients).
fn affine_mod(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let w = r.width();
    if r.smax() == 0 {
        return ConstantIntRanges::max_range(w);
    }
    let mask = super::unsigned_max(w);
    let (lmin, lmax, rmin, rmax) = (l.smin(), l.smax(), r.smin(), r.smax());
    let mut umin = 0;
    let mut umax = rmax.wrapping_sub(1) & mask;
    if r.smin_value() > 0 && l.smin_value() >= 0 && lmax < rmin {
        umin = lmin;
        umax = lmax;
    } else if rmin == rmax && l.smin_value() >= 0 && (lmax.wrapping_sub(lmin) & mask) < rmax {
        umin = lmin % rmax;
        umax = lmax % rmax;
    }
    ConstantIntRanges::from_unsigned(w, umin, umax)
}
