//! `rods-opt`: parse, verify and print MLIR with mlir-opt's flags.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Deeply nested input is bounded by the parser, but the bound is generous:
    // run on a thread whose stack comfortably holds it.
    let worker = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || dialects::opt::main_with_args(&args));
    let code = match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("rods-opt: internal error");
            2
        }
    };
    std::process::exit(code);
}
