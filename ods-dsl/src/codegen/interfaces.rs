//! Op interfaces: for each `op_interface`, a Rust trait the ops implement (a method
//! with a default body is a provided method), the table of one op's method pointers
//! and the handle an op is seen through; then, by the interface's kind:
//!
//! - without type parameters, implementations are registered with the ops in the
//!   context's registry (each declaring op's `register` attaches its own, and
//!   `FooMethods::attach::<T>(ctx)` attaches an external model): `FooRef::get(ctx,
//!   arena, op)` or `op.interface::<FooRef>(ctx, arena)` is MLIR's `dyn_cast<Foo>(op)`;
//! - with type parameters (types the implementer chooses, which the dialect cannot
//!   name), a table of implementations by op is a value the implementing code builds
//!   (a thin wrapper of `ir::ods::InterfaceImpls`).
//!
//! For `op_interface Foo<Cx> { method run(cx: "&mut Cx") -> "bool"; }` declared by ops
//! `d.a` and `d.b`:
//! - `trait Foo<Cx>: TypedOp { fn run(self, cx: &mut Cx) -> bool; }`;
//! - `FOO_OPS = ["d.a", "d.b"]`;
//! - `FooMethods<Cx>` (one op's method pointers, `FooMethods::of::<AOp>()`);
//! - `FooImpls<Cx>`: `FooImpls::new().attach::<AOp>().attach::<BOp>()`, then
//!   `impls.get(ctx, arena, op)` gives a `FooRef<Cx>` whose `run(cx)` calls the op's
//!   implementation, and `impls.missing()` names declaring ops without one.
//!
//! A static method (`static_method`, MLIR's `StaticInterfaceMethod`) is an associated
//! function of the trait (no receiver); `FooMethods` keeps its pointer and calls it
//! (`FooMethods::get(ctx, op_name)` gives a registered op's methods before any op
//! exists), as `FooRef` does.

use heck::ToShoutySnakeCase;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use crate::model::{InterfaceDef, InterfaceMethod};

fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// Parses a Rust type checked by sema (falls back to `()` so that output stays valid).
pub(super) fn rust_type(s: &str) -> syn::Type {
    syn::parse_str(s).unwrap_or_else(|_| syn::parse_quote!(()))
}

/// Parses a default body checked by sema (falls back to an empty block).
pub(super) fn rust_block(s: &str) -> syn::Block {
    syn::parse_str(s).unwrap_or_else(|_| syn::parse_quote!({}))
}

pub(super) fn doc_attrs(text: &str) -> TokenStream {
    let lines = text.lines().map(|l| format!(" {}", l.trim_end()));
    quote!(#(#[doc = #lines])*)
}

/// A documented `Copy` struct with type parameters `generics` (the method tables and
/// handles of interfaces: `Clone`/`Copy` written out, since the parameters need not
/// be `Copy`). A method table spells each method's signature as a `fn` pointer type,
/// as long as the interface's declaration makes it, so clippy's `type_complexity`
/// is allowed on it: the declaring crate's code must not fail its lints.
pub(super) fn copy_struct(doc: &str, ty: &Ident, generics: &[Ident], fields: TokenStream) -> TokenStream {
    quote! {
        #[doc = #doc]
        #[allow(clippy::type_complexity)]
        pub struct #ty<#(#generics),*> { #fields }

        impl<#(#generics),*> Clone for #ty<#(#generics),*> {
            fn clone(&self) -> Self {
                *self
            }
        }

        impl<#(#generics),*> Copy for #ty<#(#generics),*> {}
    }
}

