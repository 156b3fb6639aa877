//! The quantized `tpu.Conv2D` as a global op (TPU-MLIR without layer groups): one piece
//! per batch, in the three-stage pipeline of [`super::pipeline`], in local memory banks
//! (16 KiB) allocated in order: the merged weight, for a folded convolution the
//! depthwise result and its scratch, two input buffers and two accumulators (ping-pong).
//! The first section also loads the weight and builds the one-hot kernels of a folding;
//! each piece's input is loaded with the rows and columns no window reaches cut (as the
//! F32 conv), then, for a folding, spread over lanes (`tsbc.l_bc`, also for
//! `use_3ic_optimize` without the local flag) and shifted (`pord.depthwise`), convolved
//! (`conv.normal`, `opd2_sign` set), the bias added, requantized in place
//! (`quant.rq1`) and stored as 8-bit.

use dialects::tpu::ops::Conv2DOp;

use super::conv::{fold, folded_shape, merged_offsets, one_hot_kernel, quant_attrs, spread_lanes, QuantAttrs};
use super::pipeline::{pipeline, Stage};
use super::tiu;
use crate::codegen::dma::{tensor_load, tensor_load_part, tensor_store_part, FORMAT_INT8};
use crate::codegen::error::CodegenError;
use crate::codegen::global::conv::{crop_to_windows, window};
use crate::codegen::layout::{
    align_up, GlobalTensor, LocalLayout, LocalTensor, Nchw, Strides, BANK_BYTES, LMEM_BYTES, NPU_NUM,
};
use crate::codegen::GenCx;

const OP: &str = "tpu.Conv2D";

fn unsupported(what: impl std::fmt::Display) -> CodegenError {
    crate::codegen::global::unsupported(OP, what)
}

/// Bytes `bytes` take in whole banks.
fn banks(bytes: u64) -> u64 {
    align_up(bytes.max(1), BANK_BYTES)
}

/// Generates the quantized convolution `op` as a global op.
pub fn codegen_global(op: Conv2DOp, cx: &mut GenCx<'_>) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let QuantAttrs {
        signed_out,
        round,
        mode,
    } = quant_attrs(op, cx)?;
    let x = cx.info(op.input(ctx, arena))?;
    let w = cx.info(op.filter(ctx, arena))?;
    let y = cx.info(op.output(ctx, arena))?;
    if x.shape.len() != 4 || y.shape.len() != 4 || w.shape.len() != 4 {
        return Err(unsupported("a tensor that is not 4-D"));
    }
    let (whole_in, out) = (x.nchw(), y.nchw());
    if whole_in.n != out.n {
        return Err(CodegenError::new(format!("'{OP}' op: input and result batches differ")));
    }
    let mut win = window(
        OP,
        op.kernel_shape(ctx, arena),
        op.strides(ctx, arena),
        op.pads(ctx, arena),
        whole_in.h,
        whole_in.w,
    )?;
    let mut inp = Nchw::new(1, whole_in.c, whole_in.h, whole_in.w);
    (inp.h, win.pads[2]) = crop_to_windows(inp.h, out.h, win.kernel[0], win.stride[0], win.pads[0], win.pads[2]);
    (inp.w, win.pads[3]) = crop_to_windows(inp.w, out.w, win.kernel[1], win.stride[1], win.pads[1], win.pads[3]);
    let step_out = Nchw::new(1, out.c, out.h, out.w);
    let weight_shape = w.nchw();
    let (bias_at, kernel_at) = merged_offsets(out.c_per_lane());
    let folded = if mode == 0 { None } else { Some(fold(&win, mode)?) };
    // Local memory, in banks.
    let weight_bytes = weight_shape.local_bytes(LocalLayout::Compact, 1);
    let mut at = banks(weight_bytes);
    let scratch = match &folded {
        Some(f) => {
            if inp.c * f.k > NPU_NUM {
                return Err(unsupported(format_args!(
                    "use_3ic_optimize with {} channels of {} lanes",
                    inp.c, f.k
                )));
            }
            let dw = folded_shape(mode, f.k, inp, step_out);
            let dw_bytes = dw.local_bytes(LocalLayout::EuAligned, 1);
            let start = at;
            at += banks(dw_bytes + 3 * crate::codegen::layout::EU_BYTES);
            Some((start, dw, start + dw_bytes))
        }
        None => None,
    };
    let in_bytes = banks(inp.local_bytes(LocalLayout::EuAligned, 1));
    let inputs = [at, at + in_bytes];
    at += 2 * in_bytes;
    let acc_bytes = banks(step_out.local_bytes(LocalLayout::EuAligned, 4));
    let accs = [at, at + acc_bytes];
    if at + 2 * acc_bytes > LMEM_BYTES {
        return Err(unsupported("a convolution too large for one piece per batch"));
    }
    let (px, pw, py) = (x.global_addr()?, w.global_addr()?, y.global_addr()?);
    let pieces: Vec<u64> = (0..out.n).collect();
    let local = |addr, shape, layout| LocalTensor { addr, shape, layout };
    pipeline(cx, pieces.len(), |cx, stage, i| match stage {
        Stage::Load => {
            if i == 0 {
                if let (Some(f), Some((_, _, kernel_scratch))) = (&folded, scratch) {
                    one_hot_kernel(cx, kernel_scratch, inp.c, f.k)?;
                }
                let weight = GlobalTensor {
                    addr: pw,
                    shape: weight_shape,
                };
                cx.push(&tensor_load(
                    FORMAT_INT8,
                    &weight,
                    &local(0, weight_shape, LocalLayout::Compact),
                )?)?;
            }
            let dst = local(inputs[i % 2], inp, LocalLayout::EuAligned);
            cx.push(&tensor_load_part(
                FORMAT_INT8,
                px,
                whole_in,
                Nchw::new(pieces[i], 0, 0, 0),
                &dst,
            )?)
        }
        Stage::Compute => {
            let (input, acc) = (inputs[i % 2], accs[i % 2]);
            match (&folded, scratch) {
                (Some(f), Some((dw_at, dw, kernel_scratch))) => {
                    spread_lanes(cx, input, inp.c, f.k, inp)?;
                    let kernel = kernel_scratch + 2 * crate::codegen::layout::EU_BYTES;
                    cx.push(&tiu::depthwise_i8(
                        dw_at,
                        dw,
                        input,
                        inp.h,
                        inp.w,
                        kernel,
                        &f.depthwise,
                    )?)?;
                    cx.push(&tiu::conv_i8(acc, step_out, dw_at, dw, kernel_at, &f.conv, true)?)?;
                }
                _ => cx.push(&tiu::conv_i8(acc, step_out, input, inp, kernel_at, &win, true)?)?,
            }
            let per_channel = Strides { n: 0, c: 1, h: 0, w: 0 };
            cx.push(&tiu::adds_i32(acc, bias_at, per_channel, acc, step_out)?)?;
            cx.push(&tiu::requant_i32_to_i8(acc, acc, 0, signed_out, round, step_out)?)
        }
        Stage::Store => cx.push(&tensor_store_part(
            FORMAT_INT8,
            &local(accs[i % 2], step_out, LocalLayout::EuAligned),
            py,
            out,
            Nchw::new(pieces[i], 0, 0, 0),
        )?),
    })
}
