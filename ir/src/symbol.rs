//! Symbol tables: operations with the `SymbolTable` trait map the
//! `sym_name` of the operations directly in their region to those operations;
//! symbol references (`@a::@b`) are resolved through nested tables. Which ops
//! are symbols, their visibility and whether they may be discarded is
//! `SymbolOpInterface`'s to say ([`symbol_op`]).

use crate::attrs::{Attr, AttrKind};
use crate::body::{IrArena, OpId};
use crate::context::Context;
use rustc_hash::FxHashMap;

pub mod verify;

/// The symbol name of `op`: its `sym_name` string attribute (inherent or
/// discardable), if any.
pub fn symbol_name(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Attr> {
    sym_name_where(ctx, arena, op, |k| ctx.string_value(k) == b"sym_name")
}

/// The attribute name `sym_name` (interned: a dictionary key is `sym_name`
/// exactly when it is this attribute).
pub fn sym_name_key(ctx: &Context) -> Attr {
    ctx.string_attr(b"sym_name")
}

/// [`symbol_name`] with the `sym_name` key already interned (keys then
/// compare as handles), for scans over many ops.
pub fn symbol_name_by_key(ctx: &Context, arena: &IrArena, op: OpId, key: Attr) -> Option<Attr> {
    sym_name_where(ctx, arena, op, |k| k == key)
}

/// The string value of `op`'s first property (else discardable attribute)
/// whose name satisfies `is_sym_name`.
fn sym_name_where(ctx: &Context, arena: &IrArena, op: OpId, is_sym_name: impl Fn(Attr) -> bool) -> Option<Attr> {
    let v = crate::ods::access::inherent_where(ctx, arena, op, is_sym_name)?;
    matches!(ctx.attr_kind(v), AttrKind::String { .. }).then_some(v)
}

/// `SymbolTable::Visibility`: who may refer to a symbol.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Visibility {
    /// Visible from outside the IR (no `sym_visibility`, or `"public"`).
    Public,
    /// Visible only inside the symbol table that holds it.
    Private,
    /// Visible inside the nearest enclosing symbol table and the ones it is in.
    Nested,
}

impl Visibility {
    /// The `sym_visibility` string (`public`, `private`, `nested`).
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Private => "private",
            Visibility::Nested => "nested",
        }
    }
}

