//! `rods-run` at every level of a multi-level lowering: the seed Linear
//! model and a small CNN (conv2d + clamp + max_pool2d) in TOSA, and the
//! levels mlir-opt-22 lowers them to (linalg on tensors, bufferized, affine
//! loops, scf loops, cf branches; `tests/data/run/gen.sh` made them), all
//! give the numbers a reference computed here gives. Errors (out-of-bounds
//! access, a deallocated buffer, an op rods-run cannot run, bad inputs)
//! carry the op's location.

use std::path::{Path, PathBuf};
use std::process::Command;

use dialects::run::value::{Scalar, Tensor};
use dialects::run::{npy, run_function};
use ir::float::FloatKind;
use ir::Context;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/run")
}

/// Every level of model `name`: the TOSA input and the lowered files.
fn levels(name: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data_dir())
        .expect("tests/data/run")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&format!("{name}_")) && n.ends_with(".mlir"))
        })
        .collect();
    files.sort();
    files
}

/// The `.npy` bytes of an array of `elem` (a type of `ctx`) built by `make`.
fn npy_of(shape: &[i64], make: impl Fn(&Context) -> (ir::Type, Vec<Scalar>)) -> Vec<u8> {
    let ctx = Context::new();
    let (elem, data) = make(&ctx);
    let tensor = Tensor {
        shape: shape.to_vec(),
        elem,
        data,
    };
    npy::write_npy(&ctx, &tensor).expect("npy")
}

/// The `.npy` bytes of an f32 array.
fn f32_npy(shape: &[i64], values: &[f64]) -> Vec<u8> {
    npy_of(shape, |ctx| {
        (
            ctx.float_type(FloatKind::F32),
            values.iter().map(|&v| Scalar::float(FloatKind::F32, v)).collect(),
        )
    })
}

/// Runs `entry` of `file` on `inputs`; the rendered error on failure.
fn run_file(file: &Path, entry: &str, inputs: &[Vec<u8>]) -> Result<Vec<Tensor>, String> {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let text = std::fs::read(file).map_err(|e| e.to_string())?;
    let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("input.mlir");
    let source = ir::diag::SourceFile { name, text: &text };
    let render = |d: &ir::Diagnostic| ir::diag::render(&ctx, &source, d);
    let mut module = ir::text::parse_source(&ctx, name, &text).map_err(|d| render(&d))?;
    ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top).map_err(|d| render(&d))?;
    run_function(&ctx, &module.arena, module.top, entry, inputs).map_err(|d| render(&d))
}

fn values(t: &Tensor) -> Vec<f64> {
    t.data.iter().map(|s| s.as_f64().unwrap_or(f64::NAN)).collect()
}

fn assert_close(what: &str, got: &[f64], want: &[f64]) {
    assert_eq!(
        got.len(),
        want.len(),
        "{what}: {} values, expected {}",
        got.len(),
        want.len()
    );
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!((g - w).abs() <= 1e-5, "{what}: element {i} is {g}, expected {w}");
    }
}

/// The Linear model's input.
fn linear_input() -> Vec<f64> {
    (0..16).map(|i| ((i * i) % 7) as f64 / 4.0 - 0.5).collect()
}

#[test]
fn linear_gives_the_reference_at_every_level() {
    let x = linear_input();
    // y = reshape(x) @ W + b with W = 0.125 everywhere and b = -2.
    let want: Vec<f64> = (0..10)
        .map(|_| x.iter().map(|v| v * 0.125).sum::<f64>() - 2.0)
        .collect();
    let files = levels("linear");
    assert_eq!(files.len(), 7, "the TOSA file and six lowered levels");
    for file in files {
        let out = run_file(&file, "forward", &[f32_npy(&[1, 16], &x)]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].shape, vec![1, 10]);
        assert_close(&file.display().to_string(), &values(&out[0]), &want);
    }
}

