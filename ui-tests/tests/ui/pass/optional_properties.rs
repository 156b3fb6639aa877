//! Upstream's `test.with_optional_properties` declared with `#[op]`, every
//! property of it: `IntProp<"int8_t">`/`IntProp<"uint8_t">`, an
//! `OptionalProp` of a `DefaultValuedProp` (`some<0>`), a nested
//! `OptionalProp` (`some<none>`), `OptionalProp<StringProp, 0>` (always
//! `some<"bar">`) and an optional `UnitProp`, beside an upstream
//! `ArrayProp<OptionalProp<I64Prop>>`. `CUSTOM`, `GENERIC` and
//! `UPSTREAM_ENTRY` are mlir-opt-22's print, generic print and properties
//! entry of `INPUT` (`mlir-opt-22 --emit-bytecode`).

use ods_macros::op;

/// Optional properties
#[op("test.with_optional_properties",
     format = "(`anAttr` `=` $anAttr^)? (`simple` `=` $simple^)? (`simplei8` `=` $simplei8^)? (`simpleui8` `=` $simpleui8^)? (`nonTrivialStorage` `=` $nonTrivialStorage^)? (`hasDefault` `=` $hasDefault^)? (`nested` `=` $nested^)? (`longSyntax` `=` $longSyntax^)? (`hasUnit` $hasUnit^)? (`maybeUnit` `=` $maybeUnit^)? attr-dict")]
pub struct WithOptionalPropertiesOp {
    #[attr(name = "anAttr")]
    an_attr: Option<I32Attr>,
    #[property]
    simple: Option<I64Prop>,
    #[property]
    simplei8: Option<IntProp<"int8_t">>,
    #[property]
    simpleui8: Option<IntProp<"uint8_t">>,
    #[property(name = "nonTrivialStorage")]
    non_trivial_storage: Option<StringProp>,
    #[property(name = "hasDefault")]
    has_default: OptionalProp<DefaultValuedProp<I64Prop, "0">>,
    #[property]
    nested: OptionalProp<OptionalProp<I64Prop>>,
    #[property(name = "longSyntax")]
    long_syntax: OptionalProp<StringProp, 0>,
    #[property(name = "hasUnit")]
    has_unit: UnitProp,
    #[property(name = "maybeUnit")]
    maybe_unit: Option<UnitProp>,
}

/// Optional array elements
#[op("test.options", format = "`explicitOptions` `=` $explicitOptions attr-dict")]
pub struct OptionsOp {
    #[property(name = "explicitOptions")]
    explicit_options: ArrayProp<OptionalProp<I64Prop>>,
}

const INPUT: &str = "test.with_optional_properties anAttr = 0 simple = 1 simplei8 = -1 simpleui8 = 255 nonTrivialStorage = \"foo\" hasDefault = some<0> nested = some<none> longSyntax = some<\"bar\"> hasUnit maybeUnit = some<unit>";

const GENERIC: &str = "\"builtin.module\"() ({
  \"test.with_optional_properties\"() <{anAttr = 0 : i32, hasDefault = [0], hasUnit, longSyntax = [\"bar\"], maybeUnit = [unit], nested = [[]], nonTrivialStorage = [\"foo\"], simple = [1], simplei8 = [-1 : i8], simpleui8 = [-1 : i8]}> : () -> ()
}) : () -> ()
";

/// mlir-opt-22's properties entry of the op (after its size): `anAttr`'s
/// reference, then a presence byte and value for each optional property
/// (`simplei8`'s -1 sign-extended to 64 bits, `simpleui8`'s 255, `nested`
/// present and holding nothing), `hasUnit`'s byte.
const UPSTREAM_ENTRY: &[u8] = &[
    0x0b, 0x01, 0x03, 0x01, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0xfe, 0x03, 0x01, 0x0b, 0x01,
    0x01, 0x01, 0x00, 0x01, 0x0d, 0x01, 0x01, 0x01,
];

ui_tests::mlir_compare_helpers!();

fn main() {
    let ctx = ir::Context::new();
    WithOptionalPropertiesOp::register(&ctx);
    OptionsOp::register(&ctx);
    let m = ir::text::parse_source(&ctx, "opt.mlir", INPUT.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(print(&ctx, &m, false), format!("module {{\n  {INPUT}\n}}\n"));
    assert_eq!(print(&ctx, &m, true), GENERIC);

    let bytes = ir::bytecode::write(&ctx, &m.arena, m.top, &ir::bytecode::WriteOptions::default()).unwrap();
    let props = section(&bytes, ir::bytecode::encoding::section::PROPERTIES).unwrap();
    // The module's entry, then the op's (27 bytes, varint 0x37).
    assert_eq!(props[..5], [0x05, 0x05, 0x01, 0x01, 0x37]);
    assert_eq!(&props[5..], UPSTREAM_ENTRY);
    let back = ir::bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &back, true), GENERIC);

    // Typed accessors: `uint8_t` reads unsigned.
    let body = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
    let op = WithOptionalPropertiesOp(m.arena.block_ops(body).next().unwrap());
    assert_eq!(op.simplei8(&ctx, &m.arena), Some(-1));
    assert_eq!(op.simpleui8(&ctx, &m.arena), Some(255));
    assert_eq!(op.has_default(&ctx, &m.arena), Some(0));

    // mlir-opt-22's messages.
    let e = |t: &str| parse_error(&ctx, &format!("test.with_optional_properties {t}"));
    assert_eq!(
        e("simpleui8 = 256").as_deref(),
        Some("custom op 'test.with_optional_properties' integer value too large")
    );
    assert_eq!(
        e("nested = some<x>").as_deref(),
        Some("custom op 'test.with_optional_properties' invalid value for property nested, expected optional optional int64_t")
    );
    assert_eq!(
        e("longSyntax = \"x\"").as_deref(),
        Some("custom op 'test.with_optional_properties' expected 'none' or 'some<prop>'")
    );

    // `ArrayProp<OptionalProp<I64Prop>>`: `[none, 0]`, generic `[[], [0]]`.
    let options = "test.options explicitOptions = [none, 0]";
    let o = ir::text::parse_source(&ctx, "o.mlir", options.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(print(&ctx, &o, false), format!("module {{\n  {options}\n}}\n"));
    assert!(print(&ctx, &o, true).contains("<{explicitOptions = [[], [0]]}>"));
    assert_eq!(
        parse_error(&ctx, "test.options explicitOptions = [x]").as_deref(),
        Some("custom op 'test.options' invalid value for property explicitOptions, expected array of optional int64_t")
    );
}
