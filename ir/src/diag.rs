//! Diagnostics rendered like MLIR's: `file:line:col: error: message`, then the
//! source line and a caret when the location points into a known buffer.
//!
//! Rendering follows mlir-opt's `SourceMgrDiagnosticHandler` and LLVM's
//! `SMDiagnostic::print`: call-site locations add "called from" notes, a note
//! shows its source line only when its location differs from the previous
//! one, tabs are expanded to 8 columns, a line with non-ASCII bytes is shown
//! without a caret, and a location without a file position prints as
//! `<unknown>:0: error: loc(...): message`.

use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use std::io::Write;

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
    /// Further, separate diagnostics reported together with this one (MLIR
    /// reports every undefined SSA name or block of a scope, not only the
    /// first).
    pub followups: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic of `severity` at `loc`, without notes.
    pub fn new(severity: Severity, loc: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            loc,
            message: message.into(),
            notes: Vec::new(),
            followups: Vec::new(),
        }
    }

    /// An error at `loc`.
    pub fn error(loc: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Error, loc, message)
    }

    /// A warning at `loc`.
    pub fn warning(loc: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Warning, loc, message)
    }

    /// A remark at `loc`.
    pub fn remark(loc: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Remark, loc, message)
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: DiagLoc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
            followups: Vec::new(),
        });
        self
    }

    /// The diagnostic as mlir-opt prints it, locations resolved through `ctx`
    /// (`file:line:col: error: message`, then its notes and followups), without
    /// source lines. A diagnostic that points at byte offsets of a parsed
    /// buffer (a parse error) needs that buffer for line and column: use
    /// [`render`] with it; here it prints as [`Display`](std::fmt::Display) does.
    pub fn render(&self, ctx: &Context) -> String {
        let at_offset = |d: &Diagnostic| matches!(d.loc, DiagLoc::Offset(_));
        if self
            .all()
            .into_iter()
            .any(|d| at_offset(d) || d.notes.iter().any(at_offset))
        {
            return self.to_string();
        }
        let text = render(ctx, &SourceFile { name: "", text: b"" }, self);
        text.trim_end().to_string()
    }

    /// `last` reported after `earlier` (diagnostics given before it, such as
    /// a parse's warnings), as one diagnostic: the first of `earlier` with
    /// the rest and `last` as followups; `last` alone when `earlier` is empty.
    pub fn after(earlier: Vec<Diagnostic>, last: Diagnostic) -> Diagnostic {
        let mut all = earlier.into_iter();
        match all.next() {
            None => last,
            Some(mut head) => {
                head.followups.extend(all);
                head.followups.push(last);
                head
            }
        }
    }

    /// Whether this (a note) is the "see current operation: ..." note that
    /// MLIR attaches to a diagnostic emitted on an op while the context
    /// prints ops on diagnostics (mlir-opt's `--mlir-print-op-on-diagnostic`,
    /// on unless `--verify-diagnostics`).
    pub fn is_op_note(&self) -> bool {
        self.message.starts_with("see current operation: ")
    }

    /// This diagnostic followed by its followups, flattened into separate
    /// diagnostics (each with its own notes), in order.
    pub fn into_all(mut self) -> Vec<Diagnostic> {
        let followups = std::mem::take(&mut self.followups);
        let mut out = vec![self];
        for f in followups {
            out.extend(f.into_all());
        }
        out
    }

    /// This diagnostic followed by its followups, flattened.
    pub fn all(&self) -> Vec<&Diagnostic> {
        let mut out = vec![self];
        for f in &self.followups {
            out.extend(f.all());
        }
        out
    }
}

/// `error: message` with each note on its own line (`note: ...`) and the followups
/// after it: what a diagnostic says without a context to print its location with
/// (use [`render`] for `file:line:col` and the source line). An offset into the
/// parsed buffer shows as `at byte N`.
impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, d) in self.all().into_iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{}: {}", d.severity.word(), d.message)?;
            if let DiagLoc::Offset(o) = d.loc {
                write!(f, " (at byte {o})")?;
            }
            for n in &d.notes {
                write!(f, "\n{}: {}", n.severity.word(), n.message)?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

/// A named source buffer, for turning offsets into line and column.
pub struct SourceFile<'a> {
    /// Name used in locations (`-` input is `<stdin>`).
    pub name: &'a str,
    /// The text.
    pub text: &'a [u8],
}

