//! The arguments of the attributes: `#[op("d.name", key = value, flag)]`,
//! `#[operand(name = "x")]`, `#[dialect(...)]`, and doc comments.

use crate::spans::Sources;
use crate::texpr::{RawArg, RawExpr, RawList};
use ods_dsl::ast;
use proc_macro2::{Ident, TokenStream};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Attribute, Expr, LitInt, LitStr, Token, Type};

/// One `key = value`, `key`, or positional string argument.
pub enum Arg {
    /// A positional string (the op or definition name).
    Positional(LitStr),
    /// `key = "string"`.
    Str(Ident, LitStr),
    /// `key = 3`.
    Int(Ident, LitInt),
    /// `key = [A, B<C>]` (constraint or trait expressions).
    List(Ident, Vec<RawExpr>),
    /// `builders = [name(params), ...]`.
    Builders(Ident, Vec<RawBuilder>),
    /// `ops = [path::ToOp, ...]`, or one path (`constant_materializer = f`).
    Paths(Ident, Vec<syn::Path>),
    /// A bare identifier (`verifier`).
    Flag(Ident),
    /// `let(field = value, ...)`: overrides of fields an op's class defines.
    Let(Ident, Vec<LetArg>),
    /// `interfaces = [A, path::to::B, DeclareOpInterfaceMethods<C>]` (or `traits =
    /// [...]`, which may list interfaces too).
    Interfaces(Ident, Vec<InterfaceRef>),
    /// `class = path::Name<args>`: the tokens of the path before the name (ending in
    /// `::`; empty for a bare name, a class of an included `.ods`) and the use.
    Class(Ident, TokenStream, RawExpr),
    /// `params(name: kind = default, ...)`: the parameters of an `#[op_class]`.
    Params(Ident, Vec<RawTParam>),
}

/// One parameter of `params(...)`: `name: kind`, `name: [kind]`, `name: kind = default`.
pub struct RawTParam {
    /// Name.
    pub name: Ident,
    /// Kind (`int`, `string`, `Type`, ...; a list's element kind).
    pub kind: Ident,
    /// Whether the kind is a list `[kind]`.
    pub list: bool,
    /// The value when the argument is left out.
    pub default: Option<RawArg>,
    /// The whole parameter (for its span).
    pub tokens: TokenStream,
}

impl Parse for RawTParam {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let fork = input.fork();
        let name: Ident = input.call(Ident::parse_any)?;
        input.parse::<Token![:]>()?;
        let (kind, list) = if input.peek(syn::token::Bracket) {
            let content;
            syn::bracketed!(content in input);
            (content.call(Ident::parse_any)?, true)
        } else {
            (input.call(Ident::parse_any)?, false)
        };
        let default = if input.peek(Token![=]) {
            input.parse::<Token![=]>()?;
            Some(input.parse()?)
        } else {
            None
        };
        let tokens = take_consumed(&fork, input);
        Ok(RawTParam {
            name,
            kind,
            list,
            default,
            tokens,
        })
    }
}

/// One entry of `interfaces = [...]` (or `traits = [...]`).
pub struct InterfaceRef {
    /// The tokens of the path before the name (ending in `::`; empty for a bare
    /// name).
    pub prefix: TokenStream,
    /// The name, or an expression (`DeclareOpInterfaceMethods<C>` of a bare name).
    pub expr: RawExpr,
    /// `Declare...InterfaceMethods` around a path (`DeclareTypeInterfaceMethods<path::X>`):
    /// the wrapper's name, the path being `prefix` and `expr`.
    pub declare: Option<Ident>,
}

impl InterfaceRef {
    /// `Declare...InterfaceMethods<X>` around the name, for an entry written with a
    /// wrapper (sema checks the wrapper as `.ods`'s); `None` without one.
    pub fn wrapped(&self) -> Option<RawExpr> {
        let w = self.declare.as_ref()?;
        let inner = crate::texpr::RawArg::Expr(self.expr.clone());
        Some(crate::texpr::wrap(
            &w.to_string(),
            w.span(),
            self.expr.last,
            vec![inner],
        ))
    }

