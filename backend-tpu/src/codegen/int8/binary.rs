//! The quantized `tpu.Mul` and `tpu.Sub` of two signed 8-bit tensors of one shape as
//! global ops (`docs/int8.md` §11): the tensor viewed as `[n, 64, h, 64]` when its size
//! is a multiple of 4096, else as its own 4-D shape; pieces of at most 16 KiB per lane
//! (batches, else rows, of the view), software-pipelined with ping-pong buffers.
//! Per piece, a multiplication computes `a · multiplier` into 16 bits and
//! `(that · b) >> rshift` into 8 bits (one command when the multiplier is 1); a
//! subtraction `(a · m0) >> r0` and `(b · m1) >> r1` into 16 bits and their saturated
//! difference into 8 bits; a fused relu in place.

use dialects::tpu::ops::{MulOp, SubOp};
use ir::Value;

use super::pipeline::{pipeline, Stage};
use crate::codegen::dma::{tensor_load_part, tensor_store_part, FORMAT_INT8};
use crate::codegen::error::{fit, CodegenError};
use crate::codegen::global::{no_relu_limit, unsupported};
use crate::codegen::layout::{align_up, LocalLayout, LocalTensor, Nchw, EU_BYTES, NPU_NUM};
use crate::codegen::tensor::TensorInfo;
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
const PREC_I8: u8 = 0;
const PREC_I16: u8 = 3;
/// The rounding code of the shifted product (HalfUp).
const ROUND_HALF_UP: u8 = 5;

/// [`super::tiu::ar`] with a signed first operand at `opd0`.
fn ar(eu_typ: u8, opd_num: u8, res: u64, opd0: u64, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd0_sign: 1,
        opd0_addr: fit("opd0_addr", opd0)?,
        ..super::tiu::ar(eu_typ, opd_num, res, shape)?
    })
}

/// `res (i16) = opd0 (si8) · multiplier`.
fn mul_const_i16(res: u64, opd0: u64, multiplier: i32, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd1_const: 1,
        res0_prec: PREC_I16,
        opd1_addr: multiplier as u32,
        ..ar(AR_MULS, 2, res, opd0, shape)?
    })
}

/// `res (si8) = round((opd0 · opd1) >> rshift)`, `opd0` 8 or 16 bits, `opd1` si8.
fn mul_shift_i8(res: u64, opd0: u64, opd0_prec: u8, opd1: u64, rshift: i32, shape: Nchw) -> Result<SAr, CodegenError> {
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
fn mul_shift_const_i16(res: u64, opd0: u64, multiplier: i64, rshift: i64, shape: Nchw) -> Result<SAr, CodegenError> {
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

/// `res (si8) = saturate(opd0 - opd1)`, both operands 16-bit.
fn sub_i16_to_i8(res: u64, opd0: u64, opd1: u64, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd0_prec: PREC_I16,
        opd1_prec: PREC_I16,
        opd1_sign: 1,
        opd1_addr: fit("opd1_addr", opd1)?,
        ..ar(AR_SUBS, 2, res, opd0, shape)?
    })
}

