//! Parsing the file-level metadata section `{-# ... #-}`.

use super::{PResult, Parser};
use crate::resources::{Blob, ResourceValue};
use crate::text::lexer::TokenKind;

impl Parser<'_> {
    /// `{-# dialect_resources: {...}, external_resources: {...} #-}`, as
    /// MLIR's `parseFileMetadataDictionary`.
    pub(super) fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        if self.eat(TokenKind::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            let key_at = self.tok.start;
            if !self.is_keyword() {
                return Err(self.err_here("expected identifier key in file metadata dictionary"));
            }
            let key = self.spelling().to_vec();
            self.bump();
            self.expect(TokenKind::Colon, "expected ':'")?;
            match key.as_slice() {
                b"dialect_resources" => self.parse_resource_groups(true)?,
                b"external_resources" => self.parse_resource_groups(false)?,
                _ => {
                    return Err(self.err_at(
                        key_at,
                        format!(
                            "unknown key '{}' in file metadata dictionary",
                            String::from_utf8_lossy(&key)
                        ),
                    ))
                }
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::FileMetadataEnd, "expected ',' or '#-}'")
    }

    fn parse_keyword_or_string(&mut self) -> Option<String> {
        let s = match self.tok.kind {
            TokenKind::BareIdent if self.is_keyword() => String::from_utf8_lossy(self.spelling()).into_owned(),
            TokenKind::String => String::from_utf8_lossy(&self.string_value()).into_owned(),
            _ => return None,
        };
        self.bump();
        Some(s)
    }

    /// `{ group: { key: value, ... }, ... }` (MLIR's
    /// `parseResourceFileMetadata` and its dialect/external bodies).
    fn parse_resource_groups(&mut self, dialect: bool) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{'")?;
        if self.eat(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let group_at = self.tok.start;
            if !self.is_keyword() {
                return Err(self.err_here("expected identifier key for 'resource' entry"));
            }
            let group = String::from_utf8_lossy(self.spelling()).into_owned();
            self.bump();
            self.expect(TokenKind::Colon, "expected ':'")?;
            self.expect(TokenKind::LBrace, "expected '{'")?;
            if dialect && group != "builtin" {
                if !self.ctx.registry().is_dialect_registered(&group) {
                    return Err(self.err_at(group_at, format!("dialect '{group}' is unknown")));
                }
                return Err(self.err_here(format!("unexpected 'resource' section for dialect '{group}'")));
            }
            if !self.eat(TokenKind::RBrace) {
                loop {
                    let Some(key) = self.parse_keyword_or_string() else {
                        let what = if dialect { "resource" } else { "external_resources" };
                        return Err(self.err_here(format!("expected identifier key for '{what}' entry")));
                    };
                    self.expect(TokenKind::Colon, "expected ':'")?;
                    // Like MLIR, the value is whatever token comes next.
                    let value_tok = self.tok;
                    // A lexing error here is reported, and MLIR still hands
                    // the (error) token to the resource parser, whose error
                    // follows unless the next token is a lexing error too.
                    let value_err = (value_tok.kind == TokenKind::Error).then(|| self.err_here(""));
                    self.bump();
                    let stored = if dialect {
                        self.resource_blob(value_tok, &key).map(|blob| {
                            let ctx_key = self.resource_key(&key);
                            self.ctx.resources().set_blob(&ctx_key, blob);
                        })
                    } else {
                        self.resource_value(value_tok, &key)
                            .map(|value| self.ctx.resources().add_external(&group, &key, value))
                    };
                    match (value_err, stored) {
                        (None, r) => r?,
                        (Some(mut first), r) => {
                            if let Err(e) = r {
                                first.followups.push(e);
                            }
                            return Err(first);
                        }
                    }
                    if !self.eat(TokenKind::Comma) {
                        break;
                    }
                }
                self.expect(TokenKind::RBrace, "expected ',' or '}'")?;
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected ',' or '}'")
    }

    /// The hex bytes of a `"0x..."` string token (not unescaped, as MLIR's
    /// `Token::getHexStringValue`).
    fn hex_string_value(&self, tok: crate::text::lexer::Token) -> Option<Vec<u8>> {
        if tok.kind != TokenKind::String {
            return None;
        }
        let body = self.src.get(tok.start + 1..tok.end.saturating_sub(1))?;
        decode_hex(body.strip_prefix(b"0x")?)
    }

    /// The builtin dialect's blob entry (`parseAsBlob`).
    fn resource_blob(&self, tok: crate::text::lexer::Token, key: &str) -> PResult<Blob> {
        let Some(data) = self.hex_string_value(tok) else {
            return Err(self.err_at(tok.start, format!("expected hex string blob for key '{key}'")));
        };
        if data.len() < 4 {
            return Err(self.err_at(
                tok.start,
                format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes"),
            ));
        }
        let alignment = u32::from_le_bytes([data[0], data[1], data[2], data[3]]);
        if alignment != 0 && !alignment.is_power_of_two() {
            return Err(self.err_at(
                tok.start,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}"
                ),
            ));
        }
        Ok(Blob {
            alignment,
            data: data[4..].to_vec(),
        })
    }

    /// An external resource entry: a bool, a hex blob, or a string.
    fn resource_value(&self, tok: crate::text::lexer::Token, key: &str) -> PResult<ResourceValue> {
        let spelling = &self.src[tok.start..tok.end];
        match tok.kind {
            TokenKind::BareIdent if matches!(spelling, b"true" | b"false") => {
                Ok(ResourceValue::Bool(spelling == b"true"))
            }
            TokenKind::String if spelling.starts_with(b"\"0x") => {
                Ok(ResourceValue::Blob(self.resource_blob(tok, key)?))
            }
            TokenKind::String => {
                let body = &spelling[1..spelling.len().saturating_sub(1).max(1)];
                Ok(ResourceValue::String(crate::text::lexer::unescape(body)))
            }
            _ => Err(self.err_at(tok.start, format!("expected string value for key '{key}'"))),
        }
    }
}

/// Decodes an even-length hex string.
pub(crate) fn decode_hex(hex: &[u8]) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    hex.chunks(2)
        .map(|p| {
            let h = (p[0] as char).to_digit(16)?;
            let l = (p[1] as char).to_digit(16)?;
            Some((h * 16 + l) as u8)
        })
        .collect()
}