/// The CNN's weights, `[OC, KH, KW, IC]`, as in `cnn_tosa.mlir`.
const CNN_WEIGHTS: [f64; 54] = [
    0.5, -0.25, 0.125, 1.0, -0.5, 0.75, 0.25, 0.5, -1.0, 0.25, 0.375, -0.125, 0.0, 1.5, 0.625, -0.75, 0.25, 0.25, -0.5,
    0.25, 1.0, 0.5, 0.75, -0.25, 0.125, -0.375, 0.5, 0.5, -0.25, 1.0, 0.25, 0.0, -0.125, 0.625, 0.5, -0.5, 1.0, 1.0,
    0.0, -0.5, 0.25, 0.125, -0.75, 0.5, 0.25, 0.25, 0.5, 0.0, 0.125, -0.25, 0.375, 0.75, -1.0, 0.5,
];
const CNN_BIAS: [f64; 3] = [0.1, -0.2, 0.3];

/// conv2d (3x3, pad 1, stride 1) + clamp to [0, 6] + max_pool2d (2x2, stride
/// 2) on a 1x4x4x2 NHWC input, in f64.
fn cnn_reference(x: &[f64]) -> Vec<f64> {
    let at = |h: i64, w: i64, c: usize| -> f64 {
        if (0..4).contains(&h) && (0..4).contains(&w) {
            x[(h as usize * 4 + w as usize) * 2 + c]
        } else {
            0.0
        }
    };
    let mut conv = vec![0.0; 4 * 4 * 3];
    for h in 0..4i64 {
        for w in 0..4i64 {
            for oc in 0..3 {
                let mut acc = CNN_BIAS[oc];
                for kh in 0..3 {
                    for kw in 0..3 {
                        for ic in 0..2 {
                            acc += at(h + kh as i64 - 1, w + kw as i64 - 1, ic)
                                * CNN_WEIGHTS[((oc * 3 + kh) * 3 + kw) * 2 + ic];
                        }
                    }
                }
                conv[(h as usize * 4 + w as usize) * 3 + oc] = acc.clamp(0.0, 6.0);
            }
        }
    }
    let mut out = Vec::new();
    for ph in 0..2 {
        for pw in 0..2 {
            for c in 0..3 {
                let mut best = f64::NEG_INFINITY;
                for dh in 0..2 {
                    for dw in 0..2 {
                        best = best.max(conv[((ph * 2 + dh) * 4 + pw * 2 + dw) * 3 + c]);
                    }
                }
                out.push(best);
            }
        }
    }
    out
}

#[test]
fn cnn_gives_the_reference_at_every_level() {
    let x: Vec<f64> = (0..32).map(|i| ((i * 7 % 11) - 5) as f64 / 4.0).collect();
    let want = cnn_reference(&x);
    let files = levels("cnn");
    assert_eq!(files.len(), 7, "the TOSA file and six lowered levels");
    for file in files {
        let out = run_file(&file, "cnn", &[f32_npy(&[1, 4, 4, 2], &x)]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].shape, vec![1, 2, 2, 3]);
        assert_close(&file.display().to_string(), &values(&out[0]), &want);
    }
}

/// An argument: its shape and element type name.
type ArgShape = (Vec<i64>, String);

/// The functions of `file` with their argument types.
fn functions(file: &Path) -> Vec<(String, Vec<ArgShape>)> {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    let text = std::fs::read(file).expect("read");
    let module = ir::text::parse_source(&ctx, "f.mlir", &text).expect("parse");
    let body = module.arena.regions(module.top)[0];
    let block = module.arena.region_blocks(body)[0];
    let mut out = Vec::new();
    for op in module.arena.block_ops(block) {
        let Some(func) = dialects::func::ops::FuncOp::cast(&ctx, &module.arena, op) else {
            continue;
        };
        let name = func
            .sym_name_attr(&ctx, &module.arena)
            .and_then(|a| ir::ods::values::as_str(&ctx, a))
            .expect("name");
        let ty = func
            .function_type_attr(&ctx, &module.arena)
            .and_then(|a| ir::ods::values::as_type(&ctx, a))
            .expect("type");
        let ir::TypeKind::Function { inputs, .. } = ctx.type_kind(ty).clone() else {
            panic!("not a function type");
        };
        let args = inputs
            .iter()
            .map(|&t| {
                let kind = ctx.type_kind(t);
                let elem = kind.element().expect("shaped argument");
                (
                    kind.shape().expect("ranked").to_vec(),
                    ir::text::printer::type_to_string(&ctx, elem),
                )
            })
            .collect();
        out.push((name, args));
    }
    out
}

