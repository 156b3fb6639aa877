//! Custom-storage properties (upstream's `Property<"storageType">`): a
//! property kind whose conversion and bytecode are user hooks, held by a
//! [`CustomProp`] built with `ir::custom_prop!` and named by an op's
//! layout. Here a `Celsius` stored as an `i16` attribute and written as a
//! signed (zigzag) varint, or as its attribute form by a kind without
//! bytecode hooks (hashed by its `hash` hook in CSE); the test dialect's
//! upstream ports
//! (`test.with_nice_properties`) are compared with mlir-opt-22 in the
//! dialects' tests.

use ir::attrs::Attr;
use ir::bytecode::props::{register_generated, CustomProp, PropKind, PropReader, PropWriter, StaticField};
use ir::bytecode::{self, WriteOptions};
use ir::registry::OpDefinition;
use ir::text::{parse_source, print_operation, PrintOptions};
use ir::Context;

/// The storage type.
#[derive(Default)]
struct Celsius(i16);

fn from_attr(ctx: &Context, attr: Attr) -> Result<Celsius, String> {
    match ir::ods::values::as_int(ctx, attr).map(i16::try_from) {
        Some(Ok(v)) => Ok(Celsius(v)),
        _ => Err("expected a temperature".to_string()),
    }
}

fn to_attr(ctx: &Context, c: &Celsius) -> Attr {
    ir::ods::values::int_attr(ctx, i64::from(c.0), "i16").unwrap_or_else(|_| ctx.unit_attr())
}

fn write(c: &Celsius, w: &mut dyn PropWriter) {
    w.signed_varint(i64::from(c.0));
}

fn read(r: &mut dyn PropReader) -> Result<Celsius, String> {
    let v = r.signed_varint()?;
    i16::try_from(v)
        .map(Celsius)
        .map_err(|_| format!("temperature out of range: {v}"))
}

static CELSIUS: CustomProp = ir::custom_prop!(
    "Celsius",
    Celsius,
    from_attr = from_attr,
    to_attr = to_attr,
    write = write,
    read = read,
);

static LAYOUT: [StaticField; 1] = [StaticField::Prop("t", PropKind::Custom(&CELSIUS), false, None)];

/// A hand-registered op with properties: its encoding is `BytecodeOpInterface`'s
/// default bodies, over the layout registered for it (the interface attached as an
/// external model, as generated code attaches it to the ops it registers).
#[derive(Clone, Copy)]
struct HandRegistered(ir::OpId);

impl ir::ods::TypedOp for HandRegistered {
    const NAME: &'static str = "";
    fn from_op_unchecked(op: ir::OpId) -> Self {
        HandRegistered(op)
    }
    fn op_id(self) -> ir::OpId {
        self.0
    }
    fn op_schema() -> &'static ir::ods::OpSchema {
        &ir::ods::OpSchema::EMPTY
    }
}

impl ir::interfaces::BytecodeOpInterface for HandRegistered {}

/// Registers op `name` with properties laid out as `layout`.
fn register_with_layout(ctx: &Context, name: &str, layout: &'static [StaticField]) {
    ctx.registry().register_op(name, OpDefinition::default());
    register_generated(ctx, name, Some(layout));
    let methods = ir::interfaces::BytecodeOpInterfaceMethods::of::<HandRegistered>();
    ctx.registry().attach_interface(name, methods);
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.registry().register_dialect("t");
    register_with_layout(&ctx, "t.temp", &LAYOUT);
    ctx
}

fn generic(ctx: &Context, m: &ir::text::ParsedModule) -> String {
    print_operation(ctx, &m.arena, m.top, PrintOptions::GENERIC)
}

#[test]
fn custom_properties_go_through_their_bytecode_hooks() {
    let ctx = context();
    let src = r#""t.temp"() <{t = -3 : i16}> : () -> ()"#;
    let m = parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
    // The properties entry: one byte, -3 zigzag encoded (5) as a varint.
    assert!(bytes.windows(2).any(|w| w == [0x03, 0x0b]), "{bytes:02x?}");
    let back = bytecode::read(&ctx, &bytes).expect("reads");
    assert_eq!(generic(&ctx, &back), generic(&ctx, &m));
    assert!(generic(&ctx, &back).contains("<{t = -3 : i16}>"));
}

#[test]
fn custom_property_hook_failures_are_errors() {
    let ctx = context();
    let src = r#""t.temp"() <{t = 70000}> : () -> ()"#;
    let m = parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
    let err = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect_err("cannot store");
    assert_eq!(err.message, "op 't.temp': property 't' expected a temperature");
}

/// A temperature kind without bytecode hooks, hashed by a hook that counts
/// its calls.
static PLAIN: CustomProp = ir::custom_prop!(
    "Plain",
    Celsius,
    from_attr = from_attr,
    to_attr = to_attr,
    hash = hash_celsius,
);

static HASHED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

fn hash_celsius(c: &Celsius) -> u64 {
    HASHED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    c.0 as u64
}

static PLAIN_LAYOUT: [StaticField; 1] = [StaticField::Prop("t", PropKind::Custom(&PLAIN), false, None)];

fn plain_context() -> Context {
    let ctx = Context::new();
    ctx.registry().register_dialect("t");
    register_with_layout(&ctx, "t.plain", &PLAIN_LAYOUT);
    ctx
}

