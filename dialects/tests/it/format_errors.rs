//! Parse errors of declarative assembly formats: for every
//! `data/format_errors/NAME.mlir`, rods-opt must fail and print exactly
//! `NAME.expected`, which is mlir-opt-22's stderr (message, location,
//! source line, caret, follow-up errors).
//!
//! `RODS_REGEN_FORMAT_ERRORS=1` rewrites the expected files from
//! `mlir-opt-22` (which must be on `PATH`).

use dialects::driver::{run_buffer, Options};
use std::path::{Path, PathBuf};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/format_errors")
}

#[test]
fn format_parse_errors_match_mlir_opt() {
    let mut names: Vec<String> = std::fs::read_dir(data_dir())
        .expect("data dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".mlir").map(str::to_string))
        .collect();
    names.sort();
    assert!(names.len() >= 20, "only {} cases", names.len());
    let regen = std::env::var_os("RODS_REGEN_FORMAT_ERRORS").is_some();
    let opts = Options {
        allow_unregistered: true,
        ..Default::default()
    };
    let mut failures = Vec::new();
    for n in &names {
        let file = format!("{n}.mlir");
        let input = std::fs::read(data_dir().join(&file)).expect("input");
        let expected_path = data_dir().join(format!("{n}.expected"));
        if regen {
            let out = std::process::Command::new("mlir-opt-22")
                .current_dir(data_dir())
                .args(["--allow-unregistered-dialect", &file])
                .output()
                .expect("mlir-opt-22 runs");
            std::fs::write(&expected_path, &out.stderr).expect("write expected");
        }
        let expected = std::fs::read_to_string(&expected_path).expect("expected");
        let r = run_buffer(&opts, &file, &input);
        if r.success {
            failures.push(format!("{file}: rods accepted it"));
        } else if r.stderr != expected {
            failures.push(format!("{file}:\n--- mlir-opt-22\n{expected}--- rods\n{}", r.stderr));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        names.len(),
        failures.join("\n")
    );
}

/// Damaged custom text (characters dropped, duplicated or replaced) never
/// makes the format parsers panic.
#[test]
fn damaged_custom_text_does_not_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/formats");
    let opts = Options {
        allow_unregistered: true,
        ..Default::default()
    };
    let noise = [
        b' ', b'%', b'(', b')', b'<', b'>', b':', b',', b'[', b'0', b'"', b'#', b'^', b'{', b'}',
    ];
    let mut seed: u64 = 42;
    let mut next = |n: usize| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((seed >> 33) % n as u64) as usize
    };
    for name in ["arith", "memref", "tosa"] {
        let text = std::fs::read(dir.join(format!("{name}.pretty.mlir"))).expect("data");
        for _ in 0..300 {
            let mut t = text.clone();
            for _ in 0..1 + next(3) {
                let at = next(t.len());
                match next(3) {
                    0 => {
                        t.remove(at);
                    }
                    1 => t.insert(at, t[at]),
                    _ => t[at] = noise[next(noise.len())],
                }
            }
            let _ = run_buffer(&opts, "damaged.mlir", &t);
        }
    }
}
