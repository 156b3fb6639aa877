//! `tpu.Pool2D` (max): batches and channels merged into `n·c` channels, the input
//! EU-aligned at 0, one `pord.maxpooling` padded with `-FLT_MAX`, and the store (spec
//! §13). Average pooling is in [`super::avgpool`].
//!
//! Where TPU-MLIR puts the result is a choice of its closed library; the rule used is
//! the average pooling's ([`super::avgpool::output_at`]): by two ratios of input to
//! output bytes, 0x28000, 0x30000 or 0x38000. The numbers are right either way.

use dialects::tpu::ops::{Pool2DOp, PoolMode};
use ir::{Context, IrArena};

use super::conv::{crop_to_windows, window};
use super::pool_whole::{is_whole_plane, WholePlane};
use super::{check_f32, check_value_elems, is_f32, no_relu_limit, unsupported};
use crate::codegen::dma::{tensor_load_part, tensor_store, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::int8::tiu::Prec;
use crate::codegen::interface::{GlobalGenInterface, LocalGenInterface};
use crate::codegen::layout::{GlobalTensor, LocalLayout, LocalTensor, Nchw};
use crate::codegen::tiu::{self, ArOperand, Window, PREC_F32};
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.Pool2D";
const INPUT_AT: u64 = 0;

fn pool_window(op: Pool2DOp, ctx: &Context, arena: &IrArena, ih: u64, iw: u64) -> Result<(Window, bool), CodegenError> {
    match op.pool_mode(ctx, arena) {
        Some(PoolMode::Max) => {}
        other => return Err(unsupported(OP, format_args!("pool mode {other:?}"))),
    }
    if op.is_adaptive(ctx, arena).unwrap_or(false) {
        return Err(unsupported(OP, "adaptive pooling"));
    }
    if !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a relu limit"));
    }
    Ok((
        op_window(op, ctx, arena, ih, iw)?,
        op.do_relu(ctx, arena).unwrap_or(false),
    ))
}

/// The window of the pooling `op` over an `ih x iw` input.
fn op_window(op: Pool2DOp, ctx: &Context, arena: &IrArena, ih: u64, iw: u64) -> Result<Window, CodegenError> {
    window(
        OP,
        op.kernel_shape(ctx, arena),
        op.strides(ctx, arena),
        op.pads(ctx, arena),
        ih,
        iw,
    )
}

