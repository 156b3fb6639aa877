//! Poison as the arith folders see it: `#ub.poison` (`ub::PoisonAttr`),
//! `ub.poison`'s folder (its `value`) and the `ub` dialect's constant
//! materializer ([`poison_spec`], `ub.ods`'s `constant_materializer`), so that a `ub.poison` result is a constant operand the
//! folders can propagate (`constFoldBinaryOp` and friends return a poison
//! operand as their result).

use crate::common::consts as c;
use ir::attrs::{Attr, AttrKind};
use ir::ods::FoldResult;
use ir::{Context, IrArena, OpId, OpSpec, Type};

/// The `#ub.poison` attribute.
pub fn poison_attr(ctx: &Context) -> Attr {
    ctx.get_attr(AttrKind::Opaque {
        dialect: "ub".into(),
        data: "poison".into(),
    })
}

/// Whether `attr` is `#ub.poison` (`ub::m_Poison()`).
pub fn is_poison(ctx: &Context, attr: Attr) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::Opaque { dialect, data } if dialect == "ub" && data == "poison")
}

/// The first poison among a fold's operand constants (a poison operand is
/// what upstream's constant-fold helpers return).
pub fn first_poison(ctx: &Context, consts: &[Option<Attr>]) -> Option<Attr> {
    consts.iter().flatten().copied().find(|&a| is_poison(ctx, a))
}

/// Whether operand constant `i` is poison.
pub fn operand_is_poison(ctx: &Context, consts: &[Option<Attr>], i: usize) -> bool {
    consts.get(i).copied().flatten().is_some_and(|a| is_poison(ctx, a))
}

/// `ub.poison`'s folder: its `value` (`#ub.poison` when absent).
pub fn fold_poison_op(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    if a.num_results(op) != 1 || a.num_operands(op) != 0 {
        return None;
    }
    let value = c::prop(ctx, a, op, "value").unwrap_or_else(|| poison_attr(ctx));
    Some(vec![FoldResult::Attr(value)])
}

/// The `ub.poison` op of `value` and type `ty`, when `value` is poison
/// (`PoisonOp::create(builder, loc, type, attr)`).
pub fn poison_spec(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpSpec> {
    if !is_poison(ctx, value) {
        return None;
    }
    Some(crate::common::build::constant_like_spec(
        ctx,
        "ub.poison",
        value,
        ty,
        loc,
    ))
}

/// Registers `ub.poison`'s folder.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("ub.poison", ir::registry::FoldHook::Pure(fold_poison_op));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn poison_is_recognized() {
        let ctx = Context::new();
        let p = poison_attr(&ctx);
        assert!(is_poison(&ctx, p));
        assert_eq!(first_poison(&ctx, &[None, Some(p)]), Some(p));
        assert!(operand_is_poison(&ctx, &[None, Some(p)], 1));
        assert!(!operand_is_poison(&ctx, &[None, Some(p)], 0));
    }
}
