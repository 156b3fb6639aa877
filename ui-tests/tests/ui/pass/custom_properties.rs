//! `#[op]` fields naming custom-storage property kinds (`property_type`) of
//! an included `.ods` by their Rust path (`props::NiceProps`), plain and in
//! `OptionalProp`, `ArrayProp` and `DefaultValuedProp`, and upstream's
//! `test.op_with_property_predicates` (confined properties in every
//! wrapper). `CUSTOM`, `GENERIC` and `UPSTREAM_SECTION` are mlir-opt-22's
//! print, generic print and properties section of `INPUT` (`mlir-opt-22
//! --emit-bytecode`): the custom syntax through the print/parse hooks, the
//! kind without bytecode hooks as an attribute reference.

use ods_macros::op;

/// The kinds and their hooks.
pub mod props {
    ods_macros::include_ods!("custom_properties.ods");

    /// The hooks the `.ods` names.
    pub use ui_tests::custom_prop_hooks as hooks;
}

/// Upstream's `test.with_nice_properties` (its custom syntax).
#[op("test.with_nice_properties", include = "custom_properties.ods", format = "$prop attr-dict")]
pub struct WithNicePropertiesOp {
    #[property]
    prop: props::NiceProps,
}

/// Upstream's `test.using_int_property_with_worse_bytecode`.
#[op("test.using_int_property_with_worse_bytecode", include = "custom_properties.ods")]
pub struct WorseOp {
    #[property]
    value: props::IntWithWorseBytecode,
}

/// Upstream's `test.op_with_property_predicates`.
#[op("test.op_with_property_predicates", format = "attr-dict prop-dict")]
pub struct PredicatesOp {
    #[property]
    scalar: ConfinedProp<I64Prop, (IntNonNegative,), "non-negative int64_t">,
    #[property]
    optional: Option<ConfinedProp<I64Prop, (IntNonNegative,), "non-negative int64_t">>,
    #[property(default = "0")]
    defaulted: ConfinedProp<I64Prop, (IntNonNegative,), "non-negative int64_t">,
    #[property]
    more_constrained:
        ConfinedProp<ConfinedProp<I64Prop, (IntNonNegative,), "non-negative int64_t">, (IntMaxValue<5>,), "between 0 and 5">,
    #[property]
    array: ArrayProp<ConfinedProp<I64Prop, (IntNonNegative,), "non-negative int64_t">>,
    #[property]
    non_empty_unconstrained: ConfinedProp<ArrayProp<I64Prop>, (ArrayMinCount<1>,), "non-empty array of int64_t">,
    #[property]
    non_empty_constrained: ConfinedProp<
        ArrayProp<ConfinedProp<I64Prop, (IntNonNegative,), "non-negative int64_t">>,
        (ArrayMinCount<1>,),
        "non-empty array of non-negative int64_t",
    >,
    #[property]
    non_empty_optional: Option<
        ConfinedProp<
            ArrayProp<ConfinedProp<I64Prop, (IntNonNegative,), "non-negative int64_t">>,
            (ArrayMinCount<1>,),
            "non-empty array of non-negative int64_t",
        >,
    >,
    #[property]
    unconstrained: I64Prop,
}

/// Custom kinds inside wrappers, and an `OptionalProp` of an optional
/// `ConfinedProp` (no upstream op has them).
#[op("test.wrapped_kinds", include = "custom_properties.ods", format = "prop-dict attr-dict")]
pub struct WrappedKindsOp {
    #[property]
    maybe: Option<props::IntWithWorseBytecode>,
    #[property]
    many: ArrayProp<props::IntWithWorseBytecode>,
    #[property(default = "7 : i64")]
    seven: props::IntWithWorseBytecode,
    #[property]
    nested: OptionalProp<OptionalProp<ConfinedProp<I64Prop, (IntNonNegative,), "non-negative int64_t">>>,
}

/// A defaulted kind with an optional parser anchoring an optional group
/// after a keyword (the `.ods` op `test.weighed` anchors one first).
#[op("test.weighed_keyword", include = "custom_properties.ods", format = "(`w` $w^)? attr-dict")]
pub struct WeighedKeywordOp {
    #[property(default = "5 : i64")]
    w: props::Weight,
}

