//! F16 and BF16 models against TPU-MLIR 1.30.2 (`tpu-oracle compile --mode F16|BF16`),
//! when its install is found (as `tpu_oracle`): random draws of the kinds whose 16-bit
//! forms rods derives (`backend-tpu/docs/f16.md`).

use crate::support;
use crate::tpu_oracle::{check_compile, draw_random, wide_linear_args};

use backend_tpu::bmodel::BModel;
use backend_tpu::driver::CompileOptions;
use support::oracle::{Oracle, TempDir};

/// Builds the model in `dir` with TPU-MLIR in `options.mode` and checks `tpuc compile`
/// against it (`check_compile`); the failures.
fn build_and_check(oracle: &Oracle, dir: &std::path::Path, options: &CompileOptions) -> Vec<String> {
    let mode = options.mode.as_str();
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    eprintln!("{mode} draw: {name}");
    oracle.compile(dir, &["--mode", mode]);
    let file = |suffix: &str| dir.join(format!("{name}{suffix}"));
    let reference = BModel::read(&file(".bmodel")).unwrap();
    let own = oracle.max_abs_err(&file("_cmodel_out.npz"), &file("_ref_numpy.npz"));
    check_compile(oracle, dir, &name, &reference, own, options)
}

/// Random linear layers, MLPs, relus, clips, additions, multiplications, subtractions
/// and max and average poolings (`tools/tpu-models random`, seed
/// `RODS_TPU_SWEEP_SEED`, default 20261128, count `RODS_TPU_F16_COUNT` per mode, default
/// 2) built by TPU-MLIR in F16 and in BF16: `tpuc compile --quantize F16|BF16` gives its
/// `_tpu.mlir`, its commands and coefficients where its final IR is TPU-MLIR's, and
/// cmodel numbers within TPU-MLIR's own error (`check_compile`); the forms not derived
/// (global 16-bit poolings, groups rods does not form) are printed as known gaps.
#[test]
fn random_f16_and_bf16_models_compile_as_tpu_mlir_does() {
    let Some(oracle) = Oracle::find_or_skip("random_f16_and_bf16_models_compile_as_tpu_mlir_does") else {
        return;
    };
    let seed = std::env::var("RODS_TPU_SWEEP_SEED").unwrap_or_else(|_| "20261128".into());
    let count = std::env::var("RODS_TPU_F16_COUNT").unwrap_or_else(|_| "2".into());
    let kinds = "linear,mlp,relu,clip,add,mul,sub,maxpool,avgpool";
    let failures = check_draws(&oracle, "f16", &seed, 0, &count, kinds);
    assert!(failures.is_empty(), "seed {seed}:\n{}", failures.join("\n"));
}

/// Random convolutions and conv -> relu -> max pool chains (`tools/tpu-models random
/// --kinds conv,conv-relu-pool`, seed `RODS_TPU_SWEEP_SEED`, count
/// `RODS_TPU_F16_CONV_COUNT` per mode, default 2) built by TPU-MLIR in F16 and in BF16,
/// checked as the draws above (`docs/f16.md` §9); groups whose timesteps TPU-MLIR's
/// cycle model moves are printed as known gaps.
#[test]
fn random_f16_and_bf16_convolutions_compile_as_tpu_mlir_does() {
    let Some(oracle) = Oracle::find_or_skip("random_f16_and_bf16_convolutions_compile_as_tpu_mlir_does") else {
        return;
    };
    let seed = std::env::var("RODS_TPU_SWEEP_SEED").unwrap_or_else(|_| "20261128".into());
    let count = std::env::var("RODS_TPU_F16_CONV_COUNT").unwrap_or_else(|_| "2".into());
    let failures = check_draws(&oracle, "f16-conv", &seed, 10, &count, "conv,conv-relu-pool");
    assert!(failures.is_empty(), "seed {seed}:\n{}", failures.join("\n"));
}

