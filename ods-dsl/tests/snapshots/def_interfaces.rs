impl ::ir::ods::DefImpl for Word {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Word");
    fn attach_interfaces(ctx: &::ir::Context) {
        MarkerMethods::__declared_by_type::<Self>(ctx);
        ::ir::interfaces::MemRefElementTypeInterfaceMethods::__declared_by_type::<
            Self,
        >(ctx);
    }
}
impl ::ir::interfaces::MemRefElementTypeInterface for Word {}

impl ::ir::ods::DefImpl for Note {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Note");
    fn attach_interfaces(ctx: &::ir::Context) {
        DescribedMethods::__declared_by_attr::<Self>(ctx);
    }
}
impl Described for Note {}

// from def_interfaces.ods:3
/// Types with a size
pub trait Width<Cx>: ::ir::ods::DefImpl {
    /// The size in bits.
    fn bits(ctx: &::ir::Context, ty: ::ir::Type, cx: &Cx) -> u64;
    /// The size in bytes.
    #[allow(unused_variables)]
    fn bytes(ctx: &::ir::Context, ty: ::ir::Type, cx: &Cx) -> u64 {
        Self::bits(ctx, ty, cx).div_ceil(8)
    }
}
/// The definitions of these files that declare `Width`.
pub const WIDTH_DEFS: &[&str] = &["T_Word"];
/// One definition's implementation of `Width`: its method pointers.
#[allow(clippy::type_complexity)]
pub struct WidthMethods<Cx> {
    bits: fn(&::ir::Context, ::ir::Type, &Cx) -> u64,
    bytes: fn(&::ir::Context, ::ir::Type, &Cx) -> u64,
    _types: ::std::marker::PhantomData<fn() -> (Cx,)>,
}
impl<Cx> Clone for WidthMethods<Cx> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<Cx> Copy for WidthMethods<Cx> {}
impl<Cx: 'static> WidthMethods<Cx> {
    /// The methods of definition `T`.
    pub fn of<T: Width<Cx>>() -> Self {
        WidthMethods {
            bits: <T as Width<Cx>>::bits,
            bytes: <T as Width<Cx>>::bytes,
            _types: ::std::marker::PhantomData,
        }
    }
    /// Registers definition `T`'s implementation in `ctx`'s registry (the
    /// definition's registration does this for an interface it declares; call it
    /// for an external model).
    pub fn attach<T: Width<Cx>>(ctx: &::ir::Context) {
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
}
impl WidthMethods<()> {
    /// What the registration of definition `T` listing the interface in another
    /// item calls: nothing, as the implementing code attaches its
    /// implementation with the types it chooses.
    #[doc(hidden)]
    pub fn __declared_by_type<T: ::ir::ods::DefImpl>(_ctx: &::ir::Context) {}
    /// The definitions declaring the interface: those of its own file
    /// (`X_DEFS`) and the registered ones that list it (in another item or
    /// crate, which `X_DEFS` cannot name), sorted.
    pub fn declaring_defs(ctx: &::ir::Context) -> Vec<&'static str> {
        ::ir::ods::declaring_ops(
            WIDTH_DEFS,
            ctx.registry().interface_declarers::<Self>(),
        )
    }
}
/// A type seen through `Width`.
#[allow(clippy::type_complexity)]
pub struct WidthRef<Cx> {
    ty: ::ir::Type,
    methods: WidthMethods<Cx>,
}
impl<Cx> Clone for WidthRef<Cx> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<Cx> Copy for WidthRef<Cx> {}
impl<Cx: 'static> ::ir::ods::TypeInterface for WidthRef<Cx> {
    const NAME: &'static str = "Width";
    fn get(ctx: &::ir::Context, ty: ::ir::Type) -> Option<Self> {
        ctx.registry()
            .def_interface::<
                WidthMethods<Cx>,
            >(::ir::ods::def_interface::type_key(ctx, ty)?)
            .map(|methods| WidthRef { ty, methods })
    }
}
impl<Cx: 'static> WidthRef<Cx> {
    /// `ty` seen through the interface, if its definition registered an implementation (MLIR's `dyn_cast`).
    pub fn get(ctx: &::ir::Context, ty: ::ir::Type) -> Option<Self> {
        <Self as ::ir::ods::TypeInterface>::get(ctx, ty)
    }
    /// The type.
    pub fn ty(&self) -> ::ir::Type {
        self.ty
    }
    /// The implementation's method table.
    pub fn methods(&self) -> WidthMethods<Cx> {
        self.methods
    }
    /// The size in bits.
    pub fn bits(&self, ctx: &::ir::Context, cx: &Cx) -> u64 {
        (self.methods.bits)(ctx, self.ty, cx)
    }
    /// The size in bytes.
    pub fn bytes(&self, ctx: &::ir::Context, cx: &Cx) -> u64 {
        (self.methods.bytes)(ctx, self.ty, cx)
    }
}

