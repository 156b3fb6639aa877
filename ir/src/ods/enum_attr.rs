//! Dialect enum attributes (MLIR's `EnumAttr<Dialect, Enum, "mnemonic">`)
//! at run time: the static description code generation emits per enum
//! attribute ([`EnumAttrInfo`]), its two assembly forms (`#d<mnemonic
//! case>` for the default format `$value`, `#d.mnemonic<case>` for
//! `` `<` $value `>` ``), bit enums (`#arith.fastmath<nnan,ninf>`, `none`
//! for no bit, groups such as `fast` printed first), and the parsers MLIR
//! generates for them, with their diagnostics, for the full form (inside
//! `#dialect...`, through the dialect's attribute parser) and for the
//! stripped form an op's format prints (`fastmath<fast>`, `slt`).
//!
//! The IR keeps these attributes opaque (`AttrKind::Opaque`) with the text
//! their printer writes as data (`kind<add>`, `cmp_predicate slt`); the
//! parsers only accept the enum's cases and return that canonical text.

use crate::context::DialectTypeParser;
use crate::diag::Diagnostic;
use crate::text::parser::asm::{OpAsmParser, Punct};

/// How a bit enum prints (MLIR's `I32BitEnumAttr` fields).
#[derive(Copy, Clone, Debug)]
pub struct BitEnumFormat {
    /// Separator between printed cases (`separator`: `|` by default).
    pub separator: &'static str,
    /// `printBitEnumPrimaryGroups`: multi-bit cases whose bits are all set
    /// print first and take their bits away from the single bits printed.
    pub primary_groups: bool,
}

impl BitEnumFormat {
    /// The punctuation between cases when parsing (`|` for a `|`
    /// separator, else `,`).
    pub fn split_char(self) -> char {
        if self.separator.trim() == "|" {
            '|'
        } else {
            ','
        }
    }
}

