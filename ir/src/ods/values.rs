//! Conversions between attributes and the Rust values typed accessors and
//! builders use.

use super::pred::{dense_ints, int_value};
use crate::apint::ApInt;
use crate::attrs::{Attr, AttrKind};
use crate::context::Context;
use crate::float::FloatKind;
use crate::types::{Signedness, Type, TypeKind};
use std::fmt;

/// Why a builder or setter could not make its op or attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError(pub String);

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BuildError {}

/// A type from its MLIR spelling (`i32`, `si8`, `index`, `f32`, or any
/// type the parser accepts).
pub fn type_from_text(ctx: &Context, text: &str) -> Result<Type, BuildError> {
    let int = |rest: &str, s| rest.parse::<u32>().ok().map(|w| ctx.integer_type(w, s));
    let quick = if let Some(r) = text.strip_prefix("si") {
        int(r, Signedness::Signed)
    } else if let Some(r) = text.strip_prefix("ui") {
        int(r, Signedness::Unsigned)
    } else if let Some(r) = text.strip_prefix('i') {
        int(r, Signedness::Signless)
    } else if text == "index" {
        Some(ctx.index_type())
    } else if text == "f32" {
        Some(ctx.float_type(FloatKind::F32))
    } else if text == "f64" {
        Some(ctx.float_type(FloatKind::F64))
    } else {
        None
    };
    match quick {
        Some(t) => Ok(t),
        None => crate::text::parse_type_str(ctx, text)
            .map_err(|d| BuildError(format!("invalid type '{text}': {}", d.message))),
    }
}

/// A default value (MLIR text) as an attribute; dialect attributes and
/// booleans without a parse.
pub fn default_attr(ctx: &Context, text: &str) -> Result<Attr, BuildError> {
    if let Some((dialect, data)) = text.strip_prefix('#').and_then(|t| t.split_once('.')) {
        if !dialect.is_empty() && data.ends_with('>') && !data.contains(' ') {
            return Ok(ctx.get_attr(AttrKind::Opaque {
                dialect: dialect.to_string(),
                data: data.to_string(),
            }));
        }
    }
    match text {
        "true" => Ok(ctx.get_attr(AttrKind::Bool(true))),
        "false" => Ok(ctx.get_attr(AttrKind::Bool(false))),
        _ => attr_from_text(ctx, text),
    }
}

/// An attribute from its MLIR text (`0 : i64`, `#arith.fastmath<none>`).
pub fn attr_from_text(ctx: &Context, text: &str) -> Result<Attr, BuildError> {
    crate::text::parse_attribute_str(ctx, text)
        .map_err(|d| BuildError(format!("invalid attribute '{text}': {}", d.message)))
}

/// `value : type` as an integer attribute.
pub fn int_attr(ctx: &Context, value: i64, ty: &str) -> Result<Attr, BuildError> {
    let ty = type_from_text(ctx, ty)?;
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return Err(BuildError("integer attribute of a non-integer type".into())),
    };
    Ok(ctx.get_attr(AttrKind::Integer {
        ty,
        value: ApInt::from_i128(width, value as i128),
    }))
}

/// The integer of an integer (or bool) attribute.
pub fn as_int(ctx: &Context, attr: Attr) -> Option<i64> {
    int_value(ctx, attr)
}

/// The integer of an integer attribute read as unsigned (an
/// `IntProp<"uint8_t">`'s `-1 : i8` is 255).
pub fn as_uint(ctx: &Context, attr: Attr) -> Option<i64> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => value.to_u128().map(|v| v as i64),
        _ => None,
    }
}

