//! tensor folders and canonicalization patterns (upstream `TensorOps.cpp`):
//! `tensor.dim` ([`dim`]), `tensor.cast` and `tensor.empty` ([`cast`]), the
//! element ops ([`elements`]), reshapes and `tensor.generate` ([`reshape`]),
//! `tensor.pad` ([`pad`]), and
//! the slice ops `tensor.extract_slice`, `tensor.insert_slice` and
//! `tensor.parallel_insert_slice` ([`slices`]).

pub mod cast;
pub mod dim;
pub mod elements;
pub mod pad;
pub mod reassociation;
pub mod reshape;
pub mod slices;

use crate::tensor::ops::CastOp;
use ir::ods::TypedOp;

use ir::attrs::Attr;
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, Type, TypeKind, Value};

/// Registers the tensor hooks (the dialect materializes constants as
/// `arith.constant`s: `tensor.ods`'s `constant_materializer`).
pub fn register(ctx: &Context) {
    dim::register(ctx);
    elements::register(ctx);
    reassociation::register(ctx);
    reshape::register(ctx);
    pad::register(ctx);
    cast::register(ctx);
    slices::register(ctx);
}

/// The ranked tensor result type of `op` (`tensor.empty`, `tensor.generate`)
/// and that type with each dynamic dimension whose size operand (one per
/// dynamic dimension, in order) is a non-negative constant made static,
/// with the size operands that stay dynamic; `None` when the result is not
/// a ranked tensor, a size operand is missing, or no dimension becomes
/// static.
pub(crate) fn constant_sizes_made_static(rw: &PatternRewriter<'_>, op: ir::OpId) -> Option<(Type, Type, Vec<Value>)> {
    let ty = rw.arena.result_types(op).next()?;
    let (mut shape, element, encoding) = crate::tensor::ranked_tensor(rw.ctx, ty)?;
    let mut sizes = rw.arena.operands(op);
    let mut dynamic = Vec::new();
    for dim in shape.iter_mut().filter(|d| **d == DYNAMIC) {
        let size = sizes.next()?;
        match crate::scf::folds::const_int(rw, size).and_then(|v| i64::try_from(v).ok()) {
            Some(v) if v >= 0 => *dim = v,
            _ => dynamic.push(size),
        }
    }
    let new_ty = crate::tensor::tensor_of(rw.ctx, shape, element, encoding);
    (new_ty != ty).then_some((ty, new_ty, dynamic))
}

/// `tensor::preservesStaticInformation(source, target)`: both are ranked
/// tensors of the same element type, rank and encoding, and `target` is
/// static wherever `source` is.
pub(crate) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (
        TypeKind::RankedTensor {
            shape: s,
            element: se,
            encoding: sn,
        },
        TypeKind::RankedTensor {
            shape: t,
            element: te,
            encoding: tn,
        },
    ) = (ctx.type_kind(source), ctx.type_kind(target))
    else {
        return false;
    };
    se == te && s.len() == t.len() && sn == tn && s.iter().zip(t).all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// The source of the `tensor.cast` defining `v` when the cast can fold
/// into its consumer (`canFoldIntoConsumerOp`: it only drops static
/// information).
pub(crate) fn foldable_cast_source(ctx: &Context, a: &IrArena, v: Value) -> Option<Value> {
    let source = CastOp::defining(ctx, a, v)?.source(ctx, a);
    preserves_static_information(ctx, a.value_type(v), a.value_type(source)).then_some(source)
}

/// A `tensor.cast` of `source` to `ty` at the insertion point.
pub(crate) fn create_cast(rw: &mut PatternRewriter<'_>, source: Value, ty: Type, loc: Attr) -> Value {
    crate::common::build::create_unary(rw, "tensor.cast", source, ty, loc)
}

/// `matchConstantIndex`: a `ConstantLike` op defines `v`, an index.
pub(crate) fn is_constant_index(rw: &PatternRewriter<'_>, v: Value) -> bool {
    rw.arena.value_type(v) == rw.ctx.index_type() && rw.constant_of(v).is_some()
}

/// The shape of a ranked tensor type.
pub(crate) fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}
