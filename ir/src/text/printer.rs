//! The MLIR text printer: generic operation form (byte-identical with
//! `mlir-opt --mlir-print-op-generic`), `builtin.module`'s custom form,
//! aliases, locations and file-level resources.

use super::aliases::{self, AliasTable, Symbol};
use super::asm_printer::is_bare_identifier;
use super::names::SsaNames;
use crate::attrs::{Attr, AttrKind};
use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::dense;
use crate::dialect_attr::ParamValue;
use crate::float;
use crate::resources::ResourceValue;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::fmt::Write;

/// What the printer should produce.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// Print every operation in generic form.
    pub generic: bool,
    /// Print locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
}

impl PrintOptions {
    /// Every operation in generic form, no locations
    /// (`--mlir-print-op-generic`).
    pub const GENERIC: PrintOptions = PrintOptions {
        generic: true,
        debug_info: false,
    };
    /// Every operation in generic form, with locations
    /// (`--mlir-print-op-generic --mlir-print-debuginfo`).
    pub const GENERIC_WITH_LOCATIONS: PrintOptions = PrintOptions {
        generic: true,
        debug_info: true,
    };
}

/// Whether an attribute's type may be left out (`AttrTypeElision`).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Elision {
    Never,
    May,
    /// `printAttributeWithoutType`.
    Must,
}

/// How one block is printed.
#[derive(Clone, Copy)]
struct BlockPrint<'p> {
    /// Print the `^bbN(args):` header.
    label: bool,
    /// The block is its region's entry.
    is_entry: bool,
    /// Its predecessors, for the `// pred:` comment.
    preds: Option<&'p Vec<BlockId>>,
    /// A terminator to leave out.
    skip: Option<OpId>,
}

#[path = "printer_custom.rs"]
mod custom;

/// The printer of one top-level operation.
pub struct Printer<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    opts: PrintOptions,
    aliases: AliasTable,
    names: SsaNames,
    distinct_ids: RefCell<FxHashMap<u64, usize>>,
    used_resources: RefCell<Vec<Box<str>>>,
    out: String,
    /// Printed text of types and attributes printed before (`None` for
    /// one-off printers, where filling it would not pay).
    cache: Option<RefCell<TextCache>>,
    /// Where finished text goes while printing (see [`print_operation_to`]).
    sink: Option<RefCell<Sink<'a>>>,
}

/// Printed text of types and attributes, reused each time they are printed
/// again: the text of a type or attribute depends only on it (and on the
/// aliases, fixed for the whole print), and printing one again has no side
/// effect the first print did not have.
#[derive(Default)]
struct TextCache {
    /// By type index: span in `text`, or `EMPTY_SPAN`.
    types: Vec<(u32, u32)>,
    /// By attribute index and elision: span in `text`.
    attrs: FxHashMap<u32, (u32, u32)>,
    text: String,
}

const EMPTY_SPAN: (u32, u32) = (u32::MAX, 0);

/// Attribute texts longer than this are not kept (big dense constants).
const MAX_CACHED_ATTR: usize = 1024;

impl TextCache {
    fn span(&mut self, text: &str) -> Option<(u32, u32)> {
        let start = u32::try_from(self.text.len()).ok()?;
        let len = u32::try_from(text.len()).ok()?;
        start.checked_add(len)?;
        self.text.push_str(text);
        Some((start, len))
    }

    fn get(&self, span: (u32, u32)) -> &str {
        &self.text[span.0 as usize..(span.0 + span.1) as usize]
    }
}

/// A writer the printer hands finished text to.
struct Sink<'a> {
    writer: &'a mut dyn std::io::Write,
    error: Option<std::io::Error>,
}

/// Text is handed to the sink in pieces of about this size.
const FLUSH_AT: usize = 1 << 16;

/// Prints a type as MLIR does (no aliases).
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let p = Printer::detached(ctx);
    let mut s = String::new();
    p.print_type(&mut s, ty);
    s
}

/// Prints an attribute as MLIR does (no aliases).
pub fn attr_to_string(ctx: &Context, attr: Attr) -> String {
    let p = Printer::detached(ctx);
    let mut s = String::new();
    p.print_attr(&mut s, attr, Elision::Never);
    s
}

/// `file:line:col` of the first file location in `loc`, as diagnostics show it.
pub fn print_location_for_diagnostic(ctx: &Context, loc: Attr, out: &mut String) {
    if let Some((file, line, col)) = crate::diag::find_file_loc(ctx, loc, 0) {
        let _ = write!(out, "{}:{}:{}", String::from_utf8_lossy(&file), line, col);
    }
}

/// Prints `op` (normally the top-level module) with aliases and resources,
/// exactly as `Operation::print` does; the caller adds mlir-opt's final newline.
pub fn print_operation(ctx: &Context, arena: &IrArena, op: OpId, opts: PrintOptions) -> String {
    let mut p = Printer::new(ctx, arena, op, opts, None);
    p.print_top_level(op);
    p.out
}

