//! The registration call that attaches a definition's implementation of an
//! interface declared in Rust, which the front ends (`#[op]`, `#[type_def]`,
//! `#[attr_def]`) spell with the interface path's spans.

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