#[test]
fn custom_properties_without_bytecode_hooks_write_their_attribute_form() {
    let ctx = plain_context();
    let src = r#""t.plain"() <{t = -3 : i16}> : () -> ()"#;
    let m = parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
    let back = bytecode::read(&ctx, &bytes).expect("reads");
    assert_eq!(generic(&ctx, &back), generic(&ctx, &m));
    // The file ends with the properties section: one entry of one byte,
    // the attribute's index (the zigzag varint would be 0x0b).
    assert_eq!(bytes.last(), Some(&0x05), "{bytes:02x?}");
}

#[test]
fn cse_hashes_custom_properties_with_their_hash_hook() {
    let ctx = plain_context();
    let src = r#""t.plain"() <{t = 4 : i16}> : () -> ()"#;
    let mut m = parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
    let registry = ir::pass::PassRegistry::with_builtin_passes();
    let root = ir::pass::parse_pass_pipeline("builtin.module(cse)", &registry).expect("pipeline");
    let mut pm = ir::pass::PassManager::new(root, ir::pass::PassManagerOptions::default());
    pm.initialize(&ctx).expect("initializes");
    let before = HASHED.load(std::sync::atomic::Ordering::Relaxed);
    let (result, _) = pm.run(&ctx, &mut m.arena, m.top);
    assert!(result.is_ok());
    assert!(HASHED.load(std::sync::atomic::Ordering::Relaxed) > before);
}

/// A kind storing an element type, written by its hooks as a type
/// reference and an optional attribute reference (`writeType`,
/// `writeOptionalAttribute`): the writer numbers what the hooks write, the
/// reader resolves it.
struct Elem(ir::Type, Option<Attr>);

/// The storage's default value: `none`.
fn elem_default(ctx: &Context) -> Elem {
    Elem(ctx.none_type(), None)
}

fn elem_from_attr(ctx: &Context, attr: Attr) -> Result<Elem, String> {
    let entries = ctx.dictionary_entries(attr);
    let get = |key: &[u8]| entries.iter().find(|(k, _)| ctx.string_value(*k) == key).map(|e| e.1);
    match get(b"ty").map(|a| ctx.attr_kind(a)) {
        Some(ir::attrs::AttrKind::Type(t)) => Ok(Elem(*t, get(b"tag"))),
        _ => Err("expected a type".to_string()),
    }
}

fn elem_to_attr(ctx: &Context, e: &Elem) -> Attr {
    let mut entries = vec![(ctx.string_attr(b"ty"), ctx.get_attr(ir::attrs::AttrKind::Type(e.0)))];
    if let Some(tag) = e.1 {
        entries.insert(0, (ctx.string_attr(b"tag"), tag));
    }
    ctx.dictionary_attr(entries)
}

fn elem_write(e: &Elem, w: &mut dyn PropWriter) {
    w.ty(e.0);
    w.optional_attr(e.1);
}

fn elem_read(r: &mut dyn PropReader) -> Result<Elem, String> {
    Ok(Elem(r.ty()?, r.optional_attr()?))
}

static ELEM: CustomProp = ir::custom_prop!(
    "Elem",
    Elem,
    from_attr = elem_from_attr,
    to_attr = elem_to_attr,
    write = elem_write,
    read = elem_read,
    default = elem_default,
);

static ELEM_LAYOUT: [StaticField; 1] = [StaticField::Prop("e", PropKind::Custom(&ELEM), false, None)];

#[test]
fn custom_property_hooks_write_types_and_attributes_by_reference() {
    let ctx = Context::new();
    ctx.registry().register_dialect("t");
    register_with_layout(&ctx, "t.elem", &ELEM_LAYOUT);
    let src = r#""t.elem"() <{e = {tag = "x", ty = f16}}> : () -> ()
"t.elem"() <{e = {ty = i7}}> : () -> ()"#;
    let m = parse_source(&ctx, "t.mlir", src.as_bytes()).expect("parses");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
    let back = bytecode::read(&ctx, &bytes).expect("reads");
    assert_eq!(generic(&ctx, &back), generic(&ctx, &m));
    assert!(generic(&ctx, &back).contains(r#"<{e = {tag = "x", ty = f16}}>"#));
    // The last entry: its size (2), the type reference (`i7`, the second
    // type), then no attribute (a zero); varints as `(v << 1) | 1`.
    let props = section(&bytes, ir::bytecode::encoding::section::PROPERTIES);
    let props = props.expect("a properties section");
    assert_eq!(&props[props.len() - 3..], &[0x05, 0x03, 0x01][..], "{props:02x?}");
}

/// An op without the property writes the storage's default value
/// (upstream default-constructs it): `Default::default()` of `Celsius`,
/// the `default` hook's `none` of `Elem`.
#[test]
fn missing_custom_properties_write_the_storage_default() {
    let ctx = context();
    register_with_layout(&ctx, "t.elem", &ELEM_LAYOUT);
    let src = br#""t.temp"() : () -> ()
"t.elem"() : () -> ()"#;
    let m = parse_source(&ctx, "t.mlir", src).expect("parses");
    let bytes = bytecode::write(&ctx, &m.arena, m.top, &WriteOptions::default()).expect("writes");
    let back = generic(&ctx, &bytecode::read(&ctx, &bytes).expect("reads"));
    assert!(back.contains("\"t.temp\"() <{t = 0 : i16}>"), "{back}");
    assert!(back.contains("\"t.elem\"() <{e = {ty = none}}>"), "{back}");
}

/// Section `id`'s data in `bytes`.
fn section(bytes: &[u8], id: u8) -> Option<Vec<u8>> {
    let sections = ir::bytecode::encoding::top_level_sections(bytes).ok()?;
    sections.into_iter().find(|&(i, _)| i == id).map(|(_, d)| d.to_vec())
}
