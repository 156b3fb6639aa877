//! The MLIR text parser: generic operation form, `builtin.module`'s custom
//! form, aliases, locations and file-level resources.
//!
//! Errors are MLIR's wording at the offending byte. Recursion is bounded by
//! [`MAX_NESTING`], so deep input gives an error instead of a stack overflow.

mod alias_budget;
pub mod asm;
mod attrs;
mod ops;
mod resources;
mod sparse_check;
mod types;

pub use types::parse_dialect_data;

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
    /// Warnings the parse gave without failing (MLIR emits them as it goes,
    /// e.g. linalg's region builders' "could not cast operand ..."), in
    /// the order they were given.
    pub warnings: Vec<Diagnostic>,
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
    /// The bytes [`max_bracket_depth`] looks at.
    const BRACKET_SCAN_STOPS: [bool; 256] = {
        let mut stops = [false; 256];
        let mut k = 0;
        let special = b"([{<)]}>\"/";
        while k < special.len() {
            stops[special[k] as usize] = true;
            k += 1;
        }
        stops
    };
    let (mut depth, mut max) = (0usize, 0usize);
    let mut i = 0;
    while i < text.len() {
        // Most bytes are none of the ones below: skip them in a tight loop.
        if !BRACKET_SCAN_STOPS[usize::from(text[i])] {
            i += 1;
            continue;
        }
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
    match p.parse_top_level() {
        Ok(top) => Ok(ParsedModule {
            arena: p.arena,
            top,
            warnings: p.warnings,
        }),
        Err(e) => Err(Diagnostic::after(p.warnings, e)),
    }
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

/// Marks a block argument in [`NumberedSlot::index`].
const SLOT_ARG_BIT: u32 = 1 << 31;

/// Result #0 of a numbered name (`%12`) in 16 bytes: the value packed as
/// owner id and index (top bit set for a block argument) and the offset of
/// the definition or first use. `owner == u32::MAX` marks an empty slot (no
/// arena hands out that id).
#[derive(Clone, Copy)]
struct NumberedSlot {
    owner: u32,
    index: u32,
    offset: u64,
}

impl NumberedSlot {
    const EMPTY: NumberedSlot = NumberedSlot {
        owner: u32::MAX,
        index: 0,
        offset: 0,
    };

    fn pack(e: ValueEntry) -> NumberedSlot {
        let (owner, index) = match e.value {
            Value::Result { op, index } => (op.0, index),
            Value::Arg { block, index } => (block.0, index | SLOT_ARG_BIT),
        };
        NumberedSlot {
            owner,
            index,
            offset: e.offset as u64,
        }
    }

    fn get(self) -> Option<ValueEntry> {
        if self.owner == u32::MAX {
            return None;
        }
        let value = if self.index & SLOT_ARG_BIT != 0 {
            Value::Arg {
                block: BlockId(self.owner),
                index: self.index & !SLOT_ARG_BIT,
            }
        } else {
            Value::Result {
                op: OpId(self.owner),
                index: self.index,
            }
        };
        Some(ValueEntry {
            value,
            offset: usize::try_from(self.offset).unwrap_or(usize::MAX),
        })
    }
}

/// The number of a name spelled `%N` (decimal, no leading zero), the form
/// MLIR prints for unnamed values.
fn numbered_name(name: &[u8]) -> Option<usize> {
    let digits = name.strip_prefix(b"%")?;
    if digits.is_empty() || digits.len() > 9 || (digits[0] == b'0' && digits.len() > 1) {
        return None;
    }
    digits.iter().try_fold(0usize, |n, &d| {
        d.is_ascii_digit().then(|| n * 10 + usize::from(d - b'0'))
    })
}

/// Names visible in one isolated-from-above scope.
///
/// Result #0 of numbered names (`%12`, nearly every value of printed IR) is
/// kept in a vector indexed by the number; everything else (other names,
/// other result numbers, numbers far past the vector's end) in a map. A
/// name's result #0 is found in the vector first, then in the map.
#[derive(Default)]
struct ValueScope<'a> {
    values: FxHashMap<&'a [u8], ValueEntries>,
    numbered: Vec<NumberedSlot>,
    /// Filled slots of `numbered`; the vector grows to a number only while
    /// it stays within about twice this (so memory follows the input's
    /// size, not the numbers written in it).
    numbered_filled: usize,
    /// Whether `values` ever took an entry of a numbered name (another
    /// result number, or a number far past the vector's end).
    numbered_in_map: bool,
    /// Per nested region: what was defined there (removed when it closes).
    /// Not kept for the scope's outermost region, which goes as a whole.
    defs_per_region: Vec<RegionDefs<'a>>,
}