impl SourceFile<'_> {
    /// 1-based line and column (in bytes) of `offset`; lines end at `\n`.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let before = &self.text[..offset];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        (line, offset - line_start + 1)
    }

    /// Offset of 1-based (line, col), as LLVM's `FindLocForLineAndColumn`:
    /// `None` when the column runs past the buffer or across a line end.
    pub fn offset_of(&self, line: usize, col: usize) -> Option<usize> {
        if line == 0 {
            return None;
        }
        let mut start = 0usize;
        for _ in 1..line {
            start += self.text.get(start..)?.iter().position(|&b| b == b'\n')? + 1;
        }
        let col = col.saturating_sub(1);
        let end = start.checked_add(col)?;
        if end > self.text.len() || self.text[start..end].iter().any(|&b| b == b'\n' || b == b'\r') {
            return None;
        }
        Some(end)
    }

    /// The line around `offset` as LLVM's `SourceMgr` sees it (bounded by
    /// `\n` or `\r` on both sides).
    fn line_text(&self, offset: usize) -> (usize, &[u8]) {
        let offset = offset.min(self.text.len());
        let start = self.text[..offset]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .map_or(0, |p| p + 1);
        let end = self.text[offset..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .map_or(self.text.len(), |p| offset + p);
        (start, &self.text[start..end])
    }
}

/// Finds the first file location inside a location attribute, in the
/// pre-order walk MLIR's `findInstanceOf<FileLineColLoc>` does.
pub fn find_file_loc(ctx: &Context, loc: Attr, depth: usize) -> Option<(Vec<u8>, u32, u32)> {
    if depth > 64 {
        return None;
    }
    match ctx.attr_kind(loc) {
        AttrKind::FileLoc { file, line, col, .. } => Some((ctx.string_value(*file).to_vec(), *line, *col)),
        AttrKind::NameLoc { child, .. } => find_file_loc(ctx, *child, depth + 1),
        AttrKind::CallSiteLoc { callee, caller } => {
            find_file_loc(ctx, *callee, depth + 1).or_else(|| find_file_loc(ctx, *caller, depth + 1))
        }
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| find_file_loc(ctx, *l, depth + 1)),
        _ => None,
    }
}

/// MLIR's `findLocToShow`: the location a diagnostic is displayed at, or
/// `None` for unknown locations.
fn loc_to_show(ctx: &Context, loc: Attr, depth: usize) -> Option<Attr> {
    if depth > 64 {
        return None;
    }
    match ctx.attr_kind(loc) {
        AttrKind::CallSiteLoc { callee, .. } => loc_to_show(ctx, *callee, depth + 1),
        AttrKind::FileLoc { .. } => Some(loc),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| loc_to_show(ctx, *l, depth + 1)),
        AttrKind::NameLoc { child, .. } => loc_to_show(ctx, *child, depth + 1),
        AttrKind::UnknownLoc => None,
        _ => Some(loc),
    }
}

/// MLIR's `getCallSiteLoc`: the call-site location inside name and fused
/// locations.
fn call_site(ctx: &Context, loc: Attr, depth: usize) -> Option<Attr> {
    if depth > 64 {
        return None;
    }
    match ctx.attr_kind(loc) {
        AttrKind::NameLoc { child, .. } => call_site(ctx, *child, depth + 1),
        AttrKind::CallSiteLoc { .. } => Some(loc),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| call_site(ctx, *l, depth + 1)),
        _ => None,
    }
}

/// How many "called from" notes a call-site location adds at most.
const CALL_STACK_LIMIT: usize = 5;

/// Renders a diagnostic (its notes, then its followups) as mlir-opt prints
/// it. Invalid UTF-8 from the source is replaced; [`render_bytes`] keeps it.
pub fn render(ctx: &Context, file: &SourceFile<'_>, diag: &Diagnostic) -> String {
    String::from_utf8_lossy(&render_bytes(ctx, file, diag)).into_owned()
}

