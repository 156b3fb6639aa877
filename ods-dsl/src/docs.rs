//! Markdown documentation, shaped like `mlir-tblgen -gen-dialect-doc` /
//! `-gen-op-doc`: per dialect, its ops (summary, syntax, description,
//! traits, interfaces, attributes, operands, results, regions,
//! successors), then attribute/type definitions and enums.

use crate::model::{Arity, InterfaceKind, Module, Op, Presence, Trait};
use std::fmt::Write;

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn op_doc(op: &Op, out: &mut String) {
    let _ = writeln!(out, "### `{}` ({}::{})\n", op.op_name, op.dialect, op.rust_name());
    if !op.summary.is_empty() {
        let _ = writeln!(out, "_{}_\n", capitalize(&op.summary));
    }
    if let Some(f) = &op.format {
        let _ = writeln!(
            out,
            "Syntax:\n\n```\noperation ::= `{}` {}\n```\n",
            op.op_name,
            f.trim()
        );
    }
    if !op.description.is_empty() {
        let _ = writeln!(out, "{}\n", op.description.trim());
    }
    let mut traits: Vec<String> = op
        .traits
        .iter()
        .filter(|t| **t != Trait::InferTypeOpInterface)
        .map(Trait::ods_name)
        .collect();
    traits.sort();
    if !traits.is_empty() {
        let list: Vec<String> = traits.iter().map(|t| format!("`{t}`")).collect();
        let _ = writeln!(out, "Traits: {}\n", list.join(", "));
    }
    let mut interfaces = op.interfaces.clone();
    if op.infers_types() && !interfaces.iter().any(|i| i == "InferTypeOpInterface") {
        interfaces.push("InferTypeOpInterface".into());
    }
    interfaces.sort();
    if !interfaces.is_empty() {
        let list: Vec<String> = interfaces.iter().map(|t| format!("`{t}`")).collect();
        let _ = writeln!(out, "Interfaces: {}\n", list.join(", "));
    }
    if !op.attributes.is_empty() {
        let _ = writeln!(
            out,
            "#### Attributes:\n\n<table>\n<tr><th>Attribute</th><th>Constraint</th><th>Description</th></tr>"
        );
        for a in &op.attributes {
            let kind = a.constraint.name.clone().unwrap_or_else(|| "Attribute".into());
            let presence = match &a.presence {
                Presence::Required => String::new(),
                Presence::Optional => " (optional)".into(),
                Presence::Default(v) | Presence::DefaultOptional(v) => format!(" (default: `{v}`)"),
            };
            let _ = writeln!(
                out,
                "<tr><td><code>{}</code></td><td>{}</td><td>{}{}</td></tr>",
                a.name,
                html(&kind),
                html(&a.constraint.summary),
                presence
            );
        }
        let _ = writeln!(out, "</table>\n");
    }
    if !op.properties.is_empty() {
        let _ = writeln!(
            out,
            "#### Properties:\n\n| Property | Description |\n| :------: | ----------- |"
        );
        for p in &op.properties {
            let summary = p.confined.as_ref().map_or(&p.constraint.summary, |c| &c.summary);
            let _ = writeln!(out, "| `{}` | {} |", p.name, summary);
        }
        let _ = writeln!(out);
    }
    let values = |title: &str, col: &str, vs: &[crate::model::Value], out: &mut String| {
        if vs.is_empty() {
            return;
        }
        let _ = writeln!(
            out,
            "#### {title}:\n\n| {col} | Description |\n| :{}: | ----------- |",
            "-".repeat(col.len() - 2)
        );
        for v in vs {
            let summary = match v.arity {
                Arity::Optional => v.constraint.summary.clone(),
                _ => v.message_summary(),
            };
            let _ = writeln!(out, "| `{}` | {} |", v.name, summary);
        }
        let _ = writeln!(out);
    };
    values("Operands", "Operand", &op.operands, out);
    values("Results", "Result", &op.results, out);
    if !op.regions.is_empty() {
        let _ = writeln!(out, "#### Regions:\n\n| Region | Constraint |\n| :----: | ---------- |");
        for r in &op.regions {
            let s = if r.variadic {
                format!("variadic {}", r.constraint.summary())
            } else {
                r.constraint.summary()
            };
            let _ = writeln!(out, "| `{}` | {} |", r.name, s);
        }
        let _ = writeln!(out);
    }
    if !op.successors.is_empty() {
        let _ = writeln!(
            out,
            "#### Successors:\n\n| Successor | Description |\n| :-------: | ----------- |"
        );
        for s in &op.successors {
            let d = if s.variadic { "any successors" } else { "any successor" };
            let _ = writeln!(out, "| `{}` | {} |", s.name, d);
        }
        let _ = writeln!(out);
    }
}

