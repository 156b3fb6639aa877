//! Interfaces (`op_interface`, `attr_interface`, `type_interface`): declaration,
//! validation into the model, and the interface lists of attribute and type
//! definitions.

use std::collections::HashMap;

use super::Sema;
use crate::ast::{self, TArg, TExpr};
use crate::diag::Diagnostic;
use crate::model::{InterfaceDef, InterfaceKind, InterfaceMethod};

impl<'a> Sema<'a> {
    /// Records the interface's name; a second interface of that name is an error.
    pub(super) fn declare_interface(&mut self, i: &'a ast::Interface, d: &mut Vec<Diagnostic>) {
        let n = &i.name.name;
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
            // A static method of an attribute or type interface has only its
            // parameters (no context or value is passed).
            let reserved: &[&str] = match i.kind {
                InterfaceKind::Op => &["self", "op"],
                _ if m.is_static => &["self"],
                InterfaceKind::Attr => &["self", "ctx", "attr"],
                InterfaceKind::Type => &["self", "ctx", "ty"],
            };
            for (arg, ty) in &m.args {
                if reserved.contains(&arg.name.as_str()) {
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
        check_verify(i, d);
        // Attribute and type interfaces may be markers (upstream's
        // `MemRefElementTypeInterface` has no methods).
        if i.methods.is_empty() && i.kind == InterfaceKind::Op {
            d.push(Diagnostic::error(
                i.name.span,
                format!("interface '{}' has no methods", i.name.name),
            ));
        }
        self.check_bases(i, d);
        if d.len() != before {
            return None;
        }
        let mut m = interface_model(i);
        m.bases = i.bases.iter().map(|b| self.interface_trait_path(&b.name)).collect();
        Some(m)
    }

    /// The bases of an interface (`: Base, ...`, MLIR's `baseInterfaces`): declared
    /// interfaces of its kind, without type parameters (nor may the derived one have
    /// any), each once, and no interface among its own bases; or interfaces declared
    /// in Rust (`rust_interfaces`), which rustc checks.
    fn check_bases(&self, i: &ast::Interface, d: &mut Vec<Diagnostic>) {
        let n = &i.name.name;
        let mut seen: HashMap<&str, crate::model::Span> = HashMap::new();
        for b in &i.bases {
            if let Some(first) = seen.insert(&b.name, b.span) {
                d.push(super::duplicate("base interface", &b.name, b.span, first));
                continue;
            }
            let Some((base, _)) = self.interfaces.get(&b.name) else {
                if self.rust_interfaces.contains(&b.name) {
                    // Declared in Rust (a `#[type_interface]` trait's supertrait
                    // `path::B`): its kind and type parameters are rustc's to check at
                    // the path, and a cycle through it rustc's too.
                    if !i.generics.is_empty() {
                        d.push(derived_is_generic(n, b));
                    }
                    continue;
                }
                d.push(
                    Diagnostic::error(b.span, format!("unknown interface '{}'", b.name))
                        .label("not an interface rods knows"),
                );
                continue;
            };
            if base.kind != i.kind {
                d.push(
                    Diagnostic::error(
                        b.span,
                        format!(
                            "'{}' is {} interface, not {} interface",
                            b.name,
                            article(base.kind),
                            article(i.kind)
                        ),
                    )
                    .label(format!("a base of '{n}'"))
                    .with_secondary(base.name.span, "declared here"),
                );
                continue;
            }
            // The registry keeps one implementation per definition and interface,
            // which type parameters the implementer chooses would make many.
            if !base.generics.is_empty() {
                d.push(
                    Diagnostic::error(b.span, format!("'{}' has type parameters: it cannot be a base", b.name))
                        .label(format!("a base of '{n}'")),
                );
                continue;
            }
            if !i.generics.is_empty() {
                d.push(derived_is_generic(n, b));
                continue;
            }
            if b.name == *n || self.interface_bases(&b.name).contains(n) {
                d.push(
                    Diagnostic::error(b.span, format!("interface '{n}' extends itself through '{}'", b.name))
                        .label("cyclic base"),
                );
            }
        }
    }

    /// The interfaces `name` extends, directly or through its bases (declared ones
    /// only; each once, a cycle followed once).
    pub(super) fn interface_bases(&self, name: &str) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut todo = vec![name.to_string()];
        while let Some(n) = todo.pop() {
            let Some((i, _)) = self.interfaces.get(&n) else {
                continue;
            };
            for b in &i.bases {
                if !out.contains(&b.name) {
                    out.push(b.name.clone());
                    todo.push(b.name.clone());
                }
            }
        }
        out
    }

    /// The Rust path of interface `name`'s trait from generated code: beside it, or
    /// in `ir::interfaces` for upstream's.
    pub(super) fn interface_trait_path(&self, name: &str) -> String {
        if self.upstream_interfaces.contains(name) {
            format!("{}::{name}", super::UPSTREAM_INTERFACES_HOME)
        } else {
            name.to_string()
        }
    }

    /// The Rust path of the method table of op interface `name` declared in `.ods`,
    /// whose `__declared_by::<Op>(ctx)` an op's registration calls: for an interface
    /// without type parameters it attaches the op's implementation and records the
    /// op as declaring it; for one with type parameters (`FooMethods<()>`'s) it
    /// records the op only, so that `declaring_ops(ctx)` lists the ops of other
    /// files and of `#[op]` too.
    pub(super) fn declared_op_interface_path(&self, name: &str) -> Option<String> {
        self.interfaces.get(name)?;
        Some(self.methods_path(name))
    }

    /// The Rust path of the method table of interface `name` when its implementations
    /// are registered with the ops (an interface without type parameters): beside the
    /// ops, or in `ir::interfaces` for upstream's.
    pub(super) fn registered_interface_path(&self, name: &str) -> Option<String> {
        let (i, _) = self.interfaces.get(name)?;
        if !i.generics.is_empty() {
            return None;
        }
        Some(self.methods_path(name))
    }

    /// The Rust path of interface `name`'s method table: beside the ops, or in
    /// `ir::interfaces` for upstream's.
    fn methods_path(&self, name: &str) -> String {
        format!("{}Methods", self.interface_trait_path(name))
    }
}

impl<'a> Sema<'a> {
    /// The interfaces an attribute or type definition lists (`interfaces [..]`): each
    /// declared, of the definition's kind, and listed once. MLIR's
    /// `DeclareTypeInterfaceMethods<X>` (`DeclareAttrInterfaceMethods<X>` on an
    /// attrdef) means the same as `X`.
    ///
    /// Also returns the paths of the traits the generator implements itself: those
    /// listed plainly whose methods all have default bodies (a marker interface, say);
    /// with `Declare...InterfaceMethods` the definition's own code implements them.
    /// The bases of a listed interface are listed with it (as MLIR adds an
    /// interface's `baseInterfaces` to the definition's), plainly.
    pub(super) fn def_interfaces(&mut self, def: &ast::Def, d: &mut Vec<Diagnostic>) -> (Vec<String>, Vec<String>) {
        let (kind, what, declare) = if def.is_attr {
            (InterfaceKind::Attr, "an attrdef", "DeclareAttrInterfaceMethods")
        } else {
            (InterfaceKind::Type, "a typedef", "DeclareTypeInterfaceMethods")
        };
        let mut out: Vec<(String, crate::model::Span)> = Vec::new();
        let mut provided = Vec::new();
        for e in &def.interfaces {
            let Some(name) = self.def_interface(e, kind, what, declare, d) else {
                continue;
            };
            if let Some((_, first)) = out.iter().find(|(n, _)| *n == name) {
                d.push(super::duplicate("interface", &name, e.span, *first));
                continue;
            }
            if e.name.name == name && self.all_default(&name) {
                provided.push(self.interface_trait_path(&name));
            }
            out.push((name, e.span));
        }
        let listed: Vec<(String, crate::model::Span)> = out.clone();
        for (name, span) in listed {
            for base in self.interface_bases(&name) {
                if out.iter().all(|(n, _)| *n != base) {
                    if self.all_default(&base) {
                        provided.push(self.interface_trait_path(&base));
                    }
                    out.push((base, span));
                }
            }
        }
        (out.into_iter().map(|(n, _)| n).collect(), provided)
    }

