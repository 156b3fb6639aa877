//! `tpu.Cast` between f32 and 8-bit integers, and between f32 and f16 or bf16 (the
//! inputs and outputs of F16 and BF16 models, `docs/f16.md`, and around the ops
//! TPU-MLIR computes in f16 in INT8 models: one `arith.cast`, rounding with the op's
//! `round_mode`; `docs/int8.md` §23). f32 to 8-bit (`with_scale`, zero point
//! 0): the input is multiplied by `1/scale` (`arith.mul`, the reciprocal computed in f64
//! and rounded to f32), cast to 32-bit integers and from there into the signed or
//! unsigned result (two `arith.cast`, rounding with the op's `round_mode`; the second
//! saturates to the result's sign, `opd2_sign`). 8-bit (signed or not) to
//! f32: one `quant.dq0` with the input type's scale and zero point.
//!
//! In a layer group the first two steps work in place on the input's local buffer. As
//! a global op the tensor is cut into [`pieces`] of rows of `64 x w` elements, moved
//! with `dma.matrix` and run as a software pipeline over ping-pong buffers.

use dialects::tpu::ops::{CastOp, RoundMode};
use ir::Value;

use super::pipeline::{pipeline, Stage};
use super::round_code;
use super::tiu::{self, Prec};
use crate::codegen::dma::{format_bytes, matrix_load, matrix_store, FORMAT_F32, FORMAT_INT8};
use crate::codegen::error::CodegenError;
use crate::codegen::group::SliceCx;
use crate::codegen::interface::{GlobalGenInterface, LocalGenInterface};
use crate::codegen::layout::{LocalLayout, LocalMatrix, Nchw, LMEM_BYTES, NPU_NUM};
use crate::codegen::tensor::{element_type, uniform_params};
use crate::codegen::GenCx;
use crate::regdef::bm1684x::DmaMatrix;
use crate::weights::ElemType;

const OP: &str = "tpu.Cast";

fn unsupported(what: impl std::fmt::Display) -> CodegenError {
    crate::codegen::global::unsupported(OP, what)
}

/// Scale and zero point of the quantized tensor `v`.
fn quant_params(cx: &GenCx<'_>, v: Value) -> Result<(f64, i64), CodegenError> {
    element_type(cx.ctx, cx.arena.value_type(v))
        .and_then(|e| uniform_params(cx.ctx, e))
        .ok_or_else(|| {
            CodegenError::new(format!(
                "'{OP}' op: an 8-bit tensor without a per-layer !quant.uniform type"
            ))
        })
}

/// The TIU precision of float elements (f32, f16, bf16).
fn float_prec(elem: ElemType) -> Result<Prec, CodegenError> {
    Prec::float(elem).ok_or_else(|| unsupported(format_args!("a float cast of {}", elem.mlir_name())))
}

/// The GDMA format of float elements (f32, f16, bf16).
fn float_format(elem: ElemType) -> Result<u8, CodegenError> {
    crate::codegen::dma::float_format(elem)
        .ok_or_else(|| unsupported(format_args!("a float cast of {}", elem.mlir_name())))
}

/// Whether `elem` is a 16-bit float (the elements of F16 and BF16 models, and of the
/// clips of INT8 models).
fn is_half(elem: ElemType) -> bool {
    matches!(elem, ElemType::F16 | ElemType::BF16)
}

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for CastOp {
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let (input, output) = (self.input(ctx, arena), self.output(ctx, arena));
        let x = slice.local(cx, input)?;
        let y = slice.local(cx, output)?;
        if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned {
            return Err(unsupported("a tensor that is not EU-aligned"));
        }
        if x.shape != y.shape {
            return Err(CodegenError::new(format!("'{OP}' op: input and result slices differ")));
        }
        let round = round_code(self.round_mode(ctx, arena).unwrap_or(RoundMode::HalfAwayFromZero))?;
        if !self.with_scale(ctx, arena).unwrap_or(true) {
            return Err(unsupported("a cast without scale"));
        }
        let (from, to) = (cx.info(input)?.elem, cx.info(output)?.elem);
        match (from, to) {
            (ElemType::F32, ElemType::I8 | ElemType::U8) => {
                let (scale, zero) = quant_params(cx, output)?;
                if zero != 0 || scale <= 0.0 {
                    return Err(unsupported("an asymmetric or non-positive quantization"));
                }
                let shape = x.shape;
                let signed = to == ElemType::I8;
                cx.push(&tiu::mul_const_f32(x.addr, x.addr, (1.0 / scale) as f32, shape)?)?;
                cx.push(&tiu::cast(x.addr, x.addr, Prec::F32, Prec::I32, round, shape)?)?;
                cx.push(&tiu::cast_to(
                    y.addr,
                    x.addr,
                    Prec::I32,
                    Prec::I8,
                    signed,
                    round,
                    shape,
                )?)
            }
            (ElemType::F32, h) | (h, ElemType::F32) if is_half(h) => cx.push(&tiu::cast(
                y.addr,
                x.addr,
                float_prec(from)?,
                float_prec(to)?,
                round,
                y.shape,
            )?),
            (ElemType::I8 | ElemType::U8, ElemType::F32) => {
                let (scale, zero) = quant_params(cx, input)?;
                let zero = i32::try_from(zero).map_err(|_| unsupported("a zero point beyond 32 bits"))?;
                cx.push(&tiu::dequant_i8_to_f32(
                    y.addr,
                    x.addr,
                    from == ElemType::I8,
                    zero,
                    scale as f32,
                    round,
                    y.shape,
                )?)
            }
            _ => Err(unsupported(format_args!(
                "a cast from {} to {}",
                from.mlir_name(),
                to.mlir_name()
            ))),
        }
    }
}

