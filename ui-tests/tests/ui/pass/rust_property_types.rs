//! Custom-storage property kinds declared in Rust (`#[property_type]`, the
//! twin of `.ods`'s `property_type`): upstream's `PropertiesWithCustomPrint`
//! (every hook: bytecode, hash, custom syntax) and
//! `IntPropertyWithWorseBytecode` (no bytecode hooks, a `default`), used by
//! `#[op]`s by their paths, plain and in `OptionalProp`, `ArrayProp` and
//! `DefaultValuedProp`. Upstream's two ops round-trip as mlir-opt-22:
//! `CUSTOM`, `GENERIC` and `UPSTREAM` are its print, generic print and
//! bytecode (`--emit-bytecode`) of `INPUT` read from `in.mlir`, whose
//! properties section ours equals (ours reads back).

use ods_macros::{op, property_type};
use ui_tests::custom_prop_hooks as hooks;

/// The kinds, in a module of their own (ops name them by path).
pub mod props {
    use super::hooks;
    use ods_macros::property_type;

    /// Upstream's `PropertiesWithCustomPrint`.
    #[property_type(
        storage = hooks::Nice,
        from_attr = hooks::nice_from_attr,
        to_attr = hooks::nice_to_attr,
        write_bytecode = hooks::nice_write,
        read_bytecode = hooks::nice_read,
        hash = hooks::nice_hash,
        print = hooks::nice_print,
        parse = hooks::nice_parse,
    )]
    pub struct NiceProps;
}

/// Upstream's `IntPropertyWithWorseBytecode`, with rods' own default.
#[property_type(storage = i64, from_attr = hooks::int_from_attr, to_attr = hooks::int_to_attr, default = hooks::int_default)]
pub struct IntWithWorseBytecode;

/// Upstream's `test.with_nice_properties` (its custom syntax).
#[op("test.with_nice_properties", format = "$prop attr-dict")]
pub struct WithNicePropertiesOp {
    #[property]
    prop: props::NiceProps,
}

/// Upstream's `test.using_int_property_with_worse_bytecode`.
#[op("test.using_int_property_with_worse_bytecode")]
pub struct WorseOp {
    #[property]
    value: self::IntWithWorseBytecode,
}

/// The kinds inside wrappers (no upstream op has them).
#[op("test.wrapped_kinds", format = "prop-dict attr-dict")]
pub struct WrappedKindsOp {
    #[property]
    maybe: Option<crate::IntWithWorseBytecode>,
    #[property]
    many: ArrayProp<self::IntWithWorseBytecode>,
    #[property(default = "7 : i64")]
    seven: self::IntWithWorseBytecode,
    #[property]
    nice: OptionalProp<props::NiceProps>,
}

const INPUT: &str = "test.with_nice_properties \"foo bar\" is -3
\"test.using_int_property_with_worse_bytecode\"() <{value = 3 : i64}> : () -> ()
";

const CUSTOM: &str = "module {
  test.with_nice_properties \"foo bar\" is -3
  \"test.using_int_property_with_worse_bytecode\"() <{value = 3 : i64}> : () -> ()
}
";

const GENERIC: &str = "\"builtin.module\"() ({
  \"test.with_nice_properties\"() <{prop = {label = \"foo bar\", value = -3 : i32}}> : () -> ()
  \"test.using_int_property_with_worse_bytecode\"() <{value = 3 : i64}> : () -> ()
}) : () -> ()
";

