//! The declarative assembly format of attribute definitions at run time:
//! what mlir-tblgen's AttrOrTypeFormatGen writes as a parser and a printer
//! per definition, here one reader and one writer walking the definition's
//! [`DefElem`] table: literals, parameters, `params`, `struct(...)` (with
//! optional members), `custom<Name>(...)` and optional groups. Optional
//! parameters (`OptionalParameter`) read with the optional form of their
//! parser and are left out when absent; defaulted ones
//! (`DefaultValuedParameter`) take their default when not written and are
//! not printed when equal to it.

use crate::context::{Context, DialectTypeParser};
use crate::diag::Diagnostic;
use crate::dialect_attr::{DialectAttr, ParamValue};
use crate::ods::attr_defs::{AttrDefInfo, CustomDefParse, DefCustomArg, DefElem, ParamInfo, ParamPresence, ParamType};

type P<'a> = &'a mut dyn DialectTypeParser;

/// The values of definition `def`'s parameters, read in its format.
pub(crate) fn parse(def: &AttrDefInfo, p: P<'_>) -> Result<Vec<ParamValue>, Diagnostic> {
    let mut r = Reader {
        def,
        slots: vec![None; def.params.len()],
    };
    r.elements(def.format, p)?;
    let at = p.current_offset();
    def.params
        .iter()
        .zip(r.slots)
        .map(|(param, v)| {
            v.or_else(|| param.missing_value()).ok_or_else(|| {
                p.error_at(
                    at,
                    format!("{} is missing required parameter: {}", def.def_name, param.name),
                )
            })
        })
        .collect()
}

/// The parser's state: one slot per parameter, filled as elements read them.
struct Reader<'d> {
    def: &'d AttrDefInfo,
    slots: Vec<Option<ParamValue>>,
}

