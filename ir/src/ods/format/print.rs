//! The shared printer of declarative assembly formats: MLIR's generated
//! `print` methods, interpreted from an [`OpFormat`] table.

use super::{
    Anchor, AttrForm, AttrVar, CustomPrintArgs, Elem, OIClause, OpFormat, OptGroup, PropElem, TypeArg, TypeElem,
};
use crate::attrs::{Attr, AttrKind};
use crate::body::{OpId, RegionId, Value};
use crate::ods::access;
use crate::ods::schema::{Arity, OpSchema, Presence};
use crate::text::asm_printer::OpAsmPrinter;
use crate::types::{Type, TypeKind};
use smallvec::SmallVec;
use std::ops::Range;

/// What the printer of one op knows: the op, its tables, its value groups.
pub(super) struct PrintCx<'f> {
    pub(super) op: OpId,
    pub(super) schema: &'f OpSchema,
    pub(super) format: &'f OpFormat,
    pub(super) operands: Vec<Range<usize>>,
    pub(super) results: Vec<Range<usize>>,
}

/// The custom-form printer of a generated op registered with its format
/// ([`crate::ods::register::register_ops`]): [`print`] with the registered
/// schema and format. (The printer only calls it for ops registered so.)
pub fn print_registered(p: &mut OpAsmPrinter<'_, '_>, op: OpId) {
    let definition = p.ctx().op_info(p.arena().op_name(op)).definition();
    if let Some((schema, format)) = definition.and_then(|d| Some((d.schema?, d.format?))) {
        print(p, op, schema, format);
    }
}

/// Prints `op` (whose schema and format these are) after its name.
pub fn print(p: &mut OpAsmPrinter<'_, '_>, op: OpId, schema: &OpSchema, format: &OpFormat) {
    let (operands, results) = {
        let (ctx, arena) = (p.ctx(), p.arena());
        (
            access::operand_ranges(ctx, arena, op, schema),
            access::result_ranges(ctx, arena, op, schema),
        )
    };
    let cx = PrintCx {
        op,
        schema,
        format,
        operands,
        results,
    };
    for e in format.elements {
        print_elem(p, &cx, e);
    }
}

fn space(p: &mut OpAsmPrinter<'_, '_>, on: bool) {
    if on {
        p.print(" ");
    }
}

impl PrintCx<'_> {
    pub(super) fn operand_values(&self, p: &OpAsmPrinter<'_, '_>, group: usize) -> SmallVec<[Value; 4]> {
        let r = self.operands.get(group).cloned().unwrap_or(0..0);
        p.arena().operands(self.op).skip(r.start).take(r.len()).collect()
    }

    pub(super) fn result_values(&self, _p: &OpAsmPrinter<'_, '_>, group: usize) -> SmallVec<[Value; 4]> {
        let r = self.results.get(group).cloned().unwrap_or(0..0);
        r.map(|i| Value::Result {
            op: self.op,
            index: i as u32,
        })
        .collect()
    }

    pub(super) fn types_of(&self, p: &OpAsmPrinter<'_, '_>, arg: TypeArg) -> SmallVec<[Type; 4]> {
        let arena = p.arena();
        match arg {
            TypeArg::Operand(g) => self
                .operand_values(p, g as usize)
                .iter()
                .map(|&v| arena.value_type(v))
                .collect(),
            TypeArg::Result(g) => self
                .result_values(p, g as usize)
                .iter()
                .map(|&v| arena.value_type(v))
                .collect(),
            TypeArg::Operands => arena.operands(self.op).map(|v| arena.value_type(v)).collect(),
            TypeArg::Results => (0..arena.num_results(self.op))
                .map(|i| {
                    arena.value_type(Value::Result {
                        op: self.op,
                        index: i as u32,
                    })
                })
                .collect(),
        }
    }

    pub(super) fn attr(&self, p: &OpAsmPrinter<'_, '_>, name: &str) -> Option<Attr> {
        access::inherent(p.ctx(), p.arena(), self.op, name)
    }

    pub(super) fn regions(&self, p: &OpAsmPrinter<'_, '_>, index: usize, variadic: bool) -> Vec<RegionId> {
        let all = p.arena().regions(self.op);
        if variadic {
            all.get(index..).map(<[_]>::to_vec).unwrap_or_default()
        } else {
            all.get(index).map(|&r| vec![r]).unwrap_or_default()
        }
    }

    fn present(&self, p: &OpAsmPrinter<'_, '_>, anchor: &Anchor) -> bool {
        match anchor {
            Anchor::Operand(g) => self.operands.get(*g as usize).is_some_and(|r| !r.is_empty()),
            Anchor::Result(g) => self.results.get(*g as usize).is_some_and(|r| !r.is_empty()),
            Anchor::Attr(var) => match self.attr(p, var.name) {
                None => false,
                // A unit property is stored as `false` when not set.
                Some(a) if var.unit => !matches!(p.ctx().attr_kind(a), AttrKind::Bool(false)),
                // An `OptionalProp` is present when it holds a value (`[v]`).
                Some(a) if matches!(var.form, AttrForm::Property(PropElem::Optional { .. })) => {
                    crate::ods::values::optional_prop_value(p.ctx(), a).is_some()
                }
                Some(a) => var.default.is_none_or(|d| !is_default(p.ctx(), a, d)),
            },
            Anchor::Region(i) => p
                .arena()
                .regions(self.op)
                .get(*i as usize)
                .is_some_and(|&r| !p.arena().region_blocks(r).is_empty()),
            Anchor::Any(list) => list.iter().any(|a| self.present(p, a)),
        }
    }
}

