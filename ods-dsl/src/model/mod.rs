//! The semantic model: what a definition means, independent of how it was
//! written. `.ods` files and `#[op]` (ods-macros, which builds the same
//! [`crate::ast`] from Rust syntax) both produce it through [`crate::sema`];
//! code generation and documentation only read it.

mod constraint;
mod op;
mod pattern;
pub mod rust_parts;
mod traits;

pub use constraint::*;
pub use op::*;
pub use pattern::*;
pub use traits::*;

/// A source span: a file id and a byte range. Front ends give each input a
/// file id (see [`crate::diag::SourceMap`]): `.ods` files are one source
/// each; ods-macros registers every Rust token (or token range) it hands to
/// the AST as a source of its own (its text, see
/// [`crate::Session::add_virtual_file`]) and maps the file id back to the
/// `proc_macro2::Span`s, and a byte range inside a string literal to the
/// column inside it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// File id.
    pub file: u32,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span of `file` from `start` to `end`.
    pub fn new(file: u32, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end as u32,
        }
    }
}

/// A dialect.
#[derive(Clone, Debug)]
pub struct Dialect {
    /// Namespace (`arith`).
    pub name: String,
    /// One-line summary.
    pub summary: String,
    /// Markdown description.
    pub description: String,
    /// Version written to bytecode, its components (`2.0`: `[2, 0]`;
    /// `None`: no version entry).
    pub version: Option<Vec<u32>>,
    /// Rust path of the upgrade hook (`fn(&Context, &mut IrArena, OpId,
    /// u64) -> Result<(), String>`), called with the version read from a
    /// file.
    pub upgrade: Option<String>,
    /// Dialects loaded together with this one.
    pub dependent: Vec<String>,
    /// Whether the ops' inherent attributes are stored as properties
    /// (MLIR's default) or, as with `usePropertiesForAttributes = 0`, in
    /// the op's attribute dictionary (printed `{...}`, not `<{...}>`).
    pub use_properties: bool,
    /// MLIR's `cppNamespace` (`::tpu_mlir::tpu`), used where MLIR's
    /// messages name C++ types (an enum attribute's cases).
    pub cpp_namespace: Option<String>,
    /// Rust path of the dialect's own type parser (`type_parser "path";`,
    /// MLIR's hand-written `parseType`): `fn(&mut dyn DialectTypeParser) ->
    /// Result<Type, Diagnostic>`, called at a type's mnemonic. Several
    /// typedefs may then share a mnemonic.
    pub type_parser: Option<String>,
    /// Rust path of the dialect's constant materializer
    /// (`constant_materializer "path";`, MLIR's `materializeConstant`): an
    /// `ir::registry::MaterializeConstantFn`, registered with the dialect.
    pub constant_materializer: Option<String>,
    /// Definition site.
    pub span: Span,
}

/// An enum: `I32EnumAttr`/`I64EnumAttr` or a bit enum.
#[derive(Clone, Debug)]
pub struct EnumDef {
    /// Name (Rust type name).
    pub name: String,
    /// Whether cases are bit flags.
    pub bits: bool,
    /// Width of the underlying integer (32 or 64).
    pub width: u32,
    /// Summary (`allowed 32-bit signless integer cases: ...` by default).
    pub summary: String,
    /// Cases in order.
    pub cases: Vec<EnumCase>,
    /// Bit enums: the separator between printed cases (`|` by default).
    pub separator: String,
    /// Bit enums: multi-bit cases print first (`printBitEnumPrimaryGroups`).
    pub primary_groups: bool,
    /// Definition site.
    pub span: Span,
}

/// One enum case.
#[derive(Clone, Debug)]
pub struct EnumCase {
    /// Symbol (Rust variant name is its UpperCamel form).
    pub symbol: String,
    /// Integer value.
    pub value: i64,
    /// Textual spelling.
    pub spelling: String,
}

/// What implements an interface.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum InterfaceKind {
    /// Ops (`op_interface`, MLIR's `OpInterface`).
    #[default]
    Op,
    /// Attributes (`attr_interface`, MLIR's `AttrInterface`).
    Attr,
    /// Types (`type_interface`, MLIR's `TypeInterface`).
    Type,
}

