//! 8-bit `tpu.Pool2D` (max and average) in a layer group slice, as TPU-MLIR 1.30.2
//! emits it for BM1684X (`docs/int8.md` §10):
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
//! The window's pads are the op's, not trimmed to the strides; with several slices,
//! what the slice's windows need past the input's edges (as the quantized conv).

use dialects::top::quantize::scale_and_shift_u8;
use dialects::tpu::ops::{Pool2DOp, PoolMode, RoundMode};

use super::round_code;
use super::tiu::{self, IntOperand, Prec};
use crate::codegen::error::CodegenError;
use crate::codegen::global::avgpool::partial_counts;
use crate::codegen::global::conv::{full_window, slice_window};
use crate::codegen::global::{check_value_elems, no_relu_limit, unsupported};
use crate::codegen::group::SliceCx;
use crate::codegen::layout::{LocalLayout, Nchw};
use crate::codegen::tiu::Window;
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.Pool2D";
/// The rounding code of the pooling's own requantization (half up, whatever the op's
/// `round_mode`: seen on every 8-bit average pooling).
const POOL_ROUND: u8 = 5;

/// Generates one slice of the 8-bit pooling `op`.
pub fn codegen_local(op: Pool2DOp, cx: &mut GenCx<'_>, slice: &SliceCx<'_>) -> Result<(), CodegenError> {
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
    let x = slice.local(cx, input)?;
    let y = slice.local(cx, output)?;
    if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned {
        return Err(unsupported(OP, "a tensor that is not EU-aligned"));
    }
    let whole = cx.info(input)?.nchw();
    let full = full_window(
        OP,
        op.kernel_shape(ctx, arena),
        op.strides(ctx, arena),
        op.pads(ctx, arena),
        whole.h,
        whole.w,
    )?;
    let win = slice_window(
        &full,
        &full,
        whole,
        slice.start_of(cx, output)?,
        y.shape,
        cx.info(output)?.nchw(),
    );
    let (ih, iw) = (x.shape.h, x.shape.w);
    match op.pool_mode(ctx, arena) {
        Some(PoolMode::Max) => cx.push(&tiu::max_pool_i8(y.addr, y.shape, x.addr, ih, iw, &win, signed)?),
        Some(PoolMode::Avg) => {
            let byte = |v: Option<i64>, what: &str| {
                v.and_then(|v| u8::try_from(v).ok())
                    .ok_or_else(|| unsupported(OP, format_args!("an 8-bit average pooling without an 8-bit `{what}`")))
            };
            let multiplier = byte(op.multiplier(ctx, arena), "multiplier")?;
            let rshift = byte(op.rshift(ctx, arena), "rshift")?;
            cx.push(&tiu::avg_pool_i8(
                y.addr, y.shape, x.addr, ih, iw, &win, signed, multiplier, rshift, POOL_ROUND,
            )?)?;
            if !op.count_include_pad(ctx, arena).unwrap_or(false) {
                let round = round_code(op.round_mode(ctx, arena).unwrap_or(RoundMode::HalfAwayFromZero))?;
                scale_partial_windows(cx, y.addr, y.shape, ih, iw, &win, signed, round)?;
            }
            Ok(())
        }
        other => Err(unsupported(OP, format_args!("pool mode {other:?}"))),
    }
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
        let at = IntOperand {
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

/// The 8-bit pooling as a global op: not generated yet (TPU-MLIR grouped every 8-bit
/// pooling swept, and so does `layer-group` in its regimes).
pub fn codegen_global(_op: Pool2DOp, _cx: &mut GenCx<'_>) -> Result<(), CodegenError> {
    Err(unsupported(OP, "an 8-bit pooling outside a layer group"))
}
