//! The quantized `tpu.Conv2D` of a group slice: signed 8-bit input, the merged weight
//! of TPU-MLIR's weight-reorder (`coeff_merged`: in each lane, for the output channels
//! of that lane, the 32-bit requantization multiplier, shift and zero point, the 32-bit
//! biases and the 8-bit kernels in the chip's int8 layout; see `merged_offsets`), and
//! an 8-bit result (unsigned when a relu is fused).
//!
//! The 32-bit accumulator lives at the start of the op's `ginfo` buffer; `conv.normal`
//! fills it, `arith.adds` adds the bias, `quant.rq1` requantizes it into the result.
//!
//! With `use_3ic_optimize` (bit 0: fold the kernel rows, bit 1: fold the columns; TPU-MLIR
//! sets 16 + bits when few input channels leave lanes idle) the input channels are first
//! spread over `K` lanes each, `K` the folded kernel size: `tsbc.l_bc` broadcasts
//! channel `i` to lanes `K·i ..` (last channel first), a one-hot kernel per lane
//! (`tsbc.s_distribute` of the lane index, `arith.cast` to 8 bits, `arith.copy` of 1 and
//! of 0, `sg.pe_s_scatter_hzd`, `tsbc.l_copy` to the other channels' lanes) and a
//! `pord.depthwise` shift each copy by its kernel offset, and `conv.normal` then runs
//! with the folded dimensions of size 1. After the accumulator come, each 64-byte
//! aligned, the depthwise result, the lane index, the constant 1 and the one-hot kernel.
//! Without the local flag 16 the input's `tpu.Load` spreads the channels itself
//! ([`broadcast_load`], GDMA lane broadcasts) and the conv skips the `tsbc.l_bc`s.
//!
//! In a group of several slices each slice's pads are what its windows need beyond the
//! input's edges; a single slice keeps the op's pads (`slice_window`).

use dialects::tpu::ops::{Conv2DOp, RoundMode};

use super::round_code;
use super::tiu::{self, lane_addr, Prec};
use crate::codegen::error::CodegenError;
use crate::codegen::global::conv::{conv_window, slice_window};
use crate::codegen::group::SliceCx;
use crate::codegen::layout::{align_up, LocalLayout, LocalTensor, Nchw, Strides, EU_BYTES, LMEM_BYTES, NPU_NUM};
use crate::codegen::tiu::Window;
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.Conv2D";

/// Bytes of one channel's requantization words (multiplier, shift, zero point).
const RQ_BYTES: u64 = 12;

/// Where the bias and the kernel start in each lane's part of the merged weight, for
/// `per_lane` output channels per lane: the requantization words of each channel
/// (64-byte aligned, the last one unpadded), then the biases back to back, then,
/// 64-byte aligned, the kernels.
pub(super) fn merged_offsets(per_lane: u64) -> (u64, u64) {
    let bias = (per_lane.max(1) - 1) * EU_BYTES + RQ_BYTES;
    (bias, align_up(bias + 4 * per_lane, EU_BYTES))
}

/// `use_3ic_optimize`: fold the kernel rows into lanes.
const FOLD_H: i64 = 1;
/// `use_3ic_optimize`: fold the kernel columns into lanes.
const FOLD_W: i64 = 2;
/// `use_3ic_optimize`: the flag TPU-MLIR sets with the fold bits for local code.
const FOLD_LOCAL: i64 = 16;

fn unsupported(what: impl std::fmt::Display) -> CodegenError {
    crate::codegen::global::unsupported(OP, what)
}

/// The two steps of a folded convolution: the depthwise shift over the folded
/// dimensions and the convolution over the others.
pub(super) struct Folded {
    /// Lanes per input channel.
    pub k: u64,
    /// The depthwise window (folded dimensions only).
    pub depthwise: Window,
    /// The convolution window (the other dimensions only).
    pub conv: Window,
}

pub(super) fn fold(win: &Window, mode: i64) -> Result<Folded, CodegenError> {
    if mode & !(FOLD_H | FOLD_W | FOLD_LOCAL) != 0 || mode & (FOLD_H | FOLD_W) == 0 {
        return Err(unsupported(format_args!("use_3ic_optimize = {mode}")));
    }
    let folds = [mode & FOLD_H != 0, mode & FOLD_W != 0];
    let pick = |folded: bool, v: u64, other: u64| if folded { v } else { other };
    let split = |folded_part: bool| Window {
        kernel: [0, 1].map(|d| pick(folds[d] == folded_part, win.kernel[d], 1)),
        stride: [0, 1].map(|d| pick(folds[d] == folded_part, win.stride[d], 1)),
        pads: [0, 1, 2, 3].map(|i| pick(folds[i % 2] == folded_part, win.pads[i], 0)),
        gaps: [0, 1].map(|d| pick(folds[d] == folded_part, win.gaps[d], 0)),
    };
    let depthwise = split(true);
    Ok(Folded {
        k: depthwise.kernel[0].saturating_mul(depthwise.kernel[1]),
        depthwise,
        conv: split(false),
    })
}

