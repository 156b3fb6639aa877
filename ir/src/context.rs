//! The context: owns uniqued types and attributes, interned operation names,
//! the registry of known operations, and resource blobs.
//!
//! Everything is behind `&self` with interior, thread-safe mutability, so one
//! context can be shared by threads that build IR in parallel.

use crate::attrs::{Attr, AttrKind};
use crate::diag::Diagnostic;
use crate::float::FloatKind;
use crate::intern::Interner;
use crate::registry::{OpInfo, OpName, Registry};
use crate::resources::Resources;
use crate::types::{Signedness, Type, TypeKind};
use std::sync::atomic::{AtomicU64, Ordering};

/// Owner of all uniqued IR objects. See the module documentation.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    registry: Registry,
    resources: Resources,
    next_distinct: AtomicU64,
    allow_unregistered: std::sync::atomic::AtomicBool,
    attr_alias_hooks: std::sync::RwLock<Vec<AttrAliasHook>>,
    attr_canonical_hooks: std::sync::RwLock<Vec<AttrCanonicalHook>>,
    attr_type_hooks: std::sync::RwLock<Vec<AttrTypeHook>>,
    type_hooks: DialectTable<DialectTypeHooks>,
    attr_parsers: DialectTable<(AttrParseHook, &'static [&'static str])>,
    attr_defs: DialectTable<&'static crate::ods::attr_defs::DialectAttrs>,
    op_attr_verifiers: DialectTable<OpAttrVerifyHook>,
    symbols: DialectTable<DialectSymbols>,
    bytecode_layouts: crate::bytecode::props::LayoutTable,
    extensions: DialectExtensions,
}

/// State that dialects keep in a context beside the IR, one value per Rust type (MLIR
/// keeps such state in its `Dialect` objects, e.g. a resource blob manager).
#[derive(Default)]
struct DialectExtensions {
    values: std::sync::Mutex<rustc_hash::FxHashMap<std::any::TypeId, std::sync::Arc<dyn std::any::Any + Send + Sync>>>,
}

/// Names the alias of a dialect attribute the core keeps opaque
/// (`OpAsmDialectInterface::getAlias`): gets the dialect namespace and the
/// attribute's text after it.
pub type AttrAliasHook = fn(dialect: &str, data: &str) -> Option<&'static str>;

/// Rewrites the text of a dialect attribute the core keeps opaque into the
/// spelling its dialect prints (the dialect's attribute parser and printer
/// round trip, e.g. `fastmath<nnan, ninf>` to `fastmath<nnan,ninf>`): gets
/// the dialect namespace and the attribute's text after it, returns `None`
/// to keep the text as it is.
pub type AttrCanonicalHook = fn(dialect: &str, data: &str) -> Option<String>;

/// The parser a dialect's type parser works with (MLIR's
/// `DialectAsmParser`): it reads the tokens of one `!dialect.name<...>`
/// type, starting at `name`, and reports errors at their byte offsets in
/// the source. Its input ends where the type's text ends.
pub trait DialectTypeParser {
    /// The context.
    fn context(&self) -> &Context;
    /// Byte offset of the current token (`getCurrentLocation`).
    fn current_offset(&self) -> usize;
    /// An error at `offset` (`emitError(loc, message)`).
    fn error_at(&self, offset: usize, message: String) -> Diagnostic;
    /// `parseKeyword`: a bare identifier, or "expected valid keyword".
    fn parse_keyword(&mut self) -> Result<String, Diagnostic>;
    /// Consumes the punctuation `punct` (one of `< > : , { } [ ] ( ) =`) if
    /// it is next.
    fn parse_optional_punct(&mut self, punct: char) -> bool;
    /// Consumes `punct` or fails with "expected '<punct>'" (MLIR's wrong
    /// token error).
    fn parse_punct(&mut self, punct: char) -> Result<(), Diagnostic>;
    /// `parseOptionalInteger` into a signed integer of `bits` bits (32 or
    /// 64): `None` when no integer starts here; "integer value too large"
    /// when it does not fit.
    fn parse_optional_integer(&mut self, bits: u32) -> Result<Option<i64>, Diagnostic>;
    /// `parseFloat(double&)`: a float literal (or a hexadecimal bit
    /// pattern), optionally negated.
    fn parse_float(&mut self) -> Result<f64, Diagnostic>;
    /// `parseOptionalType`.
    fn parse_optional_type(&mut self) -> Result<Option<Type>, Diagnostic>;
    /// `parseType`.
    fn parse_type(&mut self) -> Result<Type, Diagnostic>;
    // The methods below are what dialect attribute parsers use; the
    // defaults serve parsers over restricted text (the text parser
    // implements all of them).

