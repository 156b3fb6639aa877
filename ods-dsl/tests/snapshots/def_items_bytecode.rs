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
            ::ir::ods::attr_defs::DefElem::Param {
                index: 1usize,
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
impl Scalar {
    /// The default positional bytecode encoding, when the definition
    /// has one (its dialect's declared encodings replace it).
    pub const DEFAULT_BYTECODE: Option<::ir::bytecode::dialect::DefEncoding> = None;
    /// The declared bytecode encodings (`bytecode = "..."`), in order.
    pub const DECLARED_BYTECODE: &'static [::ir::bytecode::dialect::DeclaredEncoding] = &[
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
    ];
}

/// `#q.pair<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Pair {
    /// Parameter `first`.
    pub first: i64,
    /// Parameter `names`.
    pub names: Vec<String>,
}
impl Pair {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "q";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "pair";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "q",
        mnemonic: "pair",
        def_name: "Q_Pair",
        params: &[
            ::ir::ods::attr_defs::ParamInfo {
                name: "first",
                ty: ::ir::ods::attr_defs::ParamType::I64,
                list: false,
                cpp_type: "int64_t",
                presence: ::ir::ods::attr_defs::ParamPresence::Required,
            },
            ::ir::ods::attr_defs::ParamInfo {
                name: "names",
                ty: ::ir::ods::attr_defs::ParamType::String,
                list: true,
                cpp_type: "::llvm::ArrayRef<::llvm::StringRef>",
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
    /// The uniqued attribute with these values.
    pub fn get(&self, ctx: &::ir::Context) -> ::ir::Attr {
        let values = Vec::from([
            ::ir::dialect_attr::ParamValue::Int(self.first),
            ::ir::dialect_attr::ParamValue::List(
                self
                    .names
                    .iter()
                    .map(|x| ::ir::dialect_attr::ParamValue::Str(x.as_str().into()))
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
        if attr.dialect() != "q" || attr.mnemonic() != "pair" {
            return None;
        }
        let [first, names] = &attr.params[..] else { return None };
        let first = first.as_i64()?;
        let names = names.list_of(|x| x.as_str().map(str::to_string))?;
        Some(Self { first, names })
    }
}
impl ::ir::ods::DefImpl for Pair {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("q", "Q_Pair");
}
impl Pair {
    /// The default positional bytecode encoding, when the definition
    /// has one (its dialect's declared encodings replace it).
    pub const DEFAULT_BYTECODE: Option<::ir::bytecode::dialect::DefEncoding> = Some(::ir::bytecode::dialect::DefEncoding {
        mnemonic: "pair",
        params: &[
            ::ir::bytecode::dialect::Param {
                kind: ::ir::bytecode::dialect::ParamKind::Int,
                list: false,
            },
            ::ir::bytecode::dialect::Param {
                kind: ::ir::bytecode::dialect::ParamKind::String,
                list: true,
            },
        ],
    });
    /// The declared bytecode encodings (`bytecode = "..."`), in order.
    pub const DECLARED_BYTECODE: &'static [::ir::bytecode::dialect::DeclaredEncoding] = &[];
}
