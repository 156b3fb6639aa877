//! Global poolings over whole planes too large for TPU-MLIR's one-pass form (the
//! partial row past local memory; TPU-MLIR pools runs of rows there, not derived):
//! rods' own tiling, for right numbers.
//!
//! The `n·c` planes run in groups of at most 64 (one a lane); each plane's `h·w`
//! values in runs of up to 128 KiB a lane, a whole number of EU rows of `R` values
//! each. A run is loaded at 0, its tail filled as in the one-pass form, and pooled
//! over its rows (kernel `rows x 1`, average coefficient 1) into one row of `R`: the
//! first run's into the accumulator, later ones' into a partial row combined with it
//! by `arith.max` or `arith.add`. The accumulator is then pooled over its `R` values
//! (average: `1/(h·w)`), relu'd in place when fused, and the group's values stored.

use super::{plain, WholePlane, EU_BYTES, OP};
use crate::codegen::dma::{float_format, tensor_load_part, tensor_store_part};
use crate::codegen::error::CodegenError;
use crate::codegen::global::arith::{self, ArOp, Opd};
use crate::codegen::global::unsupported;
use crate::codegen::layout::{LocalTensor, Nchw, NPU_NUM};
use crate::codegen::tiu::ArOperand;
use crate::codegen::GenCx;
use dialects::tpu::ops::PoolMode;

/// Where a run of the planes is loaded, and its bytes a lane at most.
const RUN_AT: u64 = 0;
const RUN_BYTES: u64 = 0x20000;
/// The partial row of a later run, the accumulator row and the result.
const PARTIAL_AT: u64 = 0x30000;
const ACC_AT: u64 = 0x34000;
const RESULT_AT: u64 = 0x38000;

/// The runs of a plane of `hw` values: `(start, length)`, each at most `run` values.
pub(super) fn runs(hw: u64, run: u64) -> Vec<(u64, u64)> {
    (0..hw)
        .step_by(run.max(1) as usize)
        .map(|s| (s, run.min(hw - s)))
        .collect()
}

impl WholePlane {
    /// Pools the `inp` planes at global `src` into the `n·c` values at global `dst`,
    /// in groups of 64 planes and runs of rows.
    pub(super) fn run_in_runs(&self, cx: &mut GenCx<'_>, src: u64, dst: u64, inp: Nchw) -> Result<(), CodegenError> {
        let format = float_format(self.elem).ok_or_else(|| unsupported(OP, "this element type"))?;
        let (prec, eb) = self.prec_bytes()?;
        let row = EU_BYTES / eb;
        let c = inp.n * inp.c;
        let hw = inp.h * inp.w;
        let planes = Nchw::new(1, c, 1, hw);
        let combine = match self.mode {
            PoolMode::Avg => ArOp::Add,
            _ => ArOp::Max,
        };
        for c0 in (0..c).step_by(NPU_NUM as usize) {
            let cs = NPU_NUM.min(c - c0);
            let partial = Nchw::new(1, cs, 1, row);
            for (i, (start, len)) in runs(hw, RUN_BYTES / eb / row * row).into_iter().enumerate() {
                let input = LocalTensor::eu_aligned(RUN_AT, Nchw::new(1, cs, 1, len));
                cx.push(&tensor_load_part(
                    format,
                    src,
                    planes,
                    Nchw::new(0, c0, 0, start),
                    &input,
                )?)?;
                let (rows, _) = self.fill_tail(cx, &input)?;
                let into = if i == 0 { ACC_AT } else { PARTIAL_AT };
                self.step(
                    cx,
                    prec,
                    (into, partial),
                    (RUN_AT, rows, row),
                    &plain([rows, 1]),
                    1.0,
                    false,
                )?;
                if i > 0 {
                    let acc = ArOperand::aligned(ACC_AT);
                    let part = Opd::Tensor(ArOperand::aligned(PARTIAL_AT));
                    let cmd = arith::ar_in(
                        prec,
                        combine,
                        &acc,
                        Opd::Tensor(ArOperand::aligned(ACC_AT)),
                        Some(part),
                        partial,
                    )?;
                    cx.push(&cmd)?;
                }
            }
            let result = Nchw::new(1, cs, 1, 1);
            let second = plain([1, row]);
            self.step(
                cx,
                prec,
                (RESULT_AT, result),
                (ACC_AT, 1, row),
                &second,
                1.0 / hw as f32,
                false,
            )?;
            if self.do_relu {
                cx.push(&arith::relu_in_place(prec, &ArOperand::aligned(RESULT_AT), result)?)?;
            }
            let output = LocalTensor::eu_aligned(RESULT_AT, result);
            cx.push(&tensor_store_part(
                format,
                &output,
                dst,
                Nchw::new(1, c, 1, 1),
                Nchw::new(0, c0, 0, 0),
            )?)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::runs;

    #[test]
    fn runs_cover_the_plane_in_order() {
        assert_eq!(runs(25600, 32768), vec![(0, 25600)]);
        assert_eq!(runs(70000, 32768), vec![(0, 32768), (32768, 32768), (65536, 4464)]);
    }
}
