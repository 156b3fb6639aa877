//! Native properties (`IntArrayProp`, `EnumProp` beside the scalar kinds)
//! against mlir-opt-22, whose test dialect has the same ops as rods' test
//! dialect here (`test.with_properties`, `test.op_with_enum_prop`): the
//! custom and generic prints of `data/native_properties/props.mlir` equal
//! mlir-opt-22's, and rods' bytecode reads back to the same module with a
//! properties section identical to mlir-opt-22's (`props.mlirbc`). The
//! files are not read across: upstream's test dialect writes its version as
//! two varints, rods' test dialect declares a one-number `version 2`.
//! Property conversion (`setPropertiesFromAttr`): `conversion.mlir`
//! normalizes as mlir-opt-22 does, `conversion_errors.mlir` fails with its
//! messages.

use crate::support::mlir_opt_data::{print, section, Data};
use ir::bytecode::{self, WriteOptions};
use ir::text::parse_source;
use ir::Context;

const DATA: Data = Data("native_properties");

fn read(name: &str) -> Vec<u8> {
    DATA.read(name)
}

fn expected(name: &str) -> String {
    DATA.expected(name)
}

fn context() -> Context {
    let ctx = Context::new();
    dialects::test_dialect::registration::register(&ctx);
    ctx
}

#[test]
fn native_properties_print_as_mlir_opt_prints_them() {
    let ctx = context();
    let m = parse_source(&ctx, "props.mlir", &read("props.mlir")).unwrap_or_else(|d| panic!("parse: {}", d.message));
    ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("verify: {}", d.message));
    assert_eq!(print(&ctx, &m, false), expected("props.custom"));
    assert_eq!(print(&ctx, &m, true), expected("props.generic"));
}

#[test]
fn native_properties_written_as_bytecode_as_mlir_opt_writes_them() {
    let ctx = context();
    let m = parse_source(&ctx, "props.mlir", &read("props.mlir")).unwrap_or_else(|d| panic!("parse: {}", d.message));
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    // rods reads its own file back to the same module ...
    let back = bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("read back: {e}"));
    assert_eq!(print(&ctx, &back, true), expected("props.generic"));
    // ... and its properties section (every op's encoded properties) is
    // mlir-opt-22's, byte for byte (the other sections differ only in the
    // test dialect's version entry and the file name of the locations).
    let upstream = read("props.mlirbc");
    let properties = ir::bytecode::encoding::section::PROPERTIES;
    assert_eq!(section(&bytes, properties), section(&upstream, properties));
    assert!(section(&upstream, properties).is_some_and(|s| s.len() > 40));
}

#[test]
fn malformed_native_properties_are_errors() {
    let ctx = context();
    for (text, expected) in [
        (
            "test.with_properties a = 1, b = \"\", c = \"\", flag = true, array = [x], array32 = []",
            "expected integer value",
        ),
        (
            "test.op_with_enum_prop fourth",
            "expected one of [first, second, third] for a test enum, got: fourth",
        ),
        ("test.op_with_enum_prop 5", "expected keyword for a test enum"),
        (
            "\"test.op_with_enum_prop\"() <{value = 7 : i32}> : () -> ()",
            "'test.op_with_enum_prop' op property 'value' failed to satisfy constraint: a test enum",
        ),
    ] {
        let err = match parse_source(&ctx, "in.mlir", text.as_bytes()) {
            Err(d) => d.message,
            Ok(m) => match ir::verify::verify(&ctx, &m.arena, m.top) {
                Err(d) => d.message,
                Ok(()) => panic!("{text}: accepted"),
            },
        };
        assert!(err.contains(expected), "{text}: {err}");
    }
}

#[test]
fn property_conversion_normalizes_as_mlir_opt_does() {
    let ctx = context();
    let m = parse_source(&ctx, "conversion.mlir", &read("conversion.mlir"))
        .unwrap_or_else(|d| panic!("parse: {}", d.message));
    ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("verify: {}", d.message));
    assert_eq!(print(&ctx, &m, true), expected("conversion.generic"));
}

#[test]
fn property_conversion_errors_are_mlir_opts() {
    let ctx = context();
    let expected: Vec<String> = String::from_utf8_lossy(&read("conversion_errors.expected"))
        .lines()
        .filter(|l| l.contains(": error: "))
        .map(str::to_string)
        .collect();
    let got = DATA.split_errors(&ctx, "conversion_errors.mlir", true);
    assert_eq!(got, expected);
}
