//! The pattern rewriter: every IR change a pattern makes goes through it, so
//! that the driver (a [`Listener`]) hears of it, in MLIR's order
//! (`RewriterBase`/`PatternRewriter` with their listener notifications).

use super::table::OpTable;
use crate::body::{BlockId, IrArena, OpId, OpSpec, Value};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::pass::DiagnosticSink;

/// Receives notifications of IR changes (`RewriterBase::Listener`). Every
/// method is called while the IR is consistent.
pub trait Listener {
    /// `op` was inserted (created or moved); `moved_from` is its previous
    /// block when it was moved.
    fn op_inserted(&mut self, _arena: &IrArena, _op: OpId, _moved_from: Option<BlockId>) {}
    /// `op` was modified in place.
    fn op_modified(&mut self, _arena: &IrArena, _op: OpId) {}
    /// `op`'s results are about to be replaced with `_with`.
    fn op_replaced(&mut self, _arena: &IrArena, _op: OpId, _with: &[Value]) {}
    /// `op` is about to be erased (its nested ops already are).
    fn op_erased(&mut self, _arena: &IrArena, _op: OpId) {}
    /// `block` is about to be erased (its ops already are).
    fn block_erased(&mut self, _arena: &IrArena, _block: BlockId) {}
    /// A pattern emitted `diagnostic` through the rewriter (its
    /// [`DiagnosticSink`] methods). Upstream sends it through the op's
    /// context whoever drives the rewrite, so every listener must hand it
    /// on: the greedy driver collects them into its outcome, a
    /// [`SinkListener`] gives them to a sink.
    fn notify_diagnostic(&mut self, diagnostic: Diagnostic);
}

/// A listener that ignores the IR changes and hands the diagnostics on to
/// a sink (a rewriter used outside a driver, as upstream's `IRRewriter`,
/// whose diagnostics still reach the context): `PatternRewriter::new(ctx,
/// arena, &table, &mut SinkListener(pc))` in a pass.
pub struct SinkListener<'s>(pub &'s mut dyn DiagnosticSink);

impl Listener for SinkListener<'_> {
    fn notify_diagnostic(&mut self, diagnostic: Diagnostic) {
        self.0.emit(diagnostic);
    }
}

/// Where [`PatternRewriter::create`] inserts new ops.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Nowhere: new ops stay detached.
    Detached,
    /// Before this op.
    Before(OpId),
    /// At the end of this block.
    End(BlockId),
}

impl InsertPoint {
    /// Right after `op` (detached when `op` is).
    pub fn after(arena: &IrArena, op: OpId) -> InsertPoint {
        match arena.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => match arena.op_parent(op) {
                Some(b) => InsertPoint::End(b),
                None => InsertPoint::Detached,
            },
        }
    }

    /// At the start of `block`.
    pub fn block_start(arena: &IrArena, block: BlockId) -> InsertPoint {
        match arena.first_op(block) {
            Some(f) => InsertPoint::Before(f),
            None => InsertPoint::End(block),
        }
    }

    /// Inserts the detached `op` here; `false` when detached (nothing done).
    pub fn insert(self, arena: &mut IrArena, op: OpId) -> bool {
        match self {
            InsertPoint::Detached => return false,
            InsertPoint::Before(b) => arena.insert_op_before(op, b),
            InsertPoint::End(b) => arena.append_op(b, op),
        }
        true
    }
}

/// The insertion-point methods of a rewriter with `ip: InsertPoint` and
/// `arena: &mut IrArena` fields (the pattern and the conversion rewriters).
macro_rules! insertion_point_methods {
    () => {
        /// The current insertion point.
        pub fn insertion_point(&self) -> $crate::rewrite::InsertPoint {
            self.ip
        }

        /// Sets the insertion point.
        pub fn set_insertion_point(&mut self, ip: $crate::rewrite::InsertPoint) {
            self.ip = ip;
        }

        /// Inserts new ops before `op`.
        pub fn set_insertion_point_before(&mut self, op: $crate::OpId) {
            self.ip = $crate::rewrite::InsertPoint::Before(op);
        }

        /// Inserts new ops after `op`.
        pub fn set_insertion_point_after(&mut self, op: $crate::OpId) {
            self.ip = $crate::rewrite::InsertPoint::after(self.arena, op);
        }

        /// Inserts new ops at the start of `block`.
        pub fn set_insertion_point_to_start(&mut self, block: $crate::BlockId) {
            self.ip = $crate::rewrite::InsertPoint::block_start(self.arena, block);
        }

        /// Inserts new ops at the end of `block`.
        pub fn set_insertion_point_to_end(&mut self, block: $crate::BlockId) {
            self.ip = $crate::rewrite::InsertPoint::End(block);
        }
    };
}
pub(crate) use insertion_point_methods;

