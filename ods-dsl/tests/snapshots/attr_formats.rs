// from attr_formats.ods:3
/// `#t.align<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Align {
    /// Parameter `alignment`.
    pub alignment: u64,
    /// Parameter `function_dependent`.
    pub function_dependent: bool,
}
impl Align {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "align";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "align",
        def_name: "T_Align",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "alignment",
                ty: ::ir::ods::attr_defs::ParamType::U64,
                list: false,
                cpp_type: "uint64_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "function_dependent",
                ty: ::ir::ods::attr_defs::ParamType::Bool,
                list: false,
                cpp_type: "bool",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
        ],
        format: &[
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "<",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Param {
                index: 0usize,
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ",",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "function_dependent",
                space: true,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "=",
                space: true,
            },
            ::ir::ods::attr_defs::DefElem::Param {
                index: 1usize,
                space: true,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ">",
                space: false,
            },
        ],
        verify: None,
    };
    /// The uniqued attribute with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Attr {
        let values = Vec::from([
            ::ir::dialect_attr::ParamValue::UInt(self.alignment),
            ::ir::dialect_attr::ParamValue::Bool(self.function_dependent),
        ]);
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
        if attr.dialect() != "t" || attr.mnemonic() != "align" {
            return None;
        }
        let [alignment, function_dependent] = &attr.params[..] else { return None };
        let alignment = alignment.as_u64()?;
        let function_dependent = function_dependent.as_bool()?;
        Some(Self {
            alignment,
            function_dependent,
        })
    }
}
impl ::ir::ods::DefImpl for Align {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Align");
}

// from attr_formats.ods:7
/// `#t.opt<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Opt {
    /// Parameter `width`.
    pub width: i64,
    /// Parameter `pad`.
    pub pad: Option<::ir::Attr>,
    /// Parameter `mode`.
    pub mode: i32,
}
impl Opt {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "opt";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "opt",
        def_name: "T_Opt",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "width",
                ty: ::ir::ods::attr_defs::ParamType::I64,
                list: false,
                cpp_type: "int64_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "pad",
                ty: ::ir::ods::attr_defs::ParamType::Attr,
                list: false,
                cpp_type: "::mlir::Attribute",
                presence: ::ir::ods::attr_defs::ParamPresence::Optional,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "mode",
                ty: ::ir::ods::attr_defs::ParamType::I32,
                list: false,
                cpp_type: "int32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Default(
                    ::ir::ods::attr_defs::DefaultValue::Int(4i64),
                ),
            },
        ],
        format: &[
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "<",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Param {
                index: 0usize,
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Optional {
                then: &[
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: ",",
                        space: false,
                    },
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: "pad",
                        space: true,
                    },
                    ::ir::ods::attr_defs::DefElem::Param {
                        index: 1usize,
                        space: true,
                    },
                ],
                otherwise: &[
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: ",",
                        space: false,
                    },
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: "nopad",
                        space: true,
                    },
                ],
                anchor: &[1usize],
                inverted: false,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ">",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Optional {
                then: &[
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: "mode",
                        space: true,
                    },
                    ::ir::ods::attr_defs::DefElem::Param {
                        index: 2usize,
                        space: true,
                    },
                ],
                otherwise: &[],
                anchor: &[2usize],
                inverted: false,
            },
        ],
        verify: None,
    };
    /// The uniqued attribute with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Attr {
        let values = Vec::from([
            ::ir::dialect_attr::ParamValue::Int(self.width),
            match &self.pad {
                Some(v) => ::ir::dialect_attr::ParamValue::Attr(*v),
                None => ::ir::dialect_attr::ParamValue::Absent,
            },
            ::ir::dialect_attr::ParamValue::Int(i64::from(self.mode)),
        ]);
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
        if attr.dialect() != "t" || attr.mnemonic() != "opt" {
            return None;
        }
        let [width, pad, mode] = &attr.params[..] else { return None };
        let width = width.as_i64()?;
        let pad = if pad.is_absent() { None } else { Some(pad.as_attr()?) };
        let mode = mode.as_i32()?;
        Some(Self { width, pad, mode })
    }
}
impl ::ir::ods::DefImpl for Opt {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Opt");
}

