//! The TIU commands of quantized code, in the short forms TPU-MLIR emits, with the
//! constant fields it sets: arithmetic (`arith.mul`, `arith.cast`, `arith.copy`,
//! `arith.adds`), requantization (`quant.rq1`, `quant.dq0`), lane broadcasts and copies
//! (`tsbc.l_bc`, `tsbc.l_copy`, `tsbc.s_distribute`), `sg.pe_s_scatter_hzd`, the table
//! look-up `sg.pe_s_gather_d1coor`,
//! `pord.depthwise`, the integer `conv.normal` and the 8-bit products (`mm2.nn`,
//! `mm.normal`). Operands are per-lane local-memory
//! offsets; [`lane_addr`] names a lane other than the first.

use crate::codegen::error::{fit, CodegenError};
use crate::codegen::layout::{Nchw, Strides, LMEM_BYTES};
use crate::codegen::tiu::{ArOperand, Window};
use crate::regdef::bm1684x::{SAr, SConv, SMm, SMm2, SPorD, SRqSDq, SSg, STransSBc};

/// A TIU data precision (the `*_prec` fields).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Prec {
    /// 8-bit integer.
    I8 = 0,
    /// 16-bit integer.
    I16 = 3,
    /// 16-bit float.
    F16 = 1,
    /// 32-bit float.
    F32 = 2,
    /// 32-bit integer.
    I32 = 4,
    /// bfloat16.
    BF16 = 5,
}

impl Prec {
    /// The precision of float elements (f32, f16, bf16); `None` for others.
    pub fn float(elem: crate::weights::ElemType) -> Option<Prec> {
        use crate::weights::ElemType;
        match elem {
            ElemType::F32 => Some(Prec::F32),
            ElemType::F16 => Some(Prec::F16),
            ElemType::BF16 => Some(Prec::BF16),
            _ => None,
        }
    }
}

/// Where TIU sees the static memory (constant tables) of the chip.
pub const STATIC_MEM_BASE: u64 = 0x0900_0000;
/// The offset in static memory of the 32-bit table `0, 1, 2, ...` that
/// `tsbc.s_distribute` spreads over the lanes.
pub const STATIC_ARANGE: u64 = 1472;

/// `tsk_typ` of the arithmetic unit (`sAR`).
const AR: u8 = 3;
/// `pord.avgpooling` and `pord.maxpooling`.
const POOL_AVG: u8 = 1;
const POOL_MAX: u8 = 4;
/// `tsk_typ` of requantization (`sRQ&sDQ`).
const RQDQ: u8 = 4;
/// `tsk_typ` of transposes and broadcasts (`sTRANS&sBC`).
const TSBC: u8 = 5;
/// `tsk_typ` of matrix products (`sMM`, `sMM2`).
const MM: u8 = 2;
/// `mm.normal` and `mm2.nn`.
const MM_NORMAL: u8 = 1;
const MM2_NN: u8 = 4;
/// `tsk_typ` of scatter and gather (`sSG`).
const SG: u8 = 6;

/// Arithmetic subtypes.
const AR_MUL: u8 = 0;
const AR_MAX: u8 = 4;
const AR_MULS: u8 = 20;
const AR_CAST: u8 = 14;
const AR_ADDS: u8 = 15;
const AR_SUBS: u8 = 16;
const AR_COPY: u8 = 19;
/// `quant.rq1` and `quant.dq0`.
const RQ1: u8 = 1;
const DQ0: u8 = 3;
/// `tsbc.l_copy`, `tsbc.l_bc`, `tsbc.s_distribute`.
const L_COPY: u8 = 2;
const L_BC: u8 = 3;
const S_DISTRIBUTE: u8 = 5;
/// `sg.pe_s_scatter_hzd`.
const SCATTER_HZD: u8 = 14;
/// `sg.pe_s_gather_d1coor`.
const GATHER_D1COOR: u8 = 5;
/// The `opd0_str` of a table every batch and lane read the same row of (n and c
/// strides 0).
const OPD0_STR_ROW: u8 = 4;

