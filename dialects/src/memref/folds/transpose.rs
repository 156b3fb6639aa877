//! `TransposeOp::fold`.

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::memref::folds::reshape::types;
use crate::memref::ops::TransposeOp;
use ir::affine::{AffineExpr, AffineMap};
use ir::attrs::{Attr, AttrKind};
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::registry::FoldHook;
use ir::{Context, IrArena, OpId, Use};

/// The dimension positions of a permutation map.
fn permutation(ctx: &Context, attr: Option<Attr>) -> Option<(AffineMap, Vec<u32>)> {
    let AttrKind::AffineMap(m) = ctx.attr_kind(attr?) else {
        return None;
    };
    let dims = m
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(*d),
            _ => None,
        })
        .collect::<Option<_>>()?;
    Some((m.clone(), dims))
}

/// `TransposeOp::fold`: an identity transpose to the same type is its
/// input; a transpose of a transpose composes the permutations.
fn transpose_fold(ctx: &Context, a: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Folded {
    let (input, input_ty, ty) = types(a, op)?;
    let (map, outer) = permutation(ctx, c::prop(ctx, a, op, "permutation"))?;
    if map.is_identity() && ty == input_ty {
        return Some(vec![FoldResult::Value(input)]);
    }
    let inner_op = TransposeOp::defining(ctx, a, input).map(TransposeOp::op)?;
    let (inner_map, inner) = permutation(ctx, c::prop(ctx, a, inner_op, "permutation"))?;
    let results = outer
        .iter()
        .map(|&d| inner.get(d as usize).map(|&i| AffineExpr::Dim(i)))
        .collect::<Option<_>>()?;
    let composed = AffineMap::new(inner_map.num_dims, 0, results);
    let first = a.operands(inner_op).next()?;
    a.set_operand(Use { op, operand: 0 }, first);
    c::set_prop(ctx, a, op, "permutation", ctx.get_attr(AttrKind::AffineMap(composed)));
    Some(vec![FoldResult::Value(a.result(op, 0))])
}

/// Registers the folder.
pub(crate) fn register(ctx: &Context) {
    ctx.registry()
        .set_fold_hook("memref.transpose", FoldHook::InPlace(transpose_fold));
}
