//! The attribute and type table of a bytecode file: entries are decoded on
//! first use (builtin custom encodings, or the textual fallback) and cached.
//!
//! Nested references are resolved recursively up to a small depth; deeper
//! ones are deferred to an explicit stack (as upstream's worklist), so deep
//! location chains cannot overflow the stack, and cycles are reported.

use super::encoding::Reader;
use super::Error;
use crate::affine::AffineMap;
use crate::apint::ApInt;
use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::dense::{self, DenseStrings, Literal};
use crate::float::FloatKind;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC, MAX_INT_WIDTH};
use rustc_hash::FxHashSet;
use std::cell::Cell;

/// Nested entries decoded inline before deferring to the worklist.
const MAX_INLINE_DEPTH: usize = 16;

/// A dialect of the file.
pub(crate) struct DialectEntry<'a> {
    /// Namespace.
    pub name: String,
    /// Version bytes, if the file has a version entry for it.
    pub version: Option<Reader<'a>>,
    /// Whether it was loaded (checked) already.
    pub loaded: Cell<bool>,
    /// The version read from the version entry when the dialect was loaded
    /// (its upgrade hook runs with it after parsing).
    pub loaded_version: std::cell::RefCell<Option<super::dialect::DialectVersion>>,
}

/// What attribute decoding needs from the rest of the file.
pub(crate) struct Shared<'a> {
    pub ctx: &'a Context,
    pub strings: Vec<&'a [u8]>,
    pub dialects: Vec<DialectEntry<'a>>,
    /// Dialect resource handles, in file order: (dialect index, key in the context).
    pub resources: Vec<(usize, String)>,
}

impl<'a> Shared<'a> {
    /// String `index` of the string table.
    pub fn string(&self, r: &mut Reader<'a>) -> Result<&'a [u8], Error> {
        let at = r.offset();
        let i = r.varint()?;
        self.string_at(i, at)
    }

    /// String at a known index.
    pub fn string_at(&self, i: u64, at: usize) -> Result<&'a [u8], Error> {
        usize::try_from(i)
            .ok()
            .and_then(|i| self.strings.get(i).copied())
            .ok_or_else(|| Error::at(at, format!("invalid string index: {i}")))
    }

    /// Checks that dialect `index` can be used (MLIR's `BytecodeDialect::load`).
    pub fn load_dialect(&self, index: usize, at: usize) -> Result<(), Error> {
        let Some(d) = self.dialects.get(index) else {
            return Err(Error::at(at, format!("invalid dialect index: {index}")));
        };
        if d.loaded.get() {
            return Ok(());
        }
        let registered = self.ctx.registry().is_dialect_registered(&d.name);
        if !registered && !self.ctx.allows_unregistered_dialects() {
            return Err(Error::at(
                at,
                format!(
                    "dialect '{}' is unknown. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used.",
                    d.name
                ),
            ));
        }
        if d.version.is_some() {
            if !registered {
                return Err(Error::at(
                    at,
                    format!(
                        "dialect '{}' does not implement the bytecode interface, but found a version entry",
                        d.name
                    ),
                ));
            }
            if d.name == "builtin" {
                return Err(Error::at(at, "Dialect does not support versioning"));
            }
            // `readVersion`: the generated interface writes one varint per
            // component of the dialect's version.
            let iface = super::dialect::interface(self.ctx, &d.name);
            let Some((current, has_upgrade)) = iface.as_ref().and_then(|i| Some((i.version?, i.upgrade.is_some())))
            else {
                return Err(Error::at(
                    at,
                    format!(
                        "dialect '{}' does not implement the bytecode interface, but found a version entry",
                        d.name
                    ),
                ));
            };
            let mut vr = d.version.unwrap_or_else(|| Reader::new(&[], 0));
            let vat = vr.offset();
            let mut components = Vec::with_capacity(current.len());
            for _ in current {
                components.push(vr.varint()?);
            }
            if !vr.is_empty() {
                return Err(vr.err(format!(
                    "unexpected trailing bytes in the version of dialect '{}'",
                    d.name
                )));
            }
            let v = super::dialect::DialectVersion(components);
            let current = super::dialect::DialectVersion::new(current);
            // A dialect with an upgrade hook judges the version there.
            if !has_upgrade && v > current {
                return Err(Error::at(
                    vat,
                    format!(
                        "reading newer {} dialect version {v} than supported (current version is {current})",
                        d.name
                    ),
                ));
            }
            *d.loaded_version.borrow_mut() = Some(v);
        }
        d.loaded.set(true);
        Ok(())
    }
}

