//! func folds and canonicalizations: `func.constant` folds to its symbol,
//! the dialect materializes symbol constants, and `func.call_indirect` of a
//! constant callee becomes `func.call` (`CallIndirectOp::canonicalize`).

use crate::common::consts as c;
use ir::attrs::{Attr, AttrKind};
use ir::ods::FoldResult;
use ir::registry::FoldHook;
use ir::rewrite::PatternRewriter;
use ir::{Context, IrArena, OpId, OpSpec, Type, Value};

fn constant_fold(ctx: &Context, a: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    if a.num_operands(op) != 0 || a.num_results(op) != 1 {
        return None;
    }
    c::prop(ctx, a, op, "value").map(|v| vec![FoldResult::Attr(v)])
}

/// `FuncDialect::materializeConstant`: a `func.constant` of a flat symbol
/// reference.
pub(crate) fn materialize(ctx: &Context, value: Attr, ty: Type, loc: Attr) -> Option<OpSpec> {
    match ctx.attr_kind(value) {
        AttrKind::SymbolRef { nested, .. } if nested.is_empty() => {}
        _ => return None,
    }
    if !matches!(ctx.type_kind(ty), ir::TypeKind::Function { .. }) {
        return None;
    }
    Some(crate::common::build::constant_like_spec(
        ctx,
        "func.constant",
        value,
        ty,
        loc,
    ))
}

fn call_indirect(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.arena.num_operands(op) == 0 {
        return false;
    }
    let callee = rw.arena.operand(op, 0);
    let Some(sym) = rw.constant_of(callee) else {
        return false;
    };
    if !matches!(rw.ctx.attr_kind(sym), AttrKind::SymbolRef { .. }) {
        return false;
    }
    let args: Vec<Value> = rw.arena.operands(op).skip(1).collect();
    let spec = OpSpec {
        operands: args,
        result_types: rw.arena.result_types(op).collect(),
        properties: c::props(rw.ctx, &[("callee", sym)]),
        ..OpSpec::new(rw.ctx.op_name("func.call"), rw.arena.op_loc(op))
    };
    rw.replace_op_with_new(op, spec);
    true
}

/// Registers the hooks.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("func.constant", FoldHook::Pure(constant_fold));
    reg.add_canonicalization("func.call_indirect", |_, s| {
        s.add_fn("CallIndirectOpCanonicalize", "func.call_indirect", 1, call_indirect);
    });
}