    /// `parseOptionalKeyword`: a bare identifier if one is next.
    fn parse_optional_keyword(&mut self) -> Option<String> {
        self.parse_keyword().ok()
    }
    /// `parseKeywordOrString`: a bare identifier or a string literal's
    /// value, or "expected valid keyword or string".
    fn parse_keyword_or_string(&mut self) -> Result<String, Diagnostic> {
        let at = self.current_offset();
        self.parse_keyword()
            .map_err(|_| self.error_at(at, "expected valid keyword or string".into()))
    }
    /// `parseString`: a string literal's value, or "expected string".
    fn parse_string(&mut self) -> Result<String, Diagnostic> {
        let at = self.current_offset();
        Err(self.error_at(at, "expected string".into()))
    }
    /// `parseInteger` into an integer in `min..=max` (`true`/`false` are
    /// 1-bit integers: -1 when `min` is negative, else 1, and 0): "expected
    /// integer value" when none starts here; the literal is consumed before
    /// "integer value too large" is reported at its start.
    fn parse_integer_in(&mut self, min: i128, max: i128) -> Result<i128, Diagnostic> {
        let at = self.current_offset();
        match self.parse_optional_integer(64)? {
            Some(v) if (min..=max).contains(&i128::from(v)) => Ok(i128::from(v)),
            Some(_) => Err(self.error_at(at, "integer value too large".into())),
            None => Err(self.error_at(at, "expected integer value".into())),
        }
    }
    /// `parseAttribute`: a full attribute.
    fn parse_attribute(&mut self) -> Result<crate::attrs::Attr, Diagnostic> {
        let at = self.current_offset();
        Err(self.error_at(at, "expected attribute value".into()))
    }
    /// `parseOptionalString`: a string literal's value if one is next.
    fn parse_optional_string(&mut self) -> Option<String> {
        None
    }
    /// `parseOptionalAttribute`: an attribute if one starts here.
    fn parse_optional_attribute(&mut self) -> Result<Option<crate::attrs::Attr>, Diagnostic> {
        Ok(None)
    }
    /// Consumes the format literal `lit` (a keyword, or punctuation such as
    /// `<` or `->`) if it is next.
    fn parse_optional_literal(&mut self, lit: &str) -> bool {
        let mut chars = lit.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if !c.is_ascii_alphabetic() && c != '_' => self.parse_optional_punct(c),
            _ => false,
        }
    }
    /// Consumes the format literal `lit` or fails with MLIR's "expected
    /// '<lit>'".
    fn parse_literal(&mut self, lit: &str) -> Result<(), Diagnostic> {
        if self.parse_optional_literal(lit) {
            return Ok(());
        }
        let at = self.current_offset();
        Err(self.error_at(at, format!("expected '{lit}'")))
    }
}

/// The type a typed dialect attribute the core keeps opaque gives itself
/// from its text (`TypedAttr::getType` of an attribute whose parser ignores
/// the type written after it, like `#complex.number<:f64 1.0, 2.0>`, which
/// is a `complex<f64>`): gets the dialect namespace and the attribute's text
/// after it.
pub type AttrTypeHook = fn(ctx: &Context, dialect: &str, data: &str) -> Option<Type>;

