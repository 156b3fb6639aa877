//! `toy-macro`: builds the calc program, verifies and prints it,
//! canonicalizes it (the folders remove `+ 0` and `* 1`) and prints it again.

use ir::text::{print_operation, PrintOptions};
use ir::{Context, IrArena};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("toy-macro: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let ctx = Context::new();
    toy_macro::register(&ctx);
    let mut arena = IrArena::new();
    let module = toy_macro::program::build_program(&ctx, &mut arena).map_err(|e| e.0)?;
    ir::verify::verify(&ctx, &arena, module).map_err(|d| d.to_string())?;
    let pretty = PrintOptions::default();
    println!("// built:\n{}", print_operation(&ctx, &arena, module, pretty));
    let pm = ir::pass::PassManager::parse(&ctx, "builtin.module(canonicalize)", &dialects::pass_registry())?;
    let (result, _log) = pm.run(&ctx, &mut arena, module);
    result.map_err(|f| f.to_string())?;
    println!("// canonicalized:\n{}", print_operation(&ctx, &arena, module, pretty));
    Ok(())
}
