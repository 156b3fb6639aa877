//! Generates the `.ods` dialects into `OUT_DIR`.

/// The upstream dialects declared in `.ods`: `src/<name>/<name>.ods`
/// generates `OUT_DIR/<name>.rs`, the dialect's `ops` module.
const UPSTREAM_DIALECTS: &[&str] = &[
    "arith",
    "func",
    "scf",
    "memref",
    "tosa",
    "affine",
    "linalg",
    "tensor",
    "vector",
    "math",
    "ub",
    "index",
    "complex",
    "bufferization",
    "quant",
    "ml_program",
    "dlti",
];

/// TPU-MLIR's dialects, declared the same way: `src/<name>/<name>.ods`.
const TPU_DIALECTS: &[&str] = &["top", "tpu"];

fn main() {
    ods_dsl::build::Generator::new()
        .file("src/test_dialect/test.ods")
        .output("test_dialect.rs")
        .run();
    ods_dsl::build::Generator::new()
        .file("src/test_dialect/formats.ods")
        .output("test_formats.rs")
        .run();
    for name in UPSTREAM_DIALECTS.iter().chain(TPU_DIALECTS) {
        ods_dsl::build::Generator::new()
            .file(format!("src/{name}/{name}.ods"))
            .output(&format!("{name}.rs"))
            .run();
    }
}
