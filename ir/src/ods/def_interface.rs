//! Runtime support of attribute and type interfaces (`attr_interface`,
//! `type_interface` in `.ods`; MLIR's `AttrInterface`/`TypeInterface`): what
//! identifies the implementation of a type or attribute (a [`DefKey`]: MLIR's
//! `TypeID`, a builtin kind or a dialect definition), the trait of what implements
//! interfaces ([`DefImpl`]: a generated definition's struct, or a marker struct of a
//! builtin kind in `ir`), and the typed casts `ty.interface::<FooRef>(ctx)` and
//! `attr.interface::<FooRef>(ctx)` (MLIR's `dyn_cast<Foo>(type)`).
//!
//! Implementations are registered in the context's registry by key
//! ([`crate::registry::Registry::attach_def_interface`]): a definition's
//! registration attaches those it declares, `FooMethods::attach::<T>(ctx)` an external
//! model (how `ir` registers the builtin types' implementations).

use super::dialect_checks::same;
use crate::{Attr, AttrKind, Context, Type, TypeKind};

/// What identifies the implementation of a type or attribute: the dialect and the
/// definition's name (`("quant", "Quant_UniformQuantizedType")`, or `("builtin",
/// "IntegerType")` for a builtin kind).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DefKey {
    /// Dialect namespace.
    pub dialect: &'static str,
    /// The definition's name.
    pub name: &'static str,
    /// One plus the index of a builtin kind in [`BUILTIN_KINDS`], 0 for any other
    /// definition: where the registry keeps the kind's implementations (a slot,
    /// not a hash lookup, for the kinds every shape check asks about). A function
    /// of the two names, so equality and hashing stay theirs.
    slot: u8,
}

/// The builtin kinds whose implementations the registry keeps in slots (every
/// builtin kind [`type_key`] and [`attr_key`] name).
pub(crate) const BUILTIN_KINDS: [&str; 36] = [
    "IntegerType",
    "IndexType",
    "FloatType",
    "NoneType",
    "ComplexType",
    "TupleType",
    "FunctionType",
    "VectorType",
    "RankedTensorType",
    "UnrankedTensorType",
    "MemRefType",
    "UnrankedMemRefType",
    "UnitAttr",
    "BoolAttr",
    "IntegerAttr",
    "FloatAttr",
    "StringAttr",
    "ArrayAttr",
    "DictionaryAttr",
    "TypeAttr",
    "SymbolRefAttr",
    "AffineMapAttr",
    "IntegerSetAttr",
    "DenseIntOrFPElementsAttr",
    "DenseStringElementsAttr",
    "DenseResourceElementsAttr",
    "DenseArrayAttr",
    "SparseElementsAttr",
    "StridedLayoutAttr",
    "DistinctAttr",
    "UnknownLoc",
    "FileLineColRange",
    "NameLoc",
    "CallSiteLoc",
    "FusedLoc",
    "OpaqueAttr",
];

/// [`DefKey::slot`] of definition `name` of `dialect`.
const fn builtin_slot(dialect: &str, name: &str) -> u8 {
    if !same(dialect.as_bytes(), b"builtin") {
        return 0;
    }
    let mut i = 0;
    while i < BUILTIN_KINDS.len() {
        if same(BUILTIN_KINDS[i].as_bytes(), name.as_bytes()) {
            return i as u8 + 1;
        }
        i += 1;
    }
    0
}

impl DefKey {
    /// The key of definition `name` of `dialect`.
    pub const fn new(dialect: &'static str, name: &'static str) -> Self {
        DefKey {
            dialect,
            name,
            slot: builtin_slot(dialect, name),
        }
    }

    /// The index of the builtin kind in [`BUILTIN_KINDS`], if it is one.
    pub(crate) fn builtin_index(self) -> Option<usize> {
        (self.slot as usize).checked_sub(1)
    }

    /// A builtin kind's key.
    const fn builtin(name: &'static str) -> Self {
        DefKey::new("builtin", name)
    }
}

/// A type or attribute definition that may implement interfaces: a generated
/// definition's struct (`#[type_def]`, `typedef`), or a marker struct standing for a
/// builtin kind.
pub trait DefImpl: 'static {
    /// The key its values are found under ([`type_key`], [`attr_key`]).
    const KEY: DefKey;
    /// Attaches the implementations of the interfaces the definition declares
    /// (its registration calls this).
    fn attach_interfaces(_ctx: &Context) {}
}

/// A type interface's generated handle (`MemRefElementTypeInterfaceRef`): a type
/// seen through the interface.
pub trait TypeInterface: Sized {
    /// The interface's name.
    const NAME: &'static str;
    /// `ty` seen through the interface, if its definition registered an
    /// implementation (MLIR's `dyn_cast<Interface>(type)`).
    fn get(ctx: &Context, ty: Type) -> Option<Self>;
}

/// An attribute interface's generated handle: an attribute seen through the
/// interface.
pub trait AttrInterface: Sized {
    /// The interface's name.
    const NAME: &'static str;
    /// `attr` seen through the interface, if its definition registered an
    /// implementation (MLIR's `dyn_cast<Interface>(attr)`).
    fn get(ctx: &Context, attr: Attr) -> Option<Self>;
}

impl Type {
    /// This type seen through interface `I` (its generated handle, `FooRef`), if its
    /// definition implements it: `ty.interface::<MemRefElementTypeInterfaceRef>(ctx)`.
    pub fn interface<I: TypeInterface>(self, ctx: &Context) -> Option<I> {
        I::get(ctx, self)
    }
}

impl Attr {
    /// This attribute seen through interface `I` (its generated handle, `FooRef`), if
    /// its definition implements it.
    pub fn interface<I: AttrInterface>(self, ctx: &Context) -> Option<I> {
        I::get(ctx, self)
    }
}