/// The names defined in one region of a [`ValueScope`].
#[derive(Default)]
struct RegionDefs<'a> {
    /// Names whose entries are in the map.
    names: Vec<&'a [u8]>,
    /// Numbers of the `numbered` slots filled.
    numbers: Vec<u32>,
}

impl<'a> ValueScope<'a> {
    /// The entry of result `number` of `name`.
    fn get(&self, name: &[u8], number: usize) -> Option<ValueEntry> {
        if number == 0 {
            if let Some(e) = numbered_name(name)
                .and_then(|n| self.numbered.get(n))
                .and_then(|s| s.get())
            {
                return Some(e);
            }
            if self.values.is_empty() {
                return None;
            }
        }
        self.values.get(name).and_then(|e| e.get(number))
    }

    /// Sets the entry of result `number` of `name`; `Some(slot number)`
    /// when it went to the numbered slots.
    fn set(&mut self, name: &'a [u8], number: usize, entry: ValueEntry) -> Option<u32> {
        if number == 0 {
            // `numbered_name` allows at most nine digits: `n` fits in u32.
            if let Some((n, n32)) = numbered_name(name).and_then(|n| Some((n, u32::try_from(n).ok()?))) {
                if let Some(slot) = self.numbered.get_mut(n) {
                    if slot.get().is_some() {
                        *slot = NumberedSlot::pack(entry);
                        return Some(n32);
                    }
                }
                let in_map = !self.values.is_empty() && self.values.get(name).is_some_and(|e| e.get(0).is_some());
                if !in_map && n < 2 * self.numbered_filled + 1024 {
                    if n >= self.numbered.len() {
                        self.numbered.resize(n + 1, NumberedSlot::EMPTY);
                    }
                    self.numbered[n] = NumberedSlot::pack(entry);
                    self.numbered_filled += 1;
                    return Some(n32);
                }
            }
        }
        if !self.numbered_in_map && numbered_name(name).is_some() {
            self.numbered_in_map = true;
        }
        self.values.entry(name).or_default().set(number, entry);
        None
    }

    /// Forgets every result number of `%n` (whose result #0 is in the
    /// numbered slots).
    fn remove_numbered(&mut self, n: usize) {
        if let Some(slot) = self.numbered.get_mut(n) {
            if slot.get().is_some() {
                *slot = NumberedSlot::EMPTY;
                self.numbered_filled -= 1;
            }
        }
        if self.numbered_in_map {
            self.values.remove(format!("%{n}").as_bytes());
        }
    }

    /// Forgets every result number of `name`.
    fn remove(&mut self, name: &[u8]) {
        if let Some(slot) = numbered_name(name).and_then(|n| self.numbered.get_mut(n)) {
            if slot.get().is_some() {
                *slot = NumberedSlot::EMPTY;
                self.numbered_filled -= 1;
            }
        }
        self.values.remove(name);
    }
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
    /// Alias expansion accounting (`alias_budget`).
    aliases: alias_budget::AliasBudget,
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
    /// Warnings given so far (reported whether or not the parse succeeds).
    warnings: Vec<Diagnostic>,
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
            aliases: alias_budget::AliasBudget::new(src.len()),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            forward_refs: FxHashMap::default(),
            deferred_locs: Vec::new(),
            resource_keys: FxHashMap::default(),
            distinct: FxHashMap::default(),
            depth: 0,
            chunk_start: 0,
            default_dialects: vec!["builtin"],
            warnings: Vec::new(),
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

