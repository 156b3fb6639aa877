//! The 16-bit float `tpu.Conv2D` of a group slice (F16 and BF16 models,
//! `docs/f16.md` §9): f16 or bf16 input and kernel (TPU-MLIR's `filter_reorderd`
//! layout, `conv_coeff::half_filter`), an f32 bias, a result of the input's type.
//!
//! `conv.normal` in the 16-bit precision with the bias operand, straight into the
//! result; a fused relu is `arith.max` with 0 in place. With `use_3ic_optimize` the
//! input channels are first folded over the kernel lanes exactly as the 8-bit
//! convolution folds them ([`super::conv`]: `tsbc.l_bc`, the one-hot kernel, the
//! `pord.depthwise` shift), in the 16-bit precision, the depthwise result at the start
//! of the op's buffer (there are no partial sums to keep).

use dialects::tpu::ops::Conv2DOp;

use super::conv::{fold, folded_shape, one_hot_kernel, prec_bytes, spread_lanes};
use super::tiu::{self, Prec};
use crate::codegen::error::CodegenError;
use crate::codegen::global::conv::{conv_window, slice_window};
use crate::codegen::group::SliceCx;
use crate::codegen::layout::{LocalLayout, NPU_NUM};
use crate::codegen::GenCx;
use crate::regdef::bm1684x::SConv;

const OP: &str = "tpu.Conv2D";

fn unsupported(what: impl std::fmt::Display) -> CodegenError {
    crate::codegen::global::unsupported(OP, what)
}

/// `conv.normal` in the 16-bit float precision `prec` (input, kernel and result) with
/// the f32 bias at `bias`.
#[allow(clippy::too_many_arguments)]
fn conv_half(
    prec: Prec,
    res: u64,
    out: crate::codegen::layout::Nchw,
    input: u64,
    inp: crate::codegen::layout::Nchw,
    weight: u64,
    bias: Option<u64>,
    win: &crate::codegen::tiu::Window,
) -> Result<SConv, CodegenError> {
    Ok(SConv {
        res0_prec: prec as u8,
        opd0_prec: prec as u8,
        ..crate::codegen::tiu::conv(res, out, input, inp, weight, bias, win)?
    })
}

/// Generates the 16-bit float convolution `op` (precision `prec`) for one slice.
pub fn codegen_local(op: Conv2DOp, cx: &mut GenCx<'_>, slice: &SliceCx, prec: Prec) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, filter, output) = (op.input(ctx, arena), op.filter(ctx, arena), op.output(ctx, arena));
    if op.group(ctx, arena).unwrap_or(1) != 1 {
        return Err(unsupported("a grouped 16-bit float convolution in a layer group"));
    }
    let x = slice.local(cx, input)?;
    let w = slice.local(cx, filter)?;
    let y = slice.local(cx, output)?;
    if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned || w.layout != LocalLayout::Compact {
        return Err(unsupported("local tensors in other layouts"));
    }
    let bias_value = op.bias(ctx, arena);
    let bias = match ctx.type_kind(arena.value_type(bias_value)) {
        ir::TypeKind::None => None,
        _ => Some(slice.local(cx, bias_value)?.addr),
    };
    let out = y.shape;
    let whole = cx.info(input)?.nchw();
    let win = conv_window(op, ctx, arena, whole.h, whole.w)?;
    let win = slice_window(
        &win,
        &win,
        whole,
        slice.start_of(cx, output)?,
        out,
        cx.info(output)?.nchw(),
    );
    let mode = op.use_3ic_optimize(ctx, arena).unwrap_or(0);
    if mode == 0 {
        cx.push(&conv_half(prec, y.addr, out, x.addr, x.shape, w.addr, bias, &win)?)?;
    } else {
        let f = fold(&win, mode)?;
        let (ic, k) = (x.shape.c, f.k);
        if ic.saturating_mul(k) > NPU_NUM {
            return Err(unsupported(format_args!(
                "use_3ic_optimize with {ic} channels of {k} lanes"
            )));
        }
        let (dw_at, _) = slice.buffer(cx, op.op())?;
        let dw = folded_shape(mode, k, x.shape, out);
        spread_lanes(cx, prec, x.addr, ic, k, x.shape)?;
        let dw_bytes = dw.local_bytes(LocalLayout::EuAligned, prec_bytes(prec));
        let kernel = one_hot_kernel(cx, prec, dw_at + dw_bytes, ic, k)?;
        let (ih, iw) = (x.shape.h, x.shape.w);
        cx.push(&tiu::depthwise_same(prec, dw_at, dw, x.addr, ih, iw, kernel, &f.depthwise)?)?;
        cx.push(&conv_half(prec, y.addr, out, dw_at, dw, w.addr, bias, &f.conv)?)?;
    }
    if op.do_relu(ctx, arena).unwrap_or(false) {
        let res = slice.ar_operand(&y);
        cx.push(&crate::codegen::global::arith::relu_in_place(prec as u8, &res, out)?)?;
    }
    Ok(())
}
