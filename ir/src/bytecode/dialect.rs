//! A dialect's bytecode interface (MLIR's `BytecodeDialectInterface`): its
//! version, the hook that upgrades IR read from an older version, and the
//! custom encodings of the dialect's own attributes and types.
//!
//! Generated code (a `.ods` `dialect` with `version N;` or `version 2.0;`,
//! or `#[dialect]` with `version = N` or `version = "2.0"`) registers one
//! with [`register`]. The writer then gives the dialect a version entry (one
//! varint per component of its [`DialectVersion`], in a nested section 7)
//! and the reader hands the version found in a file to the interface (as
//! many components as the dialect's own; `readVersion`); after the IR is
//! parsed the upgrade hook runs with the version read, as
//! `upgradeFromVersion` does. A dialect without a hook rejects a version
//! newer than its own; one with a hook decides in the hook. Ops read and
//! write their properties knowing the file's (or the target's) version of
//! any dialect (`getDialectVersion<D>()`: [`super::props::PropReader::dialect_version`]).
//!
//! Custom encodings cover the dialect's `typedef`/`attrdef` values (stored
//! structured in the IR, encoded from their text without aliases, and
//! decoded into that text, which the context stores structured again): an
//! entry is
//! `varint(code)`, the definition's position among the dialect's attribute
//! (or type) definitions, then each parameter in order:
//!
//! | parameter | encoding |
//! | --- | --- |
//! | `i64`, `i32` | signed varint |
//! | `u64`, `u32` | varint |
//! | `bool` | one byte |
//! | `f64` | varint of the IEEE bits |
//! | `string` | string-table reference |
//! | `Type` / `Attr` | type / attribute reference |
//! | `[kind]` | varint count, then the elements |
//!
//! A value whose text is not the canonical print of its parameters (or that
//! is not one of the dialect's definitions) is written as text, as before.

use super::writer_attrs::Sink;
use crate::attrs::{Attr, AttrKind};
use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::dialect_attr::{DialectAttr, ParamValue};
use crate::ods::attr_defs::ParamType;
use crate::ods::defs;
use crate::types::{Type, TypeKind};
use std::sync::Arc;

/// `upgradeFromVersion`: called with the top-level op and the version read
/// from the file, after the IR is parsed and use-list orders are applied. A
/// dialect with a hook decides which versions it reads (a version newer
/// than its own reaches the hook, as upstream's `upgradeFromVersion` sees
/// it); the message of an error is reported as the reader's.
pub type UpgradeFn = fn(&Context, &mut IrArena, OpId, &DialectVersion) -> Result<(), String>;

/// A dialect's bytecode version (upstream's `DialectVersion`, whose encoding
/// each dialect chooses): its components, written as varints in order and
/// compared in order. `version 2;` is `[2]`; upstream's test dialect's `2.0`
/// (`TestDialectVersion`: major, then minor) is `[2, 0]`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct DialectVersion(pub Vec<u64>);

impl DialectVersion {
    /// The version of these components.
    pub fn new(components: &[u64]) -> Self {
        DialectVersion(components.to_vec())
    }

    /// The components, most significant first.
    pub fn components(&self) -> &[u64] {
        &self.0
    }

    /// Component `i` (0 when the version has fewer).
    pub fn component(&self, i: usize) -> u64 {
        self.0.get(i).copied().unwrap_or(0)
    }
}

impl std::fmt::Display for DialectVersion {
    /// The components joined by `.` (`2.0`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// The kind of one parameter of a type or attribute definition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// Signed integer (`i64`, `i32`).
    Int,
    /// Unsigned integer (`u64`, `u32`).
    UInt,
    /// `bool`.
    Bool,
    /// `f64`.
    Float,
    /// `string`.
    String,
    /// `Type`.
    Type,
    /// `Attr`.
    Attr,
}

/// One parameter: its kind and whether it is a list.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// Element kind.
    pub kind: ParamKind,
    /// `[kind]`.
    pub list: bool,
}

/// A type or attribute definition with a custom encoding.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DefEncoding {
    /// Mnemonic (`pair` of `#test.pair<...>`).
    pub mnemonic: &'static str,
    /// Parameters in order.
    pub params: &'static [Param],
}

