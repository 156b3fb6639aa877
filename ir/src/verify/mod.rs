//! The structural verifier: block and terminator rules, successors, symbol
//! tables, and SSA dominance (graph regions excepted), with MLIR's wording.
//!
//! It follows MLIR's `OperationVerifier`: a depth-first walk that checks
//! each operation and block on entrance and on exit; isolated-from-above
//! operations are skipped by the walk and verified as a whole (structure,
//! then dominance) when their parent is exited. Like mlir-opt, every failing
//! isolated sibling is reported (as followups of the first diagnostic), while
//! anything else stops at the first error.

pub(crate) mod dominance;
mod isolation;

use crate::attrs::Attr;
use crate::body::{BlockId, IrArena, OpId};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// Verifies `top` and everything nested in it. On failure the diagnostic's
/// followups hold further errors (one per failing isolated operation).
pub fn verify(ctx: &Context, arena: &IrArena, top: OpId) -> Result<(), Diagnostic> {
    let v = Verifier {
        ctx,
        arena,
        dom: RefCell::new(dominance::Checker::new(ctx, arena)),
    };
    v.verify_op_and_dominance(top)
}

/// [`verify`], after running the verify-time memoization hooks of the ops
/// nested in `top` ([`crate::registry::MemoizeHook`]): what MLIR's verifier
/// leaves on the IR when an op caches derived attributes while verifying.
/// Drivers that verify parsed input or a pass's output use this one.
pub fn verify_and_memoize(ctx: &Context, arena: &mut IrArena, top: OpId) -> Result<(), Diagnostic> {
    memoize(ctx, arena, top);
    verify(ctx, arena, top)
}

/// Runs the memoization hooks of `top` and the ops nested in it.
fn memoize(ctx: &Context, arena: &mut IrArena, top: OpId) {
    if !ctx.registry().has_memoize_hooks() {
        return;
    }
    for op in arena.walk_preorder(top) {
        if let Some(hook) = ctx.op_info(arena.op_name(op)).memoize_hook() {
            hook(ctx, arena, op);
        }
    }
}

pub(crate) struct Verifier<'a> {
    pub ctx: &'a Context,
    pub arena: &'a IrArena,
    dom: RefCell<dominance::Checker<'a>>,
}

/// An error on an operation, with MLIR's "see current operation" note.
pub fn op_error(ctx: &Context, arena: &IrArena, op: OpId, message: String) -> Diagnostic {
    let loc = arena.op_loc(op);
    let mut text = crate::text::printer::print_op_for_diagnostic(ctx, arena, op);
    // MLIR starts a multi-line operation on its own line.
    if text.contains('\n') {
        text.insert(0, '\n');
    }
    Diagnostic::error(DiagLoc::Attr(loc), message)
        .with_note(DiagLoc::Attr(loc), format!("see current operation: {text}"))
}

/// One node of the verifier's walk.
#[derive(Clone, Copy)]
enum Item {
    Op(OpId),
    Block(BlockId),
}

