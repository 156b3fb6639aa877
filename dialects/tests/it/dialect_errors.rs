//! Upstream dialects' custom parsers and verifiers against mlir-opt-22: for
//! every `data/dialect_errors/NAME.mlir` (cases separated by `// -----`
//! lines), rods' first rendered error line of each case must equal the
//! line of `NAME.expected` (made by `data/dialect_errors/regen.sh`;
//! `<verified>` for a valid case). The context registers what rods-opt
//! registers, with unregistered dialects allowed. `constraints.mlir` holds
//! generic-form ops breaking the constraints the generated verifiers check;
//! the other files custom-form syntax and hand-written verifiers.

use ir::diag::SourceFile;
use std::path::{Path, PathBuf};

/// Byte ranges of the `// -----` separated chunks.
fn chunks(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            out.push(start..pos);
            start = pos + line.len();
        }
        pos += line.len();
    }
    out.push(start..text.len());
    out
}

/// The first line rods renders for the case at `range` of `text`.
fn first_error(name: &str, text: &str, range: std::ops::Range<usize>) -> String {
    let ctx = dialects::driver::new_context(&dialects::driver::Options {
        allow_unregistered: true,
        ..Default::default()
    });
    let file = SourceFile {
        name,
        text: text.as_bytes(),
    };
    let diag = match ir::text::parse_source_range(&ctx, name, text.as_bytes(), range) {
        Ok(m) => match ir::verify::verify(&ctx, &m.arena, m.top) {
            Ok(()) => return "<verified>".into(),
            Err(d) => d,
        },
        Err(d) => d,
    };
    ir::diag::render(&ctx, &file, &diag)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

/// The `.mlir` files of the data directory, sorted.
fn case_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dialect_errors");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    files
}

/// Compares one file's cases; returns the mismatches.
fn check_file(path: &Path) -> Vec<String> {
    let expected_path = path.with_extension("expected");
    let Ok(expected) = std::fs::read_to_string(&expected_path) else {
        return vec![format!("{}: missing (run regen.sh)", expected_path.display())];
    };
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("input.mlir");
    let expected: Vec<&str> = expected.lines().collect();
    let ranges = chunks(&text);
    if ranges.len() != expected.len() {
        return vec![format!(
            "{name}: {} cases but {} expected lines (run regen.sh)",
            ranges.len(),
            expected.len()
        )];
    }
    let mut failures = Vec::new();
    for (i, (r, want)) in ranges.into_iter().zip(expected).enumerate() {
        let got = first_error(name, &text, r);
        if got != want {
            failures.push(format!("{name} case {i}:\n  want: {want}\n  got:  {got}"));
        }
    }
    failures
}

#[test]
fn dialect_error_messages_match_mlir_opt() {
    let files = case_files();
    assert!(
        files.iter().any(|f| f.ends_with("func_scf.mlir")),
        "func_scf.mlir is there"
    );
    let failures: Vec<String> = files.iter().flat_map(|f| check_file(f)).collect();
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn func_scf_has_enough_cases() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dialect_errors/func_scf.mlir");
    let text = std::fs::read_to_string(path).expect("func_scf.mlir");
    assert!(chunks(&text).len() >= 20);
}
