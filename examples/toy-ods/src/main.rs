//! `toy-ods`: builds the toy program, verifies it, prints it, writes and
//! reads it back as bytecode, canonicalizes it and prints the result.

use ir::text::{print_operation, PrintOptions};
use ir::{Context, IrArena};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("toy-ods: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let ctx = Context::new();
    toy_ods::register(&ctx);
    let mut arena = IrArena::new();
    let module = toy_ods::program::build_program(&ctx, &mut arena).map_err(|e| e.0)?;
    ir::verify::verify(&ctx, &arena, module).map_err(|d| d.to_string())?;
    let pretty = PrintOptions::default();
    println!("// built:\n{}", print_operation(&ctx, &arena, module, pretty));

    let bytes = ir::bytecode::write(&ctx, &arena, module, &Default::default()).map_err(|e| e.to_string())?;
    let read = ir::bytecode::read(&ctx, &bytes).map_err(|e| e.to_string())?;
    println!("// bytecode: {} bytes, read back identical: {}", bytes.len(), {
        print_operation(&ctx, &read.arena, read.top, pretty) == print_operation(&ctx, &arena, module, pretty)
    });

    let pm = ir::pass::PassManager::parse(&ctx, "builtin.module(canonicalize)", &dialects::pass_registry())?;
    let (result, _log) = pm.run(&ctx, &mut arena, module);
    result.map_err(|f| f.to_string())?;
    println!("// canonicalized:\n{}", print_operation(&ctx, &arena, module, pretty));
    Ok(())
}