fn html(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Renders the Markdown reference of a module.
pub fn generate(module: &Module) -> String {
    let mut out = String::from("<!-- Autogenerated by rods-tblgen; don't manually edit -->\n\n");
    for d in &module.dialects {
        let _ = writeln!(out, "# '{}' Dialect\n", d.name);
        if !d.summary.is_empty() {
            let _ = writeln!(out, "_{}_\n", d.summary);
        }
        if !d.description.is_empty() {
            let _ = writeln!(out, "{}\n", d.description.trim());
        }
        if let Some(v) = d.version {
            let _ = writeln!(out, "Version: {v}\n");
        }
        if !d.dependent.is_empty() {
            let _ = writeln!(out, "Dependent dialects: {}\n", d.dependent.join(", "));
        }
        let ops: Vec<&Op> = module.ops.iter().filter(|o| o.dialect == d.name).collect();
        if !ops.is_empty() {
            let _ = writeln!(out, "## Operations\n");
            for op in ops {
                op_doc(op, &mut out);
            }
        }
        for (is_attr, title) in [(true, "Attributes"), (false, "Types")] {
            let defs: Vec<_> = module
                .defs
                .iter()
                .filter(|x| x.dialect == d.name && x.is_attr == is_attr)
                .collect();
            if defs.is_empty() {
                continue;
            }
            let _ = writeln!(out, "## {title}\n");
            for x in defs {
                let _ = writeln!(out, "### {}\n", x.name);
                if !x.summary.is_empty() {
                    let _ = writeln!(out, "_{}_\n", capitalize(&x.summary));
                }
                let sigil = if x.is_attr { "#" } else { "!" };
                let is_struct = x.format.is_struct_of_all(&x.params);
                let params: Vec<String> = x
                    .params
                    .iter()
                    .map(|p| {
                        if is_struct {
                            format!("{} = ...", p.name)
                        } else {
                            p.name.clone()
                        }
                    })
                    .collect();
                match x.format.declared.as_deref().filter(|_| !is_struct) {
                    Some(f) => {
                        let _ = writeln!(
                            out,
                            "Syntax: `{sigil}{}.{}` then `` {} ``\n",
                            x.dialect,
                            x.mnemonic,
                            f.trim()
                        );
                    }
                    // A definition without parameters is its mnemonic alone.
                    None if params.is_empty() => {
                        let _ = writeln!(out, "Syntax: `{sigil}{}.{}`\n", x.dialect, x.mnemonic);
                    }
                    None => {
                        let _ = writeln!(
                            out,
                            "Syntax: `{sigil}{}.{}<{}>`\n",
                            x.dialect,
                            x.mnemonic,
                            params.join(", ")
                        );
                    }
                }
                if !x.description.is_empty() {
                    let _ = writeln!(out, "{}\n", x.description.trim());
                }
                if !x.interfaces.is_empty() {
                    let list: Vec<String> = x.interfaces.iter().map(|t| format!("`{t}`")).collect();
                    let _ = writeln!(out, "Interfaces: {}\n", list.join(", "));
                }
                if !x.params.is_empty() {
                    let _ = writeln!(
                        out,
                        "#### Parameters:\n\n| Parameter | Type | Description |\n| :-------: | :--: | ----------- |"
                    );
                    for p in &x.params {
                        let t = if p.list {
                            format!("[{}]", p.kind.keyword())
                        } else {
                            p.kind.keyword().to_string()
                        };
                        let t = match &p.presence {
                            crate::model::DefPresence::Required => t,
                            crate::model::DefPresence::Optional => format!("Optional<{t}>"),
                            crate::model::DefPresence::Default(v) => format!("DefaultValued<{t}, \"{v}\">"),
                        };
                        let _ = writeln!(out, "| {} | `{}` | {} |", p.name, t, p.doc);
                    }
                    let _ = writeln!(out);
                }
            }
        }
    }
    for (kind, title, receiver) in [
        (InterfaceKind::Op, "Op interfaces", "self"),
        (InterfaceKind::Attr, "Attribute interfaces", "ctx, attr"),
        (InterfaceKind::Type, "Type interfaces", "ctx, ty"),
    ] {
        let own: Vec<_> = module
            .interfaces
            .iter()
            .filter(|i| i.home.is_none() && i.kind == kind)
            .collect();
        if own.is_empty() {
            continue;
        }
        let _ = writeln!(out, "## {title}\n");
        for i in own {
            let params = if i.generics.is_empty() {
                String::new()
            } else {
                format!("<{}>", i.generics.join(", "))
            };
            let _ = writeln!(out, "### {}{params}\n", i.name);
            if !i.summary.is_empty() {
                let _ = writeln!(out, "_{}_\n", capitalize(&i.summary));
            }
            if !i.description.is_empty() {
                let _ = writeln!(out, "{}\n", i.description.trim());
            }
            if i.methods.is_empty() {
                let _ = writeln!(out, "No methods (a marker).\n");
            } else {
                let _ = writeln!(
                    out,
                    "#### Methods:\n\n| Method | Signature | Description |\n| :----: | --------- | ----------- |"
                );
            }
            for m in &i.methods {
                let args: Vec<String> = std::iter::once(receiver.to_string())
                    .chain(m.args.iter().map(|(a, t)| format!("{a}: {t}")))
                    .collect();
                let ret = m.ret.as_deref().map(|r| format!(" -> {r}")).unwrap_or_default();
                let provided = if m.default.is_some() { " _(has a default)_" } else { "" };
                let _ = writeln!(
                    out,
                    "| {} | `fn {}({}){ret}` | {}{provided} |",
                    m.name,
                    m.name,
                    args.join(", "),
                    m.doc
                );
            }
            if !i.methods.is_empty() {
                let _ = writeln!(out);
            }
            if !i.ops.is_empty() {
                let ops: Vec<String> = i.ops.iter().map(|o| format!("`{o}`")).collect();
                let _ = writeln!(out, "Declared by: {}\n", ops.join(", "));
            }
        }
    }
    if !module.enums.is_empty() {
        let _ = writeln!(out, "## Enums\n");
        for e in &module.enums {
            let _ = writeln!(out, "### {}\n\n_{}_\n", e.name, capitalize(&e.summary));
            let _ = writeln!(
                out,
                "#### Cases:\n\n| Symbol | Value | String |\n| :----: | :---: | ------ |"
            );
            for c in &e.cases {
                let _ = writeln!(out, "| {} | `{}` | {} |", c.symbol, c.value, c.spelling);
            }
            let _ = writeln!(out);
        }
    }
    out
}
