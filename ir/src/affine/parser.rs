//! Lexer and parser for affine map and integer set bodies, following MLIR's
//! `Lexer` and `AffineParser` (including the wording and location of their
//! diagnostics).

use super::expr::{AffineBinaryKind, AffineExpr};
use super::{AffineMap, AffineParseError, IntegerSet, MapOrSet};

/// Maximum nesting of parentheses and negations accepted by the parser.
pub const MAX_NESTING: usize = 1000;

/// Maximum depth of an expression tree built by the parser.
pub const MAX_EXPR_DEPTH: usize = 1000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Eof,
    /// Bare identifiers, integer types and keywords other than the ones
    /// below (all usable as identifiers in affine structures).
    Ident,
    KwSymbol,
    KwFloorDiv,
    KwCeilDiv,
    KwMod,
    Integer,
    Float,
    String,
    PercentIdent,
    /// `#foo`, `!foo`, `^foo`, `@foo`.
    OtherPrefixedIdent,
    LParen,
    RParen,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    Equal,
    Plus,
    Minus,
    Arrow,
    Star,
    Colon,
    Comma,
    /// Other punctuation (`?`, `|`, `/`, `...`, `{-#`, `#-}`).
    Punct,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

struct Lexer<'a> {
    bytes: &'a [u8],
    pos: usize,
}

fn err(offset: usize, message: impl Into<String>) -> AffineParseError {
    AffineParseError {
        offset,
        message: message.into(),
        followups: Vec::new(),
    }
}

fn is_bare_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn is_suffix_punct(c: u8) -> bool {
    c == b'$' || c == b'.' || c == b'_' || c == b'-'
}

impl<'a> Lexer<'a> {
    /// The byte at `i`, or NUL past the end (MLIR buffers are NUL
    /// terminated).
    fn at(&self, i: usize) -> u8 {
        self.bytes.get(i).copied().unwrap_or(0)
    }