impl Reader<'_> {
    fn info(&self, i: usize) -> Option<&ParamInfo> {
        self.def.params.get(i)
    }

    fn is_optional(&self, i: usize) -> bool {
        self.info(i).is_some_and(ParamInfo::is_optional)
    }

    /// Whether parameter `i` was read and is present (not absent, not the default).
    fn present(&self, i: usize) -> bool {
        match (self.info(i), self.slots.get(i)) {
            (Some(info), Some(Some(v))) => info.is_present(v),
            _ => false,
        }
    }

    fn elements(&mut self, elements: &[DefElem], p: P<'_>) -> Result<(), Diagnostic> {
        elements.iter().try_for_each(|e| self.element(e, p))
    }

    fn element(&mut self, e: &DefElem, p: P<'_>) -> Result<(), Diagnostic> {
        match e {
            DefElem::Literal { text, .. } => p.parse_literal(text),
            DefElem::Space(_) => Ok(()),
            DefElem::Param { index, .. } => self.param(*index, p),
            DefElem::Params { params, .. } => self.params(params, p),
            DefElem::Struct { params, .. } => self.struct_params(params, p),
            DefElem::Custom { parse, args, .. } => self.custom(*parse, args, p),
            DefElem::Optional { then, otherwise, .. } => self.optional(then, otherwise, p),
        }
    }

    /// Reads parameter `i`; on failure MLIR adds "failed to parse ...".
    fn param(&mut self, i: usize, p: P<'_>) -> Result<(), Diagnostic> {
        let Some(info) = self.info(i) else { return Ok(()) };
        let def_name = self.def.def_name;
        let v = value(info, &mut *p).map_err(|mut e| {
            let at = p.current_offset();
            e.followups.push(p.error_at(
                at,
                format!(
                    "failed to parse {def_name} parameter '{}' which is to be a `{}`",
                    info.name, info.cpp_type
                ),
            ));
            e
        })?;
        if let Some(slot) = self.slots.get_mut(i) {
            *slot = Some(v);
        }
        Ok(())
    }

    /// `params`: a comma before each parameter after a required one or a
    /// present optional one; after the last required parameter the comma
    /// is optional and ends the list when missing.
    fn params(&mut self, params: &[usize], p: P<'_>) -> Result<(), Diagnostic> {
        let last_required = params.iter().rposition(|&i| !self.is_optional(i));
        for (k, &i) in params.iter().enumerate() {
            if let Some(&prev) = k.checked_sub(1).and_then(|j| params.get(j)) {
                if !self.is_optional(prev) || self.present(prev) {
                    if last_required.is_some_and(|l| k <= l) {
                        p.parse_literal(",")?;
                    } else if !p.parse_optional_literal(",") {
                        break;
                    }
                }
            }
            self.param(i, p)?;
        }
        Ok(())
    }

    /// `struct(...)`: `key = value` pairs in any order, each key once;
    /// with optional members the pairs continue while commas do, and an
    /// all-optional struct may be empty.
    fn struct_params(&mut self, params: &[usize], p: P<'_>) -> Result<(), Diagnostic> {
        let mut seen = vec![false; params.len()];
        let optional = params.iter().filter(|&&i| self.is_optional(i)).count();
        if optional == 0 {
            for round in 0..params.len() {
                let key = struct_key(p)?;
                self.struct_member(params, &mut seen, &key, p)?;
                if round + 1 != params.len() {
                    p.parse_punct(',')?;
                }
            }
            return Ok(());
        }
        if optional == params.len() {
            let Some(key) = p.parse_optional_keyword() else {
                return Ok(());
            };
            self.struct_member(params, &mut seen, &key, p)?;
            while p.parse_optional_punct(',') {
                let key = struct_key(p)?;
                self.struct_member(params, &mut seen, &key, p)?;
            }
            return Ok(());
        }
        loop {
            let key = struct_key(p)?;
            self.struct_member(params, &mut seen, &key, p)?;
            if !p.parse_optional_punct(',') {
                break;
            }
        }
        for (&i, _) in params.iter().zip(&seen).filter(|(_, s)| !**s) {
            if let Some(info) = self.info(i).filter(|info| !info.is_optional()) {
                let at = p.current_offset();
                return Err(p.error_at(at, format!("struct is missing required parameter: {}", info.name)));
            }
        }
        Ok(())
    }

    fn struct_member(&mut self, params: &[usize], seen: &mut [bool], key: &str, p: P<'_>) -> Result<(), Diagnostic> {
        p.parse_punct('=')?;
        let found = params
            .iter()
            .zip(seen.iter_mut())
            .find(|(&i, s)| !**s && self.info(i).is_some_and(|info| info.name == key));
        let Some((&i, s)) = found else {
            let at = p.current_offset();
            return Err(p.error_at(at, format!("duplicate or unknown struct parameter name: {key}")));
        };
        *s = true;
        self.param(i, p)
    }

    /// `custom<Name>(args)`: the directive's parser fills its bound
    /// parameters; a required one it leaves empty is an error.
    fn custom(&mut self, parse: CustomDefParse, args: &[DefCustomArg], p: P<'_>) -> Result<(), Diagnostic> {
        let at = p.current_offset();
        let mut slots: Vec<Option<ParamValue>> = args
            .iter()
            .map(|a| match *a {
                DefCustomArg::Param(_) => None,
                DefCustomArg::Ref(i) => self.slots.get(i).cloned().flatten(),
            })
            .collect();
        parse(&mut *p, &mut slots)?;
        for (a, v) in args.iter().zip(slots) {
            let DefCustomArg::Param(i) = *a else { continue };
            match v {
                Some(v) => {
                    if let Some(slot) = self.slots.get_mut(i) {
                        *slot = Some(v);
                    }
                }
                None if !self.is_optional(i) => {
                    let name = self.info(i).map_or("", |info| info.name);
                    return Err(p.error_at(at, format!("custom parser failed to parse parameter '{name}'")));
                }
                None => {}
            }
        }
        Ok(())
    }

    /// An optional group: its first element decides (a literal that is
    /// there, or parameters that read as present); then the rest of the
    /// group is read, else the `otherwise` elements.
    fn optional(&mut self, then: &[DefElem], otherwise: &[DefElem], p: P<'_>) -> Result<(), Diagnostic> {
        let mut rest = then.iter().skip_while(|e| matches!(e, DefElem::Space(_)));
        let taken = match rest.next() {
            None => false,
            Some(DefElem::Literal { text, .. }) => p.parse_optional_literal(text),
            Some(first) => {
                self.element(first, p)?;
                let bound: &[usize] = match first {
                    DefElem::Param { index, .. } => std::slice::from_ref(index),
                    DefElem::Params { params, .. } | DefElem::Struct { params, .. } => params,
                    _ => &[],
                };
                bound.iter().any(|&i| self.present(i))
            }
        };
        if taken {
            rest.try_for_each(|e| self.element(e, p))
        } else {
            self.elements(otherwise, p)
        }
    }
}

/// A struct member's key, with MLIR's follow-up when there is none.
fn struct_key(p: P<'_>) -> Result<String, Diagnostic> {
    p.parse_keyword().map_err(|mut e| {
        let at = p.current_offset();
        e.followups
            .push(p.error_at(at, "expected a parameter name in struct".into()));
        e
    })
}

