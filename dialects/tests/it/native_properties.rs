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
//! messages. `OptionalProp`s (`test.with_optional_properties`, `optional*`,
//! upstream's op in full: `IntProp<"int8_t">`/`"uint8_t"`, an optional
//! `DefaultValuedProp`, a nested `OptionalProp`, `OptionalProp<P, 0>`) and
//! `ArrayProp`s (`test.with_array_properties`, `array*`, with
//! `OptionalProp` elements and a defaulted anchor): custom and generic
//! prints, properties sections and errors as mlir-opt-22's.

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
            "custom op 'test.with_properties' expected integer value",
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

#[test]
fn optional_properties_print_as_mlir_opt_prints_them() {
    prints_as_mlir_opt("optional");
}

#[test]
fn optional_properties_written_as_bytecode_as_mlir_opt_writes_them() {
    properties_section_is_mlir_opts("optional");
}

#[test]
fn optional_property_errors_are_mlir_opts() {
    assert_eq!(errors("optional_errors.mlir"), first_errors("optional_errors.expected"));
}

#[test]
fn array_properties_print_as_mlir_opt_prints_them() {
    prints_as_mlir_opt("array");
}

#[test]
fn array_properties_written_as_bytecode_as_mlir_opt_writes_them() {
    properties_section_is_mlir_opts("array");
}

#[test]
fn array_property_errors_are_mlir_opts() {
    assert_eq!(errors("array_errors.mlir"), first_errors("array_errors.expected"));
}

/// `STEM.mlir` prints as mlir-opt-22 prints it (`STEM.custom`,
/// `STEM.generic`), and its generic form reads back to the same module.
fn prints_as_mlir_opt(stem: &str) {
    let ctx = context();
    let m = DATA.parse_verified(&ctx, &format!("{stem}.mlir"));
    let custom = DATA.expected(&format!("{stem}.custom"));
    assert_eq!(print(&ctx, &m, false), custom);
    let generic = print(&ctx, &m, true);
    assert_eq!(generic, DATA.expected(&format!("{stem}.generic")));
    let back =
        parse_source(&ctx, "generic.mlir", generic.as_bytes()).unwrap_or_else(|d| panic!("reparse: {}", d.message));
    assert_eq!(print(&ctx, &back, false), custom);
}

/// `STEM.mlir` written by rods reads back to mlir-opt-22's generic print
/// (`STEM.generic`), and its properties section (every op's encoded
/// properties) is `STEM.mlirbc`'s, byte for byte.
fn properties_section_is_mlir_opts(stem: &str) {
    assert!(properties_section_length(stem) > 20);
}

/// The checks of [`properties_section_is_mlir_opts`]; the length of
/// mlir-opt-22's properties section.
fn properties_section_length(stem: &str) -> usize {
    let ctx = context();
    let m = DATA.parse(&ctx, &format!("{stem}.mlir"));
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let back = bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("read back: {e}"));
    assert_eq!(print(&ctx, &back, true), DATA.expected(&format!("{stem}.generic")));
    let properties = ir::bytecode::encoding::section::PROPERTIES;
    let upstream = DATA.read(&format!("{stem}.mlirbc"));
    assert_eq!(section(&bytes, properties), section(&upstream, properties));
    section(&upstream, properties).map_or(0, |s| s.len())
}

/// rods' errors for each split of `name`.
fn errors(name: &str) -> Vec<String> {
    DATA.split_errors(&context(), name, true)
}

/// The first error of each line in mlir-opt-22's stderr in file `name`:
/// MLIR reports a bad value inside a property's own parser twice (the
/// value's parser, then the property's), rods the first.
fn first_errors(name: &str) -> Vec<String> {
    let mut firsts: Vec<String> = Vec::new();
    for l in error_lines(name) {
        let line = l.split(':').nth(1).map(str::to_string);
        if firsts.last().map(|f| f.split(':').nth(1).map(str::to_string)) != Some(line) {
            firsts.push(l);
        }
    }
    firsts
}

