//! TPU-MLIR's `tpu` dialect: the chip-level ops `top` lowers to
//! (`tpu.Conv2D`, `tpu.MatMul`, `tpu.Pool2D`, the layer-group ops
//! `tpu.Group`, `tpu.Load`, `tpu.Store`, `tpu.Yield`, ...), declared in
//! `tpu.ods` with TpuOps.td's (TPU-MLIR 1.30.2) operands, attributes and
//! defaults. Like TPU-MLIR, the dialect keeps inherent attributes in the
//! attribute dictionary, and its ops print in generic form.

use ir::Context;

crate::common::ods_ops!("tpu");

/// The mnemonics of the dialect's attributes (TpuOps.td's `EnumAttr`s and
/// `Tpu_Attr`s, TPU-MLIR 1.30.2): the enum attributes
/// (`#tpu<round_mode HalfUp>`) and the layer-group and compression
/// parameters (`#tpu.lg<...>`, `#tpu.do_compress<...>`).
const ATTRIBUTE_MNEMONICS: &[&str] = &[
    "Pad_Mode",
    "active_mode",
    "buffer_type",
    "coord_mode",
    "core_pattern",
    "dev_pattern",
    "do_compress",
    "dq_mode",
    "image_out_format",
    "lg",
    "lut_mode",
    "mode",
    "pool_mode",
    "rope_mode",
    "round_mode",
    "rq_mode",
    "run_mode",
    "yuv2rgb_formula_mode",
];

/// Registers the `tpu` dialect and its ops with `ctx`.
pub fn register(ctx: &Context) {
    ops::register(ctx);
    ctx.set_dialect_symbols(
        "tpu",
        ir::context::DialectSymbols {
            attributes: Some(ATTRIBUTE_MNEMONICS),
            types: None,
        },
    );
}
