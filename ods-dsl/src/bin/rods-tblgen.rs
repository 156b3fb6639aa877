//! `rods-tblgen`: validates `.ods` files and generates Rust or Markdown.
//!
//! ```text
//! rods-tblgen [--gen-rust | --gen-docs | --check] [-I DIR]... [-o FILE] INPUT...
//! ```
//! Diagnostics go to stderr with source snippets; the exit status is 1 when
//! an input has errors.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: rods-tblgen [--gen-rust | --gen-docs | --check] [-I DIR]... [-o FILE] INPUT...

  --gen-rust   generate Rust (default)
  --gen-docs   generate the Markdown op reference (like mlir-tblgen -gen-op-doc)
  --check      validate only
  -I DIR       add a directory searched by `include`
  -o FILE      write the output to FILE instead of stdout";

#[derive(PartialEq)]
enum Mode {
    Rust,
    Docs,
    Check,
}

fn main() -> ExitCode {
    let mut mode = Mode::Rust;
    let mut inputs: Vec<PathBuf> = Vec::new();
    let mut includes: Vec<PathBuf> = Vec::new();
    let mut output: Option<PathBuf> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--gen-rust" => mode = Mode::Rust,
            "--gen-docs" => mode = Mode::Docs,
            "--check" => mode = Mode::Check,
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            "-I" | "-o" => {
                let Some(v) = args.next() else {
                    eprintln!("rods-tblgen: {a} needs a value\n{USAGE}");
                    return ExitCode::from(2);
                };
                if a == "-I" {
                    includes.push(v.into());
                } else {
                    output = Some(v.into());
                }
            }
            s if s.starts_with("-I") => includes.push(s[2..].into()),
            s if s.starts_with('-') => {
                eprintln!("rods-tblgen: unknown option '{s}'\n{USAGE}");
                return ExitCode::from(2);
            }
            _ => inputs.push(a.into()),
        }
    }
    if inputs.is_empty() {
        eprintln!("rods-tblgen: no input files\n{USAGE}");
        return ExitCode::from(2);
    }
    let mut session = ods_dsl::Session::new();
    for d in includes {
        session.include_dir(d);
    }
    for i in &inputs {
        if let Err(e) = session.add_file(i) {
            eprintln!("rods-tblgen: {e}");
            return ExitCode::FAILURE;
        }
    }
    let compiled = match session.analyze() {
        Ok(c) => c,
        Err(f) => {
            eprint!("{}", f.render());
            return ExitCode::FAILURE;
        }
    };
    let text = match mode {
        Mode::Check => return ExitCode::SUCCESS,
        Mode::Rust => ods_dsl::codegen::generate(&compiled.module, &compiled.sources),
        Mode::Docs => ods_dsl::docs::generate(&compiled.module),
    };
    let written = match output {
        Some(p) => std::fs::write(&p, text).map_err(|e| format!("cannot write {}: {e}", p.display())),
        None => std::io::stdout().write_all(text.as_bytes()).map_err(|e| e.to_string()),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("rods-tblgen: {e}");
            ExitCode::FAILURE
        }
    }
}
