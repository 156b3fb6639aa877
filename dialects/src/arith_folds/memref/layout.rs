//! Strided layouts of memref types (`MemRefType::getStridesAndOffset`)
//! for identity, `strided<>` and linear affine-map layouts.

use super::MemRef;
use ir::affine::{AffineExpr, AffineMap};
use ir::attrs::{Attr, AttrKind};
use ir::types::DYNAMIC;
use ir::{Context, Type};

/// A `strided<strides, offset: offset>` layout.
pub(crate) fn strided_layout(ctx: &Context, offset: i64, strides: Vec<i64>) -> Attr {
    ctx.get_attr(AttrKind::Strided { offset, strides })
}

/// The strides of the identity layout as `getStridesAndOffset` reports
/// them: contiguous, and dynamic outside of the first dynamic or empty
/// dimension (counting from the innermost).
fn identity_strides(shape: &[i64]) -> Vec<i64> {
    let mut out = vec![1; shape.len()];
    let mut running = 1i64;
    let mut poisoned = false;
    for (slot, &size) in out.iter_mut().zip(shape).rev() {
        *slot = if poisoned { DYNAMIC } else { running };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    out
}

/// A coefficient of a linear layout expression: a constant or `?`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Coef {
    Known(i64),
    Dynamic,
}

impl Coef {
    fn add(self, o: Coef) -> Coef {
        match (self, o) {
            (Coef::Known(a), Coef::Known(b)) => Coef::Known(a.wrapping_add(b)),
            _ => Coef::Dynamic,
        }
    }

    fn mul(self, o: Coef) -> Coef {
        match (self, o) {
            (Coef::Known(0), _) | (_, Coef::Known(0)) => Coef::Known(0),
            (Coef::Known(a), Coef::Known(b)) => Coef::Known(a.wrapping_mul(b)),
            _ => Coef::Dynamic,
        }
    }

    fn value(self) -> i64 {
        match self {
            Coef::Known(v) => v,
            Coef::Dynamic => DYNAMIC,
        }
    }
}

/// A layout expression as per-dimension coefficients and an offset.
#[derive(Clone, Debug)]
struct Linear {
    dims: Vec<Coef>,
    offset: Coef,
}

impl Linear {
    fn constant(rank: usize, offset: Coef) -> Linear {
        Linear {
            dims: vec![Coef::Known(0); rank],
            offset,
        }
    }

    fn has_dims(&self) -> bool {
        self.dims.iter().any(|&c| c != Coef::Known(0))
    }

    fn add(self, o: Linear) -> Linear {
        Linear {
            dims: self.dims.iter().zip(&o.dims).map(|(&a, &b)| a.add(b)).collect(),
            offset: self.offset.add(o.offset),
        }
    }

    fn scale(self, k: Coef) -> Linear {
        Linear {
            dims: self.dims.iter().map(|&c| c.mul(k)).collect(),
            offset: self.offset.mul(k),
        }
    }
}

/// `extractStrides` of `e` over `rank` dimensions: `None` for products of
/// dimensions and for `mod`/`floordiv`/`ceildiv` of non-constants.
fn linear(e: &AffineExpr, rank: usize) -> Option<Linear> {
    match e {
        AffineExpr::Dim(p) => {
            let mut l = Linear::constant(rank, Coef::Known(0));
            *l.dims.get_mut(*p as usize)? = Coef::Known(1);
            Some(l)
        }
        AffineExpr::Symbol(_) => Some(Linear::constant(rank, Coef::Dynamic)),
        AffineExpr::Constant(c) => Some(Linear::constant(rank, Coef::Known(*c))),
        AffineExpr::Add(l, r) => Some(linear(l, rank)?.add(linear(r, rank)?)),
        AffineExpr::Mul(l, r) => {
            let (l, r) = (linear(l, rank)?, linear(r, rank)?);
            match (l.has_dims(), r.has_dims()) {
                (true, true) => None,
                (true, false) => Some(l.scale(r.offset)),
                (false, _) => Some(r.scale(l.offset)),
            }
        }
        AffineExpr::Mod(..) | AffineExpr::FloorDiv(..) | AffineExpr::CeilDiv(..) => None,
    }
}

/// `getStridesAndOffset` of a single-result affine layout map.
fn map_strides(map: &AffineMap, rank: usize) -> Option<(Vec<i64>, i64)> {
    let [result] = map.results.as_slice() else {
        return None;
    };
    let l = linear(result, rank)?;
    Some((l.dims.iter().map(|c| c.value()).collect(), l.offset.value()))
}

/// `MemRefType::getStridesAndOffset`: the strides and offset of a ranked
/// memref's layout, `None` when it is not strided.
pub(crate) fn strides_and_offset(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let m = MemRef::of(ctx, ty)?;
    if m.identity_layout(ctx) {
        return Some((identity_strides(&m.shape), 0));
    }
    match m.layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::Strided { offset, strides }) => Some((strides.clone(), *offset)),
        Some(AttrKind::AffineMap(map)) => map_strides(map, m.shape.len()),
        _ => None,
    }
}
