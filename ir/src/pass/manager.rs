//! Pass managers and pipeline execution (MLIR's `OpPassManager`,
//! `PassManager` and `OpToOpPassAdaptor`).

use super::instrument::{write_dump, Instrumentation, PassTiming};
use super::split::{copy_op, replace_in_place};
use super::{Pass, PassContext, PassFailure};
use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use rayon::prelude::*;
use std::time::Instant;

/// One element of a pipeline: a pass, or a pipeline nested on an op name.
pub enum PassElement {
    /// A pass run on the pipeline's op.
    Pass(Box<dyn Pass>),
    /// A pipeline run on each op of the anchor name directly nested in the
    /// pipeline's op.
    Nested(OpPassManager),
}

/// A pipeline anchored on an op name (`func.func(cse,canonicalize)`);
/// `any` anchors on every op.
pub struct OpPassManager {
    /// Anchor op name; `None` for `any`.
    pub anchor: Option<String>,
    /// The passes and nested pipelines, in order.
    pub elements: Vec<PassElement>,
}

impl OpPassManager {
    /// An empty pipeline anchored on `anchor` (`any` for every op).
    pub fn new(anchor: &str) -> OpPassManager {
        OpPassManager {
            anchor: (anchor != "any").then(|| anchor.to_string()),
            elements: Vec::new(),
        }
    }

    /// The anchor as pipelines spell it.
    pub fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }

    /// Appends a pass.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        self.elements.push(PassElement::Pass(pass));
    }

    /// Appends a nested pipeline on `anchor` and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.elements.push(PassElement::Nested(OpPassManager::new(anchor)));
        match self.elements.last_mut() {
            Some(PassElement::Nested(pm)) => pm,
            _ => unreachable!("a nested pipeline was just pushed"),
        }
    }

    /// Whether `op_name` is what the pipeline runs on.
    pub fn matches(&self, op_name: &str) -> bool {
        self.anchor.as_deref().is_none_or(|a| a == op_name)
    }

    /// Merges adjacent nested pipelines with the same anchor, at every
    /// level (MLIR coalesces adjacent adaptors before running).
    pub fn coalesce(&mut self) {
        let elements = std::mem::take(&mut self.elements);
        for e in elements {
            match (self.elements.last_mut(), e) {
                (Some(PassElement::Nested(prev)), PassElement::Nested(next)) if prev.anchor == next.anchor => {
                    prev.elements.extend(next.elements);
                }
                (_, e) => self.elements.push(e),
            }
        }
        for e in &mut self.elements {
            if let PassElement::Nested(pm) = e {
                pm.coalesce();
            }
        }
    }

    /// Initializes every pass for `ctx`.
    pub fn initialize(&mut self, ctx: &Context) -> Result<(), String> {
        for e in &mut self.elements {
            match e {
                PassElement::Pass(p) => p.initialize(ctx)?,
                PassElement::Nested(pm) => pm.initialize(ctx)?,
            }
        }
        Ok(())
    }

    /// The pipeline in textual form, options included.
    pub fn to_pipeline_string(&self) -> String {
        let inner: Vec<String> = self
            .elements
            .iter()
            .map(|e| match e {
                PassElement::Pass(p) => {
                    let o = p.options_text();
                    if o.is_empty() {
                        p.argument().to_string()
                    } else {
                        format!("{}{{{o}}}", p.argument())
                    }
                }
                PassElement::Nested(pm) => pm.to_pipeline_string(),
            })
            .collect();
        format!("{}({})", self.anchor_name(), inner.join(","))
    }

    /// Whether the pipeline holds no pass.
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }
}

/// How a [`PassManager`] runs.
#[derive(Copy, Clone, Debug)]
pub struct PassManagerOptions {
    /// Verify the IR after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// Run nested pipelines on several threads.
    pub threading: bool,
    /// IR dumps and timing.
    pub instrumentation: Instrumentation,
}

impl Default for PassManagerOptions {
    fn default() -> Self {
        PassManagerOptions {
            verify_each: true,
            threading: true,
            instrumentation: Instrumentation::default(),
        }
    }
}

