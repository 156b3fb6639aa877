//! The ODS traits with a rewrite meaning act as in MLIR: `Involution` folds
//! `f(f(x))` to `x`, `Idempotent` folds `f(f(x))` to `f(x)` and `f(x, x)` to `x`,
//! `Commutative` moves constant operands last. rods' toy ops in the test dialect
//! carry the traits; the same IR on upstream ops with those traits (upstream's own
//! test dialect ops and `arith`) is canonicalized by `mlir-opt-22`, and the two
//! results, op names mapped, are identical.
//!
//! Expected output: `dialects/tests/data/traits/traits.canonicalize.generic.mlir`,
//! made by `mlir-opt-22 --canonicalize --mlir-print-op-generic traits.mlir`.
//!
//! `Scalarizable`, `Vectorizable` and `Tensorizable` are run-time traits of
//! their own (`ElementwiseMappable` gives all three with `Elementwise`), asked
//! by vector unrolling's elementwise pattern, which takes only an op with all
//! four (upstream's `hasElementwiseMappableTraits`): test ops lacking one each
//! are left whole.

use crate::support::find_on_path;

/// Upstream's op with the trait, and rods' test-dialect op with the same trait.
const OP_NAMES: &[(&str, &str)] = &[
    ("test.op_involution_trait_no_operation_fold", "test.negate"),
    ("test.op_idempotent_trait", "test.abs"),
    ("test.op_commutative2", "test.add"),
];

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/traits/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `text` with each op name of one side replaced by the other side's.
fn rename(text: &str, to_rods: bool) -> String {
    OP_NAMES.iter().fold(text.to_string(), |t, (upstream, rods)| {
        let (from, to) = if to_rods { (upstream, rods) } else { (rods, upstream) };
        t.replace(&format!("\"{from}\""), &format!("\"{to}\""))
    })
}

/// rods' `--canonicalize --mlir-print-op-generic` of `text`.
fn canonicalize_generic(text: &str) -> String {
    let ctx = crate::support::all_dialects_and_test();
    let mut module = ir::text::parse_source(&ctx, "traits.mlir", text.as_bytes()).expect("parses");
    let mut registry = ir::pass::PassRegistry::with_builtin_passes();
    dialects::register_passes(&mut registry);
    let root = ir::pass::parse_pass_pipeline("builtin.module(canonicalize)", &registry).expect("pipeline");
    let mut pm = ir::pass::PassManager::new(root, ir::pass::PassManagerOptions::default());
    pm.initialize(&ctx).expect("initializes");
    let (result, _) = pm.run(&ctx, &mut module.arena, module.top);
    assert!(result.is_ok(), "canonicalize fails");
    let print = ir::text::PrintOptions {
        generic: true,
        ..Default::default()
    };
    // `mlir-opt` ends its output with a newline.
    format!(
        "{}\n",
        ir::text::print_operation(&ctx, &module.arena, module.top, print)
    )
}

#[test]
fn trait_folds_match_mlir_opt_on_upstream_ops_with_the_traits() {
    let input = data("traits.mlir");
    let got = rename(&canonicalize_generic(&rename(&input, true)), false);
    assert_eq!(got, data("traits.canonicalize.generic.mlir"));
}

