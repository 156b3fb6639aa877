//! F32 `tpu.Conv2D` with `group > 1` as a global op (TPU-MLIR 1.30.2's commands; the
//! rules are in `docs/grouped-conv.md`):
//!
//! * **depthwise** (`group` = input channels = output channels): pieces of batches and
//!   output rows in the three-stage pipeline; the input EU-aligned at 0 (`0x8000` for
//!   odd pieces when there are several), the kernels `[1, C, kh, kw]` compact at
//!   `0x10000` and the bias `[1, C, 1, 1]` at `0x20000` (both loaded with the first
//!   piece), one `pord.depthwise` into `0x30000` (`0x38000`), the relu in place, the
//!   store;
//! * **grouped**: for each group, the three-stage pipeline over the batches: the
//!   group's weight `[1, oc/g, ic/g·kh·kw, 1]` at 0 and bias after it (`A(4·kk, 64)`)
//!   with the first batch, the group's input channels and `conv.normal`'s result in
//!   the input-slicing banks of [`ConvBanks`] by turns (a count over groups and
//!   batches; `0x4000`/`0x8000` and `0xC000`/`0x10000` when each takes one bank), the
//!   relu in place, the store.
//!
//! Dilation is the kernel's `gaps` (`opd1_*_ins0`) in both.

use dialects::tpu::ops::Conv2DOp;

use super::conv::{balanced_row_pieces, load_weight_and_bias, row_pieces, ConvAttrs, RowPiece};
use super::conv_banks::{ConvBanks, ConvSlicing};
use super::{check_f32, optional_tensor, unsupported};
use crate::codegen::dma::{tensor_load, tensor_load_part, tensor_store_part, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::int8::pipeline::{pipeline, Stage};
use crate::codegen::layout::{align_up, GlobalTensor, LocalLayout, LocalTensor, Nchw, NPU_NUM};
use crate::codegen::tensor::TensorInfo;
use crate::codegen::tiu::{self, ArOperand};
use crate::codegen::GenCx;

const OP: &str = "tpu.Conv2D";

/// Depthwise local memory: input, kernels, bias, result, each in its 64 KiB quarter;
/// with several pieces the input and result halves take turns.
const DW_INPUT_AT: u64 = 0;
const DW_WEIGHT_AT: u64 = 0x10000;
const DW_BIAS_AT: u64 = 0x20000;
const DW_OUTPUT_AT: u64 = 0x30000;
const DW_HALF: u64 = 0x8000;

fn local(addr: u64, shape: Nchw, layout: LocalLayout) -> LocalTensor {
    LocalTensor { addr, shape, layout }
}

/// The tensors and attributes of an F32 conv.
#[derive(Copy, Clone)]
pub(crate) struct F32Conv<'t> {
    /// The input.
    pub x: &'t TensorInfo,
    /// The filter.
    pub w: &'t TensorInfo,
    /// The result.
    pub y: &'t TensorInfo,
    /// The bias, if any.
    pub bias: Option<&'t TensorInfo>,
    /// The checked attributes.
    pub attrs: &'t ConvAttrs,
}

/// The grouped or depthwise F32 conv `op` (`attrs.group > 1`).
pub(crate) fn codegen_global(op: Conv2DOp, cx: &mut GenCx<'_>, attrs: &ConvAttrs) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let x = cx.info(op.input(ctx, arena))?;
    let w = cx.info(op.filter(ctx, arena))?;
    let y = cx.info(op.output(ctx, arena))?;
    let bias = optional_tensor(cx, op.bias(ctx, arena))?;
    check_f32(OP, [&x, &w, &y].into_iter().chain(&bias))?;
    let (inp, out) = (x.nchw(), y.nchw());
    let g = attrs.group;
    if inp.c % g != 0 || out.c % g != 0 || inp.n != out.n {
        return Err(CodegenError::new(format!(
            "'{OP}' op: {g} groups do not divide {} input and {} output channels",
            inp.c, out.c
        )));
    }
    if w.count() != out.c * (inp.c / g) * attrs.window.kernel[0] * attrs.window.kernel[1] {
        return Err(CodegenError::new(format!(
            "'{OP}' op: the filter does not match the groups"
        )));
    }
    let c = F32Conv {
        x: &x,
        w: &w,
        y: &y,
        bias: bias.as_ref(),
        attrs,
    };
    if g == inp.c && g == out.c {
        depthwise(cx, &c)
    } else {
        grouped(cx, &c)
    }
}

