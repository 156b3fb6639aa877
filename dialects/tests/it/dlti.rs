//! The DLTI dialect against mlir-opt-22: every attribute kind, nested and
//! with aliased values, printed byte for byte in the custom and generic
//! forms and in bytecode (`tests/data/dlti/`, made by the commands in
//! `attrs.mlir`), the bytecode read back, and the verifiers' messages.

use dialects::driver::{run_buffer, Options};

fn data(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/data/dlti/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn run(name: &str, input: &[u8], set: impl FnOnce(&mut Options)) -> (bool, Vec<u8>, String) {
    let mut opts = Options {
        input: name.into(),
        output: "-".into(),
        allow_unregistered: true,
        ..Default::default()
    };
    set(&mut opts);
    let r = run_buffer(&opts, name, input);
    (r.success, r.output, r.stderr)
}

#[test]
fn dlti_attributes_print_as_mlir_opt_22_in_every_form() {
    let input = data("attrs.mlir");
    let (ok, custom, err) = run("attrs.mlir", &input, |_| {});
    assert!(ok, "{err}");
    assert_eq!(
        String::from_utf8_lossy(&custom),
        String::from_utf8_lossy(&data("attrs.expected.mlir"))
    );
    let (_, generic, _) = run("attrs.mlir", &input, |o| o.generic = true);
    assert_eq!(
        String::from_utf8_lossy(&generic),
        String::from_utf8_lossy(&data("attrs.generic.mlir"))
    );
    let (_, bytecode, _) = run("attrs.mlir", &input, |o| o.emit_bytecode = true);
    assert!(bytecode == data("attrs.mlirbc"), "bytecode differs from mlir-opt-22's");
    // mlir-opt-22's bytecode reads back to the same text.
    let (ok, from_bytecode, err) = run("attrs.mlirbc", &data("attrs.mlirbc"), |_| {});
    assert!(ok, "{err}");
    assert_eq!(from_bytecode, custom);
}

/// The attribute verifiers and the dialect's op-attribute checks, with
/// mlir-opt-22's messages (checked with `mlir-opt-22
/// --allow-unregistered-dialect`).
#[test]
fn dlti_verifiers_give_mlir_opt_22_messages() {
    let cases: &[(&str, &str)] = &[
        (
            "\"t.op\"() {a = #dlti.map<\"k\" = 1, \"k\" = 2>} : () -> ()",
            "repeated DLTI key: \"k\"",
        ),
        (
            "\"t.op\"() {a = #dlti.target_device_spec<i32 = 1>} : () -> ()",
            "invalid kind of attribute specified",
        ),
        (
            "\"t.op\"() {a = #dlti.target_device_spec<>} : () -> ()",
            "no DLTI entries provided",
        ),
        (
            "\"t.op\"() {a = #dlti.target_system_spec<\"CPU\" = 1>} : () -> ()",
            "value associated with key \"CPU\" is not a DLTI device spec",
        ),
        (
            "\"t.op\"() {a = #dlti.function_pointer_alignment<64, function_dependent = 2>} : () -> ()",
            "failed to parse DLTI_FunctionPointerAlignmentAttr parameter 'function_dependent' which is to be a `bool`",
        ),
        (
            "module attributes {dlti.dl_spec = #dlti.dl_spec<index = \"x\">} {}",
            "expected integer attribute in the data layout entry for 'index'",
        ),
        (
            "module attributes {dlti.dl_spec = #dlti.dl_spec<tensor<f32> = 1>} {}",
            "unexpected data layout for a built-in type",
        ),
        (
            "module attributes {dlti.dl_spec = #dlti.dl_spec<\"dlti.bogus\" = 1>} {}",
            "unknown data layout entry name: dlti.bogus",
        ),
        (
            "\"t.op\"() {dlti.map = 1} : () -> ()",
            "'dlti.map' is expected to be a #dlti.map attribute",
        ),
    ];
    for (src, message) in cases {
        let (ok, _, err) = run("in.mlir", src.as_bytes(), |_| {});
        assert!(!ok, "{src} is accepted");
        assert!(err.contains(message), "{src}: expected `{message}` in\n{err}");
    }
}
