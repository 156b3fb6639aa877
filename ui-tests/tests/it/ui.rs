//! trybuild UI tests of the macros: every `tests/ui/<topic>/*.rs` except
//! `pass/` must fail to compile with exactly the checked-in `.stderr` (one
//! case per validation rule the definition model has); `tests/ui/pass/*.rs`
//! must compile and run. Bless with `TRYBUILD=overwrite cargo test -p
//! ui-tests --test ui`. The rendering of the diagnostics is rustc's, so a
//! new rustc may need a re-bless.

/// The failing cases only: trybuild then runs `cargo check` rather than
/// `cargo build` over them, which keeps the run short.
#[test]
fn compile_fail() {
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
}

/// Declarations that compile, and run (builders, accessors, verifiers).
#[test]
fn pass() {
    trybuild::TestCases::new().pass("tests/ui/pass/*.rs");
}
