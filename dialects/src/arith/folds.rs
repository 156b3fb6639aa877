//! The arith folders, as upstream MLIR 22 folds (`ArithOps.cpp`): constant
//! folding of integer and float operations (scalars, splats and dense
//! elements), the algebraic identities upstream applies (`x + 0`, `x * 1`,
//! `x * 0`, `x - x`, `and(x, not x)`, ...), and in-place updates (cast
//! chains, `cmpi` with a constant on the left).

use super::ops::{
    AddIOpFoldAdaptor, AddIOpView, AndIOpView, CmpIOpView, ConstantOpView, ExtSIOp, ExtSIOpView, ExtUIOp, ExtUIOpView,
    MulIOpFoldAdaptor, MulIOpView, NegFOp, SelectOpView, SubIOpFoldAdaptor, SubIOpView, TruncFOp, TruncIOpView,
    XOrIOpView,
};
use crate::common::const_fold::{bin, expand, float_bin, int_bin, int_bin_raw, ops_of, unary};
use crate::common::consts::{self as c, mask, sext, Cst, Scalar};
use crate::common::float as fl;
use ir::attrs::Attr;
use ir::ods::{FoldResult, TypedOp};
use ir::{Context, IrArena, OpId, Type, Use, Value};

/// A fold's result list.
pub type Folded = Option<Vec<FoldResult>>;

fn attr(a: Option<Attr>) -> Folded {
    a.map(|a| vec![FoldResult::Attr(a)])
}

fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

fn lhs(a: &IrArena, op: OpId) -> Value {
    a.operand(op, 0)
}

fn rhs(a: &IrArena, op: OpId) -> Value {
    a.operand(op, 1)
}

fn result_type(a: &IrArena, op: OpId) -> Option<Type> {
    a.result_types(op).next()
}

/// A zero attribute of type `ty` (`Builder::getZeroAttr`).
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attr> {
    let elem = c::element_type(ctx, ty);
    if c::int_width(ctx, elem).is_none() && c::float_kind(ctx, elem).is_none() {
        return None;
    }
    let zero = 0;
    if c::is_shaped(ctx, ty) {
        c::dense_attr(ctx, ty, &[zero])
    } else if c::int_width(ctx, ty).is_some() {
        c::int_attr(ctx, ty, 0)
    } else {
        Some(c::float_attr(ctx, ty, 0))
    }
}

/// `getBoolAttribute`: `true`/`false`, or a splat of it for a shaped type.
fn bool_attr(ctx: &Context, ty: Type, v: bool) -> Option<Attr> {
    if c::is_shaped(ctx, ty) {
        if !matches!(
            ctx.type_kind(ty),
            ir::TypeKind::Vector { .. } | ir::TypeKind::RankedTensor { .. }
        ) {
            return None;
        }
        c::dense_attr(ctx, ty, &[u128::from(v)])
    } else {
        Some(ctx.get_attr(ir::AttrKind::Bool(v)))
    }
}

/// `getI1SameShape`.
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.int_type(1);
    match ctx.type_kind(ty).clone() {
        ir::TypeKind::Vector { shape, scalable, .. } => ctx.get_type(ir::TypeKind::Vector {
            shape,
            scalable,
            element: i1,
        }),
        ir::TypeKind::RankedTensor { shape, encoding, .. } => ctx.get_type(ir::TypeKind::RankedTensor {
            shape,
            element: i1,
            encoding,
        }),
        ir::TypeKind::UnrankedTensor { .. } => ctx.get_type(ir::TypeKind::UnrankedTensor { element: i1 }),
        _ => i1,
    }
}

/// The constant a fold adaptor gives, read (`None` when not constant).
fn read(ctx: &Context, constant: Option<Attr>) -> Option<Cst> {
    constant.and_then(|k| c::read(ctx, k))
}

fn rhs_cst(ops: &[Option<Cst>]) -> Option<&Cst> {
    ops.get(1).and_then(|o| o.as_ref())
}

// ----- constant -----

/// `arith.constant`: its value.
pub fn constant(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    attr(c::prop(ctx, a, op, "value"))
}

// ----- integer arithmetic -----

/// `arith.addi`.
pub fn addi(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let add = AddIOpView::cast(ctx, a, op)?;
    let adaptor = AddIOpFoldAdaptor::new(ctx, a, op, consts);
    if c::is_zero_int(read(ctx, adaptor.rhs()).as_ref()) {
        return value(add.lhs());
    }
    let ops = ops_of(ctx, consts);
    // (a - b) + b -> a, b + (a - b) -> a
    for (x, other) in [(add.lhs(), add.rhs()), (add.rhs(), add.lhs())] {
        if let Some(sub) = SubIOpView::defining(ctx, a, x) {
            if other == sub.rhs() {
                return value(sub.lhs());
            }
        }
    }
    attr(int_bin(ctx, &ops, |_, x, y| Some(x.wrapping_add(y))))
}

