//! Oracle tier: shapes outside TPU-MLIR's regimes that rods runs with its own tiling
//! (`docs/acceptance.md`, part 2), compiled by `tpuc compile` and run on TPU-MLIR's
//! cmodel: F32 within 1e-5 of numpy, INT8 within TPU-MLIR's own error on the same
//! model. Skips (with a message) when the oracle is not installed.

use crate::support;

use backend_tpu::driver::{compile_text, CompileOptions};
use std::path::{Path, PathBuf};
use support::npz;
use support::oracle::{Oracle, TempDir};

/// A model directory of `tpu-models`: its path and name.
struct Model {
    dir: PathBuf,
    name: String,
}

impl Model {
    fn write(oracle: &Oracle, args: &[&str]) -> Model {
        let listing = oracle.tool("tpu-models", args);
        let dir = PathBuf::from(listing.trim());
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        Model { dir, name }
    }

    fn file(&self, suffix: &str) -> PathBuf {
        self.dir.join(format!("{}{suffix}", self.name))
    }
}

/// Compiles `top` (the model's weights) with `options`, runs it on the cmodel with the
/// model's input and returns its max abs error against `reference`.
fn cmodel_error(
    oracle: &Oracle,
    m: &Model,
    top: &[u8],
    options: &CompileOptions,
    reference: &Path,
) -> Result<f64, String> {
    let weights = backend_tpu::weights::Weights::read(&m.file("_top_weight.npz")).map_err(|e| e.to_string())?;
    let compiled = compile_text(&m.name, top, &weights, options).map_err(|e| format!("{}: {e}", m.name))?;
    let model = backend_tpu::bmodel::assemble(backend_tpu::regdef::Chip::Bm1684x, "2.2+rods", "now", &[compiled.net])
        .map_err(|e| e.to_string())?;
    let path = m.dir.join("ours.bmodel");
    model.write(&path).map_err(|e| e.to_string())?;
    let out = oracle.run_cmodel(&path, &m.file("_input.npz"), &m.dir);
    Ok(oracle.max_abs_err(&out, reference))
}

/// Builds model `m` with TPU-MLIR in INT8 (`tpu-oracle compile --mode INT8`) and checks
/// that `top` compiled by rods in INT8 (the model's `cali_table`) computes within
/// TPU-MLIR's own error against the model's numpy reference; a failure goes to `failures`.
fn int8_within_tpu_mlirs_error(oracle: &Oracle, m: &Model, top: &[u8], failures: &mut Vec<String>) {
    oracle.compile(&m.dir, &["--mode", "INT8"]);
    let reference = m.file("_ref_numpy.npz");
    let theirs = oracle.max_abs_err(&m.file("_cmodel_out.npz"), &reference);
    let options = CompileOptions {
        mode: "INT8".into(),
        calibration_table: Some(m.dir.join("cali_table")),
        ..CompileOptions::default()
    };
    match cmodel_error(oracle, m, top, &options, &reference) {
        Ok(err) if err <= theirs * 1.0001 + 1e-7 => {}
        Ok(err) => failures.push(format!("{} INT8: max abs error {err:e}, TPU-MLIR's {theirs:e}", m.name)),
        Err(e) => failures.push(e),
    }
}

/// `op(x, y)` of two arrays that broadcast to `shape` (same rank, NumPy's rule).
fn broadcast(x: &npz::Array, y: &npz::Array, shape: &[usize], op: impl Fn(f32, f32) -> f32) -> Vec<f32> {
    let count: usize = shape.iter().product();
    let at = |a: &npz::Array, mut i: usize| {
        let (mut off, mut stride) = (0, 1);
        for d in (0..shape.len()).rev() {
            let idx = i % shape[d];
            i /= shape[d];
            if a.shape[d] != 1 {
                off += idx * stride;
            }
            stride *= a.shape[d];
        }
        a.data[off]
    };
    (0..count).map(|i| op(at(x, i), at(y, i))).collect()
}

