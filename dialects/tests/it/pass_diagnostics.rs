//! Diagnostics passes report while they succeed (`ir::pass::DiagnosticSink`),
//! through `rods-opt` against mlir-opt-22: each case of
//! `data/pass_diagnostics/cases.txt` (an input and the arguments) must give
//! mlir-opt-22's stdout, stderr and exit status byte for byte
//! (`case-N.stdout`/`.stderr`/`.status`, made by `regen.sh`; compared live
//! too when `mlir-opt-22` is installed). The cases: what `--tosa-infer-shapes`
//! reports of an op's shape inference (also in a `while_loop` body's trial
//! propagation) and of `SameOperandsAndResultRank` after it, the `invalid
//! dimension` errors reifying gives `--resolve-ranked-shaped-type-result-dims`
//! and `--resolve-shaped-type-result-dims` on several functions (on several
//! threads: in function order), `--verify-diagnostics` seeing them (and
//! reporting unmatched expectations after the last chunk), and passes
//! placed on the wrong op (implicit nesting of pass flags). Then mlir-opt's
//! diagnostic flags (`--mlir-print-op-on-diagnostic`,
//! `--mlir-diagnostic-verbosity-level`, `--mlir-disable-diagnostic-notes`) on
//! the remarks of upstream's `--test-side-effects`, on a parse warning, on
//! verifier and parse errors with notes, and with `--verify-diagnostics`
//! (which sees every diagnostic, without the ops); the parse warning before
//! the IR dumps and the pass's remarks
//! (`--mlir-very-unsafe-disable-verifier-on-parsing`).

use crate::support::mlir_opt_data::Data;
use dialects::driver::{parse_args, run_buffer};
use std::process::Command;

const DATA: Data = Data("pass_diagnostics");

/// The cases: (number, input, arguments).
fn cases() -> Vec<(usize, String, Vec<String>)> {
    let list = String::from_utf8(DATA.read("cases.txt")).expect("UTF-8");
    list.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| {
            let mut words = l.split_whitespace().map(str::to_string);
            let input = words.next().expect("an input");
            (i + 1, input, words.collect())
        })
        .collect()
}

/// What `rods-opt INPUT ARGS` writes on stdout and stderr, and its exit
/// status.
fn rods_opt(input: &str, args: &[String]) -> (Vec<u8>, Vec<u8>, i32) {
    let opts = parse_args(args).expect("valid arguments");
    let r = run_buffer(&opts, input, &DATA.read(input));
    (r.output, r.stderr_bytes, if r.success { 0 } else { 1 })
}

#[test]
fn pass_diagnostics_match_mlir_opt() {
    let cases = cases();
    assert!(cases.len() >= 47, "only {} cases", cases.len());
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pass_diagnostics");
    for (n, input, args) in cases {
        let (stdout, stderr, status) = rods_opt(&input, &args);
        let what = format!("case {n}: {input} {}", args.join(" "));
        assert_eq!(
            String::from_utf8_lossy(&stderr),
            String::from_utf8_lossy(&DATA.read(&format!("case-{n}.stderr"))),
            "{what}: stderr"
        );
        assert_eq!(
            String::from_utf8_lossy(&stdout),
            String::from_utf8_lossy(&DATA.read(&format!("case-{n}.stdout"))),
            "{what}: stdout"
        );
        let want_status = String::from_utf8_lossy(&DATA.read(&format!("case-{n}.status")))
            .trim()
            .parse::<i32>()
            .expect("a status");
        assert_eq!(status, want_status, "{what}: exit status");
        if let Ok(live) = Command::new("mlir-opt-22")
            .current_dir(&dir)
            .arg(&input)
            .args(&args)
            .output()
        {
            assert_eq!(stderr, live.stderr, "{what}: stderr differs from mlir-opt-22's");
            assert_eq!(stdout, live.stdout, "{what}: stdout differs from mlir-opt-22's");
            assert_eq!(
                Some(status),
                live.status.code(),
                "{what}: status differs from mlir-opt-22's"
            );
        }
    }
}

/// Remarks on an `affine.apply` (a test pattern; changes nothing).
fn remark_on_apply(op: ir::OpId, rw: &mut ir::rewrite::PatternRewriter<'_>) -> bool {
    rw.emit_op_diagnostic(op, ir::diag::Severity::Remark, "seen by a canonicalization pattern");
    false
}

/// `convert-linalg-to-loops` runs, besides its own, the canonicalization
/// patterns registered on `affine.apply` (upstream's
/// `AffineApplyOp::getCanonicalizationPatterns`): what they emit reaches the
/// pass's diagnostics, as upstream's reach the context. No upstream pattern
/// it runs emits, so a test pattern does.
#[test]
fn linalg_to_loops_hands_on_its_patterns_diagnostics() {
    let ctx = ir::Context::new();
    dialects::register_all(&ctx);
    ctx.registry().add_canonicalization("affine.apply", |_, set| {
        set.add_fn("RemarkOnApply", "affine.apply", 1, remark_on_apply)
    });
    let src = "#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%i: index) -> index {
  %0 = affine.apply #map(%i)
  return %0 : index
}
";
    let mut m = ir::text::parse_source(&ctx, "l.mlir", src.as_bytes()).expect("parses");
    let pm = dialects::driver::build_pipeline(&parse_args(&["--convert-linalg-to-loops".to_string()]).expect("args"))
        .expect("a pipeline")
        .expect("one pass");
    let pm = ir::pass::PassManager::new(pm, ir::pass::PassManagerOptions::default());
    let (result, log) = pm.run(&ctx, &mut m.arena, m.top);
    assert!(result.is_ok());
    let shown: Vec<(&str, ir::diag::Severity)> = log
        .diagnostics
        .iter()
        .map(|d| (d.message.as_str(), d.severity))
        .collect();
    assert_eq!(
        shown,
        [("seen by a canonicalization pattern", ir::diag::Severity::Remark)]
    );
}
