//! Constraint and trait expressions (`Variadic<AnyType>`,
//! `AllTypesMatch<["a", "b"]>`), read from Rust types (field types) or from
//! attribute arguments, then turned into ods-dsl's [`ast::TExpr`].
//!
//! In field types, where Rust's grammar applies, lists are tuples
//! (`TensorOf<(F32, F64)>`, `ConfinedAttr<I64Attr, (IntMinValue<0>,)>`);
//! in attribute arguments both `[..]` and `(..)` are lists.

use crate::spans::Sources;
use ods_dsl::ast;
use proc_macro2::{Ident, Span};
use syn::parse::{Parse, ParseStream};
use syn::{GenericArgument, LitStr, PathArguments, Token, Type};

/// `Name` or `Name<args>` with the spans of its first and last token.
#[derive(Clone, Debug)]
pub struct RawExpr {
    /// The head name.
    pub name: Ident,
    /// Arguments (`None` without angle brackets).
    pub args: Option<Vec<RawArg>>,
    /// First token.
    pub first: Span,
    /// Last token.
    pub last: Span,
    /// Source-like text.
    pub text: String,
    /// The tokens of a Rust path (`crate::tpu::RoundModeAttr`) naming an
    /// attribute declared in Rust, whose text is the name.
    pub path: Option<proc_macro2::TokenStream>,
}

/// An argument of a [`RawExpr`].
#[derive(Clone, Debug)]
pub enum RawArg {
    /// A string.
    Str(LitStr),
    /// An integer with its span and text.
    Int(i64, Span, Span, String),
    /// A list with its spans and text.
    List(Vec<RawArg>, Span, Span, String),
    /// A nested expression.
    Expr(RawExpr),
}

impl RawArg {
    fn text(&self) -> String {
        match self {
            RawArg::Str(s) => s.token().to_string(),
            RawArg::Int(_, _, _, t) | RawArg::List(_, _, _, t) => t.clone(),
            RawArg::Expr(e) => e.text.clone(),
        }
    }
}

impl RawExpr {
    /// The expression `name` or `name<args>` spanning `first` to `last`, with
    /// its source-like text.
    fn new(name: Ident, args: Option<Vec<RawArg>>, first: Span, last: Span) -> Self {
        let text = match &args {
            None => name.to_string(),
            Some(a) => {
                let parts: Vec<String> = a.iter().map(RawArg::text).collect();
                format!("{name}<{}>", parts.join(", "))
            }
        };
        RawExpr {
            name,
            args,
            first,
            last,
            text,
            path: None,
        }
    }
}

impl Parse for RawExpr {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let name: Ident = input.call(syn::ext::IdentExt::parse_any)?;
        let first = name.span();
        let mut last = first;
        let args = if input.peek(Token![<]) {
            input.parse::<Token![<]>()?;
            let mut v = Vec::new();
            while !input.peek(Token![>]) {
                v.push(input.parse::<RawArg>()?);
                if input.peek(Token![,]) {
                    input.parse::<Token![,]>()?;
                } else {
                    break;
                }
            }
            let gt: Token![>] = input.parse()?;
            last = gt.span;
            Some(v)
        } else {
            None
        };
        Ok(RawExpr::new(name, args, first, last))
    }
}

impl Parse for RawArg {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        if input.peek(LitStr) {
            return Ok(RawArg::Str(input.parse()?));
        }
        if input.peek(syn::LitInt) || input.peek(Token![-]) {
            let neg = input.parse::<Option<Token![-]>>()?;
            let lit: syn::LitInt = input.parse()?;
            let first = neg.map_or(lit.span(), |n| n.span);
            let v: i64 = lit.base10_parse()?;
            let v = if neg.is_some() { -v } else { v };
            return Ok(RawArg::Int(v, first, lit.span(), v.to_string()));
        }
        if input.peek(syn::token::Bracket) || input.peek(syn::token::Paren) {
            let content;
            let span = if input.peek(syn::token::Bracket) {
                syn::bracketed!(content in input).span.join()
            } else {
                syn::parenthesized!(content in input).span.join()
            };
            let items = content.parse_terminated(RawArg::parse, Token![,])?;
            let items: Vec<RawArg> = items.into_iter().collect();
            let parts: Vec<String> = items.iter().map(RawArg::text).collect();
            let text = format!("[{}]", parts.join(", "));
            return Ok(RawArg::List(items, span, span, text));
        }
        Ok(RawArg::Expr(input.parse()?))
    }
}

/// A comma-separated list in brackets: `[A, B<1>]` (for `let(traits = [...])`).
pub struct RawList(pub Vec<RawExpr>);

