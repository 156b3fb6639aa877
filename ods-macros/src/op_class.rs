//! `#[op_class]`: an op class declared in Rust, and the ops naming it by path
//! (`#[op(class = self::Demo_BinaryOp<I32>)]`).
//!
//! A proc macro cannot read another item, so a class reaches the ops that use
//! it through macro callbacks:
//!
//! * `#[op_class(...)] struct X { ... }` reads the class into ods-dsl's syntax
//!   tree and validates it on its own (its declaration: parameter kinds,
//!   duplicate parameters; its includes; the names its body uses, by a probe
//!   instantiation: `crate::op::class_errors`). A class based on a class
//!   declared in Rust is validated with its bases: it calls the base's macro
//!   with `@check` instead of `@target`, and the last step reports the class's
//!   errors (its use of the base too) instead of expanding an op. It emits a
//!   hidden `macro_rules! __ods_class_X` (exported under a unique name,
//!   re-exported beside the class: [`crate::hidden_macro`]) that
//!   hands the class's tokens (spans kept) to whatever asks, a unit struct `X`
//!   carrying the class's documentation and, when the class inherits from
//!   another class declared in Rust (`class = self::Y<...>`), a re-export of
//!   the base's macro and module, `__ods_class_X::base`, written in the class's
//!   module so that its path resolves there.
//! * `#[op(class = path::X<args>)]` expands to `path::__ods_class_X! { state }`,
//!   whose expansion is `ods_macros::__op_with_class! { state @class (args) {item} }`.
//!   While the last class handed on inherits from a class declared in Rust that
//!   is not there yet, that step calls the base's macro through
//!   `path::__ods_class_X::base` (then `...::base::base`); then it runs `#[op]`'s
//!   expansion with the classes in the session, so the op is checked and
//!   generated as with a `.ods` class. Errors in the op point into the op,
//!   errors from substituted arguments at the argument, errors in a class body
//!   at the class; what the class's own `#[op_class]` reports is not repeated.
//!
//! A class's base may also be a class of a `.ods` file (a bare name), of a
//! file the class `include`s (its path made absolute in the hidden macro, so
//! an op of another crate reads the same file) or that the op `include`s.

use crate::args::{self, Arg, RawTParam};
use crate::spans::{combine, Sources};
use crate::texpr;
use ods_dsl::ast;
use proc_macro2::{Delimiter, Group, Ident, Literal, Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};
use syn::parse::{ParseStream, Parser};

/// The AST form of a parameter of `params(...)`.
pub(crate) fn param(p: &RawTParam, sources: &mut Sources) -> ast::TParam {
    let start = p
        .tokens
        .clone()
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |t| t.span());
    let end = p.tokens.clone().into_iter().last().map_or(start, |t| t.span());
    let text = p.tokens.to_string();
    ast::TParam {
        name: sources.ident(&p.name),
        kind: sources.ident(&p.kind),
        list: p.list,
        default: p.default.as_ref().map(|d| texpr::arg_to_ast(d, sources)),
        span: sources.span2(start, end, &text),
    }
}

/// The name of class `name`'s hidden macro (and of the module holding its base).
fn macro_name(name: &Ident) -> Ident {
    format_ident!("__ods_class_{}", name, span = name.span())
}