/// `arith.subi`.
pub fn subi(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let sub = SubIOpView::cast(ctx, a, op)?;
    let ops = ops_of(ctx, consts);
    if sub.lhs() == sub.rhs() {
        let ty = result_type(a, op)?;
        let static_shape = ctx
            .type_kind(ty)
            .shape()
            .is_none_or(|s| s.iter().all(|&d| d != ir::types::DYNAMIC));
        let dynamic_tensor = matches!(ctx.type_kind(ty), ir::TypeKind::UnrankedTensor { .. });
        if static_shape && !dynamic_tensor {
            if let Some(z) = zero_attr(ctx, ty) {
                return attr(Some(z));
            }
        }
    }
    if c::is_zero_int(read(ctx, SubIOpFoldAdaptor::new(ctx, a, op, consts).rhs()).as_ref()) {
        return value(sub.lhs());
    }
    // (a + b) - b -> a, (a + b) - a -> b
    if let Some(add) = AddIOpView::defining(ctx, a, sub.lhs()) {
        if sub.rhs() == add.rhs() {
            return value(add.lhs());
        }
        if sub.rhs() == add.lhs() {
            return value(add.rhs());
        }
    }
    attr(int_bin(ctx, &ops, |_, x, y| Some(x.wrapping_sub(y))))
}

/// `arith.muli`.
pub fn muli(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let mul = MulIOpView::cast(ctx, a, op)?;
    let rhs_const = read(ctx, MulIOpFoldAdaptor::new(ctx, a, op, consts).rhs());
    if c::is_zero_int(rhs_const.as_ref()) {
        return value(mul.rhs());
    }
    if c::is_one_int(rhs_const.as_ref()) {
        return value(mul.lhs());
    }
    let ops = ops_of(ctx, consts);
    attr(int_bin(ctx, &ops, |_, x, y| Some(x.wrapping_mul(y))))
}

/// `(a * b) / b -> a` when the multiplication has the overflow flag.
fn fold_div_mul(ctx: &Context, a: &IrArena, op: OpId, signed: bool) -> Option<Value> {
    let mul = MulIOpView::defining(ctx, a, lhs(a, op))?;
    let (nsw, nuw) = c::overflow_flags(ctx, mul.overflow_flags_attr());
    if !(if signed { nsw } else { nuw }) {
        return None;
    }
    let r = rhs(a, op);
    if mul.lhs() == r {
        return Some(mul.rhs());
    }
    if mul.rhs() == r {
        return Some(mul.lhs());
    }
    None
}

/// `arith.divui`.
pub fn divui(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if c::is_one_int(rhs_cst(&ops)) {
        return value(lhs(a, op));
    }
    if let Some(v) = fold_div_mul(ctx, a, op, false) {
        return value(v);
    }
    attr(int_bin(ctx, &ops, |_, x, y| x.checked_div(y)))
}

/// Signed division with overflow check (`sdiv_ov`).
fn sdiv(w: u32, x: u128, y: u128) -> Option<i128> {
    if w == 0 || w >= 128 {
        return None;
    }
    let (sx, sy) = (sext(w, x), sext(w, y));
    if sy == 0 {
        return None;
    }
    let min = if w >= 128 { i128::MIN } else { -(1i128 << (w - 1)) };
    if sx == min && sy == -1 {
        return None;
    }
    Some(sx / sy)
}

/// `arith.divsi`.
pub fn divsi(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if c::is_one_int(rhs_cst(&ops)) {
        return value(lhs(a, op));
    }
    if let Some(v) = fold_div_mul(ctx, a, op, true) {
        return value(v);
    }
    attr(int_bin(ctx, &ops, |w, x, y| sdiv(w, x, y).map(|q| q as u128)))
}

/// `arith.ceildivui`.
pub fn ceildivui(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if c::is_one_int(rhs_cst(&ops)) {
        return value(lhs(a, op));
    }
    attr(int_bin(ctx, &ops, |w, x, y| {
        if y == 0 {
            return None;
        }
        let q = x / y;
        if x % y == 0 {
            return Some(q);
        }
        let r = q + 1;
        (r <= mask(w)).then_some(r)
    }))
}

fn in_signed_range(w: u32, v: i128) -> bool {
    if w >= 128 {
        return true;
    }
    if w == 0 {
        return v == 0;
    }
    let min = -(1i128 << (w - 1));
    let max = (1i128 << (w - 1)) - 1;
    (min..=max).contains(&v)
}

/// `arith.ceildivsi`.
pub fn ceildivsi(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if c::is_one_int(rhs_cst(&ops)) {
        return value(lhs(a, op));
    }
    attr(int_bin(ctx, &ops, |w, x, y| {
        if w == 0 || w >= 128 {
            return None;
        }
        let (sx, sy) = (sext(w, x), sext(w, y));
        if sy == 0 {
            return None;
        }
        if sx == 0 {
            return Some(0);
        }
        // Every intermediate step of upstream's computation must fit.
        let ceil_nonneg = |p: i128, q: i128| -> Option<i128> {
            let t = p - 1;
            if !in_signed_range(w, t) {
                return None;
            }
            let d = t / q;
            let r = d + 1;
            in_signed_range(w, r).then_some(r)
        };
        let r = match (sx > 0, sy > 0) {
            (true, true) => ceil_nonneg(sx, sy)?,
            (false, false) => {
                let (px, py) = (-sx, -sy);
                if !in_signed_range(w, px) || !in_signed_range(w, py) {
                    return None;
                }
                ceil_nonneg(px, py)?
            }
            (false, true) => {
                let px = -sx;
                if !in_signed_range(w, px) {
                    return None;
                }
                let d = px / sy;
                let r = -d;
                if !in_signed_range(w, r) {
                    return None;
                }
                r
            }
            (true, false) => {
                let py = -sy;
                if !in_signed_range(w, py) {
                    return None;
                }
                let d = sx / py;
                let r = -d;
                if !in_signed_range(w, r) {
                    return None;
                }
                r
            }
        };
        Some(r as u128)
    }))
}