/// One raw entry.
#[derive(Clone, Copy)]
struct Entry<'a> {
    dialect: usize,
    data: Reader<'a>,
    custom: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Key {
    Attr(usize),
    Type(usize),
}

pub(crate) enum Fail {
    /// The entry needs `Key` decoded first.
    Defer(Key),
    /// A real error.
    Err(Error),
}

impl From<Error> for Fail {
    fn from(e: Error) -> Self {
        Fail::Err(e)
    }
}

type DResult<T> = Result<T, Fail>;

/// The lazily decoded attribute and type table.
pub(crate) struct AttrTypeTable<'a> {
    attrs: Vec<Entry<'a>>,
    types: Vec<Entry<'a>>,
    attr_cache: Vec<Option<Attr>>,
    type_cache: Vec<Option<Type>>,
}

impl<'a> AttrTypeTable<'a> {
    /// Splits the entries (sections 3 and 2).
    pub fn new(sh: &Shared<'a>, mut data: Reader<'a>, mut offsets: Reader<'a>) -> Result<Self, Error> {
        let num_attrs = offsets.count("attribute")?;
        let num_types = offsets.varint()?;
        if num_types > offsets.remaining() as u64 {
            return Err(offsets.err("type count exceeds the section size"));
        }
        let num_types = num_types as usize;
        let mut attrs = Vec::with_capacity(num_attrs);
        let mut types = Vec::with_capacity(num_types);
        let mut parse_group = |offsets: &mut Reader<'a>, out: &mut Vec<Entry<'a>>, total: usize| -> Result<(), Error> {
            let at = offsets.offset();
            let dialect = offsets.varint()?;
            if dialect >= sh.dialects.len() as u64 {
                return Err(Error::at(at, format!("invalid dialect index: {dialect}")));
            }
            let n = offsets.count("entry")?;
            for _ in 0..n {
                if out.len() >= total {
                    return Err(offsets.err("too many entries in the Attribute/Type offset section"));
                }
                let (size, custom) = offsets.varint_with_flag()?;
                if size > data.remaining() as u64 {
                    return Err(offsets.err("Attribute or Type entry offset points past the end of section"));
                }
                let start = data.offset();
                let bytes = data.bytes(size)?;
                out.push(Entry {
                    dialect: dialect as usize,
                    data: Reader::new(bytes, start),
                    custom,
                });
            }
            Ok(())
        };
        while attrs.len() < num_attrs {
            parse_group(&mut offsets, &mut attrs, num_attrs)?;
        }
        while types.len() < num_types {
            parse_group(&mut offsets, &mut types, num_types)?;
        }
        if !offsets.is_empty() {
            return Err(offsets.err("unexpected trailing data in the Attribute/Type offset section"));
        }
        if !data.is_empty() {
            return Err(data.err("unexpected trailing data in the Attribute/Type section"));
        }
        Ok(AttrTypeTable {
            attr_cache: vec![None; attrs.len()],
            type_cache: vec![None; types.len()],
            attrs,
            types,
        })
    }

    /// Attribute `index`.
    pub fn attr(&mut self, sh: &Shared<'a>, index: u64, at: usize) -> Result<Attr, Error> {
        let i = usize::try_from(index)
            .ok()
            .filter(|&i| i < self.attrs.len())
            .ok_or_else(|| Error::at(at, format!("invalid attribute index: {index}")))?;
        if let Some(a) = self.attr_cache[i] {
            return Ok(a);
        }
        self.resolve(sh, Key::Attr(i))?;
        self.attr_cache[i].ok_or_else(|| Error::at(at, "failed to resolve attribute"))
    }

    /// Type `index`.
    pub fn ty(&mut self, sh: &Shared<'a>, index: u64, at: usize) -> Result<Type, Error> {
        let i = usize::try_from(index)
            .ok()
            .filter(|&i| i < self.types.len())
            .ok_or_else(|| Error::at(at, format!("invalid type index: {index}")))?;
        if let Some(t) = self.type_cache[i] {
            return Ok(t);
        }
        self.resolve(sh, Key::Type(i))?;
        self.type_cache[i].ok_or_else(|| Error::at(at, "failed to resolve type"))
    }