/// Custom-storage properties (`property_type`, upstream's
/// `test.with_nice_properties`/`test.with_wrapped_properties` with their
/// hooks in Rust): the generic form as the hooks normalize it (`7 : i64`
/// is stored as the `int`'s `7 : i32`, an unknown key is dropped) and the
/// wrapped op's custom form (`prop-dict`) as mlir-opt-22 prints them.
#[test]
fn custom_properties_print_as_mlir_opt_prints_them() {
    let ctx = context();
    let m = DATA.parse_verified(&ctx, "custom.mlir");
    assert_eq!(print(&ctx, &m, true), DATA.expected("custom.generic"));
    let custom = print(&ctx, &m, false);
    assert!(custom.contains("  test.with_wrapped_properties <{prop = \"content for properties\"}>\n"));
}

/// `test.with_nice_properties`' custom syntax, through its print and parse
/// hooks (`"foo bar" is -3`), as mlir-opt-22 prints it, and its errors.
#[test]
fn custom_property_syntax_is_the_hooks() {
    prints_as_mlir_opt("custom_text");
    assert_eq!(
        errors("custom_text_errors.mlir"),
        error_lines("custom_text_errors.expected")
    );
}

#[test]
fn custom_properties_written_as_bytecode_as_mlir_opt_writes_them() {
    properties_section_is_mlir_opts("custom");
}

#[test]
fn custom_property_conversion_errors_are_the_hooks_messages() {
    assert_eq!(errors("custom_errors.mlir"), error_lines("custom_errors.expected"));
}

/// `prop-dict` keys that are no property of the op: mlir-opt-22's `unknown
/// key '"foo"' when parsing properties dictionary`, after the missing keys and
/// the values' conversion errors; the generic form drops them, as upstream.
#[test]
fn prop_dict_unknown_keys_are_mlir_opts() {
    assert_eq!(errors("unknown_keys.mlir"), error_lines("unknown_keys.expected"));
    let ctx = context();
    let m = DATA.parse_verified(&ctx, "unknown_keys_generic.mlir");
    assert_eq!(print(&ctx, &m, true), DATA.expected("unknown_keys_generic.generic"));
}

/// A custom kind whose bytecode hooks write and read its attribute form
/// (`test.using_int_property_with_worse_bytecode`, upstream's
/// `IntPropertyWithWorseBytecode`, through `PropWriter::attr` and
/// `PropReader::attr`): the generic form as its conversion normalizes it
/// (`-5 : i32` stored as the `int64_t`'s `-5 : i64`), and its attribute
/// form in bytecode, by reference, as mlir-opt-22 writes it;
/// a value the conversion rejects is its message.
#[test]
fn custom_properties_without_bytecode_hooks_write_their_attribute_form() {
    let ctx = context();
    let m = DATA.parse_verified(&ctx, "worse.mlir");
    assert_eq!(print(&ctx, &m, true), DATA.expected("worse.generic"));
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let back = bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("read back: {e}"));
    assert_eq!(print(&ctx, &back, true), DATA.expected("worse.generic"));
    // Each entry an attribute reference (`3 : i64` twice is one entry).
    let properties = ir::bytecode::encoding::section::PROPERTIES;
    let upstream = DATA.read("worse.mlirbc");
    assert_eq!(section(&bytes, properties), section(&upstream, properties));
    assert!(section(&upstream, properties).is_some_and(|s| !s.is_empty()));
    assert_eq!(errors("worse_errors.mlir"), error_lines("worse_errors.expected"));
}

/// Custom-storage properties an op does not hold
/// (`test.with_wrapped_properties`, `test.using_int_property_with_worse_bytecode`
/// without theirs): the storage's default value (upstream default-constructs
/// it: an empty string, `0 : i64`) in the custom and generic forms and in
/// bytecode (a string; an attribute reference) as mlir-opt-22's; a
/// `prop-dict` without the property is mlir-opt-22's error.
#[test]
fn missing_custom_properties_hold_their_storage_default() {
    prints_as_mlir_opt("custom_default");
    assert!(properties_section_length("custom_default") > 0);
    assert_eq!(
        errors("custom_default_errors.mlir"),
        error_lines("custom_default_errors.expected")
    );
}

/// Confined properties inside `OptionalProp`, `DefaultValuedProp`,
/// `ConfinedProp` and `ArrayProp`, and a confined `ArrayProp` of confined
/// elements inside an `OptionalProp` (upstream's
/// `test.op_with_property_predicates`): prints, properties section and
/// each constraint's message as mlir-opt-22's.
#[test]
fn confined_properties_in_wrappers_are_mlir_opts() {
    prints_as_mlir_opt("predicates");
    properties_section_is_mlir_opts("predicates");
    assert_eq!(
        errors("predicates_errors.mlir"),
        error_lines("predicates_errors.expected")
    );
}

