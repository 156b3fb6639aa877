//! `ReifyRankedShapedTypeOpInterface` (declared in `ods-dsl/src/interfaces.ods`,
//! `ir::reify`) and the passes that use it, `--resolve-ranked-shaped-type-result-dims`
//! and `--resolve-shaped-type-result-dims`, against mlir-opt-22: each case of
//! `data/conversion/<pass>/` runs through its directory's pass with
//! `-split-input-file` (upstream's RUN lines) and must print mlir-opt-22's output
//! byte for byte (`NAME.expected`, made by `regen.sh`; compared live too when
//! `mlir-opt-22` is installed). The cases are upstream's
//! `test/Dialect/MemRef/resolve-dim-ops.mlir` and
//! `test/Dialect/Linalg/resolve-shaped-type-result-dims.mlir` (tosa.transpose's
//! `perms` and tensor.expand_shape's `output_shape` in MLIR 22's syntax), and
//! rods' own cases of the other ops implementing the interface.
//!
//! Stdout only here: the errors reifying reports while the pass succeeds
//! (`'bufferization.alloc_tensor' op invalid dimension` on `memref.mlir`) are
//! compared with mlir-opt-22's stderr in `pass_diagnostics.rs`. Of upstream's
//! `test/Interfaces/InferShapedTypeOpInterface/resolve-shaped-type-result-dims.mlir`,
//! the first case (`test.op_with_result_shape_interface`, whose shapes come from
//! `InferShapedTypeOpInterface::reifyReturnTypeShapes`) runs in a context with rods'
//! test dialect (`resolve-shaped-type-result-dims/test-dialect/`); the second needs
//! `test.op_with_result_shape_per_dim_interface`, which rods' test dialect does not
//! declare (mlir-opt-22 leaves its dims unresolved).

use crate::support::parsed::Parsed;
use dialects::driver::{parse_args, run_buffer};
use ir::interfaces::{ReifyRankedShapedTypeOpInterfaceMethods, ReifyRankedShapedTypeOpInterfaceRef};
use ir::pass::Diagnostics;
use ir::reify::{reify_dim_of_result, OpFoldResult, ReifyError};
use ir::rewrite::{OpTable, PatternRewriter, SinkListener};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The two passes; each has a data directory of its name.
const PASSES: [&str; 2] = [
    "resolve-ranked-shaped-type-result-dims",
    "resolve-shaped-type-result-dims",
];

/// The inputs of `data/conversion/<pass>`, sorted.
fn cases(pass: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/conversion")
        .join(pass);
    let mut out: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    out.sort();
    out
}

/// The arguments of a case of `pass`.
fn args(pass: &str) -> Vec<String> {
    vec!["-split-input-file".to_string(), format!("--{pass}")]
}

/// rods-opt's output on `path` with `args` (asserting success).
fn rods(path: &Path, args: &[String]) -> Vec<u8> {
    let opts = parse_args(args).expect("valid arguments");
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    let r = run_buffer(&opts, name, &fs::read(path).expect("input"));
    assert!(r.success, "{name}: {}", r.stderr);
    r.output
}

#[test]
fn resolved_dims_match_mlir_opt() {
    let mut count = 0;
    for pass in PASSES {
        for path in cases(pass) {
            count += 1;
            let got = rods(&path, &args(pass));
            let want = fs::read(path.with_extension("expected")).expect("expected output");
            assert_eq!(
                String::from_utf8_lossy(&got),
                String::from_utf8_lossy(&want),
                "{}",
                path.display()
            );
            let live = Command::new("mlir-opt-22")
                .current_dir(path.parent().expect("directory"))
                .arg(path.file_name().expect("file name"))
                .args(args(pass))
                .output();
            if let Ok(out) = live {
                assert_eq!(got, out.stdout, "{}: rods differs from mlir-opt-22", path.display());
            }
        }
    }
    assert!(count >= 3, "only {count} cases");
}

#[test]
fn the_iteration_limit_option_is_upstreams() {
    let path = &cases("resolve-shaped-type-result-dims")[0];
    let want = fs::read(path.with_extension("expected")).expect("expected output");
    let off = vec![
        "-split-input-file".to_string(),
        "--pass-pipeline=builtin.module(resolve-shaped-type-result-dims{error-on-pattern-iteration-limit=false})"
            .to_string(),
    ];
    assert_eq!(rods(path, &off), want);
    let bad = vec![
        "--pass-pipeline=builtin.module(resolve-ranked-shaped-type-result-dims{error-on-pattern-iteration-limit=2})"
            .to_string(),
    ];
    let opts = parse_args(&bad);
    let refused = match opts {
        Err(_) => true,
        Ok(opts) => !run_buffer(&opts, "x.mlir", b"").success,
    };
    assert!(refused, "a non-boolean option value is refused");
}