/// The key of `ty`'s implementation; `None` for a type of a dialect rods does not
/// know (kept as text), which implements nothing.
pub fn type_key(ctx: &Context, ty: Type) -> Option<DefKey> {
    Some(match ctx.type_kind(ty) {
        TypeKind::Integer { .. } => const { DefKey::builtin("IntegerType") },
        TypeKind::Index => const { DefKey::builtin("IndexType") },
        TypeKind::Float(_) => const { DefKey::builtin("FloatType") },
        TypeKind::None => const { DefKey::builtin("NoneType") },
        TypeKind::Complex(_) => const { DefKey::builtin("ComplexType") },
        TypeKind::Tuple(_) => const { DefKey::builtin("TupleType") },
        TypeKind::Function { .. } => const { DefKey::builtin("FunctionType") },
        TypeKind::Vector { .. } => const { DefKey::builtin("VectorType") },
        TypeKind::RankedTensor { .. } => const { DefKey::builtin("RankedTensorType") },
        TypeKind::UnrankedTensor { .. } => const { DefKey::builtin("UnrankedTensorType") },
        TypeKind::MemRef { .. } => const { DefKey::builtin("MemRefType") },
        TypeKind::UnrankedMemRef { .. } => const { DefKey::builtin("UnrankedMemRefType") },
        TypeKind::Dialect(d) => DefKey::new(d.def.dialect, d.def.def_name),
        TypeKind::Opaque { .. } => return None,
    })
}

/// The key of `attr`'s implementation; `None` for an attribute of a dialect rods
/// does not know (kept as text, unless typed: upstream's typed `OpaqueAttr`).
pub fn attr_key(ctx: &Context, attr: Attr) -> Option<DefKey> {
    Some(match ctx.attr_kind(attr) {
        AttrKind::Unit => const { DefKey::builtin("UnitAttr") },
        AttrKind::Bool(_) => const { DefKey::builtin("BoolAttr") },
        AttrKind::Integer { .. } => const { DefKey::builtin("IntegerAttr") },
        AttrKind::Float { .. } => const { DefKey::builtin("FloatAttr") },
        AttrKind::String { .. } => const { DefKey::builtin("StringAttr") },
        AttrKind::Array(_) => const { DefKey::builtin("ArrayAttr") },
        AttrKind::Dictionary(_) => const { DefKey::builtin("DictionaryAttr") },
        AttrKind::Type(_) => const { DefKey::builtin("TypeAttr") },
        AttrKind::SymbolRef { .. } => const { DefKey::builtin("SymbolRefAttr") },
        AttrKind::AffineMap(_) => const { DefKey::builtin("AffineMapAttr") },
        AttrKind::IntegerSet(_) => const { DefKey::builtin("IntegerSetAttr") },
        AttrKind::DenseElements { .. } => const { DefKey::builtin("DenseIntOrFPElementsAttr") },
        AttrKind::DenseStrings { .. } => const { DefKey::builtin("DenseStringElementsAttr") },
        AttrKind::DenseResource { .. } => const { DefKey::builtin("DenseResourceElementsAttr") },
        AttrKind::DenseArray { .. } => const { DefKey::builtin("DenseArrayAttr") },
        AttrKind::Sparse { .. } => const { DefKey::builtin("SparseElementsAttr") },
        AttrKind::Strided { .. } => const { DefKey::builtin("StridedLayoutAttr") },
        AttrKind::Distinct { .. } => const { DefKey::builtin("DistinctAttr") },
        AttrKind::Dialect(d) => DefKey::new(d.def.dialect, d.def.def_name),
        AttrKind::UnknownLoc => const { DefKey::builtin("UnknownLoc") },
        AttrKind::FileLoc { .. } => const { DefKey::builtin("FileLineColRange") },
        AttrKind::NameLoc { .. } => const { DefKey::builtin("NameLoc") },
        AttrKind::CallSiteLoc { .. } => const { DefKey::builtin("CallSiteLoc") },
        AttrKind::FusedLoc { .. } => const { DefKey::builtin("FusedLoc") },
        // Upstream's `OpaqueAttr` with a type (a `TypedAttr`); rods keeps an
        // attribute of a dialect it does not know as untyped text.
        AttrKind::TypedOpaque { .. } => const { DefKey::builtin("OpaqueAttr") },
        AttrKind::Opaque { .. } => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_kinds_have_distinct_slots_and_dialect_definitions_none() {
        for (i, name) in BUILTIN_KINDS.iter().enumerate() {
            assert_eq!(DefKey::new("builtin", name).builtin_index(), Some(i), "{name}");
            assert_eq!(DefKey::new("test", name).builtin_index(), None, "{name}");
        }
        assert_eq!(DefKey::new("builtin", "NoSuchKind").builtin_index(), None);
    }

    #[test]
    fn every_builtin_key_of_a_value_has_a_slot() {
        let ctx = Context::new();
        let i32 = ctx.int_type(32);
        let types = [
            i32,
            ctx.index_type(),
            ctx.ranked_tensor_type(&[2], i32),
            crate::text::parser::parse_type_str(&ctx, "vector<2xi32>").expect("parses"),
            crate::text::parser::parse_type_str(&ctx, "memref<?xf32>").expect("parses"),
        ];
        for t in types {
            let key = type_key(&ctx, t).expect("builtin");
            assert!(key.builtin_index().is_some(), "{key:?}");
        }
        let attrs = [ctx.unit_attr(), ctx.string_attr(b"x")];
        for a in attrs {
            let key = attr_key(&ctx, a).expect("builtin");
            assert!(key.builtin_index().is_some(), "{key:?}");
        }
    }
}
