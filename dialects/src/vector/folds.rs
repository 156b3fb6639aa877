//! The vector dialect's constant folding that arith and scf inputs meet:
//! `vector.broadcast` of a constant folds to a splat (`BroadcastOp::fold`),
//! and the dialect materializes constants as arith does
//! (`VectorDialect::materializeConstant`: `ub.poison` or `arith.constant`).

use crate::common::consts::{self as c, Cst, Scalar};
use crate::ub::folds::{is_poison, poison_attr};
use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::{Context, IrArena, OpId};

/// Registers the vector folders and constant materializer.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("vector.broadcast", ir::registry::FoldHook::Pure(broadcast));
    reg.set_materialize_constant("vector", crate::common::build::materialize);
}

/// `BroadcastOp::fold`: a broadcast to its own type is its source; a
/// constant scalar of the result's element type, or a splat, becomes a
/// splat of the result type; poison stays poison.
fn broadcast(ctx: &Context, a: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let source = a.operands(op).next()?;
    let result_ty = a.result_types(op).next()?;
    if a.value_type(source) == result_ty {
        return Some(vec![FoldResult::Value(source)]);
    }
    let value = consts.first().copied().flatten()?;
    if is_poison(ctx, value) {
        return Some(vec![FoldResult::Attr(poison_attr(ctx))]);
    }
    let splat = match c::read(ctx, value)? {
        Cst::Scalar(ty, s) if ty == c::element_type(ctx, result_ty) => s,
        Cst::Elements(_, elems, true) => *elems.first()?,
        _ => return None,
    };
    let bits = match splat {
        Scalar::Int { bits, .. } | Scalar::Float { bits, .. } => bits,
    };
    let folded = c::dense_attr(ctx, result_ty, &[bits])?;
    Some(vec![FoldResult::Attr(folded)])
}
