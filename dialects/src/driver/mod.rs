//! The `rods-opt` driver: mlir-opt's command line over rods' IR.
//!
//! Reads a file (or stdin), parses, verifies and prints it, with mlir-opt's
//! flag names and output conventions (the printed operation plus a final
//! newline). `--verify-diagnostics` checks `// expected-error` comments the
//! way mlir-opt's test mode does.

use ir::diag::{render_bytes, Diagnostic, SourceFile};
use ir::text::{parse_source_range, print_operation, PrintOptions};
use ir::Context;
use std::io::{Read, Write};
use std::time::Instant;

mod expected;
mod shown;
mod timing;

pub use shown::{DiagnosticFlags, Verbosity};

/// Parsed command-line options.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Input path; `-` for stdin.
    pub input: String,
    /// Output path; `-` for stdout.
    pub output: String,
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debug_info: bool,
    /// `--allow-unregistered-dialect`
    pub allow_unregistered: bool,
    /// `--verify-diagnostics`
    pub verify_diagnostics: bool,
    /// `--mlir-timing`
    pub timing: bool,
    /// `--split-input-file`
    pub split_input_file: bool,
    /// `--verify-each=false`: skip the verifier after each pass (and before
    /// printing); `--no-verify` sets this and `no_verify_on_parse`.
    pub no_verify: bool,
    /// `--emit-bytecode`
    pub emit_bytecode: bool,
    /// `--emit-bytecode-version=N`
    pub bytecode_version: Option<u64>,
    /// Pass flags in order (`--canonicalize`, `--cse=...`): (argument,
    /// options text).
    pub passes: Vec<(String, String)>,
    /// `--pass-pipeline=...`
    pub pass_pipeline: Option<String>,
    /// `--mlir-print-ir-after-all`
    pub print_ir_after_all: bool,
    /// `--mlir-print-ir-before-all`
    pub print_ir_before_all: bool,
    /// `--mlir-print-ir-after-failure`
    pub print_ir_after_failure: bool,
    /// `--mlir-disable-threading`
    pub disable_threading: bool,
    /// `--mlir-print-op-on-diagnostic`, `--mlir-diagnostic-verbosity-level`,
    /// `--mlir-disable-diagnostic-notes`.
    pub diagnostic_flags: DiagnosticFlags,
    /// `--mlir-very-unsafe-disable-verifier-on-parsing`: the parsed input
    /// is not verified (`--verify-each=false` only skips the verification
    /// after each pass).
    pub no_verify_on_parse: bool,
    /// `--weight-file=<path>`: an `.npz` loaded into the weight store of the
    /// context (the data of `top.Weight` ops, by location name) before the passes run.
    pub weight_file: Option<String>,
}

/// Usage text for `--help`.
pub const USAGE: &str = "OVERVIEW: rods modular optimizer driver

USAGE: rods-opt [options] <input file>

OPTIONS:
  -o <filename>                   Output filename (default: stdout)
  --allow-unregistered-dialect    Allow operation with no registered dialects
  --mlir-print-op-generic         Print the generic op form
  --mlir-print-debuginfo          Print debug info in MLIR output
  --split-input-file              Split the input file into pieces and process each chunk independently
  --verify-diagnostics            Check that emitted diagnostics match expected-* lines on the corresponding line
  --verify-each=<bool>            Run the verifier after each transformation pass (default true)
  --mlir-timing                   Display execution times
  --emit-bytecode                 Emit bytecode when generating output
  --emit-bytecode-version=<uint>  Use specified bytecode version when generating output (0 to 6)
  --pass-pipeline=<string>        Textual description of the pass pipeline to run
  --canonicalize                  Canonicalize operations
  --cse                           Eliminate common sub-expressions
  --int-range-optimizations       Do optimizations based on integer range analysis
  --loop-invariant-code-motion    Hoist loop invariant instructions outside of the loop
  --symbol-dce                    Eliminate dead symbols
  --mlir-print-ir-after-all       Print IR after each pass
  --mlir-print-ir-before-all      Print IR before each pass
  --mlir-print-ir-after-failure   Print IR after failure of applying a transformation pass
  --mlir-disable-threading        Disable multi-threading within MLIR
  --mlir-print-op-on-diagnostic=<bool>  When a diagnostic is emitted on an operation, also print the operation as an attached note (default true)
  --mlir-diagnostic-verbosity-level=<errors|warnings|remarks>  Choose level of diagnostic information (default remarks)
  --mlir-disable-diagnostic-notes Disable diagnostic notes
  --mlir-very-unsafe-disable-verifier-on-parsing  Disable the verifier on parsing (very unsafe)
  --weight-file=<path>            Load the top.Weight data of the input from this .npz
  --help                          Display available options
