//! `ArrayProp<P>` declared with `#[op]`: three of the properties of
//! upstream's `test.with_array_properties` (`ArrayProp<I64Prop>`,
//! `ArrayProp<StringProp>`, `ArrayProp<ArrayProp<I32Prop>>`) print, parse
//! and write bytecode as mlir-opt-22 does. `CUSTOM`/`GENERIC` hold
//! mlir-opt-22's prints of these fields, and `UPSTREAM_PROPS` the start of
//! its properties entry for the op (`mlir-opt-22 --emit-bytecode arr.mlir`
//! of `test.with_array_properties ints = [1, 2] strings = ["a", "b"] nested
//! = [[1, 2], [3, 4]] opt = [] explicitOptions = [] explicitUnits = []`):
//! the properties upstream has besides these come after them.
//! `UnitsOp` has upstream's `ArrayProp<UnitProp>` (`explicitUnits`).

use ods_macros::op;

/// Array properties
#[op("test.with_array_properties",
     format = "`ints` `=` $ints `strings` `=` $strings `nested` `=` $nested attr-dict")]
pub struct WithArrayPropertiesOp {
    #[property]
    ints: ArrayProp<I64Prop>,
    #[property]
    strings: ArrayProp<StringProp>,
    #[property]
    nested: ArrayProp<ArrayProp<I32Prop>>,
}

/// An array of unit properties
#[op("test.units", format = "`explicitUnits` `=` $explicitUnits attr-dict")]
pub struct UnitsOp {
    #[property(name = "explicitUnits")]
    explicit_units: ArrayProp<UnitProp>,
}

/// Elements of every kind read and set as their kind's values.
#[op("test.typed_elems", format = "prop-dict attr-dict")]
pub struct TypedElemsOp {
    #[property]
    flags: ArrayProp<BoolProp>,
    #[property]
    maybes: ArrayProp<OptionalProp<I64Prop>>,
    #[property]
    bytes: ArrayProp<IntProp<"uint8_t">>,
    #[property]
    names: ArrayProp<ArrayProp<StringProp>>,
}

/// mlir-opt-22's properties entry of `test.with_array_properties` with
/// `explicitUnits = [unit, unit_absent]` and every other array empty: six
/// empty fields (`opt` present), then `explicitUnits` (length 2, one byte
/// each), then `hasDefault`.
const UPSTREAM_UNITS: &[u8] = &[0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x05, 0x01, 0x00, 0x01];

const INPUT: &str = "test.with_array_properties ints = [1, 2] strings = [\"a\", \"b\"] nested = [[1, 2], [3, 4]]\n";

const CUSTOM: &str = "module {
  test.with_array_properties ints = [1, 2] strings = [\"a\", \"b\"] nested = [[1, 2], [3, 4]]
}
";

const GENERIC: &str = "\"builtin.module\"() ({
  \"test.with_array_properties\"() <{ints = [1, 2], nested = [[1 : i32, 2 : i32], [3 : i32, 4 : i32]], strings = [\"a\", \"b\"]}> : () -> ()
}) : () -> ()
";

/// The start of the op's entry in mlir-opt-22's properties section (after
/// its size): `ints` (length 2: 1, 2), `strings` (length 2: string
/// references 5 and 6), `nested` (2 arrays of 2).
const UPSTREAM_PROPS: &[u8] = &[0x05, 0x03, 0x05, 0x05, 0x0b, 0x0d, 0x05, 0x05, 0x03, 0x05, 0x05, 0x07, 0x09];

ui_tests::mlir_compare_helpers!();