/// A deterministic input array for argument `k` of shape `shape` and
/// element type `elem` (`f32`, `i32` or `i8`).
fn input_for(k: usize, shape: &[i64], elem: &str) -> Vec<u8> {
    let n: i64 = shape.iter().product();
    let pattern = |i: i64| ((i * 7 + 3 * k as i64) % 13) - 6;
    match elem {
        "f32" => f32_npy(shape, &(0..n).map(|i| pattern(i) as f64 / 4.0).collect::<Vec<_>>()),
        "i32" => npy_of(shape, |ctx| {
            (
                ctx.int_type(32),
                (0..n).map(|i| Scalar::int(32, pattern(i) as i128 * 1000)).collect(),
            )
        }),
        "i8" => npy_of(shape, |ctx| {
            (
                ctx.int_type(8),
                (0..n).map(|i| Scalar::int(8, pattern(i) as i128)).collect(),
            )
        }),
        other => panic!("no input pattern for {other}"),
    }
}

#[test]
fn tosa_ops_agree_with_their_mlir_opt_lowerings() {
    let tosa = data_dir().join("ops_tosa.mlir");
    let lowered = [data_dir().join("ops_1_linalg.mlir"), data_dir().join("ops_5_cf.mlir")];
    let funcs = functions(&tosa);
    assert_eq!(funcs.len(), 7);
    for (name, args) in funcs {
        let inputs: Vec<Vec<u8>> = args.iter().enumerate().map(|(k, (s, e))| input_for(k, s, e)).collect();
        let reference = run_file(&tosa, &name, &inputs).unwrap_or_else(|e| panic!("{e}"));
        for file in &lowered {
            let got = run_file(file, &name, &inputs).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(got.len(), reference.len(), "{name}");
            for (i, (g, r)) in got.iter().zip(&reference).enumerate() {
                let what = format!("{} @{name} result {i}", file.display());
                assert_eq!(g.shape, r.shape, "{what}");
                match r.data.first() {
                    Some(Scalar::Float { .. }) => assert_close(&what, &values(g), &values(r)),
                    _ => assert_eq!(g.data, r.data, "{what}"),
                }
            }
        }
    }
}

/// `mlir-opt-22` on the PATH, if any.
fn mlir_opt() -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|p| p.join("mlir-opt-22"))
            .find(|p| p.is_file())
    })
}

#[test]
fn committed_levels_are_what_mlir_opt_writes() {
    let Some(tool) = mlir_opt() else {
        eprintln!("mlir-opt-22 not on PATH: skipped");
        return;
    };
    let tosa = "func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor)";
    let buf = format!("{tosa},canonicalize,one-shot-bufferize{{bufferize-function-boundaries}}");
    let pipelines = [
        ("1_linalg", tosa.to_string()),
        ("2_bufferized", buf.clone()),
        (
            "3_affine",
            format!("{buf},func.func(convert-linalg-to-affine-loops),canonicalize"),
        ),
        ("4_scf", format!("{buf},func.func(convert-linalg-to-loops)")),
        (
            "5_cf",
            format!("{buf},func.func(convert-linalg-to-loops),lower-affine,convert-scf-to-cf"),
        ),
    ];
    for model in ["linear", "cnn"] {
        for (level, pipeline) in &pipelines {
            let out = Command::new(&tool)
                .current_dir(data_dir())
                .arg(format!("{model}_tosa.mlir"))
                .arg(format!("--pass-pipeline=builtin.module({pipeline})"))
                .output()
                .expect("mlir-opt-22 runs");
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
            let committed = std::fs::read(data_dir().join(format!("{model}_{level}.mlir"))).expect("committed level");
            assert!(
                out.stdout == committed,
                "{model}_{level}.mlir differs from mlir-opt-22's output (rerun gen.sh)"
            );
        }
    }
}

