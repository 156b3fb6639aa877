//! The quantized `tpu.Mul` and `tpu.Sub` of two signed 8-bit tensors of one shape as
//! global ops (`docs/int8.md` §11): the tensor viewed as `[n, 64, h, 64]` when its size
//! is a multiple of 4096, else as its own 4-D shape; pieces of at most 16 KiB per lane
//! (batches, else rows, of the view), software-pipelined with ping-pong buffers.
//! Per piece, a multiplication computes `a · multiplier` into 16 bits and
//! `(that · b) >> rshift` into 8 bits (one command when the multiplier is 1); a
//! subtraction `(a · m0) >> r0` and `(b · m1) >> r1` into 16 bits and their saturated
//! difference into 8 bits (an input whose multiplier and shift are `1 >> 0` enters the
//! difference as it is, in 8 bits, as TPU-MLIR does); a fused relu in place.

use dialects::tpu::ops::{AddOp, MulOp, SubOp};
use ir::Value;

use super::pipeline::{pipeline, Stage};
use super::tiu::Prec;
use crate::codegen::dma::{tensor_load_part, tensor_store_part, FORMAT_INT8};
use crate::codegen::error::{fit, CodegenError};
use crate::codegen::global::broadcast::lane_broadcast;
use crate::codegen::global::{no_relu_limit, unsupported};
use crate::codegen::layout::{align_up, LocalLayout, LocalTensor, Nchw, Strides, EU_BYTES, NPU_NUM};
use crate::codegen::tensor::TensorInfo;
use crate::codegen::tiu::STRIDE_LAYOUT;
use crate::codegen::GenCx;
use crate::regdef::bm1684x::SAr;
use crate::weights::ElemType;

/// Local buffers (per-lane offsets): the 16-bit product, and the ping-pong inputs and
/// result.
const PRODUCT_AT: u64 = 0;
const A_AT: [u64; 2] = [0x10000, 0x28000];
const B_AT: [u64; 2] = [0x18000, 0x30000];
const RES_AT: [u64; 2] = [0x20000, 0x38000];
/// Bytes per lane of one 8-bit piece at most.
const PIECE_BYTES: u64 = 16 * 1024;

/// The arithmetic subtypes used here.
const AR_MAX: u8 = 4;
const AR_SUBS: u8 = 16;
const AR_MULS: u8 = 20;
/// Precision codes: 8 and 16 bits.
pub(super) const PREC_I8: u8 = 0;
pub(super) const PREC_I16: u8 = 3;
/// The rounding code of the shifted product (HalfUp).
const ROUND_HALF_UP: u8 = 5;
/// The rounding code of the saturating cast of an unsigned sum (as the global add's).
const CAST_ROUND: u8 = 1;

/// [`super::tiu::ar`] with a signed first operand at `opd0`.
pub(super) fn ar(eu_typ: u8, opd_num: u8, res: u64, opd0: u64, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd0_sign: 1,
        opd0_addr: fit("opd0_addr", opd0)?,
        ..super::tiu::ar(eu_typ, opd_num, res, shape)?
    })
}

/// `res (i16) = opd0 (si8) · multiplier`.
pub(super) fn mul_const_i16(res: u64, opd0: u64, multiplier: i32, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd1_const: 1,
        res0_prec: PREC_I16,
        opd1_addr: multiplier as u32,
        ..ar(AR_MULS, 2, res, opd0, shape)?
    })
}

/// `res (si8) = round((opd0 · opd1) >> rshift)`, `opd0` 8 or 16 bits, `opd1` si8.
pub(super) fn mul_shift_i8(
    res: u64,
    opd0: u64,
    opd0_prec: u8,
    opd1: u64,
    rshift: i32,
    shape: Nchw,
) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd2_const: 1,
        opd0_prec,
        opd1_sign: 1,
        opd2_n_str: ROUND_HALF_UP,
        opd1_addr: fit("opd1_addr", opd1)?,
        opd2_addr: u32::from((-rshift) as u8),
        ..ar(AR_MULS, 3, res, opd0, shape)?
    })
}