/// One parameter's value: an `OptionalParameter` reads with the optional
/// form of its parser and is absent when nothing of its kind starts here.
fn value(param: &ParamInfo, p: P<'_>) -> Result<ParamValue, Diagnostic> {
    let optional = param.presence == ParamPresence::Optional;
    if param.list || param.ty == ParamType::DenseI64Array {
        if optional && !p.parse_optional_punct('[') {
            return Ok(ParamValue::Absent);
        }
        if !optional {
            p.parse_punct('[')?;
        }
        let elem = if param.ty == ParamType::DenseI64Array {
            ParamType::I64
        } else {
            param.ty
        };
        let mut items = Vec::new();
        if !p.parse_optional_punct(']') {
            loop {
                items.push(scalar(elem, p)?);
                if !p.parse_optional_punct(',') {
                    break;
                }
            }
            p.parse_punct(']')?;
        }
        return Ok(ParamValue::List(items));
    }
    if optional {
        return optional_scalar(param.ty, p);
    }
    scalar(param.ty, p)
}

/// The optional form of a scalar parser (`FieldParser<std::optional<T>>`).
fn optional_scalar(ty: ParamType, p: P<'_>) -> Result<ParamValue, Diagnostic> {
    let absent = |v: Option<ParamValue>| v.unwrap_or(ParamValue::Absent);
    Ok(match ty {
        ParamType::I64
        | ParamType::I32
        | ParamType::U64
        | ParamType::U32
        | ParamType::Bool
        | ParamType::DenseI64Array => {
            let at = p.current_offset();
            match p.parse_optional_integer(64)? {
                None => ParamValue::Absent,
                Some(v) => {
                    int_value(ty, i128::from(v)).ok_or_else(|| p.error_at(at, "integer value too large".into()))?
                }
            }
        }
        ParamType::F64 => p.parse_float().map(|v| ParamValue::Float(v.to_bits()))?,
        ParamType::String => absent(p.parse_optional_string().map(|s| ParamValue::Str(s.into_boxed_str()))),
        ParamType::Type => absent(p.parse_optional_type()?.map(ParamValue::Type)),
        ParamType::Attr => absent(p.parse_optional_attribute()?.map(ParamValue::Attr)),
        ParamType::TypeOrAttr => match p.parse_optional_type()? {
            Some(t) => ParamValue::Type(t),
            None => absent(p.parse_optional_attribute()?.map(ParamValue::Attr)),
        },
    })
}

/// An integer read as a value of kind `ty`, if it fits.
fn int_value(ty: ParamType, v: i128) -> Option<ParamValue> {
    let (min, max): (i128, i128) = match ty {
        ParamType::I32 => (i32::MIN.into(), i32::MAX.into()),
        ParamType::U32 => (0, u32::MAX.into()),
        ParamType::U64 => (0, u64::MAX.into()),
        ParamType::Bool => (-1, 1),
        _ => (i64::MIN.into(), i64::MAX.into()),
    };
    if !(min..=max).contains(&v) {
        return None;
    }
    Some(match ty {
        ParamType::Bool => ParamValue::Bool(v != 0),
        ParamType::U32 | ParamType::U64 => ParamValue::UInt(u64::try_from(v).ok()?),
        _ => ParamValue::Int(i64::try_from(v).ok()?),
    })
}

fn scalar(ty: ParamType, p: P<'_>) -> Result<ParamValue, Diagnostic> {
    // Each range fits the value's type, so the conversions cannot fail.
    let signed = |p: P<'_>, min: i128, max: i128| {
        p.parse_integer_in(min, max)
            .map(|v| ParamValue::Int(i64::try_from(v).unwrap_or_default()))
    };
    let unsigned = |p: P<'_>, max: i128| {
        p.parse_integer_in(0, max)
            .map(|v| ParamValue::UInt(u64::try_from(v).unwrap_or_default()))
    };
    match ty {
        ParamType::I64 | ParamType::DenseI64Array => signed(p, i64::MIN.into(), i64::MAX.into()),
        ParamType::U64 => unsigned(p, u64::MAX.into()),
        ParamType::I32 => signed(p, i32::MIN.into(), i32::MAX.into()),
        ParamType::U32 => unsigned(p, u32::MAX.into()),
        ParamType::Bool => p.parse_integer_in(0, 1).map(|v| ParamValue::Bool(v != 0)),
        ParamType::F64 => p.parse_float().map(|v| ParamValue::Float(v.to_bits())),
        ParamType::String => p.parse_string().map(|s| ParamValue::Str(s.into_boxed_str())),
        ParamType::Type => p.parse_type().map(ParamValue::Type),
        ParamType::Attr => p.parse_attribute().map(ParamValue::Attr),
        ParamType::TypeOrAttr => match p.parse_optional_type()? {
            Some(t) => Ok(ParamValue::Type(t)),
            None => p.parse_attribute().map(ParamValue::Attr),
        },
    }
}

