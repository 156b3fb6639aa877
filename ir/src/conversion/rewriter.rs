//! The conversion pattern rewriter (`ConversionPatternRewriter`): the IR
//! changes conversion patterns make, journaled so that the changes of a
//! pattern that fails (or whose results cannot be legalized) are rolled back.
//!
//! As in MLIR, replacing or erasing an op does not touch the IR at once: the
//! op is marked ignored and its results are mapped to their replacements;
//! later patterns see the replacements through their converted operands.
//! A value may be replaced by several values (1:N conversions:
//! `replaceOpWithMultiple`, block signatures that split an argument).
//! The driver commits the replacements when the whole conversion succeeds.

use super::type_converter::{SignatureConversion, TypeConverter};
use crate::attrs::Attr;
use crate::body::{BlockId, IrArena, OpId, OpSpec, RegionId, Use, Value};
use crate::context::Context;
use crate::diag::{Diagnostic, Severity};
use crate::ods::FoldResult;
use crate::ods::{BuildError, OpBuilder};
use crate::pass::{DiagnosticSink, Diagnostics};
use crate::rewrite::fold::constant_spec;
use crate::rewrite::{fold_op, Folded, InsertPoint, OpTable};
use crate::types::Type;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

/// Which way a materialization converts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MaterializationKind {
    /// From a converted value back to an original type (for uses that were
    /// not converted).
    Source,
    /// From an original value to a converted type (for a pattern's
    /// converted operands).
    Target,
}

/// A `builtin.unrealized_conversion_cast` the conversion inserted and must
/// resolve before it ends.
#[derive(Clone)]
pub(super) struct Materialization {
    pub kind: MaterializationKind,
    pub converter: Option<Arc<TypeConverter>>,
}

/// One undoable change.
enum Change {
    /// An op was created (and inserted).
    CreateOp(OpId),
    /// A block was created.
    CreateBlock(BlockId),
    /// An op was replaced or erased: these ops became ignored and these
    /// values were mapped.
    Replace { ignored: Vec<OpId>, mapped: Vec<Value> },
    /// An op was about to be modified in place; its previous state.
    Modify(Box<OpSnapshot>),
    /// A block argument's type changed.
    RetypeArg { block: BlockId, index: usize, old: Type },
    /// A use was redirected from `old`.
    SetOperand { at: Use, old: Value },
    /// An op moved from before `next` in `block` (or the block's end).
    MoveOp {
        op: OpId,
        block: Option<BlockId>,
        next: Option<OpId>,
    },
    /// A block moved from `region` at `index`.
    MoveBlock {
        block: BlockId,
        region: Option<RegionId>,
        index: usize,
    },
    /// A materialization was recorded.
    Materialize(OpId),
    /// A cached target materialization was recorded.
    CacheCast(CastKey),
    /// A block was taken out of its region (a signature conversion
    /// replaced it); the conversion erases it when it commits.
    DropBlock,
}

/// The key of a cached target materialization: its inputs and types.
type CastKey = (Vec<Value>, Vec<Type>);

/// An op's state before an in-place modification.
struct OpSnapshot {
    op: OpId,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    properties: Option<Attr>,
    attrs: Option<Attr>,
}

/// A position in the journal, to roll back to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct JournalMark(usize);

/// The rewriter handed to conversion patterns.
pub struct ConversionPatternRewriter<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR. Read it freely; change it only through the rewriter, whose
    /// changes can be rolled back.
    pub arena: &'a mut IrArena,
    ip: InsertPoint,
    journal: Vec<Change>,
    mapping: FxHashMap<Value, Vec<Value>>,
    ignored: FxHashSet<OpId>,
    pub(super) replaced: Vec<(OpId, Option<Arc<TypeConverter>>)>,
    pub(super) materializations: FxHashMap<OpId, Materialization>,
    cast_cache: FxHashMap<CastKey, Vec<Value>>,
    pub(super) dropped_blocks: Vec<BlockId>,
    pub(super) converter: Option<Arc<TypeConverter>>,
    /// Op facts, folders and constant materializers.
    pub table: OpTable,
    /// What the patterns emitted (through the rewriter's
    /// [`DiagnosticSink`]), kept across rollbacks as upstream's reach the
    /// context at once; the driver hands them on.
    diagnostics: Diagnostics,
}

