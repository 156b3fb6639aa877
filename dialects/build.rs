//! Generates the `.ods` dialects into `OUT_DIR`.

/// Upstream ops with declarative assembly formats: one generated module per file.
const UPSTREAM_FORMATS: &[&str] = &[
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
];

fn main() {
    ods_dsl::build::Generator::new()
        .file("src/test_dialect/test.ods")
        .output("test_dialect.rs")
        .run();
    ods_dsl::build::Generator::new()
        .file("src/test_dialect/formats.ods")
        .output("test_formats.rs")
        .run();
    for name in UPSTREAM_FORMATS {
        ods_dsl::build::Generator::new()
            .file(format!("src/upstream_formats/{name}.ods"))
            .output(&format!("upstream_formats_{name}.rs"))
            .run();
    }
}