    /// A comma-separated list up to `close` (at once for an empty list), each
    /// element read by `elem`; `msg` when an element is not followed by `,`
    /// or `close`.
    fn parse_list_until<T>(
        &mut self,
        close: TokenKind,
        msg: &str,
        mut elem: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        let mut out = Vec::new();
        if !self.eat(close) {
            loop {
                out.push(elem(self)?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(close, msg)?;
        }
        Ok(out)
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

    /// The diagnostic of an affine map or set parse error in text starting
    /// at `base`, with the further errors MLIR reports after it.
    pub(crate) fn affine_error(&self, base: usize, e: crate::affine::AffineParseError) -> Diagnostic {
        let mut d = self.err_at(base + e.offset, e.message);
        d.followups.extend(
            e.followups
                .into_iter()
                .map(|(at, m)| Diagnostic::error(DiagLoc::Offset(base + at), m)),
        );
        d
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
        self.ctx
            .get_attr(crate::attrs::AttrKind::file_point(self.file_attr, line, col))
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

#[cfg(test)]
mod tests {
    use super::{numbered_name, parse_source, NumberedSlot, ValueEntry, ValueScope};
    use crate::body::{OpId, Value};
    use crate::text::{print_operation, PrintOptions};
    use crate::Context;

    /// One slot per numbered SSA name while parsing: keep it at 16 bytes.
    #[test]
    fn numbered_slot_is_compact() {
        assert_eq!(std::mem::size_of::<NumberedSlot>(), 16);
    }

    #[test]
    fn numbered_names() {
        assert_eq!(numbered_name(b"%0"), Some(0));
        assert_eq!(numbered_name(b"%123"), Some(123));
        assert_eq!(numbered_name(b"%999999999"), Some(999_999_999));
        for name in [&b"%"[..], b"%01", b"%1a", b"%arg0", b"%1000000000", b"12", b"%-1"] {
            assert_eq!(numbered_name(name), None, "{}", String::from_utf8_lossy(name));
        }
    }

    /// A number far past the slots goes to the map: memory follows the
    /// input's size, not the numbers written in it.
    #[test]
    fn far_numbers_go_to_the_map() {
        let mut scope = ValueScope::default();
        let entry = |n: u32| ValueEntry {
            value: Value::Result { op: OpId(n), index: 0 },
            offset: n as usize,
        };
        assert_eq!(scope.set(b"%5", 0, entry(5)), Some(5));
        assert_eq!(scope.set(b"%999999999", 0, entry(7)), None);
        assert!(scope.numbered.len() < 2048);
        assert_eq!(scope.get(b"%999999999", 0).map(|e| e.offset), Some(7));
        assert_eq!(scope.get(b"%5", 0).map(|e| e.offset), Some(5));
        assert_eq!(scope.set(b"%5", 1, entry(6)), None);
        assert_eq!(scope.get(b"%5", 1).map(|e| e.offset), Some(6));
        scope.remove_numbered(5);
        assert!(scope.get(b"%5", 0).is_none());
        assert!(scope.get(b"%5", 1).is_none());
        scope.remove(b"%999999999");
        assert!(scope.get(b"%999999999", 0).is_none());
        assert_eq!(scope.numbered_filled, 0);
    }

    fn round_trip(src: &str) -> Result<String, String> {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let m = parse_source(&ctx, "t.mlir", src.as_bytes()).map_err(|d| d.message)?;
        Ok(print_operation(&ctx, &m.arena, m.top, PrintOptions::GENERIC))
    }

    /// Numbered names in every role: forward references, multiple results,
    /// block arguments, names far apart, and names local to a region.
    #[test]
    fn numbered_values_resolve() {
        let src = r#""t.graph"() ({
  %1 = "t.a"(%0, %7#1) : (i32, i64) -> i32
  %0 = "t.b"() : () -> i32
  %7:2 = "t.c"(%1) : (i32) -> (i32, i64)
  %999999999 = "t.d"(%7#0) : (i32) -> i32
  %1000000000 = "t.e"(%999999999) : (i32) -> i32
  "t.f"() ({
  ^bb0(%2: i32):
    %3 = "t.g"(%2, %1000000000) : (i32, i32) -> i32
  }) : () -> ()
  %3 = "t.h"(%1) : (i32) -> i32
}) : () -> ()
"#;
        let out = round_trip(src).expect("parses");
        assert!(out.contains(r#"%0 = "t.a"(%1, %2#1) : (i32, i64) -> i32"#), "{out}");
        assert!(out.contains(r#"%4 = "t.e"(%3) : (i32) -> i32"#), "{out}");
        assert!(out.contains(r#"%6 = "t.g"(%arg0, %4) : (i32, i32) -> i32"#), "{out}");
        assert!(out.contains(r#"%5 = "t.h"(%0) : (i32) -> i32"#), "{out}");
    }

    #[test]
    fn numbered_value_errors() {
        let undefined = r#""t.a"() ({
  "t.b"() ({
    %4 = "t.c"() : () -> i32
  }) : () -> ()
  "t.d"(%4) : (i32) -> ()
}) : () -> ()
"#;
        assert_eq!(round_trip(undefined).unwrap_err(), "use of undeclared SSA value name");
        let twice = "%0 = \"t.a\"() : () -> i32\n%0 = \"t.b\"() : () -> i32\n";
        assert_eq!(round_trip(twice).unwrap_err(), "redefinition of SSA value '%0'");
        let bad_number = "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0#1) : (i32) -> ()\n";
        assert_eq!(
            round_trip(bad_number).unwrap_err(),
            "reference to invalid result number"
        );
        let retyped = "\"t.u\"(%5) : (i32) -> ()\n%5 = \"t.a\"() : () -> i64\n";
        assert_eq!(
            round_trip(retyped).unwrap_err(),
            "definition of SSA value '%5#0' has type 'i64'"
        );
    }
}
