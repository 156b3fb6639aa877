//! The index dialect's folders and canonicalizations (upstream
//! `IndexOps.cpp`). `index` has no fixed width: a fold must give the same
//! answer on 32- and 64-bit targets, so operations whose low bits depend on
//! the high bits of their operands are computed in both widths and only
//! folded when the results agree (`foldBinaryOpChecked`).

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::index::ops;
use crate::scf::folds::{add, Rw};
use ir::attrs::{Attr, AttrKind};
use ir::int_range::{self, infer::CmpPredicate, ConstantIntRanges};
use ir::ods::FoldResult;
use ir::{Context, IrArena, OpId, OpSpec, TypeKind, Value};

/// A binary index operation on `width`-bit values (bits zero-extended).
type Calc = fn(u128, u128, u32) -> Option<u128>;

fn sx(w: u32, v: u128) -> i128 {
    c::sext(w, v & c::mask(w))
}

fn wrap(w: u32, v: i128) -> u128 {
    (v as u128) & c::mask(w)
}

/// The integer value of a constant operand, zero-extended from 64 bits.
fn int_of(ctx: &Context, attr: Option<Attr>) -> Option<u128> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { value, .. } => Some(wrap(64, value.to_i128()?)),
        _ => None,
    }
}

fn index_attr(ctx: &Context, v: u128) -> Folded {
    Some(vec![FoldResult::Attr(c::int_attr(ctx, ctx.index_type(), v)?)])
}

/// `foldBinaryOpUnchecked`: the 64-bit result (the low 32 bits never depend
/// on the operands' high bits).
fn fold_unchecked(ctx: &Context, consts: &[Option<Attr>], f: Calc) -> Folded {
    let (l, r) = (int_of(ctx, *consts.first()?)?, int_of(ctx, *consts.get(1)?)?);
    index_attr(ctx, f(l, r, 64)?)
}

/// `foldBinaryOpChecked`: the 64-bit result when its low 32 bits are the
/// 32-bit result.
fn fold_checked(ctx: &Context, consts: &[Option<Attr>], f: Calc) -> Folded {
    let (l, r) = (int_of(ctx, *consts.first()?)?, int_of(ctx, *consts.get(1)?)?);
    let r64 = f(l, r, 64)?;
    let r32 = f(l & c::mask(32), r & c::mask(32), 32)?;
    (r64 & c::mask(32) == r32).then_some(())?;
    index_attr(ctx, r64)
}

fn add_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    Some(l.wrapping_add(r) & c::mask(w))
}
fn sub_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    Some(l.wrapping_sub(r) & c::mask(w))
}
fn mul_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    Some(l.wrapping_mul(r) & c::mask(w))
}
fn and_calc(l: u128, r: u128, _: u32) -> Option<u128> {
    Some(l & r)
}
fn or_calc(l: u128, r: u128, _: u32) -> Option<u128> {
    Some(l | r)
}
fn xor_calc(l: u128, r: u128, _: u32) -> Option<u128> {
    Some(l ^ r)
}
fn divs_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    (r != 0).then(|| wrap(w, sx(w, l).wrapping_div(sx(w, r))))
}
fn divu_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    (r != 0).then(|| (l / r) & c::mask(w))
}
/// `calculateCeilDivS`.
fn ceildivs_calc(n: u128, m: u128, w: u32) -> Option<u128> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let (n, m) = (sx(w, n), sx(w, m));
    if (n > 0) != (m > 0) {
        return Some(wrap(w, -(n.wrapping_neg().wrapping_div(m))));
    }
    let x = if m > 0 { -1 } else { 1 };
    Some(wrap(w, (n + x).wrapping_div(m) + 1))
}
fn ceildivu_calc(n: u128, m: u128, w: u32) -> Option<u128> {
    if m == 0 {
        return None;
    }
    Some(if n == 0 { 0 } else { ((n - 1) / m + 1) & c::mask(w) })
}
/// `calculateFloorDivS`.
fn floordivs_calc(n: u128, m: u128, w: u32) -> Option<u128> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let (n, m) = (sx(w, n), sx(w, m));
    if (n < 0) == (m < 0) {
        return Some(wrap(w, n.wrapping_div(m)));
    }
    let x = if m < 0 { 1 } else { -1 };
    Some(wrap(w, -1 - (x - n).wrapping_div(m)))
}
fn rems_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    (r != 0).then(|| wrap(w, sx(w, l).wrapping_rem(sx(w, r))))
}
fn remu_calc(l: u128, r: u128, _: u32) -> Option<u128> {
    (r != 0).then(|| l % r)
}
fn maxs_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    Some(if sx(w, l) > sx(w, r) { l } else { r })
}
fn maxu_calc(l: u128, r: u128, _: u32) -> Option<u128> {
    Some(l.max(r))
}
fn mins_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    Some(if sx(w, l) < sx(w, r) { l } else { r })
}
fn minu_calc(l: u128, r: u128, _: u32) -> Option<u128> {
    Some(l.min(r))
}
fn shl_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    (r < 32).then(|| (l << r) & c::mask(w))
}
fn shrs_calc(l: u128, r: u128, w: u32) -> Option<u128> {
    (r < 32).then(|| wrap(w, sx(w, l) >> r))
}
fn shru_calc(l: u128, r: u128, _: u32) -> Option<u128> {
    (r < 32).then(|| l >> r)
}

