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
