//! `OpAsmParser`: the API custom operation parsers (hand-written, or
//! generated from declarative assembly formats) use to read their syntax,
//! mirroring MLIR's `OpAsmParser`.
//!
//! A custom parser fills an [`OperationState`]; the core then creates the
//! operation, binds its results and reads a trailing location.

use super::{BlockEntry, PResult, Parser};
use crate::attrs::Attr;
use crate::body::{BlockId, RegionId, Value};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use crate::registry::OpName;
use crate::text::lexer::TokenKind;
use crate::types::Type;

/// What a custom parser produces: everything needed to create the op.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// Operation name.
    pub name: OpName,
    /// Location (the op name's position; a trailing `loc(...)` overrides it).
    pub loc: Attr,
    /// Resolved operands.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Inherent attributes (stored as properties).
    pub properties: Vec<(Attr, Attr)>,
    /// Discardable attributes.
    pub attrs: Vec<(Attr, Attr)>,
    /// Regions, created with [`OpAsmParser::new_region`] and parsed into.
    pub regions: Vec<RegionId>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
}

/// An operand as written (`%name#N`), not yet given a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand<'a> {
    /// The name with its `%`.
    pub name: &'a [u8],
    /// Result number (`#N`), 0 if absent.
    pub number: usize,
    /// Byte offset of the `%`.
    pub offset: usize,
}

/// A region entry argument declared by the op's syntax (`%arg0: i32 loc(..)`).
#[derive(Clone, Copy, Debug)]
pub struct EntryArgument<'a> {
    /// Its name.
    pub name: UnresolvedOperand<'a>,
    /// Its type.
    pub ty: Type,
    /// Explicit location, if written.
    pub loc: Option<Attr>,
}

/// Punctuation a custom parser can ask for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Punct {
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
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `?`
    Question,
    /// `+`
    Plus,
    /// `*`
    Star,
    /// `...`
    Ellipsis,
    /// `-`
    Minus,
    /// `|`
    VerticalBar,
}

impl Punct {
    fn token(self) -> TokenKind {
        match self {
            Punct::LParen => TokenKind::LParen,
            Punct::RParen => TokenKind::RParen,
            Punct::LSquare => TokenKind::LSquare,
            Punct::RSquare => TokenKind::RSquare,
            Punct::LBrace => TokenKind::LBrace,
            Punct::RBrace => TokenKind::RBrace,
            Punct::Less => TokenKind::Less,
            Punct::Greater => TokenKind::Greater,
            Punct::Colon => TokenKind::Colon,
            Punct::Comma => TokenKind::Comma,
            Punct::Equal => TokenKind::Equal,
            Punct::Arrow => TokenKind::Arrow,
            Punct::Question => TokenKind::Question,
            Punct::Plus => TokenKind::Plus,
            Punct::Star => TokenKind::Star,
            Punct::Ellipsis => TokenKind::Ellipsis,
            Punct::Minus => TokenKind::Minus,
            Punct::VerticalBar => TokenKind::VerticalBar,
        }
    }

    /// The punctuation as written.
    pub fn spelling(self) -> &'static str {
        match self {
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::Less => "<",
            Punct::Greater => ">",
            Punct::Colon => ":",
            Punct::Comma => ",",
            Punct::Equal => "=",
            Punct::Arrow => "->",
            Punct::Question => "?",
            Punct::Plus => "+",
            Punct::Star => "*",
            Punct::Ellipsis => "...",
            Punct::Minus => "-",
            Punct::VerticalBar => "|",
        }
    }
}

/// The parser handed to custom operation parsers.
pub struct OpAsmParser<'p, 'a> {
    p: &'p mut Parser<'a>,
    /// The op whose custom form is being parsed.
    op_name: crate::registry::OpName,
}

impl<'p, 'a> OpAsmParser<'p, 'a> {
    pub(super) fn new(p: &'p mut Parser<'a>, op_name: crate::registry::OpName) -> Self {
        OpAsmParser { p, op_name }
    }

