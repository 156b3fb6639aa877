//! Test data made by mlir-opt-22 (`tests/data/<dir>/`, beside the
//! `regen.sh` that made it): reading its files, mlir-opt's prints as rods
//! prints them, the sections of a bytecode file, and the first error of
//! each `--split-input-file` chunk of an errors file.

use ir::text::{parse_source, print_operation, ParsedModule, PrintOptions};
use ir::Context;

/// A data directory under `tests/data`.
pub struct Data(pub &'static str);

impl Data {
    /// The bytes of file `name`.
    pub fn read(&self, name: &str) -> Vec<u8> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(self.0)
            .join(name);
        std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// File `name` parsed, or a panic with the parser's message.
    pub fn parse(&self, ctx: &Context, name: &str) -> ParsedModule {
        parse_source(ctx, name, &self.read(name)).unwrap_or_else(|d| panic!("parse {name}: {}", d.message))
    }

    /// File `name` parsed and verified, or a panic with the message.
    pub fn parse_verified(&self, ctx: &Context, name: &str) -> ParsedModule {
        let m = self.parse(ctx, name);
        ir::verify::verify(ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("verify {name}: {}", d.message));
        m
    }

    /// mlir-opt-22's output in file `name` as rods prints it (mlir-opt ends
    /// the file with an extra newline).
    pub fn expected(&self, name: &str) -> String {
        let text = String::from_utf8_lossy(&self.read(name)).into_owned();
        format!("{}\n", text.trim_end_matches('\n'))
    }

    /// The first line of each error mlir-opt-22 reported in file `name`.
    pub fn error_lines(&self, name: &str) -> Vec<String> {
        self.expected(name)
            .lines()
            .filter(|l| l.contains(": error: "))
            .map(str::to_string)
            .collect()
    }

    /// Parses (and, with `verify`, verifies) each `// -----` chunk of file
    /// `name`, which must fail, and renders the first line of its error
    /// with the whole file's line numbers (as `--split-input-file` does).
    pub fn split_errors(&self, ctx: &Context, name: &str, verify: bool) -> Vec<String> {
        let text = String::from_utf8_lossy(&self.read(name)).into_owned();
        let mut got = Vec::new();
        let mut line = 0;
        for chunk in text.split("// -----\n") {
            let padded = format!("{}{chunk}", "\n".repeat(line));
            line += chunk.lines().count() + 1;
            let file = ir::diag::SourceFile {
                name,
                text: padded.as_bytes(),
            };
            let diag = match parse_source(ctx, name, padded.as_bytes()) {
                Err(d) => d,
                Ok(m) if verify => match ir::verify::verify(ctx, &m.arena, m.top) {
                    Err(d) => d,
                    Ok(()) => panic!("accepted: {chunk}"),
                },
                Ok(_) => panic!("accepted: {chunk}"),
            };
            got.push(
                ir::diag::render(ctx, &file, &diag)
                    .lines()
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            );
        }
        got
    }
}

/// The custom (or `generic`) print of a parsed module.
pub fn print(ctx: &Context, m: &ParsedModule, generic: bool) -> String {
    let opts = PrintOptions {
        generic,
        debug_info: false,
    };
    print_operation(ctx, &m.arena, m.top, opts)
}

/// The payload of section `id` of a bytecode file
/// (`ir::bytecode::encoding::top_level_sections`).
pub fn section(bytes: &[u8], id: u8) -> Option<Vec<u8>> {
    let sections = ir::bytecode::encoding::top_level_sections(bytes).ok()?;
    let (_, data) = sections.into_iter().find(|&(section, _)| section == id)?;
    Some(data.to_vec())
}