/// `res (i16) = round((opd0 (si8) · multiplier) >> rshift)`.
pub(super) fn mul_shift_const_i16(
    res: u64,
    opd0: u64,
    multiplier: i64,
    rshift: i64,
    shape: Nchw,
) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd1_const: 1,
        opd2_const: 1,
        res0_prec: PREC_I16,
        opd2_n_str: ROUND_HALF_UP,
        opd1_addr: multiplier as u32,
        opd2_addr: u32::from((-rshift) as u8),
        ..ar(AR_MULS, 3, res, opd0, shape)?
    })
}

/// `res (si8) = saturate(opd0 - opd1)`, each operand an address and its precision
/// ([`PREC_I16`] for a product, [`PREC_I8`] for an input taken as it is).
pub(super) fn sub_to_i8(
    res: u64,
    (opd0, prec0): (u64, u8),
    (opd1, prec1): (u64, u8),
    shape: Nchw,
) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd0_prec: prec0,
        opd1_prec: prec1,
        opd1_sign: 1,
        opd1_addr: fit("opd1_addr", opd1)?,
        ..ar(AR_SUBS, 2, res, opd0, shape)?
    })
}

/// Whether a subtraction's input with multiplier `m` and right shift `r` is taken as it
/// is: TPU-MLIR scales no input by `1 >> 0` (`docs/int8.md` §11).
pub(super) fn unscaled(m: i64, r: i64) -> bool {
    m == 1 && r == 0
}

/// `res = max(opd0, 0)` in si8.
pub(super) fn relu_i8(res: u64, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd1_const: 1,
        opd1_sign: 1,
        ..ar(AR_MAX, 2, res, res, shape)?
    })
}

/// TPU-MLIR's view of a contiguous `count`-element tensor of 4-D shape `nchw`: with
/// `count = 4096 k`, `[n, 64, k / n, 64]` with `n` the largest divisor of `k` not above
/// `√k`; otherwise the shape itself.
pub(crate) fn flat_view(count: u64, nchw: Nchw) -> Nchw {
    const TILE: u64 = NPU_NUM * 64;
    if count == 0 || count % TILE != 0 {
        return nchw;
    }
    let k = count / TILE;
    let n = (1..=k)
        .take_while(|d| d * d <= k)
        .filter(|d| k % d == 0)
        .last()
        .unwrap_or(1);
    Nchw::new(n, NPU_NUM, k / n, 64)
}

/// The pieces (first element and size) of `shape`, at most 16 KiB per lane each
/// (EU-aligned 8-bit): whole when it fits; else whole batches, the batch cut into the
/// fewest equal parts that fit; else one batch at a time, in pieces of
/// `⌊h / ⌈bytes of a batch / 16 KiB⌉⌋` rows (the rest in a last piece).
pub(crate) fn pieces(shape: Nchw) -> Vec<(Nchw, Nchw)> {
    let per_batch = |h: u64| shape.c.div_ceil(NPU_NUM) * align_up(h * shape.w, EU_BYTES);
    let batch = per_batch(shape.h);
    if shape.n * batch <= PIECE_BYTES {
        return vec![(Nchw::default(), shape)];
    }
    if batch <= PIECE_BYTES {
        let secs = shape.n.div_ceil(PIECE_BYTES / batch);
        let step = shape.n.div_ceil(secs);
        return (0..shape.n)
            .step_by(step as usize)
            .map(|n0| {
                (
                    Nchw::new(n0, 0, 0, 0),
                    Nchw {
                        n: step.min(shape.n - n0),
                        ..shape
                    },
                )
            })
            .collect();
    }
    // Rows: `⌊h / ⌈bytes / 16 KiB⌉⌋` a piece, the rest in a last one.
    let rows = (shape.h / batch.div_ceil(PIECE_BYTES)).max(1);
    (0..shape.n)
        .flat_map(|n0| {
            (0..shape.h).step_by(rows as usize).map(move |h0| {
                (
                    Nchw::new(n0, 0, h0, 0),
                    Nchw {
                        n: 1,
                        h: rows.min(shape.h - h0),
                        ..shape
                    },
                )
            })
        })
        .collect()
}

/// The operand signs (1 signed) of the 8-bit inputs `a` and `b` of a signed 8-bit
/// result `y`.
pub(super) fn input_signs(op: &str, a: &TensorInfo, b: &TensorInfo, y: &TensorInfo) -> Result<[u8; 2], CodegenError> {
    operand_signs(op, a, b, Some(y))
}