/// The depthwise pieces: everything at once when input and result fit half a quarter
/// each, else one batch at a time in the fewest runs of output rows that fit.
fn depthwise_pieces(attrs: &ConvAttrs, inp: Nchw, out: Nchw) -> Result<Vec<RowPiece>, CodegenError> {
    let fits = |pieces: &[RowPiece]| {
        pieces.iter().all(|p| {
            p.inp.local_bytes(LocalLayout::EuAligned, 4) <= DW_HALF
                && p.out.local_bytes(LocalLayout::EuAligned, 4) <= DW_HALF
        })
    };
    let whole = vec![RowPiece::new(&attrs.window, inp, out, (0, inp.n), (0, out.h))];
    if fits(&whole) {
        return Ok(whole);
    }
    for count in 1..=out.h {
        let pieces = row_pieces(&attrs.window, inp, out, count);
        if fits(&pieces) {
            return Ok(pieces);
        }
    }
    Err(unsupported(
        OP,
        "a depthwise convolution whose rows do not fit local memory",
    ))
}

fn depthwise(cx: &mut GenCx<'_>, c: &F32Conv<'_>) -> Result<(), CodegenError> {
    let F32Conv { x, w, y, bias, attrs } = *c;
    let (inp, out) = (x.nchw(), y.nchw());
    let pieces = depthwise_pieces(attrs, inp, out)?;
    let half = |i: usize| if pieces.len() > 1 { (i % 2) as u64 * DW_HALF } else { 0 };
    let (px, py) = (x.global_addr()?, y.global_addr()?);
    let (kh, kw) = (attrs.window.kernel[0], attrs.window.kernel[1]);
    let weight = GlobalTensor {
        addr: w.global_addr()?,
        shape: Nchw::new(1, out.c, kh, kw),
    };
    let bias = bias
        .map(|b| {
            b.global_addr().map(|addr| GlobalTensor {
                addr,
                shape: Nchw::new(1, out.c, 1, 1),
            })
        })
        .transpose()?;
    pipeline(cx, pieces.len(), |cx, stage, i| {
        let p = &pieces[i];
        let (input, output) = (DW_INPUT_AT + half(i), DW_OUTPUT_AT + half(i));
        match stage {
            Stage::Load => {
                let dst = local(input, p.inp, LocalLayout::EuAligned);
                cx.push(&tensor_load_part(FORMAT_F32, px, inp, p.in_at, &dst)?)?;
                if i == 0 {
                    let dst = local(DW_WEIGHT_AT, weight.shape, LocalLayout::Compact);
                    cx.push(&tensor_load(FORMAT_F32, &weight, &dst)?)?;
                    if let Some(b) = &bias {
                        cx.push(&tensor_load(
                            FORMAT_F32,
                            b,
                            &local(DW_BIAS_AT, b.shape, LocalLayout::Compact),
                        )?)?;
                    }
                }
                Ok(())
            }
            Stage::Compute => {
                let b = bias.as_ref().map(|_| DW_BIAS_AT);
                cx.push(&tiu::depthwise(
                    output,
                    p.out,
                    input,
                    p.inp.h,
                    p.inp.w,
                    DW_WEIGHT_AT,
                    b,
                    &p.win,
                )?)?;
                if attrs.do_relu {
                    let res = ArOperand::aligned(output);
                    cx.push(&tiu::relu(&res, &res, p.out)?)?;
                }
                Ok(())
            }
            Stage::Store => cx.push(&tensor_store_part(
                FORMAT_F32,
                &local(output, p.out, LocalLayout::EuAligned),
                py,
                out,
                p.out_at,
            )?),
        }
    })
}

