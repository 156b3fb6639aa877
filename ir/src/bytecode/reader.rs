//! The bytecode reader (versions 0 to 6): sections, strings, dialects and op
//! names, resources, properties, the IR with forward references, use-list
//! orders, and lazy loading of isolated regions.
//!
//! Every count read from the file is checked against the bytes that remain
//! before anything is allocated for it, and every index is range-checked, so
//! malformed input gives an [`Error`] with its offset, never a panic.

use super::encoding::{section, Reader, MAGIC, VERSION};
use super::props::{layout_of, Field, Layout, PropKind};
use super::reader_attrs::{AttrTypeTable, DialectEntry, Shared};
use super::{uselists, Error};
use crate::attrs::{Attr, AttrKind};
use crate::body::{BlockId, IrArena, OpId, OpSpec, RegionId, Value};
use crate::context::Context;
use crate::registry::OpName;
use crate::resources::{Blob, ResourceValue};
use crate::text::ParsedModule;
use crate::types::{Type, TypeKind};
use rustc_hash::{FxHashMap, FxHashSet};
use std::cell::Cell;

/// Options of [`read_with`] and [`read_lazy`].
#[derive(Clone, Debug)]
pub struct ReadOptions {
    /// File name used for the location of an implicit top-level module.
    pub file_name: String,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            file_name: "<bytecode>".into(),
        }
    }
}

/// Reads a bytecode file into a module (the top-level `builtin.module`, or
/// one made to hold several top-level ops).
pub fn read(ctx: &Context, bytes: &[u8]) -> Result<ParsedModule, Error> {
    read_with(ctx, bytes, &ReadOptions::default())
}

/// [`read`] with options.
pub fn read_with(ctx: &Context, bytes: &[u8], opts: &ReadOptions) -> Result<ParsedModule, Error> {
    let lazy = start(ctx, bytes, opts, false)?;
    lazy.check_forward_refs()?;
    Ok(lazy.into_module())
}

/// Reads a bytecode file, leaving the regions of isolated operations
/// (stored in their own sections, version 2 and newer) unparsed until
/// [`LazyModule::materialize`].
pub fn read_lazy<'a>(ctx: &'a Context, bytes: &'a [u8], opts: &ReadOptions) -> Result<LazyModule<'a>, Error> {
    start(ctx, bytes, opts, true)
}

/// A module whose isolated regions may not be parsed yet.
pub struct LazyModule<'a> {
    file: FileState<'a>,
    ir: IrState<'a>,
    top: OpId,
}

impl<'a> LazyModule<'a> {
    /// The module as parsed so far.
    pub fn arena(&self) -> &IrArena {
        &self.ir.arena
    }

    /// The top-level operation.
    pub fn top(&self) -> OpId {
        self.top
    }

    /// Operations whose regions are not parsed yet, in file order.
    pub fn pending(&self) -> Vec<OpId> {
        self.ir
            .lazy_order
            .iter()
            .copied()
            .filter(|o| self.ir.lazy.contains_key(o))
            .collect()
    }

    /// Whether `op`'s regions can still be materialized.
    pub fn is_materializable(&self, op: OpId) -> bool {
        self.ir.lazy.contains_key(&op)
    }

    /// Parses the regions of `op` (the regions of isolated ops inside them
    /// stay lazy).
    pub fn materialize(&mut self, op: OpId) -> Result<(), Error> {
        let Some(reader) = self.ir.lazy.remove(&op) else {
            return Err(Error::msg("operation is not materializable"));
        };
        let regions = self.ir.arena.regions(op).to_vec();
        let mut stack = vec![RegionState::new(Some(op), regions, true, 0, true)];
        let mut readers = vec![reader];
        self.ir.scopes.push(ValueScope::default());
        while !stack.is_empty() {
            self.ir.parse_regions(&mut self.file, &mut stack, &mut readers)?;
        }
        self.check_forward_refs()?;
        self.ir.apply_use_lists(op)
    }

    /// Materializes every pending operation, nested ones included.
    pub fn materialize_all(&mut self) -> Result<(), Error> {
        loop {
            let pending = self.pending();
            if pending.is_empty() {
                return Ok(());
            }
            for op in pending {
                self.materialize(op)?;
            }
        }
    }

    /// Ends lazy loading: materializes everything and returns the module.
    pub fn finish(mut self) -> Result<ParsedModule, Error> {
        self.materialize_all()?;
        Ok(self.into_module())
    }

    fn check_forward_refs(&self) -> Result<(), Error> {
        if self.ir.active_refs.is_empty() {
            Ok(())
        } else {
            Err(Error::at(
                self.ir.ir_offset,
                "not all forward unresolved forward operand references",
            ))
        }
    }

    fn into_module(self) -> ParsedModule {
        ParsedModule {
            arena: self.ir.arena,
            top: self.top,
            warnings: Vec::new(),
        }
    }
}

/// Per-file tables.
struct FileState<'a> {
    sh: Shared<'a>,
    table: AttrTypeTable<'a>,
    op_names: Vec<OpNameEntry<'a>>,
    props: Vec<Reader<'a>>,
}

struct OpNameEntry<'a> {
    dialect: usize,
    name: &'a [u8],
    registered: Option<bool>,
    resolved: Cell<Option<OpName>>,
}

#[derive(Default)]
struct ValueScope {
    values: Vec<Option<Value>>,
    next_ids: Vec<usize>,
}

struct IrState<'a> {
    ctx: &'a Context,
    version: u64,
    arena: IrArena,
    scopes: Vec<ValueScope>,
    active_refs: FxHashSet<OpId>,
    free_refs: Vec<OpId>,
    /// How the registered op names seen so far store their properties.
    plans: FxHashMap<OpName, std::rc::Rc<OpPlan>>,
    /// Properties made from a properties entry, by op name and entry.
    props_cache: FxHashMap<(OpName, u64), Option<Attr>>,
    /// Values that took over a forward reference's uses (their use lists
    /// may be out of order; every other value's uses were linked in
    /// increasing-ID order, newest first, which is what the reader restores).
    reordered: Vec<Value>,
    use_lists: FxHashMap<Value, UseListRecord>,
    lazy_enabled: bool,
    lazy: FxHashMap<OpId, Reader<'a>>,
    lazy_order: Vec<OpId>,
    ir_offset: usize,
}

struct RegionState {
    op: Option<OpId>,
    regions: Vec<RegionId>,
    cur_region: usize,
    blocks: Vec<BlockId>,
    cur_block: Option<usize>,
    ops_remaining: u64,
    num_values: usize,
    isolated: bool,
    reader: usize,
    owns_reader: bool,
}

