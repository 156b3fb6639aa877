//! The wide-result form of F16 and BF16 `tpu.MatMul` (`docs/f16.md` §3.2), as TPU-MLIR
//! 1.30.2 emits it: K in chunks, each chunk's 16-bit input (`M x Kc`, 32 columns per
//! lane, at 0 / 0x8000) and weight (`Kc x N`, the result's columns per lane, at 0x10000 /
//! 0x18000) loaded while the previous chunk is cast to f32 in local memory (input at
//! 0x30000, weight at 0x38000) and multiplied by `mm.normal` in f32 into 0x28000, each
//! later chunk accumulating (`res_add`); the bias comes with the last chunk (after its
//! input, cast to f32 after the cast input) as `mm.normal`'s bias operand. Then the fused
//! relu in f32, the cast of the result to 16 bits at 0x20000, and the matrix store.

use super::matmul::{FullyConnected, BUFFER_BYTES, INPUT_AT, WEIGHT_AT};
use super::unsupported;
use crate::codegen::dma::{matrix_load, matrix_store};
use crate::codegen::error::CodegenError;
use crate::codegen::global::arith::{ar_in, relu_in_place, ArOp, Opd};
use crate::codegen::int8::matmul::k_chunks;
use crate::codegen::int8::tiu::Prec;
use crate::codegen::layout::{align_up, matmul_result_w, LocalMatrix, Nchw, Strides, EU_BYTES, NPU_NUM};
use crate::codegen::tiu::{self, ArOperand, MmOperands, PREC_F32};
use crate::codegen::GenCx;
use crate::regdef::bm1684x::SAr;

const OP: &str = "tpu.MatMul";
/// The 16-bit result, cast from the f32 one.
const RESULT_AT: u64 = 0x20000;
/// The f32 result.
const RESULT_F32_AT: u64 = 0x28000;
/// The chunk's input cast to f32 (its bias after it).
const INPUT_F32_AT: u64 = 0x30000;
/// The chunk's weight cast to f32.
const WEIGHT_F32_AT: u64 = 0x38000;
/// Columns per lane of the input (fewer when the chunk is narrower).
const INPUT_W: u64 = 32;
/// Bytes of an f32 element.
const F32_BYTES: u64 = 4;
/// Bytes of a 16-bit element.
const HALF_BYTES: u64 = 2;

