//! Float cast folders that update the op in place: `arith.truncf` of an
//! `arith.extf` (`TruncFOp::fold`), registered over the constant-only
//! folder of [`crate::arith::folds::truncf`].

use crate::arith::folds;
use crate::arith::ops::ExtFOp;
use crate::common::consts as c;
use crate::common::float as fl;
use ir::attrs::Attr;
use ir::float::FloatKind;
use ir::ods::{FoldResult, TypedOp};
use ir::registry::FoldHook;
use ir::{Context, IrArena, OpId, Type, Use};

fn elem_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    c::float_kind(ctx, c::element_type(ctx, ty))
}

/// `arith.truncf`: `truncf(extf(a))` is `truncf(a)` (in place) when `a`
/// is wider than the result, or `a` when of the result's element type,
/// provided the extension was exact (`isRepresentableBy`); otherwise the
/// constant folder.
pub fn truncf(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    if !crate::common::shape::well_formed(ctx, a, op) {
        return None;
    }
    let res_ty = a.result_types(op).next()?;
    let res_kind = elem_kind(ctx, res_ty)?;
    if let Some(ext) = ExtFOp::defining(ctx, a, a.operand(op, 0)) {
        let src = ext.in_(ctx, a);
        let ext = ext.op();
        let src_kind = elem_kind(ctx, a.value_type(src));
        let mid_kind = a.result_types(ext).next().and_then(|t| elem_kind(ctx, t));
        if let (Some(src_kind), Some(mid_kind)) = (src_kind, mid_kind) {
            if fl::is_representable_by(src_kind, mid_kind) {
                if src_kind.bit_width() > res_kind.bit_width() {
                    a.set_operand(Use { op, operand: 0 }, src);
                    return Some(vec![FoldResult::Value(a.result(op, 0))]);
                }
                if src_kind == res_kind {
                    return Some(vec![FoldResult::Value(src)]);
                }
            }
        }
    }
    folds::truncf(ctx, a, op, consts)
}

/// Registers the in-place cast folders (over the constant-only ones).
pub fn register(ctx: &Context) {
    ctx.registry().set_fold_hook("arith.truncf", FoldHook::InPlace(truncf));
}