/// The TIU address of per-lane offset `addr` in lane `lane`.
pub fn lane_addr(lane: u64, addr: u64) -> u64 {
    lane * LMEM_BYTES + addr
}

/// The short arithmetic command `eu_typ` with `opd_num` operands, result at `res` over
/// `shape`; the caller sets the operands.
pub(crate) fn ar(eu_typ: u8, opd_num: u8, res: u64, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        cmd_short: 1,
        tsk_typ: AR,
        tsk_eu_typ: eu_typ,
        tsk_opd_num: opd_num,
        cmd_id_en: 1,
        res0_n: fit("res0_n", shape.n)?,
        res0_c: fit("res0_c", shape.c)?,
        res0_h: fit("res0_h", shape.h)?,
        res0_w: fit("res0_w", shape.w)?,
        res0_addr: fit("res0_addr", res)?,
        ..Default::default()
    })
}

/// `res = opd0 · k` in f32, `k` a constant.
pub fn mul_const_f32(res: u64, opd0: u64, k: f32, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        res0_prec: Prec::F32 as u8,
        opd0_prec: Prec::F32 as u8,
        opd1_prec: Prec::F32 as u8,
        opd0_sign: 1,
        opd1_sign: 1,
        opd1_const: 1,
        opd0_addr: fit("opd0_addr", opd0)?,
        opd1_addr: k.to_bits(),
        ..ar(AR_MUL, 2, res, shape)?
    })
}

/// `res = cast(opd0)` from precision `from` to `to` (signed), rounding with the chip's
/// rounding code `round`.
pub fn cast(res: u64, opd0: u64, from: Prec, to: Prec, round: u8, shape: Nchw) -> Result<SAr, CodegenError> {
    cast_to(res, opd0, from, to, true, round, shape)
}

/// `res = cast(opd0)` from signed precision `from` to precision `to`, the result
/// `signed` or not (`opd2_sign`; saturating), rounding with the chip's rounding code
/// `round`.
pub fn cast_to(
    res: u64,
    opd0: u64,
    from: Prec,
    to: Prec,
    signed: bool,
    round: u8,
    shape: Nchw,
) -> Result<SAr, CodegenError> {
    Ok(SAr {
        res0_prec: to as u8,
        opd0_prec: from as u8,
        opd0_sign: 1,
        opd2_sign: u8::from(signed),
        opd2_n_str: round,
        opd0_addr: fit("opd0_addr", opd0)?,
        ..ar(AR_CAST, 1, res, shape)?
    })
}

/// Fills `res` with the constant whose bits in precision `prec` are `bits` (`arith.copy`).
pub fn fill(res: u64, prec: Prec, bits: u32, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        opd0_const: 1,
        opd0_sign: 1,
        res0_prec: prec as u8,
        opd0_prec: prec as u8,
        opd0_addr: bits,
        ..ar(AR_COPY, 1, res, shape)?
    })
}

/// `res = opd0 + opd1` in 32-bit integers, `opd0` with explicit element strides
/// `opd0_strides` (a per-channel value: only the channel stride set).
pub fn adds_i32(res: u64, opd0: u64, opd0_strides: Strides, opd1: u64, shape: Nchw) -> Result<SAr, CodegenError> {
    adds_i32_strided(
        &ArOperand::aligned(res),
        &ArOperand::strided(opd0, opd0_strides),
        &ArOperand::aligned(opd1),
        shape,
    )
}

/// `res = opd0 + opd1` in 32-bit integers, each operand EU-aligned or with explicit
/// element strides (the f32 `arith.add` of [`crate::codegen::tiu::add`] in `arith.adds`
/// form).
pub fn adds_i32_strided(res: &ArOperand, opd0: &ArOperand, opd1: &ArOperand, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        tsk_eu_typ: AR_ADDS,
        res0_prec: Prec::I32 as u8,
        opd0_prec: Prec::I32 as u8,
        opd1_prec: Prec::I32 as u8,
        ..crate::codegen::tiu::add(res, opd0, opd1, shape)?
    })
}