    /// Whether the entry is wrapped in anything but `DeclareOpInterfaceMethods`,
    /// which on an op means the interface itself.
    pub fn wrapped_for_defs(&self) -> bool {
        self.declare.as_ref().is_some_and(|w| w != "DeclareOpInterfaceMethods")
    }
}

/// One `field = value` (or bare `section`) of `let(...)`.
pub struct LetArg {
    /// The field (`format`, `verifier`, `traits`, ...).
    pub field: Ident,
    /// Its new value.
    pub value: LetVal,
}

/// The value of a `let` override.
pub enum LetVal {
    /// `"text"` (summary, description, format, default_dialect, result_names).
    Str(LitStr),
    /// `true` / `false` (a flag).
    Bool(syn::LitBool),
    /// `[A, B]` (traits, interfaces) and its tokens (for the span).
    List(Vec<RawExpr>, TokenStream),
    /// No value (`let(attributes)`): the struct's fields of the section replace the
    /// class's (`.ods`'s `let attributes = { ... };`).
    StructFields,
}

impl Parse for LetArg {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let field: Ident = input.call(syn::ext::IdentExt::parse_any)?;
        if input.is_empty() || input.peek(Token![,]) {
            return Ok(LetArg {
                field,
                value: LetVal::StructFields,
            });
        }
        input.parse::<Token![=]>()?;
        let value = if input.peek(LitStr) {
            LetVal::Str(input.parse()?)
        } else if input.peek(syn::LitBool) {
            LetVal::Bool(input.parse()?)
        } else if input.peek(syn::token::Bracket) {
            let fork = input.fork();
            let l: RawList = input.parse()?;
            LetVal::List(l.0, take_consumed(&fork, input))
        } else {
            return Err(syn::Error::new(
                input.span(),
                "expected a string, `true`/`false` or a `[...]` list as the value of a `let`",
            ));
        };
        Ok(LetArg { field, value })
    }
}

impl Arg {
    /// The key (for errors), or the string for positional arguments.
    pub fn key(&self) -> String {
        self.key_ident().map_or_else(|| "name".into(), Ident::to_string)
    }

    /// The key's identifier (`None` for a positional argument).
    fn key_ident(&self) -> Option<&Ident> {
        match self {
            Arg::Positional(_) => None,
            Arg::Str(k, _)
            | Arg::Int(k, _)
            | Arg::List(k, _)
            | Arg::Builders(k, _)
            | Arg::Paths(k, _)
            | Arg::Flag(k)
            | Arg::Let(k, _)
            | Arg::Interfaces(k, _)
            | Arg::Class(k, _, _)
            | Arg::Params(k, _) => Some(k),
        }
    }
}

/// A custom builder declaration `name(param: Type = default, ...)`.
pub struct RawBuilder {
    /// Function name.
    pub name: Ident,
    /// Parameters.
    pub params: Vec<RawParam>,
    /// The whole declaration (for spans).
    pub tokens: TokenStream,
}

/// One builder parameter.
pub struct RawParam {
    /// Name.
    pub name: Ident,
    /// Rust type (short names such as `Value` are ods-dsl's).
    pub ty: Type,
    /// Default value expression.
    pub default: Option<Expr>,
}

impl Parse for RawBuilder {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let fork = input.fork();
        let name: Ident = input.parse()?;
        let content;
        syn::parenthesized!(content in input);
        let params = content.parse_terminated(
            |p: ParseStream<'_>| {
                let name: Ident = p.parse()?;
                p.parse::<Token![:]>()?;
                let ty: Type = p.parse()?;
                let default = if p.peek(Token![=]) {
                    p.parse::<Token![=]>()?;
                    Some(p.parse::<Expr>()?)
                } else {
                    None
                };
                Ok(RawParam { name, ty, default })
            },
            Token![,],
        )?;
        let tokens = take_consumed(&fork, input);
        Ok(RawBuilder {
            name,
            params: params.into_iter().collect(),
            tokens,
        })
    }
}