/// How one parameter of a declared encoding is written: the element kinds
/// of upstream's `BytecodeBase.td` (`DialectBytecode` records).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FieldEncoding {
    /// `VarInt`: an unsigned integer.
    VarInt,
    /// `SignedVarInt`: a zigzag-encoded signed integer.
    SignedVarInt,
    /// `DoubleAPFloat` (quant's): a `double` as
    /// `writeAPFloatWithKnownSemantics(APFloat(d))` writes it, its 64 IEEE
    /// bits as a signed varint.
    DoubleAPFloat,
    /// `Bool`: one byte.
    Bool,
    /// `String`: a string-table reference.
    String,
    /// `Type`: a type reference.
    Type,
    /// `Attribute`: an attribute reference.
    Attribute,
}

/// One field of a declared encoding: a parameter and how it is written
/// (`list`: `varint(count)` then each element, upstream's `Array<...List>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// The parameter's index in the definition.
    pub param: usize,
    /// How each value is written.
    pub enc: FieldEncoding,
    /// Whether the parameter is a list.
    pub list: bool,
}

/// A definition's declared bytecode encoding (`bytecode N (...)` in a
/// `.ods` typedef/attrdef, upstream's `DialectType`/`DialectAttribute`
/// record in `DialectTypes`/`DialectAttributes`): `varint(code)` then the
/// fields in order. A definition may have several (upstream's
/// `printerPredicate`): the writer takes the first whose condition holds.
#[derive(Copy, Clone, Debug)]
pub struct DeclaredEncoding {
    /// The definition it writes and reads.
    pub def: &'static crate::ods::attr_defs::AttrDefInfo,
    /// The entry's code.
    pub code: u64,
    /// `when present($p)` / `when absent($p)`: the parameter and whether it
    /// must be present for this encoding to be used.
    pub when: Option<(usize, bool)>,
    /// The fields, in the order written.
    pub fields: &'static [Field],
}

/// A dialect's bytecode interface.
#[derive(Clone, Debug, Default)]
pub struct DialectBytecode {
    /// Current version's components, written to every file that uses the
    /// dialect (`None`: no version entry, and a file with one is rejected).
    pub version: Option<&'static [u64]>,
    /// The upgrade hook.
    pub upgrade: Option<UpgradeFn>,
    /// Attribute definitions, in code order.
    pub attrs: &'static [DefEncoding],
    /// Type definitions, in code order.
    pub types: &'static [DefEncoding],
    /// Declared encodings of attribute definitions (when there are any,
    /// they are the dialect's only attribute encodings).
    pub declared_attrs: &'static [DeclaredEncoding],
    /// Declared encodings of type definitions (likewise).
    pub declared_types: &'static [DeclaredEncoding],
}

/// Registers the bytecode interface of dialect `name` (replacing any
/// earlier one).
pub fn register(ctx: &Context, name: &str, iface: DialectBytecode) {
    ctx.bytecode_layouts()
        .dialects
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(name.to_string(), Arc::new(iface));
}

/// The registered bytecode interface of dialect `name`.
pub fn interface(ctx: &Context, name: &str) -> Option<Arc<DialectBytecode>> {
    ctx.bytecode_layouts()
        .dialects
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(name)
        .cloned()
}

/// A parsed parameter value, ready to encode.
enum Value {
    Int(i64),
    UInt(u64),
    Bool(bool),
    Float(f64),
    Str(String),
    Type(Type),
    Attr(Attr),
    List(Vec<Value>),
}

fn parse_one(ctx: &Context, kind: ParamKind, s: &str) -> Option<Value> {
    Some(match kind {
        ParamKind::Int => Value::Int(s.parse().ok()?),
        ParamKind::UInt => Value::UInt(s.parse().ok()?),
        ParamKind::Bool => Value::Bool(s.parse().ok()?),
        ParamKind::Float => Value::Float(s.parse().ok()?),
        ParamKind::String => Value::Str(defs::unquote(s)?),
        ParamKind::Type => Value::Type(crate::text::parse_type_str(ctx, s).ok()?),
        ParamKind::Attr => Value::Attr(crate::text::parse_attribute_str(ctx, s).ok()?),
    })
}

fn print_value(ctx: &Context, v: &Value) -> String {
    match v {
        Value::Int(i) => i.to_string(),
        Value::UInt(u) => u.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Float(f) => f.to_string(),
        Value::Str(s) => defs::quote(s),
        Value::Type(t) => crate::text::printer::type_to_string(ctx, *t),
        Value::Attr(a) => crate::text::printer::attr_to_string(ctx, *a),
        Value::List(items) => format!(
            "[{}]",
            items.iter().map(|x| print_value(ctx, x)).collect::<Vec<_>>().join(", ")
        ),
    }
}

