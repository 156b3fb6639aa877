//! The bytecode writer. Numbering follows upstream's `IRNumbering` (order
//! of first encounter, reference counts, per-byte dialect grouping) and
//! emission follows `BytecodeWriter`, so the output is byte-identical to
//! MLIR 22.1.8's for the same IR.

use super::dialect::DialectVersion;
use super::encoding::{section, Emitter, MAGIC, VERSION};
use super::idmap::IdMap;
use super::props::{layout_of, Field, Layout};
use super::writer_attrs::{encode_attr, encode_type, Sink};
use super::{uselists, Error, DEFAULT_PRODUCER};

mod properties;
use crate::attrs::{Attr, AttrKind};
use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::registry::OpName;
use crate::resources::ResourceValue;
use crate::text::printer::{attr_to_string, type_to_string};
use crate::types::{Type, TypeKind};
use rustc_hash::FxHashMap;
use std::rc::Rc;
use std::sync::Arc;

/// Options of [`write`].
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// Bytecode version to write, 0 to 6.
    pub version: u64,
    /// Producer string (MLIR writes `MLIR` + its version).
    pub producer: String,
    /// Dialect versions to write instead of the ones the dialects declare
    /// (upstream's `BytecodeWriterConfig::setDialectVersion`), by namespace;
    /// ops' properties writers see them (`getDialectVersion<D>()`).
    pub dialect_versions: Vec<(String, DialectVersion)>,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            version: VERSION,
            producer: DEFAULT_PRODUCER.into(),
            dialect_versions: Vec::new(),
        }
    }
}

/// Writes `op` (normally the top-level `builtin.module`) as bytecode.
pub fn write(ctx: &Context, arena: &IrArena, op: OpId, opts: &WriteOptions) -> Result<Vec<u8>, Error> {
    if opts.version > VERSION {
        return Err(Error::msg(format!(
            "unsupported version requested {}, must be in range [0, {VERSION}]",
            opts.version
        )));
    }
    arena.check_op(op).map_err(|e| Error::msg(e.0))?;
    let n = Numbering::new(ctx, arena, op, opts.version, &opts.dialect_versions)?;
    let mut w = Writer {
        ctx,
        arena,
        dialect_versions: &opts.dialect_versions,
        version: opts.version,
        n,
        strings: StringTable::default(),
        props: Vec::new(),
        props_index: FxHashMap::default(),
        scratch: Vec::new(),
    };
    w.write(op, &opts.producer)
}

// ---------------------------------------------------------------------------
// Numbering
// ---------------------------------------------------------------------------

struct Numbered<K> {
    key: K,
    dialect: usize,
    refs: u64,
    custom: bool,
}

#[derive(Default)]
struct DialectNum {
    name: String,
    /// Referenced builtin resources, first reference first.
    resources: Vec<String>,
}

/// Port of upstream's `IRNumberingState`.
struct Numbering {
    version: u64,
    /// [`WriteOptions::dialect_versions`], which properties writers ask.
    dialect_versions: Vec<(String, DialectVersion)>,
    dialects: Vec<DialectNum>,
    dialect_map: FxHashMap<String, usize>,
    attrs: Vec<Numbered<Attr>>,
    /// Position in `attrs` plus one (0: not numbered yet).
    attr_map: IdMap<Attr, u32>,
    types: Vec<Numbered<Type>>,
    /// Position in `types` plus one.
    type_map: IdMap<Type, u32>,
    op_names: Vec<Numbered<OpName>>,
    op_name_map: FxHashMap<OpName, usize>,
    /// Final numbers (positions after sorting).
    attr_num: IdMap<Attr, u64>,
    type_num: IdMap<Type, u64>,
    op_name_num: FxHashMap<OpName, u64>,
    /// Value number of each op's first result and each block's first argument.
    first_result: IdMap<OpId, u64>,
    first_arg: IdMap<BlockId, u64>,
    block_ids: IdMap<BlockId, u64>,
    op_counts: IdMap<BlockId, u64>,
    region_counts: IdMap<RegionId, (u64, u64)>,
    op_ids: IdMap<OpId, u64>,
    isolated: IdMap<OpId, bool>,
    /// Resource numbers: (dialect, key) -> number; and the builtin entries in
    /// emission order (key, has data).
    resource_num: FxHashMap<String, u64>,
    next_value: u64,
    layouts: FxHashMap<OpName, Option<Rc<Plan>>>,
}

struct NumberSink<'n, 'c> {
    n: &'n mut Numbering,
    ctx: &'c Context,
}

impl Sink for NumberSink<'_, '_> {
    fn attr(&mut self, a: Attr) {
        self.n.number_attr(self.ctx, a);
    }
    fn ty(&mut self, t: Type) {
        self.n.number_type(self.ctx, t);
    }
    fn varint(&mut self, _: u64) {}
    fn signed_varint(&mut self, _: u64) {}
    fn byte(&mut self, _: u8) {}
    fn string(&mut self, _: &[u8]) {}
    fn blob(&mut self, _: &[u8]) {}
    fn resource(&mut self, key: &str) {
        let d = self.n.dialect("builtin");
        let res = &mut self.n.dialects[d].resources;
        if !res.iter().any(|k| k == key) {
            res.push(key.to_string());
        }
    }
}