/// Elements per lane of a row of a global cast's pieces, once the tensor has more than one
/// row.
const ROW_W: u64 = 512;
/// Elements in one full row (`64 x 512`).
const ROW: u64 = NPU_NUM * ROW_W;
/// Full rows per piece at most.
const MAX_ROWS: u64 = 32;

/// One piece of a global cast: `rows` rows of `cols` elements, `w` of them per lane,
/// starting at element `offset`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Rows.
    pub rows: u64,
    /// Elements per row.
    pub cols: u64,
    /// Elements per lane.
    pub w: u64,
    /// First element.
    pub offset: u64,
}

impl Piece {
    /// The piece in local memory at `addr`.
    pub(super) fn local(&self, addr: u64) -> LocalMatrix {
        LocalMatrix {
            addr,
            rows: self.rows,
            cols: self.cols,
            w: self.w,
        }
    }

    /// The `dma.matrix` load of the piece of the global tensor at `base` (elements of
    /// the GDMA `format`) to local `addr`.
    pub(super) fn load(&self, format: u8, base: u64, addr: u64) -> Result<DmaMatrix, CodegenError> {
        matrix_load(
            format,
            base + format_bytes(format) * self.offset,
            self.cols,
            &self.local(addr),
        )
    }

    /// The `dma.matrix` store of the piece at local `addr` into the global tensor at
    /// `base` (elements of the GDMA `format`).
    pub(super) fn store(&self, format: u8, addr: u64, base: u64) -> Result<DmaMatrix, CodegenError> {
        matrix_store(
            format,
            &self.local(addr),
            base + format_bytes(format) * self.offset,
            self.cols,
        )
    }

    /// Its shape for a TIU command: `rows x lanes x 1 x w`.
    pub(super) fn shape(&self) -> Nchw {
        Nchw::new(self.rows, self.cols.div_ceil(self.w), 1, self.w)
    }
}

/// TPU-MLIR's pieces of a global cast of `n` elements: [`pieces_of`] with at most 32
/// rows a piece.
pub fn pieces(n: u64) -> Vec<Piece> {
    pieces_of(n, MAX_ROWS)
}

/// The pieces of a global cast between f32 and a 16-bit float: those of [`pieces`],
/// but a tensor of at most 64 elements takes one per lane (`⌈n/64⌉` per lane, not at
/// least 2: TPU-MLIR's casts of 10, 32 and 64 elements in F16 models, `docs/f16.md`).
fn float_pieces(n: u64) -> Vec<Piece> {
    let mut out = pieces(n);
    if let [p] = &mut out[..] {
        p.w = n.div_ceil(NPU_NUM).max(1);
    }
    out
}