impl Verifier<'_> {
    fn name(&self, op: OpId) -> &str {
        self.ctx.op_info(self.arena.op_name(op)).name()
    }

    /// `op.emitOpError(message)`: prefixed `'name' op `.
    fn op_error(&self, op: OpId, message: &str) -> Diagnostic {
        op_error(self.ctx, self.arena, op, format!("'{}' op {}", self.name(op), message))
    }

    fn isolated(&self, op: OpId) -> bool {
        self.ctx.op_info(self.arena.op_name(op)).traits().isolated_from_above
    }

    /// MLIR's `verifyOpAndDominance`.
    fn verify_op_and_dominance(&self, op: OpId) -> Result<(), Diagnostic> {
        self.verify_operation(op)?;
        if !self.arena.regions(op).is_empty() {
            self.dom.borrow_mut().verify_contained(op)?;
        }
        Ok(())
    }

    /// MLIR's `verifyOperation`: the entrance/exit walk, not entering
    /// isolated-from-above operations.
    fn verify_operation(&self, root: OpId) -> Result<(), Diagnostic> {
        let mut stack: Vec<(Item, bool)> = vec![(Item::Op(root), false)];
        while let Some((item, exit)) = stack.pop() {
            if exit {
                match item {
                    Item::Op(op) => self.op_on_exit(op)?,
                    Item::Block(b) => self.block_on_exit(b)?,
                }
                continue;
            }
            match item {
                Item::Op(op) => self.op_on_entrance(op)?,
                Item::Block(b) => self.block_on_entrance(b)?,
            }
            stack.push((item, true));
            match item {
                Item::Block(b) => {
                    let ops: Vec<OpId> = self.arena.block_ops(b).collect();
                    for &o in ops.iter().rev() {
                        if self.arena.regions(o).is_empty() || !self.isolated(o) {
                            stack.push((Item::Op(o), false));
                        }
                    }
                }
                Item::Op(op) => {
                    for &r in self.arena.regions(op).iter().rev() {
                        for &b in self.arena.region_blocks(r).iter().rev() {
                            stack.push((Item::Block(b), false));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The dialects' checks of discardable attributes named after them
    /// (`Dialect::verifyOperationAttribute`), in the dictionary's order.
    fn dialect_attrs(&self, op: OpId) -> Result<(), Diagnostic> {
        let Some(dict) = self.arena.attrs(op) else {
            return Ok(());
        };
        for &(name, value) in self.ctx.dictionary_entries(dict) {
            let text = self.ctx.string_value(name);
            let Some(dot) = text.iter().position(|&c| c == b'.') else {
                continue;
            };
            let dialect = String::from_utf8_lossy(&text[..dot]);
            if let Some(hook) = self.ctx.dialect_op_attr_verifier(&dialect) {
                hook(self.ctx, self.arena, op, name, value)?;
            }
        }
        Ok(())
    }

    /// Dialect attributes, trait checks (`verifyInvariants`), graph
    /// regions, entry blocks.
    fn op_on_entrance(&self, op: OpId) -> Result<(), Diagnostic> {
        self.dialect_attrs(op)?;
        let info = self.ctx.op_info(self.arena.op_name(op));
        let traits = info.traits();
        let regions = self.arena.regions(op);
        if info.is_registered() {
            if let Some(verify) = info.hooks().and_then(|h| h.verify) {
                verify(self.ctx, self.arena, op)?;
            }
            let is_module = info.name() == crate::builtin::MODULE;
            if is_module {
                self.module_properties_and_counts(op)?;
            }
            // builtin.module's traits in MLIR's order: NoRegionArguments,
            // SingleBlock, then its ODS region constraint (`SizedRegion<1>`)
            // and `ModuleOp::verify`.
            if is_module
                && regions.iter().any(|&r| {
                    self.arena
                        .region_blocks(r)
                        .first()
                        .is_some_and(|&b| self.arena.num_args(b) != 0)
                })
            {
                return Err(self.op_error(op, "region should have no arguments"));
            }
            if traits.single_block {
                for (i, &r) in regions.iter().enumerate() {
                    if self.arena.region_blocks(r).len() > 1 {
                        return Err(self.op_error(op, &format!("expects region #{i} to have 0 or 1 blocks")));
                    }
                }
            }
            if traits.is_terminator {
                let parent = self.arena.op_parent(op);
                if parent.is_none_or(|b| self.arena.last_op(b) != Some(op)) {
                    return Err(self.op_error(op, "must be the last operation in the parent block"));
                }
            }
            if is_module {
                if regions.first().is_some_and(|&r| self.arena.region_blocks(r).len() != 1) {
                    return Err(self.op_error(
                        op,
                        "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
                    ));
                }
                // `SymbolOpInterface`'s verifier (an optional symbol), then
                // `ModuleOp::verify`.
                crate::symbol::verify::verify_symbol_op(self.ctx, self.arena, op)?;
                self.verify_module_attrs(op)?;
            }
        }
        for (i, &r) in regions.iter().enumerate() {
            let blocks = self.arena.region_blocks(r);
            if info.is_registered() && traits.graph_regions && blocks.len() > 1 {
                return Err(self.op_error(op, &format!("expects graph region #{i} to have 0 or 1 blocks")));
            }
            let Some(&entry) = blocks.first() else { continue };
            let has_pred = blocks.iter().any(|&b| {
                self.arena
                    .last_op(b)
                    .is_some_and(|t| self.arena.successors(t).contains(&entry))
            });
            if has_pred {
                return Err(Diagnostic::error(
                    DiagLoc::Attr(self.arena.op_loc(op)),
                    "entry block of region may not have predecessors",
                ));
            }
        }
        Ok(())
    }

    /// Isolated children (all of them), region traits, unknown operations.
    fn op_on_exit(&self, op: OpId) -> Result<(), Diagnostic> {
        let mut failures: Vec<Diagnostic> = Vec::new();
        for &r in self.arena.regions(op) {
            for &b in self.arena.region_blocks(r) {
                for o in self.arena.block_ops(b) {
                    if !self.arena.regions(o).is_empty() && self.isolated(o) {
                        if let Err(d) = self.verify_op_and_dominance(o) {
                            failures.push(d);
                        }
                    }
                }
            }
        }
        if !failures.is_empty() {
            let mut first = failures.remove(0);
            for f in failures {
                let mut f = f;
                let more = std::mem::take(&mut f.followups);
                first.followups.push(f);
                first.followups.extend(more);
            }
            return Err(first);
        }
        let info = self.ctx.op_info(self.arena.op_name(op));
        let traits = info.traits();
        if info.is_registered() {
            if let Some(verify_regions) = info.hooks().and_then(|h| h.verify_regions) {
                verify_regions(self.ctx, self.arena, op)?;
            }
            if traits.isolated_from_above {
                self.verify_isolated_from_above(op)?;
            }
            if traits.symbol_table {
                self.verify_symbol_table(op)?;
            }
            return Ok(());
        }
        let name = info.name();
        let dialect = name.split('.').next().unwrap_or("");
        if name.contains('.') && self.ctx.registry().allows_unknown_operations(dialect) {
            return Ok(());
        }
        if name.contains('.') && self.ctx.registry().is_dialect_registered(dialect) {
            return Err(op_error(
                self.ctx,
                self.arena,
                op,
                format!(
                    "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
                ),
            ));
        }
        if !self.ctx.allows_unregistered_dialects() {
            return Err(self.op_error(
                op,
                "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
            ));
        }
        Ok(())
    }

    /// `ModuleOp::verify`: discardable attributes need a dialect prefix.
    /// `builtin.module`'s checks before its other traits: the conversion of
    /// its properties (a parse-time error upstream: `sym_name` and
    /// `sym_visibility` are string attributes), then `OneRegion`,
    /// `ZeroResults`, `ZeroSuccessors` and `ZeroOperands`.
    fn module_properties_and_counts(&self, op: OpId) -> Result<(), Diagnostic> {
        if let Some(props) = self.arena.properties(op) {
            if let Some((name, value)) =
                crate::builtin::module_attr_not_string(self.ctx, self.ctx.dictionary_entries(props))
            {
                let attr = |a| crate::text::printer::attr_to_string(self.ctx, a);
                let message = format!(
                    "invalid properties {} for op {}: Invalid attribute `{name}` in property conversion: {}",
                    attr(props),
                    crate::builtin::MODULE,
                    attr(value)
                );
                return Err(Diagnostic::error(DiagLoc::Attr(self.arena.op_loc(op)), message));
            }
        }
        if self.arena.regions(op).len() != 1 {
            return Err(self.op_error(op, "requires one region"));
        }
        if self.arena.num_results(op) != 0 {
            return Err(self.op_error(op, "requires zero results"));
        }
        let successors = self.arena.successors(op).len();
        if successors != 0 {
            return Err(self.op_error(op, &format!("requires 0 successors but found {successors}")));
        }
        if self.arena.num_operands(op) != 0 {
            return Err(self.op_error(op, "requires zero operands"));
        }
        Ok(())
    }

    fn verify_module_attrs(&self, op: OpId) -> Result<(), Diagnostic> {
        let Some(dict) = self.arena.attrs(op) else {
            return Ok(());
        };
        for &(name, _) in self.ctx.dictionary_entries(dict) {
            let n = self.ctx.string_value(name);
            if !n.contains(&b'.') && n != b"sym_name" && n != b"sym_visibility" {
                return Err(self.op_error(
                    op,
                    &format!(
                        "can only contain attributes with dialect-prefixed names, found: '{}'",
                        String::from_utf8_lossy(n)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// MLIR's `mayBeValidWithoutTerminator`.
    fn may_be_valid_without_terminator(&self, block: BlockId) -> bool {
        let Some(region) = self.arena.block_parent(block) else {
            return true;
        };
        if self.arena.region_blocks(region).len() != 1 {
            return false;
        }
        let Some(parent) = self.arena.region_parent(region) else {
            return true;
        };
        let info = self.ctx.op_info(self.arena.op_name(parent));
        !info.is_registered() || info.traits().no_terminator
    }

    fn block_on_entrance(&self, block: BlockId) -> Result<(), Diagnostic> {
        let Some(last) = self.arena.last_op(block) else {
            if self.may_be_valid_without_terminator(block) {
                return Ok(());
            }
            let loc = self
                .arena
                .block_parent(block)
                .and_then(|r| self.arena.region_parent(r))
                .map(|op| self.arena.op_loc(op))
                .unwrap_or_else(|| self.ctx.unknown_loc());
            return Err(Diagnostic::error(
                DiagLoc::Attr(loc),
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
        Ok(())
    }

    fn block_on_exit(&self, block: BlockId) -> Result<(), Diagnostic> {
        let Some(last) = self.arena.last_op(block) else {
            return Ok(());
        };
        let region = self.arena.block_parent(block);
        for &s in self.arena.successors(last) {
            if self.arena.block_parent(s) != region {
                return Err(self.op_error(last, "branching to block of a different region"));
            }
        }
        if self.may_be_valid_without_terminator(block) {
            return Ok(());
        }
        let info = self.ctx.op_info(self.arena.op_name(last));
        if info.is_registered() && !info.traits().is_terminator {
            let mut text = crate::text::printer::print_op_for_diagnostic(self.ctx, self.arena, last);
            if text.contains('\n') {
                text.insert(0, '\n');
            }
            return Err(op_error(
                self.ctx,
                self.arena,
                last,
                format!("block with no terminator, has {text}"),
            ));
        }
        Ok(())
    }

    fn verify_symbol_table(&self, op: OpId) -> Result<(), Diagnostic> {
        if self.arena.regions(op).len() != 1 {
            return Err(self.op_error(op, "Operations with a 'SymbolTable' must have exactly one region"));
        }
        if self
            .arena
            .regions(op)
            .iter()
            .any(|&r| self.arena.region_blocks(r).len() != 1)
        {
            return Err(self.op_error(op, "Operations with a 'SymbolTable' must have exactly one block"));
        }
        for &r in self.arena.regions(op) {
            let mut seen: FxHashMap<Attr, OpId> = FxHashMap::default();
            for &b in self.arena.region_blocks(r) {
                for inner in self.arena.block_ops(b) {
                    let Some(name) = crate::symbol::symbol_name(self.ctx, self.arena, inner) else {
                        continue;
                    };
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
        self.verify_symbol_uses(op)
    }

    /// The end of MLIR's `verifySymbolTable`: `verifySymbolUses` of the
    /// symbol users nested in `op`, not looking into nested symbol tables,
    /// in `walkSymbolTable`'s order (a region's ops, then the regions they
    /// hold, last pushed first).
    fn verify_symbol_uses(&self, op: OpId) -> Result<(), Diagnostic> {
        let mut tables = crate::symbol::SymbolTableCollection::new();
        let mut worklist: Vec<crate::body::RegionId> = self.arena.regions(op).to_vec();
        while let Some(region) = worklist.pop() {
            for &b in self.arena.region_blocks(region) {
                for inner in self.arena.block_ops(b) {
                    let info = self.ctx.op_info(self.arena.op_name(inner));
                    if let Some(user) = crate::interfaces::SymbolUserOpInterfaceRef::get(self.ctx, self.arena, inner) {
                        user.verify_symbol_uses(self.ctx, self.arena, &mut tables)?;
                    }
                    if !info.traits().symbol_table {
                        worklist.extend_from_slice(self.arena.regions(inner));
                    }
                }
            }
        }
        Ok(())
    }
}
