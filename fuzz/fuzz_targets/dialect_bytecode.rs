//! Fuzzes the bytecode reader with every dialect registered (the dialects'
//! attribute and type encodings, properties, and op verifiers): any input
//! must read or give an error; a module that reads and verifies must write
//! bytecode that reads back to the same module, and print text that parses
//! back.
//!
//! Run with `cargo +nightly fuzz run dialect_bytecode corpus/dialect_bytecode`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rods_fuzz::{check_bytecode_round_trip, check_text_round_trip, dialect_context};

fuzz_target!(|data: &[u8]| {
    let ctx = dialect_context();
    let Ok(module) = ir::bytecode::read(&ctx, data) else {
        return;
    };
    if ir::verify::verify(&ctx, &module.arena, module.top).is_ok() {
        check_bytecode_round_trip(&ctx, &module.arena, module.top);
        check_text_round_trip(&ctx, &module.arena, module.top);
    }
});