    /// Reads an attribute reference.
    pub fn read_attr(&mut self, sh: &Shared<'a>, r: &mut Reader<'a>) -> Result<Attr, Error> {
        let at = r.offset();
        let i = r.varint()?;
        self.attr(sh, i, at)
    }

    /// Reads an optional attribute reference (`readOptionalAttribute`: the
    /// index with its presence as the low bit).
    pub fn read_optional_attr(&mut self, sh: &Shared<'a>, r: &mut Reader<'a>) -> Result<Option<Attr>, Error> {
        let at = r.offset();
        let (i, present) = r.varint_with_flag()?;
        if !present {
            return Ok(None);
        }
        self.attr(sh, i, at).map(Some)
    }

    /// Reads a type reference.
    pub fn read_type(&mut self, sh: &Shared<'a>, r: &mut Reader<'a>) -> Result<Type, Error> {
        let at = r.offset();
        let i = r.varint()?;
        self.ty(sh, i, at)
    }

    fn cached(&self, k: Key) -> bool {
        match k {
            Key::Attr(i) => self.attr_cache[i].is_some(),
            Key::Type(i) => self.type_cache[i].is_some(),
        }
    }

    fn resolve(&mut self, sh: &Shared<'a>, root: Key) -> Result<(), Error> {
        let mut stack = vec![root];
        let mut on_stack: FxHashSet<Key> = FxHashSet::default();
        on_stack.insert(root);
        while let Some(&top) = stack.last() {
            if self.cached(top) {
                stack.pop();
                on_stack.remove(&top);
                continue;
            }
            match self.decode(sh, top, 0) {
                Ok(()) => {
                    stack.pop();
                    on_stack.remove(&top);
                }
                Err(Fail::Defer(dep)) => {
                    if !on_stack.insert(dep) {
                        let e = self.entry(dep);
                        return Err(Error::at(e.data.base(), "cyclic attribute or type reference"));
                    }
                    stack.push(dep);
                }
                Err(Fail::Err(e)) => return Err(e),
            }
        }
        Ok(())
    }

    fn entry(&self, k: Key) -> Entry<'a> {
        match k {
            Key::Attr(i) => self.attrs[i],
            Key::Type(i) => self.types[i],
        }
    }

    /// Decodes entry `k` into the cache.
    fn decode(&mut self, sh: &Shared<'a>, k: Key, depth: usize) -> DResult<()> {
        let entry = self.entry(k);
        let mut r = entry.data;
        let what = if matches!(k, Key::Attr(_)) { "attribute" } else { "type" };
        if !entry.custom {
            let at = r.offset();
            let text = r.nul_terminated()?;
            let text = std::str::from_utf8(text)
                .map_err(|_| Error::at(at, format!("{what} assembly format is not valid UTF-8")))?;
            match k {
                Key::Attr(i) => {
                    let a = crate::text::parse_attribute_str(sh.ctx, text)
                        .map_err(|d| Error::at(at, format!("failed to parse {what} '{text}': {}", d.message)))?;
                    self.attr_cache[i] = Some(a);
                }
                Key::Type(i) => {
                    let t = crate::text::parse_type_str(sh.ctx, text)
                        .map_err(|d| Error::at(at, format!("failed to parse {what} '{text}': {}", d.message)))?;
                    self.type_cache[i] = Some(t);
                }
            }
            if !r.is_empty() {
                return Err(r.err(format!("unexpected trailing bytes after {what} entry")).into());
            }
            return Ok(());
        }
        sh.load_dialect(entry.dialect, r.offset())?;
        let dialect = &sh.dialects[entry.dialect].name;
        let type_hook = match k {
            Key::Type(_) => sh.ctx.dialect_type_hooks(dialect).and_then(|h| h.decode),
            Key::Attr(_) => None,
        };
        if let (Some(hook), Key::Type(i)) = (type_hook, k) {
            let mut src = DialectSource {
                d: Decoder { table: self, sh, depth },
                r: &mut r,
            };
            let data = super::dialect::decode_with_hook(sh.ctx, hook, &mut src)?;
            if !r.is_empty() {
                return Err(r.err("unexpected trailing bytes after type entry").into());
            }
            let dialect = dialect.clone();
            self.type_cache[i] = Some(sh.ctx.get_type(TypeKind::Opaque { dialect, data }));
            return Ok(());
        }
        if dialect != "builtin" {
            let Some(iface) = super::dialect::interface(sh.ctx, dialect) else {
                return Err(Error::at(
                    r.offset(),
                    format!("dialect '{dialect}' does not implement the bytecode interface"),
                )
                .into());
            };
            let is_attr = matches!(k, Key::Attr(_));
            let mut src = DialectSource {
                d: Decoder { table: self, sh, depth },
                r: &mut r,
            };
            let declared = if is_attr {
                iface.declared_attrs
            } else {
                iface.declared_types
            };
            if !declared.is_empty() {
                let value = super::dialect::decode_declared(declared, is_attr, dialect, &mut src)?;
                if !r.is_empty() {
                    return Err(r.err(format!("unexpected trailing bytes after {what} entry")).into());
                }
                match k {
                    Key::Attr(i) => self.attr_cache[i] = Some(sh.ctx.get_attr(AttrKind::Dialect(Box::new(value)))),
                    Key::Type(i) => self.type_cache[i] = Some(sh.ctx.get_type(TypeKind::Dialect(Box::new(value)))),
                }
                return Ok(());
            }
            let data = super::dialect::decode(sh.ctx, &iface, is_attr, dialect, &mut src)?;
            if !r.is_empty() {
                return Err(r.err(format!("unexpected trailing bytes after {what} entry")).into());
            }
            let dialect = dialect.clone();
            match k {
                Key::Attr(i) => self.attr_cache[i] = Some(sh.ctx.get_attr(AttrKind::Opaque { dialect, data })),
                Key::Type(i) => self.type_cache[i] = Some(sh.ctx.get_type(TypeKind::Opaque { dialect, data })),
            }
            return Ok(());
        }
        let mut d = Decoder { table: self, sh, depth };
        match k {
            Key::Attr(i) => {
                let a = d.builtin_attr(&mut r)?;
                if !r.is_empty() {
                    return Err(r.err("unexpected trailing bytes after attribute entry").into());
                }
                self.attr_cache[i] = Some(a);
            }
            Key::Type(i) => {
                let t = d.builtin_type(&mut r)?;
                if !r.is_empty() {
                    return Err(r.err("unexpected trailing bytes after type entry").into());
                }
                self.type_cache[i] = Some(t);
            }
        }
        Ok(())
    }
}