/// The checked attributes of a quantized convolution.
pub(super) struct QuantAttrs {
    /// Whether the result is signed (no relu).
    pub signed_out: bool,
    /// The rounding code of the requantization.
    pub round: u8,
    /// `use_3ic_optimize`.
    pub mode: i64,
}

/// Checks what the quantized convolution `op` needs and reads its attributes.
pub(super) fn quant_attrs(op: Conv2DOp, cx: &GenCx<'_>) -> Result<QuantAttrs, CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, filter, output) = (op.input(ctx, arena), op.filter(ctx, arena), op.output(ctx, arena));
    if cx.info(input)?.elem != ElemType::I8 || cx.info(filter)?.elem != ElemType::I8 {
        return Err(unsupported("a quantized input or weight that is not signed 8-bit"));
    }
    let signed_out = match cx.info(output)?.elem {
        ElemType::I8 => true,
        ElemType::U8 => false,
        other => return Err(unsupported(format_args!("a {} result", other.mlir_name()))),
    };
    if !op.coeff_merged(ctx, arena).unwrap_or(false) || !op.with_bias(ctx, arena).unwrap_or(false) {
        return Err(unsupported("a quantized convolution without a merged bias"));
    }
    if op.kernel_zp(ctx, arena).unwrap_or(0) != 0 {
        return Err(unsupported("a kernel zero point"));
    }
    Ok(QuantAttrs {
        signed_out,
        round: round_code(op.round_mode(ctx, arena).unwrap_or(RoundMode::HalfUp))?,
        mode: op.use_3ic_optimize(ctx, arena).unwrap_or(0),
    })
}

/// `tsbc.l_bc` of each of the `ic` channels at `x` (one per lane, `n x h x w`, of
/// precision `prec`) to `k` lanes from lane `k·i`, last channel first.
pub(super) fn spread_lanes(
    cx: &mut GenCx<'_>,
    prec: Prec,
    x: u64,
    ic: u64,
    k: u64,
    size: Nchw,
) -> Result<(), CodegenError> {
    for i in (0..ic).rev() {
        cx.push(&tiu::lane_broadcast(
            prec,
            lane_addr(k * i, x),
            lane_addr(i, x),
            k,
            size,
        )?)?;
    }
    Ok(())
}

/// The bits of 1 in the TIU precision `prec` (8-bit integers, f16, bf16, f32).
fn one_bits(prec: Prec) -> u32 {
    match prec {
        Prec::F16 => 0x3C00,
        Prec::BF16 => 0x3F80,
        Prec::F32 => 1f32.to_bits(),
        _ => 1,
    }
}

/// Bytes of one element of the TIU precision `prec`.
pub(super) fn prec_bytes(prec: Prec) -> u64 {
    match prec {
        Prec::I8 => 1,
        Prec::F16 | Prec::BF16 | Prec::I16 => 2,
        Prec::F32 | Prec::I32 => 4,
    }
}

/// Builds the one-hot depthwise kernels of the folding, in precision `prec`, in the
/// scratch at `at` (lane index, constant 1, kernel, each 64-byte aligned) for `ic`
/// channels of `k` lanes; returns the kernel's address.
pub(super) fn one_hot_kernel(cx: &mut GenCx<'_>, prec: Prec, at: u64, ic: u64, k: u64) -> Result<u64, CodegenError> {
    let (index, one, kernel) = (at, at + EU_BYTES, at + 2 * EU_BYTES);
    if kernel + align_up(k * prec_bytes(prec), EU_BYTES) > LMEM_BYTES {
        return Err(CodegenError::new(format!(
            "'{OP}' op: the folded convolution's scratch data runs past local memory"
        )));
    }
    let lanes = Nchw::new(1, k, 1, 1);
    cx.push(&tiu::distribute_arange(index, k)?)?;
    cx.push(&tiu::cast(index, index, Prec::I32, Prec::I8, 0, lanes)?)?;
    cx.push(&tiu::fill(one, prec, one_bits(prec), lanes)?)?;
    cx.push(&tiu::fill(kernel, prec, 0, Nchw::new(1, k, 1, k))?)?;
    cx.push(&tiu::scatter(prec, kernel, one, index, k, k)?)?;
    for i in 1..ic {
        cx.push(&tiu::lane_copy(prec, lane_addr(k * i, kernel), kernel, k, k)?)?;
    }
    Ok(kernel)
}

