//! 8-bit element-wise ops as TPU-MLIR 1.30.2 emits them for BM1684X (`docs/int8.md`
//! §15): `tpu.Relu` (one `arith.max` with 0) and the quantized `tpu.Add` of two inputs:
//! each input times its 8-bit multiplier, shifted right by its shift into 16 bits
//! (`arith.muls`, rounding half up), the two summed (`arith.adds`) straight into the 8-bit
//! result, or with a fused relu into 16 bits and cast (saturating) to the unsigned
//! result. In a group the 16-bit products take the two halves of the add's `ginfo`
//! buffer (a grouped subtraction: the same with `arith.subs`); as a global op both inputs are loaded EU-aligned at 0x10000 and 0x18000, the
//! products go to 0 and right after, the result to 0x20000.

use dialects::tpu::ops::{AddOp, ReluOp, SubOp};

use super::tiu::{self, Prec};
use crate::codegen::dma::{tensor_load_part, tensor_store_part, FORMAT_INT8};
use crate::codegen::error::CodegenError;
use crate::codegen::global::{check_value_elems, no_relu_limit, unsupported};
use crate::codegen::group::SliceCx;
use crate::codegen::layout::{LocalLayout, LocalTensor, Nchw, LMEM_BYTES};
use crate::codegen::tiu::ArOperand;
use crate::codegen::GenCx;
use crate::regdef::bm1684x::SAr;
use crate::weights::ElemType;

const INT8: &[ElemType] = &[ElemType::I8, ElemType::U8];
/// The rounding code of the products (half up: seen on every 8-bit add).
const MULS_ROUND: u8 = 5;
/// The rounding code of the cast of a relu'd sum (half away from zero).
const CAST_ROUND: u8 = 1;

/// Generates one slice of the 8-bit relu `op`.
pub fn relu_local(op: ReluOp, cx: &mut GenCx<'_>, slice: &SliceCx<'_>) -> Result<(), CodegenError> {
    const OP: &str = "tpu.Relu";
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, output) = (op.input(ctx, arena), op.output(ctx, arena));
    check_value_elems(cx, OP, [input, output], INT8)?;
    if cx.info(input)?.elem != cx.info(output)?.elem {
        return Err(unsupported(OP, "an 8-bit relu that changes the sign"));
    }
    if !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a relu limit"));
    }
    let x = slice.local(cx, input)?;
    let y = slice.local(cx, output)?;
    if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned {
        return Err(unsupported(OP, "a tensor that is not EU-aligned"));
    }
    let signed = cx.info(input)?.elem == ElemType::I8;
    cx.push(&tiu::relu_i8(y.addr, x.addr, signed, y.shape)?)
}

/// Local memory of the global 8-bit relu: input and result.
const RELU_INPUT: u64 = 0;
const RELU_RESULT: u64 = 0x20000;

/// Generates the 8-bit relu `op` as a global op, the whole tensor or batch by batch in
/// runs of rows that fit local memory (EU-aligned). TPU-MLIR layer-groups every 8-bit
/// relu swept (slicing large ones); this is rods' tiling, for relus `layer-group` leaves
/// global: right numbers, not TPU-MLIR's commands.
pub fn relu_global(op: ReluOp, cx: &mut GenCx<'_>) -> Result<(), CodegenError> {
    const OP: &str = "tpu.Relu";
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, output) = (op.input(ctx, arena), op.output(ctx, arena));
    check_value_elems(cx, OP, [input, output], INT8)?;
    let (x, y) = (cx.info(input)?, cx.info(output)?);
    if x.elem != y.elem || x.shape != y.shape {
        return Err(unsupported(OP, "an 8-bit relu that changes the sign or shape"));
    }
    if !no_relu_limit(op.relu_limit(ctx, arena)) {
        return Err(unsupported(OP, "a relu limit"));
    }
    let whole = x.nchw();
    let fits = |s: Nchw| {
        RELU_INPUT + s.local_bytes(LocalLayout::EuAligned, 1) <= RELU_RESULT
            && RELU_RESULT + s.local_bytes(LocalLayout::EuAligned, 1) <= LMEM_BYTES
    };
    let signed = x.elem == ElemType::I8;
    let (src, dst) = (x.global_addr()?, y.global_addr()?);
    for (at, shape) in pieces(whole, fits)? {
        let local = |addr| LocalTensor::eu_aligned(addr, shape);
        cx.push(&tensor_load_part(FORMAT_INT8, src, whole, at, &local(RELU_INPUT))?)?;
        cx.push(&tiu::relu_i8(RELU_RESULT, RELU_INPUT, signed, shape)?)?;
        cx.push(&tensor_store_part(FORMAT_INT8, &local(RELU_RESULT), dst, whole, at)?)?;
    }
    Ok(())
}