/// Expands `#[op_class(args)] item`.
pub(crate) fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let item_struct: syn::ItemStruct = match syn::parse2(item.clone()) {
        Ok(i) => i,
        Err(e) => {
            let message = format!("`#[op_class]` applies to a struct: {e}");
            return syn::Error::new(e.span(), message).to_compile_error();
        }
    };
    let mut sources = Sources::new();
    let mut errors = Vec::new();
    let class = crate::op::read_as(args.clone(), &item_struct, &mut sources, &mut errors, true);
    // A class based on one declared in Rust is checked with its bases by the step
    // its base's macro calls back.
    let alone = class.as_ref().filter(|c| c.rust_base().is_none());
    if let Some(e) = alone.and_then(|c| combine(&sources, &crate::op::class_errors(c, &[], &sources))) {
        errors.push(e);
    }
    let mut out: TokenStream = errors.into_iter().map(|e| e.to_compile_error()).collect();
    let name = &item_struct.ident;
    let docs = item_struct.attrs.iter().filter(|a| a.path().is_ident("doc"));
    let vis = &item_struct.vis;
    out.extend(quote! {
        #(#docs)*
        #[allow(non_camel_case_types, dead_code)]
        #vis struct #name;
    });
    let Some(class) = class else {
        return out;
    };
    out.extend(crate::op::track_includes(&class.includes()));
    let Some(inner_vis) = inner_visibility(vis) else {
        let message = "an `#[op_class]` is `pub`, `pub(crate)` or private";
        out.extend(syn::Error::new_spanned(vis, message).to_compile_error());
        return out;
    };
    let handed = handed_on(&[(absolute_includes(args.clone()), item.clone())]);
    let rules = quote! {
        ($($state:tt)*) => { ::ods_macros::__op_with_class! { $($state)* #handed } };
    };
    let macro_ident = macro_name(name);
    out.extend(crate::hidden_macro::exported_as(&macro_ident, rules, vis));
    if let Some((prefix, base)) = class.rust_base() {
        let base_macro = macro_name(&base);
        let reexport = format_ident!("{}__base", macro_ident);
        out.extend(quote! {
            #[doc(hidden)]
            #[allow(unused_imports)]
            #vis use #prefix #base_macro as #reexport;
            #[doc(hidden)]
            #[allow(non_snake_case)]
            #vis mod #macro_ident {
                #[allow(unused_imports)]
                #inner_vis use super::#reexport as base;
            }
            #prefix #base_macro! { @check (#args) {#item} @path (#prefix #base_macro) }
        });
    }
    out
}

/// The visibility, seen from a module inside the class's, of what the class's
/// visibility `vis` makes visible; `None` for a visibility this does not handle.
fn inner_visibility(vis: &syn::Visibility) -> Option<TokenStream> {
    match vis {
        syn::Visibility::Public(_) => Some(quote!(pub)),
        syn::Visibility::Inherited => Some(quote!(pub(super))),
        syn::Visibility::Restricted(r) if r.path.is_ident("crate") && r.in_token.is_none() => Some(quote!(pub(crate))),
        syn::Visibility::Restricted(_) => None,
    }
}

/// The class arguments with each `include = "file.ods"` resolved to an absolute
/// path (at the literal's span), so that an op of another crate reads the file
/// the class's crate meant.
fn absolute_includes(args: TokenStream) -> TokenStream {
    let tokens: Vec<TokenTree> = args.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    for (i, t) in tokens.iter().enumerate() {
        let after_include = i >= 2
            && matches!(&tokens[i - 2], TokenTree::Ident(k) if k == "include")
            && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == '=');
        let lit = match t {
            TokenTree::Literal(l) if after_include => syn::parse2::<syn::LitStr>(t.clone().into()).ok().map(|s| (s, l)),
            _ => None,
        };
        match lit {
            Some((s, l)) => {
                let path = crate::op::manifest_path(&s.value());
                let mut abs = Literal::string(&path.to_string_lossy());
                abs.set_span(l.span());
                out.push(TokenTree::Literal(abs));
            }
            None => out.push(t.clone()),
        }
    }
    out.into_iter().collect()
}

/// The classes as a hidden macro hands them on: `@class (args) {item}` each.
pub(crate) fn handed_on(classes: &[(TokenStream, TokenStream)]) -> TokenStream {
    classes
        .iter()
        .map(|(args, item)| {
            let args = Group::new(Delimiter::Parenthesis, args.clone());
            let item = Group::new(Delimiter::Brace, item.clone());
            quote!(@class #args #item)
        })
        .collect()
}

/// The classes `@class (args) {item}...` of [`handed_on`], read back.
pub(crate) fn classes_handed_on(tokens: TokenStream) -> Vec<(TokenStream, TokenStream)> {
    let parser = |input: ParseStream<'_>| {
        let mut classes = Vec::new();
        while !input.is_empty() {
            classes.push(class_handed_on(input)?);
        }
        Ok(classes)
    };
    parser.parse2(tokens).unwrap_or_default()
}

/// `@keyword (tokens)`: the tokens.
fn keyword_group(input: ParseStream<'_>, keyword: &str) -> syn::Result<TokenStream> {
    input.parse::<syn::Token![@]>()?;
    let k: Ident = input.parse()?;
    if k != keyword {
        return Err(syn::Error::new(k.span(), format!("expected `@{keyword}`")));
    }
    let content;
    syn::parenthesized!(content in input);
    content.parse()
}

/// `{tokens}`: the tokens.
fn braced(input: ParseStream<'_>) -> syn::Result<TokenStream> {
    let content;
    syn::braced!(content in input);
    content.parse()
}

