//! Helpers shared by the integration tests: the golden corpus walker, a
//! parsed module to query ops of (`parsed`), mlir-opt-22 data files
//! (`mlir_opt_data`), the format tests' op printer sink and SSA-name eraser (`op_text`), the
//! random MLIR and random TOSA generators,
//! the large-module generators of the benches, the environment lookups
//! of the differential tests, and mlir-opt-22's transform interpreter on a
//! schedule of one transform op (`transform_interpreter`).

pub mod golden_corpus;
pub mod mlir_opt_data;
pub mod op_text;
pub mod parsed;
pub mod random_dialects;
pub mod random_mlir;
pub mod random_tosa;
pub mod transform_interpreter;

#[path = "../../../benches/support/gen_arith.rs"]
pub mod gen_arith;
#[path = "../../../benches/support/gen_large.rs"]
pub mod gen_large;

/// A context with every dialect of `dialects` and rods' test dialect.
pub fn all_dialects_and_test() -> ir::Context {
    let ctx = ir::Context::new();
    dialects::register_all(&ctx);
    dialects::test_dialect::registration::register(&ctx);
    ctx
}

/// The path of `program` on `PATH`, if it is there (`mlir-opt-22`).
pub fn find_on_path(program: &str) -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|candidate| candidate.is_file())
}

/// An integer setting from the environment, or `default`.
pub fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}
