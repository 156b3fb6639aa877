//! Spans between Rust tokens and ods-dsl's model.
//!
//! ods-dsl's [`Span`] is a file id and a byte range. Every Rust token (or
//! token range) the front end puts into the AST is registered as a small
//! source of its own (its text), so a span's file id names the tokens and
//! its byte range a part of them: a range inside a string literal is a
//! column inside the literal. [`Sources::error`] maps a diagnostic back to
//! `proc_macro2` spans: the tokens themselves, or the sub-span of a literal
//! where the compiler can make one (nightly), else the whole literal with
//! the column shown under the message.

use ods_dsl::ast;
use ods_dsl::diag::Diagnostic;
use ods_dsl::model::Span;
use ods_dsl::Session;
use proc_macro2::{Ident, Literal, Span as PmSpan, TokenStream, TokenTree};
use quote::ToTokens;

/// One registered token range.
#[derive(Clone)]
struct Entry {
    first: PmSpan,
    last: PmSpan,
    /// The literal, when the range is one string literal.
    lit: Option<Literal>,
    text: String,
}

/// The token ranges of one macro input, registered as sources.
#[derive(Clone, Default)]
pub struct Sources {
    /// File id of the first entry (the prelude comes first).
    base: u32,
    entries: Vec<Entry>,
}

impl Sources {
    /// An empty map whose ids follow those of a fresh [`Session`].
    pub fn new() -> Self {
        static BASE: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
        Sources {
            base: *BASE.get_or_init(|| Session::new().add_virtual_file("", "")),
            entries: Vec::new(),
        }
    }

    /// The file id the next registration gets.
    pub fn next_id(&self) -> u32 {
        self.base + self.entries.len() as u32
    }

    /// A fresh session (prelude loaded) with every entry registered under
    /// its id.
    pub fn session(&self) -> Session {
        let mut s = Session::new();
        for e in &self.entries {
            s.add_virtual_file("<rust>", &e.text);
        }
        s
    }

    fn push(&mut self, e: Entry) -> Span {
        let id = self.next_id();
        let len = e.text.len();
        self.entries.push(e);
        Span::new(id, 0, len)
    }

    /// Registers a token range (first and last token spans).
    pub fn range(&mut self, tokens: &dyn ToTokens) -> Span {
        let ts = tokens.to_token_stream();
        let mut it = ts.clone().into_iter();
        let first = it.next().map_or_else(PmSpan::call_site, |t| t.span());
        let last = it.last().map_or(first, |t| t.span());
        self.push(Entry {
            first,
            last,
            lit: None,
            text: ts.to_string(),
        })
    }

    /// Registers the range from `first` to `last` with a text.
    pub fn span2(&mut self, first: PmSpan, last: PmSpan, text: &str) -> Span {
        self.push(Entry {
            first,
            last,
            lit: None,
            text: text.to_string(),
        })
    }

    /// Registers a span with a text.
    pub fn span(&mut self, span: PmSpan, text: &str) -> Span {
        self.push(Entry {
            first: span,
            last: span,
            lit: None,
            text: text.to_string(),
        })
    }

    /// An identifier (raw identifiers lose their `r#`).
    pub fn ident(&mut self, id: &Ident) -> ast::Ident {
        let name = syn::ext::IdentExt::unraw(id).to_string();
        ast::Ident {
            span: self.span(id.span(), &name),
            name,
        }
    }

    /// A name given in a string (e.g. `name = "destOperands"`).
    pub fn name_in_str(&mut self, s: &syn::LitStr) -> ast::Ident {
        let st = self.str_lit(s);
        ast::Ident {
            name: st.value,
            span: st.span,
        }
    }

    /// A string literal: its span starts at the opening quote (after any
    /// `r#` prefix), so that offsets into the value map to columns of the
    /// literal as they do in `.ods` files.
    pub fn str_lit(&mut self, s: &syn::LitStr) -> ast::Str {
        let lit = s.token();
        let text = lit.to_string();
        let quote = text.find('"').unwrap_or(0);
        let close = text.rfind('"').map_or(text.len(), |i| i + 1);
        let span = self.push(Entry {
            first: s.span(),
            last: s.span(),
            lit: Some(lit),
            text,
        });
        // From the opening to the closing quote: a raw string's `r#` and `#`
        // are outside, as the `.ods` string rules expect.
        ast::Str {
            value: s.value(),
            span: Span {
                start: quote as u32,
                end: close as u32,
                ..span
            },
        }
    }

    /// A string made by the front end (e.g. from doc comments), at `tokens`.
    pub fn synth_str(&mut self, value: String, tokens: &dyn ToTokens) -> ast::Str {
        ast::Str {
            value,
            span: self.range(tokens),
        }
    }

