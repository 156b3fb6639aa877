//! `tpu.Concat`, as TPU-MLIR 1.30.2 generates it. In place (`only_merge = true`, set by
//! address assignment when the inputs can sit back to back in the output): no command,
//! the inputs already are the output. Otherwise (dimensions before the axis other than 1,
//! a relu, ...): one global-to-global `dma.tensor` per input, in order, viewing input
//! `i` as `1 x 1 x outer x inner_i` (`outer` = the product of the dimensions before the
//! axis, `inner_i` = that of the input's dimensions from the axis on) and writing it at
//! element `Σ inner_j (j < i)` of the output rows of `Σ inner_j` (swept: axes 1-3,
//! batches 1-2, 2-3 inputs). A fused relu is an error. INT8 concatenations (8-bit
//! elements) are the same commands with GDMA format 0 and byte offsets (`docs/int8.md`
//! §12).
//!
//! Known gap: for some shapes TPU-MLIR copies through local memory instead (the outer
//! rows over `outer/2` lanes of 2 rows, one `arith.copy` per input into the output's
//! layout, one store): seen for every even `outer` from 2 to 64 with rows of 36, 18 and
//! 42 elements, and for `outer` 22 with rows (36, 18), (56, 16), (64, 16); not for odd
//! `outer`, nor for `outer` 22 with rows (12, 6), (90, 90), (56, 8), (64, 8), (60, 10),
//! (48, 6), (20, 8), nor `outer` 4 with (64, 40). Every input row of at least 16
//! elements seems needed, but not enough. The rule is not derived; rods copies by DMA
//! there (right numbers, other commands).

use dialects::tpu::ops::ConcatOp;

use super::{move_elem, unsupported, MoveElem};
use crate::codegen::error::{fit, CodegenError};
use crate::codegen::interface::GlobalGenInterface;
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
    Ok(DmaTensor {
        stride_enable: 1,
        cmd_id_en: 1,
        src_data_format: el.format,
        src_nstride: fit("src_nstride", s_all)?,
        src_cstride: fit("src_cstride", s_all)?,
        src_hstride: fit("src_hstride", src_row)?,
        src_wstride: 1,
        dst_nstride: fit("dst_nstride", d_all)?,
        dst_cstride: fit("dst_cstride", d_all)?,
        dst_hstride: fit("dst_hstride", dst_row)?,
        dst_wstride: 1,
        src_nsize: 1,
        src_csize: 1,
        src_hsize: fit("src_hsize", rows)?,
        src_wsize: fit("src_wsize", cols)?,
        dst_nsize: 1,
        dst_csize: 1,
        dst_hsize: fit("dst_hsize", rows)?,
        dst_wsize: fit("dst_wsize", cols)?,
        src_start_addr_l32: src as u32,
        src_start_addr_h8: fit("src address", src >> 32)?,
        dst_start_addr_l32: dst as u32,
        dst_start_addr_h8: fit("dst address", dst >> 32)?,
        localmem_mask_l32: u32::MAX,
        localmem_mask_h32: u32::MAX,
        ..Default::default()
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