const INPUT: &str = "test.with_nice_properties \"foo bar\" is -3
\"test.using_int_property_with_worse_bytecode\"() <{value = 3 : i64}> : () -> ()
test.op_with_property_predicates <{array = [5, 6], more_constrained = 4 : i64, non_empty_constrained = [8], non_empty_optional = [[9]], non_empty_unconstrained = [7], optional = [2], scalar = 1 : i64, unconstrained = -1 : i64}>
";

const CUSTOM: &str = "module {
  test.with_nice_properties \"foo bar\" is -3
  \"test.using_int_property_with_worse_bytecode\"() <{value = 3 : i64}> : () -> ()
  test.op_with_property_predicates <{array = [5, 6], more_constrained = 4 : i64, non_empty_constrained = [8], non_empty_optional = [[9]], non_empty_unconstrained = [7], optional = [2], scalar = 1 : i64, unconstrained = -1 : i64}>
}
";

const GENERIC: &str = "\"builtin.module\"() ({
  \"test.with_nice_properties\"() <{prop = {label = \"foo bar\", value = -3 : i32}}> : () -> ()
  \"test.using_int_property_with_worse_bytecode\"() <{value = 3 : i64}> : () -> ()
  \"test.op_with_property_predicates\"() <{array = [5, 6], defaulted = 0 : i64, more_constrained = 4 : i64, non_empty_constrained = [8], non_empty_optional = [[9]], non_empty_unconstrained = [7], optional = [2], scalar = 1 : i64, unconstrained = -1 : i64}> : () -> ()
}) : () -> ()
";

/// mlir-opt-22's properties section of `INPUT` (as `ui.mlir`): the
/// module's entry, `test.with_nice_properties`' (the label's string, the
/// value's varint), the worse op's (one attribute reference) and the
/// predicates op's.
const UPSTREAM_SECTION: &[u8] = &[
    0x09, 0x05, 0x01, 0x01, 0x15, 0x0f, 0x00, 0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x07, 0x31, 0x03,
    0x01, 0x05, 0x01, 0x09, 0x05, 0x0b, 0x0d, 0x03, 0x0f, 0x03, 0x11, 0x01, 0x03, 0x13, 0x00, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff,
];

ui_tests::mlir_compare_helpers!();

