//! The shared parser of declarative assembly formats: MLIR's generated
//! `parse` methods, interpreted from an [`OpFormat`] table. Elements are
//! read left to right into a [`ParseState`]; at the end regions,
//! successors, segment sizes and operand/result types are resolved.

use super::{AttrForm, AttrVar, CustomParseArgs, Elem, OpFormat, OptGroup, TypeArg, TypeElem, TypeRes, Xform};
use crate::attrs::{Attr, AttrKind};
use crate::body::{BlockId, RegionId};
use crate::diag::Diagnostic;
use crate::ods::pred::{attr_matches, type_matches};
use crate::ods::schema::{Arity, OpSchema, Segments};
use crate::ods::values;
use crate::text::parser::asm::{OpAsmParser, OperationState, Punct, UnresolvedOperand};
use crate::text::parser::PResult;
use crate::types::{Type, TypeKind};

/// The slots a format parser fills (the local variables of MLIR's generated
/// parser). Custom directives read and write them through
/// [`CustomParseArgs`].
#[derive(Debug, Default)]
pub struct ParseState<'a> {
    /// Operands per operand group.
    pub operands: Vec<Vec<UnresolvedOperand<'a>>>,
    /// Where each operand group starts.
    pub operand_locs: Vec<usize>,
    /// Group sizes of `VariadicOfVariadic` operand groups.
    pub operand_group_sizes: Vec<Vec<i32>>,
    /// Operands of the `operands` directive.
    pub all_operands: Vec<UnresolvedOperand<'a>>,
    /// Where the `operands` directive starts.
    pub all_operands_loc: usize,
    /// Types per operand group (from `type` directives).
    pub operand_types: Vec<Vec<Type>>,
    /// Types per result group.
    pub result_types: Vec<Vec<Type>>,
    /// `type(operands)`.
    pub all_operand_types: Vec<Type>,
    /// `type(results)`.
    pub all_result_types: Vec<Type>,
    /// Attributes and properties, per schema slot.
    pub attrs: Vec<Option<Attr>>,
    /// Regions per region definition.
    pub regions: Vec<Vec<RegionId>>,
    /// Regions of the `regions` directive.
    pub all_regions: Vec<RegionId>,
    /// Successors per successor definition.
    pub successors: Vec<Vec<BlockId>>,
    /// Successors of the `successors` directive.
    pub all_successors: Vec<BlockId>,
    /// Attributes of `attr-dict`.
    pub attr_dict: Vec<(Attr, Attr)>,
    /// The `<{...}>` of `prop-dict`.
    pub prop_dict: Option<Attr>,
}

pub(super) struct Cx<'f> {
    schema: &'f OpSchema,
    format: &'f OpFormat,
    name_loc: usize,
    op_name: &'f str,
    loc: Attr,
}

pub(super) type R<T> = PResult<T>;

/// The custom-form parser of a generated op registered with its format
/// ([`crate::ods::register::register_ops`]): [`parse`] with the registered
/// schema and format.
pub fn parse_registered(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> R<()> {
    let ctx = p.ctx();
    let info = ctx.op_info(state.name);
    match info.definition().and_then(|d| Some((d.schema?, d.format?))) {
        Some((schema, format)) => parse(p, state, schema, format),
        None => Err(p.error(format!("'{}' has no declarative format registered", info.name()))),
    }
}

/// Parses the custom form of the op (after its name) into `state`.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, schema: &OpSchema, format: &OpFormat) -> R<()> {
    // Errors name the op by its full name, also when it was spelled without
    // its dialect (`constant` for `func.constant` in a `func.func`), as
    // upstream's `CustomOpAsmParser` does.
    let (name_loc, _) = p.op_name_before(p.offset());
    let cx = Cx {
        schema,
        format,
        name_loc,
        op_name: schema.name,
        loc: state.loc,
    };
    let mut ps = ParseState {
        operands: vec![Vec::new(); schema.operands.len()],
        operand_locs: vec![p.offset(); schema.operands.len()],
        operand_group_sizes: vec![Vec::new(); schema.operands.len()],
        operand_types: vec![Vec::new(); schema.operands.len()],
        result_types: vec![Vec::new(); schema.results.len()],
        attrs: vec![None; schema.attrs.len()],
        regions: vec![Vec::new(); schema.regions.len()],
        successors: vec![Vec::new(); schema.successors.len()],
        all_operands_loc: p.offset(),
        ..Default::default()
    };
    if !format.all_regions {
        for (i, r) in schema.regions.iter().enumerate() {
            if !r.variadic {
                ps.regions[i].push(p.new_region());
            }
        }
    }
    for e in format.elements {
        parse_elem(p, &mut ps, &cx, e, false)?;
    }
    finish(p, ps, &cx, state)
}

pub(super) fn custom_err(p: &OpAsmParser<'_, '_>, cx: &Cx<'_>, at: usize, msg: impl std::fmt::Display) -> Diagnostic {
    p.custom_op_error(cx.op_name, at, msg)
}

