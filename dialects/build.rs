//! Generates the `.ods` dialects into `OUT_DIR`.

fn main() {
    ods_dsl::build::Generator::new()
        .file("src/test_dialect/test.ods")
        .output("test_dialect.rs")
        .run();
    ods_dsl::build::Generator::new()
        .file("src/test_dialect/upstream.ods")
        .output("test_upstream.rs")
        .run();
}
