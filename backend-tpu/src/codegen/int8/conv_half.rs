//! The 16-bit float `tpu.Conv2D` of a group slice (F16 and BF16 models,
//! `docs/f16.md` §9): f16 or bf16 input and kernel (TPU-MLIR's `filter_reorderd`
//! layout, `conv_coeff::half_filter`), an f32 bias, a result of the input's type.
//!
//! `conv.normal` in the 16-bit precision with the bias operand, straight into the
//! result; a fused relu is `arith.max` with 0 in place. With `use_3ic_optimize` the
//! input channels are first folded over the kernel lanes exactly as the 8-bit
//! convolution folds them ([`super::conv`]: `tsbc.l_bc`, the one-hot kernel, the
//! `pord.depthwise` shift), in the 16-bit precision, the depthwise result at the start
//! of the op's buffer (there are no partial sums to keep). A depthwise convolution of
//! more than 64 channels (TPU-MLIR keeps its groups) is one `pord.depthwise` with the
//! 16-bit kernels and the bias TPU-MLIR converts to 16 bits.

use dialects::tpu::ops::Conv2DOp;

use super::conv::{fold, fold_local, one_hot_kernel, prec_bytes, slice_conv, SliceConv};
use super::conv_global::{banks, fold_piece, load_piece, Layout, MAX_ROW_PIECES};
use super::pipeline::{pipeline, Stage};
use super::tiu::Prec;
use crate::codegen::dma::{tensor_load, tensor_store_part};
use crate::codegen::error::CodegenError;
use crate::codegen::global::conv::{conv_window, row_pieces};
use crate::codegen::group::{dma_format, SliceCx};
use crate::codegen::layout::{GlobalTensor, LocalLayout, LocalTensor, NPU_NUM};
use crate::codegen::tiu::ArOperand;
use crate::codegen::GenCx;
use crate::regdef::bm1684x::{SConv, SPorD};

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
    let SliceConv { x, w, y, win } = slice_conv(op, cx, slice)?;
    let bias_value = op.bias(ctx, arena);
    let bias = match ctx.type_kind(arena.value_type(bias_value)) {
        ir::TypeKind::None => None,
        _ => Some(slice.local(cx, bias_value)?.addr),
    };
    let out = y.shape;
    let group = u64::try_from(op.group(ctx, arena).unwrap_or(1)).unwrap_or(0);
    let mode = op.use_3ic_optimize(ctx, arena).unwrap_or(0);
    if group != 1 {
        // Depthwise (more than 64 channels: TPU-MLIR keeps its groups): one
        // `pord.depthwise` with the 16-bit kernels and bias.
        if group != x.shape.c || group != out.c || mode != 0 {
            return Err(unsupported("a grouped 16-bit float convolution in a layer group"));
        }
        let (ih, iw) = (x.shape.h, x.shape.w);
        cx.push(&SPorD {
            res0_prec: prec as u8,
            opd0_prec: prec as u8,
            ..crate::codegen::tiu::depthwise(y.addr, out, x.addr, ih, iw, w.addr, bias, &win)?
        })?;
    } else if mode == 0 {
        cx.push(&conv_half(prec, y.addr, out, x.addr, x.shape, w.addr, bias, &win)?)?;
    } else {
        let (dw_at, _) = slice.buffer(cx, op.op())?;
        let (dw, conv_win) = fold_local(cx, prec, &x, out, &win, mode, dw_at)?;
        cx.push(&conv_half(prec, y.addr, out, dw_at, dw, w.addr, bias, &conv_win)?)?;
    }
    if op.do_relu(ctx, arena).unwrap_or(false) {
        let res = slice.ar_operand(&y);
        cx.push(&crate::codegen::global::arith::relu_in_place(prec as u8, &res, out)?)?;
    }
    Ok(())
}