/// One step of a grouped conv: a batch, a group and a run of at most 64 of its output
/// channels (more than 64 per group: rods' tiling).
struct GroupStep {
    n: u64,
    /// The group's first input channel.
    ic0: u64,
    /// The first output channel and how many.
    oc0: u64,
    oc: u64,
}

/// The bytes per lane of a conv step's weight `[1, oc ≤ 64, kk, 1]` (compact) and, with
/// a bias, of the bias after it at `A(4·kk, 64)`.
pub(crate) fn weight_bytes(kk: u64, with_bias: bool) -> u64 {
    if with_bias {
        align_up(kk * 4, 64) + 4
    } else {
        kk * 4
    }
}

/// The plan of a grouped conv: the output channels per step, the row pieces of one
/// batch (of a group's input channels) and the banks they take.
struct GroupedPlan {
    /// Output channels per step: all of them in a group-1 conv, else at most 64 of a
    /// group's.
    oc_run: u64,
    /// The pieces of batch 0, each a run of output rows (one holding them all when
    /// they fit).
    rows: Vec<RowPiece>,
    /// The buffers.
    banks: ConvBanks,
}

/// The bytes per lane of a conv step's weight `[1, oc, kk, 1]` (compact, `⌈oc/64⌉`
/// channels a lane) and, with a bias, of the bias after it.
fn step_weight_bytes(oc: u64, kk: u64, with_bias: bool) -> u64 {
    let lanes = oc.div_ceil(NPU_NUM).max(1);
    if with_bias {
        align_up(lanes * kk * 4, 64) + lanes * 4
    } else {
        lanes * kk * 4
    }
}

/// The plan of the grouped conv `attrs` from `whole_in` to `out` (one batch of a
/// group's input channels per step), or `None` when not even one output row fits local
/// memory. When a whole batch does not fit, TPU-MLIR cuts its output rows into the
/// fewest balanced runs whose buffers fit (`docs/grouped-conv.md` §3.2).
fn grouped_plan(whole_in: Nchw, out: Nchw, attrs: &ConvAttrs, with_bias: bool) -> Option<GroupedPlan> {
    let g = attrs.group.max(1);
    let (gic, goc) = (whole_in.c / g, out.c / g);
    let oc_run = if g == 1 { out.c } else { goc.min(NPU_NUM) };
    let kk = gic * attrs.window.kernel[0] * attrs.window.kernel[1];
    let one_in = Nchw::new(1, whole_in.c, whole_in.h, whole_in.w);
    let one_out = Nchw::new(1, out.c, out.h, out.w);
    let mut last_per = 0;
    for count in 1..=out.h.max(1) {
        // Counts giving the same longest run give the same buffers.
        let per = out.h.div_ceil(count).max(1);
        if per == last_per {
            continue;
        }
        last_per = per;
        let rows = balanced_row_pieces(&attrs.window, one_in, one_out, count);
        let (step_in, step_out) = rows.iter().fold((0, 0), |(i, o), p| {
            (
                i.max(Nchw::new(1, gic, p.inp.h, p.inp.w).local_bytes(LocalLayout::EuAligned, 4)),
                o.max(Nchw::new(1, oc_run, p.out.h, p.out.w).local_bytes(LocalLayout::EuAligned, 4)),
            )
        });
        let weight = step_weight_bytes(oc_run, kk, with_bias);
        if let Some(banks) = ConvBanks::new(ConvSlicing::Input, weight, step_in, step_out) {
            return Some(GroupedPlan { oc_run, rows, banks });
        }
    }
    None
}