    /// An error at `offset` as the op parser's `emitError` words it:
    /// `custom op 'name' message`.
    fn op_error_at(&self, offset: usize, message: &str) -> Diagnostic {
        let name = self.p.ctx.op_info(self.op_name).name();
        self.custom_op_error(name, offset, message)
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    /// Byte offset of the current token.
    pub fn offset(&self) -> usize {
        self.p.tok.start
    }

    /// An error at the current token.
    pub fn error(&self, message: impl Into<String>) -> Diagnostic {
        self.p.err_here(message)
    }

    /// MLIR's `emitWrongTokenError`: an error at the end of the previous
    /// token when the current one starts a new line, else at the current one.
    pub fn error_wrong_token(&self, message: &str) -> Diagnostic {
        self.p.err_wrong_token(message)
    }

    /// An error at `offset`.
    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> Diagnostic {
        self.p.err_at(offset, message)
    }

    /// Reports a warning (MLIR's `emitWarning` during a parse): it does not
    /// fail the parse and is reported before any later error.
    pub fn emit_warning(&mut self, warning: Diagnostic) {
        self.p.warnings.push(warning);
    }

    /// The location attribute of a byte offset.
    pub fn loc_at(&self, offset: usize) -> Attr {
        self.p.loc_at(offset)
    }

    // ----- punctuation and keywords -----

    /// Consumes `punct` if it is next.
    pub fn parse_optional_punct(&mut self, punct: Punct) -> bool {
        self.p.eat(punct.token())
    }

    /// Consumes `punct` or fails with "expected '<punct>'".
    pub fn parse_punct(&mut self, punct: Punct) -> PResult<()> {
        if self.p.eat(punct.token()) {
            return Ok(());
        }
        Err(self.p.err_wrong_token(&format!("expected '{}'", punct.spelling())))
    }

    /// Whether the next token is `punct` (nothing consumed).
    pub fn peek_punct(&self, punct: Punct) -> bool {
        self.p.tok.kind == punct.token()
    }

    /// Consumes the bare keyword `kw` if it is next.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.p.tok.kind == TokenKind::BareIdent && self.p.spelling() == kw.as_bytes() {
            self.p.bump();
            true
        } else {
            false
        }
    }

    /// Consumes `kw` or fails with "expected '<kw>'" at the current token
    /// (`AsmParserImpl::parseKeyword`, through the op parser's `emitError`).
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        let at = self.p.tok.start;
        if self.parse_optional_keyword(kw) {
            return Ok(());
        }
        Err(self.op_error_at(at, &format!("expected '{kw}'")))
    }

    /// Consumes any bare keyword and returns it.
    pub fn parse_optional_any_keyword(&mut self) -> Option<String> {
        if self.p.tok.kind != TokenKind::BareIdent {
            return None;
        }
        let s = String::from_utf8_lossy(self.p.spelling()).into_owned();
        self.p.bump();
        Some(s)
    }

    /// A bare keyword or a string literal (`parseKeywordOrString`), else
    /// MLIR's `expected valid keyword or string`.
    pub fn parse_keyword_or_string(&mut self) -> PResult<Vec<u8>> {
        let at = self.offset();
        if let Some(k) = self.parse_optional_any_keyword() {
            return Ok(k.into_bytes());
        }
        self.parse_optional_string()
            .ok_or_else(|| self.op_error_at(at, "expected valid keyword or string"))
    }

    /// An integer in `min..=max` (`parseInteger` of a C++ integer type), with
    /// MLIR's `expected integer value` and `integer value too large`.
    pub fn parse_integer_in(&mut self, min: i64, max: i64) -> PResult<i64> {
        let at = self.offset();
        match self.parse_optional_integer()? {
            Some(v) if (min..=max).contains(&v) => Ok(v),
            Some(_) => Err(self.op_error_at(at, "integer value too large")),
            None => Err(self.op_error_at(at, "expected integer value")),
        }
    }

    /// A string literal's decoded bytes.
    pub fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if self.p.tok.kind != TokenKind::String {
            return None;
        }
        let v = self.p.string_value();
        self.p.bump();
        Some(v)
    }

    /// An optionally negative decimal or hex integer that fits an `i64`.
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        let start = self.offset();
        let neg = self.p.tok.kind == TokenKind::Minus;
        let save = (self.p.tok, self.p.lex.pos());
        if neg {
            self.p.bump();
        }
        if self.p.tok.kind != TokenKind::Integer {
            if neg {
                self.p.tok = save.0;
                self.p.lex.reset(save.1);
            }
            return Ok(None);
        }
        let text = std::str::from_utf8(self.p.spelling()).unwrap_or("");
        let magnitude = match text.strip_prefix("0x") {
            Some(h) => i128::from_str_radix(h, 16).ok(),
            None => text.parse::<i128>().ok(),
        };
        let v = magnitude
            .map(|m| if neg { -m } else { m })
            .and_then(|v| i64::try_from(v).ok())
            .ok_or_else(|| self.op_error_at(start, "integer value too large"))?;
        self.p.bump();
        Ok(Some(v))
    }

    /// `@name` (plain or quoted) as a string attribute.
    pub fn parse_optional_symbol_name(&mut self) -> Option<Attr> {
        if self.p.tok.kind != TokenKind::AtIdent {
            return None;
        }
        let s = &self.p.src[self.p.tok.start + 1..self.p.tok.end];
        let name = if s.first() == Some(&b'"') && s.len() >= 2 {
            crate::text::lexer::unescape(&s[1..s.len() - 1])
        } else {
            s.to_vec()
        };
        self.p.bump();
        Some(self.p.ctx.string_attr(&name))
    }

    /// `@name`, or "expected valid '@'-identifier for symbol name" at the
    /// current token, through the op parser's `emitError`.
    pub fn parse_symbol_name(&mut self) -> PResult<Attr> {
        let at = self.p.tok.start;
        self.parse_optional_symbol_name()
            .ok_or_else(|| self.op_error_at(at, "expected valid '@'-identifier for symbol name"))
    }

    // ----- types and attributes -----

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// A type, if one starts here.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        self.p.parse_optional_type()
    }

    /// `:` type
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.parse_punct(Punct::Colon)?;
        self.parse_type()
    }

    /// `type (, type)*` (at least one).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.parse_optional_punct(Punct::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    /// `(` types `)` `->` results, as a function type's parts.
    pub fn parse_function_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        let inputs = self.p.parse_type_list_parens()?;
        self.parse_punct(Punct::Arrow)?;
        let results = self.p.parse_function_result_types()?;
        Ok((inputs, results))
    }

    /// Function result types after `->`: `(t, ...)` or a single type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        self.p.parse_function_result_types()
    }

    /// An attribute, optionally of a known type.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attr> {
        self.p.parse_attribute(ty)
    }

    /// `{...}` if present, appended to `attrs`.
    pub fn parse_optional_attr_dict(&mut self, attrs: &mut Vec<(Attr, Attr)>) -> PResult<()> {
        if self.p.tok.kind == TokenKind::LBrace {
            let entries = self.p.parse_dictionary_entries()?;
            attrs.extend(entries);
        }
        Ok(())
    }

    /// `attributes {...}` if present.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, attrs: &mut Vec<(Attr, Attr)>) -> PResult<()> {
        if self.parse_optional_keyword("attributes") {
            let entries = self.p.parse_dictionary_entries()?;
            attrs.extend(entries);
        }
        Ok(())
    }

    /// `loc(...)` if present.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Attr>> {
        if !(self.p.tok.kind == TokenKind::BareIdent && self.p.spelling() == b"loc") {
            return Ok(None);
        }
        self.p.bump();
        self.parse_punct(Punct::LParen)?;
        let loc = self.p.parse_location_instance()?;
        self.parse_punct(Punct::RParen)?;
        Ok(Some(loc))
    }

    // ----- operands -----

    /// `%name` or `%name#N`, if one starts here.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand<'a>>> {
        if self.p.tok.kind != TokenKind::PercentIdent {
            return Ok(None);
        }
        let u = self.p.parse_ssa_use()?;
        Ok(Some(u))
    }

    /// Consumes the `%name` token alone (a `#N` after it stays) when its
    /// spelling is `name` (with the `%`): how MLIR's affine parser finds an
    /// SSA id it has read before.
    pub fn parse_optional_ssa_name_token(&mut self, name: &[u8]) -> bool {
        if self.p.tok.kind != TokenKind::PercentIdent || self.p.spelling() != name {
            return false;
        }
        self.p.bump();
        true
    }

    /// An operand, or "expected SSA operand".
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        self.p.parse_ssa_use()
    }

    /// The name of an argument (`parseArgument`'s `%name`): an operand
    /// without a result number ("result number not allowed in argument list").
    pub fn parse_argument_name(&mut self) -> PResult<UnresolvedOperand<'a>> {
        self.p.parse_ssa_name(false)
    }

    /// [`Self::parse_argument_name`] if a `%` name starts here.
    pub fn parse_optional_argument_name(&mut self) -> PResult<Option<UnresolvedOperand<'a>>> {
        if self.p.tok.kind != TokenKind::PercentIdent {
            return Ok(None);
        }
        self.parse_argument_name().map(Some)
    }

    /// A possibly empty comma-separated operand list.
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'a>>> {
        let mut v = Vec::new();
        if let Some(first) = self.parse_optional_operand()? {
            v.push(first);
            while self.parse_optional_punct(Punct::Comma) {
                v.push(self.parse_operand()?);
            }
        }
        Ok(v)
    }

    /// Gives an operand its type, creating a forward reference if needed.
    pub fn resolve_operand(&mut self, u: UnresolvedOperand<'a>, ty: Type) -> PResult<Value> {
        self.p.resolve_use(u, ty)
    }

    /// Resolves operands against types (counts must match).
    pub fn resolve_operands(
        &mut self,
        ops: &[UnresolvedOperand<'a>],
        types: &[Type],
        at: usize,
    ) -> PResult<Vec<Value>> {
        if ops.len() != types.len() {
            return Err(self.error_at(
                at,
                format!("{} operands present, but expected {}", ops.len(), types.len()),
            ));
        }
        ops.iter()
            .zip(types)
            .map(|(&u, &t)| self.resolve_operand(u, t))
            .collect()
    }

    // ----- regions and successors -----

    /// A fresh region to parse into and put in [`OperationState::regions`].
    pub fn new_region(&mut self) -> RegionId {
        self.p.arena.create_region()
    }

    /// `{ ... }` into `region`; `args` become the entry block's arguments
    /// (then no entry label is allowed). `isolated` starts a new value scope.
    pub fn parse_region(&mut self, region: RegionId, args: &[EntryArgument<'a>], isolated: bool) -> PResult<()> {
        self.p.parse_region_with_args(region, args, isolated)
    }

    /// `{ ... }` if the next token is `{`.
    pub fn parse_optional_region(
        &mut self,
        region: RegionId,
        args: &[EntryArgument<'a>],
        isolated: bool,
    ) -> PResult<bool> {
        if self.p.tok.kind != TokenKind::LBrace {
            return Ok(false);
        }
        self.parse_region(region, args, isolated)?;
        Ok(true)
    }

    /// `^bb` successor reference.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        if self.p.tok.kind != TokenKind::CaretIdent {
            return Err(self.p.err_wrong_token("expected block name"));
        }
        let name = self.p.spelling();
        let at = self.p.tok.start;
        let e: BlockEntry = self.p.block_entry(name, at);
        self.p.bump();
        Ok(e.block)
    }

    /// Whether a successor starts here.
    pub fn peek_successor(&self) -> bool {
        self.p.tok.kind == TokenKind::CaretIdent
    }
}