/// `SymbolTable::getSymbolVisibility`: the visibility `op`'s `sym_visibility`
/// attribute names (public without one).
pub fn visibility(ctx: &Context, arena: &IrArena, op: OpId) -> Visibility {
    match crate::ods::access::inherent(ctx, arena, op, "sym_visibility").map(|v| ctx.string_value(v)) {
        Some(b"private") => Visibility::Private,
        Some(b"nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// `SymbolTable::setSymbolVisibility`: sets `op`'s `sym_visibility` (removes it
/// for public, as upstream does).
pub fn set_visibility(ctx: &Context, arena: &mut IrArena, op: OpId, visibility: Visibility) {
    let value = (visibility != Visibility::Public).then(|| ctx.string_attr(visibility.as_str().as_bytes()));
    set_symbol_attr(ctx, arena, op, "sym_visibility", value);
}

/// `SymbolTable::setSymbolName`: sets `op`'s `sym_name` to `name`.
pub fn set_symbol_name(ctx: &Context, arena: &mut IrArena, op: OpId, name: &str) {
    let value = ctx.string_attr(name.as_bytes());
    set_symbol_attr(ctx, arena, op, "sym_name", Some(value));
}

/// `Operation::setAttr` for a symbol attribute: an inherent attribute of a
/// registered op that declares it, else a discardable one.
fn set_symbol_attr(ctx: &Context, arena: &mut IrArena, op: OpId, name: &str, value: Option<Attr>) {
    let inherent = ctx
        .op_info(arena.op_name(op))
        .definition()
        .is_some_and(|d| d.attributes_in_dictionary || d.inherent_attrs.contains(&name));
    if inherent {
        crate::ods::access::set_inherent(ctx, arena, op, name, value);
    } else {
        crate::ods::access::set_discardable(ctx, arena, op, name, value);
    }
}

/// `dyn_cast<SymbolOpInterface>(op)`: `op` seen as a symbol, if its op implements
/// the interface and (upstream's `classof`) it has a `sym_name`.
pub fn symbol_op(ctx: &Context, arena: &IrArena, op: OpId) -> Option<crate::interfaces::SymbolOpInterfaceRef> {
    let symbol = crate::interfaces::SymbolOpInterfaceRef::get(ctx, arena, op)?;
    crate::ods::access::inherent(ctx, arena, op, "sym_name").map(|_| symbol)
}

/// The symbols defined directly inside one symbol-table operation.
pub struct SymbolTable {
    symbols: FxHashMap<Attr, OpId>,
}

impl SymbolTable {
    /// Collects the symbols of `table_op` (the first definition of a name wins;
    /// duplicates are the verifier's to report).
    pub fn new(ctx: &Context, arena: &IrArena, table_op: OpId) -> SymbolTable {
        let mut symbols = FxHashMap::default();
        let key = sym_name_key(ctx);
        for &r in arena.regions(table_op) {
            for &b in arena.region_blocks(r) {
                for op in arena.block_ops(b) {
                    if let Some(name) = symbol_name_by_key(ctx, arena, op, key) {
                        symbols.entry(name).or_insert(op);
                    }
                }
            }
        }
        SymbolTable { symbols }
    }

    /// The operation named `name` (a string attribute), if any.
    pub fn lookup(&self, name: Attr) -> Option<OpId> {
        self.symbols.get(&name).copied()
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }
}

/// Resolves a symbol reference attribute (`@a` or `@a::@b::@c`) starting from
/// the symbol table `from`.
pub fn lookup_symbol_ref(ctx: &Context, arena: &IrArena, from: OpId, reference: Attr) -> Option<OpId> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
        return None;
    };
    let mut op = lookup_symbol_in(ctx, arena, from, *root)?;
    for &n in nested {
        op = lookup_symbol_in(ctx, arena, op, n)?;
    }
    Some(op)
}

/// `SymbolTable::lookupSymbolIn`: the first operation directly inside
/// `table_op` whose symbol name is `name` (a string attribute), found by a
/// scan, without building a table (for one-off lookups; a
/// [`SymbolTableCollection`] pays off for many).
pub fn lookup_symbol_in(ctx: &Context, arena: &IrArena, table_op: OpId, name: Attr) -> Option<OpId> {
    let key = sym_name_key(ctx);
    arena.regions(table_op).iter().find_map(|&r| {
        arena.region_blocks(r).iter().find_map(|&b| {
            arena
                .block_ops(b)
                .find(|&op| symbol_name_by_key(ctx, arena, op, key) == Some(name))
        })
    })
}

/// MLIR's `SymbolTableCollection`: the symbol tables of several
/// symbol-table operations, built on first use and kept for later lookups.
#[derive(Default)]
pub struct SymbolTableCollection {
    tables: FxHashMap<OpId, SymbolTable>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The symbol named `name` (a string attribute) directly inside the
    /// symbol table `table_op`.
    pub fn lookup_symbol_in(&mut self, ctx: &Context, arena: &IrArena, table_op: OpId, name: Attr) -> Option<OpId> {
        self.tables
            .entry(table_op)
            .or_insert_with(|| SymbolTable::new(ctx, arena, table_op))
            .lookup(name)
    }

    /// `lookupSymbolIn` for a symbol reference (`@a` or `@a::@b`): every
    /// non-leaf reference must name a symbol table.
    pub fn lookup_ref_in(&mut self, ctx: &Context, arena: &IrArena, table_op: OpId, reference: Attr) -> Option<OpId> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
            return None;
        };
        let is_table = |op: OpId| ctx.op_info(arena.op_name(op)).traits().symbol_table;
        let mut op = self.lookup_symbol_in(ctx, arena, table_op, *root)?;
        for &n in nested {
            if !is_table(op) {
                return None;
            }
            op = self.lookup_symbol_in(ctx, arena, op, n)?;
        }
        Some(op)
    }

    /// `lookupNearestSymbolFrom`: resolves `reference` in the nearest
    /// symbol table enclosing `from` (or `from` itself).
    pub fn lookup_nearest_symbol_from(
        &mut self,
        ctx: &Context,
        arena: &IrArena,
        from: OpId,
        reference: Attr,
    ) -> Option<OpId> {
        let table = nearest_symbol_table(ctx, arena, from)?;
        self.lookup_ref_in(ctx, arena, table, reference)
    }
}

/// `SymbolTable::getNearestSymbolTable`: `from` or its closest ancestor with
/// the `SymbolTable` trait (as mlir-opt 22 resolves it, ops of unknown
/// dialects are looked through).
pub fn nearest_symbol_table(ctx: &Context, arena: &IrArena, from: OpId) -> Option<OpId> {
    let mut op = from;
    loop {
        if ctx.op_info(arena.op_name(op)).traits().symbol_table {
            return Some(op);
        }
        op = arena.op_parent(op).and_then(|b| arena.block_parent_op(b))?;
    }
}

/// Symbol references in the attributes of `op` (properties of registered
/// ops included), nested attributes included.
pub(crate) fn collect_refs(ctx: &Context, arena: &IrArena, op: OpId, out: &mut Vec<Attr>) {
    let registered = ctx.op_info(arena.op_name(op)).is_registered();
    let mut stack: Vec<Attr> = Vec::new();
    stack.extend(arena.attrs(op));
    if registered {
        stack.extend(arena.properties(op));
    }
    while let Some(a) = stack.pop() {
        match ctx.attr_kind(a) {
            AttrKind::SymbolRef { .. } => out.push(a),
            AttrKind::Array(items) => stack.extend(items.iter().copied()),
            AttrKind::Dictionary(entries) => stack.extend(entries.iter().map(|&(_, v)| v)),
            AttrKind::Sparse { indices, values, .. } => stack.extend([*indices, *values]),
            AttrKind::Distinct { referenced, .. } => stack.push(*referenced),
            _ => {}
        }
    }
}