/// A dialect's type parser: gets the parser at the type's name and returns
/// the type's key after the dialect namespace, which becomes the opaque
/// type's data. The key is the canonical text the dialect's printer writes,
/// unless two distinct types print alike; then the key tells them apart and
/// the dialect's [`TypePrintHook`] gives the printed text.
pub type TypeParseHook = fn(&mut dyn DialectTypeParser) -> Result<String, Diagnostic>;

/// A dialect's attribute parser (MLIR's `Dialect::parseAttribute`): gets
/// the parser at the attribute's mnemonic (the text after `#dialect.` or
/// inside `#dialect<...>`) and returns the attribute: its parameter values
/// when it is declared with parameters, else its canonical data (the text
/// its printer writes after the namespace, which becomes the opaque
/// attribute's data). Errors point into the source.
pub type AttrParseHook = fn(&mut dyn DialectTypeParser) -> Result<ParsedDialectAttr, Diagnostic>;

/// What a dialect's attribute parser ([`AttrParseHook`]) read.
#[derive(Clone, Debug)]
pub enum ParsedDialectAttr {
    /// An attribute kept as text: its canonical data.
    Text(String),
    /// An attribute declared with parameters, with their values.
    Structured(crate::dialect_attr::DialectAttr),
}

/// `Dialect::verifyOperationAttribute`: checks one discardable attribute
/// `(name, value)` of `op` whose name carries the dialect's prefix.
pub type OpAttrVerifyHook = fn(&Context, &crate::IrArena, crate::OpId, Attr, Attr) -> Result<(), Diagnostic>;

/// Writes the bytecode encoding of a dialect type given its opaque data;
/// false when the type must be written as text.
pub type TypeEncodeHook = fn(&Context, &str, &mut dyn crate::bytecode::dialect::DialectWriter) -> bool;

/// Reads the bytecode encoding of a dialect type into its opaque data.
pub type TypeDecodeHook = fn(
    &Context,
    &mut dyn crate::bytecode::dialect::DialectReader,
) -> Result<String, crate::bytecode::dialect::ReadFail>;

/// The text a dialect type prints as, given its opaque data (its key);
/// `None` when it prints as its key (`Dialect::printType` for the types
/// whose key carries more than their printed text, e.g. a quantized type's
/// `si8` storage, which prints as `i8`).
pub type TypePrintHook = fn(&Context, &str) -> Option<String>;

/// The hooks a dialect gives its types (kept in the IR as opaque types).
#[derive(Clone, Copy, Debug, Default)]
pub struct DialectTypeHooks {
    /// The textual parser (`Dialect::parseType` with its printer).
    pub parse: Option<TypeParseHook>,
    /// The bytecode writer (`BytecodeDialectInterface::writeType`).
    pub encode: Option<TypeEncodeHook>,
    /// The bytecode reader (`BytecodeDialectInterface::readType`).
    pub decode: Option<TypeDecodeHook>,
    /// The printer, for types whose key is not their printed text.
    pub print: Option<TypePrintHook>,
}

/// The mnemonics a registered dialect's attribute and type parsers accept
/// (`Dialect::parseAttribute` / `Dialect::parseType`). `None` is a dialect
/// without that hook, whose symbols MLIR rejects ("dialect 'func' provides
/// no attribute parsing hook"). The text parser checks the leading keyword
/// of `#dialect.mnemonic...` and `!dialect.mnemonic...` against them.
#[derive(Clone, Copy, Debug, Default)]
pub struct DialectSymbols {
    /// The attribute mnemonics, if the dialect parses attributes.
    pub attributes: Option<&'static [&'static str]>,
    /// The type mnemonics, if the dialect parses types.
    pub types: Option<&'static [&'static str]>,
    /// The attribute mnemonics whose type is the `: TYPE` written after
    /// them (`AttributeSelfTypeParameter`, as `#ml_program.extern : i32`);
    /// the dialect's other attributes ignore that type.
    pub self_typed_attributes: &'static [&'static str],
}