/// TPU-MLIR's pieces of `n` elements for a global element-wise op: up to one row (`64 x
/// 512`), one piece of `max(⌈n/64⌉, 2)` elements per lane (32 elements: 16 lanes of 2);
/// beyond it, the `r = ⌈n/32768⌉` rows (the last maybe partial) in `max(2,
/// ⌈r/max_rows⌉)` pieces of `⌈r/pieces⌉` rows, the partial row split off as a piece of
/// its own (512 per lane).
pub fn pieces_of(n: u64, max_rows: u64) -> Vec<Piece> {
    if n <= ROW {
        return vec![Piece {
            rows: 1,
            cols: n,
            w: n.div_ceil(NPU_NUM).max(2),
            offset: 0,
        }];
    }
    let rows = n.div_ceil(ROW);
    let count = rows.div_ceil(max_rows.max(1)).max(2);
    let per = rows.div_ceil(count);
    let full = n / ROW;
    let mut out = Vec::new();
    let mut row = 0;
    while row < rows {
        let take = per.min(rows - row);
        let full_here = take.min(full.saturating_sub(row));
        if full_here > 0 {
            out.push(Piece {
                rows: full_here,
                cols: ROW,
                w: ROW_W,
                offset: row * ROW,
            });
        }
        if full_here < take {
            out.push(Piece {
                rows: 1,
                cols: n % ROW,
                w: ROW_W,
                offset: full * ROW,
            });
        }
        row += take;
    }
    out
}

