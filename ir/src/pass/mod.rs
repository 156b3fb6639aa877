//! The pass manager: passes that run on ops, pipelines nested on op names
//! (`builtin.module(func.func(canonicalize,cse))`), MLIR's textual pipeline
//! syntax, verification after each pass, IR printing around passes and
//! per-pass timing, and parallel execution of nested pipelines.
//!
//! # Parallelism and the arena
//!
//! The IR of a module lives in one [`crate::IrArena`], which only one thread
//! may mutate. A nested pipeline anchored on IsolatedFromAbove ops (say
//! `func.func`) runs in parallel by *splitting*: each op is copied into an
//! arena of its own ([`split`]), the pipeline runs on the copies on a rayon
//! pool (the [`crate::Context`] is shared: its uniquing is thread-safe), and
//! each result is copied back in place of its original, in op order. No
//! value crosses an isolated op's boundary, so the copies are
//! self-contained; use-list orders are preserved both ways, so the result is
//! the same as a sequential run. The copies cost time linear in the size of
//! the ops, so the split is only used when there are at least two ops and
//! more than one thread; otherwise (or with threading disabled) the
//! pipeline runs on each op in place, one after the other.

pub mod diagnostics;
pub mod instrument;
pub mod manager;
pub mod pipeline;
pub mod registry;
pub mod split;

pub use diagnostics::{op_diagnostic, op_emitted, DiagnosticSink, Diagnostics};
pub use instrument::{Instrumentation, PassTiming, TimingEntry};
pub use manager::{OpPassManager, PassElement, PassManager, PassManagerOptions, RunLog};
pub use pipeline::{parse_pass_flag, parse_pass_pipeline, parse_pipeline_element_list, PipelineError};
pub use registry::{PassInfo, PassRegistry};

use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use std::time::Duration;

/// Why a pass failed: the diagnostics it emitted (possibly none, as for
/// MLIR's bare `signalPassFailure`).
#[derive(Clone, Debug, Default)]
pub struct PassFailure {
    /// Diagnostics to report, in order.
    pub diagnostics: Vec<Diagnostic>,
}

/// The diagnostics, one a line.
impl std::fmt::Display for PassFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl From<Diagnostic> for PassFailure {
    fn from(d: Diagnostic) -> Self {
        PassFailure { diagnostics: vec![d] }
    }
}

/// What a running pass can tell the pass manager besides its result: the
/// analyses it computed, the diagnostics it emitted (it is a
/// [`DiagnosticSink`]: `pc.emit_warning(loc, "...")`) and the text it wrote
/// for the tool's error stream (upstream's `llvm::errs() << ...`, which
/// test passes print their findings with): `pc.write_text("...")` or
/// `writeln!(pc, "...")` ([`std::fmt::Write`]). rods-opt prints both on
/// stderr in the order the pass emitted them.
#[derive(Default, Debug)]
pub struct PassContext {
    /// Analyses computed during the run, with their time (`(A) Name` lines
    /// of the timing report).
    pub analyses: Vec<(&'static str, Duration)>,
    /// Diagnostics emitted during the run, in order; reported whether the
    /// pass succeeds or fails (before the failure's own).
    pub diagnostics: Diagnostics,
    /// Text written during the run, each piece with the number of
    /// diagnostics emitted before it.
    text: Vec<(usize, String)>,
}

/// One item of what a pass emitted, in order ([`PassContext::take_output`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassOutput {
    /// A diagnostic.
    Diagnostic(Diagnostic),
    /// Text for the error stream, printed as it is.
    Text(String),
}

/// Diagnostics emitted by the pass go to the pass manager.
impl DiagnosticSink for PassContext {
    fn emit(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.emit(diagnostic);
    }
}

/// `write!(pc, ...)` writes text for the error stream ([`PassContext::write_text`]);
/// it never fails.
impl std::fmt::Write for PassContext {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.write_text(s);
        Ok(())
    }
}

impl PassContext {
    /// Writes `text` to the tool's error stream (upstream's `llvm::errs()`),
    /// after the diagnostics emitted so far.
    pub fn write_text(&mut self, text: &str) {
        let at = self.diagnostics.len();
        match self.text.last_mut() {
            Some((n, piece)) if *n == at => piece.push_str(text),
            _ => self.text.push((at, text.to_string())),
        }
    }

