// from defs.ods:3
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
::ir::ods_declared_attr!(Entry, "t", "entry", "a keyed entry");
impl ::ir::ods::DefImpl for Entry {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Entry");
}

// from defs.ods:8
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
::ir::ods_declared_attr!(Group, "t", "group", "a group");
impl ::ir::ods::DefImpl for Group {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Group");
}

// from defs.ods:13
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
::ir::ods_declared_attr!(Align, "t", "align", "T_Align attribute");
impl ::ir::ods::DefImpl for Align {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Align");
}

// from defs.ods:17
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
::ir::ods_declared_attr!(Opt, "t", "opt", "T_Opt attribute");
impl ::ir::ods::DefImpl for Opt {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Opt");
}

// from defs.ods:21
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
::ir::ods_declared_attr!(Keys, "t", "keys", "T_Keys attribute");
impl ::ir::ods::DefImpl for Keys {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Keys");
}

// from defs.ods:25
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
::ir::ods_declared_attr!(Custom, "t", "custom", "T_Custom attribute");
impl ::ir::ods::DefImpl for Custom {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("t", "T_Custom");
}

// from defs.ods:30
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

// from defs.ods:36
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

// from defs.ods:42
/// `!u.bundle<...>`: a bundle
#[derive(Clone, Debug, PartialEq)]
pub struct Bundle {
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
impl Bundle {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "u";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "bundle";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "u",
        mnemonic: "bundle",
        def_name: "U_Bundle",
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
        if attr.dialect() != "u" || attr.mnemonic() != "bundle" {
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
impl ::ir::ods::DefImpl for Bundle {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("u", "U_Bundle");
}

// from defs.ods:48
/// `!u.pair<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Pair {
    /// Parameter `a`.
    pub a: i32,
    /// Parameter `b`.
    pub b: Option<i32>,
}
impl Pair {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "u";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "pair";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "u",
        mnemonic: "pair",
        def_name: "U_Pair",
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
        if attr.dialect() != "u" || attr.mnemonic() != "pair" {
            return None;
        }
        let [a, b] = &attr.params[..] else { return None };
        let a = a.as_i32()?;
        let b = if b.is_absent() { None } else { Some(b.as_i32()?) };
        Some(Self { a, b })
    }
}
impl ::ir::ods::DefImpl for Pair {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("u", "U_Pair");
}

// from defs.ods:52
/// `!u.plain<...>`:
#[derive(Clone, Debug, PartialEq)]
pub struct Plain {
    /// Parameter `rank`.
    pub rank: i64,
    /// Parameter `dims`.
    pub dims: Vec<i64>,
}
impl Plain {
    /// Dialect namespace.
    pub const DIALECT: &'static str = "u";
    /// Mnemonic.
    pub const MNEMONIC: &'static str = "plain";
    /// Parameters and format (what the parser and printer follow).
    pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = ::ir::ods::attr_defs::AttrDefInfo {
        dialect: "u",
        mnemonic: "plain",
        def_name: "U_Plain",
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
        if attr.dialect() != "u" || attr.mnemonic() != "plain" {
            return None;
        }
        let [rank, dims] = &attr.params[..] else { return None };
        let rank = rank.as_i64()?;
        let dims = dims.list_of(|x| x.as_i64())?;
        Some(Self { rank, dims })
    }
}
impl ::ir::ods::DefImpl for Plain {
    const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new("u", "U_Plain");
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
        ctx.registry().register_dialect("t");
        ctx.registry().register_dialect("u");
        {
            static ATTRS: ::ir::ods::attr_defs::DialectAttrs = ::ir::ods::attr_defs::DialectAttrs {
                dialect: "t",
                enums: &[],
                defs: &[
                    &Entry::INFO,
                    &Group::INFO,
                    &Align::INFO,
                    &Opt::INFO,
                    &Keys::INFO,
                    &Custom::INFO,
                ],
                types: &[],
                type_parser: None,
            };
            fn parse(
                p: &mut dyn ::ir::context::DialectTypeParser,
            ) -> Result<::ir::context::ParsedDialectAttr, ::ir::Diagnostic> {
                ::ir::ods::attr_defs::parse(&ATTRS, p)
            }
            const MNEMONICS: &[&str] = &[
                Entry::INFO.mnemonic,
                Group::INFO.mnemonic,
                Align::INFO.mnemonic,
                Opt::INFO.mnemonic,
                Keys::INFO.mnemonic,
                Custom::INFO.mnemonic,
            ];
            ctx.set_dialect_attr_parser("t", parse, MNEMONICS);
            ctx.set_dialect_attr_defs("t", &ATTRS);
            <Entry as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Group as ::ir::ods::DefImpl>::attach_interfaces(ctx);
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
        {
            static ATTRS: ::ir::ods::attr_defs::DialectAttrs = ::ir::ods::attr_defs::DialectAttrs {
                dialect: "u",
                enums: &[],
                defs: &[],
                types: &[&Bundle::INFO, &Pair::INFO, &Plain::INFO],
                type_parser: None,
            };
            ctx.set_dialect_attr_defs("u", &ATTRS);
            <Bundle as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Pair as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            <Plain as ::ir::ods::DefImpl>::attach_interfaces(ctx);
            ctx.set_dialect_symbols(
                "u",
                ::ir::context::DialectSymbols {
                    attributes: None,
                    types: Some(
                        &[
                            Bundle::INFO.mnemonic,
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
        ::ir::bytecode::dialect::register(
            ctx,
            "u",
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
