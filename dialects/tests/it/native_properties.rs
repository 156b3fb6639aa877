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
//! messages. `OptionalProp`s (`test.with_optional_properties`, `optional*`):
//! custom and generic prints, per-op bytecode encodings and errors as
//! mlir-opt-22's, less the upstream properties rods' op leaves out.

use crate::support::mlir_opt_data::{print, section, Data};
use ir::bytecode::{self, WriteOptions};
use ir::text::parse_source;
use ir::Context;

const DATA: Data = Data("native_properties");

fn context() -> Context {
    let ctx = Context::new();
    dialects::test_dialect::registration::register(&ctx);
    ctx
}

#[test]
fn native_properties_print_as_mlir_opt_prints_them() {
    let ctx = context();
    let m = DATA.parse_verified(&ctx, "props.mlir");
    assert_eq!(print(&ctx, &m, false), DATA.expected("props.custom"));
    assert_eq!(print(&ctx, &m, true), DATA.expected("props.generic"));
}

#[test]
fn native_properties_written_as_bytecode_as_mlir_opt_writes_them() {
    let ctx = context();
    let m = DATA.parse(&ctx, "props.mlir");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    // rods reads its own file back to the same module ...
    let back = bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("read back: {e}"));
    assert_eq!(print(&ctx, &back, true), DATA.expected("props.generic"));
    // ... and its properties section (every op's encoded properties) is
    // mlir-opt-22's, byte for byte (the other sections differ only in the
    // test dialect's version entry and the file name of the locations).
    let upstream = DATA.read("props.mlirbc");
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
    let m = DATA.parse_verified(&ctx, "conversion.mlir");
    assert_eq!(print(&ctx, &m, true), DATA.expected("conversion.generic"));
}

#[test]
fn property_conversion_errors_are_mlir_opts() {
    let ctx = context();
    let got = DATA.split_errors(&ctx, "conversion_errors.mlir", true);
    assert_eq!(got, error_lines("conversion_errors.expected"));
}

/// The error lines of mlir-opt-22's stderr in file `name`.
fn error_lines(name: &str) -> Vec<String> {
    String::from_utf8_lossy(&DATA.read(name))
        .lines()
        .filter(|l| l.contains(": error: "))
        .map(str::to_string)
        .collect()
}

/// mlir-opt-22's print of `test.with_optional_properties` less the
/// properties rods' declaration leaves out (`simplei8`, `simpleui8`:
/// `IntProp<"int8_t">`; `hasDefault`, `nested`, `longSyntax`: an optional
/// property inside another wrapper), which every input leaves `[]`.
fn optional_expected(name: &str) -> String {
    let mut text = DATA.expected(name);
    for absent in [
        "hasDefault = [], ",
        "longSyntax = [], ",
        "nested = [], ",
        ", simplei8 = [], simpleui8 = []",
    ] {
        text = text.replace(absent, "");
    }
    text
}

#[test]
fn optional_properties_print_as_mlir_opt_prints_them() {
    let ctx = context();
    let m = DATA.parse_verified(&ctx, "optional.mlir");
    assert_eq!(print(&ctx, &m, false), optional_expected("optional.custom.upstream"));
    assert_eq!(print(&ctx, &m, true), optional_expected("optional.generic.upstream"));
    // The generic form reads back to the same module.
    let generic = print(&ctx, &m, true);
    let back =
        parse_source(&ctx, "generic.mlir", generic.as_bytes()).unwrap_or_else(|d| panic!("reparse: {}", d.message));
    assert_eq!(print(&ctx, &back, false), optional_expected("optional.custom.upstream"));
}

