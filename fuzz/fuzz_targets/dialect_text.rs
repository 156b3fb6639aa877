//! Fuzzes the text parser with every dialect registered: the dialects'
//! custom parsers, verifiers and printers. Any input must parse or give an
//! error; a module that parses and verifies must print in both forms, parse
//! back to the same text, and read back from its bytecode unchanged.
//!
//! Run with `cargo +nightly fuzz run dialect_text corpus/dialect_text` (see
//! `fuzz/README.md`).

#![no_main]

use libfuzzer_sys::fuzz_target;
use rods_fuzz::{check_bytecode_round_trip, check_text_round_trip, dialect_context};

fuzz_target!(|data: &[u8]| {
    let ctx = dialect_context();
    let Ok(module) = ir::text::parse_source(&ctx, "fuzz.mlir", data) else {
        return;
    };
    if ir::verify::verify(&ctx, &module.arena, module.top).is_ok() {
        check_text_round_trip(&ctx, &module.arena, module.top);
        check_bytecode_round_trip(&ctx, &module.arena, module.top);
    }
});
