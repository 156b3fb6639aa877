//! F32 group-1 `tpu.Conv2D` sliced by output channels, as TPU-MLIR 1.30.2 runs a conv
//! of more than 64 output channels or of one input channel (`docs/grouped-conv.md`
//! §3.1): the three-stage pipeline over runs of 64 output channels, each loading its
//! weight and bias into the weight buffer of its turn (the first one then every batch
//! of the input, once), one `conv.normal` of all batches into the result buffer of its
//! turn, the relu in place, the store. Buffers: the weight-slicing banks of
//! [`ConvBanks`].

use super::conv::{load_weight_and_bias_at, RowPiece};
use super::conv_banks::{ConvBanks, ConvSlicing};
use super::conv_group::{weight_bytes, F32Conv};
use crate::codegen::dma::{tensor_load_part, tensor_store_part, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::int8::pipeline::{pipeline, Stage};
use crate::codegen::layout::{align_up, LocalLayout, LocalTensor, Nchw, BANK_BYTES, LMEM_BYTES, NPU_NUM};
use crate::codegen::tiu::{self, ArOperand};
use crate::codegen::GenCx;

/// Whether TPU-MLIR slices the group-1 conv from `inp` to `out` by output channels:
/// more than 64 of them, or one input channel (seen for every such conv swept).
pub(crate) fn sliced_by_output_channels(inp: Nchw, out: Nchw) -> bool {
    inp.c == 1 || out.c > NPU_NUM
}

/// The input rows the conv reaches (every batch) and the banks of `c`, or `None` when
/// they do not fit local memory.
fn plan(c: &F32Conv<'_>) -> Option<(RowPiece, ConvBanks)> {
    let (inp, out) = (c.x.nchw(), c.y.nchw());
    let piece = RowPiece::new(&c.attrs.window, inp, out, (0, inp.n), (0, out.h));
    let kk = c.w.count() / out.c.max(1);
    let step_out = Nchw::new(out.n, out.c.min(NPU_NUM), out.h, out.w);
    let banks = ConvBanks::new(
        ConvSlicing::Weight,
        weight_bytes(kk, c.bias.is_some()),
        piece.inp.local_bytes(LocalLayout::EuAligned, 4),
        step_out.local_bytes(LocalLayout::EuAligned, 4),
    )?;
    Some((piece, banks))
}

/// Whether TPU-MLIR slices `c` by output channels: its buffers fit local memory in the
/// weight-slicing banks with room for a second input buffer (`2W + 2I + 2O` banks; seen
/// on 1x2xHx96 → 128 channels: 100 rows sliced by output channels, 110 and more by rows,
/// `docs/grouped-conv.md` §3.2). Otherwise it slices rows ([`super::conv_group`]).
pub(crate) fn fits(c: &F32Conv<'_>) -> bool {
    plan(c).is_some_and(|(_, b)| {
        let input_banks = (b.output[0] - b.input[0]) / BANK_BYTES;
        b.output[1] + (b.output[1] - b.output[0]) + input_banks * BANK_BYTES <= LMEM_BYTES
    })
}

/// The conv `c` sliced by output channels (the caller checked [`fits`]).
pub(crate) fn codegen(cx: &mut GenCx<'_>, c: &F32Conv<'_>) -> Result<(), CodegenError> {
    let Some((piece, banks)) = plan(c) else {
        return Err(super::unsupported(
            "tpu.Conv2D",
            "a convolution larger than its local memory banks",
        ));
    };
    let (inp, out) = (c.x.nchw(), c.y.nchw());
    let kk = c.w.count() / out.c.max(1);
    let bias_at = align_up(kk * 4, 64);
    let (px, pw, py) = (c.x.global_addr()?, c.w.global_addr()?, c.y.global_addr()?);
    let pb = c.bias.map(|b| b.global_addr()).transpose()?;
    let runs: Vec<(u64, u64)> = (0..out.c)
        .step_by(NPU_NUM as usize)
        .map(|oc0| (oc0, (out.c - oc0).min(NPU_NUM)))
        .collect();
    let local = |addr, shape| LocalTensor::eu_aligned(addr, shape);
    pipeline(cx, runs.len(), |cx, stage, i| {
        let (oc0, oc) = runs[i];
        let t = i % 2;
        let o = Nchw::new(out.n, oc, out.h, out.w);
        match stage {
            Stage::Load => {
                load_weight_and_bias_at(cx, banks.weight[t], (pw, pb), oc0, oc, kk)?;
                if i == 0 {
                    let dst = local(banks.input[0], piece.inp);
                    cx.push(&tensor_load_part(FORMAT_F32, px, inp, piece.in_at, &dst)?)?;
                }
                Ok(())
            }
            Stage::Compute => {
                let b = pb.map(|_| banks.weight[t] + bias_at);
                cx.push(&tiu::conv(
                    banks.output[t],
                    o,
                    banks.input[0],
                    piece.inp,
                    banks.weight[t],
                    b,
                    &piece.win,
                )?)?;
                if c.attrs.do_relu {
                    let res = ArOperand::aligned(banks.output[t]);
                    cx.push(&tiu::relu(&res, &res, o)?)?;
                }
                Ok(())
            }
            Stage::Store => {
                let at = Nchw::new(0, oc0, 0, 0);
                cx.push(&tensor_store_part(FORMAT_F32, &local(banks.output[t], o), py, out, at)?)
            }
        }
    })
}
