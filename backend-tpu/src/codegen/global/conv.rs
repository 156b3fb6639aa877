//! `tpu.Conv2D`: weight `[1, oc, ic·kh·kw, 1]` compact at 0, bias after it, the input
//! EU-aligned at 0x4000, one `conv.normal` into 0xC000, the fused relu in place, and the
//! store (spec §13, regime n = 1, oc ≤ 64). Larger batches and more output channels run
//! as that step for each batch and each 64 output channels in turn (rods' own tiling).

use dialects::tpu::ops::Conv2DOp;
use ir::{Context, IrArena};

use super::{check_f32, check_value_elems, no_relu_limit, optional_tensor, unsupported};
use crate::codegen::dma::{tensor_load, tensor_load_part, tensor_store_part, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::int8::tiu::Prec;
use crate::codegen::interface::{GlobalGenInterface, LocalGenInterface};
use crate::codegen::layout::{align_up, GlobalTensor, LocalLayout, LocalTensor, Nchw, LMEM_BYTES, NPU_NUM};
use crate::codegen::tiu::{self, ArOperand, Window};
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.Conv2D";
const WEIGHT_AT: u64 = 0;
const INPUT_AT: u64 = 0x4000;
const OUTPUT_AT: u64 = 0xC000;

/// The window of a 2-D op from its `kernel_shape`, `strides` and `pads`, with the
/// bottom and right pads trimmed to what the strides use.
pub(crate) fn window(
    op: &str,
    kernel: Option<Vec<i64>>,
    strides: Option<Vec<i64>>,
    pads: Option<Vec<i64>>,
    ih: u64,
    iw: u64,
) -> Result<Window, CodegenError> {
    let w = full_window(op, kernel, strides, pads, ih, iw)?;
    Ok(trim_to_strides(w, ih, iw))
}

/// `w` with the bottom and right pads trimmed to what the strides use.
pub(crate) fn trim_to_strides(w: Window, ih: u64, iw: u64) -> Window {
    let unused_h = (ih + w.pads[0] + w.pads[2]).saturating_sub(w.extent(0)) % w.stride[0];
    let unused_w = (iw + w.pads[1] + w.pads[3]).saturating_sub(w.extent(1)) % w.stride[1];
    Window {
        pads: [
            w.pads[0],
            w.pads[1],
            w.pads[2].saturating_sub(unused_h),
            w.pads[3].saturating_sub(unused_w),
        ],
        ..w
    }
}

/// The window of a 2-D op from its `kernel_shape`, `strides` and `pads`, checked, with
/// the pads as the op gives them.
pub(crate) fn full_window(
    op: &str,
    kernel: Option<Vec<i64>>,
    strides: Option<Vec<i64>>,
    pads: Option<Vec<i64>>,
    ih: u64,
    iw: u64,
) -> Result<Window, CodegenError> {
    let as_u = |v: Option<Vec<i64>>, n: usize, what: &str| -> Result<Vec<u64>, CodegenError> {
        let v = v.ok_or_else(|| CodegenError::new(format!("'{op}' op: no `{what}`")))?;
        if v.len() != n || v.iter().any(|&x| x < 0) {
            return Err(CodegenError::new(format!(
                "'{op}' op: `{what}` must hold {n} non-negative values"
            )));
        }
        Ok(v.iter().map(|&x| x as u64).collect())
    };
    let k = as_u(kernel, 2, "kernel_shape")?;
    let s = as_u(strides, 2, "strides")?;
    let p = as_u(pads, 4, "pads")?;
    if s.contains(&0) || k.contains(&0) {
        return Err(CodegenError::new(format!("'{op}' op: zero kernel size or stride")));
    }
    if ih + p[0] + p[2] < k[0] || iw + p[1] + p[3] < k[1] {
        return Err(CodegenError::new(format!(
            "'{op}' op: the kernel is larger than the padded input"
        )));
    }
    Ok(Window {
        kernel: [k[0], k[1]],
        stride: [s[0], s[1]],
        pads: [p[0], p[1], p[2], p[3]],
        gaps: [0, 0],
    })
}

/// The window of one slice of a group: in a dimension where the slice's output (from
/// `out_at`, `out` of it) is the whole output, `single`'s pads (a conv's window for a
/// group of one slice); otherwise the pads the slice's windows need beyond the edges of
/// the `whole` input (rows `[o0, o0 + l)` reach input rows `[o0·s - pt, (o0 + l - 1)·s -
/// pt + kh)` of the `full` window).
pub(crate) fn slice_window(
    single: &Window,
    full: &Window,
    whole: Nchw,
    out_at: Nchw,
    out: Nchw,
    whole_out: Nchw,
) -> Window {
    let pads = |d: usize, len: u64, o0: u64, olen: u64, all: u64| -> (u64, u64) {
        if o0 == 0 && olen >= all {
            return (single.pads[d], single.pads[d + 2]);
        }
        // In i128: no overflow for any u64 sizes.
        let (k, s, before) = (
            i128::from(full.extent(d)),
            i128::from(full.stride[d]),
            i128::from(full.pads[d]),
        );
        let start = i128::from(o0) * s - before;
        let end = (i128::from(o0) + i128::from(olen.max(1)) - 1) * s - before + k;
        let clamp = |v: i128| u64::try_from(v.max(0)).unwrap_or(u64::MAX);
        (clamp(-start), clamp(end - i128::from(len)))
    };
    let (top, bottom) = pads(0, whole.h, out_at.h, out.h, whole_out.h);
    let (left, right) = pads(1, whole.w, out_at.w, out.w, whole_out.w);
    Window {
        pads: [top, left, bottom, right],
        ..*single
    }
}

/// The input length (rows or columns) that the windows reach, and the pad after it:
/// TPU-MLIR loads no row or column that no window uses and no pad covers.
pub(crate) fn crop_to_windows(
    len: u64,
    out: u64,
    kernel: u64,
    stride: u64,
    pad_before: u64,
    pad_after: u64,
) -> (u64, u64) {
    let used = (out.max(1) - 1) * stride + kernel;
    let extra = (len + pad_before + pad_after).saturating_sub(used);
    let cut = extra.min(len);
    (len - cut, used.saturating_sub(len - cut + pad_before))
}

/// Loads output channels `[oc0, oc0 + oc)` of a conv's weight `[1, OC, kk, 1]` (at
/// `pw`) compact at 0 and of its bias (at `pb`, if any) at `A(4·kk, 64)`.
pub(crate) fn load_weight_and_bias(
    cx: &mut GenCx<'_>,
    weights: (u64, Option<u64>),
    oc0: u64,
    oc: u64,
    kk: u64,
) -> Result<(), CodegenError> {
    load_weight_and_bias_at(cx, WEIGHT_AT, weights, oc0, oc, kk)
}

/// [`load_weight_and_bias`] into the weight buffer at `at` (the bias at `at +
/// A(4·kk·⌈oc/64⌉, 64)`, after the weight's bytes in each lane).
pub(crate) fn load_weight_and_bias_at(
    cx: &mut GenCx<'_>,
    at: u64,
    (pw, pb): (u64, Option<u64>),
    oc0: u64,
    oc: u64,
    kk: u64,
) -> Result<(), CodegenError> {
    let local = |addr, shape| LocalTensor::compact(addr, shape);
    let shape = Nchw::new(1, oc, kk, 1);
    let weight = GlobalTensor {
        addr: pw + oc0 * kk * 4,
        shape,
    };
    cx.push(&tensor_load(FORMAT_F32, &weight, &local(at, shape))?)?;
    if let Some(pb) = pb {
        let shape = Nchw::new(1, oc, 1, 1);
        let b = GlobalTensor {
            addr: pb + oc0 * 4,
            shape,
        };
        let bias_at = at + align_up(oc.div_ceil(NPU_NUM) * kk * 4, 64);
        cx.push(&tensor_load(FORMAT_F32, &b, &local(bias_at, shape))?)?;
    }
    Ok(())
}

/// One piece of a global conv: a run of batches and of output rows (all columns and
/// channels), the input rows its windows reach (within the input) and the pads they
/// need beyond it.
pub(crate) struct RowPiece {
    /// Where the input rows start.
    pub in_at: Nchw,
    /// Their shape (all input channels).
    pub inp: Nchw,
    /// Where the output rows start.
    pub out_at: Nchw,
    /// Their shape (all output channels).
    pub out: Nchw,
    /// The window with this piece's pads.
    pub win: Window,
}

/// Rows (`d = 0`) or columns (`d = 1`) `[o0, o0 + ol)` of the output of window `win`
/// over an input of `len` rows or columns: the input range they reach (start, length),
/// and the pads before and after it. In i128: no overflow.
fn reach(win: &Window, d: usize, len: u64, o0: u64, ol: u64) -> (u64, u64, u64, u64) {
    let (k, s, before) = (
        i128::from(win.extent(d)),
        i128::from(win.stride[d]),
        i128::from(win.pads[d]),
    );
    let len = i128::from(len);
    let start = i128::from(o0) * s - before;
    let end = (i128::from(o0) + i128::from(ol.max(1)) - 1) * s - before + k;
    let (i0, i1) = (start.clamp(0, len), end.clamp(0, len));
    let u = |v: i128| u64::try_from(v.max(0)).unwrap_or(u64::MAX);
    (u(i0), u(i1 - i0), u(i0 - start), u(end - i1))
}

impl RowPiece {
    /// Batches `[n0, n0 + nl)` and output rows `[o0, o0 + ol)` of a conv with window
    /// `win` from input `whole_in` to output `out`.
    pub fn new(win: &Window, whole_in: Nchw, out: Nchw, (n0, nl): (u64, u64), (o0, ol): (u64, u64)) -> RowPiece {
        let (h0, hl, top, bottom) = reach(win, 0, whole_in.h, o0, ol);
        let (w0, wl, left, right) = reach(win, 1, whole_in.w, 0, out.w);
        RowPiece {
            in_at: Nchw::new(n0, 0, h0, w0),
            inp: Nchw::new(nl, whole_in.c, hl, wl),
            out_at: Nchw::new(n0, 0, o0, 0),
            out: Nchw::new(nl, out.c, ol, out.w),
            win: Window {
                pads: [top, left, bottom, right],
                ..*win
            },
        }
    }

    /// This piece cut to output columns `[q0, q0 + ql)` of window `win` (the op's) over
    /// `whole_w` input columns: the input columns they reach and their pads.
    pub fn with_columns(self, win: &Window, whole_w: u64, (q0, ql): (u64, u64)) -> RowPiece {
        let (w0, wl, left, right) = reach(win, 1, whole_w, q0, ql);
        let [top, _, bottom, _] = self.win.pads;
        RowPiece {
            in_at: Nchw { w: w0, ..self.in_at },
            inp: Nchw { w: wl, ..self.inp },
            out_at: Nchw { w: q0, ..self.out_at },
            out: Nchw { w: ql, ..self.out },
            win: Window {
                pads: [top, left, bottom, right],
                ..self.win
            },
        }
    }
}

/// The pieces of a global conv from `inp` to `out` with window `win`: one batch at a
/// time, its output rows in `count` runs of `⌈OH/count⌉` (the last maybe shorter).
pub(crate) fn row_pieces(win: &Window, inp: Nchw, out: Nchw, count: u64) -> Vec<RowPiece> {
    let per = out.h.div_ceil(count.max(1)).max(1);
    (0..out.n)
        .flat_map(|n| (0..out.h).step_by(per as usize).map(move |o0| (n, o0)))
        .map(|(n, o0)| RowPiece::new(win, inp, out, (n, 1), (o0, per.min(out.h - o0))))
        .collect()
}

/// The pieces of one batch of a global conv from `inp` to `out` with window `win`: its
/// output rows in `count` runs as TPU-MLIR distributes them (`⌊OH/count⌋` rows each,
/// one more for the first `OH mod count`).
pub(crate) fn balanced_row_pieces(win: &Window, inp: Nchw, out: Nchw, count: u64) -> Vec<RowPiece> {
    let count = count.clamp(1, out.h.max(1));
    let (base, extra) = (out.h / count, out.h % count);
    let mut at = 0;
    (0..count)
        .map(|i| {
            let rows = base + u64::from(i < extra);
            let piece = RowPiece::new(win, inp, out, (0, 1), (at, rows));
            at += rows;
            piece
        })
        .collect()
}

/// The checked attributes of a conv.
pub(crate) struct ConvAttrs {
    /// The window, its bottom and right pads trimmed to the strides, with the dilation.
    pub window: Window,
    /// Whether a relu follows.
    pub do_relu: bool,
    /// `group`.
    pub group: u64,
}

/// The gaps between kernel taps of `op`'s `dilations` (dilation − 1 along h and w).
pub(crate) fn conv_gaps(op: Conv2DOp, ctx: &Context, arena: &IrArena) -> Result<[u64; 2], CodegenError> {
    match op.dilations(ctx, arena).as_deref() {
        None => Ok([0, 0]),
        Some(&[dh, dw]) if dh >= 1 && dw >= 1 => Ok([dh as u64 - 1, dw as u64 - 1]),
        Some(_) => Err(CodegenError::new(format!(
            "'{OP}' op: `dilations` must hold 2 positive values"
        ))),
    }
}

/// `op`'s window as the op gives it (pads untrimmed), with its dilation, checked.
pub(crate) fn conv_window(
    op: Conv2DOp,
    ctx: &Context,
    arena: &IrArena,
    ih: u64,
    iw: u64,
) -> Result<Window, CodegenError> {
    let mut full = full_window(
        OP,
        op.kernel_shape(ctx, arena),
        op.strides(ctx, arena),
        op.pads(ctx, arena),
        ih,
        iw,
    )?;
    full.gaps = conv_gaps(op, ctx, arena)?;
    if ih + full.pads[0] + full.pads[2] < full.extent(0) || iw + full.pads[1] + full.pads[3] < full.extent(1) {
        return Err(CodegenError::new(format!(
            "'{OP}' op: the dilated kernel is larger than the padded input"
        )));
    }
    Ok(full)
}

/// The checked attributes of the conv `op` whose input is `ih x iw`.
pub(crate) fn conv_attrs(
    op: Conv2DOp,
    ctx: &Context,
    arena: &IrArena,
    ih: u64,
    iw: u64,
) -> Result<ConvAttrs, CodegenError> {
    let group = op.group(ctx, arena).unwrap_or(1);
    let group = u64::try_from(group)
        .ok()
        .filter(|&g| g >= 1)
        .ok_or_else(|| CodegenError::new(format!("'{OP}' op: `group` must be positive")))?;
    if op.inserts(ctx, arena).is_some_and(|d| d.iter().any(|&x| x != 0)) {
        return Err(unsupported(OP, "inserted zeros"));
    }
    if !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a relu limit"));
    }
    let full = conv_window(op, ctx, arena, ih, iw)?;
    Ok(ConvAttrs {
        window: trim_to_strides(full, ih, iw),
        do_relu: op.do_relu(ctx, arena).unwrap_or(false),
        group,
    })
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for Conv2DOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let elem = cx.info(self.input(ctx, arena))?.elem;
        if let Some(prec) = super::half::is_half(elem).then(|| Prec::float(elem)).flatten() {
            return crate::codegen::int8::conv_half_global(self, cx, prec);
        }
        if elem != ElemType::F32 {
            return crate::codegen::int8::conv_global::codegen_global(self, cx);
        }
        let x = cx.info(self.input(ctx, arena))?;
        let w = cx.info(self.filter(ctx, arena))?;
        let y = cx.info(self.output(ctx, arena))?;
        let bias = optional_tensor(cx, self.bias(ctx, arena))?;
        check_f32(OP, [&x, &w, &y].into_iter().chain(&bias))?;
        if x.shape.len() != 4 || y.shape.len() != 4 {
            return Err(unsupported(OP, "a tensor that is not 4-D"));
        }
        let (mut inp, out) = (x.nchw(), y.nchw());
        let mut attrs = conv_attrs(self, ctx, arena, inp.h, inp.w)?;
        if attrs.group != 1 {
            return super::conv_group::codegen_global(self, cx, &attrs);
        }
        let c = super::conv_group::F32Conv {
            x: &x,
            w: &w,
            y: &y,
            bias: bias.as_ref(),
            attrs: &attrs,
        };
        // TPU-MLIR's two bank layouts (`docs/grouped-conv.md` §3.1); a conv that fits
        // neither runs in rods' own steps below.
        if super::conv_oc::sliced_by_output_channels(inp, out) && super::conv_oc::fits(&c) {
            return super::conv_oc::codegen(cx, &c);
        }
        if super::conv_group::as_one_group(&x, &y, &attrs, bias.is_some()) {
            return super::conv_group::grouped(cx, &c);
        }
        let win = &mut attrs.window;
        (inp.h, win.pads[2]) = crop_to_windows(inp.h, out.h, win.extent(0), win.stride[0], win.pads[0], win.pads[2]);
        (inp.w, win.pads[3]) = crop_to_windows(inp.w, out.w, win.extent(1), win.stride[1], win.pads[1], win.pads[3]);
        let kk = w.count() / out.c.max(1);
        let bias_at = align_up(kk * 4, 64);
        // One batch and at most 64 output channels at a time: the regime of spec §13 is
        // the single step; beyond it (TPU-MLIR slices n and oc with ping-pong buffers)
        // the steps run one after the other.
        let step_in = Nchw::new(1, inp.c, inp.h, inp.w);
        let step_out = |oc| Nchw::new(1, oc, out.h, out.w);
        let in_bytes = step_in.local_bytes(LocalLayout::EuAligned, 4);
        let out_bytes = step_out(out.c.min(NPU_NUM)).local_bytes(LocalLayout::EuAligned, 4);
        if bias_at + 4 > INPUT_AT || INPUT_AT + in_bytes > OUTPUT_AT || OUTPUT_AT + out_bytes > LMEM_BYTES {
            return Err(unsupported(OP, "tensors larger than local memory"));
        }
        let local = |addr, shape, layout| LocalTensor { addr, shape, layout };
        let (pw, px, py) = (w.global_addr()?, x.global_addr()?, y.global_addr()?);
        let pb = bias.as_ref().map(|b| b.global_addr()).transpose()?;
        for n in 0..inp.n {
            for oc0 in (0..out.c).step_by(NPU_NUM as usize) {
                let oc = (out.c - oc0).min(NPU_NUM);
                load_weight_and_bias(cx, (pw, pb), oc0, oc, kk)?;
                if oc0 == 0 {
                    let at = Nchw::new(n, 0, 0, 0);
                    let dst = local(INPUT_AT, step_in, LocalLayout::EuAligned);
                    cx.push(&tensor_load_part(FORMAT_F32, px, x.nchw(), at, &dst)?)?;
                }
                let bias_addr = pb.map(|_| bias_at);
                let o = step_out(oc);
                cx.push(&tiu::conv(
                    OUTPUT_AT,
                    o,
                    INPUT_AT,
                    step_in,
                    WEIGHT_AT,
                    bias_addr,
                    &attrs.window,
                )?)?;
                if attrs.do_relu {
                    let res = ArOperand::aligned(OUTPUT_AT);
                    cx.push(&tiu::relu(&res, &res, o)?)?;
                }
                let at = Nchw::new(n, oc0, 0, 0);
                cx.push(&tensor_store_part(
                    FORMAT_F32,
                    &local(OUTPUT_AT, o, LocalLayout::EuAligned),
                    py,
                    out,
                    at,
                )?)?;
            }
        }
        Ok(())
    }
}

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for Conv2DOp {
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let elem = cx.info(self.input(ctx, arena))?.elem;
        if let Some(prec) = super::half::is_half(elem).then(|| Prec::float(elem)).flatten() {
            return crate::codegen::int8::conv_half_local(self, cx, slice, prec);
        }
        if elem != ElemType::F32 {
            return crate::codegen::int8::conv::codegen_local(self, cx, slice);
        }
        check_value_elems(
            cx,
            OP,
            [self.input(ctx, arena), self.filter(ctx, arena), self.output(ctx, arena)],
            &[ElemType::F32],
        )?;
        let x = slice.local(cx, self.input(ctx, arena))?;
        let w = slice.local(cx, self.filter(ctx, arena))?;
        let y = slice.local(cx, self.output(ctx, arena))?;
        let bias_value = self.bias(ctx, arena);
        let bias = match ctx.type_kind(arena.value_type(bias_value)) {
            ir::TypeKind::None => None,
            _ => Some(slice.local(cx, bias_value)?.addr),
        };
        let (whole, whole_out) = (
            cx.info(self.input(ctx, arena))?.nchw(),
            cx.info(self.output(ctx, arena))?.nchw(),
        );
        let attrs = conv_attrs(self, ctx, arena, whole.h, whole.w)?;
        if attrs.group != 1 {
            return Err(unsupported(OP, "a grouped convolution in a layer group"));
        }
        let full = conv_window(self, ctx, arena, whole.h, whole.w)?;
        let out_at = slice.start_of(cx, self.output(ctx, arena))?;
        // In a group of several slices TPU-MLIR keeps the op's pads where a slice spans
        // the whole output (untrimmed: `1x3x224x224` 3x3 stride 2 keeps its right pad).
        let single = if slice.is_sliced(cx, self.output(ctx, arena))? {
            full
        } else {
            attrs.window
        };
        let win = slice_window(&single, &full, whole, out_at, y.shape, whole_out);
        cx.push(&tiu::conv(y.addr, y.shape, x.addr, x.shape, w.addr, bias, &win)?)?;
        if attrs.do_relu {
            let res = slice.ar_operand(&y);
            cx.push(&tiu::relu(&res, &res, y.shape)?)?;
        }
        Ok(())
    }
}