#[test]
fn optional_properties_round_trip_through_bytecode() {
    let ctx = context();
    let m = DATA.parse(&ctx, "optional.mlir");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let back = bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("read back: {e}"));
    assert_eq!(print(&ctx, &back, true), optional_expected("optional.generic.upstream"));
    // Each op's encoding is upstream's (`optional.mlirbc`) less the
    // presence bytes of the five properties rods leaves out, all absent.
    let properties = ir::bytecode::encoding::section::PROPERTIES;
    let ours = section(&bytes, properties).unwrap_or_default();
    let upstream = section(&DATA.read("optional.mlirbc"), properties).unwrap_or_default();
    assert_eq!(ours, upstream_without_absent(&upstream));
}

/// The properties section of `optional.mlirbc` (a count, then each
/// distinct length-prefixed encoding: the module's, then the test ops':
/// `anAttr` as an optional attribute reference,
/// then `simple`, `simplei8`, `simpleui8`, `nonTrivialStorage`,
/// `hasDefault`, `nested`, `longSyntax`, `hasUnit`, `maybeUnit`) with the
/// zero presence bytes of `simplei8`, `simpleui8`, `hasDefault`, `nested`
/// and `longSyntax` removed.
fn upstream_without_absent(section: &[u8]) -> Vec<u8> {
    use ir::bytecode::encoding::Reader;
    let mut r = Reader::new(section, 0);
    let count = r.varint().unwrap_or_else(|e| panic!("{e}"));
    let mut out = Vec::new();
    ir::bytecode::encoding::push_varint(&mut out, count);
    for _ in 0..count {
        let len = r.varint().unwrap_or_else(|e| panic!("{e}"));
        let blob = r.bytes(len).unwrap_or_else(|e| panic!("{e}")).to_vec();
        // The module's encoding (its two optional attributes) is kept.
        if blob.len() < 10 {
            ir::bytecode::encoding::push_varint(&mut out, len);
            out.extend(blob);
            continue;
        }
        let mut b = Reader::new(&blob, 0);
        fn ok<T>(e: ir::bytecode::Error) -> T {
            panic!("{e}")
        }
        let mut kept = Vec::new();
        // `anAttr`: an optional attribute reference (varint).
        b.varint().unwrap_or_else(ok);
        kept.extend_from_slice(&blob[..b.offset()]);
        // A presence byte (`writeOwnedBool`), kept or checked absent.
        let presence = |b: &mut Reader<'_>, kept: &mut Vec<u8>, keep: bool| {
            let v = b.byte().unwrap_or_else(ok);
            if keep {
                kept.push(v);
            } else {
                assert_eq!(v, 0, "a property rods leaves out is present");
            }
            v != 0
        };
        let varint = |b: &mut Reader<'_>, kept: &mut Vec<u8>| {
            let start = b.offset();
            b.varint().unwrap_or_else(ok);
            kept.extend_from_slice(&blob[start..b.offset()]);
        };
        if presence(&mut b, &mut kept, true) {
            varint(&mut b, &mut kept); // simple
        }
        presence(&mut b, &mut kept, false); // simplei8
        presence(&mut b, &mut kept, false); // simpleui8
        if presence(&mut b, &mut kept, true) {
            varint(&mut b, &mut kept); // nonTrivialStorage's string
        }
        for _ in 0..3 {
            presence(&mut b, &mut kept, false); // hasDefault, nested, longSyntax
        }
        kept.extend_from_slice(&blob[b.offset()..]); // hasUnit, maybeUnit
        ir::bytecode::encoding::push_varint(&mut out, kept.len() as u64);
        out.extend(kept);
    }
    out
}

#[test]
fn optional_property_errors_are_mlir_opts() {
    let ctx = context();
    let expected = error_lines("optional_errors.expected");
    // MLIR reports a bad value inside `some<...>` twice (the value's parser,
    // then the property's); rods the first.
    let mut firsts = Vec::new();
    for l in expected {
        let line = l.split(':').nth(1).map(str::to_string);
        if firsts.last().map(|f: &String| f.split(':').nth(1).map(str::to_string)) != Some(line) {
            firsts.push(l);
        }
    }
    let got = DATA.split_errors(&ctx, "optional_errors.mlir", true);
    assert_eq!(got, firsts);
}
