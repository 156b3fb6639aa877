//! The quantized `tpu.MatMul` (fully connected, a weight on the right) as a global op,
//! as TPU-MLIR 1.30.2 emits it: 8-bit input `M x K`, si8 weight `K x N`, i32 bias, one
//! multiplier and right shift, 8-bit result (u8 for a fused relu). Two forms
//! (`docs/int8.md` §10):
//!
//! - `mm2.nn` (most shapes): input `1 x M x 1 x K` and weight `1 x K x 1 x N`
//!   EU-aligned one after the other from 0, the bias broadcast to all lanes after them,
//!   one `mm2.nn` into the 32-bit result at the next bank, `arith.adds` of the bias,
//!   `quant.rq1` in place, the store;
//! - `mm.normal` (wide results, see [`uses_mm_normal`]): bias at 0 and the result as
//!   matrices of up to 256 columns per lane (fewer for several rows: [`matmul_result_w`]), K in chunks of at most 32 KiB of weight,
//!   each chunk's input (0x400 / 0x8400, lower for narrow results) and weight (0x10000 / 0x18000) loaded while the
//!   previous chunk is multiplied, the first product into 0x20000, later ones into
//!   0x30000 and added to it, then the bias, `quant.rq1` in place and the store.

use dialects::tpu::ops::{MatMulOp, RequantMode, RoundMode};

use super::round_code;
use super::tiu;
use crate::codegen::dma::{
    matrix_load, matrix_store, row_broadcast_load, tensor_load, tensor_store, FORMAT_INT32, FORMAT_INT8,
};
use crate::codegen::error::CodegenError;
use crate::codegen::global::matmul::{fully_connected, FullyConnected};
use crate::codegen::layout::{
    align_up, matmul_lane_bytes, matmul_result_w, GlobalTensor, LocalLayout, LocalMatrix, LocalTensor, Nchw, Strides,
    BANK_BYTES, EU_BYTES, LMEM_BYTES, NPU_NUM,
};
use crate::codegen::tiu::ArOperand;
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.MatMul";

/// `mm.normal`: the first of the ping-pong input buffers, after the i32 bias at 0 sized
/// for the columns per lane TPU-MLIR plans ([`matmul_lane_bytes`], before it is cut to
/// N: 0x200 up to N 58, 0x300 up to 130, 0x400 beyond with M = 1); the second 0x8000
/// after it.
fn mm_input_at(m: u64, n: u64) -> u64 {
    4 * matmul_lane_bytes(m, n, 1)
}
/// `mm.normal`: the ping-pong weight buffers.
const MM_WEIGHT_AT: [u64; 2] = [0x10000, 0x18000];
/// `mm.normal`: bytes of each input and weight buffer.
const MM_BUFFER_BYTES: u64 = 0x8000;
/// `mm.normal`: the result, and where later chunks' products go before they are added.
const MM_RESULT_AT: [u64; 2] = [0x20000, 0x30000];
/// `mm.normal`: bytes of each result buffer.
const MM_RESULT_BYTES: u64 = 0x10000;

fn unsupported(what: impl std::fmt::Display) -> CodegenError {
    crate::codegen::global::unsupported(OP, what)
}

/// Whether TPU-MLIR computes an `M x K` by `K x N` product with `mm.normal` rather than
/// `mm2.nn`: when `8·K·M < N·⌈K/64⌉`, i.e. when the rows of K per lane that `mm2.nn`
/// would use, `K/⌈K/64⌉`, are fewer than `N/(8·M)` (bisected over K and N for M = 1,
/// checked on nine shapes with M 2 to 4, `docs/int8.md` §10.4).
pub fn uses_mm_normal(m: u64, k: u64, n: u64) -> bool {
    8u64.saturating_mul(k).saturating_mul(m) < n.saturating_mul(k.div_ceil(NPU_NUM))
}

/// The checked operands and quantization of a quantized matmul.
struct Quant {
    m: u64,
    k: u64,
    n: u64,
    signed_in: bool,
    signed_out: bool,
    multiplier: i32,
    /// The shift, negative to the right (`-rshifts`).
    shift: i8,
    round: u8,
    input: u64,
    weight: u64,
    bias: Option<u64>,
    output: u64,
}