fn punct_of(text: &str) -> Option<Punct> {
    Some(match text {
        "->" => Punct::Arrow,
        ":" => Punct::Colon,
        "," => Punct::Comma,
        "=" => Punct::Equal,
        "<" => Punct::Less,
        ">" => Punct::Greater,
        "{" => Punct::LBrace,
        "}" => Punct::RBrace,
        "(" => Punct::LParen,
        ")" => Punct::RParen,
        "[" => Punct::LSquare,
        "]" => Punct::RSquare,
        "?" => Punct::Question,
        "+" => Punct::Plus,
        "*" => Punct::Star,
        "..." => Punct::Ellipsis,
        _ => return None,
    })
}

fn parse_literal(p: &mut OpAsmParser<'_, '_>, cx: &Cx<'_>, text: &str) -> R<()> {
    match punct_of(text) {
        Some(pu) => p.parse_punct(pu),
        None => {
            if p.parse_optional_keyword(text) {
                Ok(())
            } else {
                Err(custom_err(p, cx, p.offset(), format!("expected '{text}'")))
            }
        }
    }
}

fn parse_optional_literal(p: &mut OpAsmParser<'_, '_>, text: &str) -> bool {
    match punct_of(text) {
        Some(pu) => p.parse_optional_punct(pu),
        None => p.parse_optional_keyword(text),
    }
}

fn parse_elem<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    ps: &mut ParseState<'a>,
    cx: &Cx<'_>,
    e: &Elem,
    in_group: bool,
) -> R<()> {
    match e {
        Elem::Literal { text, .. } => parse_literal(p, cx, text),
        Elem::Space | Elem::Newline => Ok(()),
        Elem::Operand { group, .. } => parse_operand_group(p, ps, cx, *group as usize),
        Elem::Attr { var, .. } => {
            let optional = !in_group && var.optional;
            let attr = parse_attr_var(p, cx, var, optional)?;
            if attr.is_some() {
                ps.attrs[var.slot as usize] = attr;
            }
            Ok(())
        }
        Elem::Region { index, .. } => parse_region_var(p, ps, cx, *index as usize, false).map(|_| ()),
        Elem::Successor { index, .. } => {
            let i = *index as usize;
            if cx.schema.successors.get(i).is_some_and(|s| s.variadic) {
                let list = parse_successor_list(p)?;
                ps.successors[i] = list;
            } else {
                let b = p.parse_successor()?;
                ps.successors[i].push(b);
            }
            Ok(())
        }
        Elem::AttrDict { keyword } => {
            let loc = p.offset();
            let before = ps.attr_dict.len();
            if *keyword {
                p.parse_optional_attr_dict_with_keyword(&mut ps.attr_dict)?;
            } else {
                p.parse_optional_attr_dict(&mut ps.attr_dict)?;
            }
            verify_inherent_attrs(p, cx, &ps.attr_dict[before..], loc)
        }
        Elem::PropDict => {
            if p.parse_optional_punct(Punct::Less) {
                let a = p.parse_attribute(None)?;
                p.parse_punct(Punct::Greater)?;
                ps.prop_dict = Some(a);
            }
            Ok(())
        }
        Elem::Operands { .. } => {
            ps.all_operands_loc = p.offset();
            ps.all_operands = p.parse_operand_list()?;
            Ok(())
        }
        Elem::Regions { .. } => {
            let list = parse_region_list(p, cx)?;
            ps.all_regions = list;
            Ok(())
        }
        Elem::Successors { .. } => {
            ps.all_successors = parse_successor_list(p)?;
            Ok(())
        }
        Elem::Type { ty, .. } => parse_type_elem(p, ps, cx, ty),
        Elem::FunctionalType { inputs, results, .. } => {
            let at = p.offset();
            let t = p.parse_type()?;
            let (ins, outs) = match p.ctx().type_kind(t) {
                TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
                _ => {
                    let shown = crate::text::printer::type_to_string(p.ctx(), t);
                    return Err(custom_err(
                        p,
                        cx,
                        at,
                        format!("invalid kind of type specified: expected builtin.function, but found '{shown}'"),
                    ));
                }
            };
            *type_list(ps, *inputs) = ins;
            *type_list(ps, *results) = outs;
            Ok(())
        }
        Elem::Custom { directive, args, .. } => {
            record_custom_locs(p, ps, args);
            let mut a = CustomParseArgs::new(ps, args, cx.op_name, cx.name_loc);
            (directive.parse)(p, &mut a).map(|_| ())
        }
        Elem::Optional(g) => parse_group(p, ps, cx, g),
        Elem::OIList { clauses, .. } => {
            let mut seen = vec![false; clauses.len()];
            'outer: loop {
                for (i, c) in clauses.iter().enumerate() {
                    if !parse_optional_literal(p, c.keyword) {
                        continue;
                    }
                    if seen[i] {
                        return Err(custom_err(
                            p,
                            cx,
                            cx.name_loc,
                            format!(
                                "`{}` clause can appear at most once in the expansion of the oilist directive",
                                c.keyword
                            ),
                        ));
                    }
                    seen[i] = true;
                    match &c.unit {
                        Some(u) => ps.attrs[u.slot as usize] = Some(p.ctx().unit_attr()),
                        None => {
                            for e in c.elements {
                                parse_elem(p, ps, cx, e, false)?;
                            }
                        }
                    }
                    continue 'outer;
                }
                return Ok(());
            }
        }
    }
}