";

/// The value of an option written `--name=value` or `--name value` (then the next
/// argument, at `*i + 1`, is consumed).
fn string_value(value: Option<&str>, args: &[String], i: &mut usize) -> Result<String, String> {
    match value {
        Some(v) => Ok(v.to_string()),
        None => {
            *i += 1;
            args.get(*i)
                .cloned()
                .ok_or_else(|| "Not enough positional command line arguments specified!".to_string())
        }
    }
}

/// Parses arguments (without the program name). `Err` carries a message.
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        input: "-".into(),
        output: "-".into(),
        ..Default::default()
    };
    let mut positional = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        let flag = a.trim_start_matches('-');
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (flag, None),
        };
        if !a.starts_with('-') || a == "-" {
            positional.push(a.clone());
            i += 1;
            continue;
        }
        let bool_value = |v: Option<&str>| -> Result<bool, String> {
            match v {
                None | Some("true") | Some("1") => Ok(true),
                Some("false") | Some("0") => Ok(false),
                Some(other) => Err(format!(
                    "for the --{name} option: '{other}' is invalid value for boolean argument! Try 0 or 1"
                )),
            }
        };
        match name {
            "o" => o.output = string_value(value, args, &mut i)?,
            "mlir-print-op-generic" => o.generic = bool_value(value)?,
            "mlir-print-debuginfo" => o.debug_info = bool_value(value)?,
            "allow-unregistered-dialect" => o.allow_unregistered = bool_value(value)?,
            "verify-diagnostics" => o.verify_diagnostics = bool_value(value)?,
            "mlir-timing" => o.timing = bool_value(value)?,
            "split-input-file" => o.split_input_file = bool_value(value)?,
            "verify-each" => o.no_verify = !bool_value(value)?,
            "no-verify" => {
                o.no_verify = true;
                o.no_verify_on_parse = true;
            }
            "emit-bytecode" => o.emit_bytecode = bool_value(value)?,
            "emit-bytecode-version" => {
                let v = string_value(value, args, &mut i)?;
                o.bytecode_version = Some(
                    v.parse::<u64>()
                        .map_err(|_| format!("for the --{name} option: '{v}' value invalid for uint argument!"))?,
                );
            }
            "pass-pipeline" => o.pass_pipeline = Some(string_value(value, args, &mut i)?),
            "mlir-print-ir-after-all" => o.print_ir_after_all = bool_value(value)?,
            "mlir-print-ir-before-all" => o.print_ir_before_all = bool_value(value)?,
            "mlir-print-ir-after-failure" => o.print_ir_after_failure = bool_value(value)?,
            "mlir-disable-threading" => o.disable_threading = bool_value(value)?,
            "mlir-print-op-on-diagnostic" => o.diagnostic_flags.omit_op = !bool_value(value)?,
            "mlir-diagnostic-verbosity-level" => {
                let v = string_value(value, args, &mut i).ok();
                o.diagnostic_flags.verbosity = Verbosity::parse(v.as_deref())?;
            }
            "mlir-disable-diagnostic-notes" => o.diagnostic_flags.no_notes = bool_value(value)?,
            "mlir-very-unsafe-disable-verifier-on-parsing" => o.no_verify_on_parse = bool_value(value)?,
            "weight-file" => o.weight_file = Some(string_value(value, args, &mut i)?),
            _ if pass_registry().lookup(name).is_some() => {
                o.passes.push((name.to_string(), value.unwrap_or("").to_string()));
            }
            _ => return Err(format!("Unknown command line argument '{a}'.  Try: 'rods-opt --help'")),
        }
        i += 1;
    }
    if positional.len() > 1 {
        return Err(
            "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: rods-opt --help"
                .to_string(),
        );
    }
    if let Some(p) = positional.pop() {
        o.input = p;
    }
    Ok(o)
}

