//! Differential test of the text format: `rods-opt` must print exactly what
//! upstream `mlir-opt-22` prints for randomly generated generic-form modules.
//!
//! For each seed, `support/random_mlir.rs` generates a module. Modules are
//! batched into files joined by the `// -----` marker and run through both
//! tools with
//!
//! ```text
//! --allow-unregistered-dialect --mlir-print-op-generic [--mlir-print-debuginfo] --split-input-file input.mlir
//! ```
//!
//! from the same directory, so both see the same file name and the same line
//! numbers. A quarter of the seeds is run a second time with
//! `--mlir-print-debuginfo`. The outputs are compared byte for byte, chunk by
//! chunk; when `rods-opt` does not produce one output chunk per input chunk,
//! the batch's seeds are run one file each, without splitting.
//!
//! Environment:
//! - `RODS_DIFF_CASES`: number of seeds (default 1000);
//! - `RODS_DIFF_SEED`: first seed (default 0);
//! - `RODS_DIFF_FEATURES`: generator feature spec, e.g. `all,-dense_elements`
//!   (see `Features::from_spec`);
//! - `RODS_DIFF_KEEP`: keep the working directory even when everything passes.
//!
//! If `mlir-opt-22` is not on `PATH` the test prints a message and passes.

use crate::support::find_on_path;
use crate::support::random_mlir;

use random_mlir::{generate_module_with, Features};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The reference tool, looked up on `PATH`.
const MLIR_OPT: &str = "mlir-opt-22";
/// The tool under test.
const RODS_OPT: &str = env!("CARGO_BIN_EXE_rods-opt");
/// Split marker, as both tools read and write it.
const SPLIT_MARKER: &str = "// -----";
/// Input file name used for every run (locations print it).
const INPUT_NAME: &str = "input.mlir";
/// Modules per `--split-input-file` batch.
const BATCH_SIZE: usize = 50;
/// Seeds divisible by this are also run with `--mlir-print-debuginfo`.
const DEBUGINFO_EVERY: u64 = 4;
/// A tool run that takes longer than this is killed and counted as failed.
const TOOL_TIMEOUT: Duration = Duration::from_secs(120);
/// Failures described in detail; the rest are only listed.
const MAX_DETAILED: usize = 10;
/// Failing seeds listed in the summary.
const MAX_LISTED: usize = 100;

/// Module size (approximate operation count) for a seed: mostly 4 to 40,
/// with some empty and some large modules.
fn size_for(seed: u64) -> usize {
    match seed % 50 {
        0 => 0,
        1 => 150,
        _ => 4 + (seed % 37) as usize,
    }
}

#[test]
fn rods_opt_matches_mlir_opt_on_random_modules() {
    let Some(mlir_opt) = find_on_path(MLIR_OPT) else {
        eprintln!(
            "SKIPPED differential_text: `{MLIR_OPT}` is not on PATH; install LLVM/MLIR 22 \
             (Debian package mlir-22-tools) to run this test"
        );
        return;
    };
    let settings = Settings::from_env();
    let started = Instant::now();
    let work = work_dir();

    let seeds: Vec<u64> = (settings.base..settings.base + settings.cases).collect();
    let mut jobs: Vec<Job> = Vec::new();
    for (debuginfo, list) in [
        (false, seeds.clone()),
        (
            true,
            seeds
                .iter()
                .copied()
                .filter(|s| s % DEBUGINFO_EVERY == 0)
                .collect::<Vec<_>>(),
        ),
    ] {
        for chunk in list.chunks(BATCH_SIZE) {
            jobs.push(Job {
                index: jobs.len(),
                seeds: chunk.to_vec(),
                debuginfo,
            });
        }
    }
    let n_runs: usize = jobs.iter().map(|job| job.seeds.len()).sum();

    let tools = Tools {
        mlir_opt,
        rods_opt: PathBuf::from(RODS_OPT),
    };
    let failures = run_jobs(&jobs, &tools, &settings, &work);

    let elapsed = started.elapsed();
    if failures.is_empty() {
        eprintln!(
            "differential_text: {n_runs} module runs ({} seeds from {}) matched in {:.1?}",
            settings.cases, settings.base, elapsed
        );
        if std::env::var_os("RODS_DIFF_KEEP").is_none() {
            let _ = fs::remove_dir_all(&work);
        }
        return;
    }
    let report = write_report(&failures, &work, &settings, n_runs, elapsed);
    panic!("{report}");
}

// ---------------------------------------------------------------------------
// Settings and jobs
// ---------------------------------------------------------------------------

struct Settings {
    base: u64,
    cases: u64,
    features: Features,
}