fn record_custom_locs(p: &OpAsmParser<'_, '_>, ps: &mut ParseState<'_>, args: &[super::CustomArg]) {
    for a in args {
        if let super::CustomArg::Operand(g) = a {
            if let Some(l) = ps.operand_locs.get_mut(*g as usize) {
                *l = p.offset();
            }
        }
    }
}

fn type_list<'s>(ps: &'s mut ParseState<'_>, arg: TypeArg) -> &'s mut Vec<Type> {
    match arg {
        TypeArg::Operand(g) => &mut ps.operand_types[g as usize],
        TypeArg::Result(g) => &mut ps.result_types[g as usize],
        TypeArg::Operands => &mut ps.all_operand_types,
        TypeArg::Results => &mut ps.all_result_types,
    }
}

fn parse_operand_group<'a>(p: &mut OpAsmParser<'_, 'a>, ps: &mut ParseState<'a>, cx: &Cx<'_>, g: usize) -> R<()> {
    ps.operand_locs[g] = p.offset();
    let arity = cx.schema.operands.get(g).map_or(Arity::Single, |d| d.arity);
    match arity {
        Arity::Single => {
            let u = p.parse_operand()?;
            ps.operands[g].push(u);
        }
        Arity::Optional => {
            if let Some(u) = p.parse_optional_operand()? {
                ps.operands[g].push(u);
            }
        }
        Arity::Variadic => {
            let list = p.parse_operand_list()?;
            ps.operands[g].extend(list);
        }
        Arity::VariadicOfVariadic(_) => loop {
            if !p.parse_optional_punct(Punct::LParen) {
                break;
            }
            let list = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen)?;
            ps.operand_group_sizes[g].push(list.len() as i32);
            ps.operands[g].extend(list);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        },
    }
    Ok(())
}

fn parse_successor_list(p: &mut OpAsmParser<'_, '_>) -> R<Vec<BlockId>> {
    let mut list = Vec::new();
    if let Some(b) = p.parse_optional_successor()? {
        list.push(b);
        while p.parse_optional_punct(Punct::Comma) {
            list.push(p.parse_successor()?);
        }
    }
    Ok(list)
}

fn finish_region(p: &mut OpAsmParser<'_, '_>, cx: &Cx<'_>, r: RegionId) {
    if let Some(t) = cx.format.implicit_terminator {
        p.ensure_terminator(r, t, cx.loc);
    } else if cx.format.single_block {
        p.ensure_block(r);
    }
}

fn parse_region_list(p: &mut OpAsmParser<'_, '_>, cx: &Cx<'_>) -> R<Vec<RegionId>> {
    let mut list = Vec::new();
    let first = p.new_region();
    if p.parse_optional_region(first, &[], cx.format.isolated)? {
        list.push(first);
        while p.parse_optional_punct(Punct::Comma) {
            let r = p.new_region();
            p.parse_region(r, &[], cx.format.isolated)?;
            list.push(r);
        }
    }
    for &r in &list {
        finish_region(p, cx, r);
    }
    Ok(list)
}

/// Parses region variable `i`; `optional` for the first element of a
/// group. Returns whether a region was parsed.
fn parse_region_var(
    p: &mut OpAsmParser<'_, '_>,
    ps: &mut ParseState<'_>,
    cx: &Cx<'_>,
    i: usize,
    optional: bool,
) -> R<bool> {
    if cx.schema.regions.get(i).is_some_and(|r| r.variadic) {
        let list = parse_region_list(p, cx)?;
        let any = !list.is_empty();
        ps.regions[i] = list;
        return Ok(any);
    }
    let Some(&r) = ps.regions[i].first() else {
        return Ok(false);
    };
    if optional {
        if !p.parse_optional_region(r, &[], cx.format.isolated)? {
            return Ok(false);
        }
        if p.region_is_empty(r) {
            return Ok(false);
        }
    } else {
        p.parse_region(r, &[], cx.format.isolated)?;
    }
    finish_region(p, cx, r);
    Ok(true)
}

/// Parses an attribute variable in its form. `optional`: absent is fine.
fn parse_attr_var(p: &mut OpAsmParser<'_, '_>, cx: &Cx<'_>, var: &AttrVar, optional: bool) -> R<Option<Attr>> {
    let at = p.offset();
    let a = parse_attr_form(p, cx, var, optional)?;
    if let (Some(a), Some(storage)) = (a, var.storage) {
        let checked = !matches!(
            var.form,
            AttrForm::Enum { .. }
                | AttrForm::EnumProperty { .. }
                | AttrForm::IntProperty(_)
                | AttrForm::Stripped { .. }
        );
        if checked && !attr_matches(p.ctx(), a, storage) {
            return Err(custom_err(p, cx, at, "invalid kind of attribute specified"));
        }
    }
    Ok(a)
}

