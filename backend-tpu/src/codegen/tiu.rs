//! TIU commands in the short forms TPU-MLIR emits (`sAR`, `sCONV`, `sPorD`, `sMM`), with
//! the constant fields it sets. Operands are per-lane local-memory offsets.

use super::error::{fit, CodegenError};
use super::layout::{Nchw, Strides};
use crate::regdef::bm1684x::{SAr, SConv, SMm, SPorD};

/// The TIU precision code of 32-bit floats.
pub const PREC_F32: u8 = 2;

/// `tsk_typ` of the arithmetic unit (`sAR`).
const AR: u8 = 3;
/// `tsk_eu_typ` of `arith.add`.
const AR_ADD: u8 = 2;
/// `tsk_eu_typ` of `arith.max`.
const AR_MAX: u8 = 4;
/// `tsk_typ` of pooling and depthwise (`sPorD`).
const POOL: u8 = 1;
/// `tsk_eu_typ` of `pord.maxpooling`.
const POOL_MAX: u8 = 4;
/// `tsk_typ` of matrix multiply (`sMM`).
const MM: u8 = 2;
/// `tsk_eu_typ` of `mm.normal`.
const MM_NORMAL: u8 = 1;
/// The layout code meaning "use the explicit strides".
pub(crate) const STRIDE_LAYOUT: u8 = 3;
/// The bit pattern of `-FLT_MAX`, the pad value of max pooling.
pub const F32_NEG_MAX: u32 = 0xFF7F_FFFF;

/// An operand of an arithmetic command: its address and, for the stride layout, its
/// element strides (`None`: EU-aligned).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ArOperand {
    /// Per-lane byte offset.
    pub addr: u64,
    /// Explicit strides, or `None` for the EU-aligned layout.
    pub strides: Option<Strides>,
}

impl ArOperand {
    /// An EU-aligned operand at `addr`.
    pub fn aligned(addr: u64) -> ArOperand {
        ArOperand { addr, strides: None }
    }

    /// An operand at `addr` with explicit strides.
    pub fn strided(addr: u64, strides: Strides) -> ArOperand {
        ArOperand {
            addr,
            strides: Some(strides),
        }
    }

    fn layout(&self) -> u8 {
        if self.strides.is_some() {
            STRIDE_LAYOUT
        } else {
            0
        }
    }

    fn s(&self) -> Strides {
        self.strides.unwrap_or_default()
    }
}

fn ar_base(eu_typ: u8, res: &ArOperand, shape: Nchw) -> Result<SAr, CodegenError> {
    let rs = res.s();
    Ok(SAr {
        cmd_short: 1,
        tsk_typ: AR,
        tsk_eu_typ: eu_typ,
        tsk_opd_num: 2,
        cmd_id_en: 1,
        res0_prec: PREC_F32,
        opd0_prec: PREC_F32,
        opd1_prec: PREC_F32,
        opd0_sign: 1,
        opd1_sign: 1,
        res0_str: res.layout(),
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
    })
}

fn with_opd0(mut cmd: SAr, opd0: &ArOperand) -> Result<SAr, CodegenError> {
    let s = opd0.s();
    cmd.opd0_str = opd0.layout();
    cmd.opd0_addr = fit("opd0_addr", opd0.addr)?;
    cmd.opd0_n_str = fit("opd0_n_str", s.n)?;
    cmd.opd0_c_str = fit("opd0_c_str", s.c)?;
    cmd.opd0_h_str = fit("opd0_h_str", s.h)?;
    cmd.opd0_w_str = fit("opd0_w_str", s.w)?;
    Ok(cmd)
}

/// `res = max(opd0, 0.0)`: relu as `arith.max` against the constant 0.
pub fn relu(res: &ArOperand, opd0: &ArOperand, shape: Nchw) -> Result<SAr, CodegenError> {
    let mut cmd = with_opd0(ar_base(AR_MAX, res, shape)?, opd0)?;
    cmd.opd1_const = 1;
    cmd.opd1_addr = 0f32.to_bits();
    Ok(cmd)
}

/// `res = opd0 + opd1`.
pub fn add(res: &ArOperand, opd0: &ArOperand, opd1: &ArOperand, shape: Nchw) -> Result<SAr, CodegenError> {
    let mut cmd = with_opd0(ar_base(AR_ADD, res, shape)?, opd0)?;
    let s = opd1.s();
    cmd.opd1_str = opd1.layout();
    cmd.opd1_addr = fit("opd1_addr", opd1.addr)?;
    cmd.opd1_n_str = fit("opd1_n_str", s.n)?;
    cmd.opd1_c_str = fit("opd1_c_str", s.c)?;
    cmd.opd1_h_str = fit("opd1_h_str", s.h)?;
    cmd.opd1_w_str = fit("opd1_w_str", s.w)?;
    Ok(cmd)
}