/// Runs `text` (named `err.mlir`) and returns the rendered error.
fn run_error(text: &str, entry: &str, inputs: &[Vec<u8>]) -> String {
    let dir = std::env::temp_dir().join(format!("rods-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(format!("{entry}.mlir"));
    std::fs::write(&file, text).expect("write");
    let result = run_file(&file, entry, inputs);
    let _ = std::fs::remove_file(&file);
    match result {
        Ok(_) => panic!("expected an error"),
        Err(e) => e,
    }
}

#[test]
fn out_of_bounds_store_is_an_error_at_the_op() {
    let text = "func.func @oob(%i: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %c7 = arith.constant 7 : index
  memref.store %c, %a[%c7] : memref<4xf32>
  return %a : memref<4xf32>
}
";
    let index = npy_of(&[], |ctx| (ctx.index_type(), vec![Scalar::index(0)]));
    let e = run_error(text, "oob", &[index]);
    assert!(
        e.starts_with("oob.mlir:5:3: error: 'memref.store' op out-of-bounds access: index [7] in a memref of shape 4"),
        "{e}"
    );
}

#[test]
fn use_after_dealloc_is_an_error_at_the_op() {
    let text = "func.func @uaf() -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
";
    let e = run_error(text, "uaf", &[]);
    assert!(
        e.starts_with("uaf.mlir:5:8: error: 'memref.load' op use of a deallocated buffer"),
        "{e}"
    );
}

#[test]
fn an_op_without_semantics_is_an_error_at_the_op() {
    let text = "func.func @unknown(%x: index) -> index {
  %y = index.add %x, %x
  return %y : index
}
";
    let x = npy_of(&[], |ctx| (ctx.index_type(), vec![Scalar::index(3)]));
    let e = run_error(text, "unknown", &[x]);
    assert!(
        e.starts_with("unknown.mlir:2:8: error: rods-run: cannot run 'index.add'"),
        "{e}"
    );
}

#[test]
fn inputs_must_match_the_arguments() {
    let file = data_dir().join("linear_tosa.mlir");
    let e = run_file(&file, "forward", &[]).err().unwrap_or_default();
    assert!(
        e.contains("error: rods-run: 'forward' takes 1 arguments but 0 inputs were given"),
        "{e}"
    );
    let e = run_file(&file, "forward", &[f32_npy(&[2, 8], &[0.0; 16])])
        .err()
        .unwrap_or_default();
    assert!(
        e.contains("error: rods-run: input #0: shape mismatch: expected 1x16, got 2x8"),
        "{e}"
    );
    let ints = npy_of(&[1, 16], |ctx| (ctx.int_type(32), vec![Scalar::int(32, 1); 16]));
    let e = run_file(&file, "forward", &[ints]).err().unwrap_or_default();
    assert!(
        e.contains("error: rods-run: input #0: dtype mismatch: expected <f4 for 'f32', got <i4"),
        "{e}"
    );
}

