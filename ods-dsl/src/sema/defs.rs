//! Enums and type/attribute definitions.

use super::{single, Sema};
use crate::ast;
use crate::diag::Diagnostic;
use crate::model::{
    AttrAsm, AttrConstraint, AttrPred, AttrValue, BytecodeEnc, BytecodeField, DefBytecode, DefFormat, DefParam,
    DefPresence, EnumAttrDef, EnumCase, EnumDef, Module, ParamKind, Sign, TypeAttrDef,
};
use std::collections::HashMap;

/// The attribute constraint an enum stands for (`I32EnumAttr` / `I32BitEnumAttr`).
pub(super) fn enum_constraint(e: &EnumDef) -> AttrConstraint {
    let int = AttrPred::Integer {
        width: Some(e.width),
        sign: Some(Sign::Signless),
    };
    let check = if e.bits {
        AttrPred::BitsIn(e.cases.iter().fold(0i64, |m, c| m | c.value))
    } else {
        AttrPred::IntIn(e.cases.iter().map(|c| c.value).collect())
    };
    let pred = AttrPred::And(vec![int, check]);
    AttrConstraint {
        name: Some(e.name.clone()),
        summary: e.summary.clone(),
        storage: Some(pred.clone()),
        pred,
        value: AttrValue::Enum(e.name.clone()),
        const_builder: Some(format!("$0 : i{}", e.width)),
        asm: crate::model::AttrAsm::Enum,
    }
}

/// The attribute constraint an enum attribute stands for: a `#d<m Case>`
/// attribute whose typed value is the enum.
pub(super) fn enum_attr_constraint(e: &EnumAttrDef) -> AttrConstraint {
    let pred = AttrPred::DialectAttr {
        dialect: e.dialect.clone(),
        mnemonic: e.mnemonic.clone(),
    };
    AttrConstraint {
        name: Some(e.name.clone()),
        summary: e.summary.clone(),
        storage: Some(pred.clone()),
        pred,
        value: AttrValue::EnumAttr {
            enum_name: e.enum_name.clone(),
            attr_name: e.name.clone(),
        },
        const_builder: Some(if e.angle {
            format!("#{}.{}<$0>", e.dialect, e.mnemonic)
        } else {
            format!("#{}<{} $0>", e.dialect, e.mnemonic)
        }),
        asm: AttrAsm::Stripped(Some(format!(
            "{}::parse_stripped",
            crate::model::rust_type_name(&e.name)
        ))),
    }
}

/// Within a dialect, every attribute mnemonic names one enum attribute or
/// attribute definition, and every type mnemonic one type definition.
pub(super) fn check_attr_mnemonics(module: &Module, d: &mut Vec<Diagnostic>) {
    let enums = module
        .enum_attrs
        .iter()
        .map(|e| (e.dialect.as_str(), e.mnemonic.as_str(), e.span));
    let defs = |attrs: bool| {
        module
            .defs
            .iter()
            .filter(move |x| x.is_attr == attrs)
            .map(|x| (x.dialect.as_str(), x.mnemonic.as_str(), x.span))
    };
    check_unique(enums.chain(defs(true)), "attribute", d);
    // A dialect with its own type parser tells types of one mnemonic apart.
    let own_parser = |dialect: &str| {
        module
            .dialects
            .iter()
            .any(|dl| dl.name == dialect && dl.type_parser.is_some())
    };
    check_unique(defs(false).filter(|(dialect, _, _)| !own_parser(dialect)), "type", d);
    check_bytecode_codes(module, d);
}