/// Padding `[top, left, bottom, right]` and strides `[h, w]` of a window op.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Window {
    /// Kernel height and width.
    pub kernel: [u64; 2],
    /// Stride along h and w.
    pub stride: [u64; 2],
    /// Pads: top, left, bottom, right.
    pub pads: [u64; 4],
    /// Zeros between kernel taps along h and w (dilation − 1; 0 for most ops).
    pub gaps: [u64; 2],
}

impl Window {
    /// The rows (`d` = 0) or columns (1) of input one window spans: the kernel with
    /// its gaps.
    pub fn extent(&self, d: usize) -> u64 {
        (self.kernel[d].saturating_sub(1)).saturating_mul(self.gaps[d] + 1) + 1
    }
}

/// The window fields both `sCONV` and `sPorD` carry: pads (up, left, down, right)
/// and strides (y, x).
struct WindowFields {
    up: u8,
    left: u8,
    down: u8,
    right: u8,
    y: u8,
    x: u8,
}

impl WindowFields {
    /// The fields of `win` for a result of shape `out`. A stride along a dimension with
    /// one output is never taken: when it does not fit its 4-bit field (a window over
    /// a whole plane larger than 15), it is written as 1, the same numbers.
    fn of(win: &Window, out: Nchw) -> Result<WindowFields, CodegenError> {
        let unused = |stride: u64, outputs: u64| if outputs == 1 && stride > 15 { 1 } else { stride };
        Ok(WindowFields {
            up: fit("opd0_up_pad", win.pads[0])?,
            left: fit("opd0_lf_pad", win.pads[1])?,
            down: fit("opd0_dn_pad", win.pads[2])?,
            right: fit("opd0_rt_pad", win.pads[3])?,
            y: fit("res_op_y_str", unused(win.stride[0], out.h))?,
            x: fit("res_op_x_str", unused(win.stride[1], out.w))?,
        })
    }
}

/// `conv.normal`: `res` (output shape `out`) from the EU-aligned input at `input`
/// (shape `inp`), the compact weight at `weight` and the bias at `bias` (if any).
pub fn conv(
    res: u64,
    out: Nchw,
    input: u64,
    inp: Nchw,
    weight: u64,
    bias: Option<u64>,
    win: &Window,
) -> Result<SConv, CodegenError> {
    let f = WindowFields::of(win, out)?;
    Ok(SConv {
        cmd_short: 1,
        cmd_id_en: 1,
        res0_prec: PREC_F32,
        opd0_prec: PREC_F32,
        opd0_up_pad: f.up,
        opd0_lf_pad: f.left,
        opd0_dn_pad: f.down,
        opd0_rt_pad: f.right,
        res_op_y_str: f.y,
        res_op_x_str: f.x,
        opd2_const: u8::from(bias.is_none()),
        opd3_const: 1,
        opd1_y_ins0: fit("opd1_y_ins0", win.gaps[0])?,
        opd1_x_ins0: fit("opd1_x_ins0", win.gaps[1])?,
        res0_addr: fit("res0_addr", res)?,
        res0_n: fit("res0_n", out.n)?,
        res0_c: fit("res0_c", out.c)?,
        res0_h: fit("res0_h", out.h)?,
        res0_w: fit("res0_w", out.w)?,
        opd0_c: fit("opd0_c", inp.c)?,
        opd0_h: fit("opd0_h", inp.h)?,
        opd0_w: fit("opd0_w", inp.w)?,
        opd1_h: fit("opd1_h", win.kernel[0])?,
        opd1_w: fit("opd1_w", win.kernel[1])?,
        opd0_addr: fit("opd0_addr", input)?,
        opd1_addr: fit("opd1_addr", weight)?,
        opd2_addr: fit("opd2_addr", bias.unwrap_or(0))?,
        ..Default::default()
    })
}

/// The fields every f32 `sPorD` window op sets: EU-aligned input at `input` (`ih x iw`
/// per channel), result at `res` (shape `out`), the window's kernel, gaps, pads and
/// strides; the op's own fields are left to the caller.
pub(crate) fn pord_window(
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    win: &Window,
) -> Result<SPorD, CodegenError> {
    let f = WindowFields::of(win, out)?;
    Ok(SPorD {
        cmd_short: 1,
        tsk_typ: POOL,
        cmd_id_en: 1,
        opd3_const: 1,
        res0_prec: PREC_F32,
        opd0_prec: PREC_F32,
        opd0_up_pad: f.up,
        opd0_lf_pad: f.left,
        opd0_dn_pad: f.down,
        opd0_rt_pad: f.right,
        res_op_y_str: f.y,
        res_op_x_str: f.x,
        res0_n: fit("res0_n", out.n)?,
        res0_c: fit("res0_c", out.c)?,
        res0_h: fit("res0_h", out.h)?,
        res0_w: fit("res0_w", out.w)?,
        opd0_h: fit("opd0_h", ih)?,
        opd0_w: fit("opd0_w", iw)?,
        opd1_h: fit("opd1_h", win.kernel[0])?,
        opd1_w: fit("opd1_w", win.kernel[1])?,
        opd1_y_ins0: fit("opd1_y_ins0", win.gaps[0])?,
        opd1_x_ins0: fit("opd1_x_ins0", win.gaps[1])?,
        res0_addr: fit("res0_addr", res)?,
        opd0_addr: fit("opd0_addr", input)?,
        ..Default::default()
    })
}

