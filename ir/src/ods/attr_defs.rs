//! The attribute parser a dialect declared in `.ods` gets (MLIR's generated
//! `Dialect::parseAttribute` with `useDefaultAttributePrinterParser`): enum
//! attributes (`#tpu<round_mode HalfUp>`, `#vector.kind<add>`: see
//! [`crate::ods::enum_attr`]) and attribute definitions with the
//! `` `<` params `>`  `` or `` `<` struct(params) `>` `` formats
//! (`#tpu.lg<out_addr = 0, eu_align = true, n_idx = [0]>`). Generated code
//! describes each definition in a static [`AttrDefInfo`] and the dialect's
//! attributes in a static [`DialectAttrs`] table, and registers a one-line
//! hook calling [`parse`].
//!
//! Enum attributes stay opaque (their data is the text their printer
//! writes); a definition's attributes are stored with their parameter
//! values ([`crate::dialect_attr::DialectAttr`]), which the printer writes
//! in the definition's format.

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
    /// `DenseI64ArrayAttr`: `[1, 2]`
    DenseI64Array,
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
}

/// The assembly format of an attribute definition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DefFormat {
    /// `` `<` params `>` ``: values separated by commas.
    Params,
    /// `` `<` struct(params) `>` ``: `name = value` pairs, any order.
    Struct,
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
    /// Format.
    pub format: DefFormat,
    /// The verifier, if the definition declares one.
    pub verify: Option<AttrVerifyHook>,
}

/// Every attribute a dialect declares.
#[derive(Debug)]
pub struct DialectAttrs {
    /// Namespace.
    pub dialect: &'static str,
    /// Enum attributes.
    pub enums: &'static [EnumAttrInfo],
    /// Attribute definitions.
    pub defs: &'static [&'static AttrDefInfo],
}

impl DialectAttrs {
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

/// Runs a parameter's parser; on failure MLIR adds "failed to parse ...".
fn with_followup<T>(
    p: P<'_>,
    def_name: &str,
    param: &str,
    cpp_type: &str,
    f: impl FnOnce(&mut dyn DialectTypeParser) -> Result<T, Diagnostic>,
) -> Result<T, Diagnostic> {
    f(&mut *p).map_err(|mut e| {
        let at = p.current_offset();
        e.followups.push(p.error_at(
            at,
            format!("failed to parse {def_name} parameter '{param}' which is to be a `{cpp_type}`"),
        ));
        e
    })
}

/// The attribute of definition `def` whose text after the namespace is
/// `data` (`lg<a = 1>`), with MLIR's errors.
pub fn parse_data(ctx: &Context, def: &'static AttrDefInfo, data: &str) -> Result<DialectAttr, Diagnostic> {
    crate::text::parser::parse_dialect_data(ctx, data, |p| {
        let at = p.current_offset();
        match p.parse_optional_keyword() {
            Some(m) if m == def.mnemonic => self::def(def, p),
            _ => Err(p.error_at(at, format!("expected '{}'", def.mnemonic))),
        }
    })
}

/// The attribute of definition `d` after its mnemonic, verified.
fn def(d: &'static AttrDefInfo, p: P<'_>) -> Result<DialectAttr, Diagnostic> {
    let at = p.current_offset();
    let attr = DialectAttr::new(d, def_values(d, p)?);
    if let Some(verify) = d.verify {
        verify(p.context(), &attr).map_err(|message| p.error_at(at, message))?;
    }
    Ok(attr)
}

fn def_values(d: &AttrDefInfo, p: P<'_>) -> Result<Vec<ParamValue>, Diagnostic> {
    if d.params.is_empty() && d.format == DefFormat::Params {
        return Ok(Vec::new());
    }
    p.parse_punct('<')?;
    let values = match d.format {
        DefFormat::Params => {
            let mut values = Vec::with_capacity(d.params.len());
            for (i, param) in d.params.iter().enumerate() {
                if i > 0 {
                    p.parse_punct(',')?;
                }
                values.push(with_followup(p, d.def_name, param.name, param.cpp_type, |p| {
                    value(param, p)
                })?);
            }
            values
        }
        DefFormat::Struct => struct_values(d, p)?,
    };
    p.parse_punct('>')?;
    Ok(values)
}

/// MLIR's struct parser for required parameters: exactly one `key = value`
/// per parameter, in any order, separated by commas.
fn struct_values(d: &AttrDefInfo, p: P<'_>) -> Result<Vec<ParamValue>, Diagnostic> {
    let n = d.params.len();
    let mut values: Vec<Option<ParamValue>> = vec![None; n];
    for index in 0..n {
        let key = match p.parse_keyword() {
            Ok(k) => k,
            Err(mut e) => {
                let at = p.current_offset();
                e.followups
                    .push(p.error_at(at, "expected a parameter name in struct".into()));
                return Err(e);
            }
        };
        p.parse_punct('=')?;
        let slot = d
            .params
            .iter()
            .position(|param| param.name == key)
            .filter(|&i| values.get(i).is_some_and(|v| v.is_none()));
        let (Some(i), Some(param)) = (slot, slot.and_then(|i| d.params.get(i))) else {
            let at = p.current_offset();
            return Err(p.error_at(at, format!("duplicate or unknown struct parameter name: {key}")));
        };
        let v = with_followup(p, d.def_name, param.name, param.cpp_type, |p| value(param, p))?;
        if let Some(slot) = values.get_mut(i) {
            *slot = Some(v);
        }
        if index + 1 != n {
            p.parse_punct(',')?;
        }
    }
    // Each of the n rounds filled a distinct slot.
    values.into_iter().collect::<Option<Vec<_>>>().ok_or_else(|| {
        let at = p.current_offset();
        p.error_at(at, "struct is missing required parameters".into())
    })
}

fn value(param: &ParamInfo, p: P<'_>) -> Result<ParamValue, Diagnostic> {
    if !param.list && param.ty != ParamType::DenseI64Array {
        return scalar(param.ty, p);
    }
    let elem = if param.ty == ParamType::DenseI64Array {
        ParamType::I64
    } else {
        param.ty
    };
    p.parse_punct('[')?;
    let mut items = Vec::new();
    if !p.parse_optional_punct(']') {
        loop {
            items.push(scalar(elem, p)?);
            if !p.parse_optional_punct(',') {
                break;
            }
        }
        p.parse_punct(']')?;
    }
    Ok(ParamValue::List(items))
}

fn scalar(ty: ParamType, p: P<'_>) -> Result<ParamValue, Diagnostic> {
    // Each range fits the value's type, so the conversions cannot fail.
    let signed = |p: P<'_>, min: i128, max: i128| {
        p.parse_integer_in(min, max)
            .map(|v| ParamValue::Int(i64::try_from(v).unwrap_or_default()))
    };
    let unsigned = |p: P<'_>, max: i128| {
        p.parse_integer_in(0, max)
            .map(|v| ParamValue::UInt(u64::try_from(v).unwrap_or_default()))
    };
    match ty {
        ParamType::I64 | ParamType::DenseI64Array => signed(p, i64::MIN.into(), i64::MAX.into()),
        ParamType::U64 => unsigned(p, u64::MAX.into()),
        ParamType::I32 => signed(p, i32::MIN.into(), i32::MAX.into()),
        ParamType::U32 => unsigned(p, u32::MAX.into()),
        ParamType::Bool => p.parse_integer_in(0, 1).map(|v| ParamValue::Bool(v != 0)),
        ParamType::F64 => p.parse_float().map(|v| ParamValue::Float(v.to_bits())),
        ParamType::String => p.parse_string().map(|s| ParamValue::Str(s.into_boxed_str())),
        ParamType::Type => p.parse_type().map(ParamValue::Type),
        ParamType::Attr => p.parse_attribute().map(ParamValue::Attr),
    }
}