impl Settings {
    fn from_env() -> Self {
        let number = |name: &str, default: u64| match std::env::var(name) {
            Ok(text) => text
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("{name}={text:?} is not a number")),
            Err(_) => default,
        };
        let features = match std::env::var("RODS_DIFF_FEATURES") {
            Ok(spec) => Features::from_spec(&spec).unwrap_or_else(|e| panic!("RODS_DIFF_FEATURES: {e}")),
            Err(_) => Features::all(),
        };
        Settings {
            base: number("RODS_DIFF_SEED", 0),
            cases: number("RODS_DIFF_CASES", 1000),
            features,
        }
    }
}

/// One batch of seeds run through both tools in a single process each.
struct Job {
    index: usize,
    seeds: Vec<u64>,
    debuginfo: bool,
}

impl Job {
    fn dir_name(&self) -> String {
        let mode = if self.debuginfo { "debuginfo" } else { "plain" };
        format!("batch-{:03}-{mode}", self.index)
    }
}

struct Tools {
    mlir_opt: PathBuf,
    rods_opt: PathBuf,
}

/// The result of one tool run.
struct Run {
    /// `None` when the process was killed after [`TOOL_TIMEOUT`] or could
    /// not be started.
    status: Option<ExitStatus>,
    stdout: String,
    stderr: String,
}

impl Run {
    fn success(&self) -> bool {
        self.status.is_some_and(|s| s.success())
    }

    fn status_text(&self) -> String {
        match self.status {
            Some(status) => status.to_string(),
            None => "killed after timeout or failed to start".to_string(),
        }
    }
}

#[derive(Debug)]
enum FailureKind {
    /// `mlir-opt-22` rejected the module: a bug in the generator.
    GeneratorRejected,
    /// The outputs differ.
    Mismatch,
    /// Same output, different exit status.
    StatusMismatch,
}

/// One failing seed, with everything needed to reproduce it.
struct Failure {
    seed: u64,
    debuginfo: bool,
    kind: FailureKind,
    /// The generated module.
    module: String,
    /// The file both tools read (a batch, or the module alone).
    input_file: PathBuf,
    /// Whether `input_file` was run with `--split-input-file`.
    split: bool,
    expected: String,
    actual: String,
    mlir_status: String,
    rods_status: String,
    mlir_stderr: String,
    rods_stderr: String,
}

fn run_jobs(jobs: &[Job], tools: &Tools, settings: &Settings, work: &Path) -> Vec<Failure> {
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, jobs.len().max(1));
    let mut failures: Vec<Failure> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut failures = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(job) = jobs.get(i) else { break };
                        failures.extend(run_job(job, tools, settings, work));
                    }
                    failures
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker thread panicked"))
            .collect()
    });
    failures.sort_by_key(|f| (f.seed, f.debuginfo));
    failures
}

fn tool_args(debuginfo: bool, split: bool) -> Vec<&'static str> {
    let mut args = vec!["--allow-unregistered-dialect", "--mlir-print-op-generic"];
    if debuginfo {
        args.push("--mlir-print-debuginfo");
    }
    if split {
        args.push("--split-input-file");
    }
    args.push(INPUT_NAME);
    args
}

