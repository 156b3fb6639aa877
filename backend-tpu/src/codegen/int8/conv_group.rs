//! The quantized `tpu.Conv2D` with `group > 1` as a global op: what is left grouped
//! after TPU-MLIR's `GroupConv2NormalConv` (more than 64 input channels), see
//! `docs/grouped-conv.md` §4. TPU-MLIR runs these convs in layer groups; its global
//! grouped (not depthwise) conv (`--no-layer-group`) loads every group's weights from
//! the first group's channels (wrong numbers), so that one is rods' own.
//!
//! * **depthwise** (TPU-MLIR's commands in the samples seen): pieces of one batch and
//!   a run of output rows in the three-stage pipeline; the merged weight (requant
//!   words, biases, kernels) loaded at 0 after the first input, the input EU-aligned,
//!   one `pord.depthwise` of the 8-bit input with the kernels and biases into a 32-bit
//!   accumulator, `quant.rq1` into the 8-bit result, the store ([`DwLayout`]);
//! * **grouped**: one piece per batch, group and run of at most 64 of its output
//!   channels; each piece loads its channels' requant words, biases and kernels from
//!   the merged weight into the layout of a weight of one channel per lane (requant at
//!   0, bias at 12, kernel at 64), and its group's input channels, then `conv.normal`,
//!   the bias added, `quant.rq1` in place and the store, as the normal global conv.

use super::conv::{merged_offsets, QuantAttrs};
use super::conv_global::{banks, unsupported, MAX_ROW_PIECES};
use super::pipeline::{pipeline, Stage};
use super::tiu;
use crate::codegen::dma::{tensor_load, tensor_load_part, tensor_store_part, FORMAT_INT8};
use crate::codegen::error::CodegenError;
use crate::codegen::global::conv::{row_pieces, RowPiece};
use crate::codegen::layout::{
    GlobalTensor, LocalLayout, LocalTensor, Nchw, Strides, BANK_BYTES, EU_BYTES, LMEM_BYTES, NPU_NUM,
};
use crate::codegen::tensor::TensorInfo;
use crate::codegen::tiu::Window;
use crate::codegen::GenCx;

const OP: &str = "tpu.Conv2D";

fn local(addr: u64, shape: Nchw, layout: LocalLayout) -> LocalTensor {
    LocalTensor { addr, shape, layout }
}

/// The tensors and attributes of a grouped quantized conv.
pub(super) struct GroupedConv<'t> {
    /// The 8-bit input.
    pub x: &'t TensorInfo,
    /// The merged weight (requant words, biases, kernels).
    pub w: &'t TensorInfo,
    /// The 8-bit result.
    pub y: &'t TensorInfo,
    /// The window as the op gives it (pads untrimmed), with the dilation.
    pub win: Window,
    /// The quantization attributes.
    pub quant: QuantAttrs,
    /// `group` (> 1).
    pub group: u64,
}

/// Generates the grouped quantized conv `c` as a global op.
pub(super) fn codegen_global(cx: &mut GenCx<'_>, c: &GroupedConv<'_>) -> Result<(), CodegenError> {
    let (inp, out) = (c.x.nchw(), c.y.nchw());
    let g = c.group;
    if inp.c % g != 0 || out.c % g != 0 {
        return Err(CodegenError::new(format!(
            "'{OP}' op: {g} groups do not divide {} input and {} output channels",
            inp.c, out.c
        )));
    }
    if c.quant.mode != 0 {
        return Err(unsupported("use_3ic_optimize with groups"));
    }
    if g == inp.c && g == out.c {
        depthwise(cx, c)
    } else {
        grouped(cx, c)
    }
}

/// Ping-pong buffers after `at`, each of `bytes` in whole banks: their two addresses
/// and the next free address.
fn two_buffers(at: u64, bytes: u64) -> ([u64; 2], u64) {
    let b = banks(bytes);
    ([at, at + b], at + 2 * b)
}

/// Local memory of a wide depthwise conv, in 16 KiB banks: the merged weight at 0, two
/// inputs, two 8-bit results, a bank left free, the 32-bit accumulator (TPU-MLIR's
/// layout in the samples of `docs/grouped-conv.md` §4, every buffer one bank there).
struct DwLayout {
    inputs: [u64; 2],
    outs: [u64; 2],
    acc: u64,
}