/// Whether `attr` equals the default value written as `text`.
pub(super) fn is_default(ctx: &crate::Context, attr: Attr, text: &str) -> bool {
    // Dialect attributes compare by text without a parse.
    if let AttrKind::Opaque { dialect, data } = ctx.attr_kind(attr) {
        if let Some(rest) = text.strip_prefix('#').and_then(|t| t.strip_prefix(dialect.as_str())) {
            return rest.strip_prefix('.') == Some(data.as_str());
        }
    }
    crate::ods::values::attr_from_text(ctx, text).is_ok_and(|d| d == attr)
}

fn print_elem(p: &mut OpAsmPrinter<'_, '_>, cx: &PrintCx<'_>, e: &Elem) {
    match e {
        Elem::Literal { text, space: s } => {
            space(p, *s);
            p.print(text);
        }
        Elem::Space => p.print(" "),
        Elem::Newline => p.print_newline(),
        Elem::Operand { group, space: s } => {
            space(p, *s);
            print_operand_group(p, cx, *group as usize);
        }
        Elem::Attr { var, space: s } => {
            space(p, *s);
            print_attr_var(p, cx, var);
        }
        Elem::Region { index, space: s } => {
            space(p, *s);
            let variadic = cx.schema.regions.get(*index as usize).is_some_and(|r| r.variadic);
            let regions = cx.regions(p, *index as usize, variadic);
            print_regions(p, cx, &regions);
        }
        Elem::Successor { index, space: s } => {
            space(p, *s);
            let variadic = cx.schema.successors.get(*index as usize).is_some_and(|r| r.variadic);
            let all = p.arena().successors(cx.op).to_vec();
            let list: &[crate::body::BlockId] = if variadic {
                all.get(*index as usize..).unwrap_or(&[])
            } else {
                all.get(*index as usize..*index as usize + 1).unwrap_or(&[])
            };
            for (i, &b) in list.iter().enumerate() {
                if i > 0 {
                    p.print(", ");
                }
                p.print_successor(b);
            }
        }
        Elem::AttrDict { keyword } => print_attr_dict(p, cx, *keyword),
        Elem::PropDict => print_prop_dict(p, cx),
        Elem::Operands { space: s } => {
            space(p, *s);
            let all: SmallVec<[Value; 8]> = p.arena().operands(cx.op).collect();
            p.print_operands(&all);
        }
        Elem::Regions { space: s } => {
            space(p, *s);
            let all = p.arena().regions(cx.op).to_vec();
            print_regions(p, cx, &all);
        }
        Elem::Successors { space: s } => {
            space(p, *s);
            let all = p.arena().successors(cx.op).to_vec();
            for (i, &b) in all.iter().enumerate() {
                if i > 0 {
                    p.print(", ");
                }
                p.print_successor(b);
            }
        }
        Elem::Type { ty, space: s } => {
            space(p, *s);
            print_type_elem(p, cx, ty);
        }
        Elem::FunctionalType {
            inputs,
            results,
            space: s,
        } => {
            space(p, *s);
            let i = cx.types_of(p, *inputs);
            let r = cx.types_of(p, *results);
            p.print_functional_type(&i, &r);
        }
        Elem::Custom {
            directive,
            args,
            space: s,
        } => {
            space(p, *s);
            let a = CustomPrintArgs::new(cx, args);
            (directive.print)(p, &a);
        }
        Elem::Optional(g) => print_group(p, cx, g),
        Elem::OIList { clauses } => {
            for c in *clauses {
                print_clause(p, cx, c);
            }
        }
    }
}