fn rqdq(eu_typ: u8, res: u64, opd0: u64, shape: Nchw) -> Result<SRqSDq, CodegenError> {
    Ok(SRqSDq {
        cmd_short: 1,
        tsk_typ: RQDQ,
        tsk_eu_typ: eu_typ,
        cmd_id_en: 1,
        res0_addr: fit("res0_addr", res)?,
        opd0_addr: fit("opd0_addr", opd0)?,
        res0_n: fit("res0_n", shape.n)?,
        res0_c: fit("res0_c", shape.c)?,
        res0_h: fit("res0_h", shape.h)?,
        res0_w: fit("res0_w", shape.w)?,
        ..Default::default()
    })
}

/// `quant.rq1`: the 32-bit integers at `opd0` requantized to 8 bits (`signed` or not)
/// with the per-channel multiplier, shift and zero point at `params` (three 32-bit
/// words per channel), rounding with `round`.
pub fn requant_i32_to_i8(
    res: u64,
    opd0: u64,
    params: u64,
    signed: bool,
    round: u8,
    shape: Nchw,
) -> Result<SRqSDq, CodegenError> {
    Ok(SRqSDq {
        opd0_sign: 1,
        opd2_sign: u8::from(signed),
        res0_prec: Prec::I8 as u8,
        opd0_prec: Prec::I32 as u8,
        opd2_n_str: round,
        opd1_addr: fit("opd1_addr", params)?,
        ..rqdq(RQ1, res, opd0, shape)?
    })
}

/// `quant.rq1` with one multiplier and shift (negative to the right) for all channels,
/// constants in the command: the 32-bit integers at `opd0` to 8 bits (`signed` or not),
/// zero point 0.
pub fn requant_const_i32_to_i8(
    res: u64,
    opd0: u64,
    multiplier: i32,
    shift: i8,
    signed: bool,
    round: u8,
    shape: Nchw,
) -> Result<SRqSDq, CodegenError> {
    Ok(SRqSDq {
        opd1_const: 1,
        opd1_addr: multiplier as u32,
        // The shift as a signed byte; the zero point, in the upper half, is 0.
        opd2_addr: u32::from(shift as u8),
        ..requant_i32_to_i8(res, opd0, 0, signed, round, shape)?
    })
}

/// `mm2.nn`: `res (m x n, i32) = opd0 (m x k, 8-bit) · opd1 (k x n, si8)`, the left
/// matrix one row per lane, the right one row per lane (`1 x k x 1 x n`), the result one
/// row per lane; `left_signed`: the left matrix is si8 (else u8).
pub fn mm2_nn_i8(
    res: u64,
    left: u64,
    right: u64,
    m: u64,
    k: u64,
    n: u64,
    left_signed: bool,
) -> Result<SMm2, CodegenError> {
    Ok(SMm2 {
        cmd_short: 1,
        tsk_typ: MM,
        tsk_eu_typ: MM2_NN,
        cmd_id_en: 1,
        opd0_sign: u8::from(left_signed),
        opd1_sign: 1,
        res0_prec: Prec::I32 as u8,
        opd2_const: 1,
        res0_c: fit("res0_c", m)?,
        res0_w: fit("res0_w", n)?,
        opd1_c: fit("opd1_c", k)?,
        opd1_w: fit("opd1_w", n)?,
        res0_addr: fit("res0_addr", res)?,
        opd0_addr: fit("opd0_addr", left)?,
        opd1_addr: fit("opd1_addr", right)?,
        ..Default::default()
    })
}

/// `mm2.nn` in a 16-bit float precision `prec` (f16, bf16): `res (m x n) = opd0 (m x k)
/// · opd1 (k x n)`, all three in `prec`, no bias operand (TPU-MLIR adds the bias after).
#[allow(clippy::too_many_arguments)]
pub fn mm2_nn_float(res: u64, left: u64, right: u64, m: u64, k: u64, n: u64, prec: Prec) -> Result<SMm2, CodegenError> {
    Ok(SMm2 {
        opd0_sign: 0,
        opd1_sign: 0,
        res0_prec: prec as u8,
        opd0_prec: prec as u8,
        opd2_const: 0,
        ..mm2_nn_i8(res, left, right, m, k, n, false)?
    })
}

