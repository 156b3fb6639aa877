//! Keeps the benchmark generator and the printer honest: the Rust port of
//! `gen-large-mlir` writes exactly the script's bytes, and its module
//! round-trips through rods byte for byte in generic form.

use crate::support::gen_large;

use dialects::driver::{new_context, run_buffer, Options};
use ir::text::{parse_source, print_operation, PrintOptions};
use std::path::Path;
use std::process::Command;

fn generic_opts() -> Options {
    Options {
        generic: true,
        allow_unregistered: true,
        ..Default::default()
    }
}

#[test]
fn generated_module_round_trips_byte_identically() {
    let text = gen_large::generate(2000, 1);
    let opts = generic_opts();
    let ctx = new_context(&opts);
    let module = parse_source(&ctx, "gen.mlir", text.as_bytes()).expect("generated module parses");
    ir::verify::verify(&ctx, &module.arena, module.top).expect("generated module verifies");
    let printed = print_operation(&ctx, &module.arena, module.top, PrintOptions::GENERIC);
    assert!(printed == text, "printer output differs from the generated module");

    // The driver adds mlir-opt's final newline.
    let r = run_buffer(&opts, "gen.mlir", text.as_bytes());
    assert!(r.success, "{}", r.stderr);
    assert_eq!(r.output, format!("{text}\n").into_bytes());
}

#[test]
fn generated_module_has_the_requested_op_count() {
    let text = gen_large::generate(2000, 7);
    // 2000 body ops (multi-op groups may overshoot by up to 3), plus module,
    // function and return.
    let n = gen_large::count_ops(&text);
    assert!((2003..=2006).contains(&n), "{n}");
}

/// The port matches the Python script (skipped where python3 or `shared/`
/// is not available).
#[test]
fn generator_matches_python_script() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/tools/gen-large-mlir");
    if !script.exists() {
        eprintln!("skipped: {} not found", script.display());
        return;
    }
    for (n, seed) in [(0usize, 1u64), (1, 1), (2000, 1), (3000, 2), (1500, 12345), (500, 0)] {
        let out = Command::new("python3")
            .arg(&script)
            .args(["-n", &n.to_string(), "--seed", &seed.to_string()])
            .output();
        let out = match out {
            Ok(o) if o.status.success() => o.stdout,
            _ => {
                eprintln!("skipped: python3 could not run the script");
                return;
            }
        };
        let ours = gen_large::generate(n, seed);
        assert!(
            ours.as_bytes() == out.as_slice(),
            "generator differs from the script for -n {n} --seed {seed}"
        );
    }
}
