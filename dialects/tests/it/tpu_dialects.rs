//! TPU-MLIR's `top` and `tpu` dialects, declared in `.ods`: the IR TPU-MLIR
//! 1.30.2 printed for the reference models (`tests/data/tpu_ref`) parses,
//! verifies and prints back byte for byte (text and bytecode), with the
//! inherent attributes kept in the attribute dictionary as TPU-MLIR keeps
//! them; bad attributes get MLIR's messages.

use dialects::driver::{parse_args, run_buffer, RunResult};
use std::fs;
use std::path::PathBuf;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tpu_ref")
}

fn run(args: &[&str], name: &str, text: &[u8]) -> RunResult {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let opts = parse_args(&args).expect("valid arguments");
    run_buffer(&opts, name, text)
}

/// `(file name, contents)` of the reference files whose name ends in `suffix`.
fn files(suffix: &str) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = fs::read_dir(data_dir())
        .expect("tpu_ref data")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .map(|p| {
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            (name, fs::read(&p).expect("readable"))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn tpu_mlir_output_prints_back_byte_for_byte() {
    let mut checked = 0;
    for suffix in ["_tpu.mlir", "_final.mlir"] {
        for (name, text) in files(suffix) {
            let r = run(&["--mlir-print-debuginfo", "-"], &name, &text);
            assert!(r.success, "{name}: {}", r.stderr);
            assert_eq!(
                String::from_utf8_lossy(&r.output),
                String::from_utf8_lossy(&text),
                "{name}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 14, "every reference model's _tpu.mlir and _final.mlir");
}

#[test]
fn tpu_mlir_output_round_trips_through_bytecode() {
    for (name, text) in files("_final.mlir") {
        let bc = run(&["--emit-bytecode", "-"], &name, &text);
        assert!(bc.success, "{name}: {}", bc.stderr);
        let back = run(&["--mlir-print-debuginfo", "-"], &name, &bc.output);
        assert!(back.success, "{name}: {}", back.stderr);
        assert_eq!(
            String::from_utf8_lossy(&back.output),
            String::from_utf8_lossy(&text),
            "{name}"
        );
    }
}

#[test]
fn top_inputs_verify_and_get_their_defaults() {
    let models = files("_top.mlir");
    assert_eq!(models.len(), 7);
    for (name, text) in models {
        let r = run(&["-"], &name, &text);
        assert!(r.success, "{name}: {}", r.stderr);
        let out = String::from_utf8_lossy(&r.output);
        // TPU-MLIR fills `do_preprocess = false` on every top.Input (its
        // `_final.mlir` files show it), in the attribute dictionary.
        assert!(
            out.contains("\"top.Input\"(%arg0) {do_preprocess = false}"),
            "{name}: {out}"
        );
        assert!(!out.contains("<{"), "{name}: no properties: {out}");
    }
}

#[test]
fn bad_tpu_attributes_get_mlir_messages() {
    let cases = [
        (
            r#""tpu.Relu"(%a) {relu_limit = 1 : i64}"#,
            "'tpu.Relu' op attribute 'relu_limit' failed to satisfy constraint: 64-bit float attribute",
        ),
        (
            r#""tpu.Pool2D"(%a) {kernel_shape = [2, 2], strides = [1, 1]}"#,
            "'tpu.Pool2D' op requires attribute 'pads'",
        ),
    ];
    for (op, message) in cases {
        let text = format!(
            "func.func @f(%a: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {{\n  %0 = {op} : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>\n  return %0 : tensor<1x8x4x4xf32>\n}}\n"
        );
        let r = run(&["-"], "in.mlir", text.as_bytes());
        assert!(!r.success, "{op} must be rejected");
        assert!(r.stderr.contains(message), "{op}: {}", r.stderr);
    }
}

#[test]
fn tpu_attribute_mnemonics_are_tpu_mlirs() {
    // Every mnemonic TpuOps.td declares parses, also those the reference
    // models do not use; an unknown one is an error.
    let ok = "func.func @f() attributes {a = #tpu<dq_mode Normal>, b = #tpu<rope_mode X>, c = #tpu<Pad_Mode Y>} {\n  return\n}\n";
    let r = run(&["-"], "ok.mlir", ok.as_bytes());
    assert!(r.success, "{}", r.stderr);
    let bad = "func.func @f() attributes {a = #tpu<bogus X>} {\n  return\n}\n";
    let r = run(&["-"], "bad.mlir", bad.as_bytes());
    assert!(!r.success);
    assert!(
        r.stderr.contains("unknown attribute `bogus` in dialect `tpu`"),
        "{}",
        r.stderr
    );
}
