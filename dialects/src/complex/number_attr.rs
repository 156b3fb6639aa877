//! `#complex.number<:f64 1.0, 2.0>`, the complex dialect's `NumberAttr`,
//! kept opaque by the core: its canonical spelling (the parts as doubles,
//! rounded to the element type and printed as MLIR prints floats) and its
//! type, `complex<elem>`, taken from the body as upstream's parser does (it
//! ignores a `: type` written after the attribute).

use ir::float::{self, FloatKind};
use ir::{Context, Type, TypeKind};

/// The parts of a `number<:ELEM REAL, IMAG>` body.
struct Number<'d> {
    element: FloatKind,
    real: &'d str,
    imag: &'d str,
}

/// Splits `data` into its parts; `None` if it is not a number attribute
/// with a float element type.
fn split(data: &str) -> Option<Number<'_>> {
    let body = data.strip_prefix("number")?.trim_start().strip_prefix('<')?;
    let body = body.strip_suffix('>')?.trim().strip_prefix(':')?.trim_start();
    let (element, values) = body.split_once(char::is_whitespace)?;
    let (real, imag) = values.split_once(',')?;
    Some(Number {
        element: FloatKind::from_name(element)?,
        real: real.trim(),
        imag: imag.trim(),
    })
}

/// `AsmParser::parseFloat(double &)` then the conversion to `element` of
/// `NumberAttr::get`: a float literal, or a hexadecimal double bit pattern.
/// `None` for what upstream rejects (a decimal integer) or cannot read.
fn part_bits(element: FloatKind, text: &str) -> Option<u128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, text),
    };
    if let Some(hex) = digits.strip_prefix("0x") {
        let bits = u64::from_str_radix(hex, 16).ok()?;
        let value = f64::from_bits(bits);
        return Some(float::from_f64(element, if negative { -value } else { value }));
    }
    if !digits.contains(['.', 'e', 'E']) {
        return None;
    }
    float::parse_decimal(element, digits, negative).ok()
}

/// The spelling complex prints its attributes in, which the core keeps
/// opaque: registered with [`ir::Context::add_attr_canonical_hook`].
pub fn canonical_attr(dialect: &str, data: &str) -> Option<String> {
    if dialect != "complex" {
        return None;
    }
    canonical_number(data).filter(|text| text != data)
}

/// The canonical text of a `complex.number` attribute, as
/// `NumberAttr::print` writes it.
pub fn canonical_number(data: &str) -> Option<String> {
    let n = split(data)?;
    let real = part_bits(n.element, n.real)?;
    let imag = part_bits(n.element, n.imag)?;
    Some(format!(
        "number<:{} {}, {}>",
        n.element.name(),
        float::format(n.element, real),
        float::format(n.element, imag)
    ))
}

/// The type of a `complex.number` attribute: `complex<elem>`
/// ([`ir::context::AttrTypeHook`]).
pub fn number_type(ctx: &Context, dialect: &str, data: &str) -> Option<Type> {
    if dialect != "complex" {
        return None;
    }
    let n = split(data)?;
    let element = ctx.get_type(TypeKind::Float(n.element));
    Some(ctx.get_type(TypeKind::Complex(element)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_print_as_upstream() {
        assert_eq!(
            canonical_number("number<:f64 1.0, 2.0>").as_deref(),
            Some("number<:f64 1.000000e+00, 2.000000e+00>")
        );
        assert_eq!(
            canonical_number("number<:f32 0.1, -3.5e2>").as_deref(),
            Some("number<:f32 1.000000e-01, -3.500000e+02>")
        );
        assert_eq!(canonical_number("number<:f64 1, 2.0>"), None);
        assert_eq!(canonical_number("number<:i32 1.0, 2.0>"), None);
    }
}