/// `arith.floordivsi`.
pub fn floordivsi(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if c::is_one_int(rhs_cst(&ops)) {
        return value(lhs(a, op));
    }
    // Upstream's flag is set by a zero divisor but *assigned* by
    // `APInt::sfloordiv_ov` for the other elements, so only the last
    // element's overflow or zero divisor decides (a zero divisor yields the
    // dividend, `MIN / -1` wraps); the fold is dropped when it is set.
    let failed = std::cell::Cell::new(false);
    let folded = int_bin(ctx, &ops, |w, x, y| {
        let (sx, sy) = (sext(w, x), sext(w, y));
        if sy == 0 {
            failed.set(true);
            return Some(x);
        }
        let min = -(1i128 << (w - 1));
        let overflow = sx == min && sy == -1;
        failed.set(overflow);
        let q = if overflow { min } else { sx / sy };
        let floor = if q.wrapping_mul(sy) != sx && ((sx < 0) != (sy < 0)) {
            q - 1
        } else {
            q
        };
        Some(floor as u128)
    });
    if failed.get() {
        return None;
    }
    attr(folded)
}

/// `arith.remui`.
pub fn remui(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if c::is_one_int(rhs_cst(&ops)) {
        return attr(zero_attr(ctx, result_type(a, op)?));
    }
    attr(int_bin(ctx, &ops, |_, x, y| if y == 0 { None } else { Some(x % y) }))
}

/// `arith.remsi`.
pub fn remsi(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if c::is_one_int(rhs_cst(&ops)) {
        return attr(zero_attr(ctx, result_type(a, op)?));
    }
    attr(int_bin(ctx, &ops, |w, x, y| {
        let (sx, sy) = (sext(w, x), sext(w, y));
        if sy == 0 {
            return None;
        }
        Some(sx.checked_rem(sy).unwrap_or(0) as u128)
    }))
}

/// The xor-with-all-ones op defining `v` whose other operand is `x`
/// (`m_Op<XOrIOp>(m_Val(x), m_ConstantInt(allOnes))`).
fn is_not_of<'a>(
    ctx: &'a Context,
    a: &'a IrArena,
    v: Value,
    x: Value,
    table: &dyn Fn(Value) -> Option<Cst>,
) -> Option<XOrIOpView<'a>> {
    let xor = XOrIOpView::defining(ctx, a, v)?;
    if xor.lhs() != x {
        return None;
    }
    let k = table(xor.rhs())?;
    c::is_all_ones(Some(&k)).then_some(xor)
}

/// The constant defining `v` through its ConstantLike `arith.constant`.
fn const_of(ctx: &Context, a: &IrArena, v: Value) -> Option<Cst> {
    c::read(ctx, ConstantOpView::defining(ctx, a, v)?.value_attr()?)
}

/// `arith.andi`.
pub fn andi(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let and = AndIOpView::cast(ctx, a, op)?;
    let (l, r) = (and.lhs(), and.rhs());
    let ops = ops_of(ctx, consts);
    if c::is_zero_int(rhs_cst(&ops)) {
        return value(r);
    }
    if c::is_all_ones(rhs_cst(&ops)) {
        return value(l);
    }
    let cf = |v: Value| const_of(ctx, a, v);
    if is_not_of(ctx, a, r, l, &cf).is_some() || is_not_of(ctx, a, l, r, &cf).is_some() {
        return attr(zero_attr(ctx, a.value_type(and.result())));
    }
    // and(and(x, y), x) -> and(x, y), either side
    for (p, other) in [(l, r), (r, l)] {
        if let Some(prev) = AndIOpView::defining(ctx, a, p) {
            if other == prev.lhs() || other == prev.rhs() {
                return value(prev.result());
            }
        }
    }
    attr(int_bin(ctx, &ops, |_, x, y| Some(x & y)))
}

/// `arith.ori`.
pub fn ori(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let or = super::ops::OrIOpView::cast(ctx, a, op)?;
    let (l, r) = (or.lhs(), or.rhs());
    let ops = ops_of(ctx, consts);
    if let Some((w, v)) = rhs_cst(&ops).and_then(|k| k.int_value()) {
        if v == 0 {
            return value(l);
        }
        if v == mask(w) {
            return attr(consts.get(1).copied().flatten());
        }
    }
    // or(x, xor(x, -1)) -> -1, either side
    let cf = |v: Value| const_of(ctx, a, v);
    if let Some(xor) = is_not_of(ctx, a, r, l, &cf).or_else(|| is_not_of(ctx, a, l, r, &cf)) {
        return value(xor.rhs());
    }
    attr(int_bin(ctx, &ops, |_, x, y| Some(x | y)))
}