fn parse_attr_form(p: &mut OpAsmParser<'_, '_>, cx: &Cx<'_>, var: &AttrVar, optional: bool) -> R<Option<Attr>> {
    let at = p.offset();
    match var.form {
        AttrForm::Enum { cases, width } => parse_enum(p, cx, var, cases, width, optional),
        AttrForm::EnumProperty { cases, width, summary } => parse_enum_property(p, cx, cases, width, summary, optional),
        AttrForm::SymbolName => {
            if optional {
                Ok(p.parse_optional_symbol_name())
            } else {
                p.parse_symbol_name().map(Some)
            }
        }
        AttrForm::PropertyArray(elem) => super::prop_parse::parse_property(p, cx, var.name, elem, true, optional),
        AttrForm::Property(elem) => super::prop_parse::parse_property(p, cx, var.name, elem, false, optional),
        // Upstream's `optionalParser`: the property starts an optional group.
        AttrForm::CustomProperty(crate::bytecode::props::CustomProp {
            optional_parse: Some(parse),
            ..
        }) if optional => parse(p),
        AttrForm::IntProperty(ty) => match p.parse_optional_integer()? {
            Some(v) => values::int_attr(p.ctx(), v, ty)
                .map(Some)
                .map_err(|e| p.error_at(at, e.0)),
            None if optional => Ok(None),
            None => Err(p.error_at(at, format!("invalid value for property {}, expected int64_t", var.name))),
        },
        _ if optional => {
            let starts = match var.lead {
                super::Lead::Any => true,
                super::Lead::String => p.peek_string(),
                super::Lead::LSquare => p.peek_punct(Punct::LSquare),
                super::Lead::At => p.peek_symbol(),
            };
            if !starts {
                return Ok(None);
            }
            let ty = match var.form {
                AttrForm::WithoutType(t) => Some(parse_type_text(p, at, t)?),
                _ => None,
            };
            p.parse_optional_attribute_typed(ty)
        }
        AttrForm::Any => p.parse_attribute(None).map(Some),
        AttrForm::CustomProperty(custom) => match custom.parse {
            Some(parse) => parse(p).map(Some),
            None => p.parse_attribute(None).map(Some),
        },
        AttrForm::WithoutType(t) => {
            let ty = parse_type_text(p, at, t)?;
            p.parse_attribute(Some(ty)).map(Some)
        }
        AttrForm::Full(storage) => {
            let a = p.parse_attribute(None)?;
            if let Some(s) = storage {
                if !attr_matches(p.ctx(), a, s) {
                    return Err(custom_err(p, cx, at, "invalid kind of attribute specified"));
                }
            }
            Ok(Some(a))
        }
        AttrForm::Stripped {
            dialect,
            mnemonic,
            parser,
        } => {
            if p.peek_hash_ident() {
                let a = p.parse_attribute(None)?;
                let ok = match p.ctx().attr_kind(a) {
                    AttrKind::Opaque { dialect: d, data } => d == dialect && data.starts_with(mnemonic),
                    AttrKind::Dialect(d) => d.dialect() == dialect && d.mnemonic() == mnemonic,
                    _ => false,
                };
                if !ok {
                    return Err(custom_err(p, cx, at, "invalid kind of attribute specified"));
                }
                return Ok(Some(a));
            }
            let data = match parser {
                Some(f) => f(p, cx.op_name)?,
                None => format!("{mnemonic}<{}>", p.parse_dialect_body()?),
            };
            Ok(Some(p.ctx().get_attr(AttrKind::Opaque {
                dialect: dialect.to_string(),
                data,
            })))
        }
        AttrForm::DenseArray(elem) => {
            if p.peek_hash_ident() {
                return p.parse_attribute(None).map(Some);
            }
            parse_dense_body(p, at, elem).map(Some)
        }
    }
}

/// A dense array's elements `[1, 2]` (`true`/`false` for `i1`) as an
/// array of `elem`.
pub(super) fn parse_dense_body(p: &mut OpAsmParser<'_, '_>, at: usize, elem: &str) -> R<Attr> {
    p.parse_punct(Punct::LSquare)?;
    let mut vals = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let v = if elem == "i1" && p.parse_optional_keyword("true") {
                1
            } else if elem == "i1" && p.parse_optional_keyword("false") {
                0
            } else {
                p.parse_integer_in(i64::MIN, i64::MAX)?
            };
            vals.push(v);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    values::dense_array(p.ctx(), &vals, elem).map_err(|e| p.error_at(at, e.0))
}

fn parse_type_text(p: &OpAsmParser<'_, '_>, at: usize, t: &str) -> R<Type> {
    values::type_from_text(p.ctx(), t).map_err(|e| p.error_at(at, e.0))
}

/// An `EnumProp` as MLIR's `FieldParser<std::optional<E>>` reads it: a
/// keyword or string naming a case.
pub(super) fn parse_enum_property(
    p: &mut OpAsmParser<'_, '_>,
    cx: &Cx<'_>,
    cases: &[(i64, &str)],
    width: u32,
    summary: &str,
    optional: bool,
) -> R<Option<Attr>> {
    let at = p.offset();
    let text = match p.peek_keyword() {
        Some(k) => {
            let k = k.to_string();
            p.parse_optional_keyword(&k);
            k
        }
        None => match p.parse_optional_string() {
            Some(s) => String::from_utf8_lossy(&s).into_owned(),
            None if optional => return Ok(None),
            None => return Err(custom_err(p, cx, at, format!("expected keyword for {summary}"))),
        },
    };
    let Some(&(v, _)) = cases.iter().find(|c| c.1 == text) else {
        let list: Vec<&str> = cases.iter().map(|c| c.1).collect();
        let message = format!("expected one of [{}] for {summary}, got: {text}", list.join(", "));
        return Err(custom_err(p, cx, at, message));
    };
    values::int_attr(p.ctx(), v, &format!("i{width}"))
        .map(Some)
        .map_err(|e| p.error_at(at, e.0))
}

