//! Fuzzes canonicalize, CSE and symbol-dce on fuzzed valid IR: a module
//! that parses and verifies must still verify after
//! `builtin.module(canonicalize,cse,symbol-dce)` (folders, patterns and the
//! greedy driver never break the IR, panic or loop).
//!
//! Run with `cargo +nightly fuzz run canonicalize corpus/dialect_text`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rods_fuzz::{check_pipeline_keeps_ir_valid, dialect_context};

fuzz_target!(|data: &[u8]| {
    let ctx = dialect_context();
    let Ok(mut module) = ir::text::parse_source(&ctx, "fuzz.mlir", data) else {
        return;
    };
    if ir::verify::verify(&ctx, &module.arena, module.top).is_ok() {
        let top = module.top;
        check_pipeline_keeps_ir_valid(
            &ctx,
            &mut module.arena,
            top,
            "builtin.module(canonicalize,cse,symbol-dce)",
        );
    }
});