fn print_group(p: &mut OpAsmPrinter<'_, '_>, cx: &PrintCx<'_>, g: &OptGroup) {
    let present = cx.present(p, &g.anchor);
    let elements = if present != g.inverted {
        g.then_elements
    } else {
        g.else_elements
    };
    for e in elements {
        if let (Some(unit), Elem::Attr { var, .. }) = (&g.elided_unit, e) {
            if unit.name == var.name {
                continue;
            }
        }
        print_elem(p, cx, e);
    }
}

fn print_clause(p: &mut OpAsmPrinter<'_, '_>, cx: &PrintCx<'_>, c: &OIClause) {
    if !c.present.iter().any(|a| cx.present(p, a)) {
        return;
    }
    space(p, c.space);
    p.print(c.keyword);
    if c.unit.is_none() {
        for e in c.elements {
            print_elem(p, cx, e);
        }
    }
}

fn print_operand_group(p: &mut OpAsmPrinter<'_, '_>, cx: &PrintCx<'_>, group: usize) {
    let Some(def) = cx.schema.operands.get(group) else {
        return;
    };
    if let Arity::VariadicOfVariadic(_) = def.arity {
        let groups = access::operand_group_split(p.ctx(), p.arena(), cx.op, cx.schema, group);
        for (i, g) in groups.iter().enumerate() {
            if i > 0 {
                p.print(", ");
            }
            p.print("(");
            p.print_operands(g);
            p.print(")");
        }
        return;
    }
    let values = cx.operand_values(p, group);
    p.print_operands(&values);
}

fn print_regions(p: &mut OpAsmPrinter<'_, '_>, cx: &PrintCx<'_>, regions: &[RegionId]) {
    for (i, &r) in regions.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        let terminators = match cx.format.implicit_terminator {
            None => true,
            Some(_) => {
                let arena = p.arena();
                match arena.region_blocks(r).first().and_then(|&b| arena.last_op(b)) {
                    None => true,
                    Some(t) => {
                        let has_attrs = arena
                            .attrs(t)
                            .is_some_and(|d| !p.ctx().dictionary_entries(d).is_empty())
                            || arena
                                .properties(t)
                                .is_some_and(|d| !p.ctx().dictionary_entries(d).is_empty());
                        has_attrs || arena.num_operands(t) != 0 || arena.num_results(t) != 0
                    }
                }
            }
        };
        p.print_region(r, true, terminators);
    }
}

/// Prints an attribute variable in its form (nothing when absent).
pub(super) fn print_attr_var(p: &mut OpAsmPrinter<'_, '_>, cx: &PrintCx<'_>, var: &AttrVar) {
    let Some(attr) = cx.attr(p, var.name) else {
        return;
    };
    print_attr_form(p, attr, &var.form);
}

/// Prints `attr` in `form`.
pub fn print_attr_form(p: &mut OpAsmPrinter<'_, '_>, attr: Attr, form: &AttrForm) {
    match *form {
        AttrForm::Any | AttrForm::Full(_) => p.print_attribute(attr),
        AttrForm::CustomProperty(custom) => {
            // A value the hooks cannot convert prints as its attribute.
            if custom.print.is_none_or(|print| print(p, attr).is_err()) {
                p.print_attribute(attr);
            }
        }
        AttrForm::WithoutType(_) => p.print_attribute_without_type(attr),
        AttrForm::Stripped { dialect, mnemonic, .. } => {
            let stripped = match p.ctx().attr_kind(attr) {
                AttrKind::Opaque { dialect: d, data }
                    if d == dialect && p.ctx().dialect_attr_alias(d, data).is_none() =>
                {
                    // `mnemonic<body>`, or `mnemonic body` for an attribute
                    // whose format starts with a parameter (`#index<cmp_predicate
                    // slt>`): its printer emits the space (` slt`).
                    data.strip_prefix(mnemonic)
                        .filter(|rest| rest.starts_with('<') || rest.starts_with(' '))
                        .map(str::to_string)
                }
                // Nested symbols are written in full here (no aliases).
                AttrKind::Dialect(d) if d.dialect() == dialect && d.mnemonic() == mnemonic => {
                    let data = crate::ods::attr_defs::data_string(p.ctx(), d);
                    data.strip_prefix(mnemonic).map(str::to_string)
                }
                _ => None,
            };
            match stripped {
                Some(s) => p.print(&s),
                None => p.print_attribute(attr),
            }
        }
        AttrForm::DenseArray(_) => match dense_array_body(p.ctx(), attr) {
            Some(s) => p.print(&s),
            None => p.print_attribute(attr),
        },
        AttrForm::SymbolName => {
            let name = p.ctx().string_value(attr).to_vec();
            p.print_symbol_name(&name);
        }
        AttrForm::Enum { cases, .. } | AttrForm::EnumProperty { cases, .. } => {
            let v = crate::ods::pred::int_value(p.ctx(), attr);
            match v.and_then(|v| cases.iter().find(|c| c.0 == v)) {
                Some((_, s)) if crate::text::asm_printer::is_bare_identifier(s.as_bytes()) => p.print(s),
                Some((_, s)) => p.print_string(s.as_bytes()),
                None => p.print_attribute(attr),
            }
        }
        AttrForm::IntProperty(_) => match crate::ods::pred::int_value(p.ctx(), attr) {
            Some(v) => p.print(&v.to_string()),
            None => p.print_attribute(attr),
        },
        AttrForm::PropertyArray(elem) => print_prop_array(p, attr, elem),
        AttrForm::Property(elem) => print_prop_elem(p, attr, elem),
    }
}

