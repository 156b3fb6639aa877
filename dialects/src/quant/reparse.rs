//! A [`DialectTypeParser`] over the canonical text of a quant type (the
//! opaque data kept in the IR), so the bytecode writer can recover the
//! type's parameters with the same parser as the text reader.

use ir::context::DialectTypeParser;
use ir::{Context, DiagLoc, Diagnostic, Type};

/// Tokens of the canonical text.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Int(String),
    Float(String),
    Punct(char),
    End,
}

/// The canonical text, split into tokens.
pub struct TextParser<'c> {
    ctx: &'c Context,
    toks: Vec<(usize, Tok)>,
    pos: usize,
}

fn lex(s: &str) -> Vec<(usize, Tok)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        let start = i;
        let word = |i: &mut usize, f: &dyn Fn(u8) -> bool| {
            while b.get(*i).is_some_and(|&c| f(c)) {
                *i += 1;
            }
        };
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let tok = if c.is_ascii_alphabetic() || c == b'_' {
            word(&mut i, &|c| {
                c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$'
            });
            Tok::Ident(s[start..i].to_string())
        } else if c.is_ascii_digit() {
            word(&mut i, &|c| c.is_ascii_alphanumeric() || c == b'.');
            // An exponent sign belongs to the number.
            while matches!(b.get(i), Some(b'+' | b'-')) && matches!(b.get(i - 1), Some(b'e' | b'E')) {
                i += 1;
                word(&mut i, &|c| c.is_ascii_digit());
            }
            let text = s[start..i].to_string();
            if text.contains('.') {
                Tok::Float(text)
            } else {
                Tok::Int(text)
            }
        } else {
            i += 1;
            Tok::Punct(char::from(c))
        };
        out.push((start, tok));
    }
    out.push((s.len(), Tok::End));
    out
}

impl<'c> TextParser<'c> {
    /// A parser over `text`.
    pub fn new(ctx: &'c Context, text: &str) -> Self {
        TextParser {
            ctx,
            toks: lex(text),
            pos: 0,
        }
    }

    fn peek(&self) -> &Tok {
        self.toks.get(self.pos).map_or(&Tok::End, |t| &t.1)
    }

    fn bump(&mut self) {
        self.pos += 1;
    }

    fn fail(&self, msg: &str) -> Diagnostic {
        Diagnostic::error(DiagLoc::Offset(self.current_offset()), msg)
    }
}

impl DialectTypeParser for TextParser<'_> {
    fn context(&self) -> &Context {
        self.ctx
    }

    fn current_offset(&self) -> usize {
        self.toks.get(self.pos).map_or(0, |t| t.0)
    }

    fn error_at(&self, offset: usize, message: String) -> Diagnostic {
        Diagnostic::error(DiagLoc::Offset(offset), message)
    }

    fn parse_keyword(&mut self) -> Result<String, Diagnostic> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.bump();
                Ok(s)
            }
            _ => Err(self.fail("expected valid keyword")),
        }
    }

    fn parse_optional_punct(&mut self, punct: char) -> bool {
        let found = *self.peek() == Tok::Punct(punct);
        if found {
            self.bump();
        }
        found
    }

    fn parse_punct(&mut self, punct: char) -> Result<(), Diagnostic> {
        if self.parse_optional_punct(punct) {
            Ok(())
        } else {
            Err(self.fail(&format!("expected '{punct}'")))
        }
    }

    fn parse_optional_integer(&mut self, _bits: u32) -> Result<Option<i64>, Diagnostic> {
        let negative = *self.peek() == Tok::Punct('-');
        let at = self.pos;
        if negative {
            self.bump();
        }
        let Tok::Int(digits) = self.peek().clone() else {
            self.pos = at;
            return Ok(None);
        };
        let magnitude: i128 = digits.parse().map_err(|_| self.fail("integer value too large"))?;
        let v = i64::try_from(if negative { -magnitude } else { magnitude })
            .map_err(|_| self.fail("integer value too large"))?;
        self.bump();
        Ok(Some(v))
    }

    fn parse_float(&mut self) -> Result<f64, Diagnostic> {
        let negative = self.parse_optional_punct('-');
        let v = match self.peek().clone() {
            Tok::Float(text) => ir::float::parse_decimal(ir::float::FloatKind::F64, &text, negative)
                .map(|b| f64::from_bits(b as u64))
                .map_err(|e| self.fail(&e.0))?,
            Tok::Int(text) => {
                let bits = text.strip_prefix("0x").and_then(|h| u64::from_str_radix(h, 16).ok());
                f64::from_bits(bits.ok_or_else(|| self.fail("expected floating point literal"))?)
            }
            _ => return Err(self.fail("expected floating point literal")),
        };
        self.bump();
        Ok(v)
    }

    fn parse_optional_type(&mut self) -> Result<Option<Type>, Diagnostic> {
        let Tok::Ident(name) = self.peek().clone() else {
            return Ok(None);
        };
        match ir::text::parse_type_str(self.ctx, &name) {
            Ok(t) => {
                self.bump();
                Ok(Some(t))
            }
            Err(_) => Ok(None),
        }
    }

    fn parse_type(&mut self) -> Result<Type, Diagnostic> {
        self.parse_optional_type()?.ok_or_else(|| self.fail("expected type"))
    }
}

/// The type printer hook: the printed text of a type whose key spells its
/// storage type as `si`/`ui` (MLIR prints only the `Signed` flag's `i`/`u`);
/// `None` for every other type, whose key is its printed text.
pub fn print_hook(ctx: &Context, key: &str) -> Option<String> {
    // The storage type comes right after the first `<` of `any` and
    // `uniform`; `calibrated` has none.
    let storage = key.split_once('<')?.1;
    if !(storage.starts_with("si") || storage.starts_with("ui")) {
        return None;
    }
    let q = super::parse::parse(&mut TextParser::new(ctx, key)).ok()?;
    Some(q.print(ctx))
}
