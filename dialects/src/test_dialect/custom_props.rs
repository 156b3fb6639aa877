//! The storage types and hooks of the test dialect's custom-storage
//! properties (`property_type` in `test.ods`), as upstream's test dialect
//! defines them: `PropertiesWithCustomPrint` (`test.with_nice_properties`),
//! `MyStructProperty` (`test.with_wrapped_properties`) and
//! `IntPropertyWithWorseBytecode`
//! (`test.using_int_property_with_worse_bytecode`, whose bytecode hooks
//! write and read the attribute form by reference).

use ir::attrs::{Attr, AttrKind};
use ir::bytecode::props::{PropReader, PropWriter};
use ir::Context;
use std::hash::{Hash, Hasher};

/// A hash of `parts` in turn (upstream's `llvm::hash_combine`).
fn hash_of(parts: impl Hash) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    parts.hash(&mut h);
    h.finish()
}

/// Upstream's `PropertiesWithCustomPrint`: a label and a value.
#[derive(Default)]
pub struct Nice {
    /// `label`.
    pub label: Vec<u8>,
    /// `value` (a C++ `int`).
    pub value: i32,
}

/// `setPropertiesFromAttribute`: a dictionary with a string `label` and an
/// integer `value`, with upstream's messages.
pub fn nice_from_attr(ctx: &Context, attr: Attr) -> Result<Nice, String> {
    let AttrKind::Dictionary(entries) = ctx.attr_kind(attr) else {
        return Err("expected DictionaryAttr to set TestProperties".to_string());
    };
    let get = |key: &[u8]| entries.iter().find(|(k, _)| ctx.string_value(*k) == key).map(|e| e.1);
    let label = match get(b"label").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => value.to_vec(),
        _ => return Err("expected StringAttr for key `label`".to_string()),
    };
    // `getValue().getSExtValue()` into an `int`.
    let value = get(b"value")
        .and_then(|a| ir::ods::values::as_int(ctx, a))
        .ok_or("expected IntegerAttr for key `value`")?;
    Ok(Nice {
        label,
        value: value as i32,
    })
}

/// `getPropertiesAsAttribute`: `{label = "...", value = N : i32}`.
pub fn nice_to_attr(ctx: &Context, p: &Nice) -> Attr {
    let value = ctx.get_attr(AttrKind::Integer {
        ty: ctx.int_type(32),
        value: ir::apint::ApInt::from_i128(32, i128::from(p.value)),
    });
    ctx.dictionary_attr(vec![
        (ctx.string_attr(b"label"), ctx.string_attr(&p.label)),
        (ctx.string_attr(b"value"), value),
    ])
}

/// The members in turn: the label's string, then the value as a varint
/// (sign-extended).
pub fn nice_write(p: &Nice, w: &mut dyn PropWriter) {
    w.string(&p.label);
    w.varint(i64::from(p.value) as u64);
}

/// Reads what [`nice_write`] writes.
pub fn nice_read(r: &mut dyn PropReader) -> Result<Nice, String> {
    let label = r.string()?;
    let value = r.varint()? as i64 as i32;
    Ok(Nice { label, value })
}

/// `computeHash`: the label and the value.
pub fn nice_hash(p: &Nice) -> u64 {
    hash_of((&p.label, p.value))
}

/// Upstream's `MyPropStruct`: a string.
#[derive(Default)]
pub struct Wrapped {
    /// `content`.
    pub content: Vec<u8>,
}

/// `MyPropStruct::setFromAttr`: a string attribute.
pub fn wrapped_from_attr(ctx: &Context, attr: Attr) -> Result<Wrapped, String> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Ok(Wrapped {
            content: value.to_vec(),
        }),
        _ => Err(format!(
            "Expect StringAttr but got {}",
            ir::text::printer::attr_to_string(ctx, attr)
        )),
    }
}

/// `MyPropStruct::asAttribute`.
pub fn wrapped_to_attr(ctx: &Context, p: &Wrapped) -> Attr {
    ctx.string_attr(&p.content)
}

/// `writeOwnedString(content)`.
pub fn wrapped_write(p: &Wrapped, w: &mut dyn PropWriter) {
    w.string(&p.content);
}

/// `MyPropStruct::hash`: the content.
pub fn wrapped_hash(p: &Wrapped) -> u64 {
    hash_of(&p.content)
}

/// `readString`.
pub fn wrapped_read(r: &mut dyn PropReader) -> Result<Wrapped, String> {
    Ok(Wrapped { content: r.string()? })
}

/// `customPrintProperties`: the label as a keyword or a string, `is`, the
/// value.
pub fn nice_print(p: &Nice, w: &mut ir::text::asm_printer::OpAsmPrinter<'_, '_>) {
    w.print_keyword_or_string(&p.label);
    w.print(&format!(" is {}", p.value));
}

/// `customParseProperties`: what [`nice_print`] prints, with MLIR's
/// messages.
pub fn nice_parse(p: &mut ir::text::parser::asm::OpAsmParser<'_, '_>) -> Result<Nice, ir::Diagnostic> {
    let label = p.parse_keyword_or_string()?;
    p.parse_keyword("is")?;
    let value = p.parse_integer_in(i32::MIN.into(), i32::MAX.into())?;
    Ok(Nice {
        label,
        value: value as i32,
    })
}

/// `convertFromAttribute` of an `int64_t`: an integer attribute's value,
/// sign-extended (`getSExtValue`).
pub fn int_from_attr(ctx: &Context, attr: Attr) -> Result<i64, String> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => value
            .to_i128()
            .and_then(|v| i64::try_from(v).ok())
            .ok_or_else(|| "expected IntegerAttr for key `value`".to_string()),
        _ => Err("expected IntegerAttr for key `value`".to_string()),
    }
}

/// `convertToAttribute` of an `int64_t`: an `i64` attribute.
pub fn int_to_attr(ctx: &Context, v: &i64) -> Attr {
    ctx.get_attr(AttrKind::Integer {
        ty: ctx.int_type(64),
        value: ir::apint::ApInt::from_i128(64, i128::from(*v)),
    })
}

/// `writeMlirBytecodeWithConvertToAttribute`: the attribute form, by
/// reference (`writeAttribute`).
pub fn int_write(v: &i64, w: &mut dyn PropWriter) {
    let a = int_to_attr(w.ctx(), v);
    w.attr(a);
}

/// `readMlirBytecodeUsingConvertFromAttribute`: an attribute reference
/// (`readAttribute`), converted.
pub fn int_read(r: &mut dyn PropReader) -> Result<i64, String> {
    let a = r.attr()?;
    int_from_attr(r.ctx(), a)
}
