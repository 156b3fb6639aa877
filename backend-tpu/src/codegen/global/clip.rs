//! `tpu.Clip`: `min(max(x, min), max)` element-wise, as TPU-MLIR 1.30.2 generates it
//! (swept: 7 to 2.1 Mi elements): the tensor as a flat matrix of
//! `w = min(max(⌈N/64⌉, 2), 1024)` columns per lane, in chunks of at most 65535 elements
//! (a row of `⌈len/w⌉` lanes each), software-pipelined with ping-pong buffers (inputs at
//! 0 / 0x20000, results at 0x10000 / 0x30000; step `i` stores chunk `i-2`, loads chunk
//! `i`, computes chunk `i-1`): an `arith.min` with the constant `max` into the result,
//! then an `arith.max` with the constant `min` in place. The matrix DMAs carry a row
//! stride of 1 (one row each).
//!
//! In INT8 models TPU-MLIR computes the clip in f16 (`docs/int8.md` §23): the same
//! commands with f16 elements and constants, and in a layer group the two commands on
//! the slice (`arith.min` into the result's buffer, `arith.max` in place).

use dialects::tpu::ops::ClipOp;

use super::arith::{self, ArOp, Opd, PREC_BF16, PREC_F16};
use super::{check_elems, check_value_elems, unsupported};
use crate::codegen::dma::{matrix_load, matrix_store, FORMAT_BF16, FORMAT_F16, FORMAT_F32};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::interface::{GlobalGenInterface, LocalGenInterface};
use crate::codegen::layout::{LocalLayout, LocalMatrix, Nchw, NPU_NUM};
use crate::codegen::tiu::{ArOperand, PREC_F32};
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.Clip";
/// The element types a clip computes in.
const FLOATS: &[ElemType] = &[ElemType::F32, ElemType::F16, ElemType::BF16];

/// The GDMA format and TIU precision of a clip over `elem` (f32, f16 or bf16).
fn formats(elem: ElemType) -> (u8, u8) {
    match elem {
        ElemType::F16 => (FORMAT_F16, PREC_F16),
        ElemType::BF16 => (FORMAT_BF16, PREC_BF16),
        _ => (FORMAT_F32, PREC_F32),
    }
}

/// The clip's `min` and `max` as f32.
fn limits(cx: &GenCx<'_>, op: ClipOp) -> Result<(f32, f32), CodegenError> {
    match (op.min(cx.ctx, cx.arena), op.max(cx.ctx, cx.arena)) {
        (Some(lo), Some(hi)) => Ok((lo as f32, hi as f32)),
        _ => Err(unsupported(OP, "a clip without `min` and `max`")),
    }
}

/// `res = max(min(x, hi), lo)` over `shape` in the precision `prec`.
fn min_max(
    cx: &mut GenCx<'_>,
    prec: u8,
    res: ArOperand,
    x: ArOperand,
    (lo, hi): (f32, f32),
    shape: Nchw,
) -> Result<(), CodegenError> {
    for (op, opd0, limit) in [(ArOp::Min, x, hi), (ArOp::Max, res, lo)] {
        let cmd = arith::ar_in(prec, op, &res, Opd::Tensor(opd0), Some(Opd::Const(limit)), shape)?;
        cx.push(&cmd)?;
    }
    Ok(())
}

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for ClipOp {
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let (input, output) = (self.input(ctx, arena), self.output(ctx, arena));
        check_value_elems(cx, OP, [input, output], FLOATS)?;
        let elem = cx.info(input)?.elem;
        if cx.info(output)?.elem != elem {
            return Err(unsupported(OP, "a result of another element type"));
        }
        let limits = limits(cx, self)?;
        let x = slice.local(cx, input)?;
        let y = slice.local(cx, output)?;
        if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned {
            return Err(unsupported(OP, "a tensor that is not EU-aligned"));
        }
        if x.shape != y.shape {
            return Err(CodegenError::new(format!("'{OP}' op: input and result slices differ")));
        }
        let prec = formats(elem).1;
        min_max(
            cx,
            prec,
            ArOperand::aligned(y.addr),
            ArOperand::aligned(x.addr),
            limits,
            y.shape,
        )
    }
}
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
        check_elems(OP, [&x, &y], FLOATS)?;
        if x.count() != y.count() || x.elem != y.elem {
            return Err(unsupported(OP, "an output of another size or element type"));
        }
        let limits = limits(cx, self)?;
        let (format, prec) = formats(x.elem);
        let eb = x.elem.size() as u64;
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
                        format,
                        &matrix(c, OUTPUT[i % 2]),
                        dst + c.offset * eb,
                        1,
                    )?)?;
                }
                if let Some(c) = chunks.get(step) {
                    cx.push(&matrix_load(
                        format,
                        src + c.offset * eb,
                        1,
                        &matrix(c, INPUT[step % 2]),
                    )?)?;
                }
                if let Some(i) = step.checked_sub(1).filter(|&i| i < chunks.len()) {
                    let shape = Nchw::new(1, chunks[i].len.div_ceil(w), 1, w);
                    let (inp, res) = (ArOperand::aligned(INPUT[i % 2]), ArOperand::aligned(OUTPUT[i % 2]));
                    min_max(cx, prec, res, inp, limits, shape)?;
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
