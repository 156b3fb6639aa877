//! Oracle tier: INT8 subtractions and additions that TPU-MLIR 1.30.2 lowers in f16
//! (`docs/int8.md` §19, §15). A subtraction goes f16 when the calibrated threshold of an
//! input is above the output's; at or below it stays INT8, and an input just below it
//! gets the multiplier 1 and shift 0, which TPU-MLIR's commands take unscaled (§11). An
//! addition goes f16 when its inputs' thresholds differ by more than 64 times. Either
//! way: casts of both inputs to f16, the op on f16, a cast back. Each model here gets a
//! calibration table that puts the thresholds just across or just short of the
//! boundary. The test checks three things: TPU-MLIR picks f16 exactly where the rule
//! says, `tpuc compile` lowers each model to TPU-MLIR's `_tpu.mlir`, and the commands
//! and numbers match TPU-MLIR's (`check_int8_build`, with and without layer groups).
//! Skips (with a message) when the oracle is not installed.

use crate::support::oracle::{Oracle, TempDir};
use crate::tpu_oracle::{check_int8_build, int8_stage_differs};
use std::path::Path;

/// One model of the sweep: the `tpu-models` kind and arguments, the thresholds to set
/// (each `NAME=F` with `s` or `u`: the value's threshold the output's times F, its range
/// signed or unsigned), whether TPU-MLIR lowers it in f16, and the layer-group flags.
struct Case {
    kind: &'static str,
    shape: &'static str,
    shape2: Option<&'static str>,
    relu: bool,
    seed: &'static str,
    thresholds: &'static str,
    f16: bool,
    flags: &'static [&'static str],
}

const GLOBAL: &[&str] = &["--no-layer-group"];

/// A subtraction case.
const fn sub(
    shape: &'static str,
    shape2: &'static str,
    relu: bool,
    seed: &'static str,
    thresholds: &'static str,
    f16: bool,
    flags: &'static [&'static str],
) -> Case {
    Case {
        kind: "sub",
        shape,
        shape2: Some(shape2),
        relu,
        seed,
        thresholds,
        f16,
        flags,
    }
}

/// An addition case (two inputs of one shape).
const fn add(
    shape: &'static str,
    relu: bool,
    thresholds: &'static str,
    f16: bool,
    flags: &'static [&'static str],
) -> Case {
    Case {
        kind: "add",
        shape,
        shape2: None,
        relu,
        seed: "7",
        thresholds,
        f16,
        flags,
    }
}

const CASES: &[Case] = &[
    // A relu'd subtraction of an unsigned scalar (seed 0 draws a positive one), grouped:
    // f16 just above the boundary; just below, INT8 with the first input unscaled
    // (multiplier 1, shift 0).
    sub("1,8,8,8", "1,1,1,1", true, "0", "in0=1.0005s", true, &[]),
    sub("1,8,8,8", "1,1,1,1", true, "0", "in0=0.9995s", false, &[]),
    // The second input past the output's range, a row broadcast.
    sub("1,10,17,7", "1,1,1,7", true, "3", "in1=1.01s", true, &[]),
    // A value per channel, global.
    sub("1,3,24,24", "1,3,1,1", false, "5", "in0=1.2s", true, GLOBAL),
    // Same shapes: f16 in batch 2; INT8 with the first input unscaled, global; an
    // unsigned first input, relu'd, grouped.
    sub("2,16,9,9", "2,16,9,9", false, "7", "in1=1.5s", true, GLOBAL),
    sub("1,16,9,9", "1,16,9,9", false, "7", "in0=0.9995s", false, GLOBAL),
    sub("1,16,9,9", "1,16,9,9", true, "7", "in0=0.9995u", false, &[]),
    // Both inputs unscaled, a value per channel, grouped.
    sub(
        "1,16,9,9",
        "1,16,1,1",
        false,
        "7",
        "in0=0.9995s,in1=0.9995s",
        false,
        &[],
    ),
    // Additions: inputs 64.5 times apart (f16, grouped and global, relu'd unsigned),
    // 63.7 times apart (INT8).
    add("1,16,9,9", false, "in0=1s,in1=0.0155s", true, &[]),
    add("2,20,9,9", false, "in0=0.0155s,in1=1s", true, GLOBAL),
    add("1,16,9,9", true, "in0=1u,in1=0.0155u", true, &[]),
    add("1,16,9,9", false, "in0=1s,in1=0.0157s", false, &[]),
];

/// Rewrites `dir/cali_table` as `thresholds` says (see [`Case`]).
fn set_thresholds(dir: &Path, thresholds: &str) {
    let path = dir.join("cali_table");
    let mut lines: Vec<String> = std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let out: f64 = lines
        .iter()
        .find_map(|l| l.strip_prefix("out "))
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap()
        .parse()
        .unwrap();
    for item in thresholds.split(',') {
        let (name, spec) = item.split_once('=').unwrap();
        let (factor, sign) = spec.split_at(spec.len() - 1);
        let threshold = out * factor.parse::<f64>().unwrap();
        let min = if sign == "s" { -threshold } else { 0.0 };
        let line = lines
            .iter_mut()
            .find(|l| l.split_whitespace().next() == Some(name))
            .unwrap();
        *line = format!("{name} {threshold:.7} {min:.7} {threshold:.7}");
    }
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
}

#[test]
fn int8_binaries_lower_in_f16_where_tpu_mlir_does() {
    let Some(oracle) = Oracle::find_or_skip("int8_binaries_lower_in_f16_where_tpu_mlir_does") else {
        return;
    };
    let tmp = TempDir::new("int8-f16");
    let mut failures = Vec::new();
    for (i, case) in CASES.iter().enumerate() {
        // One directory per case: cases of one shape would share a model directory.
        let root = tmp.0.join(i.to_string()).display().to_string();
        let mut args = vec![case.kind, &root, "--shape", case.shape, "--seed", case.seed];
        if let Some(shape2) = case.shape2 {
            args.extend(["--shape2", shape2]);
        }
        if case.relu {
            args.push("--relu");
        }
        let dir = oracle.tool("tpu-models", &args).trim().to_string();
        let dir = Path::new(&dir);
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        set_thresholds(dir, case.thresholds);
        eprintln!(
            "INT8 {}, {} of the output's threshold: {name}",
            case.kind, case.thresholds
        );
        failures.extend(check_int8_build(&oracle, dir, &name, case.flags));
        let tpu = std::fs::read_to_string(dir.join(format!("{name}_tpu.mlir"))).unwrap();
        if tpu.contains("xf16>") != case.f16 {
            failures.push(format!(
                "{name} ({}): TPU-MLIR lowered it in {}, the rule says otherwise",
                case.thresholds,
                if case.f16 { "INT8" } else { "f16" }
            ));
        }
        failures.extend(int8_stage_differs(dir, &name, "tpu"));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