/// The constant right operand of `op`, if any.
fn rhs_const(ctx: &Context, consts: &[Option<Attr>]) -> Option<u128> {
    int_of(ctx, *consts.get(1)?)
}

fn add_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let add = ops::AddOpView::cast(ctx, a, op)?;
    fold_unchecked(ctx, consts, add_calc)
        .or_else(|| (rhs_const(ctx, consts)? == 0).then(|| vec![FoldResult::Value(add.lhs())]))
}

fn sub_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let sub = ops::SubOpView::cast(ctx, a, op)?;
    fold_unchecked(ctx, consts, sub_calc)
        .or_else(|| (rhs_const(ctx, consts)? == 0).then(|| vec![FoldResult::Value(sub.lhs())]))
}

fn mul_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let mul = ops::MulOpView::cast(ctx, a, op)?;
    fold_unchecked(ctx, consts, mul_calc).or_else(|| match rhs_const(ctx, consts)? {
        1 => Some(vec![FoldResult::Value(mul.lhs())]),
        0 => Some(vec![FoldResult::Attr((*consts.get(1)?)?)]),
        _ => None,
    })
}

macro_rules! binary_folds {
    ($($name:ident = $kind:ident($calc:ident);)*) => {$(
        fn $name(ctx: &Context, _: &IrArena, _: OpId, consts: &[Option<Attr>]) -> Folded {
            $kind(ctx, consts, $calc)
        }
    )*};
}

binary_folds! {
    divs_fold = fold_checked(divs_calc);
    divu_fold = fold_checked(divu_calc);
    ceildivs_fold = fold_checked(ceildivs_calc);
    ceildivu_fold = fold_checked(ceildivu_calc);
    floordivs_fold = fold_checked(floordivs_calc);
    rems_fold = fold_checked(rems_calc);
    remu_fold = fold_checked(remu_calc);
    maxs_fold = fold_checked(maxs_calc);
    maxu_fold = fold_checked(maxu_calc);
    mins_fold = fold_checked(mins_calc);
    minu_fold = fold_checked(minu_calc);
    shl_fold = fold_unchecked(shl_calc);
    shrs_fold = fold_checked(shrs_calc);
    shru_fold = fold_checked(shru_calc);
    and_fold = fold_unchecked(and_calc);
    or_fold = fold_unchecked(or_calc);
    xor_fold = fold_unchecked(xor_calc);
}