/// The global pooling `op` when its window is its whole float input plane
/// ([`super::pool_whole`]), else `None`.
fn whole_plane(op: Pool2DOp, cx: &GenCx<'_>) -> Result<Option<WholePlane>, CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let x = cx.info(op.input(ctx, arena))?;
    let y = cx.info(op.output(ctx, arena))?;
    let float = |e: ElemType| e == ElemType::F32 || super::half::is_half(e);
    if x.shape.len() != 4 || y.shape.len() != 4 || !float(x.elem) || y.elem != x.elem {
        return Ok(None);
    }
    let (inp, out) = (x.nchw(), y.nchw());
    // Pads the strides leave unused are trimmed: they are in no window.
    let win = op_window(op, ctx, arena, inp.h, inp.w)?;
    let mode = match op.pool_mode(ctx, arena) {
        Some(m @ (PoolMode::Max | PoolMode::Avg)) => m,
        _ => return Ok(None),
    };
    if !is_whole_plane(win.kernel, win.pads, (inp.h, inp.w), (out.h, out.w))
        || op.is_adaptive(ctx, arena).unwrap_or(false)
        || !no_relu_limit(op.relu_limit(ctx, arena))
    {
        return Ok(None);
    }
    Ok(Some(WholePlane {
        mode,
        elem: x.elem,
        do_relu: op.do_relu(ctx, arena).unwrap_or(false),
    }))
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for Pool2DOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        if let Some(whole) = whole_plane(self, cx)? {
            let x = cx.info(self.input(ctx, arena))?;
            let y = cx.info(self.output(ctx, arena))?;
            return whole.run(cx, x.global_addr()?, y.global_addr()?, x.nchw());
        }
        if !is_f32(cx, self.input(ctx, arena))? {
            super::reject_half("tpu.Pool2D", cx.info(self.input(ctx, arena))?.elem)?;
            return crate::codegen::int8::pool::codegen_global(self, cx);
        }
        if self.pool_mode(ctx, arena) == Some(PoolMode::Avg) {
            return super::avgpool::codegen_global(self, cx);
        }
        let x = cx.info(self.input(ctx, arena))?;
        let y = cx.info(self.output(ctx, arena))?;
        check_f32(OP, [&x, &y])?;
        if x.shape.len() != 4 || y.shape.len() != 4 {
            return Err(unsupported(OP, "a tensor that is not 4-D"));
        }
        let (whole_in, whole_out) = (x.nchw(), y.nchw());
        // Batches and channels merge into `n·c` channels, as in average pooling.
        let mut inp = Nchw::new(1, whole_in.n * whole_in.c, whole_in.h, whole_in.w);
        let out = Nchw::new(1, whole_out.n * whole_out.c, whole_out.h, whole_out.w);
        let (mut win, do_relu) = pool_window(self, ctx, arena, inp.h, inp.w)?;
        let output_at = super::avgpool::output_at(inp.h, inp.w, out.h, out.w, win.stride[0]);
        let whole_win = win;
        // Rows below the last window that no pad covers are not loaded (columns are).
        (inp.h, win.pads[2]) = crop_to_windows(inp.h, out.h, win.kernel[0], win.stride[0], win.pads[0], win.pads[2]);
        let merged_in = Nchw::new(1, whole_in.n * whole_in.c, whole_in.h, whole_in.w);
        let steps = super::pool_rows::plan(merged_in, out, &whole_win, output_at)?;
        if steps.len() > 1 {
            // Runs of rows (`pool_rows`).
            let (src, dst) = ((x.global_addr()?, whole_in), (y.global_addr()?, whole_out));
            return super::pool_rows::run(cx, &steps, src, dst, output_at, |cx, input_at, p| {
                cx.push(&tiu::max_pool(
                    PREC_F32, output_at, p.out, input_at, p.inp.h, p.inp.w, &p.win,
                )?)?;
                if do_relu {
                    let res = ArOperand::aligned(output_at);
                    cx.push(&tiu::relu(&res, &res, p.out)?)?;
                }
                Ok(())
            });
        }
        let input = LocalTensor::eu_aligned(INPUT_AT, inp);
        let output = LocalTensor::eu_aligned(output_at, out);
        let origin = Nchw::default();
        cx.push(&tensor_load_part(
            FORMAT_F32,
            x.global_addr()?,
            x.nchw(),
            origin,
            &input,
        )?)?;
        cx.push(&tiu::max_pool(PREC_F32, output_at, out, INPUT_AT, inp.h, inp.w, &win)?)?;
        if do_relu {
            let res = ArOperand::aligned(output_at);
            cx.push(&tiu::relu(&res, &res, out)?)?;
        }
        let dst = GlobalTensor {
            addr: y.global_addr()?,
            shape: whole_out,
        };
        cx.push(&tensor_store(FORMAT_F32, &output, &dst)?)
    }
}

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for Pool2DOp {
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let (input, output) = (self.input(ctx, arena), self.output(ctx, arena));
        let elem = cx.info(input)?.elem;
        if elem != ElemType::F32 && !super::half::is_half(elem) {
            return crate::codegen::int8::pool::codegen_local(self, cx, slice);
        }
        check_value_elems(cx, OP, [input, output], &[elem])?;
        let x = slice.local(cx, input)?;
        let y = slice.local(cx, output)?;
        if let Some(whole) = whole_plane(self, cx)? {
            let (buffer, _) = slice.buffer(cx, self.op())?;
            let strides = self.strides(ctx, arena).unwrap_or_default();
            let (sh, sw) = match strides[..] {
                [sh, sw] if sh > 0 && sw > 0 => (sh as u64, sw as u64),
                _ => return Err(unsupported(OP, "strides that are not two positive values")),
            };
            return whole.local(cx, &x, &y, buffer, [sh, sw]);
        }
        if self.pool_mode(ctx, arena) == Some(PoolMode::Avg) && super::half::is_half(elem) {
            return half_avg_local(self, cx, elem, &x, &y);
        }
        let (win, do_relu) = pool_window(self, ctx, arena, x.shape.h, x.shape.w)?;
        let prec = Prec::float(elem).ok_or_else(|| unsupported(OP, "this element type"))? as u8;
        cx.push(&tiu::max_pool(
            prec, y.addr, y.shape, x.addr, x.shape.h, x.shape.w, &win,
        )?)?;
        if do_relu {
            let res = slice.ar_operand(&y);
            cx.push(&super::arith::relu_in_place(prec, &res, y.shape)?)?;
        }
        Ok(())
    }
}

/// One slice of a 16-bit float average pooling (BF16 models; F16 keeps it in f32) in a
/// layer group: `pord.avgpooling` by `1/(kh·kw)` in the slice's precision, then without
/// `count_include_pad` the border outputs scaled by `k/v` (`super::avgpool`).
fn half_avg_local(
    op: Pool2DOp,
    cx: &mut GenCx<'_>,
    elem: ElemType,
    x: &LocalTensor,
    y: &LocalTensor,
) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    if op.is_adaptive(ctx, arena).unwrap_or(false)
        || op.do_relu(ctx, arena).unwrap_or(false)
        || !no_relu_limit(op.relu_limit(ctx, arena))
    {
        return Err(unsupported(OP, "an adaptive or relu'd 16-bit average pooling"));
    }
    if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned {
        return Err(unsupported(OP, "a tensor that is not EU-aligned"));
    }
    let prec = super::half::half_prec(OP, elem)?;
    let (ih, iw) = (x.shape.h, x.shape.w);
    let win = op_window(op, ctx, arena, ih, iw)?;
    let area = (win.kernel[0] * win.kernel[1]) as f32;
    cx.push(&super::arith::avg_pool(
        prec,
        y.addr,
        y.shape,
        x.addr,
        ih,
        iw,
        &win,
        1.0 / area,
    )?)?;
    if op.count_include_pad(ctx, arena).unwrap_or(false) {
        return Ok(());
    }
    let eb = elem.size() as u64;
    super::avgpool::scale_partial_windows(cx, prec, eb, y.addr, y.shape, (ih, iw), &win)
}
