//! Helpers the dialects share: custom-directive parsers and printers
//! (`syntax`), the function-op syntax (`function_interface`) and verifiers
//! (`function_verify`), the equality checks of verifiers (`op_checks`), constant
//! values as folders see them (`consts`, `float`), op-building helpers for
//! patterns (`build`), the body of a conversion pass (`conversion_pass`),
//! declaring and registering passes and their identity methods (`pass`), mixed static/dynamic index lists (`mixed`),
//! what reified result shapes are built with (`reify`), result
//! names (`result_names`), what upstream's C++ adds beside the op definitions
//! (`upstream_extras`, `dialect_symbols`), and the facts of builtin's
//! hand-registered ops (`builtin_facts`).

pub mod build;
pub mod builtin_facts;
pub mod const_fold;
pub mod consts;
pub mod conversion_pass;
pub mod destination_style;
pub mod dialect_symbols;
pub mod float;
pub mod function_interface;
pub mod function_verify;
pub mod int_range;
pub(crate) mod interface_defaults;
pub mod mixed;
pub mod op_checks;
pub mod pass;
pub(crate) mod reify;
pub mod result_names;
pub mod shape;
pub mod speculation;
pub mod syntax;
pub mod upstream_extras;

use ir::{Attr, AttrKind, Context, Type, TypeKind};

/// Declares a dialect's `ops` module: the code generated from its `.ods`
/// file (`OUT_DIR/<name>.rs`). The generated code names its Rust hooks
/// relative to the dialect's module (it sees the dialect's items through
/// `use super::*`) and finds custom directives shared by several dialects
/// in [`syntax`].
macro_rules! ods_ops {
    ($name:literal) => {
        #[doc = concat!("The ops declared in `", $name, ".ods` (generated at build time).")]
        #[allow(clippy::all, unused_imports, missing_docs)]
        pub mod ops {
            use super::*;
            use $crate::common::syntax::*;
            include!(concat!(env!("OUT_DIR"), "/", $name, ".rs"));
        }
    };
}
pub(crate) use ods_ops;

/// The type of `op`'s first operand and of its first result, when it has
/// both (what a cast's or a select's verifier compares).
pub fn first_operand_and_result_types(arena: &ir::IrArena, op: ir::OpId) -> Option<(Type, Type)> {
    let operand = arena.operands(op).next().map(|v| arena.value_type(v))?;
    Some((operand, arena.result_types(op).next()?))
}

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

/// The first block of `op`'s first region (the body of a module or function).
pub fn entry_block(arena: &ir::IrArena, op: ir::OpId) -> Option<ir::BlockId> {
    arena
        .regions(op)
        .first()
        .and_then(|&r| arena.region_blocks(r).first().copied())
}

/// The name of a `loc("name")` location, if it is one.
pub fn loc_name(ctx: &Context, loc: Attr) -> Option<String> {
    match ctx.attr_kind(loc) {
        AttrKind::NameLoc { name, .. } => ir::ods::values::as_str(ctx, *name),
        _ => None,
    }
}