/// `mm.normal` in 8 bits: `res (m x n, i32) = opd0 (m x k) · opd1 (k x n, si8)`, the left
/// matrix with all `k` columns in one lane, the right matrix and the result with `w`
/// columns per lane over `lanes` lanes; `left_signed`: the left matrix is si8 (else u8).
#[allow(clippy::too_many_arguments)]
pub fn mm_normal_i8(
    res: u64,
    left: u64,
    right: u64,
    m: u64,
    k: u64,
    lanes: u64,
    w: u64,
    left_signed: bool,
) -> Result<SMm, CodegenError> {
    Ok(SMm {
        cmd_short: 1,
        tsk_typ: MM,
        tsk_eu_typ: MM_NORMAL,
        cmd_id_en: 1,
        opd0_sign: u8::from(left_signed),
        opd1_sign: 1,
        opd2_sign: 1,
        res0_prec: Prec::I32 as u8,
        opd2_n_str: 5,
        res0_c: fit("res0_c", lanes)?,
        res0_w: fit("res0_w", w)?,
        opd0_n: fit("opd0_n", m)?,
        opd0_c: 1,
        opd0_w: fit("opd0_w", k)?,
        opd1_w: fit("opd1_w", k)?,
        res0_addr: fit("res0_addr", res)?,
        opd0_addr: fit("opd0_addr", left)?,
        opd1_addr: fit("opd1_addr", right)?,
        ..Default::default()
    })
}

/// `quant.dq0`: the 8-bit integers at `opd0` (`signed` or not) to f32, `(x - zero) ·
/// scale`, rounding with `round`.
pub fn dequant_i8_to_f32(
    res: u64,
    opd0: u64,
    signed: bool,
    zero: i32,
    scale: f32,
    round: u8,
    shape: Nchw,
) -> Result<SRqSDq, CodegenError> {
    Ok(SRqSDq {
        opd0_sign: u8::from(signed),
        opd2_sign: 1,
        res0_prec: Prec::F32 as u8,
        opd0_prec: Prec::I8 as u8,
        opd1_const: 1,
        opd2_n_str: round,
        opd1_addr: zero as u32,
        opd2_addr: scale.to_bits(),
        ..rqdq(DQ0, res, opd0, shape)?
    })
}

fn tsbc(
    eu_typ: u8,
    prec: Prec,
    res: u64,
    res_shape: Nchw,
    opd0: u64,
    opd0_c: u64,
    opd0_w: u64,
) -> Result<STransSBc, CodegenError> {
    Ok(STransSBc {
        cmd_short: 1,
        tsk_typ: TSBC,
        tsk_eu_typ: eu_typ,
        res0_prec: prec as u8,
        cmd_id_en: 1,
        res0_n: fit("res0_n", res_shape.n)?,
        res0_c: fit("res0_c", res_shape.c)?,
        res0_h: fit("res0_h", res_shape.h)?,
        res0_w: fit("res0_w", res_shape.w)?,
        opd0_c: fit("opd0_c", opd0_c)?,
        opd0_w: fit("opd0_w", opd0_w)?,
        res0_addr: fit("res0_addr", res)?,
        opd0_addr: fit("opd0_addr", opd0)?,
        ..Default::default()
    })
}

/// `tsbc.l_bc`: one lane's `n` `h x w` planes of precision `prec` at TIU address
/// `opd0` copied to the `lanes` lanes starting at TIU address `res`.
pub fn lane_broadcast(prec: Prec, res: u64, opd0: u64, lanes: u64, size: Nchw) -> Result<STransSBc, CodegenError> {
    tsbc(
        L_BC,
        prec,
        res,
        Nchw::new(size.n, lanes, size.h, size.w),
        opd0,
        1,
        size.w,
    )
}