/// Generates the 16-bit float convolution `op` (precision `prec`) as a global op: one
/// piece per batch and run of output rows, loaded, folded as in a group, convolved
/// into the result buffer (relu in place), stored.
pub fn codegen_global(op: Conv2DOp, cx: &mut GenCx<'_>, prec: Prec) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    if op.group(ctx, arena).unwrap_or(1) != 1 {
        return Err(unsupported("a grouped 16-bit float convolution"));
    }
    let x = cx.info(op.input(ctx, arena))?;
    let w = cx.info(op.filter(ctx, arena))?;
    let y = cx.info(op.output(ctx, arena))?;
    let bias_value = op.bias(ctx, arena);
    let b = match ctx.type_kind(arena.value_type(bias_value)) {
        ir::TypeKind::None => None,
        _ => Some(cx.info(bias_value)?),
    };
    if x.shape.len() != 4 || y.shape.len() != 4 || w.shape.len() != 4 {
        return Err(unsupported("a tensor that is not 4-D"));
    }
    let (whole_in, out) = (x.nchw(), y.nchw());
    if whole_in.count() == 0 || out.count() == 0 || whole_in.n != out.n {
        return Err(unsupported("empty tensors or batches that differ"));
    }
    let format = dma_format(x.elem)?;
    let elem = prec_bytes(prec);
    let win = conv_window(op, ctx, arena, whole_in.h, whole_in.w)?;
    let mode = op.use_3ic_optimize(ctx, arena).unwrap_or(0);
    let folded = if mode == 0 { None } else { Some(fold(&win, mode)?) };
    if let Some(f) = &folded {
        if whole_in.c.saturating_mul(f.k) > NPU_NUM {
            return Err(unsupported(format_args!(
                "use_3ic_optimize with {} channels of {} lanes",
                whole_in.c, f.k
            )));
        }
    }
    let weight_shape = w.nchw();
    let filter_banks = banks(weight_shape.local_bytes(LocalLayout::Compact, elem));
    let bias_shape = b.as_ref().map(|b| b.nchw());
    let bias_banks = bias_shape.map_or(0, |s| banks(s.local_bytes(LocalLayout::Compact, 4)));
    let (pieces, layout) = (1..=out.h.min(MAX_ROW_PIECES))
        .find_map(|count| {
            let pieces = row_pieces(&win, whole_in, out, count);
            Layout::fit(&pieces, filter_banks + bias_banks, mode, &win, [elem, elem]).map(|l| (pieces, l))
        })
        .ok_or_else(|| unsupported("a convolution whose rows do not fit local memory"))?;
    let (px, pw, py) = (x.global_addr()?, w.global_addr()?, y.global_addr()?);
    let pb = b.as_ref().map(|b| b.global_addr()).transpose()?;
    let bias_at = pb.map(|_| filter_banks);
    let do_relu = op.do_relu(ctx, arena).unwrap_or(false);
    let local = |addr, shape, layout| LocalTensor { addr, shape, layout };
    pipeline(cx, pieces.len(), |cx, stage, i| match stage {
        Stage::Load => {
            if i == 0 {
                if let Some(f) = &folded {
                    one_hot_kernel(cx, prec, layout.scratch, whole_in.c, f.k)?;
                }
                let filter = GlobalTensor {
                    addr: pw,
                    shape: weight_shape,
                };
                cx.push(&tensor_load(
                    format,
                    &filter,
                    &local(0, weight_shape, LocalLayout::Compact),
                )?)?;
                if let (Some(addr), Some(shape), Some(at)) = (pb, bias_shape, bias_at) {
                    let bias = GlobalTensor { addr, shape };
                    cx.push(&tensor_load(
                        crate::codegen::dma::FORMAT_F32,
                        &bias,
                        &local(at, shape, LocalLayout::Compact),
                    )?)?;
                }
            }
            load_piece(cx, format, (px, whole_in), &layout, &pieces[i], i)
        }
        Stage::Compute => {
            let p = &pieces[i];
            let (input, res) = (layout.inputs[i % 2], layout.accs[i % 2]);
            match &folded {
                Some(_) => {
                    let (dw, conv_win) = fold_piece(cx, prec, &layout, p, input, mode)?;
                    cx.push(&conv_half(
                        prec,
                        res,
                        p.out,
                        layout.depthwise,
                        dw,
                        0,
                        bias_at,
                        &conv_win,
                    )?)?;
                }
                None => cx.push(&conv_half(prec, res, p.out, input, p.inp, 0, bias_at, &p.win)?)?,
            }
            if do_relu {
                let r = ArOperand::aligned(res);
                cx.push(&crate::codegen::global::arith::relu_in_place(prec as u8, &r, p.out)?)?;
            }
            Ok(())
        }
        Stage::Store => {
            let p = &pieces[i];
            cx.push(&tensor_store_part(
                format,
                &local(layout.accs[i % 2], p.out, LocalLayout::EuAligned),
                py,
                out,
                p.out_at,
            )?)
        }
    })
}
