//! Parsing builtin attributes and locations.

use super::alias_budget::AliasKind;
use super::{PResult, Parser};
use crate::affine;
use crate::apint::ApInt;
use crate::attrs::{Attr, AttrKind};
use crate::context::{symbol_mnemonic, ParsedDialectAttr};
use crate::dense::{self, ElemKind, Literal};
use crate::diag::Diagnostic;
use crate::float::{self, FloatKind};
use crate::text::lexer::{unescape, TokenKind};
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};

/// What an opaque dialect symbol is, for its verification message.
#[derive(Clone, Copy)]
pub(super) enum OpaqueKind {
    /// A type: `!dialect.data`.
    Type,
    /// An attribute, with its type unless it is `none`.
    Attr(Option<Type>),
}

impl<'a> Parser<'a> {
    /// attribute-value, with an optional type already known from context.
    pub(super) fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attr> {
        self.enter()?;
        let r = self.parse_attribute_inner(ty);
        self.leave();
        r
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attr> {
        match self.tok.kind {
            TokenKind::LSquare => self.parse_array_attr(),
            TokenKind::LBrace => self.parse_dictionary_attr(),
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::HashIdent => self.parse_extended_attr(),
            TokenKind::String => {
                let value = self.string_value();
                self.bump();
                let mut ty = ty;
                if ty.is_none() && self.eat(TokenKind::Colon) {
                    ty = Some(self.parse_type()?);
                }
                let ty = ty.filter(|&t| !matches!(self.ctx.type_kind(t), TypeKind::None));
                Ok(self.ctx.get_attr(AttrKind::String {
                    value: value.into(),
                    ty,
                }))
            }
            TokenKind::Minus => {
                self.bump();
                match self.tok.kind {
                    TokenKind::Integer => self.parse_int_attr(ty, true),
                    TokenKind::Float => self.parse_float_attr(ty, true),
                    _ => Err(self.err_wrong_token("expected constant integer or floating point value")),
                }
            }
            TokenKind::Integer => self.parse_int_attr(ty, false),
            TokenKind::Float => self.parse_float_attr(ty, false),
            TokenKind::BareIdent => self.parse_keyword_attr(ty),
            TokenKind::LParen | TokenKind::BangIdent => {
                let t = self.parse_type()?;
                Ok(self.ctx.get_attr(AttrKind::Type(t)))
            }
            _ => Err(self.err_wrong_token("expected attribute value")),
        }
    }

    /// MLIR's `parseOptionalAttribute`: an attribute if the current token
    /// starts one of the listed kinds (not `array`, `strided` or `distinct`),
    /// or a type attribute, else `None` without consuming anything.
    pub(super) fn parse_optional_attribute(&mut self) -> PResult<Option<Attr>> {
        self.parse_optional_attribute_typed(None)
    }

    /// [`Parser::parse_optional_attribute`] with the attribute's expected
    /// type (`parseOptionalAttribute(attr, type)`).
    pub(super) fn parse_optional_attribute_typed(&mut self, ty: Option<Type>) -> PResult<Option<Attr>> {
        let starts_attr = match self.tok.kind {
            TokenKind::AtIdent
            | TokenKind::Float
            | TokenKind::Integer
            | TokenKind::HashIdent
            | TokenKind::LBrace
            | TokenKind::LSquare
            | TokenKind::Minus
            | TokenKind::String => true,
            TokenKind::BareIdent => matches!(
                self.spelling(),
                b"affine_map"
                    | b"affine_set"
                    | b"dense"
                    | b"dense_resource"
                    | b"false"
                    | b"loc"
                    | b"sparse"
                    | b"true"
                    | b"unit"
            ),
            _ => false,
        };
        if starts_attr {
            return self.parse_attribute(ty).map(Some);
        }
        Ok(self
            .parse_optional_type()?
            .map(|t| self.ctx.get_attr(AttrKind::Type(t))))
    }

    fn parse_keyword_attr(&mut self, ty: Option<Type>) -> PResult<Attr> {
        match self.spelling() {
            b"true" | b"false" => {
                let v = self.spelling() == b"true";
                self.bump();
                Ok(self.ctx.get_attr(AttrKind::Bool(v)))
            }
            b"unit" => {
                self.bump();
                Ok(self.ctx.unit_attr())
            }
            b"affine_map" | b"affine_set" => self.parse_affine_attr(),
            b"dense" => self.parse_dense_attr(ty),
            b"dense_resource" => self.parse_dense_resource_attr(ty),
            b"array" => self.parse_dense_array_attr(),
            b"sparse" => self.parse_sparse_attr(ty),
            b"strided" => self.parse_strided_attr(),
            b"distinct" => self.parse_distinct_attr(),
            b"loc" => self.parse_loc_attr(),
            _ => {
                if let Some(t) = self.parse_optional_type()? {
                    return Ok(self.ctx.get_attr(AttrKind::Type(t)));
                }
                Err(self.err_wrong_token("expected attribute value"))
            }
        }
    }

    fn parse_array_attr(&mut self) -> PResult<Attr> {
        self.bump();
        let elems = self.parse_list_until(TokenKind::RSquare, "expected ',' or ']'", |p| p.parse_attribute(None))?;
        Ok(self.ctx.get_attr(AttrKind::Array(elems)))
    }

    /// `{name = value, unit_name, "quoted" = value}`
    pub(super) fn parse_dictionary_entries(&mut self) -> PResult<Vec<(Attr, Attr)>> {
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<(Attr, Attr)> = Vec::new();
        if self.eat(TokenKind::RBrace) {
            return Ok(entries);
        }
        loop {
            let name: Vec<u8> = match self.tok.kind {
                TokenKind::String => self.string_value(),
                TokenKind::BareIdent => self.spelling().to_vec(),
                _ => return Err(self.err_wrong_token("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.err_here("expected valid attribute name"));
            }
            let name_attr = self.ctx.string_attr(&name);
            if entries.iter().any(|(n, _)| *n == name_attr) {
                return Err(self.err_here(format!(
                    "duplicate key '{}' in dictionary attribute",
                    String::from_utf8_lossy(&name)
                )));
            }
            self.bump();
            let value = if self.eat(TokenKind::Equal) {
                self.parse_attribute(None)?
            } else {
                self.ctx.unit_attr()
            };
            entries.push((name_attr, value));
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")?;
        Ok(entries)
    }

    fn parse_dictionary_attr(&mut self) -> PResult<Attr> {
        let entries = self.parse_dictionary_entries()?;
        Ok(self.ctx.dictionary_attr(entries))
    }

    fn at_ident_name(&self) -> Vec<u8> {
        let s = &self.src[self.tok.start + 1..self.tok.end];
        if s.first() == Some(&b'"') && s.len() >= 2 {
            unescape(&s[1..s.len() - 1])
        } else {
            s.to_vec()
        }
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attr> {
        let root = self.ctx.string_attr(&self.at_ident_name());
        self.bump();
        let mut nested = Vec::new();
        while self.tok.kind == TokenKind::Colon {
            // `::` (two colon tokens); a single colon is left for the caller.
            let colon = self.tok;
            self.bump();
            if !self.eat(TokenKind::Colon) {
                if !matches!(self.tok.kind, TokenKind::Eof | TokenKind::Error) {
                    self.lex.reset(colon.start);
                    self.bump();
                }
                break;
            }
            if self.tok.kind != TokenKind::AtIdent {
                return Err(self.err_here("expected nested symbol reference identifier"));
            }
            let n = self.ctx.string_attr(&self.at_ident_name());
            nested.push(n);
            self.bump();
        }
        Ok(self.ctx.get_attr(AttrKind::SymbolRef { root, nested }))
    }

    fn parse_extended_attr(&mut self) -> PResult<Attr> {
        let tok = self.tok;
        let text = std::str::from_utf8(&self.src[tok.start + 1..tok.end])
            .map_err(|_| self.err_at(tok.start, "invalid UTF-8"))?
            .to_string();
        let followed_by_angle = self.src.get(tok.end) == Some(&b'<');
        let text_has_dot = text.contains('.');
        let (dialect, data, at) = match text.find('.') {
            None if !followed_by_angle => {
                self.bump();
                return match self.attr_aliases.get(text.as_str()) {
                    Some(&a) => {
                        self.aliases
                            .reference(AliasKind::Attr, &text)
                            .map_err(|msg| self.err_at(tok.start, msg))?;
                        Ok(a)
                    }
                    None => Err(self.err_wrong_token(&format!("undefined symbol alias id '{text}'"))),
                };
            }
            None => {
                self.bump();
                let body = self.parse_dialect_body()?;
                (text, body, tok.start)
            }
            Some(dot) => {
                let dialect = text[..dot].to_string();
                let mut data = text[dot + 1..].to_string();
                self.bump();
                if followed_by_angle {
                    let body = self.parse_dialect_body()?;
                    data.push('<');
                    data.push_str(&body);
                    data.push('>');
                }
                (dialect, data, tok.start + 2 + dot)
            }
        };
        // MLIR reads an optional `: type` here, then verifies the opaque
        // attribute.
        let ty = if self.tok.kind == TokenKind::Colon {
            self.bump();
            Some(self.parse_type()?)
        } else {
            None
        };
        let ty = ty.filter(|t| !matches!(self.ctx.type_kind(*t), TypeKind::None));
        self.check_opaque_symbol(&dialect, &data, at, OpaqueKind::Attr(ty))?;
        let symbol_at = if text_has_dot { at } else { tok.end + 1 };
        self.check_dialect_symbol(&dialect, &data, symbol_at, OpaqueKind::Attr(ty))?;
        // A dialect with an attribute parser checks the attribute and gives
        // its canonical data (what its printer writes).
        let mut data = data;
        if let Some(hook) = self.ctx.dialect_attr_parser(&dialect, symbol_mnemonic(&data)) {
            if self.src.get(symbol_at..symbol_at + data.len()) == Some(data.as_bytes()) {
                match self.parse_with_hook(hook, symbol_at)? {
                    ParsedDialectAttr::Text(text) => data = text,
                    // A registered dialect's attribute ignores the type.
                    ParsedDialectAttr::Structured(attr) => {
                        return Ok(self.ctx.get_attr(AttrKind::Dialect(Box::new(attr))));
                    }
                }
            }
        }
        // A registered dialect's attribute parser gets the type and, unless
        // the attribute is typed by its body (the type hooks) or is its own
        // type's holder (`AttributeSelfTypeParameter`), ignores it; an
        // `OpaqueAttr` keeps it.
        let ty = match self.ctx.dialect_attr_type(&dialect, &data) {
            Some(own) => Some(own),
            None if self.ctx.registry().is_dialect_registered(&dialect) && !self.is_self_typed(&dialect, &data) => None,
            None => ty,
        };
        Ok(self.ctx.get_attr(match ty {
            Some(ty) if !matches!(self.ctx.type_kind(ty), TypeKind::None) => AttrKind::TypedOpaque {
                dialect,
                data: data.into_boxed_str(),
                ty,
            },
            _ => AttrKind::Opaque { dialect, data },
        }))
    }

    /// Whether `#dialect.data` is one of its dialect's self-typed
    /// attributes ([`crate::context::DialectSymbols::self_typed_attributes`]).
    fn is_self_typed(&self, dialect: &str, data: &str) -> bool {
        self.ctx
            .dialect_symbols(dialect)
            .is_some_and(|s| s.self_typed_attributes.contains(&symbol_mnemonic(data)))
    }

    /// `OpaqueAttr::verify` / `OpaqueType::verify`: the namespace must be an
    /// identifier, and an unknown dialect needs `--allow-unregistered-dialect`.
    /// Registered dialects are parsed as opaque too (rods has no dialect
    /// attribute parsers), and so are the dialects MLIR registers that rods
    /// keeps as text ([`crate::registry::Registry::register_text_dialect`],
    /// `#sparse_tensor.encoding<...>`, `!llvm.ptr`): they pass.
    pub(super) fn check_opaque_symbol(&self, dialect: &str, data: &str, at: usize, kind: OpaqueKind) -> PResult<()> {
        let b = dialect.as_bytes();
        let valid = b.first().is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
            && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$');
        if !valid {
            return Err(self.err_at(at, format!("invalid dialect namespace '\"{dialect}\"'")));
        }
        let registry = self.ctx.registry();
        if self.ctx.allows_unregistered_dialects()
            || registry.is_dialect_registered(dialect)
            || registry.is_text_dialect(dialect)
        {
            return Ok(());
        }
        let tail = "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";
        let msg = match kind {
            OpaqueKind::Type => format!("`!\"{dialect}\"<\"{data}\">` type {tail}"),
            OpaqueKind::Attr(ty) => {
                let ty = match ty {
                    Some(t) => crate::text::printer::type_to_string(self.ctx, t),
                    None => "none".to_string(),
                };
                format!("#\"{dialect}\"<\"{data}\"> : '{ty}' attribute {tail}")
            }
        };
        Err(self.err_at(at, msg))
    }

    /// The dialect's own parser (`Dialect::parseAttribute` /
    /// `Dialect::parseType`) as far as rods models it: a registered dialect
    /// without the hook rejects every symbol, one with it rejects an unknown
    /// mnemonic (the leading keyword of `body`, the text after `dialect.` or
    /// inside `dialect<...>`, which starts at `at`). Dialects with a type
    /// parse hook check their types themselves.
    pub(super) fn check_dialect_symbol(&self, dialect: &str, body: &str, at: usize, kind: OpaqueKind) -> PResult<()> {
        let Some(symbols) = self.ctx.dialect_symbols(dialect) else {
            return Ok(());
        };
        let (known, what) = match kind {
            OpaqueKind::Type
                if self.ctx.dialect_type_hooks(dialect).and_then(|h| h.parse).is_some()
                    || self
                        .ctx
                        .dialect_attr_defs(dialect)
                        .is_some_and(|d| d.type_parser.is_some()) =>
            {
                return Ok(())
            }
            OpaqueKind::Type => (symbols.types, "type"),
            OpaqueKind::Attr(_) => (symbols.attributes, "attribute"),
        };
        let Some(known) = known else {
            return Err(self.err_at(at, format!("dialect '{dialect}' provides no {what} parsing hook")));
        };
        let mnemonic = symbol_mnemonic(body);
        if mnemonic.is_empty() || known.contains(&mnemonic) {
            return Ok(());
        }
        // The double space is MLIR's (the message `mlir-tblgen` generates).
        let msg = match kind {
            OpaqueKind::Type => format!("unknown  type `{mnemonic}` in dialect `{dialect}`"),
            OpaqueKind::Attr(_) => format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
        };
        Err(self.err_at(at, msg))
    }

    /// Scans a balanced `<...>` body at the current `<` token and returns the
    /// text between the outer angle brackets (MLIR's
    /// `parseDialectSymbolBody`: errors point at the `<` and name the
    /// innermost open bracket).
    pub(super) fn parse_dialect_body(&mut self) -> PResult<String> {
        if self.tok.kind != TokenKind::Less {
            return Err(self.err_here("expected '<'"));
        }
        let start = self.tok.start;
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        // MLIR reports at its current token: the `<`, or the last string
        // lexed inside the body.
        let mut err_pos = start;
        let unbalanced = |p: &Self, stack: &[u8], at: usize| {
            let top = stack.last().copied().unwrap_or(b'<');
            p.err_at(
                at,
                format!("unbalanced '{}' character in pretty dialect name", top as char),
            )
        };
        loop {
            let c = self.src.get(i).copied().unwrap_or(0);
            i += 1;
            match c {
                // A nul byte or the end of the buffer.
                0 => return Err(unbalanced(self, &stack, err_pos)),
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if self.src.get(i) == Some(&b'>') => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return Err(unbalanced(self, &stack, err_pos));
                    }
                    stack.pop();
                }
                b'"' => {
                    self.lex.reset(i - 1);
                    let t = self.lex.next_token();
                    if t.kind != TokenKind::String {
                        return Err(self.lex_error_or(i - 1, "expected string"));
                    }
                    err_pos = t.start;
                    i = t.end;
                }
                _ => {}
            }
            if stack.is_empty() {
                break;
            }
        }
        let body = std::str::from_utf8(&self.src[start + 1..i - 1])
            .map_err(|_| self.err_at(start, "invalid UTF-8 in dialect attribute"))?
            .to_string();
        self.lex.reset(i);
        self.bump();
        Ok(body)
    }

    fn parse_int_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attr> {
        let (at, spelling, ty) = self.parse_literal_and_type(ty, |ctx| ctx.int_type(64))?;
        self.int_or_float_attr_from_literal(ty, &spelling, negative, at)
    }

    /// A number literal's offset and spelling (consumed), and its type:
    /// `ty` when given, else an optional `: type`, else `default`.
    fn parse_literal_and_type(
        &mut self,
        ty: Option<Type>,
        default: fn(&crate::Context) -> Type,
    ) -> PResult<(usize, String, Type)> {
        let at = self.tok.start;
        let spelling = std::str::from_utf8(self.spelling()).unwrap_or("0").to_string();
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.eat(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    default(self.ctx)
                }
            }
        };
        Ok((at, spelling, ty))
    }

    /// Builds an attribute of type `ty` from an integer literal (shared with
    /// dense arrays).
    fn int_or_float_attr_from_literal(&mut self, ty: Type, spelling: &str, negative: bool, at: usize) -> PResult<Attr> {
        match *self.ctx.type_kind(ty) {
            TypeKind::Float(kind) => {
                let bits = self.float_bits_from_int_literal(kind, spelling, negative, at)?;
                Ok(self.ctx.get_attr(AttrKind::Float { ty, bits: bits.into() }))
            }
            TypeKind::Integer { width, signedness } => {
                if negative && signedness == Signedness::Unsigned {
                    return Err(self.err_at(at, "negative integer literal not valid for unsigned integer type"));
                }
                let value = self.build_apint(width, signedness == Signedness::Signed, spelling, negative, at)?;
                if width == 1 && signedness == Signedness::Signless {
                    return Ok(self.ctx.get_attr(AttrKind::Bool(!value.is_zero())));
                }
                Ok(self.ctx.get_attr(AttrKind::Integer { ty, value }))
            }
            TypeKind::Index => {
                let value = self.build_apint(64, true, spelling, negative, at)?;
                Ok(self.ctx.get_attr(AttrKind::Integer { ty, value }))
            }
            _ => Err(self.err_at(at, "integer literal not valid for specified type")),
        }
    }

    fn build_apint(&self, width: u32, signed: bool, spelling: &str, negative: bool, at: usize) -> PResult<ApInt> {
        let magnitude = ApInt::parse_unsigned_literal(spelling)
            .ok_or_else(|| self.err_at(at, "integer constant out of range for attribute"))?;
        ApInt::from_literal(width, &magnitude, negative, signed)
            .ok_or_else(|| self.err_at(at, "integer constant out of range for attribute"))
    }

    fn float_bits_from_int_literal(&self, kind: FloatKind, spelling: &str, negative: bool, at: usize) -> PResult<u128> {
        let is_hex = spelling.len() > 1 && spelling.as_bytes()[1] == b'x';
        if !is_hex {
            let d = self.err_at(at, "unexpected decimal integer literal for a floating point value");
            return Err(d.with_note(
                crate::diag::DiagLoc::Offset(at),
                "add a trailing dot to make the literal a float",
            ));
        }
        if negative {
            return Err(self.err_at(at, "hexadecimal float literal should not have a leading minus"));
        }
        let value = ApInt::parse_unsigned_literal(spelling)
            .ok_or_else(|| self.err_at(at, "hexadecimal float constant out of range for type"))?;
        if value.bits() > kind.bit_width() as u64 {
            return Err(self.err_at(at, "hexadecimal float constant out of range for type"));
        }
        let digits = value.to_u64_digits();
        let bits = digits.first().copied().unwrap_or(0) as u128 | ((digits.get(1).copied().unwrap_or(0) as u128) << 64);
        float::from_hex_bits(kind, bits).map_err(|e| self.err_at(at, e.0))
    }

    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attr> {
        let (at, spelling, ty) = self.parse_literal_and_type(ty, |ctx| ctx.float_type(FloatKind::F64))?;
        let TypeKind::Float(kind) = *self.ctx.type_kind(ty) else {
            return Err(self.err_here("floating point value not valid for specified type"));
        };
        let bits = float::parse_decimal(kind, &spelling, negative).map_err(|e| self.err_at(at, e.0))?;
        Ok(self.ctx.get_attr(AttrKind::Float { ty, bits: bits.into() }))
    }

    fn parse_affine_attr(&mut self) -> PResult<Attr> {
        let is_map = self.spelling() == b"affine_map";
        let what = if is_map { "affine map" } else { "integer set" };
        self.bump();
        if self.tok.kind != TokenKind::Less {
            return Err(self.err_wrong_token(&format!("expected '<' in {what}")));
        }
        let body_start = self.tok.end;
        // The affine parser only needs the body: up to the first `>` outside
        // parentheses that is not part of `->` (or to the first non-ASCII
        // byte), so a file with many maps is not rescanned for each.
        let rest = &self.src[body_start..];
        let mut limit = rest.len();
        let mut depth = 0usize;
        for (i, &c) in rest.iter().enumerate() {
            match c {
                b'(' => depth += 1,
                b')' => depth = depth.saturating_sub(1),
                b'>' if depth == 0 && (i == 0 || rest[i - 1] != b'-') => {
                    limit = i + 1;
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
        let (attr, end) = if is_map {
            let (map, end) = affine::parse_affine_map(text).map_err(|e| self.affine_error(body_start, e))?;
            (AttrKind::AffineMap(map), end)
        } else {
            let (set, end) = affine::parse_integer_set(text).map_err(|e| self.affine_error(body_start, e))?;
            (AttrKind::IntegerSet(set), end)
        };
        self.lex.reset(body_start + end);
        self.bump();
        self.expect(TokenKind::Greater, &format!("expected '>' in {what}"))?;
        Ok(self.ctx.get_attr(attr))
    }

    /// Reads `: type` after an elements literal and checks it is a statically
    /// shaped vector or tensor.
    /// Errors point at `at`, the attribute's keyword (as MLIR's
    /// `parseElementsLiteralType`).
    fn parse_elements_type(&mut self, ty: Option<Type>, at: usize) -> PResult<(Type, Vec<i64>, Type)> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let kind = self.ctx.type_kind(ty);
        let (shape, elem) = match kind {
            TypeKind::Vector { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. } => {
                (shape.clone(), *element)
            }
            // Shaped, but without a static shape (`parseElementsLiteralType`
            // checks `ShapedType` first, then `hasStaticShape`).
            TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => {
                return Err(self.err_at(at, "elements literal type must have static shape"))
            }
            _ => return Err(self.err_at(at, "elements literal must be a shaped type")),
        };
        if shape.contains(&DYNAMIC) {
            return Err(self.err_at(at, "elements literal type must have static shape"));
        }
        Ok((ty, shape, elem))
    }

    /// Element kind of a dense int/float elements attribute.
    fn elem_kind(&self, elem: Type) -> Option<ElemKind> {
        crate::dense_bridge::elem_kind(self.ctx, elem)
    }

    /// Parses a tensor literal (`[[1, 2], [3, 4]]`, `1.5`, `(1, 2)`, `"0x.."`).
    fn parse_literal(&mut self) -> PResult<(Literal, usize)> {
        self.enter()?;
        let mut at = self.tok.start;
        let lit = match self.tok.kind {
            TokenKind::LSquare => {
                self.bump();
                let elems = self.parse_list_until(TokenKind::RSquare, "expected ']'", |p| p.parse_literal())?;
                Literal::List(elems)
            }
            TokenKind::LParen => {
                self.bump();
                let re = self.parse_literal()?;
                self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                let im = self.parse_literal()?;
                self.expect(TokenKind::RParen, "expected ')' after complex elements")?;
                Literal::Complex(Box::new(re), Box::new(im))
            }
            TokenKind::String => {
                let v = self.string_value();
                self.bump();
                Literal::Str(v)
            }
            TokenKind::BareIdent if matches!(self.spelling(), b"true" | b"false") => {
                let v = self.spelling() == b"true";
                self.bump();
                Literal::Bool(v)
            }
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => {
                let negative = self.eat(TokenKind::Minus);
                at = self.tok.start;
                let text = std::str::from_utf8(self.spelling()).unwrap_or("").to_string();
                let lit = match self.tok.kind {
                    TokenKind::Integer => Literal::Int { negative, text },
                    TokenKind::Float => Literal::Float { negative, text },
                    _ => return Err(self.err_here("expected integer or floating point literal")),
                };
                self.bump();
                lit
            }
            _ => return Err(self.err_here("expected element literal of primitive type")),
        };
        self.leave();
        Ok((lit, at))
    }

    fn parse_dense_attr(&mut self, ty: Option<Type>) -> PResult<Attr> {
        let attr_at = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let lit = if self.tok.kind == TokenKind::Greater {
            None
        } else {
            Some(self.parse_literal()?)
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        let (ty, shape, elem) = self.parse_elements_type(ty, attr_at)?;
        let type_text = crate::text::printer::type_to_string(self.ctx, ty);
        let lit_ref = lit.as_ref().map(|(l, o)| (l, *o));
        // As MLIR's `TensorLiteralParser::getAttr`: int, index, float and
        // complex elements take numbers, or one string holding hex data;
        // any other element type takes strings (a lone string is a splat).
        let Some(kind) = self.elem_kind(elem) else {
            let data =
                dense::build_strings_full(lit_ref, attr_at, &shape, &type_text).map_err(|e| self.dense_err(e))?;
            return Ok(self.ctx.get_attr(AttrKind::DenseStrings { ty, data }));
        };
        let data = dense::build_full(lit_ref, attr_at, &shape, &kind, &type_text).map_err(|e| self.dense_err(e))?;
        Ok(self.ctx.get_attr(AttrKind::DenseElements { ty, data }))
    }

    /// A dense literal's error as a diagnostic (with MLIR's note, if any).
    fn dense_err(&self, e: dense::DenseError) -> Diagnostic {
        let d = self.err_at(e.offset, e.message);
        match e.note {
            Some(note) => d.with_note(crate::diag::DiagLoc::Offset(e.offset), note),
            None => d,
        }
    }

    fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attr> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let name = match self.tok.kind {
            TokenKind::BareIdent => String::from_utf8_lossy(self.spelling()).into_owned(),
            TokenKind::String => String::from_utf8_lossy(&self.string_value()).into_owned(),
            _ => return Err(self.err_here("expected identifier key for 'resource' entry")),
        };
        self.bump();
        let key = self.resource_key(&name);
        self.expect(TokenKind::Greater, "expected '>'")?;
        let mut at = self.tok.start;
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(TokenKind::Colon, "expected ':'")?;
                at = self.tok.start;
                self.parse_type()?
            }
        };
        if !self.ctx.type_kind(ty).is_vector_or_tensor() {
            return Err(self.err_at(at, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.get_attr(AttrKind::DenseResource { ty, key: key.into() }))
    }

    fn parse_dense_array_attr(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let type_at = self.tok.start;
        let element = match self.parse_type() {
            Ok(t) => t,
            Err(mut d) => {
                // MLIR adds its own error after the type parser's one.
                if self.tok.kind != TokenKind::Error {
                    d.followups
                        .push(self.err_at(type_at, "expected an integer or floating point type"));
                }
                return Err(d);
            }
        };
        let (width, is_float) = match *self.ctx.type_kind(element) {
            TypeKind::Integer { width, .. } => (width, false),
            TypeKind::Float(k) => (k.bit_width(), true),
            _ => {
                return Err(self.err_at(
                    type_at,
                    format!(
                        "expected integer or float type, got: '{}'",
                        crate::text::printer::type_to_string(self.ctx, element)
                    ),
                ));
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.err_at(type_at, "element type bitwidth must be a multiple of 8"));
        }
        let mut raw: Vec<u8> = Vec::new();
        let mut len = 0usize;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
            loop {
                let attr = if is_float {
                    self.parse_dense_array_float(element)?
                } else {
                    self.parse_dense_array_int(element, width)?
                };
                append_scalar_bytes(self.ctx.attr_kind(attr), width, &mut raw);
                len += 1;
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(self.ctx.get_attr(AttrKind::DenseArray {
            element,
            len,
            raw: raw.into(),
        }))
    }

    /// MLIR's `DenseArrayElementParser::parseIntegerElement`.
    fn parse_dense_array_int(&mut self, element: Type, width: u32) -> PResult<Attr> {
        let negative = self.eat(TokenKind::Minus);
        let TypeKind::Integer { signedness, .. } = *self.ctx.type_kind(element) else {
            return Err(self.err_here("expected integer literal"));
        };
        match self.tok.kind {
            TokenKind::BareIdent if matches!(self.spelling(), b"true" | b"false") => {
                if width != 1 {
                    return Err(self.err_here("expected i1 type for 'true' or 'false' values"));
                }
                let v = self.spelling() == b"true";
                self.bump();
                Ok(self.ctx.get_attr(AttrKind::Bool(v)))
            }
            TokenKind::Integer => {
                let spelling = String::from_utf8_lossy(self.spelling()).into_owned();
                self.bump();
                if width == 1 {
                    return Err(self.err_here("expected 'true' or 'false' values for i1 type"));
                }
                let value = ApInt::parse_unsigned_literal(&spelling)
                    .and_then(|m| ApInt::from_literal(width, &m, negative, signedness == Signedness::Signed))
                    .ok_or_else(|| self.err_here("integer constant out of range"))?;
                Ok(self.ctx.get_attr(AttrKind::Integer { ty: element, value }))
            }
            _ => Err(self.err_here("expected integer literal")),
        }
    }

    /// MLIR's `DenseArrayElementParser::parseFloatElement`.
    fn parse_dense_array_float(&mut self, element: Type) -> PResult<Attr> {
        let negative = self.eat(TokenKind::Minus);
        let TypeKind::Float(kind) = *self.ctx.type_kind(element) else {
            return Err(self.err_here("expected floating point literal"));
        };
        let at = self.tok.start;
        let spelling = String::from_utf8_lossy(self.spelling()).into_owned();
        let bits = match self.tok.kind {
            TokenKind::Float => float::parse_decimal(kind, &spelling, negative).map_err(|e| self.err_at(at, e.0))?,
            TokenKind::Integer => self.float_bits_from_int_literal(kind, &spelling, negative, at)?,
            // At the token itself, even at the end of the buffer.
            _ => return Err(self.err_at(at, "expected floating point literal")),
        };
        self.bump();
        Ok(self.ctx.get_attr(AttrKind::Float {
            ty: element,
            bits: bits.into(),
        }))
    }

    fn parse_sparse_attr(&mut self, ty: Option<Type>) -> PResult<Attr> {
        let attr_at = self.tok.start;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'sparse'")?;
        if self.eat(TokenKind::Greater) {
            let (ty, shape, elem) = self.parse_elements_type(ty, attr_at)?;
            let i64t = self.ctx.int_type(64);
            let idx_ty = self.ctx.get_type(TypeKind::RankedTensor {
                shape: vec![0, shape.len() as i64],
                element: i64t,
                encoding: None,
            });
            let kind = ElemKind::Int {
                width: 64,
                signedness: dense::Signedness::Signless,
            };
            let idx_data = dense::build_full(None, 0, &[0, shape.len() as i64], &kind, "tensor<0xi64>")
                .map_err(|e| self.dense_err(e))?;
            let indices = self.ctx.get_attr(AttrKind::DenseElements {
                ty: idx_ty,
                data: idx_data,
            });
            let val_ty = self.ctx.get_type(TypeKind::RankedTensor {
                shape: vec![0],
                element: elem,
                encoding: None,
            });
            let values = match self.elem_kind(elem) {
                Some(k) => {
                    let d = dense::build_full(None, 0, &[0], &k, "tensor<0x?>").map_err(|e| self.dense_err(e))?;
                    self.ctx.get_attr(AttrKind::DenseElements { ty: val_ty, data: d })
                }
                None => {
                    let d = dense::build_strings_full(None, 0, &[0], "tensor<0x?>").map_err(|e| self.dense_err(e))?;
                    self.ctx.get_attr(AttrKind::DenseStrings { ty: val_ty, data: d })
                }
            };
            return Ok(self.ctx.get_attr(AttrKind::Sparse { ty, indices, values }));
        }
        let (idx_lit, idx_at) = self.parse_literal()?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let (val_lit, val_at) = self.parse_literal()?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let (ty, shape, elem) = self.parse_elements_type(ty, attr_at)?;
        let i64t = self.ctx.int_type(64);
        let idx_shape = match literal_shape(&idx_lit) {
            s if s.is_empty() => vec![1, shape.len() as i64],
            s => s,
        };
        let kind = ElemKind::Int {
            width: 64,
            signedness: dense::Signedness::Signless,
        };
        let idx_data = dense::build(&idx_lit, idx_at, &idx_shape, &kind).map_err(|e| self.dense_err(e))?;
        let idx_ty = self.ctx.get_type(TypeKind::RankedTensor {
            shape: idx_shape.clone(),
            element: i64t,
            encoding: None,
        });
        let indices = self.ctx.get_attr(AttrKind::DenseElements {
            ty: idx_ty,
            data: idx_data,
        });
        let val_shape = match literal_shape(&val_lit) {
            s if s.is_empty() => vec![idx_shape[0]],
            s => s,
        };
        let val_ty = self.ctx.get_type(TypeKind::RankedTensor {
            shape: val_shape.clone(),
            element: elem,
            encoding: None,
        });
        let val_is_hex = matches!(&val_lit, Literal::Str(s) if s.starts_with(b"0x"));
        let values = if has_string_leaf(&val_lit) && !(val_is_hex && self.elem_kind(elem).is_some()) {
            let d = dense::build_strings(&val_lit, val_at, &val_shape).map_err(|e| self.dense_err(e))?;
            self.ctx.get_attr(AttrKind::DenseStrings { ty: val_ty, data: d })
        } else {
            let Some(k) = self.elem_kind(elem) else {
                return Err(self.err_at(val_at, "expected integer or floating point element type"));
            };
            let d = dense::build(&val_lit, val_at, &val_shape, &k).map_err(|e| self.dense_err(e))?;
            self.ctx.get_attr(AttrKind::DenseElements { ty: val_ty, data: d })
        };
        if let AttrKind::DenseElements { data, .. } = self.ctx.attr_kind(indices) {
            let type_text = format!("'{}'", crate::text::printer::type_to_string(self.ctx, ty));
            let parts = super::sparse_check::SparseParts {
                shape: &shape,
                type_text: &type_text,
                indices_shape: &idx_shape,
                indices: data,
                values_shape: &val_shape,
            };
            super::sparse_check::verify_sparse(&parts).map_err(|m| self.err_at(attr_at, m))?;
        }
        Ok(self.ctx.get_attr(AttrKind::Sparse { ty, indices, values }))
    }

    /// A stride or offset: `?` or a (possibly negative) integer that fits in
    /// `i64`; errors point at the value's first token (the `-` if any).
    fn parse_stride_value(&mut self) -> PResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let at = self.here();
        let negative = self.eat(TokenKind::Minus);
        let value = match self.tok.kind {
            TokenKind::Integer => super::uint64_value(self.spelling()).and_then(|v| i64::try_from(v).ok()),
            _ => None,
        };
        let Some(v) = value else {
            return Err(self.err_at(at, "expected a 64-bit signed integer or '?'"));
        };
        self.bump();
        Ok(if negative { -v } else { v })
    }

    /// MLIR's `parseStridedLayoutAttr`.
    fn parse_strided_attr(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if self.tok.kind != TokenKind::RSquare {
            loop {
                strides.push(self.parse_stride_value()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ','")?;
            if !(self.tok.kind == TokenKind::BareIdent && self.spelling() == b"offset") {
                return Err(self.err_wrong_token("expected 'offset' after comma"));
            }
            self.bump();
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_value()?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        Ok(self.ctx.get_attr(AttrKind::Strided { offset, strides }))
    }

    fn parse_distinct_attr(&mut self) -> PResult<Attr> {
        let attr_at = self.tok.start;
        self.bump();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if self.tok.kind != TokenKind::Integer {
            return Err(self.err_wrong_token("expected distinct ID"));
        }
        let id = super::uint64_value(self.spelling());
        self.bump();
        let id = id.ok_or_else(|| self.err_here("expected an unsigned 64-bit integer"))?;
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.tok.kind == TokenKind::Greater {
            self.ctx.unit_attr()
        } else {
            self.parse_attribute(None)?
        };
        self.expect(TokenKind::Greater, "expected '>' to close distinct attribute")?;
        if let Some(&(existing_ref, attr)) = self.distinct.get(&id) {
            if existing_ref != referenced {
                let text = crate::text::printer::attr_to_string(self.ctx, existing_ref);
                return Err(self.err_at(
                    attr_at,
                    format!("referenced attribute does not match previous definition: {text}"),
                ));
            }
            return Ok(attr);
        }
        let attr = self.ctx.distinct_attr(referenced);
        self.distinct.insert(id, (referenced, attr));
        Ok(attr)
    }

    fn parse_loc_attr(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in inline location")?;
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in inline location")?;
        Ok(loc)
    }

    /// location-inst (without the `loc(` wrapper).
    pub(super) fn parse_location_instance(&mut self) -> PResult<Attr> {
        self.enter()?;
        let r = self.parse_location_instance_inner();
        self.leave();
        r
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Attr> {
        match self.tok.kind {
            TokenKind::HashIdent => {
                let attr = self.parse_extended_attr()?;
                if !self.ctx.attr_kind(attr).is_location() {
                    let text = crate::text::printer::attr_to_string(self.ctx, attr);
                    return Err(self.err_here(format!("expected location attribute, but got{text}")));
                }
                Ok(attr)
            }
            TokenKind::String => self.parse_name_or_file_loc(),
            TokenKind::BareIdent => match self.spelling() {
                b"unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                b"callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !(self.tok.kind == TokenKind::BareIdent && self.spelling() == b"at") {
                        return Err(self.err_wrong_token("expected 'at' in callsite location"));
                    }
                    self.bump();
                    let caller = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                    Ok(self.ctx.callsite_loc(callee, caller))
                }
                b"fused" => {
                    self.bump();
                    let mut metadata = None;
                    if self.eat(TokenKind::Less) {
                        metadata = Some(self.parse_attribute(None)?);
                        self.expect(TokenKind::Greater, "expected '>' after fused location metadata")?;
                    }
                    self.expect(TokenKind::LSquare, "expected '[' in fused location")?;
                    let locs = self.parse_list_until(TokenKind::RSquare, "expected ']' in fused location", |p| {
                        p.parse_location_instance()
                    })?;
                    Ok(self.ctx.fused_loc(&locs, metadata))
                }
                _ => Err(self.err_wrong_token("expected location instance")),
            },
            _ => Err(self.err_wrong_token("expected location instance")),
        }
    }

    /// An integer token as MLIR's `getUnsignedIntegerValue` (32 bits).
    fn unsigned_value(&self) -> Option<u32> {
        super::uint64_value(self.spelling()).and_then(|v| u32::try_from(v).ok())
    }

    /// A line (`column` false) or column number of a FileLineColRange: a
    /// non-integer is a wrong token; an out-of-range column is reported at
    /// the token itself (a line at the end of the previous one).
    fn parse_loc_number(&mut self, column: bool) -> PResult<u32> {
        let msg = if column {
            "expected integer column number in FileLineColRange"
        } else {
            "expected integer line number in FileLineColRange"
        };
        if self.tok.kind != TokenKind::Integer {
            return Err(self.err_wrong_token(msg));
        }
        let Some(v) = self.unsigned_value() else {
            return Err(if column {
                self.err_here(msg)
            } else {
                self.err_wrong_token(msg)
            });
        };
        self.bump();
        Ok(v)
    }

    /// MLIR's `parseNameOrFileLineColRange`.
    fn parse_name_or_file_loc(&mut self) -> PResult<Attr> {
        let text = self.string_value();
        self.bump();
        if self.eat(TokenKind::Colon) {
            let line = self.parse_loc_number(false)?;
            let file = self.ctx.string_attr(&text);
            if !self.eat(TokenKind::Colon) {
                return Ok(self.ctx.get_attr(AttrKind::FileLoc {
                    file,
                    line,
                    col: 0,
                    end_line: line,
                    end_col: 0,
                    nums: 1,
                }));
            }
            let col = self.parse_loc_number(true)?;
            let (mut end_line, mut end_col, mut nums) = (line, col, 2);
            if self.tok.kind == TokenKind::BareIdent && self.spelling() == b"to" {
                self.bump();
                nums = 3;
                if self.tok.kind == TokenKind::Integer {
                    end_line = self.parse_loc_number(false)?;
                    nums = 4;
                }
                self.expect(
                    TokenKind::Colon,
                    "expected either integer or `:` post `to` in FileLineColRange",
                )?;
                end_col = self.parse_loc_number(true)?;
            }
            return Ok(self.ctx.get_attr(AttrKind::FileLoc {
                file,
                line,
                col,
                end_line,
                end_col,
                nums,
            }));
        }
        let mut child = None;
        if self.eat(TokenKind::LParen) {
            let c = self.parse_location_instance()?;
            child = Some(c);
            self.expect(TokenKind::RParen, "expected ')' after child location of NameLoc")?;
        }
        Ok(self.ctx.name_loc(&text, child))
    }
}

fn has_string_leaf(lit: &Literal) -> bool {
    match lit {
        Literal::Str(_) => true,
        Literal::List(items) => items.first().is_some_and(|(l, _)| has_string_leaf(l)),
        _ => false,
    }
}

/// Shape implied by a literal's nesting (empty for a scalar).
fn literal_shape(lit: &Literal) -> Vec<i64> {
    let mut shape = Vec::new();
    let mut cur = lit;
    while let Literal::List(items) = cur {
        shape.push(items.len() as i64);
        match items.first() {
            Some((l, _)) => cur = l,
            None => break,
        }
    }
    shape
}

/// Appends the little-endian storage of a scalar attribute to a dense array.
fn append_scalar_bytes(kind: &AttrKind, width: u32, raw: &mut Vec<u8>) {
    let bytes = width.div_ceil(8) as usize;
    let bits: u128 = match kind {
        AttrKind::Bool(b) => *b as u128,
        AttrKind::Integer { value, .. } => {
            value.words()[0] as u128 | ((value.words().get(1).copied().unwrap_or(0) as u128) << 64)
        }
        AttrKind::Float { bits, .. } => bits.get(),
        _ => 0,
    };
    raw.extend_from_slice(&bits.to_le_bytes()[..bytes.min(16)]);
}
