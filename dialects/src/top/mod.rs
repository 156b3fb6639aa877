//! TPU-MLIR's `top` dialect: the framework-level ops a model is imported
//! into (`top.Input`, `top.Weight`, `top.Conv`, `top.MatMul`, ...), declared
//! in `top.ods` with TopOps.td's (TPU-MLIR 1.30.2) operands, attributes and
//! defaults. Like TPU-MLIR, the dialect keeps inherent attributes in the
//! attribute dictionary, and its ops print in generic form.

use ir::Context;

crate::common::ods_ops!("top");

/// Registers the `top` dialect and its ops with `ctx`.
pub fn register(ctx: &Context) {
    ops::register(ctx);
    ctx.set_dialect_symbols(
        "top",
        ir::context::DialectSymbols {
            attributes: None,
            types: None,
        },
    );
}
