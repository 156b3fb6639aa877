//! One slice of a quantized `tpu.Mul` or `tpu.Sub` whose second input broadcasts, in
//! the cast, cast -> op -> cast layer groups TPU-MLIR 1.30.2 makes (`docs/int8.md`
//! §24), with the commands of the global op (`super::binary`) on the group's buffers:
//!
//! * multiplication: `arith.muls` of the first input by the multiplier into 16 bits at
//!   the start of the op's `ginfo` buffer; a one-channel second input copied from lane
//!   0 to lanes 0 .. c (`tsbc.l_bc`, 8-bit, at most 64 lanes); `arith.muls` of the second input (operand 0,
//!   stride form, 0 along its broadcast dimensions) by that product (operand 1) with the
//!   shift, into the 8-bit result (a multiplier of 1: that command alone, on the
//!   first input);
//! * subtraction: `arith.muls` of each input by its multiplier with its shift into 16
//!   bits, the first's product at the start of the buffer, the second's (at its own
//!   shape) right after the first's EU-aligned bytes, copied from lane 0 to lanes
//!   0 .. c when it has one channel (16-bit); `arith.subs` of the two into the
//!   8-bit result, the second product read with stride 0 along its broadcast
//!   dimensions. An input whose multiplier and shift are `1 >> 0` has no product: it
//!   enters the difference as it is (8-bit, a one-channel one copied to the lanes in
//!   place first), and the other input's product takes the start of the buffer;
//! * a fused relu: `arith.max` with 0 in place (the result stays signed).

use dialects::tpu::ops::{MulOp, SubOp};
use ir::{OpId, Value};

use super::binary::{
    broadcast_strides, input_signs, mul_compute, mul_const_i16, relu_i8, scaled_operand, sub_compute, sub_to_i8,
    unscaled, with_signs, with_strides, Compute, PREC_I16, PREC_I8,
};
use crate::codegen::error::CodegenError;
use crate::codegen::global::broadcast::lane_broadcast_from_lane0;
use crate::codegen::global::unsupported;
use crate::codegen::group::SliceCx;
use crate::codegen::layout::{LocalLayout, Nchw, NPU_NUM};
use crate::codegen::GenCx;
use crate::regdef::bm1684x::SAr;

/// `res (si8) = round((opd0 (8-bit) · opd1 (i16)) >> rshift)`: the broadcasting
/// multiplication's second command.
fn mul_by_product(res: u64, opd0: u64, product: u64, rshift: i32, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd1_prec: PREC_I16,
        ..super::binary::mul_shift_i8(res, opd0, PREC_I8, product, rshift, shape)?
    })
}