/// The signs of `a` and `b` (1 for si8, 0 for u8), and a check that the result `y`, if
/// given, is si8.
fn operand_signs(op: &str, a: &TensorInfo, b: &TensorInfo, y: Option<&TensorInfo>) -> Result<[u8; 2], CodegenError> {
    let sign = |t: &TensorInfo, output: bool| match t.elem {
        ElemType::I8 => Ok(1),
        ElemType::U8 if !output => Ok(0),
        other => Err(unsupported(
            op,
            format_args!("element type {} in INT8", other.mlir_name()),
        )),
    };
    if let Some(y) = y {
        sign(y, true)?;
    }
    Ok([sign(a, false)?, sign(b, false)?])
}

/// `cmd` with the signs of its operands 0 and 1 set to `signs`.
pub(super) fn with_signs(cmd: SAr, [s0, s1]: [u8; 2]) -> SAr {
    SAr {
        opd0_sign: s0,
        opd1_sign: s1,
        ..cmd
    }
}

/// What the pipeline computes per piece.
#[derive(Copy, Clone, Debug)]
pub(super) enum Compute {
    /// `(a · multiplier · b) >> rshift`.
    Mul { multiplier: i32, rshift: i32 },
    /// `((a · m0) >> r0) - ((b · m1) >> r1)`.
    Sub { multipliers: [i64; 2], rshifts: [i64; 2] },
    /// `((a · m0) >> r0) + ((b · m1) >> r1)`, saturated into `u8` when `unsigned`.
    Add {
        multipliers: [i64; 2],
        rshifts: [i64; 2],
        unsigned: bool,
    },
}

/// The piece of input `x` (of 4-D shape `x4`) that piece `(at, shape)` of the result
/// reads: its broadcast dimensions (1 in `x4`) start at 0 and have size 1.
fn input_piece(x4: Nchw, (at, shape): (Nchw, Nchw)) -> (Nchw, Nchw) {
    let keep = |dim: u64, v: u64| if dim == 1 { 0 } else { v };
    let size = |dim: u64, v: u64| if dim == 1 { 1 } else { v };
    (
        Nchw::new(keep(x4.n, at.n), keep(x4.c, at.c), keep(x4.h, at.h), keep(x4.w, at.w)),
        Nchw::new(
            size(x4.n, shape.n),
            size(x4.c, shape.c),
            size(x4.h, shape.h),
            size(x4.w, shape.w),
        ),
    )
}

/// The strides (in elements) reading the EU-aligned piece `px` (`bytes`-byte elements) of an input as the
/// result piece `p`: 0 along the dimensions it broadcasts (the channel stride too: after
/// `lane_broadcast` every lane holds the one channel), `None` (the aligned layout) when it
/// does not broadcast.
pub(super) fn broadcast_strides(px: Nchw, p: Nchw, bytes: u64) -> Option<Strides> {
    if px == p {
        return None;
    }
    let s = px.local_strides(LocalLayout::EuAligned, bytes);
    let spread = |dx: u64, d: u64, stride: u64| if dx == 1 && d > 1 { 0 } else { stride };
    Some(Strides {
        n: spread(px.n, p.n, s.n),
        c: spread(px.c, p.c, s.c),
        h: spread(px.h, p.h, s.h),
        w: spread(px.w, p.w, s.w),
    })
}

/// `cmd` with its operand `opd` (0 or 1) read with `strides` (the stride layout), or
/// unchanged for `None`.
pub(super) fn with_strides(mut cmd: SAr, opd: usize, strides: Option<Strides>) -> Result<SAr, CodegenError> {
    let Some(s) = strides else {
        return Ok(cmd);
    };
    if opd == 0 {
        cmd.opd0_str = STRIDE_LAYOUT;
        cmd.opd0_n_str = fit("opd0_n_str", s.n)?;
        cmd.opd0_c_str = fit("opd0_c_str", s.c)?;
        cmd.opd0_h_str = fit("opd0_h_str", s.h)?;
        cmd.opd0_w_str = fit("opd0_w_str", s.w)?;
    } else {
        cmd.opd1_str = STRIDE_LAYOUT;
        cmd.opd1_n_str = fit("opd1_n_str", s.n)?;
        cmd.opd1_c_str = fit("opd1_c_str", s.c)?;
        cmd.opd1_h_str = fit("opd1_h_str", s.h)?;
        cmd.opd1_w_str = fit("opd1_w_str", s.w)?;
    }
    Ok(cmd)
}

