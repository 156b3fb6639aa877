//! `tpu.Active` with `mode = SIGMOID` (`1 / (1 + exp(-x))`), as TPU-MLIR 1.30.2
//! generates it (swept: 7 to 600 Ki elements). The tensor is cut as a binary element-wise
//! op's ([`super::eltwise`]) with buffers of 16 rows (`max(2, ⌈N/256 Ki⌉)` slices above
//! 16 Ki elements), software-pipelined the same way (inputs at 0 / 0x4000, results at
//! 0x8000 / 0xC000, scratch at 0x10000 and 0x14000, the exp coefficients at 0x18000).
//! Each chunk runs 16 TIU commands: the 10 Taylor coefficients of exp broadcast from the
//! static memory (0x9000400), `t = -x` clamped to ±3.4e35, `n = floor(t·log2 e)`,
//! `r = t - n·ln 2`, `2^n` built from the exponent bits (`(clamp(n, -127, 127) + 127) << 23`
//! in 16/32-bit integers), `exp(r)` by `sfu.taylor_4x`, their product, `+ 1`, and the
//! reciprocal. The constants and precision codes are TPU-MLIR's bit for bit (the integer
//! clamps carry the high half of `ln 2` in their unused bits, as its registers do).
//!
//! `scale`/`bias` other than 1/0 and `log` are errors.

use dialects::tpu::ops::{ActiveMode, ActiveOp};
use ir::ods::access::dict_get;
use ir::ods::values::{as_bool, as_float};

use super::arith::{self, ArOp, Opd};
use super::eltwise::{slices_of_rows, AddChunk};
use super::{check_f32, unsupported};
use crate::codegen::dma::{matrix_load, matrix_store, FORMAT_F32};
use crate::codegen::error::{fit, CodegenError};
use crate::codegen::interface::GlobalGenInterface;
use crate::codegen::layout::{LocalMatrix, Nchw, NPU_NUM};
use crate::codegen::tiu::{ArOperand, PREC_F32};
use crate::codegen::GenCx;
use crate::regdef::bm1684x::{SAr, SSfu, STransSBc};

const OP: &str = "tpu.Active";
/// Rows (64 lanes x 256) one buffer holds.
const MAX_ROWS: u64 = 16;
const INPUT: [u64; 2] = [0, 0x4000];
const OUTPUT: [u64; 2] = [0x8000, 0xC000];
const WORK1: u64 = 0x10000;
const WORK2: u64 = 0x14000;
const TABLE: u64 = 0x18000;
/// Where the exp Taylor coefficients sit in static memory, and how many there are.
const EXP_TABLE: u32 = 0x0900_0400;
const EXP_TERMS: u16 = 10;
/// TIU precision codes of 16- and 32-bit integers.
const PREC_I16: u8 = 3;
const PREC_I32: u8 = 4;
/// Round modes (`opd2_n_str` of `arith.cast`): down (floor), and half away from zero.
const ROUND_DOWN: u8 = 3;
const ROUND_HALF_AWAY: u8 = 1;
/// TPU-MLIR's constants, as bits.
const NEG_LIMIT: u32 = 0xFA83_1265;
const POS_LIMIT: u32 = 0x7A83_1265;
const LOG2_E: u32 = 0x3FB8_AA3B;
const LN_2: u32 = 0x3F31_7218;
const EXP_MAX: u32 = 0x3F31_007F;
const EXP_MIN: u32 = 0x3F31_FF81;
const F32_EXP_SHIFT: u32 = 23;

fn bits(v: u32) -> Opd {
    Opd::Const(f32::from_bits(v))
}

fn at(addr: u64) -> Opd {
    Opd::Tensor(ArOperand::aligned(addr))
}

fn res(addr: u64) -> ArOperand {
    ArOperand::aligned(addr)
}

/// `arith.cast` of `opd0` into `res` with `round` (to f32 or to 16-bit integers).
fn cast(res_at: u64, opd0: u64, shape: Nchw, res_prec: u8, round: u8) -> Result<SAr, CodegenError> {
    let mut cmd = arith::ar(ArOp::Cast, &res(res_at), at(opd0), None, shape)?;
    cmd.res0_prec = res_prec;
    cmd.opd2_n_str = round;
    cmd.opd2_sign = 1;
    Ok(cmd)
}

