//! TPU-MLIR's `top` dialect: the framework-level ops a model is imported
//! into (`top.Input`, `top.Weight`, `top.Conv`, `top.MatMul`, ...), declared
//! in `top.ods` with TopOps.td's (TPU-MLIR 1.30.2) operands, attributes and
//! defaults. Like TPU-MLIR, the dialect keeps inherent attributes in the
//! attribute dictionary, and its ops print in generic form.

use ir::Context;

pub mod calibration;
pub mod canonicalize;
pub mod flops;
pub mod lower_f16;
pub(crate) mod lower_int8;
mod lower_int8_ops;
pub mod quantize;
pub mod shape_infer;
pub mod to_tpu;
pub mod weights;

crate::common::ods_ops!("top");

/// Registers the passes that lower top models (`processor-assign`,
/// `convert-top-to-tpu`) with `registry`.
pub fn register_passes(registry: &mut ir::pass::PassRegistry) {
    use crate::common::pass::info;
    for pass in [
        info::<to_tpu::ProcessorAssign>("Record the chip and quantization mode a top model is compiled for"),
        info::<shape_infer::ShapeInfer>("Infer the result shapes of top ops (TPU-MLIR's ShapeInterface)"),
        info::<calibration::ImportCalibrationTable>(
            "Give activations the calibrated quant types of a calibration table",
        ),
        info::<to_tpu::ConvertTopToTpu>("Lower top ops to tpu ops (F32)"),
    ] {
        registry.register(pass);
    }
}

/// Registers the `top` dialect and its ops with `ctx`.
pub fn register(ctx: &Context) {
    ops::registration::register(ctx);
    canonicalize::register(ctx);
    ctx.set_dialect_symbols(
        "top",
        ir::context::DialectSymbols {
            attributes: None,
            types: None,
            self_typed_attributes: &[],
        },
    );
}

/// The `none` value of the function whose entry block is `block`: its
/// `top.None`, created at the start of the block when missing.
pub(crate) fn none_value(
    ctx: &Context,
    arena: &mut ir::IrArena,
    block: ir::BlockId,
) -> Result<ir::Value, ir::Diagnostic> {
    if let Some(op) = arena
        .block_ops(block)
        .find(|&o| ops::NoneOp::cast(ctx, arena, o).is_some())
    {
        return Ok(arena.result(op, 0));
    }
    let none_type = ctx.none_type();
    let loc = ctx.unknown_loc();
    let mut b = ir::ods::OpBuilder::new(ctx, arena).with_loc(loc);
    let none = ops::NoneOp::build(&mut b, none_type).map_err(|e| ir::Diagnostic::error(ir::DiagLoc::Attr(loc), e.0))?;
    match arena.first_op(block) {
        Some(first) => arena.insert_op_before(none.op(), first),
        None => arena.append_op(block, none.op()),
    }
    Ok(arena.result(none.op(), 0))
}