fn quant(op: MatMulOp, cx: &GenCx<'_>) -> Result<Quant, CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let FullyConnected { x, w, y, bias, m, k, n } = fully_connected(op, cx)?;
    let eight_bit = |e: ElemType, what: &str| match e {
        ElemType::I8 => Ok(true),
        ElemType::U8 => Ok(false),
        other => Err(unsupported(format_args!(
            "a quantized {what} of type {}",
            other.mlir_name()
        ))),
    };
    let signed_in = eight_bit(x.elem, "input")?;
    let signed_out = eight_bit(y.elem, "result")?;
    if w.elem != ElemType::I8 {
        return Err(unsupported(format_args!("a weight of type {}", w.elem.mlir_name())));
    }
    if let Some(b) = bias.as_ref().filter(|b| b.elem != ElemType::I32) {
        return Err(unsupported(format_args!("a bias of type {}", b.elem.mlir_name())));
    }
    if op.input_zp(ctx, arena).unwrap_or(0) != 0 || op.right_zp(ctx, arena).unwrap_or(0) != 0 {
        return Err(unsupported("a zero point"));
    }
    if op.quant_mode(ctx, arena).unwrap_or(RequantMode::MultiplierShift) != RequantMode::MultiplierShift {
        return Err(unsupported("a requantization mode other than MultiplierShift"));
    }
    // The relu is the unsigned saturation of the requantization.
    if op.do_relu(ctx, arena).unwrap_or(false) && signed_out {
        return Err(unsupported("a fused relu with a signed result"));
    }
    let one = |v: Option<Vec<i64>>, what: &str| match v.as_deref() {
        Some([x]) => Ok(*x),
        None => Ok(if what == "multipliers" { 1 } else { 0 }),
        _ => Err(unsupported(format_args!("per-channel `{what}`"))),
    };
    let multiplier = i32::try_from(one(op.multipliers(ctx, arena), "multipliers")?)
        .map_err(|_| unsupported("a multiplier beyond 32 bits"))?;
    let shift = one(op.rshifts(ctx, arena), "rshifts")?
        .checked_neg()
        .and_then(|s| i8::try_from(s).ok())
        .ok_or_else(|| unsupported("a shift beyond 8 bits"))?;
    Ok(Quant {
        m,
        k,
        n,
        signed_in,
        signed_out,
        multiplier,
        shift,
        round: round_code(op.round_mode(ctx, arena).unwrap_or(RoundMode::HalfAwayFromZero))?,
        input: x.global_addr()?,
        weight: w.global_addr()?,
        bias: bias.as_ref().map(|b| b.global_addr()).transpose()?,
        output: y.global_addr()?,
    })
}

/// Generates the quantized matmul `op` as a global op.
pub fn codegen_global(op: MatMulOp, cx: &mut GenCx<'_>) -> Result<(), CodegenError> {
    let q = quant(op, cx)?;
    if uses_mm_normal(q.m, q.k, q.n) {
        mm_normal(cx, &q)
    } else {
        mm2(cx, &q)
    }
}

/// The `mm2.nn` form.
fn mm2(cx: &mut GenCx<'_>, q: &Quant) -> Result<(), CodegenError> {
    let aligned = |addr, shape| LocalTensor::eu_aligned(addr, shape);
    let input = aligned(0, Nchw::new(1, q.m, 1, q.k));
    let weight_at = input.shape.local_bytes(LocalLayout::EuAligned, 1);
    let weight = aligned(weight_at, Nchw::new(1, q.k, 1, q.n));
    let bias_at = weight_at + weight.shape.local_bytes(LocalLayout::EuAligned, 1);
    let bias_bytes = if q.bias.is_some() {
        align_up(q.n * 4, EU_BYTES)
    } else {
        0
    };
    let result_at = align_up(bias_at + bias_bytes, BANK_BYTES).max(BANK_BYTES);
    let out_shape = Nchw::new(1, q.m, 1, q.n);
    if result_at + out_shape.local_bytes(LocalLayout::EuAligned, 4) > LMEM_BYTES {
        return Err(unsupported(format_args!(
            "a {}x{} by {}x{} product (larger than local memory)",
            q.m, q.k, q.k, q.n
        )));
    }
    let global = |addr, shape| GlobalTensor { addr, shape };
    cx.push(&tensor_load(FORMAT_INT8, &global(q.input, input.shape), &input)?)?;
    cx.push(&tensor_load(FORMAT_INT8, &global(q.weight, weight.shape), &weight)?)?;
    if let Some(pb) = q.bias {
        cx.push(&row_broadcast_load(FORMAT_INT32, pb, bias_at, NPU_NUM, q.n)?)?;
    }
    cx.push(&tiu::mm2_nn_i8(
        result_at,
        input.addr,
        weight.addr,
        q.m,
        q.k,
        q.n,
        q.signed_in,
    )?)?;
    // The bias and the requantization see each result row as `N x 1`.
    let column = Nchw::new(1, q.m, q.n, 1);
    if q.bias.is_some() {
        let row = Strides { n: 0, c: 0, h: 1, w: 1 };
        cx.push(&tiu::adds_i32(result_at, bias_at, row, result_at, column)?)?;
    }
    cx.push(&tiu::requant_const_i32_to_i8(
        result_at,
        result_at,
        q.multiplier,
        q.shift,
        q.signed_out,
        q.round,
        column,
    )?)?;
    cx.push(&tensor_store(
        FORMAT_INT8,
        &aligned(result_at, out_shape),
        &global(q.output, out_shape),
    )?)
}

