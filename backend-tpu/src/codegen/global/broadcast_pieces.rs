//! Float (f32, f16, bf16) `tpu.Add`, `tpu.Mul` and `tpu.Sub` whose inputs broadcast to
//! the result outside the regime of [`super::broadcast`] (a broadcast batch, tensors
//! larger than 32 KiB a lane, more than 64 channels read from a one-channel input, a
//! broadcasting first input of a subtraction, an addition that broadcasts, both inputs
//! broadcasting; 16-bit global ops): rods' own tiling, for right numbers (TPU-MLIR's
//! commands differ).
//!
//! The result runs in pieces of one batch, at most 64 channels (one a lane), and as many
//! rows (or, for rows longer than the buffer, columns) as keep each operand within
//! 32 KiB a lane. For each piece, each input's part is loaded (only the part along its
//! own non-broadcast dimensions: one batch, channel, row or column where it has one),
//! copied from lane 0 to the piece's other lanes by `tsbc.l_bc` when the input has one
//! channel, and read by one `arith` command with zero strides along its broadcast
//! dimensions; a fused relu runs in place, and the piece is stored.

use super::arith::{self, ArOp, Opd};
use super::broadcast::lane_broadcast;
use super::unsupported;
use crate::codegen::dma::{float_format, tensor_load_part, tensor_store_part};
use crate::codegen::error::CodegenError;
use crate::codegen::int8::tiu::Prec;
use crate::codegen::layout::{LocalLayout, LocalTensor, Nchw, Strides, NPU_NUM};
use crate::codegen::tensor::TensorInfo;
use crate::codegen::tiu::ArOperand;
use crate::codegen::GenCx;

/// Local addresses of the first input, the second input and the result.
const SLOTS: [u64; 3] = [0, 0x8000, 0x10000];
/// Bytes one operand may take a lane.
const LANE_BYTES: u64 = 0x8000;

/// Whether `x` broadcasts to `y` (same rank, at most 4 dimensions, each 1 or `y`'s).
pub(super) fn broadcasts_to(x: &TensorInfo, y: &TensorInfo) -> bool {
    x.shape.len() == y.shape.len()
        && y.shape.len() <= 4
        && x.shape.iter().zip(&y.shape).all(|(&a, &b)| a == 1 || a == b)
}

/// The pieces of `y`: `(start, size)` of one batch, up to 64 channels and the rows or
/// columns that keep a piece within `lane_elems` elements a lane.
fn pieces(y: Nchw, lane_elems: u64) -> Vec<(Nchw, Nchw)> {
    let ws = y.w.min(lane_elems);
    let hs = if ws < y.w { 1 } else { (lane_elems / ws).clamp(1, y.h) };
    let mut out = Vec::new();
    for n in 0..y.n {
        for c in (0..y.c).step_by(NPU_NUM as usize) {
            for h in (0..y.h).step_by(hs as usize) {
                for w in (0..y.w).step_by(ws as usize) {
                    let size = Nchw::new(1, NPU_NUM.min(y.c - c), hs.min(y.h - h), ws.min(y.w - w));
                    out.push((Nchw::new(n, c, h, w), size));
                }
            }
        }
    }
    out
}

/// The part of input `x` (shape `x4`) that the result piece `(at, size)` reads: where it
/// starts in `x` and its shape (1 along `x`'s broadcast dimensions).
fn input_part(x4: Nchw, at: Nchw, size: Nchw) -> (Nchw, Nchw) {
    let pick = |dx: u64, start: u64, len: u64| if dx == 1 { (0, 1) } else { (start, len) };
    let (n, _) = pick(x4.n, at.n, 1);
    let (c, cs) = pick(x4.c, at.c, size.c);
    let (h, hs) = pick(x4.h, at.h, size.h);
    let (w, ws) = pick(x4.w, at.w, size.w);
    (Nchw::new(n, c, h, w), Nchw::new(1, cs, hs, ws))
}