impl RegionState {
    fn new(op: Option<OpId>, regions: Vec<RegionId>, isolated: bool, reader: usize, owns_reader: bool) -> Self {
        RegionState {
            op,
            regions,
            cur_region: 0,
            blocks: Vec::new(),
            cur_block: None,
            ops_remaining: 0,
            num_values: 0,
            isolated,
            reader,
            owns_reader,
        }
    }
}

fn start<'a>(ctx: &'a Context, bytes: &'a [u8], opts: &ReadOptions, lazy: bool) -> Result<LazyModule<'a>, Error> {
    if !bytes.starts_with(&MAGIC) {
        return Err(Error::at(0, "input buffer is not an MLIR bytecode file"));
    }
    let mut r = Reader::new(bytes, 0);
    r.bytes(4)?;
    let version = r.varint()?;
    if version > VERSION {
        return Err(Error::at(
            4,
            format!("bytecode version {version} is newer than the current version {VERSION}"),
        ));
    }
    let producer = r.nul_terminated()?;
    let _producer = String::from_utf8_lossy(producer);
    let mut sections: [Option<Reader<'a>>; section::COUNT as usize] = [None; section::COUNT as usize];
    while !r.is_empty() {
        let at = r.offset();
        let (id, data) = r.section()?;
        if sections[id as usize].is_some() {
            return Err(Error::at(
                at,
                format!("duplicate top-level section: {}", section::name(id)),
            ));
        }
        sections[id as usize] = Some(data);
    }
    let required = |id: u8| -> Result<Reader<'a>, Error> {
        sections[id as usize].ok_or_else(|| {
            Error::at(
                bytes.len(),
                format!("missing data for top-level section: {}", section::name(id)),
            )
        })
    };
    let strings = parse_strings(required(section::STRING)?)?;
    let props = match sections[section::PROPERTIES as usize] {
        Some(p) => parse_properties(p)?,
        None if version >= 5 => {
            required(section::PROPERTIES)?;
            Vec::new()
        }
        None => Vec::new(),
    };
    let mut sh = Shared {
        ctx,
        strings,
        dialects: Vec::new(),
        resources: Vec::new(),
    };
    let op_names = parse_dialects(&mut sh, required(section::DIALECT)?, version)?;
    match (
        sections[section::RESOURCE as usize],
        sections[section::RESOURCE_OFFSET as usize],
    ) {
        (Some(data), Some(offsets)) => parse_resources(&mut sh, data, offsets)?,
        (None, None) => {}
        (Some(d), None) => {
            return Err(Error::at(
                d.base(),
                "expected resource offset section when resource section is present",
            ))
        }
        (None, Some(o)) => {
            return Err(Error::at(
                o.base(),
                "unexpected resource offset section when resource section is not present",
            ))
        }
    }
    let table = AttrTypeTable::new(&sh, required(section::ATTR_TYPE)?, required(section::ATTR_TYPE_OFFSET)?)?;
    let ir_reader = required(section::IR)?;
    let mut file = FileState {
        sh,
        table,
        op_names,
        props,
    };
    let mut ir = IrState {
        ctx,
        version,
        arena: IrArena::new(),
        scopes: Vec::new(),
        active_refs: FxHashSet::default(),
        free_refs: Vec::new(),
        plans: FxHashMap::default(),
        props_cache: FxHashMap::default(),
        reordered: Vec::new(),
        use_lists: FxHashMap::default(),
        lazy_enabled: lazy && version >= 2,
        lazy: FxHashMap::default(),
        lazy_order: Vec::new(),
        ir_offset: ir_reader.base(),
    };
    let top_region = ir.arena.create_region();
    let top_block = ir.arena.create_block(&[]);
    ir.arena.append_block(top_region, top_block);
    let mut top_state = RegionState::new(None, vec![top_region], true, 0, true);
    top_state.blocks = vec![top_block];
    top_state.cur_block = Some(0);
    let mut readers = vec![ir_reader];
    ir.parse_block_header(&mut file, &mut readers[0], &mut top_state)?;
    ir.scopes.push(ValueScope::default());
    ir.push_values(0);
    let mut stack = vec![top_state];
    while !stack.is_empty() {
        ir.parse_regions(&mut file, &mut stack, &mut readers)?;
    }
    let ops: Vec<OpId> = ir.arena.block_ops(top_block).collect();
    let top = if ops.len() == 1 && ctx.op_info(ir.arena.op_name(ops[0])).name() == crate::builtin::MODULE {
        ir.arena.detach_op(ops[0]);
        ops[0]
    } else {
        let region = ir.arena.create_region();
        let block = ir.arena.create_block(&[]);
        ir.arena.append_block(region, block);
        for op in ops {
            ir.arena.detach_op(op);
            ir.arena.append_op(block, op);
        }
        let file_attr = ctx.string_attr(opts.file_name.as_bytes());
        let loc = ctx.get_attr(AttrKind::file_point(file_attr, 0, 0));
        crate::builtin::module_with_region(ctx, &mut ir.arena, loc, region)
    };
    if !lazy && !ir.active_refs.is_empty() {
        return Err(Error::at(
            ir.ir_offset,
            "not all forward unresolved forward operand references",
        ));
    }
    ir.apply_use_lists(top)?;
    // `upgradeFromVersion` of every dialect loaded with a version entry.
    for d in &file.sh.dialects {
        let Some(v) = d.loaded_version.borrow().clone() else {
            continue;
        };
        let Some(upgrade) = super::dialect::interface(ctx, &d.name).and_then(|i| i.upgrade) else {
            continue;
        };
        // Upstream's hook emits its error on the top-level op; here it is
        // the reader's, at the dialect's version entry.
        upgrade(ctx, &mut ir.arena, top, &v).map_err(|m| {
            let at = d.version.map(|r| r.base()).unwrap_or(0);
            Error::at(at, m)
        })?;
    }
    Ok(LazyModule { file, ir, top })
}

fn parse_strings(mut r: Reader<'_>) -> Result<Vec<&[u8]>, Error> {
    let n = r.count("string")?;
    let mut sizes = Vec::with_capacity(n);
    for _ in 0..n {
        sizes.push(r.varint()?);
    }
    let data_start = r.offset();
    let data = r.rest();
    let mut end = data.len();
    let mut strings = vec![&data[..0]; n];
    // Sizes are stored last string first; carve from the end.
    for (i, &size) in sizes.iter().enumerate() {
        if size > end as u64 || size == 0 {
            return Err(Error::at(data_start, "string size exceeds the available data size"));
        }
        let start = end - size as usize;
        let s = &data[start..end];
        if s.last() != Some(&0) {
            return Err(Error::at(data_start + end - 1, "string is not null-terminated"));
        }
        strings[n - 1 - i] = &s[..s.len() - 1];
        end = start;
    }
    if end != 0 {
        return Err(Error::at(
            data_start,
            "unexpected trailing data between the offsets for strings and their data",
        ));
    }
    Ok(strings)
}

