//! `rods-run`: runs a function of an MLIR module on NumPy inputs and writes
//! its results (see [`dialects::run::cli`]).

use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let outcome = dialects::run::cli::main_with_args(&args);
    let _ = std::io::stderr().write_all(&outcome.stderr);
    std::process::exit(outcome.code);
}
