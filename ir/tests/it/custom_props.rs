//! Custom-storage properties (upstream's `Property<"storageType">`): a
//! property kind whose conversion and bytecode are user hooks, held by a
//! [`CustomProp`] built with `ir::custom_prop!`. The hooks here are those of
//! upstream's `PropertiesWithCustomPrint` (`test.with_nice_properties`):
//! the attribute form `{label = "...", value = N : i32}`, the bytecode a
//! string then a varint, as mlir-opt-22 writes them.

use ir::attrs::{Attr, AttrKind};
use ir::bytecode::props::{register_generated, CustomProp, PropKind, PropReader, PropWriter, StaticField};
use ir::bytecode::{self, WriteOptions};
use ir::registry::OpDefinition;
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::Context;

/// Upstream's `PropertiesWithCustomPrint`.
struct Nice {
    label: Vec<u8>,
    value: i32,
}

/// `setPropertiesFromAttribute`, with upstream's messages.
fn from_attr(ctx: &Context, attr: Attr) -> Result<Nice, String> {
    let AttrKind::Dictionary(entries) = ctx.attr_kind(attr) else {
        return Err("expected DictionaryAttr to set TestProperties".to_string());
    };
    let get = |key: &[u8]| entries.iter().find(|(k, _)| ctx.string_value(*k) == key).map(|e| e.1);
    let label = match get(b"label").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => value.to_vec(),
        _ => return Err("expected StringAttr for key `label`".to_string()),
    };
    let value = get(b"value")
        .and_then(|a| ir::ods::values::as_int(ctx, a))
        .ok_or("expected IntegerAttr for key `value`")?;
    Ok(Nice {
        label,
        value: value as i32,
    })
}

/// `getPropertiesAsAttribute`.
fn to_attr(ctx: &Context, p: &Nice) -> Attr {
    let value = ir::ods::values::int_attr(ctx, i64::from(p.value), "i32").unwrap_or_else(|_| ctx.unit_attr());
    ctx.dictionary_attr(vec![
        (ctx.string_attr(b"label"), ctx.string_attr(&p.label)),
        (ctx.string_attr(b"value"), value),
    ])
}

/// The generic `writeToMlirBytecode` of the struct's members.
fn write(p: &Nice, w: &mut dyn PropWriter) {
    w.string(&p.label);
    w.varint(i64::from(p.value) as u64);
}

fn read(r: &mut dyn PropReader) -> Result<Nice, String> {
    let label = r.string()?;
    let value = r.varint()? as i64 as i32;
    Ok(Nice { label, value })
}

static NICE: CustomProp = ir::custom_prop!(
    "PropertiesWithCustomPrint",
    Nice,
    from_attr = from_attr,
    to_attr = to_attr,
    write = write,
    read = read,
);

static LAYOUT: [StaticField; 1] = [StaticField::Prop("prop", PropKind::Custom(&NICE), false, None)];

fn context() -> Context {
    let ctx = Context::new();
    ctx.registry().register_dialect("test");
    ctx.registry()
        .register_op("test.with_nice_properties", OpDefinition::default());
    register_generated(&ctx, "test.with_nice_properties", Some(&LAYOUT));
    ctx
}

const SRC: &str = r#""test.with_nice_properties"() <{prop = {label = "foo bar", value = -3 : i32}}> : () -> ()
"#;

#[test]
fn custom_properties_go_through_their_bytecode_hooks() {
    let ctx = context();
    let m = parse_source(&ctx, "t.mlir", SRC.as_bytes()).expect("parses");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
    // mlir-opt-22's properties entry: the label's string-table reference,
    // then `writeVarInt` of -3 (a 9-byte varint).
    let entry = [0x00, 0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
    assert!(bytes.windows(entry.len()).any(|w| w == entry), "{bytes:02x?}");
    let back = bytecode::read(&ctx, &bytes).expect("reads");
    let print = |m: &ir::text::ParsedModule| print_operation(&ctx, &m.arena, m.top, PrintOptions::GENERIC);
    assert_eq!(print(&back), print(&m));
    assert!(print(&back).contains(r#"<{prop = {label = "foo bar", value = -3 : i32}}>"#));
}

#[test]
fn custom_property_conversion_errors_are_the_hooks_messages() {
    let ctx = context();
    let bad = r#""test.with_nice_properties"() <{prop = 3}> : () -> ()"#;
    let m = parse_source(&ctx, "t.mlir", bad.as_bytes()).expect("parses");
    let err = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect_err("cannot store");
    assert_eq!(
        err.message,
        "op 'test.with_nice_properties': property 'prop' expected DictionaryAttr to set TestProperties"
    );
}
