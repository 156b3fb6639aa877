//! Shared checks of the fuzz targets: a context with every dialect rods
//! registers, and the properties a valid module must have (it prints, the
//! print parses back to the same text, its bytecode reads back to the same
//! module, and the cleanup passes keep it valid).
//!
//! A property that fails panics with the input's printed form, so libFuzzer
//! records it as a crash: every crash is a bug (a panic, a print that does
//! not parse back, a pass that breaks the IR).

use ir::text::{print_operation, PrintOptions};
use ir::{Context, IrArena, OpId};

/// A context with every dialect and its hooks registered, as `rods-opt` has.
pub fn dialect_context() -> Context {
    let ctx = Context::new();
    dialects::register_all(&ctx);
    ctx
}

/// Prints `top` in generic or custom form, with locations.
pub fn print(ctx: &Context, arena: &IrArena, top: OpId, generic: bool) -> String {
    print_operation(
        ctx,
        arena,
        top,
        PrintOptions {
            generic,
            debug_info: true,
        },
    )
}

/// A verified module's text must parse back and print the same (the
/// printer and the parsers of every dialect agree): the generic form with
/// locations, and the custom form without them (custom forms may leave
/// nested ops' locations out, as upstream's `vector.mask` does).
pub fn check_text_round_trip(ctx: &Context, arena: &IrArena, top: OpId) {
    for generic in [true, false] {
        let opts = PrintOptions {
            generic,
            debug_info: generic,
        };
        let text = print_operation(ctx, arena, top, opts);
        let again = match ir::text::parse_source(ctx, "printed.mlir", text.as_bytes()) {
            Ok(m) => m,
            Err(e) => panic!("the printed module does not parse back: {e}\n{text}"),
        };
        let reprint = print_operation(ctx, &again.arena, again.top, opts);
        assert_eq!(text, reprint, "printing the reparsed module gives other text");
    }
}

/// A verified module's bytecode must read back to the same module.
pub fn check_bytecode_round_trip(ctx: &Context, arena: &IrArena, top: OpId) {
    let text = print(ctx, arena, top, true);
    let bytes = match ir::bytecode::write(ctx, arena, top, &Default::default()) {
        Ok(b) => b,
        Err(e) => panic!("a verified module has no bytecode: {e}\n{text}"),
    };
    let back = match ir::bytecode::read(ctx, &bytes) {
        Ok(m) => m,
        Err(e) => panic!("written bytecode does not read back: {e}\n{text}"),
    };
    assert_eq!(
        text,
        print(ctx, &back.arena, back.top, true),
        "bytecode changes the module"
    );
}

/// Runs `pipeline` (a `builtin.module(...)` pass pipeline) on a verified
/// module; a pass may fail with a diagnostic, but what it leaves must verify.
pub fn check_pipeline_keeps_ir_valid(ctx: &Context, arena: &mut IrArena, top: OpId, pipeline: &str) {
    let registry = dialects::pass_registry();
    let root = match ir::pass::parse_pass_pipeline(pipeline, &registry) {
        Ok(r) => r,
        Err(e) => panic!("bad fixed pipeline {pipeline}: {e}"),
    };
    let options = ir::pass::PassManagerOptions {
        threading: false,
        ..Default::default()
    };
    let mut pm = ir::pass::PassManager::new(root, options);
    if pm.initialize(ctx).is_err() {
        return;
    }
    let before = print(ctx, arena, top, true);
    let (result, _) = pm.run(ctx, arena, top);
    if result.is_ok() {
        if let Err(e) = ir::verify::verify(ctx, arena, top) {
            panic!("{pipeline} left invalid IR: {e}\ninput:\n{before}");
        }
    }
}
