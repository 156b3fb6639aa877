//! `ShapedTypeInterface` of the builtin ranked and unranked tensor and memref types
//! and the vector type: shape and element type from the type's kind, and upstream's
//! `cloneWith` per kind (`TensorType::cloneWith`, `BaseMemRefType::cloneWith`,
//! `VectorType::cloneWith`).

use super::{MemRefType, RankedTensorType, UnrankedMemRefType, UnrankedTensorType, VectorType};
use crate::interfaces::{ShapedTypeInterface, ShapedTypeInterfaceMethods};
use crate::{Context, Type, TypeKind};

/// Implements `ShapedTypeInterface` for builtin kinds, all read from [`TypeKind`].
macro_rules! shaped_kinds {
    ($($kind:ident),*) => {$(
        impl ShapedTypeInterface for $kind {
            fn clone_with(ctx: &Context, ty: Type, shape: Option<&[i64]>, element: Type) -> Type {
                clone_with(ctx, ty, shape, element)
            }
            fn element_type(ctx: &Context, ty: Type) -> Type {
                ctx.type_kind(ty).element().unwrap_or(ty)
            }
            fn has_rank(ctx: &Context, ty: Type) -> bool {
                ctx.type_kind(ty).shape().is_some()
            }
            fn shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
                ctx.type_kind(ty).shape().map(<[i64]>::to_vec)
            }
        }
    )*};
}

shaped_kinds!(
    VectorType,
    RankedTensorType,
    UnrankedTensorType,
    MemRefType,
    UnrankedMemRefType
);

/// Attaches the shaped kinds' implementations.
pub(super) fn register(ctx: &Context) {
    ShapedTypeInterfaceMethods::attach::<VectorType>(ctx);
    ShapedTypeInterfaceMethods::attach::<RankedTensorType>(ctx);
    ShapedTypeInterfaceMethods::attach::<UnrankedTensorType>(ctx);
    ShapedTypeInterfaceMethods::attach::<MemRefType>(ctx);
    ShapedTypeInterfaceMethods::attach::<UnrankedMemRefType>(ctx);
}

/// Upstream's `cloneWith`: `ty` with `shape` (its own when `None`) and `element`.
/// A shape makes an unranked tensor or memref ranked (a memref with the identity
/// layout and the memory space kept); a ranked memref keeps its layout and memory
/// space, a ranked tensor its encoding, a vector its scalable dimensions (when the
/// rank is unchanged).
fn clone_with(ctx: &Context, ty: Type, shape: Option<&[i64]>, element: Type) -> Type {
    let kind = match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape: own, scalable, ..
        } => {
            let shape = shape.unwrap_or(own).to_vec();
            let scalable = if scalable.len() == shape.len() {
                scalable.clone()
            } else {
                vec![false; shape.len()]
            };
            TypeKind::Vector {
                shape,
                scalable,
                element,
            }
        }
        TypeKind::RankedTensor {
            shape: own, encoding, ..
        } => TypeKind::RankedTensor {
            shape: shape.unwrap_or(own).to_vec(),
            element,
            encoding: *encoding,
        },
        TypeKind::UnrankedTensor { .. } => match shape {
            Some(shape) => TypeKind::RankedTensor {
                shape: shape.to_vec(),
                element,
                encoding: None,
            },
            None => TypeKind::UnrankedTensor { element },
        },
        TypeKind::MemRef {
            shape: own,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape: shape.unwrap_or(own).to_vec(),
            element,
            layout: *layout,
            memory_space: *memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => match shape {
            Some(shape) => TypeKind::MemRef {
                shape: shape.to_vec(),
                element,
                layout: None,
                memory_space: *memory_space,
            },
            None => TypeKind::UnrankedMemRef {
                element,
                memory_space: *memory_space,
            },
        },
        _ => return ty,
    };
    ctx.get_type(kind)
}
