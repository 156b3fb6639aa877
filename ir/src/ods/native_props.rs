//! Native properties as MLIR stores them: the conversion of a registered
//! op's properties dictionary into native storage (`setPropertiesFromAttr`),
//! which normalizes what the text gave (an integer of another width becomes
//! the property's width, a missing property its default or zero value) and
//! names what cannot be stored with MLIR's messages.

use crate::attrs::{Attr, AttrKind};
use crate::bytecode::props::{layout_of, Field, Layout, NativeProp, PropKind};
use crate::context::Context;

/// Normalizes the native properties of `op`'s properties dictionary in
/// place: integer properties of another integer width take the property's
/// width (`getSExtValue`, truncated; enums zero-extended), required
/// properties that are missing take their default, optional ones `[]`
/// (`OptionalProp`'s attribute form: `[v]` present, `[]` absent). Values of
/// the wrong kind
/// are left for [`conversion_error`]: such a dictionary stays as written
/// (MLIR's message, `invalid properties {...}`, shows it so) and the result
/// is `false`.
pub(crate) fn normalize(ctx: &Context, op: &str, props: &mut Vec<(Attr, Attr)>) -> bool {
    let Some(layout) = layout_of(ctx, op) else { return true };
    let Layout::Fields(fields) = &*layout else { return true };
    if conversion_error(ctx, op, props).is_some() {
        return false;
    }
    for f in fields {
        // A `UnitProp` left out is stored unset (`false`).
        if let Field::BoolProp(name) = f {
            let key = ctx.string_attr(name.as_bytes());
            if !props.iter().any(|(k, _)| *k == key) {
                props.push((key, ctx.get_attr(AttrKind::Bool(false))));
            }
            continue;
        }
        let Field::Prop(p) = f else { continue };
        let key = ctx.string_attr(p.name.as_bytes());
        match props.iter_mut().find(|(k, _)| *k == key) {
            // An `OptionalProp` holds `[v]`: its element is resized.
            Some((_, value)) if p.optional => {
                if let Some(v) = crate::ods::values::optional_prop_value(ctx, *value) {
                    if let Some(v) = resized(ctx, v, p.kind) {
                        *value = crate::ods::values::optional_prop(ctx, Some(v));
                    }
                }
            }
            Some((_, value)) => {
                if let Some(v) = resized(ctx, *value, p.kind) {
                    *value = v;
                }
            }
            None => props.push((key, native_default(ctx, p))),
        }
    }
    true
}

/// `value` as the integer the property stores, when it is an integer of
/// another width than the property's.
fn resized(ctx: &Context, value: Attr, kind: PropKind) -> Option<Attr> {
    if let PropKind::Optional(inner) = kind {
        // `[v]`: its value as `inner` stores it.
        let v = crate::ods::values::optional_prop_value(ctx, value)?;
        return Some(crate::ods::values::optional_prop(ctx, Some(resized(ctx, v, *inner)?)));
    }
    if let PropKind::Custom(custom) = kind {
        // `convertFromAttribute` then `convertToAttribute`.
        return (custom.convert)(ctx, value).ok().filter(|v| *v != value);
    }
    if let PropKind::Array(elem) = kind {
        // Each element as its property stores it (`ArrayProp`'s
        // `convertFromAttribute` converts them one by one).
        let AttrKind::Array(elems) = ctx.attr_kind(value) else {
            return None;
        };
        let changed: Vec<Option<Attr>> = elems.iter().map(|e| resized(ctx, *e, *elem)).collect();
        if changed.iter().all(Option::is_none) {
            return None;
        }
        let elems = elems.iter().zip(changed).map(|(e, c)| c.unwrap_or(*e)).collect();
        return Some(ctx.get_attr(AttrKind::Array(elems)));
    }
    let width = kind.int_width()?;
    let AttrKind::Integer { ty, value: v } = ctx.attr_kind(value) else {
        return None;
    };
    if *ty == ctx.int_type(width) {
        return None;
    }
    // `getSExtValue` for integer properties, `getZExtValue` for enums and
    // unsigned integers.
    let n = if matches!(kind, PropKind::Enum(..) | PropKind::IntN(_, true)) {
        v.to_u128()? as i128
    } else {
        v.to_i128()?
    };
    Some(int_attr(ctx, width, n))
}