/// K cut into chunks of at most `limit` rows, all full but the last, as `(start, rows)`
/// (also the 16-bit wide-result matmul's cut).
pub(crate) fn k_chunks(k: u64, limit: u64) -> Vec<(u64, u64)> {
    (0..k.div_ceil(limit))
        .map(|i| (i * limit, limit.min(k - i * limit)))
        .collect()
}

/// The `mm.normal` form.
fn mm_normal(cx: &mut GenCx<'_>, q: &Quant) -> Result<(), CodegenError> {
    let result = |addr| LocalMatrix {
        addr,
        rows: q.m,
        cols: q.n,
        w: matmul_result_w(q.m, q.n, 1),
    };
    let res = result(MM_RESULT_AT[0]);
    let bias = LocalMatrix {
        addr: 0,
        rows: 1,
        ..res
    };
    let limit = MM_BUFFER_BYTES / bias.n_stride(1);
    let input_base = mm_input_at(q.m, q.n);
    let input_at = |i: usize| input_base + MM_BUFFER_BYTES * (i % 2) as u64;
    let input = |i: usize, kc: u64| LocalMatrix {
        addr: input_at(i),
        rows: q.m,
        cols: kc,
        w: kc,
    };
    let too_large = limit == 0
        || res.local_bytes(4) > MM_RESULT_BYTES
        || bias.local_bytes(4) > input_base
        || input(0, limit.min(q.k)).local_bytes(1) > MM_BUFFER_BYTES - input_base;
    if too_large {
        return Err(unsupported(format_args!(
            "a {}x{} by {}x{} product (larger than local memory)",
            q.m, q.k, q.k, q.n
        )));
    }
    let chunks = k_chunks(q.k, limit);
    let strides = |m: &LocalMatrix, n_stride| Strides {
        n: n_stride,
        c: m.c_stride(4),
        h: m.w,
        w: 1,
    };
    let shape = Nchw::new(q.m, res.lanes(), 1, res.w);
    let whole = ArOperand::strided(res.addr, strides(&res, res.n_stride(4)));
    for step in 0..=chunks.len() {
        cx.parallel(|cx| {
            if let Some(&(k0, kc)) = chunks.get(step) {
                cx.push(&matrix_load(FORMAT_INT8, q.input + k0, q.k, &input(step, kc))?)?;
                let weight = LocalMatrix {
                    addr: MM_WEIGHT_AT[step % 2],
                    rows: kc,
                    ..res
                };
                cx.push(&matrix_load(FORMAT_INT8, q.weight + k0 * q.n, q.n, &weight)?)?;
                if let (0, Some(pb)) = (step, q.bias) {
                    cx.push(&matrix_load(FORMAT_INT32, pb, q.n, &bias)?)?;
                }
            }
            if let Some(i) = step.checked_sub(1) {
                let (_, kc) = chunks[i];
                let at = MM_RESULT_AT[usize::from(i > 0)];
                cx.push(&tiu::mm_normal_i8(
                    at,
                    input_at(i),
                    MM_WEIGHT_AT[i % 2],
                    q.m,
                    kc,
                    res.lanes(),
                    res.w,
                    q.signed_in,
                )?)?;
                if i > 0 {
                    let part = ArOperand::strided(at, strides(&res, res.n_stride(4)));
                    cx.push(&tiu::adds_i32_strided(&whole, &whole, &part, shape)?)?;
                }
            }
            Ok(())
        })?;
    }
    if q.bias.is_some() {
        let b = ArOperand::strided(bias.addr, strides(&bias, 0));
        cx.push(&tiu::adds_i32_strided(&whole, &whole, &b, shape)?)?;
    }
    cx.push(&tiu::requant_const_i32_to_i8(
        res.addr,
        res.addr,
        q.multiplier,
        q.shift,
        q.signed_out,
        q.round,
        shape,
    )?)?;
    cx.push(&matrix_store(FORMAT_INT8, &res, q.output, q.n)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k_is_cut_into_full_chunks_and_a_rest() {
        assert_eq!(k_chunks(200, 128), vec![(0, 128), (128, 72)]);
        assert_eq!(k_chunks(16, 128), vec![(0, 16)]);
        assert_eq!(k_chunks(256, 128), vec![(0, 128), (128, 128)]);
    }
}