/// `value : type` as a float attribute (f16, bf16, f32, f64).
pub fn float_attr(ctx: &Context, value: f64, ty: &str) -> Result<Attr, BuildError> {
    let ty = type_from_text(ctx, ty)?;
    let bits = match ctx.type_kind(ty) {
        TypeKind::Float(FloatKind::F64) => value.to_bits() as u128,
        TypeKind::Float(FloatKind::F32) => (value as f32).to_bits() as u128,
        _ => return Err(BuildError("float attributes are built for f32 and f64 only".into())),
    };
    Ok(ctx.get_attr(AttrKind::Float { ty, bits: bits.into() }))
}

/// The value of an f32/f64 float attribute.
pub fn as_float(ctx: &Context, attr: Attr) -> Option<f64> {
    match ctx.attr_kind(attr) {
        AttrKind::Float { ty, bits } => match ctx.type_kind(*ty) {
            TypeKind::Float(FloatKind::F64) => Some(f64::from_bits(bits.get() as u64)),
            TypeKind::Float(FloatKind::F32) => Some(f32::from_bits(bits.get() as u32) as f64),
            _ => None,
        },
        _ => None,
    }
}

/// `true` / `false`.
pub fn bool_attr(ctx: &Context, value: bool) -> Attr {
    ctx.get_attr(AttrKind::Bool(value))
}

/// The value of a bool attribute.
pub fn as_bool(ctx: &Context, attr: Attr) -> Option<bool> {
    match ctx.attr_kind(attr) {
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

/// A string attribute.
pub fn str_attr(ctx: &Context, value: &str) -> Attr {
    ctx.string_attr(value.as_bytes())
}

/// The text of a string attribute (lossy UTF-8).
pub fn as_str(ctx: &Context, attr: Attr) -> Option<String> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// A type attribute.
pub fn type_attr(ctx: &Context, ty: Type) -> Attr {
    ctx.get_attr(AttrKind::Type(ty))
}

/// The type of a type attribute.
pub fn as_type(ctx: &Context, attr: Attr) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// `array<iN: ...>` from values.
pub fn dense_array(ctx: &Context, values: &[i64], elem: &str) -> Result<Attr, BuildError> {
    let element = type_from_text(ctx, elem)?;
    let width = match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => *width,
        _ => return Err(BuildError("dense arrays are built for integer elements only".into())),
    };
    let bytes = if width == 1 { 1 } else { (width as usize).div_ceil(8) };
    let mut raw = Vec::with_capacity(values.len() * bytes);
    for v in values {
        raw.extend_from_slice(&v.to_le_bytes()[..bytes.min(8)]);
    }
    Ok(ctx.get_attr(AttrKind::DenseArray {
        element,
        len: values.len(),
        raw: raw.into(),
    }))
}

/// The values of an integer dense array.
pub fn as_dense(ctx: &Context, attr: Attr) -> Option<Vec<i64>> {
    dense_ints(ctx, attr)
}

/// `[a : T, b : T]` from values.
pub fn int_array(ctx: &Context, values: &[i64], elem: &str) -> Result<Attr, BuildError> {
    let v = values
        .iter()
        .map(|&x| int_attr(ctx, x, elem))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ctx.get_attr(AttrKind::Array(v)))
}

/// The integers of an array of integer attributes.
pub fn as_int_array(ctx: &Context, attr: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(v) => v.iter().map(|a| int_value(ctx, *a)).collect(),
        _ => None,
    }
}

/// An array attribute.
pub fn attr_array(ctx: &Context, values: &[Attr]) -> Attr {
    ctx.get_attr(AttrKind::Array(values.to_vec()))
}

/// The elements of an array attribute.
pub fn as_attr_array(ctx: &Context, attr: Attr) -> Option<Vec<Attr>> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(v) => Some(v.clone()),
        _ => None,
    }
}

/// An `ArrayProp`'s elements as values (its typed accessor): each
/// element through `from`, the element kind's conversion; `None` when
/// `attr` is no array or an element does not convert.
pub fn array_values<T>(ctx: &Context, attr: Attr, from: impl FnMut(Attr) -> Option<T>) -> Option<Vec<T>> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(v) => v.iter().copied().map(from).collect(),
        _ => None,
    }
}

