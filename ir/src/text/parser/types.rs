//! Parsing builtin types.

use super::alias_budget::AliasKind;
use super::{PResult, Parser};
use crate::attrs::AttrKind;
use crate::context::{Context, DialectTypeParser, TypeParseHook};
use crate::diag::{DiagLoc, Diagnostic};
use crate::float;
use crate::float::FloatKind;
use crate::text::lexer::Lexer;
use crate::text::lexer::TokenKind;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC, MAX_INT_WIDTH};

/// A parsed dimension list: sizes, scalable flags, whether unranked (`*`).
pub(super) struct Dims {
    pub sizes: Vec<i64>,
    pub scalable: Vec<bool>,
    pub unranked: bool,
}

impl<'a> Parser<'a> {
    /// type ::= builtin type | `!alias` | `!dialect...` | function type
    pub(super) fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        match self.tok.kind {
            TokenKind::LParen => self.parse_function_type(),
            TokenKind::BangIdent => self.parse_extended_type(),
            TokenKind::BareIdent => self.parse_builtin_type(),
            _ => Err(self.err_wrong_token("expected non-function type")),
        }
    }

    /// Like [`Self::parse_type`] but returns `None` without consuming anything
    /// when the current token cannot start a type.
    pub(super) fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        match self.tok.kind {
            TokenKind::LParen | TokenKind::BangIdent => self.parse_type().map(Some),
            TokenKind::BareIdent if self.builtin_type_keyword() => self.parse_type().map(Some),
            _ => Ok(None),
        }
    }

    fn builtin_type_keyword(&self) -> bool {
        let s = self.spelling();
        matches!(
            s,
            b"index" | b"none" | b"complex" | b"tuple" | b"vector" | b"tensor" | b"memref"
        ) || int_type_width(s).is_some()
            || std::str::from_utf8(s).ok().and_then(FloatKind::from_name).is_some()
    }

    /// `(t1, t2) -> results`
    pub(super) fn parse_function_type(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(inputs, results))
    }

    /// `( type, ... )` (possibly empty).
    pub(super) fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokenKind::LParen, "expected '('")?;
        let mut types = Vec::new();
        if self.eat(TokenKind::RParen) {
            return Ok(types);
        }
        loop {
            types.push(self.parse_type()?);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok(types)
    }

    /// function-result-type ::= `(` type-list? `)` | non-function-type
    pub(super) fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.tok.kind == TokenKind::LParen {
            self.parse_type_list_parens()
        } else {
            Ok(vec![self.parse_non_function_type()?])
        }
    }

    fn parse_non_function_type(&mut self) -> PResult<Type> {
        if self.tok.kind == TokenKind::LParen {
            return Err(self.err_wrong_token("expected non-function type"));
        }
        self.parse_type()
    }

    fn parse_extended_type(&mut self) -> PResult<Type> {
        let tok = self.tok;
        let spelling = &self.src[tok.start + 1..tok.end];
        let text = std::str::from_utf8(spelling).map_err(|_| self.err_at(tok.start, "invalid UTF-8"))?;
        match text.find('.') {
            None => {
                // An alias, or `!dialect<...>`.
                if self.src.get(tok.end) == Some(&b'<') {
                    self.bump();
                    let mut body = self.parse_dialect_body()?;
                    self.check_opaque_symbol(text, &body, tok.start, super::attrs::OpaqueKind::Type)?;
                    self.check_dialect_symbol(text, &body, tok.end + 1, super::attrs::OpaqueKind::Type)?;
                    // `!dialect<body>`: the dialect parses the body.
                    let body_at = tok.end + 1;
                    if let Some(t) = self.parse_defined_type(text, &body, body_at)? {
                        return Ok(t);
                    }
                    if let Some(hook) = self.ctx.dialect_type_hooks(text).and_then(|h| h.parse) {
                        if self.src.get(body_at..body_at + body.len()) == Some(body.as_bytes()) {
                            body = self.parse_with_type_hook(hook, body_at)?;
                        }
                    }
                    return Ok(self.ctx.get_type(TypeKind::Opaque {
                        dialect: text.to_string(),
                        data: body,
                    }));
                }
                self.bump();
                match self.type_aliases.get(text) {
                    Some(&t) => {
                        self.aliases
                            .reference(AliasKind::Type, text)
                            .map_err(|msg| self.err_at(tok.start, msg))?;
                        Ok(t)
                    }
                    None => Err(self.err_wrong_token(&format!("undefined symbol alias id '{text}'"))),
                }
            }
            Some(dot) => {
                let dialect = &text[..dot];
                let mut data = text[dot + 1..].to_string();
                self.bump();
                if self.src.get(tok.end) == Some(&b'<') {
                    let body = self.parse_dialect_body()?;
                    data.push('<');
                    data.push_str(&body);
                    data.push('>');
                }
                let data_at = tok.start + 2 + dot;
                self.check_opaque_symbol(dialect, &data, data_at, super::attrs::OpaqueKind::Type)?;
                self.check_dialect_symbol(dialect, &data, data_at, super::attrs::OpaqueKind::Type)?;
                if let Some(t) = self.parse_defined_type(dialect, &data, data_at)? {
                    return Ok(t);
                }
                if let Some(hook) = self.ctx.dialect_type_hooks(dialect).and_then(|h| h.parse) {
                    if self.src.get(data_at..data_at + data.len()) == Some(data.as_bytes()) {
                        data = self.parse_with_type_hook(hook, data_at)?;
                    }
                }
                Ok(self.ctx.get_type(TypeKind::Opaque {
                    dialect: dialect.to_string(),
                    data,
                }))
            }
        }
    }

    /// A type of a definition (`typedef`) of `dialect` whose text `data`
    /// starts at `start`: read with the definition's format into its
    /// parameter values; `None` when `dialect` defines no type of that
    /// mnemonic.
    fn parse_defined_type(&mut self, dialect: &str, data: &str, start: usize) -> PResult<Option<Type>> {
        let mnemonic = crate::context::symbol_mnemonic(data);
        let Some(defs) = self.ctx.dialect_attr_defs(dialect).filter(|d| d.parses_type(mnemonic)) else {
            return Ok(None);
        };
        if self.src.get(start..start + data.len()) != Some(data.as_bytes()) {
            return Ok(None);
        }
        self.parse_with_hook(|p| defs.parse_type(mnemonic, p), start).map(Some)
    }

    /// Runs a dialect's type parser on the type's text after `!dialect.`
    /// (starting at `start`), as MLIR parses the symbol data with a nested
    /// parser. MLIR's nested buffer is not NUL-terminated, so its lexer reads
    /// on past the symbol's end like this one does; errors never point
    /// before `start`. The main lexer then resumes where it was.
    pub(super) fn parse_with_type_hook(&mut self, hook: TypeParseHook, start: usize) -> PResult<String> {
        self.parse_with_hook(hook, start)
    }

    /// Runs a dialect parser `hook` over the source from byte `start`
    /// (where the symbol's mnemonic is), then returns to where this parser
    /// was.
    pub(super) fn parse_with_hook<T>(
        &mut self,
        hook: impl FnOnce(&mut dyn DialectTypeParser) -> PResult<T>,
        start: usize,
    ) -> PResult<T> {
        let saved_lex = std::mem::replace(&mut self.lex, Lexer::new(self.src));
        let saved_tok = self.tok;
        let saved_chunk = self.chunk_start;
        self.chunk_start = start;
        self.lex.reset(start);
        self.bump();
        let result = hook(&mut HookParser { p: self });
        self.lex = saved_lex;
        self.tok = saved_tok;
        self.chunk_start = saved_chunk;
        result
    }

    fn parse_builtin_type(&mut self) -> PResult<Type> {
        let s = self.spelling();
        if let Some((width, signedness)) = int_type_width(s) {
            let width = width.ok_or_else(|| self.err_here("invalid integer width"))?;
            if width > MAX_INT_WIDTH {
                return Err(self.err_here(format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits")));
            }
            self.bump();
            return Ok(self.ctx.integer_type(width, signedness));
        }
        if let Some(kind) = std::str::from_utf8(s).ok().and_then(FloatKind::from_name) {
            self.bump();
            return Ok(self.ctx.float_type(kind));
        }
        match s {
            b"index" => {
                self.bump();
                Ok(self.ctx.index_type())
            }
            b"none" => {
                self.bump();
                Ok(self.ctx.none_type())
            }
            b"complex" => {
                self.bump();
                self.expect(TokenKind::Less, "expected '<' in complex type")?;
                let elem_at = self.tok.start;
                let elem = self.parse_type()?;
                if !matches!(self.ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Float(_)) {
                    return Err(self.err_at(elem_at, "invalid element type for complex"));
                }
                self.expect(TokenKind::Greater, "expected '>' in complex type")?;
                Ok(self.ctx.get_type(TypeKind::Complex(elem)))
            }
            b"tuple" => {
                self.bump();
                self.expect(TokenKind::Less, "expected '<' in tuple type")?;
                let elems =
                    self.parse_list_until(TokenKind::Greater, "expected '>' in tuple type", |p| p.parse_type())?;
                Ok(self.ctx.get_type(TypeKind::Tuple(elems)))
            }
            b"vector" => self.parse_vector_type(),
            b"tensor" => self.parse_tensor_type(),
            b"memref" => self.parse_memref_type(),
            _ => Err(self.err_wrong_token("expected non-function type")),
        }
    }

    /// Parses `4x?x[8]x` style dimension lists up to the element type.
    fn parse_dims(&mut self, allow_dynamic: bool, allow_unranked: bool, allow_scalable: bool) -> PResult<Dims> {
        let mut dims = Dims {
            sizes: Vec::new(),
            scalable: Vec::new(),
            unranked: false,
        };
        if allow_unranked && self.tok.kind == TokenKind::Star {
            self.bump();
            self.expect_x()?;
            dims.unranked = true;
            return Ok(dims);
        }
        loop {
            match self.tok.kind {
                TokenKind::Question if allow_dynamic => {
                    self.bump();
                    dims.sizes.push(DYNAMIC);
                    dims.scalable.push(false);
                }
                TokenKind::Integer => {
                    let v = self.parse_dim_integer()?;
                    dims.sizes.push(v);
                    dims.scalable.push(false);
                }
                TokenKind::LSquare if allow_scalable => {
                    self.bump();
                    if self.tok.kind != TokenKind::Integer {
                        return Err(self.err_here("invalid dimension"));
                    }
                    let v = self.parse_dim_integer()?;
                    self.expect(TokenKind::RSquare, "missing ']' closing scalable dimension")?;
                    dims.sizes.push(v);
                    dims.scalable.push(true);
                }
                _ => return Ok(dims),
            }
            self.expect_x()?;
        }
    }

    /// Parses an integer dimension; handles `0x...` which the lexer took for hex.
    fn parse_dim_integer(&mut self) -> PResult<i64> {
        let tok = self.tok;
        let s = self.spelling();
        if s.len() > 1 && s[1] == b'x' {
            // `0x4xf32`: the dimension is 0 and the `x` starts the next piece.
            self.lex.reset(tok.start + 1);
            self.bump();
            return Ok(0);
        }
        let text = std::str::from_utf8(s).unwrap_or("");
        let v: i64 = text.parse().map_err(|_| self.err_at(tok.start, "invalid dimension"))?;
        self.bump();
        Ok(v)
    }

    /// Consumes the `x` separating dimensions (possibly glued to the next token).
    fn expect_x(&mut self) -> PResult<()> {
        if self.tok.kind != TokenKind::BareIdent || self.src[self.tok.start] != b'x' {
            return Err(self.err_wrong_token("expected 'x' in dimension list"));
        }
        if self.tok.end - self.tok.start == 1 {
            self.bump();
        } else {
            self.lex.reset(self.tok.start + 1);
            self.bump();
        }
        Ok(())
    }

    /// `vector<...>`; MLIR verifies the element type and sizes after the
    /// closing `>`, reporting at the `vector` keyword.
    fn parse_vector_type(&mut self) -> PResult<Type> {
        let keyword_at = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let dims = self.parse_dims(false, false, true)?;
        let element = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        // The builtin integer, index and float types implement the interface
        // (`ir::builtin_interfaces`), as dialect types may.
        if element
            .interface::<crate::interfaces::VectorElementTypeInterfaceRef>(self.ctx)
            .is_none()
        {
            return Err(self.err_at(
                keyword_at,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        if dims.sizes.iter().any(|&d| d <= 0) {
            return Err(self.err_at(
                keyword_at,
                "vector types must have positive constant sizes but got ".to_string()
                    + &dims.sizes.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "),
            ));
        }
        Ok(self.ctx.get_type(TypeKind::Vector {
            shape: dims.sizes,
            scalable: dims.scalable,
            element,
        }))
    }

    fn check_shaped_element(&self, element: Type, at: usize, what: &str) -> PResult<()> {
        let ok = match self.ctx.type_kind(element) {
            TypeKind::Function { .. } | TypeKind::None | TypeKind::Tuple(_) => false,
            TypeKind::UnrankedTensor { .. } | TypeKind::RankedTensor { .. } => false,
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => what == "memref",
            // Dialect types: valid in tensors; in memrefs only with the
            // MemRefElementTypeInterface (upstream's `BaseMemRefType::isValidElementType`),
            // which no opaque type has.
            TypeKind::Opaque { .. } | TypeKind::Dialect(_) => {
                what == "tensor"
                    || element
                        .interface::<crate::interfaces::MemRefElementTypeInterfaceRef>(self.ctx)
                        .is_some()
            }
            _ => true,
        };
        if ok {
            Ok(())
        } else {
            Err(self.err_at(at, format!("invalid {what} element type")))
        }
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let dims = self.parse_dims(true, true, false)?;
        let elem_at = self.tok.start;
        let element = self.parse_type()?;
        // The encoding is an optional attribute: `tensor<4xf32, >` has none.
        let mut encoding = None;
        if self.eat(TokenKind::Comma) {
            encoding = self.parse_optional_attribute()?;
        }
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        self.check_shaped_element(element, elem_at, "tensor")?;
        if dims.unranked {
            if encoding.is_some() {
                return Err(self.err_here("cannot apply encoding to unranked tensor"));
            }
            return Ok(self.ctx.get_type(TypeKind::UnrankedTensor { element }));
        }
        Ok(self.ctx.get_type(TypeKind::RankedTensor {
            shape: dims.sizes,
            element,
            encoding,
        }))
    }

    /// `memref<...>`, as MLIR's `parseMemRefType`: layout and memory space in
    /// any order while parsing, then verification at the `memref` keyword.
    fn parse_memref_type(&mut self) -> PResult<Type> {
        let keyword_at = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let dims = self.parse_dims(true, true, false)?;
        let elem_at = self.tok.start;
        let element = self.parse_type()?;
        self.check_shaped_element(element, elem_at, "memref")?;
        let mut layout = None;
        let mut memory_space: Option<Option<crate::attrs::Attr>> = None;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            if self.tok.kind == TokenKind::Greater {
                return Err(self.err_wrong_token("expected list element"));
            }
            loop {
                let attr = self.parse_attribute(None)?;
                // MLIR's `dyn_cast<MemRefLayoutAttrInterface>`: the builtin
                // affine map and strided layouts, or a dialect's layout.
                let is_layout = attr
                    .interface::<crate::interfaces::MemRefLayoutAttrInterfaceRef>(self.ctx)
                    .is_some();
                if is_layout {
                    layout = Some(attr);
                    if dims.unranked {
                        return Err(self.err_here("cannot have affine map for unranked memref type"));
                    }
                    if memory_space.is_some() {
                        return Err(self.err_here("expected memory space to be last in memref type"));
                    }
                } else {
                    if memory_space.is_some() {
                        return Err(self.err_here("multiple memory spaces specified in memref type"));
                    }
                    memory_space = Some(self.canonical_memory_space(attr));
                }
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Greater, "expected ',' or '>'")?;
        }
        let memory_space = memory_space.flatten();
        if dims.unranked {
            self.check_memory_space(memory_space, keyword_at)?;
            return Ok(self.ctx.get_type(TypeKind::UnrankedMemRef { element, memory_space }));
        }
        if let Some(l) = layout {
            // The layout's `verifyLayout` (`MemRefType::verify`).
            if let Some(Err(message)) = crate::builtin_interfaces::memref_layout(self.ctx, l, &dims.sizes) {
                return Err(self.err_at(keyword_at, message));
            }
            // The default layout; an identity map with symbols is a layout of its
            // own (printed elided, kept in bytecode).
            if matches!(self.ctx.attr_kind(l), AttrKind::AffineMap(map) if map.is_identity() && map.num_symbols == 0) {
                layout = None;
            }
        }
        self.check_memory_space(memory_space, keyword_at)?;
        Ok(self.ctx.get_type(TypeKind::MemRef {
            shape: dims.sizes,
            element,
            layout,
            memory_space,
        }))
    }

    /// MLIR's `isSupportedMemorySpace`: no memory space, an integer, string
    /// or dictionary attribute, or a dialect's own attribute. An attribute
    /// of an unregistered dialect (`#x.space` with
    /// `--allow-unregistered-dialect`) is upstream's builtin `OpaqueAttr`,
    /// which is not supported; rods keeps the attributes of registered
    /// dialects and of MLIR's dialects it has no definitions for
    /// ([`crate::registry::Registry::register_text_dialect`]) as opaque
    /// text too, and those are.
    fn check_memory_space(&self, memory_space: Option<crate::attrs::Attr>, keyword_at: usize) -> PResult<()> {
        let Some(space) = memory_space else {
            return Ok(());
        };
        let supported = match self.ctx.attr_kind(space) {
            AttrKind::Integer { .. } | AttrKind::Bool(_) | AttrKind::String { .. } | AttrKind::Dictionary(_) => true,
            AttrKind::Opaque { dialect, .. } | AttrKind::TypedOpaque { dialect, .. } => {
                let registry = self.ctx.registry();
                registry.is_dialect_registered(dialect) || registry.is_text_dialect(dialect)
            }
            AttrKind::Dialect(_) => true,
            _ => false,
        };
        if supported {
            Ok(())
        } else {
            Err(self.err_at(keyword_at, "unsupported memory space Attribute"))
        }
    }

    /// MLIR drops an integer memory space of 0 (the default).
    fn canonical_memory_space(&self, attr: crate::attrs::Attr) -> Option<crate::attrs::Attr> {
        match self.ctx.attr_kind(attr) {
            AttrKind::Integer { value, .. } if value.is_zero() => None,
            _ => Some(attr),
        }
    }
}

/// If `s` spells an integer type (`i32`, `si8`, `ui16`), its width (None when
/// the digits do not fit) and signedness.
pub(super) fn int_type_width(s: &[u8]) -> Option<(Option<u32>, Signedness)> {
    let (digits, signedness) = if let Some(d) = s.strip_prefix(b"si") {
        (d, Signedness::Signed)
    } else if let Some(d) = s.strip_prefix(b"ui") {
        (d, Signedness::Unsigned)
    } else if let Some(d) = s.strip_prefix(b"i") {
        (d, Signedness::Signless)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.iter().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let width = std::str::from_utf8(digits).ok().and_then(|d| d.parse::<u32>().ok());
    Some((width, signedness))
}

/// Runs a dialect parser `f` over `data`, the text of one dialect symbol
/// after its namespace (`lg<a = 1>`), which it must read whole.
pub fn parse_dialect_data<T>(
    ctx: &Context,
    data: &str,
    f: impl FnOnce(&mut dyn DialectTypeParser) -> PResult<T>,
) -> PResult<T> {
    let mut p = Parser::new(ctx, "<attribute>", data.as_bytes());
    p.bump();
    let value = f(&mut HookParser { p: &mut p })?;
    if p.tok.kind != TokenKind::Eof {
        return Err(p.err_here("unexpected trailing characters"));
    }
    Ok(value)
}

/// The [`DialectTypeParser`] handed to a dialect's type parser hook.
struct HookParser<'p, 'a> {
    p: &'p mut Parser<'a>,
}

/// The token of a punctuation character.
fn punct_token(punct: char) -> Option<TokenKind> {
    Some(match punct {
        '<' => TokenKind::Less,
        '>' => TokenKind::Greater,
        ':' => TokenKind::Colon,
        ',' => TokenKind::Comma,
        '{' => TokenKind::LBrace,
        '}' => TokenKind::RBrace,
        '[' => TokenKind::LSquare,
        ']' => TokenKind::RSquare,
        '(' => TokenKind::LParen,
        ')' => TokenKind::RParen,
        '=' => TokenKind::Equal,
        _ => return None,
    })
}

/// Parses an integer literal's digits (decimal or `0x` hexadecimal).
fn literal_magnitude(spelling: &str) -> Option<u128> {
    match spelling.strip_prefix("0x") {
        Some(hex) => u128::from_str_radix(hex, 16).ok(),
        None => spelling.parse().ok(),
    }
}

impl HookParser<'_, '_> {
    fn spelling_string(&self) -> String {
        String::from_utf8_lossy(self.p.spelling()).into_owned()
    }

    /// `parseFloatFromIntegerLiteral` for an IEEE double.
    fn float_from_int_literal(&self, spelling: &str, negative: bool, at: usize) -> PResult<f64> {
        if !(spelling.len() > 1 && spelling.as_bytes().get(1) == Some(&b'x')) {
            let d = self
                .p
                .err_at(at, "unexpected decimal integer literal for a floating point value");
            return Err(d.with_note(DiagLoc::Offset(at), "add a trailing dot to make the literal a float"));
        }
        if negative {
            return Err(self
                .p
                .err_at(at, "hexadecimal float literal should not have a leading minus"));
        }
        match literal_magnitude(spelling).and_then(|v| u64::try_from(v).ok()) {
            Some(bits) => Ok(f64::from_bits(bits)),
            None => Err(self.p.err_at(at, float::MSG_HEX_OUT_OF_RANGE)),
        }
    }
}

impl DialectTypeParser for HookParser<'_, '_> {
    fn context(&self) -> &Context {
        self.p.ctx
    }

    fn current_offset(&self) -> usize {
        self.p.tok.start
    }

    fn error_at(&self, offset: usize, message: String) -> Diagnostic {
        self.p.err_at(offset, message)
    }

    fn parse_keyword(&mut self) -> PResult<String> {
        if self.p.tok.kind != TokenKind::BareIdent {
            return Err(self.p.err_at(self.p.tok.start, "expected valid keyword"));
        }
        let s = self.spelling_string();
        self.p.bump();
        Ok(s)
    }

    fn parse_optional_punct(&mut self, punct: char) -> bool {
        punct_token(punct).is_some_and(|k| self.p.eat(k))
    }

    fn parse_punct(&mut self, punct: char) -> PResult<()> {
        if self.parse_optional_punct(punct) {
            return Ok(());
        }
        Err(self.p.err_wrong_token(&format!("expected '{punct}'")))
    }

    fn parse_optional_integer(&mut self, bits: u32) -> PResult<Option<i64>> {
        let start = self.p.tok.start;
        if self.p.tok.kind == TokenKind::BareIdent {
            // `true` is a one-bit 1, which sign-extends to -1.
            let v = match self.p.spelling() {
                b"true" => -1,
                b"false" => 0,
                _ => return Ok(None),
            };
            self.p.bump();
            return Ok(Some(v));
        }
        if !matches!(self.p.tok.kind, TokenKind::Integer | TokenKind::Minus) {
            return Ok(None);
        }
        let negative = self.p.eat(TokenKind::Minus);
        if self.p.tok.kind != TokenKind::Integer {
            return Err(self.p.err_wrong_token("expected integer value"));
        }
        let magnitude = literal_magnitude(&self.spelling_string()).and_then(|m| i128::try_from(m).ok());
        let value = magnitude.map(|m| if negative { -m } else { m });
        let bits = bits.clamp(1, 64);
        let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        match value.filter(|v| (min..=max).contains(v)) {
            Some(v) => {
                self.p.bump();
                Ok(i64::try_from(v).ok())
            }
            None => Err(self.p.err_at(start, "integer value too large")),
        }
    }

    fn parse_float(&mut self) -> PResult<f64> {
        let negative = self.p.eat(TokenKind::Minus);
        let at = self.p.tok.start;
        let spelling = self.spelling_string();
        let value = match self.p.tok.kind {
            TokenKind::Float => float::parse_decimal(float::FloatKind::F64, &spelling, negative)
                .map(|bits| f64::from_bits(bits as u64))
                .map_err(|e| self.p.err_at(at, e.0))?,
            TokenKind::Integer => self.float_from_int_literal(&spelling, negative, at)?,
            _ => return Err(self.p.err_at(at, "expected floating point literal")),
        };
        self.p.bump();
        Ok(value)
    }

    fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        self.p.parse_optional_type()
    }

    fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    fn parse_optional_keyword(&mut self) -> Option<String> {
        if self.p.tok.kind != TokenKind::BareIdent {
            return None;
        }
        let s = self.spelling_string();
        self.p.bump();
        Some(s)
    }

    fn parse_keyword_or_string(&mut self) -> PResult<String> {
        if let Some(k) = self.parse_optional_keyword() {
            return Ok(k);
        }
        if self.p.tok.kind == TokenKind::String {
            return self.parse_string();
        }
        Err(self.p.err_here("expected valid keyword or string"))
    }

    fn parse_string(&mut self) -> PResult<String> {
        if self.p.tok.kind != TokenKind::String {
            return Err(self.p.err_here("expected string"));
        }
        let v = String::from_utf8_lossy(&self.p.string_value()).into_owned();
        self.p.bump();
        Ok(v)
    }

    fn parse_integer_in(&mut self, min: i128, max: i128) -> PResult<i128> {
        let start = self.p.tok.start;
        if self.p.tok.kind == TokenKind::BareIdent {
            let v = match self.p.spelling() {
                b"true" if min < 0 => -1,
                b"true" => 1,
                b"false" => 0,
                _ => return Err(self.p.err_here("expected integer value")),
            };
            self.p.bump();
            return Ok(v);
        }
        let negative = self.p.tok.kind == TokenKind::Minus;
        if negative {
            self.p.bump();
        }
        if self.p.tok.kind != TokenKind::Integer {
            return Err(self.p.err_here("expected integer value"));
        }
        let magnitude = literal_magnitude(&self.spelling_string()).and_then(|m| i128::try_from(m).ok());
        self.p.bump();
        match magnitude.map(|m| if negative { -m } else { m }) {
            Some(v) if (min..=max).contains(&v) => Ok(v),
            _ => Err(self.p.err_at(start, "integer value too large")),
        }
    }

    fn parse_attribute(&mut self) -> PResult<crate::attrs::Attr> {
        self.p.parse_attribute(None)
    }

    fn parse_optional_string(&mut self) -> Option<String> {
        if self.p.tok.kind != TokenKind::String {
            return None;
        }
        self.parse_string().ok()
    }

    fn parse_optional_attribute(&mut self) -> PResult<Option<crate::attrs::Attr>> {
        self.p.parse_optional_attribute()
    }

    fn parse_optional_literal(&mut self, lit: &str) -> bool {
        let kind = match lit {
            "->" => TokenKind::Arrow,
            "?" => TokenKind::Question,
            "+" => TokenKind::Plus,
            "*" => TokenKind::Star,
            "..." => TokenKind::Ellipsis,
            _ => {
                let mut chars = lit.chars();
                if let (Some(c), None) = (chars.next(), chars.next()) {
                    if !c.is_ascii_alphabetic() && c != '_' {
                        return self.parse_optional_punct(c);
                    }
                }
                if self.p.tok.kind == TokenKind::BareIdent && self.p.spelling() == lit.as_bytes() {
                    self.p.bump();
                    return true;
                }
                return false;
            }
        };
        self.p.eat(kind)
    }

    fn parse_literal(&mut self, lit: &str) -> PResult<()> {
        if self.parse_optional_literal(lit) {
            return Ok(());
        }
        Err(self.p.err_wrong_token(&format!("expected '{lit}'")))
    }
}