/// `res = max(opd0, 0)` in si8.
fn relu_i8(res: u64, shape: Nchw) -> Result<SAr, CodegenError> {
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

fn check_si8(op: &str, tensors: [&TensorInfo; 3]) -> Result<(), CodegenError> {
    match tensors.into_iter().find(|t| t.elem != ElemType::I8) {
        Some(t) => Err(unsupported(
            op,
            format_args!("element type {} in INT8", t.elem.mlir_name()),
        )),
        None => Ok(()),
    }
}

/// What the pipeline computes per piece.
#[derive(Copy, Clone, Debug)]
enum Compute {
    /// `(a · multiplier · b) >> rshift`.
    Mul { multiplier: i32, rshift: i32 },
    /// `((a · m0) >> r0) - ((b · m1) >> r1)`.
    Sub { multipliers: [i64; 2], rshifts: [i64; 2] },
}

/// The pipeline both ops share: `inputs` (two) and `output`, computed per piece as
/// `compute` says, relu'd with `do_relu`.
fn binary_global(
    cx: &mut GenCx<'_>,
    op: &str,
    inputs: &[Value],
    output: Value,
    compute: Compute,
    do_relu: bool,
) -> Result<(), CodegenError> {
    let [a, b] = inputs[..] else {
        return Err(unsupported(op, format_args!("{} inputs", inputs.len())));
    };
    let (a, b, y) = (cx.info(a)?, cx.info(b)?, cx.info(output)?);
    check_si8(op, [&a, &b, &y])?;
    if a.shape != b.shape || a.count() != y.count() {
        return Err(unsupported(op, "broadcasting in INT8"));
    }
    let view = flat_view(y.count(), y.nchw());
    let parts = pieces(view);
    // The buffers must not overlap: 8-bit pieces within their 32 KiB slots, the 16-bit
    // products within the 64 KiB before the first slot.
    let products = if matches!(compute, Compute::Sub { .. }) { 2 } else { 1 };
    if parts.iter().any(|(_, p)| {
        p.local_bytes(LocalLayout::EuAligned, 1) > B_AT[0] - A_AT[0]
            || products * p.local_bytes(LocalLayout::EuAligned, 2) > A_AT[0]
    }) {
        return Err(unsupported(op, "INT8 rows too long for local memory"));
    }
    let [pa, pb, py] = [a.global_addr()?, b.global_addr()?, y.global_addr()?];
    let local = |addr: &[u64; 2], i: usize| LocalTensor {
        addr: addr[i % 2],
        shape: parts[i].1,
        layout: LocalLayout::EuAligned,
    };
    pipeline(cx, parts.len(), |cx, stage, i| {
        let (at, shape) = parts[i];
        match stage {
            Stage::Load => {
                cx.push(&tensor_load_part(FORMAT_INT8, pa, view, at, &local(&A_AT, i))?)?;
                cx.push(&tensor_load_part(FORMAT_INT8, pb, view, at, &local(&B_AT, i))?)
            }
            Stage::Compute => {
                let (res, a, b) = (RES_AT[i % 2], A_AT[i % 2], B_AT[i % 2]);
                match compute {
                    Compute::Mul { multiplier: 1, rshift } => {
                        cx.push(&mul_shift_i8(res, a, PREC_I8, b, rshift, shape)?)?;
                    }
                    Compute::Mul { multiplier, rshift } => {
                        cx.push(&mul_const_i16(PRODUCT_AT, a, multiplier, shape)?)?;
                        cx.push(&mul_shift_i8(res, PRODUCT_AT, PREC_I16, b, rshift, shape)?)?;
                    }
                    Compute::Sub {
                        multipliers: m,
                        rshifts: r,
                    } => {
                        // The second 16-bit operand right after the first.
                        let second_i16 = shape.local_bytes(LocalLayout::EuAligned, 2);
                        cx.push(&mul_shift_const_i16(PRODUCT_AT, a, m[0], r[0], shape)?)?;
                        cx.push(&mul_shift_const_i16(second_i16, b, m[1], r[1], shape)?)?;
                        cx.push(&sub_i16_to_i8(res, PRODUCT_AT, second_i16, shape)?)?;
                    }
                }
                if do_relu {
                    cx.push(&relu_i8(res, shape)?)?;
                }
                Ok(())
            }
            Stage::Store => cx.push(&tensor_store_part(FORMAT_INT8, &local(&RES_AT, i), py, view, at)?),
        }
    })
}

/// Global code generation of the quantized multiplication `op` (see the module docs).
pub(crate) fn mul_global(cx: &mut GenCx<'_>, op: MulOp) -> Result<(), CodegenError> {
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
    let do_relu = op.do_relu(ctx, arena).unwrap_or(false);
    binary_global(cx, OP, &op.inputs(ctx, arena), op.output(ctx, arena), compute, do_relu)
}

/// Global code generation of the quantized subtraction `op` (see the module docs).
pub(crate) fn sub_global(cx: &mut GenCx<'_>, op: SubOp) -> Result<(), CodegenError> {
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
    let do_relu = op.do_relu(ctx, arena).unwrap_or(false);
    binary_global(cx, OP, &op.inputs(ctx, arena), op.output(ctx, arena), compute, do_relu)
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
