//! The registration call that attaches a definition's implementation of an
//! interface declared in Rust, which the front ends (`#[op]`, `#[type_def]`,
//! `#[attr_def]`) spell with the interface path's spans, and the name of the
//! interface's hidden macro implementing it for a definition when every method
//! has a default body.

use proc_macro2::{Ident, TokenStream, TokenTree};

/// `path::FooMethods::function::<Target>(ctx);` for the interface at `path`
/// (`ifaces::Foo`), every token at the path's last segment, so that a path naming
/// no interface (of the right kind), or a target not implementing it, is rustc's
/// error at the path. `None` for a path that does not end in a name.
pub(crate) fn declared_by_call(path: &TokenStream, function: &str, target: &Ident) -> Option<TokenStream> {
    let mut tokens: Vec<TokenTree> = path.clone().into_iter().collect();
    let Some(TokenTree::Ident(name)) = tokens.pop() else {
        return None;
    };
    let span = name.span();
    let methods = Ident::new(&format!("{name}Methods"), span);
    let function = Ident::new(function, span);
    let target = Ident::new(&target.to_string(), span);
    let prefix: TokenStream = tokens.into_iter().collect();
    Some(quote::quote_spanned! {span=>
        #prefix #methods::#function::<#target>(ctx);
    })
}

/// The name of the hidden macro an `#[attr_interface]`/`#[type_interface]` named
/// `name` emits beside its trait (`__ods_iface_Named`), which implements it for the
/// definitions listing it when every method has a default body
/// ([`crate::provide`]).
pub(crate) fn provided_macro_name(name: &Ident) -> Ident {
    Ident::new(&format!("__ods_iface_{}", syn::ext::IdentExt::unraw(name)), name.span())
}