/// `tsbc.l_bc` of 8-bit planes (see [`lane_broadcast`]).
pub fn lane_broadcast_i8(res: u64, opd0: u64, lanes: u64, n: u64, h: u64, w: u64) -> Result<STransSBc, CodegenError> {
    lane_broadcast(Prec::I8, res, opd0, lanes, Nchw::new(n, 1, h, w))
}

/// `tsbc.l_copy`: the `lanes x 1 x w` tensor of precision `prec` at `opd0` copied to
/// TIU address `res`.
pub fn lane_copy(prec: Prec, res: u64, opd0: u64, lanes: u64, w: u64) -> Result<STransSBc, CodegenError> {
    tsbc(L_COPY, prec, res, Nchw::new(1, lanes, 1, w), opd0, lanes, w)
}

/// `tsbc.l_copy` of the `shape` tensor of precision `prec` (EU-aligned) at TIU address
/// `opd0` to TIU address `res`, which may start in another lane.
pub fn lane_copy_tensor(prec: Prec, res: u64, opd0: u64, shape: Nchw) -> Result<STransSBc, CodegenError> {
    tsbc(L_COPY, prec, res, shape, opd0, shape.c, shape.w)
}

/// `tsbc.s_distribute`: the first `lanes` words of static memory's `0, 1, 2, ...` table,
/// one per lane, to `res` as 32-bit integers (lane `i` gets `i`).
pub fn distribute_arange(res: u64, lanes: u64) -> Result<STransSBc, CodegenError> {
    tsbc(
        S_DISTRIBUTE,
        Prec::I32,
        res,
        Nchw::new(1, lanes, 1, 1),
        STATIC_MEM_BASE + STATIC_ARANGE,
        lanes,
        1,
    )
}

/// `sg.pe_s_scatter_hzd`: in each of `lanes` lanes, `res[index] = value`, `res` a row of
/// `w` values of precision `prec`, `value` one such value and `index` one unsigned
/// 8-bit value per lane.
pub fn scatter(prec: Prec, res: u64, value: u64, index: u64, lanes: u64, w: u64) -> Result<SSg, CodegenError> {
    Ok(SSg {
        res0_prec: prec as u8,
        opd0_prec: prec as u8,
        opd0_h: 1,
        opd0_w: 1,
        opd1_c: fit("opd1_c", lanes)?,
        opd1_w: 1,
        opd0_addr: fit("opd0_addr", value)?,
        opd1_addr: fit("opd1_addr", index)?,
        ..sg(SCATTER_HZD, res, Nchw::new(1, lanes, 1, w))?
    })
}

/// The short scatter/gather command `eu_typ`, result at `res` over `shape`; the caller
/// sets the operands.
fn sg(eu_typ: u8, res: u64, shape: Nchw) -> Result<SSg, CodegenError> {
    Ok(SSg {
        cmd_short: 1,
        tsk_typ: SG,
        tsk_eu_typ: eu_typ,
        cmd_id_en: 1,
        res0_n: fit("res0_n", shape.n)?,
        res0_c: fit("res0_c", shape.c)?,
        res0_h: fit("res0_h", shape.h)?,
        res0_w: fit("res0_w", shape.w)?,
        res0_addr: fit("res0_addr", res)?,
        ..Default::default()
    })
}

/// `sg.pe_s_gather_d1coor`: `res[n][c][i] = table[index[n][c][i]]` over `n x c x w`
/// 8-bit values (EU-aligned rows of `w`), `table` a row of `entries` 8-bit values that
/// every lane holds at the same offset, `index` read as unsigned.
pub fn gather_i8(res: u64, table: u64, entries: u64, index: u64, n: u64, c: u64, w: u64) -> Result<SSg, CodegenError> {
    Ok(SSg {
        opd0_str: OPD0_STR_ROW,
        opd0_h: 1,
        opd0_w: fit("opd0_w", entries)?,
        opd1_c: fit("opd1_c", c)?,
        opd1_w: fit("opd1_w", w)?,
        opd0_addr: fit("opd0_addr", table)?,
        opd1_addr: fit("opd1_addr", index)?,
        ..sg(GATHER_D1COOR, res, Nchw::new(n, c, 1, w))?
    })
}