/// `name.split('.')`: (dialect namespace, name without it), as MLIR's
/// `getDialectNamespace` / `stripDialect`. A name without a dot (or ending
/// in one) is all namespace, with an empty rest; the reader turns an empty
/// rest back into the namespace alone, as MLIR's does.
fn split_op_name(name: &str) -> (&str, &str) {
    name.split_once('.').unwrap_or((name, ""))
}

impl Numbering {
    fn new(
        ctx: &Context,
        arena: &IrArena,
        root: OpId,
        version: u64,
        dialect_versions: &[(String, DialectVersion)],
    ) -> Result<Self, Error> {
        let mut n = Numbering {
            version,
            dialect_versions: dialect_versions.to_vec(),
            dialects: Vec::new(),
            dialect_map: FxHashMap::default(),
            attrs: Vec::new(),
            attr_map: IdMap::default(),
            types: Vec::new(),
            type_map: IdMap::default(),
            op_names: Vec::new(),
            op_name_map: FxHashMap::default(),
            attr_num: IdMap::default(),
            type_num: IdMap::default(),
            op_name_num: FxHashMap::default(),
            first_result: IdMap::with_capacity(arena.op_capacity()),
            first_arg: IdMap::with_capacity(arena.block_capacity()),
            block_ids: IdMap::with_capacity(arena.block_capacity()),
            op_counts: IdMap::with_capacity(arena.block_capacity()),
            region_counts: IdMap::default(),
            op_ids: IdMap::with_capacity(arena.op_capacity()),
            isolated: IdMap::with_capacity(arena.op_capacity()),
            resource_num: FxHashMap::default(),
            next_value: 0,
            layouts: FxHashMap::default(),
        };
        n.compute_global(ctx, arena, root);
        n.number_op(ctx, arena, root)?;
        let mut work: Vec<(RegionId, u64)> = Vec::new();
        let push_regions = |n: &Numbering, op: OpId, work: &mut Vec<(RegionId, u64)>| {
            let first = if n.isolated.get(op) { 0 } else { n.next_value };
            for &r in arena.regions(op) {
                work.push((r, first));
            }
        };
        push_regions(&n, root, &mut work);
        while let Some((region, first)) = work.pop() {
            n.next_value = first;
            n.number_region(ctx, arena, region)?;
            for &b in arena.region_blocks(region) {
                for op in arena.block_ops(b) {
                    push_regions(&n, op, &mut work);
                }
            }
        }
        // Sort by reference count, then group by dialect per varint byte width.
        n.attrs.sort_by_key(|e| std::cmp::Reverse(e.refs));
        n.types.sort_by_key(|e| std::cmp::Reverse(e.refs));
        n.op_names.sort_by_key(|e| std::cmp::Reverse(e.refs));
        group_by_dialect_per_byte(&mut n.attrs);
        group_by_dialect_per_byte(&mut n.types);
        group_by_dialect_per_byte(&mut n.op_names);
        for (i, e) in n.attrs.iter().enumerate() {
            n.attr_num.insert(e.key, i as u64);
        }
        for (i, e) in n.types.iter().enumerate() {
            n.type_num.insert(e.key, i as u64);
        }
        n.op_name_num = n.op_names.iter().enumerate().map(|(i, e)| (e.key, i as u64)).collect();
        // Resources: builtin entries with data first (in reference order),
        // then declarations.
        let mut next = 0u64;
        if let Some(&b) = n.dialect_map.get("builtin") {
            let keys = n.dialects[b].resources.clone();
            for k in keys.iter().filter(|k| ctx.resources().blob(k).is_some()) {
                n.resource_num.insert(k.clone(), next);
                next += 1;
            }
            for k in keys.iter().filter(|k| ctx.resources().blob(k).is_none()) {
                n.resource_num.insert(k.clone(), next);
                next += 1;
            }
        }
        Ok(n)
    }

    /// The number of a value.
    #[inline]
    fn value_num(&self, v: Value) -> u64 {
        match v {
            Value::Result { op, index } => self.first_result.get(op) + u64::from(index),
            Value::Arg { block, index } => self.first_arg.get(block) + u64::from(index),
        }
    }

    fn dialect(&mut self, name: &str) -> usize {
        if let Some(&d) = self.dialect_map.get(name) {
            return d;
        }
        let d = self.dialects.len();
        self.dialects.push(DialectNum {
            name: name.to_string(),
            resources: Vec::new(),
        });
        self.dialect_map.insert(name.to_string(), d);
        d
    }

