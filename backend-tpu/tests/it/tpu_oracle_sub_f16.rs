//! Oracle tier: INT8 subtractions that TPU-MLIR 1.30.2 lowers in f16 (`docs/int8.md` §19).
//! When the calibrated threshold of an input is above the output's, TPU-MLIR lowers the
//! subtraction in f16: casts of both inputs to f16, `tpu.Sub` on f16, a cast back. At or
//! below the output's threshold it stays INT8, and an input just below it gets the
//! multiplier 1 and shift 0, which TPU-MLIR's commands take unscaled (§11). Each model
//! here gets a calibration table that puts inputs' thresholds just above or just below
//! the output's. The test checks three things: TPU-MLIR picks f16 exactly above the
//! boundary, `tpuc compile` lowers each model to TPU-MLIR's `_tpu.mlir`, and the
//! commands and numbers match TPU-MLIR's (`check_int8_build`, with and without layer
//! groups). Skips (with a message) when the oracle is not installed.

use crate::support::oracle::{Oracle, TempDir};
use crate::tpu_oracle::{check_int8_build, int8_stage_differs};
use std::path::Path;

/// One model of the sweep: `tpu-models sub` arguments, the thresholds to set (each
/// `inN=F` with `s` or `u`: input N's threshold the output's times F, its range signed
/// or unsigned), and the layer-group flags.
struct Case {
    shape: &'static str,
    shape2: &'static str,
    relu: bool,
    seed: &'static str,
    thresholds: &'static str,
    flags: &'static [&'static str],
}

const GLOBAL: &[&str] = &["--no-layer-group"];

const CASES: &[Case] = &[
    // A relu'd subtraction of an unsigned scalar (seed 0 draws a positive one), grouped:
    // f16 just above the boundary; just below, INT8 with the first input unscaled
    // (multiplier 1, shift 0).
    Case {
        shape: "1,8,8,8",
        shape2: "1,1,1,1",
        relu: true,
        seed: "0",
        thresholds: "in0=1.0005s",
        flags: &[],
    },
    Case {
        shape: "1,8,8,8",
        shape2: "1,1,1,1",
        relu: true,
        seed: "0",
        thresholds: "in0=0.9995s",
        flags: &[],
    },
    // The second input past the output's range, a row broadcast.
    Case {
        shape: "1,10,17,7",
        shape2: "1,1,1,7",
        relu: true,
        seed: "3",
        thresholds: "in1=1.01s",
        flags: &[],
    },
    // A value per channel, global.
    Case {
        shape: "1,3,24,24",
        shape2: "1,3,1,1",
        relu: false,
        seed: "5",
        thresholds: "in0=1.2s",
        flags: GLOBAL,
    },
    // Same shapes: f16 in batch 2; INT8 with the first input unscaled, global; an
    // unsigned first input, relu'd, grouped.
    Case {
        shape: "2,16,9,9",
        shape2: "2,16,9,9",
        relu: false,
        seed: "7",
        thresholds: "in1=1.5s",
        flags: GLOBAL,
    },
    Case {
        shape: "1,16,9,9",
        shape2: "1,16,9,9",
        relu: false,
        seed: "7",
        thresholds: "in0=0.9995s",
        flags: GLOBAL,
    },
    Case {
        shape: "1,16,9,9",
        shape2: "1,16,9,9",
        relu: true,
        seed: "7",
        thresholds: "in0=0.9995u",
        flags: &[],
    },
    // Both inputs unscaled, a value per channel, grouped.
    Case {
        shape: "1,16,9,9",
        shape2: "1,16,1,1",
        relu: false,
        seed: "7",
        thresholds: "in0=0.9995s,in1=0.9995s",
        flags: &[],
    },
];

/// Rewrites `dir/cali_table` as `thresholds` says (see [`Case`]); returns whether one of
/// them is above the output's threshold.
fn set_thresholds(dir: &Path, thresholds: &str) -> bool {
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
    let mut above = false;
    for item in thresholds.split(',') {
        let (name, spec) = item.split_once('=').unwrap();
        let (factor, sign) = spec.split_at(spec.len() - 1);
        let factor: f64 = factor.parse().unwrap();
        above |= factor > 1.0;
        let threshold = out * factor;
        let min = if sign == "s" { -threshold } else { 0.0 };
        let line = lines
            .iter_mut()
            .find(|l| l.split_whitespace().next() == Some(name))
            .unwrap();
        *line = format!("{name} {threshold:.7} {min:.7} {threshold:.7}");
    }
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    above
}

#[test]
fn int8_subtractions_past_the_output_range_lower_in_f16_as_tpu_mlir_does() {
    let Some(oracle) = Oracle::find_or_skip("int8_subtractions_past_the_output_range_lower_in_f16_as_tpu_mlir_does")
    else {
        return;
    };
    let tmp = TempDir::new("sub-f16");
    let root = tmp.0.display().to_string();
    let mut failures = Vec::new();
    for case in CASES {
        let mut args = vec![
            "sub",
            &root,
            "--shape",
            case.shape,
            "--shape2",
            case.shape2,
            "--seed",
            case.seed,
        ];
        if case.relu {
            args.push("--relu");
        }
        let dir = oracle.tool("tpu-models", &args).trim().to_string();
        let dir = Path::new(&dir);
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let above = set_thresholds(dir, case.thresholds);
        eprintln!("INT8 sub, {} of the output's threshold: {name}", case.thresholds);
        failures.extend(check_int8_build(&oracle, dir, &name, case.flags));
        let tpu = std::fs::read_to_string(dir.join(format!("{name}_tpu.mlir"))).unwrap();
        if tpu.contains("xf16>") != above {
            failures.push(format!(
                "{name} ({}): TPU-MLIR lowered it in {}, the rule says otherwise",
                case.thresholds,
                if above { "INT8" } else { "f16" }
            ));
        }
        failures.extend(int8_stage_differs(dir, &name, "tpu"));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