/// What a custom directive's printer writes to: the output, and the
/// printer of nested types and attributes (with their aliases).
pub struct DefPrinter<'a> {
    ctx: &'a Context,
    out: &'a mut String,
    to_text: &'a mut dyn FnMut(&mut String, &ParamValue),
}

impl DefPrinter<'_> {
    /// The context.
    pub fn context(&self) -> &Context {
        self.ctx
    }

    /// Writes `s`.
    pub fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Writes a parameter value as the default printer does (a type or an
    /// attribute through the IR printer, with its alias).
    pub fn value(&mut self, v: &ParamValue) {
        print_value(self.out, v, self.to_text);
    }
}

/// Writes the text of `attr` after its mnemonic, in its definition's format.
pub(crate) fn print(
    ctx: &Context,
    out: &mut String,
    attr: &DialectAttr,
    to_text: &mut dyn FnMut(&mut String, &ParamValue),
) {
    let mut w = DefPrinter { ctx, out, to_text };
    print_elements(&mut w, attr, attr.def.format);
}

fn print_elements(w: &mut DefPrinter<'_>, attr: &DialectAttr, elements: &[DefElem]) {
    let value = |i: usize| attr.params.get(i);
    let present = |i: usize| match (attr.def.params.get(i), value(i)) {
        (Some(info), Some(v)) => info.is_present(v),
        _ => false,
    };
    let space = |w: &mut DefPrinter<'_>, yes: bool| {
        if yes {
            w.write(" ");
        }
    };
    for e in elements {
        match e {
            DefElem::Literal { text, space: s } => {
                space(w, *s);
                w.write(text);
            }
            DefElem::Space(text) => w.write(text),
            DefElem::Param { index, space: s } => {
                if let Some(v) = value(*index).filter(|_| present(*index)) {
                    space(w, *s);
                    w.value(v);
                }
            }
            DefElem::Params { params, space: s } | DefElem::Struct { params, space: s } => {
                let keyed = matches!(e, DefElem::Struct { .. });
                let shown: Vec<usize> = params.iter().copied().filter(|&i| present(i)).collect();
                let all_optional = params
                    .iter()
                    .all(|&i| attr.def.params.get(i).is_some_and(ParamInfo::is_optional));
                space(w, *s && (!all_optional || !shown.is_empty()));
                for (k, i) in shown.into_iter().enumerate() {
                    if k > 0 {
                        w.write(", ");
                    }
                    if keyed {
                        w.write(attr.def.params.get(i).map_or("", |info| info.name));
                        w.write(" = ");
                    }
                    if let Some(v) = value(i) {
                        w.value(v);
                    }
                }
            }
            DefElem::Custom {
                print, args, space: s, ..
            } => {
                space(w, *s);
                let values: Vec<&ParamValue> = args
                    .iter()
                    .filter_map(|a| match *a {
                        DefCustomArg::Param(i) | DefCustomArg::Ref(i) => value(i),
                    })
                    .collect();
                print(w, &values);
            }
            DefElem::Optional {
                then,
                otherwise,
                anchor,
                inverted,
            } => {
                if anchor.iter().any(|&i| present(i)) != *inverted {
                    print_elements(w, attr, then);
                } else {
                    print_elements(w, attr, otherwise);
                }
            }
        }
    }
}

/// Writes `value` as the printer does (`to_text` prints a nested type or
/// attribute).
pub fn print_value(out: &mut String, value: &ParamValue, to_text: &mut dyn FnMut(&mut String, &ParamValue)) {
    match value {
        ParamValue::Int(v) => out.push_str(&v.to_string()),
        ParamValue::UInt(v) => out.push_str(&v.to_string()),
        ParamValue::Bool(v) => out.push_str(if *v { "true" } else { "false" }),
        ParamValue::Float(bits) => out.push_str(&f64::from_bits(*bits).to_string()),
        ParamValue::Str(s) => out.push_str(&crate::ods::defs::quote(s)),
        ParamValue::Type(_) | ParamValue::Attr(_) => to_text(out, value),
        ParamValue::Absent => {}
        ParamValue::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_value(out, item, to_text);
            }
            out.push(']');
        }
    }
}
