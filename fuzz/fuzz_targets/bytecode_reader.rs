//! Fuzzes the bytecode reader: any input must give a module or an error,
//! never a panic, a hang or an oversized allocation. Whatever reads is also
//! printed and written back (version 6 and 0), and read lazily.

#![no_main]

use ir::bytecode::{self, ReadOptions, WriteOptions};
use ir::text::{print_operation, PrintOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    if let Ok(m) = bytecode::read(&ctx, data) {
        let _ = print_operation(
            &ctx,
            &m.arena,
            m.top,
            PrintOptions::GENERIC_WITH_LOCATIONS,
        );
        for version in [0, 6] {
            let _ = bytecode::write(
                &ctx,
                &m.arena,
                m.top,
                &WriteOptions {
                    version,
                    ..Default::default()
                },
            );
        }
    }
    let ctx = ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    if let Ok(mut lazy) = bytecode::read_lazy(&ctx, data, &ReadOptions::default()) {
        let _ = lazy.materialize_all();
    }
});