/// The spelling of a bit enum's value (MLIR's `stringifyEnum` of a bit
/// enum): with `primary_groups`, the multi-bit cases whose bits are all set
/// first, then the single bits left; otherwise every case whose bits are
/// set; joined by the separator. No bit set (or only bits no case names)
/// spells as the zero case (empty without one).
pub fn bit_spelling(cases: &[(i64, &'static str)], format: BitEnumFormat, value: i64) -> String {
    let is_group = |v: i64| v & (v - 1) != 0;
    let mut rest = value;
    let mut parts = Vec::new();
    if format.primary_groups {
        for &(v, s) in cases.iter().filter(|(v, _)| *v != 0 && is_group(*v)) {
            if rest & v == v {
                parts.push(s);
                rest &= !v;
            }
        }
    }
    for &(v, s) in cases {
        let skip = v == 0 || (format.primary_groups && is_group(v));
        if !skip && rest & v == v {
            parts.push(s);
        }
    }
    if parts.is_empty() {
        return cases.iter().find(|(v, _)| *v == 0).map_or("", |(_, s)| s).to_string();
    }
    parts.join(format.separator)
}

/// The value of a bit enum's spelling (MLIR's `symbolizeEnum`): the zero
/// case's spelling alone, or non-zero cases joined by the separator's
/// punctuation.
pub fn bit_parse(cases: &[(i64, &'static str)], format: BitEnumFormat, text: &str) -> Option<i64> {
    if cases.iter().any(|&(v, s)| v == 0 && s == text) {
        return Some(0);
    }
    let mut value = 0;
    for part in text.split(format.split_char()) {
        let part = part.trim();
        value |= cases.iter().find(|&&(v, s)| v != 0 && s == part)?.0;
    }
    Some(value)
}

/// An enum attribute.
#[derive(Debug)]
pub struct EnumAttrInfo {
    /// Mnemonic (`round_mode`).
    pub mnemonic: &'static str,
    /// The definition's name, as MLIR's messages name it (`Tpu_RoundModeAttr`).
    pub def_name: &'static str,
    /// The enum's C++ type, as MLIR's messages name it (`::tpu_mlir::tpu::RoundMode`).
    pub cpp_type: &'static str,
    /// Cases in declaration order: value and spelling.
    pub cases: &'static [(i64, &'static str)],
    /// Assembly format `` `<` $value `>` `` (`#d.mnemonic<case>`) rather than
    /// the default `$value` (`#d<mnemonic case>`).
    pub angle: bool,
    /// For a bit enum: how it prints.
    pub bits: Option<BitEnumFormat>,
}

impl EnumAttrInfo {
    /// The value of one case spelling.
    pub fn symbolize(&self, word: &str) -> Option<i64> {
        self.cases.iter().find(|(_, s)| *s == word).map(|&(v, _)| v)
    }

    /// All bits any case uses (bit enums).
    fn mask(&self) -> i64 {
        self.cases.iter().fold(0, |m, (v, _)| m | v)
    }

    /// The spelling of a value (`stringifyEnum`); `None` for a value that
    /// is no case (or, for bit enums, has unknown bits).
    pub fn spelling(&self, value: i64) -> Option<String> {
        let Some(format) = self.bits else {
            return self.cases.iter().find(|(v, _)| *v == value).map(|(_, s)| s.to_string());
        };
        (value & !self.mask() == 0).then(|| bit_spelling(self.cases, format, value))
    }

    /// The attribute's data (the text after `#dialect.` or inside
    /// `#dialect<...>`) for a value.
    pub fn data(&self, value: i64) -> Option<String> {
        let case = self.spelling(value)?;
        Some(if self.angle {
            format!("{}<{case}>", self.mnemonic)
        } else {
            format!("{} {case}", self.mnemonic)
        })
    }

    /// The data of a value, a bit enum's bits no case names dropped (what
    /// a typed builder stores); empty for a value that is no case.
    pub fn data_of_known_bits(&self, value: i64) -> String {
        let value = if self.bits.is_some() {
            value & self.mask()
        } else {
            value
        };
        self.data(value).unwrap_or_default()
    }

    /// The value of an attribute's data, if it is this attribute's.
    pub fn value_of_data(&self, data: &str) -> Option<i64> {
        let rest = data.strip_prefix(self.mnemonic)?;
        let body = if self.angle {
            rest.strip_prefix('<')?.strip_suffix('>')?
        } else {
            rest.strip_prefix(' ')?
        };
        if self.bits.is_none() {
            return self.symbolize(body.trim());
        }
        let mut value = 0;
        for word in body.split([',', '|']) {
            value |= self.symbolize(word.trim())?;
        }
        Some(value)
    }

    /// MLIR's "expected <type> to be one of: ..." list.
    fn one_of(&self) -> String {
        let names: Vec<&str> = self.cases.iter().map(|(_, s)| *s).collect();
        format!("expected {} to be one of: {}", self.cpp_type, names.join(", "))
    }

    /// The follow-up MLIR adds when the `value` parameter fails.
    fn param_error(&self) -> String {
        format!(
            "failed to parse {} parameter 'value' which is to be a `{}`",
            self.def_name, self.cpp_type
        )
    }
}

/// The few parser operations an enum's value needs, over the dialect
/// attribute parser and over an op's format parser.
trait CaseReader {
    fn offset(&self) -> usize;
    fn error_at(&self, offset: usize, message: String) -> Diagnostic;
    /// A keyword or string, `None` when neither is next.
    fn keyword_or_string(&mut self) -> Option<String>;
    fn optional_punct(&mut self, punct: char) -> bool;
    fn punct(&mut self, punct: char) -> Result<(), Diagnostic>;
}

struct Full<'p, 'q>(&'p mut (dyn DialectTypeParser + 'q));

impl CaseReader for Full<'_, '_> {
    fn offset(&self) -> usize {
        self.0.current_offset()
    }
    fn error_at(&self, offset: usize, message: String) -> Diagnostic {
        self.0.error_at(offset, message)
    }
    fn keyword_or_string(&mut self) -> Option<String> {
        self.0.parse_keyword_or_string().ok()
    }
    fn optional_punct(&mut self, punct: char) -> bool {
        self.0.parse_optional_punct(punct)
    }
    fn punct(&mut self, punct: char) -> Result<(), Diagnostic> {
        self.0.parse_punct(punct)
    }
}

struct Stripped<'p, 'a, 's> {
    p: &'p mut OpAsmParser<'a, 's>,
    op_name: &'p str,
}

impl CaseReader for Stripped<'_, '_, '_> {
    fn offset(&self) -> usize {
        self.p.offset()
    }
    fn error_at(&self, offset: usize, message: String) -> Diagnostic {
        self.p.custom_op_error(self.op_name, offset, message)
    }
    fn keyword_or_string(&mut self) -> Option<String> {
        if let Some(kw) = self.p.peek_keyword().map(str::to_string) {
            self.p.parse_optional_keyword(&kw);
            return Some(kw);
        }
        self.p
            .parse_optional_string()
            .map(|s| String::from_utf8_lossy(&s).into_owned())
    }
    fn optional_punct(&mut self, punct: char) -> bool {
        match punct {
            ',' => self.p.parse_optional_punct(Punct::Comma),
            '|' => self.p.parse_optional_punct(Punct::VerticalBar),
            _ => false,
        }
    }
    fn punct(&mut self, punct: char) -> Result<(), Diagnostic> {
        let punct = if punct == '<' { Punct::Less } else { Punct::Greater };
        self.p.parse_punct(punct)
    }
}

/// The value (`FieldParser<Enum>::parse`): one case, or for a bit enum
/// cases joined by the separator's punctuation; returns the canonical
/// spelling.
fn parse_value(e: &EnumAttrInfo, r: &mut dyn CaseReader) -> Result<String, Diagnostic> {
    let loc = r.offset();
    let fail = |r: &dyn CaseReader, at: usize, message: String| {
        let mut d = r.error_at(at, message);
        d.followups.push(r.error_at(r.offset(), e.param_error()));
        d
    };
    let sep = e.bits.map(BitEnumFormat::split_char);
    let mut value = 0;
    loop {
        let Some(word) = r.keyword_or_string() else {
            return Err(fail(r, r.offset(), "expected valid keyword or string".into()));
        };
        let Some(v) = e.symbolize(&word) else {
            return Err(fail(r, loc, e.one_of()));
        };
        value |= v;
        match sep {
            Some(sep) if r.optional_punct(sep) => {}
            _ => break,
        }
    }
    Ok(e.spelling(value).unwrap_or_default())
}

