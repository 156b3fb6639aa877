//! Attribute definitions (`attrdef`): a Rust struct of the parameters with
//! its static description (`INFO`, an [`ir::ods::attr_defs::AttrDefInfo`]),
//! and conversions to and from the IR's structured dialect attribute
//! (`AttrKind::Dialect`), which keeps the values typed.

use crate::model::{DefFormat, ParamKind, TypeAttrDef};
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
            ParamKind::DenseI64Array => "DenseI64Array",
        }
    );
    quote!(::ir::ods::attr_defs::ParamType::#id)
}

/// The `AttrDefInfo` of a definition.
fn info(d: &TypeAttrDef) -> TokenStream {
    let (dialect, mnemonic, name) = (&d.dialect, &d.mnemonic, &d.name);
    let format = match d.format {
        Some(DefFormat::Struct) => quote!(Struct),
        _ => quote!(Params),
    };
    let params = d.params.iter().map(|p| {
        let (pn, ty, list, cpp) = (&p.name, param_type_info(p.kind), p.list, p.cpp_type());
        quote!(::ir::ods::attr_defs::ParamInfo { name: #pn, ty: #ty, list: #list, cpp_type: #cpp })
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
        format: ::ir::ods::attr_defs::DefFormat::#format, verify: #verify,
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
    }
}

/// The struct of an attribute definition.
pub fn attr_def(d: &TypeAttrDef) -> TokenStream {
    let (dialect, mnemonic) = (&d.dialect, &d.mnemonic);
    let values = d.params.iter().map(|p| {
        let n = super::field_ident(&p.name);
        let (kind, list) = super::enums::elem(p);
        if list {
            let one = to_value(kind, quote!(x), true);
            quote!(::ir::dialect_attr::ParamValue::List(self.#n.iter().map(|x| #one).collect()))
        } else {
            to_value(kind, quote!(self.#n), false)
        }
    });
    let names: Vec<_> = d.params.iter().map(|p| super::field_ident(&p.name)).collect();
    let reads = d.params.iter().map(|p| {
        let n = super::field_ident(&p.name);
        let (kind, list) = super::enums::elem(p);
        if list {
            let one = from_value(kind, quote!(x));
            quote!(let #n = #n.list_of(|x| #one)?;)
        } else {
            let one = from_value(kind, quote!(#n));
            quote!(let #n = #one?;)
        }
    });
    let info = info(d);
    super::enums::def_struct(
        d,
        quote! {
            /// Parameters and format (what the parser and printer follow).
            pub const INFO: ::ir::ods::attr_defs::AttrDefInfo = #info;
            /// The uniqued attribute with these values.
            pub fn get(&self, ctx: &::ir::Context) -> ::ir::Attr {
                let values = Vec::from([#(#values),*]);
                ctx.get_attr(::ir::AttrKind::Dialect(Box::new(
                    ::ir::dialect_attr::DialectAttr::new(&Self::INFO, values),
                )))
            }
            /// The values of an attribute of this kind.
            pub fn read(ctx: &::ir::Context, attr: ::ir::Attr) -> Option<Self> {
                match ctx.attr_kind(attr) {
                    ::ir::AttrKind::Dialect(d) => Self::from_attr(d),
                    _ => None,
                }
            }
            /// The values of a structured attribute of this kind.
            pub fn from_attr(attr: &::ir::dialect_attr::DialectAttr) -> Option<Self> {
                if attr.dialect() != #dialect || attr.mnemonic() != #mnemonic {
                    return None;
                }
                let [#(#names),*] = &attr.params[..] else { return None };
                #(#reads)*
                Some(Self { #(#names),* })
            }
        },
    )
}
