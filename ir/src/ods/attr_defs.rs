//! The attribute and type parsers a dialect declared in `.ods` gets (MLIR's
//! generated `Dialect::parseAttribute`/`parseType` with
//! `useDefault{Attribute,Type}PrinterParser`): enum
//! attributes (`#tpu<round_mode HalfUp>`, `#vector.kind<add>`: see
//! [`crate::ods::enum_attr`]) and attribute definitions with their
//! declarative formats (`#tpu.lg<out_addr = 0, eu_align = true, n_idx = [0]>`,
//! read and written by [`crate::ods::attr_format`]). Generated code
//! describes each definition in a static [`AttrDefInfo`] and the dialect's
//! attributes in a static [`DialectAttrs`] table, and registers a one-line
//! hook calling [`parse`].
//!
//! Enum attributes stay opaque (their data is the text their printer
//! writes); a definition's attributes and types are stored with their
//! parameter values ([`crate::dialect_attr::DialectAttr`]), which the
//! printer writes in the definition's format. A type definition
//! (`typedef`) is described by the same [`AttrDefInfo`].

use crate::context::{Context, DialectTypeParser, ParsedDialectAttr};
use crate::diag::Diagnostic;
use crate::dialect_attr::{DialectAttr, ParamValue};

pub use crate::ods::enum_attr::EnumAttrInfo;

/// The kind of an attribute-definition parameter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamType {
    /// `int64_t`
    I64,
    /// `uint64_t`
    U64,
    /// `int32_t`
    I32,
    /// `uint32_t`
    U32,
    /// `bool`: `true`/`false` (or 0/1, parsed as a 1-bit integer)
    Bool,
    /// `double`
    F64,
    /// a string, quoted
    String,
    /// a type
    Type,
    /// an attribute
    Attr,
    /// a type or an attribute (`PointerUnion<Type, Attribute>`): a type if
    /// one starts here, else an attribute
    TypeOrAttr,
    /// `DenseI64ArrayAttr`: `[1, 2]`
    DenseI64Array,
}

/// The value of a defaulted parameter (`DefaultValuedParameter`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DefaultValue {
    /// A signed integer.
    Int(i64),
    /// An unsigned integer.
    UInt(u64),
    /// A `bool`.
    Bool(bool),
    /// A `double`, by its bit pattern.
    Float(u64),
    /// A string.
    Str(&'static str),
}

impl DefaultValue {
    /// The parameter value.
    pub fn to_value(self) -> ParamValue {
        match self {
            DefaultValue::Int(v) => ParamValue::Int(v),
            DefaultValue::UInt(v) => ParamValue::UInt(v),
            DefaultValue::Bool(v) => ParamValue::Bool(v),
            DefaultValue::Float(v) => ParamValue::Float(v),
            DefaultValue::Str(v) => ParamValue::Str(v.into()),
        }
    }
}

/// Whether a parameter must be written (MLIR's `isOptional()` is true for
/// the two others).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamPresence {
    /// Always written.
    Required,
    /// `OptionalParameter`: may be absent ([`ParamValue::Absent`]), then
    /// not printed; read with the optional form of its parser.
    Optional,
    /// `DefaultValuedParameter`: takes the default when not written, and is
    /// not printed when equal to it.
    Default(DefaultValue),
}

/// One parameter of an attribute definition.
#[derive(Debug)]
pub struct ParamInfo {
    /// Name.
    pub name: &'static str,
    /// Element kind.
    pub ty: ParamType,
    /// Whether it is a list (`[a, b]`) of `ty`.
    pub list: bool,
    /// The C++ type MLIR's messages name (`int64_t`).
    pub cpp_type: &'static str,
    /// Required, optional or defaulted.
    pub presence: ParamPresence,
}

impl ParamInfo {
    /// Whether the parameter may be left out (MLIR's `isOptional()`).
    pub fn is_optional(&self) -> bool {
        self.presence != ParamPresence::Required
    }

    /// Whether `value` is what is printed (MLIR's print guard: not absent,
    /// not equal to the default).
    pub fn is_present(&self, value: &ParamValue) -> bool {
        match self.presence {
            ParamPresence::Required => true,
            ParamPresence::Optional => !value.is_absent(),
            ParamPresence::Default(d) => *value != d.to_value(),
        }
    }

    /// The value when the parameter is not written.
    pub fn missing_value(&self) -> Option<ParamValue> {
        match self.presence {
            ParamPresence::Required => None,
            ParamPresence::Optional => Some(ParamValue::Absent),
            ParamPresence::Default(d) => Some(d.to_value()),
        }
    }
}

