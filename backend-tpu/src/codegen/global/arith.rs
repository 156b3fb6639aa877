//! The arithmetic (`sAR`) and pooling (`sPorD`) command forms the ops beyond the first
//! set use, with TPU-MLIR's constant fields: binary and unary element-wise commands whose
//! operands are local tensors or f32 (or f16) constants, and average pooling with a constant
//! coefficient.

use crate::codegen::error::{fit, CodegenError};
use crate::codegen::layout::Nchw;
use crate::codegen::tiu::{ArOperand, Window, PREC_F32};
use crate::regdef::bm1684x::{SAr, SPorD};

/// `tsk_typ` of the arithmetic unit.
const AR: u8 = 3;
/// The layout code meaning "use the explicit strides".
const STRIDE_LAYOUT: u8 = 3;

/// `tsk_eu_typ` of the arithmetic commands used here.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum ArOp {
    /// `arith.mul`.
    Mul = 0,
    /// `arith.add`.
    Add = 2,
    /// `arith.sub`.
    Sub = 3,
    /// `arith.max`.
    Max = 4,
    /// `arith.min`.
    Min = 5,
    /// `arith.div`.
    Div = 12,
    /// `arith.cast` (one operand; the round mode in `opd2_n_str`).
    Cast = 14,
    /// `arith.adds`: `(opd0 + opd1) << opd2`.
    AddShift = 15,
    /// `arith.copy` (one operand).
    Copy = 19,
}

/// An operand of an arithmetic command: a local tensor or an f32 constant.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Opd {
    /// A tensor in local memory.
    Tensor(ArOperand),
    /// A constant.
    Const(f32),
}

fn layout(o: &ArOperand) -> u8 {
    if o.strides.is_some() {
        STRIDE_LAYOUT
    } else {
        0
    }
}

/// The TIU precision code of f16 (the `*_prec` fields).
pub(crate) const PREC_F16: u8 = 1;
/// The TIU precision code of bf16.
pub(crate) const PREC_BF16: u8 = 5;

/// The bits of the constant `v` in the TIU float precision `prec` (f32, f16 or bf16, rounded
/// to nearest, ties to even).
fn const_bits(v: f32, prec: u8) -> u32 {
    match prec {
        PREC_F16 => dialects::common::float::from_f64(ir::float::FloatKind::F16, f64::from(v)) as u32,
        PREC_BF16 => dialects::common::float::from_f64(ir::float::FloatKind::BF16, f64::from(v)) as u32,
        _ => v.to_bits(),
    }
}

/// `res = op(opd0[, opd1])` over `shape`, signed f32 operands.
pub(crate) fn ar(op: ArOp, res: &ArOperand, opd0: Opd, opd1: Option<Opd>, shape: Nchw) -> Result<SAr, CodegenError> {
    ar_in(PREC_F32, op, res, opd0, opd1, shape)
}

/// `res = op(opd0[, opd1])` over `shape`, signed float operands and result of the TIU
/// precision `prec` (f32 or [`PREC_F16`]; constants are converted to it).
pub(crate) fn ar_in(
    prec: u8,
    op: ArOp,
    res: &ArOperand,
    opd0: Opd,
    opd1: Option<Opd>,
    shape: Nchw,
) -> Result<SAr, CodegenError> {
    let rs = res.strides.unwrap_or_default();
    let mut cmd = SAr {
        cmd_short: 1,
        tsk_typ: AR,
        tsk_eu_typ: op as u8,
        tsk_opd_num: if opd1.is_some() { 2 } else { 1 },
        cmd_id_en: 1,
        res0_prec: prec,
        opd0_prec: prec,
        opd1_prec: if opd1.is_some() { prec } else { 0 },
        opd0_sign: 1,
        opd1_sign: u8::from(opd1.is_some()),
        res0_str: layout(res),
        res0_n: fit("res0_n", shape.n)?,
        res0_c: fit("res0_c", shape.c)?,
        res0_h: fit("res0_h", shape.h)?,
        res0_w: fit("res0_w", shape.w)?,
        res0_addr: fit("res0_addr", res.addr)?,
        res0_n_str: fit("res0_n_str", rs.n)?,
        res0_c_str: fit("res0_c_str", rs.c)?,
        res0_h_str: fit("res0_h_str", rs.h)?,
        res0_w_str: fit("res0_w_str", rs.w)?,
        ..Default::default()
    };
    match opd0 {
        Opd::Const(v) => {
            cmd.opd0_const = 1;
            cmd.opd0_addr = const_bits(v, prec);
        }
        Opd::Tensor(t) => {
            let s = t.strides.unwrap_or_default();
            cmd.opd0_str = layout(&t);
            cmd.opd0_addr = fit("opd0_addr", t.addr)?;
            cmd.opd0_n_str = fit("opd0_n_str", s.n)?;
            cmd.opd0_c_str = fit("opd0_c_str", s.c)?;
            cmd.opd0_h_str = fit("opd0_h_str", s.h)?;
            cmd.opd0_w_str = fit("opd0_w_str", s.w)?;
        }
    }
    match opd1 {
        None => {}
        Some(Opd::Const(v)) => {
            cmd.opd1_const = 1;
            cmd.opd1_addr = const_bits(v, prec);
        }
        Some(Opd::Tensor(t)) => {
            let s = t.strides.unwrap_or_default();
            cmd.opd1_str = layout(&t);
            cmd.opd1_addr = fit("opd1_addr", t.addr)?;
            cmd.opd1_n_str = fit("opd1_n_str", s.n)?;
            cmd.opd1_c_str = fit("opd1_c_str", s.c)?;
            cmd.opd1_h_str = fit("opd1_h_str", s.h)?;
            cmd.opd1_w_str = fit("opd1_w_str", s.w)?;
        }
    }
    Ok(cmd)
}

/// `res = max(res, 0)` in place (a fused relu) in the float TIU precision `prec`.
pub(crate) fn relu_in_place(prec: u8, res: &ArOperand, shape: Nchw) -> Result<SAr, CodegenError> {
    ar_in(prec, ArOp::Max, res, Opd::Tensor(*res), Some(Opd::Const(0.0)), shape)
}

/// `tsk_eu_typ` of `pord.avgpooling`.
const POOL_AVG: u8 = 1;
/// The round mode code TPU-MLIR gives average pooling (`opd2_n_str`).
const AVG_ROUND_MODE: u8 = 5;

/// `pord.avgpooling`: the sum of each window of the EU-aligned input at `input` (height
/// and width `ih x iw`), times `coeff`, into `res` (shape `out`), in the float TIU
/// precision `prec` (f32, f16 or bf16: operands, result and the coefficient, rounded to
/// nearest even); pads count as zeros.
#[allow(clippy::too_many_arguments)]
pub(crate) fn avg_pool(
    prec: u8,
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    win: &Window,
    coeff: f32,
) -> Result<SPorD, CodegenError> {
    Ok(SPorD {
        tsk_eu_typ: POOL_AVG,
        opd1_const: 1,
        opd2_n_str: AVG_ROUND_MODE,
        res0_prec: prec,
        opd0_prec: prec,
        opd1_addr: const_bits(coeff, prec),
        ..crate::codegen::tiu::pord_window(res, out, input, ih, iw, win)?
    })
}