/// Local memory of a global f32 -> int8 cast: inputs, results (ping-pong) and the 32-bit
/// intermediate.
const F2I_INPUT: [u64; 2] = [0, 0x18000];
const F2I_TEMP: u64 = 0x30000;
/// The least offset of a result after its input.
const F2I_MIN_GAP: u64 = 0x4000;
/// Local memory of a global cast between f32 and f16: inputs and results (ping-pong,
/// as TPU-MLIR's builds of up to 320000 elements).
const FLOAT_INPUT: [u64; 2] = [0, 0x10000];
const FLOAT_OUTPUT: [u64; 2] = [0x20000, 0x30000];
/// Local memory of a global int8 -> f32 cast: inputs and results (ping-pong).
const I2F_INPUT: [u64; 2] = [0, 0x10000];
const I2F_OUTPUT: [u64; 2] = [0x20000, 0x30000];

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for CastOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        let (ctx, arena) = (cx.ctx, cx.arena);
        let (input, output) = (self.input(ctx, arena), self.output(ctx, arena));
        let (x, y) = (cx.info(input)?, cx.info(output)?);
        if x.count() != y.count() {
            return Err(CodegenError::new(format!("'{OP}' op: input and result sizes differ")));
        }
        let round = round_code(self.round_mode(ctx, arena).unwrap_or(RoundMode::HalfAwayFromZero))?;
        if !self.with_scale(ctx, arena).unwrap_or(true) {
            return Err(unsupported("a cast without scale"));
        }
        let (src, dst) = (x.global_addr()?, y.global_addr()?);
        let pieces = pieces(x.count());
        let largest_rows = pieces.iter().map(|p| p.rows).max().unwrap_or(1);
        match (x.elem, y.elem) {
            (ElemType::F32, ElemType::I8 | ElemType::U8) => {
                let signed = y.elem == ElemType::I8;
                let (scale, zero) = quant_params(cx, output)?;
                if zero != 0 || scale <= 0.0 {
                    return Err(unsupported("an asymmetric or non-positive quantization"));
                }
                let k = (1.0 / scale) as f32;
                let in_bytes = pieces
                    .iter()
                    .map(|p| p.local(0).local_bytes(4))
                    .max()
                    .unwrap_or(0)
                    .max(F2I_MIN_GAP);
                let output_at = F2I_INPUT.map(|a| a + in_bytes);
                if largest_rows * ROW_W * 4 > LMEM_BYTES - F2I_TEMP || output_at[1] + in_bytes / 4 > F2I_TEMP {
                    return Err(unsupported("a cast this large"));
                }
                pipeline(cx, pieces.len(), |cx, stage, i| match (stage, &pieces[i]) {
                    (Stage::Load, p) => cx.push(&p.load(FORMAT_F32, src, F2I_INPUT[i % 2])?),
                    (Stage::Compute, p) => {
                        let shape = p.shape();
                        cx.push(&tiu::mul_const_f32(F2I_TEMP, F2I_INPUT[i % 2], k, shape)?)?;
                        cx.push(&tiu::cast(F2I_TEMP, F2I_TEMP, Prec::F32, Prec::I32, round, shape)?)?;
                        cx.push(&tiu::cast_to(
                            output_at[i % 2],
                            F2I_TEMP,
                            Prec::I32,
                            Prec::I8,
                            signed,
                            round,
                            shape,
                        )?)
                    }
                    (Stage::Store, p) => cx.push(&p.store(FORMAT_INT8, output_at[i % 2], dst)?),
                })
            }
            (ElemType::I8 | ElemType::U8, ElemType::F32) => {
                let (scale, zero) = quant_params(cx, input)?;
                let zero = i32::try_from(zero).map_err(|_| unsupported("a zero point beyond 32 bits"))?;
                if largest_rows > MAX_ROWS {
                    return Err(unsupported("a cast this large"));
                }
                let signed = x.elem == ElemType::I8;
                pipeline(cx, pieces.len(), |cx, stage, i| match (stage, &pieces[i]) {
                    (Stage::Load, p) => cx.push(&p.load(FORMAT_INT8, src, I2F_INPUT[i % 2])?),
                    (Stage::Compute, p) => cx.push(&tiu::dequant_i8_to_f32(
                        I2F_OUTPUT[i % 2],
                        I2F_INPUT[i % 2],
                        signed,
                        zero,
                        scale as f32,
                        round,
                        p.shape(),
                    )?),
                    (Stage::Store, p) => cx.push(&p.store(FORMAT_F32, I2F_OUTPUT[i % 2], dst)?),
                })
            }
            (from, to) if (from == ElemType::F32 && is_half(to)) || (is_half(from) && to == ElemType::F32) => {
                let pieces = float_pieces(x.count());
                if largest_rows > MAX_ROWS {
                    return Err(unsupported("a cast this large"));
                }
                let (from_format, to_format) = (float_format(from)?, float_format(to)?);
                let (from_prec, to_prec) = (float_prec(from)?, float_prec(to)?);
                pipeline(cx, pieces.len(), |cx, stage, i| match (stage, &pieces[i]) {
                    (Stage::Load, p) => cx.push(&p.load(from_format, src, FLOAT_INPUT[i % 2])?),
                    (Stage::Compute, p) => cx.push(&tiu::cast(
                        FLOAT_OUTPUT[i % 2],
                        FLOAT_INPUT[i % 2],
                        from_prec,
                        to_prec,
                        round,
                        p.shape(),
                    )?),
                    (Stage::Store, p) => cx.push(&p.store(to_format, FLOAT_OUTPUT[i % 2], dst)?),
                })
            }
            (from, to) => Err(unsupported(format_args!(
                "a cast from {} to {}",
                from.mlir_name(),
                to.mlir_name()
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows per piece and the partial row's lanes, as TPU-MLIR cut the casts it built.
    fn cut(n: u64) -> Vec<(u64, u64)> {
        pieces(n).iter().map(|p| (p.rows, p.shape().c)).collect()
    }

    #[test]
    fn pieces_are_tpu_mlirs() {
        assert_eq!(
            pieces(192),
            vec![Piece {
                rows: 1,
                cols: 192,
                w: 3,
                offset: 0
            }]
        );
        assert_eq!(pieces(140)[0].shape(), Nchw::new(1, 47, 1, 3));
        // Small tensors: two elements per lane (the linear models' casts).
        assert_eq!(pieces(16)[0].shape(), Nchw::new(1, 8, 1, 2));
        assert_eq!(pieces(7)[0].shape(), Nchw::new(1, 4, 1, 2));
        assert_eq!(pieces(1)[0].shape(), Nchw::new(1, 1, 1, 2));
        assert_eq!(pieces(7038)[0].shape(), Nchw::new(1, 64, 1, 110));
        assert_eq!(cut(32768), vec![(1, 64)]);
        assert_eq!(cut(33280), vec![(1, 64), (1, 1)]);
        assert_eq!(cut(3 * ROW), vec![(2, 64), (1, 64)]);
        assert_eq!(cut(102400), vec![(2, 64), (1, 64), (1, 8)]);
        assert_eq!(cut(409600), vec![(7, 64), (5, 64), (1, 32)]);
        assert_eq!(cut(25 * ROW), vec![(13, 64), (12, 64)]);
        assert_eq!(cut(33 * ROW), vec![(17, 64), (16, 64)]);
        assert_eq!(cut(40 * ROW), vec![(20, 64), (20, 64)]);
        assert_eq!(cut(70 * ROW), vec![(24, 64), (24, 64), (22, 64)]);
        let offsets: Vec<u64> = pieces(102400).iter().map(|p| p.offset).collect();
        assert_eq!(offsets, vec![0, 2 * ROW, 3 * ROW]);
    }
}