fn parse_form(e: &EnumAttrInfo, r: &mut dyn CaseReader) -> Result<String, Diagnostic> {
    if !e.angle {
        let case = parse_value(e, r)?;
        return Ok(format!("{} {case}", e.mnemonic));
    }
    r.punct('<')?;
    let case = parse_value(e, r)?;
    r.punct('>')?;
    Ok(format!("{}<{case}>", e.mnemonic))
}

/// Parses the attribute after its mnemonic inside `#dialect...` (the
/// dialect's attribute parser) and returns its canonical data.
pub fn parse_full(e: &EnumAttrInfo, p: &mut dyn DialectTypeParser) -> Result<String, Diagnostic> {
    parse_form(e, &mut Full(p))
}

/// Parses the stripped form an op's format prints (`<fast>`, `slt`), with
/// MLIR's diagnostics prefixed for `op_name`, and returns the attribute's
/// data.
pub fn parse_stripped(e: &EnumAttrInfo, p: &mut OpAsmParser<'_, '_>, op_name: &str) -> Result<String, Diagnostic> {
    parse_form(e, &mut Stripped { p, op_name })
}

#[cfg(test)]
mod tests {
    use super::*;

    const FASTMATH: EnumAttrInfo = EnumAttrInfo {
        mnemonic: "fastmath",
        def_name: "Arith_FastMathAttr",
        cpp_type: "::mlir::arith::FastMathFlags",
        cases: &[
            (0, "none"),
            (1, "reassoc"),
            (2, "nnan"),
            (4, "ninf"),
            (8, "nsz"),
            (16, "arcp"),
            (32, "contract"),
            (64, "afn"),
            (127, "fast"),
        ],
        angle: true,
        bits: Some(BitEnumFormat {
            separator: ",",
            primary_groups: true,
        }),
    };

    #[test]
    fn bit_enum_spelling_and_data() {
        assert_eq!(FASTMATH.spelling(0).as_deref(), Some("none"));
        assert_eq!(FASTMATH.spelling(6).as_deref(), Some("nnan,ninf"));
        assert_eq!(FASTMATH.spelling(127).as_deref(), Some("fast"));
        assert_eq!(FASTMATH.spelling(128), None);
        assert_eq!(FASTMATH.data(6).as_deref(), Some("fastmath<nnan,ninf>"));
        assert_eq!(FASTMATH.value_of_data("fastmath<nnan,ninf>"), Some(6));
        assert_eq!(FASTMATH.value_of_data("fastmath<fast>"), Some(127));
        assert_eq!(FASTMATH.value_of_data("fastmath<bad>"), None);
        assert_eq!(FASTMATH.value_of_data("overflow<nsw>"), None);
    }

    #[test]
    fn bit_enum_text_of_the_flags_types() {
        let (cases, format) = (FASTMATH.cases, FASTMATH.bits.expect("bit enum"));
        assert_eq!(bit_spelling(cases, format, 0), "none");
        assert_eq!(bit_spelling(cases, format, 6 | 128), "nnan,ninf");
        assert_eq!(bit_spelling(cases, format, 127), "fast");
        assert_eq!(bit_parse(cases, format, "none"), Some(0));
        assert_eq!(bit_parse(cases, format, "nnan, ninf"), Some(6));
        assert_eq!(bit_parse(cases, format, "fast,afn"), Some(127));
        assert_eq!(bit_parse(cases, format, "none,nnan"), None);
        assert_eq!(bit_parse(cases, format, "nnan|ninf"), None);
        let bars = BitEnumFormat {
            separator: " | ",
            primary_groups: false,
        };
        assert_eq!(bit_spelling(&[(1, "a"), (2, "b"), (3, "ab")], bars, 3), "a | b | ab");
        assert_eq!(bit_parse(&[(1, "a"), (2, "b")], bars, "a|b"), Some(3));
        assert_eq!(FASTMATH.data_of_known_bits(6 | 128), "fastmath<nnan,ninf>");
    }

    #[test]
    fn keyword_form_data() {
        let e = EnumAttrInfo {
            mnemonic: "cmp_predicate",
            def_name: "IndexCmpPredicateAttr",
            cpp_type: "::mlir::index::IndexCmpPredicate",
            cases: &[(0, "eq"), (1, "ne")],
            angle: false,
            bits: None,
        };
        assert_eq!(e.data(1).as_deref(), Some("cmp_predicate ne"));
        assert_eq!(e.value_of_data("cmp_predicate ne"), Some(1));
        assert_eq!(e.value_of_data("cmp_predicate nE"), None);
        assert_eq!(e.data(7), None);
    }
}
