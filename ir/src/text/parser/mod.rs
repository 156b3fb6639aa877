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
pub fn parse_source_range(
    ctx: &Context,
    file_name: &str,
    text: &[u8],
    range: std::ops::Range<usize>,
) -> Result<ParsedModule, Diagnostic> {
    let end = range.end.min(text.len());
    let start = range.start.min(end);
    let mut p = Parser::new(ctx, file_name, &text[..end]);
    p.lex.reset(start);
    p.chunk_start = start;
    p.bump();
    let top = p.parse_top_level()?;
    Ok(ParsedModule { arena: p.arena, top })
}

/// A definition (or forward-reference placeholder) of an SSA name.
#[derive(Clone, Copy)]
struct ValueEntry {
    value: Value,
    offset: usize,
}

/// Names visible in one isolated-from-above scope.
#[derive(Default)]
struct ValueScope<'a> {
    values: FxHashMap<&'a [u8], Vec<Option<ValueEntry>>>,
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

    fn err_at(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(DiagLoc::Offset(offset), msg)
    }

    fn err_here(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            if let Some((at, m)) = &self.lex.error {
                return self.err_at(*at, m.clone());
            }
        }
        self.err_at(self.tok.start, msg)
    }

    fn lex_error_or(&self, at: usize, msg: &str) -> Diagnostic {
        match &self.lex.error {
            Some((o, m)) => self.err_at(*o, m.clone()),
            None => self.err_at(at, msg),
        }
    }

    /// MLIR's `emitWrongTokenError`: at end of file or after a newline the
    /// error points just past the previous token.
    fn err_wrong_token(&self, msg: &str) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.err_here(msg);
        }
        // Point at the end of the previous token when the current one starts
        // on a later line (as MLIR does for readability).
        let mut at = self.tok.start;
        let before = &self.src[..at];
        let trimmed = before
            .iter()
            .rposition(|&b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
            .map_or(0, |p| p + 1);
        if before[trimmed..].contains(&b'\n') || self.tok.kind == TokenKind::Eof {
            at = trimmed;
        }
        self.err_at(at, msg)
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