/// Parses the opaque data of a definition's value into parameter values;
/// `None` unless printing them back gives exactly `data`.
fn parse_params(ctx: &Context, def: &DefEncoding, data: &str) -> Option<Vec<Value>> {
    let parts = defs::split_params(data, def.mnemonic)?;
    if parts.len() != def.params.len() {
        return None;
    }
    let mut out = Vec::with_capacity(parts.len());
    for (p, s) in def.params.iter().zip(&parts) {
        if p.list {
            let body = s.strip_prefix('[')?.strip_suffix(']')?;
            let mut items = Vec::new();
            for x in defs::split_list(body)? {
                items.push(parse_one(ctx, p.kind, &x)?);
            }
            out.push(Value::List(items));
        } else {
            out.push(parse_one(ctx, p.kind, s)?);
        }
    }
    let printed: Vec<String> = out.iter().map(|v| print_value(ctx, v)).collect();
    (defs::format_params(def.mnemonic, &printed) == data).then_some(out)
}

fn emit(s: &mut dyn Sink, v: &Value) {
    match v {
        Value::Int(i) => s.signed_varint(*i as u64),
        Value::UInt(u) => s.varint(*u),
        Value::Bool(b) => s.byte(u8::from(*b)),
        Value::Float(f) => s.varint(f.to_bits()),
        Value::Str(x) => s.string(x.as_bytes()),
        Value::Type(t) => s.ty(*t),
        Value::Attr(a) => s.attr(*a),
        Value::List(items) => {
            s.varint(items.len() as u64);
            for x in items {
                emit(s, x);
            }
        }
    }
}

/// Finds the definition a value of `dialect` with opaque `data` belongs to.
fn find<'d>(defs_: &'d [DefEncoding], data: &str) -> Option<(usize, &'d DefEncoding)> {
    defs_.iter().enumerate().find(|(_, d)| {
        data.strip_prefix(d.mnemonic)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('<'))
    })
}

/// Writes the custom encoding of an opaque attribute or type of a dialect
/// with a bytecode interface; false when it must be written as text.
pub(crate) fn encode(ctx: &Context, is_attr: bool, dialect: &str, data: &str, s: &mut dyn Sink) -> bool {
    let Some(iface) = interface(ctx, dialect) else {
        return false;
    };
    let list = if is_attr { iface.attrs } else { iface.types };
    let Some((code, def)) = find(list, data) else {
        return false;
    };
    let Some(values) = parse_params(ctx, def, data) else {
        return false;
    };
    s.varint(code as u64);
    for v in &values {
        emit(s, v);
    }
    true
}

/// Whether `value` can be written as `f` says (checked before anything is
/// written, so that a value that cannot is written as text).
fn fits(f: &Field, value: &ParamValue) -> bool {
    let one = |v: &ParamValue| match f.enc {
        FieldEncoding::VarInt => v.as_u64().is_some(),
        FieldEncoding::SignedVarInt => v.as_i64().is_some(),
        FieldEncoding::DoubleAPFloat => matches!(v, ParamValue::Float(_)),
        FieldEncoding::Bool => v.as_bool().is_some(),
        FieldEncoding::String => v.as_str().is_some(),
        FieldEncoding::Type => v.as_type().is_some(),
        FieldEncoding::Attribute => v.as_attr().is_some(),
    };
    if f.list {
        value.as_list().is_some_and(|items| items.iter().all(one))
    } else {
        one(value)
    }
}

fn emit_field(s: &mut dyn Sink, enc: FieldEncoding, v: &ParamValue) {
    match (enc, v) {
        (FieldEncoding::VarInt, v) => s.varint(v.as_u64().unwrap_or_default()),
        (FieldEncoding::SignedVarInt, v) => s.signed_varint(v.as_i64().unwrap_or_default() as u64),
        (FieldEncoding::DoubleAPFloat, ParamValue::Float(bits)) => s.signed_varint(*bits),
        (FieldEncoding::Bool, v) => s.byte(u8::from(v.as_bool().unwrap_or_default())),
        (FieldEncoding::String, ParamValue::Str(x)) => s.string(x.as_bytes()),
        (FieldEncoding::Type, ParamValue::Type(t)) => s.ty(*t),
        (FieldEncoding::Attribute, ParamValue::Attr(a)) => s.attr(*a),
        _ => {}
    }
}