/// What the quantized add's commands need of the op.
struct AddParams {
    /// Multiplier and right shift of each input.
    scale: [(u32, u8); 2],
    /// Whether the inputs are signed.
    signed: [bool; 2],
    /// Whether the result is unsigned: the sum saturates into `u8` (a relu, or an
    /// unsigned result without one, as TPU-MLIR types a sum that is never negative).
    do_relu: bool,
    /// Whether a signed result is relu'd after the sum (a relu kept in `i8`).
    relu_signed: bool,
}

/// The attributes of a quantized add or subtraction that [`scaled_params`] checks.
struct ScaledOp {
    /// `tpu.Add` or `tpu.Sub`.
    name: &'static str,
    inputs: Vec<ir::Value>,
    output: ir::Value,
    multipliers: Option<Vec<i64>>,
    rshifts: Option<Vec<i64>>,
    do_relu: bool,
    relu_limit: Option<f64>,
}

fn add_params(op: AddOp, cx: &GenCx<'_>) -> Result<AddParams, CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    scaled_params(
        cx,
        ScaledOp {
            name: "tpu.Add",
            inputs: op.inputs(ctx, arena),
            output: op.output(ctx, arena),
            multipliers: op.multipliers(ctx, arena),
            rshifts: op.rshifts(ctx, arena),
            do_relu: op.do_relu(ctx, arena).unwrap_or(false),
            relu_limit: op.relu_limit(ctx, arena),
        },
    )
}

/// The checked parameters of a same-shape quantized add or subtraction of two 8-bit
/// inputs with 8-bit multipliers and shifts.
fn scaled_params(cx: &GenCx<'_>, op: ScaledOp) -> Result<AddParams, CodegenError> {
    let name = op.name;
    let [a, b] = op.inputs[..] else {
        return Err(unsupported(name, format_args!("{} inputs", op.inputs.len())));
    };
    check_value_elems(cx, name, [a, b, op.output], INT8)?;
    let (ia, ib, iy) = (cx.info(a)?, cx.info(b)?, cx.info(op.output)?);
    if ia.shape != ib.shape || ia.shape != iy.shape {
        return Err(unsupported(name, "broadcasting"));
    }
    if !no_relu_limit(op.relu_limit) {
        return Err(unsupported(name, "a relu limit"));
    }
    // A subtraction writes a signed difference (its relu follows, by the caller).
    if name == "tpu.Sub" && iy.elem != ElemType::I8 {
        return Err(unsupported(
            name,
            "an 8-bit add or sub whose result sign does not follow its relu",
        ));
    }
    let (m, s) = (op.multipliers, op.rshifts);
    // A multiplier past 8 bits (an output range far below the inputs': a degenerate
    // calibration) is saturated to 255, as TPU-MLIR's commands carry it (`docs/int8.md`
    // §15: `[591, 703]` and `[59109, 70339]` both run as 255).
    let pair = |i: usize| -> Result<(u32, u8), CodegenError> {
        let m = m
            .as_ref()
            .and_then(|m| m.get(i))
            .and_then(|&v| u8::try_from(v.min(255)).ok());
        let s = s.as_ref().and_then(|s| s.get(i)).and_then(|&v| u8::try_from(v).ok());
        match (m, s) {
            (Some(m), Some(s)) if s < 128 => Ok((u32::from(m), s)),
            _ => Err(unsupported(name, "8-bit operands without 8-bit multipliers and shifts")),
        }
    };
    Ok(AddParams {
        scale: [pair(0)?, pair(1)?],
        signed: [ia.elem == ElemType::I8, ib.elem == ElemType::I8],
        do_relu: iy.elem == ElemType::U8,
        relu_signed: op.do_relu && iy.elem == ElemType::I8,
    })
}

/// The two halves of the `ginfo` buffer of the grouped op `op` (`name`) that hold its
/// 16-bit products of shape `shape`.
fn product_halves(
    cx: &GenCx<'_>,
    slice: &SliceCx<'_>,
    op: ir::OpId,
    name: &str,
    shape: Nchw,
) -> Result<[u64; 2], CodegenError> {
    let (buffer, size) = slice.buffer(cx, op)?;
    let half = shape.local_bytes(LocalLayout::EuAligned, 2);
    if 2 * half > size {
        return Err(CodegenError::new(format!(
            "'{name}' op: its `ginfo` buffer of {size} bytes cannot hold two 16-bit products of {half} bytes"
        )));
    }
    Ok([buffer, buffer + half])
}

/// An operand of the `arith.adds`/`arith.subs` of a quantized add or subtraction: its
/// address, precision and sign.
type ScaledOperand = (u64, Prec, u8);

