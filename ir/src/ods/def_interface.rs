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
}

impl DefKey {
    /// The key of definition `name` of `dialect`.
    pub const fn new(dialect: &'static str, name: &'static str) -> Self {
        DefKey { dialect, name }
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
        TypeKind::Integer { .. } => DefKey::builtin("IntegerType"),
        TypeKind::Index => DefKey::builtin("IndexType"),
        TypeKind::Float(_) => DefKey::builtin("FloatType"),
        TypeKind::None => DefKey::builtin("NoneType"),
        TypeKind::Complex(_) => DefKey::builtin("ComplexType"),
        TypeKind::Tuple(_) => DefKey::builtin("TupleType"),
        TypeKind::Function { .. } => DefKey::builtin("FunctionType"),
        TypeKind::Vector { .. } => DefKey::builtin("VectorType"),
        TypeKind::RankedTensor { .. } => DefKey::builtin("RankedTensorType"),
        TypeKind::UnrankedTensor { .. } => DefKey::builtin("UnrankedTensorType"),
        TypeKind::MemRef { .. } => DefKey::builtin("MemRefType"),
        TypeKind::UnrankedMemRef { .. } => DefKey::builtin("UnrankedMemRefType"),
        TypeKind::Dialect(d) => DefKey::new(d.def.dialect, d.def.def_name),
        TypeKind::Opaque { .. } => return None,
    })
}

/// The key of `attr`'s implementation; `None` for an attribute of a dialect rods
/// does not know (kept as text, unless typed: upstream's typed `OpaqueAttr`).
pub fn attr_key(ctx: &Context, attr: Attr) -> Option<DefKey> {
    Some(match ctx.attr_kind(attr) {
        AttrKind::Unit => DefKey::builtin("UnitAttr"),
        AttrKind::Bool(_) => DefKey::builtin("BoolAttr"),
        AttrKind::Integer { .. } => DefKey::builtin("IntegerAttr"),
        AttrKind::Float { .. } => DefKey::builtin("FloatAttr"),
        AttrKind::String { .. } => DefKey::builtin("StringAttr"),
        AttrKind::Array(_) => DefKey::builtin("ArrayAttr"),
        AttrKind::Dictionary(_) => DefKey::builtin("DictionaryAttr"),
        AttrKind::Type(_) => DefKey::builtin("TypeAttr"),
        AttrKind::SymbolRef { .. } => DefKey::builtin("SymbolRefAttr"),
        AttrKind::AffineMap(_) => DefKey::builtin("AffineMapAttr"),
        AttrKind::IntegerSet(_) => DefKey::builtin("IntegerSetAttr"),
        AttrKind::DenseElements { .. } => DefKey::builtin("DenseIntOrFPElementsAttr"),
        AttrKind::DenseStrings { .. } => DefKey::builtin("DenseStringElementsAttr"),
        AttrKind::DenseResource { .. } => DefKey::builtin("DenseResourceElementsAttr"),
        AttrKind::DenseArray { .. } => DefKey::builtin("DenseArrayAttr"),
        AttrKind::Sparse { .. } => DefKey::builtin("SparseElementsAttr"),
        AttrKind::Strided { .. } => DefKey::builtin("StridedLayoutAttr"),
        AttrKind::Distinct { .. } => DefKey::builtin("DistinctAttr"),
        AttrKind::Dialect(d) => DefKey::new(d.def.dialect, d.def.def_name),
        AttrKind::UnknownLoc => DefKey::builtin("UnknownLoc"),
        AttrKind::FileLoc { .. } => DefKey::builtin("FileLineColRange"),
        AttrKind::NameLoc { .. } => DefKey::builtin("NameLoc"),
        AttrKind::CallSiteLoc { .. } => DefKey::builtin("CallSiteLoc"),
        AttrKind::FusedLoc { .. } => DefKey::builtin("FusedLoc"),
        // Upstream's `OpaqueAttr` with a type (a `TypedAttr`); rods keeps an
        // attribute of a dialect it does not know as untyped text.
        AttrKind::TypedOpaque { .. } => DefKey::builtin("OpaqueAttr"),
        AttrKind::Opaque { .. } => return None,
    })
}
