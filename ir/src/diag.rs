//! Diagnostics rendered like MLIR's: `file:line:col: error: message`, then the
//! source line and a caret when the location points into a known buffer.

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use std::fmt::Write;

/// Severity of a diagnostic.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    /// `error`
    Error,
    /// `warning`
    Warning,
    /// `note`
    Note,
    /// `remark`
    Remark,
}

impl Severity {
    fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// Where a diagnostic points.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DiagLoc {
    /// A byte offset into the buffer being parsed.
    Offset(usize),
    /// An IR location attribute.
    Attr(Attr),
}

/// One diagnostic with its attached notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Location.
    pub loc: DiagLoc,
    /// Message text.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: DiagLoc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// A named source buffer, for turning offsets into line and column.
pub struct SourceFile<'a> {
    /// Name used in locations (`-` input is `<stdin>`).
    pub name: &'a str,
    /// The text.
    pub text: &'a [u8],
}

impl SourceFile<'_> {
    /// 1-based line and column (in bytes) of `offset`.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let before = &self.text[..offset];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        (line, offset - line_start + 1)
    }

    /// Offset of 1-based (line, col), if inside the buffer.
    pub fn offset_of(&self, line: usize, col: usize) -> Option<usize> {
        if line == 0 || col == 0 {
            return None;
        }
        let mut start = 0usize;
        for _ in 1..line {
            start += self.text[start..].iter().position(|&b| b == b'\n')? + 1;
        }
        let end = self.text[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(self.text.len(), |p| start + p);
        let off = start + col - 1;
        (off <= end).then_some(off)
    }

    fn line_text(&self, offset: usize) -> &[u8] {
        let offset = offset.min(self.text.len());
        let start = self.text[..offset]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let end = self.text[offset..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(self.text.len(), |p| offset + p);
        &self.text[start..end]
    }
}

/// Finds the first file location inside a location attribute (what MLIR uses
/// to show a source line).
pub fn find_file_loc(ctx: &Context, loc: Attr, depth: usize) -> Option<(Vec<u8>, u32, u32)> {
    if depth > 64 {
        return None;
    }
    match ctx.attr_kind(loc) {
        AttrKind::FileLoc { file, line, col, .. } => Some((ctx.string_value(*file).to_vec(), *line, *col)),
        AttrKind::NameLoc { child, .. } => find_file_loc(ctx, *child, depth + 1),
        AttrKind::CallSiteLoc { callee, .. } => find_file_loc(ctx, *callee, depth + 1),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| find_file_loc(ctx, *l, depth + 1)),
        _ => None,
    }
}

/// Renders a diagnostic (and its notes) as mlir-opt prints it.
pub fn render(ctx: &Context, file: &SourceFile<'_>, diag: &Diagnostic) -> String {
    let mut out = String::new();
    render_one(ctx, file, diag, &mut out);
    for note in &diag.notes {
        render_one(ctx, file, note, &mut out);
    }
    out
}

fn render_one(ctx: &Context, file: &SourceFile<'_>, diag: &Diagnostic, out: &mut String) {
    let word = diag.severity.word();
    let mut caret_offset = None;
    match diag.loc {
        DiagLoc::Offset(off) => {
            let (line, col) = file.line_col(off);
            let _ = write!(out, "{}:{}:{}: {}: {}", file.name, line, col, word, diag.message);
            caret_offset = Some(off);
        }
        DiagLoc::Attr(loc) => {
            let mut prefix = String::new();
            crate::text::printer::print_location_for_diagnostic(ctx, loc, &mut prefix);
            if prefix.is_empty() {
                let _ = write!(out, "{}: {}", word, diag.message);
            } else {
                let _ = write!(out, "{}: {}: {}", prefix, word, diag.message);
            }
            if let Some((name, line, col)) = find_file_loc(ctx, loc, 0) {
                if name == file.name.as_bytes() {
                    caret_offset = file.offset_of(line as usize, col as usize);
                }
            }
        }
    }
    out.push('\n');
    if let Some(off) = caret_offset {
        let line = file.line_text(off);
        let (_, col) = file.line_col(off);
        out.push_str(&String::from_utf8_lossy(line));
        out.push('\n');
        let pad = col.saturating_sub(1).min(line.len());
        out.push_str(&" ".repeat(pad));
        out.push_str("^\n");
    }
}
