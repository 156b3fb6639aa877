//! The `rods-run` command line: `rods-run FILE.mlir --entry NAME --input
//! a.npy ... -o out.npz` (or `-o out.npy` for a single result).

use ir::diag::{render_bytes, SourceFile};
use ir::{Context, Diagnostic};

use super::npy;

/// The usage text.
pub const USAGE: &str = "usage: rods-run FILE.mlir --entry NAME [--input A.npy]... -o OUT.npz|OUT.npy
  --entry NAME     the func.func to run
  --input FILE     a .npy array per argument, in order
  -o FILE          where to write the results: an .npz archive with result0,
                   result1, ... or, for a single result, an .npy file
  --max-steps N    stop with an error after N executed ops
  --allow-unregistered-dialect
                   accept ops of unknown dialects (running one is an error)
";

/// Parsed command-line options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The `.mlir` file.
    pub file: String,
    /// The function to run.
    pub entry: String,
    /// The input `.npy` files.
    pub inputs: Vec<String>,
    /// The output file.
    pub output: String,
    /// The bound on executed ops.
    pub max_steps: Option<u64>,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
}

/// Parses the arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut opts = Options::default();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with('-') => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |name: &str| {
            inline
                .clone()
                .or_else(|| it.next().cloned())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match flag {
            "--entry" | "-entry" => opts.entry = value("--entry")?,
            "--input" | "-input" => opts.inputs.push(value("--input")?),
            "-o" | "--output" => opts.output = value("-o")?,
            "--allow-unregistered-dialect" | "-allow-unregistered-dialect" => opts.allow_unregistered = true,
            "--max-steps" => {
                let v = value("--max-steps")?;
                opts.max_steps = Some(
                    v.parse()
                        .map_err(|_| format!("--max-steps takes a number, not `{v}`"))?,
                );
            }
            f if f.starts_with('-') && f.len() > 1 => return Err(format!("unknown option `{f}`")),
            _ if opts.file.is_empty() => opts.file = arg.clone(),
            _ => return Err(format!("unexpected argument `{arg}`")),
        }
    }
    if opts.file.is_empty() {
        return Err("no input file".into());
    }
    if opts.entry.is_empty() {
        return Err("--entry is required".into());
    }
    if opts.output.is_empty() {
        return Err("-o is required".into());
    }
    Ok(opts)
}

/// What a run printed and its exit code.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// Exit code (0 on success).
    pub code: i32,
    /// Diagnostics.
    pub stderr: Vec<u8>,
}

fn fail(message: String) -> Outcome {
    Outcome {
        code: 1,
        stderr: format!("rods-run: {message}\n").into_bytes(),
    }
}

/// Runs `rods-run` with `args`; writes the output file and returns the
/// diagnostics and exit code.
pub fn main_with_args(args: &[String]) -> Outcome {
    if args.iter().any(|a| matches!(a.as_str(), "--help" | "-h")) {
        return Outcome {
            code: 0,
            stderr: USAGE.as_bytes().to_vec(),
        };
    }
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) => return fail(format!("{e}\n{USAGE}")),
    };
    let text = match std::fs::read(&opts.file) {
        Ok(t) => t,
        Err(e) => return fail(format!("cannot read {}: {e}", opts.file)),
    };
    let mut inputs = Vec::new();
    for path in &opts.inputs {
        match std::fs::read(path) {
            Ok(b) => inputs.push(b),
            Err(e) => return fail(format!("cannot read {path}: {e}")),
        }
    }
    let ctx = Context::new();
    crate::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered);
    let file = SourceFile {
        name: &opts.file,
        text: &text,
    };
    let rendered = |d: &Diagnostic| Outcome {
        code: 1,
        stderr: render_bytes(&ctx, &file, d),
    };
    let mut module = match ir::text::parse_source(&ctx, &opts.file, &text) {
        Ok(m) => m,
        Err(d) => return rendered(&d),
    };
    if let Err(d) = ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top) {
        return rendered(&d);
    }
    let results = match super::run_function_with(&ctx, &module.arena, module.top, &opts.entry, &inputs, opts.max_steps)
    {
        Ok(r) => r,
        Err(d) => return rendered(&d),
    };
    let write = || -> Result<(), String> {
        let mut members = Vec::new();
        for (i, t) in results.iter().enumerate() {
            members.push((format!("result{i}"), npy::write_npy(&ctx, t)?));
        }
        let bytes = if opts.output.ends_with(".npy") {
            match members.as_slice() {
                [(_, one)] => one.clone(),
                _ => {
                    return Err(format!(
                        "-o {}: an .npy file holds one result, the function returned {}",
                        opts.output,
                        members.len()
                    ))
                }
            }
        } else {
            npy::write_npz(&members)?
        };
        std::fs::write(&opts.output, bytes).map_err(|e| format!("cannot write {}: {e}", opts.output))
    };
    match write() {
        Ok(()) => Outcome::default(),
        Err(e) => fail(e),
    }
}
