//! Parsing the file-level metadata section `{-# ... #-}`.

use super::{PResult, Parser};
use crate::resources::{Blob, ResourceValue};
use crate::text::lexer::TokenKind;

impl Parser<'_> {
    /// `{-# dialect_resources: {...}, external_resources: {...} #-}`
    pub(super) fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        if self.eat(TokenKind::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            if self.tok.kind != TokenKind::BareIdent {
                return Err(self.err_here("expected identifier key in file metadata dictionary"));
            }
            let key_at = self.tok.start;
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
        self.expect(TokenKind::FileMetadataEnd, "expected '#-}'")
    }

    fn parse_keyword_or_string(&mut self, what: &str) -> PResult<String> {
        let s = match self.tok.kind {
            TokenKind::BareIdent => String::from_utf8_lossy(self.spelling()).into_owned(),
            TokenKind::String => String::from_utf8_lossy(&self.string_value()).into_owned(),
            _ => return Err(self.err_here(what.to_string())),
        };
        self.bump();
        Ok(s)
    }

    fn parse_resource_groups(&mut self, dialect: bool) -> PResult<()> {
        self.expect(TokenKind::LBrace, "expected '{'")?;
        if self.eat(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let group_at = self.tok.start;
            let group = self.parse_keyword_or_string("expected identifier key for 'resource' entry")?;
            self.expect(TokenKind::Colon, "expected ':'")?;
            if dialect && group != "builtin" {
                if !self.ctx.registry().is_dialect_registered(&group) {
                    return Err(self.err_at(group_at, format!("dialect '{group}' is unknown")));
                }
                return Err(self.err_at(group_at, format!("unexpected 'resource' section for dialect '{group}'")));
            }
            self.expect(TokenKind::LBrace, "expected '{'")?;
            if !self.eat(TokenKind::RBrace) {
                loop {
                    let key = self.parse_keyword_or_string("expected identifier key for 'resource' entry")?;
                    self.expect(TokenKind::Colon, "expected ':'")?;
                    let value_at = self.tok.start;
                    let value = self.parse_resource_value()?;
                    if dialect {
                        let ResourceValue::Blob(blob) = value else {
                            return Err(self.err_at(value_at, format!("expected hex string blob for key '{key}'")));
                        };
                        let ctx_key = self.resource_key(&key);
                        self.ctx.resources().set_blob(&ctx_key, blob);
                    } else {
                        self.ctx.resources().add_external(&group, &key, value);
                    }
                    if !self.eat(TokenKind::Comma) {
                        break;
                    }
                }
                self.expect(TokenKind::RBrace, "expected '}'")?;
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "expected '}'")
    }

    fn parse_resource_value(&mut self) -> PResult<ResourceValue> {
        match self.tok.kind {
            TokenKind::BareIdent if matches!(self.spelling(), b"true" | b"false") => {
                let v = self.spelling() == b"true";
                self.bump();
                Ok(ResourceValue::Bool(v))
            }
            TokenKind::String => {
                let at = self.tok.start;
                let bytes = self.string_value();
                self.bump();
                match bytes.strip_prefix(b"0x") {
                    Some(hex) => {
                        let data = decode_hex(hex).ok_or_else(|| self.err_at(at, "expected hex string blob"))?;
                        if data.len() < 4 {
                            return Err(self.err_at(at, "expected hex string blob with alignment"));
                        }
                        let alignment = u32::from_le_bytes([data[0], data[1], data[2], data[3]]);
                        if !alignment.is_power_of_two() {
                            return Err(self.err_at(
                                at,
                                format!("expected hex string blob alignment to be a power of two, but got {alignment}"),
                            ));
                        }
                        Ok(ResourceValue::Blob(Blob {
                            alignment,
                            data: data[4..].to_vec(),
                        }))
                    }
                    None => Ok(ResourceValue::String(bytes)),
                }
            }
            _ => Err(self.err_here("expected resource value")),
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
