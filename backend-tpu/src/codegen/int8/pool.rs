//! 8-bit `tpu.Pool2D` (max and average) in a layer group slice, as TPU-MLIR 1.30.2
//! emits it for BM1684X (`docs/int8.md` §14):
//!
//! * max: one `pord.maxpooling` of the 8-bit input (signed or not), padded with the
//!   type's least value (-128 or 0);
//! * average: one `pord.avgpooling` whose constant multiplier and right shift are the
//!   op's `multiplier` and `rshift` (the requantization of the sum, set by the INT8
//!   lowering), rounding half up; then without `count_include_pad` each output row whose
//!   window holds `v < kh` input rows is scaled in place by `kh/v` (an `arith.muls` by
//!   `kh·m >> s`, `m >> s` the unsigned 8-bit fraction nearest `1/v`), then each such
//!   column by `kw/v`.
//!
//! The window's pads are the op's, not trimmed to the strides; with several slices, the
//! op's at the tensor's edges and what the slice's windows need past its input inside.

use dialects::top::quantize::scale_and_shift_u8;
use dialects::tpu::ops::{Pool2DOp, PoolMode, RoundMode};

use super::round_code;
use super::tiu::{self, Prec};
use crate::codegen::error::CodegenError;
use crate::codegen::global::avgpool::partial_counts;
use crate::codegen::global::conv::{full_window, slice_window};
use crate::codegen::global::{check_value_elems, no_relu_limit, unsupported};
use crate::codegen::group::SliceCx;
use crate::codegen::layout::{LocalLayout, Nchw};
use crate::codegen::tiu::ArOperand;
use crate::codegen::tiu::Window;
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.Pool2D";
/// The rounding code of the pooling's own requantization (half up, whatever the op's
/// `round_mode`: seen on every 8-bit average pooling).
const POOL_ROUND: u8 = 5;

/// What the commands of an 8-bit pooling need of the op.
struct PoolParams {
    /// Whether the tensors are signed.
    signed: bool,
    /// Max pooling, or average pooling with its multiplier and right shift and, without
    /// `count_include_pad`, the rounding code of the border scaling.
    mode: Mode,
}

enum Mode {
    Max,
    Avg {
        multiplier: u8,
        rshift: u8,
        border_round: Option<u8>,
    },
}

fn pool_params(op: Pool2DOp, cx: &GenCx<'_>) -> Result<PoolParams, CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, output) = (op.input(ctx, arena), op.output(ctx, arena));
    check_value_elems(cx, OP, [input, output], &[ElemType::I8, ElemType::U8])?;
    let signed = cx.info(input)?.elem == ElemType::I8;
    if cx.info(output)?.elem != cx.info(input)?.elem {
        return Err(unsupported(OP, "an 8-bit pooling that changes the sign"));
    }
    if op.is_adaptive(ctx, arena).unwrap_or(false) {
        return Err(unsupported(OP, "adaptive pooling"));
    }
    if op.do_relu(ctx, arena).unwrap_or(false) || !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a fused relu on 8-bit pooling"));
    }
    let mode = match op.pool_mode(ctx, arena) {
        Some(PoolMode::Max) => Mode::Max,
        Some(PoolMode::Avg) => {
            let byte = |v: Option<i64>, what: &str| {
                v.and_then(|v| u8::try_from(v).ok())
                    .ok_or_else(|| unsupported(OP, format_args!("an 8-bit average pooling without an 8-bit `{what}`")))
            };
            let border_round = if op.count_include_pad(ctx, arena).unwrap_or(false) {
                None
            } else {
                Some(round_code(
                    op.round_mode(ctx, arena).unwrap_or(RoundMode::HalfAwayFromZero),
                )?)
            };
            Mode::Avg {
                multiplier: byte(op.multiplier(ctx, arena), "multiplier")?,
                rshift: byte(op.rshift(ctx, arena), "rshift")?,
                border_round,
            }
        }
        other => return Err(unsupported(OP, format_args!("pool mode {other:?}"))),
    };
    Ok(PoolParams { signed, mode })
}

