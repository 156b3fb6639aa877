//! `tpu.Mul` and `tpu.Sub` whose second input broadcasts (each of its dimensions 1 or
//! the first input's), as TPU-MLIR 1.30.2 generates them for batch 1 (swept: second
//! inputs `1xCx1x1`, `1x1xHxW`, `1x1x1xW`, `1x1x1x1`, first inputs up to 1x64x64x64):
//! the first input EU-aligned at 0, the second at 0x8000, copied to lanes 1.. by a
//! `tsbc.l_bc` when it has one channel, one `arith.mul`/`arith.sub` into 0x10000 with
//! the operands in the stride form (the second input's strides 0 along its broadcast
//! dimensions), a fused relu in place, and the store.
//!
//! Regime: the first input fits 32 KiB per lane, at most 64 channels when the second has
//! one. Larger tensors and batches above 1 whose second input has one batch run in
//! [`broadcast_pieces`] (rods' tiling); larger batches otherwise use the same commands
//! (rods' choice: TPU-MLIR swaps the operands there). A first input that broadcasts is
//! swapped for a multiplication and an addition, and runs in [`broadcast_pieces`] for a
//! subtraction.

use super::arith::{self, ArOp, Opd};
use super::broadcast_pieces;
use crate::codegen::dma::{tensor_load, tensor_store, FORMAT_F32};
use crate::codegen::error::{fit, CodegenError};
use crate::codegen::layout::{GlobalTensor, LocalLayout, LocalTensor, Nchw, Strides, NPU_NUM};
use crate::codegen::tensor::TensorInfo;
use crate::codegen::tiu::{self, ArOperand, PREC_F32};
use crate::codegen::GenCx;
use crate::regdef::bm1684x::STransSBc;

const A_AT: u64 = 0;
const B_AT: u64 = 0x8000;
const RES_AT: u64 = 0x10000;
/// Bytes of one lane's local memory: the step from one lane's address to the next.
const LANE_STEP: u64 = 0x40000;

/// `tsbc.l_bc` of the one-channel tensor `shape` (precision code `prec`) at `addr` in
/// lane 0 to lanes `1 .. lanes`, in place.
pub(crate) fn lane_broadcast(addr: u64, shape: Nchw, lanes: u64, prec: u8) -> Result<STransSBc, CodegenError> {
    Ok(STransSBc {
        cmd_short: 1,
        tsk_typ: 5,
        tsk_eu_typ: 3,
        cmd_id_en: 1,
        res0_prec: prec,
        res0_n: fit("res0_n", shape.n)?,
        res0_c: fit("res0_c", lanes - 1)?,
        res0_h: fit("res0_h", shape.h)?,
        res0_w: fit("res0_w", shape.w)?,
        opd0_c: 1,
        opd0_w: fit("opd0_w", shape.w)?,
        res0_addr: fit("res0_addr", LANE_STEP + addr)?,
        opd0_addr: fit("opd0_addr", addr)?,
        ..Default::default()
    })
}

/// `tsbc.l_bc` of the one-channel tensor `shape` at `addr` in lane 0 to lanes
/// `0 .. lanes` at the same address (lane 0 rewritten with itself): the form of
/// TPU-MLIR's 8-bit broadcasting multiplication groups (`docs/int8.md` §24).
pub(crate) fn lane_broadcast_from_lane0(
    addr: u64,
    shape: Nchw,
    lanes: u64,
    prec: u8,
) -> Result<STransSBc, CodegenError> {
    Ok(STransSBc {
        res0_c: fit("res0_c", lanes)?,
        res0_addr: fit("res0_addr", addr)?,
        ..lane_broadcast(addr, shape, lanes, prec)?
    })
}

/// Whether `b` broadcasts to `a`'s shape (same rank, each dimension 1 or `a`'s).
pub(super) fn broadcasts_to(b: &TensorInfo, a: &TensorInfo) -> bool {
    b.shape.len() == a.shape.len() && b.shape.iter().zip(&a.shape).all(|(&x, &y)| x == 1 || x == y)
}