/// The pipeline both ops share: `inputs` (two) and `output`, computed per piece as
/// `compute` says, relu'd with `do_relu`. An input may broadcast (each of its
/// dimensions 1 or the output's, rank at most 4): then the tensors keep their 4-D shapes
/// (no flat view), each piece of the output loads the part of the input it reads
/// (copied from lane 0 to the others when the input has one channel), and the commands
/// read it with zero strides along its broadcast dimensions (rods' choice: TPU-MLIR
/// layer-groups these, `docs/int8.md` §24).
fn binary_global(
    cx: &mut GenCx<'_>,
    op: &str,
    inputs: &[Value],
    output: Value,
    (compute, do_relu): (Compute, bool),
) -> Result<(), CodegenError> {
    let [a, b] = inputs[..] else {
        return Err(unsupported(op, format_args!("{} inputs", inputs.len())));
    };
    let (a, b, y) = (cx.info(a)?, cx.info(b)?, cx.info(output)?);
    let signs = match compute {
        Compute::Add { unsigned: true, .. } => operand_signs(op, &a, &b, None)?,
        _ => input_signs(op, &a, &b, &y)?,
    };
    let broadcast = a.shape != y.shape || b.shape != y.shape;
    let fits = |x: &TensorInfo| {
        x.shape.len() == y.shape.len() && x.shape.iter().zip(&y.shape).all(|(&d, &o)| d == o || d == 1)
    };
    if broadcast && (y.shape.len() > 4 || !fits(&a) || !fits(&b)) {
        return Err(unsupported(op, "this broadcast in INT8"));
    }
    if a.count() > y.count() || b.count() > y.count() {
        return Err(unsupported(op, "an output smaller than its inputs"));
    }
    let view = if broadcast {
        y.nchw()
    } else {
        flat_view(y.count(), y.nchw())
    };
    let (a4, b4) = if broadcast { (a.nchw(), b.nchw()) } else { (view, view) };
    let parts = pieces(view);
    // The buffers must not overlap: 8-bit pieces within their 32 KiB slots, the 16-bit
    // products within the 64 KiB before the first slot.
    let products = if matches!(compute, Compute::Mul { .. }) { 1 } else { 2 };
    if parts.iter().any(|(_, p)| {
        p.local_bytes(LocalLayout::EuAligned, 1) > B_AT[0] - A_AT[0]
            || products * p.local_bytes(LocalLayout::EuAligned, 2) > A_AT[0]
    }) {
        return Err(unsupported(op, "INT8 rows too long for local memory"));
    }
    let [pa, pb, py] = [a.global_addr()?, b.global_addr()?, y.global_addr()?];
    let local = |addr: &[u64; 2], i: usize, shape: Nchw| LocalTensor::eu_aligned(addr[i % 2], shape);
    pipeline(cx, parts.len(), |cx, stage, i| {
        let (at, shape) = parts[i];
        let (pia, pib) = (input_piece(a4, parts[i]), input_piece(b4, parts[i]));
        match stage {
            Stage::Load => {
                cx.push(&tensor_load_part(FORMAT_INT8, pa, a4, pia.0, &local(&A_AT, i, pia.1))?)?;
                cx.push(&tensor_load_part(FORMAT_INT8, pb, b4, pib.0, &local(&B_AT, i, pib.1))?)
            }
            Stage::Compute => {
                let (res, a, b) = (RES_AT[i % 2], A_AT[i % 2], B_AT[i % 2]);
                // After the loads (the TIU waits for the section before).
                for (addr, px) in [(a, pia.1), (b, pib.1)] {
                    if px.c == 1 && shape.c > 1 {
                        cx.push(&lane_broadcast(addr, px, shape.c.min(NPU_NUM), PREC_I8)?)?;
                    }
                }
                let (sa, sb) = (broadcast_strides(pia.1, shape, 1), broadcast_strides(pib.1, shape, 1));
                match compute {
                    Compute::Mul { multiplier: 1, rshift } => {
                        let cmd = with_signs(mul_shift_i8(res, a, PREC_I8, b, rshift, shape)?, signs);
                        cx.push(&with_strides(with_strides(cmd, 0, sa)?, 1, sb)?)?;
                    }
                    Compute::Mul { multiplier, rshift } => {
                        let product = with_signs(mul_const_i16(PRODUCT_AT, a, multiplier, shape)?, [signs[0], 0]);
                        cx.push(&with_strides(product, 0, sa)?)?;
                        let cmd = with_signs(
                            mul_shift_i8(res, PRODUCT_AT, PREC_I16, b, rshift, shape)?,
                            [1, signs[1]],
                        );
                        cx.push(&with_strides(cmd, 1, sb)?)?;
                    }
                    Compute::Sub {
                        multipliers: m,
                        rshifts: r,
                    } => {
                        // Products (and unscaled inputs) keep their inputs' signs (as in
                        // TPU-MLIR's groups).
                        let [(opd0, sa), (opd1, sb)] = sub_operands(cx, [(a, sa), (b, sb)], (m, r), signs, shape)?;
                        let cmd = with_signs(sub_to_i8(res, opd0, opd1, shape)?, signs);
                        cx.push(&with_strides(with_strides(cmd, 0, sa)?, 1, sb)?)?;
                    }
                    Compute::Add {
                        multipliers: m,
                        rshifts: r,
                        unsigned,
                    } => {
                        // As the global add of one shape (`eltwise::add_global`): the
                        // two 16-bit products, their sum saturated into 8 bits (for an
                        // unsigned result through 16 bits and a saturating cast).
                        let second_i16 = scaled_products(cx, [(a, sa), (b, sb)], (m, r), signs, shape)?;
                        if unsigned {
                            cx.push(&super::tiu::adds_i16(
                                PRODUCT_AT,
                                PRODUCT_AT,
                                second_i16,
                                Prec::I16,
                                shape,
                            )?)?;
                            cx.push(&super::tiu::cast_to(
                                res,
                                PRODUCT_AT,
                                Prec::I16,
                                Prec::I8,
                                false,
                                CAST_ROUND,
                                shape,
                            )?)?;
                        } else {
                            cx.push(&super::tiu::adds_i16(res, PRODUCT_AT, second_i16, Prec::I8, shape)?)?;
                        }
                    }
                }
                // An unsigned sum is relu'd by its saturating cast.
                if do_relu && !matches!(compute, Compute::Add { unsigned: true, .. }) {
                    cx.push(&relu_i8(res, shape)?)?;
                }
                Ok(())
            }
            Stage::Store => cx.push(&tensor_store_part(
                FORMAT_INT8,
                &local(&RES_AT, i, shape),
                py,
                view,
                at,
            )?),
        }
    })
}