/// `arith.xori`.
pub fn xori(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let xor = XOrIOpView::cast(ctx, a, op)?;
    let (l, r) = (xor.lhs(), xor.rhs());
    let ops = ops_of(ctx, consts);
    if c::is_zero_int(rhs_cst(&ops)) {
        return value(l);
    }
    if l == r {
        return attr(zero_attr(ctx, a.value_type(xor.result())));
    }
    // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x, and with the sides swapped
    for (p, other) in [(l, r), (r, l)] {
        if let Some(prev) = XOrIOpView::defining(ctx, a, p) {
            if prev.rhs() == other {
                return value(prev.lhs());
            }
            if prev.lhs() == other {
                return value(prev.rhs());
            }
        }
    }
    attr(int_bin(ctx, &ops, |_, x, y| Some(x ^ y)))
}

/// Shift folding: APInt shifts (an amount of at least the width shifts
/// everything out), folded when the last amount evaluated is in range
/// (upstream's `bounded` flag, set per element, the last one deciding).
fn shift(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>], f: fn(u32, u128, u32) -> u128) -> Folded {
    let ops = ops_of(ctx, consts);
    if c::is_zero_int(rhs_cst(&ops)) {
        return value(lhs(a, op));
    }
    let bounded = std::cell::Cell::new(false);
    let folded = int_bin_raw(ctx, &ops, |w, x, y| {
        bounded.set(y < u128::from(w));
        Some(f(w, x, u32::try_from(y.min(u128::from(w))).unwrap_or(w)))
    });
    if bounded.get() {
        attr(folded)
    } else {
        None
    }
}

/// `arith.shli`.
pub fn shli(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    shift(ctx, a, op, consts, |_, x, s| x.checked_shl(s).unwrap_or(0))
}

/// `arith.shrui`.
pub fn shrui(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    shift(ctx, a, op, consts, |_, x, s| x.checked_shr(s).unwrap_or(0))
}

/// `arith.shrsi`.
pub fn shrsi(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    shift(ctx, a, op, consts, |w, x, s| (sext(w, x) >> s.min(127)) as u128)
}

fn minmax(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>], signed: bool, max: bool) -> Folded {
    if lhs(a, op) == rhs(a, op) {
        return value(rhs(a, op));
    }
    let ops = ops_of(ctx, consts);
    if let Some((w, v)) = rhs_cst(&ops).and_then(|k| k.int_value()) {
        let (smax, smin) = (mask(w) >> 1, (mask(w) >> 1) + 1);
        let (top, bottom) = match (signed, max) {
            (true, true) => (smax, smin),
            (true, false) => (smin, smax),
            (false, true) => (mask(w), 0),
            (false, false) => (0, mask(w)),
        };
        if w > 0 && v == top {
            return value(rhs(a, op));
        }
        if w > 0 && v == bottom {
            return value(lhs(a, op));
        }
    }
    attr(int_bin(ctx, &ops, |w, x, y| {
        let x_wins = if signed {
            if max {
                sext(w, x) >= sext(w, y)
            } else {
                sext(w, x) <= sext(w, y)
            }
        } else if max {
            x >= y
        } else {
            x <= y
        };
        Some(if x_wins { x } else { y })
    }))
}

/// `arith.maxsi`.
pub fn maxsi(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    minmax(ctx, a, op, k, true, true)
}
/// `arith.minsi`.
pub fn minsi(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    minmax(ctx, a, op, k, true, false)
}
/// `arith.maxui`.
pub fn maxui(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    minmax(ctx, a, op, k, false, true)
}
/// `arith.minui`.
pub fn minui(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    minmax(ctx, a, op, k, false, false)
}

// ----- comparisons and select -----

/// `applyCmpPredicate` for integers; predicates numbered as `arith.cmpi`.
pub fn cmpi_apply(pred: i64, w: u32, x: u128, y: u128) -> Option<bool> {
    let (sx, sy) = (sext(w, x), sext(w, y));
    Some(match pred {
        0 => x == y,
        1 => x != y,
        2 => sx < sy,
        3 => sx <= sy,
        4 => sx > sy,
        5 => sx >= sy,
        6 => x < y,
        7 => x <= y,
        8 => x > y,
        9 => x >= y,
        _ => return None,
    })
}