/// The window of `op` over an input of shape `whole`, with the op's pads.
fn op_window(op: Pool2DOp, cx: &GenCx<'_>, whole: Nchw) -> Result<Window, CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    full_window(
        OP,
        op.kernel_shape(ctx, arena),
        op.strides(ctx, arena),
        op.pads(ctx, arena),
        whole.h,
        whole.w,
    )
}

/// The pooling of the EU-aligned input at `input` (`ih x iw` per channel) into `res`
/// (shape `out`) with the window `win`.
#[allow(clippy::too_many_arguments)]
fn pool_commands(
    cx: &mut GenCx<'_>,
    p: &PoolParams,
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    win: &Window,
) -> Result<(), CodegenError> {
    match p.mode {
        Mode::Max => cx.push(&tiu::max_pool_i8(res, out, input, ih, iw, win, p.signed)?),
        Mode::Avg {
            multiplier,
            rshift,
            border_round,
        } => {
            cx.push(&tiu::avg_pool_i8(
                res, out, input, ih, iw, win, p.signed, multiplier, rshift, POOL_ROUND,
            )?)?;
            match border_round {
                Some(round) => scale_partial_windows(cx, res, out, ih, iw, win, p.signed, round),
                None => Ok(()),
            }
        }
    }
}

/// Generates one slice of the 8-bit pooling `op`.
pub fn codegen_local(op: Pool2DOp, cx: &mut GenCx<'_>, slice: &SliceCx<'_>) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, output) = (op.input(ctx, arena), op.output(ctx, arena));
    let params = pool_params(op, cx)?;
    let x = slice.local(cx, input)?;
    let y = slice.local(cx, output)?;
    if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned {
        return Err(unsupported(OP, "a tensor that is not EU-aligned"));
    }
    let whole = cx.info(input)?.nchw();
    let full = op_window(op, cx, whole)?;
    let (out_at, whole_out) = (slice.start_of(cx, output)?, cx.info(output)?.nchw());
    let mut win = slice_window(&full, &full, whole, out_at, y.shape, whole_out);
    // A slice at the tensor's edge keeps the op's pad there, needed or not (TPU-MLIR's
    // second of two h slices of 1x4x400x400, 3x3 stride 2: bottom pad 1).
    if out_at.h == 0 {
        win.pads[0] = full.pads[0];
    }
    if out_at.h + y.shape.h >= whole_out.h {
        win.pads[2] = full.pads[2];
    }
    if out_at.w == 0 {
        win.pads[1] = full.pads[1];
    }
    if out_at.w + y.shape.w >= whole_out.w {
        win.pads[3] = full.pads[3];
    }
    pool_commands(cx, &params, y.addr, y.shape, x.addr, x.shape.h, x.shape.w, &win)
}

/// Scales the outputs (at `res`, shape `out`, EU-aligned 8-bit) whose windows hold
/// fewer inputs than the kernel: rows first, then columns, each by `k/v` (see the
/// module docs).
#[allow(clippy::too_many_arguments)]
fn scale_partial_windows(
    cx: &mut GenCx<'_>,
    res: u64,
    out: Nchw,
    ih: u64,
    iw: u64,
    win: &Window,
    signed: bool,
    round: u8,
) -> Result<(), CodegenError> {
    let strides = out.local_strides(LocalLayout::EuAligned, 1);
    let rows = partial_counts(ih, out.h, win.kernel[0], win.stride[0], win.pads[0])
        .into_iter()
        .map(|(i, v)| (i * out.w, Nchw::new(out.n, out.c, 1, out.w), win.kernel[0], v));
    let cols = partial_counts(iw, out.w, win.kernel[1], win.stride[1], win.pads[1])
        .into_iter()
        .map(|(j, v)| (j, Nchw::new(out.n, out.c, out.h, 1), win.kernel[1], v));
    for (offset, shape, k, v) in rows.chain(cols).collect::<Vec<_>>() {
        let (m, s) = scale_and_shift_u8(1.0 / v as f32);
        let (m, s) = (
            u32::try_from(m).map_err(|_| unsupported(OP, "a window scale out of range"))? * k as u32,
            u8::try_from(s).map_err(|_| unsupported(OP, "a window scale out of range"))?,
        );
        let at = ArOperand {
            addr: res + offset,
            strides: Some(strides),
        };
        cx.push(&tiu::muls_i8(
            res + offset,
            at,
            signed,
            m,
            Prec::I16,
            s,
            Prec::I8,
            if s == 0 { 0 } else { round },
            shape,
        )?)?;
    }
    Ok(())
}

