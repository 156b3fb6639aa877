//! The greedy pattern rewrite driver (MLIR's `applyPatternsGreedily` on a
//! region, as the canonicalizer runs it).
//!
//! Each iteration seeds a worklist with every op of the region (pre-order,
//! then reversed so the first op pops first; constants are uniqued and
//! hoisted by an [`OperationFolder`] as they are met), erases unreachable
//! blocks, then pops ops until the worklist is empty: a trivially dead op is
//! erased; otherwise the op is folded (constants materialized in place
//! through its dialect) or, failing that, the patterns rooted on it are
//! tried. Every change notifies the driver, which queues the affected ops
//! (and their ancestors up to the region). Region simplification (dead
//! blocks, dead ops and block arguments; at the aggressive level also
//! identical block merging and redundant block argument dropping) ends the
//! iteration; iterations repeat while something changed, up to
//! `max_iterations`.

use super::fold::{fold_op, Folded};
use super::folder::OperationFolder;
use super::pattern::FrozenPatternSet;
use super::region_simplify::{erase_unreachable_blocks, simplify_regions};
use super::rewriter::{Listener, PatternRewriter};
use super::table::OpTable;
use super::worklist::Worklist;
use crate::body::{BlockId, IrArena, OpId, RegionId, Value};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ods::FoldResult;
use crate::pass::{DiagnosticSink, Diagnostics};

/// How much control-flow simplification runs between iterations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    /// None.
    Disabled,
    /// Unreachable blocks, dead ops and dead block arguments
    /// (`GreedySimplifyRegionLevel::Normal`, the canonicalizer's default).
    Normal,
    /// `Normal` plus merging identical blocks and dropping block arguments
    /// that every predecessor passes the same value
    /// (`GreedySimplifyRegionLevel::Aggressive`, [`GreedyConfig`]'s
    /// default as `GreedyRewriteConfig`'s; `--canonicalize` with
    /// `region-simplify=aggressive`).
    Aggressive,
}

/// Configuration of the greedy driver (`GreedyRewriteConfig`).
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist top-down (pre-order) instead of post-order.
    pub top_down: bool,
    /// Region simplification level.
    pub region_simplify: RegionSimplify,
    /// Iteration limit; negative for none.
    pub max_iterations: i64,
    /// Rewrite limit per iteration; negative for none.
    pub max_num_rewrites: i64,
    /// Fold ops.
    pub fold: bool,
    /// Unique and hoist constants when seeding the worklist.
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            region_simplify: RegionSimplify::Aggressive,
            max_iterations: 10,
            max_num_rewrites: -1,
            fold: true,
            cse_constants: true,
        }
    }
}

impl GreedyConfig {
    /// The canonicalizer's defaults (`top-down=true`, `region-simplify=normal`).
    pub fn canonicalizer() -> Self {
        GreedyConfig {
            top_down: true,
            region_simplify: RegionSimplify::Normal,
            ..GreedyConfig::default()
        }
    }
}

/// What a greedy rewrite did. Its diagnostics must be handed on (to the
/// pass's context: `pc.emit_all(outcome.diagnostics)`), as upstream's reach
/// the context whatever the caller does with the result.
#[derive(Clone, Debug, PartialEq, Eq)]
#[must_use = "the outcome carries the diagnostics the patterns emitted: hand them on with `pc.emit_all(outcome.diagnostics)`"]
pub struct GreedyOutcome {
    /// The last iteration changed nothing.
    pub converged: bool,
    /// The IR changed.
    pub changed: bool,
    /// What the patterns emitted through the rewriter
    /// ([`DiagnosticSink`](crate::pass::DiagnosticSink)), in order: the
    /// pass hands them on to its pass context.
    pub diagnostics: Diagnostics,
}

/// The driver's listener: keeps the worklist up to date and collects the
/// patterns' diagnostics.
struct Driver {
    worklist: Worklist,
    scope: RegionId,
    diagnostics: Diagnostics,
}