/// `src`, the operand of an extension, if it is an i1 (or a vector of them).
fn ext_of_i1(ctx: &Context, a: &IrArena, src: Option<Value>) -> Option<Value> {
    let src = src?;
    let ty = a.value_type(src);
    let width = match ctx.type_kind(ty) {
        ir::TypeKind::Integer { width, .. } => Some(*width),
        ir::TypeKind::Vector { element, .. } => match ctx.type_kind(*element) {
            ir::TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    };
    (width == Some(1)).then_some(src)
}

/// `arith.cmpi` (may swap its operands in place).
pub fn cmpi(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let pred = c::int_attr_value(ctx, c::prop(ctx, a, op, "predicate"))?;
    let ty = result_type(a, op)?;
    if lhs(a, op) == rhs(a, op) {
        return attr(bool_attr(ctx, ty, matches!(pred, 0 | 3 | 5 | 7 | 9)));
    }
    let ops = ops_of(ctx, consts);
    let lhs_is_i1 = c::int_width(ctx, c::element_type(ctx, a.value_type(lhs(a, op)))) == Some(1)
        && matches!(
            ctx.type_kind(c::element_type(ctx, a.value_type(lhs(a, op)))),
            ir::TypeKind::Integer { .. }
        );
    if c::is_zero_int(rhs_cst(&ops)) && pred == 1 {
        if let Some(x) = ext_of_i1(ctx, a, ExtSIOp::defining(ctx, a, lhs(a, op)).map(|e| e.in_(ctx, a))) {
            return value(x);
        }
        if let Some(x) = ext_of_i1(ctx, a, ExtUIOp::defining(ctx, a, lhs(a, op)).map(|e| e.in_(ctx, a))) {
            return value(x);
        }
        if lhs_is_i1 {
            return value(lhs(a, op));
        }
    }
    if c::is_one_int(rhs_cst(&ops)) && pred == 0 && lhs_is_i1 {
        return value(lhs(a, op));
    }
    if consts.first().copied().flatten().is_some() && consts.get(1).copied().flatten().is_none() {
        let swapped = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        let pty = c::prop(ctx, a, op, "predicate").and_then(|p| match ctx.attr_kind(p) {
            ir::AttrKind::Integer { ty, .. } => Some(*ty),
            _ => None,
        })?;
        let pattr = ctx.get_attr(ir::AttrKind::Integer {
            ty: pty,
            value: ir::apint::ApInt::from_u128(64, swapped as u128),
        });
        c::set_prop(ctx, a, op, "predicate", pattr);
        let (l, r) = (lhs(a, op), rhs(a, op));
        a.set_operand(Use { op, operand: 0 }, r);
        a.set_operand(Use { op, operand: 1 }, l);
        return value(a.result(op, 0));
    }
    let l = ops.first()?.as_ref()?;
    let res_ty = i1_same_shape(ctx, l.ty());
    attr(bin(ctx, &ops, Some(res_ty), |x, y| match (x, y) {
        (Scalar::Int { width, bits: p }, Scalar::Int { bits: q, .. }) => Some(Scalar::Int {
            width: 1,
            bits: u128::from(cmpi_apply(pred, width, p, q)?),
        }),
        _ => None,
    }))
}

/// `applyCmpPredicate` for floats; predicates numbered as `arith.cmpf`.
pub fn cmpf_apply(pred: i64, x: f64, y: f64) -> Option<bool> {
    use std::cmp::Ordering::*;
    let o = x.partial_cmp(&y);
    let un = o.is_none();
    Some(match pred {
        0 => false,
        1 => o == Some(Equal),
        2 => o == Some(Greater),
        3 => matches!(o, Some(Greater | Equal)),
        4 => o == Some(Less),
        5 => matches!(o, Some(Less | Equal)),
        6 => !un && o != Some(Equal),
        7 => !un,
        8 => un || o == Some(Equal),
        9 => un || o == Some(Greater),
        10 => un || matches!(o, Some(Greater | Equal)),
        11 => un || o == Some(Less),
        12 => un || matches!(o, Some(Less | Equal)),
        13 => o != Some(Equal),
        14 => un,
        15 => true,
        _ => return None,
    })
}

/// `arith.cmpf`.
pub fn cmpf(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let pred = c::int_attr_value(ctx, c::prop(ctx, a, op, "predicate"))?;
    let scalar = |i: usize| match consts.get(i).copied().flatten().and_then(|k| c::read(ctx, k)) {
        Some(Cst::Scalar(_, Scalar::Float { kind, bits })) if fl::supported(kind) => Some((kind, bits)),
        _ => None,
    };
    let (mut l, mut r) = (scalar(0), scalar(1));
    if let Some((k, b)) = l {
        if fl::is_nan(k, b) {
            r = l;
        }
    }
    if let Some((k, b)) = r {
        if fl::is_nan(k, b) {
            l = r;
        }
    }
    let ((lk, lb), (rk, rb)) = (l?, r?);
    let v = cmpf_apply(pred, fl::to_f64(lk, lb), fl::to_f64(rk, rb))?;
    attr(Some(ctx.get_attr(ir::AttrKind::Bool(v))))
}

/// `arith.select`.
pub fn select(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let select = SelectOpView::cast(ctx, a, op)?;
    let (cond, t, f) = (select.condition(), select.true_value(), select.false_value());
    if t == f {
        return value(t);
    }
    let ops = ops_of(ctx, consts);
    let cc = ops.first().and_then(|o| o.as_ref());
    if c::is_one_int(cc) {
        return value(t);
    }
    if c::is_zero_int(cc) {
        return value(f);
    }
    if crate::ub::folds::operand_is_poison(ctx, consts, 1) {
        return value(f);
    }
    if crate::ub::folds::operand_is_poison(ctx, consts, 2) {
        return value(t);
    }
    let ty = a.value_type(select.result());
    let is_i1 = matches!(
        ctx.type_kind(ty),
        ir::TypeKind::Integer {
            width: 1,
            signedness: ir::Signedness::Signless
        }
    );
    if is_i1
        && c::is_one_int(ops.get(1).and_then(|o| o.as_ref()))
        && c::is_zero_int(ops.get(2).and_then(|o| o.as_ref()))
    {
        return value(cond);
    }
    // select(cmpi eq/ne (t, f), t, f) -> f / t
    if let Some(cmp) = CmpIOpView::defining(ctx, a, cond) {
        let pred = c::int_attr_value(ctx, cmp.predicate_attr());
        if pred == Some(0) || pred == Some(1) {
            let (cl, cr) = (cmp.lhs(), cmp.rhs());
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return value(if pred == Some(1) { t } else { f });
            }
        }
    }
    // Non-splat constant condition over constant operands.
    if let (Some(Cst::Elements(_, cv, false)), Some(tv), Some(fv)) = (
        ops.first().and_then(|o| o.clone()),
        ops.get(1).and_then(|o| o.clone()),
        ops.get(2).and_then(|o| o.clone()),
    ) {
        if let (Cst::Elements(tt, _, _), Cst::Elements(..)) = (&tv, &fv) {
            let n = cv.len();
            let (te, fe) = (expand(&tv, n)?, expand(&fv, n)?);
            let out: Vec<Scalar> = cv
                .iter()
                .zip(te.into_iter().zip(fe))
                .map(|(cb, (x, y))| match cb {
                    Scalar::Int { bits, .. } if *bits != 0 => x,
                    _ => y,
                })
                .collect();
            return attr(c::write(ctx, &Cst::Elements(*tt, out, false)));
        }
    }
    None
}