/// `mlir-opt-22 --emit-bytecode in.mlir` of `INPUT`.
const UPSTREAM: &[u8] = &[
    0x4d, 0x4c, 0xef, 0x52, 0x0d, 0x4d, 0x4c, 0x49, 0x52, 0x32, 0x32, 0x2e, 0x31, 0x2e, 0x38, 0x00, 0x01, 0x1f, 0x05,
    0x01, 0x07, 0x07, 0x05, 0x05, 0x01, 0x07, 0x01, 0x03, 0x0b, 0x03, 0x05, 0x0f, 0x13, 0x03, 0x19, 0x0b, 0x03, 0x01,
    0x0b, 0x0b, 0x13, 0x13, 0x0f, 0x13, 0x01, 0x03, 0x0f, 0x02, 0x29, 0x05, 0x0b, 0x17, 0x01, 0x01, 0x01, 0x17, 0x01,
    0x03, 0x03, 0x11, 0x01, 0x0d, 0x17, 0x01, 0x05, 0x03, 0x01, 0x02, 0x04, 0x04, 0x27, 0x05, 0x01, 0x50, 0x03, 0x01,
    0x07, 0x04, 0x17, 0x03, 0x01, 0x09, 0x03, 0x40, 0x05, 0x03, 0x05, 0x40, 0x09, 0x05, 0x06, 0x03, 0x01, 0x05, 0x01,
    0x00, 0xd1, 0x0f, 0x11, 0x11, 0x4f, 0x2b, 0x0f, 0x0b, 0x11, 0x62, 0x75, 0x69, 0x6c, 0x74, 0x69, 0x6e, 0x00, 0x74,
    0x65, 0x73, 0x74, 0x00, 0x6d, 0x6f, 0x64, 0x75, 0x6c, 0x65, 0x00, 0x77, 0x69, 0x74, 0x68, 0x5f, 0x6e, 0x69, 0x63,
    0x65, 0x5f, 0x70, 0x72, 0x6f, 0x70, 0x65, 0x72, 0x74, 0x69, 0x65, 0x73, 0x00, 0x75, 0x73, 0x69, 0x6e, 0x67, 0x5f,
    0x69, 0x6e, 0x74, 0x5f, 0x70, 0x72, 0x6f, 0x70, 0x65, 0x72, 0x74, 0x79, 0x5f, 0x77, 0x69, 0x74, 0x68, 0x5f, 0x77,
    0x6f, 0x72, 0x73, 0x65, 0x5f, 0x62, 0x79, 0x74, 0x65, 0x63, 0x6f, 0x64, 0x65, 0x00, 0x69, 0x6e, 0x2e, 0x6d, 0x6c,
    0x69, 0x72, 0x00, 0x66, 0x6f, 0x6f, 0x20, 0x62, 0x61, 0x72, 0x00, 0x08, 0x23, 0x07, 0x05, 0x01, 0x01, 0x15, 0x0d,
    0x00, 0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x07,
];

ui_tests::mlir_compare_helpers!();

fn main() {
    let ctx = ir::Context::new();
    WithNicePropertiesOp::register(&ctx);
    WorseOp::register(&ctx);
    WrappedKindsOp::register(&ctx);
    let m = ir::text::parse_source(&ctx, "in.mlir", INPUT.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(print(&ctx, &m, false), CUSTOM);
    assert_eq!(print(&ctx, &m, true), GENERIC);
    let bytes = ir::bytecode::write(&ctx, &m.arena, m.top, &ir::bytecode::WriteOptions::default()).unwrap();
    let props = ir::bytecode::encoding::section::PROPERTIES;
    // The properties section as mlir-opt-22's (the rest differs by the
    // test dialect's version, which upstream's has and this `test` has not).
    assert_eq!(section(&bytes, props), section(UPSTREAM, props));
    let back = ir::bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &back, false), CUSTOM);

    // Typed accessors give the storage type.
    let body = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
    let ops: Vec<ir::OpId> = m.arena.block_ops(body).collect();
    let value = WithNicePropertiesOp(ops[0]).prop(&ctx, &m.arena).expect("a value");
    assert_eq!(value, hooks::Nice { label: b"foo bar".to_vec(), value: -3 });
    assert_eq!(WorseOp(ops[1]).value(&ctx, &m.arena), Some(3));
    // Without the property, the kind's `default`.
    let text = "\"test.using_int_property_with_worse_bytecode\"() : () -> ()";
    let d = ir::text::parse_source(&ctx, "d.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    assert!(print(&ctx, &d, true).contains("<{value = -1 : i64}>"), "{}", print(&ctx, &d, true));
    // The kinds in wrappers, through bytecode.
    let text = "test.wrapped_kinds <{many = [1, 2], maybe = [4], nice = [{label = \"x\", value = 1 : i32}]}>";
    let mut w = ir::text::parse_source(&ctx, "w.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &w.arena, w.top).unwrap_or_else(|d| panic!("{}", d.message));
    let body = w.arena.region_blocks(w.arena.regions(w.top)[0])[0];
    let op = WrappedKindsOp(w.arena.block_ops(body).next().expect("the op"));
    assert_eq!(op.maybe(&ctx, &w.arena), Some(4));
    assert_eq!(op.seven(&ctx, &w.arena), Some(7));
    assert_eq!(op.many(&ctx, &w.arena), Some(vec![1, 2]));
    assert_eq!(op.nice(&ctx, &w.arena).map(|n| n.value), Some(1));
    let bytes = ir::bytecode::write(&ctx, &w.arena, w.top, &ir::bytecode::WriteOptions::default()).unwrap();
    let back = ir::bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &back, true), print(&ctx, &w, true));
    op.set_many(&ctx, &mut w.arena, &[5, -6]).unwrap();
    assert!(print(&ctx, &w, false).contains("many = [5, -6]"), "{}", print(&ctx, &w, false));
    // A value `from_attr` rejects: mlir-opt-22's message.
    assert_eq!(
        parse_error(&ctx, "\"test.with_nice_properties\"() <{prop = 1 : i32}> : () -> ()").as_deref(),
        Some("invalid properties {prop = 1 : i32} for op test.with_nice_properties: expected DictionaryAttr to set TestProperties")
    );
}