/// Local memory of the global 8-bit pooling: the input piece at 0, its result at
/// `POOL_OUTPUT`.
const POOL_INPUT: u64 = 0;
const POOL_OUTPUT: u64 = 0x20000;

/// Generates the 8-bit pooling `op` as a global op, batch by batch in runs of output
/// rows that fit local memory, each with the input rows its windows reach and the pads
/// they need past the input's edges. TPU-MLIR layer-groups every 8-bit pooling swept,
/// slicing large ones; this is rods' tiling (right numbers, not TPU-MLIR's commands),
/// for pools `layer-group` leaves global.
pub fn codegen_global(op: Pool2DOp, cx: &mut GenCx<'_>) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, output) = (op.input(ctx, arena), op.output(ctx, arena));
    let params = pool_params(op, cx)?;
    let (x, y) = (cx.info(input)?, cx.info(output)?);
    if x.shape.len() != 4 || y.shape.len() != 4 {
        return Err(unsupported(OP, "a tensor that is not 4-D"));
    }
    let (whole, whole_out) = (x.nchw(), y.nchw());
    let full = op_window(op, cx, whole)?;
    // The input rows `[first, end)` the output rows `[o0, o0 + len)` reach.
    let rows_of = |o0: u64, len: u64| {
        let start = (o0 * full.stride[0]) as i64 - full.pads[0] as i64;
        let end = ((o0 + len - 1) * full.stride[0] + full.kernel[0]) as i64 - full.pads[0] as i64;
        let first = start.max(0) as u64;
        (first, (end.max(0) as u64).min(whole.h).max(first + 1))
    };
    let fits = |len: u64| {
        let (first, end) = rows_of(0, len);
        let inp = Nchw::new(1, whole.c, end - first, whole.w).local_bytes(LocalLayout::EuAligned, 1);
        let out = Nchw::new(1, whole.c, len, whole_out.w).local_bytes(LocalLayout::EuAligned, 1);
        // The border scaling's strides (16-bit fields) must reach the result's channels.
        POOL_INPUT + inp <= POOL_OUTPUT && POOL_OUTPUT + out <= crate::codegen::layout::LMEM_BYTES && out <= 0xFFFF
    };
    let run = (1..=whole_out.h)
        .rev()
        .find(|&len| fits(len))
        .ok_or_else(|| unsupported(OP, "an 8-bit pooling whose rows do not fit local memory"))?;
    let (src, dst) = (x.global_addr()?, y.global_addr()?);
    for n in 0..whole.n {
        let mut o0 = 0;
        while o0 < whole_out.h {
            let len = run.min(whole_out.h - o0);
            let (first, end) = rows_of(o0, len);
            let piece = Nchw::new(1, whole.c, end - first, whole.w);
            let out = Nchw::new(1, whole.c, len, whole_out.w);
            let win = slice_window(&full, &full, whole, Nchw::new(n, 0, o0, 0), out, whole_out);
            let local = |addr, shape| crate::codegen::layout::LocalTensor::eu_aligned(addr, shape);
            cx.push(&crate::codegen::dma::tensor_load_part(
                crate::codegen::dma::FORMAT_INT8,
                src,
                whole,
                Nchw::new(n, 0, first, 0),
                &local(POOL_INPUT, piece),
            )?)?;
            pool_commands(cx, &params, POOL_OUTPUT, out, POOL_INPUT, piece.h, piece.w, &win)?;
            cx.push(&crate::codegen::dma::tensor_store_part(
                crate::codegen::dma::FORMAT_INT8,
                &local(POOL_OUTPUT, out),
                dst,
                whole_out,
                Nchw::new(n, 0, o0, 0),
            )?)?;
            o0 += len;
        }
    }
    Ok(())
}
