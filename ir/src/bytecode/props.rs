//! How registered operations encode their properties in bytecode (what ODS
//! generates as `writeProperties`/`readProperties`), as data.
//!
//! A layout lists the fields in the order the generated code writes them.
//! Layouts come from a table with one line per op, `NAME<TAB>FIELDS`, where
//! `FIELDS` is `-` (no properties), `custom` (an encoding rods cannot do
//! generically), or a comma-separated list (possibly empty) of:
//!
//! | field | meaning |
//! | --- | --- |
//! | `name` | required attribute (`writeAttribute`) |
//! | `?name` | optional attribute (`writeOptionalAttribute`) |
//! | `<name:N` | segment sizes before version 6: a `DenseI32ArrayAttr` reference |
//! | `>name:N` | segment sizes from version 6: a sparse array of `N` integers |
//! | `!name:bool` | native `UnitProp`: one byte |
//!
//! `dialects/data/bytecode_props.tsv` holds the table for MLIR 22's upstream
//! ops (extracted from the ODS-generated code by
//! `dialects/tools/extract_bytecode_props.py`). Ops declared in `.ods` (or
//! with `#[op]`) register the layout generated from their definition with
//! [`register_generated`]; the table then only serves ops not declared yet,
//! and checks the declared ones: where a declaration is incomplete (its
//! generated layout differs from upstream's), the table's layout is used so
//! that upstream files still read, and [`overridden_by_table`] names the op.

use crate::attrs::Attr;
use crate::context::Context;
use crate::types::Type;
use rustc_hash::FxHashMap;
use std::sync::{Arc, RwLock};

/// One field of a properties encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// A required inherent attribute.
    Attr(String),
    /// An optional inherent attribute.
    OptionalAttr(String),
    /// Segment sizes written as an attribute before version 6.
    LegacySegments(String, usize),
    /// Segment sizes written as a sparse array from version 6.
    SparseSegments(String, usize),
    /// A native boolean property (`UnitProp`): set is the unit attribute,
    /// unset is `false`.
    BoolProp(String),
    /// Any other native property (`I32Prop`, `I64Prop`, `BoolProp`,
    /// `StringProp`, `IntArrayProp`, `EnumProp`, `ArrayProp`, possibly
    /// wrapped in `OptionalProp`/`DefaultValuedProp`).
    Prop(NativeProp),
}