/// Writes a structured value with its definition's declared encoding;
/// `None` when the dialect declares no encodings of this kind, `Some(false)`
/// when none applies (the value is written as text).
fn encode_declared(list: &[DeclaredEncoding], d: &DialectAttr, s: &mut dyn Sink) -> Option<bool> {
    if list.is_empty() {
        return None;
    }
    let holds = |e: &&DeclaredEncoding| {
        e.def.def_name == d.def.def_name
            && e.when
                .is_none_or(|(i, present)| d.params.get(i).is_some_and(|v| v.is_absent() != present))
    };
    let Some(e) = list.iter().find(holds) else {
        return Some(false);
    };
    let values: Option<Vec<&ParamValue>> = e.fields.iter().map(|f| d.params.get(f.param)).collect();
    let Some(values) = values.filter(|v| e.fields.iter().zip(v).all(|(f, v)| fits(f, v))) else {
        return Some(false);
    };
    s.varint(e.code);
    for (f, v) in e.fields.iter().zip(values) {
        match v.as_list().filter(|_| f.list) {
            Some(items) => {
                s.varint(items.len() as u64);
                items.iter().for_each(|x| emit_field(s, f.enc, x));
            }
            None => emit_field(s, f.enc, v),
        }
    }
    Some(true)
}

/// The custom encoding of a structured attribute or type: its declared
/// encoding, or the default one read from its text.
fn encode_structured(ctx: &Context, is_attr: bool, d: &DialectAttr, s: &mut dyn Sink) -> bool {
    let Some(iface) = interface(ctx, d.dialect()) else {
        return false;
    };
    let declared = if is_attr {
        iface.declared_attrs
    } else {
        iface.declared_types
    };
    if let Some(done) = encode_declared(declared, d, s) {
        return done;
    }
    let data = crate::ods::attr_defs::data_string(ctx, d);
    encode(ctx, is_attr, d.dialect(), &data, s)
}

/// The custom encoding of an attribute, if its dialect has one for it.
pub(crate) fn encode_attr(ctx: &Context, a: Attr, s: &mut dyn Sink) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, data } => encode(ctx, true, dialect, data, s),
        // The encodings read parameters from the attribute's text (nested
        // symbols without aliases, as the text form in bytecode has them).
        AttrKind::Dialect(d) => encode_structured(ctx, true, d, s),
        _ => false,
    }
}

/// The custom encoding of a type, if its dialect has one for it: the
/// dialect's type encoder hook ([`crate::context::DialectTypeHooks`]) when
/// it has one, else its definitions table.
pub(crate) fn encode_type(ctx: &Context, t: Type, s: &mut dyn Sink) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Opaque { dialect, data } => match ctx.dialect_type_hooks(dialect).and_then(|h| h.encode) {
            Some(hook) => hook(ctx, data, &mut SinkWriter(s)),
            None => encode(ctx, false, dialect, data, s),
        },
        TypeKind::Dialect(d) => encode_structured(ctx, false, d, s),
        _ => false,
    }
}

/// What a dialect's type encoder hook writes with (the primitives of
/// MLIR's `DialectBytecodeWriter`).
pub trait DialectWriter {
    /// `writeVarInt`.
    fn write_varint(&mut self, v: u64);
    /// `writeSignedVarInt` (zigzag encoded).
    fn write_signed_varint(&mut self, v: i64);
    /// One raw byte.
    fn write_byte(&mut self, b: u8);
    /// `writeType`: a reference to a type entry.
    fn write_type(&mut self, t: Type);
    /// `writeAttribute`: a reference to an attribute entry.
    fn write_attr(&mut self, a: Attr);
}

/// A [`DialectWriter`] over the writer's sink.
struct SinkWriter<'s>(&'s mut dyn Sink);

impl DialectWriter for SinkWriter<'_> {
    fn write_varint(&mut self, v: u64) {
        self.0.varint(v);
    }
    fn write_signed_varint(&mut self, v: i64) {
        self.0.signed_varint(v as u64);
    }
    fn write_byte(&mut self, b: u8) {
        self.0.byte(b);
    }
    fn write_type(&mut self, t: Type) {
        self.0.ty(t);
    }
    fn write_attr(&mut self, a: Attr) {
        self.0.attr(a);
    }
}