/// Whether the group-1 conv `attrs` from `x` to `y` can run as TPU-MLIR runs a conv of
/// at least two input channels and at most 64 output channels, and any conv too large
/// to slice by output channels: as a grouped conv of one group (pipelined over the
/// batches and runs of rows, ping-pong buffers, all output channels at once).
pub(crate) fn as_one_group(x: &TensorInfo, y: &TensorInfo, attrs: &ConvAttrs, with_bias: bool) -> bool {
    attrs.group == 1 && grouped_plan(x.nchw(), y.nchw(), attrs, with_bias).is_some()
}

/// The grouped F32 conv (also a group-1 conv, [`as_one_group`]).
pub(crate) fn grouped(cx: &mut GenCx<'_>, c: &F32Conv<'_>) -> Result<(), CodegenError> {
    let F32Conv { x, w, y, bias, attrs } = *c;
    let (whole_in, out) = (x.nchw(), y.nchw());
    let Some(GroupedPlan { oc_run, rows, banks }) = grouped_plan(whole_in, out, attrs, bias.is_some()) else {
        return Err(unsupported(
            OP,
            "a grouped convolution larger than its local memory banks",
        ));
    };
    let g = attrs.group;
    let (gic, goc) = (whole_in.c / g, out.c / g);
    let kk = gic * attrs.window.kernel[0] * attrs.window.kernel[1];
    let (px, pw, py) = (x.global_addr()?, w.global_addr()?, y.global_addr()?);
    let pb = bias.map(|b| b.global_addr()).transpose()?;
    let mut turn = 0usize;
    for gi in 0..g {
        for oc0 in (gi * goc..(gi + 1) * goc).step_by(oc_run.max(1) as usize) {
            let oc = ((gi + 1) * goc - oc0).min(oc_run);
            let bias_at = align_up(oc.div_ceil(NPU_NUM) * kk * 4, 64);
            // Every batch, each in its runs of rows.
            let steps: Vec<(GroupStep, &RowPiece)> = (0..out.n)
                .flat_map(|n| rows.iter().map(move |r| (n, r)))
                .map(|(n, r)| {
                    let s = GroupStep {
                        n,
                        ic0: gi * gic,
                        oc0,
                        oc,
                    };
                    (s, r)
                })
                .collect();
            let first = turn;
            pipeline(cx, steps.len(), |cx, stage, i| {
                let (s, piece) = (&steps[i].0, steps[i].1);
                let t = (first + i) % 2;
                let o = Nchw::new(1, s.oc, piece.out.h, piece.out.w);
                let step_in = Nchw::new(1, gic, piece.inp.h, piece.inp.w);
                match stage {
                    Stage::Load => {
                        if i == 0 {
                            load_weight_and_bias(cx, (pw, pb), s.oc0, s.oc, kk)?;
                        }
                        let at = Nchw::new(s.n, s.ic0, piece.in_at.h, piece.in_at.w);
                        let dst = local(banks.input[t], step_in, LocalLayout::EuAligned);
                        cx.push(&tensor_load_part(FORMAT_F32, px, whole_in, at, &dst)?)
                    }
                    Stage::Compute => {
                        let b = pb.map(|_| bias_at);
                        cx.push(&tiu::conv(
                            banks.output[t],
                            o,
                            banks.input[t],
                            step_in,
                            0,
                            b,
                            &piece.win,
                        )?)?;
                        if attrs.do_relu {
                            let res = ArOperand::aligned(banks.output[t]);
                            cx.push(&tiu::relu(&res, &res, o)?)?;
                        }
                        Ok(())
                    }
                    Stage::Store => {
                        let at = Nchw::new(s.n, s.oc0, piece.out_at.h, 0);
                        let src = local(banks.output[t], o, LocalLayout::EuAligned);
                        cx.push(&tensor_store_part(FORMAT_F32, &src, py, out, at)?)
                    }
                }
            })?;
            turn += steps.len();
        }
    }
    Ok(())
}
