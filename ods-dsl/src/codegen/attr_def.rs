//! Attribute and type definitions (`attrdef`, `typedef`): a Rust struct of
//! the parameters with its static description (`INFO`, an
//! [`ir::ods::attr_defs::AttrDefInfo`]), and conversions to and from the
//! IR's structured dialect attribute or type (`AttrKind::Dialect`,
//! `TypeKind::Dialect`), which keeps the values typed.

use crate::model::{DefCustomArg, DefElement, DefParam, DefPresence, ParamKind, TypeAttrDef};
use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The runtime kind of a parameter (`ir::ods::attr_defs::ParamType`).
fn param_type_info(k: ParamKind) -> TokenStream {
    let id = format_ident!(
        "{}",
        match k {
            ParamKind::I64 => "I64",
            ParamKind::U64 => "U64",
            ParamKind::I32 => "I32",
            ParamKind::U32 => "U32",
            ParamKind::Bool => "Bool",
            ParamKind::F64 => "F64",
            ParamKind::String => "String",
            ParamKind::Type => "Type",
            ParamKind::Attr => "Attr",
            ParamKind::TypeOrAttr => "TypeOrAttr",
            ParamKind::DenseI64Array => "DenseI64Array",
        }
    );
    quote!(::ir::ods::attr_defs::ParamType::#id)
}

/// The runtime presence of a parameter (`ir::ods::attr_defs::ParamPresence`);
/// a default's text was checked against the kind by sema.
fn presence(p: &DefParam) -> TokenStream {
    let m = quote!(::ir::ods::attr_defs);
    match &p.presence {
        DefPresence::Required => quote!(#m::ParamPresence::Required),
        DefPresence::Optional => quote!(#m::ParamPresence::Optional),
        DefPresence::Default(v) => {
            let v = v.trim();
            let value = match p.kind {
                ParamKind::I64 | ParamKind::I32 => {
                    let n: i64 = v.parse().unwrap_or_default();
                    quote!(Int(#n))
                }
                ParamKind::U64 | ParamKind::U32 => {
                    let n: u64 = v.parse().unwrap_or_default();
                    quote!(UInt(#n))
                }
                ParamKind::Bool => {
                    let b = v == "true";
                    quote!(Bool(#b))
                }
                ParamKind::F64 => {
                    let bits = v.parse::<f64>().unwrap_or_default().to_bits();
                    quote!(Float(#bits))
                }
                _ => quote!(Str(#v)),
            };
            quote!(#m::ParamPresence::Default(#m::DefaultValue::#value))
        }
    }
}

/// The runtime table of an attribute format, with the printer's spacing
/// decided as mlir-tblgen decides it.
struct Layout {
    sp: super::format::Spacing,
}

impl Layout {
    /// The runtime elements of `elements`.
    fn elements(&mut self, elements: &[DefElement]) -> Vec<TokenStream> {
        let m = quote!(::ir::ods::attr_defs);
        let mut out = Vec::new();
        for e in elements {
            out.push(match e {
                DefElement::Literal(v) => {
                    let space = self.sp.literal(v);
                    quote!(#m::DefElem::Literal { text: #v, space: #space })
                }
                DefElement::Space(v) => {
                    self.sp.should_space = false;
                    match v.as_str() {
                        "" => {
                            self.sp.last_punct = true;
                            continue;
                        }
                        "\\n" => quote!(#m::DefElem::Space("\n")),
                        _ => quote!(#m::DefElem::Space(#v)),
                    }
                }
                DefElement::Param(i) => {
                    let space = self.sp.other();
                    quote!(#m::DefElem::Param { index: #i, space: #space })
                }
                DefElement::Params(ps) | DefElement::Struct(ps) => {
                    let space = !ps.is_empty() && self.sp.other();
                    if matches!(e, DefElement::Struct(_)) {
                        quote!(#m::DefElem::Struct { params: &[#(#ps),*], space: #space })
                    } else {
                        quote!(#m::DefElem::Params { params: &[#(#ps),*], space: #space })
                    }
                }
                DefElement::Custom { name, args } => {
                    let space = self.sp.other();
                    let parse = format_ident!("parse_{}", name.to_snake_case());
                    let print = format_ident!("print_{}", name.to_snake_case());
                    let args = args.iter().map(|a| match a {
                        DefCustomArg::Param(i) => quote!(#m::DefCustomArg::Param(#i)),
                        DefCustomArg::Ref(i) => quote!(#m::DefCustomArg::Ref(#i)),
                    });
                    quote!(#m::DefElem::Custom { parse: #parse, print: #print, args: &[#(#args),*], space: #space })
                }
                DefElement::Optional {
                    then,
                    otherwise,
                    anchor,
                    inverted,
                } => {
                    let anchor_el = if *inverted {
                        otherwise.get(*anchor)
                    } else {
                        then.get(*anchor)
                    };
                    let bound: Vec<usize> = match anchor_el {
                        Some(DefElement::Param(i)) => vec![*i],
                        Some(DefElement::Params(ps) | DefElement::Struct(ps)) => ps.clone(),
                        Some(DefElement::Custom { args, .. }) => args
                            .iter()
                            .filter_map(|a| match a {
                                DefCustomArg::Param(i) => Some(*i),
                                DefCustomArg::Ref(_) => None,
                            })
                            .collect(),
                        _ => Vec::new(),
                    };
                    let saved = self.sp;
                    let then = self.elements(then);
                    self.sp = saved;
                    let otherwise = self.elements(otherwise);
                    quote!(#m::DefElem::Optional {
                        then: &[#(#then),*], otherwise: &[#(#otherwise),*],
                        anchor: &[#(#bound),*], inverted: #inverted,
                    })
                }
            });
        }
        out
    }
}

/// The `AttrDefInfo` of a definition.
fn info(d: &TypeAttrDef) -> TokenStream {
    let (dialect, mnemonic, name) = (&d.dialect, &d.mnemonic, &d.name);
    let format = Layout {
        sp: super::format::Spacing::start(),
    }
    .elements(&d.format.elements);
    let params = d.params.iter().map(|p| {
        let (pn, ty, list, cpp, presence) = (&p.name, param_type_info(p.kind), p.list, p.cpp_type(), presence(p));
        quote!(::ir::ods::attr_defs::ParamInfo { name: #pn, ty: #ty, list: #list, cpp_type: #cpp, presence: #presence })
    });
    let verify = if d.verifier {
        quote!(Some(|ctx, attr| match Self::from_attr(attr) {
            Some(value) => value.verify(ctx),
            None => Ok(()),
        }))
    } else {
        quote!(None)
    };
    quote!(::ir::ods::attr_defs::AttrDefInfo {
        dialect: #dialect, mnemonic: #mnemonic, def_name: #name, params: &[#(#params),*],
        format: &[#(#format),*], verify: #verify,
    })
}

/// The `ParamValue` of one element: `v` is the field (`self.n`) or, with
/// `by_ref`, a reference to a list item.
fn to_value(kind: ParamKind, v: TokenStream, by_ref: bool) -> TokenStream {
    let pv = quote!(::ir::dialect_attr::ParamValue);
    let copy = if by_ref { quote!(*#v) } else { v.clone() };
    match kind {
        ParamKind::I64 | ParamKind::DenseI64Array => quote!(#pv::Int(#copy)),
        ParamKind::I32 => quote!(#pv::Int(i64::from(#copy))),
        ParamKind::U64 => quote!(#pv::UInt(#copy)),
        ParamKind::U32 => quote!(#pv::UInt(u64::from(#copy))),
        ParamKind::Bool => quote!(#pv::Bool(#copy)),
        ParamKind::F64 => quote!(#pv::Float(#v.to_bits())),
        ParamKind::String => quote!(#pv::Str(#v.as_str().into())),
        ParamKind::Type => quote!(#pv::Type(#copy)),
        ParamKind::Attr => quote!(#pv::Attr(#copy)),
        ParamKind::TypeOrAttr => quote!(#copy.to_value()),
    }
}

/// The field value of one element `v` (a `&ParamValue`), or `None`.
fn from_value(kind: ParamKind, v: TokenStream) -> TokenStream {
    match kind {
        ParamKind::I64 | ParamKind::DenseI64Array => quote!(#v.as_i64()),
        ParamKind::I32 => quote!(#v.as_i32()),
        ParamKind::U64 => quote!(#v.as_u64()),
        ParamKind::U32 => quote!(#v.as_u32()),
        ParamKind::Bool => quote!(#v.as_bool()),
        ParamKind::F64 => quote!(#v.as_f64()),
        ParamKind::String => quote!(#v.as_str().map(str::to_string)),
        ParamKind::Type => quote!(#v.as_type()),
        ParamKind::Attr => quote!(#v.as_attr()),
        ParamKind::TypeOrAttr => quote!(#v.as_type_or_attr()),
    }
}

/// The struct of an attribute or type definition.
pub fn attr_def(d: &TypeAttrDef) -> TokenStream {
    let (dialect, mnemonic) = (&d.dialect, &d.mnemonic);
    let values = d.params.iter().map(|p| {
        let n = super::field_ident(&p.name);
        let (kind, list) = super::enums::elem(p);
        let optional = p.presence == DefPresence::Optional;
        let field = if optional { quote!(v) } else { quote!(self.#n) };
        let value = if list {
            let one = to_value(kind, quote!(x), true);
            quote!(::ir::dialect_attr::ParamValue::List(#field.iter().map(|x| #one).collect()))
        } else if optional {
            to_value(kind, quote!(v), true)
        } else {
            to_value(kind, field, false)
        };
        if optional {
            quote!(match &self.#n { Some(v) => #value, None => ::ir::dialect_attr::ParamValue::Absent })
        } else {
            value
        }
    });
    let names: Vec<_> = d.params.iter().map(|p| super::field_ident(&p.name)).collect();
    let reads = d.params.iter().map(|p| {
        let n = super::field_ident(&p.name);
        let (kind, list) = super::enums::elem(p);
        let read = if list {
            let one = from_value(kind, quote!(x));
            quote!(#n.list_of(|x| #one)?)
        } else {
            let one = from_value(kind, quote!(#n));
            quote!(#one?)
        };
        if p.presence == DefPresence::Optional {
            quote!(let #n = if #n.is_absent() { None } else { Some(#read) };)
        } else {
            quote!(let #n = #read;)
        }
    });
    let info = info(d);
    let (handle, kind, get, read, what) = if d.is_attr {
        (
            quote!(::ir::Attr),
            quote!(::ir::AttrKind),
            quote!(get_attr),
            quote!(attr_kind),
            "an attribute",
        )
    } else {
        (
            quote!(::ir::Type),
            quote!(::ir::TypeKind),
            quote!(get_type),
            quote!(type_kind),
            "a type",
        )
    };
    let noun = what.split_once(' ').map_or(what, |(_, n)| n);
    let get_doc = format!(" The uniqued {noun} with these values.");
    let read_doc = format!(" The values of {what} of this kind.");
    let from_doc = format!(" The values of a structured {noun} of this kind.");
    let declared = declared_attr(d);
    let def = super::enums::def_struct(
        d,
        quote! {
            /// Parameters and format (what the parser and printer follow).
            pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = #info;
            #[doc = #get_doc]
            pub fn get(&self, ctx: &::ir::Context) -> #handle {
                let values = Vec::from([#(#values),*]);
                ctx.#get(#kind::Dialect(Box::new(
                    ::ir::dialect_attr::DialectAttr::new(&Self::INFO, values),
                )))
            }
            #[doc = #read_doc]
            pub fn read(ctx: &::ir::Context, value: #handle) -> Option<Self> {
                match ctx.#read(value) {
                    #kind::Dialect(d) => Self::from_attr(d),
                    _ => None,
                }
            }
            #[doc = #from_doc]
            pub fn from_attr(attr: &::ir::dialect_attr::DialectAttr) -> Option<Self> {
                if attr.dialect() != #dialect || attr.mnemonic() != #mnemonic {
                    return None;
                }
                let [#(#names),*] = &attr.params[..] else { return None };
                #(#reads)*
                Some(Self { #(#names),* })
            }
        },
    );
    quote!(#def #declared)
}

/// An attribute definition's [`ir::ods::DeclaredAttr`]: what an op's
/// constraint naming it by its Rust path checks, prints and reads (nothing
/// for a type definition).
fn declared_attr(d: &TypeAttrDef) -> TokenStream {
    if !d.is_attr {
        return TokenStream::new();
    }
    let ty = format_ident!("{}", crate::model::rust_type_name(&d.name));
    let (dialect, mnemonic) = (&d.dialect, &d.mnemonic);
    let summary = if d.summary.is_empty() {
        format!("{} attribute", d.name)
    } else {
        d.summary.clone()
    };
    quote!(::ir::ods_declared_attr!(#ty, #dialect, #mnemonic, #summary);)
}