impl InterfaceKind {
    /// The kind's name in messages (`op`, `attribute`, `type`).
    pub fn noun(self) -> &'static str {
        match self {
            InterfaceKind::Op => "op",
            InterfaceKind::Attr => "attribute",
            InterfaceKind::Type => "type",
        }
    }
}

/// An interface (MLIR's `OpInterface`, `AttrInterface`, `TypeInterface`): a Rust trait
/// the ops (attribute or type definitions) that list it implement, in their own crate
/// or as an external model in another.
#[derive(Clone, Debug)]
pub struct InterfaceDef {
    /// What implements it.
    pub kind: InterfaceKind,
    /// Name (the trait's name).
    pub name: String,
    /// The trait's type parameters.
    pub generics: Vec<String>,
    /// The Rust paths of the interfaces it extends (an attribute or type interface's
    /// `: Base`): supertraits of its trait, attached with it.
    pub bases: Vec<String>,
    /// Summary.
    pub summary: String,
    /// Description.
    pub description: String,
    /// Methods, in declaration order.
    pub methods: Vec<InterfaceMethod>,
    /// Full names of the ops (of this generator run) that declare the interface; for an
    /// attribute or type interface, the names of the definitions declaring it.
    pub ops: Vec<String>,
    /// The Rust module the interface is generated in when not beside the ops that
    /// list it (`::ir::interfaces` for upstream's interfaces); `None`: generated here.
    pub home: Option<String>,
    /// The op interface's verifier (MLIR's interface `verify`): a Rust block with
    /// `ctx`, `arena` and `op` in scope, run for every op declaring the interface.
    pub verify: Option<String>,
    /// Whether `verify` runs after the op's nested ops (`verify_with_regions;`,
    /// MLIR's `verifyWithRegions`), with the region traits.
    pub verify_with_regions: bool,
    /// Definition site.
    pub span: Span,
}

/// One interface method: the op handle is the receiver, then the parameters.
#[derive(Clone, Debug)]
pub struct InterfaceMethod {
    /// Name.
    pub name: String,
    /// Parameters: name and Rust type.
    pub args: Vec<(String, String)>,
    /// Rust return type (`None`: `()`).
    pub ret: Option<String>,
    /// Documentation.
    pub doc: String,
    /// Default body (a Rust block): the trait's provided method.
    pub default: Option<String>,
    /// A static method (MLIR's `StaticInterfaceMethod`): an associated function of the
    /// trait, without the op, callable for an op name before any op exists.
    pub is_static: bool,
}

impl InterfaceDef {
    /// Whether implementations are registered with the ops in the context's registry
    /// (an interface without type parameters) rather than kept in a value table the
    /// implementing code builds (one whose methods use types the implementer chooses).
    pub fn is_registered(&self) -> bool {
        self.generics.is_empty()
    }
}

/// A dialect enum attribute (MLIR's `EnumAttr<Dialect, Enum, "mnemonic">`):
/// `#dialect<mnemonic Case>` or `#dialect.mnemonic<Case>`, whose value is a
/// case of an enum (or, for a bit enum, a set of its flags).
#[derive(Clone, Debug)]
pub struct EnumAttrDef {
    /// Name (MLIR's def name, e.g. `Tpu_RoundModeAttr`; the Rust type is
    /// [`rust_type_name`] of it).
    pub name: String,
    /// Dialect namespace.
    pub dialect: String,
    /// Mnemonic.
    pub mnemonic: String,
    /// The enum's name.
    pub enum_name: String,
    /// The enum's C++ type as MLIR's messages spell it
    /// (`::tpu_mlir::tpu::RoundMode`).
    pub cpp_type: String,
    /// Assembly format `` `<` $value `>` `` (`#d.mnemonic<case>`) rather
    /// than the default `$value` (`#d<mnemonic case>`).
    pub angle: bool,
    /// Summary (the enum's).
    pub summary: String,
    /// Definition site.
    pub span: Span,
}

/// The assembly format of an attribute definition: mlir-tblgen's
/// AttrOrTypeFormat elements, validated against the parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefFormat {
    /// The elements, in order.
    pub elements: Vec<DefElement>,
    /// The format as declared (`None`: rods' default).
    pub declared: Option<String>,
}

