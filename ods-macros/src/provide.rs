//! `__provide_interfaces!`: how a definition (`#[type_def]`, `#[attr_def]`)
//! gets the implementations of the attribute or type interfaces declared in
//! Rust it lists and of their bases declared in Rust, when every method has a
//! default body, as `.ods`'s generator writes them.
//!
//! Neither the definition's macro nor an interface's sees another item, so it
//! is a work list handed between the interfaces' hidden macros
//! (`__ods_iface_X`, [`crate::interface`]): the definition starts it with the
//! interfaces it lists; each step calls the hidden macro of the first pending
//! interface not done yet, which implements its trait (when every method has a
//! default and the definition listed it plainly or reached it as a base) and
//! calls the next step with its own bases added to the list. A base is named
//! in the interface's module (`self::B`, `super::m::B`, `crate::m::B`); the
//! step rewrites that path into one from the definition's scope, given the
//! path from there to the interface's module and the interface crate's
//! `$crate`. Each interface is done once, by name, so a base listed too, or
//! reached twice, is implemented once.

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::quote;

/// One pending interface: the path from the definition's scope to its module
/// (`ifaces::`, empty for one of the same module), its name, and whether the
/// definition gets the trait's empty implementation from it (`false` for
/// `Declare...InterfaceMethods<path::X>`, which the definition implements).
pub(crate) struct Pending {
    prefix: Vec<TokenTree>,
    name: Ident,
    provide: bool,
}

impl Pending {
    /// An interface the definition lists as `prefix name`.
    pub(crate) fn listed(prefix: &TokenStream, name: &Ident, provide: bool) -> Self {
        Pending {
            prefix: prefix.clone().into_iter().collect(),
            name: name.clone(),
            provide,
        }
    }