/// What one run produced.
pub struct RunResult {
    /// Bytes for the output file.
    pub output: Vec<u8>,
    /// Text for stderr (diagnostics, timing report), with invalid UTF-8
    /// from the source replaced.
    pub stderr: String,
    /// The exact bytes for stderr (source lines in diagnostics are copied
    /// verbatim, as mlir-opt does).
    pub stderr_bytes: Vec<u8>,
    /// Whether the run succeeded.
    pub success: bool,
}

/// The passes rods-opt knows.
pub use crate::pass_registry;

/// Registers everything rods-opt knows into a fresh context.
pub fn new_context(opts: &Options) -> Context {
    let ctx = Context::new();
    crate::register_all(&ctx);
    // mlir-opt-22 registers upstream's test dialect, which allows unknown
    // operations: `"test.anything"() : () -> ()` parses and verifies as an
    // unregistered op without `--allow-unregistered-dialect` (its own ops
    // are not rods', so they are unknown here too).
    ctx.registry().register_open_dialect("test");
    // Its bytecode has upstream's test dialect version entry (2.0).
    crate::test_dialect::versioning::register_version(&ctx);
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered);
    ctx
}

/// Runs the driver on an in-memory buffer named `name`.
pub fn run_buffer(opts: &Options, name: &str, text: &[u8]) -> RunResult {
    let mut timer = timing::Timer::new();
    let mut result = RunResult {
        output: Vec::new(),
        stderr: String::new(),
        stderr_bytes: Vec::new(),
        success: true,
    };
    let mut verifier = opts.verify_diagnostics.then(|| expected::Verifier::new(text));
    let chunks: Vec<std::ops::Range<usize>> = if opts.split_input_file {
        split_chunks(opts, name, text, &mut result)
    } else {
        std::iter::once(0..text.len()).collect()
    };
    for (i, range) in chunks.into_iter().enumerate() {
        if i > 0 {
            result.output.extend_from_slice(b"// -----\n");
        }
        // Deeply nested input is also printed recursively: give it a big
        // stack whatever the caller's (the parser does the same).
        let deep = ir::text::parser::max_bracket_depth(&text[range.clone()]) > ir::text::parser::DEEP_INPUT;
        let ok = if deep {
            let (result, timer, verifier) = (&mut result, &mut timer, &mut verifier);
            std::thread::scope(|s| {
                std::thread::Builder::new()
                    .stack_size(ir::text::parser::DEEP_STACK)
                    .spawn_scoped(s, || {
                        process_chunk(opts, name, text, range.clone(), result, timer, verifier)
                    })
                    .map(|h| h.join())
            })
            .unwrap_or_else(|_| Ok(process_chunk(opts, name, text, range.clone(), result, timer, verifier)))
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        } else {
            process_chunk(opts, name, text, range, &mut result, &mut timer, &mut verifier)
        };
        result.success &= ok;
    }
    if let Some(verifier) = &verifier {
        let ctx = new_context(opts);
        let (ok, report) = verifier.finish(&ctx, &SourceFile { name, text });
        result.stderr_bytes.extend(report);
        result.success &= ok;
    }
    if opts.timing {
        result.stderr_bytes.extend_from_slice(timer.report().as_bytes());
    }
    result.stderr = String::from_utf8_lossy(&result.stderr_bytes).into_owned();
    result
}

/// The split marker: mlir-opt splits wherever this text occurs.
const SPLIT_MARKER: &[u8] = b"// -----";

