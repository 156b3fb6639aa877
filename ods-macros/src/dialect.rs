//! `#[dialect]`: a dialect declaration on a unit struct, validated by
//! ods-dsl, with registration of the ops it lists.

use crate::args::{self, Arg};
use crate::spans::{combine, Sources};
use ods_dsl::ast;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

const KEYS: &[&str] = &[
    "\"name\" (or name = \"...\")",
    "ops = [...]",
    "patterns = [...]",
    "attrs = [...]",
    "enum_attrs = [...]",
    "types = [...]",
    "dependent = [...]",
    "version = N",
    "upgrade = \"path::to::fn\"",
    "type_parser = \"path::to::fn\"",
    "constant_materializer = path::to::fn",
    "summary = \"...\"",
    "description = \"...\"",
];

/// Expands `#[dialect(args)] item`.
pub(crate) fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let item: syn::ItemStruct = match syn::parse2(item) {
        Ok(i) => i,
        Err(e) => {
            return syn::Error::new(e.span(), format!("`#[dialect]` applies to a struct: {e}")).to_compile_error()
        }
    };
    let args = match args::parse_args(args) {
        Ok(a) => a,
        Err(e) => return quote!(#item).into_iter().chain(e.to_compile_error()).collect(),
    };
    let mut errors: Vec<syn::Error> = Vec::new();
    let mut sources = Sources::new();
    let mut name: Option<ast::Ident> = None;
    let mut summary = Vec::new();
    let mut description = Vec::new();
    let mut version = Vec::new();
    let mut upgrade = Vec::new();
    let mut type_parser = Vec::new();
    // The paths as written (with their spans), and as ods-dsl strings.
    let mut materializers: Vec<syn::Path> = Vec::new();
    let mut constant_materializer = Vec::new();
    let mut dependent = Vec::new();
    let mut ops: Vec<syn::Path> = Vec::new();
    // Pattern sets declared with `patterns!`, registered after the ops.
    let mut pattern_sets: Vec<syn::Path> = Vec::new();
    let mut attr_defs: Vec<syn::Path> = Vec::new();
    let mut enum_attrs: Vec<syn::Path> = Vec::new();
    let mut type_defs: Vec<syn::Path> = Vec::new();
    let (doc_summary, doc_description) = args::doc_summary_and_description(&args, &item.attrs, &mut sources);
    summary.extend(doc_summary);
    description.extend(doc_description);
    for a in &args {
        match a {
            Arg::Positional(s) | Arg::Str(_, s) if a.key() == "name" => args::set_name(
                &mut name,
                sources.name_in_str(s),
                s,
                "the dialect name is given twice",
                &mut errors,
            ),
            Arg::Str(k, s) if k == "summary" => summary.push(sources.str_lit(s)),
            Arg::Str(k, s) if k == "description" => description.push(sources.str_lit(s)),
            Arg::Str(k, s) if k == "upgrade" => upgrade.push(sources.str_lit(s)),
            Arg::Str(k, s) if k == "type_parser" => type_parser.push(sources.str_lit(s)),
            Arg::Int(k, i) if k == "version" => match i.base10_parse::<i64>() {
                Ok(v) => version.push((vec![v], sources.range(i))),
                Err(e) => errors.push(e),
            },
            // `version = "2.0"`: a version of several components.
            Arg::Str(k, s) if k == "version" => match parse_version(&s.value()) {
                Some(v) => version.push((v, sources.range(s))),
                None => errors.push(syn::Error::new(
                    s.span(),
                    "expected a dialect version such as `2` or \"2.0\"",
                )),
            },
            Arg::List(k, l) if k == "dependent" => {
                for d in l {
                    if d.args.is_some() {
                        errors.push(syn::Error::new(d.first, "expected a dialect name"));
                    } else {
                        dependent.push(sources.ident(&d.name));
                    }
                }
            }
            Arg::Paths(k, p) if k == "constant_materializer" => {
                for p in p {
                    let text = quote!(#p).to_string().replace(' ', "");
                    constant_materializer.push(sources.synth_str(text, p));
                    materializers.push(p.clone());
                }
            }
            Arg::Str(k, s) if k == "constant_materializer" => {
                constant_materializer.push(sources.str_lit(s));
                if let Ok(p) = s.parse::<syn::Path>() {
                    materializers.push(p);
                }
            }
            Arg::Paths(k, p) if k == "ops" => ops.extend(p.iter().cloned()),
            Arg::Paths(k, p) if k == "patterns" => pattern_sets.extend(p.iter().cloned()),
            Arg::Paths(k, p) if k == "attrs" => attr_defs.extend(p.iter().cloned()),
            Arg::Paths(k, p) if k == "enum_attrs" => enum_attrs.extend(p.iter().cloned()),
            Arg::Paths(k, p) if k == "types" => type_defs.extend(p.iter().cloned()),
            other => errors.push(args::unknown_arg(other, "dialect", KEYS)),
        }
    }
    let ident = &item.ident;
    let Some(name) = name else {
        errors.push(syn::Error::new(
            proc_macro2::Span::call_site(),
            "`#[dialect]` needs the dialect name: `#[dialect(\"name\", ops = [...])]`",
        ));
        let e = errors.into_iter().map(|e| e.to_compile_error());
        return quote!(#item #(#e)*);
    };
    let span = name.span;
    let dialect = ast::Dialect {
        name: name.clone(),
        summary,
        description,
        version,
        upgrade,
        dependent,
        use_properties: Vec::new(),
        cpp_namespace: Vec::new(),
        type_parser,
        constant_materializer,
        span,
    };
    let mut session = sources.session();
    session.add_syntax(
        span.file,
        ast::File {
            items: vec![ast::Item::Dialect(dialect)],
        },
    );
    let model = match session.analyze() {
        Ok(c) => c.module.dialects.into_iter().find(|d| d.name == name.name),
        Err(f) => {
            errors.extend(combine(&sources, &f.diagnostics));
            None
        }
    };
    let errors = errors.into_iter().map(|e| e.to_compile_error());
    let Some(d) = model else {
        return quote!(#item #(#errors)*);
    };
    let ns = &d.name;
    let (summary, description) = (&d.summary, &d.description);
    let version = version_tokens(d.version.as_deref());
    let paths = |v: &[syn::Path]| v.iter().map(|p| quote!(#p)).collect::<Vec<_>>();
    let bytecode = bytecode_registration(ns, d.version.as_deref(), d.upgrade.as_deref(), &attr_defs, &type_defs);
    // Types may share a mnemonic when the dialect parses them itself.
    let unique_types = if d.type_parser.is_none() {
        mnemonic_check(ns, "type", &type_defs)
    } else {
        quote!()
    };
    let all_attrs: Vec<syn::Path> = enum_attrs.iter().chain(&attr_defs).cloned().collect();
    let unique_attrs = mnemonic_check(ns, "attribute", &all_attrs);
    let defs = if all_attrs.is_empty() && type_defs.is_empty() {
        quote!()
    } else {
        ods_dsl::codegen::dialect_defs_registration(
            ns,
            &paths(&enum_attrs),
            &paths(&attr_defs),
            &paths(&type_defs),
            d.type_parser.as_deref(),
        )
    };
    let materializer = materializers
        .first()
        .map(|p| ods_dsl::codegen::constant_materializer_registration(quote!(Self::NAMESPACE), quote!(#p)));
    let deps = &d.dependent;
    let n = ops.len();
    let prefix = format!("{ns}.");
    let checks = ops.iter().map(|p| {
        let msg = format!(
            "`{}` is not an op of dialect `{ns}`",
            quote!(#p).to_string().replace(' ', "")
        );
        quote_spanned!(p.span()=> assert!(__in_dialect(#p::NAME, #prefix), #msg);)
    });
    quote! {
        #item
        #(#errors)*
        impl #ident {
            /// The dialect namespace.
            pub const NAMESPACE: &'static str = #ns;
            /// One-line summary.
            pub const SUMMARY: &'static str = #summary;
            /// Description (Markdown).
            pub const DESCRIPTION: &'static str = #description;
            /// Version written to bytecode, its components (`None` when
            /// unversioned).
            pub const VERSION: Option<&'static [u64]> = #version;
            /// Dialects loaded together with this one.
            pub const DEPENDENT: &'static [&'static str] = &[#(#deps),*];
            /// Registers the dialect, its attribute and type definitions,
            /// each of its ops and its pattern sets with `ctx`.
            pub fn register(ctx: &::ir::Context) {
                ctx.registry().register_dialect(Self::NAMESPACE);
                #unique_types
                #unique_attrs
                #bytecode
                #defs
                #materializer
                #(#ops::register(ctx);)*
                #(#pattern_sets::register(ctx);)*
            }
            /// The schemas of the dialect's ops, in the order listed.
            pub fn schemas() -> [&'static ::ir::ods::OpSchema; #n] {
                [#(#ops::schema()),*]
            }
        }
        const _: () = {
            const fn __in_dialect(name: &str, prefix: &str) -> bool {
                let (n, p) = (name.as_bytes(), prefix.as_bytes());
                if n.len() <= p.len() {
                    return false;
                }
                let mut i = 0;
                while i < p.len() {
                    if n[i] != p[i] {
                        return false;
                    }
                    i += 1;
                }
                true
            }
            #(#checks)*
        };
    }
}

/// The statements (`ctx` in scope) registering the dialect's bytecode
/// interface: its version and upgrade hook, and the encodings of the listed
/// definitions (`DEFAULT_BYTECODE`, `DECLARED_BYTECODE`) gathered once by
/// `ir::ods::def_bytecode`; then a compile-time check that no declared code
/// is used twice among the types (or the attributes).
fn bytecode_registration(
    ns: &str,
    version: Option<&[u32]>,
    upgrade: Option<&str>,
    attrs: &[syn::Path],
    types: &[syn::Path],
) -> TokenStream {
    if version.is_none() && attrs.is_empty() && types.is_empty() {
        return quote!();
    }
    let version = version_tokens(version);
    let upgrade = match upgrade.map(syn::parse_str::<syn::Path>) {
        Some(Ok(p)) => quote!(Some(#p)),
        _ => quote!(None),
    };
    let m = quote!(::ir::ods::def_bytecode);
    let entries = |v: &[syn::Path]| {
        v.iter()
            .map(|p| quote!((#p::DEFAULT_BYTECODE, #p::DECLARED_BYTECODE)))
            .collect::<Vec<_>>()
    };
    let (attr_entries, type_entries) = (entries(attrs), entries(types));
    let check = |v: &[syn::Path], what: &str| {
        if v.is_empty() {
            return quote!();
        }
        let msg = format!("duplicate bytecode code among the {what} of dialect '{ns}'");
        let span = v[0].span();
        quote_spanned! {span=>
            const _: () = assert!(#m::duplicate_code(&[#(#v::DECLARED_BYTECODE),*]).is_none(), #msg);
        }
    };
    let (check_attrs, check_types) = (check(attrs, "attributes"), check(types, "types"));
    quote! {
        #check_attrs
        #check_types
        static TABLES: ::std::sync::OnceLock<#m::Tables> = ::std::sync::OnceLock::new();
        let tables = TABLES.get_or_init(|| #m::Tables::new(&[#(#attr_entries),*], &[#(#type_entries),*]));
        if let Some(iface) = tables.interface(#version, #upgrade) {
            ::ir::bytecode::dialect::register(ctx, Self::NAMESPACE, iface);
        }
    }
}

/// `version = "2.0"`'s components; `None` unless it is numbers joined by
/// dots.
fn parse_version(text: &str) -> Option<Vec<i64>> {
    text.split('.')
        .map(|c| {
            if c.is_empty() || !c.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            Some(c.parse::<i64>().unwrap_or(i64::MAX))
        })
        .collect()
}

/// The dialect version as a `Option<&'static [u64]>` expression.
fn version_tokens(version: Option<&[u32]>) -> TokenStream {
    match version {
        Some(v) => {
            let v = v.iter().map(|&c| u64::from(c));
            quote!(Some(&[#(#v),*]))
        }
        None => quote!(None),
    }
}

/// A compile-time check that no two of the listed definitions share a
/// mnemonic (`.ods`: `duplicate type mnemonic 'm' in dialect 'd'`).
fn mnemonic_check(ns: &str, what: &str, defs: &[syn::Path]) -> TokenStream {
    if defs.len() < 2 {
        return quote!();
    }
    let msg = format!("duplicate {what} mnemonic in dialect '{ns}'");
    let span = defs[0].span();
    quote_spanned! {span=>
        const _: () = assert!(!::ir::ods::dialect_checks::duplicate_mnemonic(&[#(#defs::MNEMONIC),*]), #msg);
    }
}