/// Renders a diagnostic as mlir-opt prints it, byte for byte (source lines
/// are copied verbatim).
pub fn render_bytes(ctx: &Context, file: &SourceFile<'_>, diag: &Diagnostic) -> Vec<u8> {
    let mut out = Vec::new();
    for d in diag.all() {
        render_with_notes(ctx, file, d, &mut out);
    }
    out
}

/// Whether two locations are the same MLIR location (an offset stands for
/// the file location of its line and column).
fn same_loc(ctx: &Context, file: &SourceFile<'_>, a: DiagLoc, b: DiagLoc) -> bool {
    let key = |l: DiagLoc| -> Result<(usize, usize), Attr> {
        match l {
            DiagLoc::Offset(o) => Ok(file.line_col(o)),
            DiagLoc::Attr(a) => match ctx.attr_kind(a) {
                AttrKind::FileLoc {
                    file: f,
                    line,
                    col,
                    end_line,
                    end_col,
                    ..
                } if ctx.string_value(*f) == file.name.as_bytes() && end_line == line && end_col == col => {
                    Ok((*line as usize, *col as usize))
                }
                _ => Err(a),
            },
        }
    };
    key(a) == key(b)
}

fn render_with_notes(ctx: &Context, file: &SourceFile<'_>, diag: &Diagnostic, out: &mut Vec<u8>) {
    let mut prev = diag.loc;
    match diag.loc {
        DiagLoc::Offset(_) => emit(ctx, file, diag.loc, &diag.message, diag.severity, true, 0, out),
        DiagLoc::Attr(loc) => {
            let mut stack: Vec<(Attr, &str)> = Vec::new();
            if let Some(l) = loc_to_show(ctx, loc, 0) {
                stack.push((l, ""));
            }
            let caller_of = |cs: Attr| match *ctx.attr_kind(cs) {
                AttrKind::CallSiteLoc { caller, .. } => caller,
                _ => cs,
            };
            if let Some(cs) = call_site(ctx, loc, 0) {
                let mut cur = caller_of(cs);
                for _ in 0..CALL_STACK_LIMIT {
                    if let Some(l) = loc_to_show(ctx, cur, 0) {
                        stack.push((l, "called from"));
                    }
                    match call_site(ctx, cur, 0) {
                        Some(next) => cur = caller_of(next),
                        None => break,
                    }
                }
                // Notes compare against the last caller reached (MLIR reuses
                // its `loc` variable).
                prev = DiagLoc::Attr(cur);
            }
            match stack.split_first() {
                None => emit(ctx, file, diag.loc, &diag.message, diag.severity, true, 0, out),
                Some((first, rest)) => {
                    emit(
                        ctx,
                        file,
                        DiagLoc::Attr(first.0),
                        &diag.message,
                        diag.severity,
                        true,
                        0,
                        out,
                    );
                    for (l, m) in rest {
                        emit(ctx, file, DiagLoc::Attr(*l), m, Severity::Note, true, 0, out);
                    }
                }
            }
        }
    }
    for note in &diag.notes {
        let show = !same_loc(ctx, file, prev, note.loc);
        emit(ctx, file, note.loc, &note.message, note.severity, show, 0, out);
        prev = note.loc;
    }
}

/// Renders one message at one location, without notes or call stacks (MLIR's
/// single-location `emitDiagnostic`), with `range_len` bytes from the
/// location underlined with `~` (LLVM's `SMRange`).
pub fn render_single(
    ctx: &Context,
    file: &SourceFile<'_>,
    loc: DiagLoc,
    message: &str,
    severity: Severity,
    range_len: usize,
) -> Vec<u8> {
    let mut out = Vec::new();
    emit(ctx, file, loc, message, severity, true, range_len, &mut out);
    out
}