/// Generates the wide-result form of the 16-bit product `fc` (all operands of the TIU
/// precision `prec`, GDMA format `format`), with a fused relu when `relu`.
pub(super) fn codegen(
    cx: &mut GenCx<'_>,
    fc: &FullyConnected,
    prec: Prec,
    format: u8,
    relu: bool,
) -> Result<(), CodegenError> {
    let (m, k, n) = (fc.m, fc.k, fc.n);
    let result = |addr| LocalMatrix {
        addr,
        rows: m,
        cols: n,
        w: matmul_result_w(m, n, HALF_BYTES),
    };
    let res32 = result(RESULT_F32_AT);
    let row_bytes = res32.n_stride(F32_BYTES) * F32_BYTES;
    // The f32 weight chunk fills its buffer; the input takes at most 64 lanes.
    let limit = (BUFFER_BYTES / row_bytes).min(NPU_NUM * INPUT_W);
    // The bias follows the f32 input of a full chunk (32 columns per lane).
    let bias_offset = m * input_stride(limit) * F32_BYTES;
    let too_large = limit == 0 || res32.local_bytes(F32_BYTES) > BUFFER_BYTES || bias_offset + row_bytes > BUFFER_BYTES;
    if too_large {
        return Err(unsupported(
            OP,
            format_args!("a {m}x{k} by {k}x{n} product (larger than local memory)"),
        ));
    }
    let chunks = k_chunks(k, limit);
    let last = chunks.len() - 1;
    let (px, pw, py) = (fc.x.global_addr()?, fc.w.global_addr()?, fc.y.global_addr()?);
    let pb = fc.bias.as_ref().map(|b| b.global_addr()).transpose()?;
    let input = |addr, kc| LocalMatrix {
        addr,
        rows: m,
        cols: kc,
        w: kc.min(INPUT_W),
    };
    let weight = |addr, kc| LocalMatrix {
        addr,
        rows: kc,
        ..res32
    };
    let bias = |addr| LocalMatrix { addr, rows: 1, ..res32 };
    for step in 0..=chunks.len() {
        cx.parallel(|cx| {
            if let Some(&(k0, kc)) = chunks.get(step) {
                let at = step % 2;
                cx.push(&matrix_load(format, px + k0 * HALF_BYTES, k, &input(INPUT_AT[at], kc))?)?;
                let w = weight(WEIGHT_AT[at], kc);
                cx.push(&matrix_load(format, pw + k0 * n * HALF_BYTES, n, &w)?)?;
                if let (true, Some(pb)) = (step == last, pb) {
                    cx.push(&matrix_load(format, pb, n, &bias(INPUT_AT[at] + bias_offset))?)?;
                }
            }
            let Some(i) = step.checked_sub(1) else {
                return Ok(());
            };
            let ((_, kc), at) = (chunks[i], i % 2);
            let to_f32 = |from: LocalMatrix, to| cast(&from, to, prec as u8, PREC_F32);
            cx.push(&to_f32(input(INPUT_AT[at], kc), INPUT_F32_AT)?)?;
            cx.push(&to_f32(weight(WEIGHT_AT[at], kc), WEIGHT_F32_AT)?)?;
            let with_bias = i == last && pb.is_some();
            if with_bias {
                cx.push(&to_f32(bias(INPUT_AT[at] + bias_offset), INPUT_F32_AT + bias_offset)?)?;
            }
            cx.push(&tiu::matmul(&MmOperands {
                res: RESULT_F32_AT,
                left: INPUT_F32_AT,
                right: WEIGHT_F32_AT,
                bias: with_bias.then_some(INPUT_F32_AT + bias_offset),
                m,
                k: kc,
                k_w: INPUT_W,
                n,
                n_w: res32.w,
                accumulate: i > 0,
            })?)
        })?;
    }
    if relu {
        cx.push(&relu_in_place(PREC_F32, &operand(&res32, F32_BYTES), shape(&res32))?)?;
    }
    cx.push(&cast(&res32, RESULT_AT, PREC_F32, prec as u8)?)?;
    cx.push(&matrix_store(format, &result(RESULT_AT), py, n)?)
}

/// Elements per row of a `k`-column f32 input in local memory.
fn input_stride(k: u64) -> u64 {
    align_up(INPUT_W, EU_BYTES / F32_BYTES) * k.div_ceil(INPUT_W).div_ceil(NPU_NUM)
}

/// A matrix as an arithmetic operand: `(n_stride, c_stride, w, 1)`.
fn operand(mat: &LocalMatrix, elem_bytes: u64) -> ArOperand {
    let strides = Strides {
        n: mat.n_stride(elem_bytes),
        c: mat.c_stride(elem_bytes),
        h: mat.w,
        w: 1,
    };
    ArOperand::strided(mat.addr, strides)
}

/// A matrix seen as `rows x lanes x 1 x w`.
fn shape(mat: &LocalMatrix) -> Nchw {
    Nchw::new(mat.rows, mat.lanes(), 1, mat.w)
}

/// `arith.cast` of the matrix `from` (precision `from_prec`) to the same matrix at `to`
/// in precision `to_prec`, rounding to nearest even.
fn cast(from: &LocalMatrix, to: u64, from_prec: u8, to_prec: u8) -> Result<SAr, CodegenError> {
    let bytes = |prec| if prec == PREC_F32 { F32_BYTES } else { HALF_BYTES };
    let res = operand(&LocalMatrix { addr: to, ..*from }, bytes(to_prec));
    let opd = operand(from, bytes(from_prec));
    let mut cmd = ar_in(from_prec, ArOp::Cast, &res, Opd::Tensor(opd), None, shape(from))?;
    cmd.res0_prec = to_prec;
    cmd.opd2_sign = 1;
    Ok(cmd)
}