fn parse_properties(mut r: Reader<'_>) -> Result<Vec<Reader<'_>>, Error> {
    if r.is_empty() {
        return Ok(Vec::new());
    }
    let n = r.count("properties")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let size = r.varint()?;
        let start = r.offset();
        out.push(Reader::new(r.bytes(size)?, start));
    }
    if !r.is_empty() {
        return Err(r.err("Broken properties section: didn't exhaust the offsets table"));
    }
    Ok(out)
}

fn utf8(bytes: &[u8], at: usize, what: &str) -> Result<String, Error> {
    String::from_utf8(bytes.to_vec()).map_err(|_| Error::at(at, format!("{what} is not valid UTF-8")))
}

fn parse_dialects<'a>(sh: &mut Shared<'a>, mut r: Reader<'a>, version: u64) -> Result<Vec<OpNameEntry<'a>>, Error> {
    let n = r.count("dialect")?;
    for _ in 0..n {
        let at = r.offset();
        let (idx, has_version) = if version < 1 {
            (r.varint()?, false)
        } else {
            r.varint_with_flag()?
        };
        let name = utf8(sh.string_at(idx, at)?, at, "dialect name")?;
        let version_data = if has_version {
            let at = r.offset();
            let (id, data) = r.section()?;
            if id != section::DIALECT_VERSIONS {
                return Err(Error::at(at, "expected dialect version section"));
            }
            Some(data)
        } else {
            None
        };
        sh.dialects.push(DialectEntry {
            name,
            version: version_data,
            loaded: Cell::new(false),
            loaded_version: std::cell::RefCell::new(None),
        });
    }
    if version >= 4 {
        r.varint()?;
    }
    let mut names = Vec::new();
    while !r.is_empty() {
        let at = r.offset();
        let dialect = r.varint()?;
        if dialect >= sh.dialects.len() as u64 {
            return Err(Error::at(at, format!("invalid dialect index: {dialect}")));
        }
        let count = r.count("op name")?;
        for _ in 0..count {
            let at = r.offset();
            let (idx, registered) = if version < 5 {
                (r.varint()?, None)
            } else {
                let (i, f) = r.varint_with_flag()?;
                (i, Some(f))
            };
            names.push(OpNameEntry {
                dialect: dialect as usize,
                name: sh.string_at(idx, at)?,
                registered,
                resolved: Cell::new(None),
            });
        }
    }
    Ok(names)
}

fn parse_resources<'a>(sh: &mut Shared<'a>, mut data: Reader<'a>, mut offsets: Reader<'a>) -> Result<(), Error> {
    let num_external = offsets.count("external resource group")?;
    let mut entry = |sh: &Shared<'a>, offsets: &mut Reader<'a>| -> Result<(String, u8, Reader<'a>), Error> {
        let at = offsets.offset();
        let key = utf8(sh.string(offsets)?, at, "resource key")?;
        let size = offsets.varint()?;
        let kind = offsets.byte()?;
        if size > data.remaining() as u64 {
            return Err(offsets.err("resource entry size exceeds the resource section"));
        }
        let start = data.offset();
        let payload = Reader::new(data.bytes(size)?, start);
        Ok((key, kind, payload))
    };
    let parse_value = |sh: &Shared<'a>, key: &str, kind: u8, mut p: Reader<'a>| -> Result<ResourceValue, Error> {
        let v = match kind {
            0 => {
                let (alignment, bytes) = p.blob_and_alignment()?;
                ResourceValue::Blob(Blob {
                    alignment: u32::try_from(alignment).map_err(|_| p.err("resource alignment is too large"))?,
                    data: bytes.to_vec(),
                })
            }
            1 => ResourceValue::Bool(p.byte()? != 0),
            2 => ResourceValue::String(sh.string(&mut p)?.to_vec()),
            _ => return Err(p.err(format!("unknown resource entry kind: {kind}"))),
        };
        if !p.is_empty() {
            return Err(p.err(format!("unexpected trailing bytes in resource entry '{key}'")));
        }
        Ok(v)
    };
    for _ in 0..num_external {
        let at = offsets.offset();
        let group = utf8(sh.string(&mut offsets)?, at, "resource group name")?;
        let n = offsets.count("resource")?;
        for _ in 0..n {
            let (key, kind, payload) = entry(sh, &mut offsets)?;
            let value = parse_value(sh, &key, kind, payload)?;
            sh.ctx.resources().add_external(&group, &key, value);
        }
    }
    while !offsets.is_empty() {
        let at = offsets.offset();
        let dialect = offsets.varint()?;
        let dialect = usize::try_from(dialect)
            .ok()
            .filter(|&d| d < sh.dialects.len())
            .ok_or_else(|| Error::at(at, format!("invalid dialect index: {dialect}")))?;
        sh.load_dialect(dialect, at)?;
        let n = offsets.count("resource")?;
        for _ in 0..n {
            let eat = offsets.offset();
            let (key, kind, payload) = entry(sh, &mut offsets)?;
            if sh.dialects[dialect].name != "builtin" {
                return Err(Error::at(
                    eat,
                    format!(
                        "unknown 'resource' key '{key}' for dialect '{}'",
                        sh.dialects[dialect].name
                    ),
                ));
            }
            let actual = sh.ctx.resources().declare_blob(&key);
            if !payload.is_empty() {
                match parse_value(sh, &key, kind, payload)? {
                    ResourceValue::Blob(b) => sh.ctx.resources().set_blob(&actual, b),
                    _ => return Err(Error::at(eat, format!("expected a blob for resource '{key}'"))),
                }
            }
            sh.resources.push((dialect, actual));
        }
    }
    Ok(())
}

impl<'a> IrState<'a> {
    fn push_values(&mut self, n: usize) {
        if let Some(s) = self.scopes.last_mut() {
            s.next_ids.push(s.values.len());
            s.values.resize(s.values.len() + n, None);
        }
    }

    fn pop_values(&mut self, n: usize) {
        if let Some(s) = self.scopes.last_mut() {
            let len = s.values.len().saturating_sub(n);
            s.values.truncate(len);
            s.next_ids.pop();
        }
    }