/// `foldCastOp`: a constant cast to `index` (as on a 64-bit target), or
/// from `index` when 32- and 64-bit targets agree.
fn cast_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>], signed: bool) -> Folded {
    let attr = (*consts.first()?)?;
    let AttrKind::Integer { ty: in_ty, value } = ctx.attr_kind(attr) else {
        return None;
    };
    let in_width = c::int_width(ctx, *in_ty)?;
    let bits = wrap(in_width, value.to_i128()?);
    let ext = |v: u128, from: u32, to: u32| -> u128 {
        if signed {
            wrap(to, sx(from, v))
        } else {
            v & c::mask(from) & c::mask(to)
        }
    };
    let out = a.result_types(op).next()?;
    if matches!(ctx.type_kind(out), TypeKind::Index) {
        return Some(vec![FoldResult::Attr(c::int_attr(ctx, out, ext(bits, in_width, 64))?)]);
    }
    let width = c::int_width(ctx, out)?;
    let result = if width <= 32 {
        bits & c::mask(width)
    } else if width >= 64 {
        if ext(bits & c::mask(32), 32, 64) != bits {
            return None;
        }
        ext(bits, 64, width)
    } else {
        let r = bits & c::mask(width);
        if r != ext(bits & c::mask(32), 32, width) {
            return None;
        }
        r
    };
    Some(vec![FoldResult::Attr(c::int_attr(ctx, out, result)?)])
}

fn casts_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    cast_fold(ctx, a, op, consts, true)
}

fn castu_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    cast_fold(ctx, a, op, consts, false)
}

/// The `IndexCmpPredicate` of `index.cmp` `op` (its `#index<cmp_predicate x>`
/// property), as `ir::int_range`'s predicate (both number them alike).
fn predicate(ctx: &Context, a: &IrArena, op: OpId) -> Option<CmpPredicate> {
    const NAMES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
    let AttrKind::Opaque { data, .. } = ctx.attr_kind(c::prop(ctx, a, op, "pred")?) else {
        return None;
    };
    let name = data.rsplit(' ').next()?.trim_end_matches('>');
    let position = NAMES.iter().position(|n| *n == name)?;
    CmpPredicate::from_i64(i64::try_from(position).ok()?)
}

/// `compareIndices`: `pred(l, r)` on `w`-bit constants.
fn compare(pred: CmpPredicate, l: u128, r: u128, w: u32) -> Option<bool> {
    int_range::infer::evaluate_pred(
        pred,
        &ConstantIntRanges::constant(w, l),
        &ConstantIntRanges::constant(w, r),
    )
}

/// `foldCmpOfMaxOrMin`: `cmp(min/max(x, a), b)` over the range the min or
/// max leaves.
fn cmp_of_max_or_min(kind: &str, a: u128, b: u128, w: u32, pred: CmpPredicate) -> Option<bool> {
    let range = match kind {
        "index.mins" => ConstantIntRanges::from_signed(w, 1 << (w - 1), a),
        "index.minu" => ConstantIntRanges::from_unsigned(w, 0, a),
        "index.maxs" => ConstantIntRanges::from_signed(w, a, c::mask(w - 1)),
        "index.maxu" => ConstantIntRanges::from_unsigned(w, a, c::mask(w)),
        _ => return None,
    };
    int_range::infer::evaluate_pred(pred, &range, &ConstantIntRanges::constant(w, b))
}

fn bool_result(ctx: &Context, v: bool) -> Folded {
    Some(vec![FoldResult::Attr(ctx.get_attr(AttrKind::Bool(v)))])
}