// from def_interfaces.ods:8
/// A marker
pub trait Marker: ::ir::ods::DefImpl {}
/// The definitions of these files that declare `Marker`.
pub const MARKER_DEFS: &[&str] = &["T_Word"];
/// One definition's implementation of `Marker`: its method pointers.
#[allow(clippy::type_complexity)]
pub struct MarkerMethods {
    _types: ::std::marker::PhantomData<fn() -> ()>,
}
impl Clone for MarkerMethods {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for MarkerMethods {}
impl MarkerMethods {
    /// The methods of definition `T`.
    pub fn of<T: Marker>() -> Self {
        MarkerMethods {
            _types: ::std::marker::PhantomData,
        }
    }
    /// Registers definition `T`'s implementation in `ctx`'s registry (the
    /// definition's registration does this for an interface it declares; call it
    /// for an external model).
    pub fn attach<T: Marker>(ctx: &::ir::Context) {
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
}
impl MarkerMethods {
    /// What the registration of definition `T` listing the interface
    /// calls: records `T` as declaring it
    /// ([`Self::declaring_defs`]), then [`Self::attach`].
    #[doc(hidden)]
    pub fn __declared_by_type<T: Marker>(ctx: &::ir::Context) {
        ctx.registry().declare_interface::<Self>(<T as ::ir::ods::DefImpl>::KEY.name);
        Self::attach::<T>(ctx)
    }
    /// The definitions declaring the interface: those of its own file
    /// (`X_DEFS`) and the registered ones that list it (in another item or
    /// crate, which `X_DEFS` cannot name), sorted.
    pub fn declaring_defs(ctx: &::ir::Context) -> Vec<&'static str> {
        ::ir::ods::declaring_ops(
            MARKER_DEFS,
            ctx.registry().interface_declarers::<Self>(),
        )
    }
}
/// A type seen through `Marker`.
#[allow(clippy::type_complexity)]
pub struct MarkerRef {
    ty: ::ir::Type,
    methods: MarkerMethods,
}
impl Clone for MarkerRef {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for MarkerRef {}
impl ::ir::ods::TypeInterface for MarkerRef {
    const NAME: &'static str = "Marker";
    fn get(ctx: &::ir::Context, ty: ::ir::Type) -> Option<Self> {
        ctx.registry()
            .def_interface::<MarkerMethods>(::ir::ods::def_interface::type_key(ctx, ty)?)
            .map(|methods| MarkerRef { ty, methods })
    }
}
impl MarkerRef {
    /// `ty` seen through the interface, if its definition registered an implementation (MLIR's `dyn_cast`).
    pub fn get(ctx: &::ir::Context, ty: ::ir::Type) -> Option<Self> {
        <Self as ::ir::ods::TypeInterface>::get(ctx, ty)
    }
    /// The type.
    pub fn ty(&self) -> ::ir::Type {
        self.ty
    }
    /// The implementation's method table.
    pub fn methods(&self) -> MarkerMethods {
        self.methods
    }
}

// from def_interfaces.ods:9
pub trait Described: ::ir::ods::DefImpl {
    /// A description.
    #[allow(unused_variables)]
    fn describe(ctx: &::ir::Context, attr: ::ir::Attr) -> String {
        String::new()
    }
}
/// The definitions of these files that declare `Described`.
pub const DESCRIBED_DEFS: &[&str] = &["T_Note"];
/// One definition's implementation of `Described`: its method pointers.
#[allow(clippy::type_complexity)]
pub struct DescribedMethods {
    describe: fn(&::ir::Context, ::ir::Attr) -> String,
    _types: ::std::marker::PhantomData<fn() -> ()>,
}
impl Clone for DescribedMethods {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for DescribedMethods {}
impl DescribedMethods {
    /// The methods of definition `T`.
    pub fn of<T: Described>() -> Self {
        DescribedMethods {
            describe: <T as Described>::describe,
            _types: ::std::marker::PhantomData,
        }
    }
    /// Registers definition `T`'s implementation in `ctx`'s registry (the
    /// definition's registration does this for an interface it declares; call it
    /// for an external model).
    pub fn attach<T: Described>(ctx: &::ir::Context) {
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
}
impl DescribedMethods {
    /// What the registration of definition `T` listing the interface
    /// calls: records `T` as declaring it
    /// ([`Self::declaring_defs`]), then [`Self::attach`].
    #[doc(hidden)]
    pub fn __declared_by_attr<T: Described>(ctx: &::ir::Context) {
        ctx.registry().declare_interface::<Self>(<T as ::ir::ods::DefImpl>::KEY.name);
        Self::attach::<T>(ctx)
    }
    /// The definitions declaring the interface: those of its own file
    /// (`X_DEFS`) and the registered ones that list it (in another item or
    /// crate, which `X_DEFS` cannot name), sorted.
    pub fn declaring_defs(ctx: &::ir::Context) -> Vec<&'static str> {
        ::ir::ods::declaring_ops(
            DESCRIBED_DEFS,
            ctx.registry().interface_declarers::<Self>(),
        )
    }
}
/// A attribute seen through `Described`.
#[allow(clippy::type_complexity)]
pub struct DescribedRef {
    attr: ::ir::Attr,
    methods: DescribedMethods,
}
impl Clone for DescribedRef {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for DescribedRef {}
impl ::ir::ods::AttrInterface for DescribedRef {
    const NAME: &'static str = "Described";
    fn get(ctx: &::ir::Context, attr: ::ir::Attr) -> Option<Self> {
        ctx.registry()
            .def_interface::<
                DescribedMethods,
            >(::ir::ods::def_interface::attr_key(ctx, attr)?)
            .map(|methods| DescribedRef { attr, methods })
    }
}
impl DescribedRef {
    /// `attr` seen through the interface, if its definition registered an implementation (MLIR's `dyn_cast`).
    pub fn get(ctx: &::ir::Context, attr: ::ir::Attr) -> Option<Self> {
        <Self as ::ir::ods::AttrInterface>::get(ctx, attr)
    }
    /// The attribute.
    pub fn attr(&self) -> ::ir::Attr {
        self.attr
    }
    /// The implementation's method table.
    pub fn methods(&self) -> DescribedMethods {
        self.methods
    }
    /// A description.
    pub fn describe(&self, ctx: &::ir::Context) -> String {
        (self.methods.describe)(ctx, self.attr)
    }
}