fn main() {
    let ctx = ir::Context::new();
    WithArrayPropertiesOp::register(&ctx);
    let m = ir::text::parse_source(&ctx, "arr.mlir", INPUT.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(print(&ctx, &m, false), CUSTOM);
    assert_eq!(print(&ctx, &m, true), GENERIC);
    // The generic form reads back (integers of another width take the
    // element property's).
    let g = ir::text::parse_source(&ctx, "g.mlir", GENERIC.replace(" : i32", "").as_bytes()).unwrap();
    assert_eq!(print(&ctx, &g, true), GENERIC);

    let bytes = ir::bytecode::write(&ctx, &m.arena, m.top, &ir::bytecode::WriteOptions::default()).unwrap();
    let props = section(&bytes, ir::bytecode::encoding::section::PROPERTIES).unwrap();
    // Two entries (the module's, then the op's): the op's (13 bytes,
    // varint 0x1b) is the start of upstream's.
    assert_eq!(props[..4], [0x05, 0x05, 0x01, 0x01]);
    assert_eq!(props[4], 0x1b);
    assert_eq!(&props[5..], UPSTREAM_PROPS);
    let back = ir::bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &back, true), GENERIC);

    let body = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
    let op = WithArrayPropertiesOp(m.arena.block_ops(body).next().unwrap());
    assert_eq!(op.ints(&ctx, &m.arena), Some(vec![1, 2]));
    // Typed accessors give the elements as their kind's values.
    assert_eq!(op.strings(&ctx, &m.arena), Some(vec!["a".to_string(), "b".to_string()]));
    assert_eq!(op.nested(&ctx, &m.arena), Some(vec![vec![1, 2], vec![3, 4]]));

    // mlir-opt-22's messages.
    let e = |t: &str| parse_error(&ctx, &format!("test.with_array_properties {t}"));
    assert_eq!(
        e("ints = [x] strings = [] nested = []").as_deref(),
        Some("custom op 'test.with_array_properties' expected integer value")
    );
    assert_eq!(e("ints = [1 strings = [] nested = []").as_deref(), Some("expected ']'"));
    assert_eq!(e("ints = 1 strings = [] nested = []").as_deref(), Some("expected '['"));
    assert_eq!(
        e("ints = [1] strings = [1] nested = []").as_deref(),
        Some("custom op 'test.with_array_properties' expected string")
    );
    // `ArrayProp<UnitProp>`: `unit`/`unit_absent`, generic `unit`/`false`,
    // each a byte in bytecode.
    UnitsOp::register(&ctx);
    let units = "test.units explicitUnits = [unit, unit_absent]";
    let u = ir::text::parse_source(&ctx, "u.mlir", units.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(print(&ctx, &u, false), format!("module {{\n  {units}\n}}\n"));
    assert!(print(&ctx, &u, true).contains("<{explicitUnits = [unit, false]}>"));
    let bytes = ir::bytecode::write(&ctx, &u.arena, u.top, &ir::bytecode::WriteOptions::default()).unwrap();
    let props = section(&bytes, ir::bytecode::encoding::section::PROPERTIES).unwrap();
    assert_eq!(props[4..], [0x07, 0x05, 0x01, 0x00]);
    assert_eq!(props[5..], UPSTREAM_UNITS[6..9]);
    assert_eq!(
        parse_error(&ctx, "test.units explicitUnits = [unit, x]").as_deref(),
        Some("custom op 'test.units' expected 'unit' or 'unit_absent'")
    );

    assert_eq!(UnitsOp(u.arena.block_ops(u.arena.region_blocks(u.arena.regions(u.top)[0])[0]).next().unwrap()).explicit_units(&ctx, &u.arena), Some(vec![true, false]));

    // Setters and builders take them.
    TypedElemsOp::register(&ctx);
    let text = "test.typed_elems <{bytes = [-1 : i8, 1 : i8], flags = [true, false], maybes = [[], [3]], names = [[\"a\"], []]}>";
    let mut t = ir::text::parse_source(&ctx, "t.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &t.arena, t.top).unwrap_or_else(|d| panic!("{}", d.message));
    let body = t.arena.region_blocks(t.arena.regions(t.top)[0])[0];
    let op = TypedElemsOp(t.arena.block_ops(body).next().unwrap());
    assert_eq!(op.flags(&ctx, &t.arena), Some(vec![true, false]));
    assert_eq!(op.maybes(&ctx, &t.arena), Some(vec![None, Some(3)]));
    assert_eq!(op.bytes(&ctx, &t.arena), Some(vec![255, 1]));
    assert_eq!(op.names(&ctx, &t.arena), Some(vec![vec!["a".to_string()], vec![]]));
    op.set_flags(&ctx, &mut t.arena, &[false]).unwrap();
    op.set_maybes(&ctx, &mut t.arena, &[Some(-1), None]).unwrap();
    op.set_names(&ctx, &mut t.arena, &[&["x", "y"]]).unwrap();
    let set = "test.typed_elems <{bytes = [-1 : i8, 1 : i8], flags = [false], maybes = [[-1], []], names = [[\"x\", \"y\"]]}>";
    assert_eq!(print(&ctx, &t, false), format!("module {{\n  {set}\n}}\n"));
    let mut b = ir::ods::OpBuilder::new(&ctx, &mut t.arena).at_end(body);
    let built = TypedElemsOp::build_unwrapped(&mut b, &[false], &[Some(-1), None], &[255, 1], &[&["x", "y"]]).unwrap();
    assert_eq!(built.maybes(&ctx, &t.arena), Some(vec![Some(-1), None]));
    assert_eq!(print(&ctx, &t, false), format!("module {{\n  {set}\n  {set}\n}}\n"));

    let g = |p: &str| parse_error(&ctx, &format!("\"test.with_array_properties\"() <{{{p}, strings = [], nested = []}}> : () -> ()"));
    assert!(g("ints = 1").is_some_and(|m| m.ends_with("expected array attribute")), "{:?}", g("ints = 1"));
    assert!(g("ints = [\"a\"]").is_some_and(|m| m.ends_with("expected IntegerAttr for key `value`")));
}