fn run_job(job: &Job, tools: &Tools, settings: &Settings, work: &Path) -> Vec<Failure> {
    let dir = work.join(job.dir_name());
    fs::create_dir_all(&dir).expect("create batch directory");
    let modules: Vec<String> = job
        .seeds
        .iter()
        .map(|&seed| generate_module_with(seed, size_for(seed), &settings.features))
        .collect();
    // Every module ends with a newline, so each marker starts a line. The
    // header comment keeps the file from starting with a marker (as an empty
    // first module would): mlir-opt glues a leading marker's trailing `--`
    // onto the first chunk instead of splitting there.
    let mut batch = format!(
        "// rods differential batch {}: seeds {}..={}{}\n",
        job.index,
        job.seeds[0],
        job.seeds[job.seeds.len() - 1],
        if job.debuginfo { ", debuginfo" } else { "" }
    );
    batch.push_str(&modules.join(&format!("{SPLIT_MARKER}\n")));
    let input = dir.join(INPUT_NAME);
    fs::write(&input, &batch).expect("write batch input");

    let args = tool_args(job.debuginfo, true);
    let expected = run_tool(&tools.mlir_opt, &args, &dir, "mlir-opt");
    let actual = run_tool(&tools.rods_opt, &args, &dir, "rods-opt");
    let expected_chunks = split_output(&expected.stdout);

    let make = |i: usize, kind: FailureKind, expected_text: &str, actual_text: &str| Failure {
        seed: job.seeds[i],
        debuginfo: job.debuginfo,
        kind,
        module: modules[i].clone(),
        input_file: input.clone(),
        split: true,
        expected: expected_text.to_string(),
        actual: actual_text.to_string(),
        mlir_status: expected.status_text(),
        rods_status: actual.status_text(),
        mlir_stderr: expected.stderr.clone(),
        rods_stderr: actual.stderr.clone(),
    };

    // The generator must only produce modules mlir-opt accepts. A chunk that
    // fails prints nothing, so empty chunks point at the rejected seeds.
    if !expected.success() || expected_chunks.len() != job.seeds.len() {
        if expected_chunks.len() == job.seeds.len() {
            let rejected: Vec<Failure> = (0..job.seeds.len())
                .filter(|&i| expected_chunks[i].is_empty())
                .map(|i| make(i, FailureKind::GeneratorRejected, "", ""))
                .collect();
            if !rejected.is_empty() {
                return rejected;
            }
        }
        return (0..job.seeds.len())
            .map(|i| make(i, FailureKind::GeneratorRejected, "", ""))
            .collect();
    }

    if actual.status == expected.status && actual.stdout == expected.stdout {
        return Vec::new();
    }
    let actual_chunks = split_output(&actual.stdout);
    if actual_chunks.len() == expected_chunks.len() {
        let mismatches: Vec<Failure> = (0..job.seeds.len())
            .filter(|&i| expected_chunks[i] != actual_chunks[i])
            .map(|i| make(i, FailureKind::Mismatch, expected_chunks[i], actual_chunks[i]))
            .collect();
        if !mismatches.is_empty() {
            return mismatches;
        }
    }
    // The chunks can't be matched up (or only the exit status differs): run
    // each module on its own to find the failing seeds.
    job.seeds
        .iter()
        .zip(&modules)
        .filter_map(|(&seed, module)| run_single(seed, module, job.debuginfo, tools, &dir))
        .collect()
}

/// Runs one module without `--split-input-file`; returns its failure, if any.
fn run_single(seed: u64, module: &str, debuginfo: bool, tools: &Tools, batch_dir: &Path) -> Option<Failure> {
    let dir = batch_dir.join(format!("seed-{seed}"));
    fs::create_dir_all(&dir).expect("create seed directory");
    let input = dir.join(INPUT_NAME);
    fs::write(&input, module).expect("write seed input");
    let args = tool_args(debuginfo, false);
    let expected = run_tool(&tools.mlir_opt, &args, &dir, "mlir-opt");
    let actual = run_tool(&tools.rods_opt, &args, &dir, "rods-opt");
    let kind = if !expected.success() {
        FailureKind::GeneratorRejected
    } else if actual.stdout != expected.stdout {
        FailureKind::Mismatch
    } else if actual.status != expected.status {
        FailureKind::StatusMismatch
    } else {
        let _ = fs::remove_dir_all(&dir);
        return None;
    };
    Some(Failure {
        seed,
        debuginfo,
        kind,
        module: module.to_string(),
        input_file: input,
        split: false,
        mlir_status: expected.status_text(),
        rods_status: actual.status_text(),
        expected: expected.stdout,
        actual: actual.stdout,
        mlir_stderr: expected.stderr,
        rods_stderr: actual.stderr,
    })
}

/// Splits a `--split-input-file` output into per-chunk outputs: chunks are
/// separated by lines that are exactly the split marker.
fn split_output(output: &str) -> Vec<&str> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut offset = 0;
    for line in output.split_inclusive('\n') {
        if line.strip_suffix('\n').unwrap_or(line) == SPLIT_MARKER {
            chunks.push(&output[start..offset]);
            start = offset + line.len();
        }
        offset += line.len();
    }
    chunks.push(&output[start..]);
    chunks
}

/// Runs a tool in `dir` with stdout and stderr going to files (no pipe can
/// fill up), killing it after [`TOOL_TIMEOUT`].
fn run_tool(program: &Path, args: &[&str], dir: &Path, label: &str) -> Run {
    let stdout_path = dir.join(format!("{label}.stdout"));
    let stderr_path = dir.join(format!("{label}.stderr"));
    let spawned = Command::new(program)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(fs::File::create(&stdout_path).expect("create stdout file"))
        .stderr(fs::File::create(&stderr_path).expect("create stderr file"))
        .spawn();
    let status = match spawned {
        Err(e) => {
            return Run {
                status: None,
                stdout: String::new(),
                stderr: format!("failed to start {program:?}: {e}"),
            }
        }
        Ok(mut child) => {
            let deadline = Instant::now() + TOOL_TIMEOUT;
            loop {
                match child.try_wait().expect("wait for tool") {
                    Some(status) => break Some(status),
                    None if Instant::now() >= deadline => {
                        let _ = child.kill();
                        let _ = child.wait();
                        break None;
                    }
                    None => std::thread::sleep(Duration::from_millis(2)),
                }
            }
        }
    };
    let read = |path: &Path| String::from_utf8_lossy(&fs::read(path).unwrap_or_default()).into_owned();
    Run {
        status,
        stdout: read(&stdout_path),
        stderr: read(&stderr_path),
    }
}

