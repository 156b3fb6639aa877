//! `tensor.cast` and `tensor.empty` patterns: `ChainedTensorCast` and
//! `TensorCastExtractSlice` (from `tensor.cast`), `FoldEmptyTensorWithCastOp`
//! and `ReplaceEmptyTensorStaticShapeDims` (from `tensor.empty`).

use crate::tensor::ops::CastOp;
use crate::tensor::ops::EmptyOp;
use crate::tensor::ops::ExtractSliceOp;
use ir::ods::TypedOp;

use crate::common::mixed::{dispatch, Bound};
use crate::scf::folds::{add, Rw};
use crate::tensor::folds::slices::{rank_reduction_mask, Slice};
use crate::tensor::folds::{constant_sizes_made_static, create_cast, preserves_static_information, shape_of};
use crate::tensor::{ranked_tensor, tensor_of};
use ir::types::DYNAMIC;
use ir::{Context, OpId, OpSpec, Type, TypeKind, Value};

/// `joinShapes`: the tensor type with the shape knowledge of both (an
/// unranked one gives the other); `None` when they conflict.
fn join_shapes(ctx: &Context, one: Type, two: Type) -> Option<Type> {
    let (Some((s1, e1, _)), Some((s2, _, _))) = (ranked_tensor(ctx, one), ranked_tensor(ctx, two)) else {
        return match ctx.type_kind(one) {
            TypeKind::UnrankedTensor { .. } => Some(two),
            _ => Some(one),
        };
    };
    if s1.len() != s2.len() {
        return None;
    }
    let mut join = Vec::with_capacity(s1.len());
    for (&a, &b) in s1.iter().zip(&s2) {
        join.push(match (a, b) {
            (DYNAMIC, _) => b,
            (_, DYNAMIC) => a,
            _ if a == b => a,
            _ => return None,
        });
    }
    Some(tensor_of(ctx, join, e1, None))
}

/// The single operand of a `tensor.cast`.
fn cast_operand(rw: &ir::rewrite::PatternRewriter<'_>, op: OpId) -> Option<Value> {
    rw.arena.operands(op).next()
}

/// `ChainedTensorCast`: `cast(cast(x))` is one cast when dropping the
/// middle type removes no runtime check.
fn chained_tensor_cast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(operand) = cast_operand(rw, op) else {
        return false;
    };
    let Some(inner) = CastOp::defining(rw.ctx, rw.arena, operand).map(CastOp::op) else {
        return false;
    };
    let (Some(source), Some(result_ty)) = (cast_operand(rw, inner), rw.arena.result_types(op).next()) else {
        return false;
    };
    let (source_ty, middle_ty) = (rw.arena.value_type(source), rw.arena.value_type(operand));
    let Some(first) = join_shapes(rw.ctx, source_ty, middle_ty).and_then(|j| join_shapes(rw.ctx, j, result_ty)) else {
        return false;
    };
    if join_shapes(rw.ctx, source_ty, result_ty) != Some(first) {
        return false;
    }
    let loc = rw.arena.op_loc(op);
    let new = create_cast(rw, source, result_ty, loc);
    rw.replace_op(op, &[new]);
    true
}

/// `TensorCastExtractSlice`: a cast to a more static type folds into the
/// `tensor.extract_slice` producing its operand.
fn tensor_cast_extract_slice(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(operand) = cast_operand(rw, op) else {
        return false;
    };
    let Some(result_ty) = rw.arena.result_types(op).next() else {
        return false;
    };
    let Some(result_shape) = shape_of(rw.ctx, result_ty) else {
        return false;
    };
    let Some(extract) = ExtractSliceOp::defining(rw.ctx, rw.arena, operand).map(ExtractSliceOp::op) else {
        return false;
    };
    let operand_ty = rw.arena.value_type(operand);
    if !preserves_static_information(rw.ctx, operand_ty, result_ty)
        || shape_of(rw.ctx, operand_ty) == Some(result_shape.clone())
    {
        return false;
    }
    let Some(mut s) = Slice::read(rw.ctx, rw.arena, extract, 1) else {
        return false;
    };
    let extract_shape = shape_of(rw.ctx, operand_ty).unwrap_or_default();
    let dropped = rank_reduction_mask(&dispatch(&s.sizes).0, &extract_shape, false);
    let mut dim_index = 0;
    for i in 0..s.sizes.len() {
        if dropped.as_ref().is_some_and(|m| m[i]) {
            continue;
        }
        let Some(&dim) = result_shape.get(dim_index) else {
            return false;
        };
        dim_index += 1;
        if dim != DYNAMIC {
            s.sizes[i] = Bound::Static(dim);
        }
    }
    let Some(spec) = s.spec(rw.ctx, "tensor.extract_slice", Some(result_ty), rw.arena.op_loc(op)) else {
        return false;
    };
    rw.replace_op_with_new(op, spec);
    true
}

