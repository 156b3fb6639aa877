//! `ConstantLike` asked of single ops outside a rewrite driver: whether an op is a
//! constant (`op->hasTrait<OpTrait::ConstantLike>()`) and the value a constant
//! defines (`matchPattern(v, m_Constant(&attr))`, `m_ConstantInt`), from the
//! op's declared facts and its folder, never from its name. A driver that asks
//! many times uses an [`super::OpTable`] snapshot instead.

use super::table::{entry_of, fold_constant};
use crate::{Attr, AttrKind, Context, IrArena, OpId, Value};

/// Whether `op` is `ConstantLike` (by its structural traits or its facts).
pub fn is_constant_like(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    let name = arena.op_name(op);
    ctx.op_info(name).traits().constant_like || entry_of(ctx, name).facts.constant_like
}

/// `m_Constant`: the attribute `value` holds when a `ConstantLike` op defines it.
pub fn constant_value(ctx: &Context, arena: &IrArena, value: Value) -> Option<Attr> {
    let op = arena.defining_op(value)?;
    fold_constant(entry_of(ctx, arena.op_name(op)), ctx, arena, op)
}

/// `m_ConstantInt` on a scalar (`getConstantIntValue`): the integer (or
/// index, or `i1`) a `ConstantLike` op defining `value` holds, when it fits an
/// `i64`.
pub fn constant_int(ctx: &Context, arena: &IrArena, value: Value) -> Option<i64> {
    match ctx.attr_kind(constant_value(ctx, arena, value)?) {
        AttrKind::Integer { value, .. } => value.to_i128().and_then(|v| i64::try_from(v).ok()),
        // MLIR's `BoolAttr` is an `i1` integer attribute.
        AttrKind::Bool(b) => Some(i64::from(*b)),
        _ => None,
    }
}