    /// Port of upstream's `parseRegions`: parses the regions of the state on
    /// top of `stack` until done or until a nested region must be parsed
    /// first (pushed on the stack).
    fn parse_regions(
        &mut self,
        file: &mut FileState<'a>,
        stack: &mut Vec<RegionState>,
        readers: &mut Vec<Reader<'a>>,
    ) -> Result<(), Error> {
        let si = stack.len() - 1;
        let ri = stack[si].reader;
        while stack[si].cur_region < stack[si].regions.len() {
            if stack[si].cur_block.is_none() {
                self.parse_region(file, &mut readers[ri], &mut stack[si])?;
                if stack[si].blocks.is_empty() {
                    stack[si].cur_region += 1;
                    continue;
                }
            }
            loop {
                while stack[si].ops_remaining > 0 {
                    stack[si].ops_remaining -= 1;
                    let block = stack[si].blocks[stack[si].cur_block.unwrap_or(0)];
                    let (op, isolated) = self.parse_op(file, &mut readers[ri], &stack[si].blocks, block)?;
                    let regions = self.arena.regions(op).to_vec();
                    if regions.is_empty() {
                        continue;
                    }
                    let mut child = RegionState::new(Some(op), regions, isolated, ri, false);
                    if self.version >= 2 && isolated {
                        let at = readers[ri].offset();
                        let (id, sub) = readers[ri].section()?;
                        if id != section::IR {
                            return Err(Error::at(at, "expected IR section for region"));
                        }
                        if self.lazy_enabled {
                            self.lazy.insert(op, sub);
                            self.lazy_order.push(op);
                            continue;
                        }
                        readers.push(sub);
                        child.reader = readers.len() - 1;
                        child.owns_reader = true;
                    }
                    if isolated {
                        self.scopes.push(ValueScope::default());
                    }
                    stack.push(child);
                    return Ok(());
                }
                let next = stack[si].cur_block.unwrap_or(0) + 1;
                if next >= stack[si].blocks.len() {
                    break;
                }
                stack[si].cur_block = Some(next);
                self.parse_block_header(file, &mut readers[ri], &mut stack[si])?;
            }
            stack[si].cur_block = None;
            let n = stack[si].num_values;
            self.pop_values(n);
            stack[si].cur_region += 1;
        }
        let done = stack.pop();
        if let Some(done) = done {
            if done.isolated {
                self.scopes.pop();
            }
            if done.owns_reader && done.op.is_some() {
                readers.pop();
            }
        }
        Ok(())
    }

    fn parse_region(
        &mut self,
        file: &mut FileState<'a>,
        r: &mut Reader<'a>,
        st: &mut RegionState,
    ) -> Result<(), Error> {
        let num_blocks = r.count("block")?;
        st.blocks.clear();
        st.num_values = 0;
        if num_blocks == 0 {
            return Ok(());
        }
        let num_values = r.count("value")?;
        st.num_values = num_values;
        let region = st.regions[st.cur_region];
        for _ in 0..num_blocks {
            let b = self.arena.create_block(&[]);
            self.arena.append_block(region, b);
            st.blocks.push(b);
        }
        self.push_values(num_values);
        st.cur_block = Some(0);
        self.parse_block_header(file, r, st)
    }

    fn parse_block_header(
        &mut self,
        file: &mut FileState<'a>,
        r: &mut Reader<'a>,
        st: &mut RegionState,
    ) -> Result<(), Error> {
        let at = r.offset();
        let (num_ops, has_args) = r.varint_with_flag()?;
        if num_ops > r.remaining() as u64 {
            return Err(Error::at(
                at,
                format!("block op count {num_ops} exceeds the bytes that remain"),
            ));
        }
        st.ops_remaining = num_ops;
        let block = st.blocks[st.cur_block.unwrap_or(0)];
        if has_args {
            self.parse_block_args(file, r, block)?;
        }
        if self.version < 3 || !has_args {
            return Ok(());
        }
        let flag = r.byte()?;
        if flag == 0 {
            return Ok(());
        }
        let n = self.arena.num_args(block);
        let at = r.offset();
        let map = parse_use_list_range(r, n as u64)?;
        if map.is_empty() {
            return Err(Error::at(at, "expected use-list orders for block arguments"));
        }
        for (idx, rec) in map {
            if (idx as usize) < n {
                self.use_lists.entry(self.arena.arg(block, idx as usize)).or_insert(rec);
            }
        }
        Ok(())
    }

    fn parse_block_args(&mut self, file: &mut FileState<'a>, r: &mut Reader<'a>, block: BlockId) -> Result<(), Error> {
        let n = r.count("block argument")?;
        let unknown = self.ctx.unknown_loc();
        let mut values = Vec::with_capacity(n);
        for _ in 0..n {
            let (ty, loc) = if self.version >= 4 {
                let at = r.offset();
                let (ty, has_loc) = r.varint_with_flag()?;
                let ty = file.table.ty(&file.sh, ty, at)?;
                let loc = if has_loc { self.read_location(file, r)? } else { unknown };
                (ty, loc)
            } else {
                let ty = file.table.read_type(&file.sh, r)?;
                (ty, self.read_location(file, r)?)
            };
            values.push(self.arena.add_block_arg(block, ty, loc));
        }
        self.define_values(r, &values)
    }

    fn read_location(&mut self, file: &mut FileState<'a>, r: &mut Reader<'a>) -> Result<Attr, Error> {
        let at = r.offset();
        let a = file.table.read_attr(&file.sh, r)?;
        if !self.ctx.attr_kind(a).is_location() {
            return Err(Error::at(
                at,
                format!(
                    "expected attribute of type: LocationAttr, but got: {}",
                    crate::text::printer::attr_to_string(self.ctx, a)
                ),
            ));
        }
        Ok(a)
    }

    fn define_values(&mut self, r: &Reader<'a>, values: &[Value]) -> Result<(), Error> {
        let Some(scope) = self.scopes.last_mut() else {
            return Err(r.err("no value scope"));
        };
        let start = scope.next_ids.last().copied().unwrap_or(0);
        let end = start + values.len();
        if end > scope.values.len() {
            return Err(r.err(format!(
                "value index range was outside of the expected range for the parent region, got [{start}, {end}), but the maximum index was {}",
                scope.values.len() as i64 - 1
            )));
        }
        if let Some(n) = scope.next_ids.last_mut() {
            *n = end;
        }
        let mut replaced = Vec::new();
        for (i, &v) in values.iter().enumerate() {
            if let Some(old) = scope.values[start + i].replace(v) {
                replaced.push((old, v));
            }
        }
        for (old, new) in replaced {
            let Value::Result { op: ref_op, .. } = old else {
                return Err(r.err("value index was already defined"));
            };
            if !self.active_refs.remove(&ref_op) {
                return Err(r.err("value index was already defined"));
            }
            self.arena.replace_all_uses(old, new);
            self.free_refs.push(ref_op);
            self.reordered.push(new);
        }
        Ok(())
    }

