//! Alias selection, as MLIR's `AliasInitializer` does it: a dry run over what
//! the printer would print collects every attribute and type, computes each
//! one's alias depth, and names the aliasable ones (`#map`, `#loc3`, ...) in
//! (depth, kind, name, first-visit) order. Operation locations may be
//! deferred to the end of the output; everything else is printed up front.

use super::printer::PrintOptions;
use crate::attrs::{Attr, AttrKind};
use crate::body::{IrArena, OpId, RegionId};
use crate::context::Context;
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
    by_symbol: FxHashMap<Symbol, usize>,
}

impl AliasTable {
    /// The alias name of a symbol, if it has one.
    pub fn get(&self, symbol: Symbol) -> Option<&str> {
        self.by_symbol.get(&symbol).map(|&i| self.aliases[i].name.as_str())
    }
}

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
        _ => None,
    }
}

struct Collector<'a> {
    ctx: &'a Context,
    arena: &'a IrArena,
    opts: PrintOptions,
    entries: Vec<Entry>,
    index: FxHashMap<Symbol, usize>,
}

/// Computes the aliases for printing `op` with `opts`.
pub fn collect(ctx: &Context, arena: &IrArena, op: OpId, opts: PrintOptions) -> AliasTable {
    let mut c = Collector {
        ctx,
        arena,
        opts,
        entries: Vec::new(),
        index: FxHashMap::default(),
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
                self.visit_region(r, false);
            }
            return;
        }
        for &r in self.arena.regions(op) {
            self.visit_region(r, true);
        }
        for v in self.arena.operands(op) {
            self.visit_type(self.arena.value_type(v), false);
        }
        for t in self.arena.result_types(op) {
            self.visit_type(t, false);
        }
        for (_, v) in super::printer::visible_attrs(self.ctx, self.arena, op) {
            self.visit_attr(v, false, false);
        }
    }

    fn visit_region(&mut self, region: RegionId, entry_args: bool) {
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
            for op in self.arena.block_ops(block) {
                self.visit_op(op);
            }
        }
    }

    fn insert(&mut self, symbol: Symbol, alias: Option<&'static str>, can_defer: bool) -> Result<usize, usize> {
        if let Some(&i) = self.index.get(&symbol) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return Err(i);
        }
        let i = self.entries.len();
        self.entries.push(Entry {
            symbol,
            alias,
            depth: alias.is_some() as u32,
            can_defer,
            children: Vec::new(),
        });
        self.index.insert(symbol, i);
        Ok(i)
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

    fn finish_entry(&mut self, i: usize, children: Vec<(u32, usize)>) -> (u32, usize) {
        let max = children.iter().map(|c| c.0).max().unwrap_or(0);
        let e = &mut self.entries[i];
        e.children = children.into_iter().map(|c| c.1).collect();
        if max > 0 {
            e.depth = max + 1;
        }
        (e.depth, i)
    }

    fn visit_attr(&mut self, attr: Attr, can_defer: bool, elide_type: bool) -> (u32, usize) {
        let kind = self.ctx.attr_kind(attr);
        let alias = attr_alias_name(kind, self.ctx);
        let i = match self.insert(Symbol::Attr(attr), alias, can_defer) {
            Ok(i) => i,
            Err(i) => return (self.entries[i].depth, i),
        };
        let mut children = Vec::new();
        let mut typed: Option<Type> = None;
        match kind {
            AttrKind::AffineMap(_)
            | AttrKind::IntegerSet(_)
            | AttrKind::DenseArray { .. }
            | AttrKind::Float { .. }
            | AttrKind::Integer { .. }
            | AttrKind::Bool(_)
            | AttrKind::Unit => return self.finish_entry(i, children),
            AttrKind::Distinct { referenced, .. } => children.push(self.visit_attr(*referenced, can_defer, false)),
            AttrKind::Dictionary(entries) => {
                for &(n, v) in entries {
                    children.push(self.visit_attr(n, can_defer, false));
                    children.push(self.visit_attr(v, can_defer, false));
                }
            }
            AttrKind::Array(items) => {
                for &a in items {
                    children.push(self.visit_attr(a, can_defer, false));
                }
            }
            AttrKind::Type(t) => children.push(self.visit_type(*t, can_defer)),
            AttrKind::NameLoc { child, .. } if !matches!(self.ctx.attr_kind(*child), AttrKind::UnknownLoc) => {
                children.push(self.visit_attr(*child, can_defer, false));
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                children.push(self.visit_attr(*callee, can_defer, false));
                children.push(self.visit_attr(*caller, can_defer, false));
            }
            AttrKind::FusedLoc { locs, metadata } => {
                if let Some(m) = metadata {
                    children.push(self.visit_attr(*m, can_defer, false));
                }
                for &l in locs {
                    children.push(self.visit_attr(l, can_defer, false));
                }
            }
            AttrKind::String { ty, .. } => typed = *ty,
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => typed = Some(*ty),
            _ => {}
        }
        if !elide_type {
            if let Some(t) = typed {
                children.push(self.visit_type(t, can_defer));
            }
        }
        self.finish_entry(i, children)
    }

    fn visit_type(&mut self, ty: Type, can_defer: bool) -> (u32, usize) {
        let kind = self.ctx.type_kind(ty);
        let alias = match kind {
            TypeKind::Tuple(t) if t.len() > 16 => Some("tuple"),
            _ => None,
        };
        let i = match self.insert(Symbol::Type(ty), alias, can_defer) {
            Ok(i) => i,
            Err(i) => return (self.entries[i].depth, i),
        };
        let mut children = Vec::new();
        match kind {
            TypeKind::Complex(e) | TypeKind::UnrankedTensor { element: e } | TypeKind::Vector { element: e, .. } => {
                children.push(self.visit_type(*e, can_defer))
            }
            TypeKind::Tuple(ts) => {
                for &t in ts {
                    children.push(self.visit_type(t, can_defer));
                }
            }
            TypeKind::Function { inputs, results } => {
                for &t in inputs.iter().chain(results.iter()) {
                    children.push(self.visit_type(t, can_defer));
                }
            }
            TypeKind::RankedTensor { element, encoding, .. } => {
                children.push(self.visit_type(*element, can_defer));
                if let Some(e) = encoding {
                    children.push(self.visit_attr(*e, can_defer, false));
                }
            }
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                children.push(self.visit_type(*element, can_defer));
                if let Some(l) = layout {
                    children.push(self.visit_attr(*l, can_defer, false));
                }
                if let Some(m) = memory_space {
                    children.push(self.visit_attr(*m, can_defer, false));
                }
            }
            TypeKind::UnrankedMemRef { element, memory_space } => {
                children.push(self.visit_type(*element, can_defer));
                if let Some(m) = memory_space {
                    children.push(self.visit_attr(*m, can_defer, false));
                }
            }
            _ => {}
        }
        self.finish_entry(i, children)
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
            table.by_symbol.insert(e.symbol, table.aliases.len());
            table.aliases.push(Alias {
                symbol: e.symbol,
                name,
                deferred: e.can_defer,
            });
        }
        table
    }
}
