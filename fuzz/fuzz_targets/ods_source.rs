//! Fuzzes the `.ods` front end: any text must be analyzed into a model or
//! give diagnostics (which must render), never panic or hang; a model that
//! analyzes must generate Rust and Markdown.
//!
//! Run with `cargo +nightly fuzz run ods_source corpus/ods_source`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // No includes: a fuzzed `include` must not read the machine's files.
    if text.contains("include") {
        return;
    }
    match ods_dsl::check_source("fuzz.ods", text) {
        Ok(compiled) => {
            let _ = ods_dsl::codegen::generate(&compiled.module, &compiled.sources);
            let _ = ods_dsl::docs::generate(&compiled.module);
        }
        Err(failure) => {
            let _ = failure.render();
        }
    }
});