    /// Whether interface `name` has no type parameters and a default body for each
    /// method (the generator implements it for a definition listing it plainly).
    pub(super) fn all_default(&self, name: &str) -> bool {
        self.interfaces
            .get(name)
            .is_some_and(|(i, _)| i.generics.is_empty() && i.methods.iter().all(|m| m.default.is_some()))
    }

    /// The interface `e` names, checked to be a declared interface of `kind`.
    fn def_interface(
        &mut self,
        e: &TExpr,
        kind: InterfaceKind,
        what: &str,
        declare: &str,
        d: &mut Vec<Diagnostic>,
    ) -> Option<String> {
        let n = e.name.name.as_str();
        if n.starts_with("Declare") && n.ends_with("InterfaceMethods") {
            if n != declare {
                d.push(
                    Diagnostic::error(e.name.span, format!("'{n}' cannot be used on {what}"))
                        .label(format!("{what} takes '{declare}'")),
                );
                return None;
            }
            // `DeclareTypeInterfaceMethods<X>` or `<X, ["m", ...]>`: the methods an
            // implementation overrides are Rust's business (a provided method may be).
            let args = e.args.as_deref().unwrap_or(&[]);
            let Some(TArg::Expr(i)) = args.first() else {
                d.push(Diagnostic::error(e.span, format!("'{declare}' expects an interface")).label("bad arguments"));
                return None;
            };
            return self.def_interface(i, kind, what, declare, d);
        }
        if !self.interfaces.contains_key(n) && self.rust_interfaces.contains(n) {
            // Declared in Rust (`#[type_interface]`): its kind is rustc's to check, at
            // the front end's attachment call.
            return Some(n.to_string());
        }
        let Some((i, _)) = self.interfaces.get(n) else {
            d.push(
                Diagnostic::error(e.name.span, format!("unknown interface '{n}'")).label("not an interface rods knows"),
            );
            return None;
        };
        if i.kind != kind {
            d.push(
                Diagnostic::error(
                    e.name.span,
                    format!(
                        "'{n}' is {} interface, not {} interface",
                        article(i.kind),
                        article(kind)
                    ),
                )
                .label(format!("listed on {what}"))
                .with_secondary(i.name.span, "declared here"),
            );
            return None;
        }
        Some(n.to_string())
    }
}

/// The error at base `b` of interface `n`, which has type parameters.
fn derived_is_generic(n: &str, b: &ast::Ident) -> Diagnostic {
    Diagnostic::error(
        b.span,
        format!("'{n}' has type parameters: it cannot extend another interface"),
    )
    .label(format!("a base of '{n}'"))
}

/// `an op`, `an attribute`, `a type`.
pub(super) fn article(kind: InterfaceKind) -> String {
    match kind {
        InterfaceKind::Type => "a type".into(),
        k => format!("an {}", k.noun()),
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

/// An interface's `verify`: at most one, on an op interface without type
/// parameters (whose ops register their implementations), a Rust block.
fn check_verify(i: &ast::Interface, d: &mut Vec<Diagnostic>) {
    check_verify_with_regions(i, d);
    let Some(first) = i.verify.first() else {
        return;
    };
    if let Some(again) = i.verify.get(1) {
        d.push(Diagnostic::error(again.span, "duplicate 'verify'").with_secondary(first.span, "first given here"));
    }
    if i.kind != InterfaceKind::Op || !i.generics.is_empty() {
        d.push(
            Diagnostic::error(
                first.span,
                "'verify' is only supported on op interfaces without type parameters",
            )
            .label("the ops' registration runs it"),
        );
    }
    if let Err(e) = syn::parse_str::<syn::Block>(&first.value) {
        d.push(
            Diagnostic::error(
                first.span,
                format!("the verifier of '{}' is not a Rust block: {e}", i.name.name),
            )
            .label("write `{ ... }`"),
        );
    }
}

/// An interface's `verify_with_regions`: at most one, with a `verify` to run.
fn check_verify_with_regions(i: &ast::Interface, d: &mut Vec<Diagnostic>) {
    let Some(first) = i.verify_with_regions.first() else {
        return;
    };
    if let Some(again) = i.verify_with_regions.get(1) {
        d.push(Diagnostic::error(*again, "duplicate 'verify_with_regions'").with_secondary(*first, "first given here"));
    }
    if i.verify.is_empty() {
        d.push(
            Diagnostic::error(
                *first,
                format!(
                    "'verify_with_regions' without a 'verify' in interface '{}'",
                    i.name.name
                ),
            )
            .label("says when the interface's verifier runs: give one with `verify`"),
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
        kind: i.kind,
        name: i.name.name.clone(),
        generics: i.generics.iter().map(|g| g.name.clone()).collect(),
        bases: i.bases.iter().map(|b| b.name.clone()).collect(),
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
                is_static: m.is_static,
            })
            .collect(),
        ops: Vec::new(),
        home: None,
        verify: i.verify.first().map(|s| s.value.clone()),
        verify_with_regions: !i.verify_with_regions.is_empty(),
        span: i.span,
    }
}