/// Generates one slice of the op `op` (`name`) of `inputs` into `output`, computing
/// `compute` and relu'd with `do_relu` (see the module docs).
fn binary_local(
    cx: &mut GenCx<'_>,
    slice: &SliceCx<'_>,
    name: &str,
    op: OpId,
    inputs: &[Value],
    output: Value,
    (compute, do_relu): (Compute, bool),
) -> Result<(), CodegenError> {
    let [a, z] = inputs[..] else {
        return Err(unsupported(name, format_args!("{} inputs", inputs.len())));
    };
    let signs = input_signs(name, &cx.info(a)?, &cx.info(z)?, &cx.info(output)?)?;
    let (x, z, y) = (slice.local(cx, a)?, slice.local(cx, z)?, slice.local(cx, output)?);
    if [&x, &y, &z].iter().any(|t| t.layout != LocalLayout::EuAligned) {
        return Err(unsupported(name, "a tensor that is not EU-aligned"));
    }
    let (ys, zs) = (y.shape, z.shape);
    let fits = |d: u64, r: u64| d == 1 || d == r;
    if x.shape != ys || zs.n != ys.n || !fits(zs.c, ys.c) || !fits(zs.h, ys.h) || !fits(zs.w, ys.w) {
        return Err(unsupported(
            name,
            "inputs whose slices do not broadcast to the result's",
        ));
    }
    let (buffer, size) = slice.buffer(cx, op)?;
    let product_bytes = ys.local_bytes(LocalLayout::EuAligned, 2);
    match compute {
        Compute::Mul { multiplier, rshift } => {
            if product_bytes > size {
                return Err(buffer_error(name, size));
            }
            if multiplier != 1 {
                cx.push(&with_signs(
                    mul_const_i16(buffer, x.addr, multiplier, ys)?,
                    [signs[0], 0],
                ))?;
            }
            if zs.c == 1 && ys.c > 1 {
                cx.push(&lane_broadcast_from_lane0(z.addr, zs, ys.c.min(NPU_NUM), PREC_I8)?)?;
            }
            let cmd = if multiplier == 1 {
                let cmd = super::binary::mul_shift_i8(y.addr, z.addr, PREC_I8, x.addr, rshift, ys)?;
                with_signs(cmd, [signs[1], signs[0]])
            } else {
                with_signs(mul_by_product(y.addr, z.addr, buffer, rshift, ys)?, [signs[1], 1])
            };
            cx.push(&with_strides(cmd, 0, broadcast_strides(zs, ys, 1))?)?;
        }
        Compute::Sub {
            multipliers: m,
            rshifts: r,
        } => {
            let first_bytes = if unscaled(m[0], r[0]) { 0 } else { product_bytes };
            let second_bytes = if unscaled(m[1], r[1]) {
                0
            } else {
                zs.local_bytes(LocalLayout::EuAligned, 2)
            };
            if first_bytes + second_bytes > size {
                return Err(buffer_error(name, size));
            }
            let opd0 = scaled_operand(cx, buffer, (x.addr, None), (m[0], r[0]), signs[0], ys)?;
            let opd1 = scaled_operand(cx, buffer + first_bytes, (z.addr, None), (m[1], r[1]), signs[1], zs)?;
            if zs.c == 1 && ys.c > 1 {
                cx.push(&lane_broadcast_from_lane0(opd1.0, zs, ys.c.min(NPU_NUM), opd1.1)?)?;
            }
            let bytes = if opd1.1 == PREC_I16 { 2 } else { 1 };
            // The products keep their inputs' signs (a `u8` input gives a `u16` product).
            let cmd = with_signs(sub_to_i8(y.addr, opd0, opd1, ys)?, signs);
            cx.push(&with_strides(cmd, 1, broadcast_strides(zs, ys, bytes))?)?;
        }
        // Grouped additions are `eltwise::add_local`'s.
        Compute::Add { .. } => return Err(unsupported(name, "a broadcasting addition in a layer group")),
    }
    if do_relu {
        cx.push(&relu_i8(y.addr, ys)?)?;
    }
    Ok(())
}

/// The error for a `ginfo` buffer of `size` bytes too small for the op's products.
fn buffer_error(name: &str, size: u64) -> CodegenError {
    CodegenError::new(format!(
        "'{name}' op: its `ginfo` buffer of {size} bytes cannot hold its 16-bit products"
    ))
}

/// Generates one slice of the quantized multiplication `op` whose second input
/// broadcasts (see the module docs).
pub(crate) fn mul_local(op: MulOp, cx: &mut GenCx<'_>, slice: &SliceCx<'_>) -> Result<(), CodegenError> {
    let computed = mul_compute(cx, op)?;
    let (inputs, output) = (op.inputs(cx.ctx, cx.arena), op.output(cx.ctx, cx.arena));
    binary_local(cx, slice, "tpu.Mul", op.op(), &inputs, output, computed)
}

/// Generates one slice of the quantized subtraction `op` whose second input
/// broadcasts (see the module docs).
pub(crate) fn sub_local(op: SubOp, cx: &mut GenCx<'_>, slice: &SliceCx<'_>) -> Result<(), CodegenError> {
    let computed = sub_compute(cx, op)?;
    let (inputs, output) = (op.inputs(cx.ctx, cx.arena), op.output(cx.ctx, cx.arena));
    binary_local(cx, slice, "tpu.Sub", op.op(), &inputs, output, computed)
}
