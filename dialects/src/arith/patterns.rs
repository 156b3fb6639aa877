//! arith's canonicalization patterns: the native calls and constraints of
//! the declarative ones (`canonicalization.ods`, upstream's
//! `ArithCanonicalization.td`, generated and registered with the ops), and
//! the hand-written `SelectToExtUI` (C++ in upstream's `ArithOps.cpp`).

use crate::arith::ops;
use crate::common::build as b;
use crate::common::consts as c;
use ir::attrs::{Attr, AttrKind};
use ir::rewrite::{PatternRewriter, PatternSet};
use ir::{Context, IrArena, OpId, Type, Value};

type Rw<'a, 'b> = &'a mut PatternRewriter<'b>;

// ----- native calls (`NativeCodeCall`) -----

/// `GetZeroAttr`: a zero of `v`'s type (`getZeroAttr($0.getType())`).
pub fn zero_attr(ctx: &Context, arena: &IrArena, v: Value) -> Option<Attr> {
    crate::arith::folds::zero_attr(ctx, arena.value_type(v))
}

/// `IntegerAttr::get(res.getType(), c0 op c1)` (`applyToIntegerAttrs`).
fn combine(ctx: &Context, arena: &IrArena, res: Value, c0: Attr, c1: Attr, op: c::WideOp) -> Option<Attr> {
    let ty = arena.value_type(res);
    let x = c::ap_value(ctx, c0)?;
    let y = c::ap_value(ctx, c1)?;
    c::ap_attr(ctx, ty, c::wide_op(&x, &y, op)?)
}

/// `AddIntAttrs`: `c0 + c1` in `res`'s type.
pub fn add_int_attrs(ctx: &Context, arena: &IrArena, res: Value, c0: Attr, c1: Attr) -> Option<Attr> {
    combine(ctx, arena, res, c0, c1, c::WideOp::Add)
}

/// `SubIntAttrs`: `c0 - c1` in `res`'s type.
pub fn sub_int_attrs(ctx: &Context, arena: &IrArena, res: Value, c0: Attr, c1: Attr) -> Option<Attr> {
    combine(ctx, arena, res, c0, c1, c::WideOp::Sub)
}

/// `MulIntAttrs`: `c0 * c1` in `res`'s type, when both are integers of that type.
pub fn mul_int_attrs(ctx: &Context, arena: &IrArena, res: Value, c0: Attr, c1: Attr) -> Option<Attr> {
    let ty = arena.value_type(res);
    let attr_ty = |a: Attr| match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.int_type(1)),
        _ => None,
    };
    if attr_ty(c0) != Some(ty) || attr_ty(c1) != Some(ty) {
        return None;
    }
    combine(ctx, arena, res, c0, c1, c::WideOp::Mul)
}

/// `MergeOverflow`: the overflow flags both ops have.
pub fn merge_overflow(ctx: &Context, _: &IrArena, a: Option<Attr>, b: Option<Attr>) -> Option<Attr> {
    let (x, y) = (c::overflow_flags(ctx, a), c::overflow_flags(ctx, b));
    Some(c::overflow_attr(ctx, x.0 && y.0, x.1 && y.1))
}

/// `DefOverflow`: no overflow flags.
pub fn def_overflow(ctx: &Context, _: &IrArena) -> Option<Attr> {
    Some(c::overflow_attr(ctx, false, false))
}

/// `arith::invertPredicate` of a `cmpi` predicate (others are kept).
pub(crate) fn invert(pred: i64) -> i64 {
    match pred {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        9 => 6,
        p => p,
    }
}

/// `InvertPredicate`: the inverse `cmpi` predicate.
pub fn invert_predicate(ctx: &Context, _: &IrArena, pred: Attr) -> Option<Attr> {
    let p = ops::CmpIPredicate::from_i64(ir::ods::values::as_int(ctx, pred)?)?;
    let inverse = ops::CmpIPredicate::from_i64(invert(p.to_i64()))?;
    ir::ods::values::int_attr(ctx, inverse.to_i64(), "i64").ok()
}

/// `arith::CmpIPredicate::slt`.
pub fn slt_predicate(ctx: &Context, _: &IrArena) -> Option<Attr> {
    ir::ods::values::int_attr(ctx, ops::CmpIPredicate::Slt.to_i64(), "i64").ok()
}

// ----- constraints (`Constraint<CPred<...>>`) -----

/// `$0.getType() == $1.getType()`.
pub fn same_type(_: &Context, arena: &IrArena, a: Value, b: Value) -> bool {
    arena.value_type(a) == arena.value_type(b)
}

/// An integer constant whose (splat) bits are all ones.
pub fn is_scalar_or_splat_negative_one(ctx: &Context, _: &IrArena, a: Attr) -> bool {
    c::is_all_ones(c::read(ctx, a).as_ref())
}

/// An integer constant whose (splat) value is a strictly positive one (not `i1`).
pub fn is_scalar_or_splat_strictly_positive_one(ctx: &Context, _: &IrArena, a: Attr) -> bool {
    matches!(c::read(ctx, a).and_then(|k| k.int_value()), Some((w, 1)) if w > 1)
}