fn parse_enum(
    p: &mut OpAsmParser<'_, '_>,
    cx: &Cx<'_>,
    var: &AttrVar,
    cases: &[(i64, &str)],
    width: u32,
    optional: bool,
) -> R<Option<Attr>> {
    let at = p.offset();
    let keyword_cases = |k: &str| cases.iter().any(|c| c.1 == k && is_keyword(c.1));
    let text: String = match p.peek_keyword() {
        Some(k) if keyword_cases(k) => {
            let k = k.to_string();
            p.parse_optional_keyword(&k);
            k
        }
        _ => match p.parse_optional_string() {
            Some(s) => String::from_utf8_lossy(&s).into_owned(),
            None if optional => return Ok(None),
            None => {
                let list: Vec<&str> = cases.iter().map(|c| c.1).collect();
                return Err(custom_err(
                    p,
                    cx,
                    at,
                    format!(
                        "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                        var.name,
                        list.join(", ")
                    ),
                ));
            }
        },
    };
    let Some(&(v, _)) = cases.iter().find(|c| c.1 == text) else {
        return Err(custom_err(
            p,
            cx,
            at,
            format!("invalid {} attribute specification: \"{text}\"", var.name),
        ));
    };
    values::int_attr(p.ctx(), v, &format!("i{width}"))
        .map(Some)
        .map_err(|e| p.error_at(at, e.0))
}

fn is_keyword(s: &str) -> bool {
    crate::text::asm_printer::is_bare_identifier(s.as_bytes())
}

fn parse_type_elem(p: &mut OpAsmParser<'_, '_>, ps: &mut ParseState<'_>, cx: &Cx<'_>, ty: &TypeElem) -> R<()> {
    let arity = match ty.arg {
        TypeArg::Operand(g) => cx.schema.operands.get(g as usize).map_or(Arity::Variadic, |d| d.arity),
        TypeArg::Result(g) => cx.schema.results.get(g as usize).map_or(Arity::Variadic, |d| d.arity),
        TypeArg::Operands | TypeArg::Results => Arity::Variadic,
    };
    match arity {
        Arity::VariadicOfVariadic(_) => {
            let mut all = Vec::new();
            loop {
                if !p.parse_optional_punct(Punct::LParen) {
                    break;
                }
                if !p.parse_optional_punct(Punct::RParen) {
                    all.extend(p.parse_type_list()?);
                    p.parse_punct(Punct::RParen)?;
                }
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            type_list(ps, ty.arg).extend(all);
        }
        Arity::Variadic => {
            let list = p.parse_type_list()?;
            type_list(ps, ty.arg).extend(list);
        }
        Arity::Optional => {
            if let Some(t) = p.parse_optional_type()? {
                type_list(ps, ty.arg).push(t);
            }
        }
        Arity::Single => {
            let at = p.offset();
            let t = match ty.stripped {
                Some((dialect, mnemonic)) if !ty.qualified && !p.peek_bang_ident() => {
                    let body = p.parse_dialect_body()?;
                    p.ctx().get_type(TypeKind::Opaque {
                        dialect: dialect.to_string(),
                        data: format!("{mnemonic}<{body}>"),
                    })
                }
                _ => p.parse_type()?,
            };
            if let (Some(class), false) = (ty.class, ty.qualified) {
                if !type_matches(p.ctx(), t, class.pred) {
                    let shown = crate::text::printer::type_to_string(p.ctx(), t);
                    return Err(custom_err(
                        p,
                        cx,
                        at,
                        format!(
                            "invalid kind of type specified: expected {}, but found '{shown}'",
                            class.name
                        ),
                    ));
                }
            }
            type_list(ps, ty.arg).push(t);
        }
    }
    Ok(())
}

fn parse_group<'a>(p: &mut OpAsmParser<'_, 'a>, ps: &mut ParseState<'a>, cx: &Cx<'_>, g: &OptGroup) -> R<()> {
    let start = g.then_start as usize;
    let Some(first) = g.then_elements.get(start) else {
        return Ok(());
    };
    let present = match first {
        Elem::Literal { text, .. } => parse_optional_literal(p, text),
        Elem::Attr { var, .. } => {
            let a = parse_attr_var(p, cx, var, true)?;
            if a.is_some() {
                ps.attrs[var.slot as usize] = a;
            }
            a.is_some()
        }
        Elem::Operand { group, .. } => {
            parse_operand_group(p, ps, cx, *group as usize)?;
            !ps.operands[*group as usize].is_empty()
        }
        Elem::Region { index, .. } => parse_region_var(p, ps, cx, *index as usize, true)?,
        Elem::Custom { directive, args, .. } => {
            record_custom_locs(p, ps, args);
            let mut a = CustomParseArgs::new(ps, args, cx.op_name, cx.name_loc);
            (directive.parse)(p, &mut a)?
        }
        _ => {
            parse_elem(p, ps, cx, first, true)?;
            true
        }
    };
    let unit = g
        .elided_unit
        .filter(|u| !matches!(first, Elem::Attr { var, .. } if var.name == u.name));
    let skip = |e: &Elem| matches!((e, &unit), (Elem::Attr { var, .. }, Some(u)) if var.name == u.name);
    if present {
        if let (Some(u), false) = (&unit, g.inverted) {
            ps.attrs[u.slot as usize] = Some(p.ctx().unit_attr());
        }
        for e in &g.then_elements[start + 1..] {
            if !skip(e) {
                parse_elem(p, ps, cx, e, true)?;
            }
        }
    } else if !g.else_elements.is_empty() {
        if let (Some(u), true) = (&unit, g.inverted) {
            ps.attrs[u.slot as usize] = Some(p.ctx().unit_attr());
        }
        for e in &g.else_elements[g.else_start as usize..] {
            if !skip(e) {
                parse_elem(p, ps, cx, e, true)?;
            }
        }
    }
    Ok(())
}