/// Typed accessors of custom-storage properties give the storage type
/// (upstream's `getProp()`), and setters take it; a nested `OptionalProp`
/// gives `Option<Option<T>>`.
#[test]
fn typed_accessors_give_storage_values() {
    use dialects::test_dialect::{WithNicePropertiesOp, WithOptionalPropertiesOp};
    let ctx = context();
    let mut m = DATA.parse_verified(&ctx, "custom_text.mlir");
    let nice = m
        .arena
        .walk_preorder(m.top)
        .into_iter()
        .find(|&op| m.arena.op_name(op) == ctx.op_name("test.with_nice_properties"))
        .map(WithNicePropertiesOp)
        .expect("a test.with_nice_properties");
    let value = nice.prop(&ctx, &m.arena).expect("a value");
    assert_eq!((value.label.as_slice(), value.value), (&b"foo bar"[..], -3));
    let next = dialects::test_dialect::custom_props::Nice {
        label: b"baz".to_vec(),
        value: 7,
    };
    nice.set_prop(&ctx, &mut m.arena, &next).expect("sets");
    assert_eq!(nice.prop(&ctx, &m.arena).map(|v| v.value), Some(7));
    let text = print(&ctx, &m, false);
    assert!(text.contains("test.with_nice_properties baz is 7"), "{text}");

    let m = DATA.parse_verified(&ctx, "optional.mlir");
    let nested: Vec<Option<Option<i64>>> = m
        .arena
        .walk_preorder(m.top)
        .into_iter()
        .filter(|&op| m.arena.op_name(op) == ctx.op_name("test.with_optional_properties"))
        .map(|op| WithOptionalPropertiesOp(op).nested(&ctx, &m.arena))
        .collect();
    assert!(
        nested.contains(&Some(None)) && nested.contains(&Some(Some(1))),
        "{nested:?}"
    );
}

/// `ArrayProp` typed accessors give their elements as the element kind's
/// values (`Vec<String>`, `Vec<Vec<i64>>`, `Vec<Option<i64>>`, a
/// `UnitProp`'s `Vec<bool>`), and setters and builders take them: an op
/// built from the values of the first op of `array.mlir` prints as
/// mlir-opt-22 prints that op (`array.custom`).
#[test]
fn array_typed_accessors_give_element_values() {
    use dialects::test_dialect::WithArrayPropertiesOp;
    let ctx = context();
    let mut m = DATA.parse_verified(&ctx, "array.mlir");
    let ops: Vec<WithArrayPropertiesOp> = m
        .arena
        .walk_preorder(m.top)
        .into_iter()
        .filter(|&op| m.arena.op_name(op) == ctx.op_name("test.with_array_properties"))
        .map(WithArrayPropertiesOp)
        .collect();
    let (op, a) = (ops[0], &m.arena);
    assert_eq!(op.ints(&ctx, a), Some(vec![1, 2]));
    assert_eq!(op.strings(&ctx, a), Some(vec!["a".to_string(), "b".to_string()]));
    assert_eq!(op.nested(&ctx, a), Some(vec![vec![1, 2], vec![3]]));
    assert_eq!(op.opt(&ctx, a), Some(vec![5]));
    assert_eq!(op.explicit_options(&ctx, a), Some(vec![None, Some(0), Some(-7)]));
    assert_eq!(op.explicit_units(&ctx, a), Some(vec![true, false]));
    assert_eq!(op.has_default(&ctx, a), Some(vec![4, 5]));
    // An absent defaulted array reads as its default, `[]`.
    assert_eq!(ops[1].has_default(&ctx, a), Some(vec![]));
    assert_eq!(ops[2].nested(&ctx, a), Some(vec![vec![]]));
    assert_eq!(ops[2].explicit_options(&ctx, a), Some(vec![None]));
    assert_eq!(ops[2].strings(&ctx, a), Some(vec![String::new()]));

    // Setters take the element values: the fourth op becomes the first.
    let last = ops[3];
    last.set_ints(&ctx, &mut m.arena, &[1, 2]).expect("ints");
    last.set_strings(&ctx, &mut m.arena, &["a", "b"]).expect("strings");
    last.set_nested(&ctx, &mut m.arena, &[&[1, 2], &[3]]).expect("nested");
    last.set_opt(&ctx, &mut m.arena, &[5]).expect("opt");
    last.set_explicit_options(&ctx, &mut m.arena, &[None, Some(0), Some(-7)])
        .expect("explicitOptions");
    last.set_explicit_units(&ctx, &mut m.arena, &[true, false])
        .expect("explicitUnits");
    last.set_has_default(&ctx, &mut m.arena, &[4, 5]).expect("hasDefault");
    let first_line = |text: &str, n: usize| text.lines().nth(n).map(str::to_string);
    let expected = DATA.expected("array.custom");
    let printed = print(&ctx, &m, false);
    assert_eq!(first_line(&printed, 4), first_line(&expected, 1));

    // `build_unwrapped` takes them too.
    let body = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
    let mut b = ir::ods::OpBuilder::new(&ctx, &mut m.arena).at_end(body);
    WithArrayPropertiesOp::build_unwrapped(
        &mut b,
        &[1, 2],
        &["a", "b"],
        &[&[1, 2], &[3]],
        Some(&[5]),
        &[None, Some(0), Some(-7)],
        &[true, false],
        Some(&[4, 5]),
    )
    .expect("builds");
    let printed = print(&ctx, &m, false);
    assert_eq!(first_line(&printed, 5), first_line(&expected, 1));
}