    /// `(prefix ; Name ; yes)`.
    fn to_tokens(&self) -> TokenTree {
        let prefix: TokenStream = self.prefix.iter().cloned().collect();
        let name = &self.name;
        let flag = flag(self.provide, name.span());
        TokenTree::Group(Group::new(Delimiter::Parenthesis, quote!(#prefix ; #name ; #flag)))
    }

    /// Reads `(prefix ; Name ; yes)`.
    fn parse(t: &TokenTree) -> Option<Self> {
        let TokenTree::Group(g) = t else { return None };
        let parts = split_on(g.stream(), ';');
        let [prefix, name, flag] = parts.as_slice() else {
            return None;
        };
        let [TokenTree::Ident(name)] = name.as_slice() else {
            return None;
        };
        let provide = matches!(flag.as_slice(), [TokenTree::Ident(f)] if f == "yes");
        Some(Pending {
            prefix: prefix.clone(),
            name: name.clone(),
            provide,
        })
    }
}

/// `yes` or `no`, the word the hidden macros' arms match.
fn flag(provide: bool, span: Span) -> Ident {
    Ident::new(if provide { "yes" } else { "no" }, span)
}

/// The tokens of `stream` split at each `sep` punctuation.
fn split_on(stream: TokenStream, sep: char) -> Vec<Vec<TokenTree>> {
    let mut parts = vec![Vec::new()];
    for t in stream {
        match &t {
            TokenTree::Punct(p) if p.as_char() == sep => parts.push(Vec::new()),
            _ => {
                if let Some(last) = parts.last_mut() {
                    last.push(t);
                }
            }
        }
    }
    parts
}

/// The first step, which a definition `target` emits for the interfaces it
/// lists (none: nothing).
pub(crate) fn start(listed: &[Pending], target: &Ident) -> TokenStream {
    if listed.is_empty() {
        return TokenStream::new();
    }
    let pending = listed.iter().map(Pending::to_tokens);
    quote!(::ods_macros::__provide_interfaces! { [] [] [#(#pending)*] #target })
}

/// Expands `__provide_interfaces! { [bases] [done] [pending] Target }`, where
/// `bases` is empty or `$crate [prefix] (path) ...`: the bases of the
/// interface whose macro calls it (paths written in its module, whose path
/// from the definition is `prefix`), added to the pending ones.
pub(crate) fn expand_step(input: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = input.into_iter().collect();
    let (Some(bases), Some(done), Some(pending), Some(TokenTree::Ident(target))) = (
        bracket(trees.first()),
        bracket(trees.get(1)),
        bracket(trees.get(2)),
        trees.get(3),
    ) else {
        return syn::Error::new(
            Span::call_site(),
            "`__provide_interfaces!` is called by the macros of ods-macros",
        )
        .to_compile_error();
    };
    let mut done: Vec<Ident> = done
        .into_iter()
        .filter_map(|t| match t {
            TokenTree::Ident(i) => Some(i),
            _ => None,
        })
        .collect();
    let mut pending: Vec<Pending> = pending.into_iter().filter_map(|t| Pending::parse(&t)).collect();
    pending.extend(bases_from(bases));
    while !pending.is_empty() {
        let next = pending.remove(0);
        if done.contains(&next.name) {
            continue;
        }
        done.push(next.name.clone());
        let prefix: TokenStream = next.prefix.iter().cloned().collect();
        let mac = crate::attach::provided_macro_name(&next.name);
        let flag = flag(next.provide, next.name.span());
        let rest = pending.iter().map(Pending::to_tokens);
        return quote!(#prefix #mac! { [#prefix] [#flag] [#(#done)*] [#(#rest)*] #target });
    }
    TokenStream::new()
}

/// The tokens inside `[...]`.
fn bracket(t: Option<&TokenTree>) -> Option<TokenStream> {
    match t {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => Some(g.stream()),
        _ => None,
    }
}

/// The bases `$crate [prefix] (path) ...` as pending interfaces, each path
/// rewritten from the definition's scope; a base is provided (reached from a
/// definition that implements its derived interface either way).
fn bases_from(bases: TokenStream) -> Vec<Pending> {
    let mut trees = bases.into_iter();
    let (Some(krate), Some(TokenTree::Group(prefix))) = (trees.next(), trees.next()) else {
        return Vec::new();
    };
    let prefix: Vec<TokenTree> = prefix.stream().into_iter().collect();
    trees
        .filter_map(|t| match t {
            TokenTree::Group(g) => Some(g.stream()),
            _ => None,
        })
        .filter_map(|path| {
            let (base_prefix, name) = from_definition(&krate, &prefix, path)?;
            Some(Pending {
                prefix: base_prefix,
                name,
                provide: true,
            })
        })
        .collect()
}

/// A path written in an interface's module (`self::B`, `super::m::B`,
/// `crate::m::B`, `::other::B`, `m::B`) as the path to its module from the
/// definition's scope, given the path `prefix` from there to the interface's
/// module and `krate` (the interface crate's `$crate`), and the last name.
fn from_definition(krate: &TokenTree, prefix: &[TokenTree], path: TokenStream) -> Option<(Vec<TokenTree>, Ident)> {
    let leading = matches!(path.clone().into_iter().next(), Some(TokenTree::Punct(p)) if p.as_char() == ':');
    let mut segments: Vec<Ident> = path
        .into_iter()
        .filter_map(|t| match t {
            TokenTree::Ident(i) => Some(i),
            _ => None,
        })
        .collect();
    let name = segments.pop()?;
    let mut out: Vec<TokenTree> = Vec::new();
    let mut rest = segments.into_iter().peekable();
    if leading {
        out.extend(colons());
    } else {
        match rest.peek().map(|s| s.to_string()) {
            Some(s) if s == "crate" => {
                rest.next();
                out.push(krate.clone());
                out.extend(colons());
            }
            _ => {
                let mut base = segments_of(prefix);
                while let Some(s) = rest.peek().map(|s| s.to_string()) {
                    match s.as_str() {
                        "self" => {}
                        "super" => match base.last().map(|b| b.to_string()) {
                            Some(b) if b != "super" && b != "self" && b != "crate" && !b.starts_with('$') => {
                                base.pop();
                            }
                            _ => base.push(Ident::new("super", Span::call_site())),
                        },
                        _ => break,
                    }
                    rest.next();
                }
                let absolute = prefix.first().is_some_and(|t| matches!(t, TokenTree::Punct(_)));
                if absolute {
                    out.extend(colons());
                }
                for s in base.into_iter().filter(|s| s != "self") {
                    out.push(TokenTree::Ident(s));
                    out.extend(colons());
                }
            }
        }
    }
    for s in rest {
        out.push(TokenTree::Ident(s));
        out.extend(colons());
    }
    Some((out, name))
}

/// The names of a path prefix (`a::b::` is `a`, `b`).
fn segments_of(prefix: &[TokenTree]) -> Vec<Ident> {
    prefix
        .iter()
        .filter_map(|t| match t {
            TokenTree::Ident(i) => Some(i.clone()),
            _ => None,
        })
        .collect()
}

/// `::`.
fn colons() -> [TokenTree; 2] {
    [
        TokenTree::Punct(Punct::new(':', Spacing::Joint)),
        TokenTree::Punct(Punct::new(':', Spacing::Alone)),
    ]
}