/// The integer attribute of `width` bits holding `value`.
fn int_attr(ctx: &Context, width: u32, value: i128) -> Attr {
    ctx.get_attr(AttrKind::Integer {
        ty: ctx.int_type(width),
        value: crate::apint::ApInt::from_i128(width, value),
    })
}

/// MLIR's message when a native property of `op` cannot be stored from its
/// attribute (`convertFromAttribute`), for the first such property in
/// declaration order.
pub(crate) fn conversion_error(ctx: &Context, op: &str, props: &[(Attr, Attr)]) -> Option<String> {
    let layout = layout_of(ctx, op)?;
    let Layout::Fields(fields) = &*layout else { return None };
    for f in fields {
        let Field::Prop(p) = f else { continue };
        let key = ctx.string_attr(p.name.as_bytes());
        let Some(&(_, value)) = props.iter().find(|(k, _)| *k == key) else {
            continue;
        };
        let message = if p.optional {
            optional_error(ctx, value, p.kind)
        } else {
            kind_error(ctx, value, p.kind)
        };
        if message.is_some() {
            return message;
        }
    }
    None
}

/// `OptionalProp`'s `convertFromAttribute`: a zero- or one-element array
/// whose element `inner` can store.
fn optional_error(ctx: &Context, value: Attr, inner: PropKind) -> Option<String> {
    match ctx.attr_kind(value) {
        AttrKind::Array(v) if v.len() > 1 => {
            Some("expected optional properties to become 0- or 1-element arrays".to_string())
        }
        AttrKind::Array(v) => v.first().and_then(|v| kind_error(ctx, *v, inner)),
        _ => Some("expected optional properties to materialize as arrays".to_string()),
    }
}

fn kind_error(ctx: &Context, value: Attr, kind: PropKind) -> Option<String> {
    let kind_of = ctx.attr_kind(value);
    if let PropKind::Optional(inner) = kind {
        return optional_error(ctx, value, *inner);
    }
    if let PropKind::Custom(custom) = kind {
        return (custom.convert)(ctx, value).err();
    }
    if let PropKind::Array(elem) = kind {
        let AttrKind::Array(elems) = kind_of else {
            return Some("expected array attribute".to_string());
        };
        return elems.iter().find_map(|e| kind_error(ctx, *e, *elem));
    }
    let ok = match kind {
        PropKind::I32 | PropKind::I64 | PropKind::IntN(..) | PropKind::Enum(..) => {
            matches!(kind_of, AttrKind::Integer { .. })
        }
        PropKind::Bool => matches!(kind_of, AttrKind::Bool(_)),
        PropKind::Unit => matches!(kind_of, AttrKind::Unit | AttrKind::Bool(_)),
        PropKind::String => matches!(kind_of, AttrKind::String { .. }),
        PropKind::IntArray32 | PropKind::IntArray64 => {
            let elem = ctx.int_type(if kind == PropKind::IntArray32 { 32 } else { 64 });
            matches!(kind_of, AttrKind::DenseArray { element, .. } if *element == elem)
        }
        PropKind::Array(_) | PropKind::Optional(_) | PropKind::Custom(_) => true,
    };
    if ok {
        return None;
    }
    Some(match kind {
        PropKind::I32 | PropKind::I64 | PropKind::IntN(..) => "expected IntegerAttr for key `value`".to_string(),
        // MLIR 22's `convertFromAttribute(bool &, ...)` says so too.
        PropKind::Bool | PropKind::String => "expected string property to come from string attribute".to_string(),
        PropKind::Unit => "expected UnitAttr or BoolAttr for unit property".to_string(),
        PropKind::IntArray32 => "expected DenseI32ArrayAttr for key `value`".to_string(),
        PropKind::IntArray64 => "expected DenseI64ArrayAttr for key `value`".to_string(),
        PropKind::Enum(_, cpp_type) => format!("expected IntegerAttr storage for {cpp_type}"),
        PropKind::Array(_) | PropKind::Optional(_) | PropKind::Custom(_) => "expected array attribute".to_string(),
    })
}

