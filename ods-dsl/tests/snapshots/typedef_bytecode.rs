// from typedef_bytecode.ods:3
/// `!q.scaled<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Scalar {
    /// Parameter `flags`.
    pub flags: u32,
    /// Parameter `scale`.
    pub scale: f64,
    /// Parameter `storage`.
    pub storage: Option<::ir::Type>,
}
impl Scalar {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "q";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "scaled";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "q",
        mnemonic: "scaled",
        def_name: "Q_Scalar",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "flags",
                ty: ::ir::ods::attr_defs::ParamType::U32,
                list: false,
                cpp_type: "uint32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "scale",
                ty: ::ir::ods::attr_defs::ParamType::F64,
                list: false,
                cpp_type: "double",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "storage",
                ty: ::ir::ods::attr_defs::ParamType::Type,
                list: false,
                cpp_type: "::mlir::Type",
                presence: ::ir::ods::attr_defs::ParamPresence::Optional,
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
            ::ir::ods::attr_defs::DefElem::Custom {
                parse: parse_double,
                print: print_double,
                args: &[::ir::ods::attr_defs::DefCustomArg::Param(1usize)],
                space: true,
            },
            ::ir::ods::attr_defs::DefElem::Optional {
                then: &[
                    ::ir::ods::attr_defs::DefElem::Literal {
                        text: ":",
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
            ::ir::dialect_attr::ParamValue::UInt(u64::from(self.flags)),
            ::ir::dialect_attr::ParamValue::Float(self.scale.to_bits()),
            match &self.storage {
                Some(v) => ::ir::dialect_attr::ParamValue::Type(*v),
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
        if attr.dialect() != "q" || attr.mnemonic() != "scaled" {
            return None;
        }
        let [flags, scale, storage] = &attr.params[..] else { return None };
        let flags = flags.as_u32()?;
        let scale = scale.as_f64()?;
        let storage = if storage.is_absent() { None } else { Some(storage.as_type()?) };
        Some(Self { flags, scale, storage })
    }
}
impl ::ir::ods::DefImpl for Scalar {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("q", "Q_Scalar");
}

// from typedef_bytecode.ods:9
/// `!q.scaled<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Axis {
    /// Parameter `dim`.
    pub dim: i32,
    /// Parameter `scales`.
    pub scales: Vec<f64>,
    /// Parameter `zero_points`.
    pub zero_points: Vec<i64>,
}
impl Axis {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "q";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "scaled";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "q",
        mnemonic: "scaled",
        def_name: "Q_Axis",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "dim",
                ty: ::ir::ods::attr_defs::ParamType::I32,
                list: false,
                cpp_type: "int32_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "scales",
                ty: ::ir::ods::attr_defs::ParamType::F64,
                list: true,
                cpp_type: "::llvm::ArrayRef<double>",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "zero_points",
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
            ::ir::ods::attr_defs::DefElem::Param {
                index: 0usize,
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Literal {
                text: ",",
                space: false,
            },
            ::ir::ods::attr_defs::DefElem::Param {
                index: 1usize,
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
            ::ir::dialect_attr::ParamValue::Int(i64::from(self.dim)),
            ::ir::dialect_attr::ParamValue::List(
                self
                    .scales
                    .iter()
                    .map(|x| ::ir::dialect_attr::ParamValue::Float(x.to_bits()))
                    .collect(),
            ),
            ::ir::dialect_attr::ParamValue::List(
                self
                    .zero_points
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
        if attr.dialect() != "q" || attr.mnemonic() != "scaled" {
            return None;
        }
        let [dim, scales, zero_points] = &attr.params[..] else { return None };
        let dim = dim.as_i32()?;
        let scales = scales.list_of(|x| x.as_f64())?;
        let zero_points = zero_points.list_of(|x| x.as_i64())?;
        Some(Self { dim, scales, zero_points })
    }
}
impl ::ir::ods::DefImpl for Axis {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("q", "Q_Axis");
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
        ctx.registry().register_dialect("q");
        {
            static ATTRS: ::ir::ods::attr_defs::DialectAttrs = ::ir::ods::attr_defs::DialectAttrs {
                dialect: "q",
                enums: &[],
                defs: &[],
                types: &[&Scalar::INFO, &Axis::INFO],
                type_parser: Some(parse::parse_type),
            };
            ctx.set_dialect_attr_defs("q", &ATTRS);
            <Scalar as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Axis as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            ctx.set_dialect_symbols(
                "q",
                ::ir::context::DialectSymbols {
                    attributes: None,
                    types: Some(&[Scalar::INFO.mnemonic, Axis::INFO.mnemonic]),
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
            "q",
            ::ir::bytecode::dialect::DialectBytecode {
                version: None,
                upgrade: None,
                attrs: &[],
                types: &[],
                declared_attrs: &[],
                declared_types: &[
                    ::ir::bytecode::dialect::DeclaredEncoding {
                        def: &Scalar::INFO,
                        code: 1u64,
                        when: Some((2usize, false)),
                        fields: &[
                            ::ir::bytecode::dialect::Field {
                                param: 0usize,
                                enc: ::ir::bytecode::dialect::FieldEncoding::VarInt,
                                list: false,
                            },
                            ::ir::bytecode::dialect::Field {
                                param: 1usize,
                                enc: ::ir::bytecode::dialect::FieldEncoding::DoubleAPFloat,
                                list: false,
                            },
                        ],
                    },
                    ::ir::bytecode::dialect::DeclaredEncoding {
                        def: &Scalar::INFO,
                        code: 2u64,
                        when: Some((2usize, true)),
                        fields: &[
                            ::ir::bytecode::dialect::Field {
                                param: 0usize,
                                enc: ::ir::bytecode::dialect::FieldEncoding::VarInt,
                                list: false,
                            },
                            ::ir::bytecode::dialect::Field {
                                param: 1usize,
                                enc: ::ir::bytecode::dialect::FieldEncoding::DoubleAPFloat,
                                list: false,
                            },
                            ::ir::bytecode::dialect::Field {
                                param: 2usize,
                                enc: ::ir::bytecode::dialect::FieldEncoding::Type,
                                list: false,
                            },
                        ],
                    },
                    ::ir::bytecode::dialect::DeclaredEncoding {
                        def: &Axis::INFO,
                        code: 3u64,
                        when: None,
                        fields: &[
                            ::ir::bytecode::dialect::Field {
                                param: 0usize,
                                enc: ::ir::bytecode::dialect::FieldEncoding::VarInt,
                                list: false,
                            },
                            ::ir::bytecode::dialect::Field {
                                param: 1usize,
                                enc: ::ir::bytecode::dialect::FieldEncoding::DoubleAPFloat,
                                list: true,
                            },
                            ::ir::bytecode::dialect::Field {
                                param: 2usize,
                                enc: ::ir::bytecode::dialect::FieldEncoding::SignedVarInt,
                                list: true,
                            },
                        ],
                    },
                ],
            },
        );
    }
    ::ir::ods_schemas!();
}

// constraints
