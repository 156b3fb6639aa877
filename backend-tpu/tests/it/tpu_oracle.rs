//! Checks with TPU-MLIR 1.30.2's own tools and CPU cmodel. Runs when `tpu-oracle setup` has
//! installed them and says clearly that it skipped when not; CI does not need them.
//! `RODS_REQUIRE_TPU_ORACLE=1` turns a missing install into a failure.

use crate::support;

use backend_tpu::bmodel::BModel;
use backend_tpu::dis;
use support::oracle::{Oracle, TempDir};
use support::{data, linear, TPU_MLIR_MODELS};

/// Our Linear bmodel, with the reference's version and time strings.
fn write_linear(dir: &std::path::Path) -> std::path::PathBuf {
    let r = BModel::read(&data("linear_16_10/linear_16_10.bmodel")).unwrap();
    let path = dir.join("linear_16_10.bmodel");
    linear::bmodel(&r.model.version, &r.model.time).write(&path).unwrap();
    path
}

#[test]
fn model_tool_accepts_our_linear_bmodel() {
    let Some(oracle) = Oracle::find_or_skip("model_tool_accepts_our_linear_bmodel") else {
        return;
    };
    let dir = TempDir::new("oracle-info");
    let path = write_linear(&dir.0);
    let info = oracle.model_tool(&["--info"], &path);
    assert!(info.contains("net 0: [linear_16_10]  static"), "{info}");
    assert!(
        info.contains("device mem size: 17024 (weight: 8192, instruct: 640, runtime: 8192)"),
        "{info}"
    );
    assert!(info.contains("bmodel is 4k aligned"), "{info}");
    // The whole flatbuffer, as model_tool prints it, is TPU-MLIR's.
    let print = oracle.model_tool(&["--print"], &path);
    let reference = std::fs::read_to_string(data("linear_16_10/linear_16_10_model_tool_print.txt")).unwrap();
    assert_eq!(print, reference);
}

#[test]
fn our_linear_bmodel_runs_on_the_cmodel() {
    let Some(oracle) = Oracle::find_or_skip("our_linear_bmodel_runs_on_the_cmodel") else {
        return;
    };
    let dir = TempDir::new("oracle-run");
    let path = write_linear(&dir.0);
    let out = oracle.run_cmodel(&path, &data("linear_16_10/linear_16_10_input.npz"), &dir.0);
    let err = oracle.max_abs_err(&out, &data("linear_16_10/linear_16_10_ref_numpy.npz"));
    assert!(err <= 1e-5, "max abs error {err} against numpy");
    let err = oracle.max_abs_err(&out, &data("linear_16_10/linear_16_10_cmodel_out.npz"));
    assert_eq!(err, 0.0, "TPU-MLIR's own bmodel gives the same output bit for bit");
}

#[test]
fn package_disassembler_reads_our_linear_bmodel_like_the_reference() {
    let Some(oracle) = Oracle::find_or_skip("package_disassembler_reads_our_linear_bmodel") else {
        return;
    };
    let dir = TempDir::new("oracle-dis");
    let path = write_linear(&dir.0);
    let ours = oracle.dis_reg(&path);
    let reference = std::fs::read_to_string(data("linear_16_10/linear_16_10_reg.json")).unwrap();
    assert_eq!(ours, reference);
}

#[test]
fn package_disassembler_agrees_with_tpuc_dis() {
    let Some(oracle) = Oracle::find_or_skip("package_disassembler_agrees_with_tpuc_dis") else {
        return;
    };
    for name in TPU_MLIR_MODELS {
        let path = data(&format!("{name}/{name}.bmodel"));
        let live: serde_json::Value = serde_json::from_str(&oracle.dis_reg(&path)).unwrap();
        let model = BModel::read(&path).unwrap();
        let ours: serde_json::Value = serde_json::from_str(&dis::json(&dis::disassemble(&model).unwrap())).unwrap();
        let ours = ours.as_array().unwrap();
        let mut k = 0;
        for group in live.as_object().unwrap().values() {
            for key in ["tiu", "dma"] {
                for cmd in group[key].as_array().unwrap() {
                    assert_eq!(ours[k]["op"], cmd["name"], "{name} #{k}");
                    for (field, v) in cmd["cmd"].as_object().unwrap() {
                        let mine = ours[k]["fields"].get(field).cloned().unwrap_or(serde_json::json!(0));
                        assert_eq!(&mine, v, "{name} #{k} {field}");
                    }
                    k += 1;
                }
            }
        }
        assert_eq!(k, ours.len(), "{name}");
    }
}