/// The value of a native property an op does not hold (a bytecode file or
/// a properties dictionary without it): `[]` for an `OptionalProp`, else its
/// declared default, else the storage type's zero value.
pub(crate) fn native_default(ctx: &Context, p: &NativeProp) -> Attr {
    // An `OptionalProp` starts as `std::nullopt`: `[]`.
    if p.optional {
        return crate::ods::values::optional_prop(ctx, None);
    }
    let d = p.default.as_deref().map(str::trim);
    let int = |width| {
        int_attr(
            ctx,
            width,
            i128::from(d.and_then(|d| d.parse::<i64>().ok()).unwrap_or(0)),
        )
    };
    match p.kind {
        PropKind::I32 => int(32),
        PropKind::I64 => int(64),
        PropKind::Enum(width, _) | PropKind::IntN(width, _) => int(width),
        PropKind::Optional(_) => crate::ods::values::optional_prop(ctx, None),
        PropKind::Bool => ctx.get_attr(AttrKind::Bool(d == Some("true"))),
        PropKind::Unit => {
            if d == Some("true") {
                ctx.unit_attr()
            } else {
                ctx.get_attr(AttrKind::Bool(false))
            }
        }
        PropKind::String => ctx.string_attr(d.unwrap_or("").trim_matches('"').as_bytes()),
        PropKind::IntArray32 | PropKind::IntArray64 => {
            let elem = if p.kind == PropKind::IntArray32 { "i32" } else { "i64" };
            let values: Vec<i64> = d
                .map(|d| d.trim_matches(|c| c == '{' || c == '}' || c == '[' || c == ']'))
                .into_iter()
                .flat_map(|d| d.split(','))
                .filter_map(|v| v.trim().parse::<i64>().ok())
                .collect();
            crate::ods::values::dense_array(ctx, &values, elem).unwrap_or_else(|_| ctx.unit_attr())
        }
        // An `ArrayProp`'s storage (a `SmallVector`) starts empty.
        PropKind::Array(_) => ctx.get_attr(AttrKind::Array(Vec::new())),
        // A custom storage's default (`DefaultValuedProp`) is its attribute
        // form's MLIR text; without one, the storage's default value
        // (upstream default-constructs it).
        PropKind::Custom(custom) => d
            .and_then(|d| crate::text::parser::parse_attribute_str(ctx, d).ok())
            .and_then(|a| (custom.convert)(ctx, a).ok())
            .unwrap_or_else(|| (custom.default)(ctx)),
    }
}

/// What CSE hashes of an op's properties (upstream's
/// `computePropertiesHash`): the properties' attribute form, where a custom
/// kind with a `hash` hook (`hashProperty`) contributes its hook's hash of
/// the value instead of its attribute (a value the hook cannot convert
/// hashes as its attribute).
pub fn properties_hash(ctx: &Context, op: &str, props: Option<Attr>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    let hooks: Vec<(Attr, crate::bytecode::props::CustomHash)> = match props.and(layout_of(ctx, op)).as_deref() {
        Some(Layout::Fields(fields)) => fields
            .iter()
            .filter_map(|f| match f {
                Field::Prop(p) if !p.optional => match p.kind {
                    PropKind::Custom(c) => c.hash.map(|hash| (ctx.string_attr(p.name.as_bytes()), hash)),
                    _ => None,
                },
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    if hooks.is_empty() {
        props.hash(&mut h);
        return h.finish();
    }
    for (key, value) in props.map_or(&[][..], |p| ctx.dictionary_entries(p)) {
        key.hash(&mut h);
        match hooks.iter().find(|(k, _)| k == key).map(|(_, hash)| hash(ctx, *value)) {
            Some(Ok(v)) => v.hash(&mut h),
            _ => value.hash(&mut h),
        }
    }
    h.finish()
}