    /// The text registered for a span's file (for notes).
    fn text(&self, span: Span) -> Option<&str> {
        let i = span.file.checked_sub(self.base)? as usize;
        self.entries.get(i).map(|e| e.text.as_str())
    }

    /// Whether `span` belongs to this input (not to the prelude or an
    /// included `.ods` file).
    pub fn owns(&self, span: Span) -> bool {
        self.text(span).is_some()
    }

    /// The error for one diagnostic: message, then its label, the other
    /// places it names and its notes, at the tokens of its span.
    pub fn error(&self, d: &Diagnostic) -> syn::Error {
        let (tokens, column) = self.locate(d.span);
        let mut msg = d.message.clone();
        if let Some(c) = column {
            msg.push_str(&c);
        }
        if !d.label.is_empty() {
            msg.push_str(&format!("\n  = note: {}", d.label));
        }
        for (s, label) in &d.secondary {
            match self.text(*s) {
                Some(t) => msg.push_str(&format!("\n  = note: {label}: `{}`", shorten(t))),
                None => msg.push_str(&format!("\n  = note: {label}")),
            }
        }
        for n in &d.notes {
            msg.push_str(&format!("\n  = help: {n}"));
        }
        syn::Error::new_spanned(tokens, msg)
    }

    /// Tokens spanning `span`; for a part of a literal that cannot be
    /// pointed at, the literal and a rendering of the column.
    fn locate(&self, span: Span) -> (TokenStream, Option<String>) {
        let Some(e) = span
            .file
            .checked_sub(self.base)
            .and_then(|i| self.entries.get(i as usize))
        else {
            return (pair(PmSpan::call_site(), PmSpan::call_site()), None);
        };
        let (start, end) = (span.start as usize, (span.end as usize).max(span.start as usize));
        let quote = e.text.find('"').unwrap_or(0);
        let close = e.text.rfind('"').map_or(e.text.len(), |i| i + 1);
        let whole = start <= quote && end >= close;
        if let (Some(lit), false) = (&e.lit, whole) {
            if let Some(sub) = lit.subspan(start..end.min(e.text.len())) {
                return (pair(sub, sub), None);
            }
            return (pair(e.first, e.last), Some(caret(&e.text, start, end)));
        }
        (pair(e.first, e.last), None)
    }
}

/// Two tokens carrying `first` and `last`, so that `syn::Error::new_spanned`
/// covers the range between them on stable compilers.
fn pair(first: PmSpan, last: PmSpan) -> TokenStream {
    let mut ts = TokenStream::new();
    ts.extend([TokenTree::Ident(Ident::new("__first", first))]);
    ts.extend([TokenTree::Ident(Ident::new("__last", last))]);
    ts
}

fn shorten(t: &str) -> String {
    if t.chars().count() > 60 {
        let s: String = t.chars().take(57).collect();
        format!("{s}...")
    } else {
        t.to_string()
    }
}

/// `start..end` of a literal's text, shown as its line with carets below.
fn caret(text: &str, start: usize, end: usize) -> String {
    let start = start.min(text.len());
    let end = end.clamp(start, text.len());
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let line = &text[line_start..line_end];
    let col = text[line_start..start].chars().count();
    let width = text[start..end.min(line_end)].chars().count().max(1);
    let line_no = text[..start].matches('\n').count() + 1;
    let pos = if line_no > 1 {
        format!("line {line_no}, column {}", col + 1)
    } else {
        format!("column {}", col + 1)
    };
    format!(
        "\n  --> in the string literal, {pos}:\n   | {line}\n   | {}{}",
        " ".repeat(col),
        "^".repeat(width)
    )
}

/// All diagnostics as one error (the first one's span leads).
pub fn combine(sources: &Sources, diags: &[Diagnostic]) -> Option<syn::Error> {
    let mut it = diags.iter().map(|d| sources.error(d));
    let mut first = it.next()?;
    for e in it {
        first.combine(e);
    }
    Some(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_points_at_the_column() {
        let c = caret("\"$a `,` $b\"", 8, 10);
        assert!(c.contains("column 9"), "{c}");
        assert!(c.ends_with("   | \"$a `,` $b\"\n   |         ^^"), "{c}");
    }

    #[test]
    fn literal_spans_start_at_the_quote() {
        let mut s = Sources::new();
        let lit: syn::LitStr = syn::parse_quote!(r#"a"b"#);
        let st = s.str_lit(&lit);
        assert_eq!(st.value, "a\"b");
        assert_eq!(st.span.start, 2);
        assert!(s.owns(st.span));
    }
}