/// The storage kind of a native property and its bytecode encoding
/// (`writeToMlirBytecode` in MLIR's `Properties.td`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PropKind {
    /// `I32Prop`: `writeVarInt` of the sign-extended value; an `i32` attribute.
    I32,
    /// `I64Prop`: `writeVarInt`; an `i64` attribute.
    I64,
    /// `BoolProp`: `writeOwnedBool` (one byte); a `true`/`false` attribute.
    Bool,
    /// `UnitProp`: one byte; set is `unit`, unset `false`.
    Unit,
    /// `StringProp`: `writeOwnedString` (a string-table reference).
    String,
    /// `IntArrayProp<I32Prop>`: `writeVarInt` of the length, then each
    /// element as `I32`; an `array<i32: ...>` attribute.
    IntArray32,
    /// `IntArrayProp<I64Prop>`: as [`PropKind::IntArray32`] with `I64`
    /// elements; an `array<i64: ...>` attribute.
    IntArray64,
    /// `EnumProp<E>` of an enum of this bit width: `writeVarInt` of the
    /// case's value (zero-extended); an integer attribute of the width. The
    /// string is the enum's C++ type as MLIR's messages name it
    /// (`test::TestEnum`).
    Enum(u32, &'static str),
    /// `ArrayProp<P>`: `writeVarInt` of the length, then each element as
    /// `P` writes it; an array attribute of the elements' attributes.
    Array(&'static PropKind),
    /// `IntProp<"intN_t">`/`IntProp<"uintN_t">` other than `I32Prop` and
    /// `I64Prop` (`int8_t`, `uint8_t`, `int16_t`, `uint16_t`, `uint32_t`,
    /// `uint64_t`): width and unsignedness. `writeVarInt` of the C++ value
    /// (sign-extended, or zero-extended when unsigned), read back truncated
    /// to the width; an integer attribute of the width (`uint8_t` 255 is
    /// `-1 : i8`).
    IntN(u32, bool),
    /// `OptionalProp<P>` as a value (an `ArrayProp` element, or the value of
    /// another `OptionalProp`): `writeOwnedBool` of its presence, then `P`'s
    /// encoding when set; attribute form `[v]` or `[]`.
    Optional(&'static PropKind),
    /// A custom-storage property (upstream's `Property<"storageType">`):
    /// its conversion and bytecode are the user's hooks, which
    /// [`CustomProp`] holds type-erased; stored in its attribute form
    /// (`convertToAttribute`).
    Custom(&'static CustomProp),
}

/// The hooks of a custom-storage property, over its attribute form: what
/// the generated code builds (with [`crate::custom_prop!`]) from the
/// user's typed hooks on the storage type.
#[derive(Debug)]
pub struct CustomProp {
    /// The property kind's name (as declared), for messages.
    pub name: &'static str,
    /// `convertFromAttribute` then `convertToAttribute`: the stored value's
    /// attribute form, or the hook's message (MLIR's `invalid properties`
    /// note).
    pub convert: fn(&Context, Attr) -> Result<Attr, String>,
    /// The kind's own bytecode hooks; `None` writes the attribute form
    /// as an attribute reference (upstream's
    /// `writeMlirBytecodeWithConvertToAttribute` and
    /// `readMlirBytecodeUsingConvertFromAttribute`).
    pub bytecode: Option<CustomBytecode>,
    /// `hashProperty`: the hash of the value the attribute form holds
    /// (CSE's structural hash); `None` hashes the attribute form.
    pub hash: Option<CustomHash>,
    /// The custom printer in formats (`$p`), of the value the attribute
    /// form holds; `None` prints the attribute form.
    pub print: Option<CustomPrint>,
    /// The custom parser in formats; `None` parses the attribute form.
    pub parse: Option<CustomParse>,
    /// The optional parser in formats (upstream's `optionalParser`): the
    /// value's attribute form, `None` when nothing of it is there; used
    /// when the property starts an optional group it anchors.
    pub optional_parse: Option<CustomOptionalParse>,
    /// The attribute form of the storage's default value (upstream
    /// default-constructs a property's storage): what an op that does not
    /// hold the property stores.
    pub default: fn(&Context) -> Attr,
}

/// A custom property kind's own bytecode hooks, over its attribute form.
#[derive(Debug)]
pub struct CustomBytecode {
    /// `writeToMlirBytecode` of the value the attribute form holds.
    pub write: fn(&Context, Attr, &mut dyn PropWriter) -> Result<(), String>,
    /// `readFromMlirBytecode`: the value read, in its attribute form.
    pub read: fn(&Context, &mut dyn PropReader) -> Result<Attr, String>,
}

/// A custom property's hash of the value its attribute form holds (the
/// conversion's message when it cannot be converted).
pub type CustomHash = fn(&Context, Attr) -> Result<u64, String>;

/// A custom property's printer over its attribute form (the hooks'
/// conversion message when the value cannot be converted).
pub type CustomPrint = fn(&mut crate::text::asm_printer::OpAsmPrinter<'_, '_>, Attr) -> Result<(), String>;

/// A custom property's parser, giving the value's attribute form.
pub type CustomParse = fn(&mut crate::text::parser::asm::OpAsmParser<'_, '_>) -> Result<Attr, crate::diag::Diagnostic>;

/// A custom property's optional parser in formats: the attribute form of the
/// value parsed, `None` when the input does not start one.
pub type CustomOptionalParse =
    fn(&mut crate::text::parser::asm::OpAsmParser<'_, '_>) -> Result<Option<Attr>, crate::diag::Diagnostic>;

impl PartialEq for CustomProp {
    fn eq(&self, other: &CustomProp) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for CustomProp {}

/// What a custom property's bytecode writer hook writes with (MLIR's
/// `DialectBytecodeWriter` primitives a property uses).
pub trait PropWriter {
    /// The context (upstream's `$_ctxt`).
    fn ctx(&self) -> &Context;
    /// `writeAttribute`: a reference to an entry of the attribute section.
    fn attr(&mut self, a: Attr);
    /// `writeOptionalAttribute`: a reference to the attribute with a flag
    /// set, or a zero for none.
    fn optional_attr(&mut self, a: Option<Attr>);
    /// `writeType`: a reference to an entry of the type section.
    fn ty(&mut self, t: Type);
    /// `writeVarInt`.
    fn varint(&mut self, v: u64);
    /// `writeSignedVarInt` (zigzag encoded).
    fn signed_varint(&mut self, v: i64);
    /// `writeOwnedBool`: one byte.
    fn byte(&mut self, b: u8);
    /// `writeOwnedString`: a string-table reference.
    fn string(&mut self, s: &[u8]);
    /// `getDialectVersion(dialect)`: the version of `dialect` the file is
    /// written for, when the writer was given one
    /// ([`super::WriteOptions::dialect_versions`]); `None` otherwise (the
    /// dialect's current version is meant), and in the writer that only
    /// collects references.
    fn dialect_version(&self, dialect: &str) -> Option<super::dialect::DialectVersion> {
        let _ = dialect;
        None
    }
}

/// What a custom property's bytecode reader hook reads with; errors are
/// the reader's messages.
pub trait PropReader {
    /// The context (upstream's `getContext()`).
    fn ctx(&self) -> &Context;
    /// `readAttribute`.
    fn attr(&mut self) -> Result<Attr, String>;
    /// `readOptionalAttribute`.
    fn optional_attr(&mut self) -> Result<Option<Attr>, String>;
    /// `readType`.
    fn ty(&mut self) -> Result<Type, String>;
    /// `readVarInt`.
    fn varint(&mut self) -> Result<u64, String>;
    /// `readSignedVarInt`.
    fn signed_varint(&mut self) -> Result<i64, String>;
    /// One byte (`readBool`).
    fn byte(&mut self) -> Result<u8, String>;
    /// `readString`: a string-table reference.
    fn string(&mut self) -> Result<Vec<u8>, String>;
    /// `getDialectVersion(dialect)`: the version of `dialect` the file
    /// declares (loading the dialect); `None` when the file has no version
    /// entry for it (the current version is meant).
    fn dialect_version(&mut self, dialect: &str) -> Option<super::dialect::DialectVersion> {
        let _ = dialect;
        None
    }
}

/// The properties of an op being built from bytecode (what
/// `BytecodeOpInterface::read_properties` fills, upstream's `OperationState`'s
/// properties): name and value of each.
pub type PropertiesState = Vec<(Attr, Attr)>;

/// What an op's `BytecodeOpInterface::read_properties` reads its properties
/// entry with (upstream's `DialectBytecodeReader` there): the primitives, and
/// the encoding mlir-tblgen generates from the op's definition.
pub trait OpPropertiesReader: PropReader {
    /// The bytecode version of the file being read.
    fn version(&self) -> u64;
    /// Reads the properties the op's registered layout lays out (the generated
    /// `readProperties`) into `state`, the properties of the op being built.
    fn read_declared(&mut self, state: &mut PropertiesState) -> Result<(), String>;
}

/// What an op's `BytecodeOpInterface::write_properties` writes with (upstream's
/// `DialectBytecodeWriter` there): the primitives, and the encoding
/// mlir-tblgen generates from the op's definition. The writer runs it twice, as
/// upstream does: first with a writer that only numbers the attributes and
/// types written, then with the one emitting the properties entry.
pub trait OpPropertiesWriter: PropWriter {
    /// The bytecode version being written.
    fn version(&self) -> u64;
    /// Writes `props`, the op's properties, as its registered layout lays them
    /// out (the generated `writeProperties`).
    fn write_declared(&mut self, props: Option<Attr>) -> Result<(), String>;
}

/// An attribute or a type a property writes by reference.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PropRef {
    /// `writeAttribute`.
    Attr(Attr),
    /// `writeType`.
    Type(Type),
}

/// A [`PropWriter`] that only records the references written (the
/// numbering pass's writer, upstream's `NumberingDialectWriter`).
struct RefCollector<'c> {
    ctx: &'c Context,
    refs: &'c mut Vec<PropRef>,
}

impl PropWriter for RefCollector<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn attr(&mut self, a: Attr) {
        self.refs.push(PropRef::Attr(a));
    }
    fn optional_attr(&mut self, a: Option<Attr>) {
        if let Some(a) = a {
            self.refs.push(PropRef::Attr(a));
        }
    }
    fn ty(&mut self, t: Type) {
        self.refs.push(PropRef::Type(t));
    }
    fn varint(&mut self, _: u64) {}
    fn signed_varint(&mut self, _: i64) {}
    fn byte(&mut self, _: u8) {}
    fn string(&mut self, _: &[u8]) {}
}

impl PropKind {
    /// The attributes and types a `value` of this kind writes by
    /// reference, in writing order (what the writer numbers first): a
    /// custom kind without bytecode hooks writes its attribute form so, one
    /// with hooks what its writer hook writes with [`PropWriter::attr`] and
    /// [`PropWriter::ty`]; also as an `OptionalProp`'s value or an
    /// `ArrayProp`'s element.
    pub fn refs(self, ctx: &Context, value: Attr, out: &mut Vec<PropRef>) {
        match self {
            PropKind::Custom(c) => match &c.bytecode {
                None => out.push(PropRef::Attr(value)),
                // A value the hooks cannot convert is the writer's error.
                Some(hooks) => {
                    let _ = (hooks.write)(ctx, value, &mut RefCollector { ctx, refs: out });
                }
            },
            PropKind::Optional(inner) => {
                if let Some(v) = crate::ods::values::optional_prop_value(ctx, value) {
                    inner.refs(ctx, v, out);
                }
            }
            PropKind::Array(elem) => {
                for e in crate::ods::values::as_attr_array(ctx, value).unwrap_or_default() {
                    elem.refs(ctx, e, out);
                }
            }
            _ => {}
        }
    }

    /// The integer width of an integer or enum property's attribute.
    pub fn int_width(self) -> Option<u32> {
        match self {
            PropKind::I32 => Some(32),
            PropKind::I64 => Some(64),
            PropKind::Enum(width, _) | PropKind::IntN(width, _) => Some(width),
            _ => None,
        }
    }
}

/// A native property field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NativeProp {
    /// Property name.
    pub name: String,
    /// Storage kind.
    pub kind: PropKind,
    /// `OptionalProp<P>`, stored in its attribute form (`[v]` or `[]`): a
    /// presence byte, then the value when present.
    pub optional: bool,
    /// `DefaultValuedProp<P, "v">`: the value written when the op has none.
    pub default: Option<String>,
}