impl Parse for RawList {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let content;
        syn::bracketed!(content in input);
        let items = content.parse_terminated(RawExpr::parse, Token![,])?;
        Ok(RawList(items.into_iter().collect()))
    }
}

/// Reads a field type as a constraint expression.
pub fn from_type(ty: &Type) -> syn::Result<RawExpr> {
    match ty {
        Type::Group(g) => from_type(&g.elem),
        Type::Paren(p) => from_type(&p.elem),
        Type::Path(p) if p.qself.is_none() && p.path.leading_colon.is_none() && p.path.segments.len() == 1 => {
            let seg = &p.path.segments[0];
            let name = seg.ident.clone();
            let first = name.span();
            let (args, last) = match &seg.arguments {
                PathArguments::None => (None, first),
                PathArguments::AngleBracketed(a) => {
                    let mut v = Vec::new();
                    for g in &a.args {
                        v.push(generic_arg(g)?);
                    }
                    (Some(v), a.gt_token.span)
                }
                PathArguments::Parenthesized(p) => {
                    return Err(syn::Error::new_spanned(
                        p,
                        "expected `<...>` arguments of a constraint, not `(...)`",
                    ))
                }
            };
            Ok(RawExpr::new(name, args, first, last))
        }
        Type::Path(p) if p.qself.is_none() => rust_path(&p.path),
        other => Err(syn::Error::new_spanned(
            other,
            "expected a constraint such as `I32`, `Variadic<AnyType>` or `OptionalAttr<StrAttr>`",
        )),
    }
}

/// A path of several segments (`crate::tpu::RoundModeAttr`, `::d::X`): an
/// attribute declared in Rust, named by its type.
fn rust_path(path: &syn::Path) -> syn::Result<RawExpr> {
    if let Some(seg) = path.segments.iter().find(|s| !s.arguments.is_none()) {
        return Err(syn::Error::new_spanned(
            &seg.arguments,
            "a Rust path naming a declared attribute takes no arguments",
        ));
    }
    let Some(last) = path.segments.last() else {
        return Err(syn::Error::new_spanned(path, "expected a path"));
    };
    let first = match &path.leading_colon {
        Some(c) => c.spans[0],
        None => path.segments[0].ident.span(),
    };
    let mut text = String::new();
    if path.leading_colon.is_some() {
        text.push_str("::");
    }
    let parts: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    text.push_str(&parts.join("::"));
    let mut e = RawExpr::new(last.ident.clone(), None, first, last.ident.span());
    e.text = text;
    e.path = Some(quote::ToTokens::to_token_stream(path));
    Ok(e)
}

/// The paths of attributes declared in Rust that `e` names, with their tokens.
pub fn declared_paths(e: &RawExpr, out: &mut Vec<proc_macro2::TokenStream>) {
    if let Some(p) = &e.path {
        out.push(p.clone());
    }
    fn arg(a: &RawArg, out: &mut Vec<proc_macro2::TokenStream>) {
        match a {
            RawArg::Expr(e) => declared_paths(e, out),
            RawArg::List(v, ..) => v.iter().for_each(|a| arg(a, out)),
            RawArg::Str(_) | RawArg::Int(..) => {}
        }
    }
    for a in e.args.iter().flatten() {
        arg(a, out);
    }
}

fn generic_arg(g: &GenericArgument) -> syn::Result<RawArg> {
    match g {
        GenericArgument::Type(Type::Tuple(t)) => {
            let mut v = Vec::new();
            for e in &t.elems {
                v.push(type_arg(e)?);
            }
            let parts: Vec<String> = v.iter().map(RawArg::text).collect();
            let span = t.paren_token.span.join();
            Ok(RawArg::List(v, span, span, format!("[{}]", parts.join(", "))))
        }
        GenericArgument::Type(t) => type_arg(t),
        GenericArgument::Const(e) => const_arg(e),
        other => Err(syn::Error::new_spanned(
            other,
            "expected a constraint, a string, an integer or a tuple as a list",
        )),
    }
}

fn type_arg(t: &Type) -> syn::Result<RawArg> {
    match t {
        Type::Tuple(_) => generic_arg(&GenericArgument::Type(t.clone())),
        _ => Ok(RawArg::Expr(from_type(t)?)),
    }
}