impl DwLayout {
    fn fit(pieces: &[RowPiece], weight: Nchw) -> Option<DwLayout> {
        let max = |f: &dyn Fn(&RowPiece) -> u64| pieces.iter().map(f).max().unwrap_or(0);
        let at = banks(weight.local_bytes(LocalLayout::Compact, 1));
        let (inputs, at) = two_buffers(at, max(&|p| p.inp.local_bytes(LocalLayout::EuAligned, 1)));
        let (outs, at) = two_buffers(at, max(&|p| p.out.local_bytes(LocalLayout::EuAligned, 1)));
        let acc = at + BANK_BYTES;
        let end = acc + banks(max(&|p| p.out.local_bytes(LocalLayout::EuAligned, 4)));
        (end <= LMEM_BYTES).then_some(DwLayout { inputs, outs, acc })
    }
}

fn depthwise(cx: &mut GenCx<'_>, c: &GroupedConv<'_>) -> Result<(), CodegenError> {
    let (inp, out) = (c.x.nchw(), c.y.nchw());
    let weight = c.w.nchw();
    let (bias_at, _) = merged_offsets(out.c_per_lane());
    // Depthwise kernels follow the biases unaligned (TPU-MLIR's `filter_align` 1).
    let kernel_at = bias_at + 4 * out.c_per_lane();
    // One batch per piece, in the fewest runs of output rows that fit.
    let (pieces, layout) = (1..=out.h.min(MAX_ROW_PIECES))
        .find_map(|count| {
            let pieces = row_pieces(&c.win, inp, out, count);
            DwLayout::fit(&pieces, weight).map(|l| (pieces, l))
        })
        .ok_or_else(|| unsupported("a depthwise convolution whose rows do not fit local memory"))?;
    let (px, pw, py) = (c.x.global_addr()?, c.w.global_addr()?, c.y.global_addr()?);
    let QuantAttrs { signed_out, round, .. } = c.quant;
    pipeline(cx, pieces.len(), |cx, stage, i| {
        let p = &pieces[i];
        let (input, res) = (layout.inputs[i % 2], layout.outs[i % 2]);
        match stage {
            Stage::Load => {
                let dst = local(input, p.inp, LocalLayout::EuAligned);
                cx.push(&tensor_load_part(FORMAT_INT8, px, inp, p.in_at, &dst)?)?;
                if i == 0 {
                    let src = GlobalTensor {
                        addr: pw,
                        shape: weight,
                    };
                    cx.push(&tensor_load(
                        FORMAT_INT8,
                        &src,
                        &local(0, weight, LocalLayout::Compact),
                    )?)?;
                }
                Ok(())
            }
            Stage::Compute => {
                cx.push(&tiu::depthwise_i8_to_i32(
                    layout.acc, p.out, input, p.inp.h, p.inp.w, kernel_at, bias_at, &p.win,
                )?)?;
                cx.push(&tiu::requant_i32_to_i8(res, layout.acc, 0, signed_out, round, p.out)?)
            }
            Stage::Store => cx.push(&tensor_store_part(
                FORMAT_INT8,
                &local(res, p.out, LocalLayout::EuAligned),
                py,
                out,
                p.out_at,
            )?),
        }
    })
}

/// One piece of a grouped conv: a batch, a group, a run of at most 64 of its output
/// channels.
struct GroupPiece {
    n: u64,
    ic0: u64,
    oc0: u64,
    oc: u64,
}

