// from attr_defs.ods:3
/// `#t.entry<...>`: a keyed entry
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// the key
    pub key: String,
    /// Parameter `value`.
    pub value: ::ir::Attr,
    /// Parameter `width`.
    pub width: u32,
    /// Parameter `sizes`.
    pub sizes: Vec<i64>,
}
impl Entry {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "entry";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "entry",
        def_name: "T_Entry",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "key",
                ty: ::ir::ods::attr_defs::ParamType::String,
                list: false,
                cpp_type: "::llvm::StringRef",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "value",
                ty: ::ir::ods::attr_defs::ParamType::Attr,
                list: false,
                cpp_type: "::mlir::Attribute",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "width",
                ty: ::ir::ods::attr_defs::ParamType::U32,
                list: false,
                cpp_type: "uint32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "sizes",
                ty: ::ir::ods::attr_defs::ParamType::I64,
                list: true,
                cpp_type: "::llvm::ArrayRef<int64_t>",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
        ],
        format: &[
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "<",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Params {
                params: &[0usize, 1usize, 2usize, 3usize],
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ">",
                space: false,
            },
        ],
        verify: Some(|ctx, attr| match Self::from_attr(attr) {
            Some(value) => value.verify(ctx),
            None => Ok(()),
        }),
    };
    /// The uniqued attribute with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Attr {
        let values = Vec::from([
            ::ir::dialect_attr::ParamValue::Str(self.key.as_str().into()),
            ::ir::dialect_attr::ParamValue::Attr(self.value),
            ::ir::dialect_attr::ParamValue::UInt(u64::from(self.width)),
            ::ir::dialect_attr::ParamValue::List(
                self
                    .sizes
                    .iter()
                    .map(|x| ::ir::dialect_attr::ParamValue::Int(*x))
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
        if attr.dialect() != "t" || attr.mnemonic() != "entry" {
            return None;
        }
        let [key, value, width, sizes] = &attr.params[..] else { return None };
        let key = key.as_str().map(str::to_string)?;
        let value = value.as_attr()?;
        let width = width.as_u32()?;
        let sizes = sizes.list_of(|x| x.as_i64())?;
        Some(Self { key, value, width, sizes })
    }
}
impl ::ir::ods::DefImpl for Entry {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Entry");
}

// from attr_defs.ods:8
/// `#t.group<...>`: a group
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    /// Parameter `id`.
    pub id: i64,
    /// Parameter `ty`.
    pub ty: ::ir::Type,
    /// Parameter `offsets`.
    pub offsets: Vec<i64>,
    /// Parameter `merge`.
    pub merge: bool,
}
impl Group {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "group";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "group",
        def_name: "T_Group",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "id",
                ty: ::ir::ods::attr_defs::ParamType::I64,
                list: false,
                cpp_type: "int64_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "ty",
                ty: ::ir::ods::attr_defs::ParamType::Type,
                list: false,
                cpp_type: "::mlir::Type",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "offsets",
                ty: ::ir::ods::attr_defs::ParamType::DenseI64Array,
                list: false,
                cpp_type: "DenseI64ArrayAttr",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "merge",
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
            ::ir::ods::attr_defs::DefElem::Struct {
                params: &[0usize, 1usize, 2usize, 3usize],
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
            ::ir::dialect_attr::ParamValue::Int(self.id),
            ::ir::dialect_attr::ParamValue::Type(self.ty),
            ::ir::dialect_attr::ParamValue::List(
                self
                    .offsets
                    .iter()
                    .map(|x| ::ir::dialect_attr::ParamValue::Int(*x))
                    .collect(),
            ),
            ::ir::dialect_attr::ParamValue::Bool(self.merge),
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
        if attr.dialect() != "t" || attr.mnemonic() != "group" {
            return None;
        }
        let [id, ty, offsets, merge] = &attr.params[..] else { return None };
        let id = id.as_i64()?;
        let ty = ty.as_type()?;
        let offsets = offsets.list_of(|x| x.as_i64())?;
        let merge = merge.as_bool()?;
        Some(Self { id, ty, offsets, merge })
    }
}
impl ::ir::ods::DefImpl for Group {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Group");
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
                defs: &[&Entry::INFO, &Group::INFO],
                types: &[],
                type_parser: None,
            };
            fn parse(
                p: &mut dyn ::ir::context::DialectTypeParser,
            ) -> Result<::ir::context::ParsedDialectAttr, ::ir::Diagnostic> {
                ::ir::ods::attr_defs::parse(&ATTRS, p)
            }
            const MNEMONICS: &[&str] = &[Entry::INFO.mnemonic, Group::INFO.mnemonic];
            ctx.set_dialect_attr_parser("t", parse, MNEMONICS);
            ctx.set_dialect_attr_defs("t", &ATTRS);
            <Entry as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Group as ::ir::ods::DefImpl>::attach_interfaces(ctx);
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
        ::ir::bytecode::dialect::register(
            ctx,
            "t",
            ::ir::bytecode::dialect::DialectBytecode {
                version: None,
                upgrade: None,
                attrs: &[
                    ::ir::bytecode::dialect::DefEncoding {
                        mnemonic: "entry",
                        params: &[
                            ::ir::bytecode::dialect::Param {
                                kind: ::ir::bytecode::dialect::ParamKind::String,
                                list: false,
                            },
                            ::ir::bytecode::dialect::Param {
                                kind: ::ir::bytecode::dialect::ParamKind::Attr,
                                list: false,
                            },
                            ::ir::bytecode::dialect::Param {
                                kind: ::ir::bytecode::dialect::ParamKind::UInt,
                                list: false,
                            },
                            ::ir::bytecode::dialect::Param {
                                kind: ::ir::bytecode::dialect::ParamKind::Int,
                                list: true,
                            },
                        ],
                    },
                ],
                types: &[],
                declared_attrs: &[],
                declared_types: &[],
            },
        );
    }
    ::ir::ods_schemas!();
}

// constraints