/// `pord.depthwise` (f32): each channel of the EU-aligned input at `input` (`ih x iw`)
/// convolved with its compact kernel at `kernel`, plus the bias at `bias` (if any),
/// into `res` (shape `out`).
#[allow(clippy::too_many_arguments)]
pub fn depthwise(
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    kernel: u64,
    bias: Option<u64>,
    win: &Window,
) -> Result<SPorD, CodegenError> {
    Ok(SPorD {
        opd2_const: u8::from(bias.is_none()),
        opd1_addr: fit("opd1_addr", kernel)?,
        opd2_addr: fit("opd2_addr", bias.unwrap_or(0))?,
        ..pord_window(res, out, input, ih, iw, win)?
    })
}

/// `pord.maxpooling` of the EU-aligned input at `input` (height and width `ih x iw`)
/// into `res` (shape `out`) in the float TIU precision `prec`, padding with the type's
/// most negative finite value (`-FLT_MAX`; f16 `0xFBFF`, bf16 `0xFF7F`).
#[allow(clippy::too_many_arguments)]
pub fn max_pool(
    prec: u8,
    res: u64,
    out: Nchw,
    input: u64,
    ih: u64,
    iw: u64,
    win: &Window,
) -> Result<SPorD, CodegenError> {
    use crate::codegen::global::arith::{PREC_BF16, PREC_F16};
    let pad = match prec {
        PREC_F16 => 0xFBFF,
        PREC_BF16 => 0xFF7F,
        _ => F32_NEG_MAX,
    };
    Ok(SPorD {
        tsk_eu_typ: POOL_MAX,
        res0_prec: prec,
        opd0_prec: prec,
        opd3_addr: pad,
        ..pord_window(res, out, input, ih, iw, win)?
    })
}

/// The operands of one `mm.normal`: `res (m x n) = opd0 (m x k) · opd1 (k x n) [+ opd2]`,
/// the left matrix with `k_w` columns per lane, the right and result with `n_w` columns per
/// lane.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MmOperands {
    /// Result offset.
    pub res: u64,
    /// Left matrix offset.
    pub left: u64,
    /// Right matrix offset.
    pub right: u64,
    /// Bias offset, or `None` for no bias (a constant 0).
    pub bias: Option<u64>,
    /// Rows of the left matrix.
    pub m: u64,
    /// Columns of the left matrix (rows of the right one).
    pub k: u64,
    /// Left columns per lane (16 in F32 models, 32 in the 16-bit wide-result form).
    pub k_w: u64,
    /// Columns of the result.
    pub n: u64,
    /// Result columns per lane.
    pub n_w: u64,
    /// Whether the product is added to what `res` holds.
    pub accumulate: bool,
}

/// `mm.normal`.
pub fn matmul(o: &MmOperands) -> Result<SMm, CodegenError> {
    let lanes = o.k.div_ceil(o.k_w);
    Ok(SMm {
        cmd_short: 1,
        tsk_typ: MM,
        tsk_eu_typ: MM_NORMAL,
        cmd_id_en: 1,
        res_add: u8::from(o.accumulate),
        opd2_const: u8::from(o.bias.is_none()),
        res0_prec: PREC_F32,
        opd0_prec: PREC_F32,
        res0_c: fit("res0_c", o.n.div_ceil(o.n_w))?,
        res0_w: fit("res0_w", o.n_w)?,
        opd0_n: fit("opd0_n", o.m)?,
        opd0_c: fit("opd0_c", lanes)?,
        opd0_w: fit("opd0_w", o.k.min(o.k_w))?,
        opd1_w: fit("opd1_w", o.k - o.k_w * (lanes - 1))?,
        res0_addr: fit("res0_addr", o.res)?,
        opd0_addr: fit("opd0_addr", o.left)?,
        opd1_addr: fit("opd1_addr", o.right)?,
        opd2_addr: fit("opd2_addr", o.bias.unwrap_or(0))?,
        ..Default::default()
    })
}