/// [`print_operation`] straight into `writer`, in pieces of about 64 KiB, so
/// that the whole text is never held in memory. Writes exactly the bytes
/// `print_operation` returns (no final newline).
pub fn print_operation_to(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    opts: PrintOptions,
    writer: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let sink = Sink { writer, error: None };
    let mut p = Printer::new(ctx, arena, op, opts, Some(sink));
    p.print_top_level(op);
    let mut out = std::mem::take(&mut p.out);
    p.flush(&mut out, true);
    match p.sink.map(|s| s.into_inner().error) {
        Some(Some(e)) => Err(e),
        _ => Ok(()),
    }
}

/// Prints a nested `op` on its own as MLIR does with `useLocalScope()`
/// (IR dumps around passes): values numbered from `op`, no alias
/// definitions (attributes, types and locations inline), no resources and
/// no final newline.
pub fn print_operation_local(ctx: &Context, arena: &IrArena, op: OpId, opts: PrintOptions) -> String {
    let p = Printer {
        ctx,
        arena,
        opts,
        aliases: AliasTable::default(),
        names: SsaNames::new(ctx, arena, op, opts.generic),
        distinct_ids: RefCell::new(FxHashMap::default()),
        used_resources: RefCell::new(Vec::new()),
        out: String::new(),
        cache: Some(RefCell::default()),
        sink: None,
    };
    let mut out = String::new();
    p.print_op_with_loc(&mut out, op, 0);
    out
}

/// Calls `f` with the name and value of each attribute a printer visits for
/// an op, in [`visible_attrs`] order, without building a list when there is
/// nothing to merge.
pub(crate) fn for_each_visible_attr(ctx: &Context, arena: &IrArena, op: OpId, mut f: impl FnMut(Attr, Attr)) {
    let discardable = arena.attrs(op).map_or(&[][..], |d| ctx.dictionary_entries(d));
    let props = match arena.properties(op) {
        Some(p) if ctx.op_info(arena.op_name(op)).is_registered() => p,
        _ => {
            for &(k, v) in discardable {
                f(k, v);
            }
            return;
        }
    };
    let props = ctx.dictionary_entries(props);
    let by_name = |a: &(Attr, Attr), b: &(Attr, Attr)| ctx.string_value(a.0).cmp(ctx.string_value(b.0));
    // One side empty and the other already in order (dictionaries keep
    // theirs sorted): sorting would change nothing.
    let single = match (discardable.is_empty(), props.is_empty()) {
        (true, _) => Some(props),
        (_, true) => Some(discardable),
        _ => None,
    };
    if let Some(entries) = single.filter(|e| e.windows(2).all(|w| by_name(&w[0], &w[1]).is_le())) {
        for &(k, v) in entries {
            f(k, v);
        }
        return;
    }
    let mut all: smallvec::SmallVec<[(Attr, Attr); 8]> = discardable.iter().copied().collect();
    all.extend_from_slice(props);
    all.sort_by(by_name);
    for (k, v) in all {
        f(k, v);
    }
}

/// The attributes a printer visits for an op: registered ops show inherent
/// (properties) and discardable attributes merged; unregistered ops only the
/// discardable dictionary (their properties are opaque).
pub fn visible_attrs(ctx: &Context, arena: &IrArena, op: OpId) -> Vec<(Attr, Attr)> {
    let mut all: Vec<(Attr, Attr)> = arena
        .attrs(op)
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    if ctx.op_info(arena.op_name(op)).is_registered() {
        if let Some(p) = arena.properties(op) {
            all.extend_from_slice(ctx.dictionary_entries(p));
            all.sort_by(|a, b| ctx.string_value(a.0).cmp(ctx.string_value(b.0)));
        }
    }
    all
}

/// Writes `s` quoted, with MLIR's escapes.
pub(crate) fn print_escaped(out: &mut String, s: &[u8]) {
    out.push('"');
    // Most strings (op names, attribute names, labels) need no escape.
    match s.iter().all(|&b| (0x20..=0x7E).contains(&b) && b != b'"' && b != b'\\') {
        true => out.push_str(std::str::from_utf8(s).unwrap_or_default()),
        false => dense::escape_string(out, s),
    }
    out.push('"');
}

