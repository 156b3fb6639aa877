//! Native properties declared with `#[op]`: upstream's `test.with_properties`
//! (every scalar and integer-array property kind) prints, parses and
//! round-trips through bytecode as mlir-opt-22 does. The expected text is
//! mlir-opt-22's output for the same input
//! (`dialects/tests/data/native_properties/props.{mlir,custom,generic}`).

use ods_macros::op;

/// Native properties of every scalar and integer-array kind
#[op("test.with_properties",
     format = "`a` `=` $a `,` `b` `=` $b `,` `c` `=` $c `,` `flag` `=` $flag `,` `array` `=` $array `,` `array32` `=` $array32 attr-dict")]
pub struct WithPropertiesOp {
    #[attr]
    b: StrAttr,
    #[property]
    a: I64Prop,
    #[property]
    c: StringProp,
    #[property]
    flag: BoolProp,
    #[property]
    array: IntArrayProp<I64Prop>,
    #[property]
    array32: IntArrayProp<I32Prop>,
}

const INPUT: &str = r#"test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5]
test.with_properties a = -7, b = "", c = "", flag = false, array = [], array32 = [-1, 2147483647, -2147483648]
"test.with_properties"() <{a = 9223372036854775807 : i64, array = array<i64: -9223372036854775808>, array32 = array<i32>, b = "x", c = "y\n", flag = true}> {extra = 1 : i32} : () -> ()
"#;

/// `mlir-opt-22 --allow-unregistered-dialect props.mlir` (the test ops).
const CUSTOM: &str = r#"module {
  test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5]
  test.with_properties a = -7, b = "", c = "", flag = false, array = [], array32 = [-1, 2147483647, -2147483648]
  test.with_properties a = 9223372036854775807, b = "x", c = "y\0A", flag = true, array = [-9223372036854775808], array32 = [] {extra = 1 : i32}
}
"#;

/// The same with `--mlir-print-op-generic`.
const GENERIC: &str = r#""builtin.module"() ({
  "test.with_properties"() <{a = 32 : i64, array = array<i64: 1, 2, 3, 4>, array32 = array<i32: 5>, b = "foo", c = "bar", flag = true}> : () -> ()
  "test.with_properties"() <{a = -7 : i64, array = array<i64>, array32 = array<i32: -1, 2147483647, -2147483648>, b = "", c = "", flag = false}> : () -> ()
  "test.with_properties"() <{a = 9223372036854775807 : i64, array = array<i64: -9223372036854775808>, array32 = array<i32>, b = "x", c = "y\0A", flag = true}> {extra = 1 : i32} : () -> ()
}) : () -> ()
"#;

fn print(ctx: &ir::Context, m: &ir::text::ParsedModule, generic: bool) -> String {
    let opts = ir::text::printer::PrintOptions { generic, debug_info: false };
    ir::text::printer::print_operation(ctx, &m.arena, m.top, opts)
}

fn main() {
    let ctx = ir::Context::new();
    WithPropertiesOp::register(&ctx);
    let m = ir::text::parse_source(&ctx, "props.mlir", INPUT.as_bytes()).unwrap_or_else(|d| panic!("{}", d.message));
    ir::verify::verify(&ctx, &m.arena, m.top).unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(print(&ctx, &m, false), CUSTOM);
    assert_eq!(print(&ctx, &m, true), GENERIC);
    let bytes = ir::bytecode::write(&ctx, &m.arena, m.top, &ir::bytecode::WriteOptions::default()).unwrap();
    let back = ir::bytecode::read(&ctx, &bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(&ctx, &back, true), GENERIC);
    // Typed accessors of the integer arrays.
    let body = m.arena.region_blocks(m.arena.regions(m.top)[0])[0];
    let first = m.arena.block_ops(body).next().unwrap();
    let op = WithPropertiesOp(first);
    assert_eq!(op.array(&ctx, &m.arena), Some(vec![1, 2, 3, 4]));
    assert_eq!(op.array32(&ctx, &m.arena), Some(vec![5]));
    let err = ir::text::parse_source(&ctx, "bad.mlir", b"test.with_properties a = 1, b = \"\", c = \"\", flag = true, array = [x], array32 = []")
        .err()
        .map(|d| d.message);
    assert_eq!(err.as_deref(), Some("custom op 'test.with_properties' expected integer value"));
}
