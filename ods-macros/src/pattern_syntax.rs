//! The body of `patterns!`, tokenised by rustc, read into ods-dsl's syntax
//! tree: `.ods`'s `include`, `def` and `pattern` items with their DAGs
//! (`(self::AddOp:$r $x, (ConstantLikeMatcher APIntAttr:$c))`), plus the
//! pattern set's `struct`. Every token range is registered with [`Sources`]
//! so that sema's errors point at the Rust tokens.
//!
//! Two spellings are Rust's own: an op declared with `#[op]` is named by
//! its path (`self::AddOp`, `ops::AddOp`: a path with `::`), which the
//! syntax tree carries as the op's name (`AddOp`, which sema finds as it
//! finds `Arith_AddIOp`); and a native function may be a Rust path
//! (`NativeCodeCall<patterns::add>`, `CPred<patterns::same>`) instead of a
//! string.

use crate::spans::Sources;
use ods_dsl::ast;
use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::ParseStream;
use syn::{Ident, LitStr, Token};

/// The pattern set: `pub struct Name;`, with its doc comment.
pub(crate) struct SetDecl {
    /// Its attributes (doc comments).
    pub attrs: Vec<syn::Attribute>,
    /// Its visibility.
    pub vis: syn::Visibility,
    /// Its name.
    pub ident: Ident,
}

/// An op declared in Rust that a pattern names.
#[derive(Clone)]
pub(crate) struct RustOp {
    /// The path as written (`self::AddOp`).
    pub path: syn::Path,
    /// Its last segment (the op handle's name).
    pub name: Ident,
}

/// What a `patterns!` body says.
#[derive(Default)]
pub(crate) struct Body {
    /// `pub struct Name;` (the first one; later ones are errors).
    pub set: Option<SetDecl>,
    /// `include "file.ods";`
    pub includes: Vec<LitStr>,
    /// `def` and `pattern` items.
    pub items: Vec<ast::Item>,
    /// Ops declared in Rust, in first-use order, each once.
    pub rust_ops: Vec<RustOp>,
    /// The file ids of the operators written as paths (the others are ODS
    /// names).
    pub path_operators: Vec<u32>,
    /// Native functions written as Rust paths.
    pub native_paths: Vec<syn::Path>,
    /// Errors that do not stop the reading (a second set).
    pub errors: Vec<syn::Error>,
}

impl Body {
    /// The operators of every DAG written as a bare name (an ODS name).
    pub fn bare_operators(&self) -> Vec<&ast::TExpr> {
        fn walk<'a>(d: &'a ast::Dag, paths: &[u32], out: &mut Vec<&'a ast::TExpr>) {
            if !paths.contains(&d.op.span.file) {
                out.push(&d.op);
            }
            for a in &d.args {
                if let ast::DagArg::Dag(inner) = a {
                    walk(inner, paths, out);
                }
            }
        }
        let mut out = Vec::new();
        for i in &self.items {
            if let ast::Item::Pattern(p) = i {
                let dags = std::iter::once(&p.source)
                    .chain(&p.results)
                    .chain(&p.constraints)
                    .chain(&p.supplemental);
                for d in dags {
                    walk(d, &self.path_operators, &mut out);
                }
            }
        }
        out
    }
}

/// Reads a whole body.
pub(crate) fn parse_body(tokens: TokenStream, sources: &mut Sources) -> syn::Result<Body> {
    let parser = |input: ParseStream<'_>| {
        let mut r = Reader {
            sources,
            body: Body::default(),
        };
        while !input.is_empty() {
            r.item(input)?;
        }
        Ok(r.body)
    };
    syn::parse::Parser::parse2(parser, tokens)
}

struct Reader<'s> {
    sources: &'s mut Sources,
    body: Body,
}

/// `kw` as an identifier (the body's keywords are not Rust's).
fn keyword(input: ParseStream<'_>, kw: &str) -> syn::Result<Ident> {
    let id = input.call(Ident::parse_any)?;
    if id != kw {
        return Err(syn::Error::new(id.span(), format!("expected `{kw}`")));
    }
    Ok(id)
}

/// Whether the next tokens are a path of more than one segment.
fn peek_path(input: ParseStream<'_>) -> bool {
    input.peek(Token![::])
        || input.peek(Token![self])
        || input.peek(Token![crate])
        || input.peek(Token![super])
        || (input.peek(Ident::peek_any) && input.peek2(Token![::]))
}

