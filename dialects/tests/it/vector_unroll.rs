//! Vector unrolling (`dialects::vector::unrolling`, upstream's
//! `populateVectorUnrollPatterns`), the consumer of `VectorUnrollOpInterface`,
//! against mlir-opt-22: upstream's test passes `test-vector-unrolling-patterns`
//! and `test-vector-transfer-unrolling-patterns` on the cases of
//! `data/vector_unroll/` (upstream's `vector-unroll-options.mlir` and
//! `vector-transfer-unroll.mlir` inputs, and more: elementwise ops of more
//! dimensions than the native shape, chains, reductions of each kind, loads
//! and stores, an op in a loop; `patterns.mlir`: each of `vector.step`,
//! `from_elements`, `to_elements` and `shape_cast` unrolled or left alone,
//! and the `populateVectorToVectorCanonicalizationPatterns` folders of
//! masks, masked memory ops and transposes, also under `--canonicalize`),
//! with each RUN line's options
//! ([`CASES`]). rods must print `NAME.expected` and, where mlir-opt-22
//! failed (its masked transfers unrolled inside `vector.mask`, which then
//! fails to verify), `NAME.stderr` byte for byte; both made by `regen.sh`,
//! and compared live when `mlir-opt-22` is installed. The patterns decide
//! through the interface: any elementwise op with `getShapeForUnroll` is
//! unrolled, an op without the interface is not.

use crate::support::parsed::Parsed;
use dialects::driver::{parse_args, run_buffer};
use dialects::vector::unrolling::test_pass::TestVectorUnrollingPatterns;
use dialects::vector::unrolling::{populate_vector_unroll_patterns, UnrollVectorOptions};
use ir::pass::Pass;
use ir::rewrite::{apply_patterns_greedily, GreedyConfig, OpTable, PatternSet};
use ir::text::printer::{print_operation, PrintOptions};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Each case: the expected outputs' stem, the input, mlir-opt's arguments.
const CASES: [(&str, &str, &[&str]); 11] = [
    ("options", "options.mlir", &["-test-vector-unrolling-patterns"]),
    (
        "options.type",
        "options.mlir",
        &["-test-vector-unrolling-patterns=unroll-based-on-type"],
    ),
    (
        "options.order",
        "options.mlir",
        &["-test-vector-unrolling-patterns=unroll-based-on-type unroll-order=2,0,1"],
    ),
    (
        "options.batched",
        "options.mlir",
        &["-test-vector-unrolling-patterns=unroll-based-on-type unroll-order=0,3,1,2"],
    ),
    ("more", "more.mlir", &["-test-vector-unrolling-patterns"]),
    (
        "more.type",
        "more.mlir",
        &["-test-vector-unrolling-patterns=unroll-based-on-type unroll-order=2,1,0"],
    ),
    (
        "transfer",
        "transfer.mlir",
        &["-test-vector-transfer-unrolling-patterns", "--split-input-file"],
    ),
    (
        "transfer.reverse",
        "transfer.mlir",
        &[
            "-test-vector-transfer-unrolling-patterns=reverse-unroll-order",
            "--split-input-file",
        ],
    ),
    ("patterns", "patterns.mlir", &["-test-vector-unrolling-patterns"]),
    (
        "patterns.transfer",
        "patterns.mlir",
        &["-test-vector-transfer-unrolling-patterns"],
    ),
    ("patterns.canonicalize", "patterns.mlir", &["--canonicalize"]),
];

/// The data directory.
fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/vector_unroll")
}