    fn number_attr(&mut self, ctx: &Context, a: Attr) {
        let known = self.attr_map.get(a);
        if known != 0 {
            self.attrs[known as usize - 1].refs += 1;
            return;
        }
        let i = self.attrs.len();
        self.attr_map.insert(a, i as u32 + 1);
        let dialect = match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, .. } | AttrKind::TypedOpaque { dialect, .. } => {
                let d = dialect.clone();
                self.dialect(&d)
            }
            AttrKind::Dialect(d) => self.dialect(d.dialect()),
            _ => self.dialect("builtin"),
        };
        self.attrs.push(Numbered {
            key: a,
            dialect,
            refs: 1,
            custom: false,
        });
        let custom = encode_attr(ctx, a, &mut NumberSink { n: self, ctx });
        self.attrs[i].custom = custom;
    }

    fn number_type(&mut self, ctx: &Context, t: Type) {
        let known = self.type_map.get(t);
        if known != 0 {
            self.types[known as usize - 1].refs += 1;
            return;
        }
        let i = self.types.len();
        self.type_map.insert(t, i as u32 + 1);
        let dialect = match ctx.type_kind(t) {
            TypeKind::Opaque { dialect, .. } => {
                let d = dialect.clone();
                self.dialect(&d)
            }
            TypeKind::Dialect(d) => self.dialect(d.dialect()),
            _ => self.dialect("builtin"),
        };
        self.types.push(Numbered {
            key: t,
            dialect,
            refs: 1,
            custom: false,
        });
        let custom = encode_type(ctx, t, &mut NumberSink { n: self, ctx });
        self.types[i].custom = custom;
    }

    fn number_op_name(&mut self, ctx: &Context, name: OpName) {
        if let Some(&i) = self.op_name_map.get(&name) {
            self.op_names[i].refs += 1;
            return;
        }
        let (d, _) = split_op_name(ctx.op_info(name).name());
        let d = d.to_string();
        let dialect = self.dialect(&d);
        self.op_name_map.insert(name, self.op_names.len());
        self.op_names.push(Numbered {
            key: name,
            dialect,
            refs: 1,
            custom: false,
        });
    }

    fn layout(&mut self, ctx: &Context, name: OpName) -> Option<Rc<Plan>> {
        self.layouts
            .entry(name)
            .or_insert_with(|| {
                let info = ctx.op_info(name);
                if !info.is_registered() {
                    return None;
                }
                let layout = layout_of(ctx, info.name());
                let keys = match layout.as_deref() {
                    Some(Layout::Fields(fields)) => {
                        fields.iter().map(|f| ctx.string_attr(f.name().as_bytes())).collect()
                    }
                    _ => Vec::new(),
                };
                let bytecode = crate::interfaces::BytecodeOpInterfaceMethods::get(ctx, name);
                Some(Rc::new(Plan { layout, keys, bytecode }))
            })
            .clone()
    }

    fn number_region(&mut self, ctx: &Context, arena: &IrArena, region: RegionId) -> Result<(), Error> {
        let blocks = arena.region_blocks(region);
        if blocks.is_empty() {
            return Ok(());
        }
        let first = self.next_value;
        for (i, &b) in blocks.iter().enumerate() {
            self.block_ids.insert(b, i as u64);
            self.first_arg.insert(b, self.next_value);
            for a in 0..arena.num_args(b) {
                self.next_value += 1;
                self.number_attr(ctx, arena.arg_loc(b, a));
                self.number_type(ctx, arena.value_type(arena.arg(b, a)));
            }
            let mut count = 0;
            for op in arena.block_ops(b) {
                self.number_op(ctx, arena, op)?;
                count += 1;
            }
            self.op_counts.insert(b, count);
        }
        self.region_counts
            .insert(region, (blocks.len() as u64, self.next_value - first));
        Ok(())
    }

    fn number_op(&mut self, ctx: &Context, arena: &IrArena, op: OpId) -> Result<(), Error> {
        let name = arena.op_name(op);
        self.number_op_name(ctx, name);
        self.first_result.insert(op, self.next_value);
        for t in arena.result_types(op) {
            self.next_value += 1;
            self.number_type(ctx, t);
        }
        let plan = self.layout(ctx, name);
        if let Some(d) = op_dictionary(ctx, arena, op, self.version, plan.as_deref())? {
            self.number_attr(ctx, d);
        }
        if self.version >= 5 {
            let info = ctx.op_info(name);
            if info.is_registered() {
                if let Some((plan, methods)) = plan.as_deref().and_then(|p| Some((p, p.bytecode?))) {
                    let dialect_versions = std::mem::take(&mut self.dialect_versions);
                    let declared = properties::Declared {
                        version: self.version,
                        op: info.name(),
                        plan,
                        dialect_versions: &dialect_versions,
                    };
                    let mut w = properties::NumberingWriter { n: self, ctx, declared };
                    // What the encoding cannot write is the emission's error.
                    let _ = properties::write_properties(methods, arena, op, &mut w);
                    self.dialect_versions = dialect_versions;
                }
            } else if let Some(p) = arena.properties(op) {
                self.number_attr(ctx, p);
            }
        }
        self.number_attr(ctx, arena.op_loc(op));
        Ok(())
    }

    /// Pre-order op IDs and the isolation of every op with regions
    /// (upstream's `computeGlobalNumberingState`).
    fn compute_global(&mut self, ctx: &Context, arena: &IrArena, root: OpId) {
        struct St {
            op: OpId,
            unresolved: bool,
        }
        enum Ev {
            Enter(OpId),
            Exit(OpId),
        }
        let mut next_id = 0u64;
        let mut op_stack: Vec<St> = Vec::new();
        let mut iso: FxHashMap<OpId, Option<bool>> = FxHashMap::default();
        let mut events = vec![Ev::Enter(root)];
        let region_of = |v: Value| -> Option<RegionId> {
            match v {
                Value::Arg { block, .. } => arena.block_parent(block),
                Value::Result { op, .. } => arena.op_parent(op).and_then(|b| arena.block_parent(b)),
            }
        };
        while let Some(ev) = events.pop() {
            let op = match ev {
                Ev::Exit(op) => {
                    op_stack.pop();
                    let e = iso.entry(op).or_insert(None);
                    if e.is_none() {
                        *e = Some(true);
                    }
                    continue;
                }
                Ev::Enter(op) => op,
            };
            if op_stack.last().is_some_and(|s| s.unresolved) {
                let parent_region = arena.op_parent(op).and_then(|b| arena.block_parent(b));
                for v in arena.operands(op) {
                    let operand_region = region_of(v);
                    if operand_region == parent_region {
                        continue;
                    }
                    let container = operand_region.and_then(|r| arena.region_parent(r));
                    let pos = op_stack.iter().rposition(|s| !s.unresolved || Some(s.op) == container);
                    let (stop, stop_unresolved) = match pos {
                        Some(p) => (p + 1, op_stack[p].unresolved),
                        None => (0, false),
                    };
                    for s in op_stack[stop..].iter_mut() {
                        s.unresolved = stop_unresolved;
                        iso.insert(s.op, Some(false));
                    }
                }
            }
            self.op_ids.insert(op, next_id);
            next_id += 1;
            let trait_iso = ctx.op_info(arena.op_name(op)).traits().isolated_from_above;
            if trait_iso {
                iso.insert(op, Some(true));
            }
            let regions = arena.regions(op);
            if !regions.is_empty() {
                let unresolved = !trait_iso;
                if !trait_iso {
                    iso.entry(op).or_insert(None);
                }
                op_stack.push(St { op, unresolved });
                events.push(Ev::Exit(op));
                let mut children = Vec::new();
                for &r in regions {
                    for &b in arena.region_blocks(r) {
                        children.extend(arena.block_ops(b));
                    }
                }
                events.extend(children.into_iter().rev().map(Ev::Enter));
            }
        }
        for (k, v) in iso {
            self.isolated.insert(k, v.unwrap_or(true));
        }
    }
}