/// The spec of a `tensor.empty` of type `ty` with the given size operands.
fn empty_spec(rw: &ir::rewrite::PatternRewriter<'_>, ty: Type, sizes: Vec<Value>, loc: ir::Attr) -> OpSpec {
    crate::common::build::spec(rw.ctx, "tensor.empty", loc, sizes, vec![ty], None)
}

/// `FoldEmptyTensorWithCastOp`: a cast of a `tensor.empty` to a more static
/// type is a `tensor.empty` of that type (without the encoding, as
/// upstream).
fn fold_empty_tensor_with_cast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(operand) = cast_operand(rw, op) else {
        return false;
    };
    let Some(result_ty) = rw.arena.result_types(op).next() else {
        return false;
    };
    if !preserves_static_information(rw.ctx, rw.arena.value_type(operand), result_ty) {
        return false;
    }
    let Some(empty) = EmptyOp::defining(rw.ctx, rw.arena, operand).map(EmptyOp::op) else {
        return false;
    };
    let (Some(current), Some((target, element, _))) = (
        shape_of(rw.ctx, rw.arena.value_type(operand)),
        ranked_tensor(rw.ctx, result_ty),
    ) else {
        return false;
    };
    let mut sizes = rw.arena.operands(empty).collect::<Vec<_>>().into_iter();
    let mut shape = Vec::with_capacity(target.len());
    let mut dynamic = Vec::new();
    for (&new_dim, &cur) in target.iter().zip(&current) {
        if cur != DYNAMIC {
            if new_dim != cur {
                return false;
            }
            shape.push(cur);
            continue;
        }
        let Some(size) = sizes.next() else { return false };
        if new_dim != DYNAMIC {
            shape.push(new_dim);
        } else {
            shape.push(DYNAMIC);
            dynamic.push(size);
        }
    }
    let ty = tensor_of(rw.ctx, shape, element, None);
    let spec = empty_spec(rw, ty, dynamic, rw.arena.op_loc(op));
    rw.replace_op_with_new(op, spec);
    true
}

/// `ReplaceEmptyTensorStaticShapeDims`: constant non-negative size
/// operands become static dimensions, cast back to the old type.
fn replace_empty_tensor_static_shape_dims(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some((ty, new_ty, dynamic)) = constant_sizes_made_static(rw, op) else {
        return false;
    };
    let spec = empty_spec(rw, new_ty, dynamic, rw.arena.op_loc(op));
    crate::common::build::replace_with_cast_of(rw, op, spec, "tensor.cast", ty)
}

/// Registers the patterns.
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.add_canonicalization("tensor.cast", |_, s| {
        add(s, "ChainedTensorCast", "tensor.cast", chained_tensor_cast);
        add(s, "TensorCastExtractSlice", "tensor.cast", tensor_cast_extract_slice);
    });
    reg.add_canonicalization("tensor.empty", |_, s| {
        add(
            s,
            "FoldEmptyTensorWithCastOp",
            "tensor.cast",
            fold_empty_tensor_with_cast,
        );
        add(
            s,
            "ReplaceEmptyTensorStaticShapeDims",
            "tensor.empty",
            replace_empty_tensor_static_shape_dims,
        );
    });
}
