//! The attribute and type mnemonics of the registered upstream dialects
//! ([`ir::context::DialectSymbols`]): which dialects have an attribute or a
//! type parser in MLIR 22 (their `*Dialect.h.inc` declares
//! `parseAttribute` / `parseType`) and the mnemonics those parsers accept
//! (the `getMnemonic()`s of their `AttrDef`s, `EnumAttr`s and `TypeDef`s).
//! quant declares its types in `.ods` (with its own type parser), whose
//! generated registration gives its mnemonics; tosa's types are `.ods`
//! typedefs too (its row here names the same two).

use ir::context::DialectSymbols;
use ir::Context;

/// `(dialect, attribute mnemonics, type mnemonics)`; `None` is no hook.
type Row = (
    &'static str,
    Option<&'static [&'static str]>,
    Option<&'static [&'static str]>,
);

const TABLE: &[Row] = &[
    ("affine", None, None),
    ("arith", Some(&["fastmath", "overflow"]), None),
    ("bufferization", None, None),
    ("cf", None, None),
    ("complex", Some(&["number"]), None),
    ("func", None, None),
    ("index", Some(&["cmp_predicate"]), None),
    (
        "linalg",
        Some(&[
            "binary_fn",
            "elementwise_kind",
            "iterator_type",
            "ternary_fn",
            "type_fn",
            "unary_fn",
        ]),
        None,
    ),
    ("math", None, None),
    ("memref", None, None),
    ("scf", None, None),
    ("tensor", None, None),
    (
        "tosa",
        Some(&[
            "block_size",
            "conv_quant",
            "ext",
            "level",
            "matmul_quant",
            "nan_mode",
            "pad_quant",
            "prof",
            "resize_mode",
            "rounding_mode",
            "specification_version",
            "target_env",
            "unary_quant",
        ]),
        Some(&["mxint8", "shape"]),
    ),
    ("ub", Some(&["poison"]), None),
    ("vector", Some(&["iterator_type", "kind", "punctuation"]), None),
];

/// Declares the mnemonics of every dialect in the table.
pub fn register(ctx: &Context) {
    for &(dialect, attributes, types) in TABLE {
        ctx.set_dialect_symbols(
            dialect,
            DialectSymbols {
                attributes,
                types,
                self_typed_attributes: &[],
            },
        );
    }
}