#[test]
fn unrolling_matches_mlir_opt() {
    let mut failures = Vec::new();
    for (stem, input, args) in CASES {
        let args_owned: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let opts = parse_args(&args_owned).expect("valid arguments");
        let text = fs::read(dir().join(input)).expect("input");
        let r = run_buffer(&opts, input, &text);
        let expected = fs::read(dir().join(format!("{stem}.expected"))).expect("expected output");
        let stderr = fs::read_to_string(dir().join(format!("{stem}.stderr"))).unwrap_or_default();
        if r.output != expected || r.stderr != stderr || r.success != stderr.is_empty() {
            failures.push(format!(
                "{stem}: rods differs from the recorded mlir-opt-22 output\n--- stdout\n{}\n--- stderr\n{}",
                String::from_utf8_lossy(&r.output),
                r.stderr
            ));
        }
        let live = Command::new("mlir-opt-22")
            .current_dir(dir())
            .arg(input)
            .args(args)
            .output();
        if let Ok(out) = live {
            let same = out.stdout == r.output && String::from_utf8_lossy(&out.stderr) == r.stderr;
            if !same {
                failures.push(format!("{stem}: rods differs from live mlir-opt-22"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Unrolls every op of `text`'s function to 2x2 tiles (no filter) and
/// prints the function.
fn unroll_all(text: &str) -> String {
    let ir = Parsed::new("unroll.mlir", text);
    let func = ir.nth("func.func", 0);
    let Parsed { ctx, mut arena, ops } = ir;
    let mut patterns = PatternSet::new();
    populate_vector_unroll_patterns(
        &mut patterns,
        &UnrollVectorOptions::default().with_native_shape(vec![2, 2]),
    );
    let outcome = apply_patterns_greedily(
        &ctx,
        &mut arena,
        func,
        &patterns.freeze(&ctx),
        &OpTable::new(&ctx),
        &GreedyConfig::default(),
    );
    assert!(outcome.diagnostics.is_empty());
    print_operation(&ctx, &arena, ops[0], PrintOptions::default())
}

/// The elementwise pattern asks the interface, not a list of ops: arith's
/// and math's elementwise ops are unrolled; an unregistered op (no
/// interface) and `vector.shape_cast` (the interface, but not elementwise)
/// are left whole.
#[test]
fn elementwise_unrolling_follows_the_interface() {
    let out = unroll_all(
        "func.func @f(%a: vector<4x4xf32>, %b: vector<4x4xi32>) -> (vector<4x4xf32>, vector<4x4xi32>, vector<4x4xf32>, vector<16xf32>) {\n\
         %0 = arith.mulf %a, %a : vector<4x4xf32>\n\
         %1 = math.exp %0 : vector<4x4xf32>\n\
         %2 = arith.addi %b, %b : vector<4x4xi32>\n\
         %3 = \"test.opaque\"(%a) : (vector<4x4xf32>) -> vector<4x4xf32>\n\
         %4 = vector.shape_cast %1 : vector<4x4xf32> to vector<16xf32>\n\
         return %1, %2, %3, %4 : vector<4x4xf32>, vector<4x4xi32>, vector<4x4xf32>, vector<16xf32>\n\
         }",
    );
    let count = |needle: &str| out.matches(needle).count();
    assert_eq!(count("arith.mulf"), 4, "{out}");
    assert_eq!(count("math.exp"), 4, "{out}");
    assert_eq!(count("arith.addi"), 4, "{out}");
    assert_eq!(count("\"test.opaque\"(%arg0)"), 1, "{out}");
    assert_eq!(count("vector.shape_cast"), 1, "{out}");
}

/// A bad list entry is refused with mlir-opt's message; a list option
/// takes a braced list too, and the options print as mlir-opt prints them
/// (`--dump-pass-pipeline`: sorted, an empty list as nothing).
#[test]
fn options_parse_as_mlir_opt_does() {
    let text = b"func.func @f() { return }";
    let bad = vec!["-test-vector-unrolling-patterns=unroll-order=1,x".to_string()];
    let message = match parse_args(&bad) {
        Ok(opts) => run_buffer(&opts, "f.mlir", text).stderr,
        Err(message) => message,
    };
    assert!(message.contains("'x' value invalid for long argument"), "{message}");
    let mut pass = TestVectorUnrollingPatterns::default();
    assert_eq!(pass.options_text(), "unroll-based-on-type=false ");
    pass.set_option("unroll-order", "{1,0}").expect("a braced list");
    pass.set_option("unroll-based-on-type", "").expect("a flag");
    assert_eq!(pass.unroll_order, vec![1, 0]);
    assert_eq!(pass.options_text(), "unroll-based-on-type=true unroll-order={1,0}");
    assert!(pass.set_option("unroll-orders", "1").is_err());
}

/// `populateVectorToVectorCanonicalizationPatterns`, which both test passes
/// add, holds upstream's nine patterns in its order (each also a
/// canonicalization of its op, as `patterns.canonicalize` shows).
#[test]
fn vector_to_vector_canonicalizations_are_upstreams() {
    let Parsed { ctx, .. } = Parsed::new("f.mlir", "func.func @f() { return }");
    let mut patterns = PatternSet::new();
    dialects::vector::folds::populate_vector_to_vector_canonicalization_patterns(&mut patterns);
    let names = std::sync::Mutex::new(Vec::new());
    let _ = patterns.freeze_filtered(&ctx, |name| {
        names.lock().expect("names").push(name.to_string());
        true
    });
    let names = names.into_inner().expect("names");
    assert_eq!(
        names,
        [
            "CreateMaskFolder",
            "MaskedLoadFolder",
            "MaskedStoreFolder",
            "GatherFolder",
            "ScatterFolder",
            "ExpandLoadFolder",
            "CompressStoreFolder",
            "StridedSliceConstantMaskFolder",
            "TransposeFolder",
        ]
    );
}
