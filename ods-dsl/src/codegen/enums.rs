//! Enums (`I32EnumAttr`-style and bit enums) and type/attribute definitions.

use crate::model::{DefParam, EnumDef, ParamKind, TypeAttrDef};
use heck::{ToShoutySnakeCase, ToUpperCamelCase};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The Rust variant of an enum case: its UpperCamel form, with a leading
/// `_` when that starts with a digit (`_601_limited` gives `_601Limited`).
fn variant_ident(symbol: &str) -> proc_macro2::Ident {
    let mut s = symbol.to_upper_camel_case();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    format_ident!("{}", s)
}

/// A Rust enum (or bit-flag newtype) with attribute conversions: one
/// `ir::ods_enum!` / `ir::ods_bit_enum!` invocation listing the cases.
pub fn enum_def(e: &EnumDef) -> TokenStream {
    let ty = format_ident!("{}", crate::model::rust_type_name(&e.name));
    let width = format!("i{}", e.width);
    let doc = format!(" {} (`{}`).", e.summary, e.name);
    let cases = e.cases.iter().map(|c| {
        let name = if e.bits {
            format_ident!("{}", c.symbol.to_shouty_snake_case())
        } else {
            variant_ident(&c.symbol)
        };
        let (v, s) = (proc_macro2::Literal::i64_unsuffixed(c.value), &c.spelling);
        quote!(#name = #v #s)
    });
    if e.bits {
        let (separator, groups) = (&e.separator, e.primary_groups);
        return quote! {
            ::ir::ods_bit_enum!(
                #[doc = #doc]
                #ty: #width, separator #separator, primary_groups #groups { #(#cases),* }
            );
        };
    }
    quote! {
        ::ir::ods_enum!(#[doc = #doc] #ty: #width { #(#cases),* });
    }
}

/// A parameter's element kind and whether it is a list (`DenseI64ArrayAttr`
/// is a list of `i64`).
pub(super) fn elem(p: &DefParam) -> (ParamKind, bool) {
    match p.kind {
        ParamKind::DenseI64Array => (ParamKind::I64, true),
        k => (k, p.list),
    }
}

/// The Rust type of a parameter's field.
pub(super) fn param_type(kind: ParamKind, list: bool) -> TokenStream {
    let t = match kind {
        ParamKind::I64 => quote!(i64),
        ParamKind::U64 => quote!(u64),
        ParamKind::I32 => quote!(i32),
        ParamKind::U32 => quote!(u32),
        ParamKind::Bool => quote!(bool),
        ParamKind::F64 => quote!(f64),
        ParamKind::String => quote!(String),
        ParamKind::Type => quote!(::ir::Type),
        ParamKind::Attr => quote!(::ir::Attr),
        ParamKind::TypeOrAttr => quote!(::ir::dialect_attr::TypeOrAttr),
        ParamKind::DenseI64Array => quote!(Vec<i64>),
    };
    if list {
        quote!(Vec<#t>)
    } else {
        t
    }
}

/// The doc lines of a definition's struct.
fn def_doc(d: &TypeAttrDef) -> Vec<String> {
    let sigil = if d.is_attr { "#" } else { "!" };
    let mut doc = vec![format!(" `{sigil}{}.{}<...>`: {}", d.dialect, d.mnemonic, d.summary)];
    if !d.description.trim().is_empty() {
        doc.push(String::new());
        doc.extend(d.description.trim_end().lines().map(|l| format!(" {l}")));
    }
    doc
}

/// A definition's documented struct with its `DIALECT` and `MNEMONIC`
/// constants and the items `body` of its `impl`.
pub(super) fn def_struct(d: &TypeAttrDef, body: TokenStream) -> TokenStream {
    let ty = format_ident!("{}", crate::model::rust_type_name(&d.name));
    let (dialect, mnemonic) = (&d.dialect, &d.mnemonic);
    let doc = def_doc(d);
    let fields = def_fields(d);
    quote! {
        #(#[doc = #doc])*
        #[derive(Clone, Debug, PartialEq)]
        pub struct #ty { #(#fields),* }
        impl #ty {
            /// Dialect namespace.
            pub const DIALECT: &'static str = #dialect;
            /// Mnemonic.
            pub const MNEMONIC: &'static str = #mnemonic;
            #body
        }
    }
}

/// The documented public fields of a definition's struct.
fn def_fields(d: &TypeAttrDef) -> Vec<TokenStream> {
    d.params
        .iter()
        .map(|p| {
            let n = super::field_ident(&p.name);
            let (kind, list) = elem(p);
            let t = param_type(kind, list);
            let t = if p.presence == crate::model::DefPresence::Optional {
                quote!(Option<#t>)
            } else {
                t
            };
            let doc = if p.doc.is_empty() {
                format!(" Parameter `{}`.", p.name)
            } else {
                format!(" {}", p.doc)
            };
            quote!(#[doc = #doc] pub #n: #t)
        })
        .collect()
}

/// A parameter struct for a dialect type or attribute, with conversions to
/// and from the IR's structured form; `rust_attachments` attach the interfaces
/// declared in Rust it lists (see [`super::def_items_attaching`]).
pub fn type_attr_def(d: &TypeAttrDef, rust_attachments: TokenStream) -> TokenStream {
    let mut out = super::attr_def::attr_def(d);
    out.extend(super::def_interfaces::def_impl(d, rust_attachments));
    out
}
