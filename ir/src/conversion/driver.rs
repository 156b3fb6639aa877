//! The conversion driver (`OperationConverter`/`OperationLegalizer`):
//! partial, full and analysis conversion with MLIR's semantics.
//!
//! The ops under the root (and the root) are collected in pre-order, skipping
//! the bodies of ops the target marks legal. Each op is legalized: legal ops
//! stay; otherwise its patterns are tried, highest benefit first; a pattern
//! that fails is rolled back, and a pattern that succeeds must leave ops the
//! target accepts: the ops it created and the ops it modified are legalized
//! recursively (a pattern is not applied again while it is being applied),
//! else it is rolled back too. When every op is handled, the replacements
//! are committed and the materializations resolved. Before its patterns,
//! an illegal op is folded (MLIR's default folding mode): folded to values,
//! it is replaced; the constants the fold needed must be legal in turn.

use super::pattern::{ConversionPattern, ConversionPatternSet, FrozenConversionPatterns};
use super::rewriter::{after_definition, ConversionPatternRewriter, MaterializationKind};
use super::target::{ConversionTarget, Legality};
use super::type_converter::MaterializationRequest;
use crate::body::{IrArena, OpId, Use, Value};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use crate::pass::DiagnosticSink;
use crate::rewrite::{fold_op, Folded, InsertPoint};
use crate::types::Type;
use rustc_hash::FxHashSet;
use std::sync::Arc;

/// How ops that cannot be legalized are treated (`OpConversionMode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Only explicitly illegal ops must be legalized.
    Partial,
    /// Every op must end up legal.
    Full,
    /// Nothing is changed; the legalizable ops are reported.
    Analysis,
}

/// Options of a conversion (`ConversionConfig`).
#[derive(Copy, Clone, Debug)]
pub struct ConversionConfig {
    /// Resolve the casts the conversion inserted with the type converters'
    /// materialization callbacks, failing when one stays live and no
    /// callback builds it (`buildMaterializations`). When `false`, live
    /// casts stay as `builtin.unrealized_conversion_cast`.
    pub build_materializations: bool,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig {
            build_materializations: true,
        }
    }
}

/// Applies a partial conversion to `root` and everything nested in it
/// (`applyPartialConversion`): ops the target does not know may stay, ops
/// it marks illegal must be converted. When an op cannot be legalized the
/// IR is left unchanged; a materialization that cannot be built at the end
/// fails after the conversion was committed (as upstream). What the
/// patterns emitted through the rewriter goes to `sink` (the pass's
/// context), before the failure's error if it fails.
pub fn apply_partial_conversion(
    ctx: &Context,
    arena: &mut IrArena,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: ConversionConfig,
    sink: &mut dyn DiagnosticSink,
) -> Result<(), Diagnostic> {
    let (result, emitted) = convert(ctx, arena, root, target, patterns, config, ConversionMode::Partial);
    hand_on(emitted, sink);
    result.map(|_| ())
}

/// Applies a full conversion (`applyFullConversion`): every op must end
/// up legal. Failures leave the IR as [`apply_partial_conversion`]'s do;
/// the patterns' diagnostics go to `sink` as there.
pub fn apply_full_conversion(
    ctx: &Context,
    arena: &mut IrArena,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: ConversionConfig,
    sink: &mut dyn DiagnosticSink,
) -> Result<(), Diagnostic> {
    let (result, emitted) = convert(ctx, arena, root, target, patterns, config, ConversionMode::Full);
    hand_on(emitted, sink);
    result.map(|_| ())
}

/// Finds which ops could be legalized without changing the IR
/// (`applyAnalysisConversion`): the ops (of the original IR) that are
/// legal or that a pattern could legalize. The patterns' diagnostics go to
/// `sink`.
pub fn apply_analysis_conversion(
    ctx: &Context,
    arena: &mut IrArena,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    sink: &mut dyn DiagnosticSink,
) -> FxHashSet<OpId> {
    let config = ConversionConfig::default();
    let (result, emitted) = convert(ctx, arena, root, target, patterns, config, ConversionMode::Analysis);
    hand_on(emitted, sink);
    result.unwrap_or_default()
}

/// Gives `sink` what the patterns emitted, in order.
fn hand_on(emitted: Vec<Diagnostic>, sink: &mut dyn DiagnosticSink) {
    for d in emitted {
        sink.emit(d);
    }
}

/// Runs the conversion; also gives what the patterns emitted.
fn convert(
    ctx: &Context,
    arena: &mut IrArena,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: ConversionConfig,
    mode: ConversionMode,
) -> (Result<FxHashSet<OpId>, Diagnostic>, Vec<Diagnostic>) {
    let mut rewriter = ConversionPatternRewriter::new(ctx, arena);
    let result = convert_with(&mut rewriter, target, patterns, config, mode, root);
    (result, rewriter.take_diagnostics())
}