// ---------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------

/// Writes each failure's files and returns the text to fail with.
fn write_report(failures: &[Failure], work: &Path, settings: &Settings, n_runs: usize, elapsed: Duration) -> String {
    let failure_dir = work.join("failures");
    let mut report = String::new();
    let generator_bugs = failures
        .iter()
        .filter(|f| matches!(f.kind, FailureKind::GeneratorRejected))
        .count();
    let _ = writeln!(
        report,
        "differential_text: {} of {n_runs} module runs failed ({} seeds from {}, {:.1?})",
        failures.len(),
        settings.cases,
        settings.base,
        elapsed
    );
    if generator_bugs > 0 {
        let _ = writeln!(
            report,
            "{generator_bugs} of them were rejected by {MLIR_OPT}: that is a bug in tests/support/random_mlir.rs"
        );
    }
    let mut seeds: Vec<u64> = failures.iter().map(|f| f.seed).collect();
    seeds.dedup();
    let listed: Vec<String> = seeds.iter().take(MAX_LISTED).map(u64::to_string).collect();
    let more = if seeds.len() > MAX_LISTED {
        format!(" ... and {} more", seeds.len() - MAX_LISTED)
    } else {
        String::new()
    };
    let _ = writeln!(report, "failing seeds ({}): {}{more}", seeds.len(), listed.join(", "));
    let _ = writeln!(report, "files: {}", failure_dir.display());
    let _ = writeln!(
        report,
        "rerun one seed: RODS_DIFF_SEED=<seed> RODS_DIFF_CASES=1 cargo test -p dialects --test differential_text \
         (narrow with RODS_DIFF_FEATURES=all,-<feature>; names in Features::NAMES)"
    );

    for (n, failure) in failures.iter().enumerate() {
        let mode = if failure.debuginfo { "-debuginfo" } else { "" };
        let dir = failure_dir.join(format!("seed-{}{mode}", failure.seed));
        let written = write_failure_files(failure, &dir);
        if n >= MAX_DETAILED {
            continue;
        }
        let _ = writeln!(report);
        let _ = writeln!(
            report,
            "--- seed {} (size {}{}): {:?}",
            failure.seed,
            size_for(failure.seed),
            if failure.debuginfo {
                ", --mlir-print-debuginfo"
            } else {
                ""
            },
            failure.kind
        );
        match failure.kind {
            FailureKind::GeneratorRejected => {
                let _ = writeln!(report, "{MLIR_OPT}: {}", failure.mlir_status);
                let _ = writeln!(report, "{}", head(&failure.mlir_stderr, 6));
            }
            FailureKind::Mismatch | FailureKind::StatusMismatch => {
                let _ = writeln!(
                    report,
                    "{MLIR_OPT}: {}; rods-opt: {}",
                    failure.mlir_status, failure.rods_status
                );
                if let Some(diff) = first_difference(&failure.expected, &failure.actual) {
                    let _ = writeln!(
                        report,
                        "first difference at output line {}, column {}:",
                        diff.line, diff.column
                    );
                    let _ = writeln!(report, "  expected: {}", diff.expected);
                    let _ = writeln!(report, "  actual:   {}", diff.actual);
                }
                if !failure.rods_stderr.trim().is_empty() {
                    let _ = writeln!(report, "rods-opt stderr:\n{}", head(&failure.rods_stderr, 4));
                }
            }
        }
        let _ = writeln!(report, "{written}");
    }
    if failures.len() > MAX_DETAILED {
        let _ = writeln!(
            report,
            "\n({} more failures not shown; see {})",
            failures.len() - MAX_DETAILED,
            failure_dir.display()
        );
    }
    report
}

