//! Constant folding of elementwise operations, as MLIR's `CommonFolders.h`
//! (`constFoldUnaryOp`, `constFoldBinaryOp` and their `Conditional`
//! variants): scalar operands give a scalar, splats a splat, other dense
//! elements are folded element by element; a poison operand is the result.

use super::consts::{self as c, mask, Cst, Scalar};
use super::float as fl;
use ir::attrs::Attr;
use ir::{Context, Type};

/// Elements of a constant as a list of `n` scalars (splats expanded).
pub fn expand(cst: &Cst, n: usize) -> Option<Vec<Scalar>> {
    match cst {
        Cst::Scalar(_, s) => Some(vec![*s; n.max(1)]),
        Cst::Elements(_, e, true) => Some(vec![*e.first()?; n.max(1)]),
        Cst::Elements(_, e, false) => (e.len() == n).then(|| e.clone()),
    }
}

/// `constFoldBinaryOpConditional`: both operands constant of the same type;
/// scalars give a scalar, splats a splat, other elements element-wise. The
/// result has type `res_ty` (the operands' type when `None`).
pub fn bin(
    ctx: &Context,
    ops: &[Option<Cst>],
    res_ty: Option<Type>,
    f: impl Fn(Scalar, Scalar) -> Option<Scalar>,
) -> Option<Attr> {
    let (a, b) = (ops.first()?.as_ref()?, ops.get(1)?.as_ref()?);
    if a.ty() != b.ty() {
        return None;
    }
    let ty = res_ty.unwrap_or(a.ty());
    match (a, b) {
        (Cst::Scalar(_, x), Cst::Scalar(_, y)) => c::scalar_attr(ctx, ty, f(*x, *y)?),
        (Cst::Elements(_, x, true), Cst::Elements(_, y, true)) => {
            let r = f(*x.first()?, *y.first()?)?;
            c::write(ctx, &Cst::Elements(ty, vec![r], true))
        }
        (Cst::Elements(_, x, _), Cst::Elements(_, y, _)) => {
            let n = x.len().max(y.len());
            let (x, y) = (expand(a, n)?, expand(b, n)?);
            let r: Option<Vec<Scalar>> = x.into_iter().zip(y).map(|(p, q)| f(p, q)).collect();
            c::write(ctx, &Cst::Elements(ty, r?, false))
        }
        _ => None,
    }
}

/// `constFoldUnaryOp` / `constFoldCastOp` with result type `res_ty`,
/// propagating a poison operand.
pub fn unary(ctx: &Context, ops: &Ops, res_ty: Type, f: impl Fn(Scalar) -> Option<Scalar>) -> Option<Attr> {
    if ops.poison.is_some() {
        return ops.poison;
    }
    match ops.first()?.as_ref()? {
        Cst::Scalar(_, x) => c::scalar_attr(ctx, res_ty, f(*x)?),
        Cst::Elements(_, x, splat) => {
            let r: Option<Vec<Scalar>> = x.iter().map(|s| f(*s)).collect();
            c::write(ctx, &Cst::Elements(res_ty, r?, *splat))
        }
    }
}

/// Integer binary fold over the bits (width, a, b), propagating a poison
/// operand (`constFoldBinaryOp<IntegerAttr>`).
pub fn int_bin(ctx: &Context, ops: &Ops, f: impl Fn(u32, u128, u128) -> Option<u128>) -> Option<Attr> {
    ops.poison.or_else(|| int_bin_raw(ctx, ops, f))
}

/// Integer binary fold over the bits, poison operands not folded.
pub fn int_bin_raw(ctx: &Context, ops: &[Option<Cst>], f: impl Fn(u32, u128, u128) -> Option<u128>) -> Option<Attr> {
    bin(ctx, ops, None, |x, y| match (x, y) {
        (Scalar::Int { width, bits: a }, Scalar::Int { bits: b, .. }) => Some(Scalar::Int {
            width,
            bits: f(width, a, b)? & mask(width),
        }),
        _ => None,
    })
}

/// Float binary fold, propagating a poison operand.
pub fn float_bin(ctx: &Context, ops: &Ops, f: impl Fn(ir::float::FloatKind, u128, u128) -> u128) -> Option<Attr> {
    if ops.poison.is_some() {
        return ops.poison;
    }
    bin(ctx, ops, None, |x, y| match (x, y) {
        (Scalar::Float { kind, bits: a }, Scalar::Float { bits: b, .. }) if fl::supported(kind) => {
            Some(Scalar::Float {
                kind,
                bits: f(kind, a, b),
            })
        }
        _ => None,
    })
}

/// A fold's operand constants, with its first poison operand (which the
/// constant-fold helpers return instead of folding).
pub struct Ops {
    /// The operands' constants (`None`: not constant).
    pub csts: Vec<Option<Cst>>,
    /// The first poison operand.
    pub poison: Option<Attr>,
}

impl std::ops::Deref for Ops {
    type Target = [Option<Cst>];
    fn deref(&self) -> &[Option<Cst>] {
        &self.csts
    }
}

/// The constants of a fold's operands, with the first poison among them.
pub fn ops_of(ctx: &Context, consts: &[Option<Attr>]) -> Ops {
    Ops {
        csts: c::operands(ctx, consts),
        poison: crate::ub::folds::first_poison(ctx, consts),
    }
}