/// `verifyInherentAttrs` on the inherent attributes given in `attr-dict`.
fn verify_inherent_attrs(p: &OpAsmParser<'_, '_>, cx: &Cx<'_>, entries: &[(Attr, Attr)], at: usize) -> R<()> {
    verify_parsed_inherent_attrs(p, cx.schema, cx.op_name, entries, at)
}

/// MLIR's `RegisteredOperationName::verifyInherentAttrs` for attributes a
/// custom parser read from an attribute dictionary (at byte `at`): the
/// first inherent attribute of `schema` breaking its constraint gives
/// "custom op 'NAME' 'NAME' op attribute 'x' failed to satisfy constraint:
/// ...". Generated formats call it; hand-written parsers that upstream has
/// call it too (linalg's named ops do).
pub fn verify_parsed_inherent_attrs(
    p: &OpAsmParser<'_, '_>,
    schema: &OpSchema,
    op_name: &str,
    entries: &[(Attr, Attr)],
    at: usize,
) -> R<()> {
    match crate::ods::verify::inherent_attr_violation(p.ctx(), schema, entries) {
        Some(message) => Err(p.custom_op_error(op_name, at, message)),
        None => Ok(()),
    }
}

/// A resolved type source: one type for every value, or one per value.
enum Resolved {
    One(Type),
    Many(Vec<Type>),
}

fn apply(p: &OpAsmParser<'_, '_>, xf: Option<Xform>, t: Type) -> Type {
    match xf {
        None | Some(Xform::Identity) => t,
        Some(Xform::ElementType) => values::element_type_or_self(p.ctx(), t),
        Some(Xform::Rust(f)) => f(p.ctx(), t),
    }
}

/// The type of a `TypedAttrInterface` attribute, `none` for another.
fn typed_attr_type(p: &OpAsmParser<'_, '_>, a: Attr) -> Type {
    a.interface::<crate::interfaces::TypedAttrInterfaceRef>(p.ctx())
        .map_or_else(|| p.ctx().none_type(), |t| t.ty(p.ctx()))
}

fn resolve(
    p: &OpAsmParser<'_, '_>,
    ps: &ParseState<'_>,
    cx: &Cx<'_>,
    res: TypeRes,
    own: &[Type],
    what: (&str, usize),
) -> R<Resolved> {
    let single_source =
        |arity: Option<Arity>| arity.is_none_or(|a| !matches!(a, Arity::Variadic | Arity::VariadicOfVariadic(_)));
    Ok(match res {
        TypeRes::Explicit | TypeRes::Inferred => Resolved::Many(own.to_vec()),
        TypeRes::Buildable(t) => Resolved::One(parse_type_text(p, cx.name_loc, t)?),
        TypeRes::Operand(i, xf) | TypeRes::Result(i, xf) => {
            let (list, arity) = match res {
                TypeRes::Operand(..) => (
                    &ps.operand_types[i as usize],
                    cx.schema.operands.get(i as usize).map(|d| d.arity),
                ),
                _ => (
                    &ps.result_types[i as usize],
                    cx.schema.results.get(i as usize).map(|d| d.arity),
                ),
            };
            if single_source(arity) {
                match list.first() {
                    Some(&t) => Resolved::One(apply(p, xf, t)),
                    None => {
                        return Err(custom_err(
                            p,
                            cx,
                            cx.name_loc,
                            format!("cannot infer the type of {} #{}", what.0, what.1),
                        ))
                    }
                }
            } else {
                Resolved::Many(list.iter().map(|&t| apply(p, xf, t)).collect())
            }
        }
        TypeRes::Attr(slot, xf) => match ps.attrs.get(slot as usize).copied().flatten() {
            Some(a) => Resolved::One(apply(p, xf, typed_attr_type(p, a))),
            None => {
                return Err(custom_err(
                    p,
                    cx,
                    cx.name_loc,
                    format!("cannot infer the type of {} #{}", what.0, what.1),
                ))
            }
        },
    })
}

