// from def_interfaces.ods:12
/// `!t.word<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Word {
    /// Parameter `width`.
    pub width: u32,
}
impl Word {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "word";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "word",
        def_name: "T_Word",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "width",
                ty: ::ir::ods::attr_defs::ParamType::U32,
                list: false,
                cpp_type: "uint32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
        ],
        format: &[
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "<",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Params {
                params: &[0usize],
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ">",
                space: false,
            },
        ],
        verify: None,
    };
    /// The uniqued type with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Type {
        let values = Vec::from([
            ::ir::dialect_attr::ParamValue::UInt(u64::from(self.width)),
        ]);
        ctx.get_type(
            ::ir::TypeKind::Dialect(
                Box::new(::ir::dialect_attr::DialectAttr::new(&Self::INFO, values)),
            ),
        )
    }
    /// The values of a type of this kind.
    pub fn read(ctx: &::ir::Context, value: ::ir::Type) -> Option<Self> {
        match ctx.type_kind(value) {
            ::ir::TypeKind::Dialect(d) => Self::from_attr(d),
            _ => None,
        }
    }
    /// The values of a structured type of this kind.
    pub fn from_attr(attr: &::ir::dialect_attr::DialectAttr) -> Option<Self> {
        if attr.dialect() != "t" || attr.mnemonic() != "word" {
            return None;
        }
        let [width] = &attr.params[..] else { return None };
        let width = width.as_u32()?;
        Some(Self { width })
    }
}
impl ::ir::ods::DefImpl for Word {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Word");
    fn attach_interfaces(ctx: &::ir::Context) {
        MarkerMethods::attach::<Self>(ctx);
        ::ir::interfaces::MemRefElementTypeInterfaceMethods::attach::<Self>(ctx);
    }
}
impl ::ir::interfaces::MemRefElementTypeInterface for Word {}

// from def_interfaces.ods:16
/// `#t.note<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Note {}
impl Note {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "note";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "note",
        def_name: "T_Note",
        params: &[],
        format: &[],
        verify: None,
    };
    /// The uniqued attribute with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Attr {
        let values = Vec::from([]);
        ctx.get_attr(
            ::ir::AttrKind::Dialect(
                Box::new(::ir::dialect_attr::DialectAttr::new(&Self::INFO, values)),
            ),
        )
    }
    /// The values of an attribute of this kind.
    pub fn read(ctx: &::ir::Context, value: ::ir::Attr) -> Option<Self> {
        match ctx.attr_kind(value) {
            ::ir::AttrKind::Dialect(d) => Self::from_attr(d),
            _ => None,
        }
    }
    /// The values of a structured attribute of this kind.
    pub fn from_attr(attr: &::ir::dialect_attr::DialectAttr) -> Option<Self> {
        if attr.dialect() != "t" || attr.mnemonic() != "note" {
            return None;
        }
        let [] = &attr.params[..] else { return None };
        Some(Self {})
    }
}
impl ::ir::ods::DefImpl for Note {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Note");
    fn attach_interfaces(ctx: &::ir::Context) {
        DescribedMethods::attach::<Self>(ctx);
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
}
/// A type seen through `Width`.
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
}
/// A type seen through `Marker`.
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
}
/// A attribute seen through `Described`.
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

// registration
::ir::ods_table!(static __OPS : OpTable = & []);
/// Registration of the ops of this file: `register(ctx)` and their `SCHEMAS`
/// (in a module of their own, so that they take no name of the including module).
pub mod registration {
    #[allow(unused_imports)]
    use super::*;
    /// Registers every op of this file (and their dialects) with `ctx`.
    pub fn register(ctx: &::ir::Context) {
        ctx.registry().register_dialect("t");
        {
            static ATTRS: ::ir::ods::attr_defs::DialectAttrs = ::ir::ods::attr_defs::DialectAttrs {
                dialect: "t",
                enums: &[],
                defs: &[&Note::INFO],
                types: &[&Word::INFO],
                type_parser: None,
            };
            fn parse(
                p: &mut dyn ::ir::context::DialectTypeParser,
            ) -> Result<::ir::context::ParsedDialectAttr, ::ir::Diagnostic> {
                ::ir::ods::attr_defs::parse(&ATTRS, p)
            }
            const MNEMONICS: &[&str] = &[Note::INFO.mnemonic];
            ctx.set_dialect_attr_parser("t", parse, MNEMONICS);
            ctx.set_dialect_attr_defs("t", &ATTRS);
            <Note as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Word as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            ctx.set_dialect_symbols(
                "t",
                ::ir::context::DialectSymbols {
                    attributes: Some(MNEMONICS),
                    types: Some(&[Word::INFO.mnemonic]),
                    self_typed_attributes: &[],
                },
            );
        }
        ::ir::ods::register::register_ops(ctx, __OPS);
        ::ir::ods_table!(static __LAYOUTS : OpLayouts = & []);
        for (op, fields) in __LAYOUTS {
            ::ir::bytecode::props::register_generated(ctx, op, *fields);
        }
        ::ir::bytecode::dialect::register(
            ctx,
            "t",
            ::ir::bytecode::dialect::DialectBytecode {
                version: None,
                upgrade: None,
                attrs: &[
                    ::ir::bytecode::dialect::DefEncoding {
                        mnemonic: "note",
                        params: &[],
                    },
                ],
                types: &[
                    ::ir::bytecode::dialect::DefEncoding {
                        mnemonic: "word",
                        params: &[
                            ::ir::bytecode::dialect::Param {
                                kind: ::ir::bytecode::dialect::ParamKind::UInt,
                                list: false,
                            },
                        ],
                    },
                ],
                declared_attrs: &[],
                declared_types: &[],
            },
        );
    }
    /// The schemas of every op of this file, in definition order.
    pub static SCHEMAS: &[&::ir::ods::OpSchema] = &[];
}