impl Reader<'_> {
    fn item(&mut self, input: ParseStream<'_>) -> syn::Result<()> {
        let attrs = input.call(syn::Attribute::parse_outer)?;
        if input.peek(Token![pub]) || input.peek(Token![struct]) {
            let vis: syn::Visibility = input.parse()?;
            input.parse::<Token![struct]>()?;
            let ident: Ident = input.parse()?;
            input.parse::<Token![;]>()?;
            if self.body.set.is_some() {
                self.body.errors.push(syn::Error::new(
                    ident.span(),
                    "a `patterns!` block declares one pattern set",
                ));
            } else {
                self.body.set = Some(SetDecl { attrs, vis, ident });
            }
            return Ok(());
        }
        if let Some(a) = attrs.iter().find(|a| !a.path().is_ident("doc")) {
            return Err(syn::Error::new_spanned(
                a,
                "only doc comments can be put on a `def` or a `pattern` of `patterns!`",
            ));
        }
        let head = input.fork().call(Ident::parse_any)?;
        match head.to_string().as_str() {
            "include" => {
                keyword(input, "include")?;
                self.body.includes.push(input.parse()?);
                input.parse::<Token![;]>()?;
            }
            "def" => self.native_def(input)?,
            "pattern" => self.pattern(input)?,
            _ => {
                return Err(syn::Error::new(
                    head.span(),
                    "expected `pub struct Name;` (the pattern set), `include \"file.ods\";`, `def Name : NativeCodeCall<path>;` or `pattern Name : Pat<...>;`",
                ))
            }
        }
        Ok(())
    }

    /// `kw Name :`: the keyword's span and the name.
    fn head(&mut self, input: ParseStream<'_>, kw: &str) -> syn::Result<(Span, ast::Ident)> {
        let first = keyword(input, kw)?.span();
        let name: Ident = input.call(Ident::parse_any)?;
        let name = self.sources.ident(&name);
        input.parse::<Token![:]>()?;
        Ok((first, name))
    }

    /// `def Name : NativeCodeCall<path>;` / `def Name : Constraint<CPred<path>>;`
    fn native_def(&mut self, input: ParseStream<'_>) -> syn::Result<()> {
        let (first, name) = self.head(input, "def")?;
        let value = self.texpr(input)?;
        let semi: Token![;] = input.parse()?;
        let span = self
            .sources
            .span2(first, semi.span, &format!("def {} : ...;", name.name));
        self.body
            .items
            .push(ast::Item::Native(ast::NativeDef { name, value, span }));
        Ok(())
    }

    /// `pattern Name : Pat<source, result, [constraints], [supplemental], (addBenefit n)>;`
    fn pattern(&mut self, input: ParseStream<'_>) -> syn::Result<()> {
        let (first, name) = self.head(input, "pattern")?;
        let kind: Ident = input.call(Ident::parse_any)?;
        let multi = match kind.to_string().as_str() {
            "Pat" => false,
            "Pattern" => true,
            _ => return Err(syn::Error::new(kind.span(), "expected `Pat` or `Pattern`")),
        };
        input.parse::<Token![<]>()?;
        let source = self.dag(input)?;
        let mut results = Vec::new();
        let mut results_listed = false;
        let mut lists: Vec<Vec<ast::Dag>> = Vec::new();
        let mut add_benefit = None;
        while input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
            if input.peek(Token![>]) {
                break;
            }
            if input.peek(syn::token::Bracket) {
                let content;
                syn::bracketed!(content in input);
                let mut dags = Vec::new();
                while !content.is_empty() {
                    dags.push(self.dag(&content)?);
                    if !content.is_empty() {
                        content.parse::<Token![,]>()?;
                    }
                }
                if results.is_empty() && !results_listed {
                    results = dags;
                    results_listed = true;
                } else {
                    lists.push(dags);
                }
            } else if results.is_empty() && !results_listed {
                results.push(self.dag(input)?);
            } else {
                let content;
                syn::parenthesized!(content in input);
                keyword(&content, "addBenefit")?;
                let lit: syn::LitInt = content.parse()?;
                let span = self.sources.span(lit.span(), &lit.to_string());
                add_benefit = Some((lit.base10_parse::<i64>()?, span));
            }
        }
        input.parse::<Token![>]>()?;
        let semi: Token![;] = input.parse()?;
        let span = self
            .sources
            .span2(first, semi.span, &format!("pattern {} : ...;", name.name));
        let mut lists = lists.into_iter();
        self.body.items.push(ast::Item::Pattern(ast::Pattern {
            name,
            multi,
            source,
            results,
            results_listed,
            constraints: lists.next().unwrap_or_default(),
            supplemental: lists.next().unwrap_or_default(),
            add_benefit,
            span,
        }));
        Ok(())
    }

    /// `(Operator:$name arg, ...)`
    fn dag(&mut self, input: ParseStream<'_>) -> syn::Result<ast::Dag> {
        let content;
        let paren = syn::parenthesized!(content in input);
        let text = format!("({})", content.fork().parse::<TokenStream>()?);
        let span = self.sources.span(paren.span.join(), &text);
        let op = if peek_path(&content) {
            self.rust_op(&content)?
        } else {
            self.texpr(&content)?
        };
        let bind = self.bind(&content)?;
        let mut args = Vec::new();
        while !content.is_empty() {
            args.push(self.dag_arg(&content)?);
            if !content.is_empty() {
                content.parse::<Token![,]>()?;
            }
        }
        Ok(ast::Dag { op, bind, args, span })
    }

    /// An op declared in Rust, named by its path.
    fn rust_op(&mut self, input: ParseStream<'_>) -> syn::Result<ast::TExpr> {
        let path = input.call(syn::Path::parse_mod_style)?;
        let Some(last) = path.segments.last() else {
            return Err(syn::Error::new_spanned(&path, "expected the path of an op"));
        };
        let name = last.ident.clone();
        let text = path.to_token_stream().to_string().replace(' ', "");
        let span = self.sources.range(&path);
        self.body.path_operators.push(span.file);
        let ident = ast::Ident {
            name: name.unraw().to_string(),
            span: self.sources.span(name.span(), &text),
        };
        if !self.body.rust_ops.iter().any(|o| o.name == name) {
            self.body.rust_ops.push(RustOp { path, name });
        }
        Ok(ast::TExpr {
            name: ident,
            args: None,
            span,
        })
    }

    /// `:$name`, if there.
    fn bind(&mut self, input: ParseStream<'_>) -> syn::Result<Option<ast::Ident>> {
        if !input.peek(Token![:]) || input.peek(Token![::]) {
            return Ok(None);
        }
        input.parse::<Token![:]>()?;
        Ok(Some(self.var(input)?.0))
    }

    /// `$name`: the name without `$`, the span with it; and the name's
    /// token span.
    fn var(&mut self, input: ParseStream<'_>) -> syn::Result<(ast::Ident, Span)> {
        let dollar: Token![$] = input.parse()?;
        let id = input.call(Ident::parse_any)?;
        let name = id.unraw().to_string();
        let span = self.sources.span2(dollar.span, id.span(), &format!("${name}"));
        Ok((ast::Ident { name, span }, id.span()))
    }

    fn dag_arg(&mut self, input: ParseStream<'_>) -> syn::Result<ast::DagArg> {
        if input.peek(syn::token::Paren) {
            return Ok(ast::DagArg::Dag(self.dag(input)?));
        }
        if input.peek(Token![$]) {
            return Ok(ast::DagArg::Var(self.var(input)?.0));
        }
        let first = input.span();
        let constraint = self.texpr(input)?;
        if !input.peek(Token![:]) || input.peek(Token![::]) {
            let span = constraint.span;
            return Ok(ast::DagArg::Leaf {
                constraint,
                bind: None,
                span,
            });
        }
        input.parse::<Token![:]>()?;
        let (bind, bind_last) = self.var(input)?;
        let text = format!("{}:${}", constraint.name.name, bind.name);
        let span = self.sources.span2(first, bind_last, &text);
        Ok(ast::DagArg::Leaf {
            constraint,
            bind: Some(bind),
            span,
        })
    }

    /// `Name` or `Name<args>`; arguments are strings, integers, lists,
    /// expressions, or Rust paths (native functions), which become strings.
    fn texpr(&mut self, input: ParseStream<'_>) -> syn::Result<ast::TExpr> {
        let name: Ident = input.call(Ident::parse_any)?;
        let first = name.span();
        let mut last = first;
        // The argument of these is a native function: a string or a Rust path.
        let native = name == "NativeCodeCall" || name == "CPred";
        let name = self.sources.ident(&name);
        let args = if input.peek(Token![<]) {
            input.parse::<Token![<]>()?;
            let mut v = Vec::new();
            while !input.peek(Token![>]) {
                v.push(self.targ(input, native)?);
                if !input.peek(Token![,]) {
                    break;
                }
                input.parse::<Token![,]>()?;
            }
            last = input.parse::<Token![>]>()?.span;
            Some(v)
        } else {
            None
        };
        let text = match &args {
            None => name.name.clone(),
            Some(_) => format!("{}<...>", name.name),
        };
        let span = self.sources.span2(first, last, &text);
        Ok(ast::TExpr { name, args, span })
    }

    fn targ(&mut self, input: ParseStream<'_>, native: bool) -> syn::Result<ast::TArg> {
        if input.peek(LitStr) {
            let s: LitStr = input.parse()?;
            return Ok(ast::TArg::Str(self.sources.str_lit(&s)));
        }
        if input.peek(syn::LitInt) || input.peek(Token![-]) {
            let neg = input.parse::<Option<Token![-]>>()?;
            let lit: syn::LitInt = input.parse()?;
            let v: i64 = lit.base10_parse()?;
            let v = if neg.is_some() { -v } else { v };
            let first = neg.map_or(lit.span(), |n| n.span);
            return Ok(ast::TArg::Int(v, self.sources.span2(first, lit.span(), &v.to_string())));
        }
        if input.peek(syn::token::Bracket) {
            let content;
            let b = syn::bracketed!(content in input);
            let mut items = Vec::new();
            while !content.is_empty() {
                items.push(self.targ(&content, false)?);
                if !content.is_empty() {
                    content.parse::<Token![,]>()?;
                }
            }
            let span = self.sources.span(b.span.join(), "[...]");
            return Ok(ast::TArg::List(items, span));
        }
        if native || peek_path(input) {
            let path = input.call(syn::Path::parse_mod_style)?;
            let value = path.to_token_stream().to_string().replace(' ', "");
            let s = self.sources.synth_str(value, &path);
            self.body.native_paths.push(path);
            return Ok(ast::TArg::Str(s));
        }
        Ok(ast::TArg::Expr(self.texpr(input)?))
    }
}
