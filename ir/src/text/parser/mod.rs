//! The MLIR text parser: generic operation form, `builtin.module`'s custom
//! form, aliases, locations and file-level resources.
//!
//! Errors are MLIR's wording at the offending byte. Recursion is bounded by
//! [`MAX_NESTING`], so deep input gives an error instead of a stack overflow.

pub mod asm;
mod attrs;
mod ops;
mod resources;
mod types;

use crate::attrs::Attr;
use crate::body::{BlockId, IrArena, OpId, Value};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use crate::text::lexer::{unescape, Lexer, Token, TokenKind};
use crate::types::Type;
use rustc_hash::FxHashMap;

/// How deeply attributes, types, regions and locations may nest.
pub const MAX_NESTING: usize = 1000;

pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// The result of parsing a source buffer.
pub struct ParsedModule {
    /// The arena holding all parsed operations.
    pub arena: IrArena,
    /// The top-level operation (a `builtin.module`).
    pub top: OpId,
}

/// Parses `text` (named `file_name` in locations) into a module.
pub fn parse_source(ctx: &Context, file_name: &str, text: &[u8]) -> Result<ParsedModule, Diagnostic> {
    parse_source_range(ctx, file_name, text, 0..text.len())
}

/// Parses the bytes `range` of `text` (one chunk of `--split-input-file`):
/// locations and diagnostics keep the whole buffer's lines and columns, and
/// an implicit module is located at the chunk's start (`0:0` for a chunk at
/// the beginning of the buffer), as mlir-opt does.
///
/// The parser recurses once per nesting level (bounded by [`MAX_NESTING`]);
/// deeply nested input is parsed on a helper thread with a large stack, so
/// the limit holds whatever the caller's stack (debug builds use several KiB
/// per level).
pub fn parse_source_range(
    ctx: &Context,
    file_name: &str,
    text: &[u8],
    range: std::ops::Range<usize>,
) -> Result<ParsedModule, Diagnostic> {
    let end = range.end.min(text.len());
    let start = range.start.min(end);
    if max_bracket_depth(&text[start..end]) > DEEP_INPUT {
        let joined = std::thread::scope(|s| {
            std::thread::Builder::new()
                .stack_size(DEEP_STACK)
                .spawn_scoped(s, || parse_range(ctx, file_name, text, start, end))
                .ok()
                .map(|h| h.join())
        });
        match joined {
            Some(Ok(result)) => return result,
            Some(Err(panic)) => std::panic::resume_unwind(panic),
            // No thread available: parse here.
            None => {}
        }
    }
    parse_range(ctx, file_name, text, start, end)
}

/// Inputs nested deeper than this (by [`max_bracket_depth`]) get a big
/// stack.
pub const DEEP_INPUT: usize = 64;
/// Stack of the helper thread (virtual memory; only what is used is
/// committed): ample for [`MAX_NESTING`] levels in a debug build.
pub const DEEP_STACK: usize = 256 << 20;

