//! Generated statics as `ir::ods_table!` items: the value is written with
//! the short path `__t::X` for every type of `ir::ods::tables` (the macro
//! binds `__t` to that module), so that tables name only their content.

use proc_macro2::{Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::quote;

/// The names `ir::ods::tables` re-exports, by the module they have in `ir`
/// (its path after `::ir::`).
const TABLE_TYPES: &[(&[&str], &[&str])] = &[
    (
        &["ods", "format"],
        &[
            "Anchor",
            "AttrForm",
            "AttrVar",
            "CustomArg",
            "CustomDirective",
            "Elem",
            "Lead",
            "OIClause",
            "OpFormat",
            "OptGroup",
            "PropElem",
            "TypeArg",
            "TypeClass",
            "TypeElem",
            "TypeRes",
            "Xform",
        ],
    ),
    (
        &["ods"],
        &[
            "AttrConstraint",
            "AttrPred",
            "DenseElem",
            "TypeConstraint",
            "TypePred",
            "Arity",
            "AttrDef",
            "MemEffect",
            "OpSchema",
            "OpTrait",
            "Presence",
            "RegionDef",
            "RegionKind",
            "Segments",
            "SuccessorDef",
            "Transform",
            "ValueDef",
        ],
    ),
    (&["ods", "register"], &["OpEntry"]),
    (&["float"], &["FloatKind"]),
    (&["bytecode", "props"], &["StaticField", "PropKind"]),
    (&[], &["Signedness"]),
];

/// An `ir::ods_table!` item: `static NAME: Ty = value;` (or `const`), with
/// the value's paths into `ir::ods::tables` shortened to `__t::X`.
pub fn table_item(keyword: TokenStream, name: &Ident, ty: &str, value: TokenStream) -> TokenStream {
    let ty = Ident::new(ty, Span::call_site());
    let value = short_paths(value);
    quote!(::ir::ods_table!(#keyword #name: #ty = #value);)
}

/// `value` with every absolute path to a type of `ir::ods::tables`
/// (`::ir::ods::format::Elem`) replaced by `__t::Elem`.
pub fn short_paths(value: TokenStream) -> TokenStream {
    let tokens: Vec<TokenTree> = value.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if let Some((len, name)) = table_path_at(&tokens[i..]) {
            out.push(TokenTree::Ident(Ident::new("__t", Span::call_site())));
            out.push(TokenTree::Punct(Punct::new(':', Spacing::Joint)));
            out.push(TokenTree::Punct(Punct::new(':', Spacing::Alone)));
            out.push(TokenTree::Ident(Ident::new(name, Span::call_site())));
            i += len;
            continue;
        }
        out.push(match &tokens[i] {
            TokenTree::Group(g) => {
                let mut inner = Group::new(g.delimiter(), short_paths(g.stream()));
                inner.set_span(g.span());
                TokenTree::Group(inner)
            }
            t => t.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}

/// Whether `tokens` start with `::ir::<path>::<Name>` for a table type:
/// the number of tokens it spans and the name.
fn table_path_at(tokens: &[TokenTree]) -> Option<(usize, &'static str)> {
    let idents = |n: usize| -> Option<Vec<String>> {
        // `::` then ident, n times.
        let mut names = Vec::new();
        for k in 0..n {
            let base = k * 3;
            match (tokens.get(base), tokens.get(base + 1), tokens.get(base + 2)) {
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)), Some(TokenTree::Ident(id)))
                    if a.as_char() == ':' && b.as_char() == ':' =>
                {
                    names.push(id.to_string())
                }
                _ => return None,
            }
        }
        Some(names)
    };
    for (path, table_names) in TABLE_TYPES {
        let n = path.len() + 2;
        let Some(names) = idents(n) else { continue };
        if names[0] == "ir" && names[1..n - 1].iter().zip(path.iter()).all(|(a, b)| a == b) {
            if let Some(name) = table_names.iter().find(|t| **t == names[n - 1]) {
                return Some((n * 3, name));
            }
        }
    }
    None
}
