//! Alias selection, as MLIR's `AliasInitializer` does it: a dry run over what
//! the printer would print collects every attribute and type, computes each
//! one's alias depth, and names the aliasable ones (`#map`, `#loc3`, ...) in
//! (depth, kind, name, first-visit) order. Operation locations may be
//! deferred to the end of the output; everything else is printed up front.

use super::asm_printer::{AsmSink, OpAsmPrinter};
use super::printer::PrintOptions;
use crate::attrs::{Attr, AttrKind};
use crate::body::{IrArena, OpId, RegionId};
use crate::context::Context;
use crate::dialect_attr::ParamValue;
use crate::types::{Type, TypeKind};
use rustc_hash::FxHashMap;

/// An attribute or a type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Symbol {
    /// An attribute.
    Attr(Attr),
    /// A type.
    Type(Type),
}

/// The entries a symbol's visit found inside it.
type Children = smallvec::SmallVec<[Visit; 4]>;

struct Entry {
    symbol: Symbol,
    alias: Option<&'static str>,
    depth: u32,
    can_defer: bool,
    children: Vec<usize>,
}

/// One chosen alias.
#[derive(Clone, Debug)]
pub struct Alias {
    /// The aliased attribute or type.
    pub symbol: Symbol,
    /// Full name, e.g. `#map1` or `!tuple`.
    pub name: String,
    /// Whether its definition may be printed after the operation.
    pub deferred: bool,
}

/// The aliases of one print, in definition order.
#[derive(Default)]
pub struct AliasTable {
    /// All aliases, sorted as MLIR prints them.
    pub aliases: Vec<Alias>,
    /// Alias number + 1 (0: none) by attribute index, as far as the last
    /// aliased attribute (empty when nothing has an alias).
    attr_alias: Vec<u32>,
    /// The same by type index.
    type_alias: Vec<u32>,
}

impl AliasTable {
    /// The alias name of a symbol, if it has one.
    pub fn get(&self, symbol: Symbol) -> Option<&str> {
        let slot = match symbol {
            Symbol::Attr(a) => self.attr_alias.get(a.index()),
            Symbol::Type(t) => self.type_alias.get(t.index()),
        };
        match slot {
            Some(&n) if n != 0 => Some(self.aliases[n as usize - 1].name.as_str()),
            _ => None,
        }
    }

    fn insert(&mut self, symbol: Symbol, alias: Alias) {
        let (slots, i) = match symbol {
            Symbol::Attr(a) => (&mut self.attr_alias, a.index()),
            Symbol::Type(t) => (&mut self.type_alias, t.index()),
        };
        if slots.len() <= i {
            slots.resize(i + 1, 0);
        }
        self.aliases.push(alias);
        slots[i] = self.aliases.len() as u32;
    }
}

/// A set of attribute or type indices.
#[derive(Default)]
struct BitSet(Vec<u64>);

impl BitSet {
    fn with_capacity(n: usize) -> BitSet {
        BitSet(vec![0; n.div_ceil(64)])
    }

    /// Adds `i`; whether it was already there.
    fn test_and_set(&mut self, i: usize) -> bool {
        let (w, b) = (i / 64, 1u64 << (i % 64));
        if w >= self.0.len() {
            self.0.resize(w + 1, 0);
        }
        let was = self.0[w] & b != 0;
        self.0[w] |= b;
        was
    }
}

/// What visiting a symbol yields for its parent: its alias depth and its
/// entry, if it has one.
type Visit = (u32, usize);

/// The entry index of a symbol that has no alias and nothing aliased inside:
/// it needs no entry (its depth is 0 and deferral cannot affect it).
const LEAF: usize = usize::MAX;