/// The mnemonic of a dialect symbol's body (`kind` of `kind<add>`,
/// `cmp_predicate` of `cmp_predicate slt`): its leading identifier
/// characters, what [`DialectSymbols`] lists.
pub fn symbol_mnemonic(body: &str) -> &str {
    let end = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'))
        .unwrap_or(body.len());
    &body[..end]
}

/// A per-dialect table (hooks keyed by dialect namespace).
type DialectTable<T> = std::sync::RwLock<Vec<(String, T)>>;

/// Sets `dialect`'s entry of `table`, replacing an earlier one.
fn set_for_dialect<T>(table: &DialectTable<T>, dialect: &str, value: T) {
    let mut all = table.write().unwrap_or_else(|e| e.into_inner());
    all.retain(|(d, _)| d != dialect);
    all.push((dialect.to_string(), value));
}

/// `dialect`'s entry of `table`, if it set one.
fn get_for_dialect<T: Copy>(table: &DialectTable<T>, dialect: &str) -> Option<T> {
    table
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .find(|(d, _)| d == dialect)
        .map(|(_, v)| *v)
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the builtin dialect registered.
    pub fn new() -> Self {
        let ctx = Context {
            types: Interner::new(),
            attrs: Interner::new(),
            registry: Registry::new(),
            resources: Resources::default(),
            next_distinct: AtomicU64::new(0),
            allow_unregistered: std::sync::atomic::AtomicBool::new(false),
            attr_alias_hooks: std::sync::RwLock::new(Vec::new()),
            attr_canonical_hooks: std::sync::RwLock::new(Vec::new()),
            attr_type_hooks: std::sync::RwLock::new(Vec::new()),
            type_hooks: std::sync::RwLock::new(Vec::new()),
            attr_parsers: std::sync::RwLock::new(Vec::new()),
            attr_defs: std::sync::RwLock::new(Vec::new()),
            op_attr_verifiers: std::sync::RwLock::new(Vec::new()),
            symbols: std::sync::RwLock::new(vec![("builtin".to_string(), DialectSymbols::default())]),
            bytecode_layouts: Default::default(),
            extensions: DialectExtensions::default(),
        };
        crate::builtin::register(&ctx);
        crate::builtin_interfaces::register(&ctx);
        ctx
    }

    /// Whether operations of unknown dialects may be created and parsed.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Sets whether operations of unknown dialects are accepted
    /// (`--allow-unregistered-dialect`).
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, Ordering::Relaxed);
    }

    /// Bytecode properties layouts of registered ops.
    pub fn bytecode_layouts(&self) -> &crate::bytecode::props::LayoutTable {
        &self.bytecode_layouts
    }

    /// Adds a hook naming aliases of opaque dialect attributes.
    pub fn add_attr_alias_hook(&self, hook: AttrAliasHook) {
        self.attr_alias_hooks
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .push(hook);
    }

    /// Adds a hook giving opaque dialect attributes their dialect's spelling
    /// (applied when such an attribute is uniqued).
    pub fn add_attr_canonical_hook(&self, hook: AttrCanonicalHook) {
        self.attr_canonical_hooks
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .push(hook);
    }

    /// Adds a hook giving typed opaque dialect attributes their type.
    pub fn add_attr_type_hook(&self, hook: AttrTypeHook) {
        self.attr_type_hooks
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .push(hook);
    }

    /// The type the registered hooks give an opaque dialect attribute, if
    /// one types it.
    pub fn dialect_attr_type(&self, dialect: &str, data: &str) -> Option<Type> {
        let hooks = self.attr_type_hooks.read().unwrap_or_else(|e| e.into_inner()).clone();
        hooks.iter().find_map(|h| h(self, dialect, data))
    }

    /// The text the registered hooks give an opaque dialect attribute, if
    /// one rewrites it.
    pub fn canonical_dialect_attr(&self, dialect: &str, data: &str) -> Option<String> {
        self.attr_canonical_hooks
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .find_map(|h| h(dialect, data))
    }

    /// The alias name the registered hooks give an opaque dialect attribute.
    pub fn dialect_attr_alias(&self, dialect: &str, data: &str) -> Option<&'static str> {
        self.attr_alias_hooks
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .find_map(|h| h(dialect, data))
    }

    /// Sets the type hooks of dialect `dialect` (replacing earlier ones).
    pub fn set_dialect_type_hooks(&self, dialect: &str, hooks: DialectTypeHooks) {
        set_for_dialect(&self.type_hooks, dialect, hooks);
    }

    /// The type hooks of dialect `dialect`, if it set any.
    pub fn dialect_type_hooks(&self, dialect: &str) -> Option<DialectTypeHooks> {
        get_for_dialect(&self.type_hooks, dialect)
    }

    /// Sets the attribute parser of dialect `dialect` (replacing an earlier
    /// one): every `#dialect...` attribute read from text whose mnemonic is
    /// one of `mnemonics` goes through it; the dialect's other attributes
    /// (ones rods does not model) stay as written.
    pub fn set_dialect_attr_parser(&self, dialect: &str, hook: AttrParseHook, mnemonics: &'static [&'static str]) {
        set_for_dialect(&self.attr_parsers, dialect, (hook, mnemonics));
    }

    /// The attribute parser of dialect `dialect` for attributes with this
    /// mnemonic, if the dialect set one that covers it.
    pub fn dialect_attr_parser(&self, dialect: &str, mnemonic: &str) -> Option<AttrParseHook> {
        get_for_dialect(&self.attr_parsers, dialect)
            .filter(|(_, mnemonics)| mnemonics.contains(&mnemonic))
            .map(|(hook, _)| hook)
    }

    /// Sets the attribute definitions of dialect `dialect` (replacing
    /// earlier ones): an opaque attribute of one of them made from text
    /// ([`Context::get_attr`] with [`AttrKind::Opaque`]) is stored with its
    /// parameter values instead.
    pub fn set_dialect_attr_defs(&self, dialect: &str, defs: &'static crate::ods::attr_defs::DialectAttrs) {
        set_for_dialect(&self.attr_defs, dialect, defs);
    }

    /// The attribute definitions of dialect `dialect`, if it set them.
    pub fn dialect_attr_defs(&self, dialect: &str) -> Option<&'static crate::ods::attr_defs::DialectAttrs> {
        get_for_dialect(&self.attr_defs, dialect)
    }

    /// Sets the op-attribute verifier of dialect `dialect` (replacing an
    /// earlier one): the verifier runs it on every discardable attribute
    /// named `dialect.*`, before the op's own checks.
    pub fn set_dialect_op_attr_verifier(&self, dialect: &str, hook: OpAttrVerifyHook) {
        set_for_dialect(&self.op_attr_verifiers, dialect, hook);
    }

    /// The op-attribute verifier of dialect `dialect`, if it set one.
    pub fn dialect_op_attr_verifier(&self, dialect: &str) -> Option<OpAttrVerifyHook> {
        get_for_dialect(&self.op_attr_verifiers, dialect)
    }

    /// Sets the attribute and type mnemonics of dialect `dialect`
    /// (replacing earlier ones).
    pub fn set_dialect_symbols(&self, dialect: &str, symbols: DialectSymbols) {
        set_for_dialect(&self.symbols, dialect, symbols);
    }

    /// The mnemonics dialect `dialect` parses, if it declared them.
    pub fn dialect_symbols(&self, dialect: &str) -> Option<DialectSymbols> {
        get_for_dialect(&self.symbols, dialect)
    }

    /// The text an opaque type of `dialect` with data `data` prints as
    /// after its namespace: its print hook's text, or the data itself.
    pub fn dialect_type_text<'d>(&self, dialect: &str, data: &'d str) -> std::borrow::Cow<'d, str> {
        match self
            .dialect_type_hooks(dialect)
            .and_then(|h| h.print)
            .and_then(|print| print(self, data))
        {
            Some(text) => std::borrow::Cow::Owned(text),
            None => std::borrow::Cow::Borrowed(data),
        }
    }

    // ----- types -----

    /// Uniques a type.
    pub fn get_type(&self, kind: TypeKind) -> Type {
        if let TypeKind::Opaque { dialect, data } = &kind {
            if let Some(structured) = self.structured_dialect_type(dialect, data) {
                return structured;
            }
        }
        Type(self.types.intern(kind))
    }

    /// The structured type `!dialect.data` when `dialect` declares the
    /// type (`typedef`, or its own type parser) and `data` reads as one.
    fn structured_dialect_type(&self, dialect: &str, data: &str) -> Option<Type> {
        let defs = self.dialect_attr_defs(dialect)?;
        let mnemonic = symbol_mnemonic(data);
        if !defs.parses_type(mnemonic) {
            return None;
        }
        crate::text::parser::parse_dialect_data(self, data, |p| defs.parse_type(mnemonic, p)).ok()
    }

    /// What a type is.
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// Number of uniqued types (handles are `0..count`).
    pub fn type_count(&self) -> usize {
        self.types.len()
    }

    /// `iN` / `siN` / `uiN`.
    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        self.get_type(TypeKind::Integer { width, signedness })
    }

    /// Signless `iN`.
    pub fn int_type(&self, width: u32) -> Type {
        self.integer_type(width, Signedness::Signless)
    }

    /// `index`
    pub fn index_type(&self) -> Type {
        self.get_type(TypeKind::Index)
    }

    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.get_type(TypeKind::Float(kind))
    }

    /// `none`
    pub fn none_type(&self) -> Type {
        self.get_type(TypeKind::None)
    }

    /// `tensor<shape x element>` (a dimension of [`crate::types::DYNAMIC`] is `?`).
    pub fn ranked_tensor_type(&self, shape: &[i64], element: Type) -> Type {
        self.get_type(TypeKind::RankedTensor {
            shape: shape.to_vec(),
            element,
            encoding: None,
        })
    }

    /// `(inputs) -> results`
    pub fn function_type(&self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.get_type(TypeKind::Function { inputs, results })
    }

    // ----- attributes -----

    /// The parameter values of `#dialect.data` when `dialect` declares the
    /// attribute with parameters and `data` reads as one.
    fn structured_dialect_attr(&self, dialect: &str, data: &str) -> Option<crate::dialect_attr::DialectAttr> {
        let defs = self.dialect_attr_defs(dialect)?;
        let mnemonic = symbol_mnemonic(data);
        let def = defs.defs.iter().find(|d| d.mnemonic == mnemonic)?;
        crate::ods::attr_defs::parse_data(self, def, data).ok()
    }

    /// Uniques an attribute.
    pub fn get_attr(&self, kind: AttrKind) -> Attr {
        match &kind {
            AttrKind::Opaque { dialect, data } => {
                if let Some(structured) = self.structured_dialect_attr(dialect, data) {
                    return Attr(self.attrs.intern(AttrKind::Dialect(Box::new(structured))));
                }
                if let Some(data) = self.canonical_dialect_attr(dialect, data) {
                    let dialect = dialect.clone();
                    return Attr(self.attrs.intern(AttrKind::Opaque { dialect, data }));
                }
            }
            AttrKind::TypedOpaque { dialect, data, ty } => {
                if let Some(data) = self.canonical_dialect_attr(dialect, data) {
                    let (dialect, data, ty) = (dialect.clone(), data.into_boxed_str(), *ty);
                    return Attr(self.attrs.intern(AttrKind::TypedOpaque { dialect, data, ty }));
                }
            }
            _ => {}
        }
        if let AttrKind::FileLoc {
            file,
            line,
            col,
            end_line,
            end_col,
            ..
        } = kind
        {
            // Every op of a parsed file has its own location, made in line
            // order: hashing by line keeps their table buckets together.
            // (The line is the low bits, the rest goes into the top bits.)
            let rest = (u64::from(file.0) << 32 | u64::from(col)) ^ (u64::from(end_line) << 20 | u64::from(end_col));
            let mix = (rest.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as u32;
            let hash = line.wrapping_mul(4).wrapping_add(col & 3) ^ (mix << 22);
            return Attr(self.attrs.intern_with_hash(kind, hash));
        }
        Attr(self.attrs.intern(kind))
    }

    /// What an attribute is.
    pub fn attr_kind(&self, attr: Attr) -> &AttrKind {
        self.attrs.get(attr.0)
    }

    /// Number of attributes (handles are `0..count`).
    pub fn attr_count(&self) -> usize {
        self.attrs.len()
    }

    /// A string attribute without a type.
    pub fn string_attr(&self, s: &[u8]) -> Attr {
        self.get_attr(AttrKind::String {
            value: s.into(),
            ty: None,
        })
    }

    /// The bytes of a string attribute (empty for other attributes).
    pub fn string_value(&self, attr: Attr) -> &[u8] {
        match self.attr_kind(attr) {
            AttrKind::String { value, .. } => value,
            _ => &[],
        }
    }

    /// `unit`
    pub fn unit_attr(&self) -> Attr {
        self.get_attr(AttrKind::Unit)
    }

    /// `loc(unknown)`
    pub fn unknown_loc(&self) -> Attr {
        self.get_attr(AttrKind::UnknownLoc)
    }

    /// `loc("file":line:col)`
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Attr {
        let file = self.string_attr(file.as_bytes());
        self.get_attr(AttrKind::file_point(file, line, col))
    }

    /// A dictionary from entries; sorts by name. Later duplicates are the
    /// caller's to reject (the parser does, with MLIR's message).
    pub fn dictionary_attr(&self, mut entries: Vec<(Attr, Attr)>) -> Attr {
        entries.sort_by(|a, b| self.string_value(a.0).cmp(self.string_value(b.0)));
        self.get_attr(AttrKind::Dictionary(entries))
    }

    /// The empty dictionary.
    pub fn empty_dictionary(&self) -> Attr {
        self.get_attr(AttrKind::Dictionary(Vec::new()))
    }

    /// Entries of a dictionary attribute (empty for other attributes).
    pub fn dictionary_entries(&self, attr: Attr) -> &[(Attr, Attr)] {
        match self.attr_kind(attr) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// A fresh distinct attribute wrapping `referenced`.
    pub fn distinct_attr(&self, referenced: Attr) -> Attr {
        let uid = self.next_distinct.fetch_add(1, Ordering::Relaxed);
        Attr(self.attrs.push_unique(AttrKind::Distinct { uid, referenced }))
    }

    // ----- operations -----

    /// Interns an operation name (registered or not).
    pub fn op_name(&self, name: &str) -> OpName {
        self.registry.intern(name)
    }

    /// Facts about an operation name.
    pub fn op_info(&self, name: OpName) -> &OpInfo {
        self.registry.info(name)
    }

    /// The operation registry.
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// File-level resources (`{-# dialect_resources ... #-}`).
    pub fn resources(&self) -> &Resources {
        &self.resources
    }

    /// The context's value of the dialect state `T`, created with `T::default()` on first
    /// use. Dialects keep data here that belongs to a compilation but not to the IR text
    /// (the weights of TPU-MLIR's `top.Weight` ops, say); `T` guards its own mutation.
    pub fn extension<T: std::any::Any + Send + Sync + Default>(&self) -> std::sync::Arc<T> {
        let mut values = self.extensions.values.lock().unwrap_or_else(|e| e.into_inner());
        let value = values
            .entry(std::any::TypeId::of::<T>())
            .or_insert_with(|| std::sync::Arc::new(T::default()))
            .clone();
        drop(values);
        // The entry under `TypeId::of::<T>()` is only ever created as an `Arc<T>` above.
        value
            .downcast::<T>()
            .unwrap_or_else(|_| std::sync::Arc::new(T::default()))
    }
}