impl DefFormat {
    /// rods' default format, `` `<` params `>` `` (nothing for a definition
    /// without parameters).
    pub fn default_for(params: &[DefParam]) -> DefFormat {
        let all: Vec<usize> = (0..params.len()).collect();
        let elements = if params.is_empty() {
            Vec::new()
        } else {
            vec![
                DefElement::Literal("<".into()),
                DefElement::Params(all),
                DefElement::Literal(">".into()),
            ]
        };
        DefFormat {
            elements,
            declared: None,
        }
    }

    /// Whether the format is `` `<` struct(params) `>` `` over every
    /// parameter (the form TPU-MLIR's attributes use).
    pub fn is_struct_of_all(&self, params: &[DefParam]) -> bool {
        matches!(self.elements.as_slice(),
            [DefElement::Literal(l), DefElement::Struct(ps), DefElement::Literal(r)]
            if l == "<" && r == ">" && ps.len() == params.len())
    }

    /// Whether the format is rods' positional default over required
    /// parameters (the form with a custom bytecode encoding).
    pub fn is_positional(&self, params: &[DefParam]) -> bool {
        self.elements == DefFormat::default_for(params).elements
            && params.iter().all(|p| p.presence == DefPresence::Required)
    }
}

/// One element of a definition's assembly format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefElement {
    /// A literal (`` `<` ``, `` `key` ``).
    Literal(String),
    /// Whitespace: `` ` ` ``, `` `\n` `` or `` `` `` (no space).
    Space(String),
    /// `$p` (or `qualified($p)`), by parameter index.
    Param(usize),
    /// `params`: the parameters, comma-separated.
    Params(Vec<usize>),
    /// `struct($a, $b)` / `struct(params)`.
    Struct(Vec<usize>),
    /// `custom<Name>(args)`.
    Custom {
        /// Directive name (`Entries` calls `parse_entries`/`print_entries`).
        name: String,
        /// Arguments.
        args: Vec<DefCustomArg>,
    },
    /// An optional group.
    Optional {
        /// The group's elements.
        then: Vec<DefElement>,
        /// The elements used when the group is not (after `:`).
        otherwise: Vec<DefElement>,
        /// Index of the anchor (`^`) in `then`, or in `otherwise` when
        /// `inverted`.
        anchor: usize,
        /// Whether the anchor is in the else branch: the group is printed
        /// when the anchor is absent.
        inverted: bool,
    },
}

/// An argument of a custom directive in a definition's format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefCustomArg {
    /// `$p`: bound by the directive.
    Param(usize),
    /// `ref($p)`: bound before.
    Ref(usize),
}

/// Whether a definition parameter must be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefPresence {
    /// Always written.
    Required,
    /// `Optional<T>` (MLIR's `OptionalParameter`): may be absent.
    Optional,
    /// `DefaultValued<T, "v">` (MLIR's `DefaultValuedParameter`): the
    /// default value, as written.
    Default(String),
}

/// Kind of a type- or attribute-definition parameter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// `i64`
    I64,
    /// `u64`
    U64,
    /// `i32`
    I32,
    /// `u32`
    U32,
    /// `bool`
    Bool,
    /// `f64`
    F64,
    /// `string`
    String,
    /// `Type`
    Type,
    /// `Attr`
    Attr,
    /// `TypeOrAttr`: a type or an attribute (`PointerUnion<Type, Attribute>`)
    TypeOrAttr,
    /// `DenseI64ArrayAttr`: `[1, 2]` (`Vec<i64>` in Rust)
    DenseI64Array,
}

impl ParamKind {
    /// The keyword in `.ods`.
    pub fn keyword(self) -> &'static str {
        match self {
            ParamKind::I64 => "i64",
            ParamKind::U64 => "u64",
            ParamKind::I32 => "i32",
            ParamKind::U32 => "u32",
            ParamKind::Bool => "bool",
            ParamKind::F64 => "f64",
            ParamKind::String => "string",
            ParamKind::Type => "Type",
            ParamKind::Attr => "Attr",
            ParamKind::TypeOrAttr => "TypeOrAttr",
            ParamKind::DenseI64Array => "DenseI64ArrayAttr",
        }
    }

    /// The C++ type MLIR's messages name (`int64_t`).
    pub fn cpp_type(self) -> &'static str {
        match self {
            ParamKind::I64 => "int64_t",
            ParamKind::U64 => "uint64_t",
            ParamKind::I32 => "int32_t",
            ParamKind::U32 => "uint32_t",
            ParamKind::Bool => "bool",
            ParamKind::F64 => "double",
            ParamKind::String => "::llvm::StringRef",
            ParamKind::Type => "::mlir::Type",
            ParamKind::Attr => "::mlir::Attribute",
            ParamKind::TypeOrAttr => "::llvm::PointerUnion<::mlir::Type, ::mlir::Attribute>",
            ParamKind::DenseI64Array => "DenseI64ArrayAttr",
        }
    }

    /// All kinds.
    pub const ALL: [ParamKind; 11] = [
        ParamKind::I64,
        ParamKind::U64,
        ParamKind::I32,
        ParamKind::U32,
        ParamKind::Bool,
        ParamKind::F64,
        ParamKind::String,
        ParamKind::Type,
        ParamKind::Attr,
        ParamKind::TypeOrAttr,
        ParamKind::DenseI64Array,
    ];
}

