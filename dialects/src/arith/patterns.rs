//! arith canonicalization patterns (upstream's `ArithCanonicalization.td`
//! and `ArithOps.cpp`), each with upstream's root, benefit (DRR: the number
//! of ops in the source pattern), order, created ops and locations (DRR
//! fuses the locations of the first matched ops, nested matches listed
//! before the op holding them).

use crate::arith::folds::def_named;
use crate::arith::ops;
use crate::common::build::{self as b, ops_loc};
use crate::common::consts as c;
use ir::attrs::{Attr, AttrKind};
use ir::ods::TypedOp;
use ir::rewrite::{PatternRewriter, PatternSet};
use ir::{Context, OpId, Type, Value};

type Rw<'a, 'b> = &'a mut PatternRewriter<'b>;

fn operand(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> Value {
    rw.arena.operand(op, i)
}

fn name_is(rw: &PatternRewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    def_named(rw.ctx, rw.arena, v, name).filter(|&d| crate::common::shape::well_formed(rw.ctx, rw.arena, d))
}

/// `(ConstantLikeMatcher APIntAttr:$c)`: the defining constant op and its
/// integer attribute.
fn int_const(rw: &PatternRewriter<'_>, v: Value) -> Option<(OpId, Attr)> {
    let a = rw.constant_of(v)?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { .. } | AttrKind::Bool(_) => Some((rw.arena.defining_op(v)?, a)),
        _ => None,
    }
}

/// `(ConstantLikeMatcher AnyAttr:$c)`.
fn any_const(rw: &PatternRewriter<'_>, v: Value) -> Option<(OpId, Attr)> {
    let a = rw.constant_of(v)?;
    Some((rw.arena.defining_op(v)?, a))
}

fn int_bits(ctx: &Context, a: Attr) -> Option<(u32, u128)> {
    c::read(ctx, a)?.int_value()
}

fn flags(rw: &PatternRewriter<'_>, op: OpId) -> (bool, bool) {
    c::overflow_flags(rw.ctx, c::prop(rw.ctx, rw.arena, op, "overflowFlags"))
}

/// `MergeOverflow`: the flags both ops have.
fn merge(rw: &PatternRewriter<'_>, a: OpId, b: OpId) -> Attr {
    let (x, y) = (flags(rw, a), flags(rw, b));
    c::overflow_attr(rw.ctx, x.0 && y.0, x.1 && y.1)
}

fn res_type(rw: &PatternRewriter<'_>, op: OpId) -> Option<Type> {
    rw.arena.result_types(op).next()
}

/// `IntegerAttr::get(res.getType(), c0 op c1)` (`applyToIntegerAttrs`).
fn combine(rw: &PatternRewriter<'_>, root: OpId, c0: Attr, c1: Attr, op: c::WideOp) -> Option<Attr> {
    let ty = res_type(rw, root)?;
    let x = c::ap_value(rw.ctx, c0)?;
    let y = c::ap_value(rw.ctx, c1)?;
    c::ap_attr(rw.ctx, ty, c::wide_op(&x, &y, op)?)
}

fn replace(rw: Rw<'_, '_>, root: OpId, v: Value) {
    rw.replace_op(root, &[v]);
}

/// One of upstream's constant reassociations (`ArithCanonicalization.td`):
/// the root has a constant `c1` and an inner op of `x` and a constant `c0`
/// as its operands; it becomes `new` of `x` and one folded constant.
#[derive(Clone, Copy)]
struct Reassoc {
    /// Upstream's pattern name.
    name: &'static str,
    /// The root op.
    root: &'static str,
    /// The root operand the inner op defines (the other one is `c1`).
    inner_at: usize,
    /// The inner op's name.
    inner: &'static str,
    /// The inner operand that is `c0` (the other one is `x`).
    c0_at: usize,
    /// How `c0` and `c1` fold into the new constant.
    fold: c::WideOp,
    /// Whether the fold is `c1 op c0` rather than `c0 op c1`.
    c1_first: bool,
    /// The new op's name.
    new: &'static str,
    /// Whether the new constant is the new op's left operand.
    const_first: bool,
    /// Whether the new op keeps the overflow flags both ops have (else none).
    merge_flags: bool,
    /// Whether both constants must be integers of the result type.
    same_typed_constants: bool,
}