/// A custom directive's parser (`parse<Name>`): reads the directive's
/// arguments; `args` holds one slot per argument, in order: a bound
/// parameter's slot is `None` on entry and must be filled, a `ref($p)`
/// argument's holds the value read before.
pub type CustomDefParse = fn(&mut dyn DialectTypeParser, args: &mut [Option<ParamValue>]) -> Result<(), Diagnostic>;

/// A custom directive's printer (`print<Name>`): writes the values of its
/// arguments.
pub type CustomDefPrint = fn(&mut crate::ods::attr_format::DefPrinter<'_>, args: &[&ParamValue]);

/// An argument of a custom directive.
#[derive(Copy, Clone, Debug)]
pub enum DefCustomArg {
    /// A parameter bound by the directive (`$p`), by index.
    Param(usize),
    /// A parameter bound before (`ref($p)`), by index.
    Ref(usize),
}

/// One element of an attribute definition's assembly format
/// (AttrOrTypeFormatGen's elements). `space` says whether the printer
/// writes a space before the element, decided at generation time with
/// mlir-tblgen's spacing rules.
#[derive(Debug)]
pub enum DefElem {
    /// A literal: punctuation or a keyword.
    Literal {
        /// Its text.
        text: &'static str,
        /// Space before it.
        space: bool,
    },
    /// `` ` ` `` or `` `\n` ``: written as is, nothing to read.
    Space(&'static str),
    /// `$p`: one parameter, by index.
    Param {
        /// Parameter index.
        index: usize,
        /// Space before it.
        space: bool,
    },
    /// `params`: the parameters, comma-separated.
    Params {
        /// Parameter indices.
        params: &'static [usize],
        /// Space before the first one printed.
        space: bool,
    },
    /// `struct(...)`: `name = value` pairs in any order.
    Struct {
        /// Parameter indices.
        params: &'static [usize],
        /// Space before the first one printed.
        space: bool,
    },
    /// `custom<Name>(args)`.
    Custom {
        /// Parser.
        parse: CustomDefParse,
        /// Printer.
        print: CustomDefPrint,
        /// Arguments.
        args: &'static [DefCustomArg],
        /// Space before it.
        space: bool,
    },
    /// `(then)?` or `(then) : (otherwise)?`: `then` is printed when a
    /// parameter of the anchor is present (absent when `inverted`),
    /// `otherwise` when not.
    Optional {
        /// The elements of the group.
        then: &'static [DefElem],
        /// The elements printed and parsed when the group is not.
        otherwise: &'static [DefElem],
        /// The parameters of the anchor.
        anchor: &'static [usize],
        /// Whether the anchor is in the else branch (`then` is printed
        /// when it is absent).
        inverted: bool,
    },
}

/// A definition's verifier (`genVerifyDecl`): the message of the error
/// when the attribute's values are not valid.
pub type AttrVerifyHook = fn(&Context, &DialectAttr) -> Result<(), String>;

/// An attribute definition (`AttrDef` with a mnemonic).
#[derive(Debug)]
pub struct AttrDefInfo {
    /// Dialect namespace (`tpu`).
    pub dialect: &'static str,
    /// Mnemonic (`lg`).
    pub mnemonic: &'static str,
    /// The definition's name, as MLIR's messages name it (`Tpu_LayerGroupAttr`).
    pub def_name: &'static str,
    /// Parameters in declaration order.
    pub params: &'static [ParamInfo],
    /// The assembly format's elements (after the mnemonic).
    pub format: &'static [DefElem],
    /// The verifier, if the definition declares one.
    pub verify: Option<AttrVerifyHook>,
}

/// A dialect's own type parser (MLIR's hand-written `Dialect::parseType`,
/// `useDefaultTypePrinterParser = 0`), declared `type_parser "path";` in
/// the `.ods` dialect: called at the type's mnemonic, it reads the whole
/// type and returns it (a value of one of the dialect's `typedef`s, which
/// print in their formats). Several typedefs may then share a mnemonic
/// (quant's three `uniform` types), the hook telling them apart.
pub type TypeParserHook = fn(&mut dyn DialectTypeParser) -> Result<crate::types::Type, Diagnostic>;

/// Every attribute a dialect declares.
#[derive(Debug)]
pub struct DialectAttrs {
    /// Namespace.
    pub dialect: &'static str,
    /// Enum attributes.
    pub enums: &'static [EnumAttrInfo],
    /// Attribute definitions.
    pub defs: &'static [&'static AttrDefInfo],
    /// Type definitions (`typedef`), parsed and printed by the same
    /// format machinery.
    pub types: &'static [&'static AttrDefInfo],
    /// The dialect's own type parser, if it declares one (it then reads
    /// every type of the dialect; the definitions' formats only print).
    pub type_parser: Option<TypeParserHook>,
}