// ----- casts -----

fn res_elem_width(ctx: &Context, a: &IrArena, op: OpId) -> Option<u32> {
    c::int_width(ctx, c::element_type(ctx, result_type(a, op)?))
}

fn int_cast(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>], f: impl Fn(u32, u128) -> u128) -> Folded {
    let ops = ops_of(ctx, consts);
    let res_ty = result_type(a, op)?;
    let out_w = res_elem_width(ctx, a, op)?;
    attr(unary(ctx, &ops, res_ty, |s| match s {
        Scalar::Int { width, bits } => Some(Scalar::Int {
            width: out_w,
            bits: f(width, bits) & mask(out_w),
        }),
        Scalar::Float { .. } => None,
    }))
}

/// `arith.extui` (may update its operand in place).
pub fn extui(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let ext = ExtUIOpView::cast(ctx, a, op)?;
    // extui(extui(x)) -> extui(x)
    if let Some(src) = ExtUIOpView::defining(ctx, a, ext.in_()).map(|inner| inner.in_()) {
        let ext = ext.handle;
        ext.set_in(ctx, a, src);
        return value(ext.out(ctx, a));
    }
    int_cast(ctx, a, op, consts, |_, x| x)
}

/// `arith.extsi` (may update its operand in place).
pub fn extsi(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let ext = ExtSIOpView::cast(ctx, a, op)?;
    // extsi(extsi(x)) -> extsi(x)
    if let Some(src) = ExtSIOpView::defining(ctx, a, ext.in_()).map(|inner| inner.in_()) {
        let ext = ext.handle;
        ext.set_in(ctx, a, src);
        return value(ext.out(ctx, a));
    }
    int_cast(ctx, a, op, consts, |w, x| sext(w, x) as u128)
}

/// `arith.trunci` (may update its operand in place).
pub fn trunci(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let trunc = TruncIOpView::cast(ctx, a, op)?;
    let (operand, out) = (trunc.in_(), trunc.out());
    let trunc = trunc.handle;
    // trunci(ext(x)): a narrower truncation of x, or x itself
    let ext_src = ExtUIOpView::defining(ctx, a, operand)
        .map(|ext| ext.in_())
        .or_else(|| ExtSIOpView::defining(ctx, a, operand).map(|ext| ext.in_()));
    if let Some(src) = ext_src {
        let src_elem = c::element_type(ctx, a.value_type(src));
        let dst_elem = c::element_type(ctx, a.value_type(out));
        let (sw, dw) = (c::int_width(ctx, src_elem), c::int_width(ctx, dst_elem));
        if let (Some(sw), Some(dw)) = (sw, dw) {
            if sw > dw {
                trunc.set_in(ctx, a, src);
                return value(out);
            }
        }
        if src_elem == dst_elem {
            return value(src);
        }
    }
    // trunci(trunci(x)) -> trunci(x)
    if let Some(src) = TruncIOpView::defining(ctx, a, operand).map(|inner| inner.in_()) {
        trunc.set_in(ctx, a, src);
        return value(out);
    }
    int_cast(ctx, a, op, consts, |_, x| x)
}

/// `arith.index_cast`.
pub fn index_cast(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    int_cast(ctx, a, op, consts, |w, x| sext(w, x) as u128)
}

/// `arith.index_castui`.
pub fn index_castui(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    int_cast(ctx, a, op, consts, |_, x| x)
}

/// `arith.bitcast`.
pub fn bitcast(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let res_ty = result_type(a, op)?;
    let elem = c::element_type(ctx, res_ty);
    let to = |bits: u128| -> Option<Scalar> {
        if let Some(width) = c::int_width(ctx, elem) {
            return Some(Scalar::Int { width, bits });
        }
        c::float_kind(ctx, elem).map(|kind| Scalar::Float { kind, bits })
    };
    let ops = ops_of(ctx, consts);
    if c::is_shaped(ctx, res_ty) && !matches!(ops.first(), Some(Some(Cst::Elements(..)))) {
        return None;
    }
    attr(unary(ctx, &ops, res_ty, |s| match s {
        Scalar::Int { bits, .. } | Scalar::Float { bits, .. } => to(bits),
    }))
}