fn const_arg(e: &syn::Expr) -> syn::Result<RawArg> {
    use syn::{Expr, Lit};
    match e {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => Ok(RawArg::Str(s.clone())),
            Lit::Int(i) => {
                let v: i64 = i.base10_parse()?;
                Ok(RawArg::Int(v, i.span(), i.span(), v.to_string()))
            }
            other => Err(syn::Error::new_spanned(other, "expected a string or an integer")),
        },
        Expr::Unary(u) if matches!(u.op, syn::UnOp::Neg(_)) => match &*u.expr {
            Expr::Lit(syn::ExprLit { lit: Lit::Int(i), .. }) => {
                let v: i64 = i.base10_parse::<i64>()?;
                let first = match u.op {
                    syn::UnOp::Neg(n) => n.span,
                    _ => i.span(),
                };
                Ok(RawArg::Int(-v, first, i.span(), (-v).to_string()))
            }
            other => Err(syn::Error::new_spanned(other, "expected an integer")),
        },
        Expr::Block(b) if b.block.stmts.len() == 1 => match &b.block.stmts[0] {
            syn::Stmt::Expr(inner, None) => const_arg(inner),
            other => Err(syn::Error::new_spanned(other, "expected an integer")),
        },
        other => Err(syn::Error::new_spanned(
            other,
            "expected a string, an integer or `{-1}`",
        )),
    }
}

/// The AST form, registering every token range with `sources`.
pub fn to_ast(e: &RawExpr, sources: &mut Sources) -> ast::TExpr {
    let span = sources.span2(e.first, e.last, &e.text);
    let name = match e.path {
        // The path's text names it (sema reads `::` as a Rust path).
        Some(_) => ast::Ident {
            name: e.text.clone(),
            span: sources.span2(e.first, e.last, &e.text),
        },
        None => sources.ident(&e.name),
    };
    let args = e
        .args
        .as_ref()
        .map(|v| v.iter().map(|a| arg_to_ast(a, sources)).collect());
    ast::TExpr { name, args, span }
}

/// The AST form of an argument, registering its tokens with `sources`.
pub fn arg_to_ast(a: &RawArg, sources: &mut Sources) -> ast::TArg {
    match a {
        RawArg::Str(s) => ast::TArg::Str(sources.str_lit(s)),
        RawArg::Int(v, first, last, text) => ast::TArg::Int(*v, sources.span2(*first, *last, text)),
        RawArg::List(v, first, last, text) => {
            let span = sources.span2(*first, *last, text);
            ast::TArg::List(v.iter().map(|x| arg_to_ast(x, sources)).collect(), span)
        }
        RawArg::Expr(e) => ast::TArg::Expr(to_ast(e, sources)),
    }
}

/// `Name<inner>` made by the front end (e.g. `Optional` for `Option<T>`),
/// spanning `first` to `last`.
pub fn wrap(name: &str, name_span: Span, last: Span, args: Vec<RawArg>) -> RawExpr {
    RawExpr::new(Ident::new(name, name_span), Some(args), name_span, last)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texpr(ty: &str) -> RawExpr {
        from_type(&syn::parse_str::<Type>(ty).unwrap()).unwrap()
    }

    #[test]
    fn types_read_as_constraints() {
        assert_eq!(texpr("Variadic<AnyType>").text, "Variadic<AnyType>");
        assert_eq!(texpr("TensorOf<(F32, F64)>").text, "TensorOf<[F32, F64]>");
        assert_eq!(
            texpr("ConfinedAttr<I64Attr, (IntMinValue<-1>, IntMaxValue<{ -2 }>)>").text,
            "ConfinedAttr<I64Attr, [IntMinValue<-1>, IntMaxValue<-2>]>"
        );
        assert_eq!(
            texpr("DefaultValuedAttr<I32Attr, \"7\">").text,
            "DefaultValuedAttr<I32Attr, \"7\">"
        );
        assert!(from_type(&syn::parse_str::<Type>("&str").unwrap()).is_err());
        assert_eq!(texpr("crate::tpu::RoundModeAttr").text, "crate::tpu::RoundModeAttr");
        assert_eq!(texpr("::d::X").text, "::d::X");
        assert!(from_type(&syn::parse_str::<Type>("a::B<C>").unwrap()).is_err());
    }

    #[test]
    fn attribute_syntax_reads_lists() {
        let e: RawExpr = syn::parse_str("TypesMatchWith<\"s\", \"a\", \"b\", element_type>").unwrap();
        assert_eq!(e.text, "TypesMatchWith<\"s\", \"a\", \"b\", element_type>");
        let e: RawExpr = syn::parse_str("AllTypesMatch<[\"a\", \"b\"]>").unwrap();
        assert_eq!(e.text, "AllTypesMatch<[\"a\", \"b\"]>");
        let e: RawExpr = syn::parse_str("A<B<C<1>>>").unwrap();
        assert_eq!(e.text, "A<B<C<1>>>");
        let l: RawList = syn::parse_str("[Pure, MemoryEffects<[MemRead]>,]").unwrap();
        assert_eq!(l.0.len(), 2);
    }
}
