//! TOSA's folders (MLIR 22's `TosaCanonicalizations.cpp` folds): the
//! constants (`tosa.const`, `tosa.const_shape`) fold to their `values`,
//! which makes them constants to `matchPattern(v, m_Constant())`; a
//! `tosa.reshape`, `tosa.slice` or `tosa.pad` that changes nothing folds to
//! its input, and a reshape of a reshape reads the inner reshape's input
//! (in place).

use crate::affine::dense_ints;
use crate::common::consts::prop;
use crate::tensor::ranked_tensor;
use crate::tosa::ops as tosa;
use ir::ods::FoldResult;
use ir::registry::FoldHook;
use ir::types::DYNAMIC;
use ir::{Attr, Context, IrArena, OpId, Type};

fn values(ctx: &Context, arena: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    prop(ctx, arena, op, "values").map(|v| vec![FoldResult::Attr(v)])
}

/// The shape of a ranked tensor type.
fn shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    ranked_tensor(ctx, ty).map(|(s, _, _)| s)
}

/// `ReshapeOp::fold`: to the same type (at most one dynamic dimension) it
/// is its input; of another reshape it reads that reshape's input.
fn reshape(ctx: &Context, arena: &mut IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let r = tosa::ReshapeOp::cast(ctx, arena, op)?;
    let input = r.input1(ctx, arena);
    let output = r.output(ctx, arena);
    let (in_ty, out_ty) = (arena.value_type(input), arena.value_type(output));
    let in_shape = shape(ctx, in_ty)?;
    shape(ctx, out_ty)?;
    if in_ty == out_ty && in_shape.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
        return Some(vec![FoldResult::Value(input)]);
    }
    let inner = arena
        .defining_op(input)
        .and_then(|d| tosa::ReshapeOp::cast(ctx, arena, d))?;
    let source = inner.input1(ctx, arena);
    r.set_input1(ctx, arena, source);
    Some(vec![FoldResult::Value(output)])
}

/// `SliceOp::fold`: a static slice to its input's type is its input.
fn slice(ctx: &Context, arena: &IrArena, op: OpId, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let s = tosa::SliceOp::cast(ctx, arena, op)?;
    let input = s.input1(ctx, arena);
    let ty = arena.value_type(input);
    let static_shape = !shape(ctx, ty)?.contains(&DYNAMIC);
    (static_shape && ty == arena.value_type(s.output(ctx, arena))).then(|| vec![FoldResult::Value(input)])
}

/// `PadOp::fold`: all-zero padding to the input's type is the input.
fn pad(ctx: &Context, arena: &IrArena, op: OpId, consts: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let p = tosa::PadOp::cast(ctx, arena, op)?;
    let input = p.input1(ctx, arena);
    let padding = dense_ints(ctx, (*consts.get(1)?)?)?;
    let same_type = arena.value_type(input) == arena.value_type(p.output(ctx, arena));
    (same_type && padding.iter().all(|&v| v == 0)).then(|| vec![FoldResult::Value(input)])
}

/// Registers the folders.
pub fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("tosa.const", FoldHook::Pure(values));
    reg.set_fold_hook("tosa.const_shape", FoldHook::Pure(values));
    reg.set_fold_hook("tosa.reshape", FoldHook::InPlace(reshape));
    reg.set_fold_hook("tosa.slice", FoldHook::Pure(slice));
    reg.set_fold_hook("tosa.pad", FoldHook::Pure(pad));
}
