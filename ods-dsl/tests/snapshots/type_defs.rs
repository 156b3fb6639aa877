// from type_defs.ods:3
/// `!t.group<...>`: a group
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    /// Parameter `a`.
    pub a: i32,
    /// Parameter `b`.
    pub b: Option<i32>,
    /// Parameter `elem`.
    pub elem: ::ir::Type,
    /// Parameter `tag`.
    pub tag: Option<::ir::Attr>,
    /// Parameter `level`.
    pub level: u32,
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
                name: "a",
                ty: ::ir::ods::attr_defs::ParamType::I32,
                list: false,
                cpp_type: "int32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "b",
                ty: ::ir::ods::attr_defs::ParamType::I32,
                list: false,
                cpp_type: "int32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Optional,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "elem",
                ty: ::ir::ods::attr_defs::ParamType::Type,
                list: false,
                cpp_type: "::mlir::Type",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "tag",
                ty: ::ir::ods::attr_defs::ParamType::Attr,
                list: false,
                cpp_type: "::mlir::Attribute",
                presence: ::ir::ods::attr_defs::ParamPresence::Optional,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "level",
                ty: ::ir::ods::attr_defs::ParamType::U32,
                list: false,
                cpp_type: "uint32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Default(
                    ::ir::ods::attr_defs::DefaultValue::UInt(2u64),
                ),
            },
        ],
        format: &[
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "<",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Optional {
                then: &[
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: "(",
                        space: false,
                    },
                    ::ir::ods::attr_defs::DefElem::Param {
                        index: 1usize,
                        space: false,
                    },
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: ")",
                        space: false,
                    },
                ],
                otherwise: &[
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: "x",
                        space: false,
                    },
                ],
                anchor: &[1usize],
                inverted: false,
            },
            ::ir::ods::attr_defs::DefElem::Param {
                index: 0usize,
                space: true,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ",",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Param {
                index: 2usize,
                space: true,
            },
            ::ir::ods::attr_defs::DefElem::Optional {
                then: &[
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: "tag",
                        space: true,
                    },
                    ::ir::ods::attr_defs::DefElem::Param {
                        index: 3usize,
                        space: true,
                    },
                ],
                otherwise: &[],
                anchor: &[3usize],
                inverted: false,
            },
            ::ir::ods::attr_defs::DefElem::Optional {
                then: &[
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: "level",
                        space: true,
                    },
                    ::ir::ods::attr_defs::DefElem::Param {
                        index: 4usize,
                        space: true,
                    },
                ],
                otherwise: &[],
                anchor: &[4usize],
                inverted: false,
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
    /// The uniqued type with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Type {
        let values = Vec::from([
            ::ir::dialect_attr::ParamValue::Int(i64::from(self.a)),
            match &self.b {
                Some(v) => ::ir::dialect_attr::ParamValue::Int(i64::from(*v)),
                None => ::ir::dialect_attr::ParamValue::Absent,
            },
            ::ir::dialect_attr::ParamValue::Type(self.elem),
            match &self.tag {
                Some(v) => ::ir::dialect_attr::ParamValue::Attr(*v),
                None => ::ir::dialect_attr::ParamValue::Absent,
            },
            ::ir::dialect_attr::ParamValue::UInt(u64::from(self.level)),
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
        if attr.dialect() != "t" || attr.mnemonic() != "group" {
            return None;
        }
        let [a, b, elem, tag, level] = &attr.params[..] else { return None };
        let a = a.as_i32()?;
        let b = if b.is_absent() { None } else { Some(b.as_i32()?) };
        let elem = elem.as_type()?;
        let tag = if tag.is_absent() { None } else { Some(tag.as_attr()?) };
        let level = level.as_u32()?;
        Some(Self { a, b, elem, tag, level })
    }
}
impl ::ir::ods::DefImpl for Group {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Group");
}

