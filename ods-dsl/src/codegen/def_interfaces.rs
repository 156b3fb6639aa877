//! Attribute and type interfaces (`attr_interface`, `type_interface`): for each, a
//! Rust trait the definitions implement (a method with a default body is a provided
//! method), the table of one definition's method pointers, and the handle a type (an
//! attribute) is seen through. Methods are associated functions whose first
//! parameters are the context and the value (`ctx: &ir::Context, ty: ir::Type`, or
//! `attr: ir::Attr`), MLIR's `$_type`/`$_attr`; default bodies call the other
//! methods as `Self::m(ctx, ty, ...)`.
//!
//! Implementations live in the context's registry by definition
//! (`ir::ods::DefKey`): a definition's registration attaches the ones it declares
//! (`ir::ods::DefImpl::attach_interfaces`), `FooMethods::attach::<T>(ctx)` an
//! external model (how `ir` registers builtin types' implementations, and how an
//! interface with type parameters is attached, the implementer choosing them);
//! `ty.interface::<FooRef>(ctx)` is MLIR's `dyn_cast<Foo>(type)`.

use heck::ToShoutySnakeCase;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use super::interfaces::MethodSignature;
use crate::model::{InterfaceDef, InterfaceKind, TypeAttrDef};

fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// The items of one attribute or type interface.
pub fn interface_def(i: &InterfaceDef) -> TokenStream {
    let name = ident(&i.name);
    let generics: Vec<Ident> = i.generics.iter().map(|g| ident(g)).collect();
    let methods_ty = format_ident!("{}Methods", i.name);
    let ref_ty = format_ident!("{}Ref", i.name);
    let defs_const = format_ident!("{}_DEFS", i.name.to_shouty_snake_case());
    let (value, value_ty, handle_trait, noun) = match i.kind {
        InterfaceKind::Attr => (
            ident("attr"),
            quote!(::ir::Attr),
            quote!(::ir::ods::AttrInterface),
            "attribute",
        ),
        _ => (
            ident("ty"),
            quote!(::ir::Type),
            quote!(::ir::ods::TypeInterface),
            "type",
        ),
    };
    let key_fn = if i.kind == InterfaceKind::Attr {
        quote!(::ir::ods::def_interface::attr_key)
    } else {
        quote!(::ir::ods::def_interface::type_key)
    };
    let mut doc = i.summary.clone();
    if !i.description.is_empty() {
        doc.push_str("\n\n");
        doc.push_str(&i.description);
    }
    let trait_doc = super::interfaces::doc_attrs(&doc);
    let bases: Vec<syn::Path> = i.bases.iter().map(|b| path(b)).collect();
    let base_methods: Vec<syn::Path> = i.bases.iter().map(|b| path(&format!("{b}Methods"))).collect();
    let attach_doc = if i.bases.is_empty() {
        quote! {
            /// Registers definition `T`'s implementation in `ctx`'s registry (the
            /// definition's registration does this for an interface it declares; call it
            /// for an external model).
        }
    } else {
        quote! {
            /// Registers definition `T`'s implementation in `ctx`'s registry, and first
            /// its implementations of the interface's bases (the definition's
            /// registration does this for an interface it declares; call it for an
            /// external model).
        }
    };
    let interface_name = &i.name;

    let mut trait_methods = Vec::new();
    let mut fields = Vec::new();
    let mut inits = Vec::new();
    let mut calls = Vec::new();
    let mut static_calls = Vec::new();
    for m in &i.methods {
        let sig = MethodSignature::of(m);
        if m.is_static {
            // MLIR's `StaticInterfaceMethod`: no context or value, only its parameters.
            let s = super::interfaces::static_method_items(m, &quote!(#name<#(#generics),*>), &sig);
            trait_methods.push(s.trait_method);
            fields.push(s.field);
            inits.push(s.init);
            calls.push(s.call);
            static_calls.push(s.table_call);
            continue;
        }
        let MethodSignature {
            name: mname,
            args,
            tys,
            ret,
            doc: mdoc,
        } = sig;
        let sig = quote!(fn #mname(ctx: &::ir::Context, #value: #value_ty, #(#args: #tys),*) #ret);
        trait_methods.push(match &m.default {
            Some(body) => {
                let body = super::interfaces::rust_block(body);
                quote! {
                    #mdoc
                    #[allow(unused_variables)]
                    #sig #body
                }
            }
            None => quote! { #mdoc #sig; },
        });
        fields.push(quote! { #mname: fn(&::ir::Context, #value_ty, #(#tys),*) #ret, });
        inits.push(quote! { #mname: <T as #name<#(#generics),*>>::#mname, });
        calls.push(quote! {
            #mdoc
            pub fn #mname(&self, ctx: &::ir::Context, #(#args: #tys),*) #ret {
                (self.methods.#mname)(ctx, self.#value, #(#args),*)
            }
        });
    }
    let defs = &i.ops;
    let defs_doc = format!(" The definitions of these files that declare `{interface_name}`.");
    let methods_doc = format!(" One definition's implementation of `{interface_name}`: its method pointers.");
    let ref_doc = format!(" A {noun} seen through `{interface_name}`.");
    let value_doc = format!(" The {noun}.");
    let get_doc = format!(
        " `{value}` seen through the interface, if its definition registered an implementation (MLIR's `dyn_cast`)."
    );
    let statics: Vec<TokenStream> = generics.iter().map(|g| quote!(#g: 'static)).collect();
    let declared_by = declared_by(i, &name, &methods_ty);
    let methods_struct = super::interfaces::copy_struct(
        &methods_doc,
        &methods_ty,
        &generics,
        quote!(#(#fields)* _types: ::std::marker::PhantomData<fn() -> (#(#generics,)*)>,),
    );
    let ref_struct = super::interfaces::copy_struct(
        &ref_doc,
        &ref_ty,
        &generics,
        quote!(#value: #value_ty, methods: #methods_ty<#(#generics),*>,),
    );
    quote! {
        #trait_doc
        pub trait #name<#(#generics),*>: ::ir::ods::DefImpl #(+ #bases)* {
            #(#trait_methods)*
        }

        #[doc = #defs_doc]
        pub const #defs_const: &[&str] = &[#(#defs),*];

        #methods_struct

        impl<#(#statics),*> #methods_ty<#(#generics),*> {
            /// The methods of definition `T`.
            pub fn of<T: #name<#(#generics),*>>() -> Self {
                #methods_ty { #(#inits)* _types: ::std::marker::PhantomData }
            }
            #attach_doc
            pub fn attach<T: #name<#(#generics),*>>(ctx: &::ir::Context) {
                #(#base_methods::attach::<T>(ctx);)*
                ctx.registry().attach_def_interface(<T as ::ir::ods::DefImpl>::KEY, Self::of::<T>());
            }
            /// The implementation registered for the definition (or builtin kind) `key`,
            /// if any: its static methods can be called without a value
            /// (by `<T as ::ir::ods::DefImpl>::KEY`, or a value's key:
            /// `::ir::ods::def_interface::{type_key, attr_key}`).
            pub fn get(ctx: &::ir::Context, key: ::ir::ods::DefKey) -> Option<Self> {
                ctx.registry().def_interface::<Self>(key)
            }
            #(#static_calls)*
        }

        #declared_by

        #ref_struct

        impl<#(#statics),*> #handle_trait for #ref_ty<#(#generics),*> {
            const NAME: &'static str = #interface_name;
            fn get(ctx: &::ir::Context, #value: #value_ty) -> Option<Self> {
                ctx.registry()
                    .def_interface::<#methods_ty<#(#generics),*>>(#key_fn(ctx, #value)?)
                    .map(|methods| #ref_ty { #value, methods })
            }
        }

        impl<#(#statics),*> #ref_ty<#(#generics),*> {
            #[doc = #get_doc]
            pub fn get(ctx: &::ir::Context, #value: #value_ty) -> Option<Self> {
                <Self as #handle_trait>::get(ctx, #value)
            }
            #[doc = #value_doc]
            pub fn #value(&self) -> #value_ty {
                self.#value
            }
            /// The implementation's method table.
            pub fn methods(&self) -> #methods_ty<#(#generics),*> {
                self.methods
            }
            #(#calls)*
        }
    }
}

/// The function a definition's registration calls for an interface declared in Rust
/// that it lists in another item (`#[type_def(interfaces = [path::Foo])]`):
/// `FooMethods::__declared_by_type::<T>(ctx)` (`__declared_by_attr` for an attribute
/// interface, so that a path to the other kind is rustc's error at the path), which
/// attaches `T`'s implementation; for an interface with type parameters, which the
/// registration does not attach, it does nothing and is defined on `FooMethods<(),
/// ...>` so that the call needs no type arguments.
fn declared_by(i: &InterfaceDef, name: &Ident, methods_ty: &Ident) -> TokenStream {
    let f = ident(declared_by_fn(i.kind));
    let defs_const = format_ident!("{}_DEFS", i.name.to_shouty_snake_case());
    let declaring_defs = quote! {
        /// The definitions declaring the interface: those of its own file
        /// (`X_DEFS`) and the registered ones that list it (in another item or
        /// crate, which `X_DEFS` cannot name), sorted.
        pub fn declaring_defs(ctx: &::ir::Context) -> Vec<&'static str> {
            ::ir::ods::declaring_ops(#defs_const, ctx.registry().interface_declarers::<Self>())
        }
    };
    if i.generics.is_empty() {
        return quote! {
            impl #methods_ty {
                /// What the registration of definition `T` listing the interface
                /// calls: records `T` as declaring it
                /// ([`Self::declaring_defs`]), then [`Self::attach`].
                #[doc(hidden)]
                pub fn #f<T: #name>(ctx: &::ir::Context) {
                    ctx.registry().declare_interface::<Self>(<T as ::ir::ods::DefImpl>::KEY.name);
                    Self::attach::<T>(ctx)
                }
                #declaring_defs
            }
        };
    }
    let units = i.generics.iter().map(|_| quote!(()));
    quote! {
        impl #methods_ty<#(#units),*> {
            /// What the registration of definition `T` listing the interface in another
            /// item calls: nothing, as the implementing code attaches its
            /// implementation with the types it chooses.
            #[doc(hidden)]
            pub fn #f<T: ::ir::ods::DefImpl>(_ctx: &::ir::Context) {}
            #declaring_defs
        }
    }
}

/// `__declared_by_type`, `__declared_by_attr` or (an op interface's) `__declared_by`,
/// by the interface's kind.
pub fn declared_by_fn(kind: InterfaceKind) -> &'static str {
    match kind {
        InterfaceKind::Attr => "__declared_by_attr",
        InterfaceKind::Type => "__declared_by_type",
        InterfaceKind::Op => "__declared_by",
    }
}

/// `p` as a Rust path (sema checked the names it is made of).
fn path(p: &str) -> syn::Path {
    syn::parse_str(p).unwrap_or_else(|_| syn::parse_quote!(InvalidInterfacePath))
}

/// A definition's `ir::ods::DefImpl`: its key, and the attachment of the interfaces
/// without type parameters it declares (so a definition that does not implement one
/// does not compile; through `__declared_by_type`/`__declared_by_attr`, which records
/// it as declaring them for `declaring_defs`), then `rust_attachments` (the statements attaching the
/// interfaces declared in Rust it lists, which the macro front end spells with their
/// paths' spans); then the implementations made of default bodies only.
pub fn def_impl(d: &TypeAttrDef, rust_attachments: TokenStream) -> TokenStream {
    let ty = format_ident!("{}", crate::model::rust_type_name(&d.name));
    let (dialect, name) = (&d.dialect, &d.name);
    let attach = if d.registered_interfaces.is_empty() && rust_attachments.is_empty() {
        quote!()
    } else {
        let paths = d.registered_interfaces.iter().map(|p| path(p));
        let kind = if d.is_attr {
            InterfaceKind::Attr
        } else {
            InterfaceKind::Type
        };
        let declared_by = ident(declared_by_fn(kind));
        quote! {
            fn attach_interfaces(ctx: &::ir::Context) {
                #(#paths::#declared_by::<Self>(ctx);)*
                #rust_attachments
            }
        }
    };
    let provided = d.provided_interfaces.iter().map(|p| path(p));
    quote! {
        impl ::ir::ods::DefImpl for #ty {
            const KEY: ::ir::ods::DefKey = ::ir::ods::DefKey::new(#dialect, #name);
            #attach
        }
        #(impl #provided for #ty {})*
    }
}
