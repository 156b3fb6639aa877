//! The registration call that attaches a definition's implementation of an
//! interface declared in Rust, which the front ends (`#[op]`, `#[type_def]`,
//! `#[attr_def]`) spell with the interface path's spans, and the call of the
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
/// `name` emits beside its trait (`__ods_iface_Named`): called as
/// `__ods_iface_Named! { [path::Named] Def }`, it implements the trait for `Def`
/// when every method has a default body and the trait has no type parameters, and
/// expands to nothing otherwise.
pub(crate) fn provided_macro_name(name: &Ident) -> Ident {
    Ident::new(&format!("__ods_iface_{}", syn::ext::IdentExt::unraw(name)), name.span())
}

/// `path::__ods_iface_Foo! { [path::Foo] Target }` for the interface at `path`,
/// every token at the path's last segment: the definition listing an interface
/// declared in Rust plainly gets the empty implementation when the interface
/// provides every method, as `.ods`'s generator writes it. `None` for a path that
/// does not end in a name.
pub(crate) fn provided_impl_call(path: &TokenStream, target: &Ident) -> Option<TokenStream> {
    let mut tokens: Vec<TokenTree> = path.clone().into_iter().collect();
    let Some(TokenTree::Ident(name)) = tokens.pop() else {
        return None;
    };
    let span = name.span();
    let mac = provided_macro_name(&name);
    let target = Ident::new(&target.to_string(), span);
    let prefix: TokenStream = tokens.into_iter().collect();
    Some(quote::quote_spanned! {span=>
        #prefix #mac! { [#path] #target }
    })
}