/// Conversion patterns emit diagnostics through the rewriter
/// (`rw.emit_op_warning(...)`, `rw.emit_op_diagnostic(...)`), where upstream's
/// `ConversionPatternRewriter` patterns emit through the op: the conversion
/// driver hands them to its caller's sink, also when the pattern that
/// emitted them is rolled back.
impl DiagnosticSink for ConversionPatternRewriter<'_> {
    fn emit(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.emit(diagnostic);
    }
}

impl<'a> ConversionPatternRewriter<'a> {
    /// A rewriter over `arena` with an empty journal.
    pub fn new(ctx: &'a Context, arena: &'a mut IrArena) -> ConversionPatternRewriter<'a> {
        ConversionPatternRewriter {
            ctx,
            arena,
            ip: InsertPoint::Detached,
            journal: Vec::new(),
            mapping: FxHashMap::default(),
            ignored: FxHashSet::default(),
            replaced: Vec::new(),
            materializations: FxHashMap::default(),
            cast_cache: FxHashMap::default(),
            dropped_blocks: Vec::new(),
            converter: None,
            table: OpTable::new(ctx),
            diagnostics: Diagnostics::new(),
        }
    }

    /// `op->emitOpError(message)` (`Error`), `op->emitWarning(message)`,
    /// `op->emitRemark(message)` from a conversion pattern: the diagnostic of
    /// [`op_emitted`](crate::pass::op_emitted), emitted through the rewriter.
    pub fn emit_op_diagnostic(&mut self, op: OpId, severity: Severity, message: impl std::fmt::Display) {
        let d = crate::pass::op_emitted(self.ctx, self.arena, op, severity, message);
        self.emit(d);
    }

    /// Moves out what the patterns emitted so far, in order.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        self.diagnostics.take()
    }

    // ----- journal -----

    /// The current journal position.
    pub fn mark(&self) -> JournalMark {
        JournalMark(self.journal.len())
    }

    /// The ops created since `mark` that are still live, in creation order.
    pub fn created_since(&self, mark: JournalMark) -> Vec<OpId> {
        self.journal[mark.0..]
            .iter()
            .filter_map(|c| match c {
                Change::CreateOp(op) if !self.is_ignored(*op) && !self.arena.is_erased(*op) => Some(*op),
                _ => None,
            })
            .collect()
    }

    /// The ops modified in place since `mark` that are still live.
    pub fn modified_since(&self, mark: JournalMark) -> Vec<OpId> {
        let mut seen = FxHashSet::default();
        self.journal[mark.0..]
            .iter()
            .filter_map(|c| match c {
                Change::Modify(s) if !self.is_ignored(s.op) && seen.insert(s.op) => Some(s.op),
                _ => None,
            })
            .collect()
    }

    /// Undoes every change made after `mark`, newest first.
    pub fn rollback(&mut self, mark: JournalMark) {
        while self.journal.len() > mark.0 {
            let Some(change) = self.journal.pop() else { break };
            self.undo(change);
        }
    }

    /// Forgets the journal: the changes can no longer be rolled back.
    pub(super) fn clear_journal(&mut self) {
        self.journal.clear();
    }

    fn undo(&mut self, change: Change) {
        match change {
            Change::CreateOp(op) => self.arena.erase_op(op),
            Change::CreateBlock(block) => self.arena.erase_block(block),
            Change::Replace { ignored, mapped } => {
                for op in ignored {
                    self.ignored.remove(&op);
                }
                for v in mapped {
                    self.mapping.remove(&v);
                }
                self.replaced.pop();
            }
            Change::Modify(s) => {
                self.arena.set_operands(s.op, &s.operands);
                for (i, t) in s.result_types.into_iter().enumerate() {
                    self.arena.set_result_type(s.op, i, t);
                }
                self.arena.set_properties(s.op, s.properties);
                self.arena.set_attrs(s.op, s.attrs);
            }
            Change::RetypeArg { block, index, old } => self.arena.set_arg_type(block, index, old),
            Change::SetOperand { at, old } => self.arena.set_operand(at, old),
            Change::MoveOp { op, block, next } => match (next, block) {
                (Some(n), _) => self.arena.move_op_before(op, n),
                (None, Some(b)) => self.arena.move_op_to_end(op, b),
                (None, None) => self.arena.detach_op(op),
            },
            Change::MoveBlock { block, region, index } => {
                self.arena.detach_block(block);
                if let Some(r) = region {
                    self.arena.insert_block(r, index, block);
                }
            }
            Change::Materialize(op) => {
                self.materializations.remove(&op);
            }
            Change::CacheCast(key) => {
                self.cast_cache.remove(&key);
            }
            Change::DropBlock => {
                self.dropped_blocks.pop();
            }
        }
    }

    // ----- state queries -----

    /// Whether `op` was replaced or erased by a pattern (or is nested in
    /// such an op): the conversion treats it as gone.
    pub fn is_ignored(&self, op: OpId) -> bool {
        self.ignored.contains(&op)
    }

    /// The latest replacement of `value` (itself when it was not replaced),
    /// `None` when its op was erased without a replacement or when it was
    /// replaced by other than one value.
    pub fn lookup(&self, value: Value) -> Option<Value> {
        match self.lookup_n(value)?.as_slice() {
            [v] => Some(*v),
            _ => None,
        }
    }

    /// The latest replacement values of `value` (`[value]` when it was not
    /// replaced; several or none after a 1:N replacement), `None` when its
    /// op was erased without a replacement.
    pub fn lookup_n(&self, value: Value) -> Option<Vec<Value>> {
        let mut out = Vec::new();
        self.resolve_into(value, 0, &mut out).then_some(out)
    }

    /// Appends the latest replacements of `value` to `out`; `false` when
    /// one was erased without a replacement.
    fn resolve_into(&self, value: Value, depth: usize, out: &mut Vec<Value>) -> bool {
        match self.mapping.get(&value) {
            Some(next) if depth <= self.mapping.len() => next.iter().all(|&n| self.resolve_into(n, depth + 1, out)),
            _ => {
                out.push(value);
                !matches!(value, Value::Result { op, .. } if self.is_ignored(op))
            }
        }
    }

    /// The values in `value`'s replacement chain that have the types
    /// `types`, the latest such, if any (`lookupOrDefault` with desired
    /// types).
    fn lookup_with_types(&self, value: Value, types: &[Type]) -> Option<Vec<Value>> {
        let matches = |vs: &[Value]| {
            vs.len() == types.len()
                && vs.iter().zip(types).all(|(&v, &t)| {
                    self.arena.value_type(v) == t && !matches!(v, Value::Result { op, .. } if self.is_ignored(op))
                })
        };
        let mut found = None;
        let mut current = vec![value];
        for _ in 0..=self.mapping.len() {
            if matches(&current) {
                found = Some(current.clone());
            }
            match current.as_slice() {
                [v] => match self.mapping.get(v) {
                    Some(next) => current = next.clone(),
                    None => break,
                },
                _ => break,
            }
        }
        if let Some(all) = self.lookup_n(value).filter(|vs| matches(vs)) {
            found = Some(all);
        }
        found
    }

    /// The type converter of the pattern being applied, if it has one.
    pub fn type_converter(&self) -> Option<&TypeConverter> {
        self.converter.as_deref()
    }

    /// The shared handle of the type converter of the pattern being
    /// applied, for the calls that keep it (signature conversions).
    pub fn type_converter_handle(&self) -> Option<Arc<TypeConverter>> {
        self.converter.clone()
    }

    crate::rewrite::rewriter::insertion_point_methods!();

    // ----- creation -----

    /// Inserts the detached, newly built `op` at the insertion point and
    /// journals its creation.
    pub fn insert(&mut self, op: OpId) {
        self.ip.insert(self.arena, op);
        self.journal.push(Change::CreateOp(op));
    }

    /// Creates an op at the insertion point.
    pub fn create(&mut self, spec: OpSpec) -> OpId {
        let op = self.arena.create_op(spec);
        self.insert(op);
        op
    }

    /// Builds an op with a generated builder (which creates it detached)
    /// at `loc` and inserts it at the insertion point.
    pub fn build(
        &mut self,
        loc: Attr,
        build: impl FnOnce(&mut OpBuilder<'_>) -> Result<OpId, BuildError>,
    ) -> Result<OpId, BuildError> {
        let mut b = OpBuilder::new(self.ctx, self.arena).with_loc(loc);
        let op = build(&mut b)?;
        self.insert(op);
        Ok(op)
    }

    /// Builds an op like [`Self::build`] and folds it (`createOrFold`):
    /// when it folds to values or constants, the op is dropped and the
    /// values returned (constants materialized at the insertion point by
    /// the op's dialect); otherwise it is inserted (folded in place, if so)
    /// and its results returned.
    pub fn create_or_fold(
        &mut self,
        loc: Attr,
        build: impl FnOnce(&mut OpBuilder<'_>) -> Result<OpId, BuildError>,
    ) -> Result<Vec<Value>, BuildError> {
        let mut b = OpBuilder::new(self.ctx, self.arena).with_loc(loc);
        let op = build(&mut b)?;
        if let Folded::Results(results) = fold_op(self.ctx, &self.table, self.arena, op) {
            let mark = self.mark();
            if let Some(values) = self.materialize_fold(op, &results) {
                self.arena.erase_op(op);
                return Ok(values);
            }
            self.rollback(mark);
        }
        self.insert(op);
        Ok((0..self.arena.num_results(op))
            .map(|i| self.arena.result(op, i))
            .collect())
    }

    /// The values of `op`'s fold results, constants created at the
    /// insertion point through `op`'s dialect; `None` when one cannot be
    /// materialized.
    pub(super) fn materialize_fold(&mut self, op: OpId, results: &[FoldResult]) -> Option<Vec<Value>> {
        if results.len() != self.arena.num_results(op) {
            return None;
        }
        let types: Vec<Type> = self.arena.result_types(op).collect();
        let mut out = Vec::with_capacity(results.len());
        for (r, &ty) in results.iter().zip(&types) {
            match *r {
                FoldResult::Value(v) => out.push(v),
                FoldResult::Attr(a) => {
                    let spec = constant_spec(self.ctx, &self.table, self.arena, op, a, ty)?;
                    let c = self.create(spec);
                    out.push(self.arena.result(c, 0));
                }
            }
        }
        Some(out)
    }

    /// Creates a detached block with these arguments, journaled.
    pub fn create_block(&mut self, args: &[(Type, Attr)]) -> BlockId {
        let block = self.arena.create_block(args);
        self.journal.push(Change::CreateBlock(block));
        block
    }

    // ----- replacement -----

    /// Replaces `op`'s results with `values` (one per result) and marks it
    /// (and everything nested in it) ignored (`replaceOp`). The IR keeps
    /// the op until the conversion commits.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let groups: Vec<Vec<Value>> = values.iter().map(|&v| vec![v]).collect();
        self.replace_op_with_multiple(op, &groups);
    }

    /// Replaces each result of `op` with its group of values (none, one or
    /// several: a 1:N replacement) and marks the op ignored
    /// (`replaceOpWithMultiple`). Uses the conversion does not convert
    /// see the values through a source materialization.
    pub fn replace_op_with_multiple(&mut self, op: OpId, groups: &[Vec<Value>]) {
        let n = self.arena.num_results(op);
        let mut mapped = Vec::with_capacity(n);
        for (i, group) in groups.iter().enumerate().take(n) {
            let r = self.arena.result(op, i);
            self.mapping.insert(r, group.clone());
            mapped.push(r);
        }
        self.mark_ignored(op, mapped);
    }

    /// Erases `op` (`eraseOp`): its results must lose their uses by the end
    /// of the conversion.
    pub fn erase_op(&mut self, op: OpId) {
        self.mark_ignored(op, Vec::new());
    }

    fn mark_ignored(&mut self, op: OpId, mapped: Vec<Value>) {
        let ignored: Vec<OpId> = self
            .arena
            .walk_preorder(op)
            .into_iter()
            .filter(|&o| self.ignored.insert(o))
            .collect();
        self.replaced.push((op, self.converter.clone()));
        self.journal.push(Change::Replace { ignored, mapped });
    }

    /// Builds an op before `op` with a generated builder and replaces `op`
    /// with its results (`replaceOpWithNewOp`).
    pub fn replace_op_with_new(
        &mut self,
        op: OpId,
        build: impl FnOnce(&mut OpBuilder<'_>) -> Result<OpId, BuildError>,
    ) -> Result<OpId, BuildError> {
        self.set_insertion_point_before(op);
        let loc = self.arena.op_loc(op);
        let new = self.build(loc, build)?;
        let results: Vec<Value> = (0..self.arena.num_results(new))
            .map(|i| self.arena.result(new, i))
            .collect();
        self.replace_op(op, &results);
        Ok(new)
    }

    // ----- in-place modification -----

    /// Runs `f` on `op` in place, journaling its previous operands, result
    /// types, properties and attributes (`modifyOpInPlace`). The driver
    /// legalizes the op again afterwards.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut IrArena) -> R) -> R {
        let snapshot = OpSnapshot {
            op,
            operands: self.arena.operands(op).collect(),
            result_types: self.arena.result_types(op).collect(),
            properties: self.arena.properties(op),
            attrs: self.arena.attrs(op),
        };
        self.journal.push(Change::Modify(Box::new(snapshot)));
        f(self.arena)
    }

    /// Redirects every use of `from` to `to` (`replaceAllUsesWith`),
    /// journaled use by use.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        let uses: Vec<Use> = self.arena.uses(from).collect();
        for u in uses {
            self.arena.set_operand(u, to);
            self.journal.push(Change::SetOperand { at: u, old: from });
        }
    }

    // ----- moving ops and regions -----

    /// Moves `op` before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        let (block, next) = (self.arena.op_parent(op), self.arena.next_op(op));
        self.arena.move_op_before(op, before);
        self.journal.push(Change::MoveOp { op, block, next });
    }

    /// Moves `op` to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        let (from, next) = (self.arena.op_parent(op), self.arena.next_op(op));
        self.arena.move_op_to_end(op, block);
        self.journal.push(Change::MoveOp { op, block: from, next });
    }

    /// Moves `block` into `region` at `index`.
    pub fn move_block(&mut self, block: BlockId, region: RegionId, index: usize) {
        let from = self.arena.block_parent(block);
        let old_index = from
            .and_then(|r| self.arena.region_blocks(r).iter().position(|&b| b == block))
            .unwrap_or(0);
        self.arena.detach_block(block);
        self.arena.insert_block(region, index, block);
        self.journal.push(Change::MoveBlock {
            block,
            region: from,
            index: old_index,
        });
    }

    /// The region holding `block` and its index there.
    fn block_position(&self, block: BlockId) -> Option<(RegionId, usize)> {
        let region = self.arena.block_parent(block)?;
        let index = self.arena.region_blocks(region).iter().position(|&b| b == block)?;
        Some((region, index))
    }

    /// Takes `block` out of its region; the conversion erases it when it
    /// commits (rolled back, it returns to its place).
    fn drop_block(&mut self, block: BlockId) {
        let Some((region, index)) = self.block_position(block) else {
            return;
        };
        self.arena.detach_block(block);
        self.journal.push(Change::MoveBlock {
            block,
            region: Some(region),
            index,
        });
        self.dropped_blocks.push(block);
        self.journal.push(Change::DropBlock);
    }

    /// Moves the blocks of `region` into `dest` before its block `before`
    /// (at its end for `None`) (`inlineRegionBefore`).
    pub fn inline_region_before(&mut self, region: RegionId, dest: RegionId, before: Option<BlockId>) {
        let blocks = self.arena.region_blocks(region).to_vec();
        let dest_blocks = self.arena.region_blocks(dest);
        let start = before
            .and_then(|b| dest_blocks.iter().position(|&x| x == b))
            .unwrap_or(dest_blocks.len());
        for (offset, b) in blocks.into_iter().enumerate() {
            self.move_block(b, dest, start + offset);
        }
    }

    /// Splits the block holding `before`: `before` and the ops after it
    /// move, in order, into a new block with arguments `args` inserted
    /// right after it (`splitBlock`, then `addArguments` on the new
    /// block); returns the new block, `None` when `before` is in no block
    /// of a region. Journaled.
    pub fn split_block(&mut self, before: OpId, args: &[(Type, Attr)]) -> Option<BlockId> {
        let block = self.arena.op_parent(before)?;
        let region = self.arena.block_parent(block)?;
        let index = self.arena.region_blocks(region).iter().position(|&b| b == block)?;
        let ops: Vec<OpId> = self.arena.block_ops(block).skip_while(|&o| o != before).collect();
        let new = self.create_block(args);
        self.move_block(new, region, index + 1);
        for op in ops {
            self.move_op_to_end(op, new);
        }
        Some(new)
    }

    /// Moves the ops of `source` before `before`, its arguments replaced
    /// by `args` (`inlineBlockBefore`); the emptied block stays.
    pub fn inline_block_before(&mut self, source: BlockId, before: OpId, args: &[Value]) {
        for (i, &v) in args.iter().enumerate().take(self.arena.num_args(source)) {
            let a = self.arena.arg(source, i);
            self.replace_all_uses_with(a, v);
        }
        let ops: Vec<OpId> = self.arena.block_ops(source).collect();
        for o in ops {
            self.move_op_before(o, before);
        }
    }

    // ----- types -----

    /// Converts the argument types of every block of `region` with
    /// `converter` (`convertRegionTypes`); the entry block with
    /// `entry_conversion` when given. See
    /// [`Self::apply_signature_conversion`]. `false` when a type cannot be
    /// converted (nothing changed then).
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        converter: &Arc<TypeConverter>,
        entry_conversion: Option<&SignatureConversion>,
    ) -> bool {
        let blocks = self.arena.region_blocks(region).to_vec();
        let mut plans = Vec::new();
        for (i, &block) in blocks.iter().enumerate() {
            let sig = match entry_conversion {
                Some(sig) if i == 0 => sig.clone(),
                _ => {
                    let types: Vec<Type> = (0..self.arena.num_args(block))
                        .map(|k| self.arena.value_type(self.arena.arg(block, k)))
                        .collect();
                    let Some(sig) = converter.convert_signature(self.ctx, &types) else {
                        return false;
                    };
                    sig
                }
            };
            plans.push((block, sig));
        }
        for (block, sig) in plans {
            self.apply_signature_conversion(block, &sig, Some(converter.clone()));
        }
        true
    }

    /// Converts the arguments of `block` as `sig` says
    /// (`applySignatureConversion`); returns the block that holds the
    /// converted arguments. A 1:1 conversion retypes the arguments in
    /// place; otherwise a new block with the converted arguments takes the
    /// block's place and its ops. An original argument whose uses remain
    /// reaches them through a source materialization of its new arguments
    /// (none, one or several) back to its type, which later patterns look
    /// through and the driver removes when no use is left.
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        sig: &SignatureConversion,
        converter: Option<Arc<TypeConverter>>,
    ) -> BlockId {
        if sig.is_one_to_one() && sig.inputs.len() == self.arena.num_args(block) {
            for (index, &(first, _)) in sig.inputs.iter().enumerate() {
                let new = sig.converted[first];
                if self.arena.value_type(self.arena.arg(block, index)) != new {
                    self.retype_block_arg(block, index, new, converter.clone());
                }
            }
            return block;
        }
        let args: Vec<(Type, Attr)> = sig
            .inputs
            .iter()
            .enumerate()
            .flat_map(|(i, &(first, n))| {
                let loc = self.arena.arg_loc(block, i);
                sig.converted[first..first + n].iter().map(move |&t| (t, loc))
            })
            .collect();
        let new = self.create_block(&args);
        if let Some((region, index)) = self.block_position(block) {
            self.move_block(new, region, index);
        }
        let ops: Vec<OpId> = self.arena.block_ops(block).collect();
        for op in ops {
            self.move_op_to_end(op, new);
        }
        for (i, &(first, n)) in sig.inputs.iter().enumerate().take(self.arena.num_args(block)) {
            let old = self.arena.arg(block, i);
            let old_ty = self.arena.value_type(old);
            let values: Vec<Value> = (first..first + n).map(|k| self.arena.arg(new, k)).collect();
            let to = match values.as_slice() {
                [v] if self.arena.value_type(*v) == old_ty => *v,
                _ if self.arena.use_empty(old) => continue,
                _ => {
                    let loc = self.arena.arg_loc(block, i);
                    let at = InsertPoint::block_start(self.arena, new);
                    let cast = self.materialize(
                        MaterializationKind::Source,
                        at,
                        &values,
                        &[old_ty],
                        loc,
                        converter.clone(),
                    );
                    cast[0]
                }
            };
            self.replace_all_uses_with(old, to);
        }
        self.drop_block(block);
        new
    }

    /// Gives argument `index` of `block` the type `new`; its existing uses
    /// go through a source materialization back to the old type.
    pub fn retype_block_arg(&mut self, block: BlockId, index: usize, new: Type, converter: Option<Arc<TypeConverter>>) {
        let arg = self.arena.arg(block, index);
        let old = self.arena.value_type(arg);
        self.arena.set_arg_type(block, index, new);
        self.journal.push(Change::RetypeArg { block, index, old });
        if self.arena.use_empty(arg) {
            return;
        }
        let loc = self.arena.arg_loc(block, index);
        let at = InsertPoint::block_start(self.arena, block);
        let uses: Vec<Use> = self.arena.uses(arg).collect();
        let cast = self.materialize(MaterializationKind::Source, at, &[arg], &[old], loc, converter)[0];
        for u in uses {
            self.arena.set_operand(u, cast);
            self.journal.push(Change::SetOperand { at: u, old: arg });
        }
    }

    /// Inserts an unresolved materialization of `inputs` to `types` at
    /// `at`; returns its results.
    pub(super) fn materialize(
        &mut self,
        kind: MaterializationKind,
        at: InsertPoint,
        inputs: &[Value],
        types: &[Type],
        loc: Attr,
        converter: Option<Arc<TypeConverter>>,
    ) -> Vec<Value> {
        let spec = crate::builtin::unrealized_cast_n_spec(self.ctx, loc, inputs, types);
        let cast = self.arena.create_op(spec);
        at.insert(self.arena, cast);
        self.journal.push(Change::CreateOp(cast));
        self.materializations.insert(cast, Materialization { kind, converter });
        self.journal.push(Change::Materialize(cast));
        (0..types.len()).map(|i| self.arena.result(cast, i)).collect()
    }

    /// The operands of `op` as the pattern about to run sees them
    /// (`remapValues`): each by its latest replacement values, and, when
    /// the pattern has a type converter, converted to the legal types
    /// (none, one or several; through a target materialization when
    /// needed). `Err` names the operand whose type cannot be converted or
    /// whose op was erased.
    pub fn remapped_operands(&mut self, op: OpId) -> Result<Vec<Vec<Value>>, String> {
        let operands: Vec<Value> = self.arena.operands(op).collect();
        let mut out = Vec::with_capacity(operands.len());
        for (i, original) in operands.into_iter().enumerate() {
            let Some(current) = self.lookup_n(original) else {
                return Err(format!("operand #{i} was erased without a replacement"));
            };
            let Some(converter) = self.converter.clone() else {
                out.push(current);
                continue;
            };
            let old_ty = self.arena.value_type(original);
            let Some(desired) = converter.convert_type_n(self.ctx, old_ty) else {
                return Err(format!("failed to convert the type of operand #{i}"));
            };
            if desired.is_empty() {
                out.push(Vec::new());
                continue;
            }
            if let Some(vs) = self.lookup_with_types(original, &desired) {
                out.push(vs);
                continue;
            }
            let key = (current.clone(), desired.clone());
            if let Some(vs) = self.cast_cache.get(&key) {
                out.push(vs.clone());
                continue;
            }
            let at = match current.last() {
                Some(&v) => after_definition(self.arena, v),
                None => InsertPoint::Before(op),
            };
            let loc = self.arena.value_loc(original);
            let cast = self.materialize(
                MaterializationKind::Target,
                at,
                &current,
                &desired,
                loc,
                Some(converter),
            );
            self.cast_cache.insert(key.clone(), cast.clone());
            self.journal.push(Change::CacheCast(key));
            out.push(cast);
        }
        Ok(out)
    }
}

/// The insertion point right after `value` is defined: after its op, or at
/// the start of its block for an argument.
pub(super) fn after_definition(arena: &IrArena, value: Value) -> InsertPoint {
    match value {
        Value::Result { op, .. } => InsertPoint::after(arena, op),
        Value::Arg { block, .. } => InsertPoint::block_start(arena, block),
    }
}
