//! `--verify-diagnostics`, as MLIR's `SourceMgrDiagnosticVerifierHandler`:
//! a line matching
//! `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`
//! expects a diagnostic of that kind on its line (or the designated one)
//! whose message contains the text between the braces.
//!
//! The expectations are read from the whole file once (mlir-opt-22 keeps one
//! verifying handler for all the chunks of `--split-input-file`). Each
//! produced diagnostic (and each of its notes) is checked in turn, as it
//! comes: a match by line and text but not by kind is a "near miss"; no
//! match at all is an "unexpected" error. Expectations left unmatched are
//! reported at the end of the file, after every chunk's. As in mlir-opt, operations are not printed on diagnostics in this
//! mode, so the verifier's "see current operation" notes are left out.
//!
//! `-re` expectations: literal parts must match exactly; each `{{regex}}`
//! block is matched as "anything" (rods has no regex engine; this is more
//! permissive than mlir-opt).

use ir::diag::{find_file_loc, render_single, DiagLoc, Diagnostic, Severity, SourceFile};
use ir::Context;
use std::ops::Range;

struct Expected {
    severity: Severity,
    /// Line the diagnostic must be on (1-based); `None` for `@unknown`.
    line: Option<usize>,
    /// The text between the braces.
    message: String,
    /// For `-re`: the literal pieces between `{{...}}` blocks.
    regex_pieces: Option<Vec<String>>,
    /// Offset of the `expected-...` word, for reporting.
    offset: usize,
    matched: bool,
}

impl Expected {
    fn matches(&self, msg: &str) -> bool {
        let Some(pieces) = &self.regex_pieces else {
            return msg.contains(&self.message);
        };
        // Literal pieces in order, anything between them.
        let mut rest = msg;
        for p in pieces {
            if p.is_empty() {
                continue;
            }
            match rest.find(p.as_str()) {
                Some(at) => rest = &rest[at + p.len()..],
                None => return false,
            }
        }
        true
    }
}

/// Matches the designator regex at the start of `s` (which starts with
/// `expected-`); returns severity, `-re`, the `@...` spec and the text.
fn match_designator(s: &str) -> Option<(Severity, bool, Option<&str>, &str)> {
    let rest = s.strip_prefix("expected-")?;
    let (severity, rest) = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .iter()
    .find_map(|(w, sev)| rest.strip_prefix(w).map(|r| (*sev, r)))?;
    let (is_re, rest) = match rest.strip_prefix("-re") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let rest = rest.trim_start_matches(' ');
    let (spec, rest) = match rest.strip_prefix('@') {
        Some(r) => {
            let len = if r.starts_with('+') || r.starts_with('-') {
                let digits = r[1..].bytes().take_while(u8::is_ascii_digit).count();
                if digits == 0 {
                    return None;
                }
                1 + digits
            } else {
                ["above", "below", "unknown"]
                    .iter()
                    .find(|w| r.starts_with(**w))
                    .map(|w| w.len())?
            };
            (Some(&r[..len]), &r[len..])
        }
        None => (None, rest),
    };
    let rest = rest.trim_start_matches(' ');
    let body = rest.strip_prefix("{{")?;
    let text = body.strip_suffix("}}")?;
    Some((severity, is_re, spec, text))
}

/// The literal pieces of a `-re` expectation, or `None` if a `{{` block is
/// not closed.
fn regex_pieces(text: &str) -> Option<Vec<String>> {
    let mut pieces = Vec::new();
    let mut rest = text;
    loop {
        match rest.find("{{") {
            None => {
                pieces.push(rest.to_string());
                return Some(pieces);
            }
            Some(open) => {
                pieces.push(rest[..open].to_string());
                let after = &rest[open + 2..];
                let close = after.find("}}")?;
                rest = &after[close + 2..];
            }
        }
    }
}

/// Reads the expectations of the lines of `range` (lines are numbered in the
/// whole buffer; lines outside the range count as plain lines).
fn parse_expectations(text: &[u8], range: &Range<usize>) -> Vec<Expected> {
    let mut out: Vec<Expected> = Vec::new();
    let mut last_plain_line = 0usize;
    let mut below: Vec<usize> = Vec::new();
    let mut offset = 0usize;
    let lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    let num_lines = lines.len();
    for (idx, raw) in lines.iter().enumerate() {
        let line_start = offset;
        offset += raw.len() + 1;
        let in_chunk = line_start >= range.start && line_start < range.end.max(range.start + 1);
        let line = String::from_utf8_lossy(raw);
        let trimmed = line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
        let found = if in_chunk {
            trimmed
                .match_indices("expected-")
                .find_map(|(p, _)| match_designator(&trimmed[p..]).map(|m| (p, m)))
        } else {
            None
        };
        let Some((p, (severity, is_re, spec, message))) = found else {
            for i in below.drain(..) {
                out[i].line = Some(idx + 1);
            }
            last_plain_line = idx;
            continue;
        };
        // The byte offset of `expected-` (the lossy conversion keeps ASCII
        // positions only up to the first invalid byte; search the bytes).
        let at = find_bytes(raw, b"expected-", p).map_or(line_start, |q| line_start + q);
        let mut e = Expected {
            severity,
            line: Some(idx + 1),
            message: message.to_string(),
            regex_pieces: None,
            offset: at,
            matched: false,
        };
        if is_re {
            e.regex_pieces = regex_pieces(message);
        }
        match spec {
            None => {}
            Some("above") => e.line = Some(last_plain_line + 1),
            Some("below") => {
                below.push(out.len());
                e.line = Some(num_lines);
            }
            Some("unknown") => e.line = None,
            Some(s) => {
                let n: usize = s[1..].parse().unwrap_or(0);
                let line = idx + 1;
                e.line = Some(if s.starts_with('+') {
                    line.saturating_add(n)
                } else {
                    line.saturating_sub(n)
                });
            }
        }
        out.push(e);
    }
    out
}

