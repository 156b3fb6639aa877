//! `tpuc dis` on each reference bmodel prints the same fields as the package
//! disassembler's `--format reg` output (`<name>_reg.json`).

use crate::support;

use std::collections::BTreeMap;
use std::process::Command;

use backend_tpu::bmodel::BModel;
use backend_tpu::dis;
use serde_json::Value;
use support::{data, json, TPU_MLIR_MODELS};

type Fields = BTreeMap<String, u64>;

/// (group, engine, op, non-zero fields) per command of a `--format reg` file, in the order
/// `tpuc dis` lists them: per group, its TIU commands then its GDMA commands.
fn expected(name: &str) -> Vec<(usize, String, String, Fields)> {
    let doc = json(&data(&format!("{name}/{name}_reg.json")));
    let mut out = Vec::new();
    for (g, (_key, group)) in doc.as_object().unwrap().iter().enumerate() {
        for (key, engine) in [("tiu", "tiu"), ("dma", "gdma")] {
            for cmd in group[key].as_array().unwrap() {
                let fields = cmd["cmd"]
                    .as_object()
                    .unwrap()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
                    .filter(|(_, v)| *v != 0)
                    .collect();
                out.push((g, engine.to_string(), cmd["name"].as_str().unwrap().to_string(), fields));
            }
        }
    }
    out
}

/// The same from our JSON listing.
fn actual(listing: &str) -> Vec<(usize, String, String, Fields)> {
    let doc: Value = serde_json::from_str(listing).unwrap();
    doc.as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let fields = c["fields"]
                .as_object()
                .unwrap()
                .iter()
                .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
                .collect();
            (
                c["group"].as_u64().unwrap() as usize,
                c["engine"].as_str().unwrap().to_string(),
                c["op"].as_str().unwrap().to_string(),
                fields,
            )
        })
        .collect()
}

#[test]
fn library_listing_matches_reg_json() {
    for name in TPU_MLIR_MODELS {
        let model = BModel::read(&data(&format!("{name}/{name}.bmodel"))).unwrap();
        let commands = dis::disassemble(&model).unwrap();
        assert_eq!(actual(&dis::json(&commands)), expected(name), "{name}");
        // Every command also says its layout, as named in the field table.
        let doc: Value = serde_json::from_str(&dis::json(&commands)).unwrap();
        assert!(doc.as_array().unwrap().iter().all(|c| c["reg"].is_string()));
    }
}

#[test]
fn tpuc_dis_json_matches_reg_json() {
    for name in TPU_MLIR_MODELS {
        let path = data(&format!("{name}/{name}.bmodel"));
        let out = Command::new(env!("CARGO_BIN_EXE_tpuc"))
            .arg("dis")
            .arg(&path)
            .args(["--format", "json"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(
            actual(&String::from_utf8(out.stdout).unwrap()),
            expected(name),
            "{name}"
        );
    }
}

#[test]
fn tpuc_dis_text_lists_every_command() {
    let path = data("linear_16_10/linear_16_10.bmodel");
    let out = Command::new(env!("CARGO_BIN_EXE_tpuc"))
        .arg("dis")
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 8, "{text}");
    assert_eq!(lines[0], "; group 0");
    assert!(lines[1].starts_with("tiu  sMM"), "{}", lines[1]);
    assert!(
        lines[1].contains("mm.normal") && lines[1].contains(" cmd_id_dep=3 ") && lines[1].ends_with(" opd2_addr=64")
    );
    assert!(lines[7].starts_with("gdma sDMA_sys") && lines[7].contains("dma.sys"));
}

#[test]
fn tpuc_info_summarises_the_model() {
    let path = data("linear_16_10/linear_16_10.bmodel");
    let out = Command::new(env!("CARGO_BIN_EXE_tpuc"))
        .arg("info")
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for line in [
        "chip: BM1684X",
        "net 0: [linear_16_10]  static",
        "input: in0, [1, 16], float32, scale: 1, zero_point: 0, addr: 0x100002000, size: 64",
        "output: out, [1, 10], float32, scale: 1, zero_point: 0, addr: 0x100003000, size: 40",
        "group 0: tiu 2 commands (128 bytes), gdma 5 commands (512 bytes)",
        "coeff: 8192 bytes at 0x100000000, 2 location(s), check code ok",
        "device mem size: 17024 (weight: 8192, instruct: 640, runtime: 8192)",
    ] {
        assert!(text.lines().any(|l| l == line), "missing `{line}` in:\n{text}");
    }
}

#[test]
fn tpuc_reports_errors() {
    let out = Command::new(env!("CARGO_BIN_EXE_tpuc")).args(["dis"]).output().unwrap();
    assert!(!out.status.success());
    let junk = std::env::temp_dir().join(format!("rods-tpuc-junk-{}.bmodel", std::process::id()));
    std::fs::write(
        &junk,
        b"not a bmodel at all, but long enough for a header..........................",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tpuc"))
        .arg("info")
        .arg(&junk)
        .output()
        .unwrap();
    std::fs::remove_file(&junk).ok();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("malformed bmodel at byte 0 (0x0): bad magic"), "{err}");
}