#[test]
fn trait_folds_match_live_mlir_opt() {
    let Some(mlir_opt) = find_on_path("mlir-opt-22") else {
        eprintln!("mlir-opt-22 not on PATH: skipped");
        return;
    };
    let path = format!("{}/tests/data/traits/traits.mlir", env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new(mlir_opt)
        .args(["--canonicalize", "--mlir-print-op-generic", &path])
        .output()
        .expect("mlir-opt-22 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let want = String::from_utf8_lossy(&out.stdout);
    let got = rename(&canonicalize_generic(&rename(&data("traits.mlir"), true)), false);
    assert_eq!(got, want);
}

/// `text`'s function with every op unrolled to 2x2 tiles by vector
/// unrolling's patterns (no filter), the test dialect registered.
fn unrolled(text: &str) -> String {
    use dialects::vector::unrolling::{populate_vector_unroll_patterns, UnrollVectorOptions};
    use ir::rewrite::{apply_patterns_greedily, GreedyConfig, OpTable, PatternSet};
    let ctx = crate::support::all_dialects_and_test();
    let mut module = ir::text::parse_source(&ctx, "unroll.mlir", text.as_bytes()).expect("parses");
    ir::verify::verify(&ctx, &module.arena, module.top).expect("verifies");
    let mut patterns = PatternSet::new();
    let options = UnrollVectorOptions::default().with_native_shape(vec![2, 2]);
    populate_vector_unroll_patterns(&mut patterns, &options);
    let outcome = apply_patterns_greedily(
        &ctx,
        &mut module.arena,
        module.top,
        &patterns.freeze(&ctx),
        &OpTable::new(&ctx),
        &GreedyConfig::default(),
    );
    assert!(outcome.diagnostics.is_empty());
    ir::text::print_operation(&ctx, &module.arena, module.top, Default::default())
}

/// How many times `op` is in `text`'s function after unrolling, applied to a
/// `vector<4x4xf32>`: 4 when it is unrolled to 2x2 tiles, 1 when left whole.
fn unrolled_count(op: &str) -> usize {
    let text = format!(
        "func.func @f(%a: vector<4x4xf32>) -> vector<4x4xf32> {{\n  %0 = \"{op}\"(%a) : (vector<4x4xf32>) -> vector<4x4xf32>\n  return %0 : vector<4x4xf32>\n}}\n"
    );
    unrolled(&text).matches(&format!("\"{op}\"")).count()
}

/// The run-time traits (`ir::OpTraits`) of `op`: `Elementwise`,
/// `Scalarizable`, `Vectorizable`, `Tensorizable`.
fn elementwise_traits(op: &str) -> [bool; 4] {
    let ctx = crate::support::all_dialects_and_test();
    let t = ctx.op_info(ctx.op_name(op)).traits();
    [t.elementwise, t.scalarizable, t.vectorizable, t.tensorizable]
}

/// `ElementwiseMappable` is upstream's trait list `[Elementwise, Scalarizable,
/// Vectorizable, Tensorizable]`: each is a run-time trait of the op, as the
/// traits listed one by one (arith's and math's `.ods` list them so, as their
/// `.td`s do), and an op with all four is unrolled by vector unrolling's
/// elementwise pattern (upstream's `hasElementwiseMappableTraits`).
#[test]
fn elementwise_mappable_gives_each_of_its_traits() {
    for op in ["test.unroll_mappable", "vector.fma", "arith.addf", "math.exp"] {
        assert_eq!(elementwise_traits(op), [true; 4], "{op}");
    }
    assert_eq!(elementwise_traits("test.elementwise"), [true, false, false, false]);
    assert_eq!(elementwise_traits("test.add"), [false; 4]);
    assert_eq!(unrolled_count("test.unroll_mappable"), 4);
}

/// `op` has the elementwise traits `traits` (not all four) and vector
/// unrolling leaves it whole.
fn left_whole(op: &str, traits: [bool; 4]) {
    assert_eq!(elementwise_traits(op), traits, "{op}");
    assert_eq!(unrolled_count(op), 1, "{op}");
}

/// Without `Scalarizable` an elementwise op is not elementwise-mappable:
/// vector unrolling leaves it whole.
#[test]
fn scalarizable_is_asked_by_vector_unrolling() {
    left_whole("test.unroll_not_scalarizable", [true, false, true, true]);
}

/// Without `Vectorizable` an elementwise op is not elementwise-mappable:
/// vector unrolling leaves it whole.
#[test]
fn vectorizable_is_asked_by_vector_unrolling() {
    left_whole("test.unroll_not_vectorizable", [true, true, false, true]);
}

/// Without `Tensorizable` an elementwise op is not elementwise-mappable:
/// vector unrolling leaves it whole.
#[test]
fn tensorizable_is_asked_by_vector_unrolling() {
    left_whole("test.unroll_not_tensorizable", [true, true, true, false]);
}
