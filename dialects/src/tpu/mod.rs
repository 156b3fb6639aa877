//! TPU-MLIR's `tpu` dialect: the chip-level ops `top` lowers to
//! (`tpu.Conv2D`, `tpu.MatMul`, `tpu.Pool2D`, the layer-group ops
//! `tpu.Group`, `tpu.Load`, `tpu.Store`, `tpu.Yield`, ...), declared in
//! `tpu.ods` with TpuOps.td's (TPU-MLIR 1.30.2) operands, attributes and
//! defaults. Like TPU-MLIR, the dialect keeps inherent attributes in the
//! attribute dictionary, and its ops print in generic form.

use ir::Context;

crate::common::ods_ops!("tpu");

/// The mnemonics of the dialect's attributes: the enum attributes
/// (`#tpu<round_mode HalfUp>`) and the layer-group and compression
/// parameters (`#tpu.lg<...>`, `#tpu.do_compress<...>`).
const ATTRIBUTE_MNEMONICS: &[&str] = &[
    "active_mode",
    "do_compress",
    "lg",
    "pool_mode",
    "round_mode",
    "rq_mode",
    "run_mode",
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