/// The primitives a dialect's decoder reads with.
struct DialectSource<'t, 's, 'a, 'r> {
    d: Decoder<'t, 's, 'a>,
    r: &'r mut Reader<'a>,
}

impl super::dialect::Source for DialectSource<'_, '_, '_, '_> {
    type Err = Fail;
    fn varint(&mut self) -> Result<u64, Fail> {
        Ok(self.r.varint()?)
    }
    fn signed_varint(&mut self) -> Result<u64, Fail> {
        Ok(self.r.signed_varint()?)
    }
    fn byte(&mut self) -> Result<u8, Fail> {
        Ok(self.r.byte()?)
    }
    fn string(&mut self) -> Result<String, Fail> {
        let at = self.r.offset();
        let s = self.d.sh.string(self.r)?;
        String::from_utf8(s.to_vec()).map_err(|_| Fail::Err(Error::at(at, "string is not valid UTF-8")))
    }
    fn count(&mut self) -> Result<usize, Fail> {
        Ok(self.r.count("list")?)
    }
    fn ty(&mut self) -> Result<Type, Fail> {
        self.d.ty(self.r)
    }
    fn attr(&mut self) -> Result<Attr, Fail> {
        self.d.attr(self.r)
    }
    fn error(&self, msg: String) -> Fail {
        Fail::Err(self.r.err(msg))
    }
}

/// Decodes builtin custom entries.
struct Decoder<'t, 's, 'a> {
    table: &'t mut AttrTypeTable<'a>,
    sh: &'s Shared<'a>,
    depth: usize,
}

fn err<T>(r: &Reader<'_>, msg: impl Into<String>) -> DResult<T> {
    Err(Fail::Err(r.err(msg)))
}

