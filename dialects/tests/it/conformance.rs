//! Upstream MLIR's own test files as a conformance suite.
//!
//! `tests/data/upstream/<Dir>/*.mlir` are MLIR 22's `mlir/test/Dialect/<Dir>`
//! files whose RUN lines only parse, print and verify. `manifest.tsv` (made by
//! `regen.py` with mlir-opt-22) gives upstream's verdict on every chunk, and
//! the hashes of its custom, generic and bytecode output of accepted chunks.
//! A file is cut as `regen.py` cut it (the manifest's `cut` column): at
//! `// -----` markers (`split`), not at all (`whole`), or, for a single-chunk
//! file mlir-opt-22 rejects as a whole, into top-level pieces (`piece`: each
//! top-level statement with the file's alias definitions, everything else
//! blanked; `regen.py` documents the rule). Each chunk runs in-process through `rods-opt`'s driver with its RUN line's
//! flags, at its own lines and columns, and fails when: an accepted chunk
//! prints differently, an invalid chunk's diagnostics do not match its
//! `expected-*` comments, or rods accepts a chunk that upstream rejects.
//! Chunks rods cannot run (`skipped.tsv`) and chunks rods gets wrong today
//! (`known-gaps.tsv`) are listed with the reason; a listed gap that starts
//! passing fails the test too, so the lists stay true. With `mlir-opt-22` on PATH, a differing output is
//! shown against mlir-opt-22's, run live.

use dialects::driver::{run_buffer, Options};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The split marker, as `--split-input-file` knows it.
const MARKER: &str = "// -----";

/// One line of `skipped.tsv` or `known-gaps.tsv`: a chunk and why it is listed.
struct Listed {
    file: String,
    chunk: usize,
    reason: String,
}

/// The chunks listed in `name` (tab-separated `file`, `chunk`, `reason`).
/// `skipped.tsv`: chunks not run, because mlir-opt-22 itself does not run
/// them as the file says or they need a dialect rods lacks (an
/// upstream-rejected one must still be rejected, unless the reason starts
/// with "needs ": a dialect rods does not have decides it). `known-gaps.tsv`:
/// chunks rods gets wrong today.
fn read_list(name: &str) -> Vec<Listed> {
    let text = std::fs::read_to_string(data_dir().join(name)).expect("chunk list");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|line| {
            let f: Vec<&str> = line.splitn(3, '\t').collect();
            assert_eq!(f.len(), 3, "{name}: malformed line: {line}");
            assert!(!f[2].trim().is_empty(), "{name}: no reason given: {line}");
            Listed {
                file: f[0].to_string(),
                chunk: f[1].parse().expect("chunk index"),
                reason: f[2].to_string(),
            }
        })
        .collect()
}

fn listed<'a>(list: &'a [Listed], file: &str, chunk: usize) -> Option<&'a Listed> {
    list.iter().find(|l| l.file == file && l.chunk == chunk)
}

/// One line of `manifest.tsv`.
struct Verdict {
    file: String,
    chunk: usize,
    line: usize,
    accepts: bool,
    /// `Some(ok)` for files run with `--verify-diagnostics`.
    diagnostics_ok: Option<bool>,
    /// sha256 of the custom, generic and bytecode output of an accepted chunk.
    hashes: Option<[String; 3]>,
    /// How `regen.py` cut the file into chunks.
    cut: Cut,
}

/// How a file is cut into chunks (the manifest's `cut` column).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cut {
    /// At `// -----` markers (`--split-input-file`).
    Split,
    /// Not cut: the file is one chunk.
    Whole,
    /// Into top-level pieces: mlir-opt-22 rejects the single-chunk file as a whole.
    Piece,
}

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/upstream")
}

fn read_manifest() -> Vec<Verdict> {
    let text = std::fs::read_to_string(data_dir().join("manifest.tsv")).expect("manifest.tsv");
    let mut rows = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 9, "malformed manifest line: {line}");
        let hashes = (f[5] != "-").then(|| [f[5].to_string(), f[6].to_string(), f[7].to_string()]);
        rows.push(Verdict {
            file: f[0].to_string(),
            chunk: f[1].parse().expect("chunk index"),
            line: f[2].parse().expect("line"),
            accepts: f[3] == "accept",
            diagnostics_ok: match f[4] {
                "ok" => Some(true),
                "fail" => Some(false),
                _ => None,
            },
            hashes,
            cut: match f[8] {
                "split" => Cut::Split,
                "whole" => Cut::Whole,
                "piece" => Cut::Piece,
                other => panic!("manifest.tsv: unknown cut `{other}` in: {line}"),
            },
        });
    }
    rows
}