/// mlir-opt's `splitInputFileIntoChunks`: splits at every `// -----` (a chunk
/// starts right after the marker); `// ---` that is not a full marker is a
/// "near miss" warning. An empty buffer has no chunks.
fn split_chunks(opts: &Options, name: &str, text: &[u8], result: &mut RunResult) -> Vec<std::ops::Range<usize>> {
    if text.is_empty() {
        return Vec::new();
    }
    let near = b"// ---";
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while let Some(p) = find(&text[i..], near).map(|p| p + i) {
        let rest = &text[p + near.len()..];
        let full = rest.len() > 2 && rest.starts_with(b"--") && rest[2] != b'0';
        if full {
            chunks.push(start..p);
            start = p + SPLIT_MARKER.len();
            i = start;
        } else {
            let ctx = new_context(opts);
            let file = SourceFile { name, text };
            let mut d = Diagnostic::error(ir::diag::DiagLoc::Offset(p), "near miss with file split marker");
            d.severity = ir::diag::Severity::Warning;
            result.stderr_bytes.extend(render_bytes(&ctx, &file, &d));
            i = p + near.len();
        }
    }
    chunks.push(start..text.len());
    chunks
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn process_chunk(
    opts: &Options,
    name: &str,
    text: &[u8],
    range: std::ops::Range<usize>,
    result: &mut RunResult,
    timer: &mut timing::Timer,
    verifier: &mut Option<expected::Verifier>,
) -> bool {
    let ctx = new_context(opts);
    let file = SourceFile { name, text };
    if let Some(path) = &opts.weight_file {
        match crate::top::weights::Weights::read(std::path::Path::new(path)) {
            Ok(w) => crate::top::weights::store(&ctx).insert_all(&w),
            Err(e) => {
                result
                    .stderr_bytes
                    .extend_from_slice(format!("error: {e}\n").as_bytes());
                return false;
            }
        }
    }
    // What goes to stderr, in order: diagnostics (rendered, or checked by
    // `--verify-diagnostics`), IR dumps and the text passes write.
    let mut diags: Vec<Report> = Vec::new();

    let start = Instant::now();
    let parsed = if ir::bytecode::is_bytecode(&text[range.clone()]) {
        read_bytecode(&ctx, name, &text[range.clone()])
    } else {
        parse_source_range(&ctx, name, text, range.clone())
    };
    timer.add("Parser", start.elapsed());

    let mut output = None;
    // Whether a step failed: the parse, the verifier, a pass, the output.
    // Diagnostics alone do not fail a run (a pass may emit errors and
    // succeed: mlir-opt then prints them and its output, and exits with 0).
    let mut failed = false;
    match parsed {
        Err(d) => {
            failed = true;
            diags.push(Report::Diagnostic(d));
        }
        Ok(mut module) => {
            // A successful parse's warnings are reported, without failing.
            diags.extend(module.warnings.drain(..).map(Report::Diagnostic));
            let start = Instant::now();
            let verified: Result<(), ir::pass::PassFailure> = if opts.no_verify_on_parse {
                Ok(())
            } else {
                ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top).map_err(Into::into)
            };
            if !opts.no_verify_on_parse {
                timer.add("Verifier", start.elapsed());
            }
            let verified = verified.and_then(|()| run_passes(opts, &ctx, &mut module, timer, &mut diags));
            match verified {
                Err(d) => {
                    failed = true;
                    diags.extend(d.diagnostics.into_iter().map(Report::Diagnostic));
                }
                Ok(()) => {
                    let start = Instant::now();
                    match emit(opts, &ctx, &module) {
                        Ok(bytes) => output = Some(bytes),
                        Err(d) => {
                            failed = true;
                            diags.push(Report::Diagnostic(d));
                        }
                    }
                    timer.add("Output", start.elapsed());
                }
            }
        }
    }

    let mut expected = true;
    for report in diags {
        match (report, verifier.as_mut()) {
            (Report::Text(text), _) => result.stderr_bytes.extend_from_slice(text.as_bytes()),
            (Report::Diagnostic(d), Some(verifier)) => {
                let (ok, report) = verifier.process(&ctx, &file, std::slice::from_ref(&d));
                expected &= ok;
                result.stderr_bytes.extend(report);
            }
            (Report::Diagnostic(d), None) => {
                for d in opts.diagnostic_flags.shown(d) {
                    result.stderr_bytes.extend(render_bytes(&ctx, &file, &d));
                }
            }
        }
    }
    if let Some(out) = output {
        result.output.extend_from_slice(&out);
    }
    if verifier.is_some() {
        // Only whether the diagnostics were the expected ones counts.
        return expected;
    }
    !failed
}

