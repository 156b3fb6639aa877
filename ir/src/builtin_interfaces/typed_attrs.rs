//! `TypedAttrInterface` and `ElementsAttrInterface` of the builtin attributes: the
//! type of an integer (rods' `true`/`false` are `i1` ones), float, string, elements
//! or typed opaque attribute; the elements attributes' shaped type is that type
//! (`ElementsAttrInterface` extends `TypedAttrInterface`, and attaching it attaches
//! the base).

use super::{
    BoolAttr, DenseIntOrFPElementsAttr, DenseResourceElementsAttr, DenseStringElementsAttr, FloatAttr, IntegerAttr,
    OpaqueAttr, SparseElementsAttr, StringAttr,
};
use crate::interfaces::{
    ElementsAttrInterface, ElementsAttrInterfaceMethods, TypedAttrInterface, TypedAttrInterfaceMethods,
};
use crate::{Attr, AttrKind, Context, Type};

/// The type of a typed builtin attribute (`none` for an untyped string, as upstream's
/// `StringAttr::getType`).
fn typed_attr_type(ctx: &Context, attr: Attr) -> Type {
    match ctx.attr_kind(attr) {
        AttrKind::Bool(_) => ctx.int_type(1),
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. }
        | AttrKind::TypedOpaque { ty, .. } => *ty,
        AttrKind::String { ty, .. } => ty.unwrap_or_else(|| ctx.none_type()),
        _ => ctx.none_type(),
    }
}

/// Implements `TypedAttrInterface` for builtin kinds.
macro_rules! typed_kinds {
    ($($kind:ident),*) => {$(
        impl TypedAttrInterface for $kind {
            fn ty(ctx: &Context, attr: Attr) -> Type {
                typed_attr_type(ctx, attr)
            }
        }
    )*};
}

/// Implements `ElementsAttrInterface` (extending `TypedAttrInterface`) for builtin
/// kinds with its defaults: upstream's `getShapedType` (the attribute's type) and
/// `isSplat`.
macro_rules! elements_kinds {
    ($($kind:ident),*) => {$(
        impl ElementsAttrInterface for $kind {}
    )*};
}

typed_kinds!(
    IntegerAttr,
    BoolAttr,
    FloatAttr,
    StringAttr,
    DenseIntOrFPElementsAttr,
    DenseStringElementsAttr,
    DenseResourceElementsAttr,
    SparseElementsAttr,
    OpaqueAttr
);
elements_kinds!(
    DenseIntOrFPElementsAttr,
    DenseStringElementsAttr,
    DenseResourceElementsAttr,
    SparseElementsAttr
);

/// Attaches the typed and elements kinds' implementations.
pub(super) fn register(ctx: &Context) {
    TypedAttrInterfaceMethods::attach::<IntegerAttr>(ctx);
    TypedAttrInterfaceMethods::attach::<BoolAttr>(ctx);
    TypedAttrInterfaceMethods::attach::<FloatAttr>(ctx);
    TypedAttrInterfaceMethods::attach::<StringAttr>(ctx);
    TypedAttrInterfaceMethods::attach::<DenseIntOrFPElementsAttr>(ctx);
    TypedAttrInterfaceMethods::attach::<DenseStringElementsAttr>(ctx);
    TypedAttrInterfaceMethods::attach::<DenseResourceElementsAttr>(ctx);
    TypedAttrInterfaceMethods::attach::<SparseElementsAttr>(ctx);
    TypedAttrInterfaceMethods::attach::<OpaqueAttr>(ctx);
    ElementsAttrInterfaceMethods::attach::<DenseIntOrFPElementsAttr>(ctx);
    ElementsAttrInterfaceMethods::attach::<DenseStringElementsAttr>(ctx);
    ElementsAttrInterfaceMethods::attach::<DenseResourceElementsAttr>(ctx);
    ElementsAttrInterfaceMethods::attach::<SparseElementsAttr>(ctx);
}
