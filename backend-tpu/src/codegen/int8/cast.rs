//! `tpu.Cast` in a layer group. f32 to signed 8-bit (`with_scale`, zero point 0): the
//! input is scaled in place by `1/scale` (`arith.mul`, the reciprocal computed in f64
//! and rounded to f32), cast in place to 32-bit integers and from there into the result
//! (two `arith.cast`, rounding with the op's `round_mode`). 8-bit (signed or not) to
//! f32: one `quant.dq0` with the input type's scale and zero point.

use dialects::tpu::ops::{CastOp, RoundMode};
use ir::Value;

use super::round_code;
use super::tiu::{self, Prec};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::interface::LocalGen;
use crate::codegen::layout::LocalLayout;
use crate::codegen::tensor::{element_type, uniform_params};
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.Cast";

fn unsupported(what: impl std::fmt::Display) -> CodegenError {
    crate::codegen::global::unsupported(OP, what)
}

/// Scale and zero point of the quantized tensor `v`.
fn quant_params(cx: &GenCx<'_>, v: Value) -> Result<(f64, i64), CodegenError> {
    element_type(cx.ctx, cx.arena.value_type(v))
        .and_then(|e| uniform_params(cx.ctx, e))
        .ok_or_else(|| {
            CodegenError::new(format!(
                "'{OP}' op: an 8-bit tensor without a per-layer !quant.uniform type"
            ))
        })
}

impl LocalGen for CastOp {
    fn codegen_local(self, cx: &mut GenCx<'_>, slice: &SliceCx) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let (input, output) = (self.input(ctx, arena), self.output(ctx, arena));
        let x = slice.local(cx, input)?;
        let y = slice.local(cx, output)?;
        if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned {
            return Err(unsupported("a tensor that is not EU-aligned"));
        }
        if x.shape != y.shape {
            return Err(CodegenError::new(format!("'{OP}' op: input and result slices differ")));
        }
        let round = round_code(self.round_mode(ctx, arena).unwrap_or(RoundMode::HalfAwayFromZero))?;
        if !self.with_scale(ctx, arena).unwrap_or(true) {
            return Err(unsupported("a cast without scale"));
        }
        let (from, to) = (cx.info(input)?.elem, cx.info(output)?.elem);
        match (from, to) {
            (ElemType::F32, ElemType::I8) => {
                let (scale, zero) = quant_params(cx, output)?;
                if zero != 0 || scale <= 0.0 {
                    return Err(unsupported("an asymmetric or non-positive quantization"));
                }
                let shape = x.shape;
                cx.push(&tiu::mul_const_f32(x.addr, x.addr, (1.0 / scale) as f32, shape)?)?;
                cx.push(&tiu::cast(x.addr, x.addr, Prec::F32, Prec::I32, round, shape)?)?;
                cx.push(&tiu::cast(y.addr, x.addr, Prec::I32, Prec::I8, round, shape)?)
            }
            (ElemType::I8 | ElemType::U8, ElemType::F32) => {
                let (scale, zero) = quant_params(cx, input)?;
                let zero = i32::try_from(zero).map_err(|_| unsupported("a zero point beyond 32 bits"))?;
                cx.push(&tiu::dequant_i8_to_f32(
                    y.addr,
                    x.addr,
                    from == ElemType::I8,
                    zero,
                    scale as f32,
                    round,
                    y.shape,
                )?)
            }
            _ => Err(unsupported(format_args!(
                "a cast from {} to {}",
                from.mlir_name(),
                to.mlir_name()
            ))),
        }
    }
}
