//! Global `tpu.Pool2D`s whose window is the whole unpadded input plane (max and
//! average; f32, f16 and bf16), as TPU-MLIR 1.30.2 runs them as global ops
//! (`docs/f16.md` §6.1):
//!
//! * batches and channels merged into `n·c` channels, the input EU-aligned at 0;
//! * the `h·w` values of each channel seen as `⌈h·w/R⌉` rows of `R` (one EU row: 16
//!   f32 or 32 16-bit values), the tail `h·w .. R·⌈h·w/R⌉` filled by an `arith.copy`
//!   of a constant (average: 0; max: `-FLT_MAX` in f32, `-inf` in f16 and bf16);
//! * a pooling of kernel `⌈h·w/R⌉ x 1` into a partial row (average: coefficient 1), then
//!   one of kernel `1 x R` into the result (average: `1/(h·w)` in the element type), both
//!   with strides 1 and, for max, a pad value of 0; the result at twice the input's
//!   bytes a lane rounded up to 0x8000, the partial row 0x8000 above it ([`places`]);
//! * a fused relu in place (rods' choice, not swept), the `n·c` values stored.
//!
//! When the partial row would not fit local memory TPU-MLIR pools runs of rows (not
//! derived): rods runs them in its own runs ([`runs`]). In layer groups ([`WholePlane::local`]) the group places the
//! buffers.

mod runs;

use dialects::tpu::ops::PoolMode;

use super::arith::{self, ArOp, Opd};
use super::unsupported;
use crate::codegen::dma::{float_format, tensor_load_part, tensor_store};
use crate::codegen::error::CodegenError;
use crate::codegen::int8::tiu::Prec;
use crate::codegen::layout::{align_up, GlobalTensor, LocalLayout, LocalTensor, Nchw, Strides, LMEM_BYTES, NPU_NUM};
use crate::codegen::tiu::{self, ArOperand, Window};
use crate::codegen::GenCx;
use crate::regdef::bm1684x::SPorD;
use crate::weights::ElemType;

const OP: &str = "tpu.Pool2D";
/// The granule of the result address (two 16 KiB banks).
const PLACE: u64 = 0x8000;
/// Bytes of one EU row (16 f32 or 32 16-bit values).
const EU_BYTES: u64 = 64;

/// One global pooling over whole planes.
pub(super) struct WholePlane {
    /// Max or average.
    pub mode: PoolMode,
    /// The element type of input and result (f32, f16 or bf16).
    pub elem: ElemType,
    /// A fused relu.
    pub do_relu: bool,
}

/// Where a global op puts its result and its partial row for an input of `per_lane`
/// bytes a lane: the result at twice the input rounded up to 0x8000 (at least 0x8000),
/// the partial row 0x8000 above it. Seen on 16 global ops of 1 to 160000 input bytes
/// a lane (`docs/f16.md` §6.1): 0x8000 up to 16 KiB, 0x10000 for 20032 and 32768
/// bytes, 0x18000 for 40000 and 45056, 0x20000 for 65536, 0x28000 for 80000, 0x30000
/// for 90048.
fn places(per_lane: u64) -> (u64, u64) {
    let result = align_up(2 * per_lane, PLACE).max(PLACE);
    (result, result + PLACE)
}

/// Whether a pooling of `kernel`, `pads` from an `ih x iw` plane into `oh x ow` is
/// one window over the whole unpadded plane.
pub(super) fn is_whole_plane(kernel: [u64; 2], pads: [u64; 4], (ih, iw): (u64, u64), (oh, ow): (u64, u64)) -> bool {
    kernel == [ih, iw] && pads == [0; 4] && oh == 1 && ow == 1
}

/// A window of `kernel` with strides 1 and no pads.
fn plain(kernel: [u64; 2]) -> Window {
    Window {
        kernel,
        stride: [1, 1],
        pads: [0; 4],
        gaps: [0; 2],
    }
}

/// The constant an EU row's tail takes: 0 for an average, the lowest value for a max
/// (`-FLT_MAX` in f32, `-inf` in f16 and bf16).
fn tail_fill(mode: PoolMode, elem: ElemType) -> f32 {
    match (mode, elem) {
        (PoolMode::Avg, _) => 0.0,
        (_, ElemType::F32) => f32::MIN,
        _ => f32::NEG_INFINITY,
    }
}

impl WholePlane {
    /// The TIU precision and element bytes of the pooling.
    fn prec_bytes(&self) -> Result<(u8, u64), CodegenError> {
        let prec = Prec::float(self.elem).ok_or_else(|| unsupported(OP, "this element type"))? as u8;
        Ok((prec, self.elem.size() as u64))
    }

    /// Fills each plane's EU-row tail (`h·w .. R·⌈h·w/R⌉`) of the EU-aligned `input`
    /// (`n x c x h x w`) with [`tail_fill`]; returns the rows and the row length `R`.
    fn fill_tail(&self, cx: &mut GenCx<'_>, input: &LocalTensor) -> Result<(u64, u64), CodegenError> {
        let (prec, eb) = self.prec_bytes()?;
        let row = EU_BYTES / eb;
        let shape = input.shape;
        let hw = shape.h * shape.w;
        let rows = hw.div_ceil(row);
        let tail = rows * row - hw;
        if tail > 0 {
            let s = shape.local_strides(LocalLayout::EuAligned, eb);
            let res = ArOperand::strided(input.addr + hw * eb, Strides { h: tail, ..s });
            let fill = Opd::Const(tail_fill(self.mode, self.elem));
            cx.push(&arith::ar_in(
                prec,
                ArOp::Copy,
                &res,
                fill,
                None,
                Nchw { h: 1, w: tail, ..shape },
            )?)?;
        }
        Ok((rows, row))
    }