/// `CmpOp::fold`: constants (agreeing in 32 and 64 bits), a min/max against
/// a constant, or a value against itself.
fn cmp_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let cmp = ops::CmpOpView::cast(ctx, a, op)?;
    let pred = predicate(ctx, a, op)?;
    let (l, r) = (
        int_of(ctx, consts.first().copied().flatten()),
        int_of(ctx, consts.get(1).copied().flatten()),
    );
    if let (Some(l), Some(r)) = (l, r) {
        let (r64, r32) = (
            compare(pred, l, r, 64),
            compare(pred, l & c::mask(32), r & c::mask(32), 32),
        );
        if let (Some(r64), Some(r32)) = (r64, r32) {
            if r64 == r32 {
                return bool_result(ctx, r64);
            }
        }
    }
    let lhs = cmp.lhs();
    if let (Some(def), Some(r)) = (a.defining_op(lhs), r) {
        let kind = ctx.op_info(a.op_name(def)).name();
        let cst_a = a.operands(def).nth(1).and_then(|v| constant_int(ctx, a, v));
        if let Some(ca) = cst_a {
            let r64 = cmp_of_max_or_min(kind, ca, r, 64, pred);
            let r32 = cmp_of_max_or_min(kind, ca & c::mask(32), r & c::mask(32), 32, pred);
            if let (Some(x), Some(y)) = (r64, r32) {
                if x == y {
                    return bool_result(ctx, x);
                }
            }
        }
    }
    if lhs == cmp.rhs() {
        use CmpPredicate::{Eq, Sge, Sle, Uge, Ule};
        let same = matches!(pred, Eq | Sge | Sle | Uge | Ule);
        return bool_result(ctx, same);
    }
    None
}

/// The value of a constant-like op's result (`m_Constant`).
fn constant_int(ctx: &Context, a: &IrArena, v: Value) -> Option<u128> {
    let op = a.defining_op(v)?;
    let name = ctx.op_info(a.op_name(op)).name();
    if name != "index.constant" && name != "arith.constant" {
        return None;
    }
    int_of(ctx, c::prop(ctx, a, op, "value"))
}

fn constant_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    Some(vec![FoldResult::Attr(c::prop(ctx, a, op, "value")?)])
}

/// A binary op `name` of `lhs` and `rhs` at the insertion point.
fn binary(rw: Rw<'_, '_>, name: &str, lhs: Value, rhs: Value, loc: Attr) -> OpId {
    let ty = rw.arena.value_type(lhs);
    let spec = OpSpec {
        operands: vec![lhs, rhs],
        result_types: vec![ty],
        ..OpSpec::new(rw.ctx.op_name(name), loc)
    };
    rw.create(spec)
}

/// `canonicalizeAssociativeCommutativeBinaryOp`: `op(op(v, c1), c2)` is
/// `op(v, op(c2, c1))` when the inner pair folds.
fn associative_commutative(op: OpId, rw: Rw<'_, '_>) -> bool {
    let name = rw.ctx.op_info(rw.arena.op_name(op)).name();
    let (lhs, rhs) = (rw.arena.operand(op, 0), rw.arena.operand(op, 1));
    let Some(c2) = rw.constant_of(rhs) else { return false };
    // The inner op is the same op as `op`.
    let Some(inner) = rw
        .arena
        .defining_op(lhs)
        .filter(|&d| rw.arena.op_name(d) == rw.arena.op_name(op))
    else {
        return false;
    };
    let (v, c1v) = (rw.arena.operand(inner, 0), rw.arena.operand(inner, 1));
    let Some(c1) = rw.constant_of(c1v) else { return false };
    let Some(fold) = fold_of(name) else { return false };
    let Some(folded) = fold(rw.ctx, rw.arena, op, &[Some(c2), Some(c1)]).and_then(|r| match r.first() {
        Some(FoldResult::Attr(x)) => Some(*x),
        _ => None,
    }) else {
        return false;
    };
    let (loc, index) = (rw.arena.op_loc(op), rw.ctx.index_type());
    let Some(spec) = materialize(rw.ctx, folded, index, loc) else {
        return false;
    };
    let cst = rw.create(spec);
    let cst = rw.arena.result(cst, 0);
    let new = binary(rw, name, v, cst, loc);
    let result = rw.arena.result(new, 0);
    rw.replace_op(op, &[result]);
    true
}

