//! The quantized `tpu.Conv2D` as a global op (TPU-MLIR without layer groups): one piece
//! per batch, in the three-stage pipeline of `super::pipeline`, in local memory banks
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
use super::tiu::{self, Prec};
use crate::codegen::dma::{tensor_load, tensor_load_part, tensor_store_part, FORMAT_INT8};
use crate::codegen::error::CodegenError;
use crate::codegen::global::conv::{conv_window, row_pieces, RowPiece as Piece};
use crate::codegen::layout::{
    align_up, GlobalTensor, LocalLayout, LocalTensor, Strides, BANK_BYTES, EU_BYTES, LMEM_BYTES, NPU_NUM,
};
use crate::codegen::tiu::Window;
use crate::codegen::GenCx;

const OP: &str = "tpu.Conv2D";
/// Row pieces tried at most (beyond, the rows are not worth cutting further).
pub(super) const MAX_ROW_PIECES: u64 = 4096;

/// An unsupported shape or attribute of a quantized conv.
pub(super) fn unsupported(what: impl std::fmt::Display) -> CodegenError {
    crate::codegen::global::unsupported(OP, what)
}

/// Bytes `bytes` take in whole banks.
pub(super) fn banks(bytes: u64) -> u64 {
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
    if whole_in.count() == 0 || out.count() == 0 {
        return Err(unsupported("an empty tensor"));
    }
    if whole_in.n != out.n {
        return Err(CodegenError::new(format!("'{OP}' op: input and result batches differ")));
    }
    let win = conv_window(op, ctx, arena, whole_in.h, whole_in.w)?;
    let group = op.group(ctx, arena).unwrap_or(1);
    if group != 1 {
        let group = u64::try_from(group)
            .ok()
            .filter(|&g| g > 1)
            .ok_or_else(|| CodegenError::new(format!("'{OP}' op: `group` must be positive")))?;
        let c = super::conv_group::GroupedConv {
            x: &x,
            w: &w,
            y: &y,
            win,
            quant: QuantAttrs {
                signed_out,
                round,
                mode,
            },
            group,
        };
        return super::conv_group::codegen_global(cx, &c);
    }
    let (bias_at, kernel_at) = merged_offsets(out.c_per_lane());
    let weight_shape = w.nchw();
    let weight_banks = banks(weight_shape.local_bytes(LocalLayout::Compact, 1));
    let folded = if mode == 0 { None } else { Some(fold(&win, mode)?) };
    if let Some(f) = &folded {
        if whole_in.c.saturating_mul(f.k) > NPU_NUM {
            return Err(unsupported(format_args!(
                "use_3ic_optimize with {} channels of {} lanes",
                whole_in.c, f.k
            )));
        }
    }
    // The fewest row pieces whose buffers fit.
    let (pieces, layout) = (1..=out.h.min(MAX_ROW_PIECES))
        .find_map(|count| {
            let pieces = row_pieces(&win, whole_in, out, count);
            Layout::fit(&pieces, weight_banks, mode, &win, [1, 4]).map(|l| (pieces, l))
        })
        .ok_or_else(|| unsupported("a convolution whose rows do not fit local memory"))?;
    let (px, pw, py) = (x.global_addr()?, w.global_addr()?, y.global_addr()?);
    let local = |addr, shape, layout| LocalTensor { addr, shape, layout };
    pipeline(cx, pieces.len(), |cx, stage, i| match stage {
        Stage::Load => {
            if i == 0 {
                if let Some(f) = &folded {
                    one_hot_kernel(cx, Prec::I8, layout.scratch, whole_in.c, f.k)?;
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
            load_piece(cx, FORMAT_INT8, (px, whole_in), &layout, &pieces[i], i)
        }
        Stage::Compute => {
            let p = &pieces[i];
            let (input, acc) = (layout.inputs[i % 2], layout.accs[i % 2]);
            match &folded {
                Some(_) => {
                    let (dw, conv_win) = fold_piece(cx, Prec::I8, &layout, p, input, mode)?;
                    cx.push(&tiu::conv_i8(
                        acc,
                        p.out,
                        layout.depthwise,
                        dw,
                        kernel_at,
                        &conv_win,
                        true,
                    )?)?;
                }
                None => cx.push(&tiu::conv_i8(acc, p.out, input, p.inp, kernel_at, &p.win, true)?)?,
            }
            let per_channel = Strides { n: 0, c: 1, h: 0, w: 0 };
            cx.push(&tiu::adds_i32(acc, bias_at, per_channel, acc, p.out)?)?;
            cx.push(&tiu::requant_i32_to_i8(acc, acc, 0, signed_out, round, p.out)?)
        }
        Stage::Store => {
            let p = &pieces[i];
            cx.push(&tensor_store_part(
                FORMAT_INT8,
                &local(layout.accs[i % 2], p.out, LocalLayout::EuAligned),
                py,
                out,
                p.out_at,
            )?)
        }
    })
}

/// Loads the input rows of piece `p` (the `i`-th) from the global tensor `(addr,
/// whole)` of GDMA format `format` into its ping-pong buffer.
pub(super) fn load_piece(
    cx: &mut GenCx<'_>,
    format: u8,
    (addr, whole): (u64, crate::codegen::layout::Nchw),
    layout: &Layout,
    p: &Piece,
    i: usize,
) -> Result<(), CodegenError> {
    let dst = LocalTensor::eu_aligned(layout.inputs[i % 2], p.inp);
    cx.push(&tensor_load_part(format, addr, whole, p.in_at, &dst)?)
}

/// The folding of a global conv's piece `p` (input at `input`, precision `prec`) for
/// the `use_3ic_optimize` `mode`, the one-hot kernels already in `layout.scratch`: the
/// channels spread over their lanes and shifted (`pord.depthwise`) into
/// `layout.depthwise`; returns the depthwise result's shape and the window left to
/// convolve.
pub(super) fn fold_piece(
    cx: &mut GenCx<'_>,
    prec: Prec,
    layout: &Layout,
    p: &Piece,
    input: u64,
    mode: i64,
) -> Result<(crate::codegen::layout::Nchw, Window), CodegenError> {
    let f = fold(&p.win, mode)?;
    spread_lanes(cx, prec, input, p.inp.c, f.k, p.inp)?;
    let kernel = layout.scratch + 2 * EU_BYTES;
    let dw = folded_shape(mode, f.k, p.inp, p.out);
    cx.push(&tiu::depthwise_same(
        prec,
        layout.depthwise,
        dw,
        input,
        p.inp.h,
        p.inp.w,
        kernel,
        &f.depthwise,
    )?)?;
    Ok((dw, f.conv))
}

/// Local memory of a global conv, in 16 KiB banks: the weight at 0, for a folding the
/// depthwise result and then its scratch, two inputs, two accumulators (or results).
pub(super) struct Layout {
    /// The depthwise result of a folding.
    pub depthwise: u64,
    /// The one-hot kernel's scratch (lane index, constant 1, kernel) of a folding.
    pub scratch: u64,
    /// The ping-pong input buffers.
    pub inputs: [u64; 2],
    /// The ping-pong accumulators or results.
    pub accs: [u64; 2],
}

impl Layout {
    /// The layout for `pieces` after `weight_banks` bytes of weights, inputs of
    /// `bytes[0]`-byte elements and accumulators of `bytes[1]`-byte ones, if it fits
    /// local memory.
    pub(super) fn fit(pieces: &[Piece], weight_banks: u64, mode: i64, win: &Window, bytes: [u64; 2]) -> Option<Layout> {
        let [elem, acc_elem] = bytes;
        let max = |f: &dyn Fn(&Piece) -> u64| pieces.iter().map(f).max().unwrap_or(0);
        let mut at = weight_banks;
        let (depthwise, scratch) = if mode == 0 {
            (0, 0)
        } else {
            let k = fold(win, mode).ok()?.k;
            let dw = max(&|p| folded_shape(mode, k, p.inp, p.out).local_bytes(LocalLayout::EuAligned, elem));
            let start = at;
            at += banks(dw + 2 * EU_BYTES + align_up(k * elem, EU_BYTES));
            (start, start + dw)
        };
        let in_bytes = banks(max(&|p| p.inp.local_bytes(LocalLayout::EuAligned, elem)));
        let inputs = [at, at + in_bytes];
        at += 2 * in_bytes;
        let acc_bytes = banks(max(&|p| p.out.local_bytes(LocalLayout::EuAligned, acc_elem)));
        let accs = [at, at + acc_bytes];
        (at + 2 * acc_bytes <= LMEM_BYTES).then_some(Layout {
            depthwise,
            scratch,
            inputs,
            accs,
        })
    }
}