impl<'a> Parser<'a> {
    /// A region whose entry arguments were declared by the op's syntax.
    pub(super) fn parse_region_with_args(
        &mut self,
        region: RegionId,
        args: &[EntryArgument<'a>],
        isolated: bool,
    ) -> PResult<()> {
        self.enter()?;
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        if !args.is_empty() || self.tok.kind != TokenKind::RBrace {
            self.push_scope(isolated);
            let entry = self.arena.create_block(&[]);
            if !args.is_empty() && self.tok.kind == TokenKind::CaretIdent {
                return Err(self.err_here("invalid block name in region with named arguments"));
            }
            for a in args {
                // A name already defined or referenced in this isolated scope.
                if let Some(prev) = self.scopes.last().and_then(|s| s.get(a.name.name, a.name.number)) {
                    let name = String::from_utf8_lossy(a.name.name);
                    return Err(self
                        .err_at(
                            a.name.offset,
                            format!("region entry argument '{name}' is already in use"),
                        )
                        .with_note(DiagLoc::Offset(prev.offset), "previously referenced here"));
                }
                let loc = a.loc.unwrap_or_else(|| self.loc_at(a.name.offset));
                let v = self.arena.add_block_arg(entry, a.ty, loc);
                self.add_definition(a.name.name, 0, a.name.offset, v)?;
            }
            self.parse_block(Some(entry), region)?;
            while self.tok.kind != TokenKind::RBrace {
                if self.tok.kind == TokenKind::Eof {
                    return Err(self.err_wrong_token("expected '}' to end region"));
                }
                self.parse_block(None, region)?;
            }
            self.pop_scope()?;
        }
        self.bump();
        self.leave();
        Ok(())
    }
}

/// Helpers for declarative-format parsers (generated from assembly formats).
impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// The operation name written just before `offset` (where the op's
    /// custom syntax starts) and its offset: MLIR's `getNameLoc()`.
    pub fn op_name_before(&self, offset: usize) -> (usize, &'a str) {
        let src = self.p.src;
        let mut end = offset.min(src.len());
        while end > 0 && matches!(src[end - 1], b' ' | b'\t' | b'\n' | b'\r') {
            end -= 1;
        }
        let mut start = end;
        while start > 0
            && (src[start - 1].is_ascii_alphanumeric() || matches!(src[start - 1], b'_' | b'.' | b'$' | b'-'))
        {
            start -= 1;
        }
        (start, std::str::from_utf8(&src[start..end]).unwrap_or(""))
    }

