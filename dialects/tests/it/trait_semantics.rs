//! The ODS traits with a rewrite meaning act as in MLIR: `Involution` folds
//! `f(f(x))` to `x`, `Idempotent` folds `f(f(x))` to `f(x)` and `f(x, x)` to `x`,
//! `Commutative` moves constant operands last. rods' toy ops in the test dialect
//! carry the traits; the same IR on upstream ops with those traits (upstream's own
//! test dialect ops and `arith`) is canonicalized by `mlir-opt-22`, and the two
//! results, op names mapped, are identical.
//!
//! Expected output: `dialects/tests/data/traits/traits.canonicalize.generic.mlir`,
//! made by `mlir-opt-22 --canonicalize --mlir-print-op-generic traits.mlir`.

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