fn convert_with(
    rewriter: &mut ConversionPatternRewriter<'_>,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: ConversionConfig,
    mode: ConversionMode,
    root: OpId,
) -> Result<FxHashSet<OpId>, Diagnostic> {
    let ctx = rewriter.ctx;
    let to_convert = conversion_set(rewriter.arena, root);
    let mut legalizer = Legalizer {
        target,
        patterns: patterns.freeze(ctx, target),
        applying: Vec::new(),
        folding: Vec::new(),
    };
    let start = rewriter.mark();
    let mut legalizable = FxHashSet::default();
    for op in to_convert {
        if rewriter.is_ignored(op) {
            continue;
        }
        if legalizer.legalize(rewriter, op) {
            legalizable.insert(op);
            continue;
        }
        let name = ctx.op_info(rewriter.arena.op_name(op)).name().to_string();
        let message = match mode {
            ConversionMode::Full => format!("failed to legalize operation '{name}'"),
            ConversionMode::Partial if target.is_illegal(ctx, rewriter.arena, op) => {
                format!("failed to legalize operation '{name}' that was explicitly marked illegal")
            }
            _ => continue,
        };
        let diag = crate::verify::op_error(ctx, rewriter.arena, op, message);
        rewriter.rollback(start);
        return Err(diag);
    }
    if mode == ConversionMode::Analysis {
        rewriter.rollback(start);
        return Ok(legalizable);
    }
    if let Err(diag) = check_replacements(rewriter) {
        rewriter.rollback(start);
        return Err(diag);
    }
    rewriter.clear_journal();
    commit(rewriter);
    resolve_materializations(rewriter, config)?;
    Ok(legalizable)
}

/// The ops to legalize: `root` and its nested ops in pre-order
/// (`computeConversionSet`; recursive legality is not supported, so every
/// body is visited).
fn conversion_set(arena: &IrArena, root: OpId) -> Vec<OpId> {
    arena.walk_preorder(root)
}

/// How many times in a row one op may be folded in place and legalized
/// again (upstream has no bound; a folder that keeps reporting an in-place
/// change must not recurse forever).
const MAX_IN_PLACE_FOLDS: usize = 16;

/// The legalizer's state: the patterns being applied (none is applied
/// again while it is being applied) and the ops folded in place being
/// legalized again.
struct Legalizer<'t> {
    target: &'t ConversionTarget,
    patterns: FrozenConversionPatterns,
    applying: Vec<*const ()>,
    folding: Vec<OpId>,
}

impl Legalizer<'_> {
    /// Legalizes `op`; `true` when it is legal, was replaced, or a pattern
    /// turned it into legal ops (`OperationLegalizer::legalize`).
    fn legalize(&mut self, rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> bool {
        if rw.is_ignored(op) || rw.arena.is_erased(op) {
            return true;
        }
        if self.target.legality(rw.ctx, rw.arena, op) == Legality::Legal {
            return true;
        }
        if self.legalize_with_fold(rw, op) {
            return true;
        }
        let name = rw.arena.op_name(op);
        for pattern in self.patterns.for_op(name) {
            let key = Arc::as_ptr(&pattern) as *const ();
            if self.applying.contains(&key) && !pattern.has_bounded_rewrite_recursion() {
                continue;
            }
            if self.try_pattern(rw, op, &pattern) {
                return true;
            }
        }
        false
    }

    /// Folds `op` (`legalizeWithFold`): replaced by the folded values,
    /// with the constants it needed legalized in turn; folded in place, it
    /// is legalized again. Rolled back when that fails.
    fn legalize_with_fold(&mut self, rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> bool {
        // A constant folds to itself; an op folded in place is legalized
        // (and folded) again, a bounded number of times.
        let refolds = self.folding.iter().filter(|&&o| o == op).count();
        if rw.table.constant_of_op(rw.ctx, rw.arena, op).is_some() || refolds >= MAX_IN_PLACE_FOLDS {
            return false;
        }
        let mark = rw.mark();
        rw.modify_op_in_place(op, |_| ());
        let ip = rw.insertion_point();
        rw.set_insertion_point_before(op);
        let folded = fold_op(rw.ctx, &rw.table, rw.arena, op);
        let ok = match folded {
            Folded::Failed => false,
            Folded::InPlace => {
                self.folding.push(op);
                let ok = self.legalize(rw, op);
                self.folding.pop();
                ok
            }
            Folded::Results(results) => match rw.materialize_fold(op, &results) {
                Some(values) => {
                    let constants = rw.created_since(mark);
                    rw.replace_op(op, &values);
                    constants.into_iter().all(|c| self.legalize(rw, c))
                }
                None => false,
            },
        };
        rw.set_insertion_point(ip);
        if !ok {
            rw.rollback(mark);
        }
        ok
    }

    /// Applies one pattern to `op` and legalizes what it produced, rolling
    /// everything back when either fails.
    fn try_pattern(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        op: OpId,
        pattern: &Arc<dyn ConversionPattern>,
    ) -> bool {
        let mark = rw.mark();
        let saved_converter = rw.converter.take();
        rw.converter = pattern.type_converter().cloned();
        let ip = rw.insertion_point();
        rw.set_insertion_point_before(op);
        let applied = match rw.remapped_operands(op) {
            Ok(operands) => pattern.match_and_rewrite_n(op, &operands, rw),
            Err(_) => false,
        };
        rw.converter = saved_converter;
        rw.set_insertion_point(ip);
        if !applied {
            rw.rollback(mark);
            return false;
        }
        let key = Arc::as_ptr(pattern) as *const ();
        self.applying.push(key);
        let mut ok = true;
        for created in rw.created_since(mark) {
            if rw.materializations_contains(created) {
                continue;
            }
            if !self.legalize(rw, created) {
                ok = false;
                break;
            }
        }
        if ok {
            for modified in rw.modified_since(mark) {
                if !self.legalize(rw, modified) {
                    ok = false;
                    break;
                }
            }
        }
        self.applying.pop();
        if !ok {
            rw.rollback(mark);
        }
        ok
    }
}

impl ConversionPatternRewriter<'_> {
    fn materializations_contains(&self, op: OpId) -> bool {
        self.materializations.contains_key(&op)
    }
}

