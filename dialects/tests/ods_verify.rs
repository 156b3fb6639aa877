//! Generated verifiers against mlir-opt-22: every case of
//! `data/ods_verify/cases.mlir` is an invalid generic-form op of an upstream
//! dialect (defined in `src/test_dialect/upstream.ods` with upstream's
//! constraints); rods' first error line must equal the one mlir-opt-22
//! printed (`cases.expected`, made by `tools/ods_verify_expected.sh`).

use ir::diag::SourceFile;
use ir::Context;

const CASES: &str = include_str!("data/ods_verify/cases.mlir");
const EXPECTED: &str = include_str!("data/ods_verify/cases.expected");

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

fn first_error(range: std::ops::Range<usize>) -> String {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    dialects::test_dialect::upstream::register(&ctx);
    let file = SourceFile {
        name: "cases.mlir",
        text: CASES.as_bytes(),
    };
    let diag = match ir::text::parse_source_range(&ctx, "cases.mlir", CASES.as_bytes(), range) {
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

#[test]
fn verifier_messages_match_mlir_opt() {
    let expected: Vec<&str> = EXPECTED.lines().collect();
    let ranges = chunks(CASES);
    assert_eq!(ranges.len(), expected.len(), "one expected line per case");
    assert!(ranges.len() >= 30);
    let mut failures = Vec::new();
    for (r, want) in ranges.into_iter().zip(expected) {
        let got = first_error(r);
        if got != want {
            failures.push(format!("  want: {want}\n  got:  {got}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
