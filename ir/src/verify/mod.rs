//! The structural verifier: block and terminator rules, successors, symbol
//! tables, and SSA dominance (graph regions excepted), with MLIR's wording.
//!
//! Like MLIR's `OperationVerifier`, it first checks each operation's
//! structure (pre-order), then dominance of the regions it contains.

mod dominance;

use crate::attrs::{Attr, AttrKind};
use crate::body::{BlockId, IrArena, OpId, RegionId};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use rustc_hash::FxHashMap;

/// Verifies `top` and everything nested in it; returns the first error.
pub fn verify(ctx: &Context, arena: &IrArena, top: OpId) -> Result<(), Diagnostic> {
    let v = Verifier { ctx, arena };
    let mut stack = vec![top];
    while let Some(op) = stack.pop() {
        v.verify_op(op)?;
        for &r in arena.regions(op).iter().rev() {
            for &b in arena.region_blocks(r).iter().rev() {
                let ops: Vec<OpId> = arena.block_ops(b).collect();
                stack.extend(ops.into_iter().rev());
            }
        }
    }
    dominance::verify(ctx, arena, top)
}

pub(crate) struct Verifier<'a> {
    pub ctx: &'a Context,
    pub arena: &'a IrArena,
}

/// An error on an operation, with MLIR's "see current operation" note.
pub(crate) fn op_error(ctx: &Context, arena: &IrArena, op: OpId, message: String) -> Diagnostic {
    let loc = arena.op_loc(op);
    let text = crate::text::printer::print_op_for_diagnostic(ctx, arena, op);
    Diagnostic::error(DiagLoc::Attr(loc), message)
        .with_note(DiagLoc::Attr(loc), format!("see current operation: {text}"))
}

impl Verifier<'_> {
    fn name(&self, op: OpId) -> &str {
        self.ctx.op_info(self.arena.op_name(op)).name()
    }

    /// A registered op's error, prefixed `'name' op `.
    fn registered_error(&self, op: OpId, message: &str) -> Diagnostic {
        op_error(self.ctx, self.arena, op, format!("'{}' op {}", self.name(op), message))
    }

    fn verify_op(&self, op: OpId) -> Result<(), Diagnostic> {
        let info = self.ctx.op_info(self.arena.op_name(op));
        let traits = info.traits();
        if info.is_registered() {
            let regions = self.arena.regions(op);
            for (i, &r) in regions.iter().enumerate() {
                let n = self.arena.region_blocks(r).len();
                if traits.graph_regions && n > 1 {
                    return Err(self.registered_error(op, &format!("expects graph region #{i} to have 0 or 1 blocks")));
                }
                if traits.single_block && n > 1 {
                    return Err(self.registered_error(op, &format!("expects region #{i} to have 0 or 1 blocks")));
                }
            }
            if traits.is_terminator {
                let parent = self.arena.op_parent(op);
                if parent.is_some_and(|b| self.arena.last_op(b) != Some(op)) {
                    return Err(self.registered_error(op, "must be the last operation in the parent block"));
                }
            }
        }
        for &r in self.arena.regions(op) {
            for &b in self.arena.region_blocks(r) {
                self.verify_block(op, r, b)?;
            }
        }
        if traits.symbol_table {
            self.verify_symbol_table(op)?;
        }
        Ok(())
    }

    fn may_be_valid_without_terminator(&self, parent: OpId, region: RegionId) -> bool {
        if self.arena.region_blocks(region).len() != 1 {
            return false;
        }
        let info = self.ctx.op_info(self.arena.op_name(parent));
        !info.is_registered() || info.traits().no_terminator
    }

    fn verify_block(&self, parent: OpId, region: RegionId, block: BlockId) -> Result<(), Diagnostic> {
        let Some(last) = self.arena.last_op(block) else {
            if self.may_be_valid_without_terminator(parent, region) {
                return Ok(());
            }
            return Err(Diagnostic::error(
                DiagLoc::Attr(self.arena.op_loc(parent)),
                "empty block: expect at least a terminator",
            ));
        };
        for op in self.arena.block_ops(block) {
            if !self.arena.successors(op).is_empty() && op != last {
                return Err(op_error(
                    self.ctx,
                    self.arena,
                    op,
                    "operation with block successors must terminate its parent block".into(),
                ));
            }
        }
        for &s in self.arena.successors(last) {
            if self.arena.block_parent(s) != Some(region) {
                return Err(op_error(
                    self.ctx,
                    self.arena,
                    last,
                    "branching to block of a different region".into(),
                ));
            }
        }
        if let Some(&entry) = self.arena.region_blocks(region).first() {
            if self.arena.successors(last).contains(&entry) {
                return Err(op_error(
                    self.ctx,
                    self.arena,
                    last,
                    "entry block of region may not have predecessors".into(),
                ));
            }
        }
        if self.may_be_valid_without_terminator(parent, region) {
            return Ok(());
        }
        let info = self.ctx.op_info(self.arena.op_name(last));
        if info.is_registered() && !info.traits().is_terminator {
            let text = crate::text::printer::print_op_for_diagnostic(self.ctx, self.arena, last);
            return Err(op_error(
                self.ctx,
                self.arena,
                last,
                format!("block with no terminator, has {text}"),
            ));
        }
        Ok(())
    }

    /// The `sym_name` of an op: a string inherent or discardable attribute.
    fn symbol_name(&self, op: OpId) -> Option<Attr> {
        let lookup = |dict: Option<Attr>| {
            dict.and_then(|d| {
                self.ctx
                    .dictionary_entries(d)
                    .iter()
                    .find(|(k, _)| self.ctx.string_value(*k) == b"sym_name")
                    .map(|&(_, v)| v)
            })
        };
        let v = lookup(self.arena.properties(op)).or_else(|| lookup(self.arena.attrs(op)))?;
        matches!(self.ctx.attr_kind(v), AttrKind::String { .. }).then_some(v)
    }

    fn verify_symbol_table(&self, op: OpId) -> Result<(), Diagnostic> {
        for &r in self.arena.regions(op) {
            let mut seen: FxHashMap<Attr, OpId> = FxHashMap::default();
            for &b in self.arena.region_blocks(r) {
                for inner in self.arena.block_ops(b) {
                    let Some(name) = self.symbol_name(inner) else { continue };
                    if let Some(&first) = seen.get(&name) {
                        let n = String::from_utf8_lossy(self.ctx.string_value(name)).into_owned();
                        return Err(op_error(
                            self.ctx,
                            self.arena,
                            inner,
                            format!("redefinition of symbol named '{n}'"),
                        )
                        .with_note(
                            DiagLoc::Attr(self.arena.op_loc(first)),
                            "see existing symbol definition here",
                        ));
                    }
                    seen.insert(name, inner);
                }
            }
        }
        Ok(())
    }
}