/// The rewriter handed to patterns.
pub struct PatternRewriter<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR being rewritten. Reading it directly is fine; changes must go
    /// through the rewriter's methods (or be followed by
    /// [`PatternRewriter::notify_modified`]).
    pub arena: &'a mut IrArena,
    /// Op facts and folders.
    pub table: &'a OpTable,
    pub(super) listener: &'a mut dyn Listener,
    ip: InsertPoint,
}

/// Patterns emit diagnostics through the rewriter (`rw.emit_op_error(...)`,
/// where upstream emits through an op): they go to the listener.
impl DiagnosticSink for PatternRewriter<'_> {
    fn emit(&mut self, diagnostic: Diagnostic) {
        self.listener.notify_diagnostic(diagnostic);
    }
}

impl<'a> PatternRewriter<'a> {
    /// `op->emitOpError(message)` (`Error`), `op->emitWarning(message)`,
    /// `op->emitRemark(message)` from a pattern: the diagnostic of
    /// [`op_emitted`](crate::pass::op_emitted) (an error's message is
    /// prefixed `'name' op `), emitted through the rewriter.
    pub fn emit_op_diagnostic(&mut self, op: OpId, severity: crate::diag::Severity, message: impl std::fmt::Display) {
        let d = crate::pass::op_emitted(self.ctx, self.arena, op, severity, message);
        self.emit(d);
    }

