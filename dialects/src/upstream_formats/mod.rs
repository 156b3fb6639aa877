//! Upstream MLIR 22 ops with their declarative assembly formats, declared in
//! `.ods` (one file per dialect, generated at build time) and registered so
//! that rods-opt parses and prints their custom forms as mlir-opt does.
//!
//! The full dialects (every op, verifier hooks, interfaces) arrive with
//! issue 7; these declarations carry what the formats and the core need:
//! operands, attributes, results, traits and the format copied from the
//! upstream `.td` files. The Rust here is what the declarations name:
//! parsers of dialect attributes printed in their short forms
//! (`fastmath<fast>`, `overflow<nsw>`), and type-inference helpers.

#![allow(missing_docs)]

mod attr_complex;
pub mod attrs;
pub mod custom;
pub mod custom_affine;
pub mod custom_arith;
pub mod custom_bufferization;
pub mod custom_complex;
pub mod custom_func;
pub mod custom_index;
pub mod custom_linalg;
pub mod custom_linalg_memo;
pub mod custom_linalg_named;
pub mod custom_linalg_named_table;
pub mod custom_memref;
pub mod custom_scf;
pub mod custom_tensor;
pub mod custom_tosa;
pub mod custom_vector;
pub mod function_interface;
pub mod names;

use ir::{Attr, AttrKind, Context, Type, TypeKind};

macro_rules! generated {
    ($($name:ident),*) => {
        $(
            #[doc = concat!("`", stringify!($name), "` ops generated from `", stringify!($name), ".ods`.")]
            #[allow(clippy::all, unused_imports)]
            pub mod $name {
                use super::custom::*;
                include!(concat!(env!("OUT_DIR"), "/upstream_formats_", stringify!($name), ".rs"));
            }
        )*
        /// Registers every op declared here (and its dialect) with `ctx`.
        pub fn register(ctx: &Context) {
            $($name::register(ctx);)*
            ctx.add_attr_canonical_hook(attrs::canonical_dialect_attr);
            ctx.add_attr_type_hook(attr_complex::number_type);
        }
        /// The schemas of every op declared here.
        pub fn schemas() -> Vec<&'static ir::ods::OpSchema> {
            let mut v = Vec::new();
            $(v.extend_from_slice($name::SCHEMAS);)*
            v
        }
    };
}

generated!(
    arith,
    func,
    scf,
    memref,
    tosa,
    affine,
    linalg,
    tensor,
    vector,
    math,
    ub,
    index,
    complex,
    bufferization
);

/// `TypedAttrInterface`: attributes that carry a type (integers, floats,
/// elements, strings: upstream's `StringAttr` is typed, `none` by default).
pub fn is_typed_attr(ctx: &Context, attr: Attr) -> bool {
    matches!(
        ctx.attr_kind(attr),
        AttrKind::Integer { .. }
            | AttrKind::Bool(_)
            | AttrKind::Float { .. }
            | AttrKind::String { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
            | AttrKind::TypedOpaque { .. }
    )
}

/// `getI1SameShape` of arith's compare ops: `i1` with the shape of `ty`.
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.int_type(1);
    match ctx.type_kind(ty).clone() {
        TypeKind::Vector { shape, scalable, .. } => ctx.get_type(TypeKind::Vector {
            shape,
            scalable,
            element: i1,
        }),
        TypeKind::RankedTensor { shape, encoding, .. } => ctx.get_type(TypeKind::RankedTensor {
            shape,
            element: i1,
            encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.get_type(TypeKind::UnrankedTensor { element: i1 }),
        _ => i1,
    }
}