/// `CmpOp::canonicalize`: `cmp(x - y, 0)` is `cmp(x, y)`, `cmp(0, x - y)`
/// is `cmp(y, x)`.
fn cmp_of_sub(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((lhs, rhs)) = ops::CmpOpView::cast(rw.ctx, rw.arena, op).map(|cmp| (cmp.lhs(), cmp.rhs())) else {
        return false;
    };
    let zero = |v: Value, rw: &ir::rewrite::PatternRewriter<'_>| {
        rw.constant_of(v).and_then(|x| int_of(rw.ctx, Some(x))) == Some(0)
    };
    let (rhs_zero, lhs_zero) = (zero(rhs, rw), zero(lhs, rw));
    if !rhs_zero && !lhs_zero {
        return false;
    }
    let sub_value = if rhs_zero { lhs } else { rhs };
    let Some((x, y)) = ops::SubOpView::defining(rw.ctx, rw.arena, sub_value).map(|sub| (sub.lhs(), sub.rhs())) else {
        return false;
    };
    let operands = if rhs_zero { vec![x, y] } else { vec![y, x] };
    let spec = OpSpec {
        operands,
        result_types: rw.arena.result_types(op).collect(),
        properties: rw.arena.properties(op),
        ..OpSpec::new(rw.arena.op_name(op), rw.arena.op_loc(op))
    };
    rw.replace_op_with_new(op, spec);
    true
}

/// `IndexDialect::materializeConstant`: `index.bool.constant` for an `i1`
/// bool, `index.constant` for an `index` integer.
pub fn materialize(ctx: &Context, value: Attr, ty: ir::Type, loc: Attr) -> Option<OpSpec> {
    let name = match ctx.attr_kind(value) {
        AttrKind::Bool(_) if c::int_width(ctx, ty) == Some(1) && !matches!(ctx.type_kind(ty), TypeKind::Index) => {
            "index.bool.constant"
        }
        AttrKind::Integer { ty: at, .. }
            if matches!(ctx.type_kind(*at), TypeKind::Index) && matches!(ctx.type_kind(ty), TypeKind::Index) =>
        {
            "index.constant"
        }
        _ => return None,
    };
    Some(crate::common::build::constant_like_spec(ctx, name, value, ty, loc))
}

/// The folder of binary op `name`.
fn fold_of(name: &str) -> Option<ir::ods::schema::FoldFn> {
    FOLDS.iter().find(|(n, _)| *n == name).map(|&(_, f)| f)
}

const FOLDS: &[(&str, ir::ods::schema::FoldFn)] = &[
    ("index.add", add_fold),
    ("index.sub", sub_fold),
    ("index.mul", mul_fold),
    ("index.divs", divs_fold),
    ("index.divu", divu_fold),
    ("index.ceildivs", ceildivs_fold),
    ("index.ceildivu", ceildivu_fold),
    ("index.floordivs", floordivs_fold),
    ("index.rems", rems_fold),
    ("index.remu", remu_fold),
    ("index.maxs", maxs_fold),
    ("index.maxu", maxu_fold),
    ("index.mins", mins_fold),
    ("index.minu", minu_fold),
    ("index.shl", shl_fold),
    ("index.shrs", shrs_fold),
    ("index.shru", shru_fold),
    ("index.and", and_fold),
    ("index.or", or_fold),
    ("index.xor", xor_fold),
    ("index.casts", casts_fold),
    ("index.castu", castu_fold),
    ("index.cmp", cmp_fold),
    ("index.constant", constant_fold),
    ("index.bool.constant", constant_fold),
];

/// Registers the folders and patterns (the constant materializer is
/// `index.ods`'s `constant_materializer`).
pub fn register(ctx: &Context) {
    use ir::registry::FoldHook;
    let reg = ctx.registry();
    for &(name, f) in FOLDS {
        reg.set_fold_hook(name, FoldHook::Pure(f));
    }
    macro_rules! assoc {
        ($($op:literal),*) => {$(
            reg.add_canonicalization($op, |_, s| add(s, "canonicalize", $op, associative_commutative));
        )*};
    }
    assoc!(
        "index.add",
        "index.mul",
        "index.maxs",
        "index.maxu",
        "index.mins",
        "index.minu",
        "index.and",
        "index.or",
        "index.xor"
    );
    reg.add_canonicalization("index.cmp", |_, s| add(s, "canonicalize", "index.cmp", cmp_of_sub));
}
