//! `#[type_def]` and `#[attr_def]`: dialect types and attributes whose
//! parameters are the struct's fields.

use crate::args::{self, Arg};
use crate::spans::{combine, Sources};
use ods_dsl::ast;
use proc_macro2::TokenStream;
use quote::quote;
use syn::spanned::Spanned;

const KEYS: &[&str] = &[
    "\"dialect.mnemonic\" (or name = \"...\")",
    "summary = \"...\"",
    "description = \"...\"",
    "format = \"...\"",
    "bytecode = \"CODE [when present|absent($p)] (Enc:$p, ...)\"",
    "verifier",
    "interfaces = [...]",
];

/// Expands `#[type_def(args)]` (or `#[attr_def]` when `is_attr`).
pub(crate) fn expand(args: TokenStream, item: TokenStream, is_attr: bool) -> TokenStream {
    let what = if is_attr { "attr_def" } else { "type_def" };
    let item: syn::ItemStruct = match syn::parse2(item) {
        Ok(i) => i,
        Err(e) => {
            let on = if is_attr { "a struct or an enum" } else { "a struct" };
            return syn::Error::new(e.span(), format!("`#[{what}]` applies to {on}: {e}")).to_compile_error();
        }
    };
    let fallback = {
        let (vis, ident) = (&item.vis, &item.ident);
        quote!(#vis struct #ident;)
    };
    let args = match args::parse_args(args) {
        Ok(a) => a,
        Err(e) => return with_errors(vec![e], fallback),
    };
    let mut errors: Vec<syn::Error> = Vec::new();
    let mut sources = Sources::new();
    let mut full_name = None;
    let mut summary = Vec::new();
    let mut description = Vec::new();
    let mut format = Vec::new();
    let mut verifier = Vec::new();
    let mut bytecode = Vec::new();
    let mut interfaces = Vec::new();
    let mut rust_interfaces: Vec<(String, TokenStream)> = Vec::new();
    // Those declared in Rust, which the definition implements (with their bases
    // declared in Rust) with the interfaces' hidden macros when every method has
    // a default, unless listed with `Declare...InterfaceMethods`.
    let mut provided: Vec<crate::provide::Pending> = Vec::new();
    let mut parse_errors = Vec::new();
    let (doc_summary, doc_description) = args::doc_summary_and_description(&args, &item.attrs, &mut sources);
    summary.extend(doc_summary);
    description.extend(doc_description);
    for a in &args {
        match a {
            Arg::Positional(s) | Arg::Str(_, s) if a.key() == "name" => args::set_name(
                &mut full_name,
                sources.str_lit(s),
                s,
                "the name is given twice",
                &mut errors,
            ),
            Arg::Str(k, s) if k == "summary" => summary.push(sources.str_lit(s)),
            Arg::Str(k, s) if k == "description" => description.push(sources.str_lit(s)),
            Arg::Str(k, s) if k == "format" => format.push(sources.str_lit(s)),
            Arg::Flag(k) if k == "verifier" => verifier.push(sources.span(k.span(), "verifier")),
            Arg::Interfaces(k, list) if k == "interfaces" => {
                let known = ods_dsl::Session::new();
                for r in list {
                    let (prefix, e) = (&r.prefix, &r.expr);
                    if !prefix.is_empty() && e.args.is_some() {
                        errors.push(syn::Error::new_spanned(
                            prefix,
                            format!("`#[{what}]` names `Declare...InterfaceMethods` without a path: its interface is one `.ods` declares"),
                        ));
                        continue;
                    }
                    if !prefix.is_empty() && !known.knows_interface(&e.name.to_string()) {
                        let name = &e.name;
                        let path = quote!(#prefix #name);
                        provided.push(crate::provide::Pending::listed(prefix, name, r.declare.is_none()));
                        rust_interfaces.push((name.to_string(), path));
                    }
                    // `DeclareTypeInterfaceMethods<path::X>`: the wrapper around the
                    // name, which sema checks as `.ods`'s.
                    let listed = r.wrapped();
                    interfaces.push(crate::texpr::to_ast(listed.as_ref().unwrap_or(e), &mut sources));
                }
            }
            Arg::Str(k, s) if k == "bytecode" => match declared_bytecode(s, &mut sources) {
                Ok(b) => bytecode.push(b),
                Err(d) => parse_errors.push(d),
            },
            other => errors.push(args::unknown_arg(other, what, KEYS)),
        }
    }
    for a in &item.attrs {
        if !a.path().is_ident("doc") {
            errors.push(syn::Error::new_spanned(
                a,
                format!("only doc comments can be put on a `#[{what}]` struct"),
            ));
        }
    }
    if !item.generics.params.is_empty() {
        errors.push(syn::Error::new_spanned(
            &item.generics,
            format!("a `#[{what}]` struct cannot be generic"),
        ));
    }
    let mut params = Vec::new();
    match &item.fields {
        syn::Fields::Named(n) => {
            for f in &n.named {
                match param(f, &mut sources, &mut errors) {
                    Ok(p) => params.push(p),
                    Err(e) => errors.push(e),
                }
            }
        }
        syn::Fields::Unit => {}
        syn::Fields::Unnamed(u) => errors.push(syn::Error::new_spanned(u, "parameters are named fields")),
    }
    let Some(full_name) = full_name else {
        errors.push(missing_name(what));
        return with_errors(errors, fallback);
    };
    let name = sources.ident(&item.ident);
    let span = name.span;
    let mut items: Vec<ast::Item> = implied_dialect(&full_name).into_iter().collect();
    items.push(ast::Item::Def(ast::Def {
        is_attr,
        name,
        full_name,
        summary,
        description,
        params: vec![params],
        format,
        verifier,
        bytecode,
        interfaces,
        span,
    }));
    errors.extend(combine(&sources, &parse_errors));
    let mut session = sources.session();
    for (name, _) in &rust_interfaces {
        session.rust_interface(name);
    }
    session.add_syntax(span.file, ast::File { items });
    let attachments = rust_attachments(&rust_interfaces, &item.ident, is_attr);
    let generated = match session.analyze() {
        Ok(c) => c.module.defs.first().map(|d| {
            let mut items = ods_dsl::codegen::def_items_attaching(d, attachments);
            items.extend(crate::provide::start(&provided, &item.ident));
            items
        }),
        Err(f) => {
            errors.extend(combine(&sources, &f.diagnostics));
            None
        }
    };
    with_errors(errors, generated.unwrap_or(fallback))
}

/// The statements of the definition's `attach_interfaces` attaching its
/// implementations of the interfaces declared in Rust it lists (each once; a second
/// is sema's `duplicate interface`): `path::FooMethods::__declared_by_type::<T>(ctx)`
/// (`__declared_by_attr`), spelled with the path's spans, so that a path naming no
/// interface of the definition's kind, or a definition not implementing it, is
/// rustc's error at the path.
fn rust_attachments(listed: &[(String, TokenStream)], def: &syn::Ident, is_attr: bool) -> TokenStream {
    let kind = if is_attr {
        ods_dsl::model::InterfaceKind::Attr
    } else {
        ods_dsl::model::InterfaceKind::Type
    };
    let mut out = TokenStream::new();
    for (i, (name, path)) in listed.iter().enumerate() {
        if listed[..i].iter().any(|(n, _)| n == name) {
            continue;
        }
        out.extend(crate::attach::declared_by_call(
            path,
            ods_dsl::codegen::declared_by_fn(kind),
            def,
        ));
    }
    out
}

/// The errors, then the items emitted for the definition (its generated
/// items, or those standing in for them).
pub(crate) fn with_errors(errors: Vec<syn::Error>, fallback: TokenStream) -> TokenStream {
    let e = errors.into_iter().map(|e| e.to_compile_error());
    quote!(#(#e)* #fallback)
}

/// The error for a definition attribute without its `"dialect.mnemonic"`.
pub(crate) fn missing_name(what: &str) -> syn::Error {
    syn::Error::new(
        proc_macro2::Span::call_site(),
        format!("`#[{what}]` needs its name: `#[{what}(\"dialect.mnemonic\")]`"),
    )
}

/// The dialect a definition's `dialect.mnemonic` name implies, declared at
/// the name (`None` for a name without a dialect, which sema reports).
pub(crate) fn implied_dialect(full_name: &ast::Str) -> Option<ast::Item> {
    let (d, _) = full_name.value.split_once('.')?;
    let name = ast::Ident {
        name: d.to_string(),
        span: full_name.span,
    };
    Some(ast::Item::Dialect(ast::Dialect::named(name, full_name.span)))
}

/// `bytecode = "1 when absent($p) (VarInt:$a, Type:$p)"`: a declared
/// bytecode encoding in `.ods`'s syntax (without `bytecode` and `;`), read
/// by ods-dsl's parser from the literal's text, so that errors point into
/// the string.
fn declared_bytecode(s: &syn::LitStr, sources: &mut Sources) -> Result<ast::DefBytecode, ods_dsl::diag::Diagnostic> {
    let st = sources.str_lit(s);
    let raw = s.token().to_string();
    let (start, end) = (st.span.start as usize + 1, (st.span.end as usize).saturating_sub(1));
    let inner = raw.get(start..end).unwrap_or_default();
    ods_dsl::parse::parse_def_bytecode(st.span.file, inner, start)
}

/// A field as a parameter: `i64`, `u64`, `i32`, `u32`, `bool`, `f64`,
/// `String`, `Type`, `Attr`, `TypeOrAttr`, or `Vec` of one of them; in an
/// `Option` it is optional (`OptionalParameter`); with `#[default = "v"]`
/// it is defaulted (`DefaultValuedParameter`); `#[cpp_type = "int"]`
/// declares the C++ type MLIR's messages name.
fn param(f: &syn::Field, sources: &mut Sources, errors: &mut Vec<syn::Error>) -> syn::Result<ast::Param> {
    let Some(ident) = &f.ident else {
        return Err(syn::Error::new_spanned(f, "expected a named field"));
    };
    let (mut default, mut cpp_type) = (None, None);
    for a in &f.attrs {
        let slot = if a.path().is_ident("default") {
            &mut default
        } else if a.path().is_ident("cpp_type") {
            &mut cpp_type
        } else if a.path().is_ident("doc") {
            continue;
        } else {
            return Err(syn::Error::new_spanned(
                a,
                "only doc comments, `#[default = \"...\"]` and `#[cpp_type = \"...\"]` can be put on a parameter",
            ));
        };
        match &a.meta {
            syn::Meta::NameValue(syn::MetaNameValue {
                value: syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s), ..
                }),
                ..
            }) => *slot = Some(sources.str_lit(s)),
            _ => {
                let name = if a.path().is_ident("default") {
                    "default"
                } else {
                    "cpp_type"
                };
                return Err(syn::Error::new_spanned(a, format!("expected `#[{name} = \"value\"]`")));
            }
        }
    }
    let (ty, presence) = match (element(&f.ty), default) {
        // Reported, and kept as optional so that the format's references
        // to it report nothing more.
        (Some((v, Some(inner))), Some(_)) if v == "Option" => {
            errors.push(syn::Error::new_spanned(
                &f.ty,
                "a parameter is either `Option<T>` or has a `#[default]`, not both",
            ));
            (inner, ast::ParamPresence::Optional(sources.span(f.ty.span(), "Option")))
        }
        (Some((v, Some(inner))), None) if v == "Option" => {
            (inner, ast::ParamPresence::Optional(sources.span(f.ty.span(), "Option")))
        }
        (_, Some(d)) => (&f.ty, ast::ParamPresence::Default(d)),
        _ => (&f.ty, ast::ParamPresence::Required),
    };
    let (ty, list) = match element(ty) {
        Some((v, Some(inner))) if v == "Vec" => (inner, true),
        _ => (ty, false),
    };
    let Some((n, None)) = element(ty) else {
        return Err(syn::Error::new_spanned(
            ty,
            "expected a parameter type: i64, u64, i32, u32, bool, f64, String, Type, Attr, TypeOrAttr, a Vec of one, or an Option of those",
        ));
    };
    let n = if n == "String" { "string".to_string() } else { n };
    let tspan = match ty {
        syn::Type::Path(p) => p
            .path
            .segments
            .last()
            .map_or_else(proc_macro2::Span::call_site, |s| s.ident.span()),
        _ => proc_macro2::Span::call_site(),
    };
    let lines = args::doc_lines(&f.attrs);
    let doc = (!lines.is_empty()).then(|| {
        let text: Vec<&str> = lines.iter().map(|(l, _)| l.trim()).collect();
        sources.synth_str(text.join(" ").trim().to_string(), lines[0].1)
    });
    Ok(ast::Param {
        name: sources.ident(ident),
        ty: ast::Ident {
            name: n.clone(),
            span: sources.span(tspan, &n),
        },
        list,
        presence,
        cpp_type,
        doc,
    })
}

/// The last path segment's name and its single type argument, if any.
fn element(ty: &syn::Type) -> Option<(String, Option<&syn::Type>)> {
    let syn::Type::Path(p) = ty else { return None };
    let seg = p.path.segments.last()?;
    let name = seg.ident.to_string();
    let arg = match &seg.arguments {
        syn::PathArguments::None => None,
        syn::PathArguments::AngleBracketed(a) => match a.args.first() {
            Some(syn::GenericArgument::Type(t)) if a.args.len() == 1 => Some(t),
            _ => return None,
        },
        _ => return None,
    };
    Some((name, arg))
}
