//! `tpu.MatMul` of F16 and BF16 models (fully connected, a weight on the right) as a
//! global op, as TPU-MLIR 1.30.2 emits it (`docs/f16.md` §3). Two forms, chosen by
//! [`uses_wide_result`]:
//!
//! - `mm2.nn`: the input `1 x M x 1 x K` and the weight `1 x K x 1 x N` EU-aligned one
//!   after the other from 0 (2-byte elements), the bias row broadcast to all lanes after
//!   them, one `mm2.nn` into the result at the next bank, `arith.add` of the bias (seen as
//!   `1 x M x N x 1`, bias strides `(0, 0, 1, 1)`), `arith.max` with 0 for a fused relu,
//!   the store: the INT8 `mm2.nn`'s form and place (`docs/int8.md` §10.2);
//! - the wide-result form: `mm.normal` in f32 over chunks of K cast in local memory
//!   ([`super::matmul_half_wide`]).

use dialects::tpu::ops::MatMulOp;

use super::arith::{ar_in, ArOp, Opd};
use super::matmul::{fully_connected, FullyConnected};
use super::unsupported;
use crate::codegen::dma::{float_format, row_broadcast_load, tensor_load, tensor_store};
use crate::codegen::error::CodegenError;
use crate::codegen::int8::tiu::{mm2_nn_float, Prec};
use crate::codegen::layout::{
    align_up, GlobalTensor, LocalLayout, LocalTensor, Nchw, Strides, BANK_BYTES, EU_BYTES, LMEM_BYTES, NPU_NUM,
};
use crate::codegen::tiu::ArOperand;
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.MatMul";

/// Whether TPU-MLIR computes a 16-bit `M x K` by `K x N` product in its wide-result form
/// rather than `mm2.nn`: when `8·K·M < A(N, 4)·⌈K/32⌉` (the INT8 rule of `docs/int8.md`
/// §10.4 with 32 rows of K per lane, 2-byte elements, and N rounded up to 8 bytes).
/// Bisected over N for M = 1 and K 16 to 112 and checked at fresh points (`docs/f16.md`
/// §3.1).
pub(crate) fn uses_wide_result(m: u64, k: u64, n: u64) -> bool {
    8u64.saturating_mul(k).saturating_mul(m) < align_up(n, 4).saturating_mul(k.div_ceil(32))
}

/// Generates the 16-bit float matmul `op` (input, weight, bias and result all f16 or
/// all bf16) as a global op.
pub fn codegen_global(op: MatMulOp, cx: &mut GenCx<'_>) -> Result<(), CodegenError> {
    let fc = fully_connected(op, cx)?;
    let FullyConnected {
        ref x,
        ref w,
        ref y,
        ref bias,
        m,
        k,
        n,
    } = fc;
    let elem = x.elem;
    let (Some(prec), Some(format), true) = (
        Prec::float(elem),
        float_format(elem),
        matches!(elem, ElemType::F16 | ElemType::BF16),
    ) else {
        return Err(unsupported(OP, format_args!("element type {}", elem.mlir_name())));
    };
    if let Some(t) = [w, y].into_iter().chain(bias).find(|t| t.elem != elem) {
        return Err(unsupported(
            OP,
            format_args!("a {} matmul with a {} operand", elem.mlir_name(), t.elem.mlir_name()),
        ));
    }
    let relu = op.do_relu(cx.ctx, cx.arena).unwrap_or(false);
    if uses_wide_result(m, k, n) {
        return super::matmul_half_wide::codegen(cx, &fc, prec, format, relu);
    }
    let aligned = |addr, shape| LocalTensor::eu_aligned(addr, shape);
    let input = aligned(0, Nchw::new(1, m, 1, k));
    let weight_at = input.shape.local_bytes(LocalLayout::EuAligned, 2);
    let weight = aligned(weight_at, Nchw::new(1, k, 1, n));
    let bias_at = weight_at + weight.shape.local_bytes(LocalLayout::EuAligned, 2);
    let bias_bytes = if bias.is_some() { align_up(n * 2, EU_BYTES) } else { 0 };
    let result_at = align_up(bias_at + bias_bytes, BANK_BYTES).max(BANK_BYTES);
    let out_shape = Nchw::new(1, m, 1, n);
    if result_at + out_shape.local_bytes(LocalLayout::EuAligned, 2) > LMEM_BYTES {
        return Err(unsupported(
            OP,
            format_args!("a {m}x{k} by {k}x{n} product (larger than local memory)"),
        ));
    }
    let global = |addr, shape| GlobalTensor { addr, shape };
    cx.push(&tensor_load(format, &global(x.global_addr()?, input.shape), &input)?)?;
    cx.push(&tensor_load(format, &global(w.global_addr()?, weight.shape), &weight)?)?;
    if let Some(b) = &bias {
        cx.push(&row_broadcast_load(format, b.global_addr()?, bias_at, NPU_NUM, n)?)?;
    }
    cx.push(&mm2_nn_float(result_at, input.addr, weight.addr, m, k, n, prec)?)?;
    // The bias and the relu see each result row as `N x 1`.
    let column = Nchw::new(1, m, n, 1);
    let result = ArOperand::aligned(result_at);
    if bias.is_some() {
        let row = ArOperand::strided(bias_at, Strides { n: 0, c: 0, h: 1, w: 1 });
        let add = ar_in(
            prec as u8,
            ArOp::Add,
            &result,
            Opd::Tensor(row),
            Some(Opd::Tensor(result)),
            column,
        )?;
        cx.push(&add)?;
    }
    if relu {
        let max = ar_in(
            prec as u8,
            ArOp::Max,
            &result,
            Opd::Tensor(result),
            Some(Opd::Const(0.0)),
            column,
        )?;
        cx.push(&max)?;
    }
    cx.push(&tensor_store(
        format,
        &aligned(result_at, out_shape),
        &global(y.global_addr()?, out_shape),
    )?)
}
