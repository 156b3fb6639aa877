//! Declarative rewrite patterns to Rust: one `RewritePattern` per
//! `pattern`, matching through the ops' generated views and building with
//! their generated builders (helpers in `ir::rewrite::drr`), and the
//! registration of each root op's patterns as its canonicalization patterns.

use super::preds::{path_tokens, Table};
use super::{field_ident, field_ident_with};
use crate::model::{
    AttrMatch, Computed, NativeUse, OperandMatch, PatternDef, ResultArg, ResultNode, ResultOp, SourceArg, SourceOp,
    SymbolKind, SymbolRef,
};
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};
use std::collections::BTreeSet;

fn local(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

/// The expression of a symbol in the match phase (views still alive).
fn match_expr(s: &SymbolRef) -> TokenStream {
    match s {
        SymbolRef::Local(n, _) => {
            let n = local(n);
            quote!(#n)
        }
        SymbolRef::OpResult(var, i) => {
            let v = local(var);
            quote!(arena.result(#v.op_id(), #i))
        }
        SymbolRef::Loc => quote!(loc),
    }
}

/// The local a symbol is handed to the rewrite phase as.
fn carried(s: &SymbolRef) -> Ident {
    match s {
        SymbolRef::Local(n, _) => local(n),
        SymbolRef::OpResult(var, i) => format_ident!("{}_r{}", var, i),
        SymbolRef::Loc => local("loc"),
    }
}

fn native_call(n: &NativeUse) -> TokenStream {
    let path = path_tokens(&n.path);
    let args = n.args.iter().map(match_expr);
    quote!(#path(ctx, arena #(, #args)*))
}

/// Checks of an attribute value (`Option<Attr>` unless `present`).
fn attr_checks(value: TokenStream, present: bool, m: &AttrMatch, table: &mut Table, out: &mut Vec<TokenStream>) {
    if let Some(c) = &m.constraint {
        let c = table.attr_ref(c);
        out.push(if present {
            quote!(if !::ir::rewrite::drr::attr_satisfies(ctx, Some(#value), #c) { return None; })
        } else {
            quote!(if !::ir::rewrite::drr::optional_attr_satisfies(ctx, #value, #c) { return None; })
        });
    }
    if let Some(text) = &m.equals {
        let value = if present { quote!(Some(#value)) } else { value };
        out.push(quote!(if !::ir::rewrite::drr::attr_is(ctx, #value, #text) { return None; }));
    }
}

/// The statements matching `op` (its view is already in local `op.var`).
fn match_args(op: &SourceOp, table: &mut Table, out: &mut Vec<TokenStream>) {
    let view = local(&op.var);
    for arg in &op.args {
        match arg {
            SourceArg::Operand { accessor, matcher } => {
                let acc = field_ident(accessor);
                let value = quote!(#view.#acc());
                match matcher {
                    OperandMatch::Any => {}
                    OperandMatch::Bind(n) => {
                        let n = local(n);
                        out.push(quote!(let #n = #value;));
                    }
                    OperandMatch::Same(n) => {
                        let n = local(n);
                        out.push(quote!(if #value != #n { return None; }));
                    }
                    OperandMatch::Typed(c, bind) => {
                        let c = table.type_ref(c);
                        out.push(
                            quote!(if !::ir::rewrite::drr::type_satisfies(ctx, arena, #value, #c) { return None; }),
                        );
                        if let Some(n) = bind {
                            let n = local(n);
                            out.push(quote!(let #n = #value;));
                        }
                    }
                    OperandMatch::Op(inner) => {
                        let v = local(&inner.var);
                        let ty = format_ident!("{}View", inner.rust_name);
                        out.push(quote!(let #v = #ty::defining(ctx, arena, #value)?;));
                        match_args(inner, table, out);
                    }
                    OperandMatch::Constant { op_var, attr } => {
                        let k = local(op_var);
                        let a = attr
                            .bind
                            .as_deref()
                            .map_or_else(|| format_ident!("{}_value", op_var), local);
                        out.push(quote!(let (#k, #a) = ::ir::rewrite::drr::constant_like(&*rw, #value)?;));
                        attr_checks(quote!(#a), true, attr, table, out);
                    }
                }
            }
            SourceArg::Attr {
                accessor,
                required,
                matcher,
            } => {
                if matcher.bind.is_none() && matcher.constraint.is_none() && matcher.equals.is_none() {
                    continue;
                }
                let acc = field_ident_with(accessor, "", "_attr");
                let a = matcher.bind.as_deref().map_or_else(
                    || format_ident!("{}_{}", op.var, field_ident(accessor).to_string().trim_end_matches('_')),
                    local,
                );
                let question = required.then(|| quote!(?));
                out.push(quote!(let #a = #view.#acc() #question;));
                attr_checks(quote!(#a), *required, matcher, table, out);
            }
        }
    }
}

/// The symbols the result DAGs use.
fn result_symbols(node: &ResultOp, out: &mut BTreeSet<String>, refs: &mut Vec<SymbolRef>) {
    for n in &node.nested {
        result_symbols(n, out, refs);
    }
    for a in &node.args {
        if let ResultArg::Value(s) | ResultArg::Attr(s, _) = a {
            if out.insert(carried(s).to_string()) {
                refs.push(s.clone());
            }
        }
    }
}

/// The statements building `node` (nested ops first) into local `node.var`.
fn build(node: &ResultOp, out: &mut Vec<TokenStream>) {
    for n in &node.nested {
        build(n, out);
    }
    let var = local(&node.var);
    let ty = local(&node.rust_name);
    let mut lets = Vec::new();
    let mut args = Vec::new();
    for (i, a) in node.args.iter().enumerate() {
        let name = format_ident!("{}_a{}", node.var, i);
        let value = match a {
            ResultArg::Value(s) => {
                let s = carried(s);
                quote!(#s)
            }
            ResultArg::Built(v) => {
                let v = local(v);
                quote!(rw.arena.result(#v, 0))
            }
            ResultArg::Attr(s, optional) => {
                let c = carried(s);
                if *optional && s.kind() != SymbolKind::OptAttr {
                    quote!(Some(#c))
                } else {
                    quote!(#c)
                }
            }
            ResultArg::Computed(i, optional) => {
                let n = format_ident!("n{}", i);
                if *optional {
                    quote!(Some(#n))
                } else {
                    quote!(#n)
                }
            }
            ResultArg::Absent => quote!(None),
        };
        // A nested op's result is read before `rw` is lent to the builder.
        if matches!(a, ResultArg::Built(_)) {
            lets.push(quote!(let #name = #value;));
            args.push(quote!(#name));
        } else {
            args.push(value);
        }
    }
    let call = match node.replaces {
        Some((first, count)) => quote! {
            let types = ::ir::rewrite::drr::result_types(rw.arena, op, #first, #count);
            let #var = rw.build(loc, |b| #ty::build_with_result_types(b, &types #(, #args)*)).ok()?.0;
        },
        None => quote! {
            let #var = rw.build(loc, |b| #ty::build_inferred(b #(, #args)*)).ok()?.0;
        },
    };
    out.push(quote!(#(#lets)* #call));
}

/// One pattern: `ir::drr_pattern!` (the struct and its `RewritePattern`
/// impl) and the struct's `apply`, the matcher and rewriter.
pub fn pattern_def(p: &PatternDef, table: &mut Table) -> TokenStream {
    let (name, root) = (local(&p.name), &p.root);
    let benefit = proc_macro2::Literal::u16_unsuffixed(p.benefit);
    let apply = apply_fn(p, table);
    quote!(::ir::drr_pattern!(#name, #root, #benefit); #apply)
}

/// The pattern struct's `apply(op, rw) -> bool`: the matcher and rewriter.
fn apply_fn(p: &PatternDef, table: &mut Table) -> TokenStream {
    let name = local(&p.name);
    // Match phase.
    let mut m = Vec::new();
    let root_view = local(&p.source.var);
    let root_ty = format_ident!("{}View", p.source.rust_name);
    m.push(quote!(let #root_view = #root_ty::cast(ctx, arena, op)?;));
    match_args(&p.source, table, &mut m);
    let locs = p.loc_ops.iter().map(|v| {
        let v = local(v);
        if v.to_string().starts_with('o') {
            quote!(#v.op_id())
        } else {
            quote!(#v)
        }
    });
    let loc = quote!(let loc = ::ir::rewrite::drr::ops_loc(ctx, arena, &[#(#locs),*]););
    // The location is made once the constraints hold, unless one reads it.
    let loc_first = p
        .constraints
        .iter()
        .any(|c| c.args.iter().any(|a| matches!(a, SymbolRef::Loc)));
    if loc_first {
        m.push(loc.clone());
    }
    for c in &p.constraints {
        let call = native_call(c);
        m.push(quote!(if !#call { return None; }));
    }
    if !loc_first {
        m.push(loc);
    }
    let mut carried_names = vec![local("loc")];
    for (i, c) in p.computed.iter().enumerate() {
        let n = format_ident!("n{}", i);
        let value = match c {
            Computed::Native(call) => native_call(call),
            Computed::Constant(text) => quote!(::ir::rewrite::drr::constant(ctx, #text)),
        };
        m.push(quote!(let #n = #value?;));
        carried_names.push(n);
    }
    let mut seen = BTreeSet::new();
    let mut refs = Vec::new();
    for r in &p.results {
        match r {
            ResultNode::Op(o) => result_symbols(o, &mut seen, &mut refs),
            ResultNode::Replace(s) => {
                if seen.insert(carried(s).to_string()) {
                    refs.push(s.clone());
                }
            }
        }
    }
    for s in &refs {
        let c = carried(s);
        if let SymbolRef::OpResult(..) = s {
            let e = match_expr(s);
            m.push(quote!(let #c = #e;));
        }
        if !matches!(s, SymbolRef::Loc) {
            carried_names.push(c);
        }
    }
    // Rewrite phase.
    let mut w = Vec::new();
    for r in &p.results {
        match r {
            ResultNode::Op(o) => {
                build(o, &mut w);
                let v = local(&o.var);
                w.push(quote!(::ir::rewrite::drr::push_results(&mut values, rw.arena, #v);));
            }
            ResultNode::Replace(s) => {
                let c = carried(s);
                w.push(quote!(values.push(#c);));
            }
        }
    }
    quote! {
        impl #name {
            #[allow(unused_variables, clippy::needless_question_mark)]
            fn apply(op: ::ir::OpId, rw: &mut ::ir::rewrite::PatternRewriter<'_>) -> bool {
                let matched = (|| {
                    let (ctx, arena) = (rw.ctx, &*rw.arena);
                    #(#m)*
                    Some((#(#carried_names,)*))
                })();
                let Some((#(#carried_names,)*)) = matched else { return false };
                (|| {
                    let mut values: Vec<::ir::Value> = Vec::new();
                    #(#w)*
                    rw.replace_op(op, &values);
                    Some(())
                })()
                .is_some()
            }
        }
    }
}

/// The declaration of a pattern's unit struct, with visibility `vis`
/// (`ir::drr_pattern!(struct VIS Name, "root", benefit)`).
pub fn pattern_struct(p: &PatternDef, vis: &TokenStream) -> TokenStream {
    let name = local(&p.name);
    let benefit = proc_macro2::Literal::u16_unsuffixed(p.benefit);
    let root = &p.root;
    quote!(::ir::drr_pattern!(struct #vis #name, #root, #benefit);)
}

/// A pattern's `RewritePattern` impl and `apply`, without its struct (declared
/// apart by [`pattern_struct`]).
pub fn pattern_impl(p: &PatternDef, table: &mut Table) -> TokenStream {
    let (name, root) = (local(&p.name), &p.root);
    let benefit = proc_macro2::Literal::u16_unsuffixed(p.benefit);
    let apply = apply_fn(p, table);
    quote!(::ir::drr_pattern!(impl #name, #root, #benefit); #apply)
}

/// Statements registering each root op's patterns, in definition order, as
/// its canonicalization patterns.
pub fn registrations(patterns: &[PatternDef]) -> TokenStream {
    let mut roots: Vec<&str> = Vec::new();
    for p in patterns {
        if !roots.contains(&p.root.as_str()) {
            roots.push(&p.root);
        }
    }
    let regs = roots.iter().map(|root| {
        let names = patterns.iter().filter(|p| p.root == *root).map(|p| local(&p.name));
        quote!(ctx.registry().add_canonicalization(#root, |_, s| { #(s.add(#names);)* });)
    });
    quote!(#(#regs)*)
}