/// `(x · m) >> r` of both inputs (at their addresses, read with their strides) into 16
/// bits: the first at [`PRODUCT_AT`], the second right after it (its address returned).
fn scaled_products(
    cx: &mut GenCx<'_>,
    inputs: [(u64, Option<Strides>); 2],
    (m, r): ([i64; 2], [i64; 2]),
    signs: [u8; 2],
    shape: Nchw,
) -> Result<u64, CodegenError> {
    let second_i16 = shape.local_bytes(LocalLayout::EuAligned, 2);
    for (i, (addr, strides)) in inputs.into_iter().enumerate() {
        let at = if i == 0 { PRODUCT_AT } else { second_i16 };
        let product = with_signs(mul_shift_const_i16(at, addr, m[i], r[i], shape)?, [signs[i], 0]);
        cx.push(&with_strides(product, 0, strides)?)?;
    }
    Ok(second_i16)
}

/// The operand `arith.subs` reads for the 8-bit input at `addr` (read with `strides`)
/// scaled by `(m, r)`: `(x · m) >> r` into 16 bits at `at` (its `arith.muls` pushed,
/// signed as the input), or the input itself in 8 bits when it is [`unscaled`].
/// Returns the operand's address and precision.
pub(super) fn scaled_operand(
    cx: &mut GenCx<'_>,
    at: u64,
    (addr, strides): (u64, Option<Strides>),
    (m, r): (i64, i64),
    sign: u8,
    shape: Nchw,
) -> Result<(u64, u8), CodegenError> {
    if unscaled(m, r) {
        return Ok((addr, PREC_I8));
    }
    let product = with_signs(mul_shift_const_i16(at, addr, m, r, shape)?, [sign, 0]);
    cx.push(&with_strides(product, 0, strides)?)?;
    Ok((at, PREC_I16))
}

