//! TOSA's constant folders (`ConstOp::fold`, `ConstShapeOp::fold`): both
//! fold to their `values`, which makes them constants to
//! `matchPattern(v, m_Constant())` (folders of other dialects read them,
//! e.g. `tensor.extract` of a `tosa.const`).

use crate::common::consts::prop;
use ir::ods::FoldResult;
use ir::registry::FoldHook;
use ir::{Attr, Context, IrArena, OpId};

fn values(ctx: &Context, arena: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    prop(ctx, arena, op, "values").map(|v| vec![FoldResult::Attr(v)])
}

/// Registers the folders.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("tosa.const", FoldHook::Pure(values));
    reg.set_fold_hook("tosa.const_shape", FoldHook::Pure(values));
}