/// The tokens `input` consumed since `fork` was taken.
fn take_consumed(fork: ParseStream<'_>, input: ParseStream<'_>) -> TokenStream {
    let end = input.cursor();
    let mut out = TokenStream::new();
    let mut c = fork.cursor();
    while c != end {
        match c.token_tree() {
            Some((tt, next)) => {
                out.extend([tt]);
                c = next;
            }
            None => break,
        }
    }
    out
}

/// Keys whose value is a list of paths.
const PATH_KEYS: &[&str] = &["ops", "patterns", "attrs", "enum_attrs", "types"];
/// Keys whose value is one path (`constant_materializer = folds::materialize`).
const SINGLE_PATH_KEYS: &[&str] = &["constant_materializer"];
/// Keys whose value is a list of identifiers.
const IDENT_LIST_KEYS: &[&str] = &["dependent"];

impl Parse for Arg {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        if input.peek(LitStr) {
            return Ok(Arg::Positional(input.parse()?));
        }
        let key: Ident = input.call(syn::ext::IdentExt::parse_any)?;
        if key == "params" && input.peek(syn::token::Paren) {
            let content;
            syn::parenthesized!(content in input);
            let v = content.parse_terminated(RawTParam::parse, Token![,])?;
            return Ok(Arg::Params(key, v.into_iter().collect()));
        }
        if key == "let" && input.peek(syn::token::Paren) {
            let content;
            syn::parenthesized!(content in input);
            let v = content.parse_terminated(LetArg::parse, Token![,])?;
            return Ok(Arg::Let(key, v.into_iter().collect()));
        }
        if !input.peek(Token![=]) {
            return Ok(Arg::Flag(key));
        }
        input.parse::<Token![=]>()?;
        let k = key.to_string();
        if input.peek(LitStr) {
            return Ok(Arg::Str(key, input.parse()?));
        }
        if input.peek(LitInt) {
            return Ok(Arg::Int(key, input.parse()?));
        }
        if k == "builders" {
            let content;
            syn::bracketed!(content in input);
            let v = content.parse_terminated(RawBuilder::parse, Token![,])?;
            return Ok(Arg::Builders(key, v.into_iter().collect()));
        }
        if k == "class" {
            let (prefix, e) = path_ref(input)?;
            return Ok(Arg::Class(key, prefix, e));
        }
        if k == "interfaces" || k == "traits" {
            let content;
            syn::bracketed!(content in input);
            let v = content.parse_terminated(interface_ref, Token![,])?;
            return Ok(Arg::Interfaces(key, v.into_iter().collect()));
        }
        if PATH_KEYS.contains(&k.as_str()) {
            let content;
            syn::bracketed!(content in input);
            let v = content.parse_terminated(syn::Path::parse, Token![,])?;
            return Ok(Arg::Paths(key, v.into_iter().collect()));
        }
        if SINGLE_PATH_KEYS.contains(&k.as_str()) {
            return Ok(Arg::Paths(key, vec![input.parse()?]));
        }
        if IDENT_LIST_KEYS.contains(&k.as_str()) {
            let l: RawList = input.parse()?;
            return Ok(Arg::List(key, l.0));
        }
        Err(syn::Error::new(
            input.span(),
            format!("expected a string, an integer or a `[...]` list as the value of `{k}`"),
        ))
    }
}

/// One entry of `interfaces = [...]` (or `traits = [...]`): a path to an interface
/// (`crate::ifaces::Arity`, `::other::Arity`, `Arity`), an expression
/// (`DeclareOpInterfaceMethods<X>`), or `Declare...InterfaceMethods<path::X>` of a
/// path, whose wrapper is kept aside (the front ends check it as sema does).
fn interface_ref(input: ParseStream<'_>) -> syn::Result<InterfaceRef> {
    if let Some(declared) = declared_path(input)? {
        return Ok(declared);
    }
    let (prefix, expr) = path_ref(input)?;
    Ok(InterfaceRef {
        prefix,
        expr,
        declare: None,
    })
}

