//! Golden tests against MLIR 22.1.8's own output for every corpus case
//! (copied from `shared/corpus/mlir` into `tests/data/corpus`).

use dialects::opt::{run_buffer, Options};
use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus")
}

fn cases() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(corpus_dir())
        .expect("corpus directory")
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let n = e.file_name().into_string().ok()?;
            n.strip_suffix(".generic.mlir").map(str::to_string)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 23, "corpus incomplete: {names:?}");
    names
}

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
    let text = std::fs::read(corpus_dir().join(file)).expect("corpus file");
    let r = run_buffer(opts, file, &text);
    if r.success {
        Ok(String::from_utf8(r.output).expect("utf-8 output"))
    } else {
        Err(r.stderr)
    }
}

fn expected(file: &str) -> String {
    std::fs::read_to_string(corpus_dir().join(file)).expect("expected file")
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

/// Inputs written in dialects' custom syntax, which the core alone cannot
/// parse yet (declarative assembly formats: issues 4 and 7), or using
/// registered dialect attributes whose custom syntax normalises whitespace
/// (`#arith.fastmath<nnan, ninf>`, `#sparse_tensor.encoding`).
const NEEDS_DIALECT_SYNTAX: &[&str] = &[
    "affine_memref_linear",
    "aliases_and_symbols",
    "arith_ops",
    "attrs_collections",
    "cf_branches",
    "custom_func_arith_cf",
    "custom_linalg_tosa",
    "custom_memref_affine_scf",
    "dense_resource",
    "linalg_linear",
    "locations",
    "multi_results",
    "regions_nested",
    "scf_loops",
    "tosa_linear",
    "types_shaped",
    "use_list_shuffle",
];

#[test]
fn core_syntax_sources_print_as_upstream() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for n in cases() {
        if NEEDS_DIALECT_SYNTAX.contains(&n.as_str()) {
            continue;
        }
        checked += 1;
        failures.extend(check(
            &format!("{n}.mlir"),
            &format!("{n}.generic.mlir"),
            &generic_opts(false),
        ));
        failures.extend(check(
            &format!("{n}.mlir"),
            &format!("{n}.generic-loc.mlir"),
            &generic_opts(true),
        ));
    }
    assert!(checked >= 6);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn dialect_syntax_sources_fail_cleanly_until_dialects_exist() {
    // Each such input must give a diagnostic (not a panic, not wrong output).
    for n in NEEDS_DIALECT_SYNTAX {
        let file = format!("{n}.mlir");
        match run(&file, &generic_opts(false)) {
            Err(e) => assert!(e.contains("error:"), "{file}: {e}"),
            Ok(out) => assert_ne!(
                out,
                expected(&format!("{n}.generic.mlir")),
                "{file} now passes: update the list"
            ),
        }
    }
}

/// Whether every registered op of a module other than builtin's prints in
/// a custom form rods knows (a registered custom assembly); unregistered
/// ops print generically in both tools.
fn all_ops_have_custom_forms(file: &str) -> bool {
    let opts = generic_opts(false);
    let ctx = dialects::opt::new_context(&opts);
    let text = std::fs::read(corpus_dir().join(file)).expect("corpus file");
    let m = ir::text::parse_source(&ctx, file, &text).expect("parses");
    let mut stack = vec![m.top];
    while let Some(op) = stack.pop() {
        let info = ctx.op_info(m.arena.op_name(op));
        let custom = info.definition().is_some_and(|d| d.assembly.is_some());
        if info.is_registered() && info.dialect() != "builtin" && !custom {
            return false;
        }
        for &r in m.arena.regions(op) {
            for &b in m.arena.region_blocks(r) {
                stack.extend(m.arena.block_ops(b));
            }
        }
    }
    true
}

/// Whether the text printer prints registered ops in their custom forms
/// (the printer-side dispatch to `CustomAssembly::print`).
fn printer_uses_custom_forms() -> bool {
    let opts = Options {
        allow_unregistered: true,
        ..Default::default()
    };
    let text = b"%0 = \"utest.src\"() : () -> i32\n%1 = \"arith.addi\"(%0, %0) : (i32, i32) -> i32\n";
    let r = run_buffer(&opts, "probe.mlir", text);
    String::from_utf8_lossy(&r.output).contains("arith.addi %0, %0 : i32")
}

#[test]
fn custom_form_matches_upstream_where_only_core_syntax_is_involved() {
    let opts = Options {
        allow_unregistered: true,
        ..Default::default()
    };
    let dispatch = printer_uses_custom_forms();
    let mut checked = 0;
    let mut failures = Vec::new();
    for n in cases() {
        let input = format!("{n}.generic.mlir");
        if !all_ops_have_custom_forms(&input) {
            continue;
        }
        let core_only = {
            let text = std::fs::read_to_string(corpus_dir().join(&input)).expect("corpus file");
            !text.contains("\"arith.") && !text.contains("\"memref.") && !text.contains("\"tosa.")
        };
        if !dispatch && !core_only {
            continue;
        }
        checked += 1;
        failures.extend(check(&input, &format!("{n}.pretty.mlir"), &opts));
    }
    assert!(checked >= 5, "only {checked} cases without dialect ops");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