/// Writes `value` as the printer does (`to_text` prints a nested type or
/// attribute).
pub fn print_value(out: &mut String, value: &ParamValue, to_text: &mut dyn FnMut(&mut String, &ParamValue)) {
    match value {
        ParamValue::Int(v) => out.push_str(&v.to_string()),
        ParamValue::UInt(v) => out.push_str(&v.to_string()),
        ParamValue::Bool(v) => out.push_str(if *v { "true" } else { "false" }),
        ParamValue::Float(bits) => out.push_str(&f64::from_bits(*bits).to_string()),
        ParamValue::Str(s) => out.push_str(&crate::ods::defs::quote(s)),
        ParamValue::Type(_) | ParamValue::Attr(_) => to_text(out, value),
        ParamValue::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_value(out, item, to_text);
            }
            out.push(']');
        }
    }
}

/// Writes the text of `attr` after its namespace (`lg<a = 1, b = [2]>`),
/// in its definition's format (`to_text` prints a nested type or
/// attribute).
pub fn print_data(out: &mut String, attr: &DialectAttr, to_text: &mut dyn FnMut(&mut String, &ParamValue)) {
    let def = attr.def;
    out.push_str(def.mnemonic);
    if def.params.is_empty() && def.format == DefFormat::Params {
        return;
    }
    out.push('<');
    for (i, (param, value)) in def.params.iter().zip(attr.params.iter()).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if def.format == DefFormat::Struct {
            out.push_str(param.name);
            out.push_str(" = ");
        }
        print_value(out, value, to_text);
    }
    out.push('>');
}

/// The text of `attr` after its namespace with nested types and attributes
/// written without aliases (what the text form in bytecode holds).
pub fn data_string(ctx: &Context, attr: &DialectAttr) -> String {
    let mut out = String::new();
    print_data(&mut out, attr, &mut |out, v| match *v {
        ParamValue::Type(t) => out.push_str(&crate::text::printer::type_to_string(ctx, t)),
        ParamValue::Attr(a) => out.push_str(&crate::text::printer::attr_to_string(ctx, a)),
        _ => {}
    });
    out
}