/// A failed read of a [`DialectReader`]; the reader keeps the error (or
/// the request to decode a nested entry first) and reports it.
#[derive(Debug)]
pub struct ReadFail(());

/// What a dialect's type decoder hook reads with (the primitives of MLIR's
/// `DialectBytecodeReader`).
pub trait DialectReader {
    /// `readVarInt`.
    fn read_varint(&mut self) -> Result<u64, ReadFail>;
    /// `readSignedVarInt`.
    fn read_signed_varint(&mut self) -> Result<i64, ReadFail>;
    /// One raw byte.
    fn read_byte(&mut self) -> Result<u8, ReadFail>;
    /// `readType`.
    fn read_type(&mut self) -> Result<Type, ReadFail>;
    /// `readAttribute`.
    fn read_attr(&mut self) -> Result<Attr, ReadFail>;
    /// Records an error at the current position and returns the failure.
    fn fail(&mut self, message: String) -> ReadFail;
}

/// A [`DialectReader`] over a reader's [`Source`], holding its error.
struct SourceReader<'s, S: Source> {
    s: &'s mut S,
    err: Option<S::Err>,
}

impl<S: Source> SourceReader<'_, S> {
    fn keep<T>(&mut self, r: Result<T, S::Err>) -> Result<T, ReadFail> {
        r.map_err(|e| {
            self.err = Some(e);
            ReadFail(())
        })
    }
}

impl<S: Source> DialectReader for SourceReader<'_, S> {
    fn read_varint(&mut self) -> Result<u64, ReadFail> {
        let r = self.s.varint();
        self.keep(r)
    }
    fn read_signed_varint(&mut self) -> Result<i64, ReadFail> {
        let r = self.s.signed_varint();
        self.keep(r).map(|v| v as i64)
    }
    fn read_byte(&mut self) -> Result<u8, ReadFail> {
        let r = self.s.byte();
        self.keep(r)
    }
    fn read_type(&mut self) -> Result<Type, ReadFail> {
        let r = self.s.ty();
        self.keep(r)
    }
    fn read_attr(&mut self) -> Result<Attr, ReadFail> {
        let r = self.s.attr();
        self.keep(r)
    }
    fn fail(&mut self, message: String) -> ReadFail {
        self.err = Some(self.s.error(message));
        ReadFail(())
    }
}

/// Decodes a custom type entry with a dialect's type decoder hook into the
/// opaque data of the type.
pub(crate) fn decode_with_hook<S: Source>(
    ctx: &Context,
    hook: crate::context::TypeDecodeHook,
    s: &mut S,
) -> Result<String, S::Err> {
    let mut r = SourceReader { s, err: None };
    match hook(ctx, &mut r) {
        Ok(data) => Ok(data),
        Err(ReadFail(())) => match r.err.take() {
            Some(e) => Err(e),
            None => Err(r.s.error("invalid dialect type entry".to_string())),
        },
    }
}

/// What decoding a dialect entry needs from the reader: the primitives of
/// `DialectBytecodeReader`. Errors are opaque to the caller (they may ask
/// the reader to decode a nested entry first).
pub(crate) trait Source {
    type Err;
    fn varint(&mut self) -> Result<u64, Self::Err>;
    fn signed_varint(&mut self) -> Result<u64, Self::Err>;
    fn byte(&mut self) -> Result<u8, Self::Err>;
    fn string(&mut self) -> Result<String, Self::Err>;
    fn count(&mut self) -> Result<usize, Self::Err>;
    fn ty(&mut self) -> Result<Type, Self::Err>;
    fn attr(&mut self) -> Result<Attr, Self::Err>;
    fn error(&self, msg: String) -> Self::Err;
}

fn read_one<S: Source>(kind: ParamKind, s: &mut S) -> Result<Value, S::Err> {
    Ok(match kind {
        ParamKind::Int => Value::Int(s.signed_varint()? as i64),
        ParamKind::UInt => Value::UInt(s.varint()?),
        ParamKind::Bool => Value::Bool(s.byte()? != 0),
        ParamKind::Float => Value::Float(f64::from_bits(s.varint()?)),
        ParamKind::String => Value::Str(s.string()?),
        ParamKind::Type => Value::Type(s.ty()?),
        ParamKind::Attr => Value::Attr(s.attr()?),
    })
}