/// What a run produced besides the IR changes.
#[derive(Debug, Default)]
pub struct RunLog {
    /// IR dumps, in mlir-opt's layout, and the text passes wrote (for
    /// stderr).
    pub dumps: String,
    /// Timing tree (children of the root are the top-level passes).
    pub timing: PassTiming,
    /// Whether a nested pipeline ran on several threads (mlir-opt's report
    /// then shows user times too).
    pub parallel: bool,
    /// The diagnostics the passes emitted (errors, warnings, remarks) in
    /// MLIR's order: each pass's in the order it emitted them, those of a
    /// nested pipeline's runs in op order, whichever threads ran them. When
    /// the run fails, the failure's diagnostics come after these.
    pub diagnostics: Vec<Diagnostic>,
    /// For each of `diagnostics`, how long `dumps` was when it was emitted
    /// (mlir-opt prints both on stderr as they come).
    pub diagnostic_offsets: Vec<usize>,
    /// How long `dumps` was when the run failed, if it did in a pass or the
    /// verifier after it: the failure's diagnostics come there (before the
    /// dump after the failure).
    pub failure_offset: Option<usize>,
}

impl RunLog {
    /// Records what a pass emitted now: diagnostics, and text among them.
    fn push_output(&mut self, output: Vec<super::PassOutput>) {
        for item in output {
            match item {
                super::PassOutput::Diagnostic(d) => {
                    self.diagnostic_offsets.push(self.dumps.len());
                    self.diagnostics.push(d);
                }
                super::PassOutput::Text(text) => self.dumps.push_str(&text),
            }
        }
    }

    /// Records that the run fails now (the first failure counts).
    fn mark_failure(&mut self) {
        self.failure_offset.get_or_insert(self.dumps.len());
    }

    /// Appends a nested run's dumps and, with `diagnostics`, its
    /// diagnostics and failure point.
    fn append(&mut self, sub: &mut RunLog, diagnostics: bool) {
        let base = self.dumps.len();
        self.dumps.push_str(&sub.dumps);
        if diagnostics {
            self.diagnostic_offsets
                .extend(sub.diagnostic_offsets.drain(..).map(|o| o + base));
            self.diagnostics.append(&mut sub.diagnostics);
            if let Some(f) = sub.failure_offset {
                self.failure_offset.get_or_insert(f + base);
            }
        }
    }
}

/// A top-level pipeline with its run options.
pub struct PassManager {
    /// The pipeline; its anchor must be the name of the op it runs on.
    pub root: OpPassManager,
    /// Run options.
    pub options: PassManagerOptions,
    /// Worker threads, made on the first parallel run.
    pool: std::sync::OnceLock<Option<rayon::ThreadPool>>,
}

/// Stack size of the worker threads (deeply nested IR recurses in places).
const WORKER_STACK: usize = 256 << 20;

impl PassManager {
    /// A pass manager for `root` (adjacent nested pipelines are merged).
    pub fn new(mut root: OpPassManager, options: PassManagerOptions) -> PassManager {
        root.coalesce();
        PassManager {
            root,
            options,
            pool: std::sync::OnceLock::new(),
        }
    }

    /// Parses a textual pipeline (`builtin.module(func.func(canonicalize))`)
    /// of passes in `registry` and initializes it for `ctx`, with default
    /// options: verification after each pass, as `mlir-opt` does.
    pub fn parse(ctx: &Context, text: &str, registry: &super::PassRegistry) -> Result<PassManager, String> {
        let root = super::parse_pass_pipeline(text, registry)?;
        let mut pm = PassManager::new(root, PassManagerOptions::default());
        pm.initialize(ctx)?;
        Ok(pm)
    }

    /// Initializes the passes for `ctx`.
    pub fn initialize(&mut self, ctx: &Context) -> Result<(), String> {
        self.root.initialize(ctx)
    }