// from attr_formats.ods:11
/// `#t.keys<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Keys {
    /// Parameter `name`.
    pub name: String,
    /// Parameter `size`.
    pub size: Option<u32>,
    /// Parameter `kind`.
    pub kind: String,
}
impl Keys {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "keys";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "keys",
        def_name: "T_Keys",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "name",
                ty: ::ir::ods::attr_defs::ParamType::String,
                list: false,
                cpp_type: "::llvm::StringRef",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "size",
                ty: ::ir::ods::attr_defs::ParamType::U32,
                list: false,
                cpp_type: "uint32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Optional,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "kind",
                ty: ::ir::ods::attr_defs::ParamType::String,
                list: false,
                cpp_type: "::llvm::StringRef",
                presence: ::ir::ods::attr_defs::ParamPresence::Default(
                    ::ir::ods::attr_defs::DefaultValue::Str("any"),
                ),
            },
        ],
        format: &[
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "<",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Struct {
                params: &[0usize, 1usize, 2usize],
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ">",
                space: false,
            },
        ],
        verify: None,
    };
    /// The uniqued attribute with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Attr {
        let values = Vec::from([
            ::ir::dialect_attr::ParamValue::Str(self.name.as_str().into()),
            match &self.size {
                Some(v) => ::ir::dialect_attr::ParamValue::UInt(u64::from(*v)),
                None => ::ir::dialect_attr::ParamValue::Absent,
            },
            ::ir::dialect_attr::ParamValue::Str(self.kind.as_str().into()),
        ]);
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
        if attr.dialect() != "t" || attr.mnemonic() != "keys" {
            return None;
        }
        let [name, size, kind] = &attr.params[..] else { return None };
        let name = name.as_str().map(str::to_string)?;
        let size = if size.is_absent() { None } else { Some(size.as_u32()?) };
        let kind = kind.as_str().map(str::to_string)?;
        Some(Self { name, size, kind })
    }
}
impl ::ir::ods::DefImpl for Keys {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Keys");
}

// from attr_formats.ods:15
/// `#t.custom<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Custom {
    /// Parameter `key`.
    pub key: ::ir::dialect_attr::TypeOrAttr,
    /// Parameter `entries`.
    pub entries: Vec<::ir::Attr>,
}
impl Custom {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "custom";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "custom",
        def_name: "T_Custom",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "key",
                ty: ::ir::ods::attr_defs::ParamType::TypeOrAttr,
                list: false,
                cpp_type: "::llvm::PointerUnion<::mlir::Type, ::mlir::Attribute>",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "entries",
                ty: ::ir::ods::attr_defs::ParamType::Attr,
                list: true,
                cpp_type: "::llvm::ArrayRef<::mlir::Attribute>",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
        ],
        format: &[
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "<",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Custom {
                parse: parse_key,
                print: print_key,
                args: &[::ir::ods::attr_defs::DefCustomArg::Param(0usize)],
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ":",
                space: true,
            },
            ::ir::ods::attr_defs::DefElem::Custom {
                parse: parse_entries,
                print: print_entries,
                args: &[
                    ::ir::ods::attr_defs::DefCustomArg::Param(1usize),
                    ::ir::ods::attr_defs::DefCustomArg::Ref(0usize),
                ],
                space: true,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ">",
                space: false,
            },
        ],
        verify: None,
    };
    /// The uniqued attribute with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Attr {
        let values = Vec::from([
            self.key.to_value(),
            ::ir::dialect_attr::ParamValue::List(
                self
                    .entries
                    .iter()
                    .map(|x| ::ir::dialect_attr::ParamValue::Attr(*x))
                    .collect(),
            ),
        ]);
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
        if attr.dialect() != "t" || attr.mnemonic() != "custom" {
            return None;
        }
        let [key, entries] = &attr.params[..] else { return None };
        let key = key.as_type_or_attr()?;
        let entries = entries.list_of(|x| x.as_attr())?;
        Some(Self { key, entries })
    }
}
impl ::ir::ods::DefImpl for Custom {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Custom");
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
                defs: &[&Align::INFO, &Opt::INFO, &Keys::INFO, &Custom::INFO],
                types: &[],
                type_parser: None,
            };
            fn parse(
                p: &mut dyn ::ir::context::DialectTypeParser,
            ) -> Result<::ir::context::ParsedDialectAttr, ::ir::Diagnostic> {
                ::ir::ods::attr_defs::parse(&ATTRS, p)
            }
            const MNEMONICS: &[&str] = &[
                Align::INFO.mnemonic,
                Opt::INFO.mnemonic,
                Keys::INFO.mnemonic,
                Custom::INFO.mnemonic,
            ];
            ctx.set_dialect_attr_parser("t", parse, MNEMONICS);
            ctx.set_dialect_attr_defs("t", &ATTRS);
            <Align as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Opt as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Keys as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Custom as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            ctx.set_dialect_symbols(
                "t",
                ::ir::context::DialectSymbols {
                    attributes: Some(MNEMONICS),
                    types: None,
                    self_typed_attributes: &[],
                },
            );
        }
        ::ir::ods::register::register_ops(ctx, __OPS);
        ::ir::ods_table!(static __LAYOUTS : OpLayouts = & []);
        for (op, fields) in __LAYOUTS {
            ::ir::bytecode::props::register_generated(ctx, op, *fields);
        }
    }
    ::ir::ods_schemas!();
}

// constraints