/// The items of one interface.
pub fn interface_def(i: &InterfaceDef) -> TokenStream {
    if i.kind != crate::model::InterfaceKind::Op {
        return super::def_interfaces::interface_def(i);
    }
    let name = ident(&i.name);
    let generics: Vec<Ident> = i.generics.iter().map(|g| ident(g)).collect();
    let methods_ty = format_ident!("{}Methods", i.name);
    let impls_ty = format_ident!("{}Impls", i.name);
    let ref_ty = format_ident!("{}Ref", i.name);
    let ops_const = format_ident!("{}_OPS", i.name.to_shouty_snake_case());
    let ops = &i.ops;
    let mut doc = i.summary.clone();
    if !i.description.is_empty() {
        doc.push_str("\n\n");
        doc.push_str(&i.description);
    }
    let trait_doc = doc_attrs(&doc);
    let interface_name = &i.name;
    let bases = OpBases::of(i);

    let mut trait_methods = Vec::new();
    let mut fields = bases.fields.clone();
    let mut thunks = Vec::new();
    let mut inits = bases.inits.clone();
    let mut calls = Vec::new();
    let mut static_calls = Vec::new();
    for m in &i.methods {
        let thunk = format_ident!("{}_thunk", m.name);
        let sig = MethodSignature::of(m);
        if m.is_static {
            let s = static_method_items(m, &quote!(#name<#(#generics),*>), &sig);
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
        trait_methods.push(match &m.default {
            Some(body) => {
                let body = rust_block(body);
                quote! {
                    #mdoc
                    #[allow(unused_variables)]
                    fn #mname(self, #(#args: #tys),*) #ret #body
                }
            }
            None => quote! {
                #mdoc
                fn #mname(self, #(#args: #tys),*) #ret;
            },
        });
        fields.push(quote! { #mname: fn(::ir::OpId, #(#tys),*) #ret, });
        thunks.push(quote! {
            fn #thunk<T: #name<#(#generics),*>>(op: ::ir::OpId, #(#args: #tys),*) #ret {
                <T as ::ir::ods::TypedOp>::from_op_unchecked(op).#mname(#(#args),*)
            }
        });
        inits.push(quote! { #mname: Self::#thunk::<T>, });
        calls.push(quote! {
            #mdoc
            pub fn #mname(&self, #(#args: #tys),*) #ret {
                (self.methods.#mname)(self.op, #(#args),*)
            }
        });
    }
    let ops_doc = format!(" The ops of these definitions that declare `{interface_name}`.");
    let methods_doc = format!(" One op's implementation of `{interface_name}`: its method pointers.");
    let ref_doc = format!(" An op seen through `{interface_name}`.");
    let declaring_ops = quote! {
        /// The ops declaring the interface: those generated with it (its `_OPS`) and
        /// the ops registered in `ctx` that declare it from another item
        /// (`#[op(interfaces = [path::Foo])]`, which an interface declared in Rust
        /// cannot see); sorted.
        pub fn declaring_ops(ctx: &::ir::Context) -> Vec<&'static str> {
            ::ir::ods::declaring_ops(#ops_const, ctx.registry().interface_declarers::<Self>())
        }
    };
    let table = if i.is_registered() {
        let base_entries = &bases.entries;
        let (verify_fn, attach_verify) = verifier(i, &methods_ty);
        quote! {
            ::ir::ods_registered_op_interface!(
                #interface_name, #name, #methods_ty, #ref_ty, #ops_const,
                bases [#(#base_entries;)*],
                fn attach(ctx) { #attach_verify }
            );
            #verify_fn
        }
    } else {
        let units: Vec<TokenStream> = i.generics.iter().map(|_| quote!(())).collect();
        let impls_doc = format!(
            " The implementations of `{interface_name}` by op (MLIR's interface map; one attached from another crate is an external model)."
        );
        quote! {
            #[doc = #impls_doc]
        pub struct #impls_ty<#(#generics),*>(::ir::ods::InterfaceImpls<#methods_ty<#(#generics),*>>);

        impl<#(#generics),*> Default for #impls_ty<#(#generics),*> {
            fn default() -> Self {
                Self::new()
            }
        }

        impl #methods_ty<#(#units),*> {
            /// What the registration of op `T` declaring the interface in another item
            /// (`#[op(interfaces = [path::Foo])]`) calls: records the op as declaring it
            /// ([`Self::declaring_ops`]; the implementing code builds the table of
            /// implementations); a path to something else than an interface is rustc's
            /// error there. The type arguments are `()` so that the call needs none.
            #[doc(hidden)]
            pub fn __declared_by<T: ::ir::ods::TypedOp>(ctx: &::ir::Context) {
                ctx.registry().declare_interface::<Self>(<T as ::ir::ods::TypedOp>::NAME);
            }
            #declaring_ops
        }

        impl<#(#generics),*> #impls_ty<#(#generics),*> {
            /// No implementations yet.
            pub fn new() -> Self {
                #impls_ty(::ir::ods::InterfaceImpls::new(#interface_name, #ops_const))
            }
            /// Adds op `T`'s implementation.
            pub fn attach<T: #name<#(#generics),*>>(mut self) -> Self {
                self.0.insert(<T as ::ir::ods::TypedOp>::NAME, #methods_ty::of::<T>());
                self
            }
            /// `op` seen through the interface, if its op implements it.
            pub fn get(&self, ctx: &::ir::Context, arena: &::ir::IrArena, op: ::ir::OpId) -> Option<#ref_ty<#(#generics),*>> {
                self.0.get(ctx, arena, op).map(|methods| #ref_ty { op, methods })
            }
            /// The ops declaring the interface that have no implementation here (of
            /// those generated with it: `missing_in` also sees the ops declaring it from
            /// another item).
            pub fn missing(&self) -> Vec<&'static str> {
                self.0.missing()
            }
            /// The ops declaring the interface, as the method table's `declaring_ops`
            /// gives them for `ctx`, that have no implementation here.
            pub fn missing_in(&self, ctx: &::ir::Context) -> Vec<&'static str> {
                self.0.missing_among(&#methods_ty::<#(#units),*>::declaring_ops(ctx))
            }
            /// Whether the definition of the op named `op_name` declares the interface.
            pub fn is_declared_by(&self, op_name: &str) -> bool {
                self.0.is_declared_by(op_name)
            }
        }

        }
    };
    let methods_struct = copy_struct(
        &methods_doc,
        &methods_ty,
        &generics,
        quote!(#(#fields)* _types: ::std::marker::PhantomData<fn() -> (#(#generics,)*)>,),
    );
    let ref_struct = copy_struct(
        &ref_doc,
        &ref_ty,
        &generics,
        quote!(op: ::ir::OpId, methods: #methods_ty<#(#generics),*>,),
    );
    let supertraits = &bases.traits;
    quote! {
        #trait_doc
        pub trait #name<#(#generics),*>: ::ir::ods::TypedOp #(+ #supertraits)* {
            #(#trait_methods)*
        }

        #[doc = #ops_doc]
        pub const #ops_const: &[&str] = &[#(#ops),*];

        #methods_struct

        impl<#(#generics),*> #methods_ty<#(#generics),*> {
            /// The methods of op `T`.
            pub fn of<T: #name<#(#generics),*>>() -> Self {
                #methods_ty { #(#inits)* _types: ::std::marker::PhantomData }
            }
            #(#thunks)*
            #(#static_calls)*
        }

        #table

        #ref_struct

        impl<#(#generics),*> #ref_ty<#(#generics),*> {
            /// The op.
            pub fn op(&self) -> ::ir::OpId {
                self.op
            }
            #(#calls)*
        }
    }
}

/// An op interface's verifier (`verify`, MLIR's interface `verify`): the method
/// table's hidden function holding the body, and the statement of `attach` that
/// registers it with the op (the verifier runs it for the ops declaring the
/// interface, with their traits).
fn verifier(i: &InterfaceDef, methods_ty: &Ident) -> (TokenStream, TokenStream) {
    let Some(body) = &i.verify else {
        return (TokenStream::new(), TokenStream::new());
    };
    let body = rust_block(body);
    let name = &i.name;
    let with_regions = i.verify_with_regions;
    let doc = format!(" `{name}`'s verifier (MLIR's interface `verify`).");
    (
        quote! {
            impl #methods_ty {
                #[doc = #doc]
                #[doc(hidden)]
                #[allow(unused_variables)]
                pub fn __verify(ctx: &::ir::Context, arena: &::ir::IrArena, op: ::ir::OpId) -> Result<(), ::ir::Diagnostic> #body
            }
        },
        quote! {
            ctx.registry().attach_interface_verifier(<T as ::ir::ods::TypedOp>::NAME, #name, Self::__verify, #with_regions);
        },
    )
}

/// What an op interface's bases (MLIR's `baseInterfaces`, declared interfaces
/// without type parameters, as is the derived one) add to its items: the trait's
/// supertraits; a field of the method table per base holding the op's
/// implementation of it (so that the handle converts to the base's, as upstream's
/// interface converts to its bases); `attach` attaching the bases first.
struct OpBases {
    /// The bases' trait paths.
    traits: Vec<syn::Path>,
    /// The method table's fields (`__base_b: BMethods,`).
    fields: Vec<TokenStream>,
    /// Their initializers in `of::<T>()`.
    inits: Vec<TokenStream>,
    /// Per base, what `ods_registered_op_interface!` takes: the field, the base's
    /// method table and handle, and its name (`__base_b: BMethods, BRef, "B"`).
    entries: Vec<TokenStream>,
}

impl OpBases {
    /// The items of interface `i`'s bases.
    fn of(i: &InterfaceDef) -> OpBases {
        let path =
            |p: &str| -> syn::Path { syn::parse_str(p).unwrap_or_else(|_| syn::parse_quote!(InvalidInterfacePath)) };
        let mut b = OpBases {
            traits: Vec::new(),
            fields: Vec::new(),
            inits: Vec::new(),
            entries: Vec::new(),
        };
        for base in &i.bases {
            let last = base.rsplit("::").next().unwrap_or(base);
            let field = format_ident!("__base_{}", heck::ToSnakeCase::to_snake_case(last));
            let methods = path(&format!("{base}Methods"));
            let base_ref = path(&format!("{base}Ref"));
            b.traits.push(path(base));
            b.fields.push(quote! { #field: #methods, });
            b.inits.push(quote! { #field: #methods::of::<T>(), });
            b.entries.push(quote! { #field: #methods, #base_ref, #last });
        }
        b
    }
}

/// The statement of op `op_ty`'s registration attaching its implementation of a
/// registered interface it declares, given the path of its method table
/// (`FooMethods`) as sema records it on the op: `FooMethods::__declared_by`, which
/// also records the op as declaring it in the context's registry, so that
/// `FooMethods::declaring_ops(ctx)` lists the ops of other files and crates too.
pub fn declared_by_call(methods_path: &str, op_ty: &Ident) -> TokenStream {
    let path: syn::Path = syn::parse_str(methods_path).unwrap_or_else(|_| syn::parse_quote!(InvalidInterfacePath));
    quote! { #path::__declared_by::<#op_ty>(ctx); }
}

/// What the generators of op, attribute and type interfaces need of one method:
/// its name, parameter names and Rust types, return type (nothing for `()`) and
/// doc attributes (its name when it has no doc).
pub(super) struct MethodSignature {
    /// The method's name.
    pub name: Ident,
    /// The parameters' names.
    pub args: Vec<Ident>,
    /// The parameters' Rust types.
    pub tys: Vec<syn::Type>,
    /// `-> T`, or nothing for a method returning `()`.
    pub ret: TokenStream,
    /// The doc attributes.
    pub doc: TokenStream,
}

impl MethodSignature {
    /// The signature of method `m`.
    pub(super) fn of(m: &InterfaceMethod) -> MethodSignature {
        MethodSignature {
            name: ident(&m.name),
            args: m.args.iter().map(|(a, _)| ident(a)).collect(),
            tys: m.args.iter().map(|(_, t)| rust_type(t)).collect(),
            ret: match m.ret.as_deref().map(rust_type) {
                Some(t) => quote!(-> #t),
                None => quote!(),
            },
            doc: doc_attrs(if m.doc.is_empty() { &m.name } else { &m.doc }),
        }
    }
}

/// The items of one static method (MLIR's `StaticInterfaceMethod`), in an op,
/// attribute or type interface alike: only its parameters.
pub(super) struct StaticItems {
    /// The trait's associated function.
    pub trait_method: TokenStream,
    /// The method table's pointer field.
    pub field: TokenStream,
    /// The field's initializer in `of::<T>()`.
    pub init: TokenStream,
    /// The handle's method (`r.m(...)`).
    pub call: TokenStream,
    /// The method table's method (`XMethods::get(..)?.m(...)`).
    pub table_call: TokenStream,
}

/// The items of static method `m` of the interface trait `trait_ty` (`Name<G, ...>`).
pub(super) fn static_method_items(m: &InterfaceMethod, trait_ty: &TokenStream, sig: &MethodSignature) -> StaticItems {
    let MethodSignature {
        name: mname,
        args,
        tys,
        ret,
        doc,
    } = sig;
    StaticItems {
        trait_method: static_method(m, sig),
        field: quote! { #mname: fn(#(#tys),*) #ret, },
        init: quote! { #mname: <T as #trait_ty>::#mname, },
        call: quote! {
            #doc
            pub fn #mname(&self, #(#args: #tys),*) #ret {
                (self.methods.#mname)(#(#args),*)
            }
        },
        table_call: quote! {
            #doc
            pub fn #mname(&self, #(#args: #tys),*) #ret {
                (self.#mname)(#(#args),*)
            }
        },
    }
}

/// A static method (MLIR's `StaticInterfaceMethod`) of the trait: an associated
/// function without receiver, provided when it has a default body.
fn static_method(m: &InterfaceMethod, sig: &MethodSignature) -> TokenStream {
    let MethodSignature {
        name: mname,
        args,
        tys,
        ret,
        doc,
    } = sig;
    match &m.default {
        Some(body) => {
            let body = rust_block(body);
            quote! {
                #doc
                #[allow(unused_variables)]
                fn #mname(#(#args: #tys),*) #ret #body
            }
        }
        None => quote! {
            #doc
            fn #mname(#(#args: #tys),*) #ret;
        },
    }
}