impl Driver {
    /// Queues `op` and its ancestors up to the scope region (none if `op` is
    /// not in it).
    fn add_to_worklist(&mut self, arena: &IrArena, op: OpId) {
        // The ancestor in the scope region, if there is one; then `op` and
        // its ancestors up to that one are queued, innermost first (without
        // collecting them: this runs for every change).
        let mut cur = op;
        let outermost = loop {
            let Some(region) = arena.op_region(cur) else { return };
            if region == self.scope {
                break cur;
            }
            match arena.region_parent(region) {
                Some(p) => cur = p,
                None => return,
            }
        };
        let mut cur = op;
        loop {
            self.worklist.push(cur);
            if cur == outermost {
                return;
            }
            match arena.op_region(cur).and_then(|r| arena.region_parent(r)) {
                Some(p) => cur = p,
                None => return,
            }
        }
    }

    /// Queues the defining ops of `op`'s operands that have at most one
    /// user besides `op`.
    fn add_operands_to_worklist(&mut self, arena: &IrArena, op: OpId) {
        for v in arena.operands(op) {
            let Some(def) = arena.defining_op(v) else { continue };
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in arena.uses(v) {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(arena, def);
            }
        }
    }
}

impl Listener for Driver {
    fn notify_diagnostic(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.emit(diagnostic);
    }
    fn op_inserted(&mut self, arena: &IrArena, op: OpId, _moved_from: Option<BlockId>) {
        self.add_to_worklist(arena, op);
    }
    fn op_modified(&mut self, arena: &IrArena, op: OpId) {
        self.add_to_worklist(arena, op);
    }
    fn op_erased(&mut self, arena: &IrArena, op: OpId) {
        self.add_operands_to_worklist(arena, op);
        self.worklist.remove(op);
    }
}

/// Applies `patterns` (and folding) greedily to the regions of `op`, which
/// should be isolated from above. See the module documentation.
pub fn apply_patterns_greedily(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    patterns: &FrozenPatternSet,
    table: &OpTable,
    config: &GreedyConfig,
) -> GreedyOutcome {
    let mut outcome = GreedyOutcome {
        converged: true,
        changed: false,
        diagnostics: Diagnostics::new(),
    };
    for region in arena.regions(op).to_vec() {
        let r = simplify_region(ctx, arena, region, patterns, table, config);
        outcome.converged &= r.converged;
        outcome.changed |= r.changed;
        outcome.diagnostics.emit_all(r.diagnostics);
    }
    outcome
}

/// Greedily simplifies one region.
pub fn simplify_region(
    ctx: &Context,
    arena: &mut IrArena,
    region: RegionId,
    patterns: &FrozenPatternSet,
    table: &OpTable,
    config: &GreedyConfig,
) -> GreedyOutcome {
    let mut driver = Driver {
        worklist: Worklist::new(),
        scope: region,
        diagnostics: Diagnostics::new(),
    };
    let mut continue_rewrites = false;
    let mut iteration: i64 = 0;
    loop {
        iteration += 1;
        if config.max_iterations >= 0 && iteration > config.max_iterations {
            break;
        }
        driver.worklist.clear();
        seed_worklist(ctx, arena, region, table, config, &mut driver);

        continue_rewrites = false;
        {
            let mut rw = PatternRewriter::new(ctx, arena, table, &mut driver);
            continue_rewrites |= erase_unreachable_blocks(&mut rw, &[region]);
        }
        continue_rewrites |= process_worklist(ctx, arena, patterns, table, config, &mut driver);
        if config.region_simplify != RegionSimplify::Disabled {
            let mut rw = PatternRewriter::new(ctx, arena, table, &mut driver);
            let merge = config.region_simplify == RegionSimplify::Aggressive;
            continue_rewrites |= simplify_regions(&mut rw, &[region], merge);
        }
        if !continue_rewrites {
            break;
        }
    }
    GreedyOutcome {
        converged: !continue_rewrites,
        changed: iteration > 1,
        diagnostics: driver.diagnostics,
    }
}

/// One frame of the seeding walk: the blocks of a region, the block being
/// walked and the next op to visit in it.
struct Frame {
    blocks: Vec<BlockId>,
    block: usize,
    next: Option<OpId>,
}

impl Frame {
    fn new(arena: &IrArena, region: RegionId) -> Frame {
        let blocks = arena.region_blocks(region).to_vec();
        let next = blocks.first().and_then(|&b| arena.first_op(b));
        Frame { blocks, block: 0, next }
    }

    /// The next op to visit, moving on to later blocks as needed.
    fn advance(&mut self, arena: &IrArena) -> Option<OpId> {
        loop {
            if let Some(op) = self.next {
                self.next = arena.next_op(op);
                return Some(op);
            }
            self.block += 1;
            let &b = self.blocks.get(self.block)?;
            self.next = arena.first_op(b);
        }
    }
}

