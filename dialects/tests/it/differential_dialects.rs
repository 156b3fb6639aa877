//! Structured differential test: random *valid* modules of registered
//! dialects (`support/random_dialects.rs`: func, arith, math, index, scf, cf,
//! tensor, vector, memref) through
//! `rods-opt` and `mlir-opt-22` (scf with while, execute_region and
//! index_switch), compared byte for byte in five modes: the
//! custom print, the generic print with locations, bytecode, canonicalize
//! and CSE.
//!
//! Modules are batched into `--split-input-file` files; `mlir-opt-22` runs as
//! a process from the batch's directory, rods in process through the
//! `rods-opt` driver with the same arguments and file name, so locations
//! agree. A differing chunk is reported with its seed, mode, input and both
//! outputs (written under the working directory, printed on failure).
//!
//! Environment: `RODS_DIALECT_DIFF_CASES` (modules, default 200; the
//! acceptance run uses 10000), `RODS_DIALECT_DIFF_SEED` (first seed, default
//! 0), `RODS_DIALECT_DIFF_KEEP` (keep the working directory),
//! `RODS_DIALECT_DIFF_BASE` (the first generator's modules, without tensor,
//! memref and vector ops: what earlier reports' seeds name),
//! `RODS_DIALECT_DIFF_NO_VECTOR` (without the vector family, as the default
//! run was before the vector folders), `RODS_DIALECT_DIFF_NO_REGIONS`
//! (without `scf.while`, `scf.execute_region` and `scf.index_switch`: the
//! seeds of reports from before that family). Skipped
//! (passing, with a message) when `mlir-opt-22` is not on `PATH`.

use crate::support::random_dialects::{generate_module, Families};
use crate::support::{env_u64, find_on_path};
use dialects::driver::{parse_args, run_buffer};
use std::path::Path;
use std::process::Command;

const MLIR_OPT: &str = "mlir-opt-22";
const MARKER: &[u8] = b"// -----\n";
const BATCH: u64 = 20;
const INPUT_NAME: &str = "batch.mlir";

/// The compared modes: a name and the tools' shared arguments.
const MODES: &[(&str, &[&str])] = &[
    ("custom", &[]),
    ("generic", &["--mlir-print-op-generic", "--mlir-print-debuginfo"]),
    ("bytecode", &["--emit-bytecode"]),
    ("canonicalize", &["--canonicalize"]),
    ("cse", &["--cse"]),
];

/// Splits a `--split-input-file` output at its markers.
fn split_chunks(output: &[u8]) -> Vec<&[u8]> {
    let mut chunks = Vec::new();
    let mut rest = output;
    while let Some(at) = rest.windows(MARKER.len()).position(|w| w == MARKER) {
        chunks.push(&rest[..at]);
        rest = &rest[at + MARKER.len()..];
    }
    chunks.push(rest);
    chunks
}

/// One differing chunk.
struct Difference {
    seed: u64,
    mode: &'static str,
    report: String,
}