    fn operand(&mut self, r: &mut Reader<'a>) -> Result<Value, Error> {
        let at = r.offset();
        let i = r.varint()?;
        let Some(scope) = self.scopes.last_mut() else {
            return Err(Error::at(at, "no value scope"));
        };
        let Some(slot) = usize::try_from(i).ok().and_then(|i| scope.values.get_mut(i)) else {
            return Err(Error::at(at, format!("invalid value index: {i}")));
        };
        if let Some(v) = *slot {
            return Ok(v);
        }
        let op = match self.free_refs.pop() {
            Some(op) => op,
            None => {
                let none = self.ctx.none_type();
                self.arena.create_op(OpSpec {
                    result_types: vec![none],
                    ..OpSpec::new(
                        self.ctx.op_name(crate::builtin::UNREALIZED_CAST),
                        self.ctx.unknown_loc(),
                    )
                })
            }
        };
        self.active_refs.insert(op);
        let v = self.arena.result(op, 0);
        if let Some(scope) = self.scopes.last_mut() {
            if let Some(slot) = scope.values.get_mut(i as usize) {
                *slot = Some(v);
            }
        }
        Ok(v)
    }

    fn op_name(&self, file: &FileState<'a>, r: &mut Reader<'a>) -> Result<(OpName, Option<bool>), Error> {
        let at = r.offset();
        let i = r.varint()?;
        let Some(e) = usize::try_from(i).ok().and_then(|i| file.op_names.get(i)) else {
            return Err(Error::at(at, format!("invalid operation name index: {i}")));
        };
        if let Some(n) = e.resolved.get() {
            return Ok((n, e.registered));
        }
        file.sh.load_dialect(e.dialect, at)?;
        let dialect = &file.sh.dialects[e.dialect].name;
        let full = if e.name.is_empty() {
            if self.ctx.registry().is_dialect_registered(dialect) {
                return Err(Error::at(at, format!("has an empty opname for dialect '{dialect}'")));
            }
            dialect.clone()
        } else {
            format!("{dialect}.{}", utf8(e.name, at, "operation name")?)
        };
        let name = self.ctx.op_name(&full);
        e.resolved.set(Some(name));
        Ok((name, e.registered))
    }

    /// Parses an op (not its regions) and appends it to `block`; returns it
    /// and whether its regions are encoded as isolated.
    fn parse_op(
        &mut self,
        file: &mut FileState<'a>,
        r: &mut Reader<'a>,
        blocks: &[BlockId],
        block: BlockId,
    ) -> Result<(OpId, bool), Error> {
        let name_at = r.offset();
        let (name, was_registered) = self.op_name(file, r)?;
        let mask = r.byte()?;
        let loc = self.read_location(file, r)?;
        let mut dict = None;
        if mask & 0x01 != 0 {
            let at = r.offset();
            let a = file.table.read_attr(&file.sh, r)?;
            if !matches!(self.ctx.attr_kind(a), AttrKind::Dictionary(_)) {
                return Err(Error::at(at, "expected attribute of type: DictionaryAttr"));
            }
            dict = Some(a);
        }
        let info = self.ctx.op_info(name);
        let registered = info.is_registered();
        let op_str = info.name();
        let plan = if registered {
            let ctx = self.ctx;
            Some(
                self.plans
                    .entry(name)
                    .or_insert_with(|| std::rc::Rc::new(OpPlan::new(ctx, name)))
                    .clone(),
            )
        } else {
            None
        };
        let mut props: Option<Vec<(Attr, Attr)>> = None;
        let mut cached_props: Option<Option<Attr>> = None;
        let mut props_key = None;
        let mut unregistered_props = None;
        if mask & 0x40 != 0 {
            if was_registered.is_none() {
                return Err(Error::at(
                    name_at,
                    format!(
                        "Unexpected missing `wasRegistered` opname flag at bytecode version {} with properties.",
                        self.version
                    ),
                ));
            }
            let at = r.offset();
            let idx = r.varint()?;
            let Some(mut pr) = usize::try_from(idx).ok().and_then(|i| file.props.get(i)).copied() else {
                return Err(Error::at(at, format!("Properties idx out-of-bound for {op_str}")));
            };
            if registered {
                // `BytecodeOpInterface::readProperties` of the op (resolved once
                // per op name, with its plan).
                let Some((plan, methods)) = plan.as_deref().and_then(|p| Some((p, p.bytecode?))) else {
                    return Err(Error::at(
                        at,
                        format!("has properties but missing BytecodeOpInterface for {op_str}"),
                    ));
                };
                match self.props_cache.get(&(name, idx)) {
                    // Entries are shared (the writer de-duplicates them): an op
                    // name and entry seen before give the same properties.
                    Some(&done) => cached_props = Some(done),
                    None => {
                        let mut src = PropSource {
                            ctx: self.ctx,
                            file,
                            r: &mut pr,
                            err: None,
                            declared: Some(Declared {
                                version: self.version,
                                op: op_str,
                                plan,
                            }),
                        };
                        let mut state = Vec::new();
                        if let Err(message) = methods.read_properties(&mut src, &mut state) {
                            return Err(src.err.unwrap_or_else(|| Error::at(at, message)));
                        }
                        props = Some(state);
                        props_key = Some((name, idx));
                    }
                }
            } else {
                if was_registered == Some(true) {
                    return Err(Error::at(
                        at,
                        format!(
                            "op '{op_str}' was registered when written but is not registered now; its properties cannot be read"
                        ),
                    ));
                }
                unregistered_props = Some(file.table.read_attr(&file.sh, &mut pr)?);
            }
        }
        let mut result_types: Vec<Type> = Vec::new();
        if mask & 0x02 != 0 {
            let n = r.count("result")?;
            result_types.reserve(n);
            for _ in 0..n {
                result_types.push(file.table.read_type(&file.sh, r)?);
            }
        }
        let mut operands = Vec::new();
        if mask & 0x04 != 0 {
            let n = r.count("operand")?;
            operands.reserve(n);
            for _ in 0..n {
                operands.push(self.operand(r)?);
            }
        }
        let mut successors = Vec::new();
        if mask & 0x08 != 0 {
            let n = r.count("successor")?;
            for _ in 0..n {
                let at = r.offset();
                let i = r.varint()?;
                let Some(&b) = usize::try_from(i).ok().and_then(|i| blocks.get(i)) else {
                    return Err(Error::at(at, format!("invalid successor index: {i}")));
                };
                successors.push(b);
            }
        }
        let mut use_lists = None;
        if self.version >= 3 && mask & 0x20 != 0 {
            use_lists = Some(parse_use_list_range(r, result_types.len() as u64)?);
        }
        let mut regions = Vec::new();
        let mut isolated = false;
        if mask & 0x10 != 0 {
            let at = r.offset();
            let (n, iso) = r.varint_with_flag()?;
            if n > r.remaining() as u64 {
                return Err(Error::at(at, format!("region count {n} exceeds the bytes that remain")));
            }
            isolated = iso;
            for _ in 0..n {
                regions.push(self.arena.create_region());
            }
        }
        // Inherent attributes: properties for registered ops.
        let (properties, attrs) = if registered {
            match (plan.as_deref(), cached_props) {
                (_, Some(done)) => (done, dict.filter(|d| !self.ctx.dictionary_entries(*d).is_empty())),
                (Some(plan), None) => {
                    let (p, a) = self.registered_attrs(plan, props, dict);
                    if let Some(k) = props_key {
                        self.props_cache.insert(k, p);
                    }
                    (p, a)
                }
                (None, None) => (None, dict),
            }
        } else {
            let attrs = dict.filter(|d| !self.ctx.dictionary_entries(*d).is_empty());
            (unregistered_props, attrs)
        };
        let op = self.arena.create_op(OpSpec {
            operands,
            result_types,
            successors,
            regions,
            properties,
            attrs,
            ..OpSpec::new(name, loc)
        });
        self.arena.append_op(block, op);
        let results: Vec<Value> = (0..self.arena.num_results(op))
            .map(|i| self.arena.result(op, i))
            .collect();
        if !results.is_empty() {
            self.define_values(r, &results)?;
        }
        if let Some(map) = use_lists {
            for (idx, rec) in map {
                if (idx as usize) < results.len() {
                    self.use_lists.entry(results[idx as usize]).or_insert(rec);
                }
            }
        }
        Ok((op, isolated))
    }