/// Checks the sources of transformed types against their constraints
/// (MLIR verifies them before applying the transform).
fn verify_transform_sources(p: &OpAsmParser<'_, '_>, ps: &ParseState<'_>, cx: &Cx<'_>) -> R<()> {
    let mut done: Vec<(bool, u16)> = Vec::new();
    for res in cx.format.result_types.iter().chain(cx.format.operand_types) {
        let (is_operand, i) = match *res {
            TypeRes::Operand(i, Some(_)) => (true, i),
            TypeRes::Result(i, Some(_)) => (false, i),
            _ => continue,
        };
        if done.contains(&(is_operand, i)) {
            continue;
        }
        done.push((is_operand, i));
        let (def, types) = if is_operand {
            (cx.schema.operands.get(i as usize), &ps.operand_types[i as usize])
        } else {
            (cx.schema.results.get(i as usize), &ps.result_types[i as usize])
        };
        let Some(def) = def else { continue };
        let Some(c) = def.constraint else { continue };
        for &t in types {
            if !type_matches(p.ctx(), t, &c.pred) {
                let shown = crate::text::printer::type_to_string(p.ctx(), t);
                return Err(custom_err(
                    p,
                    cx,
                    cx.name_loc,
                    format!("'{}' must be {}, but got '{shown}'", def.name, c.summary),
                ));
            }
        }
    }
    Ok(())
}

fn resolve_operands<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    cx: &Cx<'_>,
    operands: &[UnresolvedOperand<'a>],
    r: Resolved,
    at: usize,
    out: &mut Vec<crate::body::Value>,
) -> R<()> {
    match r {
        Resolved::One(t) => {
            for &u in operands {
                out.push(p.resolve_operand(u, t)?);
            }
        }
        Resolved::Many(types) => {
            if operands.len() != types.len() {
                return Err(custom_err(
                    p,
                    cx,
                    at,
                    format!(
                        "number of operands and types do not match: got {} operands and {} types",
                        operands.len(),
                        types.len()
                    ),
                ));
            }
            for (&u, &t) in operands.iter().zip(&types) {
                out.push(p.resolve_operand(u, t)?);
            }
        }
    }
    Ok(())
}

