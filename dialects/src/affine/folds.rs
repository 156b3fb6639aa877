//! The affine ops' folders rods has: `affine.load` (`AffineLoadOp::fold`:
//! a `memref.cast` operand is skipped; a load from a `memref.get_global`
//! of a constant `memref.global` is the stored element, for a splat at any
//! index, otherwise at constant indices), and the dialect's constant
//! materializer (`arith.constant`).

use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::registry::FoldHook;
use ir::{AttrKind, Context, IrArena, OpId, TypeKind};

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
    let cst = c::read(ctx, init)?;
    let elem = c::element_type(ctx, cst.ty());
    if let Some(s) = cst.splat_value() {
        return c::scalar_attr(ctx, elem, s);
    }
    let map = super::map_of(ctx, ir::ods::access::inherent(ctx, a, op, "map"))?;
    let indices: Vec<i64> = map.results.iter().map(|e| e.as_constant()).collect::<Option<_>>()?;
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

/// Registers the folders and the constant materializer.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_materialize_constant("affine", crate::common::build::materialize);
    reg.set_fold_hook("affine.load", FoldHook::InPlace(load_fold));
}
