//! `PtrLikeTypeInterface` of the builtin ranked and unranked memref types
//! (upstream's `BaseMemRefType`) and `BlobAttrInterface` of the dense and dense
//! resource elements attributes.

use super::{DenseIntOrFPElementsAttr, DenseResourceElementsAttr, MemRefType, UnrankedMemRefType};
use crate::interfaces::{
    BlobAttrInterface, BlobAttrInterfaceMethods, PtrLikeTypeInterface, PtrLikeTypeInterfaceMethods,
};
use crate::{Attr, AttrKind, Context, Type, TypeKind};

/// Implements `PtrLikeTypeInterface` for the memref kinds, read from [`TypeKind`].
macro_rules! memref_kinds {
    ($($kind:ident),*) => {$(
        impl PtrLikeTypeInterface for $kind {
            fn memory_space(ctx: &Context, ty: Type) -> Option<Attr> {
                match ctx.type_kind(ty) {
                    TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
                    _ => None,
                }
            }
            fn element_type(ctx: &Context, ty: Type) -> Option<Type> {
                ctx.type_kind(ty).element()
            }
            /// A memref has metadata (its sizes and strides).
            fn has_ptr_metadata(_: &Context, _: Type) -> bool {
                true
            }
            fn clone_ptr_with(ctx: &Context, ty: Type, memory_space: Option<Attr>, element_type: Option<Type>) -> Option<Type> {
                clone_ptr_with(ctx, ty, memory_space, element_type)
            }
        }
    )*};
}

memref_kinds!(MemRefType, UnrankedMemRefType);

/// `BaseMemRefType::clonePtrWith`: the memref with `memory_space` (an integer 0 is
/// the default, none, as `skipDefaultMemorySpace`) and `element_type` (its own when
/// `None`), its shape and layout kept.
fn clone_ptr_with(ctx: &Context, ty: Type, memory_space: Option<Attr>, element_type: Option<Type>) -> Option<Type> {
    let memory_space = memory_space
        .filter(|&a| !matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.to_i128() == Some(0)));
    let kind = match ctx.type_kind(ty) {
        TypeKind::MemRef {
            shape, element, layout, ..
        } => TypeKind::MemRef {
            shape: shape.clone(),
            element: element_type.unwrap_or(*element),
            layout: *layout,
            memory_space,
        },
        TypeKind::UnrankedMemRef { element, .. } => TypeKind::UnrankedMemRef {
            element: element_type.unwrap_or(*element),
            memory_space,
        },
        _ => return None,
    };
    Some(ctx.get_type(kind))
}

impl BlobAttrInterface for DenseIntOrFPElementsAttr {
    /// `getRawData`: the elements' bytes (one element for a splat).
    fn data(ctx: &Context, attr: Attr) -> Vec<u8> {
        match ctx.attr_kind(attr) {
            AttrKind::DenseElements { data, .. } => data.raw.clone(),
            _ => Vec::new(),
        }
    }
}

impl BlobAttrInterface for DenseResourceElementsAttr {
    /// The blob's bytes, empty when the resource has no data.
    fn data(ctx: &Context, attr: Attr) -> Vec<u8> {
        match ctx.attr_kind(attr) {
            AttrKind::DenseResource { key, .. } => {
                ctx.resources().blob(key).map(|b| b.data.clone()).unwrap_or_default()
            }
            _ => Vec::new(),
        }
    }
}

/// Attaches the memref kinds' and the blob attributes' implementations.
pub(super) fn register(ctx: &Context) {
    PtrLikeTypeInterfaceMethods::attach::<MemRefType>(ctx);
    PtrLikeTypeInterfaceMethods::attach::<UnrankedMemRefType>(ctx);
    BlobAttrInterfaceMethods::attach::<DenseIntOrFPElementsAttr>(ctx);
    BlobAttrInterfaceMethods::attach::<DenseResourceElementsAttr>(ctx);
}
