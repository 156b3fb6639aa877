//! Fuzzes the MLIR text parser: any input must parse or give an error, never
//! panic, hang or exhaust memory. Inputs that parse are verified and printed.
//!
//! Run with `cargo +nightly fuzz run text_parser fuzz/corpus/text_parser`
//! (seed the corpus with `dialects/tests/data/corpus/*.mlir`).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    if let Ok(module) = ir::text::parse_source(&ctx, "fuzz.mlir", data) {
        if ir::verify::verify(&ctx, &module.arena, module.top).is_ok() {
            for generic in [true, false] {
                let opts = ir::text::PrintOptions {
                    generic,
                    debug_info: true,
                };
                let _ = ir::text::print_operation(&ctx, &module.arena, module.top, opts);
            }
        }
    }
});