/// Fails when a replaced op's result keeps a live use but has no
/// replacement (its op was erased).
fn check_replacements(rw: &ConversionPatternRewriter<'_>) -> Result<(), Diagnostic> {
    for &(op, _) in &rw.replaced {
        for i in 0..rw.arena.num_results(op) {
            let r = rw.arena.result(op, i);
            if rw.lookup_n(r).is_some() {
                continue;
            }
            if let Some(user) = live_user(rw, r) {
                let ty = rw.arena.value_type(r);
                return Err(unresolved(rw.ctx, rw.arena, rw.arena.op_loc(op), &[], &[ty], user));
            }
        }
    }
    Ok(())
}

/// A user of `value` that the conversion keeps.
fn live_user(rw: &ConversionPatternRewriter<'_>, value: Value) -> Option<OpId> {
    rw.arena.uses(value).map(|u| u.op).find(|&u| !rw.is_ignored(u))
}

/// "failed to legalize unresolved materialization ..." at `loc`, with a
/// note at the live user.
fn unresolved(ctx: &Context, arena: &IrArena, loc: crate::Attr, from: &[Type], to: &[Type], user: OpId) -> Diagnostic {
    let list = |types: &[Type]| {
        types
            .iter()
            .map(|&t| format!("'{}'", crate::text::printer::type_to_string(ctx, t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let user_text = crate::text::printer::print_operation_local(ctx, arena, user, Default::default());
    Diagnostic::error(
        DiagLoc::Attr(loc),
        format!(
            "failed to legalize unresolved materialization from ({}) to ({}) that remained live after conversion",
            list(from),
            list(to)
        ),
    )
    .with_note(
        DiagLoc::Attr(arena.op_loc(user)),
        format!("see existing live user here: {user_text}"),
    )
}

/// Commits the replacements: live uses of replaced results move to their
/// replacements (through a source materialization where the types
/// differ or a result was replaced by other than one value), then the
/// replaced ops and the blocks signature conversions replaced are erased.
fn commit(rw: &mut ConversionPatternRewriter<'_>) {
    let replaced = rw.replaced.clone();
    for (op, converter) in &replaced {
        for i in 0..rw.arena.num_results(*op) {
            let r = rw.arena.result(*op, i);
            let Some(repl) = rw.lookup_n(r) else { continue };
            let live: Vec<Use> = rw.arena.uses(r).filter(|u| !rw.is_ignored(u.op)).collect();
            if live.is_empty() {
                continue;
            }
            let ty = rw.arena.value_type(r);
            let to = match repl.as_slice() {
                [v] if rw.arena.value_type(*v) == ty => *v,
                _ => {
                    let at = match repl.last() {
                        Some(&v) => after_definition(rw.arena, v),
                        None => InsertPoint::Before(*op),
                    };
                    let loc = rw.arena.op_loc(*op);
                    rw.materialize(MaterializationKind::Source, at, &repl, &[ty], loc, converter.clone())[0]
                }
            };
            for u in live {
                rw.arena.set_operand(u, to);
            }
        }
    }
    // Users first: erase in reverse order of replacement. Uses among
    // erased ops need no order: no live op uses them any more.
    for (op, _) in replaced.iter().rev() {
        rw.arena.erase_op(*op);
    }
    for block in std::mem::take(&mut rw.dropped_blocks) {
        rw.arena.erase_block(block);
    }
    rw.replaced.clear();
    rw.clear_journal();
}

/// Removes the inserted casts nobody uses, folds cast round trips
/// (`A -> B -> A`, N:M casts whose inputs are all the results of one
/// inner cast), and builds the remaining ones with the type converters'
/// callbacks (`reconcileUnrealizedCasts` and
/// `legalizeUnresolvedMaterializations`).
fn resolve_materializations(
    rw: &mut ConversionPatternRewriter<'_>,
    config: ConversionConfig,
) -> Result<(), Diagnostic> {
    let mut casts: Vec<OpId> = rw.materializations.keys().copied().collect();
    casts.sort();
    // Fold round trips and drop dead casts until nothing changes.
    let mut changed = true;
    while changed {
        changed = false;
        for &cast in &casts {
            if rw.arena.is_erased(cast) {
                continue;
            }
            let results = results_of(rw.arena, cast);
            if results.iter().all(|&r| rw.arena.use_empty(r)) {
                rw.arena.erase_op(cast);
                changed = true;
                continue;
            }
            if let Some(sources) = round_trip_sources(rw, cast) {
                for (r, s) in results.into_iter().zip(sources) {
                    rw.arena.replace_all_uses(r, s);
                }
                rw.arena.erase_op(cast);
                changed = true;
            }
        }
    }
    if !config.build_materializations {
        return Ok(());
    }
    for cast in casts {
        if rw.arena.is_erased(cast) {
            continue;
        }
        let Some(info) = rw.materializations.get(&cast).cloned() else {
            continue;
        };
        let results = results_of(rw.arena, cast);
        let inputs: Vec<Value> = rw.arena.operands(cast).collect();
        let types: Vec<Type> = rw.arena.result_types(cast).collect();
        let loc = rw.arena.op_loc(cast);
        let built = info.converter.as_ref().and_then(|converter| {
            let original = match info.kind {
                MaterializationKind::Source => types.first().copied(),
                MaterializationKind::Target => inputs.first().map(|&v| rw.arena.value_type(v)),
            }?;
            let mut request = MaterializationRequest {
                ctx: rw.ctx,
                arena: rw.arena,
                at: InsertPoint::Before(cast),
                result_type: original,
                inputs: &inputs,
                loc,
            };
            match (info.kind, types.len()) {
                (MaterializationKind::Source, 1) => converter.materialize_source(&mut request).map(|v| vec![v]),
                (MaterializationKind::Source, _) => None,
                (MaterializationKind::Target, _) => converter.materialize_target_n(&mut request, &types),
            }
        });
        match built {
            Some(values) => {
                for (r, v) in results.into_iter().zip(values) {
                    rw.arena.replace_all_uses(r, v);
                }
                rw.arena.erase_op(cast);
            }
            None => {
                let user = results
                    .iter()
                    .find_map(|&r| rw.arena.uses(r).next())
                    .map_or(cast, |u| u.op);
                let from: Vec<Type> = inputs.iter().map(|&v| rw.arena.value_type(v)).collect();
                return Err(unresolved(rw.ctx, rw.arena, loc, &from, &types, user));
            }
        }
    }
    rw.materializations.clear();
    Ok(())
}

/// When the inputs of `cast` are exactly the results of one inner
/// inserted cast whose inputs have `cast`'s result types, those inputs.
fn round_trip_sources(rw: &ConversionPatternRewriter<'_>, cast: OpId) -> Option<Vec<Value>> {
    let inputs: Vec<Value> = rw.arena.operands(cast).collect();
    let inner = rw
        .arena
        .defining_op(*inputs.first()?)
        .filter(|d| rw.materializations.contains_key(d))?;
    if results_of(rw.arena, inner) != inputs {
        return None;
    }
    let sources: Vec<Value> = rw.arena.operands(inner).collect();
    let source_types = sources.iter().map(|&v| rw.arena.value_type(v));
    source_types.eq(rw.arena.result_types(cast)).then_some(sources)
}

/// The results of `op`.
fn results_of(arena: &IrArena, op: OpId) -> Vec<Value> {
    (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect()
}
