//! Op interfaces (`op_interface`): declaration, and validation into the model.

use std::collections::HashMap;

use super::traits::KNOWN_INTERFACES;
use super::Sema;
use crate::ast;
use crate::diag::Diagnostic;
use crate::model::{InterfaceDef, InterfaceMethod};

impl<'a> Sema<'a> {
    /// Records the interface's name; a second interface of that name, or one named as
    /// an interface rods has built in, is an error.
    pub(super) fn declare_interface(&mut self, i: &'a ast::Interface, d: &mut Vec<Diagnostic>) {
        let n = &i.name.name;
        if KNOWN_INTERFACES.contains(&n.as_str()) {
            d.push(
                Diagnostic::error(i.name.span, format!("interface '{n}' is built into rods"))
                    .label("choose another name"),
            );
            return;
        }
        if let Some((_, first)) = self.interfaces.get(n) {
            d.push(super::duplicate("interface", n, i.name.span, *first));
            return;
        }
        self.interfaces.insert(n.clone(), (i, i.name.span));
    }

    /// Validates an interface: unique type parameters, methods and parameter names, and
    /// Rust types that parse.
    pub(super) fn interface_def(&mut self, i: &ast::Interface, d: &mut Vec<Diagnostic>) -> Option<InterfaceDef> {
        let before = d.len();
        let mut generics: HashMap<&str, crate::model::Span> = HashMap::new();
        for g in &i.generics {
            if let Some(first) = generics.insert(&g.name, g.span) {
                d.push(super::duplicate("type parameter", &g.name, g.span, first));
            }
        }
        let mut names: HashMap<&str, crate::model::Span> = HashMap::new();
        for m in &i.methods {
            if let Some(first) = names.insert(&m.name.name, m.name.span) {
                d.push(super::duplicate("method", &m.name.name, m.name.span, first));
            }
            let mut args: HashMap<&str, crate::model::Span> = HashMap::new();
            for (arg, ty) in &m.args {
                if arg.name == "self" || arg.name == "op" {
                    d.push(
                        Diagnostic::error(arg.span, format!("parameter name '{}' is reserved", arg.name))
                            .label("the generated code uses it"),
                    );
                }
                if let Some(first) = args.insert(&arg.name, arg.span) {
                    d.push(super::duplicate("parameter", &arg.name, arg.span, first));
                }
                check_rust_type(ty, d);
            }
            if let Some(ret) = &m.ret {
                check_rust_type(ret, d);
            }
            if let Some(body) = &m.default {
                check_default_body(&m.name.name, body, d);
            }
        }
        if i.methods.is_empty() {
            d.push(Diagnostic::error(
                i.name.span,
                format!("interface '{}' has no methods", i.name.name),
            ));
        }
        if d.len() != before {
            return None;
        }
        Some(interface_model(i))
    }

    /// The Rust path of the method table of interface `name` when its implementations
    /// are registered with the ops (an interface without type parameters): beside the
    /// ops, or in `ir::interfaces` for upstream's.
    pub(super) fn registered_interface_path(&self, name: &str) -> Option<String> {
        let (i, _) = self.interfaces.get(name)?;
        if !i.generics.is_empty() {
            return None;
        }
        Some(if self.upstream_interfaces.contains(name) {
            format!("{}::{name}Methods", super::UPSTREAM_INTERFACES_HOME)
        } else {
            format!("{name}Methods")
        })
    }
}

/// An error at `body` unless it is a Rust block (`{ ... }`).
fn check_default_body(method: &str, body: &ast::Str, d: &mut Vec<Diagnostic>) {
    if let Err(e) = syn::parse_str::<syn::Block>(&body.value) {
        d.push(
            Diagnostic::error(
                body.span,
                format!("the default body of method '{method}' is not a Rust block: {e}"),
            )
            .label("write `{ ... }`"),
        );
    }
}

/// An error at `ty` unless it is a Rust type.
fn check_rust_type(ty: &ast::Str, d: &mut Vec<Diagnostic>) {
    if let Err(e) = syn::parse_str::<syn::Type>(&ty.value) {
        d.push(Diagnostic::error(ty.span, format!("'{}' is not a Rust type: {e}", ty.value)).label("here"));
    }
}

/// The model of an interface as written, without validation (sema's result for a
/// valid one; `#[op_interface]` generates a mistaken one's items from it, after
/// dropping what sema rejected, so that its uses add no errors).
pub fn interface_model(i: &ast::Interface) -> InterfaceDef {
    let strs = |v: &[ast::Str]| v.iter().map(|s| s.value.clone()).collect::<Vec<_>>().join("\n");
    InterfaceDef {
        name: i.name.name.clone(),
        generics: i.generics.iter().map(|g| g.name.clone()).collect(),
        summary: strs(&i.summary),
        description: strs(&i.description),
        methods: i
            .methods
            .iter()
            .map(|m| InterfaceMethod {
                name: m.name.name.clone(),
                args: m.args.iter().map(|(a, t)| (a.name.clone(), t.value.clone())).collect(),
                ret: m.ret.as_ref().map(|r| r.value.clone()),
                doc: m.doc.as_ref().map(|s| s.value.clone()).unwrap_or_default(),
                default: m.default.as_ref().map(|s| s.value.clone()),
            })
            .collect(),
        ops: Vec::new(),
        home: None,
        span: i.span,
    }
}
