//! `tpu.Clip`: `min(max(x, min), max)` element-wise, as TPU-MLIR 1.30.2 generates it
//! (swept: 7 to 2.1 Mi elements): the tensor as a flat matrix of
//! `w = min(max(⌈N/64⌉, 2), 1024)` columns per lane, in chunks of at most 65535 elements
//! (a row of `⌈len/w⌉` lanes each), software-pipelined with ping-pong buffers (inputs at
//! 0 / 0x20000, results at 0x10000 / 0x30000; step `i` stores chunk `i-2`, loads chunk
//! `i`, computes chunk `i-1`): an `arith.min` with the constant `max` into the result,
//! then an `arith.max` with the constant `min` in place. The matrix DMAs carry a row
//! stride of 1 (one row each).

use dialects::tpu::ops::ClipOp;

use super::arith::{self, ArOp, Opd};
use super::{check_f32, unsupported};
use crate::codegen::dma::{matrix_load, matrix_store, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::interface::GlobalGenInterface;
use crate::codegen::layout::{LocalMatrix, Nchw, NPU_NUM};
use crate::codegen::tiu::ArOperand;
use crate::codegen::GenCx;

const OP: &str = "tpu.Clip";
/// Elements of one chunk at most.
const CHUNK: u64 = 65535;
/// Columns per lane at most.
const MAX_W: u64 = 1024;

/// One chunk: its first element and length.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct FlatChunk {
    pub(super) offset: u64,
    pub(super) len: u64,
}

/// The columns per lane and the chunks of an `n`-element unary op in TPU-MLIR's flat
/// matrix form (clip).
pub(super) fn flat_chunks(n: u64) -> (u64, Vec<FlatChunk>) {
    let w = n.div_ceil(NPU_NUM).clamp(2, MAX_W);
    let chunks = (0..n.div_ceil(CHUNK))
        .map(|i| FlatChunk {
            offset: i * CHUNK,
            len: CHUNK.min(n - i * CHUNK),
        })
        .collect();
    (w, chunks)
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for ClipOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let x = cx.info(self.input(ctx, arena))?;
        let y = cx.info(self.output(ctx, arena))?;
        check_f32(OP, [&x, &y])?;
        if x.count() != y.count() {
            return Err(unsupported(OP, "an output of another size"));
        }
        let (Some(lo), Some(hi)) = (self.min(ctx, arena), self.max(ctx, arena)) else {
            return Err(unsupported(OP, "a clip without `min` and `max`"));
        };
        let (lo, hi) = (lo as f32, hi as f32);
        let (src, dst) = (x.global_addr()?, y.global_addr()?);
        const INPUT: [u64; 2] = [0, 0x20000];
        const OUTPUT: [u64; 2] = [0x10000, 0x30000];
        let (w, chunks) = flat_chunks(x.count());
        let matrix = |c: &FlatChunk, addr: u64| LocalMatrix {
            addr,
            rows: 1,
            cols: c.len,
            w,
        };
        for step in 0..chunks.len() + 2 {
            cx.parallel(|cx| {
                if let Some(i) = step.checked_sub(2) {
                    let c = &chunks[i];
                    cx.push(&matrix_store(
                        FORMAT_F32,
                        &matrix(c, OUTPUT[i % 2]),
                        dst + c.offset * 4,
                        1,
                    )?)?;
                }
                if let Some(c) = chunks.get(step) {
                    cx.push(&matrix_load(
                        FORMAT_F32,
                        src + c.offset * 4,
                        1,
                        &matrix(c, INPUT[step % 2]),
                    )?)?;
                }
                if let Some(i) = step.checked_sub(1).filter(|&i| i < chunks.len()) {
                    let shape = Nchw::new(1, chunks[i].len.div_ceil(w), 1, w);
                    let (inp, res) = (ArOperand::aligned(INPUT[i % 2]), ArOperand::aligned(OUTPUT[i % 2]));
                    cx.push(&arith::ar(
                        ArOp::Min,
                        &res,
                        Opd::Tensor(inp),
                        Some(Opd::Const(hi)),
                        shape,
                    )?)?;
                    cx.push(&arith::ar(
                        ArOp::Max,
                        &res,
                        Opd::Tensor(res),
                        Some(Opd::Const(lo)),
                        shape,
                    )?)?;
                }
                Ok(())
            })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_chunks_as_tpu_mlir_cuts_them() {
        assert_eq!(flat_chunks(7), (2, vec![FlatChunk { offset: 0, len: 7 }]));
        assert_eq!(flat_chunks(1950).0, 31);
        let (w, c) = flat_chunks(150528);
        assert_eq!(w, 1024);
        assert_eq!(c.iter().map(|c| c.len).collect::<Vec<_>>(), vec![65535, 65535, 19458]);
    }
}