/// Random concatenations (`tools/tpu-models random --kinds concat`: axes 1 to 3, two or
/// three inputs; seed `RODS_TPU_SWEEP_SEED`, count `RODS_TPU_CONCAT_COUNT` per mode,
/// default 3) built by TPU-MLIR in F16 and in BF16, checked as the draws above: the
/// cast, cast -> concat -> cast groups (`docs/f16.md` §7.2) give TPU-MLIR's commands;
/// those rods leaves global (three inputs, shapes outside its regime) are known gaps
/// with TPU-MLIR's numbers.
#[test]
fn random_f16_and_bf16_concats_compile_as_tpu_mlir_does() {
    let Some(oracle) = Oracle::find_or_skip("random_f16_and_bf16_concats_compile_as_tpu_mlir_does") else {
        return;
    };
    let seed = std::env::var("RODS_TPU_SWEEP_SEED").unwrap_or_else(|_| "20261128".into());
    let count = std::env::var("RODS_TPU_CONCAT_COUNT").unwrap_or_else(|_| "3".into());
    let failures = check_draws(&oracle, "f16-concat", &seed, 20, &count, "concat");
    assert!(failures.is_empty(), "seed {seed}:\n{}", failures.join("\n"));
}

/// Draws `count` models of `kinds` per mode (seed `seed` followed by the mode name's
/// length plus `salt`: a draw of its own per mode), builds each with TPU-MLIR in F16
/// and in BF16 and checks `tpuc compile` against it (`check_compile`).
fn check_draws(oracle: &Oracle, tag: &str, seed: &str, salt: usize, count: &str, kinds: &str) -> Vec<String> {
    let mut failures = Vec::new();
    for mode in ["F16", "BF16"] {
        let tmp = TempDir::new(&format!("{tag}-{}", mode.to_lowercase()));
        let mode_seed = format!("{seed}{}", mode.len() + salt);
        let listing = draw_random(oracle, &tmp.0.display().to_string(), &mode_seed, count, kinds);
        let options = CompileOptions {
            mode: mode.into(),
            ..Default::default()
        };
        for dir in listing.split_whitespace() {
            failures.extend(build_and_check(oracle, std::path::Path::new(dir), &options));
        }
    }
    failures
}

/// Linear layers beyond `tpu-models random`'s ranges (`wide_linear_args`: K up to 2048,
/// N up to 700, M 1 to 16, seed `RODS_TPU_SWEEP_SEED`, count `RODS_TPU_F16_WIDE_COUNT`
/// per mode, default 2), so that both 16-bit matmul forms (`mm2.nn` and the wide-result
/// `mm.normal` over chunks of K, `docs/f16.md` §3) come up, built by TPU-MLIR in F16 and
/// BF16 and checked as the random draws are.
#[test]
fn random_wide_f16_and_bf16_matmuls_compile_as_tpu_mlir_does() {
    let Some(oracle) = Oracle::find_or_skip("random_wide_f16_and_bf16_matmuls_compile_as_tpu_mlir_does") else {
        return;
    };
    let seed = std::env::var("RODS_TPU_SWEEP_SEED").unwrap_or_else(|_| "20261128".into());
    let count = std::env::var("RODS_TPU_F16_WIDE_COUNT")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(2);
    let mut failures = Vec::new();
    for mode in ["F16", "BF16"] {
        let tmp = TempDir::new(&format!("f16-wide-{}", mode.to_lowercase()));
        let root = tmp.0.display().to_string();
        let options = CompileOptions {
            mode: mode.into(),
            ..Default::default()
        };
        for args in wide_linear_args(&format!("{seed}{mode}"), count) {
            let mut argv = vec!["linear", root.as_str()];
            argv.extend(args.iter().map(String::as_str));
            let listing = oracle.tool("tpu-models", &argv);
            failures.extend(build_and_check(&oracle, std::path::Path::new(listing.trim()), &options));
        }
    }
    assert!(failures.is_empty(), "seed {seed}:\n{}", failures.join("\n"));
}