// ----- floats -----

fn float_rhs(ops: &[Option<Cst>]) -> Option<(ir::float::FloatKind, u128)> {
    rhs_cst(ops).and_then(|k| k.float_value())
}

/// `arith.addf`.
pub fn addf(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if let Some((k, b)) = float_rhs(&ops) {
        if b == fl::sign_bit(k) {
            return value(lhs(a, op));
        }
    }
    attr(float_bin(ctx, &ops, |k, x, y| fl::binary(k, x, y, |p, q| p + q)))
}

/// `arith.subf`.
pub fn subf(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if let Some((_, 0)) = float_rhs(&ops) {
        return value(lhs(a, op));
    }
    attr(float_bin(ctx, &ops, |k, x, y| fl::binary(k, x, y, |p, q| p - q)))
}

fn is_float_one(ops: &[Option<Cst>]) -> bool {
    float_rhs(ops).is_some_and(|(k, b)| fl::supported(k) && !fl::is_nan(k, b) && fl::to_f64(k, b) == 1.0)
}

/// `arith.mulf`.
pub fn mulf(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if is_float_one(&ops) {
        return value(lhs(a, op));
    }
    let fm = c::fastmath_text(ctx, c::prop(ctx, a, op, "fastmath"));
    let flag = |f: &str| fm.split(',').any(|x| x.trim() == f || x.trim() == "fast");
    if flag("nnan") && flag("nsz") && float_rhs(&ops).is_some_and(|(k, b)| fl::is_zero(k, b)) {
        return value(rhs(a, op));
    }
    attr(float_bin(ctx, &ops, |k, x, y| fl::binary(k, x, y, |p, q| p * q)))
}

/// `arith.divf`.
pub fn divf(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    if is_float_one(&ops) {
        return value(lhs(a, op));
    }
    attr(float_bin(ctx, &ops, |k, x, y| fl::binary(k, x, y, |p, q| p / q)))
}

/// `arith.remf`.
pub fn remf(ctx: &Context, _a: &IrArena, _op: OpId, consts: &[Option<Attr>]) -> Folded {
    let ops = ops_of(ctx, consts);
    attr(float_bin(ctx, &ops, |k, x, y| fl::binary(k, x, y, |p, q| p % q)))
}

/// `arith.negf`.
pub fn negf(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    if let Some(inner) = NegFOp::defining(ctx, a, a.operand(op, 0)) {
        return value(inner.operand(ctx, a));
    }
    let ops = ops_of(ctx, consts);
    let ty = result_type(a, op)?;
    attr(unary(ctx, &ops, ty, |s| match s {
        Scalar::Float { kind, bits } if fl::supported(kind) => Some(Scalar::Float {
            kind,
            bits: bits ^ fl::sign_bit(kind),
        }),
        _ => None,
    }))
}

fn float_minmax(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>], max: bool, num: bool) -> Folded {
    if lhs(a, op) == rhs(a, op) {
        return value(rhs(a, op));
    }
    let ops = ops_of(ctx, consts);
    if let Some((k, b)) = float_rhs(&ops) {
        if fl::supported(k) {
            let v = fl::to_f64(k, b);
            let neutral = if num {
                fl::is_nan(k, b)
            } else if max {
                v == f64::NEG_INFINITY
            } else {
                v == f64::INFINITY
            };
            if neutral {
                return value(lhs(a, op));
            }
        }
    }
    attr(float_bin(ctx, &ops, |k, x, y| {
        if num {
            fl::maxnum(k, x, y, max)
        } else {
            fl::maximum(k, x, y, max)
        }
    }))
}

/// `arith.maximumf`.
pub fn maximumf(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    float_minmax(ctx, a, op, k, true, false)
}
/// `arith.minimumf`.
pub fn minimumf(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    float_minmax(ctx, a, op, k, false, false)
}
/// `arith.maxnumf`.
pub fn maxnumf(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    float_minmax(ctx, a, op, k, true, true)
}
/// `arith.minnumf`.
pub fn minnumf(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    float_minmax(ctx, a, op, k, false, true)
}

/// `arith.sitofp` / `arith.uitofp` (`convertFromAPInt`, nearest even).
fn int_to_fp(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>], signed: bool) -> Folded {
    let res_ty = result_type(a, op)?;
    let kind = c::float_kind(ctx, c::element_type(ctx, res_ty))?;
    let ops = ops_of(ctx, consts);
    attr(unary(ctx, &ops, res_ty, |s| match s {
        Scalar::Int { width, bits } => {
            let (negative, mag) = if signed {
                let v = sext(width, bits);
                (v < 0, v.unsigned_abs())
            } else {
                (false, bits)
            };
            Some(Scalar::Float {
                kind,
                bits: fl::from_int(kind, negative, mag)?,
            })
        }
        Scalar::Float { .. } => None,
    }))
}

/// `arith.sitofp`.
pub fn sitofp(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    int_to_fp(ctx, a, op, k, true)
}
/// `arith.uitofp`.
pub fn uitofp(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    int_to_fp(ctx, a, op, k, false)
}