/// Builtin alias names (`OpAsmDialectInterface::getAlias` of builtin).
fn attr_alias_name(kind: &AttrKind, ctx: &Context) -> Option<&'static str> {
    match kind {
        AttrKind::AffineMap(_) => Some("map"),
        AttrKind::IntegerSet(_) => Some("set"),
        AttrKind::Distinct { referenced, .. } => {
            (!matches!(ctx.attr_kind(*referenced), AttrKind::Unit)).then_some("distinct")
        }
        k if k.is_location() => Some("loc"),
        AttrKind::Opaque { dialect, data } => ctx.dialect_attr_alias(dialect, data),
        AttrKind::TypedOpaque { dialect, data, .. } => ctx.dialect_attr_alias(dialect, data),
        _ => None,
    }
}

/// The dry run. Only symbols that have an alias, or contain one, get an
/// [`Entry`]; the others are just marked seen. Entries of aliased symbols
/// are made before their contents are visited, so their order is the first
/// visit order MLIR breaks ties with.
struct Collector<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    opts: PrintOptions,
    entries: Vec<Entry>,
    index: FxHashMap<Symbol, usize>,
    seen_attrs: BitSet,
    seen_types: BitSet,
}

/// Whether anything printed without locations could get an alias: an
/// aliasable attribute or type other than a location, or a location inside
/// another attribute. Looks at everything in the context once, which costs
/// far less than the dry run over every op (that a module with no alias
/// then skips).
fn context_may_alias(ctx: &Context) -> bool {
    let attr_may = (0..ctx.attr_count()).any(|i| {
        let kind = ctx.attr_kind(Attr(i as u32));
        if kind.is_location() {
            return false;
        }
        if attr_alias_name(kind, ctx).is_some() {
            return true;
        }
        let loc = |a: &Attr| ctx.attr_kind(*a).is_location();
        match kind {
            AttrKind::Array(items) => items.iter().any(loc),
            AttrKind::Dictionary(entries) => entries.iter().any(|(_, v)| loc(v)),
            AttrKind::Distinct { referenced, .. } => loc(referenced),
            // Attributes rods does not know keep their text; nothing else
            // holds attributes.
            _ => false,
        }
    });
    let loc = |a: &Option<Attr>| a.is_some_and(|a| ctx.attr_kind(a).is_location());
    attr_may
        || (0..ctx.type_count()).any(|i| match ctx.type_kind(Type(i as u32)) {
            TypeKind::Tuple(t) => t.len() > 16,
            TypeKind::RankedTensor { encoding, .. } => loc(encoding),
            TypeKind::MemRef {
                layout, memory_space, ..
            } => loc(layout) || loc(memory_space),
            TypeKind::UnrankedMemRef { memory_space, .. } => loc(memory_space),
            _ => false,
        })
}

/// Computes the aliases for printing `op` with `opts`.
pub fn collect(ctx: &Context, arena: &IrArena, op: OpId, opts: PrintOptions) -> AliasTable {
    // Only in generic form: a custom printer may print what the generic
    // form does not (a location, say), so custom forms always do the dry run.
    if opts.generic && !opts.debug_info && !context_may_alias(ctx) {
        return AliasTable::default();
    }
    let mut c = Collector {
        ctx,
        arena,
        opts,
        entries: Vec::new(),
        index: FxHashMap::default(),
        seen_attrs: BitSet::with_capacity(ctx.attr_count()),
        seen_types: BitSet::with_capacity(ctx.type_count()),
    };
    c.visit_op(op);
    c.finish()
}

