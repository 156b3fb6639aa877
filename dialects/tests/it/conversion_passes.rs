//! The conversion passes (`tosa-to-arith`, `tosa-to-tensor`, `tosa-infer-shapes`,
//! `tosa-to-linalg`, `tosa-to-linalg-named`, `linalg-generalize-named-ops`,
//! `convert-linalg-to-loops`, `convert-linalg-to-affine-loops`,
//! `lower-affine`, `convert-scf-to-cf`, `one-shot-bufferize` with and
//! without function boundaries) against
//! mlir-opt-22: each case of `data/conversion/<dir>/` runs through the
//! directory's pipeline ([`SUITES`]; mostly
//! `builtin.module(func.func(<pass>))`) and must print mlir-opt-22's output
//! byte for byte (`NAME.expected`, made by `regen.sh`); `NAME.error.mlir`
//! cases must fail with mlir-opt-22's diagnostics (`NAME.error.stderr`).
//! `canonicalize/` checks the TOSA folders the conversions fold with.
//! `test-decompose-call-graph-types/` checks 1:N type conversions with
//! upstream's test pass of that name (`-split-input-file`).
//! When `mlir-opt-22` is installed, each case is also compared live.

use dialects::driver::{parse_args, run_buffer, RunResult};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Each test directory and the pipeline its cases run through.
const SUITES: [(&str, &str); 17] = [
    ("canonicalize", "builtin.module(func.func(canonicalize))"),
    ("tosa-to-arith", "builtin.module(func.func(tosa-to-arith))"),
    ("tosa-to-tensor", "builtin.module(func.func(tosa-to-tensor))"),
    ("tosa-infer-shapes", "builtin.module(func.func(tosa-infer-shapes))"),
    ("tosa-to-linalg", "builtin.module(func.func(tosa-to-linalg))"),
    (
        "tosa-to-linalg-named",
        "builtin.module(func.func(tosa-to-linalg-named))",
    ),
    (
        "tosa-to-linalg-named-hwcf",
        "builtin.module(func.func(tosa-to-linalg-named{prefer-conv2d-kernel-layout-hwcf=true}))",
    ),
    (
        "tosa-pipeline",
        "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)",
    ),
    (
        "linalg-generalize-named-ops",
        "builtin.module(func.func(linalg-generalize-named-ops))",
    ),
    (
        "convert-linalg-to-loops",
        "builtin.module(func.func(convert-linalg-to-loops))",
    ),
    (
        "convert-linalg-to-affine-loops",
        "builtin.module(func.func(convert-linalg-to-affine-loops))",
    ),
    ("lower-affine", "builtin.module(func.func(lower-affine))"),
    ("convert-scf-to-cf", "builtin.module(func.func(convert-scf-to-cf))"),
    ("seed-pipeline", SEED_PIPELINE),
    ("seed-pipeline-loops", SEED_PIPELINE_LOOPS),
    ("one-shot-bufferize", BUFFERIZE),
    ("one-shot-bufferize-no-boundaries", BUFFERIZE_NO_BOUNDARIES),
];

/// The reference pipeline for the seed's Linear model: TOSA to
/// linalg on tensors, bufferized, affine loops.
pub(crate) const SEED_PIPELINE: &str = "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-affine-loops),canonicalize)";

/// The same with scf loops: `convert-linalg-to-loops`, `lower-affine`, `cse`
/// instead of the affine step.
pub(crate) const SEED_PIPELINE_LOOPS: &str = "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops,lower-affine,cse),canonicalize)";

/// `one-shot-bufferize` with function boundaries.
const BUFFERIZE: &str = "builtin.module(one-shot-bufferize{bufferize-function-boundaries})";

/// `one-shot-bufferize` without function boundaries.
const BUFFERIZE_NO_BOUNDARIES: &str = "builtin.module(one-shot-bufferize)";

fn pipeline(pipeline: &str) -> String {
    format!("--pass-pipeline={pipeline}")
}

fn run(pass: &str, name: &str, text: &[u8]) -> RunResult {
    let args = vec![pipeline(pass)];
    let opts = parse_args(&args).expect("valid arguments");
    run_buffer(&opts, name, text)
}

