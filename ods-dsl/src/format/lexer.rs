//! Tokens of a declarative assembly format string, as mlir-tblgen's
//! `FormatLexer` reads them. Offsets are byte offsets into the format text.

use super::FormatError;

/// A directive keyword.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Keyword {
    /// `attr-dict`
    AttrDict,
    /// `attr-dict-with-keyword`
    AttrDictWithKeyword,
    /// `prop-dict`
    PropDict,
    /// `custom`
    Custom,
    /// `functional-type`
    FunctionalType,
    /// `oilist`
    OIList,
    /// `operands`
    Operands,
    /// `params` (attribute/type formats only)
    Params,
    /// `ref`
    Ref,
    /// `regions`
    Regions,
    /// `results`
    Results,
    /// `struct` (attribute/type formats only)
    Struct,
    /// `successors`
    Successors,
    /// `type`
    Type,
    /// `qualified`
    Qualified,
}

impl Keyword {
    fn from_ident(s: &str) -> Option<Keyword> {
        Some(match s {
            "attr-dict" => Keyword::AttrDict,
            "attr-dict-with-keyword" => Keyword::AttrDictWithKeyword,
            "prop-dict" => Keyword::PropDict,
            "custom" => Keyword::Custom,
            "functional-type" => Keyword::FunctionalType,
            "oilist" => Keyword::OIList,
            "operands" => Keyword::Operands,
            "params" => Keyword::Params,
            "ref" => Keyword::Ref,
            "regions" => Keyword::Regions,
            "results" => Keyword::Results,
            "struct" => Keyword::Struct,
            "successors" => Keyword::Successors,
            "type" => Keyword::Type,
            "qualified" => Keyword::Qualified,
            _ => return None,
        })
    }
}

/// Kind of a token.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// End of the format.
    Eof,
    /// `^`
    Caret,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `*`
    Star,
    /// `|`
    Pipe,
    /// `` `...` ``
    Literal,
    /// `$name`
    Variable,
    /// `"..."`
    String,
    /// An identifier that is not a keyword.
    Identifier,
    /// A directive keyword.
    Keyword(Keyword),
}

/// A token: kind and byte range in the format text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Kind.
    pub kind: TokenKind,
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

impl Token {
    /// The token's text.
    pub fn spelling<'a>(&self, text: &'a str) -> &'a str {
        text.get(self.start..self.end).unwrap_or("")
    }
}

/// The lexer.
pub struct Lexer<'a> {
    text: &'a [u8],
    pos: usize,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Lexer {
            text: text.as_bytes(),
            pos: 0,
        }
    }

    fn peek_byte(&self) -> u8 {
        self.text.get(self.pos).copied().unwrap_or(0)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    /// The next token, or the error MLIR reports for it.
    pub fn next_token(&mut self) -> Result<Token, FormatError> {
        loop {
            let start = self.pos;
            if self.at_end() {
                return Ok(self.form(TokenKind::Eof, start));
            }
            let c = self.text[self.pos];
            self.pos += 1;
            let kind = match c {
                b'^' => TokenKind::Caret,
                b':' => TokenKind::Colon,
                b',' => TokenKind::Comma,
                b'=' => TokenKind::Equal,
                b'<' => TokenKind::Less,
                b'>' => TokenKind::Greater,
                b'?' => TokenKind::Question,
                b'(' => TokenKind::LParen,
                b')' => TokenKind::RParen,
                b'*' => TokenKind::Star,
                b'|' => TokenKind::Pipe,
                // Whitespace (and stray NUL bytes) are skipped.
                0 | b' ' | b'\t' | b'\n' | b'\r' => continue,
                b'`' => return self.literal(start),
                b'$' => return self.variable(start),
                b'"' => return self.string(start),
                c if c.is_ascii_alphabetic() || c == b'_' => return Ok(self.identifier(start)),
                _ => return Err(FormatError::new(start, "unexpected character")),
            };
            return Ok(self.form(kind, start));
        }
    }

    fn form(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn literal(&mut self, start: usize) -> Result<Token, FormatError> {
        while !self.at_end() {
            let c = self.text[self.pos];
            self.pos += 1;
            if c == b'`' {
                return Ok(self.form(TokenKind::Literal, start));
            }
        }
        Err(FormatError::new(self.text.len(), "unexpected end of file in literal"))
    }

    fn variable(&mut self, start: usize) -> Result<Token, FormatError> {
        let c = self.peek_byte();
        if !c.is_ascii_alphabetic() && c != b'_' {
            return Err(FormatError::new(self.pos - 1, "expected variable name"));
        }
        while self.peek_byte().is_ascii_alphanumeric() || self.peek_byte() == b'_' {
            self.pos += 1;
        }
        Ok(self.form(TokenKind::Variable, start))
    }

    fn string(&mut self, start: usize) -> Result<Token, FormatError> {
        let mut escape = false;
        while !self.at_end() {
            let c = self.text[self.pos];
            self.pos += 1;
            if !escape && c == b'"' {
                return Ok(self.form(TokenKind::String, start));
            }
            escape = c == b'\\';
        }
        Err(FormatError::new(self.text.len(), "unexpected end of file in string"))
    }

    fn identifier(&mut self, start: usize) -> Token {
        while self.peek_byte().is_ascii_alphanumeric() || matches!(self.peek_byte(), b'_' | b'-') {
            self.pos += 1;
        }
        let s = std::str::from_utf8(&self.text[start..self.pos]).unwrap_or("");
        let kind = Keyword::from_ident(s).map_or(TokenKind::Identifier, TokenKind::Keyword);
        self.form(kind, start)
    }
}

/// Whether `value` can be printed as a keyword (`canFormatStringAsKeyword`);
/// `Err` carries MLIR's reason.
pub fn keyword_check(value: &str) -> Result<(), &'static str> {
    let b = value.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return Err("valid keyword starts with a letter or '_'"),
    }
    if !b[1..]
        .iter()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
    {
        return Err("keywords should contain only alphanum, '_', '$', or '.' characters");
    }
    Ok(())
}