/// `ArrayProp<IntArrayProp<P>>` as upstream's generated code has it (no
/// upstream op has one to compare with; `mlir-tblgen-22` accepts it):
/// printed `[[1, 2], [3], []]` (`ArrayProp`'s printer around
/// `IntArrayProp`'s), generic elements `array<i64: 1, 2>` (`IntArrayProp`'s
/// `convertToAttribute`), in bytecode the array's length, then each
/// element's length and varints; a generic element of another form is
/// `IntArrayProp`'s `expected DenseI64ArrayAttr for key `value``.
#[test]
fn arrays_of_int_arrays_are_upstreams_composition() {
    use dialects::test_dialect::WithIntArrayElementsOp;
    let ctx = context();
    let text = "test.with_int_array_elements [[1, 2], [3], []] [[-4]]";
    let m = parse_source(&ctx, "a.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(print(&ctx, &m, false), format!("module {{\n  {text}\n}}\n"));
    let generic = "\"test.with_int_array_elements\"() <{narrow = [array<i32: -4>], wide = [array<i64: 1, 2>, array<i64: 3>, array<i64>]}> : () -> ()";
    assert!(print(&ctx, &m, true).contains(generic), "{}", print(&ctx, &m, true));
    let op = WithIntArrayElementsOp(m.arena.walk_preorder(m.top)[1]);
    assert_eq!(op.wide(&ctx, &m.arena), Some(vec![vec![1, 2], vec![3], vec![]]));
    assert_eq!(op.narrow(&ctx, &m.arena), Some(vec![vec![-4]]));

    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let props = section(&bytes, ir::bytecode::encoding::section::PROPERTIES).expect("a properties section");
    // `wide`: 3 elements, [2: 1, 2], [1: 3], [0]; `narrow`: 1 element,
    // [1: -4 sign-extended to 64 bits, a full varint]. The entry is 18 bytes.
    let entry = [
        0x25, 0x07, 0x05, 0x03, 0x05, 0x03, 0x07, 0x01, 0x03, 0x03, 0x00, 0xfc, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff,
    ];
    assert!(props.ends_with(&entry), "{props:x?}");
    let back = bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{e}"));
    assert!(print(&ctx, &back, true).contains(generic));

    let bad = "\"test.with_int_array_elements\"() <{narrow = [], wide = [[1, 2]]}> : () -> ()";
    let b = parse_source(&ctx, "b.mlir", bad.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    let err = ir::verify::verify(&ctx, &b.arena, b.top).err().map(|d| d.message);
    assert_eq!(
        err.as_deref(),
        Some("invalid properties {narrow = [], wide = [[1, 2]]} for op test.with_int_array_elements: expected DenseI64ArrayAttr for key `value`")
    );
}