fn print_keyword_or_string(out: &mut String, s: &[u8]) {
    if is_bare_identifier(s) {
        out.push_str(&String::from_utf8_lossy(s));
    } else {
        print_escaped(out, s);
    }
}

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`.
fn dialect_symbol_is_pretty(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest: &[u8] = {
        let n = b
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == b'.' || **c == b'_')
            .count();
        &b[n..]
    };
    rest.is_empty() || (rest[0] == b'<' && rest[rest.len() - 1] == b'>')
}

fn print_dialect_symbol(out: &mut String, prefix: char, dialect: &str, data: &str) {
    out.push(prefix);
    out.push_str(dialect);
    if dialect_symbol_is_pretty(data) {
        out.push('.');
        out.push_str(data);
    } else {
        out.push('<');
        out.push_str(data);
        out.push('>');
    }
}

impl<'a> Printer<'a> {
    fn new(ctx: &'a Context, arena: &'a IrArena, op: OpId, opts: PrintOptions, sink: Option<Sink<'a>>) -> Printer<'a> {
        Printer {
            ctx,
            arena,
            opts,
            aliases: aliases::collect(ctx, arena, op, opts),
            names: SsaNames::new(ctx, arena, op, opts.generic),
            distinct_ids: RefCell::new(FxHashMap::default()),
            used_resources: RefCell::new(Vec::new()),
            out: String::new(),
            cache: Some(RefCell::default()),
            sink: sink.map(RefCell::new),
        }
    }

    /// Hands `out` to the sink once it holds `FLUSH_AT` bytes (or always,
    /// with `force`). Without a sink the text stays in `out`.
    fn flush(&self, out: &mut String, force: bool) {
        let Some(sink) = &self.sink else { return };
        if out.len() < FLUSH_AT && !force {
            return;
        }
        let mut sink = sink.borrow_mut();
        if sink.error.is_none() {
            if let Err(e) = sink.writer.write_all(out.as_bytes()) {
                sink.error = Some(e);
            }
        }
        out.clear();
    }

    fn detached(ctx: &'a Context) -> Printer<'a> {
        // Detached printers never touch an arena; a static empty one is enough.
        static EMPTY: std::sync::OnceLock<IrArena> = std::sync::OnceLock::new();
        Printer {
            ctx,
            arena: EMPTY.get_or_init(IrArena::new),
            opts: PrintOptions::default(),
            aliases: AliasTable::default(),
            names: SsaNames::default(),
            distinct_ids: RefCell::new(FxHashMap::default()),
            used_resources: RefCell::new(Vec::new()),
            out: String::new(),
            cache: None,
            sink: None,
        }
    }

    fn print_top_level(&mut self, op: OpId) {
        let mut out = std::mem::take(&mut self.out);
        self.print_alias_defs(&mut out, false);
        self.print_op_with_loc(&mut out, op, 0);
        out.push('\n');
        self.print_alias_defs(&mut out, true);
        self.print_resources(&mut out);
        self.out = out;
    }

    fn print_alias_defs(&self, out: &mut String, deferred: bool) {
        for a in self.aliases.aliases.iter().filter(|a| a.deferred == deferred) {
            out.push_str(&a.name);
            out.push_str(" = ");
            match a.symbol {
                Symbol::Attr(attr) => self.print_attr_impl(out, attr, Elision::Never),
                Symbol::Type(t) => self.print_type_impl(out, t),
            }
            out.push('\n');
        }
    }

    fn print_resources(&self, out: &mut String) {
        let used = self.used_resources.borrow();
        let blobs: Vec<(&str, std::sync::Arc<crate::resources::Blob>)> = used
            .iter()
            .filter_map(|k| self.ctx.resources().blob(k).map(|b| (&**k, b)))
            .collect();
        let external = self.ctx.resources().external();
        if blobs.is_empty() && external.is_empty() {
            return;
        }
        out.push_str("\n{-#\n");
        let mut sections = Vec::new();
        if !blobs.is_empty() {
            let mut s = String::from("  dialect_resources: {\n    builtin: {\n");
            let entries: Vec<String> = blobs
                .iter()
                .map(|(k, b)| {
                    let mut e = String::from("      ");
                    print_keyword_or_string(&mut e, k.as_bytes());
                    e.push_str(": \"0x");
                    push_hex(&mut e, &b.alignment.to_le_bytes());
                    push_hex(&mut e, &b.data);
                    e.push('"');
                    e
                })
                .collect();
            s.push_str(&entries.join(",\n"));
            s.push_str("\n    }\n  }");
            sections.push(s);
        }
        if !external.is_empty() {
            let mut s = String::from("  external_resources: {\n");
            let groups: Vec<String> = external
                .iter()
                .map(|(g, entries)| {
                    let mut gs = String::from("    ");
                    print_keyword_or_string(&mut gs, g.as_bytes());
                    gs.push_str(": {\n");
                    let es: Vec<String> = entries
                        .iter()
                        .map(|(k, v)| {
                            let mut e = String::from("      ");
                            print_keyword_or_string(&mut e, k.as_bytes());
                            e.push_str(": ");
                            match v {
                                ResourceValue::Bool(b) => e.push_str(if *b { "true" } else { "false" }),
                                ResourceValue::String(s) => print_escaped(&mut e, s),
                                ResourceValue::Blob(b) => {
                                    e.push_str("\"0x");
                                    push_hex(&mut e, &b.alignment.to_le_bytes());
                                    push_hex(&mut e, &b.data);
                                    e.push('"');
                                }
                            }
                            e
                        })
                        .collect();
                    gs.push_str(&es.join(",\n"));
                    gs.push_str("\n    }");
                    gs
                })
                .collect();
            s.push_str(&groups.join(",\n"));
            s.push_str("\n  }");
            sections.push(s);
        }
        out.push_str(&sections.join(",\n"));
        out.push_str("\n#-}\n");
    }

    // ----- operations -----

    fn indent(out: &mut String, n: usize) {
        for _ in 0..n {
            out.push(' ');
        }
    }

    fn print_op_with_loc(&self, out: &mut String, op: OpId, indent: usize) {
        Self::indent(out, indent);
        self.print_op(out, op, indent);
        if self.opts.debug_info {
            out.push(' ');
            self.print_location(out, self.arena.op_loc(op), true);
        }
    }

    fn print_op(&self, out: &mut String, op: OpId, indent: usize) {
        if self.arena.num_results(op) > 0 {
            self.names.print_result_list(out, self.arena, op);
            out.push_str(" = ");
        }
        self.print_op_body(out, op, indent);
    }

    /// An op without its results (`printCustomOrGenericOp`): the module's
    /// form, the op's custom form, or the generic form.
    pub(crate) fn print_op_body(&self, out: &mut String, op: OpId, indent: usize) {
        let info = self.ctx.op_info(self.arena.op_name(op));
        if !self.opts.generic && info.name() == crate::builtin::MODULE {
            self.print_module(out, op, indent);
            return;
        }
        if !self.opts.generic {
            if let Some(def) = info.definition().filter(|d| d.assembly.is_some()) {
                self.print_custom_op(out, op, indent, def);
                return;
            }
        }
        self.print_generic_op(out, op, indent);
    }

    fn print_module(&self, out: &mut String, op: OpId, indent: usize) {
        out.push_str("module");
        let mut elided = Vec::new();
        if let Some(p) = self.arena.properties(op) {
            for &(k, v) in self.ctx.dictionary_entries(p) {
                if self.ctx.string_value(k) == b"sym_name" {
                    out.push_str(" @");
                    print_keyword_or_string(out, self.ctx.string_value(v));
                    elided.push(k);
                }
            }
        }
        let attrs: Vec<(Attr, Attr)> = visible_attrs(self.ctx, self.arena, op)
            .into_iter()
            .filter(|(k, _)| !elided.contains(k))
            .collect();
        if !attrs.is_empty() {
            out.push_str(" attributes");
            self.print_attr_dict(out, &attrs);
        }
        out.push(' ');
        if let Some(&r) = self.arena.regions(op).first() {
            self.print_region(out, r, indent, false, false);
        }
    }

    fn print_generic_op(&self, out: &mut String, op: OpId, indent: usize) {
        let info = self.ctx.op_info(self.arena.op_name(op));
        print_escaped(out, info.name().as_bytes());
        out.push('(');
        for (i, v) in self.arena.operands(op).enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.print_value(out, v, true);
        }
        out.push(')');
        let succs = self.arena.successors(op);
        if !succs.is_empty() {
            out.push('[');
            for (i, &b) in succs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&self.names.block_name(b));
            }
            out.push(']');
        }
        if let Some(p) = self.arena.properties(op) {
            out.push_str(" <");
            self.print_attr(out, p, Elision::Never);
            out.push('>');
        }
        let regions = self.arena.regions(op);
        if !regions.is_empty() {
            out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                self.print_region(out, r, indent, true, true);
            }
            out.push(')');
        }
        if let Some(d) = self.arena.attrs(op) {
            let entries = self.ctx.dictionary_entries(d);
            if !entries.is_empty() {
                self.print_attr_dict(out, entries);
            }
        }
        out.push_str(" : (");
        for (i, v) in self.arena.operands(op).enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.print_type(out, self.arena.value_type(v));
        }
        out.push_str(") -> ");
        let mut results = self.arena.result_types(op);
        match results.len() {
            1 => {
                let t = results.next().expect("one result");
                self.print_function_result(out, t);
            }
            _ => {
                out.push('(');
                for (i, t) in results.enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_type(out, t);
                }
                out.push(')');
            }
        }
    }

    /// The single result of a function type: parenthesised if it is itself
    /// a function type.
    fn print_function_result(&self, out: &mut String, t: Type) {
        if matches!(self.ctx.type_kind(t), TypeKind::Function { .. }) {
            out.push('(');
            self.print_type(out, t);
            out.push(')');
        } else {
            self.print_type(out, t);
        }
    }

    fn print_attr_dict(&self, out: &mut String, entries: &[(Attr, Attr)]) {
        out.push_str(" {");
        for (i, &(k, v)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.print_named_attr(out, k, v);
        }
        out.push('}');
    }

    fn print_named_attr(&self, out: &mut String, name: Attr, value: Attr) {
        print_keyword_or_string(out, self.ctx.string_value(name));
        if matches!(self.ctx.attr_kind(value), AttrKind::Unit) {
            return;
        }
        out.push_str(" = ");
        self.print_attr(out, value, Elision::Never);
    }

    fn print_region(&self, out: &mut String, region: RegionId, indent: usize, entry_args: bool, empty_block: bool) {
        self.print_region_ext(out, region, indent, entry_args, empty_block, true);
    }

    /// `printRegion` with MLIR's flags; without `terminators`, a block's final
    /// terminator is left out (custom forms with implicit terminators).
    fn print_region_ext(
        &self,
        out: &mut String,
        region: RegionId,
        indent: usize,
        entry_args: bool,
        empty_block: bool,
        terminators: bool,
    ) {
        out.push_str("{\n");
        let blocks = self.arena.region_blocks(region);
        let preds = self.predecessors(region);
        for (i, &b) in blocks.iter().enumerate() {
            let label = if i == 0 {
                (empty_block && self.arena.first_op(b).is_none()) || (entry_args && self.arena.num_args(b) > 0)
            } else {
                true
            };
            let skip = if terminators {
                None
            } else {
                self.arena
                    .last_op(b)
                    .filter(|&t| self.ctx.op_info(self.arena.op_name(t)).traits().is_terminator)
            };
            let how = BlockPrint {
                label,
                is_entry: i == 0,
                preds: preds.get(&b),
                skip,
            };
            self.print_block(out, b, indent, how);
        }
        Self::indent(out, indent);
        out.push('}');
    }

    fn predecessors(&self, region: RegionId) -> FxHashMap<BlockId, Vec<BlockId>> {
        let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &b in self.arena.region_blocks(region) {
            for op in self.arena.block_ops(b) {
                for &s in self.arena.successors(op) {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
        preds
    }

    fn print_block(&self, out: &mut String, block: BlockId, indent: usize, how: BlockPrint<'_>) {
        let BlockPrint {
            label,
            is_entry,
            preds,
            skip,
        } = how;
        if label {
            Self::indent(out, indent);
            out.push_str(&self.names.block_name(block));
            let n = self.arena.num_args(block);
            if n > 0 {
                out.push('(');
                for i in 0..n {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let v = self.arena.arg(block, i);
                    self.print_value(out, v, true);
                    out.push_str(": ");
                    self.print_type(out, self.arena.value_type(v));
                    if self.opts.debug_info {
                        out.push(' ');
                        self.print_location(out, self.arena.arg_loc(block, i), false);
                    }
                }
                out.push(')');
            }
            out.push(':');
            match preds.filter(|p| !p.is_empty()) {
                None if !is_entry => out.push_str("  // no predecessors"),
                None => {}
                Some(p) if p.len() == 1 => {
                    out.push_str("  // pred: ");
                    out.push_str(&self.names.block_name(p[0]));
                }
                Some(p) => {
                    let mut sorted = p.clone();
                    sorted.sort_by_key(|&b| self.names.block_order(b));
                    let _ = write!(out, "  // {} preds: ", sorted.len());
                    let names: Vec<String> = sorted.iter().map(|&b| self.names.block_name(b)).collect();
                    out.push_str(&names.join(", "));
                }
            }
            out.push('\n');
        }
        for op in self.arena.block_ops(block) {
            if Some(op) == skip {
                continue;
            }
            self.print_op_with_loc(out, op, indent + 2);
            out.push('\n');
            self.flush(out, false);
        }
    }

    fn print_value(&self, out: &mut String, v: Value, with_result_no: bool) {
        self.names.print_value(out, self.arena, v, with_result_no);
    }

    // ----- types -----

    /// Prints a type, using its alias if it has one.
    pub fn print_type(&self, out: &mut String, ty: Type) {
        if let Some(a) = self.aliases.get(Symbol::Type(ty)) {
            out.push_str(a);
            return;
        }
        let Some(cache) = &self.cache else {
            return self.print_type_impl(out, ty);
        };
        {
            let c = cache.borrow();
            if let Some(&span) = c.types.get(ty.index()).filter(|s| **s != EMPTY_SPAN) {
                out.push_str(c.get(span));
                return;
            }
        }
        let start = out.len();
        self.print_type_impl(out, ty);
        let mut c = cache.borrow_mut();
        if let Some(span) = c.span(&out[start..]) {
            if c.types.len() <= ty.index() {
                c.types.resize(ty.index() + 1, EMPTY_SPAN);
            }
            c.types[ty.index()] = span;
        }
    }

    fn print_function_type(&self, out: &mut String, inputs: &[Type], results: &[Type]) {
        out.push('(');
        for (i, &t) in inputs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.print_type(out, t);
        }
        out.push_str(") -> ");
        if results.len() == 1 {
            self.print_function_result(out, results[0]);
        } else {
            out.push('(');
            for (i, &t) in results.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                self.print_type(out, t);
            }
            out.push(')');
        }
    }

    fn print_dims(out: &mut String, shape: &[i64]) {
        for (i, &d) in shape.iter().enumerate() {
            if i > 0 {
                out.push('x');
            }
            if d == DYNAMIC {
                out.push('?');
            } else {
                let _ = write!(out, "{d}");
            }
        }
    }

    fn print_type_impl(&self, out: &mut String, ty: Type) {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(out, "{p}{width}");
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.name()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.print_type(out, *e);
                out.push('>');
            }
            TypeKind::Tuple(ts) => {
                out.push_str("tuple<");
                for (i, &t) in ts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_type(out, t);
                }
                out.push('>');
            }
            TypeKind::Function { inputs, results } => self.print_function_type(out, inputs, results),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                out.push_str("vector<");
                for (i, &d) in shape.iter().enumerate() {
                    let s = scalable.get(i).copied().unwrap_or(false);
                    if s {
                        out.push('[');
                    }
                    let _ = write!(out, "{d}");
                    if s {
                        out.push(']');
                    }
                    out.push('x');
                }
                self.print_type(out, *element);
                out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                out.push_str("tensor<");
                Self::print_dims(out, shape);
                if !shape.is_empty() {
                    out.push('x');
                }
                self.print_type(out, *element);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.print_attr(out, *e, Elision::Never);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                out.push_str("tensor<*x");
                self.print_type(out, *element);
                out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                out.push_str("memref<");
                Self::print_dims(out, shape);
                if !shape.is_empty() {
                    out.push('x');
                }
                self.print_type(out, *element);
                if let Some(l) = layout.filter(|l| !crate::types::is_identity_layout(self.ctx, *l)) {
                    out.push_str(", ");
                    self.print_attr(out, l, Elision::May);
                }
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.print_attr(out, *m, Elision::May);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef { element, memory_space } => {
                out.push_str("memref<*x");
                self.print_type(out, *element);
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.print_attr(out, *m, Elision::May);
                }
                out.push('>');
            }
            TypeKind::Opaque { dialect, data } => {
                print_dialect_symbol(out, '!', dialect, &self.ctx.dialect_type_text(dialect, data))
            }
            TypeKind::Dialect(d) => {
                let mut data = String::new();
                crate::ods::attr_defs::print_data(self.ctx, &mut data, d, &mut |out, v| match *v {
                    ParamValue::Type(t) => self.print_type(out, t),
                    ParamValue::Attr(a) => self.print_attr(out, a, Elision::Never),
                    _ => {}
                });
                print_dialect_symbol(out, '!', d.dialect(), &data);
            }
        }
    }

    // ----- attributes -----

    fn print_attr(&self, out: &mut String, attr: Attr, elision: Elision) {
        if let Some(a) = self.aliases.get(Symbol::Attr(attr)) {
            out.push_str(a);
            return;
        }
        // Worth keeping: attributes that are costly to print and usually
        // shared (numbers, dense data, types, dialect attributes), not the
        // containers and strings that are mostly printed once.
        let cacheable = matches!(
            self.ctx.attr_kind(attr),
            AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::DenseElements { .. }
                | AttrKind::DenseArray { .. }
                | AttrKind::Type(_)
                | AttrKind::Opaque { .. }
                | AttrKind::TypedOpaque { .. }
                | AttrKind::AffineMap(_)
                | AttrKind::IntegerSet(_)
                | AttrKind::Strided { .. }
        );
        let Some(cache) = self
            .cache
            .as_ref()
            .filter(|_| cacheable && elision != Elision::Must && attr.0 < 1 << 31)
        else {
            return self.print_attr_impl(out, attr, elision);
        };
        let key = (attr.0 << 1) | (elision == Elision::May) as u32;
        {
            let c = cache.borrow();
            if let Some(&span) = c.attrs.get(&key) {
                out.push_str(c.get(span));
                return;
            }
        }
        let start = out.len();
        self.print_attr_impl(out, attr, elision);
        if out.len() - start <= MAX_CACHED_ATTR {
            let mut c = cache.borrow_mut();
            if let Some(span) = c.span(&out[start..]) {
                c.attrs.insert(key, span);
            }
        }
    }

    fn print_attr_impl(&self, out: &mut String, attr: Attr, elision: Elision) {
        let kind = self.ctx.attr_kind(attr);
        let mut ty: Option<Type> = None;
        match kind {
            AttrKind::Unit => return out.push_str("unit"),
            AttrKind::Bool(b) => return out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { ty: t, value } => {
                let unsigned = matches!(
                    self.ctx.type_kind(*t),
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                );
                let mut buf = itoa::Buffer::new();
                match (unsigned, value.width() <= 128) {
                    (false, true) => match value.to_i128() {
                        Some(v) => out.push_str(buf.format(v)),
                        None => out.push_str(&value.to_decimal(true)),
                    },
                    (true, true) => match value.to_u128() {
                        Some(v) => out.push_str(buf.format(v)),
                        None => out.push_str(&value.to_decimal(false)),
                    },
                    _ => out.push_str(&value.to_decimal(!unsigned)),
                }
                let is_i64 = matches!(
                    self.ctx.type_kind(*t),
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if elision == Elision::May && is_i64 {
                    return;
                }
                ty = Some(*t);
            }
            AttrKind::Float { ty: t, bits } => {
                let TypeKind::Float(k) = *self.ctx.type_kind(*t) else {
                    return;
                };
                let start = out.len();
                float::format_into(out, k, bits.get());
                let hex = out[start..].starts_with("0x");
                if elision == Elision::May && k == float::FloatKind::F64 && !hex {
                    return;
                }
                ty = Some(*t);
            }
            AttrKind::String { value, ty: t } => {
                print_escaped(out, value);
                ty = *t;
            }
            AttrKind::Array(items) => {
                out.push('[');
                for (i, &a) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_attr(out, a, Elision::May);
                }
                out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                out.push('{');
                for (i, &(k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_named_attr(out, k, v);
                }
                out.push('}');
            }
            AttrKind::Type(t) => self.print_type(out, *t),
            AttrKind::SymbolRef { root, nested } => {
                out.push('@');
                print_keyword_or_string(out, self.ctx.string_value(*root));
                for &n in nested {
                    out.push_str("::@");
                    print_keyword_or_string(out, self.ctx.string_value(n));
                }
            }
            AttrKind::AffineMap(m) => {
                let _ = write!(out, "affine_map<{m}>");
                return;
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(out, "affine_set<{s}>");
                return;
            }
            AttrKind::DenseElements { ty: t, data } => {
                out.push_str("dense<");
                if let Some((shape, elem)) = self.dense_shape(*t) {
                    dense::print(out, data, &shape, &elem);
                }
                out.push('>');
                ty = Some(*t);
            }
            AttrKind::DenseStrings { ty: t, data } => {
                out.push_str("dense<");
                let shape = self.ctx.type_kind(*t).shape().map(|s| s.to_vec()).unwrap_or_default();
                dense::print_strings(out, data, &shape);
                out.push('>');
                ty = Some(*t);
            }
            AttrKind::DenseResource { ty: t, key } => {
                out.push_str("dense_resource<");
                print_keyword_or_string(out, key.as_bytes());
                out.push('>');
                let mut used = self.used_resources.borrow_mut();
                if !used.iter().any(|k| k == key) {
                    used.push(key.clone());
                }
                ty = Some(*t);
            }
            AttrKind::DenseArray { element, len, raw } => {
                out.push_str("array<");
                self.print_type(out, *element);
                if *len > 0 {
                    out.push_str(": ");
                    self.print_dense_array(out, *element, *len, raw);
                }
                out.push('>');
                return;
            }
            AttrKind::Sparse { ty: t, indices, values } => {
                out.push_str("sparse<");
                let nonempty = match self.ctx.attr_kind(*indices) {
                    AttrKind::DenseElements { ty, .. } => self
                        .ctx
                        .type_kind(*ty)
                        .shape()
                        .is_some_and(|s| s.iter().product::<i64>() != 0),
                    _ => false,
                };
                if nonempty {
                    self.print_elements_body(out, *indices);
                    out.push_str(", ");
                    self.print_elements_body(out, *values);
                }
                out.push('>');
                ty = Some(*t);
            }
            AttrKind::Strided { offset, strides } => {
                out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    Self::print_stride(out, s);
                }
                out.push(']');
                if *offset != 0 {
                    out.push_str(", offset: ");
                    Self::print_stride(out, *offset);
                }
                out.push('>');
            }
            AttrKind::Distinct { uid, referenced } => {
                let id = {
                    let mut ids = self.distinct_ids.borrow_mut();
                    let n = ids.len();
                    *ids.entry(*uid).or_insert(n)
                };
                let _ = write!(out, "distinct[{id}]<");
                if !matches!(self.ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attr(out, *referenced, Elision::Never);
                }
                out.push('>');
            }
            AttrKind::Opaque { dialect, data } => print_dialect_symbol(out, '#', dialect, data),
            AttrKind::Dialect(d) => {
                out.push('#');
                out.push_str(d.dialect());
                out.push('.');
                crate::ods::attr_defs::print_data(self.ctx, out, d, &mut |out, v| match *v {
                    ParamValue::Type(t) => self.print_type(out, t),
                    ParamValue::Attr(a) => self.print_attr(out, a, Elision::Never),
                    _ => {}
                });
            }
            AttrKind::TypedOpaque { dialect, data, ty: t } => {
                print_dialect_symbol(out, '#', dialect, data);
                ty = Some(*t);
            }
            k if k.is_location() => {
                self.print_location(out, attr, false);
                return;
            }
            _ => {}
        }
        if let Some(t) = ty.filter(|_| elision != Elision::Must) {
            if !matches!(self.ctx.type_kind(t), TypeKind::None) {
                out.push_str(" : ");
                self.print_type(out, t);
            }
        }
    }

    fn print_stride(out: &mut String, v: i64) {
        if v == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{v}");
        }
    }

    fn print_elements_body(&self, out: &mut String, attr: Attr) {
        match self.ctx.attr_kind(attr) {
            AttrKind::DenseElements { ty, data } => {
                if let Some((shape, elem)) = self.dense_shape(*ty) {
                    dense::print(out, data, &shape, &elem);
                }
            }
            AttrKind::DenseStrings { ty, data } => {
                let shape = self.ctx.type_kind(*ty).shape().map(|s| s.to_vec()).unwrap_or_default();
                dense::print_strings(out, data, &shape);
            }
            _ => {}
        }
    }

    fn dense_shape(&self, ty: Type) -> Option<(Vec<i64>, dense::ElemKind)> {
        let kind = self.ctx.type_kind(ty);
        let shape = kind.shape()?.to_vec();
        let elem = crate::dense_bridge::elem_kind(self.ctx, kind.element()?)?;
        Some((shape, elem))
    }

    fn print_dense_array(&self, out: &mut String, element: Type, len: usize, raw: &[u8]) {
        let kind = self.ctx.type_kind(element).clone();
        let width = match &kind {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Float(k) => k.bit_width(),
            _ => return,
        };
        let bytes = (width as usize).div_ceil(8);
        for i in 0..len {
            if i > 0 {
                out.push_str(", ");
            }
            let chunk = raw.get(i * bytes..(i + 1) * bytes).unwrap_or(&[]);
            let mut buf = [0u8; 16];
            buf[..chunk.len().min(16)].copy_from_slice(&chunk[..chunk.len().min(16)]);
            let bits = u128::from_le_bytes(buf);
            match &kind {
                TypeKind::Integer { width: 1, .. } => out.push_str(if bits & 1 == 1 { "true" } else { "false" }),
                TypeKind::Integer { width, signedness } => {
                    let v = crate::apint::ApInt::from_u128(*width, bits);
                    out.push_str(&v.to_decimal(*signedness != Signedness::Unsigned));
                }
                TypeKind::Float(k) => float::format_into(out, *k, bits),
                _ => {}
            }
        }
    }

    // ----- locations -----

    /// `loc(...)`; with `allow_alias` an aliased location prints as `loc(#loc3)`.
    fn print_location(&self, out: &mut String, loc: Attr, allow_alias: bool) {
        out.push_str("loc(");
        match self.aliases.get(Symbol::Attr(loc)).filter(|_| allow_alias) {
            Some(a) => out.push_str(a),
            None => self.print_location_inner(out, loc, true),
        }
        out.push(')');
    }

    fn print_location_inner(&self, out: &mut String, loc: Attr, top_level: bool) {
        if !top_level {
            if let Some(a) = self.aliases.get(Symbol::Attr(loc)) {
                out.push_str(a);
                return;
            }
        }
        match self.ctx.attr_kind(loc) {
            AttrKind::UnknownLoc => out.push_str("unknown"),
            AttrKind::FileLoc {
                file,
                line,
                col,
                end_line,
                end_col,
                ..
            } => {
                print_escaped(out, self.ctx.string_value(*file));
                if end_col == col && end_line == line {
                    let _ = write!(out, ":{line}:{col}");
                } else if end_line == line {
                    let _ = write!(out, ":{line}:{col} to :{end_col}");
                } else {
                    let _ = write!(out, ":{line}:{col} to {end_line}:{end_col}");
                }
            }
            AttrKind::NameLoc { name, child } => {
                print_escaped(out, self.ctx.string_value(*name));
                if !matches!(self.ctx.attr_kind(*child), AttrKind::UnknownLoc) {
                    out.push('(');
                    self.print_location_inner(out, *child, false);
                    out.push(')');
                }
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                out.push_str("callsite(");
                self.print_location_inner(out, *callee, false);
                out.push_str(" at ");
                self.print_location_inner(out, *caller, false);
                out.push(')');
            }
            AttrKind::FusedLoc { locs, metadata } => {
                out.push_str("fused");
                if let Some(m) = metadata {
                    out.push('<');
                    self.print_attr(out, *m, Elision::Never);
                    out.push('>');
                }
                out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_location_inner(out, l, false);
                }
                out.push(']');
            }
            _ => {}
        }
    }
}