    /// The diagnostics and the text emitted so far, in the order they were
    /// emitted, leaving none.
    pub fn take_output(&mut self) -> Vec<PassOutput> {
        let diagnostics = self.diagnostics.take();
        let mut text = std::mem::take(&mut self.text).into_iter().peekable();
        let mut out = Vec::with_capacity(diagnostics.len() + text.len());
        for (i, d) in diagnostics.into_iter().enumerate() {
            while let Some((_, piece)) = text.next_if(|(at, _)| *at <= i) {
                out.push(PassOutput::Text(piece));
            }
            out.push(PassOutput::Diagnostic(d));
        }
        out.extend(text.map(|(_, piece)| PassOutput::Text(piece)));
        out
    }

    /// Records the time an analysis took.
    pub fn record_analysis(&mut self, name: &'static str, time: Duration) {
        match self.analyses.iter_mut().find(|(n, _)| *n == name) {
            Some((_, t)) => *t += time,
            None => self.analyses.push((name, time)),
        }
    }
}

/// Why a pass refused an option, as LLVM's command-line parser words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PassOptionError {
    /// The pass has no option of this name (`no such option foo`).
    NoSuchOption(String),
    /// The value does not parse, in LLVM's words (`for the --top-down option:
    /// 'x' is invalid value for boolean argument! Try 0 or 1`); mlir-opt prints
    /// it on stderr by itself, ahead of the diagnostic.
    InvalidValue(String),
}

impl std::fmt::Display for PassOptionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PassOptionError::NoSuchOption(key) => write!(f, "no such option {key}"),
            PassOptionError::InvalidValue(message) => f.write_str(message),
        }
    }
}

/// A value parser's message (`parse_bool`, ...) is an invalid value.
impl From<String> for PassOptionError {
    fn from(message: String) -> Self {
        PassOptionError::InvalidValue(message)
    }
}

/// Writes what identifies a pass inside an `impl Pass for P` block: its
/// pipeline argument and display name, `clone_pass` (a clone of `self`, so
/// `P: Clone`) and, when given, its anchor op.
///
/// ```ignore
/// impl Pass for Cse {
///     ir::pass_identity!("cse", "CSE");
///     fn run(&self, ...) -> Result<(), PassFailure> { ... }
/// }
/// ```
#[macro_export]
macro_rules! pass_identity {
    ($argument:literal, $name:literal) => {
        fn argument(&self) -> &'static str {
            $argument
        }
        fn name(&self) -> &'static str {
            $name
        }
        fn clone_pass(&self) -> Box<dyn $crate::pass::Pass> {
            Box::new(self.clone())
        }
    };
    ($argument:literal, $name:literal, anchor $anchor:literal) => {
        $crate::pass_identity!($argument, $name);
        fn anchor(&self) -> Option<&'static str> {
            Some($anchor)
        }
    };
}

/// A pass: a transformation (or analysis) of one op and what it contains.
///
/// A pass is configured (options) and initialized once, then run, possibly
/// on several threads at once, through `&self`.
pub trait Pass: Send + Sync {
    /// The pipeline argument, e.g. `canonicalize`.
    fn argument(&self) -> &'static str;
    /// The display name, e.g. `Canonicalizer`.
    fn name(&self) -> &'static str;
    /// The op name the pass must run on, if restricted.
    fn anchor(&self) -> Option<&'static str> {
        None
    }
    /// Sets an option from its textual form (`max-iterations=3`).
    fn set_option(&mut self, key: &str, _value: &str) -> Result<(), PassOptionError> {
        Err(PassOptionError::NoSuchOption(key.to_string()))
    }
    /// The options in pipeline syntax (without braces), for printing
    /// pipelines; empty when there are none.
    fn options_text(&self) -> String {
        String::new()
    }
    /// One-time setup in a context (collecting patterns, ...).
    fn initialize(&mut self, _ctx: &Context) -> Result<(), String> {
        Ok(())
    }
    /// Runs the pass on `op`.
    fn run(&self, ctx: &Context, arena: &mut IrArena, op: OpId, pc: &mut PassContext) -> Result<(), PassFailure>;
    /// A fresh copy with the same options (not yet initialized).
    fn clone_pass(&self) -> Box<dyn Pass>;
}

#[cfg(test)]
mod tests {
    use super::PassFailure;
    use crate::diag::{DiagLoc, Diagnostic};

    /// A failure shows its diagnostics one a line (none: nothing).
    #[test]
    fn a_failure_displays_its_diagnostics_one_a_line() {
        let failure = PassFailure {
            diagnostics: vec![
                Diagnostic::error(DiagLoc::Offset(0), "first"),
                Diagnostic::error(DiagLoc::Offset(3), "second"),
            ],
        };
        let want = format!("{}\n{}", failure.diagnostics[0], failure.diagnostics[1]);
        assert_eq!(failure.to_string(), want);
        assert!(want.contains("first") && want.contains("second"), "{want}");
        assert_eq!(PassFailure::default().to_string(), "");
    }
}