/// A quick estimate of how deeply `text` nests: the maximum depth of
/// `( [ { <` outside strings and comments. Callers that recurse over the
/// parsed IR (printing) can use it to pick a big stack, as the parser does.
pub fn max_bracket_depth(text: &[u8]) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            b'(' | b'[' | b'{' | b'<' => {
                depth += 1;
                max = max.max(depth);
            }
            b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
            b'"' => {
                i += 1;
                while i < text.len() && !matches!(text[i], b'"' | b'\n') {
                    i += if text[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'/' if text.get(i + 1) == Some(&b'/') => {
                while i < text.len() && text[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    max
}

fn parse_range(
    ctx: &Context,
    file_name: &str,
    text: &[u8],
    start: usize,
    end: usize,
) -> Result<ParsedModule, Diagnostic> {
    let mut p = Parser::new(ctx, file_name, &text[..end]);
    p.lex.reset(start);
    p.chunk_start = start;
    p.bump();
    let top = p.parse_top_level()?;
    Ok(ParsedModule { arena: p.arena, top })
}

/// MLIR's `Token::getUInt64IntegerValue`: a decimal or `0x` hexadecimal
/// integer token that fits in 64 bits.
fn uint64_value(spelling: &[u8]) -> Option<u64> {
    let text = std::str::from_utf8(spelling).ok()?;
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse::<u64>().ok(),
    }
}

/// A definition (or forward-reference placeholder) of an SSA name.
#[derive(Clone, Copy)]
struct ValueEntry {
    value: Value,
    offset: usize,
}

/// The definitions (or forward references) of one SSA name, by result
/// number. Numbers filled in order are stored densely; a reference with a
/// large number (`%x#4000000000`) goes to a sparse map, so memory never grows
/// with the number written.
#[derive(Default)]
struct ValueEntries {
    dense: smallvec::SmallVec<[Option<ValueEntry>; 1]>,
    sparse: FxHashMap<usize, ValueEntry>,
}

impl ValueEntries {
    fn get(&self, number: usize) -> Option<ValueEntry> {
        self.dense
            .get(number)
            .copied()
            .flatten()
            .or_else(|| self.sparse.get(&number).copied())
    }

    fn set(&mut self, number: usize, entry: ValueEntry) {
        self.sparse.remove(&number);
        if number < self.dense.len() {
            self.dense[number] = Some(entry);
        } else if number == self.dense.len() {
            self.dense.push(Some(entry));
        } else {
            self.sparse.insert(number, entry);
        }
    }
}

/// Names visible in one isolated-from-above scope.
#[derive(Default)]
struct ValueScope<'a> {
    values: FxHashMap<&'a [u8], ValueEntries>,
    /// Per nested region: names defined there (removed when it closes).
    defs_per_region: Vec<Vec<&'a [u8]>>,
}

/// One block name in a region's scope.
#[derive(Clone, Copy)]
struct BlockEntry {
    block: BlockId,
    defined: bool,
    first_ref: usize,
}

/// Where a deferred `loc(#alias)` must be written once aliases are known.
#[derive(Clone, Copy)]
enum LocTarget {
    Op(OpId),
    Arg(BlockId, usize),
}

pub(crate) struct Parser<'a> {
    ctx: &'a Context,
    src: &'a [u8],
    lex: Lexer<'a>,
    tok: Token,
    file_attr: Attr,
    line_starts: Vec<usize>,
    arena: IrArena,
    attr_aliases: FxHashMap<String, Attr>,
    type_aliases: FxHashMap<String, Type>,
    scopes: Vec<ValueScope<'a>>,
    block_scopes: Vec<FxHashMap<&'a [u8], BlockEntry>>,
    forward_refs: FxHashMap<Value, usize>,
    deferred_locs: Vec<(LocTarget, String, usize)>,
    resource_keys: FxHashMap<String, String>,
    distinct: FxHashMap<u64, (Attr, Attr)>,
    depth: usize,
    /// Offset where this chunk of the buffer starts (`--split-input-file`).
    chunk_start: usize,
    /// Default dialects of the custom-form ops being parsed (`builtin` at the
    /// top level), for op names written without their dialect prefix.
    default_dialects: Vec<&'static str>,
}

impl<'a> Parser<'a> {
    fn new(ctx: &'a Context, file_name: &str, src: &'a [u8]) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(src.iter().enumerate().filter(|(_, &b)| b == b'\n').map(|(i, _)| i + 1));
        Parser {
            ctx,
            src,
            lex: Lexer::new(src),
            tok: Token {
                kind: TokenKind::Eof,
                start: 0,
                end: 0,
            },
            file_attr: ctx.string_attr(file_name.as_bytes()),
            line_starts,
            arena: IrArena::new(),
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            forward_refs: FxHashMap::default(),
            deferred_locs: Vec::new(),
            resource_keys: FxHashMap::default(),
            distinct: FxHashMap::default(),
            depth: 0,
            chunk_start: 0,
            default_dialects: vec!["builtin"],
        }
    }

    // ----- token helpers -----

    fn bump(&mut self) {
        self.tok = self.lex.next_token();
    }

    fn spelling(&self) -> &'a [u8] {
        &self.src[self.tok.start..self.tok.end]
    }

    /// Decoded value of the current string token.
    fn string_value(&self) -> Vec<u8> {
        let s = self.spelling();
        if s.len() >= 2 {
            unescape(&s[1..s.len() - 1])
        } else {
            Vec::new()
        }
    }

    /// MLIR's `isCurrentTokenAKeyword`: a bare identifier that is not an
    /// integer type (`i32`, `si8`, `ui16` lex as their own token kind).
    fn is_keyword(&self) -> bool {
        self.tok.kind == TokenKind::BareIdent && types::int_type_width(self.spelling()).is_none()
    }

    fn eat(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, kind: TokenKind, msg: &str) -> PResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            Err(self.err_wrong_token(msg))
        }
    }

    /// MLIR's `Parser::emitError(loc, message)`. When the current token is
    /// a lexing error, the lexer already reported it and MLIR abandons the
    /// parser's diagnostic: the lexer's error is returned instead.
    fn err_at(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        match (self.tok.kind, &self.lex.error) {
            (TokenKind::Error, Some((at, m))) => Diagnostic::error(DiagLoc::Offset(*at), m.clone()),
            _ => Diagnostic::error(DiagLoc::Offset(offset), msg),
        }
    }

    /// MLIR's direct `mlir::emitError(loc, ...)`: reported even after a
    /// lexing error (which then comes first).
    fn err_direct(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        let d = Diagnostic::error(DiagLoc::Offset(offset), msg);
        match (self.tok.kind, &self.lex.error) {
            (TokenKind::Error, Some((at, m))) => {
                let mut lexer = Diagnostic::error(DiagLoc::Offset(*at), m.clone());
                lexer.followups.push(d);
                lexer
            }
            _ => d,
        }
    }

    /// The same error at each of `offsets` (non-empty), as one diagnostic
    /// with followups.
    fn errors_at(&self, offsets: &[usize], msg: &str) -> Diagnostic {
        let mut d = self.err_at(offsets.first().copied().unwrap_or(0), msg);
        d.followups = offsets.iter().skip(1).map(|&o| self.err_at(o, msg)).collect();
        d
    }

    /// MLIR's `Parser::emitError(message)`: at the current token, or at the
    /// last character when the current token is the end of the buffer. After
    /// a lexing error, the lexer's diagnostic is the one reported.
    fn err_here(&self, msg: impl Into<String>) -> Diagnostic {
        self.err_at(self.here(), msg)
    }

    /// Where MLIR's `emitError()` points: the current token, moved back one
    /// character at the end of the buffer.
    fn here(&self) -> usize {
        if self.tok.kind == TokenKind::Eof {
            self.tok.start.saturating_sub(1).max(self.chunk_start)
        } else {
            self.tok.start
        }
    }

    fn lex_error_or(&self, at: usize, msg: &str) -> Diagnostic {
        match &self.lex.error {
            Some((o, m)) => Diagnostic::error(DiagLoc::Offset(*o), m.clone()),
            None => self.err_at(at, msg),
        }
    }

    /// MLIR's `emitWrongTokenError`: the error points just past the previous
    /// token (skipping blanks, blank lines and `//` comments of earlier
    /// lines), where the expected token is missing.
    fn err_wrong_token(&self, msg: &str) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.err_here(msg);
        }
        self.err_at(self.wrong_token_offset(), msg)
    }

    fn wrong_token_offset(&self) -> usize {
        let original = self.here();
        let base = self.chunk_start.min(original);
        let mut end = original;
        loop {
            while end > base && matches!(self.src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == base {
                return original;
            }
            if !matches!(self.src[end - 1], b'\n' | b'\r') {
                return end;
            }
            end -= 1;
            // If the line before has a `//` comment, back up before it.
            let line_start = self.src[base..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map_or(base, |p| base + p);
            if let Some(c) = self.src[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + c;
            }
        }
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.err_here(format!("exceeded maximum nesting depth of {MAX_NESTING}")));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// `FileLineColLoc` of a byte offset in this buffer.
    fn loc_at(&self, offset: usize) -> Attr {
        let line_idx = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let line = line_idx as u32 + 1;
        let col = (offset - self.line_starts[line_idx]) as u32 + 1;
        self.ctx.get_attr(crate::attrs::AttrKind::FileLoc {
            file: self.file_attr,
            line,
            col,
            end_line: line,
            end_col: col,
        })
    }

    /// The context key of a `dense_resource` name used in this file.
    fn resource_key(&mut self, name: &str) -> String {
        if let Some(k) = self.resource_keys.get(name) {
            return k.clone();
        }
        let key = self.ctx.resources().declare_blob(name);
        self.resource_keys.insert(name.to_string(), key.clone());
        key
    }
}

/// Parses a standalone attribute (as bytecode stores dialect attributes it
/// cannot encode natively, and as APIs accept them). The whole text must be
/// consumed.
pub fn parse_attribute_str(ctx: &Context, text: &str) -> Result<Attr, Diagnostic> {
    let mut p = Parser::new(ctx, "<attribute>", text.as_bytes());
    p.bump();
    let attr = p.parse_attribute(None)?;
    if p.tok.kind != TokenKind::Eof {
        return Err(p.err_here("unexpected trailing characters"));
    }
    Ok(attr)
}

/// Parses a standalone type. The whole text must be consumed.
pub fn parse_type_str(ctx: &Context, text: &str) -> Result<Type, Diagnostic> {
    let mut p = Parser::new(ctx, "<type>", text.as_bytes());
    p.bump();
    let ty = p.parse_type()?;
    if p.tok.kind != TokenKind::Eof {
        return Err(p.err_here("unexpected trailing characters"));
    }
    Ok(ty)
}