fn group_by_dialect_per_byte<K>(items: &mut [Numbered<K>]) {
    if items.is_empty() {
        return;
    }
    let mut first = 0usize;
    let mut in_group = 0u64;
    let mut start = 0usize;
    for i in 1..9u32 {
        in_group = (1u64 << (7 * i)) - in_group;
        let end = (start as u64 + in_group).min(items.len() as u64) as usize;
        let range = &mut items[start..end];
        range.sort_by(|a, b| {
            let ka = (a.dialect != first, a.dialect);
            let kb = (b.dialect != first, b.dialect);
            ka.cmp(&kb)
        });
        if let Some(last) = range.last() {
            first = last.dialect;
        }
        start = end;
        if start >= items.len() {
            break;
        }
    }
}

/// An op's properties layout with the `StringAttr` of each field's name.
struct Plan {
    /// The layout the op's definition registers (none for a hand-registered op,
    /// whose `BytecodeOpInterface` writes its properties itself).
    layout: Option<Arc<Layout>>,
    keys: Vec<Attr>,
    /// The op's `BytecodeOpInterface`, which writes its properties.
    bytecode: Option<crate::interfaces::BytecodeOpInterfaceMethods>,
}

impl Plan {
    fn fields(&self) -> &[Field] {
        match self.layout.as_deref() {
            Some(Layout::Fields(f)) => f,
            _ => &[],
        }
    }
}

/// A property of `props` by name.
fn prop(ctx: &Context, props: Option<Attr>, key: Attr) -> Option<Attr> {
    let props = props?;
    ctx.dictionary_entries(props)
        .iter()
        .find(|(k, _)| *k == key)
        .map(|e| e.1)
}

/// The segment sizes property (a zero array of `size` if absent).
fn segments(ctx: &Context, props: Option<Attr>, key: Attr, size: usize) -> Attr {
    prop(ctx, props, key).unwrap_or_else(|| {
        ctx.get_attr(AttrKind::DenseArray {
            element: ctx.int_type(32),
            len: size,
            raw: vec![0u8; size * 4].into(),
        })
    })
}