/// Seeds the worklist for one iteration (see the module documentation).
fn seed_worklist(
    ctx: &Context,
    arena: &mut IrArena,
    region: RegionId,
    table: &OpTable,
    config: &GreedyConfig,
    driver: &mut Driver,
) {
    let mut folder = OperationFolder::new();
    // Returns whether the op stays (and is queued); a duplicate constant is
    // replaced and skipped.
    let mut visit = |arena: &mut IrArena, driver: &mut Driver, op: OpId| -> bool {
        if config.cse_constants {
            if let Some(value) = table.constant_of_op(ctx, arena, op) {
                let mut rw = PatternRewriter::new(ctx, arena, table, driver);
                if !folder.insert_known_constant(&mut rw, op, value) {
                    return false;
                }
            }
        }
        driver.add_to_worklist(arena, op);
        true
    };
    if config.top_down {
        let mut stack = vec![Frame::new(arena, region)];
        while let Some(top) = stack.last_mut() {
            let Some(op) = top.advance(arena) else {
                stack.pop();
                continue;
            };
            if visit(arena, driver, op) {
                for &r in arena.regions(op).iter().rev() {
                    stack.push(Frame::new(arena, r));
                }
            }
        }
        driver.worklist.reverse();
    } else {
        let mut order = Vec::new();
        for &b in arena.region_blocks(region) {
            for op in arena.block_ops(b) {
                order.extend(arena.walk_postorder(op));
            }
        }
        for op in order {
            if !arena.is_erased(op) {
                visit(arena, driver, op);
            }
        }
    }
}

/// Processes the worklist; `true` when the IR changed.
fn process_worklist(
    ctx: &Context,
    arena: &mut IrArena,
    patterns: &FrozenPatternSet,
    table: &OpTable,
    config: &GreedyConfig,
    driver: &mut Driver,
) -> bool {
    let mut changed = false;
    let mut num_rewrites: i64 = 0;
    while !driver.worklist.is_empty() && (config.max_num_rewrites < 0 || num_rewrites < config.max_num_rewrites) {
        let Some(op) = driver.worklist.pop() else { break };
        if arena.is_erased(op) {
            continue;
        }
        if table.is_trivially_dead(ctx, arena, op) {
            let mut rw = PatternRewriter::new(ctx, arena, table, driver);
            rw.erase_op(op);
            changed = true;
            continue;
        }
        if config.fold && !table.op(ctx, arena, op).facts.constant_like {
            match fold_op(ctx, table, arena, op) {
                Folded::InPlace => {
                    driver.op_modified(arena, op);
                    changed = true;
                    continue;
                }
                Folded::Results(results) => {
                    let mut rw = PatternRewriter::new(ctx, arena, table, driver);
                    if let Some(repl) = materialize(&mut rw, op, &results) {
                        rw.replace_op(op, &repl);
                        changed = true;
                        continue;
                    }
                }
                Folded::Failed => {}
            }
        }
        let mut rw = PatternRewriter::new(ctx, arena, table, driver);
        if patterns.match_and_rewrite(op, &mut rw) {
            changed = true;
            num_rewrites += 1;
        }
    }
    changed
}

/// Turns fold results into values, creating constants before `op` through
/// its dialect; `None` (with any constant made erased) when one cannot be
/// materialized.
fn materialize(rw: &mut PatternRewriter<'_>, op: OpId, results: &[FoldResult]) -> Option<Vec<Value>> {
    if results.len() != rw.arena.num_results(op) {
        return None;
    }
    rw.set_insertion_point_before(op);
    let types: Vec<_> = rw.arena.result_types(op).collect();
    let mut out = Vec::with_capacity(results.len());
    let mut created = Vec::new();
    for (r, &ty) in results.iter().zip(&types) {
        match *r {
            FoldResult::Value(v) => out.push(v),
            FoldResult::Attr(a) => match super::fold::constant_spec(rw.ctx, rw.table, rw.arena, op, a, ty) {
                Some(spec) => {
                    let c = rw.create(spec);
                    created.push(c);
                    out.push(rw.arena.result(c, 0));
                }
                None => {
                    for c in created {
                        rw.erase_op(c);
                    }
                    return None;
                }
            },
        }
    }
    Some(out)
}