impl DialectAttrs {
    /// The type definition of `mnemonic`.
    pub fn type_def(&self, mnemonic: &str) -> Option<&'static AttrDefInfo> {
        self.types.iter().copied().find(|d| d.mnemonic == mnemonic)
    }

    /// Whether the dialect reads types of `mnemonic` (its own type parser
    /// reads every mnemonic, reporting unknown ones itself).
    pub fn parses_type(&self, mnemonic: &str) -> bool {
        self.type_parser.is_some() || self.type_def(mnemonic).is_some()
    }

    /// Reads a type of the dialect starting at its mnemonic: with the
    /// dialect's own type parser, else with the definition of `mnemonic`'s
    /// format (verified).
    pub fn parse_type(&self, mnemonic: &str, p: P<'_>) -> Result<crate::types::Type, Diagnostic> {
        if let Some(hook) = self.type_parser {
            return hook(p);
        }
        match self.type_def(mnemonic) {
            Some(def) => {
                let t = parse_at_mnemonic(def, &mut *p)?;
                Ok(p.context().get_type(crate::types::TypeKind::Dialect(Box::new(t))))
            }
            None => {
                let at = p.current_offset();
                Err(p.error_at(at, format!("unknown  type `{mnemonic}` in dialect `{}`", self.dialect)))
            }
        }
    }

    /// Every mnemonic, enums first (for `DialectSymbols`).
    pub fn mnemonics(&self) -> Vec<&'static str> {
        let enums = self.enums.iter().map(|e| e.mnemonic);
        enums.chain(self.defs.iter().map(|d| d.mnemonic)).collect()
    }
}

type P<'a> = &'a mut dyn DialectTypeParser;

/// Parses one attribute of the dialect, starting at its mnemonic: the
/// canonical data of an enum attribute, the values of a definition's.
pub fn parse(info: &DialectAttrs, p: P<'_>) -> Result<ParsedDialectAttr, Diagnostic> {
    let at = p.current_offset();
    let mnemonic = p.parse_optional_keyword().unwrap_or_default();
    if let Some(e) = info.enums.iter().find(|e| e.mnemonic == mnemonic) {
        return crate::ods::enum_attr::parse_full(e, p).map(ParsedDialectAttr::Text);
    }
    if let Some(&d) = info.defs.iter().find(|d| d.mnemonic == mnemonic) {
        return def(d, p).map(ParsedDialectAttr::Structured);
    }
    Err(p.error_at(
        at,
        format!("unknown attribute `{mnemonic}` in dialect `{}`", info.dialect),
    ))
}

/// The attribute (or type) of definition `def` whose text after the
/// namespace is `data` (`lg<a = 1>`), with MLIR's errors.
pub fn parse_data(ctx: &Context, def: &'static AttrDefInfo, data: &str) -> Result<DialectAttr, Diagnostic> {
    crate::text::parser::parse_dialect_data(ctx, data, |p| parse_at_mnemonic(def, p))
}

/// The attribute (or type) of definition `def`, starting at its mnemonic
/// (MLIR's generated `parseType`/`parseAttribute` for one definition).
pub fn parse_at_mnemonic(def: &'static AttrDefInfo, p: P<'_>) -> Result<DialectAttr, Diagnostic> {
    let at = p.current_offset();
    match p.parse_optional_keyword() {
        Some(m) if m == def.mnemonic => self::def(def, p),
        _ => Err(p.error_at(at, format!("expected '{}'", def.mnemonic))),
    }
}

/// The attribute of definition `d` after its mnemonic, verified.
fn def(d: &'static AttrDefInfo, p: P<'_>) -> Result<DialectAttr, Diagnostic> {
    let at = p.current_offset();
    let attr = DialectAttr::new(d, crate::ods::attr_format::parse(d, p)?);
    if let Some(verify) = d.verify {
        verify(p.context(), &attr).map_err(|message| p.error_at(at, message))?;
    }
    Ok(attr)
}

/// Writes the text of `attr` after its namespace (`lg<a = 1, b = [2]>`),
/// in its definition's format (`to_text` prints a nested type or
/// attribute).
pub fn print_data(
    ctx: &Context,
    out: &mut String,
    attr: &DialectAttr,
    to_text: &mut dyn FnMut(&mut String, &ParamValue),
) {
    out.push_str(attr.def.mnemonic);
    crate::ods::attr_format::print(ctx, out, attr, to_text);
}

/// The text of `attr` after its namespace with nested types and attributes
/// written without aliases (what the text form in bytecode holds).
pub fn data_string(ctx: &Context, attr: &DialectAttr) -> String {
    let mut out = String::new();
    print_data(ctx, &mut out, attr, &mut |out, v| match *v {
        ParamValue::Type(t) => out.push_str(&crate::text::printer::type_to_string(ctx, t)),
        ParamValue::Attr(a) => out.push_str(&crate::text::printer::attr_to_string(ctx, a)),
        _ => {}
    });
    out
}
