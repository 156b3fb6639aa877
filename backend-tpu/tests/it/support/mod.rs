//! Shared helpers of the integration tests: test data paths, golden command files, a
//! minimal `.npz` reader, and the Linear 16->10 model built from scratch.
#![allow(dead_code)]

pub mod linear;
pub mod npz;
pub mod oracle;

use std::path::PathBuf;

/// `backend-tpu/tests/data/<rel>`.
pub fn data(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(rel)
}

/// The reference models compiled by TPU-MLIR 1.30.2 (each has `<name>.bmodel`,
/// `<name>_golden_cmds.json` and `<name>_reg.json` under `tests/data/<name>/`).
pub const TPU_MLIR_MODELS: [&str; 7] = [
    "add_relu",
    "conv3x3_relu",
    "conv3x3_relu_int8",
    "conv_relu_pool_group",
    "linear_16_10",
    "maxpool2x2",
    "relu",
];

/// Every golden command file: the reference models, the from-scratch Linear, the package sample.
pub fn golden_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = TPU_MLIR_MODELS
        .iter()
        .map(|m| data(&format!("{m}/{m}_golden_cmds.json")))
        .collect();
    files.push(data("scratch_linear_16_10/scratch_linear_16_10_golden_cmds.json"));
    files.push(data("Yuv2rgb_0_int8/golden_cmds.json"));
    files
}

/// The reference bmodel that a golden command file describes.
pub fn bmodel_of_golden(golden: &std::path::Path) -> PathBuf {
    let dir = golden.parent().expect("golden file has a directory");
    let name = dir.file_name().and_then(|n| n.to_str()).expect("utf-8 directory name");
    if name == "Yuv2rgb_0_int8" {
        dir.join("compilation_kernel_removed.bmodel")
    } else {
        dir.join(format!("{name}.bmodel"))
    }
}

/// Parses a JSON file.
pub fn json(path: &std::path::Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Decodes lower-case hex.
pub fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex digit"))
        .collect()
}

/// The command buffers of a bmodel's first net, group by group: (TIU, GDMA) bytes.
pub fn buffers(m: &backend_tpu::bmodel::BModel) -> Vec<(Vec<u8>, Vec<u8>)> {
    m.model.nets[0].parameters[0]
        .cmd_groups
        .iter()
        .map(|g| {
            let tiu = m.slice(&g.binary_bdc.unwrap(), "tiu").unwrap().to_vec();
            let gdma = m.slice(&g.binary_gdma.unwrap(), "gdma").unwrap().to_vec();
            (tiu, gdma)
        })
        .collect()
}

/// The command buffers a golden command file describes, group by group: (TIU, GDMA)
/// bytes, each padded with zeros to 128 bytes as in a bmodel.
pub fn golden_buffers(golden: &std::path::Path) -> Vec<(Vec<u8>, Vec<u8>)> {
    let doc = json(golden);
    let engine = |group: &serde_json::Value, eng: &str| {
        let mut buf: Vec<u8> = group["commands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["engine"] == eng)
            .flat_map(|c| unhex(c["hex"].as_str().unwrap()))
            .collect();
        buf.resize(buf.len().div_ceil(128) * 128, 0);
        buf
    };
    doc["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (engine(g, "tiu"), engine(g, "gdma")))
        .collect()
}
