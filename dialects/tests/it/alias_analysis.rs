//! Alias analysis (`ir::alias_analysis`, upstream's `LocalAliasAnalysis`),
//! the consumer of `ViewLikeOpInterface`, against mlir-opt-22: upstream's
//! test passes `test-alias-analysis` and `test-alias-analysis-modref` print
//! their findings as text on stderr, which rods-opt writes in the same place
//! (the pass context's text). Inputs in `data/alias_analysis/`: upstream's
//! `test-alias-analysis.mlir` (`alias.mlir`) and
//! `test-alias-analysis-modref.mlir` (`modref.mlir`, and its two cases of
//! `test.side_effect_op`, an op of rods' test dialect
//! (`test_dialect/side_effects.rs`), which rods-opt does not register, in
//! `modref_test_dialect.mlir`, run through the pass manager), and rods' own
//! `more.mlir` (view chains through `memref.view`/`subview`/`cast` and
//! `vector.type_cast`, a chain deeper than the search, `memref.alloca_scope`,
//! `arith.select`, `scf.while`, `scf.execute_region` with a branch inside, a
//! block after an unknown terminator, nested loops, `affine.for` of each
//! trip-count kind, loads, stores and copies). rods must print
//! `NAME.expected` and `NAME.stderr` byte for byte (made by `regen.sh`, with
//! upstream's RUN line), compared live too when `mlir-opt-22` is installed.

use dialects::driver::{parse_args, run_buffer};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Each case: the expected outputs' stem, the input, the pass.
const CASES: [(&str, &str, &str); 4] = [
    ("alias", "alias.mlir", "test-alias-analysis"),
    ("modref", "modref.mlir", "test-alias-analysis-modref"),
    ("more", "more.mlir", "test-alias-analysis"),
    ("more.modref", "more.mlir", "test-alias-analysis-modref"),
];

/// The data directory.
fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/alias_analysis")
}

/// Upstream's RUN line's arguments for `pass`.
fn args(pass: &str) -> Vec<String> {
    vec![
        format!("-pass-pipeline=builtin.module(func.func({pass}))"),
        "-split-input-file".to_string(),
        "-allow-unregistered-dialect".to_string(),
    ]
}

#[test]
fn alias_analysis_matches_mlir_opt() {
    let mut failures = Vec::new();
    for (stem, input, pass) in CASES {
        let opts = parse_args(&args(pass)).expect("valid arguments");
        let text = fs::read(dir().join(input)).expect("input");
        let r = run_buffer(&opts, input, &text);
        let expected = fs::read(dir().join(format!("{stem}.expected"))).expect("expected output");
        let stderr = fs::read_to_string(dir().join(format!("{stem}.stderr"))).expect("expected stderr");
        if !r.success || r.output != expected || r.stderr != stderr {
            failures.push(format!(
                "{stem}: rods differs from the recorded mlir-opt-22 output\n--- stderr\n{}",
                r.stderr
            ));
        }
        let live = Command::new("mlir-opt-22")
            .current_dir(dir())
            .arg(input)
            .args(args(pass))
            .output();
        if let Ok(out) = live {
            if out.stdout != r.output || String::from_utf8_lossy(&out.stderr) != r.stderr {
                failures.push(format!("{stem}: rods differs from live mlir-opt-22"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The passes run on any op (upstream's `OperationPass<>`): on the module,
/// the values of every function are tested together, under the module's
/// `sym_name` (none here: upstream would crash, rods prints MLIR's null
/// attribute).
#[test]
fn the_passes_run_on_any_op() {
    let input = "func.func @f(%a: memref<4xf32>, %c: f32, %i: index) attributes {test.ptr = \"func\"} {
  %0 = memref.alloc() {test.ptr = \"alloc\"} : memref<4xf32>
  memref.store %c, %0[%i] {test.ptr = \"store\"} : memref<4xf32>
  return
}
";
    let opts = parse_args(&["-test-alias-analysis".to_string()]).expect("valid arguments");
    let r = run_buffer(&opts, "t.mlir", input.as_bytes());
    assert!(r.success, "{}", r.stderr);
    assert_eq!(
        r.stderr,
        "Testing : <<NULL ATTRIBUTE>>\nalloc#0 <-> func.region0#0: NoAlias\n\
         alloc#0 <-> func.region0#1: NoAlias\nfunc.region0#0 <-> func.region0#1: MayAlias\n\
         alloc#0 <-> func.region0#2: NoAlias\nfunc.region0#0 <-> func.region0#2: MayAlias\n\
         func.region0#1 <-> func.region0#2: MayAlias\n"
    );
    let opts = parse_args(&["-test-alias-analysis-modref".to_string()]).expect("valid arguments");
    let r = run_buffer(&opts, "t.mlir", input.as_bytes());
    assert!(r.success, "{}", r.stderr);
    assert!(r.stderr.contains("store -> alloc#0: Mod\n"), "{}", r.stderr);
    assert!(r.stderr.contains("store -> func.region0#0: NoModRef\n"), "{}", r.stderr);
    assert!(r.stderr.contains("func -> alloc#0: ModRef\n"), "{}", r.stderr);
}

/// Upstream's cases on `test.side_effect_op` (effects listed by an
/// attribute), through the pass manager in a context with rods' test
/// dialect: the text the pass writes for each `// -----` chunk, one after
/// the other, is mlir-opt-22's stderr.
#[test]
fn side_effect_op_cases_match_mlir_opt() {
    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    dialects::register_all(&ctx);
    dialects::test_dialect::registration::register(&ctx);
    let registry = dialects::pass_registry();
    let pipeline = "builtin.module(func.func(test-alias-analysis-modref))";
    let root = ir::pass::parse_pass_pipeline(pipeline, &registry).expect("pipeline");
    let mut pm = ir::pass::PassManager::new(root, ir::pass::PassManagerOptions::default());
    pm.initialize(&ctx).expect("initializes");
    let input = fs::read_to_string(dir().join("modref_test_dialect.mlir")).expect("input");
    let mut stderr = String::new();
    for chunk in input.split("// -----\n") {
        let mut m = ir::text::parse_source(&ctx, "modref_test_dialect.mlir", chunk.as_bytes()).expect("parses");
        let (r, log) = pm.run(&ctx, &mut m.arena, m.top);
        r.expect("runs");
        assert!(log.diagnostics.is_empty(), "{:?}", log.diagnostics);
        stderr.push_str(&log.dumps);
    }
    let want = fs::read_to_string(dir().join("modref_test_dialect.stderr")).expect("expected stderr");
    assert_eq!(stderr, want);
}