/// The flags of a file's first RUN line.
#[derive(Clone, Copy)]
struct RunLine {
    split: bool,
    verify: bool,
    allow_unregistered: bool,
}

fn run_line(text: &str) -> RunLine {
    let line = text.lines().find(|l| l.starts_with("// RUN:")).unwrap_or("");
    RunLine {
        split: line.contains("split-input-file"),
        verify: line.contains("verify-diagnostics"),
        allow_unregistered: line.contains("allow-unregistered-dialect"),
    }
}

/// Each chunk as (offset of its marker, start, end), as `regen.py` splits.
fn chunks(text: &str) -> Vec<(Option<usize>, usize, usize)> {
    let mut out = Vec::new();
    let (mut marker_at, mut start) = (None, 0);
    while let Some(p) = text[start..].find(MARKER).map(|p| p + start) {
        out.push((marker_at, start, p));
        marker_at = Some(p);
        start = p + MARKER.len();
    }
    out.push((marker_at, start, text.len()));
    out
}

/// `s` with every character but newlines turned into a space.
fn blank(s: &str) -> String {
    s.chars().map(|c| if c == '\n' { '\n' } else { ' ' }).collect()
}

/// The chunk at its own lines and columns: everything before its marker
/// blanked, so the driver sees a blank chunk, the marker and the chunk.
fn padded(text: &str, marker_at: Option<usize>, start: usize, end: usize) -> String {
    match marker_at {
        None => text[start..end].to_string(),
        Some(m) => format!("{}{MARKER}{}", blank(&text[..m]), &text[start..end]),
    }
}

/// Whether the statement at the start of `s` defines an alias
/// (`#name = ...` or `!name = ...`).
fn is_alias_definition(s: &str) -> bool {
    let Some(rest) = s.strip_prefix(['#', '!']) else {
        return false;
    };
    let name_end = rest
        .find(|c: char| !(c.is_alphanumeric() || "_.$-".contains(c)))
        .unwrap_or(rest.len());
    name_end > 0 && rest[name_end..].trim_start().starts_with('=')
}

/// Opened minus closed `(`, `[`, `{` on a line, outside strings and a
/// trailing `//` comment.
fn bracket_balance(line: &str) -> i64 {
    let (mut balance, mut in_string, mut escaped) = (0, false, false);
    for (i, c) in line.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
        } else if c == '"' {
            in_string = true;
        } else if line[i..].starts_with("//") {
            break;
        } else if "([{".contains(c) {
            balance += 1;
        } else if ")]}".contains(c) {
            balance -= 1;
        }
    }
    balance
}

/// The top-level statements of `text` as (start, end, is an alias
/// definition), as `regen.py` finds them: a statement starts at a line
/// outside any bracket whose column 0 is not blank, not a `//` comment and
/// not a bracket, and ends where the next one starts.
fn statements(text: &str) -> Vec<(usize, usize, bool)> {
    let mut starts = Vec::new();
    let (mut offset, mut depth) = (0, 0);
    for line in text.split('\n') {
        let opens = line
            .chars()
            .next()
            .is_some_and(|c| !c.is_whitespace() && !"()[]{}<>".contains(c));
        if depth == 0 && opens && !line.starts_with("//") {
            starts.push(offset);
        }
        depth = (depth + bracket_balance(line)).max(0);
        offset += line.len() + 1;
    }
    let ends = starts.iter().skip(1).copied().chain([text.len()]);
    starts
        .iter()
        .zip(ends)
        .map(|(&s, e)| (s, e, is_alias_definition(&text[s..])))
        .collect()
}