/// A parameter of a type or attribute definition.
#[derive(Clone, Debug)]
pub struct DefParam {
    /// Name.
    pub name: String,
    /// Element kind.
    pub kind: ParamKind,
    /// Whether it is a list of `kind`.
    pub list: bool,
    /// Required, optional or defaulted.
    pub presence: DefPresence,
    /// The declared C++ type name (`cpp_type "int"`), when the kind's own
    /// ([`ParamKind::cpp_type`]) is not upstream's.
    pub declared_cpp_type: Option<String>,
    /// Documentation.
    pub doc: String,
}

impl DefParam {
    /// The C++ type MLIR's messages name: the declared one, else the
    /// kind's (`::llvm::ArrayRef<int64_t>` for a list).
    pub fn cpp_type(&self) -> String {
        if let Some(declared) = &self.declared_cpp_type {
            declared.clone()
        } else if self.list {
            format!("::llvm::ArrayRef<{}>", self.kind.cpp_type())
        } else {
            self.kind.cpp_type().to_string()
        }
    }
}

/// A type (`typedef`) or attribute (`attrdef`) definition. Its values are
/// `!dialect.mnemonic<p0, p1>` / `#dialect.mnemonic<...>`.
#[derive(Clone, Debug)]
pub struct TypeAttrDef {
    /// Whether this is an attribute definition.
    pub is_attr: bool,
    /// Rust name.
    pub name: String,
    /// Dialect namespace.
    pub dialect: String,
    /// Mnemonic.
    pub mnemonic: String,
    /// Summary (also the summary of the implied constraint).
    pub summary: String,
    /// Description.
    pub description: String,
    /// Parameters.
    pub params: Vec<DefParam>,
    /// The assembly format (rods' default [`DefFormat::default_for`] when
    /// none is declared).
    pub format: DefFormat,
    /// Whether the definition has a hand-written verifier (`verifier;`,
    /// MLIR's `genVerifyDecl`).
    pub verifier: bool,
    /// Declared bytecode encodings (`bytecode N ...;`), in order.
    pub bytecode: Vec<DefBytecode>,
    /// The attribute or type interfaces it declares (`interfaces [..]`).
    pub interfaces: Vec<String>,
    /// The Rust paths of their method tables (`FooMethods`) for those whose
    /// implementations the definition's registration attaches (without type parameters).
    pub registered_interfaces: Vec<String>,
    /// The Rust paths of the interface traits the generator implements for it (listed
    /// without `Declare...InterfaceMethods`, every method with a default body).
    pub provided_interfaces: Vec<String>,
    /// Definition site.
    pub span: Span,
}

/// How a value of a declared bytecode field is written (upstream's
/// `BytecodeBase.td` kinds; `ir::bytecode::dialect::FieldEncoding`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BytecodeEnc {
    /// `VarInt`
    VarInt,
    /// `SignedVarInt`
    SignedVarInt,
    /// `DoubleAPFloat`
    DoubleAPFloat,
    /// `Bool`
    Bool,
    /// `String`
    String,
    /// `Type`
    Type,
    /// `Attribute`
    Attribute,
}

