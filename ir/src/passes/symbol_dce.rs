//! `symbol-dce`: erases symbols that are not referenced and may be
//! discarded (MLIR's `SymbolDCE`). Symbols are the ops `SymbolOpInterface`
//! says are ([`symbol_op`]); one is discardable when the interface allows it
//! (`can_discard_on_use_empty`: by default, it is not public) and it is private
//! or inside a hidden symbol table (the top level one, or one that is private
//! or not a symbol). Liveness propagates from
//! the non-discardable symbols and non-symbol ops through the symbol
//! references in their attributes (properties included), resolved from the
//! closest enclosing symbol table.

use crate::attrs::{Attr, AttrKind};
use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::pass::{Pass, PassContext, PassFailure};
use crate::symbol::{symbol_op, SymbolTable};
use rustc_hash::FxHashSet;

/// The symbol DCE pass.
#[derive(Clone, Copy, Default)]
pub struct SymbolDce;

impl Pass for SymbolDce {
    crate::pass_identity!("symbol-dce", "SymbolDCE");

    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, _pc: &mut PassContext) -> Result<(), PassFailure> {
        let name = ctx.op_info(arena.op_name(op)).name().to_string();
        if !is_symbol_table(ctx, arena, op) {
            let d = crate::verify::op_error(
                ctx,
                arena,
                op,
                format!("'{name}' op  was scheduled to run under SymbolDCE, but does not define a symbol table"),
            );
            return Err(d.into());
        }
        let s = Dce { ctx };
        let hidden = match (arena.parent_op(op), symbol_op(ctx, arena, op)) {
            (Some(_), Some(symbol)) => symbol.is_private(ctx, arena),
            _ => true,
        };
        let mut live = FxHashSet::default();
        s.compute_liveness(arena, op, hidden, &mut live)?;
        // Erase the dead symbols of every symbol table nested in `op`.
        for t in arena.walk_preorder(op) {
            if arena.is_erased(t) || !is_symbol_table(ctx, arena, t) {
                continue;
            }
            let Some(&r) = arena.regions(t).first() else { continue };
            for b in arena.region_blocks(r).to_vec() {
                let ops: Vec<OpId> = arena.block_ops(b).collect();
                for o in ops {
                    let term = ctx.op_info(arena.op_name(o)).traits().is_terminator;
                    if !term && symbol_op(ctx, arena, o).is_some() && !live.contains(&o) {
                        arena.erase_op(o);
                    }
                }
            }
        }
        Ok(())
    }
}

fn is_symbol_table(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    ctx.op_info(arena.op_name(op)).traits().symbol_table
}

struct Dce<'a> {
    ctx: &'a Context,
}

impl Dce<'_> {
    fn compute_liveness(
        &self,
        arena: &IrArena,
        table_op: OpId,
        hidden: bool,
        live: &mut FxHashSet<OpId>,
    ) -> Result<(), PassFailure> {
        let ctx = self.ctx;
        let mut worklist: Vec<OpId> = Vec::new();
        for &r in arena.regions(table_op).iter().take(1) {
            for &b in arena.region_blocks(r) {
                for o in arena.block_ops(b) {
                    let Some(symbol) = symbol_op(ctx, arena, o) else {
                        worklist.push(o);
                        continue;
                    };
                    let discardable =
                        (hidden || symbol.is_private(ctx, arena)) && symbol.can_discard_on_use_empty(ctx, arena);
                    if !discardable && live.insert(o) {
                        worklist.push(o);
                    }
                }
            }
        }
        while let Some(op) = worklist.pop() {
            if is_symbol_table(ctx, arena, op) {
                let hidden_inner = hidden || symbol_op(ctx, arena, op).is_none_or(|s| s.is_private(ctx, arena));
                self.compute_liveness(arena, op, hidden_inner, live)?;
            } else {
                for &r in arena.regions(op) {
                    for &b in arena.region_blocks(r) {
                        for o in arena.block_ops(b) {
                            if !arena.regions(o).is_empty() {
                                worklist.push(o);
                            }
                        }
                    }
                }
            }
            // The closest enclosing symbol table.
            let mut scope = arena.parent_op(op);
            while let Some(s) = scope {
                if is_symbol_table(ctx, arena, s) {
                    break;
                }
                scope = arena.parent_op(s);
            }
            let refs = self.symbol_uses(arena, op)?;
            let Some(scope) = scope else { continue };
            for r in refs {
                for resolved in resolve(ctx, arena, scope, r) {
                    if live.insert(resolved) {
                        worklist.push(resolved);
                    }
                }
            }
        }
        Ok(())
    }

    /// `SymbolTable::getSymbolUses(op)`: the symbol references in `op`'s
    /// attributes and in those of the ops nested in it, not entering nested
    /// symbol tables.
    fn symbol_uses(&self, arena: &IrArena, op: OpId) -> Result<Vec<Attr>, PassFailure> {
        let ctx = self.ctx;
        let unknown_table = |o: OpId| {
            let info = ctx.op_info(arena.op_name(o));
            arena.regions(o).len() == 1
                && !info.is_registered()
                && !ctx.registry().is_dialect_registered(info.dialect())
        };
        let fail = |o: OpId| {
            PassFailure::from(crate::verify::op_error(
                ctx,
                arena,
                o,
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol \
                 uses"
                    .to_string(),
            ))
        };
        if unknown_table(op) {
            return Err(fail(op));
        }
        let mut out = Vec::new();
        crate::symbol::collect_refs(ctx, arena, op, &mut out);
        if is_symbol_table(ctx, arena, op) {
            return Ok(out);
        }
        let mut stack: Vec<OpId> = Vec::new();
        let push_region_ops = |o: OpId, stack: &mut Vec<OpId>| {
            for &r in arena.regions(o).iter().rev() {
                for &b in arena.region_blocks(r).iter().rev() {
                    let ops: Vec<OpId> = arena.block_ops(b).collect();
                    stack.extend(ops.into_iter().rev());
                }
            }
        };
        push_region_ops(op, &mut stack);
        while let Some(o) = stack.pop() {
            // MLIR reports the op whose uses are collected.
            if unknown_table(o) {
                return Err(fail(op));
            }
            crate::symbol::collect_refs(ctx, arena, o, &mut out);
            if !is_symbol_table(ctx, arena, o) {
                push_region_ops(o, &mut stack);
            }
        }
        Ok(out)
    }
}

/// The symbols a reference resolves to from `scope`, outermost first
/// (`lookupSymbolIn` collecting every symbol on the path); empty when it
/// does not resolve.
fn resolve(ctx: &Context, arena: &IrArena, scope: OpId, reference: Attr) -> Vec<OpId> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut table_op = scope;
    for &name in std::iter::once(root).chain(nested.iter()) {
        if !is_symbol_table(ctx, arena, table_op) && !out.is_empty() {
            return Vec::new();
        }
        let Some(found) = SymbolTable::new(ctx, arena, table_op).lookup(name) else {
            return Vec::new();
        };
        out.push(found);
        table_op = found;
    }
    out
}
