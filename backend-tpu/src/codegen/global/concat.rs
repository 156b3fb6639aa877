//! `tpu.Concat`, as TPU-MLIR 1.30.2 generates it. In place (`only_merge = true`, set by
//! address assignment when the inputs can sit back to back in the output): no command,
//! the inputs already are the output. Otherwise (dimensions before the axis other than 1,
//! a relu, ...) through local memory where TPU-MLIR does (below), else one
//! global-to-global `dma.tensor` per input, in order, viewing input
//! `i` as `1 x 1 x outer x inner_i` (`outer` = the product of the dimensions before the
//! axis, `inner_i` = that of the input's dimensions from the axis on) and writing it at
//! element `Σ inner_j (j < i)` of the output rows of `Σ inner_j` (swept: axes 1-3,
//! batches 1-2, 2-3 inputs). A fused relu is an error. INT8 concatenations (8-bit
//! elements) are the same commands with GDMA format 0 and byte offsets (`docs/int8.md`
//! §12).
//!
//! **Through local memory** (TPU-MLIR's choice, `docs/int8.md` §21): each input seen as
//! `outer` rows of `inner_i` elements, the rows `h = ⌈32 / min inner_i⌉` to a lane,
//! when `h > 1`, `h` divides `outer` and a lane of 64 channels of the output (`h·Σ
//! inner_i` elements) fits in 32 KiB. The `C = outer / h` channels go in slices of
//! as many 64-channel lane groups as fit in 32 KiB, in the three-stage software
//! pipeline: each input loaded compact into its two ping-pong slots (input `i` at
//! `Σ_{j<i} 2·slot_j`, its slot B `slot_i` further), one `arith.copy` per input into
//! its columns of the output slot (A after the inputs' slots, B 64 KiB further), one
//! store. Swept: 68 shapes along axes 1-3, 2-3 inputs, 1 to 16000 channels of rows,
//! F32 and INT8 (the same rule in elements; the 32 KiB in bytes).

use dialects::tpu::ops::ConcatOp;

use super::{move_elem, unsupported, MoveElem};
use crate::codegen::dma::{strided_copy, tensor_load_part, tensor_store_part};
use crate::codegen::error::CodegenError;
use crate::codegen::int8::pipeline::{pipeline, Stage};
use crate::codegen::interface::GlobalGenInterface;
use crate::codegen::layout::{LocalLayout, LocalTensor, Nchw, Strides, NPU_NUM};
use crate::codegen::GenCx;
use crate::regdef::bm1684x::DmaTensor;

const OP: &str = "tpu.Concat";

/// A global-to-global copy of `rows x cols` elements from rows of `src_row` to rows of
/// `dst_row` elements.
fn copy_rows(
    el: MoveElem,
    src: u64,
    dst: u64,
    rows: u64,
    cols: u64,
    src_row: u64,
    dst_row: u64,
) -> Result<DmaTensor, CodegenError> {
    let (s_all, d_all) = (rows * src_row, rows * dst_row);
    strided_copy(
        el.format,
        src,
        dst,
        Nchw::new(1, 1, rows, cols),
        Strides {
            n: s_all,
            c: s_all,
            h: src_row,
            w: 1,
        },
        Strides {
            n: d_all,
            c: d_all,
            h: dst_row,
            w: 1,
        },
    )
}

/// Elements of the narrowest input a lane holds at least, in whole rows.
const LANE_MIN_ELEMS: u64 = 32;
/// Bytes per lane of one slot of a 64-channel group of the output (and of the inputs).
const SLOT_BYTES: u64 = 32 * 1024;
/// From the output's slot A to its slot B.
const OUT_SLOT_B: u64 = 2 * SLOT_BYTES;

/// TPU-MLIR's concatenation through local memory: the rows per lane and the 64-channel
/// groups per slice, or `None` where it copies by DMA.
fn local_plan(outer: u64, inner: &[u64], elem_bytes: u64) -> Option<(u64, u64)> {
    let narrowest = inner.iter().copied().min().filter(|&w| w > 0)?;
    let h = LANE_MIN_ELEMS.div_ceil(narrowest);
    let group_bytes = h * inner.iter().sum::<u64>() * elem_bytes;
    (h > 1 && outer % h == 0 && group_bytes <= SLOT_BYTES).then_some((h, SLOT_BYTES / group_bytes))
}