/// A field of a generated layout: [`Field`] with static strings, so that
/// generated code can hold layouts in `static` tables.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StaticField {
    /// A required inherent attribute.
    Attr(&'static str),
    /// An optional (or default-valued, or unit) inherent attribute.
    OptionalAttr(&'static str),
    /// Segment sizes (`operandSegmentSizes`/`resultSegmentSizes`) with the
    /// number of groups, at their place in the sorted attribute names: an
    /// attribute before version 6 here, and a sparse array from version 6
    /// after the native properties.
    Segments(&'static str, usize),
    /// A native property: name, kind, optional, default value.
    Prop(&'static str, PropKind, bool, Option<&'static str>),
}

/// Turns a generated layout into a [`Layout`]: fields in the order given
/// (sorted attribute names with legacy segments, then native properties),
/// followed by the sparse segment arrays.
pub fn layout_from_static(fields: &[StaticField]) -> Layout {
    let mut out = Vec::new();
    let mut sparse = Vec::new();
    for f in fields {
        match *f {
            StaticField::Attr(n) => out.push(Field::Attr(n.to_string())),
            StaticField::OptionalAttr(n) => out.push(Field::OptionalAttr(n.to_string())),
            StaticField::Segments(n, size) => {
                out.push(Field::LegacySegments(n.to_string(), size));
                sparse.push(Field::SparseSegments(n.to_string(), size));
            }
            StaticField::Prop(n, PropKind::Unit, false, None) => out.push(Field::BoolProp(n.to_string())),
            StaticField::Prop(n, kind, optional, default) => out.push(Field::Prop(NativeProp {
                name: n.to_string(),
                kind,
                optional,
                default: default.map(str::to_string),
            })),
        }
    }
    // Operand segments are written before result segments.
    sparse.sort_by_key(|f| matches!(f, Field::SparseSegments(n, _) if n != "operandSegmentSizes"));
    out.extend(sparse);
    Layout::Fields(out)
}

/// The properties encoding of one op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The op has no properties storage.
    None,
    /// The fields, in encoding order.
    Fields(Vec<Field>),
    /// A hand-written encoding rods does not support.
    Custom,
}

impl Field {
    /// The property (or attribute) name the field stores.
    pub fn name(&self) -> &str {
        match self {
            Field::Attr(n)
            | Field::OptionalAttr(n)
            | Field::LegacySegments(n, _)
            | Field::SparseSegments(n, _)
            | Field::BoolProp(n) => n,
            Field::Prop(p) => &p.name,
        }
    }
}

impl Layout {
    /// Names of native (non-attribute) properties.
    pub fn native_props(&self) -> impl Iterator<Item = &str> {
        let fields: &[Field] = match self {
            Layout::Fields(f) => f,
            _ => &[],
        };
        fields.iter().filter_map(|f| match f {
            Field::BoolProp(n) => Some(n.as_str()),
            Field::Prop(p) => Some(p.name.as_str()),
            _ => None,
        })
    }
}

/// A registered layout and where it came from.
struct Entry {
    layout: Arc<Layout>,
    /// Registered by generated code.
    generated: bool,
    /// A table entry replaced the generated layout, which differed.
    overridden: bool,
}

/// The per-context bytecode registrations: op property layouts keyed by op
/// name, and dialect bytecode interfaces keyed by namespace.
#[derive(Default)]
pub struct LayoutTable {
    layouts: RwLock<FxHashMap<String, Entry>>,
    pub(crate) dialects: RwLock<FxHashMap<String, Arc<super::dialect::DialectBytecode>>>,
}

/// Parses one `FIELDS` column.
pub fn parse_layout(fields: &str) -> Result<Layout, String> {
    let fields = fields.trim();
    match fields {
        "-" => return Ok(Layout::None),
        "custom" => return Ok(Layout::Custom),
        "" => return Ok(Layout::Fields(Vec::new())),
        _ => {}
    }
    let mut out = Vec::new();
    for f in fields.split(',') {
        let sized = |rest: &str| -> Result<(String, usize), String> {
            let (name, n) = rest.split_once(':').ok_or_else(|| format!("missing size in '{f}'"))?;
            let n = n.parse::<usize>().map_err(|_| format!("bad size in '{f}'"))?;
            Ok((name.to_string(), n))
        };
        out.push(if let Some(rest) = f.strip_prefix('?') {
            Field::OptionalAttr(rest.to_string())
        } else if let Some(rest) = f.strip_prefix('<') {
            let (n, s) = sized(rest)?;
            Field::LegacySegments(n, s)
        } else if let Some(rest) = f.strip_prefix('>') {
            let (n, s) = sized(rest)?;
            Field::SparseSegments(n, s)
        } else if let Some(rest) = f.strip_prefix('!') {
            match rest.split_once(':') {
                Some((name, "bool")) => Field::BoolProp(name.to_string()),
                _ => return Err(format!("unsupported native property '{f}'")),
            }
        } else if f.is_empty() || !f.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!("bad field '{f}'"));
        } else {
            Field::Attr(f.to_string())
        });
    }
    Ok(Layout::Fields(out))
}

