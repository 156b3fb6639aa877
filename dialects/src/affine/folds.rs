//! The affine ops' folders rods has: `affine.load` (`AffineLoadOp::fold`:
//! a `memref.cast` operand is skipped; a load from a `memref.get_global`
//! of a constant `memref.global` is the stored element, for a splat at any
//! index, otherwise at constant indices), `affine.for`'s `foldLoopBounds`
//! (a bound whose operands are all constants becomes a constant bound; not
//! `canonicalizeLoopBounds`), `affine.apply` (`AffineApplyOp::fold`: to
//! the operand a dimension or symbol result reads, or to the constant the
//! map computes on constant operands). The dialect's constant materializer
//! (`arith.constant`) is `affine.ods`'s `constant_materializer`.

use ir::affine::{AffineExpr, AffineMap};
use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::registry::FoldHook;
use ir::{AttrKind, Context, IrArena, OpId, TypeKind, Value};

use crate::arith::folds::Folded;
use crate::common::consts as c;

/// `AffineLoadOp::fold`.
fn load_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    if crate::memref::folds::fold_memref_cast(ctx, a, op, None) {
        return Some(vec![FoldResult::Value(a.result(op, 0))]);
    }
    constant_global_element(ctx, a, op).map(|attr| vec![FoldResult::Attr(attr)])
}

/// The element an `affine.load` reads from a constant global.
fn constant_global_element(ctx: &Context, a: &IrArena, op: OpId) -> Option<Attr> {
    let memref = a.operands(op).next()?;
    let get_global = a.defining_op(memref)?;
    if ctx.op_info(a.op_name(get_global)).name() != "memref.get_global" {
        return None;
    }
    let name = ir::ods::access::inherent(ctx, a, get_global, "name")?;
    let table = ancestor_symbol_table(ctx, a, get_global)?;
    let global = ir::symbol::lookup_symbol_ref(ctx, a, table, name)?;
    if ctx.op_info(a.op_name(global)).name() != "memref.global" {
        return None;
    }
    let is_constant = ir::ods::access::inherent(ctx, a, global, "constant")
        .is_some_and(|u| !matches!(ctx.attr_kind(u), AttrKind::Bool(false)));
    if !is_constant {
        return None;
    }
    let init = ir::ods::access::inherent(ctx, a, global, "initial_value")?;
    let AttrKind::DenseElements { data, .. } = ctx.attr_kind(init) else {
        return None;
    };
    // Other than a splat, only constant indices fold: check them before
    // reading the elements.
    let indices: Option<Vec<i64>> = if data.is_splat() {
        None
    } else {
        let map = super::map_of(ctx, ir::ods::access::inherent(ctx, a, op, "map"))?;
        Some(map.results.iter().map(|e| e.as_constant()).collect::<Option<_>>()?)
    };
    let cst = c::read(ctx, init)?;
    let elem = c::element_type(ctx, cst.ty());
    if let Some(s) = cst.splat_value() {
        return c::scalar_attr(ctx, elem, s);
    }
    let indices = indices?;
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(cst.ty()) else {
        return None;
    };
    let c::Cst::Elements(_, values, _) = &cst else {
        return None;
    };
    let mut linear: i64 = 0;
    for (&i, &d) in indices.iter().zip(shape) {
        if !(0..d).contains(&i) {
            return None;
        }
        linear = linear.checked_mul(d)?.checked_add(i)?;
    }
    let s = *values.get(usize::try_from(linear).ok()?)?;
    c::scalar_attr(ctx, elem, s)
}

/// `AffineForOp::fold`'s `foldLoopBounds`: each bound that is not a
/// constant and whose operands are all `arith.constant`s becomes the
/// constant max (lower) or min (upper) of its results.
fn for_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let segs = ir::ods::access::segment_sizes(ctx, a, op, "operandSegmentSizes")?;
    let (n_lb, n_ub) = (
        usize::try_from(*segs.first()?).ok()?,
        usize::try_from(*segs.get(1)?).ok()?,
    );
    let operands: Vec<Value> = a.operands(op).collect();
    if operands.len() < n_lb + n_ub {
        return None;
    }
    let lower = fold_bound(ctx, a, op, "lowerBoundMap", &operands[..n_lb], true);
    let upper = fold_bound(ctx, a, op, "upperBoundMap", &operands[n_lb..n_lb + n_ub], false);
    if lower.is_none() && upper.is_none() {
        return None;
    }
    let mut new_operands = Vec::with_capacity(operands.len());
    let mut sizes = segs.clone();
    for (value, range, slot, name) in [
        (lower, 0..n_lb, 0, "lowerBoundMap"),
        (upper, n_lb..n_lb + n_ub, 1, "upperBoundMap"),
    ] {
        match value {
            Some(v) => {
                let map = ctx.get_attr(AttrKind::AffineMap(AffineMap::new(0, 0, vec![AffineExpr::constant(v)])));
                ir::ods::access::set_inherent(ctx, a, op, name, Some(map));
                sizes[slot] = 0;
            }
            None => new_operands.extend_from_slice(&operands[range]),
        }
    }
    new_operands.extend_from_slice(&operands[n_lb + n_ub..]);
    let sizes_attr = ir::ods::values::dense_array(ctx, &sizes, "i32").ok()?;
    a.set_operands(op, &new_operands);
    ir::ods::access::set_inherent(ctx, a, op, "operandSegmentSizes", Some(sizes_attr));
    Some(
        (0..a.num_results(op))
            .map(|i| FoldResult::Value(a.result(op, i)))
            .collect(),
    )
}