/// The depthwise result of a folding: `n x ic·k x DH x DW`, `DH = OH` if rows are folded
/// else `IH`, likewise `DW`.
pub(super) fn folded_shape(mode: i64, k: u64, inp: Nchw, out: Nchw) -> Nchw {
    let h = if mode & FOLD_H != 0 { out.h } else { inp.h };
    let w = if mode & FOLD_W != 0 { out.w } else { inp.w };
    Nchw::new(inp.n, inp.c.saturating_mul(k), h, w)
}

/// The local tensors of a convolution's slice and its window (a single slice keeps the
/// op's pads, untrimmed).
pub(super) struct SliceConv {
    /// The input (EU-aligned).
    pub x: LocalTensor,
    /// The weight (compact).
    pub w: LocalTensor,
    /// The result (EU-aligned).
    pub y: LocalTensor,
    /// The slice's window.
    pub win: Window,
}

/// Reads the slice's tensors and window of the convolution `op`.
pub(super) fn slice_conv(op: Conv2DOp, cx: &GenCx<'_>, slice: &SliceCx) -> Result<SliceConv, CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, filter, output) = (op.input(ctx, arena), op.filter(ctx, arena), op.output(ctx, arena));
    let x = slice.local(cx, input)?;
    let w = slice.local(cx, filter)?;
    let y = slice.local(cx, output)?;
    if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned || w.layout != LocalLayout::Compact {
        return Err(unsupported("local tensors in other layouts"));
    }
    let whole = cx.info(input)?.nchw();
    let win = conv_window(op, ctx, arena, whole.h, whole.w)?;
    let win = slice_window(
        &win,
        &win,
        whole,
        slice.start_of(cx, output)?,
        y.shape,
        cx.info(output)?.nchw(),
    );
    Ok(SliceConv { x, w, y, win })
}

/// The folding of a slice's input `x` (precision `prec`) for the `use_3ic_optimize`
/// `mode`: its channels spread over their lanes (unless a `tpu.Load` already did), the
/// one-hot kernels after the depthwise result at `dw_at`, the `pord.depthwise` shift
/// into it; returns the depthwise result's shape and the window left to convolve.
pub(super) fn fold_local(
    cx: &mut GenCx<'_>,
    prec: Prec,
    x: &LocalTensor,
    out: Nchw,
    win: &Window,
    mode: i64,
    dw_at: u64,
) -> Result<(Nchw, Window), CodegenError> {
    let f = fold(win, mode)?;
    let (ic, k) = (x.shape.c, f.k);
    if ic.saturating_mul(k) > NPU_NUM {
        return Err(unsupported(format_args!(
            "use_3ic_optimize with {ic} channels of {k} lanes"
        )));
    }
    let dw = folded_shape(mode, k, x.shape, out);
    // Without the local flag the input's `tpu.Load` has already spread it.
    if mode & FOLD_LOCAL != 0 {
        spread_lanes(cx, prec, x.addr, ic, k, x.shape)?;
    }
    let dw_bytes = dw.local_bytes(LocalLayout::EuAligned, prec_bytes(prec));
    let kernel = one_hot_kernel(cx, prec, dw_at + dw_bytes, ic, k)?;
    let (ih, iw) = (x.shape.h, x.shape.w);
    cx.push(&tiu::depthwise_same(
        prec,
        dw_at,
        dw,
        x.addr,
        ih,
        iw,
        kernel,
        &f.depthwise,
    )?)?;
    Ok((dw, f.conv))
}

