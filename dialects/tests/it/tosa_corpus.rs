//! The TOSA corpus (`data/conversion/tosa-corpus/`, issue 19's
//! acceptance): every function goes through three pipelines (to linalg on
//! tensors; bufferized affine loops; bufferized scf loops) and must print
//! what mlir-opt-22 printed (`NAME.{linalg,affine,loops}.expected`, made by
//! `regen.sh`); `rods-run` must give the numpy reference of `NAME.npz`
//! (made by `gen.py`) at the tosa, linalg and both loop levels; and random
//! TOSA functions go through the three pipelines in rods and, when it is on
//! the PATH, in mlir-opt-22, and must print the same.

use crate::conversion_passes::{SEED_PIPELINE, SEED_PIPELINE_LOOPS};
use crate::support::random_tosa;
use dialects::driver::{parse_args, run_buffer, RunResult};
use dialects::run::value::Scalar;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// TOSA to linalg on tensors.
const TO_LINALG: &str = "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))";

/// The three pipelines: the suffix of their expected outputs and the
/// pipeline.
const PIPELINES: [(&str, &str); 3] = [
    ("linalg", TO_LINALG),
    ("affine", SEED_PIPELINE),
    ("loops", SEED_PIPELINE_LOOPS),
];

/// Cases and pipelines where rods is known to differ from mlir-opt-22, with
/// the reason: `(case, pipeline suffix, reason)`. A listed case that starts
/// matching fails the test, so the list stays true.
const KNOWN_GAPS: &[(&str, &str, &str)] = &[];

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/conversion/tosa-corpus")
}

/// The corpus' inputs, sorted.
fn cases() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = fs::read_dir(corpus_dir())
        .expect("corpus directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    out.sort();
    out
}

fn stem(p: &Path) -> String {
    p.file_stem().and_then(|n| n.to_str()).unwrap_or_default().to_string()
}

fn rods(pipeline: &str, name: &str, text: &[u8]) -> RunResult {
    let args = vec![format!("--pass-pipeline={pipeline}")];
    let opts = parse_args(&args).expect("valid arguments");
    run_buffer(&opts, name, text)
}

#[test]
fn the_corpus_has_the_issues_op_set() {
    let all: String = cases().iter().map(|p| fs::read_to_string(p).expect("case")).collect();
    assert!(cases().len() >= 30, "only {} cases", cases().len());
    for op in [
        "tosa.conv2d",
        "tosa.depthwise_conv2d",
        "tosa.matmul",
        "tosa.add",
        "tosa.sub",
        "tosa.mul",
        "tosa.clamp",
        "tosa.sigmoid",
        "tosa.tanh",
        "tosa.exp",
        "tosa.reduce_sum",
        "tosa.reduce_max",
        "tosa.max_pool2d",
        "tosa.avg_pool2d",
        "tosa.reshape",
        "tosa.transpose",
        "tosa.concat",
        "tosa.slice",
        "tosa.pad",
        "tosa.cast",
        "tosa.rescale",
        "\"tosa.const\"",
        "tosa.const_shape",
    ] {
        assert!(all.contains(op), "no case uses {op}");
    }
}

