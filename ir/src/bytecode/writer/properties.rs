//! Properties through `BytecodeOpInterface::write_properties`: the two writers
//! an op's `write_properties` runs with, as upstream runs `writeProperties`
//! (first the numbering pass's, which numbers the attributes and types written,
//! upstream's `NumberingDialectWriter`; then the one emitting the op's
//! properties entry), and the encoding mlir-tblgen generates from a declared
//! layout ([`OpPropertiesWriter::write_declared`]).

use super::{prop, segment_values, segments, write_sparse_array, Numbering, Plan, StringTable};
use crate::attrs::{Attr, AttrKind};
use crate::body::{IrArena, OpId};
use crate::bytecode::dialect::DialectVersion;
use crate::bytecode::encoding::Emitter;
use crate::bytecode::props::{Field, Layout, NativeProp, OpPropertiesWriter, PropKind, PropRef, PropWriter};
use crate::bytecode::Error;
use crate::context::Context;
use crate::interfaces::{BytecodeOpInterfaceMethods, BytecodeOpInterfaceRef};
use crate::types::Type;

/// The op whose properties are written: the bytecode version, its name and
/// its plan (declared layout).
#[derive(Clone, Copy)]
pub(super) struct Declared<'w> {
    pub(super) version: u64,
    pub(super) op: &'w str,
    pub(super) plan: &'w Plan,
    /// The dialect versions the file is written for (`getDialectVersion`).
    pub(super) dialect_versions: &'w [(String, DialectVersion)],
}

impl Declared<'_> {
    /// The version of `dialect` the writer was given.
    fn dialect_version(&self, dialect: &str) -> Option<DialectVersion> {
        self.dialect_versions
            .iter()
            .find(|(name, _)| name == dialect)
            .map(|(_, v)| v.clone())
    }
}

/// Runs op `op`'s `write_properties` (its implementation `methods`) with `w`.
pub(super) fn write_properties(
    methods: BytecodeOpInterfaceMethods,
    arena: &IrArena,
    op: OpId,
    w: &mut dyn OpPropertiesWriter,
) -> Result<(), String> {
    BytecodeOpInterfaceRef::__from_parts(op, methods).write_properties(arena, w)
}

/// The numbering pass's writer: numbers what an op's properties write by
/// reference.
pub(super) struct NumberingWriter<'n, 'c> {
    pub(super) n: &'n mut Numbering,
    pub(super) ctx: &'c Context,
    pub(super) declared: Declared<'c>,
}

impl PropWriter for NumberingWriter<'_, '_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn attr(&mut self, a: Attr) {
        self.n.number_attr(self.ctx, a);
    }
    fn optional_attr(&mut self, a: Option<Attr>) {
        if let Some(a) = a {
            self.n.number_attr(self.ctx, a);
        }
    }
    fn ty(&mut self, t: Type) {
        self.n.number_type(self.ctx, t);
    }
    fn varint(&mut self, _: u64) {}
    fn signed_varint(&mut self, _: i64) {}
    fn byte(&mut self, _: u8) {}
    fn string(&mut self, _: &[u8]) {}
    fn dialect_version(&self, dialect: &str) -> Option<DialectVersion> {
        self.declared.dialect_version(dialect)
    }
}

