//! `include_ods!("file.ods")`: a `.ods` file generated in place, without a
//! build script.

use proc_macro2::TokenStream;
use quote::quote;

/// Expands `include_ods!(input)`.
pub(crate) fn expand(input: TokenStream) -> TokenStream {
    let lit: syn::LitStr = match syn::parse2(input) {
        Ok(l) => l,
        Err(e) => {
            return syn::Error::new(e.span(), "expected a path: `include_ods!(\"src/my_dialect.ods\")`")
                .to_compile_error()
        }
    };
    let path = crate::op::manifest_path(&lit.value());
    let mut session = ods_dsl::Session::new();
    if let Err(e) = crate::op::check_readable(&lit.value(), &path).and_then(|()| session.add_file(&path)) {
        return syn::Error::new(lit.span(), e).to_compile_error();
    }
    let read: Vec<String> = session
        .read_paths
        .iter()
        .map(|p| p.canonicalize().unwrap_or_else(|_| p.clone()).display().to_string())
        .collect();
    let track = quote!(#(const _: &[u8] = include_bytes!(#read);)*);
    match session.analyze() {
        Ok(c) => {
            let items = ods_dsl::codegen::module_tokens(&c.module);
            quote!(#track #items)
        }
        Err(f) => {
            let msg = format!("invalid `.ods` input:\n{}", f.render());
            let e = syn::Error::new(lit.span(), msg).to_compile_error();
            quote!(#track #e)
        }
    }
}