/// Within a dialect, the declared bytecode codes of its types (and of its
/// attributes) are distinct.
fn check_bytecode_codes(module: &Module, d: &mut Vec<Diagnostic>) {
    for attrs in [false, true] {
        let mut seen: HashMap<(&str, u64), crate::model::Span> = HashMap::new();
        for def in module.defs.iter().filter(|x| x.is_attr == attrs) {
            for b in &def.bytecode {
                if let Some(first) = seen.insert((def.dialect.as_str(), b.code), b.code_span) {
                    d.push(
                        Diagnostic::error(
                            b.code_span,
                            format!("duplicate bytecode code {} in dialect '{}'", b.code, def.dialect),
                        )
                        .with_secondary(first, "first used here"),
                    );
                }
            }
        }
    }
}

/// A declared bytecode encoding of a definition with `params`: every
/// parameter written once (an optional one only under `when present($p)`,
/// left out only under `when absent($p)`), each in an encoding of its kind.
fn def_bytecode(b: &ast::DefBytecode, params: &[DefParam], d: &mut Vec<Diagnostic>) -> Option<DefBytecode> {
    let index = |id: &ast::Ident, d: &mut Vec<Diagnostic>| {
        let i = params.iter().position(|p| p.name == id.name);
        if i.is_none() {
            d.push(Diagnostic::error(id.span, format!("no parameter named '{}'", id.name)));
        }
        i
    };
    let code = match u64::try_from(b.code.0) {
        Ok(c) => c,
        Err(_) => {
            d.push(Diagnostic::error(b.code.1, "a bytecode code is a non-negative integer"));
            return None;
        }
    };
    let when = match &b.when {
        Some((present, id)) => {
            let i = index(id, d)?;
            if params.get(i).is_some_and(|p| p.presence != DefPresence::Optional) {
                d.push(
                    Diagnostic::error(id.span, format!("parameter '{}' is not optional", id.name))
                        .label("only an optional parameter can be present or absent"),
                );
            }
            Some((i, *present))
        }
        None => None,
    };
    let mut fields: Vec<BytecodeField> = Vec::new();
    // Parameters named by a field, valid or not (no second error for them).
    let mut named: Vec<usize> = Vec::new();
    let mut ok = true;
    for (enc, elem, param) in &b.fields {
        let Some(i) = index(param, d) else {
            ok = false;
            continue;
        };
        let p = &params[i];
        if named.contains(&i) {
            d.push(Diagnostic::error(
                param.span,
                format!("parameter '{}' is written twice", p.name),
            ));
            ok = false;
            continue;
        }
        named.push(i);
        let (name, list) = match (enc.name.as_str(), elem) {
            ("List", Some(e)) => (e, true),
            (_, Some(_)) => {
                d.push(
                    Diagnostic::error(enc.span, format!("unknown bytecode encoding '{}<...>'", enc.name))
                        .label("only `List<E>` takes an element encoding"),
                );
                ok = false;
                continue;
            }
            (_, None) => (enc, false),
        };
        let Some(&(_, e)) = BytecodeEnc::ALL.iter().find(|(n, _)| *n == name.name) else {
            let names: Vec<&str> = BytecodeEnc::ALL.iter().map(|(n, _)| *n).collect();
            d.push(
                Diagnostic::error(name.span, format!("unknown bytecode encoding '{}'", name.name))
                    .with_note(format!("encodings: {}, and List<E> of them", names.join(", "))),
            );
            ok = false;
            continue;
        };
        if list != p.list || !e.accepts(p.kind) {
            let shown = if list {
                format!("List<{}>", name.name)
            } else {
                name.name.clone()
            };
            let ty = if p.list {
                format!("[{}]", p.kind.keyword())
            } else {
                p.kind.keyword().to_string()
            };
            d.push(
                Diagnostic::error(
                    enc.span,
                    format!("'{shown}' cannot encode parameter '{}' of type '{ty}'", p.name),
                )
                .label("not an encoding of this parameter's type"),
            );
            ok = false;
            continue;
        }
        if p.presence == DefPresence::Optional && when != Some((i, true)) {
            d.push(
                Diagnostic::error(
                    param.span,
                    format!("optional parameter '{}' is written without a condition", p.name),
                )
                .with_note(format!("write it under `when present(${})`", p.name)),
            );
            ok = false;
        }
        fields.push(BytecodeField { param: i, enc: e, list });
    }
    for (i, p) in params.iter().enumerate() {
        let absent_ok = p.presence == DefPresence::Optional && when == Some((i, false));
        if !absent_ok && !named.contains(&i) {
            d.push(
                Diagnostic::error(
                    b.span,
                    format!("bytecode encoding does not write parameter '{}'", p.name),
                )
                .label("every parameter is written (an optional one may be left out under `when absent($p)`)"),
            );
            ok = false;
        }
    }
    ok.then_some(DefBytecode {
        code,
        code_span: b.code.1,
        when,
        fields,
    })
}

