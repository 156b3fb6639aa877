//! `tpu.Pool2D` (avg), as TPU-MLIR 1.30.2 generates it (swept: kernels 2-7 and
//! rectangular, strides 1-3, pads 0-2, batches 1-2, channels 3-100):
//!
//! * **Windows.** Batch and channels merge into `n·c` channels (the global strides keep
//!   the original `n` stride); the input EU-aligned at 0, rows no window reaches not
//!   loaded, bottom/right pads trimmed to what the stride uses (as max pooling); one
//!   `pord.avgpooling` (pads as zeros, coefficient `1/(kh·kw)`) into 0x28000, 0x30000
//!   or 0x38000 by two ratios of input to output bytes ([`output_at`]). Without `count_include_pad`,
//!   each output row whose window holds only `v < kh` input rows is multiplied by
//!   `kh/v` (an `arith.mul` with a constant, in place, in row order), then each such
//!   column by `kw/v`.
//! * **Global** (the kernel is the whole unpadded input): [`super::pool_whole`].
//!
//! A fused relu runs in place at the end (rods' choice, not swept). A windowed pooling
//! that does not fit local memory at once runs in runs of rows (`pool_rows`); a global
//! one of more than local memory holds is an error (no tiling yet).

use dialects::tpu::ops::Pool2DOp;

use super::arith::{self, ArOp, Opd};
use super::conv::{crop_to_windows, window};
use super::{check_f32, no_relu_limit, unsupported};
use crate::codegen::dma::{tensor_load_part, tensor_store, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::layout::{align_up, GlobalTensor, LocalLayout, LocalTensor, Nchw};
use crate::codegen::tiu::{self, ArOperand, Window, PREC_F32};
use crate::codegen::GenCx;

const OP: &str = "tpu.Pool2D";

/// Where the result of a windowed pooling of a `h x w` input (per channel, before any
/// row is cropped) into `oh x ow` with row stride `stride_h` goes: a fit to TPU-MLIR's
/// closed library over 97 swept average poolings and the poolings of earlier sweeps
/// (`docs/layer-group.md` §7). With `r_row = stride_h·w / ow` (input bytes per output
/// row over output bytes) and `r_eu = A(h·w, 16) / A(oh·ow, 16)` (EU-aligned bytes per
/// channel): 0x28000 when `min(r_row, r_eu) < 1.5`, 0x38000 when `r_row > 6.5` and
/// `r_eu ≥ 5`, else 0x30000.
pub(super) fn output_at(h: u64, w: u64, oh: u64, ow: u64, stride_h: u64) -> u64 {
    // In fractions: `a / b < n / d` is `a·d < n·b`.
    let (row_in, row_out) = (stride_h * w, ow.max(1));
    let (eu_in, eu_out) = (align_up(h * w, 16), align_up(oh * ow, 16).max(1));
    if 2 * row_in < 3 * row_out || 2 * eu_in < 3 * eu_out {
        0x28000
    } else if 2 * row_in > 13 * row_out && eu_in >= 5 * eu_out {
        0x38000
    } else {
        0x30000
    }
}

/// Generates an average pooling (called by `Pool2DOp`'s `GlobalGenInterface` for `pool_mode = Avg`).
pub(super) fn codegen_global(op: Pool2DOp, cx: &mut GenCx<'_>) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let x = cx.info(op.input(ctx, arena))?;
    let y = cx.info(op.output(ctx, arena))?;
    check_f32(OP, [&x, &y])?;
    if x.shape.len() != 4 || y.shape.len() != 4 {
        return Err(unsupported(OP, "a tensor that is not 4-D"));
    }
    if op.is_adaptive(ctx, arena).unwrap_or(false) {
        return Err(unsupported(OP, "adaptive pooling"));
    }
    if !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a relu limit"));
    }
    let (inp, out) = (x.nchw(), y.nchw());
    let win = window(
        OP,
        op.kernel_shape(ctx, arena),
        op.strides(ctx, arena),
        op.pads(ctx, arena),
        inp.h,
        inp.w,
    )?;
    let count_pads = op.count_include_pad(ctx, arena).unwrap_or(false);
    let do_relu = op.do_relu(ctx, arena).unwrap_or(false);
    let (src, dst) = (x.global_addr()?, y.global_addr()?);
    let Some(result) = window_pool(cx, (src, dst), inp, out, win, (count_pads, do_relu))? else {
        // Pooled, relu'd and stored in runs of rows.
        return Ok(());
    };
    if do_relu {
        let res = ArOperand::aligned(result.addr);
        cx.push(&tiu::relu(&res, &res, result.shape)?)?;
    }
    cx.push(&tensor_store(
        FORMAT_F32,
        &result,
        &GlobalTensor { addr: dst, shape: out },
    )?)
}