/// Writes `input.mlir`, `expected.mlir`, `actual.mlir`, both tools' stderr
/// and `command.txt`; returns a short description of where they are and how
/// to rerun the tools.
fn write_failure_files(failure: &Failure, dir: &Path) -> String {
    let _ = fs::create_dir_all(dir);
    let write = |name: &str, text: &str| {
        let _ = fs::write(dir.join(name), text);
    };
    write("input.mlir", &failure.module);
    write("expected.mlir", &failure.expected);
    write("actual.mlir", &failure.actual);
    write("mlir-opt.stderr", &failure.mlir_stderr);
    write("rods-opt.stderr", &failure.rods_stderr);
    let flags = tool_args(failure.debuginfo, failure.split);
    let flags = flags[..flags.len() - 1].join(" ");
    let run_dir = failure.input_file.parent().unwrap_or(Path::new("."));
    let command = format!(
        "cd {} && {{{MLIR_OPT}|{RODS_OPT}}} {flags} {INPUT_NAME}",
        run_dir.display()
    );
    write("command.txt", &format!("{command}\n"));
    let origin = if failure.split {
        " (input.mlir is one chunk of a batch; expected/actual are that chunk's output)"
    } else {
        ""
    };
    format!("files: {}{origin}\nrun: {command}", dir.display())
}

/// Where two outputs first differ: 1-based line and column, and the two
/// lines (shortened around the difference when long).
struct Difference {
    line: usize,
    column: usize,
    expected: String,
    actual: String,
}

fn first_difference(expected: &str, actual: &str) -> Option<Difference> {
    let mut expected_lines = expected.split_inclusive('\n');
    let mut actual_lines = actual.split_inclusive('\n');
    let mut line = 1;
    loop {
        match (expected_lines.next(), actual_lines.next()) {
            (None, None) => return None,
            (e, a) if e == a => line += 1,
            (e, a) => {
                let (e, a) = (e.unwrap_or(""), a.unwrap_or(""));
                let byte = e
                    .char_indices()
                    .zip(a.chars())
                    .find(|&((_, x), y)| x != y)
                    .map_or(e.len().min(a.len()), |((i, _), _)| i);
                let show = |text: &str, present: bool| {
                    if !present {
                        return "<end of output>".to_string();
                    }
                    format!("{:?}", excerpt(text, byte))
                };
                return Some(Difference {
                    line,
                    column: e[..byte.min(e.len())].chars().count() + 1,
                    expected: show(e, !e.is_empty()),
                    actual: show(a, !a.is_empty()),
                });
            }
        }
    }
}

/// At most about 160 characters of `line` around byte offset `at`.
fn excerpt(line: &str, at: usize) -> String {
    const WINDOW: usize = 80;
    if line.chars().count() <= 2 * WINDOW {
        return line.to_string();
    }
    let start = line[..at.min(line.len())]
        .char_indices()
        .rev()
        .nth(WINDOW - 1)
        .map_or(0, |(i, _)| i);
    let text: String = line[start..].chars().take(2 * WINDOW).collect();
    let prefix = if start > 0 { "..." } else { "" };
    let suffix = if line[start..].chars().count() > 2 * WINDOW {
        "..."
    } else {
        ""
    };
    format!("{prefix}{text}{suffix}")
}

fn head(text: &str, lines: usize) -> String {
    let mut out: Vec<&str> = text.lines().take(lines).collect();
    if text.lines().count() > lines {
        out.push("...");
    }
    out.join("\n")
}

// ---------------------------------------------------------------------------
// Environment
// ---------------------------------------------------------------------------

/// The working directory: `differential_text/` under Cargo's temporary
/// directory for integration tests (inside the target directory), emptied at
/// the start of each run so failed runs don't pile up.
fn work_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("differential_text");
    if dir.exists() {
        fs::remove_dir_all(&dir).expect("clear working directory");
    }
    fs::create_dir_all(&dir).expect("create working directory");
    dir
}

#[test]
fn first_difference_finds_line_and_column() {
    let diff = first_difference("a\nbcd\n", "a\nbxd\n").expect("a difference");
    assert_eq!((diff.line, diff.column), (2, 2));
    assert_eq!(diff.expected, "\"bcd\\n\"");
    let diff = first_difference("a\n", "a\nextra\n").expect("a difference");
    assert_eq!(
        (diff.line, diff.column, diff.expected.as_str()),
        (2, 1, "<end of output>")
    );
    assert!(first_difference("same\n", "same\n").is_none());
    let long = "x".repeat(500);
    assert!(excerpt(&long, 250).len() < 200);
}

#[test]
fn split_output_separates_chunks() {
    let output = "a\n\n// -----\n// -----\nb\n\n";
    assert_eq!(split_output(output), vec!["a\n\n", "", "b\n\n"]);
    assert_eq!(split_output(""), vec![""]);
}
