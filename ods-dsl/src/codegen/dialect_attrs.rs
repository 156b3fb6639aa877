//! Dialect enum attributes (`enum_attr`) and the attribute and type parsers
//! of a dialect that declares them or type/attribute definitions: a static
//! [`ir::ods::attr_defs`] table per dialect and a one-line hook.

use crate::model::{EnumAttrDef, Module};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The Rust type of an enum attribute: a unit struct that builds and reads
/// `#dialect<mnemonic Case>` (or `#dialect.mnemonic<Case>`) attributes and
/// parses their stripped form (one `ir::ods_enum_attr!` invocation).
pub fn enum_attr_def(e: &EnumAttrDef) -> TokenStream {
    let ty = format_ident!("{}", crate::model::rust_type_name(&e.name));
    let en = format_ident!("{}", crate::model::rust_type_name(&e.enum_name));
    let (dialect, mnemonic) = (&e.dialect, &e.mnemonic);
    let form = if e.angle {
        format!("#{dialect}.{mnemonic}<Case>")
    } else {
        format!("#{dialect}<{mnemonic} Case>")
    };
    let doc = format!(" `{form}`: {} (`{}`).", e.summary, e.name);
    let (def, cpp, angle, summary) = (&e.name, &e.cpp_type, e.angle, &e.summary);
    quote! {
        ::ir::ods_enum_attr!(
            #[doc = #doc]
            #ty: #en, #dialect, #mnemonic, def #def, cpp #cpp, angle #angle, summary #summary
        );
    }
}

/// Statements of `register` (`ctx` in scope) installing the attribute
/// parser of every dialect that declares enum attributes or attribute
/// definitions (those without a `format` are parsed in the `params`
/// format), and the dialect's definitions table (which the text parser
/// also reads the dialect's `typedef` types with).
pub fn parser_registrations(module: &Module) -> TokenStream {
    let mut dialects: Vec<&str> = Vec::new();
    for name in module
        .enum_attrs
        .iter()
        .map(|e| e.dialect.as_str())
        .chain(module.defs.iter().map(|d| d.dialect.as_str()))
    {
        if !dialects.contains(&name) {
            dialects.push(name);
        }
    }
    let blocks = dialects.into_iter().map(|name| {
        let path = |n: &str| {
            let ty = format_ident!("{}", crate::model::rust_type_name(n));
            quote!(#ty)
        };
        let enums = module
            .enum_attrs
            .iter()
            .filter(|e| e.dialect == name)
            .map(|e| path(&e.name));
        let defs = |attrs: bool| {
            module
                .defs
                .iter()
                .filter(move |d| d.is_attr == attrs && d.dialect == name)
                .map(|d| path(&d.name))
        };
        let type_parser = module
            .dialects
            .iter()
            .find(|d| d.name == name)
            .and_then(|d| d.type_parser.as_deref())
            .map(super::preds::path_tokens);
        registration(
            name,
            &enums.collect::<Vec<_>>(),
            &defs(true).collect::<Vec<_>>(),
            &defs(false).collect::<Vec<_>>(),
            type_parser,
        )
    });
    quote!(#(#blocks)*)
}

/// The block (`ctx` in scope) registering dialect `name`'s attribute and
/// type definitions: `enums`, `attrs` and `types` are the paths of the
/// generated enum-attribute and definition structs (each has `INFO`). It
/// installs the attribute parser (when the dialect has attributes), the
/// definitions table the text parser reads types with, and the mnemonics
/// the parser accepts; `type_parser` is the path of the dialect's own type
/// parser, if it has one. `#[dialect(types = [...], attrs = [...])]` uses it too.
pub fn registration(
    name: &str,
    enums: &[TokenStream],
    attrs: &[TokenStream],
    types: &[TokenStream],
    type_parser: Option<TokenStream>,
) -> TokenStream {
    let type_parser = match type_parser {
        Some(p) => quote!(Some(#p)),
        None => quote!(None),
    };
    let mnemonics = enums.iter().chain(attrs).map(|t| quote!(#t::INFO.mnemonic));
    let type_mnemonics = types.iter().map(|t| quote!(#t::INFO.mnemonic));
    let types_symbols = if types.is_empty() {
        quote!(None)
    } else {
        quote!(Some(&[#(#type_mnemonics),*]))
    };
    // A dialect that declares only types has no attribute parser
    // (MLIR: "dialect 'd' provides no attribute parsing hook").
    let (attr_parser, attributes) = if enums.is_empty() && attrs.is_empty() {
        (quote!(), quote!(None))
    } else {
        (
            quote! {
                fn parse(
                    p: &mut dyn ::ir::context::DialectTypeParser,
                ) -> Result<::ir::context::ParsedDialectAttr, ::ir::Diagnostic> {
                    ::ir::ods::attr_defs::parse(&ATTRS, p)
                }
                const MNEMONICS: &[&str] = &[#(#mnemonics),*];
                ctx.set_dialect_attr_parser(#name, parse, MNEMONICS);
            },
            quote!(Some(MNEMONICS)),
        )
    };
    quote! {
        {
            static ATTRS: ::ir::ods::attr_defs::DialectAttrs = ::ir::ods::attr_defs::DialectAttrs {
                dialect: #name,
                enums: &[#(#enums::INFO),*],
                defs: &[#(&#attrs::INFO),*],
                types: &[#(&#types::INFO),*],
                type_parser: #type_parser,
            };
            #attr_parser
            ctx.set_dialect_attr_defs(#name, &ATTRS);
            #(<#attrs as ::ir::ods::DefImpl>::attach_interfaces(ctx);)*
            #(<#types as ::ir::ods::DefImpl>::attach_interfaces(ctx);)*
            ctx.set_dialect_symbols(#name, ::ir::context::DialectSymbols {
                attributes: #attributes,
                types: #types_symbols,
                self_typed_attributes: &[],
            });
        }
    }
}