fn compare_batch(mlir_opt: &Path, dir: &Path, first_seed: u64, modules: &[String]) -> Vec<Difference> {
    let text = modules.join("// -----\n");
    let input = dir.join(INPUT_NAME);
    if let Err(e) = std::fs::write(&input, &text) {
        panic!("cannot write {}: {e}", input.display());
    }
    let mut out = Vec::new();
    for &(mode, args) in MODES {
        let mut all: Vec<String> = vec!["--split-input-file".into()];
        all.extend(args.iter().map(|a| a.to_string()));
        all.push(INPUT_NAME.into());
        let reference = Command::new(mlir_opt).args(&all).current_dir(dir).output();
        let reference = match reference {
            Ok(r) if r.status.success() => r.stdout,
            Ok(r) => panic!(
                "mlir-opt-22 rejects the batch from seed {first_seed} ({mode}): {}",
                String::from_utf8_lossy(&r.stderr)
            ),
            Err(e) => panic!("cannot run mlir-opt-22: {e}"),
        };
        let opts = match parse_args(&all) {
            Ok(o) => o,
            Err(e) => panic!("rods-opt does not take {all:?}: {e}"),
        };
        let ours = run_buffer(&opts, INPUT_NAME, text.as_bytes());
        let (want, got) = (split_chunks(&reference), split_chunks(&ours.output));
        for (i, module) in modules.iter().enumerate() {
            let (w, g) = (want.get(i).copied(), got.get(i).copied());
            if w == g {
                continue;
            }
            let seed = first_seed + i as u64;
            let case = dir.join(format!("seed-{seed}-{mode}"));
            let _ = std::fs::create_dir_all(&case);
            let _ = std::fs::write(case.join("input.mlir"), module);
            let _ = std::fs::write(case.join("mlir-opt.out"), w.unwrap_or_default());
            let _ = std::fs::write(case.join("rods-opt.out"), g.unwrap_or_default());
            let report = match (w, g) {
                (Some(w), Some(g)) => first_difference(w, g),
                _ => format!(
                    "rods-opt gave {} chunks, mlir-opt-22 {}; rods stderr: {}",
                    got.len(),
                    want.len(),
                    ours.stderr
                ),
            };
            out.push(Difference {
                seed,
                mode,
                report: format!("{report}\n  files: {}", case.display()),
            });
        }
    }
    out
}

fn first_difference(want: &[u8], got: &[u8]) -> String {
    let (w, g) = (String::from_utf8_lossy(want), String::from_utf8_lossy(got));
    for (n, (a, b)) in w.lines().zip(g.lines()).enumerate() {
        if a != b {
            return format!("line {}:\n  mlir-opt-22: {a}\n  rods-opt:    {b}", n + 1);
        }
    }
    format!("outputs differ in length ({} vs {} bytes)", want.len(), got.len())
}

#[test]
fn rods_opt_matches_mlir_opt_on_random_valid_modules() {
    let Some(mlir_opt) = find_on_path(MLIR_OPT) else {
        eprintln!("skipped: {MLIR_OPT} is not on PATH (apt-get install mlir-22-tools)");
        return;
    };
    let cases = env_u64("RODS_DIALECT_DIFF_CASES", 200);
    let first = env_u64("RODS_DIALECT_DIFF_SEED", 0);
    // The tensor, memref and vector ops come in unless the first
    // generator's modules are asked for (the seeds of earlier reports);
    // `RODS_DIALECT_DIFF_NO_VECTOR` leaves the vector family out (the
    // seeds of reports from before it was in the default run).
    let base = std::env::var_os("RODS_DIALECT_DIFF_BASE").is_some();
    let families = Families {
        shaped: !base,
        vector: !base && std::env::var_os("RODS_DIALECT_DIFF_NO_VECTOR").is_none(),
        regions: !base && std::env::var_os("RODS_DIALECT_DIFF_NO_REGIONS").is_none(),
    };
    let work = std::env::temp_dir().join(format!("rods-dialect-diff-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&work) {
        panic!("cannot create {}: {e}", work.display());
    }
    let mut differences = Vec::new();
    let mut seed = first;
    while seed < first + cases {
        let n = BATCH.min(first + cases - seed);
        let modules: Vec<String> = (seed..seed + n)
            .map(|s| generate_module(s, 1 + (s % 3) as usize, 4 + (s % 17) as usize, families))
            .collect();
        differences.extend(compare_batch(&mlir_opt, &work, seed, &modules));
        seed += n;
    }
    if differences.is_empty() && std::env::var_os("RODS_DIALECT_DIFF_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&work);
    }
    let shown: Vec<String> = differences
        .iter()
        .take(10)
        .map(|d| format!("seed {} ({}): {}", d.seed, d.mode, d.report))
        .collect();
    assert!(
        differences.is_empty(),
        "{} of {cases} modules x {} modes differ from mlir-opt-22 (first seed {first}):\n{}",
        differences.len(),
        MODES.len(),
        shown.join("\n")
    );
}