#[test]
fn the_corpus_lowers_like_mlir_opt() {
    let mut failures = Vec::new();
    let mut gaps_that_pass = Vec::new();
    for path in cases() {
        let name = stem(&path);
        let file = format!("{name}.mlir");
        let text = fs::read(&path).expect("input");
        for (suffix, pipeline) in PIPELINES {
            let want = fs::read(corpus_dir().join(format!("{name}.{suffix}.expected"))).expect("expected output");
            let r = rods(pipeline, &file, &text);
            let same = r.success && r.output == want;
            let listed = KNOWN_GAPS.iter().any(|(c, s, _)| *c == name && *s == suffix);
            match (same, listed) {
                (true, true) => gaps_that_pass.push(format!("{name} ({suffix})")),
                (false, false) => failures.push(format!(
                    "{name} ({suffix}):\n--- expected\n{}\n--- got\n{}\n{}",
                    String::from_utf8_lossy(&want),
                    String::from_utf8_lossy(&r.output),
                    r.stderr
                )),
                _ => {}
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        gaps_that_pass.is_empty(),
        "listed gaps that now pass (remove them from KNOWN_GAPS): {}",
        gaps_that_pass.join(", ")
    );
}

/// mlir-opt-22's output for `text` through `pipeline`, `None` when it is
/// not installed; `Err(stderr)` when it fails.
fn mlir_opt(pipeline: &str, dir: &Path, file: &str) -> Option<Result<Vec<u8>, String>> {
    let out = Command::new("mlir-opt-22")
        .current_dir(dir)
        .arg(file)
        .arg(format!("--pass-pipeline={pipeline}"))
        .output()
        .ok()?;
    Some(if out.status.success() {
        Ok(out.stdout)
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    })
}

#[test]
fn the_expected_outputs_are_what_mlir_opt_writes() {
    for path in cases() {
        let name = stem(&path);
        for (suffix, pipeline) in PIPELINES {
            let Some(got) = mlir_opt(pipeline, &corpus_dir(), &format!("{name}.mlir")) else {
                eprintln!("mlir-opt-22 not found: live comparison skipped");
                return;
            };
            let want = fs::read(corpus_dir().join(format!("{name}.{suffix}.expected"))).expect("expected output");
            assert!(got == Ok(want), "{name}.{suffix}.expected is stale: run regen.sh");
        }
    }
}

/// The members of `NAME.npz`: `arg<i>` inputs and `result<i>` references,
/// each in index order.
fn arrays(name: &str) -> (Vec<Vec<u8>>, Vec<Vec<u8>>) {
    let bytes = fs::read(corpus_dir().join(format!("{name}.npz"))).expect("npz");
    let members = dialects::run::npy::read_npz_members(&bytes).expect("npz members");
    let take = |prefix: &str| -> Vec<Vec<u8>> {
        let mut found: Vec<(usize, Vec<u8>)> = members
            .iter()
            .filter_map(|(n, b)| Some((n.strip_prefix(prefix)?.parse().ok()?, b.clone())))
            .collect();
        found.sort_by_key(|(i, _)| *i);
        found.into_iter().map(|(_, b)| b).collect()
    };
    (take("arg"), take("result"))
}

/// Runs `entry` of `text` with rods-run's engine and says how its results
/// differ from the `.npy` references (floats within 1e-5, integers
/// exactly); empty when they match.
fn run_level(text: &[u8], entry: &str, inputs: &[Vec<u8>], references: &[Vec<u8>]) -> Vec<String> {
    let ctx = ir::Context::new();
    dialects::register_all(&ctx);
    let results = ir::text::parse_source(&ctx, "level.mlir", text).and_then(|mut module| {
        ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top)?;
        dialects::run::run_function(&ctx, &module.arena, module.top, entry, inputs)
    });
    let results = match results {
        Ok(r) => r,
        Err(d) => return vec![d.message],
    };
    if results.len() != references.len() {
        return vec![format!("{} results, {} references", results.len(), references.len())];
    }
    let mut problems = Vec::new();
    for (i, (got, want_npy)) in results.iter().zip(references).enumerate() {
        let want = match dialects::run::npy::read_npy(&ctx, want_npy, got.elem, &got.shape) {
            Ok(w) => w,
            Err(e) => {
                problems.push(format!("result {i}: the reference does not match its type: {e}"));
                continue;
            }
        };
        let bad = got.data.iter().zip(&want.data).position(|(g, w)| match g {
            Scalar::Float { .. } => {
                let (g, w) = (g.as_f64().unwrap_or(f64::NAN), w.as_f64().unwrap_or(f64::NAN));
                (g - w).abs() > 1e-5
            }
            _ => g != w,
        });
        if let Some(k) = bad {
            problems.push(format!(
                "result {i}, element {k}: {:?}, the reference {:?}",
                got.data[k], want.data[k]
            ));
        }
    }
    problems
}

#[test]
fn every_level_gives_the_numpy_reference() {
    let mut failures = Vec::new();
    let mut runs = 0;
    for path in cases() {
        let name = stem(&path);
        let (inputs, references) = arrays(&name);
        let mut levels = vec![("tosa".to_string(), fs::read(&path).expect("input"))];
        for (suffix, _) in PIPELINES {
            let file = corpus_dir().join(format!("{name}.{suffix}.expected"));
            levels.push((suffix.to_string(), fs::read(file).expect("level")));
        }
        for (level, text) in levels {
            runs += 1;
            for problem in run_level(&text, &name, &inputs, &references) {
                failures.push(format!("{name} at {level}: {problem}"));
            }
        }
    }
    assert!(runs >= 120, "only {runs} runs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// How many random functions one run compares, and the first seed
/// (`RODS_TOSA_SEED` overrides it to replay a failure).
const RANDOM_FUNCTIONS: u64 = 36;

#[test]
fn random_tosa_functions_lower_like_mlir_opt() {
    let first: u64 = std::env::var("RODS_TOSA_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x7051_0019);
    let dir = std::env::temp_dir().join(format!("rods-random-tosa-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("temp dir");
    let mut failures = Vec::new();
    for seed in first..first + RANDOM_FUNCTIONS {
        let ops = 2 + (seed % 5) as usize;
        let text = random_tosa::tosa_function(seed, "random", ops);
        let file = format!("random_{seed}.mlir");
        fs::write(dir.join(&file), &text).expect("write case");
        for (suffix, pipeline) in PIPELINES {
            let r = rods(pipeline, &file, text.as_bytes());
            let Some(reference) = mlir_opt(pipeline, &dir, &file) else {
                eprintln!("mlir-opt-22 not found: live comparison skipped");
                let _ = fs::remove_dir_all(&dir);
                return;
            };
            let same = match &reference {
                Ok(out) => r.success && &r.output == out,
                Err(stderr) => !r.success && &r.stderr == stderr,
            };
            if !same {
                failures.push(format!(
                    "seed {seed} ({suffix}; replay with RODS_TOSA_SEED={seed}):\n{text}\n--- mlir-opt-22\n{}\n--- rods\n{}{}",
                    match &reference {
                        Ok(out) => String::from_utf8_lossy(out).into_owned(),
                        Err(e) => e.clone(),
                    },
                    String::from_utf8_lossy(&r.output),
                    r.stderr
                ));
            }
        }
    }
    let _ = fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