/// The inputs of `data/conversion/<pass>`, sorted.
fn cases(pass: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/conversion")
        .join(pass);
    let Ok(entries) = fs::read_dir(&dir) else {
        panic!("no data directory {}", dir.display());
    };
    let mut out: Vec<PathBuf> = entries
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    out.sort();
    out
}

fn file_name(p: &Path) -> String {
    p.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string()
}

#[test]
fn conversions_match_the_checked_in_outputs() {
    let mut failures = Vec::new();
    let mut count = 0;
    for (pass, pipe) in SUITES {
        for path in cases(pass) {
            let name = file_name(&path);
            let text = fs::read(&path).expect("input");
            let r = run(pipe, &name, &text);
            count += 1;
            if name.ends_with(".error.mlir") {
                let want = fs::read_to_string(path.with_extension("stderr")).expect("expected stderr");
                if r.success || r.stderr != want {
                    failures.push(format!("{pass}/{name}:\n--- expected\n{want}\n--- got\n{}", r.stderr));
                }
                continue;
            }
            let want = fs::read(path.with_extension("expected")).expect("expected output");
            if !r.success || r.output != want {
                failures.push(format!(
                    "{pass}/{name}:\n--- expected\n{}\n--- got\n{}\n{}",
                    String::from_utf8_lossy(&want),
                    String::from_utf8_lossy(&r.output),
                    r.stderr
                ));
            }
        }
    }
    assert!(count >= 20, "only {count} cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// mlir-opt-22's stdout, stderr and success on a case, run from its directory.
fn mlir_opt(pass: &str, path: &Path) -> Option<(Vec<u8>, String, bool)> {
    let dir = path.parent()?;
    let out = Command::new("mlir-opt-22")
        .current_dir(dir)
        .arg(file_name(path))
        .arg(pipeline(pass))
        .output()
        .ok()?;
    Some((
        out.stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    ))
}

#[test]
fn conversions_match_mlir_opt_live() {
    let mut failures = Vec::new();
    for (pass, pipe) in SUITES {
        for path in cases(pass) {
            let Some((stdout, stderr, ok)) = mlir_opt(pipe, &path) else {
                eprintln!("mlir-opt-22 not found: live comparison skipped");
                return;
            };
            let name = file_name(&path);
            let r = run(pipe, &name, &fs::read(&path).expect("input"));
            let same = if ok {
                r.success && r.output == stdout
            } else {
                !r.success && r.stderr == stderr
            };
            if !same {
                failures.push(format!("{pass}/{name}: rods differs from mlir-opt-22"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The arguments of the 1:N conversion suite (upstream's RUN line).
const DECOMPOSE_ARGS: [&str; 2] = ["-split-input-file", "-test-decompose-call-graph-types"];

#[test]
fn one_to_n_type_conversions_match_mlir_opt() {
    let args: Vec<String> = DECOMPOSE_ARGS.iter().map(|a| a.to_string()).collect();
    let opts = parse_args(&args).expect("valid arguments");
    let paths = cases("test-decompose-call-graph-types");
    assert!(paths.len() >= 2);
    for path in paths {
        let name = file_name(&path);
        let r = run_buffer(&opts, &name, &fs::read(&path).expect("input"));
        let want = fs::read(path.with_extension("expected")).expect("expected output");
        assert!(r.success, "{name}: {}", r.stderr);
        assert_eq!(
            String::from_utf8_lossy(&r.output),
            String::from_utf8_lossy(&want),
            "{name}"
        );
        let live = Command::new("mlir-opt-22")
            .current_dir(path.parent().expect("directory"))
            .arg(&name)
            .args(DECOMPOSE_ARGS)
            .output();
        if let Ok(out) = live {
            assert_eq!(r.output, out.stdout, "{name}: rods differs from mlir-opt-22");
        }
    }
}

/// The IR of `text` after rods' `pipeline` (a `func.func` pipeline).
fn lower(text: &[u8], pipeline: &str) -> Vec<u8> {
    let args = vec![format!("--pass-pipeline=builtin.module(func.func({pipeline}))")];
    let opts = parse_args(&args).expect("valid arguments");
    let r = run_buffer(&opts, "matmul_pool.mlir", text);
    assert!(r.success, "{pipeline}: {}", r.stderr);
    r.output
}

/// Runs `entry` of `text` on f32 arrays and returns its one result's values.
fn run_f32(text: &[u8], entry: &str, inputs: &[(&[i64], Vec<f64>)]) -> Vec<f64> {
    use dialects::run::value::{Scalar, Tensor};
    use ir::float::FloatKind;
    let ctx = ir::Context::new();
    dialects::register_all(&ctx);
    let f32t = ctx.float_type(FloatKind::F32);
    let arrays: Vec<Vec<u8>> = inputs
        .iter()
        .map(|(shape, values)| {
            let tensor = Tensor {
                shape: shape.to_vec(),
                elem: f32t,
                data: values.iter().map(|&v| Scalar::float(FloatKind::F32, v)).collect(),
            };
            dialects::run::npy::write_npy(&ctx, &tensor).expect("npy")
        })
        .collect();
    let mut module = ir::text::parse_source(&ctx, "level.mlir", text).expect("parses");
    ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top).expect("verifies");
    let out = dialects::run::run_function(&ctx, &module.arena, module.top, entry, &arrays).expect("runs");
    assert_eq!(out.len(), 1);
    out[0].data.iter().map(|s| s.as_f64().unwrap_or(f64::NAN)).collect()
}

#[test]
fn lowered_levels_compute_the_same_numbers() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/conversion/levels/matmul_pool.mlir");
    let source = fs::read(path).expect("input");
    let a: Vec<f64> = (0..6).map(|i| i as f64 * 0.5 - 1.0).collect();
    let b: Vec<f64> = (0..12).map(|i| ((i * 7) % 5) as f64 - 2.0).collect();
    let want_matmul: Vec<f64> = (0..8)
        .map(|ij| (0..3).map(|k| a[(ij / 4) * 3 + k] * b[k * 4 + ij % 4]).sum())
        .collect();
    let x: Vec<f64> = (0..16).map(|i| ((i * 5) % 11) as f64 - 4.0).collect();
    let want_pool: Vec<f64> = (0..4)
        .map(|o| {
            let (oh, ow) = (o / 2, o % 2);
            (0..4)
                .map(|k| x[(oh * 2 + k / 2) * 4 + ow * 2 + k % 2])
                .fold(f64::MIN, f64::max)
        })
        .collect();
    let affine = lower(&source, "convert-linalg-to-affine-loops");
    let scf_from_affine = lower(&affine, "lower-affine");
    let cf_from_affine = lower(&scf_from_affine, "convert-scf-to-cf");
    let scf = lower(&source, "convert-linalg-to-loops");
    let cf = lower(&scf, "convert-scf-to-cf");
    let generic = lower(&source, "linalg-generalize-named-ops");
    let levels = [
        ("linalg", &source),
        ("generic", &generic),
        ("affine", &affine),
        ("scf from affine", &scf_from_affine),
        ("cf from affine", &cf_from_affine),
        ("scf", &scf),
        ("cf", &cf),
    ];
    for (name, text) in levels {
        let got = run_f32(text, "matmul", &[(&[2, 3], a.clone()), (&[3, 4], b.clone())]);
        assert_eq!(got, want_matmul, "matmul at level {name}");
        let got = run_f32(text, "pool", &[(&[1, 4, 4, 1], x.clone())]);
        assert_eq!(got, want_pool, "pool at level {name}");
    }
    assert!(String::from_utf8_lossy(&cf_from_affine).contains("cf.cond_br"));
}

/// Runs `entry` of the module `text` with `rods-run`'s engine.
fn run_entry(text: &[u8], entry: &str, inputs: &[Vec<u8>]) -> Vec<dialects::run::value::Tensor> {
    let ctx = ir::Context::new();
    dialects::register_all(&ctx);
    let mut module = ir::text::parse_source(&ctx, "input.mlir", text).expect("parses");
    ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top).expect("verifies");
    dialects::run::run_function(&ctx, &module.arena, module.top, entry, inputs)
        .unwrap_or_else(|d| panic!("{entry}: {}", d.message))
}

/// The `.npy` bytes of an array of `elem` values.
fn npy(shape: &[i64], elem: fn(&ir::Context) -> ir::Type, data: Vec<dialects::run::value::Scalar>) -> Vec<u8> {
    let ctx = ir::Context::new();
    let tensor = dialects::run::value::Tensor::new(shape.to_vec(), elem(&ctx), data);
    dialects::run::npy::write_npy(&ctx, &tensor).expect("npy")
}

/// An f32 array.
fn f32s(shape: &[i64], values: impl IntoIterator<Item = f64>) -> Vec<u8> {
    use dialects::run::value::Scalar;
    let data = values
        .into_iter()
        .map(|v| Scalar::float(ir::float::FloatKind::F32, v))
        .collect();
    npy(shape, |c| c.float_type(ir::float::FloatKind::F32), data)
}

#[test]
fn bufferized_functions_compute_what_the_tensor_versions_compute() {
    use dialects::run::value::Scalar;
    let x4 = || f32s(&[4], [0.5, -1.25, 2.0, 3.5]);
    let cases: Vec<(&str, &str, Vec<Vec<u8>>)> = vec![
        (
            "linear.mlir",
            "forward",
            vec![f32s(&[1, 16], (0..16).map(|i| i as f64 / 8.0 - 1.0))],
        ),
        ("call.mlir", "main", vec![x4()]),
        (
            "scf.mlir",
            "accumulate",
            vec![x4(), npy(&[], |c| c.index_type(), vec![Scalar::index(3)])],
        ),
        (
            "scf.mlir",
            "loop_on_arg",
            vec![x4(), npy(&[], |c| c.index_type(), vec![Scalar::index(2)])],
        ),
        ("tensor_ops.mlir", "local_reshapes", vec![]),
        (
            "cnn.mlir",
            "cnn",
            vec![f32s(&[1, 4, 4, 2], (0..32).map(|i| (i % 5) as f64 - 1.5))],
        ),
        ("pad_generate.mlir", "pad", vec![f32s(&[2, 3], (0..6).map(f64::from))]),
        (
            "pad_generate.mlir",
            "generate",
            vec![npy(
                &[],
                |c| c.float_type(ir::float::FloatKind::F32),
                vec![Scalar::float(ir::float::FloatKind::F32, 0.5)],
            )],
        ),
    ];
    for (file, entry, inputs) in cases {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/conversion/one-shot-bufferize")
            .join(file);
        let text = fs::read(&path).expect("input");
        let bufferized = run(BUFFERIZE, file, &text);
        assert!(bufferized.success, "{file}: {}", bufferized.stderr);
        let want = run_entry(&text, entry, &inputs);
        let got = run_entry(&bufferized.output, entry, &inputs);
        assert_eq!(want.len(), got.len(), "{file} @{entry}: result count");
        for (w, g) in want.iter().zip(&got) {
            assert_eq!(w.shape, g.shape, "{file} @{entry}: shape");
            let values = |t: &dialects::run::value::Tensor| -> Vec<f64> {
                t.data.iter().map(|s| s.as_f64().unwrap_or(f64::NAN)).collect()
            };
            assert_eq!(values(w), values(g), "{file} @{entry}: values");
        }
    }
}

#[test]
fn ops_one_shot_bufferize_does_not_handle_fail_at_the_op() {
    let text = b"func.func @w(%arg0: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %0 = scf.while (%a = %arg0) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%c) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    scf.yield %b : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
";
    for pipe in [BUFFERIZE, BUFFERIZE_NO_BOUNDARIES] {
        let r = run(pipe, "while.mlir", text);
        assert!(!r.success);
        assert!(
            r.stderr
                .starts_with("while.mlir:2:8: error: rods' one-shot-bufferize does not support 'scf.while' yet"),
            "{}",
            r.stderr
        );
    }
}

#[test]
fn the_seed_pipeline_up_to_bufferization_gives_the_stored_outputs() {
    let seed = "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,one-shot-bufferize{bufferize-function-boundaries})";
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    for (input, expected) in [
        ("corpus/tosa_linear_generic.mlir", "linear.expected"),
        ("run/cnn_tosa.mlir", "cnn.expected"),
    ] {
        let text = fs::read(data.join(input)).expect("input");
        let r = run(seed, input, &text);
        assert!(r.success, "{input}: {}", r.stderr);
        let want = fs::read(data.join("conversion/one-shot-bufferize").join(expected)).expect("expected output");
        assert!(r.output == want, "{input}:\n{}", String::from_utf8_lossy(&r.output));
    }
}
