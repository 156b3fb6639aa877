//! `--verify-diagnostics`: matches produced diagnostics against
//! `// expected-error@+N {{...}}` (also `-N`, `above`, `below`, none for the
//! same line; `expected-warning`, `expected-note`, `expected-remark`).

use ir::diag::{render, DiagLoc, Diagnostic, Severity, SourceFile};
use ir::Context;

struct Expected {
    severity: Severity,
    line: usize,
    message: String,
    /// Offset of the `expected-...` word, for reporting.
    offset: usize,
    matched: bool,
}

fn parse_expectations(text: &[u8]) -> Vec<Expected> {
    let mut out = Vec::new();
    let src = String::from_utf8_lossy(text);
    let mut offset = 0;
    for (idx, line) in src.split_inclusive('\n').enumerate() {
        let lineno = idx + 1;
        let mut rest = line;
        let mut base = offset;
        while let Some(p) = rest.find("expected-") {
            let after = &rest[p + "expected-".len()..];
            let (severity, word_len) = if after.starts_with("error") {
                (Severity::Error, 5)
            } else if after.starts_with("warning") {
                (Severity::Warning, 7)
            } else if after.starts_with("note") {
                (Severity::Note, 4)
            } else if after.starts_with("remark") {
                (Severity::Remark, 6)
            } else {
                rest = after;
                base += p + "expected-".len();
                continue;
            };
            let mut tail = &after[word_len..];
            let mut target = lineno as i64;
            if let Some(t) = tail.strip_prefix('@') {
                let end = t.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(t.len());
                let spec = &t[..end];
                target = match spec {
                    "above" => lineno as i64 - 1,
                    "below" => lineno as i64 + 1,
                    s if s.starts_with('+') => lineno as i64 + s[1..].parse::<i64>().unwrap_or(0),
                    s if s.starts_with('-') => lineno as i64 - s[1..].parse::<i64>().unwrap_or(0),
                    _ => lineno as i64,
                };
                tail = &t[end..];
            }
            let tail_trim = tail.trim_start();
            if let Some(body) = tail_trim.strip_prefix("{{") {
                if let Some(end) = body.find("}}") {
                    out.push(Expected {
                        severity,
                        line: target.max(0) as usize,
                        message: body[..end].to_string(),
                        offset: base + p,
                        matched: false,
                    });
                }
            }
            let consumed = p + "expected-".len() + word_len;
            rest = &rest[consumed..];
            base += consumed;
        }
        offset += line.len();
    }
    out
}

fn diag_line(ctx: &Context, file: &SourceFile<'_>, d: &Diagnostic) -> Option<usize> {
    match d.loc {
        DiagLoc::Offset(o) => Some(file.line_col(o).0),
        DiagLoc::Attr(a) => ir::diag::find_file_loc(ctx, a, 0)
            .filter(|(f, _, _)| f == file.name.as_bytes())
            .map(|(_, l, _)| l as usize),
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

/// Checks `diags` against the file's expectations; returns success and the
/// report for stderr.
pub fn check(ctx: &Context, file: &SourceFile<'_>, diags: &[Diagnostic]) -> (bool, String) {
    let mut expected = parse_expectations(file.text);
    let mut report = String::new();
    let mut ok = true;
    let mut all: Vec<&Diagnostic> = Vec::new();
    for d in diags {
        all.push(d);
        all.extend(d.notes.iter());
    }
    for d in all {
        let line = diag_line(ctx, file, d);
        let found = expected
            .iter_mut()
            .find(|e| !e.matched && e.severity == d.severity && Some(e.line) == line && d.message.contains(&e.message));
        match found {
            Some(e) => e.matched = true,
            None => {
                if d.severity == Severity::Note {
                    continue;
                }
                ok = false;
                let mut u = d.clone();
                u.notes.clear();
                u.message = format!("unexpected {}: {}", severity_word(d.severity), d.message);
                u.severity = Severity::Error;
                report.push_str(&render(ctx, file, &u));
            }
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        ok = false;
        let d = Diagnostic::error(
            DiagLoc::Offset(e.offset),
            format!(
                "expected {} \"{}\" was not produced",
                severity_word(e.severity),
                e.message
            ),
        );
        report.push_str(&render(ctx, file, &d));
    }
    (ok, report)
}
