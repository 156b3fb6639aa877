//! Which diagnostics `rods-opt` shows, and how, under mlir-opt's diagnostic
//! flags (outside `--verify-diagnostics`, which sees them all, without the
//! ops):
//!
//! - `--mlir-print-op-on-diagnostic` (on by default): a diagnostic emitted on
//!   an op carries the "see current operation: ..." note printing it (the
//!   context's `printOpOnDiagnostic`); `=false` leaves those notes out.
//! - `--mlir-diagnostic-verbosity-level=errors|warnings|remarks` (default
//!   `remarks`): mlir-opt's `DiagnosticFilter` drops the warnings (at
//!   `errors`) and the remarks (at `errors` and `warnings`), with their
//!   notes, whatever emitted them (the parser, the verifier, a pass).
//! - `--mlir-disable-diagnostic-notes`: the same filter drops diagnostics of
//!   severity note, which are only ever emitted attached to another
//!   diagnostic: the flag changes nothing mlir-opt-22 prints.
//!
//! The split marker's "near miss" warning is not a diagnostic of a chunk's
//! context: no flag filters it.

use ir::diag::{Diagnostic, Severity};

/// `--mlir-diagnostic-verbosity-level`: which severities are shown.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Verbosity {
    /// `errors`: errors only.
    Errors,
    /// `warnings`: errors and warnings.
    Warnings,
    /// `remarks` (the default): errors, warnings and remarks.
    #[default]
    Remarks,
}

impl Verbosity {
    /// The level an option value names, or LLVM's command-line error.
    pub fn parse(value: Option<&str>) -> Result<Verbosity, String> {
        const OPTION: &str = "for the --mlir-diagnostic-verbosity-level option";
        match value {
            Some("errors") => Ok(Verbosity::Errors),
            Some("warnings") => Ok(Verbosity::Warnings),
            Some("remarks") => Ok(Verbosity::Remarks),
            Some(other) => Err(format!("{OPTION}: Cannot find option named '{other}'!")),
            None => Err(format!("{OPTION}: requires a value!")),
        }
    }

    /// Whether a diagnostic of `severity` is shown.
    fn shows(self, severity: Severity) -> bool {
        match severity {
            Severity::Error | Severity::Note => true,
            Severity::Warning => self != Verbosity::Errors,
            Severity::Remark => self == Verbosity::Remarks,
        }
    }
}

/// How diagnostics are shown (the flags above).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DiagnosticFlags {
    /// `--mlir-print-op-on-diagnostic=false`.
    pub omit_op: bool,
    /// `--mlir-diagnostic-verbosity-level`.
    pub verbosity: Verbosity,
    /// `--mlir-disable-diagnostic-notes`.
    pub no_notes: bool,
}

impl DiagnosticFlags {
    /// What is shown of `diagnostic` (and of the diagnostics reported with
    /// it, each filtered on its own), in order.
    pub fn shown(&self, diagnostic: Diagnostic) -> Vec<Diagnostic> {
        diagnostic
            .into_all()
            .into_iter()
            .filter(|d| self.verbosity.shows(d.severity) && !(self.no_notes && d.severity == Severity::Note))
            .map(|mut d| {
                if self.omit_op {
                    d.notes.retain(|n| !n.is_op_note());
                }
                d
            })
            .collect()
    }
}