/// Decodes a custom entry of dialect `dialect` into the opaque data of the
/// value (`mnemonic<...>`).
pub(crate) fn decode<S: Source>(
    ctx: &Context,
    iface: &DialectBytecode,
    is_attr: bool,
    dialect: &str,
    s: &mut S,
) -> Result<String, S::Err> {
    let list = if is_attr { iface.attrs } else { iface.types };
    let code = s.varint()?;
    let Some(def) = usize::try_from(code).ok().and_then(|c| list.get(c)) else {
        let what = if is_attr { "attribute" } else { "type" };
        return Err(s.error(format!("invalid {what} code {code} for dialect '{dialect}'")));
    };
    let mut printed = Vec::with_capacity(def.params.len());
    for p in def.params {
        let v = if p.list {
            let n = s.count()?;
            let mut items = Vec::with_capacity(n);
            for _ in 0..n {
                items.push(read_one(p.kind, s)?);
            }
            Value::List(items)
        } else {
            read_one(p.kind, s)?
        };
        printed.push(print_value(ctx, &v));
    }
    Ok(defs::format_params(def.mnemonic, &printed))
}

fn read_field<S: Source>(enc: FieldEncoding, s: &mut S) -> Result<ParamValue, S::Err> {
    Ok(match enc {
        FieldEncoding::VarInt => ParamValue::UInt(s.varint()?),
        FieldEncoding::SignedVarInt => ParamValue::Int(s.signed_varint()? as i64),
        FieldEncoding::DoubleAPFloat => ParamValue::Float(s.signed_varint()?),
        FieldEncoding::Bool => ParamValue::Bool(s.byte()? != 0),
        FieldEncoding::String => ParamValue::Str(s.string()?.into_boxed_str()),
        FieldEncoding::Type => ParamValue::Type(s.ty()?),
        FieldEncoding::Attribute => ParamValue::Attr(s.attr()?),
    })
}

/// An integer read with either varint encoding, held as the parameter's
/// kind holds it (`Int` for signed kinds, `UInt` for unsigned ones), so that
/// a value read from bytecode equals the one read from text.
fn normalize(ty: ParamType, v: ParamValue) -> ParamValue {
    match (ty, v) {
        (ParamType::I64 | ParamType::I32, ParamValue::UInt(u)) => {
            i64::try_from(u).map_or(ParamValue::UInt(u), ParamValue::Int)
        }
        (ParamType::U64 | ParamType::U32, ParamValue::Int(i)) => {
            u64::try_from(i).map_or(ParamValue::Int(i), ParamValue::UInt)
        }
        (ty, ParamValue::List(items)) => ParamValue::List(items.into_iter().map(|x| normalize(ty, x)).collect()),
        (_, v) => v,
    }
}

/// Decodes an entry of a dialect with declared encodings (`list`, for
/// attributes or types) into its structured value: parameters not written
/// are absent or take their default.
pub(crate) fn decode_declared<S: Source>(
    list: &[DeclaredEncoding],
    is_attr: bool,
    dialect: &str,
    s: &mut S,
) -> Result<DialectAttr, S::Err> {
    let code = s.varint()?;
    let Some(e) = list.iter().find(|e| e.code == code) else {
        let what = if is_attr { "attribute" } else { "type" };
        return Err(s.error(format!("invalid {what} code {code} for dialect '{dialect}'")));
    };
    let mut slots: Vec<Option<ParamValue>> = vec![None; e.def.params.len()];
    for f in e.fields {
        let v = if f.list {
            let n = s.count()?;
            let mut items = Vec::with_capacity(n);
            for _ in 0..n {
                items.push(read_field(f.enc, s)?);
            }
            ParamValue::List(items)
        } else {
            read_field(f.enc, s)?
        };
        if let (Some(slot), Some(info)) = (slots.get_mut(f.param), e.def.params.get(f.param)) {
            *slot = Some(normalize(info.ty, v));
        }
    }
    let mut values = Vec::with_capacity(slots.len());
    for (info, v) in e.def.params.iter().zip(slots) {
        match v.or_else(|| info.missing_value()) {
            Some(v) => values.push(v),
            None => return Err(s.error(format!("missing parameter '{}' of {}", info.name, e.def.def_name))),
        }
    }
    Ok(DialectAttr::new(e.def, values))
}