/// Reports each `(dialect, mnemonic)` seen before.
fn check_unique<'m>(
    items: impl Iterator<Item = (&'m str, &'m str, crate::model::Span)>,
    what: &str,
    d: &mut Vec<Diagnostic>,
) {
    let mut seen: HashMap<(&str, &str), crate::model::Span> = HashMap::new();
    for (dialect, mnemonic, span) in items {
        if let Some(first) = seen.get(&(dialect, mnemonic)) {
            d.push(
                Diagnostic::error(
                    span,
                    format!("duplicate {what} mnemonic '{mnemonic}' in dialect '{dialect}'"),
                )
                .with_secondary(*first, "first used here"),
            );
        } else {
            seen.insert((dialect, mnemonic), span);
        }
    }
}

/// The assembly format of an enum attribute: MLIR's default `$value`
/// (`false`) or `` `<` $value `>` `` (`true`); spaces do not matter.
fn enum_attr_format(s: &ast::Str, d: &mut Vec<Diagnostic>) -> Option<bool> {
    let compact: String = s.value.chars().filter(|c| !c.is_whitespace()).collect();
    match compact.as_str() {
        "$value" => Some(false),
        "`<`$value`>`" => Some(true),
        _ => {
            d.push(
                Diagnostic::error(s.span, format!("unsupported enum attribute format '{}'", s.value))
                    .label("not a supported format")
                    .with_note("supported formats: \"$value\" and \"`<` $value `>`\""),
            );
            None
        }
    }
}

/// A declared parameter C++ type name (`cpp_type "int"`): written in
/// MLIR's messages as it is, so it must be a nonempty name made of
/// identifiers, `::`, template brackets, `,`, `*`, `&` and single spaces.
fn check_cpp_type_name(name: &str) -> Result<(), String> {
    if name.trim().is_empty() {
        return Err("the C++ type name is empty".into());
    }
    if name.trim() != name || name.contains("  ") {
        return Err(format!(
            "the C++ type name '{name}' has leading, trailing or doubled spaces"
        ));
    }
    match name
        .chars()
        .find(|&c| !(c.is_ascii_alphanumeric() || "_:<>,*& ".contains(c)))
    {
        Some(c) => Err(format!("'{}' cannot appear in a C++ type name", c.escape_default())),
        None => Ok(()),
    }
}

/// A default value's text as a value of `kind` (what `DefaultValued<T,
/// "v">` may give: integers, `true`/`false`, floats and strings).
fn check_default(kind: ParamKind, list: bool, value: &str) -> Result<(), String> {
    let ok = match kind {
        _ if list => false,
        ParamKind::I64 => value.trim().parse::<i64>().is_ok(),
        ParamKind::I32 => value.trim().parse::<i32>().is_ok(),
        ParamKind::U64 => value.trim().parse::<u64>().is_ok(),
        ParamKind::U32 => value.trim().parse::<u32>().is_ok(),
        ParamKind::Bool => matches!(value.trim(), "true" | "false"),
        ParamKind::F64 => value.trim().parse::<f64>().is_ok(),
        ParamKind::String => true,
        ParamKind::Type | ParamKind::Attr | ParamKind::TypeOrAttr | ParamKind::DenseI64Array => {
            return Err(format!(
                "a '{}' parameter cannot have a default value; declare it `Optional<{}>`",
                kind.keyword(),
                kind.keyword()
            ))
        }
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "'{value}' is not a value of the parameter's type '{}'",
            kind.keyword()
        ))
    }
}