/// `pord.depthwise` of input of precision `prec` (`ih x iw` per channel; 8-bit signed)
/// with a kernel per channel at `kernel` (8-bit unsigned), no bias, no shift, into `res`
/// (shape `out`) of that precision.
#[allow(clippy::too_many_arguments)]
pub fn depthwise_same(
    prec: Prec,
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    kernel: u64,
    win: &Window,
) -> Result<SPorD, CodegenError> {
    Ok(SPorD {
        opd0_sign: u8::from(prec == Prec::I8),
        res0_prec: prec as u8,
        opd0_prec: prec as u8,
        ..crate::codegen::tiu::depthwise(res, out, input, ih, iw, kernel, None, win)?
    })
}

/// `pord.depthwise` of signed 8-bit input (`ih x iw` per channel) with a signed 8-bit
/// kernel per channel at `kernel` plus the 32-bit bias at `bias`, into 32-bit integers
/// at `res` (shape `out`).
#[allow(clippy::too_many_arguments)]
pub fn depthwise_i8_to_i32(
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    kernel: u64,
    bias: u64,
    win: &Window,
) -> Result<SPorD, CodegenError> {
    Ok(SPorD {
        opd0_sign: 1,
        opd1_sign: 1,
        opd2_sign: 1,
        res0_prec: Prec::I32 as u8,
        opd0_prec: Prec::I8 as u8,
        ..crate::codegen::tiu::depthwise(res, out, input, ih, iw, kernel, Some(bias), win)?
    })
}

/// `res = max(opd0, 0)` of 8-bit integers (`signed` or not): the 8-bit relu.
pub fn relu_i8(res: u64, opd0: u64, signed: bool, shape: Nchw) -> Result<SAr, CodegenError> {
    let sign = u8::from(signed);
    Ok(SAr {
        opd1_const: 1,
        opd0_sign: sign,
        opd1_sign: sign,
        opd0_addr: fit("opd0_addr", opd0)?,
        ..ar(AR_MAX, 2, res, shape)?
    })
}

/// The fields every 8-bit pooling sets: the window, shapes and addresses of
/// [`crate::codegen::tiu::pord_window`] with 8-bit precisions and the input's sign.
#[allow(clippy::too_many_arguments)]
fn pool_i8(
    eu_typ: u8,
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    win: &Window,
    signed: bool,
) -> Result<SPorD, CodegenError> {
    Ok(SPorD {
        tsk_eu_typ: eu_typ,
        opd0_sign: u8::from(signed),
        res0_prec: Prec::I8 as u8,
        opd0_prec: Prec::I8 as u8,
        ..crate::codegen::tiu::pord_window(res, out, input, ih, iw, win)?
    })
}

/// `pord.maxpooling` of 8-bit input (`signed` or not, `ih x iw` per channel,
/// EU-aligned) into `res` (shape `out`), padding with the type's least value.
#[allow(clippy::too_many_arguments)]
pub fn max_pool_i8(
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    win: &Window,
    signed: bool,
) -> Result<SPorD, CodegenError> {
    Ok(SPorD {
        opd3_addr: if signed { u32::from(i8::MIN as u8) } else { 0 },
        ..pool_i8(POOL_MAX, res, out, input, ih, iw, win, signed)?
    })
}

/// `pord.avgpooling` of 8-bit input (`signed` or not) into `res` (shape `out`): the sum
/// of each window (pads 0) times `multiplier`, shifted right by `rshift`, rounding with
/// the chip's rounding code `round`.
#[allow(clippy::too_many_arguments)]
pub fn avg_pool_i8(
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    win: &Window,
    signed: bool,
    multiplier: u8,
    rshift: u8,
    round: u8,
) -> Result<SPorD, CodegenError> {
    Ok(SPorD {
        opd1_const: 1,
        opd1_addr: u32::from(multiplier),
        opd2_addr: u32::from(rshift),
        opd2_n_str: round,
        ..pool_i8(POOL_AVG, res, out, input, ih, iw, win, signed)?
    })
}