/// The concatenation of `srcs` (rows of `inner[i]` elements) into `dst` through local
/// memory, `h` rows a lane, slices of `groups` 64-channel groups.
#[allow(clippy::too_many_arguments)]
fn through_local(
    cx: &mut GenCx<'_>,
    el: MoveElem,
    srcs: &[u64],
    inner: &[u64],
    dst: u64,
    outer: u64,
    h: u64,
    groups: u64,
) -> Result<(), CodegenError> {
    let channels = outer / h;
    let width: u64 = inner.iter().sum();
    let step = groups * NPU_NUM;
    let slices: Vec<(u64, u64)> = (0..channels.div_ceil(step))
        .map(|k| (k * step, step.min(channels - k * step)))
        .collect();
    let lanes = step.min(channels).div_ceil(NPU_NUM);
    let slot = |w: u64| lanes * h * w * el.bytes;
    let mut at = Vec::with_capacity(inner.len());
    let mut next = 0;
    for &w in inner {
        at.push(next);
        next += 2 * slot(w);
    }
    let out_at = next;
    let compact = |addr, shape| LocalTensor::compact(addr, shape);
    pipeline(cx, slices.len(), |cx, stage, k| {
        let (c0, cs) = slices[k];
        let ping = (k % 2) as u64;
        let out = out_at + ping * OUT_SLOT_B;
        let out_shape = Nchw::new(1, cs, h, width);
        match stage {
            Stage::Load => {
                for ((&src, &w), &a) in srcs.iter().zip(inner).zip(&at) {
                    let local = compact(a + ping * slot(w), Nchw::new(1, cs, h, w));
                    let whole = Nchw::new(1, channels, h, w);
                    cx.push(&tensor_load_part(
                        el.format,
                        src,
                        whole,
                        Nchw::new(0, c0, 0, 0),
                        &local,
                    )?)?;
                }
            }
            Stage::Compute => {
                let res_strides = out_shape.local_strides(LocalLayout::Compact, 1);
                let mut col = 0;
                for (&w, &a) in inner.iter().zip(&at) {
                    let shape = Nchw::new(1, cs, h, w);
                    let opd_strides = shape.local_strides(LocalLayout::Compact, 1);
                    let res = out + col * el.bytes;
                    cx.push(&el.copy(res, res_strides, a + ping * slot(w), opd_strides, shape)?)?;
                    col += w;
                }
            }
            Stage::Store => {
                let whole = Nchw::new(1, channels, h, width);
                cx.push(&tensor_store_part(
                    el.format,
                    &compact(out, out_shape),
                    dst,
                    whole,
                    Nchw::new(0, c0, 0, 0),
                )?)?;
            }
        }
        Ok(())
    })
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for ConcatOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        if self.do_relu(ctx, arena).unwrap_or(false) {
            return Err(unsupported(OP, "a fused relu"));
        }
        let y = cx.info(self.output(ctx, arena))?;
        let inputs = self
            .inputs(ctx, arena)
            .into_iter()
            .map(|v| cx.info(v))
            .collect::<Result<Vec<_>, _>>()?;
        let el = move_elem(OP, inputs.iter().chain([&y]))?;
        let rank = y.shape.len();
        let axis = usize::try_from(self.axis(ctx, arena).unwrap_or(1))
            .ok()
            .filter(|&a| a < rank)
            .ok_or_else(|| unsupported(OP, "an axis outside the output's rank"))?;
        let dims = |s: &[u64], r: std::ops::Range<usize>| -> u64 { s[r].iter().product() };
        let outer = dims(&y.shape, 0..axis);
        let total = dims(&y.shape, axis..rank);
        let mut inner = Vec::with_capacity(inputs.len());
        for x in &inputs {
            let same_rest = x.shape.len() == rank && (0..rank).all(|d| d == axis || x.shape[d] == y.shape[d]);
            if !same_rest {
                return Err(unsupported(OP, "inputs that differ off the axis"));
            }
            inner.push(dims(&x.shape, axis..rank));
        }
        if inner.iter().sum::<u64>() != total {
            return Err(unsupported(OP, "inputs that do not add up to the output"));
        }
        let dst = y.global_addr()?;
        if self.only_merge(ctx, arena).unwrap_or(false) {
            // In place: each input must already sit where its part of the output is.
            let mut at = dst;
            for x in &inputs {
                if outer != 1 || x.global_addr()? != at {
                    return Err(unsupported(OP, "an in-place concat whose inputs are not back to back"));
                }
                at += x.bytes();
            }
            return Ok(());
        }
        if let Some((h, groups)) = local_plan(outer, &inner, el.bytes) {
            let srcs = inputs.iter().map(|x| x.global_addr()).collect::<Result<Vec<_>, _>>()?;
            return through_local(cx, el, &srcs, &inner, dst, outer, h, groups);
        }
        let mut offset = 0;
        for (x, &cols) in inputs.iter().zip(&inner) {
            cx.push(&copy_rows(
                el,
                x.global_addr()?,
                dst + offset * el.bytes,
                outer,
                cols,
                cols,
                total,
            )?)?;
            offset += cols;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::local_plan;

    #[test]
    fn local_copies_where_tpu_mlir_makes_them() {
        assert_eq!(local_plan(416, &[4, 13], 4), Some((8, 60)));
        assert_eq!(local_plan(80, &[14, 13, 7], 4), Some((5, 48)));
        assert_eq!(local_plan(128_000, &[7, 7], 4), Some((5, 117)));
        assert_eq!(local_plan(80, &[3, 14], 4), None);
        assert_eq!(local_plan(68, &[11, 6, 14], 4), None);
        assert_eq!(local_plan(80, &[32, 32], 4), None);
        assert_eq!(local_plan(8, &[4, 1020], 4), Some((8, 1)));
        assert_eq!(local_plan(8, &[4, 1021], 4), None);
    }
}