impl BytecodeEnc {
    /// Every encoding with its `.ods` name.
    pub const ALL: [(&'static str, BytecodeEnc); 7] = [
        ("VarInt", BytecodeEnc::VarInt),
        ("SignedVarInt", BytecodeEnc::SignedVarInt),
        ("DoubleAPFloat", BytecodeEnc::DoubleAPFloat),
        ("Bool", BytecodeEnc::Bool),
        ("String", BytecodeEnc::String),
        ("Type", BytecodeEnc::Type),
        ("Attribute", BytecodeEnc::Attribute),
    ];

    /// Whether a parameter of `kind` can be written this way.
    pub fn accepts(self, kind: ParamKind) -> bool {
        match self {
            // Upstream writes signed C++ integers with `VarInt` too (quant's
            // quantized dimension); a negative value is then written as text.
            BytecodeEnc::VarInt | BytecodeEnc::SignedVarInt => {
                matches!(kind, ParamKind::U64 | ParamKind::U32 | ParamKind::I64 | ParamKind::I32)
            }
            BytecodeEnc::DoubleAPFloat => kind == ParamKind::F64,
            BytecodeEnc::Bool => kind == ParamKind::Bool,
            BytecodeEnc::String => kind == ParamKind::String,
            BytecodeEnc::Type => kind == ParamKind::Type,
            BytecodeEnc::Attribute => kind == ParamKind::Attr,
        }
    }
}

/// One field of a declared encoding.
#[derive(Clone, Debug)]
pub struct BytecodeField {
    /// The parameter's index.
    pub param: usize,
    /// How each value is written.
    pub enc: BytecodeEnc,
    /// `List<E>`: a count, then each element.
    pub list: bool,
}

/// A declared bytecode encoding of a definition.
#[derive(Clone, Debug)]
pub struct DefBytecode {
    /// The entry's code among the dialect's types (or attributes).
    pub code: u64,
    /// Where the code is written.
    pub code_span: Span,
    /// The condition: a parameter and whether it must be present.
    pub when: Option<(usize, bool)>,
    /// The fields, in the order written.
    pub fields: Vec<BytecodeField>,
}

/// Everything one generator run knows: the validated contents of its inputs.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// Dialects.
    pub dialects: Vec<Dialect>,
    /// Named type constraints declared by the inputs (not the prelude).
    pub type_constraints: Vec<TypeConstraint>,
    /// Named attribute constraints declared by the inputs.
    pub attr_constraints: Vec<AttrConstraint>,
    /// Enums.
    pub enums: Vec<EnumDef>,
    /// Dialect enum attributes.
    pub enum_attrs: Vec<EnumAttrDef>,
    /// Type and attribute definitions.
    pub defs: Vec<TypeAttrDef>,
    /// Op interfaces.
    pub interfaces: Vec<InterfaceDef>,
    /// Ops in definition order.
    pub ops: Vec<Op>,
    /// Declarative rewrite patterns in definition order.
    pub patterns: Vec<PatternDef>,
    /// Custom-storage property kinds declared by the inputs (not includes').
    pub prop_types: Vec<PropType>,
}

/// `property_type Name { ... }`: a custom-storage property kind
/// (upstream's `Property<"storageType">`), its storage type and hooks as
/// Rust paths relative to the dialect's module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropType {
    /// Name (the generated `static` holding its
    /// `ir::bytecode::props::CustomProp`, and the type implementing
    /// `ir::ods::custom_props::CustomPropKind`).
    pub name: String,
    /// The storage type.
    pub storage: String,
    /// `convertFromAttribute`.
    pub from_attr: String,
    /// `convertToAttribute`.
    pub to_attr: String,
    /// `writeToMlirBytecode`; without it and `read_bytecode`, bytecode
    /// holds the attribute form.
    pub write_bytecode: Option<String>,
    /// `readFromMlirBytecode`.
    pub read_bytecode: Option<String>,
    /// `hashProperty`: CSE's hash of a value; `None` hashes the attribute
    /// form.
    pub hash: Option<String>,
    /// The printer in formats (`print`); `None` prints the attribute form.
    pub print: Option<String>,
    /// The parser in formats (`parse`); `None` parses the attribute form.
    pub parse: Option<String>,
    /// The storage's default value (`default`, a `fn(&Context) -> Storage`), what
    /// an op without the property holds; `None` is `Default::default()`
    /// (upstream default-constructs the storage).
    pub default: Option<String>,
    /// The optional parser in formats (`optional_parse`, upstream's
    /// `optionalParser`: `fn(&mut OpAsmParser) -> Result<Option<Storage>,
    /// Diagnostic>`, `None` when nothing is there): with a default value, a
    /// property of the kind may anchor an optional group.
    pub optional_parse: Option<String>,
}