    /// Whether the next token is a `#...` attribute reference.
    pub fn peek_hash_ident(&self) -> bool {
        self.p.tok.kind == TokenKind::HashIdent
    }

    /// Whether the next token is a `%` SSA name.
    pub fn peek_percent_ident(&self) -> bool {
        self.p.tok.kind == TokenKind::PercentIdent
    }

    /// Whether the next token is an integer literal.
    pub fn peek_integer(&self) -> bool {
        self.p.tok.kind == TokenKind::Integer
    }

    /// Whether the next token is a string literal.
    pub fn peek_string(&self) -> bool {
        self.p.tok.kind == TokenKind::String
    }

    /// Whether the next token is an `@` symbol reference.
    pub fn peek_symbol(&self) -> bool {
        self.p.tok.kind == TokenKind::AtIdent
    }

    /// Whether the next token is a `!...` type reference.
    pub fn peek_bang_ident(&self) -> bool {
        self.p.tok.kind == TokenKind::BangIdent
    }

    /// Whether the next token is a bare keyword (not an integer type).
    pub fn peek_keyword(&self) -> Option<&'a str> {
        if self.p.is_keyword() {
            std::str::from_utf8(self.p.spelling()).ok()
        } else {
            None
        }
    }

    /// MLIR's `parseOptionalAttribute(attr, type)`: an attribute when the
    /// next token starts one (or a type), else `None` with nothing consumed.
    pub fn parse_optional_attribute_typed(&mut self, ty: Option<Type>) -> PResult<Option<Attr>> {
        self.p.parse_optional_attribute_typed(ty)
    }

    /// The body of a pretty dialect attribute or type, `<...>` (balanced,
    /// as written), without the angle brackets.
    pub fn parse_dialect_body(&mut self) -> PResult<String> {
        self.p.parse_dialect_body()
    }

    /// `^bb` if one starts here.
    pub fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>> {
        if !self.peek_successor() {
            return Ok(None);
        }
        self.parse_successor().map(Some)
    }

    /// MLIR's `emitError` of a custom op parser: `custom op 'NAME' MESSAGE`.
    pub fn custom_op_error(&self, op_name: &str, offset: usize, message: impl std::fmt::Display) -> Diagnostic {
        self.p.err_at(offset, format!("custom op '{op_name}' {message}"))
    }

    /// The IR parsed so far, to inspect what a region parsed into (MLIR's
    /// custom parsers walk `Region`s directly, e.g. `MaskOp::ensureTerminator`).
    pub fn arena(&self) -> &crate::body::IrArena {
        &self.p.arena
    }

    /// Whether `region` has no blocks.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.p.arena.region_blocks(region).is_empty()
    }

    /// The type of a resolved value.
    pub fn value_type(&self, v: Value) -> Type {
        self.p.arena.value_type(v)
    }

    /// Adds an empty block to `region` if it has none (`SingleBlock` ops).
    pub fn ensure_block(&mut self, region: RegionId) {
        if self.p.arena.region_blocks(region).is_empty() {
            let b = self.p.arena.create_block(&[]);
            self.p.arena.append_block(region, b);
        }
    }

    /// MLIR's `ensureTerminator`: appends a `terminator` op (no operands,
    /// results or attributes) at `loc` to the region's last block unless it
    /// already ends with a terminator; adds a block first when there is none.
    pub fn ensure_terminator(&mut self, region: RegionId, terminator: &str, loc: Attr) {
        self.ensure_block(region);
        let Some(&block) = self.p.arena.region_blocks(region).last() else {
            return;
        };
        if let Some(last) = self.p.arena.last_op(block) {
            if self.p.ctx.op_info(self.p.arena.op_name(last)).traits().is_terminator {
                return;
            }
        }
        let name = self.p.ctx.op_name(terminator);
        let op = self.p.arena.create_op(crate::body::OpSpec::new(name, loc));
        self.p.arena.append_op(block, op);
    }
}

