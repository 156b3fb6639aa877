//! Diagnostics a pass reports while it succeeds: MLIR's `emitError`,
//! `emitWarning` and `emitRemark` (free, at a location, or on an op through
//! `op->emit...`), which upstream sends through the context's diagnostic
//! engine and mlir-opt prints on stderr whatever the pass's result.
//!
//! Here they go, explicitly, into a [`DiagnosticSink`]: the pass's
//! [`PassContext`](super::PassContext) (`pc.emit_warning(loc, "...")`), or a
//! [`PatternRewriter`](crate::rewrite::PatternRewriter) inside patterns (the
//! greedy driver collects them into its
//! [`GreedyOutcome`](crate::rewrite::GreedyOutcome), which the pass hands on
//! with [`DiagnosticSink::emit_all`]). Nothing is global: each run of a pass
//! on an op has its own sink, so passes running on several threads never
//! share one, and the pass manager puts the diagnostics of parallel runs in
//! op order (what upstream's `ParallelDiagnosticHandler` does), then the
//! failure's own diagnostics, if the pass fails.
//!
//! An error reported this way does not fail the pass: mlir-opt prints it and
//! still exits with 0 and its output, as long as the pass succeeds.

use crate::attrs::Attr;
use crate::body::{IrArena, OpId};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic, Severity};

/// Something that takes diagnostics as they are emitted (MLIR's diagnostic
/// engine, as a pass or a pattern sees it).
///
/// ```ignore
/// pc.emit_warning(loc, "unused value");
/// pc.emit_op_remark(ctx, arena, op, "hoisted");
/// pc.emit(Diagnostic::error(DiagLoc::Attr(loc), "bad").with_note(DiagLoc::Attr(other), "defined here"));
/// ```
pub trait DiagnosticSink {
    /// Reports `diagnostic` (with its notes).
    fn emit(&mut self, diagnostic: Diagnostic);

    /// Reports each of `diagnostics`, in order (those a greedy rewrite
    /// collected, say).
    fn emit_all(&mut self, diagnostics: impl IntoIterator<Item = Diagnostic>)
    where
        Self: Sized,
    {
        for d in diagnostics {
            self.emit(d);
        }
    }

    /// `emitError(loc) << message`.
    fn emit_error(&mut self, loc: Attr, message: impl Into<String>)
    where
        Self: Sized,
    {
        self.emit(Diagnostic::error(DiagLoc::Attr(loc), message));
    }

    /// `emitWarning(loc) << message`.
    fn emit_warning(&mut self, loc: Attr, message: impl Into<String>)
    where
        Self: Sized,
    {
        self.emit(Diagnostic::warning(DiagLoc::Attr(loc), message));
    }

    /// `emitRemark(loc) << message`.
    fn emit_remark(&mut self, loc: Attr, message: impl Into<String>)
    where
        Self: Sized,
    {
        self.emit(Diagnostic::remark(DiagLoc::Attr(loc), message));
    }

    /// `op->emitOpError(message)`: `'name' op message` at the op, with the
    /// "see current operation" note.
    fn emit_op_error(&mut self, ctx: &Context, arena: &IrArena, op: OpId, message: impl std::fmt::Display)
    where
        Self: Sized,
    {
        self.emit(op_emitted(ctx, arena, op, Severity::Error, message));
    }

    /// `op->emitWarning(message)`.
    fn emit_op_warning(&mut self, ctx: &Context, arena: &IrArena, op: OpId, message: impl Into<String>)
    where
        Self: Sized,
    {
        self.emit(op_diagnostic(ctx, arena, op, Severity::Warning, message.into()));
    }

    /// `op->emitRemark(message)`.
    fn emit_op_remark(&mut self, ctx: &Context, arena: &IrArena, op: OpId, message: impl Into<String>)
    where
        Self: Sized,
    {
        self.emit(op_diagnostic(ctx, arena, op, Severity::Remark, message.into()));
    }
}

/// `op->emitError/emitWarning/emitRemark(message)` as mlir-opt shows them:
/// at the op's location, with a "see current operation" note printing the
/// op (in generic form for an error, in its custom form otherwise, as
/// upstream's `Operation::emit*` do, unless it does not verify).
pub fn op_diagnostic(ctx: &Context, arena: &IrArena, op: OpId, severity: Severity, message: String) -> Diagnostic {
    if severity == Severity::Error {
        let mut d = crate::verify::op_error(ctx, arena, op, message);
        d.severity = severity;
        return d;
    }
    let loc = DiagLoc::Attr(arena.op_loc(op));
    // The printer verifies the op first (`verifyOpAndAdjustFlags`): one that
    // fails, or holds an op that fails, prints in generic form.
    let generic = crate::verify::verify(ctx, arena, op).is_err();
    let mut text = crate::text::printer::print_op_for_diagnostic_in(ctx, arena, op, generic);
    if text.contains('\n') {
        text.insert(0, '\n');
    }
    Diagnostic::new(severity, loc, message).with_note(loc, format!("see current operation: {text}"))
}

/// What `op->emitOpError(message)` (`Error`: the message prefixed `'name'
/// op `), `op->emitWarning(message)` or `op->emitRemark(message)` reports:
/// [`op_diagnostic`] of the message.
pub fn op_emitted(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    severity: Severity,
    message: impl std::fmt::Display,
) -> Diagnostic {
    let message = match severity {
        Severity::Error => format!("'{}' op {message}", ctx.op_info(arena.op_name(op)).name()),
        _ => message.to_string(),
    };
    op_diagnostic(ctx, arena, op, severity, message)
}

/// The diagnostics emitted so far, in order: a sink that keeps them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
}

impl Diagnostics {
    /// No diagnostics.
    pub fn new() -> Diagnostics {
        Diagnostics::default()
    }

    /// Whether none was emitted.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// How many were emitted.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// The diagnostics, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.list.iter()
    }

    /// Whether one of them is an error.
    pub fn has_errors(&self) -> bool {
        self.list.iter().any(|d| d.severity == Severity::Error)
    }

    /// Moves the diagnostics out, leaving none.
    pub fn take(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.list)
    }

    /// The diagnostics, in order.
    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.list
    }
}

impl DiagnosticSink for Diagnostics {
    fn emit(&mut self, diagnostic: Diagnostic) {
        self.list.push(diagnostic);
    }
}

/// A sink behind a mutable reference is a sink (`&mut dyn DiagnosticSink`
/// gets the helpers too).
impl<S: DiagnosticSink + ?Sized> DiagnosticSink for &mut S {
    fn emit(&mut self, diagnostic: Diagnostic) {
        (**self).emit(diagnostic);
    }
}

/// The diagnostics, in order.
impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.into_iter()
    }
}

/// The diagnostics, in order.
impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}