/// Each input times its multiplier, shifted right by its shift, into 16 bits, the
/// products taking `products` in order; an input scaled by `1 >> 0` has no product and
/// enters the sum or difference as it is, in 8 bits (`super::binary::unscaled`, as
/// TPU-MLIR's commands do). Each operand keeps its input's sign (a `u8` input gives a
/// `u16` product).
fn scaled_operands(
    cx: &mut GenCx<'_>,
    p: &AddParams,
    inputs: [u64; 2],
    products: [u64; 2],
    shape: Nchw,
) -> Result<[ScaledOperand; 2], CodegenError> {
    let mut free = products.into_iter();
    let mut operands = [(0, Prec::I16, 1); 2];
    for (i, input) in inputs.into_iter().enumerate() {
        let (m, s) = p.scale[i];
        let sign = u8::from(p.signed[i]);
        operands[i] = if super::binary::unscaled(i64::from(m), i64::from(s)) {
            (input, Prec::I8, sign)
        } else {
            let at = free.next().unwrap_or(products[1]);
            cx.push(&tiu::muls_i8(
                at,
                ArOperand::aligned(input),
                p.signed[i],
                m,
                Prec::I8,
                s,
                Prec::I16,
                MULS_ROUND,
                shape,
            )?)?;
            (at, Prec::I16, sign)
        };
    }
    Ok(operands)
}

/// `cmd` (an `arith.adds` or `arith.subs` of 16-bit operands) reading `operands`.
fn with_operands(
    cmd: SAr,
    [(opd0, prec0, sign0), (opd1, prec1, sign1)]: [ScaledOperand; 2],
) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd0_addr: crate::codegen::error::fit("opd0_addr", opd0)?,
        opd1_addr: crate::codegen::error::fit("opd1_addr", opd1)?,
        opd0_prec: prec0 as u8,
        opd1_prec: prec1 as u8,
        opd0_sign: sign0,
        opd1_sign: sign1,
        ..cmd
    })
}

/// The commands of the quantized add of the EU-aligned `inputs` (shape `shape`) into
/// `res`, with 16-bit products at `products`: with a fused relu (an unsigned result) the
/// sum goes into 16 bits at the first product's place and is cast (saturating) to `res`.
fn add_commands(
    cx: &mut GenCx<'_>,
    p: &AddParams,
    inputs: [u64; 2],
    products: [u64; 2],
    res: u64,
    shape: Nchw,
) -> Result<(), CodegenError> {
    let operands = scaled_operands(cx, p, inputs, products, shape)?;
    if p.do_relu {
        let sum = tiu::adds_i16(products[0], 0, 0, Prec::I16, shape)?;
        cx.push(&with_operands(sum, operands)?)?;
        cx.push(&tiu::cast_to(
            res,
            products[0],
            Prec::I16,
            Prec::I8,
            false,
            CAST_ROUND,
            shape,
        )?)
    } else {
        cx.push(&with_operands(tiu::adds_i16(res, 0, 0, Prec::I8, shape)?, operands)?)?;
        if p.relu_signed {
            cx.push(&tiu::relu_i8(res, res, true, shape)?)?;
        }
        Ok(())
    }
}

/// Generates one slice of the quantized add `op`.
pub fn add_local(op: AddOp, cx: &mut GenCx<'_>, slice: &SliceCx<'_>) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let p = add_params(op, cx)?;
    let inputs = op.inputs(ctx, arena);
    let (a, b) = (slice.local(cx, inputs[0])?, slice.local(cx, inputs[1])?);
    let y = slice.local(cx, op.output(ctx, arena))?;
    if [&a, &b, &y].iter().any(|t| t.layout != LocalLayout::EuAligned) {
        return Err(unsupported("tpu.Add", "a tensor that is not EU-aligned"));
    }
    let products = product_halves(cx, slice, op.op(), "tpu.Add", y.shape)?;
    add_commands(cx, &p, [a.addr, b.addr], products, y.addr, y.shape)
}

