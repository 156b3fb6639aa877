//! Native properties read by their own parsers in declarative formats
//! (the `parser`/`optionalParser` of MLIR's `Properties.td`): `ArrayProp`'s
//! `[e, ...]`, `OptionalProp`'s `none`, value or `some<value>`, integers of
//! the property's C++ type, with MLIR's messages.

use super::parse::{custom_err, parse_dense_body, parse_enum_property, Cx, R};
use super::PropElem;
use crate::attrs::{Attr, AttrKind};
use crate::ods::values;
use crate::text::parser::asm::{OpAsmParser, Punct};

/// Property `name`'s value (an `ArrayProp` of `elem` when `array`, else
/// `elem`'s). `optional` (an optional group's anchor): a value that is not
/// there gives `None`. A value its parser rejects without a message of its
/// own (an `OptionalProp`'s value missing) is MLIR's `invalid value for
/// property NAME, expected SUMMARY` at the property's start.
pub(super) fn parse_property(
    p: &mut OpAsmParser<'_, '_>,
    cx: &Cx<'_>,
    name: &str,
    elem: PropElem,
    array: bool,
    optional: bool,
) -> R<Option<Attr>> {
    let at = p.offset();
    let starts = match elem {
        _ if array => p.peek_punct(Punct::LSquare),
        PropElem::Optional { long: true, .. } => matches!(p.peek_keyword(), Some("none" | "some")),
        _ => true,
    };
    if optional && !starts {
        return Ok(None);
    }
    let (value, summary) = if array {
        (parse_array(p, cx, elem)?, format!("array of {}", elem.summary()))
    } else {
        (parse_value(p, cx, elem)?, elem.summary())
    };
    match value {
        Some(v) => Ok(Some(v)),
        None if optional => Ok(None),
        None => Err(custom_err(
            p,
            cx,
            at,
            format!("invalid value for property {name}, expected {summary}"),
        )),
    }
}

/// An `ArrayProp`'s value: `[e, ...]` (`parseCommaSeparatedList` with
/// square brackets), each element with its property's parser; `None` when
/// an element's parser failed without a message.
fn parse_array(p: &mut OpAsmParser<'_, '_>, cx: &Cx<'_>, elem: PropElem) -> R<Option<Attr>> {
    p.parse_punct(Punct::LSquare)?;
    let mut elems = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            match parse_value(p, cx, elem)? {
                Some(e) => elems.push(e),
                None => return Ok(None),
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    Ok(Some(p.ctx().get_attr(AttrKind::Array(elems))))
}

/// A property's value as its parser reads it, with MLIR's messages; `None`
/// when the parser failed without one (an `OptionalProp` whose value's
/// optional parser found nothing).
fn parse_value(p: &mut OpAsmParser<'_, '_>, cx: &Cx<'_>, elem: PropElem) -> R<Option<Attr>> {
    let at = p.offset();
    let e = match elem {
        PropElem::Int(_) | PropElem::UInt(_) => match parse_optional_int(p, cx, elem)? {
            Some(v) => v,
            None => return Err(custom_err(p, cx, at, "expected integer value")),
        },
        PropElem::Bool if p.parse_optional_keyword("true") => values::bool_attr(p.ctx(), true),
        PropElem::Bool if p.parse_optional_keyword("false") => values::bool_attr(p.ctx(), false),
        PropElem::Bool => return Err(custom_err(p, cx, at, "expected integer value")),
        PropElem::String => match p.parse_optional_string() {
            Some(s) => p.ctx().string_attr(&s),
            None => return Err(custom_err(p, cx, at, "expected string")),
        },
        PropElem::Unit if p.parse_optional_keyword("unit") => p.ctx().unit_attr(),
        PropElem::Unit if p.parse_optional_keyword("unit_absent") => values::bool_attr(p.ctx(), false),
        PropElem::Unit => return Err(custom_err(p, cx, at, "expected 'unit' or 'unit_absent'")),
        PropElem::Enum { cases, width, summary } => parse_enum_property(p, cx, cases, width, summary, false)?
            .ok_or_else(|| custom_err(p, cx, at, format!("expected keyword for {summary}")))?,
        PropElem::Array(inner) => return parse_array(p, cx, *inner),
        PropElem::Dense(elem) => parse_dense_body(p, at, elem)?,
        PropElem::Optional { .. } if p.parse_optional_keyword("none") => values::optional_prop(p.ctx(), None),
        // `none` or the value, read by the value's optional parser when it
        // has one (integers, strings, booleans).
        PropElem::Optional { elem, long: false, .. } => {
            let v = match *elem {
                PropElem::Int(_) | PropElem::UInt(_) => parse_optional_int(p, cx, *elem)?,
                PropElem::String => p.parse_optional_string().map(|s| p.ctx().string_attr(&s)),
                PropElem::Bool if p.parse_optional_keyword("true") => Some(values::bool_attr(p.ctx(), true)),
                PropElem::Bool if p.parse_optional_keyword("false") => Some(values::bool_attr(p.ctx(), false)),
                PropElem::Bool => None,
                other => parse_value(p, cx, other)?,
            };
            match v {
                Some(v) => values::optional_prop(p.ctx(), Some(v)),
                None => return Ok(None),
            }
        }
        // MLIR's general syntax: `some<value>`.
        PropElem::Optional { elem, long: true, .. } => {
            if !p.parse_optional_keyword("some") {
                return Err(custom_err(p, cx, at, "expected 'none' or 'some<prop>'"));
            }
            p.parse_punct(Punct::Less)?;
            let Some(v) = parse_value(p, cx, *elem)? else {
                return Ok(None);
            };
            p.parse_punct(Punct::Greater)?;
            values::optional_prop(p.ctx(), Some(v))
        }
    };
    Ok(Some(e))
}

/// An integer property's value (`parseOptionalInteger` into its C++ type):
/// `integer value too large` when the type cannot hold it.
fn parse_optional_int(p: &mut OpAsmParser<'_, '_>, cx: &Cx<'_>, elem: PropElem) -> R<Option<Attr>> {
    let at = p.offset();
    let (ty, unsigned) = match elem {
        PropElem::Int(ty) => (ty, false),
        PropElem::UInt(ty) => (ty, true),
        _ => return Ok(None),
    };
    let Some(v) = p.parse_optional_integer()? else {
        return Ok(None);
    };
    let width = ty.trim_start_matches('i').parse::<u32>().unwrap_or(64);
    let fits = match (width, unsigned) {
        (64.., false) => true,
        (w, false) => (-(1i64 << (w - 1))..(1i64 << (w - 1))).contains(&v),
        // MLIR's check (`parseOptionalIntegerAndCheck`) passes a negative
        // number whose parsed `APInt` is no wider than the type: it wraps.
        _ if v < 0 => parsed_width(v) <= width,
        (64.., true) => true,
        (w, true) => v < (1i64 << w),
    };
    if !fits {
        return Err(custom_err(p, cx, at, "integer value too large"));
    }
    values::int_attr(p.ctx(), v, ty)
        .map(Some)
        .map_err(|e| p.error_at(at, e.0))
}

/// The bit width of the `APInt` MLIR's parser reads a decimal `v` into:
/// four bits a digit (`StringRef::getAsInteger`), one more when the top
/// one is set (so that the value stays non-negative before its negation).
fn parsed_width(v: i64) -> u32 {
    let magnitude = v.unsigned_abs();
    let digits = magnitude.checked_ilog10().map_or(1, |d| d + 1);
    let width = 4 * digits;
    if width < 64 && (magnitude >> (width - 1)) & 1 == 1 {
        width + 1
    } else {
        width
    }
}