/// Registers the layouts of a table (see the module documentation). Later
/// registrations of an op replace earlier ones. Lines starting with `#` and
/// empty lines are skipped.
pub fn register_layout_table(ctx: &Context, table: &str) -> Result<(), String> {
    let mut parsed = Vec::new();
    for (i, line) in table.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (name, fields) = line
            .split_once('\t')
            .ok_or_else(|| format!("line {}: expected NAME<TAB>FIELDS", i + 1))?;
        let layout = parse_layout(fields).map_err(|e| format!("line {}: {e}", i + 1))?;
        parsed.push((name.to_string(), Arc::new(layout)));
    }
    let mut reg = ctx
        .bytecode_layouts()
        .layouts
        .write()
        .unwrap_or_else(|e| e.into_inner());
    for (name, layout) in parsed {
        if let Some(e) = reg.get_mut(&name).filter(|e| e.generated) {
            if *e.layout != *layout {
                e.layout = layout;
                e.overridden = true;
            }
            continue;
        }
        reg.insert(
            name,
            Entry {
                layout,
                generated: false,
                overridden: false,
            },
        );
    }
    Ok(())
}

/// Registers the layout of one op (replacing any earlier one).
pub fn register_layout(ctx: &Context, op: &str, layout: Layout) {
    ctx.bytecode_layouts()
        .layouts
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .insert(
            op.to_string(),
            Entry {
                layout: Arc::new(layout),
                generated: false,
                overridden: false,
            },
        );
}