impl OpPropertiesWriter for NumberingWriter<'_, '_> {
    fn version(&self) -> u64 {
        self.declared.version
    }
    fn write_declared(&mut self, props: Option<Attr>) -> Result<(), String> {
        let ctx = self.ctx;
        let Declared { version, plan, .. } = self.declared;
        for (f, &key) in plan.fields().iter().zip(&plan.keys) {
            match f {
                Field::Attr(_) | Field::OptionalAttr(_) => {
                    if let Some(a) = prop(ctx, props, key) {
                        self.n.number_attr(ctx, a);
                    }
                }
                Field::LegacySegments(_, size) if version < 6 => {
                    let a = segments(ctx, props, key, *size);
                    self.n.number_attr(ctx, a);
                }
                Field::Prop(p) => {
                    let mut value = prop(ctx, props, key);
                    if let (None, PropKind::Custom(c), false) = (value, p.kind, p.optional) {
                        // Written as the storage's default value.
                        value = Some((c.default)(ctx));
                    }
                    if p.optional {
                        value = value.and_then(|v| crate::ods::values::optional_prop_value(ctx, v));
                    }
                    let mut refs = Vec::new();
                    if let Some(v) = value {
                        p.kind.refs(ctx, v, &mut refs);
                    }
                    for r in refs {
                        match r {
                            PropRef::Attr(a) => self.n.number_attr(ctx, a),
                            PropRef::Type(t) => self.n.number_type(ctx, t),
                        }
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// The emitting writer: a properties entry (also what a custom property's
/// bytecode hook writes with).
pub(super) struct PropEmitter<'w> {
    pub(super) ctx: &'w Context,
    pub(super) em: &'w mut Emitter,
    pub(super) strings: &'w mut StringTable,
    pub(super) n: &'w Numbering,
    /// The op whose entry this is.
    pub(super) declared: Declared<'w>,
    /// The first error of [`OpPropertiesWriter::write_declared`].
    pub(super) err: Option<Error>,
}

impl PropWriter for PropEmitter<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn attr(&mut self, a: Attr) {
        self.em.varint(self.n.attr_num.get(a));
    }
    fn optional_attr(&mut self, a: Option<Attr>) {
        match a {
            Some(a) => self.em.varint_with_flag(self.n.attr_num.get(a), true),
            None => self.em.varint(0),
        }
    }
    fn ty(&mut self, t: Type) {
        self.em.varint(self.n.type_num.get(t));
    }
    fn varint(&mut self, v: u64) {
        self.em.varint(v);
    }
    fn signed_varint(&mut self, v: i64) {
        self.em.signed_varint(v as u64);
    }
    fn byte(&mut self, b: u8) {
        self.em.byte(b);
    }
    fn string(&mut self, s: &[u8]) {
        let i = self.strings.insert(s);
        self.em.varint(i);
    }
    fn dialect_version(&self, dialect: &str) -> Option<DialectVersion> {
        self.declared.dialect_version(dialect)
    }
}

impl OpPropertiesWriter for PropEmitter<'_> {
    fn version(&self) -> u64 {
        self.declared.version
    }
    fn write_declared(&mut self, props: Option<Attr>) -> Result<(), String> {
        self.declared_fields(props).map_err(|e| {
            let message = e.message.clone();
            self.err.get_or_insert(e);
            message
        })
    }
}

impl PropEmitter<'_> {
    /// `props` as the generated `writeProperties` writes the declared layout.
    fn declared_fields(&mut self, props: Option<Attr>) -> Result<(), Error> {
        let ctx = self.ctx;
        let Declared { version, op, plan, .. } = self.declared;
        match plan.layout.as_deref() {
            Some(Layout::Fields(_)) => {}
            Some(_) => {
                return Err(Error::msg(format!(
                    "the properties encoding of '{op}' is not supported"
                )))
            }
            None => {
                return Err(Error::msg(format!(
                    "no bytecode properties encoding is known for registered op '{op}'"
                )))
            }
        }
        for (f, &key) in plan.fields().iter().zip(&plan.keys) {
            match f {
                Field::Attr(k) => {
                    let Some(a) = prop(ctx, props, key) else {
                        return Err(Error::msg(format!("op '{op}' is missing its required property '{k}'")));
                    };
                    self.em.varint(self.n.attr_num.get(a));
                }
                Field::OptionalAttr(_) => match prop(ctx, props, key) {
                    Some(a) => self.em.varint_with_flag(self.n.attr_num.get(a), true),
                    None => self.em.varint(0),
                },
                Field::LegacySegments(_, size) => {
                    if version < 6 {
                        let a = segments(ctx, props, key, *size);
                        self.em.varint(self.n.attr_num.get(a));
                    }
                }
                Field::SparseSegments(_, size) => {
                    if version >= 6 {
                        let values = segment_values(ctx, segments(ctx, props, key, *size), *size);
                        write_sparse_array(self.em, &values);
                    }
                }
                Field::BoolProp(_) => {
                    let set = prop(ctx, props, key)
                        .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Unit | AttrKind::Bool(true)));
                    self.em.byte(u8::from(set));
                }
                Field::Prop(p) => {
                    let value = prop(ctx, props, key);
                    self.native_prop(op, value, p)?
                }
            }
        }
        Ok(())
    }