/// An `ArrayProp`'s value: `[e, ...]`, each element as its property prints
/// it (anything else in full).
fn print_prop_array(p: &mut OpAsmPrinter<'_, '_>, attr: Attr, elem: PropElem) {
    let AttrKind::Array(elems) = p.ctx().attr_kind(attr).clone() else {
        p.print_attribute(attr);
        return;
    };
    p.print("[");
    for (i, e) in elems.into_iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        print_prop_elem(p, e, elem);
    }
    p.print("]");
}

/// A property's value as its printer prints it (anything else in full).
fn print_prop_elem(p: &mut OpAsmPrinter<'_, '_>, e: Attr, elem: PropElem) {
    match (elem, p.ctx().attr_kind(e).clone()) {
        (PropElem::Int(_), AttrKind::Integer { .. }) => match crate::ods::pred::int_value(p.ctx(), e) {
            Some(v) => p.print(&v.to_string()),
            None => p.print_attribute(e),
        },
        // An unsigned C++ integer: the attribute's bits, zero-extended.
        (PropElem::UInt(_), AttrKind::Integer { value, .. }) => match value.to_u128() {
            Some(v) => p.print(&v.to_string()),
            None => p.print_attribute(e),
        },
        (PropElem::Bool, AttrKind::Bool(b)) => p.print(if b { "true" } else { "false" }),
        (PropElem::String, AttrKind::String { value, .. }) => p.print_string(&value),
        (PropElem::Unit, AttrKind::Unit) => p.print("unit"),
        (PropElem::Unit, AttrKind::Bool(b)) => p.print(if b { "unit" } else { "unit_absent" }),
        (PropElem::Array(inner), AttrKind::Array(_)) => print_prop_array(p, e, *inner),
        (PropElem::Dense(_), AttrKind::DenseArray { .. }) => print_attr_form(p, e, &AttrForm::DenseArray("")),
        (PropElem::Enum { cases, width, summary }, _) => {
            print_attr_form(p, e, &AttrForm::EnumProperty { cases, width, summary })
        }
        (PropElem::Optional { elem, long, .. }, AttrKind::Array(v)) if v.len() <= 1 => match v.first() {
            None => p.print("none"),
            Some(&v) if long => {
                p.print("some<");
                print_prop_elem(p, v, *elem);
                p.print(">");
            }
            Some(&v) => print_prop_elem(p, v, *elem),
        },
        _ => p.print_attribute(e),
    }
}

/// `[1, 2]`: a dense array's elements (`DenseArrayAttr::print`).
fn dense_array_body(ctx: &crate::Context, attr: Attr) -> Option<String> {
    if !matches!(ctx.attr_kind(attr), AttrKind::DenseArray { .. }) {
        return None;
    }
    let text = crate::text::printer::attr_to_string(ctx, attr);
    let inner = text.strip_prefix("array<")?.strip_suffix('>')?;
    Some(match inner.split_once(": ") {
        Some((_, elems)) => format!("[{elems}]"),
        None => "[]".to_string(),
    })
}