fn segment_values(ctx: &Context, a: Attr, size: usize) -> Vec<u64> {
    let mut out = vec![0u64; size];
    if let AttrKind::DenseArray { raw, .. } = ctx.attr_kind(a) {
        for (slot, c) in out.iter_mut().zip(raw.chunks(4)) {
            if c.len() == 4 {
                *slot = i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as i64 as u64;
            }
        }
    }
    out
}

/// The attribute dictionary written for `op` (of registered op plan `plan`):
/// before version 5, or for ops without properties storage, inherent
/// attributes merged with the discardable ones (`getAttrDictionary`); else
/// the discardable ones.
fn op_dictionary(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    version: u64,
    plan: Option<&Plan>,
) -> Result<Option<Attr>, Error> {
    let info = ctx.op_info(arena.op_name(op));
    let discardable = arena.attrs(op);
    let mut entries: Vec<(Attr, Attr)> = discardable
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    if info.is_registered() {
        // A hand-registered op without a layout whose `BytecodeOpInterface`
        // writes its properties: all of them are its own encoding's.
        const OWN: Layout = Layout::Fields(Vec::new());
        let layout = match plan.map(|p| (p.layout.as_deref(), p.bytecode.is_some())) {
            Some((Some(layout), _)) => layout,
            Some((None, true)) => &OWN,
            _ => {
                return Err(Error::msg(format!(
                    "no bytecode properties encoding is known for registered op '{}'",
                    info.name()
                )))
            }
        };
        match layout {
            Layout::Custom => {
                return Err(Error::msg(format!(
                    "the properties encoding of '{}' is not supported",
                    info.name()
                )))
            }
            Layout::None => {
                if let Some(p) = arena.properties(op) {
                    if !ctx.dictionary_entries(p).is_empty() {
                        return Err(Error::msg(format!(
                            "op '{}' has no properties but carries {}",
                            info.name(),
                            crate::text::printer::attr_to_string(ctx, p)
                        )));
                    }
                }
            }
            Layout::Fields(_) if version < 5 => {
                let natives: Vec<&str> = layout.native_props().collect();
                if let Some(p) = arena.properties(op) {
                    for &(k, v) in ctx.dictionary_entries(p) {
                        let name = ctx.string_value(k);
                        if !natives.iter().any(|n| n.as_bytes() == name) {
                            entries.retain(|e| e.0 != k);
                            entries.push((k, v));
                        }
                    }
                }
            }
            Layout::Fields(_) => {}
        }
    }
    if entries.is_empty() {
        return Ok(None);
    }
    if let Some(d) = discardable {
        if ctx.dictionary_entries(d) == entries.as_slice() {
            return Ok(Some(d));
        }
    }
    Ok(Some(ctx.dictionary_attr(entries)))
}

// ---------------------------------------------------------------------------
// Emission
// ---------------------------------------------------------------------------

#[derive(Default)]
struct StringTable {
    strings: Vec<Vec<u8>>,
    index: FxHashMap<Vec<u8>, u64>,
}

impl StringTable {
    fn insert(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.strings.len() as u64;
        self.strings.push(s.to_vec());
        self.index.insert(s.to_vec(), i);
        i
    }
}

struct Writer<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    dialect_versions: &'a [(String, DialectVersion)],
    version: u64,
    n: Numbering,
    strings: StringTable,
    props: Vec<Vec<u8>>,
    props_index: FxHashMap<Vec<u8>, u64>,
    /// Reused buffer for properties entries.
    scratch: Vec<u8>,
}

struct EmitSink<'w> {
    em: &'w mut Emitter,
    n: &'w Numbering,
    strings: &'w mut StringTable,
}

impl Sink for EmitSink<'_> {
    fn attr(&mut self, a: Attr) {
        self.em.varint(self.n.attr_num.get(a));
    }
    fn ty(&mut self, t: Type) {
        self.em.varint(self.n.type_num.get(t));
    }
    fn varint(&mut self, v: u64) {
        self.em.varint(v);
    }
    fn signed_varint(&mut self, v: u64) {
        self.em.signed_varint(v);
    }
    fn byte(&mut self, b: u8) {
        self.em.byte(b);
    }
    fn string(&mut self, s: &[u8]) {
        let i = self.strings.insert(s);
        self.em.varint(i);
    }
    fn blob(&mut self, b: &[u8]) {
        self.em.varint(b.len() as u64);
        self.em.bytes(b);
    }
    fn resource(&mut self, key: &str) {
        self.em.varint(self.n.resource_num.get(key).copied().unwrap_or(0));
    }
}

/// Entries in groups of the same dialect: `dialect, count, entries...`.
fn dialect_groups<K: Copy>(items: &[Numbered<K>], mut f: impl FnMut(&mut Emitter, &Numbered<K>), em: &mut Emitter) {
    let mut i = 0;
    while i < items.len() {
        let d = items[i].dialect;
        let j = items[i..]
            .iter()
            .position(|e| e.dialect != d)
            .map_or(items.len(), |p| i + p);
        em.varint(d as u64);
        em.varint((j - i) as u64);
        for e in &items[i..j] {
            f(em, e);
        }
        i = j;
    }
}