    /// Runs the pipeline on `op`.
    pub fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId) -> (Result<(), PassFailure>, RunLog) {
        let mut log = RunLog::default();
        let name = ctx.op_info(arena.op_name(op)).name().to_string();
        if !self.root.matches(&name) {
            let d = Diagnostic::error(
                DiagLoc::Attr(arena.op_loc(op)),
                format!("can't run '{}' pass manager on '{}' op", self.root.anchor_name(), name),
            );
            return (Err(d.into()), log);
        }
        let runner = Runner {
            ctx,
            options: &self.options,
            pool: &self.pool,
        };
        let r = runner.run_pipeline(&self.root, arena, op, true, &mut log);
        (r, log)
    }
}

/// One op's run on the parallel path: the original op, its copy's arena
/// and root, the result and the log.
type SplitResult = (OpId, IrArena, OpId, Result<(), PassFailure>, RunLog);

struct Runner<'a> {
    ctx: &'a Context,
    options: &'a PassManagerOptions,
    pool: &'a std::sync::OnceLock<Option<rayon::ThreadPool>>,
}

impl Runner<'_> {
    fn run_pipeline(
        &self,
        pm: &OpPassManager,
        arena: &mut IrArena,
        op: OpId,
        top: bool,
        log: &mut RunLog,
    ) -> Result<(), PassFailure> {
        let instr = self.options.instrumentation;
        for (i, e) in pm.elements.iter().enumerate() {
            match e {
                PassElement::Pass(p) => {
                    self.check_schedulable(p.as_ref(), arena, op)
                        .inspect_err(|_| log.mark_failure())?;
                    if instr.print_before_all {
                        self.dump(&mut log.dumps, arena, op, top, "Before", p.as_ref());
                    }
                    let mut pc = PassContext::default();
                    let start = Instant::now();
                    let r = p.run(self.ctx, arena, op, &mut pc);
                    let elapsed = start.elapsed();
                    log.push_output(pc.take_output());
                    if instr.timing {
                        let node = log.timing.child_at(i, p.name());
                        node.add(elapsed);
                        for (a, t) in pc.analyses {
                            node.child_named(&format!("(A) {a}")).add(t);
                        }
                    }
                    // A failure (of the pass or of the verifier after it) is
                    // dumped with `--mlir-print-ir-after-all` too.
                    let r = r.and_then(|()| {
                        if self.options.verify_each {
                            crate::verify::verify_and_memoize(self.ctx, arena, op)?;
                        }
                        Ok(())
                    });
                    if let Err(f) = r {
                        log.mark_failure();
                        if instr.print_after_failure || instr.print_after_all {
                            let opts = instr.print_options;
                            let name = format!("{} Failed", p.name());
                            write_dump(
                                &mut log.dumps,
                                self.ctx,
                                arena,
                                op,
                                top,
                                "After",
                                &name,
                                p.argument(),
                                opts,
                            );
                        }
                        return Err(f);
                    }
                    if instr.print_after_all {
                        self.dump(&mut log.dumps, arena, op, top, "After", p.as_ref());
                    }
                }
                PassElement::Nested(npm) => {
                    let start = Instant::now();
                    let mut sub = RunLog::default();
                    let r = self.run_nested(npm, arena, op, &mut sub);
                    log.append(&mut sub, true);
                    log.parallel |= sub.parallel;
                    if instr.timing {
                        let elapsed = start.elapsed();
                        if sub.parallel {
                            sub.timing.spread_wall(elapsed);
                        }
                        let node = log.timing.child_at(i, &format!("'{}' Pipeline", npm.anchor_name()));
                        node.time += elapsed;
                        node.user += if sub.parallel {
                            sub.timing.children.iter().map(|c| c.user).sum()
                        } else {
                            elapsed
                        };
                        for (k, c) in sub.timing.children.iter().enumerate() {
                            node.child_at(k, &c.name).merge(c);
                        }
                    }
                    r?;
                }
            }
        }
        Ok(())
    }

    /// Upstream's `canScheduleOn` check: a pass anchored on an op name runs
    /// only on such ops (an op-agnostic pipeline may hold it).
    fn check_schedulable(&self, p: &dyn Pass, arena: &IrArena, op: OpId) -> Result<(), PassFailure> {
        let name = self.ctx.op_info(arena.op_name(op)).name();
        match p.anchor() {
            Some(anchor) if anchor != name => {
                let message = format!(
                    "'{name}' op trying to schedule pass '{}' on an unsupported operation",
                    p.name()
                );
                Err(crate::verify::op_error(self.ctx, arena, op, message).into())
            }
            _ => Ok(()),
        }
    }

    fn dump(&self, out: &mut String, arena: &IrArena, op: OpId, top: bool, when: &str, p: &dyn Pass) {
        let opts = self.options.instrumentation.print_options;
        write_dump(out, self.ctx, arena, op, top, when, p.name(), p.argument(), opts);
    }

    /// Runs `npm` on every op of its anchor directly nested in `op`.
    fn run_nested(
        &self,
        npm: &OpPassManager,
        arena: &mut IrArena,
        op: OpId,
        log: &mut RunLog,
    ) -> Result<(), PassFailure> {
        let mut targets = Vec::new();
        for &r in arena.regions(op) {
            for &b in arena.region_blocks(r) {
                for o in arena.block_ops(b) {
                    if npm.matches(self.ctx.op_info(arena.op_name(o)).name()) {
                        targets.push(o);
                    }
                }
            }
        }
        for &t in &targets {
            let info = self.ctx.op_info(arena.op_name(t));
            let msg = if !info.is_registered() {
                Some("trying to schedule a pass on an unregistered operation")
            } else if !info.traits().isolated_from_above {
                Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
            } else {
                None
            };
            if let Some(msg) = msg {
                let d = crate::verify::op_error(self.ctx, arena, t, format!("'{}' op {msg}", info.name()));
                return Err(d.into());
            }
        }
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let pool = if self.options.threading && targets.len() > 1 && threads > 1 {
            self.pool
                .get_or_init(|| rayon::ThreadPoolBuilder::new().stack_size(WORKER_STACK).build().ok())
                .as_ref()
        } else {
            None
        };
        match pool {
            Some(pool) => self.run_split(npm, arena, &targets, log, pool),
            None => {
                for t in targets {
                    self.run_pipeline(npm, arena, t, false, log)?;
                }
                Ok(())
            }
        }
    }

    /// The parallel path: copy each target out, run, copy back in order.
    fn run_split(
        &self,
        npm: &OpPassManager,
        arena: &mut IrArena,
        targets: &[OpId],
        log: &mut RunLog,
        pool: &rayon::ThreadPool,
    ) -> Result<(), PassFailure> {
        let mut work = Vec::with_capacity(targets.len());
        for &t in targets {
            let mut side = IrArena::new();
            match copy_op(arena, t, &mut side) {
                Ok(root) => work.push((t, side, root)),
                Err(e) => return Err(Diagnostic::error(DiagLoc::Attr(arena.op_loc(t)), e).into()),
            }
        }
        let results: Vec<SplitResult> = pool.install(|| {
            work.into_par_iter()
                .map(|(t, mut side, root)| {
                    let mut sub = RunLog::default();
                    let r = self.run_pipeline(npm, &mut side, root, false, &mut sub);
                    (t, side, root, r, sub)
                })
                .collect()
        });
        let mut first_err = None;
        log.parallel = true;
        for (t, side, root, r, mut sub) in results {
            log.timing.merge(&sub.timing);
            // The diagnostics in op order, up to the first op that failed
            // (what a sequential run reports).
            log.append(&mut sub, first_err.is_none());
            match copy_op(&side, root, arena) {
                Ok(back) => replace_in_place(arena, t, back),
                Err(e) => {
                    first_err.get_or_insert(PassFailure::from(Diagnostic::error(DiagLoc::Attr(arena.op_loc(t)), e)));
                }
            }
            if let Err(f) = r {
                first_err.get_or_insert(f);
            }
        }
        match first_err {
            Some(f) => Err(f),
            None => Ok(()),
        }
    }
}