    /// Splits the attributes of a registered op into properties (inherent)
    /// and the discardable dictionary, filling segment sizes and
    /// native-property defaults.
    fn registered_attrs(
        &self,
        plan: &OpPlan,
        props: Option<Vec<(Attr, Attr)>>,
        dict: Option<Attr>,
    ) -> (Option<Attr>, Option<Attr>) {
        let ctx = self.ctx;
        let dict_entries: &[(Attr, Attr)] = dict.map(|d| ctx.dictionary_entries(d)).unwrap_or(&[]);
        let (mut prop_entries, discardable) = match props {
            Some(p) => (p, None),
            None => {
                let mut p = Vec::new();
                let mut d = Vec::new();
                for &(k, v) in dict_entries {
                    if plan.inherent.contains(&k) {
                        p.push((k, v));
                    } else {
                        d.push((k, v));
                    }
                }
                (p, Some(d))
            }
        };
        for &(k, default) in &plan.defaults {
            if !prop_entries.iter().any(|e| e.0 == k) {
                prop_entries.push((k, default));
            }
        }
        let props = (!prop_entries.is_empty()).then(|| ctx.dictionary_attr(prop_entries));
        let attrs = match discardable {
            None => dict.filter(|_| !dict_entries.is_empty()),
            Some(d) if d.len() == dict_entries.len() => dict.filter(|_| !d.is_empty()),
            Some(d) => (!d.is_empty()).then(|| ctx.dictionary_attr(d)),
        };
        (props, attrs)
    }

    /// Applies the recorded use-list orders (and the default order) to every
    /// value under `root`.
    ///
    /// Ops are created in pre-order and each new use goes to the front of
    /// its value's list, so only values with a record and values that
    /// replaced a forward reference can be out of order.
    fn apply_use_lists(&mut self, root: OpId) -> Result<(), Error> {
        if self.use_lists.is_empty() && self.reordered.is_empty() {
            return Ok(());
        }
        let ids = uselists::preorder_ids(&self.arena, root, 1);
        let mut values: Vec<Value> = std::mem::take(&mut self.reordered);
        values.extend(self.use_lists.keys().copied());
        values.sort_unstable();
        values.dedup();
        for v in values {
            let rec = self.use_lists.remove(&v);
            if !uselists::apply(&mut self.arena, &ids, v, rec.as_ref()) {
                return Err(Error::at(
                    self.ir_offset,
                    "parsed use-list orders were invalid and could not be applied",
                ));
            }
        }
        Ok(())
    }
}

/// `array<i32: ...>` with `size` elements (missing ones zero).
fn segments_attr(ctx: &Context, values: &[i32], size: usize) -> Attr {
    let mut raw = Vec::with_capacity(size * 4);
    for i in 0..size {
        raw.extend_from_slice(&values.get(i).copied().unwrap_or(0).to_le_bytes());
    }
    ctx.get_attr(AttrKind::DenseArray {
        element: ctx.int_type(32),
        len: size,
        raw: raw.into(),
    })
}

/// MLIR's `readSparseArray` into a zero-initialised array of `size`.
fn read_sparse_array(r: &mut Reader<'_>, size: usize) -> Result<Vec<i32>, Error> {
    let mut out = vec![0i32; size];
    let at = r.offset();
    let (n, sparse) = r.varint_with_flag()?;
    if !sparse {
        if n > size as u64 {
            return Err(Error::at(
                at,
                format!("trying to read an array of {n} but only {size} storage available."),
            ));
        }
        for slot in out.iter_mut().take(n as usize) {
            *slot = r.varint()? as i32;
        }
        return Ok(out);
    }
    if n == 0 {
        return Ok(out);
    }
    let bits = r.varint()?;
    if bits > 8 {
        return Err(Error::at(
            at,
            format!("reading sparse array with indexing above 8 bits: {bits}"),
        ));
    }
    if n > r.remaining() as u64 {
        return Err(Error::at(at, "sparse array count exceeds the bytes that remain"));
    }
    for _ in 0..n {
        let at = r.offset();
        let pair = r.varint()?;
        let index = pair & !(u64::MAX << bits);
        let value = pair >> bits;
        if index >= size as u64 {
            return Err(Error::at(
                at,
                format!("out of bound access in sparse array: index {index} >= {size}"),
            ));
        }
        out[index as usize] = value as i32;
    }
    Ok(out)
}

/// A use-list record: (pair encoding, indices).
type UseListRecord = (bool, Vec<u64>);

/// Use-list records for a range of `n` values: value index -> record.
fn parse_use_list_range(r: &mut Reader<'_>, n: u64) -> Result<Vec<(u64, UseListRecord)>, Error> {
    let count = if n > 1 { r.count("use-list")? as u64 } else { 1 };
    let mut out: Vec<(u64, UseListRecord)> = Vec::new();
    for _ in 0..count {
        let idx = if n > 1 { r.varint()? } else { 0 };
        let (len, pairs) = r.varint_with_flag()?;
        if len > r.remaining() as u64 {
            return Err(r.err("use-list size exceeds the bytes that remain"));
        }
        let mut indices = Vec::with_capacity(len as usize);
        for _ in 0..len {
            indices.push(r.varint()?);
        }
        if !out.iter().any(|e| e.0 == idx) {
            out.push((idx, (pairs, indices)));
        }
    }
    Ok(out)
}