fn push_hex(out: &mut String, bytes: &[u8]) {
    for b in bytes {
        let _ = write!(out, "{b:02X}");
    }
}

/// The text MLIR shows after "see current operation: " of an error: the op
/// in generic form, its values numbered from the closest isolated-from-above
/// ancestor.
pub fn print_op_for_diagnostic(ctx: &Context, arena: &IrArena, op: OpId) -> String {
    print_op_for_diagnostic_in(ctx, arena, op, true)
}

/// The same text in generic form or (`generic` false) in the op's custom
/// form, as a warning's or remark's note shows it (`<< *this`).
pub fn print_op_for_diagnostic_in(ctx: &Context, arena: &IrArena, op: OpId, generic: bool) -> String {
    let mut scope = op;
    loop {
        if ctx.op_info(arena.op_name(scope)).traits().isolated_from_above {
            break;
        }
        match arena.op_parent(scope).and_then(|b| arena.block_parent_op(b)) {
            Some(p) => scope = p,
            None => break,
        }
    }
    let opts = PrintOptions {
        generic,
        debug_info: false,
    };
    let p = Printer {
        ctx,
        arena,
        opts,
        aliases: AliasTable::default(),
        names: SsaNames::new(ctx, arena, scope, generic),
        distinct_ids: RefCell::new(FxHashMap::default()),
        used_resources: RefCell::new(Vec::new()),
        out: String::new(),
        cache: None,
        sink: None,
    };
    let mut out = String::new();
    p.print_op(&mut out, op, 0);
    out
}