/// An `ArrayProp`'s attribute form from values (its setter and builders):
/// each value through `to`, the element kind's conversion.
pub fn array_values_attr<T>(
    ctx: &Context,
    values: &[T],
    to: impl FnMut(&T) -> Result<Attr, BuildError>,
) -> Result<Attr, BuildError> {
    let elems = values.iter().map(to).collect::<Result<Vec<_>, _>>()?;
    Ok(ctx.get_attr(AttrKind::Array(elems)))
}

/// An `OptionalProp`'s attribute form (MLIR's `convertToAttribute`): `[v]`
/// when present, `[]` when absent.
pub fn optional_prop(ctx: &Context, value: Option<Attr>) -> Attr {
    ctx.get_attr(AttrKind::Array(value.into_iter().collect()))
}

/// The value an `OptionalProp`'s attribute form holds: the element of a
/// one-element array (`None` for `[]` or another attribute).
pub fn optional_prop_value(ctx: &Context, attr: Attr) -> Option<Attr> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(v) if v.len() == 1 => Some(v[0]),
        _ => None,
    }
}

/// An `OptionalProp`'s attribute form taken apart: `Some(None)` for `[]`,
/// `Some(Some(v))` for `[v]`, `None` for anything else.
pub fn optional_prop_parts(ctx: &Context, attr: Attr) -> Option<Option<Attr>> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(v) if v.len() <= 1 => Some(v.first().copied()),
        _ => None,
    }
}

/// An `OptionalProp` as a value (inside another `OptionalProp`):
/// `Some(None)` for `[]`, `Some(Some(v))` for `[a]` with `from(a)`'s value,
/// `None` when `attr` is no such form or `from` fails.
pub fn optional_value<T>(ctx: &Context, attr: Attr, from: impl FnOnce(Attr) -> Option<T>) -> Option<Option<T>> {
    match optional_prop_parts(ctx, attr)? {
        None => Some(None),
        Some(a) => from(a).map(Some),
    }
}

/// The attribute form of an `OptionalProp` as a value: `[]` for `None`,
/// `[to(v)]` for `Some(v)`.
pub fn optional_value_attr<T>(
    ctx: &Context,
    value: Option<T>,
    to: impl FnOnce(T) -> Result<Attr, BuildError>,
) -> Result<Attr, BuildError> {
    Ok(optional_prop(ctx, value.map(to).transpose()?))
}

/// A `UnitProp`'s attribute: `unit` when set, `false` otherwise.
pub fn unit_prop(ctx: &Context, value: bool) -> Attr {
    if value {
        ctx.unit_attr()
    } else {
        ctx.get_attr(AttrKind::Bool(false))
    }
}

/// A `UnitProp`'s value: `unit` is set, a boolean its value.
pub fn as_unit_prop(ctx: &Context, attr: Attr) -> Option<bool> {
    match ctx.attr_kind(attr) {
        AttrKind::Unit => Some(true),
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

/// `unit`
pub fn unit_attr(ctx: &Context) -> Attr {
    ctx.unit_attr()
}

/// The element type of a shaped type, or the type itself (MLIR's
/// `getElementTypeOrSelf`: a `ShapedTypeInterface`'s element type).
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    ty.interface::<crate::interfaces::ShapedTypeInterfaceRef>(ctx)
        .map_or(ty, |s| s.element_type(ctx))
}

/// The type of a typed attribute (a `TypedAttrInterface`: integer, `i1` for
/// `true`/`false`, float, elements, string: `none` unless given) or the value of a
/// type attribute.
pub fn attr_type(ctx: &Context, attr: Attr) -> Option<Type> {
    if let AttrKind::Type(t) = ctx.attr_kind(attr) {
        return Some(*t);
    }
    attr.interface::<crate::interfaces::TypedAttrInterfaceRef>(ctx)
        .map(|t| t.ty(ctx))
}