fn print_type_elem(p: &mut OpAsmPrinter<'_, '_>, cx: &PrintCx<'_>, ty: &TypeElem) {
    let arity = match ty.arg {
        TypeArg::Operand(g) => cx.schema.operands.get(g as usize).map(|d| d.arity),
        TypeArg::Result(g) => cx.schema.results.get(g as usize).map(|d| d.arity),
        _ => None,
    };
    match (arity, ty.arg) {
        (Some(Arity::VariadicOfVariadic(_)), TypeArg::Operand(g)) => {
            let groups = access::operand_group_split(p.ctx(), p.arena(), cx.op, cx.schema, g as usize);
            for (i, grp) in groups.iter().enumerate() {
                if i > 0 {
                    p.print(", ");
                }
                let types: Vec<Type> = grp.iter().map(|&v| p.arena().value_type(v)).collect();
                p.print("(");
                p.print_type_list(&types);
                p.print(")");
            }
        }
        (Some(Arity::Single), _) => {
            let types = cx.types_of(p, ty.arg);
            let Some(&t) = types.first() else { return };
            if !ty.qualified {
                if let Some((dialect, mnemonic)) = ty.stripped {
                    let (d, text) = match p.ctx().type_kind(t) {
                        TypeKind::Opaque { dialect: d, data } => (d.as_str(), p.ctx().dialect_type_text(d, data)),
                        TypeKind::Dialect(def) => (
                            def.dialect(),
                            std::borrow::Cow::Owned(crate::ods::attr_defs::data_string(p.ctx(), def)),
                        ),
                        _ => ("", std::borrow::Cow::Borrowed("")),
                    };
                    if d == dialect {
                        if let Some(rest) = text.strip_prefix(mnemonic).filter(|r| r.starts_with('<')) {
                            let rest = rest.to_string();
                            p.print(&rest);
                            return;
                        }
                    }
                }
            }
            p.print_type(t);
        }
        _ => {
            let types = cx.types_of(p, ty.arg);
            p.print_type_list(&types);
        }
    }
}

fn print_attr_dict(p: &mut OpAsmPrinter<'_, '_>, cx: &PrintCx<'_>, keyword: bool) {
    let f = cx.format;
    let entries: SmallVec<[(Attr, Attr); 8]> = {
        let (ctx, arena) = (p.ctx(), p.arena());
        if f.prop_dict {
            arena
                .attrs(cx.op)
                .map(|d| ctx.dictionary_entries(d).iter().copied().collect())
                .unwrap_or_default()
        } else {
            crate::text::printer::visible_attrs(ctx, arena, cx.op)
                .into_iter()
                .collect()
        }
    };
    if entries.is_empty() {
        return;
    }
    let mut elided: SmallVec<[&str; 8]> = f.elided.iter().copied().collect();
    if !f.prop_dict {
        for (name, default) in f.defaults {
            if let Some(a) = cx.attr(p, name) {
                if is_default(p.ctx(), a, default) {
                    elided.push(name);
                }
            }
        }
    }
    if keyword {
        p.print_optional_attr_dict_with_keyword(&entries, &elided);
    } else {
        p.print_optional_attr_dict(&entries, &elided);
    }
}

fn print_prop_dict(p: &mut OpAsmPrinter<'_, '_>, cx: &PrintCx<'_>) {
    p.print(" ");
    let entries: Vec<(Attr, Attr)> = {
        let (ctx, arena) = (p.ctx(), p.arena());
        arena
            .properties(cx.op)
            .map(|d| ctx.dictionary_entries(d).to_vec())
            .unwrap_or_default()
    };
    let kept: Vec<(Attr, Attr)> = entries
        .into_iter()
        .filter(|&(k, v)| {
            let n = p.ctx().string_value(k);
            !cx.format.elided_props.iter().any(|e| e.as_bytes() == n) && !holds_default(p.ctx(), cx.schema, n, v)
        })
        .collect();
    if !kept.is_empty() {
        p.print("<{");
        print_named_list(p, &kept);
        p.print("}>");
    }
}

/// Whether native property `name` holds its default value, which
/// `prop-dict` elides as upstream's `printProperties` does: a
/// `DefaultValuedProp`'s default, an unset `OptionalProp` (`[]`).
fn holds_default(ctx: &crate::Context, schema: &OpSchema, name: &[u8], value: Attr) -> bool {
    let Some(def) = schema.attrs.iter().find(|a| a.property && a.name.as_bytes() == name) else {
        return false;
    };
    match def.presence {
        Presence::Optional => crate::ods::values::optional_prop_parts(ctx, value) == Some(None),
        Presence::Default(text) => is_default(ctx, value, text),
        Presence::Required => false,
    }
}

fn print_named_list(p: &mut OpAsmPrinter<'_, '_>, entries: &[(Attr, Attr)]) {
    for (i, &(k, v)) in entries.iter().enumerate() {
        if i > 0 {
            p.print(", ");
        }
        let name = p.ctx().string_value(k).to_vec();
        p.print_keyword_or_string(&name);
        if !matches!(p.ctx().attr_kind(v), AttrKind::Unit) {
            p.print(" = ");
            p.print_attribute(v);
        }
    }
}