/// The 16 TIU commands of one chunk.
fn chunk_commands(cx: &mut GenCx<'_>, input: u64, out: u64, shape: Nchw) -> Result<(), CodegenError> {
    cx.push(&STransSBc {
        cmd_short: 1,
        tsk_typ: 5,
        tsk_eu_typ: 4,
        cmd_id_en: 1,
        res0_prec: PREC_F32,
        res0_n: 1,
        res0_c: NPU_NUM as u16,
        res0_h: 1,
        res0_w: EXP_TERMS,
        opd0_c: NPU_NUM as u16,
        opd0_w: EXP_TERMS,
        res0_addr: fit("res0_addr", TABLE)?,
        opd0_addr: EXP_TABLE,
        ..Default::default()
    })?;
    let ar = |op, r: u64, a: Opd, b: Opd| arith::ar(op, &res(r), a, Some(b), shape);
    cx.push(&ar(ArOp::Sub, WORK2, Opd::Const(0.0), at(input))?)?;
    cx.push(&ar(ArOp::Max, WORK2, at(WORK2), bits(NEG_LIMIT))?)?;
    cx.push(&ar(ArOp::Min, out, at(WORK2), bits(POS_LIMIT))?)?;
    cx.push(&ar(ArOp::Mul, WORK1, at(out), bits(LOG2_E))?)?;
    cx.push(&cast(WORK2, WORK1, shape, PREC_F32, ROUND_DOWN)?)?;
    cx.push(&ar(ArOp::Mul, WORK1, at(WORK2), bits(LN_2))?)?;
    cx.push(&ar(ArOp::Sub, WORK1, at(out), at(WORK1))?)?;
    cx.push(&cast(out, WORK2, shape, PREC_I16, ROUND_HALF_AWAY)?)?;
    let int16 = |mut cmd: SAr| {
        (cmd.res0_prec, cmd.opd0_prec, cmd.opd1_prec) = (PREC_I16, PREC_I16, PREC_I16);
        cmd
    };
    cx.push(&int16(ar(ArOp::Min, WORK2, at(out), bits(EXP_MAX))?))?;
    cx.push(&int16(ar(ArOp::Max, out, at(WORK2), bits(EXP_MIN))?))?;
    let mut shift = int16(ar(ArOp::AddShift, WORK2, at(out), bits(EXP_MAX))?);
    shift.res0_prec = PREC_I32;
    shift.tsk_opd_num = 3;
    shift.opd2_const = 1;
    shift.opd2_addr = F32_EXP_SHIFT;
    shift.opd2_n_str = 1;
    cx.push(&shift)?;
    cx.push(&SSfu {
        cmd_short: 1,
        tsk_typ: 9,
        tsk_eu_typ: 12,
        cmd_id_en: 1,
        res0_prec: PREC_F32,
        opd0_prec: PREC_F32,
        opd2_n_str: 1,
        res0_n: fit("res0_n", shape.n)?,
        res0_c: fit("res0_c", shape.c)?,
        res0_h: fit("res0_h", shape.h)?,
        res0_w: fit("res0_w", shape.w)?,
        opd1_n: EXP_TERMS,
        res0_addr: fit("res0_addr", out)?,
        opd0_addr: fit("opd0_addr", WORK1)?,
        opd1_addr: fit("opd1_addr", TABLE)?,
        ..Default::default()
    })?;
    cx.push(&ar(ArOp::Mul, out, at(out), at(WORK2))?)?;
    cx.push(&ar(ArOp::Add, WORK1, at(out), Opd::Const(1.0))?)?;
    let mut div = ar(ArOp::Div, out, Opd::Const(1.0), at(WORK1))?;
    (div.opd0_sign, div.opd1_sign, div.opd2_n_str) = (0, 0, 2);
    cx.push(&div)
}

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for ActiveOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let op = self.op();
        match self.mode(ctx, arena) {
            Some(ActiveMode::Sigmoid) => {}
            other => return Err(unsupported(OP, format_args!("mode {other:?}"))),
        }
        let attr = |name: &str| dict_get(ctx, arena.attrs(op), name);
        let f = |name: &str, default: f64| attr(name).and_then(|a| as_float(ctx, a)).unwrap_or(default);
        if f("scale", 1.0) != 1.0 || f("bias", 0.0) != 0.0 {
            return Err(unsupported(OP, "a sigmoid with a scale or bias"));
        }
        if attr("log").and_then(|a| as_bool(ctx, a)).unwrap_or(false) {
            return Err(unsupported(OP, "a log sigmoid"));
        }
        let x = cx.info(self.input(ctx, arena))?;
        let y = cx.info(self.output(ctx, arena))?;
        check_f32(OP, [&x, &y])?;
        if x.count() != y.count() {
            return Err(unsupported(OP, "an output of another size"));
        }
        let (src, dst) = (x.global_addr()?, y.global_addr()?);
        let chunks = slices_of_rows(x.count(), MAX_ROWS);
        let matrix = |c: &AddChunk, addr: u64| LocalMatrix {
            addr,
            rows: c.rows,
            cols: c.cols,
            w: c.w,
        };
        for step in 0..chunks.len() + 2 {
            cx.parallel(|cx| {
                if let Some(i) = step.checked_sub(2) {
                    let c = &chunks[i];
                    cx.push(&matrix_store(
                        FORMAT_F32,
                        &matrix(c, OUTPUT[i % 2]),
                        dst + c.offset * 4,
                        c.cols,
                    )?)?;
                }
                if let Some(c) = chunks.get(step) {
                    cx.push(&matrix_load(
                        FORMAT_F32,
                        src + c.offset * 4,
                        c.cols,
                        &matrix(c, INPUT[step % 2]),
                    )?)?;
                }
                if let Some(i) = step.checked_sub(1).filter(|&i| i < chunks.len()) {
                    let c = &chunks[i];
                    let shape = Nchw::new(c.rows, c.cols.div_ceil(c.w), 1, c.w);
                    chunk_commands(cx, INPUT[i % 2], OUTPUT[i % 2], shape)?;
                }
                Ok(())
            })?;
        }
        Ok(())
    }
}