/// Generates `y = op(x0, x1)` (relu'd with `do_relu`), each input broadcasting to `y`,
/// in the pieces of [`pieces`].
pub(super) fn codegen(
    cx: &mut GenCx<'_>,
    name: &str,
    op: ArOp,
    inputs: [&TensorInfo; 2],
    y: &TensorInfo,
    do_relu: bool,
) -> Result<(), CodegenError> {
    if !inputs.iter().all(|x| broadcasts_to(x, y)) {
        return Err(unsupported(name, "this broadcast"));
    }
    let format = float_format(y.elem).ok_or_else(|| unsupported(name, "this element type"))?;
    let prec = Prec::float(y.elem).ok_or_else(|| unsupported(name, "this element type"))? as u8;
    let eb = y.elem.size() as u64;
    let y4 = y.nchw();
    let y_addr = y.global_addr()?;
    let xs = [inputs[0].nchw(), inputs[1].nchw()];
    let x_addrs = [inputs[0].global_addr()?, inputs[1].global_addr()?];
    for (at, size) in pieces(y4, LANE_BYTES / eb) {
        let mut operands = Vec::with_capacity(2);
        for (i, (&x4, &x_addr)) in xs.iter().zip(&x_addrs).enumerate() {
            let (x_at, part) = input_part(x4, at, size);
            let local = LocalTensor::eu_aligned(SLOTS[i], part);
            cx.push(&tensor_load_part(format, x_addr, x4, x_at, &local)?)?;
            if part.c == 1 && size.c > 1 {
                cx.push(&lane_broadcast(SLOTS[i], part, size.c, prec)?)?;
            }
            let s = part.local_strides(LocalLayout::EuAligned, eb);
            let spread = |dx: u64, dy: u64, stride: u64| if dx == 1 && dy > 1 { 0 } else { stride };
            let strides = Strides {
                n: 0,
                c: spread(part.c, size.c, s.c),
                h: spread(part.h, size.h, s.h),
                w: spread(part.w, size.w, s.w),
            };
            operands.push(Opd::Tensor(ArOperand::strided(SLOTS[i], strides)));
        }
        let res = ArOperand::aligned(SLOTS[2]);
        let second = operands.pop();
        let first = operands.pop().ok_or_else(|| unsupported(name, "a missing operand"))?;
        cx.push(&arith::ar_in(prec, op, &res, first, second, size)?)?;
        if do_relu {
            cx.push(&arith::relu_in_place(prec, &res, size)?)?;
        }
        let out = LocalTensor::eu_aligned(SLOTS[2], size);
        cx.push(&tensor_store_part(format, &out, y_addr, y4, at)?)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_cover_the_result_once_within_a_lanes_budget() {
        for y in [
            Nchw::new(2, 130, 20, 20),
            Nchw::new(1, 4, 128, 128),
            Nchw::new(3, 1, 1, 20000),
            Nchw::new(1, 1, 1, 1),
        ] {
            let ps = pieces(y, LANE_BYTES / 4);
            let total: u64 = ps.iter().map(|(_, s)| s.count()).sum();
            assert_eq!(total, y.count(), "{y:?}");
            for (at, s) in &ps {
                assert!(s.c <= NPU_NUM && s.h * s.w <= LANE_BYTES / 4 && s.n == 1, "{y:?} {s:?}");
                assert!(at.c + s.c <= y.c && at.h + s.h <= y.h && at.w + s.w <= y.w);
            }
        }
    }

    #[test]
    fn a_broadcast_input_reads_one_index_along_its_broadcast_dimensions() {
        let (at, part) = input_part(Nchw::new(1, 4, 1, 1), Nchw::new(1, 0, 32, 0), Nchw::new(1, 4, 64, 128));
        assert_eq!((at, part), (Nchw::new(0, 0, 0, 0), Nchw::new(1, 4, 1, 1)));
        let (at, part) = input_part(Nchw::new(2, 1, 8, 8), Nchw::new(1, 64, 0, 0), Nchw::new(1, 6, 8, 8));
        assert_eq!((at, part), (Nchw::new(1, 0, 0, 0), Nchw::new(1, 1, 8, 8)));
    }
}
