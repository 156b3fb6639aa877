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

/// Printing of one parameter; `v` is a place expression of the parameter
/// (`deref` when it is a reference, as list items are).
fn print_one(kind: ParamKind, v: TokenStream, deref: bool) -> TokenStream {
    let val = if deref { quote!(*#v) } else { v.clone() };
    match kind {
        ParamKind::String => {
            if deref {
                quote!(::ir::ods::defs::quote(#v))
            } else {
                quote!(::ir::ods::defs::quote(&#v))
            }
        }
        ParamKind::Type => quote!(::ir::text::printer::type_to_string(ctx, #val)),
        ParamKind::Attr => quote!(::ir::text::printer::attr_to_string(ctx, #val)),
        _ => quote!(#v.to_string()),
    }
}

fn parse_one(kind: ParamKind, s: TokenStream) -> TokenStream {
    match kind {
        ParamKind::String => quote!(::ir::ods::defs::unquote(#s)?),
        ParamKind::Type => quote!(::ir::text::parse_type_str(ctx, #s).ok()?),
        ParamKind::Attr => quote!(::ir::text::parse_attribute_str(ctx, #s).ok()?),
        _ => quote!(#s.parse().ok()?),
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
/// and from the IR form (structured for attributes, opaque for types).
pub fn type_attr_def(d: &TypeAttrDef) -> TokenStream {
    if d.is_attr {
        return super::attr_def::attr_def(d);
    }
    let (dialect, mnemonic) = (&d.dialect, &d.mnemonic);
    let prints = d.params.iter().map(|p| {
        let n = super::field_ident(&p.name);
        let (kind, list) = elem(p);
        if list {
            let one = print_one(kind, quote!(x), true);
            quote!(format!("[{}]", self.#n.iter().map(|x| #one).collect::<Vec<_>>().join(", ")))
        } else {
            print_one(kind, quote!(self.#n), false)
        }
    });
    let parses = d.params.iter().enumerate().map(|(i, p)| {
        let n = super::field_ident(&p.name);
        let (kind, list) = elem(p);
        let s = if i == 0 {
            quote!(parts.first()?.as_str())
        } else {
            quote!(parts.get(#i)?.as_str())
        };
        if list {
            let one = parse_one(kind, quote!(x.as_str()));
            quote! {
                let #n = {
                    let body = #s.strip_prefix('[')?.strip_suffix(']')?;
                    let mut v = Vec::new();
                    for x in ::ir::ods::defs::split_list(body)? { v.push(#one); }
                    v
                };
            }
        } else {
            let one = parse_one(kind, s);
            quote!(let #n = #one;)
        }
    });
    let names = d.params.iter().map(|p| super::field_ident(&p.name));
    let count = d.params.len();
    let (assemble, split) = if d.format.is_struct_of_all(&d.params) {
        let keys: Vec<&str> = d.params.iter().map(|p| p.name.as_str()).collect();
        (
            quote!(::ir::ods::attr_defs::format_struct(#mnemonic, [#(#keys),*].into_iter().zip(params))),
            quote!(::ir::ods::attr_defs::struct_values_of(data, #mnemonic, &[#(#keys),*])?),
        )
    } else {
        (
            quote!(::ir::ods::defs::format_params(#mnemonic, &params)),
            quote!(::ir::ods::defs::split_params(data, #mnemonic)?),
        )
    };
    let (handle, kind, get, read) = if d.is_attr {
        (
            quote!(::ir::Attr),
            quote!(::ir::AttrKind::Opaque),
            quote!(get_attr),
            quote!(attr_kind),
        )
    } else {
        (
            quote!(::ir::Type),
            quote!(::ir::TypeKind::Opaque),
            quote!(get_type),
            quote!(type_kind),
        )
    };
    def_struct(
        d,
        quote! {
            /// The uniqued IR value.
            pub fn get(&self, ctx: &::ir::Context) -> #handle {
                let params: Vec<String> = Vec::from([#(#prints),*]);
                ctx.#get(#kind { dialect: #dialect.to_string(), data: #assemble })
            }
            /// The parameters of an IR value of this kind.
            #[allow(unused_variables)]
            pub fn read(ctx: &::ir::Context, value: #handle) -> Option<Self> {
                let #kind { dialect, data } = ctx.#read(value) else { return None };
                if dialect != #dialect { return None; }
                let parts = #split;
                if parts.len() != #count { return None; }
                #(#parses)*
                Some(Self { #(#names),* })
            }
        },
    )
}