/// Each statement that is not an alias definition, with every alias
/// definition, everything else blanked: (start of the statement, body).
fn pieces(text: &str) -> Vec<(usize, String)> {
    let stmts = statements(text);
    let aliases: Vec<(usize, usize)> = stmts.iter().filter(|s| s.2).map(|s| (s.0, s.1)).collect();
    stmts
        .iter()
        .filter(|s| !s.2)
        .map(|&(start, end, _)| {
            let mut keep = aliases.clone();
            keep.push((start, end));
            keep.sort_unstable();
            let (mut body, mut at) = (String::new(), 0);
            for (s, e) in keep {
                body += &blank(&text[at..s]);
                body += &text[s..e];
                at = e;
            }
            body += &blank(&text[at..]);
            (start, body)
        })
        .collect()
}

/// The file's chunks as (first line, body), cut as `regen.py` cut it.
fn chunk_bodies(text: &str, cut: Cut) -> Vec<(usize, String)> {
    let line_of = |offset: usize| text[..offset].matches('\n').count() + 1;
    match cut {
        Cut::Whole => vec![(1, text.to_string())],
        Cut::Split => chunks(text)
            .into_iter()
            .map(|(marker_at, start, end)| (line_of(start), padded(text, marker_at, start, end)))
            .collect(),
        Cut::Piece => pieces(text)
            .into_iter()
            .map(|(start, body)| (line_of(start), body))
            .collect(),
    }
}

/// The output of the chunk itself: with `--split-input-file`, what follows
/// the first marker line when there is a blank chunk before it.
fn chunk_output(split: bool, body: &str, out: &[u8]) -> Vec<u8> {
    if !split || !body.contains(MARKER) {
        return out.to_vec();
    }
    let sep = b"// -----\n";
    match out.windows(sep.len()).position(|w| w == sep) {
        Some(p) => out[p + sep.len()..].to_vec(),
        None => Vec::new(),
    }
}

/// What rods-opt's driver gives for one chunk: (success, chunk output, stderr).
fn rods(name: &str, body: &str, run: RunLine, extra: impl FnOnce(&mut Options)) -> (bool, Vec<u8>, String) {
    let mut opts = Options {
        input: name.into(),
        output: "-".into(),
        split_input_file: run.split,
        allow_unregistered: run.allow_unregistered,
        ..Default::default()
    };
    extra(&mut opts);
    let r = run_buffer(&opts, name, body.as_bytes());
    (r.success, chunk_output(run.split, body, &r.output), r.stderr)
}

fn sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// mlir-opt-22's output for the chunk, run live, when it is on PATH.
fn mlir_opt_live(name: &str, body: &str, run: RunLine, flag: Option<&str>) -> Option<Vec<u8>> {
    let dir = std::env::temp_dir().join(format!("rods-conformance-{}", std::process::id()));
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent()?).ok()?;
    std::fs::write(&path, body).ok()?;
    let mut cmd = std::process::Command::new("mlir-opt-22");
    cmd.current_dir(&dir).arg(name);
    if run.split {
        cmd.arg("--split-input-file");
    }
    if run.allow_unregistered {
        cmd.arg("--allow-unregistered-dialect");
    }
    cmd.args(flag);
    let out = cmd.output().ok()?;
    let _ = std::fs::remove_dir_all(&dir);
    Some(chunk_output(run.split, body, &out.stdout))
}

/// The first line where two outputs differ, for a failure message.
fn first_difference(ours: &[u8], theirs: &[u8]) -> String {
    let (a, b) = (String::from_utf8_lossy(ours), String::from_utf8_lossy(theirs));
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}: rods `{x}` vs mlir-opt-22 `{y}`", i + 1);
        }
    }
    format!("lengths {} vs {} bytes", ours.len(), theirs.len())
}

/// How one chunk came out.
#[derive(Default)]
struct ChunkResult {
    problems: Vec<String>,
    /// Upstream accepts it and rods prints it identically in all three forms.
    identical: bool,
    /// Upstream rejects it and rods' diagnostics match (verify files).
    invalid_passes: bool,
    /// Upstream rejects it and rods accepts it.
    rejected_but_accepted: bool,
    /// Upstream and rods reject it, in a file without diagnostics to compare.
    rejected_by_both: bool,
}