fn fp_to_int(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>], signed: bool) -> Folded {
    let res_ty = result_type(a, op)?;
    let out_w = res_elem_width(ctx, a, op)?;
    let ops = ops_of(ctx, consts);
    attr(unary(ctx, &ops, res_ty, |s| match s {
        Scalar::Float { kind, bits } if fl::supported(kind) && !fl::is_nan(kind, bits) => {
            let t = fl::to_f64(kind, bits).trunc();
            if !t.is_finite() || out_w > 64 {
                return None;
            }
            let (lo, hi) = if signed {
                (-(2f64.powi(out_w as i32 - 1)), 2f64.powi(out_w as i32 - 1) - 1.0)
            } else {
                (0.0, 2f64.powi(out_w as i32) - 1.0)
            };
            if t < lo || t > hi {
                return None;
            }
            let v = t as i128;
            Some(Scalar::Int {
                width: out_w,
                bits: (v as u128) & mask(out_w),
            })
        }
        _ => None,
    }))
}

/// `arith.fptosi`.
pub fn fptosi(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    fp_to_int(ctx, a, op, k, true)
}
/// `arith.fptoui`.
pub fn fptoui(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    fp_to_int(ctx, a, op, k, false)
}

fn float_cast(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let res_ty = result_type(a, op)?;
    let to = c::float_kind(ctx, c::element_type(ctx, res_ty))?;
    let ops = ops_of(ctx, consts);
    attr(unary(ctx, &ops, res_ty, |s| match s {
        Scalar::Float { kind, bits } => Some(Scalar::Float {
            kind: to,
            bits: fl::convert_exact(kind, to, bits)?,
        }),
        Scalar::Int { .. } => None,
    }))
}

/// `arith.extf`.
pub fn extf(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    if let Some(trunc) = TruncFOp::defining(ctx, a, a.operand(op, 0)) {
        let src = trunc.in_(ctx, a);
        if Some(a.value_type(src)) == result_type(a, op) {
            let contract = |o: OpId| {
                c::fastmath_text(ctx, c::prop(ctx, a, o, "fastmath")).contains("contract")
                    || c::fastmath_text(ctx, c::prop(ctx, a, o, "fastmath")) == "fast"
            };
            if contract(trunc.op()) && contract(op) {
                return value(src);
            }
        }
    }
    float_cast(ctx, a, op, consts)
}

/// `arith.truncf`'s constant folding (the `extf` chains are folded in place
/// by [`crate::arith::casts::truncf`]).
pub fn truncf(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    // An exact conversion is exact in every rounding mode.
    float_cast(ctx, a, op, consts)
}

// ----- extended arithmetic -----

/// `arith.addui_extended`.
pub fn addui_extended(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let ops = ops_of(ctx, consts);
    let overflow_ty = a.result_types(op).nth(1)?;
    if c::is_zero_int(rhs_cst(&ops)) {
        return Some(vec![
            FoldResult::Value(lhs(a, op)),
            FoldResult::Attr(zero_attr(ctx, overflow_ty)?),
        ]);
    }
    let sum = int_bin(ctx, &ops, |_, x, y| Some(x.wrapping_add(y)))?;
    let sum_c = c::read(ctx, sum)?;
    let l = ops.first()?.clone()?;
    let carry_ty = i1_same_shape(ctx, sum_c.ty());
    let carry = bin(ctx, &[Some(sum_c), Some(l)], Some(carry_ty), |s, x| match (s, x) {
        (Scalar::Int { bits: s, .. }, Scalar::Int { bits: x, .. }) => Some(Scalar::Int {
            width: 1,
            bits: u128::from(s < x),
        }),
        _ => None,
    })?;
    Some(vec![FoldResult::Attr(sum), FoldResult::Attr(carry)])
}

fn mul_extended(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>], signed: bool) -> Folded {
    let ops = ops_of(ctx, consts);
    if c::is_zero_int(rhs_cst(&ops)) {
        let z = consts.get(1).copied().flatten()?;
        return Some(vec![FoldResult::Attr(z), FoldResult::Attr(z)]);
    }
    if !signed && c::is_one_int(rhs_cst(&ops)) {
        let z = zero_attr(ctx, a.value_type(lhs(a, op)))?;
        return Some(vec![FoldResult::Value(lhs(a, op)), FoldResult::Attr(z)]);
    }
    let low = int_bin(ctx, &ops, |_, x, y| Some(x.wrapping_mul(y)))?;
    let high = int_bin(ctx, &ops, |w, x, y| {
        if w > 64 {
            return None;
        }
        let p = if signed {
            (sext(w, x) * sext(w, y)) as u128
        } else {
            x * y
        };
        Some(if signed { ((p as i128) >> w) as u128 } else { p >> w })
    })?;
    Some(vec![FoldResult::Attr(low), FoldResult::Attr(high)])
}

/// `arith.mulsi_extended`.
pub fn mulsi_extended(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    mul_extended(ctx, a, op, k, true)
}
/// `arith.mului_extended`.
pub fn mului_extended(ctx: &Context, a: &IrArena, op: OpId, k: &[Option<Attr>]) -> Folded {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    mul_extended(ctx, a, op, k, false)
}