// from type_defs.ods:9
/// `!t.pair<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Pair {
    /// Parameter `a`.
    pub a: i32,
    /// Parameter `b`.
    pub b: Option<i32>,
}
impl Pair {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "pair";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "pair",
        def_name: "T_Pair",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "a",
                ty: ::ir::ods::attr_defs::ParamType::I32,
                list: false,
                cpp_type: "int",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "b",
                ty: ::ir::ods::attr_defs::ParamType::I32,
                list: false,
                cpp_type: "int32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Optional,
            },
        ],
        format: &[
            ::ir::ods::attr_defs::DefElem::Literal {
                text: "<",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Custom {
                parse: parse_first,
                print: print_first,
                args: &[::ir::ods::attr_defs::DefCustomArg::Param(0usize)],
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Custom {
                parse: parse_second,
                print: print_second,
                args: &[
                    ::ir::ods::attr_defs::DefCustomArg::Ref(0usize),
                    ::ir::ods::attr_defs::DefCustomArg::Param(1usize),
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
    /// The uniqued type with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Type {
        let values = Vec::from([
            ::ir::dialect_attr::ParamValue::Int(i64::from(self.a)),
            match &self.b {
                Some(v) => ::ir::dialect_attr::ParamValue::Int(i64::from(*v)),
                None => ::ir::dialect_attr::ParamValue::Absent,
            },
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
        if attr.dialect() != "t" || attr.mnemonic() != "pair" {
            return None;
        }
        let [a, b] = &attr.params[..] else { return None };
        let a = a.as_i32()?;
        let b = if b.is_absent() { None } else { Some(b.as_i32()?) };
        Some(Self { a, b })
    }
}
impl ::ir::ods::DefImpl for Pair {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Pair");
}

// from type_defs.ods:13
/// `!t.plain<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Plain {
    /// Parameter `rank`.
    pub rank: i64,
    /// Parameter `dims`.
    pub dims: Vec<i64>,
}
impl Plain {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "t";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "plain";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "t",
        mnemonic: "plain",
        def_name: "T_Plain",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "rank",
                ty: ::ir::ods::attr_defs::ParamType::I64,
                list: false,
                cpp_type: "int64_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "dims",
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
                params: &[0usize, 1usize],
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
            ::ir::dialect_attr::ParamValue::Int(self.rank),
            ::ir::dialect_attr::ParamValue::List(
                self
                    .dims
                    .iter()
                    .map(|x| ::ir::dialect_attr::ParamValue::Int(*x))
                    .collect(),
            ),
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
        if attr.dialect() != "t" || attr.mnemonic() != "plain" {
            return None;
        }
        let [rank, dims] = &attr.params[..] else { return None };
        let rank = rank.as_i64()?;
        let dims = dims.list_of(|x| x.as_i64())?;
        Some(Self { rank, dims })
    }
}
impl ::ir::ods::DefImpl for Plain {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Plain");
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
                defs: &[],
                types: &[&Group::INFO, &Pair::INFO, &Plain::INFO],
                type_parser: None,
            };
            ctx.set_dialect_attr_defs("t", &ATTRS);
            <Group as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Pair as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Plain as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            ctx.set_dialect_symbols(
                "t",
                ::ir::context::DialectSymbols {
                    attributes: None,
                    types: Some(
                        &[
                            Group::INFO.mnemonic,
                            Pair::INFO.mnemonic,
                            Plain::INFO.mnemonic,
                        ],
                    ),
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
                attrs: &[],
                types: &[
                    ::ir::bytecode::dialect::DefEncoding {
                        mnemonic: "plain",
                        params: &[
                            ::ir::bytecode::dialect::Param {
                                kind: ::ir::bytecode::dialect::ParamKind::Int,
                                list: false,
                            },
                            ::ir::bytecode::dialect::Param {
                                kind: ::ir::bytecode::dialect::ParamKind::Int,
                                list: true,
                            },
                        ],
                    },
                ],
                declared_attrs: &[],
                declared_types: &[],
            },
        );
    }
    ::ir::ods_schemas!();
}

// constraints