/// Generates the quantized convolution `op` for one slice.
pub fn codegen_local(op: Conv2DOp, cx: &mut GenCx<'_>, slice: &SliceCx) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, output) = (op.input(ctx, arena), op.output(ctx, arena));
    let QuantAttrs {
        signed_out,
        round,
        mode,
    } = quant_attrs(op, cx)?;
    let SliceConv { x, w, y, win } = slice_conv(op, cx, slice)?;
    let out = y.shape;
    let (bias_at, kernel_at) = merged_offsets(out.c_per_lane());
    let whole = cx.info(input)?.nchw();
    let (acc, _) = slice.buffer(cx, op.op())?;
    let group = op.group(ctx, arena).unwrap_or(1);
    if group != 1 {
        // TPU-MLIR's processor-tpu-optimize makes grouped 8-bit convs of at most 64
        // input channels normal ones; wider ones keep their groups. A depthwise one is
        // one `pord.depthwise` into 32 bits in the conv's buffer (the kernels follow
        // the biases unaligned) and the requantization.
        let oc = cx.info(output)?.nchw().c;
        let depthwise = u64::try_from(group).is_ok_and(|g| g == whole.c && g == oc);
        if !depthwise || mode != 0 {
            return Err(unsupported("a grouped quantized convolution in a layer group"));
        }
        let kernel = w.addr + bias_at + 4 * out.c_per_lane();
        let (ih, iw) = (x.shape.h, x.shape.w);
        cx.push(&tiu::depthwise_i8_to_i32(
            acc,
            out,
            x.addr,
            ih,
            iw,
            kernel,
            w.addr + bias_at,
            &win,
        )?)?;
        return cx.push(&tiu::requant_i32_to_i8(y.addr, acc, w.addr, signed_out, round, out)?);
    }
    let acc_bytes = out.local_bytes(LocalLayout::EuAligned, 4);
    let weight = w.addr + kernel_at;
    if mode == 0 {
        cx.push(&tiu::conv_i8(acc, out, x.addr, x.shape, weight, &win, false)?)?;
    } else {
        let (dw, conv_win) = fold_local(cx, Prec::I8, &x, out, &win, mode, acc + acc_bytes)?;
        cx.push(&tiu::conv_i8(acc, out, acc + acc_bytes, dw, weight, &conv_win, false)?)?;
    }
    let per_channel = Strides { n: 0, c: 1, h: 0, w: 0 };
    cx.push(&tiu::adds_i32(acc, w.addr + bias_at, per_channel, acc, out)?)?;
    cx.push(&tiu::requant_i32_to_i8(y.addr, acc, w.addr, signed_out, round, out)?)
}

/// The lanes per input channel of the folded convolution that reads the loaded value
/// `v` (`tpu.Load` with `use_3ic_optimize = folds`): the product of the kernel dimensions
/// that `folds` folds.
pub fn folded_lanes(cx: &GenCx<'_>, v: ir::Value, folds: i64) -> Result<u64, CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let conv = arena
        .uses(v)
        .find_map(|u| Conv2DOp::cast(ctx, arena, u.op))
        .ok_or_else(|| CodegenError::new("'tpu.Load' op: use_3ic_optimize without a convolution reading it"))?;
    let kernel = conv
        .kernel_shape(ctx, arena)
        .filter(|k| k.len() == 2 && k.iter().all(|&d| d > 0))
        .ok_or_else(|| unsupported("a kernel_shape that is not two positive sizes"))?;
    let pick = |bit: i64, d: i64| if folds & bit != 0 { d.unsigned_abs() } else { 1 };
    Ok(pick(FOLD_H, kernel[0]).saturating_mul(pick(FOLD_W, kernel[1])))
}

/// `tpu.Load` with `use_3ic_optimize`: each input channel `i` of the slice (from `at` in
/// the global tensor `src`) broadcast by GDMA to the `lanes` lanes from `lanes · i` of
/// `dst` (`dma.tensor.broadcast`).
pub fn broadcast_load(
    cx: &mut GenCx<'_>,
    src: &crate::codegen::tensor::TensorInfo,
    at: Nchw,
    dst: &crate::codegen::layout::LocalTensor,
    lanes: u64,
) -> Result<(), CodegenError> {
    if src.elem != ElemType::I8 || dst.layout != LocalLayout::EuAligned {
        return Err(CodegenError::new(
            "'tpu.Load' op: use_3ic_optimize on a tensor that is not EU-aligned signed 8-bit",
        ));
    }
    let (whole, size) = (src.nchw(), dst.shape);
    if size.c.saturating_mul(lanes) > NPU_NUM {
        return Err(unsupported(format_args!(
            "use_3ic_optimize with {} channels of {lanes} lanes",
            size.c
        )));
    }
    let g = whole.global_strides();
    let base = src.global_addr()? + at.n * g.n + at.c * g.c + at.h * g.h + at.w;
    let dst_n_stride = Nchw::new(1, 1, size.h, size.w)
        .local_strides(LocalLayout::EuAligned, 1)
        .n;
    for i in 0..size.c {
        cx.push(&crate::codegen::dma::tensor_broadcast_load(
            crate::codegen::dma::FORMAT_INT8,
            base + i * g.c,
            g.n,
            g.h,
            crate::codegen::layout::LMEM_DMA_BASE + lane_addr(lanes * i, dst.addr),
            dst_n_stride,
            lanes,
            Nchw::new(size.n, 1, size.h, size.w),
        )?)?;
    }
    Ok(())
}
