//! The hooks of upstream's custom-storage property kinds the `tests/ui/pass`
//! cases declare (in `.ods`, `custom_properties.ods`, and in Rust,
//! `rust_property_types.rs`): `PropertiesWithCustomPrint` (every hook) and
//! `IntPropertyWithWorseBytecode` (no bytecode hooks).

use ir::attrs::{Attr, AttrKind};
use ir::bytecode::props::{PropReader, PropWriter};
use ir::Context;

/// Upstream's `PropertiesWithCustomPrint`.
#[derive(Debug, Default, PartialEq)]
pub struct Nice {
    /// The label (a string).
    pub label: Vec<u8>,
    /// The value.
    pub value: i32,
}

/// `convertFromAttribute`: a dictionary `{label = "...", value = N : i32}`.
pub fn nice_from_attr(ctx: &Context, attr: Attr) -> Result<Nice, String> {
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

/// `convertToAttribute`.
pub fn nice_to_attr(ctx: &Context, p: &Nice) -> Attr {
    let value = ir::ods::values::int_attr(ctx, i64::from(p.value), "i32").unwrap_or_else(|_| ctx.unit_attr());
    ctx.dictionary_attr(vec![
        (ctx.string_attr(b"label"), ctx.string_attr(&p.label)),
        (ctx.string_attr(b"value"), value),
    ])
}

/// `writeToMlirBytecode`: the label's string, the value's varint.
pub fn nice_write(p: &Nice, w: &mut dyn PropWriter) {
    w.string(&p.label);
    w.varint(i64::from(p.value) as u64);
}

/// `readFromMlirBytecode`.
pub fn nice_read(r: &mut dyn PropReader) -> Result<Nice, String> {
    let label = r.string()?;
    let value = r.varint()? as i64 as i32;
    Ok(Nice { label, value })
}

/// `hashProperty`.
pub fn nice_hash(p: &Nice) -> u64 {
    p.label.len() as u64 ^ p.value as u64
}

/// The custom syntax: `"label" is value`.
pub fn nice_print(p: &Nice, w: &mut ir::text::asm_printer::OpAsmPrinter<'_, '_>) {
    w.print_keyword_or_string(&p.label);
    w.print(&format!(" is {}", p.value));
}

/// Parses the custom syntax.
pub fn nice_parse(p: &mut ir::text::parser::asm::OpAsmParser<'_, '_>) -> Result<Nice, ir::Diagnostic> {
    let label = p.parse_keyword_or_string()?;
    p.parse_keyword("is")?;
    let value = p.parse_integer_in(i32::MIN.into(), i32::MAX.into())?;
    Ok(Nice {
        label,
        value: value as i32,
    })
}

/// `IntPropertyWithWorseBytecode`'s `convertFromAttribute`: an integer.
pub fn int_from_attr(ctx: &Context, attr: Attr) -> Result<i64, String> {
    ir::ods::values::as_int(ctx, attr).ok_or_else(|| "expected IntegerAttr for key `value`".to_string())
}

/// What an op without the property holds (rods' own, upstream's is 0).
pub fn int_default(_: &Context) -> i64 {
    -1
}

/// Its `convertToAttribute`: an `i64` integer attribute.
pub fn int_to_attr(ctx: &Context, v: &i64) -> Attr {
    ir::ods::values::int_attr(ctx, *v, "i64").unwrap_or_else(|_| ctx.unit_attr())
}

/// A weight's printer: its integer.
pub fn weight_print(v: &i64, w: &mut ir::text::asm_printer::OpAsmPrinter<'_, '_>) {
    w.print(&v.to_string());
}

/// A weight's parser: an integer.
pub fn weight_parse(p: &mut ir::text::parser::asm::OpAsmParser<'_, '_>) -> Result<i64, ir::Diagnostic> {
    p.parse_integer_in(i64::MIN, i64::MAX)
}

/// A weight's optional parser (upstream's `IntProp`'s `optionalParser`,
/// `parseOptionalInteger`): `None` when no integer is there.
pub fn weight_parse_optional(
    p: &mut ir::text::parser::asm::OpAsmParser<'_, '_>,
) -> Result<Option<i64>, ir::Diagnostic> {
    p.parse_optional_integer()
}