/// F32 additions, multiplications and subtractions whose inputs broadcast outside the
/// regime TPU-MLIR's commands were derived in (a broadcast batch, 64 KiB a lane, 100
/// channels from one, a row of 20000, a broadcasting first input, additions): `tpu-models
/// mul`/`sub` models, the op (and operand order) rewritten in the top model for the
/// others, the reference computed here.
#[test]
fn broadcasting_binaries_outside_the_regime_compute_right() {
    let Some(oracle) = Oracle::find_or_skip("broadcasting_binaries_outside_the_regime_compute_right") else {
        return;
    };
    let tmp = TempDir::new("outside-bcast");
    let root = tmp.0.display().to_string();
    // (tpu-models kind, first shape, second shape, relu, op written, inputs swapped)
    let cases: [(&str, &str, &str, bool, &str, bool); 8] = [
        ("mul", "2,8,8,8", "1,8,1,1", false, "Mul", false),
        ("mul", "1,4,128,128", "1,4,1,1", true, "Mul", false),
        ("mul", "1,100,8,8", "1,1,8,8", false, "Mul", false),
        ("sub", "4,70,5,5", "1,70,5,5", true, "Sub", false),
        ("mul", "1,3,1,20000", "1,3,1,1", false, "Sub", false),
        ("mul", "1,16,8,8", "1,16,1,1", false, "Add", false),
        ("mul", "2,70,20,20", "1,1,20,20", true, "Add", false),
        ("mul", "1,16,8,8", "1,16,1,1", false, "Sub", true),
    ];
    let mut failures = Vec::new();
    for (kind, a, b, relu, op, swap) in cases {
        let mut args = vec![kind, &root, "--shape", a, "--shape2", b];
        if relu {
            args.push("--relu");
        }
        let m = Model::write(&oracle, &args);
        let text = std::fs::read_to_string(m.file("_top.mlir")).unwrap();
        let from = format!("\"top.{}\"(%1, %2)", if kind == "mul" { "Mul" } else { "Sub" });
        let to = format!("\"top.{op}\"({})", if swap { "%2, %1" } else { "%1, %2" });
        assert!(text.contains(&from), "{}: no {from}", m.name);
        let mut top = text.replace(&from, &to);
        if swap {
            let dims = |s: &str| s.replace(',', "x");
            top = top.replace(
                &format!("(tensor<{}xf32>, tensor<{}xf32>) ->", dims(a), dims(b)),
                &format!("(tensor<{}xf32>, tensor<{}xf32>) ->", dims(b), dims(a)),
            );
        }
        let inputs = npz::read(&m.file("_input.npz"));
        let (mut x, mut y) = (&inputs["in0"], &inputs["in1"]);
        if swap {
            std::mem::swap(&mut x, &mut y);
        }
        let shape: Vec<usize> = a.split(',').map(|d| d.parse().unwrap()).collect();
        let f = |p: f32, q: f32| {
            let v = match op {
                "Add" => p + q,
                "Sub" => p - q,
                _ => p * q,
            };
            if relu {
                v.max(0.0)
            } else {
                v
            }
        };
        let expected = broadcast(x, y, &shape, f);
        let reference = m.dir.join("expected.npz");
        oracle.write_npz(&reference, "out", &shape, &expected);
        match cmodel_error(&oracle, &m, top.as_bytes(), &CompileOptions::default(), &reference) {
            Ok(err) if err <= 1e-5 => {}
            Ok(err) => failures.push(format!(
                "{} as {op}{}: max abs error {err:e}",
                m.name,
                if swap { " swapped" } else { "" }
            )),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// INT8 additions whose second input broadcasts (TPU-MLIR layer-groups them; rods runs
/// them as global ops in the pieces of its broadcasting subtractions): the op of a
/// `tpu-models mul` model rewritten into its own model directory (top model, input,
/// reference and `cali_table` with the sum's range), built by TPU-MLIR in INT8 for its
/// own error, and `tpuc compile --quantize INT8` within that error.
#[test]
fn int8_broadcasting_additions_compute_as_tpu_mlir() {
    let Some(oracle) = Oracle::find_or_skip("int8_broadcasting_additions_compute_as_tpu_mlir") else {
        return;
    };
    let tmp = TempDir::new("outside-int8-add");
    let root = tmp.0.display().to_string();
    let mut failures = Vec::new();
    for (a, b, relu) in [("1,16,8,8", "1,16,1,1", false), ("2,70,20,20", "1,1,20,20", true)] {
        let mut args = vec!["mul", &root, "--shape", a, "--shape2", b];
        if relu {
            args.push("--relu");
        }
        let mul = Model::write(&oracle, &args);
        let name = mul.name.replacen("mul_", "add_", 1);
        let dir = tmp.0.join(&name);
        std::fs::create_dir_all(&dir).unwrap();
        let m = Model { dir, name };
        let text = std::fs::read_to_string(mul.file("_top.mlir")).unwrap();
        assert!(text.contains("\"top.Mul\"(%1, %2)"), "{}", mul.name);
        let top = text
            .replace(&mul.name, &m.name)
            .replace("\"top.Mul\"(%1, %2)", "\"top.Add\"(%1, %2)");
        std::fs::write(m.file("_top.mlir"), &top).unwrap();
        std::fs::copy(mul.file("_top_weight.npz"), m.file("_top_weight.npz")).unwrap();
        std::fs::copy(mul.file("_input.npz"), m.file("_input.npz")).unwrap();
        let inputs = npz::read(&m.file("_input.npz"));
        let shape: Vec<usize> = a.split(',').map(|d| d.parse().unwrap()).collect();
        let sum = |p: f32, q: f32| if relu { (p + q).max(0.0) } else { p + q };
        let expected = broadcast(&inputs["in0"], &inputs["in1"], &shape, sum);
        oracle.write_npz(&m.file("_ref_numpy.npz"), "out", &shape, &expected);
        // The calibration table of the mul model with the sum's range for `out`.
        let (lo, hi) = expected
            .iter()
            .fold((f32::MAX, f32::MIN), |(l, h), &v| (l.min(v), h.max(v)));
        let table: String = std::fs::read_to_string(mul.dir.join("cali_table"))
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with("out "))
            .map(|l| format!("{l}\n"))
            .collect();
        let out_line = format!("out {:.7} {lo:.7} {hi:.7}\n", lo.abs().max(hi.abs()));
        std::fs::write(m.dir.join("cali_table"), table + &out_line).unwrap();
        int8_within_tpu_mlirs_error(&oracle, &m, top.as_bytes(), &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Poolings over whole planes larger than TPU-MLIR's one-pass form (its runs of rows
/// were not derived) and windowed ones whose rows of 64 channels do not fit local
/// memory (rods' runs of columns, pads at the row ends): F32 within 1e-5 of numpy; the
/// INT8 average pooling of a 160x160 plane (a stride of 160, written as 1 where one
/// output never takes it) and the one-element INT8 addition whose result is unsigned
/// without a relu within TPU-MLIR's own error on the same model.
#[test]
fn large_whole_plane_pools_and_int8_edges_compute_right() {
    let Some(oracle) = Oracle::find_or_skip("large_whole_plane_pools_and_int8_edges_compute_right") else {
        return;
    };
    let tmp = TempDir::new("outside-pools");
    let root = tmp.0.display().to_string();
    let f32_models: [&[&str]; 4] = [
        &[
            "avgpool",
            &root,
            "--shape",
            "1,8,160,160",
            "--kernel",
            "160,160",
            "--stride",
            "160,160",
        ],
        &[
            "maxpool",
            &root,
            "--shape",
            "2,70,128,128",
            "--kernel",
            "128,128",
            "--stride",
            "128,128",
        ],
        &[
            "maxpool",
            &root,
            "--shape",
            "2,3,5,12000",
            "--kernel",
            "3,3",
            "--stride",
            "2,2",
            "--pads",
            "1,1,1,1",
        ],
        &[
            "avgpool",
            &root,
            "--shape",
            "1,64,3,10000",
            "--kernel",
            "3,3",
            "--stride",
            "1,1",
            "--pads",
            "1,1,1,1",
        ],
    ];
    let mut failures = Vec::new();
    for args in f32_models {
        let m = Model::write(&oracle, args);
        let top = std::fs::read(m.file("_top.mlir")).unwrap();
        match cmodel_error(&oracle, &m, &top, &CompileOptions::default(), &m.file("_ref_numpy.npz")) {
            Ok(err) if err <= 1e-5 => {}
            Ok(err) => failures.push(format!("{}: max abs error {err:e}", m.name)),
            Err(e) => failures.push(e),
        }
    }
    let int8_models: [&[&str]; 2] = [
        &[
            "avgpool",
            &root,
            "--shape",
            "1,8,160,160",
            "--kernel",
            "160,160",
            "--stride",
            "160,160",
        ],
        &["add", &root, "--shape", "1,1,1,1"],
    ];
    for args in int8_models {
        let m = Model::write(&oracle, args);
        let top = std::fs::read(m.file("_top.mlir")).unwrap();
        int8_within_tpu_mlirs_error(&oracle, &m, &top, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