/// Applies the reassociation `p` at `root`.
fn reassociate(root: OpId, rw: Rw<'_, '_>, p: &Reassoc) -> bool {
    let Some((c1op, c1)) = int_const(rw, operand(rw, root, 1 - p.inner_at)) else {
        return false;
    };
    let Some(inner) = name_is(rw, operand(rw, root, p.inner_at), p.inner) else {
        return false;
    };
    let Some((c0op, c0)) = int_const(rw, operand(rw, inner, p.c0_at)) else {
        return false;
    };
    if p.same_typed_constants && !typed_like_result(rw, root, &[c0, c1]) {
        return false;
    }
    let (a, b) = if p.c1_first { (c1, c0) } else { (c0, c1) };
    let Some(v) = combine(rw, root, a, b, p.fold) else {
        return false;
    };
    let x = operand(rw, inner, 1 - p.c0_at);
    let flags = if p.merge_flags {
        merge(rw, inner, root)
    } else {
        c::overflow_attr(rw.ctx, false, false)
    };
    // The new constant's location fuses the root's with the constant the
    // source pattern matches first: the inner op's when the inner op is the
    // left operand, else the root's own.
    let first_const = if p.inner_at == 0 { c0op } else { c1op };
    let loc = ops_loc(rw, &[root, first_const]);
    let Some(ty) = res_type(rw, root) else { return false };
    let k = b::constant(rw, v, ty, loc);
    let (l, r) = if p.const_first { (k, x) } else { (x, k) };
    let new = b::int_binop(rw, p.new, l, r, flags, loc);
    replace(rw, root, new);
    true
}

/// Whether every attribute of `consts` is an integer (or bool) of `root`'s result type.
fn typed_like_result(rw: &PatternRewriter<'_>, root: OpId, consts: &[Attr]) -> bool {
    let Some(ty) = res_type(rw, root) else { return false };
    let attr_ty = |a: Attr| match rw.ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(rw.ctx.int_type(1)),
        _ => None,
    };
    consts.iter().all(|&a| attr_ty(a) == Some(ty))
}

impl ir::rewrite::RewritePattern for Reassoc {
    fn name(&self) -> &str {
        self.name
    }
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        crate::common::shape::well_formed(rw.ctx, rw.arena, op) && reassociate(op, rw, self)
    }
}

/// Adds the reassociations rooted at `root` to `s`.
fn add_reassociations(s: &mut PatternSet, root: &str) {
    for r in REASSOCIATIONS.iter().filter(|r| r.root == root) {
        s.add(*r);
    }
}

/// The reassociations, in upstream's registration order per root op.
const REASSOCIATIONS: [Reassoc; 10] = [
    // `addi(addi(x, c0), c1)` is `addi(x, c0 + c1)`
    Reassoc {
        name: "AddIAddConstant",
        root: "arith.addi",
        inner_at: 0,
        inner: "arith.addi",
        c0_at: 1,
        fold: c::WideOp::Add,
        c1_first: false,
        new: "arith.addi",
        const_first: false,
        merge_flags: true,
        same_typed_constants: false,
    },
    // `addi(subi(x, c0), c1)` is `addi(x, c1 - c0)`
    Reassoc {
        name: "AddISubConstantRHS",
        root: "arith.addi",
        inner_at: 0,
        inner: "arith.subi",
        c0_at: 1,
        fold: c::WideOp::Sub,
        c1_first: true,
        new: "arith.addi",
        const_first: false,
        merge_flags: true,
        same_typed_constants: false,
    },
    // `addi(subi(c0, x), c1)` is `subi(c0 + c1, x)`
    Reassoc {
        name: "AddISubConstantLHS",
        root: "arith.addi",
        inner_at: 0,
        inner: "arith.subi",
        c0_at: 0,
        fold: c::WideOp::Add,
        c1_first: false,
        new: "arith.subi",
        const_first: true,
        merge_flags: true,
        same_typed_constants: false,
    },
    // `muli(muli(x, c0), c1)` is `muli(x, c0 * c1)`
    Reassoc {
        name: "MulIMulIConstant",
        root: "arith.muli",
        inner_at: 0,
        inner: "arith.muli",
        c0_at: 1,
        fold: c::WideOp::Mul,
        c1_first: false,
        new: "arith.muli",
        const_first: false,
        merge_flags: true,
        same_typed_constants: true,
    },
    // `subi(addi(x, c0), c1)` is `addi(x, c0 - c1)`, without overflow flags
    Reassoc {
        name: "SubIRHSAddConstant",
        root: "arith.subi",
        inner_at: 0,
        inner: "arith.addi",
        c0_at: 1,
        fold: c::WideOp::Sub,
        c1_first: false,
        new: "arith.addi",
        const_first: false,
        merge_flags: false,
        same_typed_constants: false,
    },
    // `subi(c1, addi(x, c0))` is `subi(c1 - c0, x)`
    Reassoc {
        name: "SubILHSAddConstant",
        root: "arith.subi",
        inner_at: 1,
        inner: "arith.addi",
        c0_at: 1,
        fold: c::WideOp::Sub,
        c1_first: true,
        new: "arith.subi",
        const_first: true,
        merge_flags: true,
        same_typed_constants: false,
    },
    // `subi(subi(x, c0), c1)` is `subi(x, c0 + c1)`
    Reassoc {
        name: "SubIRHSSubConstantRHS",
        root: "arith.subi",
        inner_at: 0,
        inner: "arith.subi",
        c0_at: 1,
        fold: c::WideOp::Add,
        c1_first: false,
        new: "arith.subi",
        const_first: false,
        merge_flags: true,
        same_typed_constants: false,
    },
    // `subi(subi(c0, x), c1)` is `subi(c0 - c1, x)`
    Reassoc {
        name: "SubIRHSSubConstantLHS",
        root: "arith.subi",
        inner_at: 0,
        inner: "arith.subi",
        c0_at: 0,
        fold: c::WideOp::Sub,
        c1_first: false,
        new: "arith.subi",
        const_first: true,
        merge_flags: true,
        same_typed_constants: false,
    },
    // `subi(c1, subi(x, c0))` is `subi(c0 + c1, x)`
    Reassoc {
        name: "SubILHSSubConstantRHS",
        root: "arith.subi",
        inner_at: 1,
        inner: "arith.subi",
        c0_at: 1,
        fold: c::WideOp::Add,
        c1_first: false,
        new: "arith.subi",
        const_first: true,
        merge_flags: true,
        same_typed_constants: false,
    },
    // `subi(c1, subi(c0, x))` is `addi(x, c1 - c0)`
    Reassoc {
        name: "SubILHSSubConstantLHS",
        root: "arith.subi",
        inner_at: 1,
        inner: "arith.subi",
        c0_at: 0,
        fold: c::WideOp::Sub,
        c1_first: true,
        new: "arith.addi",
        const_first: false,
        merge_flags: true,
        same_typed_constants: false,
    },
];