/// A pooling over windows; returns the local result, or `None` when the pooling did not
/// fit local memory at once and ran (relu'd and stored) in runs of rows.
fn window_pool(
    cx: &mut GenCx<'_>,
    (src, dst): (u64, u64),
    inp: Nchw,
    out: Nchw,
    mut win: Window,
    (count_pads, do_relu): (bool, bool),
) -> Result<Option<LocalTensor>, CodegenError> {
    let c = inp.n * inp.c;
    let res_at = output_at(inp.h, inp.w, out.h, out.w, win.stride[0]);
    let whole_win = win;
    let (ih, pad_bottom) = crop_to_windows(inp.h, out.h, win.kernel[0], win.stride[0], win.pads[0], win.pads[2]);
    win.pads[2] = pad_bottom;
    let loaded = Nchw::new(1, c, ih, inp.w);
    let res_shape = Nchw::new(1, c, out.h, out.w);
    let merged_in = Nchw::new(1, c, inp.h, inp.w);
    let steps = super::pool_rows::plan(merged_in, res_shape, &whole_win, res_at)?;
    if steps.len() > 1 {
        let area = (win.kernel[0] * win.kernel[1]) as f32;
        super::pool_rows::run(cx, &steps, (src, inp), (dst, out), res_at, |cx, input_at, p| {
            cx.push(&arith::avg_pool(
                PREC_F32,
                res_at,
                p.out,
                input_at,
                p.inp.h,
                p.inp.w,
                &p.win,
                1.0 / area,
            )?)?;
            if !count_pads {
                scale_partial_windows(cx, PREC_F32, 4, res_at, p.out, (p.inp.h, p.inp.w), &p.win)?;
            }
            if do_relu {
                let res = ArOperand::aligned(res_at);
                cx.push(&tiu::relu(&res, &res, p.out)?)?;
            }
            Ok(())
        })?;
        return Ok(None);
    }
    let input = LocalTensor::eu_aligned(0, loaded);
    cx.push(&tensor_load_part(FORMAT_F32, src, inp, Nchw::default(), &input)?)?;
    let area = (win.kernel[0] * win.kernel[1]) as f32;
    cx.push(&arith::avg_pool(
        PREC_F32,
        res_at,
        res_shape,
        0,
        ih,
        inp.w,
        &win,
        1.0 / area,
    )?)?;
    if !count_pads {
        scale_partial_windows(cx, PREC_F32, 4, res_at, res_shape, (inp.h, inp.w), &win)?;
    }
    Ok(Some(LocalTensor::eu_aligned(res_at, res_shape)))
}

/// Multiplies in place each output of an average pooling (at `res_at`, shape `out`,
/// EU-aligned elements of `eb` bytes in the TIU float precision `prec`) whose window
/// holds `v` < `kernel` of the `ih x iw` inputs by `kernel/v`: each such row by
/// `kh/v`, in row order, then each such column by `kw/v` (without
/// `count_include_pad`).
pub(crate) fn scale_partial_windows(
    cx: &mut GenCx<'_>,
    prec: u8,
    eb: u64,
    res_at: u64,
    out: Nchw,
    (ih, iw): (u64, u64),
    win: &Window,
) -> Result<(), CodegenError> {
    let strides = out.local_strides(LocalLayout::EuAligned, eb);
    let rows = partial_windows(ih, out.h, win.kernel[0], win.stride[0], win.pads[0])
        .into_iter()
        .map(|(i, factor)| (i * out.w, Nchw::new(out.n, out.c, 1, out.w), factor));
    let cols = partial_windows(iw, out.w, win.kernel[1], win.stride[1], win.pads[1])
        .into_iter()
        .map(|(j, factor)| (j, Nchw::new(out.n, out.c, out.h, 1), factor));
    for (offset, shape, factor) in rows.chain(cols).collect::<Vec<_>>() {
        let res = ArOperand::strided(res_at + offset * eb, strides);
        cx.push(&arith::ar_in(
            prec,
            ArOp::Mul,
            &res,
            Opd::Tensor(res),
            Some(Opd::Const(factor)),
            shape,
        )?)?;
    }
    Ok(())
}

/// The outputs along one axis whose window holds fewer than `kernel` input elements, and
/// the factor `kernel / count` that turns their sum over the kernel into their mean.
fn partial_windows(len: u64, out: u64, kernel: u64, stride: u64, pad_before: u64) -> Vec<(u64, f32)> {
    partial_counts(len, out, kernel, stride, pad_before)
        .into_iter()
        .map(|(i, count)| (i, kernel as f32 / count as f32))
        .collect()
}

/// The outputs along one axis whose window holds fewer than `kernel` of the `len` input
/// elements (`pad_before` pads first), with the number it holds.
pub(crate) fn partial_counts(len: u64, out: u64, kernel: u64, stride: u64, pad_before: u64) -> Vec<(u64, u64)> {
    (0..out)
        .filter_map(|i| {
            let start = (i * stride) as i64 - pad_before as i64;
            let end = (start + kernel as i64).min(len as i64);
            let count = end - start.max(0);
            (count > 0 && count < kernel as i64).then_some((i, count as u64))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partial_windows_as_tpu_mlir_scales_them() {
        // 10 rows, kernel 5, stride 1, pad 2: rows 0, 1, 8, 9 see 3, 4, 4, 3 rows.
        assert_eq!(
            partial_windows(10, 10, 5, 1, 2),
            vec![(0, 5.0 / 3.0), (1, 1.25), (8, 1.25), (9, 5.0 / 3.0)]
        );
        // 20 rows, kernel 5, stride 2, pad 2: rows 0 and 9.
        assert_eq!(partial_windows(20, 10, 5, 2, 2), vec![(0, 5.0 / 3.0), (9, 1.25)]);
        assert!(partial_windows(8, 4, 2, 2, 0).is_empty());
    }
}