/// Whether `value` is a valid literal (`isValidLiteral`); `Err` carries the reason.
pub fn literal_check(value: &str) -> Result<(), String> {
    let b = value.as_bytes();
    let Some(&front) = b.first() else {
        return Err("literal can't be empty".into());
    };
    if b.len() == 1 {
        const BARE: &str = "_:,=<>()[]{}?+-*";
        if front.is_ascii_alphabetic() || BARE.as_bytes().contains(&front) {
            return Ok(());
        }
        return Err(format!("single character literal must be a letter or one of '{BARE}'"));
    }
    if value == "->" || value == "..." {
        return Ok(());
    }
    keyword_check(value).map_err(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            let t = l.next_token().unwrap();
            v.push(t.kind);
            if t.kind == TokenKind::Eof {
                return v;
            }
        }
    }

    #[test]
    fn lexes_all_token_kinds() {
        use TokenKind::*;
        assert_eq!(
            kinds("$a `,` attr-dict type($b) (x)^? custom<F>(\"s\\\"\") |*=:"),
            vec![
                Variable,
                Literal,
                Keyword(super::Keyword::AttrDict),
                Keyword(super::Keyword::Type),
                LParen,
                Variable,
                RParen,
                LParen,
                Identifier,
                RParen,
                Caret,
                Question,
                Keyword(super::Keyword::Custom),
                Less,
                Identifier,
                Greater,
                LParen,
                String,
                RParen,
                Pipe,
                Star,
                Equal,
                Colon,
                Eof
            ]
        );
    }

    #[test]
    fn lexer_errors_point_where_mlir_does() {
        let e = Lexer::new("$ x").next_token().unwrap_err();
        assert_eq!((e.offset, e.message.as_str()), (0, "expected variable name"));
        let e = Lexer::new("`abc").next_token().unwrap_err();
        assert_eq!((e.offset, e.message.as_str()), (4, "unexpected end of file in literal"));
        let e = Lexer::new("  %").next_token().unwrap_err();
        assert_eq!((e.offset, e.message.as_str()), (2, "unexpected character"));
    }

    #[test]
    fn literal_rules() {
        assert!(literal_check("->").is_ok());
        assert!(literal_check("overflow").is_ok());
        assert!(literal_check("-").is_ok());
        assert!(literal_check("%").unwrap_err().contains("single character"));
        assert!(literal_check("1a").unwrap_err().contains("starts with a letter"));
        assert!(literal_check("a-b").unwrap_err().contains("alphanum"));
    }
}