// ----- addi -----

fn is_neg_one(rw: &PatternRewriter<'_>, a: Attr) -> bool {
    c::read(rw.ctx, a).is_some_and(|k| c::is_all_ones(Some(&k)))
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` and the mirrored form.
fn addi_mul_neg_one(root: OpId, rw: Rw<'_, '_>, mul_on_rhs: bool) -> bool {
    let mul_idx = usize::from(mul_on_rhs);
    let Some(mul) = name_is(rw, operand(rw, root, mul_idx), "arith.muli") else {
        return false;
    };
    let Some((cop, k)) = any_const(rw, operand(rw, mul, 1)) else {
        return false;
    };
    if !is_neg_one(rw, k) {
        return false;
    }
    let (loc, x, y) = if mul_on_rhs {
        (ops_loc(rw, &[root, cop]), operand(rw, root, 0), operand(rw, mul, 0))
    } else {
        (ops_loc(rw, &[root, cop]), operand(rw, root, 1), operand(rw, mul, 0))
    };
    let none = c::overflow_attr(rw.ctx, false, false);
    let new = b::int_binop(rw, "arith.subi", x, y, none, loc);
    replace(rw, root, new);
    true
}

fn addi_mul_neg_one_rhs(root: OpId, rw: Rw<'_, '_>) -> bool {
    addi_mul_neg_one(root, rw, true)
}

fn addi_mul_neg_one_lhs(root: OpId, rw: Rw<'_, '_>) -> bool {
    addi_mul_neg_one(root, rw, false)
}

// ----- muli -----

// ----- subi -----

fn subi_subi_lhs_rhs_lhs(root: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(inner) = name_is(rw, operand(rw, root, 0), "arith.subi") else {
        return false;
    };
    if operand(rw, inner, 0) != operand(rw, root, 1) {
        return false;
    }
    let y = operand(rw, inner, 1);
    let Some(zero) = crate::arith::folds::zero_attr(rw.ctx, rw.arena.value_type(y)) else {
        return false;
    };
    let loc = ops_loc(rw, &[root, inner]);
    let ty = rw.arena.value_type(y);
    let f = merge(rw, inner, root);
    let k = b::constant(rw, zero, ty, loc);
    let new = b::int_binop(rw, "arith.subi", k, y, f, loc);
    replace(rw, root, new);
    true
}

// ----- xori, select, cmpi -----

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

fn pred_attr(ctx: &Context, p: i64) -> Attr {
    ctx.get_attr(AttrKind::Integer {
        ty: ctx.int_type(64),
        value: ir::apint::ApInt::from_u128(64, p as u128),
    })
}

/// `xori(cmpi(pred, x, y), true) -> cmpi(!pred, x, y)` (upstream's `XOrINotCmpI`).
fn xori_not_cmpi(root: OpId, rw: Rw<'_, '_>) -> bool {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let Some(xor) = ops::XOrIOp::cast(ctx, arena, root) else {
        return false;
    };
    let Some(cmp) = ops::CmpIOp::defining(ctx, arena, xor.lhs(ctx, arena)) else {
        return false;
    };
    let Some((_, k)) = any_const(rw, xor.rhs(ctx, arena)) else {
        return false;
    };
    if !matches!(ctx.attr_kind(k), AttrKind::Bool(true)) {
        return false;
    }
    let Some(pred) = cmp.predicate(ctx, arena) else {
        return false;
    };
    let Some(inverse) = ops::CmpIPredicate::from_i64(invert(pred.to_i64())) else {
        return false;
    };
    let (x, y) = (cmp.lhs(ctx, arena), cmp.rhs(ctx, arena));
    let ty = arena.value_type(xor.result(ctx, arena));
    let loc = ops_loc(rw, &[root, cmp.op()]);
    let Ok(new) = rw.build(loc, |b| ops::CmpIOp::build_unwrapped(b, ty, x, y, inverse)) else {
        return false;
    };
    let result = new.result(rw.ctx, rw.arena);
    replace(rw, root, result);
    true
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` for `ext` of the same source type.
fn op_of_ext(root: OpId, rw: Rw<'_, '_>, ext: &str, op_name: &str) -> bool {
    let Some(e0) = name_is(rw, operand(rw, root, 0), ext) else {
        return false;
    };
    let Some(e1) = name_is(rw, operand(rw, root, 1), ext) else {
        return false;
    };
    let (x, y) = (operand(rw, e0, 0), operand(rw, e1, 0));
    if rw.arena.value_type(x) != rw.arena.value_type(y) {
        return false;
    }
    let loc = ops_loc(rw, &[root, e0, e1]);
    let Some(ty) = res_type(rw, root) else { return false };
    let xty = rw.arena.value_type(x);
    let inner = b::create(rw, op_name, vec![x, y], xty, &[], loc);
    let new = b::create(rw, ext, vec![inner], ty, &[], loc);
    replace(rw, root, new);
    true
}

fn xori_of_extui(root: OpId, rw: Rw<'_, '_>) -> bool {
    op_of_ext(root, rw, "arith.extui", "arith.xori")
}
fn xori_of_extsi(root: OpId, rw: Rw<'_, '_>) -> bool {
    op_of_ext(root, rw, "arith.extsi", "arith.xori")
}
fn andi_of_extui(root: OpId, rw: Rw<'_, '_>) -> bool {
    op_of_ext(root, rw, "arith.extui", "arith.andi")
}
fn andi_of_extsi(root: OpId, rw: Rw<'_, '_>) -> bool {
    op_of_ext(root, rw, "arith.extsi", "arith.andi")
}
fn ori_of_extui(root: OpId, rw: Rw<'_, '_>) -> bool {
    op_of_ext(root, rw, "arith.extui", "arith.ori")
}
fn ori_of_extsi(root: OpId, rw: Rw<'_, '_>) -> bool {
    op_of_ext(root, rw, "arith.extsi", "arith.ori")
}

/// The op extending `v` (an `arith.extsi` or `arith.extui`) and its input.
type ExtOf = fn(&Context, &ir::IrArena, Value) -> Option<(OpId, Value)>;

/// `cmpi(eq|ne, ext(x), ext(y)) -> cmpi(eq|ne, x, y)` for `ext` of the same
/// source type (upstream's `CmpIExtSI`/`CmpIExtUI`).
fn cmpi_ext(root: OpId, rw: Rw<'_, '_>, ext_of: ExtOf) -> bool {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let Some(cmp) = ops::CmpIOp::cast(ctx, arena, root) else {
        return false;
    };
    let Some(pred) = cmp.predicate(ctx, arena) else {
        return false;
    };
    if !matches!(pred, ops::CmpIPredicate::Eq | ops::CmpIPredicate::Ne) {
        return false;
    }
    let Some((e0, x)) = ext_of(ctx, arena, cmp.lhs(ctx, arena)) else {
        return false;
    };
    let Some((e1, y)) = ext_of(ctx, arena, cmp.rhs(ctx, arena)) else {
        return false;
    };
    if arena.value_type(x) != arena.value_type(y) {
        return false;
    }
    let ty = arena.value_type(cmp.result(ctx, arena));
    let loc = ops_loc(rw, &[root, e0, e1]);
    let Ok(new) = rw.build(loc, |b| ops::CmpIOp::build_unwrapped(b, ty, x, y, pred)) else {
        return false;
    };
    let result = new.result(rw.ctx, rw.arena);
    replace(rw, root, result);
    true
}

fn cmpi_extsi(root: OpId, rw: Rw<'_, '_>) -> bool {
    cmpi_ext(root, rw, |ctx, arena, v| {
        ops::ExtSIOp::defining(ctx, arena, v).map(|e| (e.op(), e.in_(ctx, arena)))
    })
}
fn cmpi_extui(root: OpId, rw: Rw<'_, '_>) -> bool {
    cmpi_ext(root, rw, |ctx, arena, v| {
        ops::ExtUIOp::defining(ctx, arena, v).map(|e| (e.op(), e.in_(ctx, arena)))
    })
}

fn select_new(rw: Rw<'_, '_>, root: OpId, p: Value, t: Value, f: Value, loc: Attr) -> bool {
    let Some(ty) = res_type(rw, root) else { return false };
    let new = b::create(rw, "arith.select", vec![p, t, f], ty, &[], loc);
    replace(rw, root, new);
    true
}

fn redundant_select_false(root: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(inner) = name_is(rw, operand(rw, root, 2), "arith.select") else {
        return false;
    };
    let p = operand(rw, root, 0);
    if operand(rw, inner, 0) != p {
        return false;
    }
    let loc = ops_loc(rw, &[root, inner]);
    let (a, cv) = (operand(rw, root, 1), operand(rw, inner, 2));
    select_new(rw, root, p, a, cv, loc)
}

fn redundant_select_true(root: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(inner) = name_is(rw, operand(rw, root, 1), "arith.select") else {
        return false;
    };
    let p = operand(rw, root, 0);
    if operand(rw, inner, 0) != p {
        return false;
    }
    let loc = ops_loc(rw, &[root, inner]);
    let (a, cv) = (operand(rw, inner, 1), operand(rw, root, 2));
    select_new(rw, root, p, a, cv, loc)
}

fn select_not_cond(root: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(xor) = name_is(rw, operand(rw, root, 0), "arith.xori") else {
        return false;
    };
    let Some((kop, k)) = int_const(rw, operand(rw, xor, 1)) else {
        return false;
    };
    if !is_neg_one(rw, k) {
        return false;
    }
    let loc = ops_loc(rw, &[root, kop]);
    let (p, a, bv) = (operand(rw, xor, 0), operand(rw, root, 1), operand(rw, root, 2));
    select_new(rw, root, p, bv, a, loc)
}

fn bool_const(rw: &PatternRewriter<'_>, v: Value, want: bool) -> bool {
    rw.constant_of(v)
        .is_some_and(|a| matches!(rw.ctx.attr_kind(a), AttrKind::Bool(b) if *b == want))
}

fn select_i1_to_not(root: OpId, rw: Rw<'_, '_>) -> bool {
    if !bool_const(rw, operand(rw, root, 1), false) || !bool_const(rw, operand(rw, root, 2), true) {
        return false;
    }
    let loc = ops_loc(rw, &[root]);
    let p = operand(rw, root, 0);
    let i1 = rw.ctx.int_type(1);
    let t = rw.ctx.get_attr(AttrKind::Bool(true));
    let k = b::constant(rw, t, i1, loc);
    let Some(ty) = res_type(rw, root) else { return false };
    let new = b::create(rw, "arith.xori", vec![p, k], ty, &[], loc);
    replace(rw, root, new);
    true
}

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

// ----- casts -----

fn same_type_chain(root: OpId, rw: Rw<'_, '_>, name: &str) -> bool {
    let Some(inner) = name_is(rw, operand(rw, root, 0), name) else {
        return false;
    };
    let x = operand(rw, inner, 0);
    if res_type(rw, root) != Some(rw.arena.value_type(x)) {
        return false;
    }
    replace(rw, root, x);
    true
}

fn index_cast_of_index_cast(root: OpId, rw: Rw<'_, '_>) -> bool {
    same_type_chain(root, rw, "arith.index_cast")
}
fn index_castui_of_index_castui(root: OpId, rw: Rw<'_, '_>) -> bool {
    same_type_chain(root, rw, "arith.index_castui")
}

/// `outer(inner(x)) -> new(x)` (one-operand casts).
fn cast_of_cast(root: OpId, rw: Rw<'_, '_>, inner_name: &str, new_name: &str) -> bool {
    let Some(inner) = name_is(rw, operand(rw, root, 0), inner_name) else {
        return false;
    };
    let loc = ops_loc(rw, &[root, inner]);
    let x = operand(rw, inner, 0);
    let Some(ty) = res_type(rw, root) else { return false };
    let new = b::create(rw, new_name, vec![x], ty, &[], loc);
    replace(rw, root, new);
    true
}

fn index_cast_of_extsi(root: OpId, rw: Rw<'_, '_>) -> bool {
    cast_of_cast(root, rw, "arith.extsi", "arith.index_cast")
}
fn index_castui_of_extui(root: OpId, rw: Rw<'_, '_>) -> bool {
    cast_of_cast(root, rw, "arith.extui", "arith.index_castui")
}
fn extsi_of_extui(root: OpId, rw: Rw<'_, '_>) -> bool {
    cast_of_cast(root, rw, "arith.extui", "arith.extui")
}
fn bitcast_of_bitcast(root: OpId, rw: Rw<'_, '_>) -> bool {
    cast_of_cast(root, rw, "arith.bitcast", "arith.bitcast")
}

fn scalar_width(rw: &PatternRewriter<'_>, ty: Type) -> i64 {
    let e = c::element_type(rw.ctx, ty);
    match rw.ctx.type_kind(e) {
        ir::TypeKind::Integer { width, .. } => i64::from(*width),
        ir::TypeKind::Float(k) => i64::from(k.bit_width()),
        _ => -1,
    }
}

/// `trunci(ext(x)) -> ext(x)` when only extension bits are dropped.
fn trunci_ext_to_ext(root: OpId, rw: Rw<'_, '_>, ext: &str) -> bool {
    let Some(e) = name_is(rw, operand(rw, root, 0), ext) else {
        return false;
    };
    let x = operand(rw, e, 0);
    let Some(tr_ty) = res_type(rw, root) else { return false };
    let ext_ty = rw.arena.value_type(operand(rw, root, 0));
    let (we, wt, wx) = (
        scalar_width(rw, ext_ty),
        scalar_width(rw, tr_ty),
        scalar_width(rw, rw.arena.value_type(x)),
    );
    if !(we > wt && wt > 0 && wt > wx && wx > 0) {
        return false;
    }
    let loc = ops_loc(rw, &[root, e]);
    let new = b::create(rw, ext, vec![x], tr_ty, &[], loc);
    replace(rw, root, new);
    true
}

fn trunci_extsi_to_extsi(root: OpId, rw: Rw<'_, '_>) -> bool {
    trunci_ext_to_ext(root, rw, "arith.extsi")
}
fn trunci_extui_to_extui(root: OpId, rw: Rw<'_, '_>) -> bool {
    trunci_ext_to_ext(root, rw, "arith.extui")
}

/// The typed attribute's type (`cast<TypedAttr>($c).getType()`).
fn typed_attr_type(ctx: &Context, a: Attr) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Bool(_) => Some(ctx.int_type(1)),
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::DenseElements { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number of
/// truncated bits (`TruncIShrSIToTrunciShrUI`).
fn trunci_shrsi_to_trunci_shrui(root: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(sh) = name_is(rw, operand(rw, root, 0), "arith.shrsi") else {
        return false;
    };
    let Some((kop, k)) = any_const(rw, operand(rw, sh, 1)) else {
        return false;
    };
    let Some(kty) = typed_attr_type(rw.ctx, k) else {
        return false;
    };
    let x = operand(rw, sh, 0);
    let Some(tr_ty) = res_type(rw, root) else { return false };
    let Some((_, amount)) = int_bits(rw.ctx, k) else {
        return false;
    };
    let diff = scalar_width(rw, rw.arena.value_type(x)) - scalar_width(rw, tr_ty);
    if i128::try_from(amount).ok() != Some(i128::from(diff)) {
        return false;
    }
    let loc = ops_loc(rw, &[root, kop]);
    let (nsw, nuw) = flags(rw, root);
    let ovf = c::overflow_attr(rw.ctx, nsw, nuw);
    let xty = rw.arena.value_type(x);
    let kv = b::constant(rw, k, kty, loc);
    let shr = b::create(rw, "arith.shrui", vec![x, kv], xty, &[], loc);
    let new = b::create(rw, "arith.trunci", vec![shr], tr_ty, &[("overflowFlags", ovf)], loc);
    replace(rw, root, new);
    true
}

/// `truncf(itofp(x)) -> itofp(x)` without a rounding mode
/// (`TruncFSIToFPToSIToFP`, `TruncFUIToFPToUIToFP`).
fn truncf_of_int_to_fp(root: OpId, rw: Rw<'_, '_>, cast: &str) -> bool {
    let Some(fp) = name_is(rw, operand(rw, root, 0), cast) else {
        return false;
    };
    if c::prop(rw.ctx, rw.arena, root, "roundingmode").is_some() {
        return false;
    }
    let loc = ops_loc(rw, &[root, fp]);
    let x = operand(rw, fp, 0);
    let Some(ty) = res_type(rw, root) else { return false };
    let new = b::create(rw, cast, vec![x], ty, &[], loc);
    replace(rw, root, new);
    true
}

fn truncf_sitofp(root: OpId, rw: Rw<'_, '_>) -> bool {
    truncf_of_int_to_fp(root, rw, "arith.sitofp")
}
fn truncf_uitofp(root: OpId, rw: Rw<'_, '_>) -> bool {
    truncf_of_int_to_fp(root, rw, "arith.uitofp")
}

// ----- floats -----

/// `mulf(negf(a), negf(b)) -> mulf(a, b)` (and `divf`).
fn float_of_negs(root: OpId, rw: Rw<'_, '_>, name: &str) -> bool {
    let Some(n0) = name_is(rw, operand(rw, root, 0), "arith.negf") else {
        return false;
    };
    let Some(n1) = name_is(rw, operand(rw, root, 1), "arith.negf") else {
        return false;
    };
    let (x, y) = (operand(rw, n0, 0), operand(rw, n1, 0));
    if rw.arena.value_type(x) != rw.arena.value_type(y) {
        return false;
    }
    let loc = ops_loc(rw, &[root, n0, n1]);
    let Some(ty) = res_type(rw, root) else { return false };
    let fm = c::prop(rw.ctx, rw.arena, root, "fastmath");
    let props: Vec<(&str, Attr)> = fm.map(|f| vec![("fastmath", f)]).unwrap_or_default();
    let new = b::create(rw, name, vec![x, y], ty, &props, loc);
    replace(rw, root, new);
    true
}

fn mulf_of_negf(root: OpId, rw: Rw<'_, '_>) -> bool {
    float_of_negs(root, rw, "arith.mulf")
}
fn divf_of_negf(root: OpId, rw: Rw<'_, '_>) -> bool {
    float_of_negs(root, rw, "arith.divf")
}

// ----- extended arithmetic -----

fn extended_to_plain(root: OpId, rw: Rw<'_, '_>, plain: &str, second_unused: bool) -> bool {
    if rw.arena.num_results(root) != 2 {
        return false;
    }
    if second_unused && !rw.arena.use_empty(rw.arena.result(root, 1)) {
        return false;
    }
    let loc = ops_loc(rw, &[root]);
    let (x, y) = (operand(rw, root, 0), operand(rw, root, 1));
    let none = c::overflow_attr(rw.ctx, false, false);
    let new = b::int_binop(rw, plain, x, y, none, loc);
    rw.replace_op(root, &[new, x]);
    true
}

fn addui_extended_to_addi(root: OpId, rw: Rw<'_, '_>) -> bool {
    extended_to_plain(root, rw, "arith.addi", true)
}
fn mulsi_extended_to_muli(root: OpId, rw: Rw<'_, '_>) -> bool {
    extended_to_plain(root, rw, "arith.muli", true)
}
fn mului_extended_to_muli(root: OpId, rw: Rw<'_, '_>) -> bool {
    extended_to_plain(root, rw, "arith.muli", true)
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`
/// (`MulSIExtendedRHSOne`; a strictly positive one, so not for `i1`).
fn mulsi_extended_rhs_one(root: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((_, k)) = any_const(rw, operand(rw, root, 1)) else {
        return false;
    };
    if !matches!(int_bits(rw.ctx, k), Some((w, 1)) if w > 1) {
        return false;
    }
    let loc = ops_loc(rw, &[root]);
    let x = operand(rw, root, 0);
    let xty = rw.arena.value_type(x);
    let Some(zero) = crate::arith::folds::zero_attr(rw.ctx, xty) else {
        return false;
    };
    let k0 = b::constant(rw, zero, xty, loc);
    let i1 = crate::arith::folds::i1_same_shape(rw.ctx, xty);
    let slt = pred_attr(rw.ctx, 2);
    let cmp = b::create(rw, "arith.cmpi", vec![x, k0], i1, &[("predicate", slt)], loc);
    let ext = b::create(rw, "arith.extsi", vec![cmp], xty, &[], loc);
    rw.replace_op(root, &[x, ext]);
    true
}

/// Registers every pattern provider on its root op.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.add_canonicalization("arith.addi", |_, s| {
        add_reassociations(s, "arith.addi");
        add(s, "AddIMulNegativeOneRhs", "arith.addi", 2, addi_mul_neg_one_rhs);
        add(s, "AddIMulNegativeOneLhs", "arith.addi", 2, addi_mul_neg_one_lhs);
    });
    reg.add_canonicalization("arith.subi", |_, s| {
        add_reassociations(s, "arith.subi");
        add(s, "SubISubILHSRHSLHS", "arith.subi", 2, subi_subi_lhs_rhs_lhs);
    });
    reg.add_canonicalization("arith.muli", |_, s| {
        add_reassociations(s, "arith.muli");
    });
    reg.add_canonicalization("arith.xori", |_, s| {
        add(s, "XOrINotCmpI", "arith.xori", 2, xori_not_cmpi);
        add(s, "XOrIOfExtUI", "arith.xori", 3, xori_of_extui);
        add(s, "XOrIOfExtSI", "arith.xori", 3, xori_of_extsi);
    });
    reg.add_canonicalization("arith.andi", |_, s| {
        add(s, "AndOfExtUI", "arith.andi", 3, andi_of_extui);
        add(s, "AndOfExtSI", "arith.andi", 3, andi_of_extsi);
    });
    reg.add_canonicalization("arith.ori", |_, s| {
        add(s, "OrOfExtUI", "arith.ori", 3, ori_of_extui);
        add(s, "OrOfExtSI", "arith.ori", 3, ori_of_extsi);
    });
    reg.add_canonicalization("arith.cmpi", |_, s| {
        add(s, "CmpIExtSI", "arith.cmpi", 3, cmpi_extsi);
        add(s, "CmpIExtUI", "arith.cmpi", 3, cmpi_extui);
    });
    reg.add_canonicalization("arith.select", |_, s| {
        add(s, "RedundantSelectFalse", "arith.select", 2, redundant_select_false);
        add(s, "RedundantSelectTrue", "arith.select", 2, redundant_select_true);
        add(s, "SelectNotCond", "arith.select", 2, select_not_cond);
        add(s, "SelectI1ToNot", "arith.select", 1, select_i1_to_not);
        add(s, "SelectToExtUI", "arith.select", 1, select_to_extui);
    });
    reg.add_canonicalization("arith.index_cast", |_, s| {
        add(
            s,
            "IndexCastOfIndexCast",
            "arith.index_cast",
            2,
            index_cast_of_index_cast,
        );
        add(s, "IndexCastOfExtSI", "arith.index_cast", 2, index_cast_of_extsi);
    });
    reg.add_canonicalization("arith.index_castui", |_, s| {
        add(
            s,
            "IndexCastUIOfIndexCastUI",
            "arith.index_castui",
            2,
            index_castui_of_index_castui,
        );
        add(s, "IndexCastUIOfExtUI", "arith.index_castui", 2, index_castui_of_extui);
    });
    reg.add_canonicalization("arith.extsi", |_, s| {
        add(s, "ExtSIOfExtUI", "arith.extsi", 2, extsi_of_extui);
    });
    reg.add_canonicalization("arith.bitcast", |_, s| {
        add(s, "BitcastOfBitcast", "arith.bitcast", 2, bitcast_of_bitcast);
    });
    reg.add_canonicalization("arith.trunci", |_, s| {
        add(s, "TruncIExtSIToExtSI", "arith.trunci", 2, trunci_extsi_to_extsi);
        add(s, "TruncIExtUIToExtUI", "arith.trunci", 2, trunci_extui_to_extui);
        add(
            s,
            "TruncIShrSIToTrunciShrUI",
            "arith.trunci",
            2,
            trunci_shrsi_to_trunci_shrui,
        );
    });
    reg.add_canonicalization("arith.truncf", |_, s| {
        add(s, "TruncFSIToFPToSIToFP", "arith.truncf", 2, truncf_sitofp);
        add(s, "TruncFUIToFPToUIToFP", "arith.truncf", 2, truncf_uitofp);
    });
    reg.add_canonicalization("arith.mulf", |_, s| {
        add(s, "MulFOfNegF", "arith.mulf", 3, mulf_of_negf);
    });
    reg.add_canonicalization("arith.divf", |_, s| {
        add(s, "DivFOfNegF", "arith.divf", 3, divf_of_negf);
    });
    reg.add_canonicalization("arith.addui_extended", |_, s| {
        add(
            s,
            "AddUIExtendedToAddI",
            "arith.addui_extended",
            1,
            addui_extended_to_addi,
        );
    });
    reg.add_canonicalization("arith.mulsi_extended", |_, s| {
        add(
            s,
            "MulSIExtendedToMulI",
            "arith.mulsi_extended",
            1,
            mulsi_extended_to_muli,
        );
        add(
            s,
            "MulSIExtendedRHSOne",
            "arith.mulsi_extended",
            1,
            mulsi_extended_rhs_one,
        );
    });
    reg.add_canonicalization("arith.mului_extended", |_, s| {
        add(
            s,
            "MulUIExtendedToMulI",
            "arith.mului_extended",
            1,
            mului_extended_to_muli,
        );
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
