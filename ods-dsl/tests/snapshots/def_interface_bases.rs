impl ::ir::ods::DefImpl for Word {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Word");
    fn attach_interfaces(ctx: &::ir::Context) {
        ElementMethods::__declared_by_type::<Self>(ctx);
        MeasuredMethods::__declared_by_type::<Self>(ctx);
        ::ir::interfaces::VectorElementTypeInterfaceMethods::__declared_by_type::<
            Self,
        >(ctx);
        NamedMethods::__declared_by_type::<Self>(ctx);
    }
}
impl Element for Word {}
impl Measured for Word {}
impl ::ir::interfaces::VectorElementTypeInterface for Word {}

impl ::ir::ods::DefImpl for Data {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Data");
    fn attach_interfaces(ctx: &::ir::Context) {
        ElementsMethods::__declared_by_attr::<Self>(ctx);
        ::ir::interfaces::ElementsAttrInterfaceMethods::__declared_by_attr::<Self>(ctx);
        ::ir::interfaces::TypedAttrInterfaceMethods::__declared_by_attr::<Self>(ctx);
    }
}
impl ::ir::interfaces::ElementsAttrInterface for Data {}

// from def_interface_bases.ods:3
pub trait Named: ::ir::ods::DefImpl {
    /// The name.
    #[allow(unused_variables)]
    fn name(ctx: &::ir::Context, ty: ::ir::Type) -> String {
        String::from(Self::prefix(1))
    }
    /// A prefix of the names.
    fn prefix(len: usize) -> &'static str;
}
/// The definitions of these files that declare `Named`.
pub const NAMED_DEFS: &[&str] = &["T_Word"];
/// One definition's implementation of `Named`: its method pointers.
#[allow(clippy::type_complexity)]
pub struct NamedMethods {
    name: fn(&::ir::Context, ::ir::Type) -> String,
    prefix: fn(usize) -> &'static str,
    _types: ::std::marker::PhantomData<fn() -> ()>,
}
impl Clone for NamedMethods {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for NamedMethods {}
impl NamedMethods {
    /// The methods of definition `T`.
    pub fn of<T: Named>() -> Self {
        NamedMethods {
            name: <T as Named>::name,
            prefix: <T as Named>::prefix,
            _types: ::std::marker::PhantomData,
        }
    }
    /// Registers definition `T`'s implementation in `ctx`'s registry (the
    /// definition's registration does this for an interface it declares; call it
    /// for an external model).
    pub fn attach<T: Named>(ctx: &::ir::Context) {
        ctx.registry()
            .attach_def_interface(<T as ::ir::ods::DefImpl>::KEY, Self::of::<T>());
    }
    /// The implementation registered for the definition (or builtin kind) `key`,
    /// if any: its static methods can be called without a value
    /// (by `<T as ::ir::ods::DefImpl>::KEY`, or a value's key:
    /// `::ir::ods::def_interface::{type_key, attr_key}`).
    pub fn get(ctx: &::ir::Context, key: ::ir::ods::DefKey) -> Option<Self> {
        ctx.registry().def_interface::<Self>(key)
    }
    /// A prefix of the names.
    pub fn prefix(&self, len: usize) -> &'static str {
        (self.prefix)(len)
    }
}
impl NamedMethods {
    /// What the registration of definition `T` listing the interface
    /// calls: records `T` as declaring it
    /// ([`Self::declaring_defs`]), then [`Self::attach`].
    #[doc(hidden)]
    pub fn __declared_by_type<T: Named>(ctx: &::ir::Context) {
        ctx.registry().declare_interface::<Self>(<T as ::ir::ods::DefImpl>::KEY.name);
        Self::attach::<T>(ctx)
    }
    /// The definitions declaring the interface: those of its own file
    /// (`X_DEFS`) and the registered ones that list it (in another item or
    /// crate, which `X_DEFS` cannot name), sorted.
    pub fn declaring_defs(ctx: &::ir::Context) -> Vec<&'static str> {
        ::ir::ods::declaring_ops(
            NAMED_DEFS,
            ctx.registry().interface_declarers::<Self>(),
        )
    }
}
/// A type seen through `Named`.
#[allow(clippy::type_complexity)]
pub struct NamedRef {
    ty: ::ir::Type,
    methods: NamedMethods,
}
impl Clone for NamedRef {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for NamedRef {}
impl ::ir::ods::TypeInterface for NamedRef {
    const NAME: &'static str = "Named";
    fn get(ctx: &::ir::Context, ty: ::ir::Type) -> Option<Self> {
        ctx.registry()
            .def_interface::<NamedMethods>(::ir::ods::def_interface::type_key(ctx, ty)?)
            .map(|methods| NamedRef { ty, methods })
    }
}
impl NamedRef {
    /// `ty` seen through the interface, if its definition registered an implementation (MLIR's `dyn_cast`).
    pub fn get(ctx: &::ir::Context, ty: ::ir::Type) -> Option<Self> {
        <Self as ::ir::ods::TypeInterface>::get(ctx, ty)
    }
    /// The type.
    pub fn ty(&self) -> ::ir::Type {
        self.ty
    }
    /// The implementation's method table.
    pub fn methods(&self) -> NamedMethods {
        self.methods
    }
    /// The name.
    pub fn name(&self, ctx: &::ir::Context) -> String {
        (self.methods.name)(ctx, self.ty)
    }
    /// A prefix of the names.
    pub fn prefix(&self, len: usize) -> &'static str {
        (self.methods.prefix)(len)
    }
}

// from def_interface_bases.ods:7
/// Types whose names have a length
pub trait Measured: ::ir::ods::DefImpl + Named {
    /// The name's length.
    #[allow(unused_variables)]
    fn size(ctx: &::ir::Context, ty: ::ir::Type) -> usize {
        Self::name(ctx, ty).len()
    }
}
/// The definitions of these files that declare `Measured`.
pub const MEASURED_DEFS: &[&str] = &["T_Word"];
/// One definition's implementation of `Measured`: its method pointers.
#[allow(clippy::type_complexity)]
pub struct MeasuredMethods {
    size: fn(&::ir::Context, ::ir::Type) -> usize,
    _types: ::std::marker::PhantomData<fn() -> ()>,
}
impl Clone for MeasuredMethods {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for MeasuredMethods {}
impl MeasuredMethods {
    /// The methods of definition `T`.
    pub fn of<T: Measured>() -> Self {
        MeasuredMethods {
            size: <T as Measured>::size,
            _types: ::std::marker::PhantomData,
        }
    }
    /// Registers definition `T`'s implementation in `ctx`'s registry, and first
    /// its implementations of the interface's bases (the definition's
    /