fn find_bytes(hay: &[u8], needle: &[u8], from_char: usize) -> Option<usize> {
    let positions: Vec<usize> = hay
        .windows(needle.len())
        .enumerate()
        .filter(|(_, w)| *w == needle)
        .map(|(i, _)| i)
        .collect();
    // Prefer the occurrence at the same position (ASCII prefix), else the
    // first one at or after it.
    positions
        .iter()
        .copied()
        .find(|&i| i == from_char)
        .or_else(|| positions.iter().copied().find(|&i| i >= from_char))
        .or_else(|| positions.first().copied())
}

/// Where a diagnostic is, for matching: `Some(Some(line))` in this file,
/// `Some(None)` for no file location, `None` in another file.
fn diag_line(ctx: &Context, file: &SourceFile<'_>, d: &Diagnostic) -> Option<Option<usize>> {
    match d.loc {
        DiagLoc::Offset(o) => Some(Some(file.line_col(o).0)),
        DiagLoc::Attr(a) => match find_file_loc(ctx, a, 0) {
            None => Some(None),
            Some((f, l, _)) if f == file.name.as_bytes() => Some(Some(l as usize)),
            Some(_) => None,
        },
    }
}

fn severity_word(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
        Severity::Remark => "remark",
    }
}

/// The expectations of one file and which of them were seen
/// (`SourceMgrDiagnosticVerifierHandler`).
pub struct Verifier {
    expected: Vec<Expected>,
}

impl Verifier {
    /// The expectations written in `text` (the whole file).
    pub fn new(text: &[u8]) -> Verifier {
        Verifier {
            expected: parse_expectations(text, &(0..text.len())),
        }
    }

    /// Checks `diags` (one chunk's, in the order they were emitted);
    /// returns whether each was expected and the report for stderr.
    pub fn process(&mut self, ctx: &Context, file: &SourceFile<'_>, diags: &[Diagnostic]) -> (bool, Vec<u8>) {
        check(ctx, file, &mut self.expected, diags)
    }

    /// The expectations no diagnostic matched, as errors (those with a file
    /// location first): whether there was none, and the report.
    pub fn finish(&self, ctx: &Context, file: &SourceFile<'_>) -> (bool, Vec<u8>) {
        unmatched(ctx, file, &self.expected)
    }
}

/// Checks `diags` against `expected`, marking those matched; returns
/// success and the report for stderr.
fn check(ctx: &Context, file: &SourceFile<'_>, expected: &mut [Expected], diags: &[Diagnostic]) -> (bool, Vec<u8>) {
    let mut report = Vec::new();
    let mut ok = true;
    let mut all: Vec<&Diagnostic> = Vec::new();
    for d in diags.iter().flat_map(|d| d.all()) {
        all.push(d);
        all.extend(d.notes.iter().filter(|n| !n.is_op_note()));
    }
    for d in all {
        let Some(line) = diag_line(ctx, file, d) else {
            // Another file: mlir-opt would read that file's expectations.
            ok = false;
            let msg = format!("unexpected {}: {}", severity_word(d.severity), d.message);
            report.extend(render_single(ctx, file, d.loc, &msg, Severity::Error, 0));
            continue;
        };
        let mut near_miss = None;
        let mut matched = false;
        for e in expected.iter_mut() {
            if line.is_some() && e.line != line {
                continue;
            }
            if line.is_none() && e.line.is_some() {
                continue;
            }
            if e.matches(&d.message) {
                if e.severity == d.severity {
                    e.matched = true;
                    matched = true;
                    break;
                }
                near_miss = Some((e.offset, e.severity));
            }
        }
        if matched {
            continue;
        }
        ok = false;
        match near_miss {
            Some((at, kind)) => {
                let msg = format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    severity_word(d.severity),
                    severity_word(kind)
                );
                report.extend(render_single(ctx, file, DiagLoc::Offset(at), &msg, Severity::Error, 0));
            }
            None => {
                let msg = format!("unexpected {}: {}", severity_word(d.severity), d.message);
                report.extend(render_single(ctx, file, d.loc, &msg, Severity::Error, 0));
            }
        }
    }
    (ok, report)
}

/// Reports the expectations left unmatched.
fn unmatched(ctx: &Context, file: &SourceFile<'_>, expected: &[Expected]) -> (bool, Vec<u8>) {
    let mut report = Vec::new();
    let mut ok = true;
    // Expectations with a file location first, then `@unknown` ones.
    let (known, unknown): (Vec<&Expected>, Vec<&Expected>) =
        expected.iter().filter(|e| !e.matched).partition(|e| e.line.is_some());
    for e in known.into_iter().chain(unknown) {
        ok = false;
        let msg = format!(
            "expected {} \"{}\" was not produced",
            severity_word(e.severity),
            e.message
        );
        let loc = if e.line.is_some() {
            DiagLoc::Offset(e.offset)
        } else {
            DiagLoc::Attr(ctx.unknown_loc())
        };
        report.extend(render_single(ctx, file, loc, &msg, Severity::Error, e.message.len()));
    }
    (ok, report)
}
