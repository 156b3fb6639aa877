//! `#[property_type(storage = T, from_attr = f, to_attr = g, ...)]` on a unit
//! struct: `.ods`'s `property_type`, a custom-storage property kind (upstream's
//! `Property<"storageType">` with its hooks), read into ods-dsl's AST and checked
//! by the same sema (`duplicate 'storage'`, `property type 'K' misses to_attr`,
//! ...), each error at its Rust tokens. The kind is `ir::custom_prop_kind!` with
//! the struct's name, visibility and doc comment and the written paths (so that
//! rustc resolves them where they are written); an `#[op]` uses it by its path
//! (`#[property] p: props::Nice`).

use crate::spans::{combine, Sources};
use ods_dsl::ast;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote, ToTokens};
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;

/// One `key = value` of the attribute: the value a type (the storage) or a path
/// (a hook), kept as written.
struct Entry {
    key: Ident,
    value: syn::Type,
}

impl Parse for Entry {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let key: Ident = input.parse()?;
        input.parse::<syn::Token![=]>()?;
        let value: syn::Type = input.parse()?;
        Ok(Entry { key, value })
    }
}

/// The hooks `ir::custom_prop_kind!` takes after `from_attr` and `to_attr`, in its
/// order: the attribute's key and the macro's.
const OPTIONAL_HOOKS: [(&str, &str); 7] = [
    ("write_bytecode", "write"),
    ("read_bytecode", "read"),
    ("hash", "hash"),
    ("print", "print"),
    ("parse", "parse"),
    ("optional_parse", "optional_parse"),
    ("default", "default"),
];

/// Expands `#[property_type(args)] struct Name;`: errors, then the kind.
pub(crate) fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors: Vec<syn::Error> = Vec::new();
    let item: syn::ItemStruct = match syn::parse2(item.clone()) {
        Ok(i) => i,
        Err(e) => {
            let e = syn::Error::new(e.span(), format!("`#[property_type]` applies to a unit struct: {e}"));
            return e.to_compile_error();
        }
    };
    check_shape(&item, &mut errors);
    let entries = match syn::parse::Parser::parse2(Punctuated::<Entry, syn::Token![,]>::parse_terminated, args) {
        Ok(p) => p.into_iter().collect::<Vec<_>>(),
        Err(e) => {
            errors.push(syn::Error::new(
                e.span(),
                format!("`#[property_type]` takes `key = path` entries (storage, from_attr, to_attr, write_bytecode, read_bytecode, hash, print, parse, optional_parse, default): {e}"),
            ));
            Vec::new()
        }
    };
    let mut sources = Sources::new();
    let name = sources.ident(&item.ident);
    let fields = entries
        .iter()
        .map(|e| {
            let value = ast::Str {
                value: e.value.to_token_stream().to_string().split_whitespace().collect(),
                span: sources.range(&e.value),
            };
            (sources.ident(&e.key), ast::Value::Str(value))
        })
        .collect();
    let decl = ast::PropertyType {
        span: name.span,
        name,
        fields,
    };
    let mut session = sources.session();
    session.add_syntax(
        decl.span.file,
        ast::File {
            items: vec![ast::Item::PropertyType(decl)],
        },
    );
    let valid = match session.analyze() {
        Ok(c) => !c.module.prop_types.is_empty(),
        Err(f) => {
            errors.extend(combine(&sources, &f.diagnostics));
            false
        }
    };
    let kind = if valid && errors.is_empty() {
        kind(&item, &entries)
    } else {
        fallback(&item)
    };
    let errors = errors.iter().map(syn::Error::to_compile_error);
    quote!(#(#errors)* #kind)
}

/// Errors for what the struct cannot be: it names the kind (a unit struct, no
/// generics, only doc comments).
fn check_shape(item: &syn::ItemStruct, errors: &mut Vec<syn::Error>) {
    if !matches!(item.fields, syn::Fields::Unit) && !item.fields.is_empty() {
        errors.push(syn::Error::new_spanned(
            &item.fields,
            "a property type's struct has no fields: it names the kind, whose storage is `storage = T`",
        ));
    }
    if !item.generics.params.is_empty() || item.generics.where_clause.is_some() {
        errors.push(syn::Error::new_spanned(
            &item.generics,
            "a property type has no type parameters",
        ));
    }
    for a in item.attrs.iter().filter(|a| !a.path().is_ident("doc")) {
        errors.push(syn::Error::new_spanned(
            a,
            "only doc comments can be put on a `#[property_type]` struct (they become the kind's documentation)",
        ));
    }
}

/// The value of `key`, as written.
fn value<'e>(entries: &'e [Entry], key: &str) -> Option<&'e syn::Type> {
    entries.iter().find(|e| e.key == key).map(|e| &e.value)
}

/// `ir::custom_prop_kind!` for a validated declaration: the struct's doc comment,
/// visibility and name, the written storage type and hook paths.
fn kind(item: &syn::ItemStruct, entries: &[Entry]) -> TokenStream {
    let (docs, vis, name) = (&item.attrs, &item.vis, &item.ident);
    let (Some(storage), Some(from), Some(to)) = (
        value(entries, "storage"),
        value(entries, "from_attr"),
        value(entries, "to_attr"),
    ) else {
        return fallback(item);
    };
    let mut hooks = TokenStream::new();
    for (key, arg) in OPTIONAL_HOOKS {
        if let Some(v) = value(entries, key) {
            let arg = Ident::new(
                arg,
                v.to_token_stream()
                    .into_iter()
                    .next()
                    .map_or_else(Span::call_site, |t| t.span()),
            );
            hooks.extend(quote!(, #arg = #v));
        }
    }
    quote! {
        ::ir::custom_prop_kind!(#(#docs)* #vis enum #name: #storage, from_attr = #from, to_attr = #to #hooks);
    }
}

/// The kind of a declaration with errors, with storage `()` and hooks that do
/// nothing, so that the ops using it add no errors of their own.
fn fallback(item: &syn::ItemStruct) -> TokenStream {
    let (vis, name) = (&item.vis, &item.ident);
    let hooks = format_ident!("__{}_fallback_hooks", name);
    quote! {
        #[doc(hidden)]
        #[allow(non_snake_case, dead_code)]
        mod #hooks {
            pub fn from_attr(_: &::ir::Context, _: ::ir::Attr) -> Result<(), String> {
                Err(String::new())
            }
            pub fn to_attr(ctx: &::ir::Context, _: &()) -> ::ir::Attr {
                ctx.unit_attr()
            }
        }
        ::ir::custom_prop_kind!(#vis enum #name: (), from_attr = #hooks::from_attr, to_attr = #hooks::to_attr);
    }
}
