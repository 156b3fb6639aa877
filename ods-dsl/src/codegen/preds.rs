//! Predicates and constraints as `ir::ods` constant expressions, and the
//! per-file table of deduplicated constraint statics.

use crate::model::{AttrConstraint, AttrPred, Sign, TypeConstraint, TypePred};
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};
use std::collections::HashMap;

/// Turns a Rust path string (validated by sema) into tokens.
pub fn path_tokens(path: &str) -> TokenStream {
    syn::parse_str::<syn::Path>(path)
        .map(|p| quote!(#p))
        .unwrap_or_else(|_| quote!(compile_error!("bad path")))
}

/// A summary or attribute text as a `&'static str` expression: the literal, or,
/// when it holds parts only rustc knows (an attribute declared in Rust:
/// `model::rust_parts`), the compile-time concatenation of its pieces with the
/// attribute's `DeclaredAttr` summary and constant-builder text.
pub fn text_tokens(text: &str) -> TokenStream {
    use crate::model::rust_parts::{text_parts, TextPart};
    let parts = text_parts(text);
    let piece = |p: &TextPart<'_>| match p {
        TextPart::Text(t) => quote!(#t),
        TextPart::Summary(path) => {
            let p = path_tokens(path);
            quote!(<#p as ::ir::ods::DeclaredAttr>::SUMMARY)
        }
        TextPart::BuilderPrefix(path) => {
            let p = path_tokens(path);
            quote!(::ir::ods::declared::builder_prefix::<#p>())
        }
        TextPart::BuilderSuffix(path) => {
            let p = path_tokens(path);
            quote!(::ir::ods::declared::builder_suffix::<#p>())
        }
    };
    match parts.as_slice() {
        [] | [TextPart::Text(_)] => quote!(#text),
        [one] => piece(one),
        _ => {
            let pieces = parts.iter().map(piece);
            quote!(::ir::ods_concat_str!(#(#pieces),*))
        }
    }
}

/// `ir::float::FloatKind` variant for an MLIR float spelling.
pub fn float_kind(name: &str) -> TokenStream {
    let variant = match name {
        "f16" => "F16",
        "bf16" => "BF16",
        "f32" => "F32",
        "f64" => "F64",
        "f80" => "F80",
        "f128" => "F128",
        "tf32" => "TF32",
        other => other.trim_start_matches('f'),
    };
    let variant = if variant.starts_with(|c: char| c.is_ascii_digit()) {
        format!("F{variant}")
    } else {
        variant.to_string()
    };
    let id = Ident::new(&variant, Span::call_site());
    quote!(::ir::float::FloatKind::#id)
}

fn sign(s: &Option<Sign>) -> TokenStream {
    match s {
        None => quote!(None),
        Some(Sign::Signless) => quote!(Some(::ir::Signedness::Signless)),
        Some(Sign::Signed) => quote!(Some(::ir::Signedness::Signed)),
        Some(Sign::Unsigned) => quote!(Some(::ir::Signedness::Unsigned)),
    }
}

fn opt_u32(w: &Option<u32>) -> TokenStream {
    match w {
        None => quote!(None),
        Some(w) => quote!(Some(#w)),
    }
}

fn float_opt(k: &Option<String>) -> TokenStream {
    match k {
        None => quote!(None),
        Some(k) => {
            let f = float_kind(k);
            quote!(Some(#f))
        }
    }
}

/// A type predicate as a constant expression.
pub fn type_pred(p: &TypePred) -> TokenStream {
    let many = |v: &[TypePred]| {
        let items = v.iter().map(type_pred);
        quote!(&[#(#items),*])
    };
    match p {
        TypePred::Any => quote!(::ir::ods::TypePred::Any),
        TypePred::Integer { width, sign: s } => {
            let (w, s) = (opt_u32(width), sign(s));
            quote!(::ir::ods::TypePred::Integer(#w, #s))
        }
        TypePred::Index => quote!(::ir::ods::TypePred::Index),
        TypePred::Float(k) => {
            let k = float_opt(k);
            quote!(::ir::ods::TypePred::Float(#k))
        }
        TypePred::NoneType => quote!(::ir::ods::TypePred::NoneType),
        TypePred::Complex(e) => {
            let e = type_pred(e);
            quote!(::ir::ods::TypePred::Complex(&#e))
        }
        TypePred::Tensor => quote!(::ir::ods::TypePred::Tensor),
        TypePred::RankedTensor => quote!(::ir::ods::TypePred::RankedTensor),
        TypePred::UnrankedTensor => quote!(::ir::ods::TypePred::UnrankedTensor),
        TypePred::MemRef => quote!(::ir::ods::TypePred::MemRef),
        TypePred::RankedMemRef => quote!(::ir::ods::TypePred::RankedMemRef),
        TypePred::UnrankedMemRef => quote!(::ir::ods::TypePred::UnrankedMemRef),
        TypePred::Vector => quote!(::ir::ods::TypePred::Vector),
        TypePred::Shaped => quote!(::ir::ods::TypePred::Shaped),
        TypePred::Tuple => quote!(::ir::ods::TypePred::Tuple),
        TypePred::Function => quote!(::ir::ods::TypePred::Function),
        TypePred::Element(e) => {
            let e = type_pred(e);
            quote!(::ir::ods::TypePred::Element(&#e))
        }
        TypePred::HasRank => quote!(::ir::ods::TypePred::HasRank),
        TypePred::StaticShape => quote!(::ir::ods::TypePred::StaticShape),
        TypePred::Rank(v) => quote!(::ir::ods::TypePred::Rank(&[#(#v),*])),
        TypePred::Shape(v) => quote!(::ir::ods::TypePred::Shape(&[#(#v),*])),
        TypePred::DialectType { dialect, mnemonic } => quote!(::ir::ods::TypePred::DialectType(#dialect, #mnemonic)),
        TypePred::Rust(p) => {
            let p = path_tokens(p);
            quote!(::ir::ods::TypePred::Rust(#p))
        }
        TypePred::And(v) => {
            let v = many(v);
            quote!(::ir::ods::TypePred::And(#v))
        }
        TypePred::Or(v) => {
            let v = many(v);
            quote!(::ir::ods::TypePred::Or(#v))
        }
        TypePred::Not(e) => {
            let e = type_pred(e);
            quote!(::ir::ods::TypePred::Not(&#e))
        }
    }
}

/// An attribute predicate as a constant expression.
pub fn attr_pred(p: &AttrPred) -> TokenStream {
    let many = |v: &[AttrPred]| {
        let items = v.iter().map(attr_pred);
        quote!(&[#(#items),*])
    };
    match p {
        AttrPred::Any => quote!(::ir::ods::AttrPred::Any),
        AttrPred::Integer { width, sign: s } => {
            let (w, s) = (opt_u32(width), sign(s));
            quote!(::ir::ods::AttrPred::Integer(#w, #s))
        }
        AttrPred::IndexAttr => quote!(::ir::ods::AttrPred::IndexAttr),
        AttrPred::Float(k) => {
            let k = float_opt(k);
            quote!(::ir::ods::AttrPred::Float(#k))
        }
        AttrPred::Bool => quote!(::ir::ods::AttrPred::Bool),
        AttrPred::String => quote!(::ir::ods::AttrPred::String),
        AttrPred::Unit => quote!(::ir::ods::AttrPred::Unit),
        AttrPred::TypeAttr(t) => {
            let t = type_pred(t);
            quote!(::ir::ods::AttrPred::TypeAttr(&#t))
        }
        AttrPred::Array(e) => {
            let e = attr_pred(e);
            quote!(::ir::ods::AttrPred::Array(&#e))
        }
        AttrPred::Dictionary => quote!(::ir::ods::AttrPred::Dictionary),
        AttrPred::SymbolRef { flat } => quote!(::ir::ods::AttrPred::SymbolRef(#flat)),
        AttrPred::DenseArray(e) => {
            let id = format_ident!("{}", e.to_uppercase());
            quote!(::ir::ods::AttrPred::DenseArray(::ir::ods::DenseElem::#id))
        }
        AttrPred::Elements => quote!(::ir::ods::AttrPred::Elements),
        AttrPred::IntElements => quote!(::ir::ods::AttrPred::IntElements),
        AttrPred::FloatElements => quote!(::ir::ods::AttrPred::FloatElements),
        AttrPred::ElementsType(t) => {
            let t = type_pred(t);
            quote!(::ir::ods::AttrPred::ElementsType(&#t))
        }
        AttrPred::Location => quote!(::ir::ods::AttrPred::Location),
        AttrPred::DialectAttr { dialect, mnemonic } => quote!(::ir::ods::AttrPred::DialectAttr(#dialect, #mnemonic)),
        AttrPred::IntIn(v) => quote!(::ir::ods::AttrPred::IntIn(&[#(#v),*])),
        AttrPred::BitsIn(m) => quote!(::ir::ods::AttrPred::BitsIn(#m)),
        AttrPred::IntMin(n) => quote!(::ir::ods::AttrPred::IntMin(#n)),
        AttrPred::IntMax(n) => quote!(::ir::ods::AttrPred::IntMax(#n)),
        AttrPred::IntNe(n) => quote!(::ir::ods::AttrPred::IntNe(#n)),
        AttrPred::IntPowerOf2 => quote!(::ir::ods::AttrPred::IntPowerOf2),
        AttrPred::ArrayMinCount(n) => quote!(::ir::ods::AttrPred::ArrayMinCount(#n)),
        AttrPred::ArrayMaxCount(n) => quote!(::ir::ods::AttrPred::ArrayMaxCount(#n)),
        AttrPred::ArrayCount(n) => quote!(::ir::ods::AttrPred::ArrayCount(#n)),
        AttrPred::DenseArrayStrictlyPositive => quote!(::ir::ods::AttrPred::DenseArrayStrictlyPositive),
        AttrPred::DenseArrayNonNegative => quote!(::ir::ods::AttrPred::DenseArrayNonNegative),
        AttrPred::DenseArraySorted => quote!(::ir::ods::AttrPred::DenseArraySorted),
        AttrPred::DenseArrayStrictlySorted => quote!(::ir::ods::AttrPred::DenseArrayStrictlySorted),
        AttrPred::NthElemEq(i, n) => quote!(::ir::ods::AttrPred::NthElemEq(#i, #n)),
        AttrPred::NthElemMin(i, n) => quote!(::ir::ods::AttrPred::NthElemMin(#i, #n)),
        AttrPred::NthElemMax(i, n) => quote!(::ir::ods::AttrPred::NthElemMax(#i, #n)),
        AttrPred::NthElemInRange(i, a, b) => quote!(::ir::ods::AttrPred::NthElemInRange(#i, #a, #b)),
        AttrPred::IsNull => quote!(::ir::ods::AttrPred::IsNull),
        AttrPred::Rust(p) => {
            let p = path_tokens(p);
            quote!(::ir::ods::AttrPred::Rust(#p))
        }
        AttrPred::Declared(p) => {
            let p = path_tokens(p);
            quote!(::ir::ods::AttrPred::Rust(<#p as ::ir::ods::DeclaredAttr>::is))
        }
        AttrPred::And(v) => {
            let v = many(v);
            quote!(::ir::ods::AttrPred::And(#v))
        }
        AttrPred::Or(v) => {
            let v = many(v);
            quote!(::ir::ods::AttrPred::Or(#v))
        }
        AttrPred::Not(e) => {
            let e = attr_pred(e);
            quote!(::ir::ods::AttrPred::Not(&#e))
        }
    }
}

/// Constraint statics shared by the ops of one generated file.
#[derive(Default)]
pub struct Table {
    /// Prepended to the static names (`__TC0`), so that the tables of
    /// several `#[op]` expansions can share a module.
    prefix: String,
    types: Vec<(TypePred, String)>,
    type_index: HashMap<(TypePred, String), usize>,
    attrs: Vec<(AttrPred, String)>,
    attr_index: HashMap<(AttrPred, String), usize>,
    /// Declarative format tables (`OpFormat` expressions), shared by the ops
    /// whose formats come out the same.
    formats: Vec<TokenStream>,
    format_index: HashMap<String, usize>,
}

impl Table {
    /// An empty table whose statics are named `{prefix}TC0`, `{prefix}AC0`, ...
    pub fn with_prefix(prefix: &str) -> Self {
        Table {
            prefix: prefix.to_string(),
            ..Table::default()
        }
    }

    fn ident(&self, kind: &str, i: usize) -> Ident {
        if self.prefix.is_empty() {
            format_ident!("__{}{}", kind, i)
        } else {
            format_ident!("{}{}{}", self.prefix, kind, i)
        }
    }

    /// The static for a type constraint (`None` when nothing is checked).
    pub fn type_ref(&mut self, c: &TypeConstraint) -> TokenStream {
        if c.pred == TypePred::Any {
            return quote!(None);
        }
        let key = (c.pred.clone(), c.summary.clone());
        let i = *self.type_index.entry(key.clone()).or_insert_with(|| {
            self.types.push(key);
            self.types.len() - 1
        });
        let id = self.ident("TC", i);
        quote!(Some(&#id))
    }

    /// The static for an attribute constraint (`None` when nothing is checked).
    pub fn attr_ref(&mut self, c: &AttrConstraint) -> TokenStream {
        if c.pred == AttrPred::Any {
            return quote!(None);
        }
        let key = (c.pred.clone(), c.summary.clone());
        let i = *self.attr_index.entry(key.clone()).or_insert_with(|| {
            self.attrs.push(key);
            self.attrs.len() - 1
        });
        let id = self.ident("AC", i);
        quote!(Some(&#id))
    }

    /// The static holding the format table `value` (an `OpFormat`
    /// expression), one per distinct table.
    pub fn format_ref(&mut self, value: TokenStream) -> Ident {
        let key = value.to_string();
        let i = *self.format_index.entry(key).or_insert_with(|| {
            self.formats.push(value);
            self.formats.len() - 1
        });
        self.ident("FMT", i)
    }

    /// The statics, in first-use order.
    pub fn items(&self) -> TokenStream {
        let types = self.types.iter().enumerate().map(|(i, (p, s))| {
            let id = self.ident("TC", i);
            let p = type_pred(p);
            let value = quote!(::ir::ods::TypeConstraint { summary: #s, pred: #p });
            super::tables::table_item(quote!(static), &id, "TypeConstraint", value)
        });
        let attrs = self.attrs.iter().enumerate().map(|(i, (p, s))| {
            let id = self.ident("AC", i);
            // A Rust-declared attribute's summary is its `DeclaredAttr::SUMMARY`,
            // also inside a composed one.
            let s = text_tokens(s);
            let p = attr_pred(p);
            let value = quote!(::ir::ods::AttrConstraint { summary: #s, pred: #p });
            super::tables::table_item(quote!(static), &id, "AttrConstraint", value)
        });
        let formats = self.formats.iter().enumerate().map(|(i, value)| {
            let id = self.ident("FMT", i);
            super::tables::table_item(quote!(static), &id, "OpFormat", value.clone())
        });
        quote!(#(#types)* #(#attrs)* #(#formats)*)
    }
}
