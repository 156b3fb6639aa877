//! Parsers of arith's dialect attributes in the short form their ops'
//! formats print (`fastmath<nnan,ninf>`, `overflow<nsw, nuw>`): the
//! `EnumAttr<..., "`<` $value `>`">` parsers of MLIR 22, reproducing their
//! diagnostics, returning the attribute's canonical text (as upstream
//! prints it back).

use ir::ods::format::BitEnum;
use ir::text::parser::asm::OpAsmParser;
use ir::Diagnostic;

/// `arith::FastMathFlags` (`I32BitEnumAttr`, separator `,`, group `fast`).
pub const FASTMATH: BitEnum = BitEnum {
    mnemonic: "fastmath",
    cpp_type: "::mlir::arith::FastMathFlags",
    attr_def: "Arith_FastMathAttr",
    none: "none",
    bits: &[
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
    ],
    groups: &[("fast", 127)],
    separator: ",",
};

/// `arith::IntegerOverflowFlags` (`I32BitEnumAttr`, separator `, `).
pub const OVERFLOW: BitEnum = BitEnum {
    mnemonic: "overflow",
    cpp_type: "::mlir::arith::IntegerOverflowFlags",
    attr_def: "Arith_IntegerOverflowAttr",
    none: "none",
    bits: &[("nsw", 1), ("nuw", 2)],
    groups: &[],
    separator: ", ",
};

/// `#arith.fastmath<...>` without its prefix.
pub fn parse_fastmath(p: &mut OpAsmParser<'_, '_>, op_name: &str) -> Result<String, Diagnostic> {
    FASTMATH.parse_stripped(p, op_name)
}

/// `#arith.overflow<...>` without its prefix.
pub fn parse_overflow(p: &mut OpAsmParser<'_, '_>, op_name: &str) -> Result<String, Diagnostic> {
    OVERFLOW.parse_stripped(p, op_name)
}

/// The flags of `mnemonic<a, b>` as `e` spells them (`None` when the text
/// is not such a list: the core keeps it as written).
fn canonical_bit_enum(e: &BitEnum, data: &str) -> Option<String> {
    let body = data.strip_prefix(e.mnemonic)?.trim_start().strip_prefix('<')?;
    let body = body.strip_suffix('>')?;
    let mut flags = 0u32;
    for kw in body.split(',') {
        flags |= e.symbolize(kw.trim())?;
    }
    Some(format!("{}<{}>", e.mnemonic, e.stringify(flags)))
}

/// The spelling arith prints its attributes in (`#arith.fastmath<...>`,
/// `#arith.overflow<...>`), which the core keeps opaque: registered with
/// [`ir::Context::add_attr_canonical_hook`].
pub fn canonical_attr(dialect: &str, data: &str) -> Option<String> {
    if dialect != "arith" {
        return None;
    }
    let text = canonical_bit_enum(&FASTMATH, data).or_else(|| canonical_bit_enum(&OVERFLOW, data))?;
    (text != data).then_some(text)
}