/// An operand of `arith.subs`: its address and precision, and its strides when read
/// in the stride form.
type SubOperand = ((u64, u8), Option<Strides>);

/// The operands of a subtraction's `arith.subs` ([`scaled_operand`] of each input): the
/// products take `scaled_products`' slots in order; an unscaled input is read with its
/// strides.
fn sub_operands(
    cx: &mut GenCx<'_>,
    inputs: [(u64, Option<Strides>); 2],
    (m, r): ([i64; 2], [i64; 2]),
    signs: [u8; 2],
    shape: Nchw,
) -> Result<[SubOperand; 2], CodegenError> {
    let mut next = PRODUCT_AT;
    let mut operand = |cx: &mut GenCx<'_>, i: usize| -> Result<SubOperand, CodegenError> {
        let opd = scaled_operand(cx, next, inputs[i], (m[i], r[i]), signs[i], shape)?;
        if opd.1 == PREC_I8 {
            return Ok((opd, inputs[i].1));
        }
        next += shape.local_bytes(LocalLayout::EuAligned, 2);
        Ok((opd, None))
    };
    Ok([operand(cx, 0)?, operand(cx, 1)?])
}

/// The checked computation and relu of the quantized multiplication `op`.
pub(super) fn mul_compute(cx: &GenCx<'_>, op: MulOp) -> Result<(Compute, bool), CodegenError> {
    const OP: &str = "tpu.Mul";
    let (ctx, arena) = (cx.ctx, cx.arena);
    if !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a relu limit"));
    }
    let int = |v: Option<i64>, default: i64, what: &str| {
        i32::try_from(v.unwrap_or(default)).map_err(|_| unsupported(OP, format_args!("{what} out of range")))
    };
    let compute = Compute::Mul {
        multiplier: int(op.multiplier(ctx, arena), 1, "a multiplier")?,
        rshift: int(op.rshift(ctx, arena), 0, "a shift")?,
    };
    Ok((compute, op.do_relu(ctx, arena).unwrap_or(false)))
}

/// The checked computation and relu of the quantized subtraction `op`.
pub(super) fn sub_compute(cx: &GenCx<'_>, op: SubOp) -> Result<(Compute, bool), CodegenError> {
    const OP: &str = "tpu.Sub";
    let (ctx, arena) = (cx.ctx, cx.arena);
    if !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a relu limit"));
    }
    if op.is_reverse(ctx, arena).unwrap_or(false) || op.coeff_attr(ctx, arena).is_some() {
        return Err(unsupported(OP, "is_reverse or coefficients in INT8"));
    }
    let pair = |v: Option<Vec<i64>>, what: &str| match v.as_deref() {
        Some(&[x, y]) => Ok([x, y]),
        _ => Err(unsupported(OP, format_args!("INT8 without two {what}"))),
    };
    let compute = Compute::Sub {
        multipliers: pair(op.multipliers(ctx, arena), "multipliers")?,
        rshifts: pair(op.rshifts(ctx, arena), "rshifts")?,
    };
    Ok((compute, op.do_relu(ctx, arena).unwrap_or(false)))
}

/// Global code generation of the quantized multiplication `op` (see the module docs).
pub(crate) fn mul_global(cx: &mut GenCx<'_>, op: MulOp) -> Result<(), CodegenError> {
    let computed = mul_compute(cx, op)?;
    binary_global(
        cx,
        "tpu.Mul",
        &op.inputs(cx.ctx, cx.arena),
        op.output(cx.ctx, cx.arena),
        computed,
    )
}