/// Generates `y = op(x0, x1)` for F32 inputs of different shapes: TPU-MLIR's commands
/// when the second input broadcasts to the first (or, for a commutative `op`, the first
/// to the second) in this module's regime, else [`broadcast_pieces`].
pub(super) fn codegen_binary(
    cx: &mut GenCx<'_>,
    name: &str,
    op: ArOp,
    [x0, x1]: [&TensorInfo; 2],
    y: &TensorInfo,
    do_relu: bool,
) -> Result<(), CodegenError> {
    if broadcasts_to(x1, x0) {
        return codegen(cx, name, op, x0, x1, y, do_relu);
    }
    if op != ArOp::Sub && broadcasts_to(x0, x1) {
        return codegen(cx, name, op, x1, x0, y, do_relu);
    }
    broadcast_pieces::codegen(cx, name, op, [x0, x1], y, do_relu)
}

/// Generates `res = op(a, b)` with `b` broadcast to `a`'s shape.
fn codegen(
    cx: &mut GenCx<'_>,
    name: &str,
    op: ArOp,
    a: &TensorInfo,
    b: &TensorInfo,
    y: &TensorInfo,
    do_relu: bool,
) -> Result<(), CodegenError> {
    if a.shape.len() > 4 || y.shape != a.shape {
        return broadcast_pieces::codegen(cx, name, op, [a, b], y, do_relu);
    }
    let (a4, b4) = (a.nchw(), b.nchw());
    let a_bytes = a4.local_bytes(LocalLayout::EuAligned, 4);
    let b_bytes = b4.local_bytes(LocalLayout::EuAligned, 4);
    let lane_copy = b4.c == 1 && a4.c > 1;
    if b4.n != a4.n || a_bytes > B_AT - A_AT || b_bytes > RES_AT - B_AT || (lane_copy && a4.c > NPU_NUM) {
        return broadcast_pieces::codegen(cx, name, op, [a, b], y, do_relu);
    }
    let a_local = LocalTensor::eu_aligned(A_AT, a4);
    let b_local = LocalTensor::eu_aligned(B_AT, b4);
    cx.push(&tensor_load(
        FORMAT_F32,
        &GlobalTensor {
            addr: a.global_addr()?,
            shape: a4,
        },
        &a_local,
    )?)?;
    cx.push(&tensor_load(
        FORMAT_F32,
        &GlobalTensor {
            addr: b.global_addr()?,
            shape: b4,
        },
        &b_local,
    )?)?;
    if lane_copy {
        cx.push(&lane_broadcast(B_AT, b4, a4.c, PREC_F32)?)?;
    }
    let sa = a4.local_strides(LocalLayout::EuAligned, 4);
    let sb = b4.local_strides(LocalLayout::EuAligned, 4);
    let keep = |dim: u64, stride: u64| if dim == 1 { 0 } else { stride };
    let a_strides = Strides {
        n: keep(a4.n, sa.n),
        ..sa
    };
    // Zero along the dimensions that broadcast (1 here, more in the first input).
    let spread = |db: u64, da: u64, stride: u64| if db == 1 && da > 1 { 0 } else { stride };
    let b_strides = Strides {
        n: keep(b4.n, sb.n),
        c: spread(b4.c, a4.c, sb.c),
        h: spread(b4.h, a4.h, sb.h),
        w: spread(b4.w, a4.w, sb.w),
    };
    let res = ArOperand::aligned(RES_AT);
    let cmd = arith::ar(
        op,
        &res,
        Opd::Tensor(ArOperand::strided(A_AT, a_strides)),
        Some(Opd::Tensor(ArOperand::strided(B_AT, b_strides))),
        a4,
    )?;
    cx.push(&cmd)?;
    if do_relu {
        cx.push(&tiu::relu(&res, &res, a4)?)?;
    }
    let out = LocalTensor::eu_aligned(RES_AT, a4);
    cx.push(&tensor_store(
        FORMAT_F32,
        &out,
        &GlobalTensor {
            addr: y.global_addr()?,
            shape: Nchw { ..a4 },
        },
    )?)
}