    /// One slice of the pooling in a layer group (TPU-MLIR's `pooling_local` for a
    /// global pooling): the tail filled in place in the input `x`, the first step into
    /// the op's scratch buffer at `buffer` (one EU row per batch and lane group), the
    /// second into `y`, with the op's `strides` as the steps' strides (along h for the
    /// first, along w for the second) and, for max, the type's lowest finite value as
    /// pad. A fused relu is not derived.
    pub(super) fn local(
        &self,
        cx: &mut GenCx<'_>,
        x: &LocalTensor,
        y: &LocalTensor,
        buffer: u64,
        strides: [u64; 2],
    ) -> Result<(), CodegenError> {
        if self.do_relu {
            return Err(unsupported(OP, "a relu'd pooling over whole planes in a layer group"));
        }
        if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned {
            return Err(unsupported(OP, "a tensor that is not EU-aligned"));
        }
        let (prec, _) = self.prec_bytes()?;
        let (rows, row) = self.fill_tail(cx, x)?;
        let hw = x.shape.h * x.shape.w;
        let partial = Nchw {
            h: 1,
            w: row,
            ..x.shape
        };
        let first = Window {
            stride: [strides[0], 1],
            ..plain([rows, 1])
        };
        let second = Window {
            stride: [1, strides[1]],
            ..plain([1, row])
        };
        self.step(cx, prec, (buffer, partial), (x.addr, rows, row), &first, 1.0, true)?;
        self.step(
            cx,
            prec,
            (y.addr, y.shape),
            (buffer, 1, row),
            &second,
            1.0 / hw as f32,
            true,
        )
    }

    /// Pools the `inp` planes at global `src` into the `n·c` values at global `dst`.
    pub(super) fn run(&self, cx: &mut GenCx<'_>, src: u64, dst: u64, inp: Nchw) -> Result<(), CodegenError> {
        let format = float_format(self.elem).ok_or_else(|| unsupported(OP, "this element type"))?;
        let (prec, eb) = self.prec_bytes()?;
        let row = EU_BYTES / eb;
        let c = inp.n * inp.c;
        let hw = inp.h * inp.w;
        let rows = hw.div_ceil(row);
        let per_lane = c.div_ceil(NPU_NUM) * align_up(hw, row) * eb;
        let (result_at, partial_at) = places(per_lane);
        if partial_at + row * eb > LMEM_BYTES {
            return self.run_in_runs(cx, src, dst, inp);
        }
        let whole = Nchw::new(1, c, inp.h, inp.w);
        let input = LocalTensor::eu_aligned(0, whole);
        cx.push(&tensor_load_part(format, src, whole, Nchw::default(), &input)?)?;
        self.fill_tail(cx, &input)?;
        let partial = Nchw::new(1, c, 1, row);
        let result = Nchw::new(1, c, 1, 1);
        let (first, second) = (plain([rows, 1]), plain([1, row]));
        self.step(cx, prec, (partial_at, partial), (0, rows, row), &first, 1.0, false)?;
        self.step(
            cx,
            prec,
            (result_at, result),
            (partial_at, 1, row),
            &second,
            1.0 / hw as f32,
            false,
        )?;
        if self.do_relu {
            let res = ArOperand::aligned(result_at);
            cx.push(&arith::relu_in_place(prec, &res, result)?)?;
        }
        let output = LocalTensor::eu_aligned(result_at, result);
        let dst = GlobalTensor {
            addr: dst,
            shape: result,
        };
        cx.push(&tensor_store(format, &output, &dst)?)
    }

    /// One pooling step of window `win` from `(at, h, w)` into `(res, shape)`; `coeff`
    /// multiplies an average's sum; `padded`: a max pooling carries the type's lowest
    /// finite value as pad (in a layer group), else 0 (as a global op).
    #[allow(clippy::too_many_arguments)]
    fn step(
        &self,
        cx: &mut GenCx<'_>,
        prec: u8,
        (res, shape): (u64, Nchw),
        (at, h, w): (u64, u64, u64),
        win: &Window,
        coeff: f32,
        padded: bool,
    ) -> Result<(), CodegenError> {
        match self.mode {
            PoolMode::Avg => cx.push(&arith::avg_pool(prec, res, shape, at, h, w, win, coeff)?),
            _ => {
                let cmd = tiu::max_pool(prec, res, shape, at, h, w, win)?;
                let pad = if padded { cmd.opd3_addr } else { 0 };
                cx.push(&SPorD { opd3_addr: pad, ..cmd })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_go_where_tpu_mlir_put_them() {
        // (input bytes a lane, TPU-MLIR's result address) from its global ops.
        for (bytes, at) in [
            (64, 0x8000),
            (16384, 0x8000),
            (20032, 0x10000),
            (32768, 0x10000),
            (40000, 0x18000),
            (45056, 0x18000),
            (65536, 0x20000),
            (80000, 0x28000),
            (90048, 0x30000),
        ] {
            assert_eq!(places(bytes), (at, at + 0x8000), "{bytes} bytes");
        }
    }

    #[test]
    fn only_an_unpadded_window_over_the_plane_is_whole() {
        assert!(is_whole_plane([7, 7], [0; 4], (7, 7), (1, 1)));
        assert!(!is_whole_plane([7, 7], [1, 1, 1, 1], (7, 7), (3, 3)));
        assert!(!is_whole_plane([3, 3], [0; 4], (7, 7), (2, 2)));
    }
}