/// A path to an interface, or an expression: the tokens of the path before the last
/// name (ending in `::`), and the rest.
fn path_ref(input: ParseStream<'_>) -> syn::Result<(TokenStream, RawExpr)> {
    let fork = input.fork();
    if input.peek(Token![::]) {
        input.parse::<Token![::]>()?;
    }
    while input.peek(Ident::peek_any) && input.peek2(Token![::]) {
        input.call(Ident::parse_any)?;
        input.parse::<Token![::]>()?;
    }
    let prefix = take_consumed(&fork, input);
    Ok((prefix, input.parse()?))
}

/// `Declare{Op,Attr,Type}InterfaceMethods<path::X>` (a path of two names or more):
/// the path's prefix and name with the wrapper, the input advanced past it; `None`
/// (the input untouched) for anything else.
fn declared_path(input: ParseStream<'_>) -> syn::Result<Option<InterfaceRef>> {
    use syn::parse::discouraged::Speculative;
    let ahead = input.fork();
    let Ok(wrapper) = ahead.call(Ident::parse_any) else {
        return Ok(None);
    };
    let is_declare = [
        "DeclareOpInterfaceMethods",
        "DeclareAttrInterfaceMethods",
        "DeclareTypeInterfaceMethods",
    ]
    .iter()
    .any(|w| wrapper == w);
    if !is_declare || !ahead.peek(Token![<]) {
        return Ok(None);
    }
    ahead.parse::<Token![<]>()?;
    let (prefix, e) = match path_ref(&ahead) {
        Ok(r) => r,
        Err(_) => return Ok(None),
    };
    if prefix.is_empty() || e.args.is_some() || !ahead.peek(Token![>]) {
        return Ok(None);
    }
    ahead.parse::<Token![>]>()?;
    input.advance_to(&ahead);
    Ok(Some(InterfaceRef {
        prefix,
        expr: e,
        declare: Some(wrapper),
    }))
}

/// Parses comma-separated arguments.
pub fn parse_args(tokens: TokenStream) -> syn::Result<Vec<Arg>> {
    let p = Punctuated::<Arg, Token![,]>::parse_terminated;
    Ok(p.parse2(tokens)?.into_iter().collect())
}

/// The arguments of a field attribute (`#[operand(name = "x")]`); empty for
/// the bare form.
pub fn field_args(attr: &Attribute) -> syn::Result<Vec<Arg>> {
    match &attr.meta {
        syn::Meta::Path(_) => Ok(Vec::new()),
        syn::Meta::List(l) => parse_args(l.tokens.clone()),
        syn::Meta::NameValue(nv) => Err(syn::Error::new_spanned(
            nv,
            "expected `#[kind]` or `#[kind(key = \"value\", ...)]`",
        )),
    }
}

/// Doc comments: the text of each line (one leading space removed) and the
/// attribute it came from.
pub fn doc_lines(attrs: &[Attribute]) -> Vec<(String, &Attribute)> {
    let mut out = Vec::new();
    for a in attrs {
        if !a.path().is_ident("doc") {
            continue;
        }
        if let syn::Meta::NameValue(nv) = &a.meta {
            if let Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s), ..
            }) = &nv.value
            {
                for line in s.value().split('\n') {
                    out.push((line.strip_prefix(' ').unwrap_or(line).to_string(), a));
                }
            }
        }
    }
    out
}