/// The predicate is `eq` or `ne`.
pub fn is_eq_or_ne(ctx: &Context, _: &IrArena, pred: Attr) -> bool {
    matches!(
        ir::ods::values::as_int(ctx, pred).and_then(ops::CmpIPredicate::from_i64),
        Some(ops::CmpIPredicate::Eq | ops::CmpIPredicate::Ne)
    )
}

/// The bit width of `ty`'s scalar (element) type; -1 when it has none.
fn scalar_width(ctx: &Context, ty: Type) -> i64 {
    let e = c::element_type(ctx, ty);
    match ctx.type_kind(e) {
        ir::TypeKind::Integer { width, .. } => i64::from(*width),
        ir::TypeKind::Float(k) => i64::from(k.bit_width()),
        _ => -1,
    }
}

/// `ValueWiderThan`: `a`'s scalar type is wider than `b`'s, which has a width.
pub fn value_wider_than(ctx: &Context, arena: &IrArena, a: Value, b: Value) -> bool {
    let (wa, wb) = (
        scalar_width(ctx, arena.value_type(a)),
        scalar_width(ctx, arena.value_type(b)),
    );
    wa > wb && wb > 0
}

/// `TruncationMatchesShiftAmount`: the shift amount is the number of bits
/// truncating `x` to `tr` drops.
pub fn truncation_matches_shift_amount(ctx: &Context, arena: &IrArena, x: Value, tr: Value, amount: Attr) -> bool {
    let Some((_, bits)) = c::read(ctx, amount).and_then(|k| k.int_value()) else {
        return false;
    };
    let diff = scalar_width(ctx, arena.value_type(x)) - scalar_width(ctx, arena.value_type(tr));
    i128::try_from(bits).ok() == Some(i128::from(diff))
}

/// The optional attribute is absent.
pub fn is_absent(_: &Context, _: &IrArena, a: Option<Attr>) -> bool {
    a.is_none()
}

/// `$0.getUses().empty()`.
pub fn is_unused(_: &Context, arena: &IrArena, v: Value) -> bool {
    arena.use_empty(v)
}

// ----- hand-written patterns -----

fn operand(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> Value {
    rw.arena.operand(op, i)
}

fn res_type(rw: &PatternRewriter<'_>, op: OpId) -> Option<Type> {
    rw.arena.result_types(op).next()
}

fn replace(rw: Rw<'_, '_>, root: OpId, v: Value) {
    rw.replace_op(root, &[v]);
}

/// `SelectToExtUI`: `select(c, 1, 0) -> extui(c)` and `select(c, 0, 1) ->
/// extui(xori(c, 1))` for a wider integer result.
fn select_to_extui(root: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(ty) = res_type(rw, root) else { return false };
    let is_int = matches!(rw.ctx.type_kind(ty), ir::TypeKind::Integer { .. });
    if !is_int || c::int_width(rw.ctx, ty) == Some(1) {
        return false;
    }
    let cst = |rw: &PatternRewriter<'_>, v: Value| rw.constant_of(v).and_then(|a| c::read(rw.ctx, a));
    let (t, f) = (cst(rw, operand(rw, root, 1)), cst(rw, operand(rw, root, 2)));
    let loc = rw.arena.op_loc(root);
    let cond = operand(rw, root, 0);
    if c::is_one_int(t.as_ref()) && c::is_zero_int(f.as_ref()) {
        rw.set_insertion_point_before(root);
        let new = b::create(rw, "arith.extui", vec![cond], ty, &[], loc);
        replace(rw, root, new);
        return true;
    }
    if c::is_zero_int(t.as_ref()) && c::is_one_int(f.as_ref()) {
        let cty = rw.arena.value_type(cond);
        let Some(one) = c::int_attr(rw.ctx, cty, 1) else {
            return false;
        };
        let k = b::constant(rw, one, cty, loc);
        let x = b::create(rw, "arith.xori", vec![cond, k], cty, &[], loc);
        let new = b::create(rw, "arith.extui", vec![x], ty, &[], loc);
        replace(rw, root, new);
        return true;
    }
    false
}

/// Registers the hand-written patterns on their root ops (after the
/// declarative ones, registered with the ops).
pub fn register(ctx: &Context) {
    ctx.registry().add_canonicalization("arith.select", |_, s| {
        add(s, "SelectToExtUI", "arith.select", 1, select_to_extui);
    });
}

fn add(s: &mut PatternSet, name: &'static str, root: &'static str, benefit: u16, f: fn(OpId, Rw<'_, '_>) -> bool) {
    s.add(Guarded { name, root, benefit, f });
}

/// A pattern that only runs on well-formed roots ([`crate::common::shape`]).
pub struct Guarded {
    /// Pattern name.
    pub name: &'static str,
    /// Root op.
    pub root: &'static str,
    /// Benefit.
    pub benefit: u16,
    /// The rewrite.
    pub f: fn(OpId, Rw<'_, '_>) -> bool,
}

impl ir::rewrite::RewritePattern for Guarded {
    fn name(&self) -> &str {
        self.name
    }
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        crate::common::shape::well_formed(rw.ctx, rw.arena, op) && (self.f)(op, rw)
    }
}

#[cfg(test)]
mod tests {
    use crate::arith::patterns::invert;

    #[test]
    fn invert_is_an_involution() {
        for p in 0..10 {
            assert_eq!(invert(invert(p)), p);
        }
        assert_eq!(crate::arith::patterns::c::mask(3), 7);
    }
}
