//! Enums (`I32EnumAttr`-style and bit enums) and type/attribute definitions.

use crate::model::{DefFormat, DefParam, EnumDef, ParamKind, TypeAttrDef};
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

/// A Rust enum (or bit-flag newtype) with attribute conversions.
pub fn enum_def(e: &EnumDef) -> TokenStream {
    let ty = format_ident!("{}", crate::model::rust_type_name(&e.name));
    let width = format!("i{}", e.width);
    let doc = format!(" {} (`{}`).", e.summary, e.name);
    if e.bits {
        let consts = e.cases.iter().map(|c| {
            let n = format_ident!("{}", c.symbol.to_shouty_snake_case());
            let v = c.value;
            let d = format!(" `{}`", c.spelling);
            quote!(#[doc = #d] pub const #n: Self = Self(#v);)
        });
        // With `primary_groups`, multi-bit cases print first, then the
        // single bits left; otherwise every case whose bits are set prints.
        let is_group = |v: i64| v & (v - 1) != 0;
        let names = e
            .cases
            .iter()
            .filter(|c| c.value != 0 && !(e.primary_groups && is_group(c.value)))
            .map(|c| {
                let (v, s) = (c.value, &c.spelling);
                quote!((#v, #s))
            });
        let groups = e
            .cases
            .iter()
            .filter(|c| e.primary_groups && c.value != 0 && is_group(c.value))
            .map(|c| {
                let (v, s) = (c.value, &c.spelling);
                quote!((#v, #s))
            });
        let separator = &e.separator;
        let split = separator.trim().chars().next().unwrap_or('|');
        let zero = e
            .cases
            .iter()
            .find(|c| c.value == 0)
            .map(|c| c.spelling.clone())
            .unwrap_or_default();
        let mask = e.cases.iter().fold(0i64, |m, c| m | c.value);
        return quote! {
            #[doc = #doc]
            #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
            pub struct #ty(pub i64);
            impl #ty {
                #(#consts)*
                const NAMES: &'static [(i64, &'static str)] = &[#(#names),*];
                const GROUPS: &'static [(i64, &'static str)] = &[#(#groups),*];
                /// All bits any case uses.
                pub const MASK: i64 = #mask;
                /// Whether every bit of `other` is set.
                pub fn contains(self, other: Self) -> bool { self.0 & other.0 == other.0 }
                /// The flags from an integer, if it only has known bits.
                pub fn from_i64(v: i64) -> Option<Self> { (v & !Self::MASK == 0).then_some(Self(v)) }
                /// The integer value.
                pub fn to_i64(self) -> i64 { self.0 }
                /// The spelling, cases joined by the separator (the zero
                /// case's spelling when empty).
                pub fn spelling(self) -> String {
                    let mut rest = self.0;
                    let mut parts: Vec<&str> = Vec::new();
                    for &(v, n) in Self::GROUPS {
                        if rest & v == v { parts.push(n); rest &= !v; }
                    }
                    parts.extend(Self::NAMES.iter().filter(|(v, _)| rest & v == *v).map(|(_, n)| *n));
                    if parts.is_empty() { #zero.to_string() } else { parts.join(#separator) }
                }
                /// Parses cases joined by the separator.
                pub fn parse(s: &str) -> Option<Self> {
                    if s == #zero { return Some(Self(0)); }
                    let mut v = 0;
                    for part in s.split(#split) {
                        v |= Self::GROUPS.iter().chain(Self::NAMES).find(|(_, n)| *n == part.trim())?.0;
                    }
                    Some(Self(v))
                }
                /// As an integer attribute.
                pub fn to_attr(self, ctx: &::ir::Context) -> ::ir::Attr {
                    ::ir::ods::values::int_attr(ctx, self.0, #width).unwrap_or_else(|_| ctx.unit_attr())
                }
                /// From an integer attribute.
                pub fn from_attr(ctx: &::ir::Context, attr: ::ir::Attr) -> Option<Self> {
                    ::ir::ods::values::as_int(ctx, attr).and_then(Self::from_i64)
                }
            }
            impl std::ops::BitOr for #ty {
                type Output = Self;
                fn bitor(self, rhs: Self) -> Self { Self(self.0 | rhs.0) }
            }
        };
    }
    let variants = e.cases.iter().map(|c| {
        let n = variant_ident(&c.symbol);
        let d = format!(" `{}` = {}", c.spelling, c.value);
        quote!(#[doc = #d] #n)
    });
    let from = e.cases.iter().map(|c| {
        let n = variant_ident(&c.symbol);
        let v = c.value;
        quote!(#v => Some(Self::#n))
    });
    let to = e.cases.iter().map(|c| {
        let n = variant_ident(&c.symbol);
        let v = c.value;
        quote!(Self::#n => #v)
    });
    let spell = e.cases.iter().map(|c| {
        let n = variant_ident(&c.symbol);
        let s = &c.spelling;
        quote!(Self::#n => #s)
    });
    let parse = e.cases.iter().map(|c| {
        let n = variant_ident(&c.symbol);
        let s = &c.spelling;
        quote!(#s => Some(Self::#n))
    });
    let cases = e.cases.iter().map(|c| {
        let (v, s) = (c.value, &c.spelling);
        quote!((#v, #s))
    });
    quote! {
        #[doc = #doc]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum #ty { #(#variants),* }
        impl #ty {
            /// Every case: value and spelling, in declaration order.
            pub const CASES: &'static [(i64, &'static str)] = &[#(#cases),*];
            /// The case of an integer value.
            pub fn from_i64(v: i64) -> Option<Self> { match v { #(#from,)* _ => None } }
            /// The integer value.
            pub fn to_i64(self) -> i64 { match self { #(#to),* } }
            /// The case's spelling.
            pub fn spelling(self) -> &'static str { match self { #(#spell),* } }
            /// The case of a spelling.
            pub fn parse(s: &str) -> Option<Self> { match s { #(#parse,)* _ => None } }
            /// As an integer attribute.
            pub fn to_attr(self, ctx: &::ir::Context) -> ::ir::Attr {
                ::ir::ods::values::int_attr(ctx, self.to_i64(), #width).unwrap_or_else(|_| ctx.unit_attr())
            }
            /// From an integer attribute.
            pub fn from_attr(ctx: &::ir::Context, attr: ::ir::Attr) -> Option<Self> {
                ::ir::ods::values::as_int(ctx, attr).and_then(Self::from_i64)
            }
        }
    }
}

/// A parameter's element kind and whether it is a list (`DenseI64ArrayAttr`
/// is a list of `i64`).
fn elem(p: &DefParam) -> (ParamKind, bool) {
    match p.kind {
        ParamKind::DenseI64Array => (ParamKind::I64, true),
        k => (k, p.list),
    }
}

fn param_type(kind: ParamKind, list: bool) -> TokenStream {
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

/// A parameter struct for a dialect type or attribute, with conversions to
/// and from the opaque IR form.
pub fn type_attr_def(d: &TypeAttrDef) -> TokenStream {
    let ty = format_ident!("{}", crate::model::rust_type_name(&d.name));
    let (dialect, mnemonic) = (&d.dialect, &d.mnemonic);
    let sigil = if d.is_attr { "#" } else { "!" };
    let mut doc = vec![format!(" `{sigil}{dialect}.{mnemonic}<...>`: {}", d.summary)];
    if !d.description.trim().is_empty() {
        doc.push(String::new());
        doc.extend(d.description.trim_end().lines().map(|l| format!(" {l}")));
    }
    let fields = d.params.iter().map(|p| {
        let n = super::field_ident(&p.name);
        let (kind, list) = elem(p);
        let t = param_type(kind, list);
        let doc = if p.doc.is_empty() {
            format!(" Parameter `{}`.", p.name)
        } else {
            format!(" {}", p.doc)
        };
        quote!(#[doc = #doc] pub #n: #t)
    });
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
    let (assemble, split) = if d.format == Some(DefFormat::Struct) {
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
    quote! {
        #(#[doc = #doc])*
        #[derive(Clone, Debug, PartialEq)]
        pub struct #ty { #(#fields),* }
        impl #ty {
            /// Dialect namespace.
            pub const DIALECT: &'static str = #dialect;
            /// Mnemonic.
            pub const MNEMONIC: &'static str = #mnemonic;
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
        }
    }
}
