//! F32 global poolings whose input does not fit half the local memory below the result
//! address ([`super::avgpool::output_at`]), as TPU-MLIR 1.30.2 runs them
//! (`docs/layer-group.md` §7.1): that memory holds two input buffers that take turns,
//! the result has one buffer at its address; each step pools the longest run of output
//! rows whose input fits half the space (the last run what is left), the load of
//! the next step beside each pooling, the store after it. Batches and channels stay
//! merged into `n·c` channels; more than 64 of them are cut into runs of channels
//! first. A row of 64 channels too long for that space runs in rods' own runs of
//! columns ([`column_runs`]).

use super::conv::RowPiece;
use super::unsupported;
use crate::codegen::dma::{tensor_load_part, tensor_store_part, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::layout::{LocalLayout, LocalTensor, Nchw, LMEM_BYTES, NPU_NUM};
use crate::codegen::tiu::Window;
use crate::codegen::GenCx;

const OP: &str = "tpu.Pool2D";

/// One step: a run of channels and output rows.
pub(crate) struct PoolStep {
    /// The input rows and output rows of the step (channels from 0).
    pub piece: RowPiece,
    /// The first channel.
    pub c0: u64,
}

/// The steps of a pooling from `inp` to `out` (batches merged: `n = 1`) with window
/// `win`, its result at `res_at`: one step when it fits at once, else runs of channels
/// (the most multiples of 64 whose rows all fit; seen on 92 and 98 channels: 64, then
/// the rest), else runs of output rows of 64 channels, or an error when not even one
/// output row of 64 channels fits. TPU-MLIR counts `(oh - 1)·sh + kh + 1` input
/// rows for `oh` output rows against half the space below the result (seen on 9
/// poolings: the runs are one row shorter than what `(oh - 1)·sh + kh` rows would
/// allow), and the last run's input reaches the end of the input.
pub(crate) fn plan(inp: Nchw, out: Nchw, win: &Window, res_at: u64) -> Result<Vec<PoolStep>, CodegenError> {
    let half = res_at / 2;
    let rows_in = |oh: u64| (oh.max(1) - 1) * win.stride[0] + win.kernel[0] + 1;
    let fits = |c: u64, oh: u64| {
        Nchw::new(1, c, rows_in(oh), inp.w).local_bytes(LocalLayout::EuAligned, 4) <= half
            && res_at + Nchw::new(1, c, oh, out.w).local_bytes(LocalLayout::EuAligned, 4) <= LMEM_BYTES
    };
    if fits(inp.c, out.h) {
        let piece = RowPiece::new(win, inp, out, (0, 1), (0, out.h));
        return Ok(vec![PoolStep { piece, c0: 0 }]);
    }
    // Runs of channels first: the most lanes' worth (multiples of 64) whose rows all
    // fit; else runs of 64 channels (or fewer) in runs of rows.
    let whole_rows = (1..inp.c.div_ceil(NPU_NUM))
        .rev()
        .map(|lanes| lanes * NPU_NUM)
        .find(|&c| fits(c, out.h));
    let (per_c, per_h) = match whole_rows {
        Some(c) => (c, out.h),
        None => {
            let per_c = NPU_NUM.min(inp.c);
            if !fits(per_c, 1) {
                return column_runs(inp, out, win, res_at, per_c);
            }
            // The longest run of output rows that fits (fitting is monotone).
            let (mut lo, mut hi) = (1, out.h.max(1));
            while lo < hi {
                let mid = lo + (hi - lo).div_ceil(2);
                if fits(per_c, mid) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            (per_c, lo)
        }
    };
    let mut steps = Vec::new();
    for c0 in (0..inp.c).step_by(per_c as usize) {
        let c = per_c.min(inp.c - c0);
        let (cin, cout) = (Nchw { c, ..inp }, Nchw { c, ..out });
        for o0 in (0..out.h).step_by(per_h as usize) {
            let mut piece = RowPiece::new(win, cin, cout, (0, 1), (o0, per_h.min(out.h - o0)));
            // Every column is loaded.
            (piece.in_at.w, piece.inp.w) = (0, inp.w);
            if per_h < out.h && o0 + per_h >= out.h {
                // The last of several runs of rows loads the input to its end (runs of
                // channels crop the rows no window reaches, as a pooling at once).
                piece.inp.h = inp.h - piece.in_at.h;
            }
            steps.push(PoolStep { piece, c0 });
        }
    }
    Ok(steps)
}

/// The steps of a pooling whose output row of `per_c` channels does not fit with its
/// input rows (rods' tiling, not TPU-MLIR's: a row longer than local memory): one output
/// row at a time, in runs of the most output columns whose input fits half the space
/// below the result, each with the input columns its windows reach and the pads they
/// need beyond the input; an error when not even one output column fits.
fn column_runs(inp: Nchw, out: Nchw, win: &Window, res_at: u64, per_c: u64) -> Result<Vec<PoolStep>, CodegenError> {
    let half = res_at / 2;
    let rows_in = win.kernel[0] + 1;
    let cols_in = |ow: u64| (ow.max(1) - 1) * win.stride[1] + win.kernel[1] + 1;
    let fits = |ow: u64| {
        Nchw::new(1, per_c, rows_in, cols_in(ow)).local_bytes(LocalLayout::EuAligned, 4) <= half
            && res_at + Nchw::new(1, per_c, 1, ow).local_bytes(LocalLayout::EuAligned, 4) <= LMEM_BYTES
    };
    if !fits(1) {
        return Err(unsupported(OP, "a pooling whose window does not fit local memory"));
    }
    let (mut lo, mut hi) = (1, out.w.max(1));
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    // At least two steps: the callers run a single step as a pooling at once.
    if out.h == 1 && out.w > 1 {
        lo = lo.min(out.w.div_ceil(2));
    }
    let mut steps = Vec::new();
    for c0 in (0..inp.c).step_by(per_c as usize) {
        let c = per_c.min(inp.c - c0);
        let (cin, cout) = (Nchw { c, ..inp }, Nchw { c, ..out });
        for o0 in 0..out.h {
            for q0 in (0..out.w).step_by(lo as usize) {
                let piece =
                    RowPiece::new(win, cin, cout, (0, 1), (o0, 1)).with_columns(win, inp.w, (q0, lo.min(out.w - q0)));
                steps.push(PoolStep { piece, c0 });
            }
        }
    }
    Ok(steps)
}

/// Runs `steps` (from [`plan`]) of a pooling of the global input at `src` (`inp`; its
/// channel index runs over the merged `n·c` channels, the global strides are `inp`'s,
/// as TPU-MLIR encodes them) into the global result at `dst` (`out`, likewise), the result of each at
/// `res_at`: `pool(cx, input_addr, step)` issues its TIU commands.
pub(crate) fn run(
    cx: &mut GenCx<'_>,
    steps: &[PoolStep],
    (src, inp): (u64, Nchw),
    (dst, out): (u64, Nchw),
    res_at: u64,
    mut pool: impl FnMut(&mut GenCx<'_>, u64, &RowPiece) -> Result<(), CodegenError>,
) -> Result<(), CodegenError> {
    let half = res_at / 2;
    let input_at = |i: usize| (i % 2) as u64 * half;
    let load = |cx: &mut GenCx<'_>, i: usize| {
        let PoolStep { piece, c0 } = &steps[i];
        let dst = LocalTensor::eu_aligned(input_at(i), piece.inp);
        let at = Nchw { c: *c0, ..piece.in_at };
        cx.push(&tensor_load_part(FORMAT_F32, src, inp, at, &dst)?)
    };
    if !steps.is_empty() {
        cx.parallel(|cx| load(cx, 0))?;
    }
    // One result buffer: the pooling of a step waits for the store of the one before,
    // the load of the next runs beside it.
    for (i, PoolStep { piece, c0 }) in steps.iter().enumerate() {
        cx.parallel(|cx| {
            pool(cx, input_at(i), piece)?;
            if i + 1 < steps.len() {
                load(cx, i + 1)?;
            }
            Ok(())
        })?;
        let res = LocalTensor::eu_aligned(res_at, piece.out);
        let at = Nchw { c: *c0, ..piece.out_at };
        cx.parallel(|cx| cx.push(&tensor_store_part(FORMAT_F32, &res, dst, out, at)?))?;
    }
    Ok(())
}
