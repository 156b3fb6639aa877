//! Bit enums in the `<flags>` form of MLIR's `EnumAttr` over an
//! `I32BitEnumAttr` (`#arith.fastmath<nnan,ninf>`): the parser MLIR
//! generates for them, with its diagnostics, and the canonical spelling
//! (multi-bit groups first, then single bits, in case order).

use crate::diag::Diagnostic;
use crate::text::parser::asm::{OpAsmParser, Punct};

/// The description of a bit enum attribute.
#[derive(Copy, Clone, Debug)]
pub struct BitEnum {
    /// Mnemonic of the dialect attribute (`fastmath`).
    pub mnemonic: &'static str,
    /// C++ enum type named in diagnostics (`::mlir::arith::FastMathFlags`).
    pub cpp_type: &'static str,
    /// The ODS name of the attribute definition (`Arith_FastMathAttr`).
    pub attr_def: &'static str,
    /// Spelling of the empty set.
    pub none: &'static str,
    /// Single-bit cases in order.
    pub bits: &'static [(&'static str, u32)],
    /// Multi-bit groups printed before single bits.
    pub groups: &'static [(&'static str, u32)],
    /// Separator between printed cases (`,` or `, `).
    pub separator: &'static str,
}

/// The note MLIR's generated enum attribute parsers add at the current
/// offset when the `value` parameter fails to parse.
pub fn enum_param_error(p: &OpAsmParser<'_, '_>, op_name: &str, attr_def: &str, cpp_type: &str) -> Diagnostic {
    p.custom_op_error(
        op_name,
        p.offset(),
        format!("failed to parse {attr_def} parameter 'value' which is to be a `{cpp_type}`"),
    )
}

impl BitEnum {
    /// The value of one keyword.
    pub fn symbolize(&self, kw: &str) -> Option<u32> {
        if kw == self.none {
            return Some(0);
        }
        self.groups
            .iter()
            .chain(self.bits)
            .find(|(n, _)| *n == kw)
            .map(|&(_, v)| v)
    }

    /// The canonical spelling of a value (`stringifyEnum`).
    pub fn stringify(&self, value: u32) -> String {
        if value == 0 {
            return self.none.to_string();
        }
        let mut v = value;
        let mut parts = Vec::new();
        for &(n, g) in self.groups {
            if v & g == g {
                parts.push(n);
                v &= !g;
            }
        }
        for &(n, b) in self.bits {
            if v & b == b {
                parts.push(n);
            }
        }
        parts.join(self.separator)
    }

    /// Every case spelling, as MLIR lists them in its error.
    fn all_cases(&self) -> String {
        let mut v = vec![self.none];
        v.extend(self.bits.iter().map(|b| b.0));
        v.extend(self.groups.iter().map(|g| g.0));
        v.join(", ")
    }

    fn param_error(&self, p: &OpAsmParser<'_, '_>, op_name: &str) -> Diagnostic {
        enum_param_error(p, op_name, self.attr_def, self.cpp_type)
    }

    /// Parses `<kw (, kw)*>` and returns the attribute's data
    /// (`mnemonic<canonical>`); errors as MLIR's, prefixed for `op_name`.
    pub fn parse_stripped(&self, p: &mut OpAsmParser<'_, '_>, op_name: &str) -> Result<String, Diagnostic> {
        p.parse_punct(Punct::Less)?;
        let loc = p.offset();
        let mut flags = 0u32;
        loop {
            let kw = match p.peek_keyword().map(str::to_string) {
                Some(kw) => {
                    p.parse_optional_keyword(&kw);
                    kw
                }
                None => match p.parse_optional_string() {
                    Some(s) => String::from_utf8_lossy(&s).into_owned(),
                    None => {
                        let mut d = p.custom_op_error(op_name, p.offset(), "expected valid keyword or string");
                        d.followups.push(self.param_error(p, op_name));
                        return Err(d);
                    }
                },
            };
            match self.symbolize(&kw) {
                Some(v) => flags |= v,
                None => {
                    let mut d = p.custom_op_error(
                        op_name,
                        loc,
                        format!("expected {} to be one of: {}", self.cpp_type, self.all_cases()),
                    );
                    d.followups.push(self.param_error(p, op_name));
                    return Err(d);
                }
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::Greater)?;
        Ok(format!("{}<{}>", self.mnemonic, self.stringify(flags)))
    }
}