/// One item of a chunk's stderr, in the order mlir-opt prints them.
enum Report {
    /// A diagnostic: rendered, or checked with `--verify-diagnostics`.
    Diagnostic(Diagnostic),
    /// Text printed as it is (IR dumps around passes, text the passes
    /// write).
    Text(String),
}

/// The pass pipeline the options ask for (`None` when there is none):
/// `--pass-pipeline`, or the pass flags in order on `builtin.module`.
pub fn build_pipeline(opts: &Options) -> Result<Option<ir::pass::OpPassManager>, ir::pass::PipelineError> {
    let registry = pass_registry();
    if let Some(p) = &opts.pass_pipeline {
        if !opts.passes.is_empty() {
            return Err(ir::pass::PipelineError::new(
                "'-pass-pipeline' option can't be used with individual pass options",
            ));
        }
        return ir::pass::parse_pass_pipeline(p, &registry).map(Some);
    }
    if opts.passes.is_empty() {
        return Ok(None);
    }
    let mut pm = ir::pass::OpPassManager::new("builtin.module");
    for (arg, options) in &opts.passes {
        ir::pass::parse_pass_flag(arg, options, &mut pm, &registry)?;
    }
    Ok(Some(pm))
}

/// Runs the requested passes on a verified module: pass times go to the
/// timer, and to `reports` the IR dumps and the diagnostics the passes
/// emitted (whether they succeed or not), in the order mlir-opt prints
/// them, the failure's diagnostics (if a pass failed) where it failed: an
/// `Err` is a failure whose diagnostics are already there.
fn run_passes(
    opts: &Options,
    ctx: &Context,
    module: &mut ir::text::ParsedModule,
    timer: &mut timing::Timer,
    reports: &mut Vec<Report>,
) -> Result<(), ir::pass::PassFailure> {
    let root = match build_pipeline(opts) {
        Ok(Some(pm)) => pm,
        Ok(None) => return Ok(()),
        Err(e) => {
            if let Some(value_error) = &e.option_value_error {
                reports.push(Report::Text(format!("rods-opt: {value_error}\n")));
            }
            let loc = ir::diag::DiagLoc::Attr(ctx.unknown_loc());
            return Err(Diagnostic::error(loc, e.message).into());
        }
    };
    let options = ir::pass::PassManagerOptions {
        verify_each: !opts.no_verify,
        threading: !opts.disable_threading,
        instrumentation: ir::pass::Instrumentation {
            print_before_all: opts.print_ir_before_all,
            print_after_all: opts.print_ir_after_all,
            print_after_failure: opts.print_ir_after_failure,
            print_options: PrintOptions {
                generic: opts.generic,
                debug_info: opts.debug_info,
            },
            timing: opts.timing,
        },
    };
    let mut pm = ir::pass::PassManager::new(root, options);
    if let Err(e) = pm.initialize(ctx) {
        let loc = ir::diag::DiagLoc::Attr(ctx.unknown_loc());
        return Err(Diagnostic::error(loc, e).into());
    }
    let (r, log) = pm.run(ctx, &mut module.arena, module.top);
    let mut failure = r.err();
    let failure_at = log.failure_offset.unwrap_or(log.dumps.len());
    let mut printed = 0;
    let mut text_up_to = |at: usize, reports: &mut Vec<Report>| {
        if let Some(text) = log.dumps.get(printed..at).filter(|t| !t.is_empty()) {
            reports.push(Report::Text(text.to_string()));
        }
        printed = printed.max(at);
    };
    for (d, at) in log.diagnostics.into_iter().zip(log.diagnostic_offsets) {
        if at > failure_at {
            if let Some(f) = failure.as_mut() {
                text_up_to(failure_at, reports);
                reports.extend(f.diagnostics.drain(..).map(Report::Diagnostic));
            }
        }
        text_up_to(at, reports);
        reports.push(Report::Diagnostic(d));
    }
    if let Some(f) = failure.as_mut() {
        text_up_to(failure_at, reports);
        reports.extend(f.diagnostics.drain(..).map(Report::Diagnostic));
    }
    text_up_to(log.dumps.len(), reports);
    if opts.timing {
        let entries: Vec<(usize, String, std::time::Duration, std::time::Duration)> = log
            .timing
            .entries()
            .into_iter()
            .map(|e| (e.depth, e.name, e.time, e.user))
            .collect();
        timer.add_passes(&entries, log.parallel);
    }
    failure.map_or(Ok(()), Err)
}

