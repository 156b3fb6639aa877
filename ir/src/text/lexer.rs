//! The MLIR lexer: turns source bytes into tokens (kind plus byte span).

/// Kind of a token.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A lexing error; the parser reports `Lexer::error`.
    Error,
    /// `foo`, `i32`, `affine_map`, ...
    BareIdent,
    /// `@foo` / `@"foo"`
    AtIdent,
    /// `#foo`, `#1`
    HashIdent,
    /// `%foo`, `%0`
    PercentIdent,
    /// `^bb0`
    CaretIdent,
    /// `!foo`
    BangIdent,
    /// `42`, `0x2A`
    Integer,
    /// `1.5`, `1.0e-3`
    Float,
    /// `"..."`
    String,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
    /// `...`
    Ellipsis,
    /// `|`
    VerticalBar,
    /// `/` (not starting a `//` comment)
    Slash,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: kind and byte span.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token {
    /// Kind.
    pub kind: TokenKind,
    /// Start offset.
    pub start: usize,
    /// End offset (exclusive).
    pub end: usize,
}

/// The lexer. Errors are reported through an `Error` token plus a message.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Message and offset of the last lexing error.
    pub error: Option<(usize, String)>,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            error: None,
        }
    }

    /// Current offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to `pos` (used to re-lex after a partial token).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn fail(&mut self, at: usize, msg: impl Into<String>) -> Token {
        self.error = Some((at, msg.into()));
        Token {
            kind: TokenKind::Error,
            start: at,
            end: self.pos.max(at),
        }
    }

    /// Skips whitespace, `//` comments, and nul bytes before the end of the
    /// buffer (MLIR's lexer treats those as whitespace).
    pub fn skip_trivia(&mut self) {
        while self.pos < self.src.len() {
            match self.src[self.pos] {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => self.pos += 1,
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.src.len() && !matches!(self.src[self.pos], b'\n' | b'\r') {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        if self.pos >= self.src.len() {
            return self.tok(TokenKind::Eof, start);
        }
        let c = self.src[self.pos];
        self.pos += 1;
        use TokenKind::*;
        match c {
            b':' => self.tok(Colon, start),
            b',' => self.tok(Comma, start),
            b'=' => self.tok(Equal, start),
            b'(' => self.tok(LParen, start),
            b')' => self.tok(RParen, start),
            b'[' => self.tok(LSquare, start),
            b']' => self.tok(RSquare, start),
            b'{' => {
                if self.peek(0) == b'-' && self.peek(1) == b'#' {
                    self.pos += 2;
                    self.tok(FileMetadataBegin, start)
                } else {
                    self.tok(LBrace, start)
                }
            }
            b'}' => self.tok(RBrace, start),
            b'<' => self.tok(Less, start),
            b'>' => self.tok(Greater, start),
            b'?' => self.tok(Question, start),
            b'|' => self.tok(VerticalBar, start),
            // `//` comments are skipped as trivia; a lone `/` is a token.
            b'/' => self.tok(Slash, start),
            b'+' => self.tok(Plus, start),
            b'*' => self.tok(Star, start),
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    self.tok(Arrow, start)
                } else {
                    self.tok(Minus, start)
                }
            }
            b'.' => {
                if self.pos < self.src.len() && self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    self.tok(Ellipsis, start)
                } else {
                    self.fail(self.pos, "expected three consecutive dots for an ellipsis")
                }
            }
            b'"' => self.lex_string(start),
            b'@' => {
                if self.peek(0) == b'"' {
                    self.pos += 1;
                    let t = self.lex_string(start);
                    if t.kind == Error {
                        return t;
                    }
                    self.tok(AtIdent, start)
                } else if is_ident_start(self.peek(0)) {
                    while is_ident_char(self.peek(0)) {
                        self.pos += 1;
                    }
                    self.tok(AtIdent, start)
                } else {
                    self.fail(start + 1, "@ identifier expected to start with letter or '_'")
                }
            }
            b'#' => {
                if self.peek(0) == b'-' && self.peek(1) == b'}' {
                    self.pos += 2;
                    return self.tok(FileMetadataEnd, start);
                }
                self.lex_prefixed(start, HashIdent)
            }
            b'%' => self.lex_prefixed(start, PercentIdent),
            b'^' => self.lex_prefixed(start, CaretIdent),
            b'!' => self.lex_prefixed(start, BangIdent),
            b'0'..=b'9' => self.lex_number(start),
            c if is_ident_start(c) => {
                while is_ident_char(self.peek(0)) {
                    self.pos += 1;
                }
                self.tok(BareIdent, start)
            }
            _ => self.fail(start, "unexpected character"),
        }
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while is_suffix_char(self.peek(0)) {
                self.pos += 1;
            }
        } else {
            let msg = match kind {
                TokenKind::HashIdent => "invalid attribute name",
                TokenKind::PercentIdent => "invalid SSA name",
                TokenKind::CaretIdent => "invalid block name",
                _ => "invalid type identifier",
            };
            return self.fail(start, msg);
        }
        self.tok(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let sign = matches!(self.peek(1), b'+' | b'-');
            let digit_at = if sign { 2 } else { 1 };
            if self.peek(digit_at).is_ascii_digit() {
                self.pos += digit_at;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(TokenKind::Float, start)
    }

    /// Lexes a string body up to the closing quote. Like MLIR's lexer, a
    /// newline, `\v`, `\f` or the end of the buffer ends it with an error at
    /// that character; `\r` and nul bytes are part of the string.
    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.src.len() {
                return self.fail(self.pos, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.tok(TokenKind::String, start),
                b'\n' | 0x0b | 0x0c => {
                    return self.fail(self.pos - 1, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.peek(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.fail(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

/// Decodes the body of a string token (without quotes) into bytes.
pub fn unescape(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let n = body.get(i + 1).copied().unwrap_or(0);
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hi = hex_val(n);
                let lo = hex_val(body.get(i + 2).copied().unwrap_or(0));
                out.push(hi * 16 + lo);
                i += 3;
            }
        }
    }
    out
}

fn hex_val(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    }
}