fn check_chunk(v: &Verdict, body: &str, run: RunLine) -> ChunkResult {
    let mut r = ChunkResult::default();
    let (accepted, _, stderr) = rods(&v.file, body, run, |_| {});
    if v.accepts {
        if !accepted {
            r.problems.push(format!(
                "upstream accepts, rods rejects: {}",
                stderr.lines().next().unwrap_or("")
            ));
        } else if let Some(hashes) = &v.hashes {
            let forms: [(&str, Option<&str>); 3] = [
                ("custom", None),
                ("generic", Some("--mlir-print-op-generic")),
                ("bytecode", Some("--emit-bytecode")),
            ];
            let mut same = true;
            for ((form, flag), want) in forms.iter().zip(hashes) {
                let (_, out, _) = rods(&v.file, body, run, |o| match flag {
                    Some("--mlir-print-op-generic") => o.generic = true,
                    Some(_) => o.emit_bytecode = true,
                    None => {}
                });
                if sha256(&out) != *want {
                    same = false;
                    let detail = mlir_opt_live(&v.file, body, run, *flag)
                        .map(|theirs| first_difference(&out, &theirs))
                        .unwrap_or_else(|| "mlir-opt-22 not on PATH to show the difference".into());
                    r.problems
                        .push(format!("{form} output differs from mlir-opt-22's: {detail}"));
                }
            }
            r.identical = same;
        }
    } else if accepted {
        r.rejected_but_accepted = true;
        r.problems.push("upstream rejects, rods accepts".into());
    } else {
        r.rejected_by_both = v.diagnostics_ok.is_none();
    }
    if v.diagnostics_ok == Some(true) {
        let (ok, _, report) = rods(&v.file, body, run, |o| o.verify_diagnostics = true);
        if !ok {
            let first: Vec<&str> = report.lines().filter(|l| l.contains("error:")).take(2).collect();
            r.problems
                .push(format!("--verify-diagnostics fails: {}", first.join(" | ")));
        } else if !v.accepts {
            r.invalid_passes = true;
        }
    }
    r
}

/// Per-file tallies for the report.
#[derive(Default)]
struct Tally {
    /// The file was cut into top-level pieces.
    pieces: bool,
    chunks: usize,
    passed: usize,
    skipped: usize,
    known: usize,
    accepted: usize,
    identical: usize,
    invalid: usize,
    invalid_passing: usize,
    rejected_but_accepted: usize,
    rejected_by_both: usize,
}