    /// A rewriter reporting to `listener`.
    pub fn new(
        ctx: &'a Context,
        arena: &'a mut IrArena,
        table: &'a OpTable,
        listener: &'a mut dyn Listener,
    ) -> PatternRewriter<'a> {
        PatternRewriter {
            ctx,
            arena,
            table,
            listener,
            ip: InsertPoint::Detached,
        }
    }

    crate::rewrite::rewriter::insertion_point_methods!();

    // ----- creation -----

    /// Inserts the detached `op` at the insertion point and notifies.
    pub fn insert(&mut self, op: OpId) {
        if self.ip.insert(self.arena, op) {
            self.listener.op_inserted(self.arena, op, None);
        }
    }

    /// Creates an op at the insertion point (`OpBuilder::create`).
    pub fn create(&mut self, spec: OpSpec) -> OpId {
        let op = self.arena.create_op(spec);
        self.insert(op);
        op
    }

    /// Builds an op with a generated typed builder at `loc` and inserts it
    /// at the insertion point, notifying the driver:
    /// `rw.build(loc, |b| AddIOp::build_inferred(b, x, y, None))?`.
    pub fn build<T: crate::ods::TypedOp, E>(
        &mut self,
        loc: crate::Attr,
        build: impl FnOnce(&mut crate::ods::OpBuilder<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let mut builder = crate::ods::OpBuilder::new(self.ctx, self.arena).with_loc(loc);
        let op = build(&mut builder)?;
        self.insert(op.op_id());
        Ok(op)
    }

    /// Builds an op with a generated typed builder at `loc` and folds it
    /// (`OpBuilder::createOrFold`): when it folds to values or constants the
    /// op is dropped and those returned, the constants materialized at the
    /// insertion point by the op's dialect (and notified); otherwise it is
    /// inserted (folded in place, if so) and its results returned.
    pub fn create_or_fold<T: crate::ods::TypedOp, E>(
        &mut self,
        loc: crate::Attr,
        build: impl FnOnce(&mut crate::ods::OpBuilder<'_>) -> Result<T, E>,
    ) -> Result<Vec<Value>, E> {
        let mut builder = crate::ods::OpBuilder::new(self.ctx, self.arena).with_loc(loc);
        let op = build(&mut builder)?.op_id();
        if let super::fold::Folded::Results(results) = super::fold::fold_op(self.ctx, self.table, self.arena, op) {
            if let Some(specs) = self.fold_constants(op, &results) {
                let mut values = Vec::with_capacity(results.len());
                for (r, spec) in results.iter().zip(specs) {
                    match (r, spec) {
                        (_, Some(spec)) => {
                            let c = self.create(spec);
                            values.push(self.arena.result(c, 0));
                        }
                        (crate::ods::FoldResult::Value(v), None) => values.push(*v),
                        (crate::ods::FoldResult::Attr(_), None) => {}
                    }
                }
                self.arena.erase_op(op);
                return Ok(values);
            }
        }
        self.insert(op);
        Ok((0..self.arena.num_results(op))
            .map(|i| self.arena.result(op, i))
            .collect())
    }

    /// The constant ops materializing the attribute results of `op`'s fold
    /// (`None` entries for its value results); `None` when one cannot be
    /// materialized or the counts disagree.
    fn fold_constants(&self, op: OpId, results: &[crate::ods::FoldResult]) -> Option<Vec<Option<OpSpec>>> {
        if results.len() != self.arena.num_results(op) {
            return None;
        }
        let types: Vec<crate::Type> = self.arena.result_types(op).collect();
        results
            .iter()
            .zip(types)
            .map(|(r, ty)| match *r {
                crate::ods::FoldResult::Value(_) => Some(None),
                crate::ods::FoldResult::Attr(a) => {
                    super::fold::constant_spec(self.ctx, self.table, self.arena, op, a, ty).map(Some)
                }
            })
            .collect()
    }

    // ----- modification -----

    /// Tells the driver `op` was changed in place (`finalizeOpModification`).
    pub fn notify_modified(&mut self, op: OpId) {
        self.listener.op_modified(self.arena, op);
    }

    /// Runs `f` on the IR and reports `op` modified (`modifyOpInPlace`).
    pub fn modify_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut IrArena) -> R) -> R {
        let r = f(self.arena);
        self.notify_modified(op);
        r
    }

    /// Replaces every use of `from` with `to`, reporting each user modified
    /// (`RewriterBase::replaceAllUsesWith`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        while let Some(u) = self.arena.uses(from).next() {
            self.arena.set_operand(u, to);
            self.listener.op_modified(self.arena, u.op);
        }
    }

    /// Replaces the uses of `from` for which `pred` holds
    /// (`replaceUsesWithIf`).
    pub fn replace_uses_with_if(&mut self, from: Value, to: Value, pred: impl Fn(&IrArena, crate::Use) -> bool) {
        let uses: Vec<crate::Use> = self.arena.uses(from).collect();
        for u in uses {
            if pred(self.arena, u) {
                self.arena.set_operand(u, to);
                self.listener.op_modified(self.arena, u.op);
            }
        }
    }

    /// Replaces `op`'s results with `values` and erases it (`replaceOp`).
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        self.listener.op_replaced(self.arena, op, values);
        for (i, &v) in values.iter().enumerate().take(self.arena.num_results(op)) {
            let r = self.arena.result(op, i);
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Creates an op before `op` and replaces `op` with its results
    /// (`replaceOpWithNewOp`).
    pub fn replace_op_with_new(&mut self, op: OpId, spec: OpSpec) -> OpId {
        self.set_insertion_point_before(op);
        let new = self.create(spec);
        let results: Vec<Value> = (0..self.arena.num_results(new))
            .map(|i| self.arena.result(new, i))
            .collect();
        self.replace_op(op, &results);
        new
    }

    /// Builds an op with a generated typed builder before `op`, at `op`'s
    /// location, and replaces `op` with the new op's results
    /// (`replaceOpWithNewOp<T>`): `rw.replace_op_with_built(op, |b|
    /// BroadcastOp::build(b, ty, source))`. When the builder fails nothing
    /// changes but the insertion point.
    pub fn replace_op_with_built<T: crate::ods::TypedOp, E>(
        &mut self,
        op: OpId,
        build: impl FnOnce(&mut crate::ods::OpBuilder<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let loc = self.arena.op_loc(op);
        self.set_insertion_point_before(op);
        let new = self.build(loc, build)?;
        let new_op = new.op_id();
        let results: Vec<Value> = (0..self.arena.num_results(new_op))
            .map(|i| self.arena.result(new_op, i))
            .collect();
        self.replace_op(op, &results);
        Ok(new)
    }

    /// Erases `op` and everything nested in it, notifying for each op from
    /// the inside out, users before definitions (`RewriterBase::eraseOp`).
    pub fn erase_op(&mut self, op: OpId) {
        if self.arena.is_erased(op) {
            return;
        }
        for r in self.arena.regions(op).to_vec().into_iter().rev() {
            while let Some(&first) = self.arena.region_blocks(r).first() {
                let order = post_order(self.arena, first);
                for &b in &order {
                    let ops: Vec<OpId> = self.arena.block_ops(b).collect();
                    for o in ops.into_iter().rev() {
                        self.erase_op(o);
                    }
                }
                for b in order {
                    self.listener.block_erased(self.arena, b);
                    self.arena.erase_block(b);
                }
            }
        }
        self.listener.op_erased(self.arena, op);
        self.arena.erase_op(op);
    }

    /// Erases `block` (ops last to first, then the block) (`eraseBlock`).
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.arena.block_ops(block).collect();
        for o in ops.into_iter().rev() {
            self.erase_op(o);
        }
        self.listener.block_erased(self.arena, block);
        self.arena.erase_block(block);
    }

    /// Moves `op` before `before`, notifying an insertion (`moveOpBefore`).
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        let from = self.arena.op_parent(op);
        self.arena.move_op_before(op, before);
        self.listener.op_inserted(self.arena, op, from);
    }

    /// Moves `op` to the end of `block`, notifying an insertion.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        let from = self.arena.op_parent(op);
        self.arena.move_op_to_end(op, block);
        self.listener.op_inserted(self.arena, op, from);
    }

    /// Moves the ops of `source` before `before` after replacing its
    /// arguments with `args`, then erases `source` if it is in a region
    /// (`inlineBlockBefore`).
    pub fn inline_block_before(&mut self, source: BlockId, before: OpId, args: &[Value]) {
        for (i, &v) in args.iter().enumerate().take(self.arena.num_args(source)) {
            let a = self.arena.arg(source, i);
            self.replace_all_uses_with(a, v);
        }
        while let Some(o) = self.arena.first_op(source) {
            self.move_op_before(o, before);
        }
        if self.arena.block_parent(source).is_some() {
            self.erase_block(source);
        }
    }

    /// Moves the ops of `source` to the end of `dest` after replacing its
    /// arguments with `args`, then erases `source` (`mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[Value]) {
        for (i, &v) in args.iter().enumerate().take(self.arena.num_args(source)) {
            let a = self.arena.arg(source, i);
            self.replace_all_uses_with(a, v);
        }
        while let Some(o) = self.arena.first_op(source) {
            self.move_op_to_end(o, dest);
        }
        if self.arena.block_parent(source).is_some() {
            self.erase_block(source);
        }
    }

    /// The constant `value` is defined by, if any (`m_Constant`).
    pub fn constant_of(&self, value: Value) -> Option<crate::Attr> {
        self.table.constant_of(self.ctx, self.arena, value)
    }
}

/// Successor blocks of `block` (those of its last op).
pub fn block_successors(arena: &IrArena, block: BlockId) -> Vec<BlockId> {
    arena
        .last_op(block)
        .map(|t| arena.successors(t).to_vec())
        .unwrap_or_default()
}

/// Blocks reachable from `entry` in post order (successors before their
/// predecessors), following successors within `entry`'s region only.
pub fn post_order(arena: &IrArena, entry: BlockId) -> Vec<BlockId> {
    let region = arena.block_parent(entry);
    let mut visited = rustc_hash::FxHashSet::default();
    let mut out = Vec::new();
    // (block, next successor index to visit)
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    visited.insert(entry);
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succs = block_successors(arena, b);
        if let Some(&s) = succs.get(*next) {
            *next += 1;
            if arena.block_parent(s) == region && visited.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
            stack.pop();
        }
    }
    out
}
