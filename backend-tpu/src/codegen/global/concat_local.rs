//! `tpu.Concat` in a layer group (TPU-MLIR's cast, ..., cast -> concat -> cast groups of
//! INT8, F16 and BF16 models; `docs/int8.md` §25): each input's slice goes into its part
//! of the output's local buffer (EU-aligned, the output's strides). Along `h` or `w`,
//! and along channels when the input starts in lane 0, an `arith.copy` in the elements'
//! precision (input strides to output strides, at the input's offset: `k·w` elements
//! along `h`, `k` along `w`, `⌊k/64⌋` channel strides along channels, `k` the input's
//! start on the axis); along channels from another lane, a `tsbc.l_copy` per batch of the
//! input (`1 x c x h x w`, at the batch's strides) to TIU address `lane_addr(k mod 64, out + ⌊k/64⌋·c_stride)`.

use dialects::tpu::ops::ConcatOp;

use super::{move_elem, unsupported};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::int8::tiu::{lane_addr, lane_copy_tensor, Prec};
use crate::codegen::interface::LocalGenInterface;
use crate::codegen::layout::{LocalLayout, Nchw, NPU_NUM};
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.Concat";

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for ConcatOp {
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let inputs = self.inputs(ctx, arena);
        let output = self.output(ctx, arena);
        let mut infos = Vec::new();
        for &v in inputs.iter().chain([&output]) {
            infos.push(cx.info(v)?);
        }
        let el = move_elem(OP, &infos)?;
        let prec = match infos[0].elem {
            ElemType::I8 | ElemType::U8 => Prec::I8,
            e => Prec::float(e).ok_or_else(|| unsupported(OP, format_args!("element type {}", e.mlir_name())))?,
        };
        if self.do_relu(ctx, arena).unwrap_or(false) {
            return Err(unsupported(OP, "a fused relu in a layer group"));
        }
        let axis = self.axis(ctx, arena).unwrap_or(1);
        if !(1..=3).contains(&axis) || infos[0].shape.len() != 4 {
            return Err(unsupported(
                OP,
                format_args!("axis {axis} of a layer group's 4-D tensors"),
            ));
        }
        let y = slice.local(cx, output)?;
        if y.layout != LocalLayout::EuAligned {
            return Err(unsupported(OP, "a compact result in a layer group"));
        }
        let res_strides = y.shape.local_strides(y.layout, el.bytes);
        let mut at = 0;
        for &v in &inputs {
            let x = slice.local(cx, v)?;
            let opd_strides = x.shape.local_strides(x.layout, el.bytes);
            let (size, offset) = match axis {
                1 => (x.shape.c, 0),
                2 => (x.shape.h, at * y.shape.w),
                _ => (x.shape.w, at),
            };
            if axis == 1 && at % NPU_NUM != 0 {
                if x.layout != LocalLayout::EuAligned {
                    return Err(unsupported(OP, "a compact input in a layer group"));
                }
                // One `tsbc.l_copy` per batch.
                let res = lane_addr(at % NPU_NUM, y.addr + at / NPU_NUM * res_strides.c * el.bytes);
                let plane = Nchw { n: 1, ..x.shape };
                for b in 0..x.shape.n {
                    let (res, opd) = (
                        res + b * res_strides.n * el.bytes,
                        x.addr + b * opd_strides.n * el.bytes,
                    );
                    cx.push(&lane_copy_tensor(prec, res, opd, plane)?)?;
                }
            } else {
                let res = y.addr + (offset + at / NPU_NUM * res_strides.c * u64::from(axis == 1)) * el.bytes;
                cx.push(&el.copy(res, res_strides, x.addr, opd_strides, x.shape)?)?;
            }
            at += size;
        }
        Ok(())
    }
}