/// `arith.muls`: `res = (opd0 · multiplier) >> rshift` of signed or unsigned 8-bit
/// `opd0` (`signed`), the multiplier of precision `mul_prec` (unsigned), into precision
/// `to`, rounding with the chip's rounding code `round`; both operands in the layout of
/// `opd0` (result and input share their strides). Without a shift (`rshift = 0`) the
/// command has two operands.
#[allow(clippy::too_many_arguments)]
pub fn muls_i8(
    res: u64,
    opd0: ArOperand,
    signed: bool,
    multiplier: u32,
    mul_prec: Prec,
    rshift: u8,
    to: Prec,
    round: u8,
    shape: Nchw,
) -> Result<SAr, CodegenError> {
    let s = opd0.strides.unwrap_or_default();
    let layout = if opd0.strides.is_some() {
        crate::codegen::tiu::STRIDE_LAYOUT
    } else {
        0
    };
    // Without a shift the command has no third operand, nor its rounding mode (as
    // TPU-MLIR's `arith.muls` of an add's saturated multiplier, `docs/int8.md` §15).
    let shifts = rshift != 0;
    Ok(SAr {
        opd1_const: 1,
        opd2_const: u8::from(shifts),
        res0_prec: to as u8,
        opd1_prec: mul_prec as u8,
        opd0_sign: u8::from(signed),
        res0_str: layout,
        opd0_str: layout,
        opd2_n_str: if shifts { round } else { 0 },
        opd0_addr: fit("opd0_addr", opd0.addr)?,
        opd1_addr: multiplier,
        opd2_addr: u32::from(rshift.wrapping_neg()),
        res0_n_str: fit("res0_n_str", s.n)?,
        res0_c_str: fit("res0_c_str", s.c)?,
        res0_h_str: fit("res0_h_str", s.h)?,
        res0_w_str: fit("res0_w_str", s.w)?,
        opd0_n_str: fit("opd0_n_str", s.n)?,
        opd0_c_str: fit("opd0_c_str", s.c)?,
        opd0_h_str: fit("opd0_h_str", s.h)?,
        opd0_w_str: fit("opd0_w_str", s.w)?,
        ..ar(AR_MULS, if shifts { 3 } else { 2 }, res, shape)?
    })
}

/// `arith.adds` of two signed 16-bit tensors (EU-aligned) into precision `to`.
pub fn adds_i16(res: u64, opd0: u64, opd1: u64, to: Prec, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        res0_prec: to as u8,
        opd0_prec: Prec::I16 as u8,
        opd1_prec: Prec::I16 as u8,
        opd0_sign: 1,
        opd1_sign: 1,
        opd0_addr: fit("opd0_addr", opd0)?,
        opd1_addr: fit("opd1_addr", opd1)?,
        ..ar(AR_ADDS, 2, res, shape)?
    })
}

/// `res = opd0 - opd1` of signed 16-bit operands into `to` (`arith.subs`, saturating).
pub fn subs_i16(res: u64, opd0: u64, opd1: u64, to: Prec, shape: Nchw) -> Result<SAr, CodegenError> {
    Ok(SAr {
        tsk_eu_typ: AR_SUBS,
        ..adds_i16(res, opd0, opd1, to, shape)?
    })
}

/// `conv.normal` of signed 8-bit input (shape `inp`) and signed 8-bit weight (TPU-MLIR's
/// int8 weight layout) into 32-bit integers at `res` (shape `out`), no bias; `global`:
/// as TPU-MLIR's global conv sets it (`opd2_sign`).
pub fn conv_i8(
    res: u64,
    out: Nchw,
    input: u64,
    inp: Nchw,
    weight: u64,
    win: &Window,
    global: bool,
) -> Result<SConv, CodegenError> {
    Ok(SConv {
        opd0_sign: 1,
        opd1_sign: 1,
        opd2_sign: u8::from(global),
        res0_prec: Prec::I32 as u8,
        opd0_prec: Prec::I8 as u8,
        ..crate::codegen::tiu::conv(res, out, input, inp, weight, None, win)?
    })
}