#[test]
fn the_command_line_writes_npz_and_npy() {
    let ctx = Context::new();
    let dir = std::env::temp_dir().join(format!("rods-run-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let input = dir.join("x.npy");
    let bytes = f32_npy(&[1, 16], &linear_input());
    std::fs::write(&input, bytes).expect("write input");
    let model = data_dir().join("linear_3_affine.mlir");
    for out in ["y.npz", "y.npy"] {
        let out_path = dir.join(out);
        let args: Vec<String> = [
            model.to_str().unwrap_or_default(),
            "--entry",
            "forward",
            "--input",
            input.to_str().unwrap_or_default(),
            "-o",
            out_path.to_str().unwrap_or_default(),
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let outcome = dialects::run::cli::main_with_args(&args);
        assert_eq!(outcome.code, 0, "{}", String::from_utf8_lossy(&outcome.stderr));
        let written = std::fs::read(&out_path).expect("output");
        let array = if out.ends_with(".npz") {
            let members = npy::read_npz_members(&written).expect("npz");
            assert_eq!(members.len(), 1);
            assert_eq!(members[0].0, "result0");
            members[0].1.clone()
        } else {
            written
        };
        let t = npy::read_npy(&ctx, &array, ctx.float_type(FloatKind::F32), &[1, 10]).expect("result array");
        let sum: f64 = linear_input().iter().map(|v| v * 0.125).sum();
        assert_close(out, &values(&t), &[sum - 2.0; 10]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The integer results of `entry` of `file` on `inputs`.
fn int_results(file: &Path, entry: &str, inputs: &[Vec<u8>]) -> Vec<i128> {
    run_file(file, entry, inputs)
        .unwrap_or_else(|e| panic!("{e}"))
        .iter()
        .map(|t| t.data.first().and_then(|s| s.signed()).expect("an integer result"))
        .collect()
}

fn int_npy(width: u32, v: i128) -> Vec<u8> {
    npy_of(&[], |ctx| (ctx.int_type(width), vec![Scalar::int(width, v)]))
}

fn index_npy(v: i64) -> Vec<u8> {
    npy_of(&[], |ctx| (ctx.index_type(), vec![Scalar::index(v)]))
}

#[test]
fn control_flow_and_scalars_give_the_stated_values_before_and_after_lowering_to_cf() {
    for name in ["control.mlir", "control_cf.mlir"] {
        let file = data_dir().join(name);
        assert_eq!(int_results(&file, "collatz", &[int_npy(32, 27)]), vec![111], "{name}");
        // 100 + 100 wraps to -56 in i8; -56 / -3 is 18 (both roundings).
        assert_eq!(
            int_results(&file, "integers", &[int_npy(8, 100)]),
            vec![-56, 18, 18, -56, -14, -28],
            "{name}"
        );
        assert_eq!(int_results(&file, "switches", &[index_npy(5)]), vec![50, 8], "{name}");
        assert_eq!(int_results(&file, "switches", &[index_npy(3)]), vec![0, 7], "{name}");
        assert_eq!(
            int_results(&file, "affine_things", &[index_npy(7)]),
            vec![2, 3, 2],
            "{name}"
        );
        assert_eq!(
            int_results(&file, "affine_things", &[index_npy(2)]),
            vec![2, 1, 9],
            "{name}"
        );
        assert_eq!(
            int_results(&file, "fact", &[int_npy(64, 10)]),
            vec![3_628_800],
            "{name}"
        );
        let out = run_file(&file, "tensors", &[f32_npy(&[4], &[1.0, 2.0, 3.0, 4.0])]).unwrap_or_else(|e| panic!("{e}"));
        let all: Vec<Vec<f64>> = out.iter().map(values).collect();
        assert_eq!(all[0], vec![2.0, 4.0]);
        assert_eq!(all[1], vec![2.0, 4.0, 0.0, 0.0]);
        assert_eq!(all[2], vec![2.0, 4.0, 1.0, 2.0, 3.0, 4.0]);
        assert_eq!(all[3], vec![2.0, 0.0, 2.0]);
        assert_close(name, &all[4], &[3f64.sqrt()]);
    }
}

#[test]
fn a_failed_assert_and_an_endless_loop_are_errors() {
    let text = "func.func @check(%x: i32) {
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi sgt, %x, %c0 : i32
  cf.assert %ok, \"x must be positive\"
  return
}
";
    let e = run_error(text, "check", &[int_npy(32, -1)]);
    assert!(
        e.starts_with("check.mlir:4:3: error: assertion failed: x must be positive"),
        "{e}"
    );
    let text = "func.func @spin() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}
";
    let dir = std::env::temp_dir().join(format!("rods-run-spin-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("spin.mlir");
    std::fs::write(&file, text).expect("write");
    let args: Vec<String> = [
        file.to_str().unwrap_or_default(),
        "--entry",
        "spin",
        "--max-steps",
        "1000",
        "-o",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([dir.join("o.npz").display().to_string()])
    .collect();
    let outcome = dialects::run::cli::main_with_args(&args);
    let stderr = String::from_utf8_lossy(&outcome.stderr);
    assert_eq!(outcome.code, 1);
    assert!(
        stderr.contains("spin.mlir:4:3: error: rods-run: stopped after 1000 steps"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Zero-filled inputs for `args`, or `None` when an argument is not a
/// statically shaped tensor, memref or scalar of f32, i32 or index.
fn zero_inputs(ctx: &Context, args: &[ir::Type]) -> Option<Vec<Vec<u8>>> {
    args.iter()
        .map(|&ty| {
            let kind = ctx.type_kind(ty);
            let (shape, elem) = match kind.shape() {
                Some(shape) => (shape.to_vec(), kind.element()?),
                None => (Vec::new(), ty),
            };
            if shape.iter().any(|&d| d < 0) || shape.iter().product::<i64>() > 4096 {
                return None;
            }
            let elem_name = ir::text::printer::type_to_string(ctx, elem);
            Some(match elem_name.as_str() {
                "f32" => f32_npy(&shape, &vec![0.5; shape.iter().product::<i64>() as usize]),
                "i32" => npy_of(&shape, |c| {
                    (
                        c.int_type(32),
                        vec![Scalar::int(32, 1); shape.iter().product::<i64>() as usize],
                    )
                }),
                "index" => npy_of(&shape, |c| {
                    (
                        c.index_type(),
                        vec![Scalar::index(1); shape.iter().product::<i64>() as usize],
                    )
                }),
                _ => return None,
            })
        })
        .collect()
}

#[test]
fn running_every_corpus_function_never_panics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let mut ran = 0;
    for file in files {
        let ctx = Context::new();
        dialects::register_all(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        let Ok(text) = std::fs::read(&file) else { continue };
        if text.len() > 16 << 10 {
            continue;
        }
        let Ok(mut module) = ir::text::parse_source(&ctx, "f.mlir", &text) else {
            continue;
        };
        if ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top).is_err() {
            continue;
        }
        let Some(&body) = module.arena.regions(module.top).first() else {
            continue;
        };
        let Some(&block) = module.arena.region_blocks(body).first() else {
            continue;
        };
        for op in module.arena.block_ops(block) {
            let Some(func) = dialects::func::ops::FuncOp::cast(&ctx, &module.arena, op) else {
                continue;
            };
            let name = func
                .sym_name_attr(&ctx, &module.arena)
                .and_then(|a| ir::ods::values::as_str(&ctx, a));
            let ty = func
                .function_type_attr(&ctx, &module.arena)
                .and_then(|a| ir::ods::values::as_type(&ctx, a));
            let (Some(name), Some(ty)) = (name, ty) else { continue };
            let ir::TypeKind::Function { inputs, .. } = ctx.type_kind(ty).clone() else {
                continue;
            };
            let Some(arrays) = zero_inputs(&ctx, &inputs) else {
                continue;
            };
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                dialects::run::run_function_with(&ctx, &module.arena, module.top, &name, &arrays, Some(20_000))
            }));
            assert!(result.is_ok(), "{}: running @{name} panicked", file.display());
            ran += 1;
        }
    }
    assert!(ran > 50, "only {ran} functions ran");
    eprintln!("{ran} corpus functions ran");
}

#[test]
fn erf_is_accurate() {
    // Values from the literature (Abramowitz & Stegun table 7.1 and beyond).
    for (x, want) in [
        (0.0, 0.0),
        (0.5, 0.520_499_877_813_046_5),
        (1.0, 0.842_700_792_949_714_9),
        (2.0, 0.995_322_265_018_952_7),
        (3.5, 0.999_999_256_901_627_7),
        (-1.0, -0.842_700_792_949_714_9),
    ] {
        let got = dialects::math::run::erf(x);
        assert!((got - want).abs() < 1e-12, "erf({x}) = {got}, expected {want}");
    }
}

#[test]
fn runaway_recursion_is_an_error_not_a_crash() {
    let file = data_dir().join("control.mlir");
    let e = run_file(&file, "fact", &[int_npy(64, 100_000)])
        .err()
        .unwrap_or_default();
    assert!(e.contains("error: 'func.call' op recursion is too deep"), "{e}");
}

/// The `NAME.mlir` / `NAME.expected` pairs of a conversion test directory
/// (`data/conversion/<dir>`): TOSA and its lowering as mlir-opt-22 (and
/// rods, by `conversion_passes`) writes it.
fn conversion_pairs(dir: &str) -> Vec<(PathBuf, PathBuf)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/conversion")
        .join(dir);
    let mut out: Vec<(PathBuf, PathBuf)> = std::fs::read_dir(&dir)
        .expect("conversion data")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir") && !p.to_string_lossy().ends_with(".error.mlir"))
        .map(|p| {
            let expected = p.with_extension("expected");
            (p, expected)
        })
        .collect();
    out.sort();
    out
}

/// Whether two results agree: integers exactly, floats within 1e-4
/// relative (NaN matching NaN).
fn same_numbers(got: &Tensor, want: &Tensor) -> bool {
    if got.shape != want.shape || got.data.len() != want.data.len() {
        return false;
    }
    got.data.iter().zip(&want.data).all(|(g, w)| match (g, w) {
        (Scalar::Float { .. }, Scalar::Float { .. }) => {
            let (g, w) = (g.as_f64().unwrap_or(f64::NAN), w.as_f64().unwrap_or(f64::NAN));
            (g.is_nan() && w.is_nan()) || (g - w).abs() <= 1e-4 * w.abs().max(1.0)
        }
        _ => g == w,
    })
}

#[test]
fn tosa_lowerings_compute_what_the_tosa_ops_compute() {
    let mut compared = Vec::new();
    let mut failures = Vec::new();
    for dir in [
        "tosa-to-linalg-named",
        "tosa-to-linalg-named-hwcf",
        "tosa-to-linalg",
        "tosa-pipeline",
    ] {
        for (tosa, lowered) in conversion_pairs(dir) {
            for (name, args) in functions(&tosa) {
                let supported = args
                    .iter()
                    .all(|(s, e)| s.iter().all(|&d| d >= 0) && matches!(e.as_str(), "f32" | "i32" | "i8"));
                if !supported {
                    continue;
                }
                let inputs: Vec<Vec<u8>> = args.iter().enumerate().map(|(k, (s, e))| input_for(k, s, e)).collect();
                // Functions whose TOSA ops rods-run cannot run (or that
                // divide by zero on these inputs) have no reference.
                let Ok(reference) = run_file(&tosa, &name, &inputs) else {
                    continue;
                };
                let what = format!("{dir}/{} @{name}", tosa.display());
                match run_file(&lowered, &name, &inputs) {
                    Ok(got)
                        if got.len() == reference.len()
                            && got.iter().zip(&reference).all(|(g, r)| same_numbers(g, r)) =>
                    {
                        compared.push(what)
                    }
                    Ok(_) => failures.push(format!("{what}: different numbers")),
                    Err(e) => failures.push(format!("{what}: {e}")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for must in [
        "@conv2d_f32",
        "@conv2d_i8_zero_points",
        "@depthwise_f32",
        "@matmul_i8_zero_points",
        "@max_pool_padded",
        "@avg_pool_padded",
        "@cnn",
    ] {
        assert!(
            compared.iter().any(|c| c.ends_with(must)),
            "{must} was not compared: {compared:?}"
        );
    }
    assert!(compared.len() >= 30, "only {} functions compared", compared.len());
}