/// Helpers for ops whose parsers build region bodies themselves (MLIR's
/// region builders, e.g. linalg's named ops).
impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// Appends a new block with arguments of `types` (each at `loc`) to
    /// `region` and returns it.
    pub fn append_block(&mut self, region: RegionId, types: &[Type], loc: Attr) -> BlockId {
        let block = self.p.arena.create_block(&[]);
        for &t in types {
            self.p.arena.add_block_arg(block, t, loc);
        }
        self.p.arena.append_block(region, block);
        block
    }

    /// A bare affine map, `(d0, d1)[s0] -> (d1, d0)` (`parseAffineMap`);
    /// errors as MLIR's affine parser words them.
    pub fn parse_affine_map(&mut self) -> PResult<crate::affine::AffineMap> {
        let start = self.p.tok.start;
        let rest = &self.p.src[start.min(self.p.src.len())..];
        // The map ends before the first `:` or `{` outside parentheses (or
        // at the first non-ASCII byte).
        let mut limit = rest.len();
        let mut depth = 0usize;
        for (i, &c) in rest.iter().enumerate() {
            match c {
                b'(' | b'[' => depth += 1,
                b')' | b']' => depth = depth.saturating_sub(1),
                b':' | b'{' if depth == 0 => {
                    limit = i;
                    break;
                }
                c if c >= 0x80 => {
                    limit = i;
                    break;
                }
                _ => {}
            }
        }
        let text = std::str::from_utf8(&rest[..limit]).unwrap_or("");
        let (parsed, end) = crate::affine::parse_map_or_set(text).map_err(|e| self.p.affine_error(start, e))?;
        let crate::affine::MapOrSet::Map(map) = parsed else {
            return Err(self.error_at(start, "expected AffineMap, but got IntegerSet"));
        };
        self.p.lex.reset(start + end);
        self.p.bump();
        Ok(map)
    }

    /// Appends a new block with one argument per `(type, location)` to
    /// `region` and returns it.
    pub fn append_block_with_locs(&mut self, region: RegionId, args: &[(Type, Attr)]) -> BlockId {
        let block = self.p.arena.create_block(&[]);
        for &(t, loc) in args {
            self.p.arena.add_block_arg(block, t, loc);
        }
        self.p.arena.append_block(region, block);
        block
    }

    /// The location of a value already parsed: its defining op's location,
    /// or the block argument's (MLIR's `Value::getLoc`).
    pub fn value_loc(&self, v: Value) -> Attr {
        match v {
            Value::Result { op, .. } => self.p.arena.op_loc(op),
            Value::Arg { block, index } => self.p.arena.arg_loc(block, index as usize),
        }
    }

    /// [`Self::ensure_terminator`] for terminators built with `regions`
    /// regions of one empty block each (MLIR's `ensureTerminator` with a
    /// terminator whose default builder adds them, e.g.
    /// `scf.forall.in_parallel`).
    pub fn ensure_terminator_with_regions(&mut self, region: RegionId, terminator: &str, loc: Attr, regions: usize) {
        self.ensure_block(region);
        let Some(&block) = self.p.arena.region_blocks(region).last() else {
            return;
        };
        if let Some(last) = self.p.arena.last_op(block) {
            if self.p.ctx.op_info(self.p.arena.op_name(last)).traits().is_terminator {
                return;
            }
        }
        let inner: Vec<RegionId> = (0..regions)
            .map(|_| {
                let r = self.p.arena.create_region();
                let b = self.p.arena.create_block(&[]);
                self.p.arena.append_block(r, b);
                r
            })
            .collect();
        let name = self.p.ctx.op_name(terminator);
        let op = self.p.arena.create_op(crate::body::OpSpec {
            regions: inner,
            ..crate::body::OpSpec::new(name, loc)
        });
        self.p.arena.append_op(block, op);
    }

    /// Argument `index` of `block`.
    pub fn block_arg(&self, block: BlockId, index: usize) -> Value {
        self.p.arena.arg(block, index)
    }

    /// [`Self::append_new_op`] with discardable attributes `attrs` too.
    #[allow(clippy::too_many_arguments)]
    pub fn append_new_op_with_attrs(
        &mut self,
        block: BlockId,
        name: &str,
        operands: Vec<Value>,
        result_types: Vec<Type>,
        properties: Vec<(Attr, Attr)>,
        attrs: Vec<(Attr, Attr)>,
        loc: Attr,
    ) -> Vec<Value> {
        self.p
            .arena
            .append_new_op(self.p.ctx, block, name, operands, result_types, properties, attrs, loc)
    }

    /// Creates an op named `name` at the end of `block` and returns its
    /// results.
    #[allow(clippy::too_many_arguments)]
    pub fn append_new_op(
        &mut self,
        block: BlockId,
        name: &str,
        operands: Vec<Value>,
        result_types: Vec<Type>,
        properties: Vec<(Attr, Attr)>,
        loc: Attr,
    ) -> Vec<Value> {
        self.append_new_op_with_attrs(block, name, operands, result_types, properties, Vec::new(), loc)
    }
}