#[test]
fn dims_from_reified_shape_tensors_match_mlir_opt() {
    let ctx = crate::support::all_dialects_and_test();
    let registry = dialects::pass_registry();
    let root =
        ir::pass::parse_pass_pipeline("builtin.module(resolve-shaped-type-result-dims)", &registry).expect("pipeline");
    let mut pm = ir::pass::PassManager::new(root, ir::pass::PassManagerOptions::default());
    pm.initialize(&ctx).expect("initializes");
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/conversion/resolve-shaped-type-result-dims/test-dialect/result_shape.mlir");
    let mut m = ir::text::parse_source(&ctx, "result_shape.mlir", &fs::read(&path).expect("input")).expect("parses");
    let (r, _) = pm.run(&ctx, &mut m.arena, m.top);
    r.expect("runs");
    let options = ir::text::printer::PrintOptions {
        generic: false,
        debug_info: false,
    };
    let got = ir::text::printer::print_operation(&ctx, &m.arena, m.top, options) + "\n";
    let want = fs::read_to_string(path.with_extension("expected")).expect("expected output");
    assert_eq!(got, want);
}

const INPUT: &str = r#"func.func @f(%n: index, %t: tensor<?x5xf32>) -> () {
  %0 = tensor.empty(%n) : tensor<4x?xf32>
  %1 = tosa.transpose %t {perms = array<i32: 1, 0>} : (tensor<?x5xf32>) -> tensor<5x?xf32>
  %2 = arith.addi %n, %n : index
  return
}
"#;

#[test]
fn ops_reify_their_result_dims_through_the_interface() {
    let mut ir = Parsed::new("reify.mlir", INPUT);
    let empty = ir.nth("tensor.empty", 0);
    let transpose = ir.nth("tosa.transpose", 0);
    let addi = ir.nth("arith.addi", 0);
    let n = ir.arena.operand(empty, 0);
    let table = OpTable::new(&ir.ctx);
    let mut diagnostics = Diagnostics::new();
    let mut listener = SinkListener(&mut diagnostics);
    let mut rw = PatternRewriter::new(&ir.ctx, &mut ir.arena, &table, &mut listener);
    rw.set_insertion_point_before(empty);
    let four = reify_dim_of_result(&mut rw, empty, 0, 0).expect("reified");
    assert_eq!(four.and_then(|d| d.constant_int(rw.ctx)), Some(4));
    assert_eq!(
        reify_dim_of_result(&mut rw, empty, 0, 1),
        Ok(Some(OpFoldResult::Value(n)))
    );
    assert_eq!(
        reify_dim_of_result(&mut rw, empty, 0, 2),
        Err(ReifyError::Invalid("invalid dimension"))
    );
    assert_eq!(
        reify_dim_of_result(&mut rw, empty, 1, 0),
        Err(ReifyError::Invalid("invalid result index"))
    );
    assert_eq!(reify_dim_of_result(&mut rw, addi, 0, 0), Err(ReifyError::Failed));
    // The transpose's dynamic dimension is a new `tensor.dim` of its input.
    rw.set_insertion_point_before(transpose);
    let Ok(Some(OpFoldResult::Value(v))) = reify_dim_of_result(&mut rw, transpose, 0, 1) else {
        panic!("a value");
    };
    let dim = rw.arena.defining_op(v).expect("an op");
    assert_eq!(rw.ctx.op_info(rw.arena.op_name(dim)).name(), "tensor.dim");
    let reifiable = ReifyRankedShapedTypeOpInterfaceRef::get(rw.ctx, rw.arena, transpose).expect("reifiable");
    let shapes = reifiable.reify_result_shapes(&mut rw).expect("shapes");
    assert_eq!(shapes.len(), 1);
    assert_eq!(shapes[0][0].and_then(|d| d.constant_int(rw.ctx)), Some(5));
    // Asked directly, the interface reports a bad index through the
    // rewriter too (upstream's implementations `emitOpError`).
    assert_eq!(
        reifiable.reify_dim_of_result(&mut rw, 0, 7),
        Err(ReifyError::Invalid("invalid dimension"))
    );
    assert_eq!(
        reifiable.reify_shape_of_result(&mut rw, 3),
        Err(ReifyError::Invalid("invalid result index"))
    );
    let shown: Vec<String> = diagnostics.iter().map(|d| d.message.clone()).collect();
    assert_eq!(
        shown,
        [
            "'tensor.empty' op invalid dimension",
            "'tensor.empty' op invalid result index",
            "'tosa.transpose' op invalid dimension",
            "'tosa.transpose' op invalid result index",
        ]
    );
    assert!(diagnostics
        .iter()
        .all(|d| d.severity == ir::diag::Severity::Error && d.notes.len() == 1));
}

#[test]
fn the_ops_upstream_gives_the_interface_declare_it() {
    let ctx = ir::Context::new();
    dialects::register_all(&ctx);
    let declares = |name: &str| ReifyRankedShapedTypeOpInterfaceMethods::get(&ctx, ctx.op_name(name)).is_some();
    for name in [
        "bufferization.alloc_tensor",
        "linalg.generic",
        "linalg.matmul",
        "linalg.conv_2d_nhwc_hwcf",
        "linalg.map",
        "linalg.softmax",
        "memref.expand_shape",
        "tensor.collapse_shape",
        "tensor.empty",
        "tensor.expand_shape",
        "tensor.pad",
        "tosa.transpose",
    ] {
        assert!(declares(name), "{name} declares ReifyRankedShapedTypeOpInterface");
    }
    assert!(!declares("tensor.dim"));
}