impl<'a> Decoder<'_, '_, 'a> {
    fn ctx(&self) -> &'a Context {
        self.sh.ctx
    }

    fn nested(&mut self, k: Key, at: usize) -> DResult<()> {
        let (len, cached) = match k {
            Key::Attr(i) => (
                self.table.attrs.len(),
                i < self.table.attrs.len() && self.table.attr_cache[i].is_some(),
            ),
            Key::Type(i) => (
                self.table.types.len(),
                i < self.table.types.len() && self.table.type_cache[i].is_some(),
            ),
        };
        let i = match k {
            Key::Attr(i) | Key::Type(i) => i,
        };
        if i >= len {
            let what = if matches!(k, Key::Attr(_)) { "attribute" } else { "type" };
            return Err(Error::at(at, format!("invalid {what} index: {i}")).into());
        }
        if cached {
            return Ok(());
        }
        if self.depth >= MAX_INLINE_DEPTH {
            return Err(Fail::Defer(k));
        }
        self.table.decode(self.sh, k, self.depth + 1)
    }

    fn attr(&mut self, r: &mut Reader<'a>) -> DResult<Attr> {
        let at = r.offset();
        let i = r.varint()?;
        let i = usize::try_from(i).unwrap_or(usize::MAX);
        self.nested(Key::Attr(i), at)?;
        Ok(self.table.attr_cache[i].expect("decoded"))
    }

    fn ty(&mut self, r: &mut Reader<'a>) -> DResult<Type> {
        let at = r.offset();
        let i = r.varint()?;
        let i = usize::try_from(i).unwrap_or(usize::MAX);
        self.nested(Key::Type(i), at)?;
        Ok(self.table.type_cache[i].expect("decoded"))
    }

    fn string_attr(&mut self, r: &mut Reader<'a>) -> DResult<Attr> {
        let at = r.offset();
        let a = self.attr(r)?;
        match self.ctx().attr_kind(a) {
            AttrKind::String { .. } => Ok(a),
            _ => Err(Error::at(at, "expected attribute of type: StringAttr").into()),
        }
    }

    fn location(&mut self, r: &mut Reader<'a>) -> DResult<Attr> {
        let at = r.offset();
        let a = self.attr(r)?;
        if self.ctx().attr_kind(a).is_location() {
            Ok(a)
        } else {
            Err(Error::at(at, "expected attribute of type: LocationAttr").into())
        }
    }

    fn list<T>(
        &mut self,
        r: &mut Reader<'a>,
        mut f: impl FnMut(&mut Self, &mut Reader<'a>) -> DResult<T>,
    ) -> DResult<Vec<T>> {
        let n = r.count("list")?;
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(f(self, r)?);
        }
        Ok(out)
    }

    fn shape(&mut self, r: &mut Reader<'a>, allow_dynamic: bool) -> DResult<Vec<i64>> {
        let at = r.offset();
        let shape = self.list(r, |_, r| Ok(r.signed_varint()? as i64))?;
        if shape.iter().any(|&d| d < 0 && !(allow_dynamic && d == DYNAMIC)) {
            return Err(Error::at(at, "invalid dimension size in shape").into());
        }
        Ok(shape)
    }

    fn u32_varint(&mut self, r: &mut Reader<'a>) -> DResult<u32> {
        let at = r.offset();
        let v = r.varint()?;
        u32::try_from(v).map_err(|_| Fail::Err(Error::at(at, format!("value {v} does not fit in 32 bits"))))
    }

    /// MLIR's `readAPIntWithKnownWidth`.
    fn apint(&mut self, r: &mut Reader<'a>, width: u32) -> DResult<ApInt> {
        if width <= 8 {
            let b = r.byte()?;
            return Ok(ApInt::from_u128(width, u128::from(b)));
        }
        if width <= 64 {
            let v = r.signed_varint()?;
            return Ok(ApInt::from_u128(width, u128::from(v)));
        }
        let at = r.offset();
        let n = r.varint()?;
        let max_words = u64::from(width).div_ceil(64);
        if n > max_words || n > r.remaining() as u64 {
            return Err(Error::at(at, format!("invalid APInt word count {n} for a {width}-bit integer")).into());
        }
        let mut words = Vec::with_capacity(n as usize);
        for _ in 0..n {
            words.push(r.signed_varint()?);
        }
        Ok(ApInt::from_words(width, &words))
    }

    fn static_shaped(&self, ty: Type, at: usize) -> DResult<(Vec<i64>, Type)> {
        match self.ctx().type_kind(ty) {
            TypeKind::Vector { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. }
                if shape.iter().all(|&d| d >= 0) =>
            {
                Ok((shape.clone(), *element))
            }
            _ => Err(Error::at(at, "expected a statically shaped vector or tensor type").into()),
        }
    }

    fn builtin_attr(&mut self, r: &mut Reader<'a>) -> DResult<Attr> {
        let ctx = self.ctx();
        let code_at = r.offset();
        let code = r.varint()?;
        let kind = match code {
            0 => AttrKind::Array(self.list(r, |d, r| d.attr(r))?),
            1 => {
                let entries = self.list(r, |d, r| {
                    let name = d.string_attr(r)?;
                    let value = d.attr(r)?;
                    Ok((name, value))
                })?;
                let mut names: Vec<&[u8]> = entries.iter().map(|e| ctx.string_value(e.0)).collect();
                names.sort_unstable();
                if names.windows(2).any(|w| w[0] == w[1]) {
                    return err(r, "duplicate name in dictionary attribute");
                }
                return Ok(ctx.dictionary_attr(entries));
            }
            2 => {
                let s = self.sh.string(r)?;
                return Ok(ctx.string_attr(s));
            }
            3 => {
                let s = self.sh.string(r)?;
                let ty = self.ty(r)?;
                let ty = (!matches!(ctx.type_kind(ty), TypeKind::None)).then_some(ty);
                AttrKind::String { value: s.into(), ty }
            }
            4 => AttrKind::SymbolRef {
                root: self.string_attr(r)?,
                nested: Vec::new(),
            },
            5 => {
                let root = self.string_attr(r)?;
                let at = r.offset();
                let refs = self.list(r, |d, r| d.attr(r))?;
                let mut nested = Vec::with_capacity(refs.len());
                for a in refs {
                    match ctx.attr_kind(a) {
                        AttrKind::SymbolRef { root, nested: n } if n.is_empty() => nested.push(*root),
                        _ => return Err(Error::at(at, "expected attribute of type: FlatSymbolRefAttr").into()),
                    }
                }
                AttrKind::SymbolRef { root, nested }
            }
            6 => AttrKind::Type(self.ty(r)?),
            7 => AttrKind::Unit,
            8 => {
                let at = r.offset();
                let ty = self.ty(r)?;
                let width = match *ctx.type_kind(ty) {
                    TypeKind::Integer { width, .. } => width,
                    TypeKind::Index => 64,
                    _ => {
                        return Err(Error::at(at, "expected an integer or index type for an integer attribute").into())
                    }
                };
                let value = self.apint(r, width)?;
                if matches!(
                    ctx.type_kind(ty),
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                ) {
                    AttrKind::Bool(!value.is_zero())
                } else {
                    AttrKind::Integer { ty, value }
                }
            }
            9 => {
                let at = r.offset();
                let ty = self.ty(r)?;
                let TypeKind::Float(k) = *ctx.type_kind(ty) else {
                    return Err(Error::at(at, "expected a float type for a float attribute").into());
                };
                let v = self.apint(r, k.bit_width())?;
                let bits = v.to_u128().unwrap_or(0);
                AttrKind::Float { ty, bits: bits.into() }
            }
            10 => AttrKind::CallSiteLoc {
                callee: self.location(r)?,
                caller: self.location(r)?,
            },
            11 => {
                let file = self.string_attr(r)?;
                let line = self.u32_varint(r)?;
                let col = self.u32_varint(r)?;
                AttrKind::file_point(file, line, col)
            }
            12 | 13 => {
                let locs = self.list(r, |d, r| d.location(r))?;
                let metadata = if code == 13 { Some(self.attr(r)?) } else { None };
                // Upstream's reader uses the raw storage getter: no
                // canonicalization (unknown locations inside stay).
                AttrKind::FusedLoc { locs, metadata }
            }
            14 => AttrKind::NameLoc {
                name: self.string_attr(r)?,
                child: self.location(r)?,
            },
            15 => AttrKind::UnknownLoc,
            16 => {
                let at = r.offset();
                let ty = self.ty(r)?;
                if !ctx.type_kind(ty).is_vector_or_tensor() {
                    return Err(Error::at(at, "expected a shaped type for a dense resource").into());
                }
                let hat = r.offset();
                let h = r.varint()?;
                let (dialect, key) = usize::try_from(h)
                    .ok()
                    .and_then(|h| self.sh.resources.get(h))
                    .ok_or_else(|| Error::at(hat, format!("invalid resource handle index: {h}")))?;
                if self.sh.dialects.get(*dialect).map(|d| d.name.as_str()) != Some("builtin") {
                    return Err(Error::at(hat, "expected a builtin dialect resource handle").into());
                }
                AttrKind::DenseResource {
                    ty,
                    key: key.as_str().into(),
                }
            }
            17 => {
                let at = r.offset();
                let element = self.ty(r)?;
                let width = match *ctx.type_kind(element) {
                    TypeKind::Integer { width, .. } if width == 1 || (width % 8 == 0 && width <= 64) => width,
                    TypeKind::Float(k @ (FloatKind::F32 | FloatKind::F64 | FloatKind::F16 | FloatKind::BF16)) => {
                        k.bit_width()
                    }
                    _ => return Err(Error::at(at, "unsupported dense array element type").into()),
                };
                let len_at = r.offset();
                let len = r.varint()?;
                let blob_len = r.varint()?;
                let raw = r.bytes(blob_len)?;
                let elem_bytes = u64::from(width.div_ceil(8));
                if len.checked_mul(elem_bytes) != Some(blob_len) {
                    return Err(Error::at(len_at, "dense array size does not match its data").into());
                }
                AttrKind::DenseArray {
                    element,
                    len: len as usize,
                    raw: raw.into(),
                }
            }
            18 => {
                let at = r.offset();
                let ty = self.ty(r)?;
                let (shape, elem) = self.static_shaped(ty, at)?;
                let blob_len = r.varint()?;
                let raw = r.bytes(blob_len)?;
                let Some(elem_kind) = crate::dense_bridge::elem_kind(ctx, elem) else {
                    return Err(Error::at(at, "unsupported element type for dense elements").into());
                };
                let mut hex = String::with_capacity(2 + raw.len() * 2);
                hex.push_str("0x");
                for b in raw {
                    hex.push_str(&format!("{b:02X}"));
                }
                let data = dense::build(&Literal::Str(hex.into_bytes()), 0, &shape, &elem_kind)
                    .map_err(|e| Error::at(at, format!("invalid dense elements data: {}", e.message)))?;
                AttrKind::DenseElements { ty, data }
            }
            19 => {
                let at = r.offset();
                let ty = self.ty(r)?;
                let (shape, _) = self.static_shaped(ty, at)?;
                let splat = r.varint()? != 0;
                let n = if splat {
                    1
                } else {
                    let n = dense::num_elements(&shape).unwrap_or(u64::MAX);
                    if n > r.remaining() as u64 {
                        return err(r, "dense string elements exceed the entry size");
                    }
                    n
                };
                let mut values = Vec::with_capacity(n as usize);
                for _ in 0..n {
                    values.push(self.sh.string(r)?.to_vec());
                }
                AttrKind::DenseStrings {
                    ty,
                    data: DenseStrings { values, splat },
                }
            }
            20 => {
                let at = r.offset();
                let ty = self.ty(r)?;
                self.static_shaped(ty, at)?;
                let iat = r.offset();
                let indices = self.attr(r)?;
                if !matches!(ctx.attr_kind(indices), AttrKind::DenseElements { .. }) {
                    return Err(Error::at(iat, "expected attribute of type: DenseIntElementsAttr").into());
                }
                let vat = r.offset();
                let values = self.attr(r)?;
                if !matches!(
                    ctx.attr_kind(values),
                    AttrKind::DenseElements { .. } | AttrKind::DenseStrings { .. }
                ) {
                    return Err(Error::at(vat, "expected attribute of type: DenseElementsAttr").into());
                }
                AttrKind::Sparse { ty, indices, values }
            }
            21 => {
                let referenced = self.attr(r)?;
                return Ok(ctx.distinct_attr(referenced));
            }
            22 => {
                let file = self.string_attr(r)?;
                let at = r.offset();
                let nums = self.list(r, |d, r| d.u32_varint(r))?;
                let (line, col, end_line, end_col) = match nums[..] {
                    [] => (0, 0, 0, 0),
                    [l] => (l, 0, l, 0),
                    [l, c] => (l, c, l, c),
                    [l, c, ec] => (l, c, l, ec),
                    [l, c, el, ec] => (l, c, el, ec),
                    _ => return Err(Error::at(at, "too many numbers in a FileLineColRange").into()),
                };
                AttrKind::FileLoc {
                    file,
                    line,
                    col,
                    end_line,
                    end_col,
                    // At most four, checked above.
                    nums: nums.len() as u8,
                }
            }
            _ => return Err(Error::at(code_at, format!("unknown attribute code: {code}")).into()),
        };
        Ok(ctx.get_attr(kind))
    }

    fn builtin_type(&mut self, r: &mut Reader<'a>) -> DResult<Type> {
        let ctx = self.ctx();
        let code_at = r.offset();
        let code = r.varint()?;
        let kind = match code {
            0 => {
                let at = r.offset();
                let v = r.varint()?;
                let width = v >> 2;
                let signedness = match v & 3 {
                    0 => Signedness::Signless,
                    1 => Signedness::Signed,
                    2 => Signedness::Unsigned,
                    _ => return Err(Error::at(at, "invalid integer signedness").into()),
                };
                if width > u64::from(MAX_INT_WIDTH) {
                    return Err(Error::at(at, format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits")).into());
                }
                TypeKind::Integer {
                    width: width as u32,
                    signedness,
                }
            }
            1 => TypeKind::Index,
            2 => {
                let inputs = self.list(r, |d, r| d.ty(r))?;
                let results = self.list(r, |d, r| d.ty(r))?;
                TypeKind::Function { inputs, results }
            }
            3 => TypeKind::Float(FloatKind::BF16),
            4 => TypeKind::Float(FloatKind::F16),
            5 => TypeKind::Float(FloatKind::F32),
            6 => TypeKind::Float(FloatKind::F64),
            7 => TypeKind::Float(FloatKind::F80),
            8 => TypeKind::Float(FloatKind::F128),
            9 => {
                let at = r.offset();
                let e = self.ty(r)?;
                if !matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Float(_)) {
                    return Err(Error::at(at, "invalid element type for complex").into());
                }
                TypeKind::Complex(e)
            }
            10 | 11 => {
                let memory_space = if code == 11 { self.memory_space(r)? } else { None };
                let shape = self.shape(r, true)?;
                let element = self.ty(r)?;
                let at = r.offset();
                let layout = self.attr(r)?;
                // A `MemRefLayoutAttrInterface`, checked by its `verifyLayout`.
                match crate::builtin_interfaces::memref_layout(ctx, layout, &shape) {
                    None => return Err(Error::at(at, "expected a memref layout attribute").into()),
                    Some(Err(message)) => return Err(Error::at(at, message).into()),
                    Some(Ok(())) => {}
                }
                let default =
                    matches!(ctx.attr_kind(layout), AttrKind::AffineMap(m) if m.is_identity() && m.num_symbols == 0);
                let layout = (!default).then_some(layout);
                TypeKind::MemRef {
                    shape,
                    element,
                    layout,
                    memory_space,
                }
            }
            12 => TypeKind::None,
            13 | 14 => {
                let encoding = if code == 14 { Some(self.attr(r)?) } else { None };
                let shape = self.shape(r, true)?;
                let element = self.ty(r)?;
                TypeKind::RankedTensor {
                    shape,
                    element,
                    encoding,
                }
            }
            15 => TypeKind::Tuple(self.list(r, |d, r| d.ty(r))?),
            16 | 17 => {
                let memory_space = if code == 17 { self.memory_space(r)? } else { None };
                let element = self.ty(r)?;
                TypeKind::UnrankedMemRef { element, memory_space }
            }
            18 => TypeKind::UnrankedTensor { element: self.ty(r)? },
            19 | 20 => {
                let scalable = if code == 20 {
                    self.list(r, |_, r| Ok(r.byte()? != 0))?
                } else {
                    Vec::new()
                };
                let at = r.offset();
                let shape = self.shape(r, false)?;
                let scalable = if code == 20 {
                    if scalable.len() != shape.len() {
                        return Err(Error::at(at, "number of scalable dims does not match the rank").into());
                    }
                    scalable
                } else {
                    vec![false; shape.len()]
                };
                let element = self.ty(r)?;
                TypeKind::Vector {
                    shape,
                    scalable,
                    element,
                }
            }
            _ => return Err(Error::at(code_at, format!("unknown attribute code: {code}")).into()),
        };
        Ok(ctx.get_type(kind))
    }

    fn memory_space(&mut self, r: &mut Reader<'a>) -> DResult<Option<Attr>> {
        let a = self.attr(r)?;
        Ok(match self.ctx().attr_kind(a) {
            AttrKind::Integer { value, .. } if value.is_zero() => None,
            _ => Some(a),
        })
    }
}

/// The identity layout attribute of a memref of rank `rank`.
pub(crate) fn identity_layout(ctx: &Context, rank: usize) -> Attr {
    ctx.get_attr(AttrKind::AffineMap(AffineMap::identity(rank as u32)))
}
