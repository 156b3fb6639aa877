//! Golden tests against MLIR 22.1.8's own output for every corpus case
//! (copied from `shared/corpus/mlir` into `tests/data/corpus`).

use dialects::driver::{run_buffer, Options};
use std::path::Path;

use crate::support::golden_corpus;
use golden_corpus::{base_name, cases};

fn generic_opts(debug_info: bool) -> Options {
    Options {
        generic: true,
        debug_info,
        allow_unregistered: true,
        ..Default::default()
    }
}

/// Runs rods-opt in memory on `file` (named as in the corpus commands).
fn run(file: &str, opts: &Options) -> Result<String, String> {
    let text = std::fs::read(file).expect("corpus file");
    let r = run_buffer(opts, base_name(file), &text);
    if r.success {
        Ok(String::from_utf8(r.output).expect("utf-8 output"))
    } else {
        Err(r.stderr)
    }
}

fn expected(file: &str) -> String {
    std::fs::read_to_string(file).expect("expected file")
}

fn first_difference(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  rods: {x}\n  mlir: {y}", i + 1);
        }
    }
    format!("lengths differ: {} vs {} bytes", a.len(), b.len())
}

/// Checks `input` printed with `opts` equals `golden`; returns a failure line.
fn check(input: &str, golden: &str, opts: &Options) -> Option<String> {
    match run(input, opts) {
        Ok(out) if out == expected(golden) => None,
        Ok(out) => Some(format!(
            "{input} -> {golden}: {}",
            first_difference(&out, &expected(golden))
        )),
        Err(e) => Some(format!("{input}: {e}")),
    }
}

#[test]
fn generic_form_round_trips_byte_for_byte() {
    let failures: Vec<String> = cases()
        .iter()
        .filter_map(|n| {
            check(
                &format!("{n}.generic.mlir"),
                &format!("{n}.generic.mlir"),
                &generic_opts(false),
            )
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn generic_form_with_locations_round_trips_byte_for_byte() {
    let failures: Vec<String> = cases()
        .iter()
        .filter_map(|n| {
            check(
                &format!("{n}.generic-loc.mlir"),
                &format!("{n}.generic-loc.mlir"),
                &generic_opts(true),
            )
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn generic_form_with_locations_reads_back_without_them() {
    let failures: Vec<String> = cases()
        .iter()
        .filter_map(|n| {
            check(
                &format!("{n}.generic-loc.mlir"),
                &format!("{n}.generic.mlir"),
                &generic_opts(false),
            )
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn pretty_opts(debug_info: bool) -> Options {
    Options {
        debug_info,
        allow_unregistered: true,
        ..Default::default()
    }
}

/// Every source (`NAME.mlir`, written in dialects' custom forms) prints
/// as mlir-opt-22 prints it: in custom form (`NAME.pretty.mlir`), in
/// generic form (`NAME.generic.mlir`) and generic with locations
/// (`NAME.generic-loc.mlir`).
#[test]
fn sources_print_as_upstream_in_every_form() {
    let mut failures = Vec::new();
    for n in cases() {
        let input = format!("{n}.mlir");
        failures.extend(check(&input, &format!("{n}.pretty.mlir"), &pretty_opts(false)));
        failures.extend(check(&input, &format!("{n}.generic.mlir"), &generic_opts(false)));
        failures.extend(check(&input, &format!("{n}.generic-loc.mlir"), &generic_opts(true)));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Upstream's generic print, read back, prints in custom form as upstream
/// prints it: the custom printers do not depend on how the op was read.
#[test]
fn generic_inputs_print_in_custom_form_as_upstream() {
    let mut failures = Vec::new();
    for n in cases() {
        failures.extend(check(
            &format!("{n}.generic.mlir"),
            &format!("{n}.pretty.mlir"),
            &pretty_opts(false),
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Whether `mlir-opt-22` can be run (CI installs it).
fn mlir_opt_available() -> bool {
    std::process::Command::new("mlir-opt-22")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Live: custom form with locations (`--mlir-print-debuginfo`) equals
/// mlir-opt-22's output on the same source (no golden file has it).
#[test]
fn custom_form_with_locations_matches_mlir_opt() {
    if !mlir_opt_available() {
        eprintln!("skipped: mlir-opt-22 is not on PATH");
        return;
    }
    let mut failures = Vec::new();
    for n in cases() {
        let input = format!("{n}.mlir");
        let dir = Path::new(&input).parent().expect("case directory");
        let upstream = std::process::Command::new("mlir-opt-22")
            .args([
                "--allow-unregistered-dialect",
                "--mlir-print-debuginfo",
                base_name(&input),
            ])
            .current_dir(dir)
            .output()
            .expect("mlir-opt-22 runs");
        assert!(upstream.status.success(), "mlir-opt-22 failed on {input}");
        let want = String::from_utf8(upstream.stdout).expect("utf-8 output");
        match run(&input, &pretty_opts(true)) {
            Ok(got) if got == want => {}
            Ok(got) => failures.push(format!("{input}: {}", first_difference(&got, &want))),
            Err(e) => failures.push(format!("{input}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
