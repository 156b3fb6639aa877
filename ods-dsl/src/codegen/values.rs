//! How attribute values convert between `Attr` and Rust in generated code.

use crate::model::AttrValue;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// Conversions of one value kind.
pub struct Conv {
    /// Type returned by getters.
    pub ty: TokenStream,
    /// Type taken by setters and builders.
    pub param: TokenStream,
    /// `Option<ty>` from `attr` (an `Attr` expression; `ctx` in scope).
    pub from: TokenStream,
    /// `Result<Attr, BuildError>` from `v` (`ctx` in scope).
    pub to: TokenStream,
}

/// The conversion of a value kind (`None` for raw attributes and unit attributes).
pub fn conv(kind: &AttrValue) -> Option<Conv> {
    // `__v` is `ir::ods::values`, bound by the macros the conversions are used in
    // (`ir::ods_attr!`, `ir::ods_builders!`).
    let v = quote!(__v);
    Some(match kind {
        AttrValue::None | AttrValue::Unit => return None,
        // A custom-storage property's storage type, through its kind's
        // conversions (`convertFromAttribute`, `convertToAttribute`).
        AttrValue::CustomProp(kind) => {
            let p = super::preds::path_tokens(kind);
            let m = quote!(::ir::ods::custom_props);
            Conv {
                ty: quote!(#m::Storage<#p>),
                param: quote!(&#m::Storage<#p>),
                from: quote!(#m::value::<#p>(ctx, attr)),
                to: quote!(#m::attr::<#p>(ctx, v)),
            }
        }
        // An `OptionalProp` as a value (an `OptionalProp`'s or an
        // `ArrayProp` element's): `Option<T>`, `None` for `[]`.
        AttrValue::PropOptional { elem, .. } => return optional_value_conv(&elem.value),
        AttrValue::UInt(t) => Conv {
            ty: quote!(i64),
            param: quote!(i64),
            from: quote!(#v::as_uint(ctx, attr)),
            to: quote!(#v::int_attr(ctx, v, #t)),
        },
        // Integer elements read and build as `Vec<i64>` (`[1 : i32, 2 :
        // i32]` generic), the others as a `Vec` of their kind's values.
        AttrValue::PropArray(elem) => {
            return match &elem.value {
                AttrValue::Int(t) => conv(&AttrValue::IntArray(t.clone())),
                _ => array_value_conv(&elem.value).or_else(|| conv(&AttrValue::AttrArray)),
            }
        }
        AttrValue::Int(t) => Conv {
            ty: quote!(i64),
            param: quote!(i64),
            from: quote!(#v::as_int(ctx, attr)),
            to: quote!(#v::int_attr(ctx, v, #t)),
        },
        AttrValue::Float(t) => Conv {
            ty: quote!(f64),
            param: quote!(f64),
            from: quote!(#v::as_float(ctx, attr)),
            to: quote!(#v::float_attr(ctx, v, #t)),
        },
        AttrValue::Bool => Conv {
            ty: quote!(bool),
            param: quote!(bool),
            from: quote!(#v::as_bool(ctx, attr)),
            to: quote!(Ok(#v::bool_attr(ctx, v))),
        },
        AttrValue::Str => Conv {
            ty: quote!(String),
            param: quote!(&str),
            from: quote!(#v::as_str(ctx, attr)),
            to: quote!(Ok(#v::str_attr(ctx, v))),
        },
        AttrValue::Type => Conv {
            ty: quote!(::ir::Type),
            param: quote!(::ir::Type),
            from: quote!(#v::as_type(ctx, attr)),
            to: quote!(Ok(#v::type_attr(ctx, v))),
        },
        AttrValue::DenseInts(t) => Conv {
            ty: quote!(Vec<i64>),
            param: quote!(&[i64]),
            from: quote!(#v::as_dense(ctx, attr)),
            to: quote!(#v::dense_array(ctx, v, #t)),
        },
        AttrValue::IntArray(t) => Conv {
            ty: quote!(Vec<i64>),
            param: quote!(&[i64]),
            from: quote!(#v::as_int_array(ctx, attr)),
            to: quote!(#v::int_array(ctx, v, #t)),
        },
        AttrValue::AttrArray => Conv {
            ty: quote!(Vec<::ir::Attr>),
            param: quote!(&[::ir::Attr]),
            from: quote!(#v::as_attr_array(ctx, attr)),
            to: quote!(Ok(#v::attr_array(ctx, v))),
        },
        AttrValue::Enum(name) => {
            let id = format_ident!("{}", crate::model::rust_type_name(name));
            Conv {
                ty: quote!(#id),
                param: quote!(#id),
                from: quote!(#id::from_attr(ctx, attr)),
                to: quote!(Ok(v.to_attr(ctx))),
            }
        }
        AttrValue::EnumAttr { enum_name, attr_name } => {
            let id = format_ident!("{}", crate::model::rust_type_name(enum_name));
            let attr = format_ident!("{}", crate::model::rust_type_name(attr_name));
            Conv {
                ty: quote!(#id),
                param: quote!(#id),
                from: quote!(#attr::read(ctx, attr)),
                to: quote!(Ok(#attr::get(ctx, v))),
            }
        }
        AttrValue::Declared(path) => {
            let p = super::preds::path_tokens(path);
            let t = quote!(<#p as ::ir::ods::DeclaredAttr>);
            Conv {
                ty: quote!(#t::Value),
                // By value for an enum attribute, by reference for an attribute
                // definition, as the included definition's (`DeclaredAttr::Param`).
                param: quote!(#t::Param<'_>),
                from: quote!(#t::read_value(ctx, attr)),
                to: quote!(Ok(#t::build(ctx, v))),
            }
        }
        AttrValue::Def(name) => {
            let id = format_ident!("{}", crate::model::rust_type_name(name));
            Conv {
                ty: quote!(#id),
                param: quote!(&#id),
                from: quote!(#id::read(ctx, attr)),
                to: quote!(Ok(v.get(ctx))),
            }
        }
    })
}

/// The conversion of an `OptionalProp` of `kind` as a value: `Option<T>`
/// from `[v]` (`Some`) or `[]` (`None`), `P`'s conversion inside.
fn optional_value_conv(kind: &AttrValue) -> Option<Conv> {
    let v = quote!(__v);
    let inner = inner_conv(kind)?;
    let (ty, param, from, to) = (inner.ty, inner.param, inner.from, inner.to);
    Some(Conv {
        ty: quote!(Option<#ty>),
        param: quote!(Option<#param>),
        from: quote!(#v::optional_value(ctx, attr, |attr| #from)),
        to: quote!(#v::optional_value_attr(ctx, v, |v| #to)),
    })
}

/// The conversion of an `ArrayProp` of `kind`: `Vec<T>` of the element
/// kind's values (a `UnitProp`'s `bool`, an `OptionalProp`'s `Option<T>`,
/// an `ArrayProp`'s `Vec<T>`), set from a slice of the element kind's
/// setter parameters (`&[&str]`, `&[Option<i64>]`, `&[&[i64]]`); a kind
/// taken by reference (custom storage) from a slice of its values.
fn array_value_conv(kind: &AttrValue) -> Option<Conv> {
    let v = quote!(__v);
    let inner = inner_conv(kind)?;
    let (ty, from, to) = (inner.ty, inner.from, inner.to);
    let (elem, take) = match kind {
        AttrValue::CustomProp(_) | AttrValue::Def(_) => (ty.clone(), quote!()),
        _ => (inner.param, quote!(let v = *v;)),
    };
    Some(Conv {
        ty: quote!(Vec<#ty>),
        param: quote!(&[#elem]),
        from: quote!(#v::array_values(ctx, attr, |attr| #from)),
        to: quote!(#v::array_values_attr(ctx, v, |v| { #take #to })),
    })
}

/// The conversion of a value inside an `OptionalProp`: `P`'s, a
/// `UnitProp`'s `bool`.
fn inner_conv(kind: &AttrValue) -> Option<Conv> {
    let v = quote!(__v);
    match kind {
        AttrValue::Unit => Some(Conv {
            ty: quote!(bool),
            param: quote!(bool),
            from: quote!(#v::as_unit_prop(ctx, attr)),
            to: quote!(Ok(#v::unit_prop(ctx, v))),
        }),
        _ => conv(kind),
    }
}

/// The conversion of an `OptionalProp` of `kind`: the value inside its
/// attribute form (`[v]`, `None` for `[]`), and `[v]` from a value.
/// A `UnitProp` reads and takes `bool`, a kind without conversions the
/// element attribute.
pub fn optional_prop_conv(kind: &AttrValue) -> Option<Conv> {
    let v = quote!(__v);
    let inner = match inner_conv(kind) {
        Some(c) => c,
        // A value without a Rust form is read and written as its attribute.
        None => {
            return Some(Conv {
                ty: quote!(::ir::Attr),
                param: quote!(::ir::Attr),
                from: quote!(#v::optional_prop_value(ctx, attr)),
                to: quote!(Ok(#v::optional_prop(ctx, Some(v)))),
            })
        }
    };
    let (from, to) = (inner.from, inner.to);
    Some(Conv {
        ty: inner.ty,
        param: inner.param,
        from: quote!(#v::optional_prop_value(ctx, attr).and_then(|attr| #from)),
        to: quote!({ let r: Result<::ir::Attr, ::ir::ods::BuildError> = #to; r.map(|a| #v::optional_prop(ctx, Some(a))) }),
    })
}