/// Registers the layout generated from an op's definition (what the
/// `.ods` generator and `#[op]` emit into `register`). `fields` is `None`
/// for an op without properties storage. Table entries registered later
/// do not replace it.
pub fn register_generated(ctx: &Context, op: &str, fields: Option<&[StaticField]>) {
    let layout = match fields {
        Some(f) => layout_from_static(f),
        None => Layout::None,
    };
    let mut reg = ctx
        .bytecode_layouts()
        .layouts
        .write()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(e) = reg.get_mut(op).filter(|e| !e.generated) {
        // A table entry came first: it is upstream's, keep it.
        e.generated = true;
        e.overridden = *e.layout != layout;
        if !e.overridden {
            e.layout = Arc::new(layout);
        }
        return;
    }
    reg.insert(
        op.to_string(),
        Entry {
            layout: Arc::new(layout),
            generated: true,
            overridden: false,
        },
    );
}

/// Ops whose generated layout differed from the table's (upstream's), in
/// name order: their declarations miss or mis-declare inherent attributes.
pub fn overridden_by_table(ctx: &Context) -> Vec<String> {
    let reg = ctx.bytecode_layouts().layouts.read().unwrap_or_else(|e| e.into_inner());
    let mut v: Vec<String> = reg
        .iter()
        .filter(|(_, e)| e.overridden)
        .map(|(n, _)| n.clone())
        .collect();
    v.sort();
    v
}