/// `@class (args) {item}`.
fn class_handed_on(input: ParseStream<'_>) -> syn::Result<(TokenStream, TokenStream)> {
    let args = keyword_group(input, "class")?;
    Ok((args, braced(input)?))
}

/// `#[op(args)] item` with `class = path::X<...>` (a class declared in Rust):
/// the call of the class's hidden macro that brings the class to the op.
pub(crate) fn route(args: &TokenStream, item: &TokenStream) -> Option<TokenStream> {
    let parsed = args::parse_args(args.clone()).ok()?;
    let (prefix, name) = parsed.iter().find_map(|a| match a {
        Arg::Class(_, prefix, e) if !prefix.is_empty() => Some((prefix.clone(), e.name.clone())),
        _ => None,
    })?;
    let path = {
        let m = macro_name(&name);
        quote!(#prefix #m)
    };
    Some(quote_spanned! {name.span()=>
        #path! { @target (#args) {#item} @path (#path) }
    })
}

/// The state `__op_with_class!` carries: the op (or, when `check`, the class
/// being checked with its bases), the path of the last class macro called, and
/// the classes handed on so far.
struct State {
    check: bool,
    args: TokenStream,
    item: TokenStream,
    path: TokenStream,
    classes: Vec<(TokenStream, TokenStream)>,
}

/// Reads `@target (args) {item} @path (path) (@class (args) {item})*` (`@check`
/// for `@target`: a class checked with its bases).
fn parse_state(input: ParseStream<'_>) -> syn::Result<State> {
    let ahead = input.fork();
    ahead.parse::<syn::Token![@]>()?;
    let check = ahead.parse::<Ident>()? == "check";
    let args = keyword_group(input, if check { "check" } else { "target" })?;
    let item = braced(input)?;
    let path = keyword_group(input, "path")?;
    let mut classes = Vec::new();
    while !input.is_empty() {
        classes.push(class_handed_on(input)?);
    }
    Ok(State {
        check,
        args,
        item,
        path,
        classes,
    })
}

/// Expands `__op_with_class! { state }`: calls the macro of the base of the last
/// class handed on when that base is declared in Rust and not there yet, else
/// expands the op with its classes.
pub(crate) fn expand_step(input: TokenStream) -> TokenStream {
    let state = match parse_state.parse2(input) {
        Ok(s) => s,
        Err(e) => return e.to_compile_error(),
    };
    // The classes there (and the class being checked: a chain back to it is a
    // cycle, which an op reports).
    let checked = state.check.then_some(&state.item);
    let names: Vec<String> = state
        .classes
        .iter()
        .map(|(_, item)| item)
        .chain(checked)
        .filter_map(|item| syn::parse2::<syn::ItemStruct>(item.clone()).ok())
        .map(|s| s.ident.to_string())
        .collect();
    let base = state.classes.last().and_then(|(args, _)| {
        args::parse_args(args.clone()).ok()?.into_iter().find_map(|a| match a {
            Arg::Class(_, prefix, e) if !prefix.is_empty() => Some(e.name),
            _ => None,
        })
    });
    match base {
        Some(base) if !names.contains(&base.to_string()) => {
            let State {
                check,
                args,
                item,
                path,
                classes,
            } = state;
            let target = Ident::new(if check { "check" } else { "target" }, Span::call_site());
            let next = {
                let b = Ident::new("base", base.span());
                quote!(#path :: #b)
            };
            let handed = handed_on(&classes);
            quote!(#next! { @#target (#args) {#item} @path (#next) #handed })
        }
        _ if state.check => check_with_bases(state.args, state.item, &state.classes),
        _ => crate::op::expand_with_classes(state.args, state.item, &state.classes).into_tokens(),
    }
}

/// The errors of the class `#[op_class(args)] item` checked with the classes its
/// chain of bases declared in Rust reaches (`crate::op::class_errors`).
fn check_with_bases(args: TokenStream, item: TokenStream, bases: &[(TokenStream, TokenStream)]) -> TokenStream {
    let Ok(item) = syn::parse2::<syn::ItemStruct>(item) else {
        // The class's own `#[op_class]` reports it.
        return TokenStream::new();
    };
    let mut sources = Sources::new();
    let Some(class) = crate::op::read_as(args, &item, &mut sources, &mut Vec::new(), true) else {
        return TokenStream::new();
    };
    let bases = crate::op::read_classes(bases, &mut sources);
    let errors = crate::op::class_errors(&class, &bases.iter().collect::<Vec<_>>(), &sources);
    combine(&sources, &errors)
        .map(|e| e.to_compile_error())
        .unwrap_or_default()
}
