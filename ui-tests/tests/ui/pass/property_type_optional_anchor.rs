//! A custom-storage property kind declared in Rust (`#[property_type]`) with an
//! `optional_parse` hook (upstream's `optionalParser`) anchoring an optional
//! group of an `#[op]` format, as the `.ods`-declared `Weight` of
//! `custom_properties.ods` does (whose parser and printer were compared with
//! mlir-tblgen-22's): the op's macro cannot see the kind's hooks, so sema lets
//! the defaulted kind anchor the group and the op asks rustc whether the kind
//! has the hook (`CustomPropKind::OPTIONAL_PARSE`, a compile-time check; its
//! error twin is `tests/ui/format/property_anchor_without_optional_parser.rs`).
//! At run time the generated parser calls the hook through the kind's
//! `CustomProp`, as for a kind declared in `.ods`.

use ods_macros::{op, property_type};
use ui_tests::custom_prop_hooks as hooks;

/// A weight: an `i64` printed and parsed bare.
#[property_type(storage = i64, from_attr = hooks::int_from_attr, to_attr = hooks::int_to_attr,
    print = hooks::weight_print, parse = hooks::weight_parse, optional_parse = hooks::weight_parse_optional)]
pub struct RustWeight;

/// The kind first in the group: its optional parser decides whether the
/// group is there.
#[op("test.rust_weighed", format = "($w^ `kg`)? attr-dict")]
pub struct RustWeighedOp {
    #[property(default = "5 : i64")]
    w: self::RustWeight,
}

/// The kind after a keyword: the keyword decides, then the kind's parser.
#[op("test.rust_weighed_keyword", format = "(`w` $w^)? attr-dict")]
pub struct RustWeighedKeywordOp {
    #[property(default = "5 : i64")]
    w: self::RustWeight,
}

ui_tests::mlir_compare_helpers!();

fn main() {
    let ctx = ir::Context::new();
    RustWeighedOp::register(&ctx);
    RustWeighedKeywordOp::register(&ctx);
    let round = |text: &str| {
        let m = ir::text::parse_source(&ctx, "g.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
        ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
        (print(&ctx, &m, false), print(&ctx, &m, true))
    };
    let body = |custom: &str| format!("module {{\n  {custom}\n}}\n");
    // The group prints when the value is not the default, as the `.ods` twin.
    let (custom, generic) = round("test.rust_weighed 7 kg");
    assert_eq!(custom, body("test.rust_weighed 7 kg"));
    assert!(generic.contains("<{w = 7 : i64}>"), "{generic}");
    let (custom, generic) = round("test.rust_weighed");
    assert_eq!(custom, body("test.rust_weighed"));
    assert!(generic.contains("<{w = 5 : i64}>"), "{generic}");
    assert_eq!(round("test.rust_weighed 5 kg").0, body("test.rust_weighed"));
    let missing = parse_error(&ctx, "test.rust_weighed 7");
    assert!(missing.as_deref().is_some_and(|m| m.contains("'kg'")), "{missing:?}");
    assert_eq!(round("test.rust_weighed_keyword w 7").0, body("test.rust_weighed_keyword w 7"));
    assert_eq!(round("test.rust_weighed_keyword").0, body("test.rust_weighed_keyword"));
    assert_eq!(round("test.rust_weighed_keyword w 5").0, body("test.rust_weighed_keyword"));
    // The kind's flag, which the op's compile-time check reads.
    const { assert!(<RustWeight as ir::ods::custom_props::CustomPropKind>::OPTIONAL_PARSE) };
}
