//! A hidden `macro_rules!` emitted beside a definition, reachable by the
//! definition's path from any crate: how one macro hands what it read to
//! another that names the definition (`patterns!` naming an `#[op]`, a
//! `#[type_def]`/`#[attr_def]` listing an `#[type_interface]`/`#[attr_interface]`).
//!
//! A `macro_rules!` is reachable by path outside its crate only when
//! `#[macro_export]`ed, which puts it at the crate root under its own name:
//! so the exported macro gets a name unique in the crate (`name` and a
//! counter of the expansions in this compilation), and a `pub use` gives it
//! the wanted name beside the definition (`ops::__ods_op_AddOp`). A macro
//! declared in a function body is reached by its bare name in that body
//! (`non_local_definitions`, rustc's warning on exporting it from there, is
//! allowed: the export is what reaches it from a module's path).

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many hidden macros this compilation has exported (their names'
/// suffixes).
static EXPORTED: AtomicUsize = AtomicUsize::new(0);

/// `macro_rules! name { rules }`, exported under a unique name and
/// re-exported as `name` where it is emitted.
pub(crate) fn exported(name: &Ident, rules: TokenStream) -> TokenStream {
    let n = EXPORTED.fetch_add(1, Ordering::Relaxed);
    let unique = format_ident!("{}__{}", name, n, span = name.span());
    quote! {
        #[doc(hidden)]
        #[macro_export]
        #[allow(non_local_definitions)]
        macro_rules! #unique { #rules }
        #[doc(hidden)]
        #[allow(unused_imports)]
        pub use #unique as #name;
    }
}