/// Generates one slice of the quantized subtraction `op` (TPU-MLIR's layer group of a
/// same-shape 8-bit subtraction, `docs/int8.md` §11): as the add, the two 16-bit
/// products in the halves of its `ginfo` buffer, then `arith.subs` of the second from
/// the first straight into the signed 8-bit result, and a fused relu in place (the
/// result stays signed). An input whose multiplier and shift are `1 >> 0` has no
/// product: it enters the difference in 8 bits, and the other's product takes the first
/// half. Reversed operands are not seen in groups: an error.
pub fn sub_local(op: SubOp, cx: &mut GenCx<'_>, slice: &SliceCx<'_>) -> Result<(), CodegenError> {
    const OP: &str = "tpu.Sub";
    let (ctx, arena) = (cx.ctx, cx.arena);
    if op.is_reverse(ctx, arena).unwrap_or(false) || op.coeff(ctx, arena).is_some() {
        return Err(unsupported(OP, "a reversed or scaled subtraction in a layer group"));
    }
    // The relu follows the signed difference: checked as a subtraction without one.
    let do_relu = op.do_relu(ctx, arena).unwrap_or(false);
    let p = scaled_params(
        cx,
        ScaledOp {
            name: OP,
            inputs: op.inputs(ctx, arena),
            output: op.output(ctx, arena),
            multipliers: op.multipliers(ctx, arena),
            rshifts: op.rshifts(ctx, arena),
            do_relu: false,
            relu_limit: op.relu_limit(ctx, arena),
        },
    )?;
    let inputs = op.inputs(ctx, arena);
    let (a, b) = (slice.local(cx, inputs[0])?, slice.local(cx, inputs[1])?);
    let y = slice.local(cx, op.output(ctx, arena))?;
    if [&a, &b, &y].iter().any(|t| t.layout != LocalLayout::EuAligned) {
        return Err(unsupported(OP, "a tensor that is not EU-aligned"));
    }
    let halves = product_halves(cx, slice, op.op(), OP, y.shape)?;
    let operands = scaled_operands(cx, &p, [a.addr, b.addr], halves, y.shape)?;
    cx.push(&with_operands(
        tiu::subs_i16(y.addr, 0, 0, Prec::I8, y.shape)?,
        operands,
    )?)?;
    if do_relu {
        cx.push(&tiu::relu_i8(y.addr, y.addr, true, y.shape)?)?;
    }
    Ok(())
}

/// Local memory of the global quantized add: the inputs, the first product (the second
/// follows it) and the result.
const ADD_INPUTS: [u64; 2] = [0x10000, 0x18000];
const ADD_PRODUCTS: u64 = 0;
const ADD_RESULT: u64 = 0x20000;

/// Generates the quantized add `op` as a global op: the whole tensor at once when it
/// fits TPU-MLIR's buffers (its commands), else batch by batch and in runs of rows of
/// that size (rods' tiling: TPU-MLIR's was not derived).
pub fn add_global(op: AddOp, cx: &mut GenCx<'_>) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let shapes: Vec<Vec<u64>> = op
        .inputs(ctx, arena)
        .iter()
        .map(|&v| cx.info(v).map(|t| t.shape))
        .collect::<Result<_, _>>()?;
    if shapes.windows(2).any(|w| w[0] != w[1]) {
        return super::binary::add_broadcast_global(cx, op);
    }
    let p = add_params(op, cx)?;
    let inputs = op.inputs(ctx, arena);
    let (a, b) = (cx.info(inputs[0])?, cx.info(inputs[1])?);
    let y = cx.info(op.output(ctx, arena))?;
    let whole = y.nchw();
    let fits = |s: Nchw| {
        let (b8, b16) = (
            s.local_bytes(LocalLayout::EuAligned, 1),
            s.local_bytes(LocalLayout::EuAligned, 2),
        );
        b8 <= ADD_INPUTS[1] - ADD_INPUTS[0] && 2 * b16 <= ADD_INPUTS[0] && ADD_RESULT + b8 <= LMEM_BYTES
    };
    let pieces = pieces(whole, fits)?;
    let (pa, pb, py) = (a.global_addr()?, b.global_addr()?, y.global_addr()?);
    for (at, shape) in pieces {
        let local = |addr| LocalTensor::eu_aligned(addr, shape);
        cx.push(&tensor_load_part(FORMAT_INT8, pa, whole, at, &local(ADD_INPUTS[0]))?)?;
        cx.push(&tensor_load_part(FORMAT_INT8, pb, whole, at, &local(ADD_INPUTS[1]))?)?;
        let second = ADD_PRODUCTS + shape.local_bytes(LocalLayout::EuAligned, 2);
        add_commands(cx, &p, ADD_INPUTS, [ADD_PRODUCTS, second], ADD_RESULT, shape)?;
        cx.push(&tensor_store_part(FORMAT_INT8, &local(ADD_RESULT), py, whole, at)?)?;
    }
    Ok(())
}

/// The pieces of `whole` a global op runs one by one: the whole tensor if it `fits`,
/// else one batch at a time in runs of as many rows as fit (start and shape of each).
pub(crate) fn pieces(whole: Nchw, fits: impl Fn(Nchw) -> bool) -> Result<Vec<(Nchw, Nchw)>, CodegenError> {
    if fits(whole) {
        return Ok(vec![(Nchw::default(), whole)]);
    }
    let rows = (1..=whole.h)
        .rev()
        .find(|&h| fits(Nchw::new(1, whole.c, h, whole.w)))
        .ok_or_else(|| CodegenError::new("a row of the tensor does not fit local memory"))?;
    let mut out = Vec::new();
    for n in 0..whole.n {
        let mut h = 0;
        while h < whole.h {
            let len = rows.min(whole.h - h);
            out.push((Nchw::new(n, 0, h, 0), Nchw::new(1, whole.c, len, whole.w)));
            h += len;
        }
    }
    Ok(out)
}
