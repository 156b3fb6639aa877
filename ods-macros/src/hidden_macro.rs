//! A hidden `macro_rules!` emitted beside a definition, reachable by the
//! definition's path from any crate: how one macro hands what it read to
//! another that names the definition (`patterns!` naming an `#[op]`, a
//! `#[type_def]`/`#[attr_def]` listing an `#[type_interface]`/`#[attr_interface]`).
//!
//! A `macro_rules!` is reachable by path outside its crate only when
//! `#[macro_export]`ed, which puts it at the crate root under its own name:
//! so the exported macro gets a name unique in the crate (`name` and a hash
//! of its rules and of where the name stands: the same in every build, with
//! no state shared between expansions), and a `pub use` gives it
//! the wanted name beside the definition (`ops::__ods_op_AddOp`). A macro
//! declared in a function body is reached by its bare name in that body
//! (`non_local_definitions`, rustc's warning on exporting it from there, is
//! allowed: the export is what reaches it from a module's path).

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// `macro_rules! name { rules }`, exported under a unique name and
/// re-exported as `name` where it is emitted.
pub(crate) fn exported(name: &Ident, rules: TokenStream) -> TokenStream {
    exported_as(name, rules, &syn::parse_quote!(pub))
}

/// [`exported`], re-exported with visibility `vis` (an `#[op_class]`'s own:
/// a private class's macro is reached by path only where the class is).
pub(crate) fn exported_as(name: &Ident, rules: TokenStream, vis: &syn::Visibility) -> TokenStream {
    let unique = format_ident!("{}__{:016x}", name, unique_suffix(name, &rules), span = name.span());
    quote! {
        #[doc(hidden)]
        #[macro_export]
        #[allow(non_local_definitions)]
        macro_rules! #unique { #rules }
        #[doc(hidden)]
        #[allow(unused_imports)]
        #vis use #unique as #name;
    }
}

/// A suffix that tells this exported macro apart from every other one of
/// its crate, deterministically: a hash of its name, its rules and, inside a
/// macro expansion, the file, line and column of the name (two definitions
/// of one name with the same rules stand in different places).
/// `DefaultHasher::new` hashes with fixed keys, so a build is reproducible.
fn unique_suffix(name: &Ident, rules: &TokenStream) -> u64 {
    let mut hasher = DefaultHasher::new();
    name.to_string().hash(&mut hasher);
    rules.to_string().hash(&mut hasher);
    if proc_macro::is_available() {
        let span = name.span().unwrap();
        span.file().hash(&mut hasher);
        span.line().hash(&mut hasher);
        span.column().hash(&mut hasher);
    }
    hasher.finish()
}

#[cfg(test)]
mod tests {
    use super::unique_suffix;
    use quote::{format_ident, quote};

    /// The suffix depends on the name and the rules only (outside an
    /// expansion there is no location), and is the same when asked twice.
    #[test]
    fn the_suffix_is_deterministic_and_tells_rules_apart() {
        let name = format_ident!("__ods_op_AddOp");
        let rules = quote!(() => {});
        assert_eq!(unique_suffix(&name, &rules), unique_suffix(&name, &rules));
        assert_ne!(unique_suffix(&name, &rules), unique_suffix(&name, &quote!((x) => {})));
        assert_ne!(
            unique_suffix(&name, &rules),
            unique_suffix(&format_ident!("__ods_op_MulOp"), &rules)
        );
    }
}