impl Collector<'_> {
    fn visit_op(&mut self, op: OpId) {
        if self.opts.debug_info {
            self.visit_attr(self.arena.op_loc(op), true, false);
        }
        let info = self.ctx.op_info(self.arena.op_name(op));
        if !self.opts.generic && info.name() == crate::builtin::MODULE {
            // ModuleOp::print: attr-dict-with-keyword (minus the symbol name), then the body.
            if let Some(d) = self.arena.attrs(op) {
                for &(_, v) in self.ctx.dictionary_entries(d) {
                    self.visit_attr(v, false, false);
                }
            }
            for &r in self.arena.regions(op) {
                self.visit_region(r, false, true);
            }
            return;
        }
        if !self.opts.generic {
            if let Some(assembly) = info.definition().and_then(|d| d.assembly) {
                // The same custom printer, against a sink that only records.
                let mut sink = CollectSink { c: self };
                (assembly.print)(&mut OpAsmPrinter::new(&mut sink), op);
                return;
            }
        }
        for &r in self.arena.regions(op) {
            self.visit_region(r, true, true);
        }
        for v in self.arena.operands(op) {
            self.visit_type(self.arena.value_type(v), false);
        }
        for t in self.arena.result_types(op) {
            self.visit_type(t, false);
        }
        super::printer::for_each_visible_attr(self.ctx, self.arena, op, |_, v| {
            self.visit_attr(v, false, false);
        });
    }

    fn visit_region(&mut self, region: RegionId, entry_args: bool, terminators: bool) {
        for (i, &block) in self.arena.region_blocks(region).iter().enumerate() {
            if i > 0 || entry_args {
                for a in 0..self.arena.num_args(block) {
                    let v = self.arena.arg(block, a);
                    self.visit_type(self.arena.value_type(v), false);
                    if self.opts.debug_info {
                        self.visit_attr(self.arena.arg_loc(block, a), false, false);
                    }
                }
            }
            let skip = if terminators {
                None
            } else {
                self.arena
                    .last_op(block)
                    .filter(|&t| self.ctx.op_info(self.arena.op_name(t)).traits().is_terminator)
            };
            for op in self.arena.block_ops(block) {
                if Some(op) != skip {
                    self.visit_op(op);
                }
            }
        }
    }

    /// Marks `symbol` seen. For a symbol seen before, returns what its visit
    /// yielded (after making it non-deferrable if this use is not).
    fn see(&mut self, symbol: Symbol, can_defer: bool) -> Option<Visit> {
        let seen = match symbol {
            Symbol::Attr(a) => self.seen_attrs.test_and_set(a.index()),
            Symbol::Type(t) => self.seen_types.test_and_set(t.index()),
        };
        if !seen {
            return None;
        }
        Some(match self.index.get(&symbol) {
            Some(&i) => {
                if !can_defer {
                    self.mark_non_deferrable(i);
                }
                (self.entries[i].depth, i)
            }
            None => (0, LEAF),
        })
    }

    fn push_entry(&mut self, symbol: Symbol, alias: Option<&'static str>, can_defer: bool) -> usize {
        let i = self.entries.len();
        self.entries.push(Entry {
            symbol,
            alias,
            depth: alias.is_some() as u32,
            can_defer,
            children: Vec::new(),
        });
        self.index.insert(symbol, i);
        i
    }

    /// Completes the visit of `symbol`: `pre` is its entry if it has an
    /// alias; otherwise it gets one only if something inside has an alias.
    fn finish_symbol(&mut self, symbol: Symbol, pre: Option<usize>, children: Children, can_defer: bool) -> Visit {
        let i = match pre {
            Some(i) => i,
            None if children.is_empty() => return (0, LEAF),
            None => self.push_entry(symbol, None, can_defer),
        };
        self.finish_entry(i, children)
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if !self.entries[i].can_defer {
                continue;
            }
            self.entries[i].can_defer = false;
            stack.extend(self.entries[i].children.iter().copied());
        }
    }

    fn finish_entry(&mut self, i: usize, children: Children) -> Visit {
        let max = children.iter().map(|c| c.0).max().unwrap_or(0);
        let e = &mut self.entries[i];
        e.children = children.iter().map(|c| c.1).collect();
        if max > 0 {
            e.depth = max + 1;
        }
        (e.depth, i)
    }

    fn visit_attr(&mut self, attr: Attr, can_defer: bool, elide_type: bool) -> Visit {
        let symbol = Symbol::Attr(attr);
        if let Some(v) = self.see(symbol, can_defer) {
            return v;
        }
        let kind = self.ctx.attr_kind(attr);
        let alias = attr_alias_name(kind, self.ctx);
        let pre = alias.map(|a| self.push_entry(symbol, Some(a), can_defer));
        let mut children = Children::new();
        let mut push = |v: Visit| {
            if v.1 != LEAF {
                children.push(v);
            }
        };
        let mut typed: Option<Type> = None;
        match kind {
            AttrKind::AffineMap(_)
            | AttrKind::IntegerSet(_)
            | AttrKind::DenseArray { .. }
            | AttrKind::Float { .. }
            | AttrKind::Integer { .. }
            | AttrKind::Bool(_)
            | AttrKind::Unit => return self.finish_symbol(symbol, pre, children, can_defer),
            AttrKind::Distinct { referenced, .. } => push(self.visit_attr(*referenced, can_defer, false)),
            AttrKind::Dictionary(entries) => {
                for &(n, v) in entries {
                    push(self.visit_attr(n, can_defer, false));
                    push(self.visit_attr(v, can_defer, false));
                }
            }
            AttrKind::Array(items) => {
                for &a in items {
                    push(self.visit_attr(a, can_defer, false));
                }
            }
            AttrKind::Type(t) => push(self.visit_type(*t, can_defer)),
            AttrKind::Dialect(d) => self.visit_params(&d.params, can_defer).into_iter().for_each(&mut push),
            AttrKind::NameLoc { child, .. } if !matches!(self.ctx.attr_kind(*child), AttrKind::UnknownLoc) => {
                push(self.visit_attr(*child, can_defer, false));
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                push(self.visit_attr(*callee, can_defer, false));
                push(self.visit_attr(*caller, can_defer, false));
            }
            AttrKind::FusedLoc { locs, metadata } => {
                if let Some(m) = metadata {
                    push(self.visit_attr(*m, can_defer, false));
                }
                for &l in locs {
                    push(self.visit_attr(l, can_defer, false));
                }
            }
            AttrKind::String { ty, .. } => typed = *ty,
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. }
            | AttrKind::TypedOpaque { ty, .. } => typed = Some(*ty),
            _ => {}
        }
        if !elide_type {
            if let Some(t) = typed {
                push(self.visit_type(t, can_defer));
            }
        }
        self.finish_symbol(symbol, pre, children, can_defer)
    }

    fn visit_type(&mut self, ty: Type, can_defer: bool) -> Visit {
        let symbol = Symbol::Type(ty);
        if let Some(v) = self.see(symbol, can_defer) {
            return v;
        }
        let kind = self.ctx.type_kind(ty);
        let alias = match kind {
            TypeKind::Tuple(t) if t.len() > 16 => Some("tuple"),
            _ => None,
        };
        let pre = alias.map(|a| self.push_entry(symbol, Some(a), can_defer));
        let mut children = Children::new();
        let mut push = |v: Visit| {
            if v.1 != LEAF {
                children.push(v);
            }
        };
        match kind {
            TypeKind::Complex(e) | TypeKind::UnrankedTensor { element: e } | TypeKind::Vector { element: e, .. } => {
                push(self.visit_type(*e, can_defer))
            }
            TypeKind::Tuple(ts) => {
                for &t in ts {
                    push(self.visit_type(t, can_defer));
                }
            }
            TypeKind::Function { inputs, results } => {
                for &t in inputs.iter().chain(results.iter()) {
                    push(self.visit_type(t, can_defer));
                }
            }
            TypeKind::RankedTensor { element, encoding, .. } => {
                push(self.visit_type(*element, can_defer));
                if let Some(e) = encoding {
                    push(self.visit_attr(*e, can_defer, false));
                }
            }
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                push(self.visit_type(*element, can_defer));
                if let Some(l) = layout.filter(|l| !crate::types::is_identity_layout(self.ctx, *l)) {
                    push(self.visit_attr(l, can_defer, false));
                }
                if let Some(m) = memory_space {
                    push(self.visit_attr(*m, can_defer, false));
                }
            }
            TypeKind::UnrankedMemRef { element, memory_space } => {
                push(self.visit_type(*element, can_defer));
                if let Some(m) = memory_space {
                    push(self.visit_attr(*m, can_defer, false));
                }
            }
            TypeKind::Dialect(d) => self.visit_params(&d.params, can_defer).into_iter().for_each(&mut push),
            _ => {}
        }
        self.finish_symbol(symbol, pre, children, can_defer)
    }

    /// Visits the types and attributes among a dialect attribute's or
    /// type's parameter values, in order.
    fn visit_params(&mut self, params: &[ParamValue], can_defer: bool) -> Vec<Visit> {
        let mut out = Vec::new();
        let mut stack: Vec<&ParamValue> = params.iter().rev().collect();
        while let Some(v) = stack.pop() {
            match v {
                ParamValue::Type(t) => out.push(self.visit_type(*t, can_defer)),
                ParamValue::Attr(a) => out.push(self.visit_attr(*a, can_defer, false)),
                ParamValue::List(items) => stack.extend(items.iter().rev()),
                _ => {}
            }
        }
        out
    }

    fn finish(self) -> AliasTable {
        let mut order: Vec<usize> = (0..self.entries.len()).collect();
        let is_type = |e: &Entry| matches!(e.symbol, Symbol::Type(_));
        order.sort_by(|&a, &b| {
            let (ea, eb) = (&self.entries[a], &self.entries[b]);
            ea.depth
                .cmp(&eb.depth)
                .then_with(|| is_type(eb).cmp(&is_type(ea)))
                .then_with(|| ea.alias.cmp(&eb.alias))
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let mut table = AliasTable::default();
        for i in order {
            let e = &self.entries[i];
            let Some(alias) = e.alias else { continue };
            let n = counts.entry(alias).or_insert(0);
            let prefix = if is_type(e) { '!' } else { '#' };
            let mut name = format!("{prefix}{alias}");
            if *n > 0 {
                if alias.ends_with(|c: char| c.is_ascii_digit()) {
                    name.push('_');
                }
                name.push_str(&n.to_string());
            }
            *n += 1;
            table.insert(
                e.symbol,
                Alias {
                    symbol: e.symbol,
                    name,
                    deferred: e.can_defer,
                },
            );
        }
        table
    }
}

/// The alias dry run's view of a custom printer: records every attribute,
/// type and region it would print.
struct CollectSink<'c, 'a> {
    c: &'c mut Collector<'a>,
}

impl AsmSink for CollectSink<'_, '_> {
    fn ctx(&self) -> &Context {
        self.c.ctx
    }
    fn arena(&self) -> &IrArena {
        self.c.arena
    }
    fn text(&mut self, _: &str) {}
    fn attribute(&mut self, attr: Attr, elide_type: bool) {
        self.c.visit_attr(attr, false, elide_type);
    }
    fn ty(&mut self, ty: Type) {
        self.c.visit_type(ty, false);
    }
    fn value(&mut self, _: crate::body::Value) {}
    fn successor(&mut self, _: crate::body::BlockId) {}
    fn region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool, _: bool) {
        self.c.visit_region(r, print_entry_args, print_terminators);
    }
    fn newline(&mut self) {}
    fn indent(&mut self, _: i32) {}
    fn location(&mut self, loc: Attr) {
        // Like `printOptionalLocationSpecifier` of MLIR's alias dry run:
        // locations are only seen when they are printed.
        if self.c.opts.debug_info {
            self.c.visit_attr(loc, false, false);
        }
    }
    fn custom_or_generic_op(&mut self, op: OpId) {
        // The dry run's `printCustomOrGenericOp` visits the whole op, its
        // location too, though the printer leaves that location out.
        self.c.visit_op(op);
    }
}