#[test]
fn upstream_test_files_conform() {
    let manifest = read_manifest();
    let skipped = read_list("skipped.tsv");
    let known_gaps = read_list("known-gaps.tsv");
    let mut by_file: BTreeMap<&str, Vec<&Verdict>> = BTreeMap::new();
    for v in &manifest {
        by_file.entry(v.file.as_str()).or_default().push(v);
    }
    let mut failures = Vec::new();
    let mut tallies: BTreeMap<&str, Tally> = BTreeMap::new();
    for (file, verdicts) in &by_file {
        let text = std::fs::read_to_string(data_dir().join(file)).expect("upstream test file");
        let run = run_line(&text);
        let cut = verdicts[0].cut;
        assert!(
            verdicts.iter().all(|v| v.cut == cut) && (cut == Cut::Split) == run.split,
            "{file}: manifest.tsv is stale, run regen.py"
        );
        let bodies = chunk_bodies(&text, cut);
        assert_eq!(
            bodies.len(),
            verdicts.len(),
            "{file}: manifest.tsv is stale, run regen.py"
        );
        let tally = tallies.entry(file).or_default();
        tally.pieces = cut == Cut::Piece;
        for (v, (line, body)) in verdicts.iter().zip(&bodies) {
            tally.chunks += 1;
            let unit = if cut == Cut::Piece { "piece" } else { "chunk" };
            let at = format!("{file} {unit} {} (line {})", v.chunk, v.line);
            assert!(
                v.diagnostics_ok.is_some() == run.verify && v.line == *line,
                "{at}: manifest.tsv is stale, run regen.py"
            );
            if let Some(skip) = listed(&skipped, file, v.chunk) {
                tally.skipped += 1;
                if !v.accepts && !skip.reason.starts_with("needs ") && rods(&v.file, body, run, |_| {}).0 {
                    tally.rejected_but_accepted += 1;
                    failures.push(format!("{at}: upstream rejects, rods accepts"));
                }
                continue;
            }
            if v.diagnostics_ok == Some(false) {
                failures.push(format!(
                    "{at}: mlir-opt-22 fails its own expectations; list it in skipped.tsv"
                ));
                continue;
            }
            let r = check_chunk(v, body, run);
            tally.accepted += usize::from(v.accepts);
            tally.identical += usize::from(r.identical);
            // Rejected chunks of files run without --verify-diagnostics have
            // no diagnostics to compare; only the rejection counts there.
            tally.invalid += usize::from(!v.accepts && v.diagnostics_ok.is_some());
            tally.invalid_passing += usize::from(r.invalid_passes);
            tally.rejected_but_accepted += usize::from(r.rejected_but_accepted);
            tally.rejected_by_both += usize::from(r.rejected_by_both);
            let known = listed(&known_gaps, file, v.chunk).is_some();
            match (r.problems.is_empty(), known) {
                (true, false) => tally.passed += 1,
                (false, true) => tally.known += 1,
                (true, true) => failures.push(format!("{at}: passes now; remove it from known-gaps.tsv")),
                (false, false) => failures.push(format!("{at}: {}", r.problems.join("; "))),
            }
        }
    }
    let mut report = String::from(
        "| file | chunks | passed | accepted: identical | invalid: diagnostics pass | rejected by both (no diagnostics) | rejected upstream, accepted | known gaps | skipped |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n",
    );
    let mut total = Tally::default();
    for (file, t) in &tallies {
        report += &format!(
            "| `{file}`{} | {} | {} | {}/{} | {}/{} | {} | {} | {} | {} |\n",
            if t.pieces { " (pieces)" } else { "" },
            t.chunks,
            t.passed,
            t.identical,
            t.accepted,
            t.invalid_passing,
            t.invalid,
            t.rejected_by_both,
            t.rejected_but_accepted,
            t.known,
            t.skipped
        );
        total.chunks += t.chunks;
        total.passed += t.passed;
        total.known += t.known;
        total.skipped += t.skipped;
        total.accepted += t.accepted;
        total.identical += t.identical;
        total.invalid += t.invalid;
        total.invalid_passing += t.invalid_passing;
        total.rejected_but_accepted += t.rejected_but_accepted;
        total.rejected_by_both += t.rejected_by_both;
    }
    report += &format!(
        "accepted chunks identical: {} of {}; invalid chunks passing: {} of {}; rejected by both (no diagnostics): {}; upstream-rejected but accepted: {}\n",
        total.identical,
        total.accepted,
        total.invalid_passing,
        total.invalid,
        total.rejected_by_both,
        total.rejected_but_accepted
    );
    eprintln!("{report}");
    assert!(
        failures.is_empty(),
        "{} chunks fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The piece rule on a file that has every kind of line it must tell apart:
/// a header comment, an alias spread over lines, a signature whose body
/// brace is on its own line, a body line at column 0, brackets inside a
/// string and a comment, and a closing bracket at column 0.
#[test]
fn pieces_keep_aliases_and_split_only_top_level_statements() {
    let text = "// RUN: mlir-opt %s\n\
                #map = affine_map<(d0)\n  -> (d0)>\n\
                func.func @a()\n{\n%c = \"test.op\"() {s = \"}\"} : () -> i32 // {\n  return\n}\n\
                // between\n\
                memref.global @g : memref<2xf32>\n";
    let got: Vec<(usize, String)> = chunk_bodies(text, Cut::Piece);
    let lines: Vec<usize> = got.iter().map(|(line, _)| *line).collect();
    assert_eq!(lines, [4, 10]);
    for (_, body) in &got {
        assert_eq!(body.len(), text.len(), "a piece keeps every position");
        assert!(body.contains("#map = affine_map<(d0)\n  -> (d0)>"));
        assert!(!body.contains("RUN:"));
    }
    assert!(got[0]
        .1
        .contains("{\n%c = \"test.op\"() {s = \"}\"} : () -> i32 // {\n  return\n}"));
    assert!(!got[0].1.contains("memref.global"));
    assert!(got[1].1.contains("memref.global @g") && !got[1].1.contains("func.func"));
}