/// Reads MLIR bytecode; errors are reported at `file:0:0` as mlir-opt does,
/// with the byte offset in a note.
fn read_bytecode(ctx: &Context, name: &str, bytes: &[u8]) -> Result<ir::text::ParsedModule, Diagnostic> {
    let opts = ir::bytecode::ReadOptions {
        file_name: name.to_string(),
    };
    ir::bytecode::read_with(ctx, bytes, &opts).map_err(|e| {
        let loc = ir::diag::DiagLoc::Attr(ctx.file_loc(name, 0, 0));
        let d = Diagnostic::error(loc, e.message.clone());
        match e.offset {
            Some(o) => d.with_note(loc, format!("at bytecode offset {o}")),
            None => d,
        }
    })
}

/// The output of a verified module: text, or bytecode with `--emit-bytecode`.
fn emit(opts: &Options, ctx: &Context, module: &ir::text::ParsedModule) -> Result<Vec<u8>, Diagnostic> {
    if opts.emit_bytecode {
        let mut wopts = ir::bytecode::WriteOptions::default();
        if let Some(v) = opts.bytecode_version {
            wopts.version = v;
        }
        return ir::bytecode::write(ctx, &module.arena, module.top, &wopts)
            .map_err(|e| ir::verify::op_error(ctx, &module.arena, module.top, e.message));
    }
    // MLIR's printer verifies the op first (unless told it is verified) and
    // prints an op that fails in generic form, without a diagnostic: the
    // module can be invalid only when nothing verified it after the passes.
    let unverified = opts.no_verify || opts.no_verify_on_parse;
    let invalid = unverified && ir::verify::verify(ctx, &module.arena, module.top).is_err();
    let popts = PrintOptions {
        generic: opts.generic || invalid,
        debug_info: opts.debug_info,
    };
    let mut text = print_operation(ctx, &module.arena, module.top, popts);
    text.push('\n');
    Ok(text.into_bytes())
}

/// Entry point: runs with process arguments, returns the exit code.
pub fn main_with_args(args: &[String]) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-help" || a == "-h") {
        print!("{USAGE}");
        return 0;
    }
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("rods-opt: {e}");
            return 1;
        }
    };
    if opts.bytecode_version.is_some() && !opts.emit_bytecode {
        eprintln!("<unknown>:0: error: bytecode version while not emitting bytecode");
        return 1;
    }
    if let Err(e) = build_pipeline(&opts) {
        // LLVM's command line prints a bad option value by itself, with the
        // tool's name, before mlir-opt reports the pipeline error.
        if let Some(value_error) = &e.option_value_error {
            eprintln!("rods-opt: {value_error}");
        }
        eprintln!("<unknown>:0: error: {}", e.message);
        return 1;
    }
    let (name, text) = if opts.input == "-" {
        let mut buf = Vec::new();
        if let Err(e) = std::io::stdin().read_to_end(&mut buf) {
            eprintln!("Could not open input file '-': {e}");
            return 1;
        }
        ("<stdin>".to_string(), buf)
    } else {
        match std::fs::read(&opts.input) {
            Ok(b) => (opts.input.clone(), b),
            Err(e) => {
                eprintln!("Could not open input file '{}': {}", opts.input, io_message(&e));
                return 1;
            }
        }
    };
    let mut result = run_buffer(&opts, &name, &text);
    if !result.stderr_bytes.is_empty() {
        let _ = std::io::stderr().write_all(&result.stderr_bytes);
    }
    let written = if opts.output == "-" {
        std::io::stdout().write_all(&result.output)
    } else if !result.success {
        // mlir-opt keeps no partial output file.
        let _ = std::fs::remove_file(&opts.output);
        Ok(())
    } else {
        std::fs::write(&opts.output, &result.output)
    };
    if !result.success {
        return 1;
    }
    if let Err(e) = written {
        eprintln!("Could not open output file '{}': {}", opts.output, io_message(&e));
        return 1;
    }
    result.output.clear();
    0
}

fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".to_string(),
        _ => e.to_string(),
    }
}