/// Splits doc lines into the summary (first paragraph, joined with spaces)
/// and the description (the rest, with common indentation removed).
pub fn summary_and_description(lines: &[(String, &Attribute)]) -> (Option<String>, Option<String>) {
    let mut i = 0;
    while i < lines.len() && lines[i].0.trim().is_empty() {
        i += 1;
    }
    let mut summary = Vec::new();
    while i < lines.len() && !lines[i].0.trim().is_empty() {
        summary.push(lines[i].0.trim().to_string());
        i += 1;
    }
    let rest: Vec<&str> = lines[i..].iter().map(|(l, _)| l.as_str()).collect();
    let indent = rest
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let description: Vec<&str> = rest.iter().map(|l| l.get(indent..).unwrap_or("").trim_end()).collect();
    let description = description.join("\n").trim_matches('\n').to_string();
    let summary = summary.join(" ");
    (
        (!summary.is_empty()).then_some(summary),
        (!description.is_empty()).then_some(description),
    )
}

/// Whether the attribute gives `key = ...` (a positional string is no key).
pub fn has_key(args: &[Arg], key: &str) -> bool {
    args.iter().any(|a| a.key() == key && !matches!(a, Arg::Positional(_)))
}

/// The summary and description a definition's doc comments give (attributed
/// to their first and last line), each only where the attribute does not
/// give it (`summary = "..."`, `description = "..."` win).
pub fn doc_summary_and_description(
    args: &[Arg],
    attrs: &[Attribute],
    sources: &mut Sources,
) -> (Option<ast::Str>, Option<ast::Str>) {
    let lines = doc_lines(attrs);
    let (Some(first), Some(last)) = (lines.first(), lines.last()) else {
        return (None, None);
    };
    let (s, d) = summary_and_description(&lines);
    let summary = s
        .filter(|_| !has_key(args, "summary"))
        .map(|s| sources.synth_str(s, first.1));
    let description = d
        .filter(|_| !has_key(args, "description"))
        .map(|d| sources.synth_str(d, last.1));
    (summary, description)
}

/// Records a definition's name (positional or `name = "..."`), reporting a
/// second one at its string with the message `twice`.
pub fn set_name<T>(slot: &mut Option<T>, name: T, at: &LitStr, twice: &str, errors: &mut Vec<syn::Error>) {
    if slot.is_some() {
        errors.push(syn::Error::new_spanned(at, twice));
    }
    *slot = Some(name);
}

/// An error for an argument this attribute does not take.
pub fn unknown_arg(arg: &Arg, what: &str, known: &[&str]) -> syn::Error {
    let span = match (arg, arg.key_ident()) {
        (_, Some(k)) => k.span(),
        (Arg::Positional(s), None) => s.span(),
        (_, None) => proc_macro2::Span::call_site(),
    };
    syn::Error::new(
        span,
        format!(
            "unknown argument `{}` of `#[{what}]`; expected one of: {}",
            arg.key(),
            known.join(", ")
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_arguments_parse() {
        let args = parse_args(quote::quote!(
            "t.a", traits = [Pure, AllTypesMatch<["a", "b"]>], format = "$a attr-dict", verifier,
            builders = [with(x: Value, n: i64 = 3)], version = 2, ops = [a::BOp]
        ))
        .unwrap();
        let keys: Vec<String> = args.iter().map(Arg::key).collect();
        assert_eq!(
            keys,
            ["name", "traits", "format", "verifier", "builders", "version", "ops"]
        );
        let Arg::Builders(_, b) = &args[4] else { panic!() };
        assert_eq!(b[0].params.len(), 2);
        assert!(b[0].params[1].default.is_some());
        assert_eq!(b[0].tokens.to_string(), "with (x : Value , n : i64 = 3)");
    }

    #[test]
    fn docs_split_into_summary_and_description() {
        let attrs: Vec<Attribute> = vec![
            syn::parse_quote!(#[doc = " Branch"]),
            syn::parse_quote!(#[doc = " operation."]),
            syn::parse_quote!(#[doc = ""]),
            syn::parse_quote!(#[doc = "   Example:"]),
            syn::parse_quote!(#[doc = "     x"]),
        ];
        let lines = doc_lines(&attrs);
        let (s, d) = summary_and_description(&lines);
        assert_eq!(s.as_deref(), Some("Branch operation."));
        assert_eq!(d.as_deref(), Some("Example:\n  x"));
    }
}