/// Prints one message as LLVM's `SMDiagnostic::print` does.
#[allow(clippy::too_many_arguments)]
fn emit(
    ctx: &Context,
    file: &SourceFile<'_>,
    loc: DiagLoc,
    message: &str,
    severity: Severity,
    show_line: bool,
    range_len: usize,
    out: &mut Vec<u8>,
) {
    let word = severity.word();
    let offset = match loc {
        DiagLoc::Offset(off) => {
            let (line, col) = file.line_col(off);
            // A `\r` between the line start and the column makes the
            // location unconvertible back to a buffer position.
            let start = off.min(file.text.len()) + 1 - col;
            let convertible = !file.text[start..off.min(file.text.len())].contains(&b'\r');
            let _ = writeln!(out, "{}:{}:{}: {}: {}", file.name, line, col, word, message);
            convertible.then_some(off)
        }
        DiagLoc::Attr(attr) => match find_file_loc(ctx, attr, 0) {
            None => {
                let prefix = if matches!(ctx.attr_kind(attr), AttrKind::UnknownLoc) {
                    String::new()
                } else {
                    format!("{}: ", crate::text::printer::attr_to_string(ctx, attr))
                };
                let _ = writeln!(out, "<unknown>:0: {word}: {prefix}{message}");
                None
            }
            Some((name, line, col)) => {
                let off = (show_line && line != 0 && col != 0 && name == file.name.as_bytes())
                    .then(|| file.offset_of(line as usize, col as usize))
                    .flatten();
                match off {
                    Some(off) => {
                        let (l, c) = file.line_col(off);
                        let _ = writeln!(out, "{}:{}:{}: {}: {}", file.name, l, c, word, message);
                    }
                    None => {
                        out.extend_from_slice(&name);
                        let _ = writeln!(out, ":{line}:{col}: {word}: {message}");
                    }
                }
                off
            }
        },
    };
    if let (true, Some(off)) = (show_line, offset) {
        print_source_line(file, off, range_len, out);
    }
}

const TAB_STOP: usize = 8;

/// The source line and caret (after `~` for a range within the line), with
/// LLVM's tab expansion.
fn print_source_line(file: &SourceFile<'_>, offset: usize, range_len: usize, out: &mut Vec<u8>) {
    let (start, line) = file.line_text(offset);
    let col0 = offset.min(file.text.len()) - start;
    expand_tabs(line, out);
    if line.iter().any(|&b| b & 0x80 != 0) {
        return;
    }
    let mut caret = vec![b' '; line.len() + 1];
    let range_end = col0.saturating_add(range_len).min(line.len());
    for c in caret.iter_mut().take(range_end).skip(col0) {
        *c = b'~';
    }
    caret[col0.min(line.len())] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    let mut out_col = 0;
    for (i, &c) in caret.iter().enumerate() {
        if line.get(i) != Some(&b'\t') {
            out.push(c);
            out_col += 1;
            continue;
        }
        loop {
            out.push(c);
            out_col += 1;
            if out_col % TAB_STOP == 0 {
                break;
            }
        }
    }
    out.push(b'\n');
}

fn expand_tabs(line: &[u8], out: &mut Vec<u8>) {
    let mut out_col = 0;
    for &b in line {
        if b != b'\t' {
            out.push(b);
            out_col += 1;
            continue;
        }
        loop {
            out.push(b' ');
            out_col += 1;
            if out_col % TAB_STOP == 0 {
                break;
            }
        }
    }
    out.push(b'\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diagnostic_displays_its_message_notes_and_followups() {
        let mut d = Diagnostic::error(DiagLoc::Offset(7), "expected type").with_note(DiagLoc::Offset(0), "see here");
        d.followups
            .push(Diagnostic::error(DiagLoc::Offset(9), "undefined value"));
        assert_eq!(
            d.to_string(),
            "error: expected type (at byte 7)\nnote: see here\nerror: undefined value (at byte 9)"
        );
        let boxed: Box<dyn std::error::Error> = Box::new(d);
        assert!(boxed.to_string().starts_with("error: expected type"));
    }

    #[test]
    fn earlier_diagnostics_come_first_in_after() {
        let warning = |m: &str| {
            let mut w = Diagnostic::error(DiagLoc::Offset(1), m);
            w.severity = Severity::Warning;
            w
        };
        let last = Diagnostic::error(DiagLoc::Offset(5), "bad op");
        let alone = Diagnostic::after(Vec::new(), last.clone());
        assert_eq!(alone.to_string(), last.to_string());
        let d = Diagnostic::after(vec![warning("w1"), warning("w2")], last);
        let order: Vec<(&str, Severity)> = d.all().iter().map(|x| (x.message.as_str(), x.severity)).collect();
        assert_eq!(
            order,
            [
                ("w1", Severity::Warning),
                ("w2", Severity::Warning),
                ("bad op", Severity::Error)
            ]
        );
    }
}