fn grouped(cx: &mut GenCx<'_>, c: &GroupedConv<'_>) -> Result<(), CodegenError> {
    let (whole_in, out) = (c.x.nchw(), c.y.nchw());
    let g = c.group;
    let (gic, goc) = (whole_in.c / g, out.c / g);
    let merged = c.w.nchw();
    if merged.n != 1 || merged.h != 1 || merged.c != out.c.min(NPU_NUM) {
        return Err(unsupported("a merged weight of another shape"));
    }
    let p_total = out.c_per_lane();
    let (bias_g, kernel_g) = merged_offsets(p_total);
    let row = gic.div_ceil(NPU_NUM) * c.win.kernel[0] * c.win.kernel[1] * EU_BYTES;
    if kernel_g + p_total * row != merged.w {
        return Err(unsupported("a merged weight of another layout"));
    }
    let (bias_l, kernel_l) = merged_offsets(1);
    let rows = RowPiece::new(&c.win, whole_in, out, (0, 1), (0, out.h));
    let step_in = Nchw::new(1, gic, rows.inp.h, rows.inp.w);
    let step_out = |oc| Nchw::new(1, oc, out.h, out.w);
    let (weights, at) = two_buffers(0, kernel_l + row);
    let (inputs, at) = two_buffers(at, step_in.local_bytes(LocalLayout::EuAligned, 1));
    let (accs, end) = two_buffers(at, step_out(goc.min(NPU_NUM)).local_bytes(LocalLayout::EuAligned, 4));
    if end > LMEM_BYTES {
        return Err(unsupported("a grouped convolution larger than local memory"));
    }
    let pieces: Vec<GroupPiece> = (0..out.n)
        .flat_map(|n| {
            (0..g).flat_map(move |gi| {
                (gi * goc..(gi + 1) * goc)
                    .step_by(NPU_NUM as usize)
                    .map(move |oc0| GroupPiece {
                        n,
                        ic0: gi * gic,
                        oc0,
                        oc: ((gi + 1) * goc - oc0).min(NPU_NUM),
                    })
            })
        })
        .collect();
    let (px, pw, py) = (c.x.global_addr()?, c.w.global_addr()?, c.y.global_addr()?);
    let QuantAttrs { signed_out, round, .. } = c.quant;
    pipeline(cx, pieces.len(), |cx, stage, i| {
        let p = &pieces[i];
        let (weight, input, acc) = (weights[i % 2], inputs[i % 2], accs[i % 2]);
        let o = step_out(p.oc);
        match stage {
            Stage::Load => {
                // The channels' lanes of the merged weight, in runs within one slot.
                let mut o0 = p.oc0;
                while o0 < p.oc0 + p.oc {
                    let (lane, slot) = (o0 % NPU_NUM, o0 / NPU_NUM);
                    let len = (NPU_NUM - lane).min(p.oc0 + p.oc - o0);
                    let to = o0 - p.oc0;
                    for (from, bytes, dst) in [
                        (slot * EU_BYTES, 12, 0),
                        (bias_g + 4 * slot, 4, bias_l),
                        (kernel_g + slot * row, row, kernel_l),
                    ] {
                        let part = Nchw::new(1, len, 1, bytes);
                        let dst = local(weight + dst, part, LocalLayout::Compact);
                        let dst = LocalTensor {
                            addr: crate::codegen::int8::tiu::lane_addr(to, dst.addr),
                            ..dst
                        };
                        cx.push(&tensor_load_part(
                            FORMAT_INT8,
                            pw,
                            merged,
                            Nchw::new(0, lane, 0, from),
                            &dst,
                        )?)?;
                    }
                    o0 += len;
                }
                let at = Nchw::new(p.n, p.ic0, rows.in_at.h, rows.in_at.w);
                cx.push(&tensor_load_part(
                    FORMAT_INT8,
                    px,
                    whole_in,
                    at,
                    &local(input, step_in, LocalLayout::EuAligned),
                )?)
            }
            Stage::Compute => {
                cx.push(&tiu::conv_i8(
                    acc,
                    o,
                    input,
                    step_in,
                    weight + kernel_l,
                    &rows.win,
                    true,
                )?)?;
                let per_channel = Strides { n: 0, c: 1, h: 0, w: 0 };
                cx.push(&tiu::adds_i32(acc, weight + bias_l, per_channel, acc, o)?)?;
                cx.push(&tiu::requant_i32_to_i8(acc, acc, weight, signed_out, round, o)?)
            }
            Stage::Store => cx.push(&tensor_store_part(
                FORMAT_INT8,
                &local(acc, o, LocalLayout::EuAligned),
                py,
                out,
                Nchw::new(p.n, p.oc0, 0, 0),
            )?),
        }
    })
}