/// Global code generation of the quantized addition `op` whose inputs broadcast (rods'
/// pieces, as the subtraction's; TPU-MLIR layer-groups these): `(a · m0) >> r0` and
/// `(b · m1) >> r1` into 16 bits, their saturated sum (into `u8` for an unsigned
/// result), a relu of a signed one in place.
pub(crate) fn add_broadcast_global(cx: &mut GenCx<'_>, op: AddOp) -> Result<(), CodegenError> {
    const OP: &str = "tpu.Add";
    let (ctx, arena) = (cx.ctx, cx.arena);
    if !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a relu limit"));
    }
    if op.coeff_attr(ctx, arena).is_some() {
        return Err(unsupported(OP, "coefficients in INT8"));
    }
    let pair = |v: Option<Vec<i64>>, what: &str| match v.as_deref() {
        Some(&[x, y]) => Ok([x, y]),
        _ => Err(unsupported(OP, format_args!("INT8 without two {what}"))),
    };
    let output = op.output(ctx, arena);
    let compute = Compute::Add {
        multipliers: pair(op.multipliers(ctx, arena), "multipliers")?,
        rshifts: pair(op.rshifts(ctx, arena), "rshifts")?,
        unsigned: cx.info(output)?.elem == ElemType::U8,
    };
    let do_relu = op.do_relu(ctx, arena).unwrap_or(false);
    binary_global(cx, OP, &op.inputs(ctx, arena), output, (compute, do_relu))
}

/// Global code generation of the quantized subtraction `op` (see the module docs).
pub(crate) fn sub_global(cx: &mut GenCx<'_>, op: SubOp) -> Result<(), CodegenError> {
    let computed = sub_compute(cx, op)?;
    binary_global(
        cx,
        "tpu.Sub",
        &op.inputs(cx.ctx, cx.arena),
        op.output(cx.ctx, cx.arena),
        computed,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_of_multiples_of_4096() {
        let v = |n, c, h, w| {
            let s = Nchw::new(n, c, h, w);
            let r = flat_view(n * c * h * w, s);
            (r.n, r.c, r.h, r.w)
        };
        // Seen in TPU-MLIR's global INT8 multiplications.
        assert_eq!(v(1, 128, 32, 32), (4, 64, 8, 64));
        assert_eq!(v(1, 128, 32, 33), (3, 64, 11, 64));
        assert_eq!(v(1, 200, 32, 32), (5, 64, 10, 64));
        assert_eq!(v(1, 96, 32, 32), (4, 64, 6, 64));
        assert_eq!(v(1, 128, 8, 8), (1, 64, 2, 64));
        assert_eq!(v(1, 16, 8, 8), (1, 16, 8, 8));
        assert_eq!(v(4, 130, 17, 19), (4, 130, 17, 19));
    }

    #[test]
    fn batches_then_rows_in_equal_parts_of_16_kib() {
        let sizes = |s: Nchw| pieces(s).iter().map(|(_, p)| (p.n, p.h)).collect::<Vec<_>>();
        // Seen in TPU-MLIR's global INT8 multiplications.
        assert_eq!(sizes(Nchw::new(1, 32, 300, 300)), vec![(1, 50); 6]);
        assert_eq!(sizes(Nchw::new(1, 3, 224, 224)), vec![(1, 56); 4]);
        assert_eq!(sizes(Nchw::new(16, 64, 16, 64)), vec![(16, 16)]);
        assert_eq!(sizes(Nchw::new(32, 64, 32, 64)), vec![(8, 32); 4]);
        assert_eq!(sizes(Nchw::new(24, 64, 25, 64)), vec![(8, 25); 3]);
        assert_eq!(sizes(Nchw::new(2, 130, 70, 70)), vec![(1, 70); 2]);
        assert_eq!(sizes(Nchw::new(8, 16, 60, 61)), vec![(4, 60); 2]);
        let rows = |s| sizes(s).iter().map(|p| p.1).collect::<Vec<_>>();
        assert_eq!(rows(Nchw::new(1, 49, 292, 135)), vec![97, 97, 97, 1]);
        assert_eq!(rows(Nchw::new(2, 10, 200, 200)), vec![66, 66, 66, 2, 66, 66, 66, 2]);
    }
}