    fn token(&self, kind: Kind, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn next(&mut self) -> Result<Token, AffineParseError> {
        loop {
            let start = self.pos;
            if start >= self.bytes.len() {
                return Ok(Token {
                    kind: Kind::Eof,
                    start: self.bytes.len(),
                    end: self.bytes.len(),
                });
            }
            let c = self.bytes[start];
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.at(self.pos) == b'/' => {
                    self.skip_comment();
                    continue;
                }
                b'/' | b'?' | b'|' => Kind::Punct,
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => return Ok(self.lex_identifier(start)),
                b'0'..=b'9' => return Ok(self.lex_number(start)),
                b':' => Kind::Colon,
                b',' => Kind::Comma,
                b'(' => Kind::LParen,
                b')' => Kind::RParen,
                b'[' => Kind::LSquare,
                b']' => Kind::RSquare,
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                        Kind::Punct
                    } else {
                        Kind::LBrace
                    }
                }
                b'}' => Kind::RBrace,
                b'<' => Kind::Less,
                b'>' => Kind::Greater,
                b'=' => Kind::Equal,
                b'+' => Kind::Plus,
                b'*' => Kind::Star,
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        Kind::Arrow
                    } else {
                        Kind::Minus
                    }
                }
                b'.' => {
                    if self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.' {
                        return Err(err(self.pos, "expected three consecutive dots for an ellipsis"));
                    }
                    self.pos += 2;
                    Kind::Punct
                }
                b'@' => return self.lex_at_identifier(start),
                b'#' if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' => {
                    self.pos += 2;
                    Kind::Punct
                }
                b'#' | b'!' | b'^' | b'%' => return self.lex_prefixed_identifier(start, c),
                b'"' => return self.lex_string(start),
                _ => return Err(err(start, "unexpected character")),
            };
            return Ok(self.token(kind, start));
        }
    }

    fn skip_comment(&mut self) {
        // Skip both slashes, then everything up to the end of the line.
        self.pos += 1;
        while self.pos < self.bytes.len() {
            let c = self.bytes[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn lex_identifier(&mut self, start: usize) -> Token {
        while is_bare_id_char(self.at(self.pos)) {
            self.pos += 1;
        }
        let kind = match &self.bytes[start..self.pos] {
            b"symbol" => Kind::KwSymbol,
            b"floordiv" => Kind::KwFloorDiv,
            b"ceildiv" => Kind::KwCeilDiv,
            b"mod" => Kind::KwMod,
            _ => Kind::Ident,
        };
        self.token(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.bytes[start] == b'0' && self.at(self.pos) == b'x' {
            // `0xi32` is the literal `0` followed by the identifier `xi32`.
            if !self.at(self.pos + 1).is_ascii_hexdigit() {
                return self.token(Kind::Integer, start);
            }
            self.pos += 2;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.token(Kind::Integer, start);
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.token(Kind::Integer, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let n1 = self.at(self.pos + 1);
            let n2 = self.at(self.pos + 2);
            if n1.is_ascii_digit() || (matches!(n1, b'-' | b'+') && n2.is_ascii_digit()) {
                self.pos += 2;
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.token(Kind::Float, start)
    }

    fn lex_at_identifier(&mut self, start: usize) -> Result<Token, AffineParseError> {
        let c = self.at(self.pos);
        self.pos += 1;
        if c == b'"' {
            self.lex_string(start)?;
            return Ok(self.token(Kind::OtherPrefixedIdent, start));
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            return Err(err(
                (self.pos - 1).min(self.bytes.len()),
                "@ identifier expected to start with letter or '_'",
            ));
        }
        while is_bare_id_char(self.at(self.pos)) {
            self.pos += 1;
        }
        Ok(self.token(Kind::OtherPrefixedIdent, start))
    }

    fn lex_prefixed_identifier(&mut self, start: usize, c: u8) -> Result<Token, AffineParseError> {
        let (kind, what) = match c {
            b'%' => (Kind::PercentIdent, "invalid SSA name"),
            b'#' => (Kind::OtherPrefixedIdent, "invalid attribute name"),
            b'^' => (Kind::OtherPrefixedIdent, "invalid block name"),
            _ => (Kind::OtherPrefixedIdent, "invalid type identifier"),
        };
        let first = self.at(self.pos);
        if first.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if first.is_ascii_alphabetic() || is_suffix_punct(first) {
            while {
                self.pos += 1;
                let n = self.at(self.pos);
                n.is_ascii_alphanumeric() || is_suffix_punct(n)
            } {}
        } else {
            return Err(err(self.pos - 1, what));
        }
        Ok(self.token(kind, start))
    }

    /// Lexes a string literal whose opening quote is just before `pos`.
    fn lex_string(&mut self, start: usize) -> Result<Token, AffineParseError> {
        loop {
            let c = self.at(self.pos);
            self.pos += 1;
            match c {
                b'"' => return Ok(self.token(Kind::String, start)),
                0 if self.pos - 1 < self.bytes.len() => {}
                0 | b'\n' | 0x0b | 0x0c => {
                    let at = (self.pos - 1).min(self.bytes.len());
                    self.pos = at;
                    return Err(err(at, "expected '\"' in string literal"));
                }
                b'\\' => {
                    let n = self.at(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return Err(err(self.pos - 1, "unknown escape in string literal"));
                    }
                }
                _ => {}
            }
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

/// Progress through one (possibly parenthesized) affine expression.
#[derive(Default)]
struct ExprState {
    /// `acc op` waiting for its right operand, `op` being `+` or `-`.
    low: Option<(AffineExpr, LowOp)>,
    /// `acc op` waiting for its right operand, `op` being `*`, `floordiv`,
    /// `ceildiv` or `mod`, with the location used to report a non-affine
    /// combination.
    high: Option<(AffineExpr, AffineBinaryKind, usize)>,
}

impl ExprState {
    fn has_lhs(&self) -> bool {
        self.low.is_some() || self.high.is_some()
    }
}

/// A suspended construct of [`Parser::parse_expr`].
enum Frame {
    /// An expression waiting for an operand.
    Expr(ExprState),
    /// A `(` whose expression is being parsed.
    Paren,
    /// A `-` whose operand is being parsed.
    Neg,
}

struct Parser<'a> {
    src: &'a str,
    lexer: Lexer<'a>,
    tok: Token,
    /// Declared dimension and symbol names, in declaration order.
    ids: Vec<(&'a str, AffineExpr)>,
    nesting: usize,
}

type PResult<T> = Result<T, AffineParseError>;

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> PResult<Self> {
        let mut lexer = Lexer {
            bytes: src.as_bytes(),
            pos: 0,
        };
        let tok = lexer.next()?;
        Ok(Parser {
            src,
            lexer,
            tok,
            ids: Vec::new(),
            nesting: 0,
        })
    }

    fn spelling(&self) -> &'a str {
        self.src.get(self.tok.start..self.tok.end).unwrap_or("")
    }

    fn consume(&mut self) -> PResult<()> {
        self.tok = self.lexer.next()?;
        Ok(())
    }

    fn consume_if(&mut self, kind: Kind) -> PResult<bool> {
        if self.tok.kind == kind {
            self.consume()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn parse_token(&mut self, kind: Kind, message: &str) -> PResult<()> {
        if self.consume_if(kind)? {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// An error at the current token (MLIR's `emitError()`).
    fn error_here(&self, message: impl Into<String>) -> AffineParseError {
        err(self.tok.start, message)
    }

    /// MLIR's `emitWrongTokenError`: reports at the end of the preceding
    /// token when only whitespace (or comment lines) separate it from the
    /// current one.
    fn wrong_token_error(&self, message: impl Into<String>) -> AffineParseError {
        let bytes = self.src.as_bytes();
        let mut loc = self.tok.start;
        if self.tok.kind == Kind::Eof {
            loc = loc.saturating_sub(1);
        }
        let mut end = loc.min(bytes.len());
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            // Whatever precedes the text handed to us (`affine_map<`) is not a
            // line break, so the location ends up at the start.
            if end == 0 {
                return err(0, message);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return err(end, message);
            }
            end -= 1;
            let line_start = bytes[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .unwrap_or(0);
            if let Some(cs) = bytes[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + cs;
            }
        }
    }

    fn is_identifier(&self) -> bool {
        matches!(
            self.tok.kind,
            Kind::Ident | Kind::KwSymbol | Kind::KwFloorDiv | Kind::KwCeilDiv | Kind::KwMod
        )
    }

    fn check_depth(&self, expr: AffineExpr, loc: usize) -> PResult<AffineExpr> {
        if expr.depth() > MAX_EXPR_DEPTH {
            return Err(err(loc, "affine expression is nested too deeply"));
        }
        Ok(expr)
    }

    fn enter(&mut self) -> PResult<()> {
        if self.nesting >= MAX_NESTING {
            return Err(self.error_here("affine expression is nested too deeply"));
        }
        self.nesting += 1;
        Ok(())
    }

    fn consume_low_op(&mut self) -> PResult<Option<LowOp>> {
        let op = match self.tok.kind {
            Kind::Plus => LowOp::Add,
            Kind::Minus => LowOp::Sub,
            _ => return Ok(None),
        };
        self.consume()?;
        Ok(Some(op))
    }

    fn consume_high_op(&mut self) -> PResult<Option<AffineBinaryKind>> {
        let op = match self.tok.kind {
            Kind::Star => AffineBinaryKind::Mul,
            Kind::KwFloorDiv => AffineBinaryKind::FloorDiv,
            Kind::KwCeilDiv => AffineBinaryKind::CeilDiv,
            Kind::KwMod => AffineBinaryKind::Mod,
            _ => return Ok(None),
        };
        self.consume()?;
        Ok(Some(op))
    }

    fn low_combine(&self, op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> PResult<AffineExpr> {
        let e = match op {
            LowOp::Add => lhs.add(rhs),
            LowOp::Sub => lhs.sub(rhs),
        };
        self.check_depth(e, self.tok.start)
    }

    fn high_combine(&self, op: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr, loc: usize) -> PResult<AffineExpr> {
        let what = match op {
            AffineBinaryKind::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(err(
                        loc,
                        "non-affine expression: at least one of the multiply operands has to be \
                         either a constant or symbolic",
                    ));
                }
                None
            }
            AffineBinaryKind::FloorDiv => Some("floordiv"),
            AffineBinaryKind::CeilDiv => Some("ceildiv"),
            AffineBinaryKind::Mod => Some("mod"),
            AffineBinaryKind::Add => None,
        };
        if let Some(what) = what {
            if !rhs.is_symbolic_or_constant() {
                return Err(err(
                    loc,
                    format!(
                        "non-affine expression: right operand of {what} has to be either a \
                         constant or symbolic"
                    ),
                ));
            }
        }
        self.check_depth(AffineExpr::binary(op, lhs, rhs), loc)
    }

    /// Parses an affine expression.
    ///
    /// This is MLIR's recursive descent (`parseAffineLowPrecOpExpr`,
    /// `parseAffineHighPrecOpExpr`, `parseAffineOperandExpr`, ...) run on an
    /// explicit stack, so that nesting costs heap instead of call stack.
    /// All binary operators are left associative; `*`, `floordiv`,
    /// `ceildiv` and `mod` bind tighter than `+` and `-`, and negation binds
    /// tighter than all of them.
    fn parse_expr(&mut self) -> PResult<AffineExpr> {
        let mut stack = vec![Frame::Expr(ExprState::default())];
        self.parse_expr_frames(&mut stack).map_err(|mut e| {
            // `parseNegateExpression` adds its own error when its operand
            // failed, at the token where parsing stopped.
            let negations = stack.iter().filter(|f| matches!(f, Frame::Neg)).count();
            let at = self.tok.start;
            e.followups.extend(std::iter::repeat_n(
                (at, "missing operand of negation".to_string()),
                negations,
            ));
            e
        })
    }

    /// [`Self::parse_expr`] on `stack`, which keeps the frames still open
    /// when an error stops it.
    fn parse_expr_frames(&mut self, stack: &mut Vec<Frame>) -> PResult<AffineExpr> {
        loop {
            // Parse an operand for the innermost expression, opening frames
            // for parentheses and negations on the way.
            let mut value = loop {
                let has_lhs = stack
                    .iter()
                    .rev()
                    .find_map(|f| match f {
                        Frame::Expr(state) => Some(state.has_lhs()),
                        Frame::Neg => None,
                        Frame::Paren => Some(false),
                    })
                    .unwrap_or(false);
                match self.tok.kind {
                    Kind::LParen => {
                        self.enter()?;
                        self.consume()?;
                        if self.tok.kind == Kind::RParen {
                            return Err(self.error_here("no expression inside parentheses"));
                        }
                        stack.push(Frame::Paren);
                        stack.push(Frame::Expr(ExprState::default()));
                    }
                    Kind::Minus => {
                        self.enter()?;
                        self.consume()?;
                        stack.push(Frame::Neg);
                    }
                    _ => break self.parse_leaf_operand(has_lhs)?,
                }
            };
            // Hand the operand to the enclosing frames until one of them
            // needs another operand.
            loop {
                match stack.pop() {
                    Some(Frame::Neg) => {
                        self.nesting -= 1;
                        value = self.check_depth(value.neg(), self.tok.start)?;
                    }
                    Some(Frame::Expr(mut state)) => match self.continue_expr(&mut state, value)? {
                        Some(done) => {
                            value = done;
                            match stack.pop() {
                                None => return Ok(value),
                                Some(Frame::Paren) => {
                                    self.parse_token(Kind::RParen, "expected ')'")?;
                                    self.nesting -= 1;
                                }
                                Some(other) => stack.push(other),
                            }
                        }
                        None => {
                            stack.push(Frame::Expr(state));
                            break;
                        }
                    },
                    Some(Frame::Paren) | None => {
                        return Err(self.error_here("expected affine expression"));
                    }
                }
            }
        }
    }

    /// Feeds the operand `value` to the expression being parsed in `state`.
    /// Returns the finished expression, or `None` when another operand
    /// follows.
    fn continue_expr(&mut self, state: &mut ExprState, value: AffineExpr) -> PResult<Option<AffineExpr>> {
        let mut value = value;
        if let Some((llhs, op, llhs_loc)) = state.high.take() {
            let loc = self.tok.start;
            if let Some(next) = self.consume_high_op()? {
                state.high = Some((self.high_combine(op, llhs, value, loc)?, next, loc));
                return Ok(None);
            }
            value = self.high_combine(op, llhs, value, llhs_loc)?;
            let acc = match state.low.take() {
                Some((l, lop)) => self.low_combine(lop, l, value)?,
                None => value,
            };
            if let Some(op) = self.consume_low_op()? {
                state.low = Some((acc, op));
                return Ok(None);
            }
            return Ok(Some(acc));
        }
        if let Some(op) = self.consume_low_op()? {
            let acc = match state.low.take() {
                Some((l, lop)) => self.low_combine(lop, l, value)?,
                None => value,
            };
            state.low = Some((acc, op));
            return Ok(None);
        }
        let loc = self.tok.start;
        if let Some(op) = self.consume_high_op()? {
            state.high = Some((value, op, loc));
            return Ok(None);
        }
        Ok(Some(match state.low.take() {
            Some((l, lop)) => self.low_combine(lop, l, value)?,
            None => value,
        }))
    }

    /// An operand other than a parenthesized expression or a negation.
    /// `has_lhs` tells whether it is the right operand of a binary operator
    /// (only affects diagnostics).
    fn parse_leaf_operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Kind::KwSymbol => {
                self.consume()?;
                self.parse_token(Kind::LParen, "expected '(' at start of SSA symbol")?;
                Err(self.wrong_token_error("unexpected ssa identifier"))
            }
            Kind::PercentIdent => Err(self.wrong_token_error("unexpected ssa identifier")),
            Kind::Integer => self.parse_integer(),
            Kind::Plus | Kind::Star => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            _ if self.is_identifier() => self.parse_bare_id(),
            _ => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }

    fn parse_integer(&mut self) -> PResult<AffineExpr> {
        let text = self.spelling();
        let value = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        match value.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.consume()?;
                Ok(AffineExpr::Constant(v))
            }
            None => Err(self.error_here("constant too large for index")),
        }
    }

    fn parse_bare_id(&mut self) -> PResult<AffineExpr> {
        if !self.is_identifier() {
            return Err(self.wrong_token_error("expected bare identifier"));
        }
        let name = self.spelling();
        let found = self.ids.iter().find(|(n, _)| *n == name).map(|(_, e)| e.clone());
        match found {
            Some(e) => {
                self.consume()?;
                Ok(e)
            }
            None => Err(self.wrong_token_error("use of undeclared identifier")),
        }
    }

    fn parse_identifier_definition(&mut self, expr: AffineExpr) -> PResult<()> {
        if !self.is_identifier() {
            return Err(self.wrong_token_error("expected bare identifier"));
        }
        let name = self.spelling();
        if self.ids.iter().any(|(n, _)| *n == name) {
            return Err(self.error_here(format!("redefinition of identifier '{name}'")));
        }
        self.consume()?;
        self.ids.push((name, expr));
        Ok(())
    }

    /// MLIR's `parseCommaSeparatedList` for the `(...)` and `[...]`
    /// delimiters.
    fn parse_comma_list(
        &mut self,
        square: bool,
        context: &str,
        element: &mut dyn FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close, open_ch, close_ch) = if square {
            (Kind::LSquare, Kind::RSquare, '[', ']')
        } else {
            (Kind::LParen, Kind::RParen, '(', ')')
        };
        self.parse_token(open, &format!("expected '{open_ch}'{context}"))?;
        if self.consume_if(close)? {
            return Ok(());
        }
        element(self)?;
        while self.consume_if(Kind::Comma)? {
            element(self)?;
        }
        self.parse_token(close, &format!("expected '{close_ch}'{context}"))
    }

    fn parse_id_list(&mut self, square: bool) -> PResult<u32> {
        let mut count: u32 = 0;
        let context = if square {
            " in symbol list"
        } else {
            " in dimensional identifier list"
        };
        self.parse_comma_list(square, context, &mut |p| {
            let expr = if square {
                AffineExpr::Symbol(count)
            } else {
                AffineExpr::Dim(count)
            };
            count = count
                .checked_add(1)
                .ok_or_else(|| p.error_here("too many identifiers"))?;
            p.parse_identifier_definition(expr)
        })?;
        Ok(count)
    }

    fn parse_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_expr()?;
        if self.consume_if(Kind::Greater)? && self.consume_if(Kind::Equal)? {
            let rhs = self.parse_expr()?;
            let loc = self.tok.start;
            return Ok((self.check_depth(lhs.sub(rhs), loc)?, false));
        }
        if self.consume_if(Kind::Less)? && self.consume_if(Kind::Equal)? {
            let rhs = self.parse_expr()?;
            let loc = self.tok.start;
            return Ok((self.check_depth(rhs.sub(lhs), loc)?, false));
        }
        if self.consume_if(Kind::Equal)? && self.consume_if(Kind::Equal)? {
            let rhs = self.parse_expr()?;
            let loc = self.tok.start;
            return Ok((self.check_depth(lhs.sub(rhs), loc)?, true));
        }
        Err(self.error_here("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }

    /// MLIR's `parseAffineMapOrIntegerSetInline`.
    fn parse_map_or_set(&mut self) -> PResult<MapOrSet> {
        let num_dims = self.parse_id_list(false)?;
        let num_symbols = if self.tok.kind == Kind::LSquare {
            self.parse_id_list(true)?
        } else {
            0
        };
        if self.consume_if(Kind::Arrow)? {
            let mut results = Vec::new();
            self.parse_comma_list(false, " in affine map range", &mut |p| {
                results.push(p.parse_expr()?);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(AffineMap {
                num_dims,
                num_symbols,
                results,
            }));
        }
        self.parse_token(Kind::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut eq_flags = Vec::new();
        self.parse_comma_list(false, " in integer set constraint list", &mut |p| {
            let (c, eq) = p.parse_constraint()?;
            constraints.push(c);
            eq_flags.push(eq);
            Ok(())
        })?;
        if constraints.is_empty() {
            // An empty constraint list is the trivially true set `0 == 0`.
            constraints.push(AffineExpr::Constant(0));
            eq_flags.push(true);
        }
        Ok(MapOrSet::Set(IntegerSet {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        }))
    }
}

pub(super) fn parse_map_or_set_impl(src: &str) -> PResult<(MapOrSet, usize)> {
    let mut p = Parser::new(src)?;
    let parsed = p.parse_map_or_set()?;
    Ok((parsed, p.tok.start))
}

pub(super) fn parse_affine_map_impl(src: &str) -> PResult<(AffineMap, usize)> {
    let mut p = Parser::new(src)?;
    let start = p.tok.start;
    match p.parse_map_or_set()? {
        MapOrSet::Map(map) => {
            if p.tok.kind != Kind::Greater {
                return Err(p.wrong_token_error("expected '>' in affine map"));
            }
            Ok((map, p.tok.start))
        }
        MapOrSet::Set(_) => Err(err(start, "expected AffineMap, but got IntegerSet")),
    }
}

pub(super) fn parse_integer_set_impl(src: &str) -> PResult<(IntegerSet, usize)> {
    let mut p = Parser::new(src)?;
    let start = p.tok.start;
    match p.parse_map_or_set()? {
        MapOrSet::Set(set) => {
            if p.tok.kind != Kind::Greater {
                return Err(p.wrong_token_error("expected '>' in integer set"));
            }
            Ok((set, p.tok.start))
        }
        MapOrSet::Map(_) => Err(err(start, "expected IntegerSet, but got AffineMap")),
    }
}