fn finish<'a>(p: &mut OpAsmParser<'_, 'a>, ps: ParseState<'a>, cx: &Cx<'_>, state: &mut OperationState) -> R<()> {
    let ctx = p.ctx();
    let schema = cx.schema;
    let format = cx.format;
    // Regions and successors.
    if format.all_regions {
        state.regions.extend(&ps.all_regions);
    } else {
        for list in &ps.regions {
            state.regions.extend(list);
        }
    }
    if format.all_successors {
        state.successors.extend(&ps.all_successors);
    } else {
        for list in &ps.successors {
            state.successors.extend(list);
        }
    }
    // Attributes and properties bound by variables.
    for (slot, a) in ps.attrs.iter().enumerate() {
        if let (Some(a), Some(def)) = (a, schema.attrs.get(slot)) {
            state.properties.push((ctx.string_attr(def.name.as_bytes()), *a));
        }
    }
    for &slot in format.unit_props {
        if let (Some(None), Some(def)) = (ps.attrs.get(slot as usize), schema.attrs.get(slot as usize)) {
            state.properties.push((
                ctx.string_attr(def.name.as_bytes()),
                ctx.get_attr(AttrKind::Bool(false)),
            ));
        }
    }
    if format.prop_dict {
        check_prop_dict(p, cx, ps.prop_dict)?;
    }
    if let Some(d) = ps.prop_dict {
        if let AttrKind::Dictionary(entries) = ctx.attr_kind(d) {
            state.properties.extend(entries.iter().copied());
        }
    }
    state.attrs.extend(ps.attr_dict.iter().copied());
    // Segment sizes.
    let seg = |sizes: &[i64]| values::dense_array(ctx, sizes, "i32");
    if !format.all_operands && schema.operand_segments == Segments::AttrSized {
        let sizes: Vec<i64> = schema
            .operands
            .iter()
            .enumerate()
            .map(|(i, d)| {
                if d.arity.is_variable() {
                    ps.operands[i].len() as i64
                } else {
                    1
                }
            })
            .collect();
        let a = seg(&sizes).map_err(|e| p.error_at(cx.name_loc, e.0))?;
        state.properties.push((ctx.string_attr(b"operandSegmentSizes"), a));
    }
    if !format.all_operands {
        for (i, d) in schema.operands.iter().enumerate() {
            if let Arity::VariadicOfVariadic(name) = d.arity {
                let sizes: Vec<i64> = ps.operand_group_sizes[i].iter().map(|&s| s as i64).collect();
                let a = seg(&sizes).map_err(|e| p.error_at(cx.name_loc, e.0))?;
                state.properties.push((ctx.string_attr(name.as_bytes()), a));
            }
        }
    }
    if !format.all_result_types && schema.result_segments == Segments::AttrSized {
        let sizes: Vec<i64> = schema
            .results
            .iter()
            .enumerate()
            .map(|(i, d)| {
                if d.arity.is_variable() {
                    ps.result_types[i].len() as i64
                } else {
                    1
                }
            })
            .collect();
        let a = seg(&sizes).map_err(|e| p.error_at(cx.name_loc, e.0))?;
        state.properties.push((ctx.string_attr(b"resultSegmentSizes"), a));
    }

    // Types.
    verify_transform_sources(p, &ps, cx)?;
    if !format.infer_results {
        if format.all_result_types {
            state.result_types.extend(&ps.all_result_types);
        } else {
            for (i, res) in format.result_types.iter().enumerate() {
                match resolve(p, &ps, cx, *res, &ps.result_types[i], ("result", i))? {
                    Resolved::One(t) => state.result_types.push(t),
                    Resolved::Many(v) => state.result_types.extend(v),
                }
            }
        }
    }
    let mut values = Vec::new();
    if !schema.operands.is_empty() {
        if format.all_operand_types {
            if format.all_operands {
                resolve_operands(
                    p,
                    cx,
                    &ps.all_operands,
                    Resolved::Many(ps.all_operand_types.clone()),
                    ps.all_operands_loc,
                    &mut values,
                )?;
            } else {
                let all: Vec<UnresolvedOperand<'a>> = ps.operands.iter().flatten().copied().collect();
                resolve_operands(
                    p,
                    cx,
                    &all,
                    Resolved::Many(ps.all_operand_types.clone()),
                    cx.name_loc,
                    &mut values,
                )?;
            }
        } else if format.all_operands {
            let mut types = Vec::new();
            for (i, res) in format.operand_types.iter().enumerate() {
                match resolve(p, &ps, cx, *res, &ps.operand_types[i], ("operand", i))? {
                    Resolved::One(t) => types.push(t),
                    Resolved::Many(v) => types.extend(v),
                }
            }
            resolve_operands(
                p,
                cx,
                &ps.all_operands,
                Resolved::Many(types),
                ps.all_operands_loc,
                &mut values,
            )?;
        } else {
            for (i, res) in format.operand_types.iter().enumerate() {
                let r = resolve(p, &ps, cx, *res, &ps.operand_types[i], ("operand", i))?;
                resolve_operands(p, cx, &ps.operands[i], r, ps.operand_locs[i], &mut values)?;
            }
        }
    }
    state.operands.extend(values);
    if format.infer_results {
        let props = (!state.properties.is_empty()).then(|| ctx.dictionary_attr(state.properties.clone()));
        let inputs = crate::ods::infer::InferInputs {
            arena: p.arena(),
            operands: &state.operands,
            attributes: props,
            regions: &state.regions,
        };
        match crate::ods::infer::infer_result_types(ctx, state.name, Some(state.loc), inputs) {
            Some(Ok(r)) => state.result_types.extend(r),
            Some(Err(Some(m))) => return Err(p.error_at(cx.name_loc, m)),
            None | Some(Err(None)) => return Err(custom_err(p, cx, cx.name_loc, "failed to infer returned types")),
        }
    }
    Ok(())
}

/// `prop-dict`'s `setPropertiesFromParsedAttr`: every property the format
/// does not bind and without a default value (not an `OptionalProp`, a
/// `UnitProp` or a `DefaultValuedProp`; a custom-storage one too) must be
/// in the dictionary (MLIR's message names the first missing one), and
/// every key of the dictionary must be a property of the op (an inherent
/// attribute, a native property or segment sizes; MLIR's message names the
/// first other key in the dictionary's order). The generic form's
/// `<{...}>` drops unknown keys instead, as upstream.
fn check_prop_dict(p: &OpAsmParser<'_, '_>, cx: &Cx<'_>, dict: Option<Attr>) -> R<()> {
    let ctx = p.ctx();
    let entries = dict.map(|d| ctx.dictionary_entries(d).to_vec()).unwrap_or_default();
    let missing = cx.schema.attrs.iter().find(|a| {
        a.property
            && matches!(a.presence, crate::ods::schema::Presence::Required)
            && !cx.format.elided_props.contains(&a.name)
            && !entries.iter().any(|(k, _)| ctx.string_value(*k) == a.name.as_bytes())
    });
    let is_property = |key: &[u8]| {
        cx.schema.attrs.iter().any(|a| a.name.as_bytes() == key)
            || cx.schema.attribute_names.iter().any(|n| n.as_bytes() == key)
    };
    let problem = match missing {
        Some(missing) => format!(
            "expected key entry for {} in DictionaryAttr to set Properties.",
            missing.name
        ),
        None => match entries.iter().find(|(k, _)| !is_property(ctx.string_value(*k))) {
            Some((unknown, _)) => format!(
                "unknown key '{}' when parsing properties dictionary",
                crate::text::printer::attr_to_string(ctx, *unknown)
            ),
            None => return Ok(()),
        },
    };
    let text = dict.map_or_else(|| "{}".to_string(), |d| crate::text::printer::attr_to_string(ctx, d));
    Err(p.error_at(
        cx.name_loc,
        format!("invalid properties {text} for op {}: {problem}", cx.op_name),
    ))
}