    /// A native property as its `writeToMlirBytecode` writes it.
    fn native_prop(&mut self, op: &str, value: Option<Attr>, p: &NativeProp) -> Result<(), Error> {
        // An `OptionalProp` holds `[v]` or `[]` (its attribute form): a
        // presence byte, then the element.
        let value = if p.optional {
            let present = value.and_then(|v| crate::ods::values::optional_prop_value(self.ctx, v));
            self.em.byte(u8::from(present.is_some()));
            if present.is_none() {
                return Ok(());
            }
            present
        } else {
            value
        };
        self.native_value(op, &p.name, value, p.default.as_deref(), p.kind)
    }

    /// A native property's value of `kind` (or its declared `default` when
    /// the op has none), an `ArrayProp`'s elements recursively.
    fn native_value(
        &mut self,
        op: &str,
        name: &str,
        value: Option<Attr>,
        default: Option<&str>,
        kind: PropKind,
    ) -> Result<(), Error> {
        let ctx = self.ctx;
        let bad = |what: &str| Error::msg(format!("op '{op}': property '{name}' {what}"));
        // An integer property's value, or its declared default.
        let int_value = || match value {
            Some(a) => crate::ods::values::as_int(ctx, a).ok_or_else(|| bad("is not an integer")),
            None => default
                .and_then(|d| d.trim().parse::<i64>().ok())
                .ok_or_else(|| bad("is missing")),
        };
        match kind {
            PropKind::I32 | PropKind::I64 => {
                let v = int_value()?;
                let v = if kind == PropKind::I32 { v as i32 as i64 } else { v };
                self.em.varint(v as u64);
            }
            PropKind::Bool | PropKind::Unit => {
                let v = match value {
                    Some(a) => matches!(ctx.attr_kind(a), AttrKind::Unit | AttrKind::Bool(true)),
                    None => default.is_some_and(|d| d.trim() == "true"),
                };
                self.em.byte(u8::from(v));
            }
            PropKind::String => {
                let v: Vec<u8> = match value.map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::String { value, .. }) => value.to_vec(),
                    Some(_) => return Err(bad("is not a string")),
                    None => default
                        .map(|d| d.trim().trim_matches('"').as_bytes().to_vec())
                        .ok_or_else(|| bad("is missing"))?,
                };
                self.em.varint(self.strings.insert(&v));
            }
            PropKind::IntArray32 | PropKind::IntArray64 => {
                let values = match value {
                    Some(a) => {
                        crate::ods::values::as_dense(ctx, a).ok_or_else(|| bad("is not a dense integer array"))?
                    }
                    None => Vec::new(),
                };
                self.em.varint(values.len() as u64);
                for v in values {
                    let v = if kind == PropKind::IntArray32 {
                        v as i32 as i64
                    } else {
                        v
                    };
                    self.em.varint(v as u64);
                }
            }
            PropKind::Array(elem) => {
                // A missing array property is empty (its storage's default).
                let elems = match value {
                    Some(a) => crate::ods::values::as_attr_array(ctx, a).ok_or_else(|| bad("is not an array"))?,
                    None => Vec::new(),
                };
                self.em.varint(elems.len() as u64);
                for e in elems {
                    self.native_value(op, name, Some(e), None, *elem)?;
                }
            }
            PropKind::Enum(width, _) | PropKind::IntN(width, true) => {
                let v = int_value()?;
                let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
                self.em.varint(v as u64 & mask);
            }
            PropKind::IntN(width, false) => {
                // The C++ value converted to `uint64_t`: sign-extended.
                let shift = 64 - width.min(64);
                self.em.varint(((int_value()? << shift) >> shift) as u64);
            }
            PropKind::Custom(custom) => {
                // A missing one is the storage's default value.
                let value = value.unwrap_or_else(|| (custom.default)(ctx));
                match &custom.bytecode {
                    Some(hooks) => {
                        (hooks.write)(ctx, value, self).map_err(|m| bad(&m))?;
                    }
                    // The attribute form, by reference.
                    None => self.em.varint(self.n.attr_num.get(value)),
                }
            }
            PropKind::Optional(inner) => {
                let present = value.and_then(|v| crate::ods::values::optional_prop_value(ctx, v));
                self.em.byte(u8::from(present.is_some()));
                if present.is_some() {
                    self.native_value(op, name, present, None, *inner)?;
                }
            }
        }
        Ok(())
    }
}
