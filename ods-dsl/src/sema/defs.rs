//! Enums and type/attribute definitions.

use super::{single, Sema};
use crate::ast;
use crate::diag::Diagnostic;
use crate::model::{AttrConstraint, AttrPred, AttrValue, DefParam, EnumCase, EnumDef, ParamKind, Sign, TypeAttrDef};
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

impl Sema<'_> {
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
            span: e.span,
        })
    }

    pub(super) fn def(&mut self, def: &ast::Def, d: &mut Vec<Diagnostic>) -> Option<TypeAttrDef> {
        let what = if def.is_attr { "attribute" } else { "type" };
        let names = self.split_dialect_name(&def.full_name, what, d);
        let summary = single(&def.summary, "summary", d).map(|s| s.value.clone());
        let description = single(&def.description, "description", d).map(|s| s.value.clone());
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
            params.push(DefParam {
                name: p.name.name.clone(),
                kind: *kind,
                list: p.list,
                doc: p.doc.as_ref().map(|s| s.value.clone()).unwrap_or_default(),
            });
        }
        let (dialect, mnemonic) = names?;
        Some(TypeAttrDef {
            is_attr: def.is_attr,
            name: def.name.name.clone(),
            dialect,
            mnemonic,
            summary: summary.unwrap_or_default(),
            description: description.unwrap_or_default(),
            params,
            span: def.span,
        })
    }
}