/// Whether the layout of `op` was registered by generated code.
pub fn is_generated(ctx: &Context, op: &str) -> bool {
    ctx.bytecode_layouts()
        .layouts
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(op)
        .is_some_and(|e| e.generated)
}

/// The registered layout of `op`. `builtin.module` and
/// `builtin.unrealized_conversion_cast` are always known.
pub fn layout_of(ctx: &Context, op: &str) -> Option<Arc<Layout>> {
    if let Some(l) = ctx
        .bytecode_layouts()
        .layouts
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(op)
    {
        return Some(l.layout.clone());
    }
    match op {
        crate::builtin::MODULE => Some(Arc::new(Layout::Fields(vec![
            Field::OptionalAttr("sym_name".into()),
            Field::OptionalAttr("sym_visibility".into()),
        ]))),
        crate::builtin::UNREALIZED_CAST => Some(Arc::new(Layout::None)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_field_kind() {
        let l = parse_layout("a,?b,<operandSegmentSizes:3,!disjoint:bool,>operandSegmentSizes:3").unwrap();
        assert_eq!(
            l,
            Layout::Fields(vec![
                Field::Attr("a".into()),
                Field::OptionalAttr("b".into()),
                Field::LegacySegments("operandSegmentSizes".into(), 3),
                Field::BoolProp("disjoint".into()),
                Field::SparseSegments("operandSegmentSizes".into(), 3),
            ])
        );
        assert_eq!(parse_layout("-").unwrap(), Layout::None);
        assert_eq!(parse_layout("custom").unwrap(), Layout::Custom);
        assert!(parse_layout("!x:i64").is_err());
    }
}
