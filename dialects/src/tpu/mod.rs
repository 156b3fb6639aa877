//! TPU-MLIR's `tpu` dialect: the chip-level ops `top` lowers to
//! (`tpu.Conv2D`, `tpu.MatMul`, `tpu.Pool2D`, the layer-group ops
//! `tpu.Group`, `tpu.Load`, `tpu.Store`, `tpu.Yield`, ...), declared in
//! `tpu.ods` with TpuOps.td's (TPU-MLIR 1.30.2) operands, attributes and
//! defaults. Like TPU-MLIR, the dialect keeps inherent attributes in the
//! attribute dictionary, and its ops print in generic form. Its attributes
//! are typed: `ops::RoundModeAttr::read(ctx, attr)` gives a
//! `ops::RoundMode`, `ops::LayerGroupAttr::read(ctx, attr)` the layer-group
//! parameters of a `#tpu.lg<...>`.

use ir::Context;

crate::common::ods_ops!("tpu");

pub mod transforms;

/// Registers the `tpu` dialect and its ops with `ctx`.
pub fn register(ctx: &Context) {
    // Also installs the dialect's attribute parser (its enum attributes
    // and `#tpu.lg`/`#tpu.do_compress`) and attribute mnemonics.
    ops::registration::register(ctx);
}