impl Sema<'_> {
    /// An `enum_attr` item: its enum must be a declared enum; its format is
    /// MLIR's default `$value` or `` `<` $value `>` ``.
    pub(super) fn enum_attr(&mut self, e: &ast::EnumAttr, d: &mut Vec<Diagnostic>) -> Option<EnumAttrDef> {
        let names = self.split_dialect_name(&e.full_name, "attribute", d);
        let en = e.enum_name.name.as_str();
        let Some(def) = self.enums.get(en) else {
            let what = if self.attr_decls.contains_key(en) || self.type_decls.contains_key(en) {
                format!("'{en}' is not an enum")
            } else {
                format!("unknown enum '{en}'")
            };
            d.push(Diagnostic::error(e.enum_name.span, what).label("expected an `enum` declared in the inputs"));
            return None;
        };
        let angle = match single(&e.format, "format", d) {
            None => false,
            Some(f) => enum_attr_format(f, d)?,
        };
        let (dialect, mnemonic) = names?;
        let cpp_type = match single(&e.cpp_type, "cpp_type", d) {
            Some(t) => t.value.clone(),
            None => {
                let cpp_name = crate::model::rust_type_name(en);
                match self.dialects.get(&dialect).and_then(|dl| dl.cpp_namespace.as_deref()) {
                    Some(ns) => format!("{ns}::{cpp_name}"),
                    None => cpp_name,
                }
            }
        };
        Some(EnumAttrDef {
            name: e.name.name.clone(),
            dialect,
            mnemonic,
            enum_name: en.to_string(),
            cpp_type,
            angle,
            summary: def.summary.clone(),
            span: e.span,
        })
    }

    /// The case a default value of an enum attribute names: `Case` or
    /// `Enum::Case` (C++ spelling, e.g. `tpu::RoundMode::HalfUp`).
    pub(super) fn enum_default(&self, enum_name: &str, value: &str) -> Result<String, Vec<String>> {
        let case = value.rsplit("::").next().unwrap_or(value).trim();
        let cases: Vec<String> = self
            .enums
            .get(enum_name)
            .map(|e| e.cases.iter().map(|c| c.spelling.clone()).collect())
            .unwrap_or_default();
        if cases.iter().any(|c| c == case) {
            Ok(case.to_string())
        } else {
            Err(cases)
        }
    }

    pub(super) fn enum_def(&mut self, e: &ast::Enum, d: &mut Vec<Diagnostic>) -> Option<EnumDef> {
        let width = match e.underlying.name.as_str() {
            "i32" | "I32" => 32,
            "i64" | "I64" => 64,
            other => {
                d.push(
                    Diagnostic::error(
                        e.underlying.span,
                        format!("enum underlying type must be i32 or i64, not '{other}'"),
                    )
                    .label("unsupported underlying type"),
                );
                return None;
            }
        };
        let mut cases: Vec<EnumCase> = Vec::new();
        let mut by_name: HashMap<&str, &ast::Case> = HashMap::new();
        let mut by_value: HashMap<i64, &ast::Case> = HashMap::new();
        let mut ok = true;
        for c in &e.cases {
            if let Some(first) = by_name.get(c.name.name.as_str()) {
                d.push(
                    Diagnostic::error(c.name.span, format!("duplicate enum case '{}'", c.name.name))
                        .with_secondary(first.name.span, "first defined here"),
                );
                ok = false;
                continue;
            }
            by_name.insert(&c.name.name, c);
            if width == 32 && (c.value < i32::MIN as i64 || c.value > u32::MAX as i64) {
                d.push(Diagnostic::error(
                    c.value_span,
                    format!("value {} does not fit in 32 bits", c.value),
                ));
                ok = false;
            }
            if e.bits && c.value != 0 && (c.value < 0 || c.value & (c.value - 1) != 0) {
                // Multi-bit cases are allowed when they are unions of declared single bits.
                let known = by_value.keys().fold(0i64, |m, v| m | v);
                if c.value < 0 || c.value & !known != 0 {
                    d.push(
                        Diagnostic::error(
                            c.value_span,
                            format!("bit enum case value {} is not a single bit", c.value),
                        )
                        .with_note("a multi-bit case must combine bits of earlier cases"),
                    );
                    ok = false;
                }
            }
            if let Some(first) = by_value.get(&c.value) {
                d.push(
                    Diagnostic::error(c.value_span, format!("duplicate enum value {}", c.value))
                        .with_secondary(first.value_span, "first used here"),
                );
                ok = false;
            }
            by_value.insert(c.value, c);
            cases.push(EnumCase {
                symbol: c.name.name.clone(),
                value: c.value,
                spelling: c
                    .spelling
                    .as_ref()
                    .map_or_else(|| c.name.name.clone(), |s| s.value.clone()),
            });
        }
        if cases.is_empty() {
            d.push(Diagnostic::error(
                e.name.span,
                format!("enum '{}' has no cases", e.name.name),
            ));
            ok = false;
        }
        let separator = single(&e.separator, "separator", d).map(|s| (s.value.clone(), s.span));
        let primary_groups = match e.primary_groups.as_slice() {
            [] => None,
            [first, rest @ ..] => {
                for span in rest {
                    d.push(
                        Diagnostic::error(*span, "duplicate 'primary_groups'")
                            .with_secondary(*first, "first given here"),
                    );
                }
                Some(*first)
            }
        };
        if !e.bits {
            let only_bits = |span| {
                Diagnostic::error(span, "only bit enums take this option")
                    .label("not a bit enum")
                    .with_note("declare the enum with `bit_enum`")
            };
            if let Some((_, span)) = &separator {
                d.push(only_bits(*span));
                ok = false;
            }
            if let Some(span) = primary_groups {
                d.push(only_bits(span));
                ok = false;
            }
        }
        if let Some((sep, span)) = &separator {
            if sep.trim() != "|" && sep.trim() != "," {
                d.push(
                    Diagnostic::error(*span, format!("unsupported bit enum separator '{sep}'"))
                        .label("not a supported separator")
                        .with_note("the parser reads cases separated by `|` or `,` (with optional spaces)"),
                );
                ok = false;
            }
        }
        let summary = e.summary.as_ref().map(|s| s.value.clone()).unwrap_or_else(|| {
            let values: Vec<String> = cases.iter().map(|c| c.value.to_string()).collect();
            format!("allowed {width}-bit signless integer cases: {}", values.join(", "))
        });
        ok.then(|| EnumDef {
            name: e.name.name.clone(),
            bits: e.bits,
            width,
            summary,
            cases,
            separator: separator.map_or_else(|| "|".to_string(), |(s, _)| s),
            primary_groups: primary_groups.is_some(),
            span: e.span,
        })
    }

    pub(super) fn def(&mut self, def: &ast::Def, d: &mut Vec<Diagnostic>) -> Option<TypeAttrDef> {
        let what = if def.is_attr { "attribute" } else { "type" };
        let names = self.split_dialect_name(&def.full_name, what, d);
        let summary = single(&def.summary, "summary", d).map(|s| s.value.clone());
        let description = single(&def.description, "description", d).map(|s| s.value.clone());
        let format_text = single(&def.format, "format", d).cloned();
        if let [first, rest @ ..] = def.verifier.as_slice() {
            for span in rest {
                d.push(Diagnostic::error(*span, "duplicate 'verifier'").with_secondary(*first, "first given here"));
            }
        }
        let mut params: Vec<DefParam> = Vec::new();
        let mut seen: HashMap<String, ast::Ident> = HashMap::new();
        if def.params.len() > 1 {
            d.push(Diagnostic::error(def.span, "duplicate 'parameters' section"));
        }
        for p in def.params.iter().flatten() {
            if let Some(first) = seen.get(&p.name.name) {
                d.push(
                    Diagnostic::error(p.name.span, format!("duplicate parameter '{}'", p.name.name))
                        .with_secondary(first.span, "first defined here"),
                );
                continue;
            }
            seen.insert(p.name.name.clone(), p.name.clone());
            let Some(kind) = ParamKind::ALL.iter().find(|k| k.keyword() == p.ty.name) else {
                let kinds: Vec<&str> = ParamKind::ALL.iter().map(|k| k.keyword()).collect();
                d.push(
                    Diagnostic::error(p.ty.span, format!("unknown parameter type '{}'", p.ty.name))
                        .with_note(format!("parameter types: {}", kinds.join(", "))),
                );
                continue;
            };
            if p.list && *kind == ParamKind::DenseI64Array {
                d.push(
                    Diagnostic::error(p.ty.span, "a list of 'DenseI64ArrayAttr' is not supported")
                        .label("use `DenseI64ArrayAttr` or `[i64]`"),
                );
                continue;
            }
            let presence = match &p.presence {
                ast::ParamPresence::Required => DefPresence::Required,
                ast::ParamPresence::Optional(_) => DefPresence::Optional,
                ast::ParamPresence::Default(v) => {
                    match check_default(*kind, p.list, &v.value) {
                        Ok(()) => DefPresence::Default(v.value.clone()),
                        // Kept (as optional) so that the format's references
                        // to it do not report more errors.
                        Err(m) => {
                            d.push(Diagnostic::error(v.span, m).label("not a valid default value"));
                            DefPresence::Optional
                        }
                    }
                }
            };
            let declared_cpp_type = p.cpp_type.as_ref().and_then(|c| match check_cpp_type_name(&c.value) {
                Ok(()) => Some(c.value.clone()),
                Err(m) => {
                    d.push(Diagnostic::error(c.span, m).label("not a C++ type name"));
                    None
                }
            });
            params.push(DefParam {
                name: p.name.name.clone(),
                kind: *kind,
                list: p.list,
                presence,
                declared_cpp_type,
                doc: p.doc.as_ref().map(|s| s.value.clone()).unwrap_or_default(),
            });
        }
        let format = match format_text {
            None => DefFormat::default_for(&params),
            Some(f) => match crate::format::compile_def(&f.value, &def.name.name, &params) {
                Ok(format) => format,
                Err(e) => {
                    let src = self.sources.text(f.span.file);
                    let raw = src.get(f.span.start as usize..f.span.end as usize).unwrap_or("");
                    let origin = crate::format::TextOrigin::ods_string(f.span.file, f.span.start as usize, raw);
                    d.push(crate::format::diagnostic(&e, &f.value, &origin, def.name.span));
                    return None;
                }
            },
        };
        let bytecode: Vec<DefBytecode> = def
            .bytecode
            .iter()
            .filter_map(|b| def_bytecode(b, &params, d))
            .collect();
        let (interfaces, provided_interfaces) = self.def_interfaces(def, d);
        let registered_interfaces = interfaces
            .iter()
            .filter_map(|i| self.registered_interface_path(i))
            .collect();
        let (dialect, mnemonic) = names?;
        Some(TypeAttrDef {
            is_attr: def.is_attr,
            name: def.name.name.clone(),
            dialect,
            mnemonic,
            summary: summary.unwrap_or_default(),
            description: description.unwrap_or_default(),
            params,
            format,
            verifier: !def.verifier.is_empty(),
            bytecode,
            interfaces,
            registered_interfaces,
            provided_interfaces,
            span: def.span,
        })
    }
}