fn main() {
    let ctx = ir::Context::new();
    props::registration::register(&ctx);
    WithNicePropertiesOp::register(&ctx);
    WorseOp::register(&ctx);
    PredicatesOp::register(&ctx);
    WrappedKindsOp::register(&ctx);
    WeighedKeywordOp::register(&ctx);
    let m = ir::text::parse_source(&ctx, "ui.mlir", INPUT.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(print(&ctx, &m, false), CUSTOM);
    assert_eq!(print(&ctx, &m, true), GENERIC);
    let bytes = ir::bytecode::write(&ctx, &m.arena, m.top, &ir::bytecode::WriteOptions::default()).unwrap();
    let section = section(&bytes, ir::bytecode::encoding::section::PROPERTIES).unwrap();
    assert_eq!(section, UPSTREAM_SECTION);
    let back = ir::bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &back, true), GENERIC);

    // Typed accessors give the storage type; setters take it.
    let body = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
    let ops: Vec<ir::OpId> = m.arena.block_ops(body).collect();
    let nice = WithNicePropertiesOp(ops[0]);
    let value = nice.prop(&ctx, &m.arena).expect("a value");
    assert_eq!(value, props::hooks::Nice { label: b"foo bar".to_vec(), value: -3 });
    assert_eq!(WorseOp(ops[1]).value(&ctx, &m.arena), Some(3));
    let predicates = PredicatesOp(ops[2]);
    assert_eq!(predicates.optional(&ctx, &m.arena), Some(2));
    assert_eq!(predicates.array(&ctx, &m.arena), Some(vec![5, 6]));

    // mlir-opt-22's messages (`test.op_with_property_predicates`).
    let e = |props: &str| parse_error(&ctx, &format!("test.op_with_property_predicates <{{{props}}}>"));
    let base = "more_constrained = 4 : i64, non_empty_constrained = [8], non_empty_unconstrained = [7], scalar = 1 : i64, unconstrained = -1 : i64, array = []";
    assert_eq!(
        e(&format!("{base}, optional = [-2]")).as_deref(),
        Some("'test.op_with_property_predicates' op property 'optional' failed to satisfy constraint: optional non-negative int64_t")
    );
    assert_eq!(
        e("more_constrained = -1 : i64, non_empty_constrained = [8], non_empty_unconstrained = [7], scalar = 1 : i64, unconstrained = -1 : i64, array = []").as_deref(),
        Some("'test.op_with_property_predicates' op property 'more_constrained' failed to satisfy constraint: between 0 and 5")
    );
    assert_eq!(
        e(&format!("{base}, non_empty_optional = [[-1]]")).as_deref(),
        Some("'test.op_with_property_predicates' op property 'non_empty_optional' failed to satisfy constraint: optional non-empty array of non-negative int64_t")
    );

    // An op without the property holds the kind's `default`, also in
    // bytecode.
    let text = "\"test.using_int_property_with_worse_bytecode\"() : () -> ()";
    let d = ir::text::parse_source(&ctx, "d.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    assert!(print(&ctx, &d, true).contains("<{value = -1 : i64}>"), "{}", print(&ctx, &d, true));
    let bytes = ir::bytecode::write(&ctx, &d.arena, d.top, &ir::bytecode::WriteOptions::default()).unwrap();
    let back = ir::bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &back, true), print(&ctx, &d, true));

    // Custom kinds in wrappers: typed accessors and a round trip through
    // bytecode; a missing defaulted one takes its default.
    let text = "test.wrapped_kinds <{many = [1, 2], maybe = [4], nested = [[0]]}>";
    let mut w = ir::text::parse_source(&ctx, "w.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &w.arena, w.top).unwrap_or_else(|d| panic!("{}", d.message));
    let body = w.arena.region_blocks(w.arena.regions(w.top)[0])[0];
    let op = WrappedKindsOp(w.arena.block_ops(body).next().unwrap());
    assert_eq!(op.maybe(&ctx, &w.arena), Some(4));
    assert_eq!(op.seven(&ctx, &w.arena), Some(7));
    assert_eq!(op.nested(&ctx, &w.arena), Some(Some(0)));
    assert_eq!(print(&ctx, &w, false), format!("module {{\n  {text}\n}}\n"));
    let bytes = ir::bytecode::write(&ctx, &w.arena, w.top, &ir::bytecode::WriteOptions::default()).unwrap();
    let back = ir::bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &back, true), print(&ctx, &w, true));
    // An `ArrayProp` of a custom kind gives and takes its storage values.
    assert_eq!(op.many(&ctx, &w.arena), Some(vec![1, 2]));
    op.set_many(&ctx, &mut w.arena, &[5, -6]).unwrap();
    assert_eq!(op.many(&ctx, &w.arena), Some(vec![5, -6]));
    assert!(print(&ctx, &w, false).contains("many = [5, -6]"), "{}", print(&ctx, &w, false));
    assert_eq!(
        parse_error(&ctx, "test.wrapped_kinds <{many = [], nested = [[-1]]}>").as_deref(),
        Some("'test.wrapped_kinds' op property 'nested' failed to satisfy constraint: optional optional non-negative int64_t")
    );

    // A defaulted kind with `optional_parse` anchoring an optional group, as
    // mlir-tblgen-22 generates it: first in the group, the optional parser
    // decides whether the group is there; the group prints when the value is
    // not the default (`if (getW() != 5)`).
    let round = |text: &str| {
        let m = ir::text::parse_source(&ctx, "g.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
        ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
        (print(&ctx, &m, false), print(&ctx, &m, true))
    };
    let body = |custom: &str| format!("module {{\n  {custom}\n}}\n");
    let (custom, generic) = round("test.weighed 7 kg");
    assert_eq!(custom, body("test.weighed 7 kg"));
    assert!(generic.contains("<{w = 7 : i64}>"), "{generic}");
    let (custom, generic) = round("test.weighed");
    assert_eq!(custom, body("test.weighed"));
    assert!(generic.contains("<{w = 5 : i64}>"), "{generic}");
    assert_eq!(round("test.weighed 5 kg").0, body("test.weighed"));
    let missing = parse_error(&ctx, "test.weighed 7");
    assert!(missing.as_deref().is_some_and(|m| m.contains("'kg'")), "{missing:?}");
    // After a keyword: the keyword decides, then the kind's parser.
    assert_eq!(round("test.weighed_keyword w 7").0, body("test.weighed_keyword w 7"));
    assert_eq!(round("test.weighed_keyword").0, body("test.weighed_keyword"));
    assert_eq!(round("test.weighed_keyword w 5").0, body("test.weighed_keyword"));
}