/// The properties `fields` lay out (their names' `StringAttr`s `keys`), as
/// mlir-tblgen's generated `readProperties` reads them for bytecode `version`.
fn read_declared_props<'a>(
    ctx: &Context,
    version: u64,
    file: &mut FileState<'a>,
    r: &mut Reader<'a>,
    fields: &[Field],
    keys: &[Attr],
) -> Result<Vec<(Attr, Attr)>, Error> {
    let mut out = Vec::new();
    for (f, &key) in fields.iter().zip(keys) {
        match f {
            Field::Attr(_) => {
                let a = file.table.read_attr(&file.sh, r)?;
                out.push((key, a));
            }
            Field::OptionalAttr(_) => {
                let at = r.offset();
                let (i, present) = r.varint_with_flag()?;
                if present {
                    let a = file.table.attr(&file.sh, i, at)?;
                    out.push((key, a));
                }
            }
            Field::LegacySegments(_, size) => {
                if version >= 6 {
                    continue;
                }
                let at = r.offset();
                let a = file.table.read_attr(&file.sh, r)?;
                let values = match ctx.attr_kind(a) {
                    AttrKind::DenseArray { element, len, raw }
                        if matches!(ctx.type_kind(*element), TypeKind::Integer { width: 32, .. }) =>
                    {
                        if *len > *size {
                            return Err(Error::at(at, "size mismatch for operand/result_segment_size"));
                        }
                        raw.chunks(4)
                            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                            .collect::<Vec<_>>()
                    }
                    _ => return Err(Error::at(at, "expected attribute of type: DenseI32ArrayAttr")),
                };
                out.push((key, segments_attr(ctx, &values, *size)));
            }
            Field::SparseSegments(_, size) => {
                if version < 6 {
                    continue;
                }
                let values = read_sparse_array(r, *size)?;
                out.push((key, segments_attr(ctx, &values, *size)));
            }
            Field::BoolProp(_) => {
                let b = r.byte()? != 0;
                let v = if b {
                    ctx.unit_attr()
                } else {
                    ctx.get_attr(AttrKind::Bool(false))
                };
                out.push((key, v));
            }
            Field::Prop(p) => {
                // An `OptionalProp`: a presence byte, then the value;
                // stored in its attribute form, `[v]` or `[]`.
                if p.optional {
                    let v = match r.byte()? {
                        0 => None,
                        _ => Some(read_native(ctx, file, r, p.kind, &p.name)?),
                    };
                    out.push((key, crate::ods::values::optional_prop(ctx, v)));
                    continue;
                }
                let v = read_native(ctx, file, r, p.kind, &p.name)?;
                out.push((key, v));
            }
        }
    }
    Ok(out)
}

/// A native property's value as its `readFromMlirBytecode` reads it (an
/// `ArrayProp`'s elements recursively).
fn read_native<'a>(
    ctx: &Context,
    file: &mut FileState<'a>,
    r: &mut Reader<'a>,
    kind: PropKind,
    name: &str,
) -> Result<Attr, Error> {
    Ok(match kind {
        PropKind::I32 | PropKind::I64 => {
            let width = if kind == PropKind::I32 { 32 } else { 64 };
            let raw = r.varint()?;
            let v = if width == 32 {
                raw as u32 as i32 as i128
            } else {
                raw as i64 as i128
            };
            ctx.get_attr(AttrKind::Integer {
                ty: ctx.int_type(width),
                value: crate::apint::ApInt::from_i128(width, v),
            })
        }
        PropKind::Bool => ctx.get_attr(AttrKind::Bool(r.byte()? != 0)),
        PropKind::Unit => {
            if r.byte()? != 0 {
                ctx.unit_attr()
            } else {
                ctx.get_attr(AttrKind::Bool(false))
            }
        }
        PropKind::String => {
            let s = file.sh.string(r)?;
            ctx.string_attr(s)
        }
        PropKind::IntArray32 | PropKind::IntArray64 => read_int_array_prop(ctx, r, kind)?,
        PropKind::Array(elem) => {
            let len = read_array_len(r)?;
            let mut elems = Vec::with_capacity(len as usize);
            for _ in 0..len {
                elems.push(read_native(ctx, file, r, *elem, name)?);
            }
            ctx.get_attr(AttrKind::Array(elems))
        }
        PropKind::IntN(width, _) => {
            // `$_storage = val`: truncated to the width.
            let raw = r.varint()?;
            ctx.get_attr(AttrKind::Integer {
                ty: ctx.int_type(width),
                value: crate::apint::ApInt::from_i128(width, i128::from(raw)),
            })
        }
        PropKind::Optional(inner) => {
            let v = match r.byte()? {
                0 => None,
                _ => Some(read_native(ctx, file, r, *inner, name)?),
            };
            crate::ods::values::optional_prop(ctx, v)
        }
        PropKind::Custom(custom) => {
            let at = r.offset();
            let Some(hooks) = &custom.bytecode else {
                // The attribute form, by reference, through the conversion.
                let a = file.table.read_attr(&file.sh, r)?;
                return (custom.convert)(ctx, a).map_err(|m| Error::at(at, m));
            };
            let mut src = PropSource {
                ctx,
                file,
                r,
                err: None,
                declared: None,
            };
            match (hooks.read)(ctx, &mut src) {
                Ok(v) => v,
                Err(message) => return Err(src.err.unwrap_or_else(|| Error::at(at, message))),
            }
        }
        PropKind::Enum(width, _) => {
            let at = r.offset();
            let raw = r.varint()?;
            if width < 64 && raw >> width != 0 {
                return Err(Error::at(at, format!("enum property '{name}' out of range: {raw}")));
            }
            ctx.get_attr(AttrKind::Integer {
                ty: ctx.int_type(width),
                value: crate::apint::ApInt::from_i128(width, i128::from(raw)),
            })
        }
    })
}

/// A [`PropReader`](crate::bytecode::props::PropReader) over the
/// properties entry being read, keeping the first error with its offset.
struct PropSource<'r, 'a> {
    ctx: &'r Context,
    file: &'r mut FileState<'a>,
    r: &'r mut Reader<'a>,
    err: Option<Error>,
    /// For an op's whole properties entry (`BytecodeOpInterface::readProperties`):
    /// what its declared layout reads with.
    declared: Option<Declared<'r>>,
}