/// Writes the attributes or the types (`items`) to the section data of
/// `sink`, each in its custom encoding (`encode`) when it has one, else as
/// its text (`text`); its offset entry is its size and whether it is custom.
fn write_entries<K: Copy>(
    ctx: &Context,
    sink: &mut EmitSink<'_>,
    items: &[Numbered<K>],
    encode: fn(&Context, K, &mut dyn Sink) -> bool,
    text: fn(&Context, K) -> String,
    offsets: &mut Emitter,
) {
    dialect_groups(
        items,
        |off, e| {
            let start = sink.em.len();
            let custom = e.custom && encode(ctx, e.key, sink);
            if !custom {
                sink.em.nul_terminated(text(ctx, e.key).as_bytes());
            }
            off.varint_with_flag((sink.em.len() - start) as u64, custom);
        },
        offsets,
    );
}

impl Writer<'_> {
    fn write(&mut self, root: OpId, producer: &str) -> Result<Vec<u8>, Error> {
        let mut out = Emitter::new();
        out.bytes(&MAGIC);
        out.varint(self.version);
        out.nul_terminated(producer.as_bytes());
        self.write_dialects(&mut out);
        self.write_attr_types(&mut out);
        let mut ir = Emitter::new();
        ir.varint_with_flag(1, false);
        self.write_op(&mut ir, root)?;
        out.section(section::IR, ir);
        self.write_resources(&mut out);
        let mut strings = Emitter::new();
        strings.varint(self.strings.strings.len() as u64);
        for s in self.strings.strings.iter().rev() {
            strings.varint(s.len() as u64 + 1);
        }
        for s in &self.strings.strings {
            strings.nul_terminated(s);
        }
        out.section(section::STRING, strings);
        if self.version >= 5 {
            let mut p = Emitter::new();
            p.varint(self.props.len() as u64);
            for e in &self.props {
                p.bytes(e);
            }
            out.section(section::PROPERTIES, p);
        }
        Ok(out.buf)
    }

    fn write_dialects(&mut self, out: &mut Emitter) {
        let mut em = Emitter::new();
        em.varint(self.n.dialects.len() as u64);
        for d in &self.n.dialects {
            let id = self.strings.insert(d.name.as_bytes());
            if self.version < 1 {
                em.varint(id);
                continue;
            }
            let forced = self
                .dialect_versions
                .iter()
                .find(|(n, _)| *n == d.name)
                .map(|v| v.1.clone());
            let declared = || {
                super::dialect::interface(self.ctx, &d.name)
                    .and_then(|i| i.version)
                    .map(DialectVersion::new)
            };
            match forced.or_else(declared) {
                Some(v) => {
                    em.varint_with_flag(id, true);
                    let mut sub = Emitter::new();
                    for &c in v.components() {
                        sub.varint(c);
                    }
                    em.section(section::DIALECT_VERSIONS, sub);
                }
                None => em.varint_with_flag(id, false),
            }
        }
        if self.version >= 4 {
            em.varint(self.n.op_names.len() as u64);
        }
        let ctx = self.ctx;
        let version = self.version;
        let strings = &mut self.strings;
        dialect_groups(
            &self.n.op_names,
            |em, e| {
                let info = ctx.op_info(e.key);
                let (_, stripped) = split_op_name(info.name());
                let id = strings.insert(stripped.as_bytes());
                if version < 5 {
                    em.varint(id);
                } else {
                    em.varint_with_flag(id, info.is_registered());
                }
            },
            &mut em,
        );
        out.section(section::DIALECT, em);
    }

    fn write_attr_types(&mut self, out: &mut Emitter) {
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        offsets.varint(self.n.attrs.len() as u64);
        offsets.varint(self.n.types.len() as u64);
        let ctx = self.ctx;
        let n = &self.n;
        let strings = &mut self.strings;
        let mut sink = EmitSink {
            em: &mut data,
            n,
            strings,
        };
        write_entries(ctx, &mut sink, &n.attrs, encode_attr, attr_to_string, &mut offsets);
        write_entries(ctx, &mut sink, &n.types, encode_type, type_to_string, &mut offsets);
        out.section(section::ATTR_TYPE_OFFSET, offsets);
        out.section(section::ATTR_TYPE, data);
    }

    fn attr_num(&self, a: Attr) -> u64 {
        self.n.attr_num.get(a)
    }

    fn write_op(&mut self, em: &mut Emitter, op: OpId) -> Result<(), Error> {
        let ctx = self.ctx;
        let arena = self.arena;
        let name = arena.op_name(op);
        em.varint(self.n.op_name_num.get(&name).copied().unwrap_or(0));
        let mask_at = em.len();
        em.byte(0);
        let mut mask = 0u8;
        em.varint(self.attr_num(arena.op_loc(op)));
        let plan = self.n.layouts.get(&name).cloned().flatten();
        if let Some(d) = op_dictionary(ctx, arena, op, self.version, plan.as_deref())? {
            mask |= 0x01;
            em.varint(self.attr_num(d));
        }
        if self.version >= 5 {
            if let Some(entry) = self.properties_entry(op, plan.as_deref())? {
                let mut sized = std::mem::take(&mut self.scratch);
                sized.clear();
                super::encoding::push_varint(&mut sized, entry.len() as u64);
                sized.extend_from_slice(&entry);
                let id = match self.props_index.get(sized.as_slice()) {
                    Some(&id) => id,
                    None => {
                        let id = self.props.len() as u64;
                        self.props_index.insert(sized.clone(), id);
                        self.props.push(sized.clone());
                        id
                    }
                };
                self.scratch = sized;
                mask |= 0x40;
                em.varint(id);
            }
        }
        let nres = arena.num_results(op);
        if nres > 0 {
            mask |= 0x02;
            em.varint(nres as u64);
            for t in arena.result_types(op) {
                em.varint(self.n.type_num.get(t));
            }
        }
        let nops = arena.num_operands(op);
        if nops > 0 {
            mask |= 0x04;
            em.varint(nops as u64);
            for v in arena.operands(op) {
                em.varint(self.n.value_num(v));
            }
        }
        let succs = arena.successors(op);
        if !succs.is_empty() {
            mask |= 0x08;
            em.varint(succs.len() as u64);
            for b in succs {
                em.varint(self.n.block_ids.get(*b));
            }
        }
        if self.version >= 3 && self.write_use_lists(em, nres, |i| arena.result(op, i)) {
            mask |= 0x20;
        }
        let regions = arena.regions(op).to_vec();
        if !regions.is_empty() {
            mask |= 0x10;
        }
        em.buf[mask_at] = mask;
        if !regions.is_empty() {
            let isolated = self.n.isolated.get(op);
            em.varint_with_flag(regions.len() as u64, isolated);
            if isolated && self.version >= 2 {
                let mut sub = Emitter::new();
                for r in regions {
                    self.write_region(&mut sub, r)?;
                }
                em.section(section::IR, sub);
            } else {
                for r in regions {
                    self.write_region(em, r)?;
                }
            }
        }
        Ok(())
    }

    fn properties_entry(&mut self, op: OpId, plan: Option<&Plan>) -> Result<Option<Vec<u8>>, Error> {
        let ctx = self.ctx;
        let info = ctx.op_info(self.arena.op_name(op));
        let props = self.arena.properties(op);
        if !info.is_registered() {
            return Ok(props.map(|p| {
                let mut v = Vec::new();
                super::encoding::push_varint(&mut v, self.attr_num(p));
                v
            }));
        }
        // `BytecodeOpInterface::write_properties`: an op without the interface
        // has no properties entry.
        let Some((plan, methods)) = plan.and_then(|p| Some((p, p.bytecode?))) else {
            return Ok(None);
        };
        let mut em = Emitter::new();
        let mut w = properties::PropEmitter {
            ctx,
            em: &mut em,
            strings: &mut self.strings,
            n: &self.n,
            declared: properties::Declared {
                version: self.version,
                op: info.name(),
                plan,
                dialect_versions: self.dialect_versions,
            },
            err: None,
        };
        if let Err(message) = properties::write_properties(methods, self.arena, op, &mut w) {
            return Err(w.err.unwrap_or_else(|| Error::msg(message)));
        }
        Ok(Some(em.buf))
    }

    /// Writes use-list records for `values`; returns whether any was written.
    fn write_use_lists(&mut self, em: &mut Emitter, count: usize, value: impl Fn(usize) -> Value) -> bool {
        let mut records: Vec<(u32, Vec<u32>)> = Vec::new();
        for i in 0..count {
            if let Some(order) = uselists::order_of(self.arena, &self.n.op_ids, value(i)) {
                records.push((i as u32, order));
            }
        }
        if records.is_empty() {
            return false;
        }
        if count != 1 {
            em.varint(records.len() as u64);
        }
        let keys: Vec<u32> = records.iter().map(|r| r.0).collect();
        for k in uselists::dense_map_order(&keys) {
            let Some((idx, order)) = records.iter().find(|r| r.0 == k) else {
                continue;
            };
            let shuffled = order.iter().enumerate().filter(|(p, &v)| *p as u32 != v).count();
            let pairs = shuffled < order.len() / 2;
            if count != 1 {
                em.varint(u64::from(*idx));
            }
            if pairs {
                em.varint_with_flag(shuffled as u64 * 2, true);
                for (p, &v) in order.iter().enumerate() {
                    if p as u32 != v {
                        em.varint(u64::from(v));
                        em.varint(p as u64);
                    }
                }
            } else {
                em.varint_with_flag(order.len() as u64, false);
                for &v in order {
                    em.varint(u64::from(v));
                }
            }
        }
        true
    }

    fn write_region(&mut self, em: &mut Emitter, region: RegionId) -> Result<(), Error> {
        let blocks = self.arena.region_blocks(region).to_vec();
        if blocks.is_empty() {
            em.varint(0);
            return Ok(());
        }
        let (nb, nv) = self.n.region_counts.get(region);
        em.varint(nb);
        em.varint(nv);
        for b in blocks {
            self.write_block(em, b)?;
        }
        Ok(())
    }

    fn write_block(&mut self, em: &mut Emitter, block: BlockId) -> Result<(), Error> {
        let arena = self.arena;
        let nargs = arena.num_args(block);
        let nops = self.n.op_counts.get(block);
        em.varint_with_flag(nops, nargs > 0);
        if nargs > 0 {
            em.varint(nargs as u64);
            for i in 0..nargs {
                let ty = arena.value_type(arena.arg(block, i));
                let tn = self.n.type_num.get(ty);
                let loc = arena.arg_loc(block, i);
                if self.version >= 4 {
                    let unknown = matches!(self.ctx.attr_kind(loc), AttrKind::UnknownLoc);
                    em.varint_with_flag(tn, !unknown);
                    if !unknown {
                        em.varint(self.attr_num(loc));
                    }
                } else {
                    em.varint(tn);
                    em.varint(self.attr_num(loc));
                }
            }
            if self.version >= 3 {
                let at = em.len();
                em.byte(0);
                if self.write_use_lists(em, nargs, |i| arena.arg(block, i)) {
                    em.buf[at] = 0x20;
                }
            }
        }
        let ops: Vec<OpId> = arena.block_ops(block).collect();
        for op in ops {
            self.write_op(em, op)?;
        }
        Ok(())
    }

    fn write_resources(&mut self, out: &mut Emitter) {
        let ctx = self.ctx;
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        let mut prev = 0usize;
        let externals = ctx.resources().external();
        offsets.varint(externals.len() as u64);
        for (group, entries) in &externals {
            let mut recorded: Vec<(String, u8, u64)> = Vec::new();
            for (key, value) in entries {
                let kind = match value {
                    ResourceValue::Blob(b) => {
                        data.blob_and_alignment(&b.data, b.alignment);
                        0
                    }
                    ResourceValue::Bool(b) => {
                        data.byte(u8::from(*b));
                        1
                    }
                    ResourceValue::String(s) => {
                        let i = self.strings.insert(s);
                        data.varint(i);
                        2
                    }
                };
                recorded.push((key.clone(), kind, (data.len() - prev) as u64));
                prev = data.len();
            }
            let g = self.strings.insert(group.as_bytes());
            offsets.varint(g);
            offsets.varint(recorded.len() as u64);
            for (key, kind, size) in recorded {
                let k = self.strings.insert(key.as_bytes());
                offsets.varint(k);
                offsets.varint(size);
                offsets.byte(kind);
            }
        }
        if let Some(&b) = self.n.dialect_map.get("builtin") {
            let keys = self.n.dialects[b].resources.clone();
            let mut recorded: Vec<(String, u64)> = Vec::new();
            for k in keys.iter() {
                if let Some(blob) = ctx.resources().blob(k) {
                    data.blob_and_alignment(&blob.data, blob.alignment);
                    recorded.push((k.clone(), (data.len() - prev) as u64));
                    prev = data.len();
                }
            }
            for k in keys.iter().filter(|k| ctx.resources().blob(k).is_none()) {
                recorded.push((k.clone(), (data.len() - prev) as u64));
                prev = data.len();
            }
            if !recorded.is_empty() {
                offsets.varint(b as u64);
                offsets.varint(recorded.len() as u64);
                for (key, size) in recorded {
                    let k = self.strings.insert(key.as_bytes());
                    offsets.varint(k);
                    offsets.varint(size);
                    offsets.byte(0);
                }
            }
        }
        out.section(section::RESOURCE_OFFSET, offsets);
        out.section(section::RESOURCE, data);
    }
}

/// MLIR's `writeSparseArray`.
fn write_sparse_array(em: &mut Emitter, values: &[u64]) {
    let size = values.len();
    let nonzero = values.iter().filter(|&&v| v != 0).count();
    let last = values.iter().rposition(|&v| v != 0).unwrap_or(0);
    if last > 256 || nonzero > size / 2 {
        em.varint_with_flag(size as u64, false);
        for &v in values {
            em.varint(v);
        }
        return;
    }
    em.varint_with_flag(nonzero as u64, true);
    if nonzero == 0 {
        return;
    }
    let bits = ceil_log2(last as u64 + 1);
    em.varint(bits);
    for (i, &v) in values.iter().enumerate() {
        if v != 0 {
            em.varint((v << bits) | i as u64);
        }
    }
}

fn ceil_log2(x: u64) -> u64 {
    if x <= 1 {
        0
    } else {
        u64::from(64 - (x - 1).leading_zeros())
    }
}
