//! trybuild UI tests of the macros: every `tests/ui/<topic>/*.rs` except
//! `pass/` must fail to compile with exactly the checked-in `.stderr` (one
//! case per validation rule the definition model has); `tests/ui/pass/*.rs`
//! must compile and run. Bless with `TRYBUILD=overwrite cargo test -p
//! ui-tests --test it ui::`. The rendering of the diagnostics is rustc's, so a
//! new rustc may need a re-bless.

/// The failing cases, then the passing ones, one after the other: both
/// build in the same trybuild project (`target/tests/trybuild/ui-tests`), so
/// two tests running them at once would overwrite each other's project and
/// check the wrong files. The failing cases go first and alone: trybuild then
/// runs `cargo check` rather than `cargo build` over them, which keeps the
/// run short.
#[test]
fn compile_fail_then_pass() {
    {
        let t = trybuild::TestCases::new();
        let mut topics: Vec<String> = std::fs::read_dir("tests/ui")
            .expect("tests/ui")
            .filter_map(|e| e.ok())
            .filter(|e| e.path().is_dir())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n != "pass")
            .collect();
        topics.sort();
        assert!(topics.len() >= 8, "topics: {topics:?}");
        for topic in &topics {
            t.compile_fail(format!("tests/ui/{topic}/*.rs"));
        }
        // Dropping `t` runs the failing cases.
    }
    // Declarations that compile, and run (builders, accessors, verifiers).
    trybuild::TestCases::new().pass("tests/ui/pass/*.rs");
}