/// What [`PropSource`] reads an op's declared layout with.
struct Declared<'r> {
    version: u64,
    op: &'r str,
    plan: &'r OpPlan,
}

impl crate::bytecode::props::OpPropertiesReader for PropSource<'_, '_> {
    fn version(&self) -> u64 {
        self.declared.as_ref().map_or(0, |d| d.version)
    }
    fn read_declared(&mut self, state: &mut crate::bytecode::props::PropertiesState) -> Result<(), String> {
        let at = self.r.offset();
        let v = match &self.declared {
            Some(d) => match d.plan.layout.as_deref() {
                Some(Layout::Fields(fields)) => {
                    read_declared_props(self.ctx, d.version, self.file, self.r, fields, &d.plan.keys)
                }
                _ => Err(Error::at(
                    at,
                    format!("no bytecode properties encoding is known for registered op '{}'", d.op),
                )),
            },
            None => Err(Error::at(at, "not reading an op's properties")),
        };
        state.extend(self.keep(v)?);
        Ok(())
    }
}

impl PropSource<'_, '_> {
    fn keep<T>(&mut self, v: Result<T, Error>) -> Result<T, String> {
        v.map_err(|e| {
            let message = e.message.clone();
            self.err.get_or_insert(e);
            message
        })
    }
}

impl crate::bytecode::props::PropReader for PropSource<'_, '_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn attr(&mut self) -> Result<Attr, String> {
        let v = self.file.table.read_attr(&self.file.sh, self.r);
        self.keep(v)
    }
    fn optional_attr(&mut self) -> Result<Option<Attr>, String> {
        let v = self.file.table.read_optional_attr(&self.file.sh, self.r);
        self.keep(v)
    }
    fn ty(&mut self) -> Result<Type, String> {
        let v = self.file.table.read_type(&self.file.sh, self.r);
        self.keep(v)
    }
    fn varint(&mut self) -> Result<u64, String> {
        let v = self.r.varint();
        self.keep(v)
    }
    fn signed_varint(&mut self) -> Result<i64, String> {
        let v = self.r.signed_varint();
        self.keep(v).map(|v| v as i64)
    }
    fn byte(&mut self) -> Result<u8, String> {
        let v = self.r.byte();
        self.keep(v)
    }
    fn string(&mut self) -> Result<Vec<u8>, String> {
        let v = self.file.sh.string(self.r).map(<[u8]>::to_vec);
        self.keep(v)
    }
    fn dialect_version(&mut self, dialect: &str) -> Option<crate::bytecode::dialect::DialectVersion> {
        // Upstream loads the dialect first, which reads its version entry.
        let index = self.file.sh.dialects.iter().position(|d| d.name == dialect)?;
        let at = self.r.offset();
        // A dialect that fails to load has no version (`failure()`).
        self.file.sh.load_dialect(index, at).ok()?;
        self.file.sh.dialects.get(index)?.loaded_version.borrow().clone()
    }
}

/// The element count of an array property. Every element takes at least
/// one byte: a longer count is malformed, and checking it first bounds the
/// allocation by the input's size.
fn read_array_len(r: &mut Reader<'_>) -> Result<u64, Error> {
    let at = r.offset();
    let len = r.varint()?;
    if len > r.remaining() as u64 {
        return Err(Error::at(
            at,
            format!("array property of {len} elements exceeds the section"),
        ));
    }
    Ok(len)
}

/// An `IntArrayProp` as `readFromMlirBytecode` reads it: a varint length,
/// then one varint per element (truncated to 32 bits for `I32Prop`).
fn read_int_array_prop(ctx: &Context, r: &mut Reader<'_>, kind: PropKind) -> Result<Attr, Error> {
    let at = r.offset();
    let len = read_array_len(r)?;
    let mut values = Vec::with_capacity(len as usize);
    for _ in 0..len {
        let raw = r.varint()?;
        values.push(if kind == PropKind::IntArray32 {
            raw as u32 as i32 as i64
        } else {
            raw as i64
        });
    }
    let elem = if kind == PropKind::IntArray32 { "i32" } else { "i64" };
    crate::ods::values::dense_array(ctx, &values, elem).map_err(|e| Error::at(at, e.0))
}

/// How a registered op stores its properties, resolved once per op name:
/// its layout, the name attribute of each field, its inherent attribute
/// names, and the values of properties a file may leave out.
struct OpPlan {
    /// The op's `BytecodeOpInterface`, which reads its properties entry.
    bytecode: Option<crate::interfaces::BytecodeOpInterfaceMethods>,
    layout: Option<std::sync::Arc<Layout>>,
    /// `StringAttr` of each field's name, in field order.
    keys: Vec<Attr>,
    /// Names of inherent attributes (they leave the attribute dictionary).
    inherent: Vec<Attr>,
    /// Segment sizes (all zero) and native properties (their defaults)
    /// filled in when absent: before version 5 native properties are not
    /// written, as upstream's `getAttrDictionary` leaves them out.
    defaults: Vec<(Attr, Attr)>,
}

impl OpPlan {
    fn new(ctx: &Context, name: OpName) -> OpPlan {
        let layout = layout_of(ctx, ctx.op_info(name).name());
        let mut plan = OpPlan {
            bytecode: crate::interfaces::BytecodeOpInterfaceMethods::get(ctx, name),
            layout: layout.clone(),
            keys: Vec::new(),
            inherent: Vec::new(),
            defaults: Vec::new(),
        };
        let key = |n: &str| ctx.string_attr(n.as_bytes());
        match layout.as_deref() {
            Some(Layout::Fields(fields)) => {
                for f in fields {
                    let k = match f {
                        Field::Attr(n) | Field::OptionalAttr(n) => {
                            let k = key(n);
                            plan.inherent.push(k);
                            k
                        }
                        Field::LegacySegments(n, s) | Field::SparseSegments(n, s) => {
                            let k = key(n);
                            if !plan.inherent.contains(&k) {
                                plan.inherent.push(k);
                                plan.defaults.push((k, segments_attr(ctx, &[], *s)));
                            }
                            k
                        }
                        Field::BoolProp(n) => {
                            let k = key(n);
                            plan.defaults.push((k, ctx.get_attr(AttrKind::Bool(false))));
                            k
                        }
                        Field::Prop(p) => {
                            let k = key(&p.name);
                            plan.defaults
                                .push((k, crate::ods::native_props::native_default(ctx, p)));
                            k
                        }
                    };
                    plan.keys.push(k);
                }
            }
            _ => {
                if let Some(def) = ctx.op_info(name).definition() {
                    plan.inherent.extend(def.inherent_attrs.iter().map(|s| key(s)));
                }
            }
        }
        plan
    }
}