/// The constant a bound folds to, `None` when it is constant already or
/// an operand is not a constant.
fn fold_bound(ctx: &Context, a: &IrArena, op: OpId, name: &str, operands: &[Value], lower: bool) -> Option<i64> {
    let map = super::map_of(ctx, ir::ods::access::inherent(ctx, a, op, name))?;
    if map.num_inputs() == 0 && map.results.len() == 1 && map.results[0].as_constant().is_some() {
        return None;
    }
    let constants: Vec<AffineExpr> = operands
        .iter()
        .map(|&v| super::canonical_map::constant_operand(ctx, a, v).map(AffineExpr::constant))
        .collect::<Option<_>>()?;
    let num_dims = (map.num_dims as usize).min(constants.len());
    let (dims, symbols) = constants.split_at(num_dims);
    let values: Vec<i64> = map
        .results
        .iter()
        .map(|e| e.replace_dims_and_symbols(dims, symbols).as_constant())
        .collect::<Option<_>>()?;
    if lower {
        values.into_iter().max()
    } else {
        values.into_iter().min()
    }
}

/// The closest op around `op` with the `SymbolTable` trait.
fn ancestor_symbol_table(ctx: &Context, a: &IrArena, op: OpId) -> Option<OpId> {
    let mut cur = a.parent_op(op)?;
    loop {
        if ctx.op_info(a.op_name(cur)).traits().symbol_table {
            return Some(cur);
        }
        cur = a.parent_op(cur)?;
    }
}

/// Registers the folders.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("affine.load", FoldHook::InPlace(load_fold));
    reg.set_fold_hook("affine.for", FoldHook::InPlace(for_fold));
    reg.set_fold_hook("affine.apply", FoldHook::Pure(apply_fold));
    use super::compose::simplify_affine_access as simplify;
    use crate::scf::folds::add;
    reg.add_canonicalization("affine.load", |_, s| {
        add(s, "SimplifyAffineOp", "affine.load", simplify)
    });
    reg.add_canonicalization("affine.store", |_, s| {
        add(s, "SimplifyAffineOp", "affine.store", simplify)
    });
    reg.add_canonicalization("affine.vector_load", |_, s| {
        add(s, "SimplifyAffineOp", "affine.vector_load", simplify)
    });
    reg.add_canonicalization("affine.vector_store", |_, s| {
        add(s, "SimplifyAffineOp", "affine.vector_store", simplify)
    });
}

/// `AffineApplyOp::fold`: a map whose result is a dimension or symbol folds
/// to that operand; otherwise the result folds to a constant when every
/// input it reads is one (`AffineMap::constantFold`), or to poison when a
/// `mod` by a non-positive or a division by zero constant occurs.
pub(crate) fn apply_fold(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let attr = ir::ods::access::inherent(ctx, a, op, "map")?;
    let AttrKind::AffineMap(map) = ctx.attr_kind(attr) else {
        return None;
    };
    let expr = map.results.first()?;
    let operand = |pos: usize| (pos < a.num_operands(op)).then(|| vec![FoldResult::Value(a.operand(op, pos))]);
    match expr {
        AffineExpr::Dim(p) => return operand(*p as usize),
        AffineExpr::Symbol(p) => return operand(map.num_dims as usize + *p as usize),
        _ => {}
    }
    let input = |pos: usize| c::int_attr_value(ctx, consts.get(pos).copied().flatten());
    let mut poison = false;
    let value = fold_expr(expr, map.num_dims as usize, &input, &mut poison);
    if poison {
        return Some(vec![FoldResult::Attr(crate::ub::folds::poison_attr(ctx))]);
    }
    let index = ctx.index_type();
    Some(vec![FoldResult::Attr(c::int_attr(ctx, index, value? as i128 as u128)?)])
}

/// `AffineExprConstantFolder::constantFold`: the value of `expr` when the
/// inputs it reads are constants; `poison` is set by a `mod` by a
/// non-positive value or a division by zero.
fn fold_expr(
    expr: &AffineExpr,
    num_dims: usize,
    input: &dyn Fn(usize) -> Option<i64>,
    poison: &mut bool,
) -> Option<i64> {
    let mut binary = |l: &AffineExpr, r: &AffineExpr| -> Option<(i64, i64)> {
        let lhs = fold_expr(l, num_dims, input, poison);
        let rhs = fold_expr(r, num_dims, input, poison);
        Some((lhs?, rhs?))
    };
    match expr {
        AffineExpr::Dim(p) => input(*p as usize),
        AffineExpr::Symbol(p) => input(num_dims + *p as usize),
        AffineExpr::Constant(v) => Some(*v),
        AffineExpr::Add(l, r) => binary(l, r).map(|(l, r)| l.wrapping_add(r)),
        AffineExpr::Mul(l, r) => binary(l, r).map(|(l, r)| l.wrapping_mul(r)),
        AffineExpr::Mod(l, r) => {
            let (l, r) = binary(l, r)?;
            if r < 1 {
                *poison = true;
                return None;
            }
            Some(l.rem_euclid(r))
        }
        AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
            let (l, r) = binary(l, r)?;
            if r == 0 {
                *poison = true;
                return None;
            }
            let (q, rem) = (l.wrapping_div(r), l.wrapping_rem(r));
            let inexact = rem != 0;
            let negative = (rem < 0) != (r < 0);
            Some(match expr {
                AffineExpr::FloorDiv(..) if inexact && negative => q - 1,
                AffineExpr::CeilDiv(..) if inexact && !negative => q + 1,
                _ => q,
            })
        }
    }
}
