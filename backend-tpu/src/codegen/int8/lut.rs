//! `tpu.Lut`, the 8-bit table look-up TPU-MLIR lowers an INT8 sigmoid to (`docs/int8.md`
//! §18): every 8-bit input value, read as unsigned, indexes a table of 256 8-bit
//! entries.
//!
//! The table (a `1x1x1x256` weight) is first copied to the same offset of every lane,
//! then one `sg.pe_s_gather_d1coor` looks up each lane's rows of `h·w` values:
//!
//! * in a layer group the group's load brings the table to one lane at its `ginfo`
//!   address and `tsbc.l_bc` copies it to all 64 (for every slice);
//! * as a global op `dma.tensor.broadcast` loads it to every lane at 0x30000, then the
//!   tensor goes through in pieces as the global cast's (`cast::pieces_of`, rows of
//!   `64 x w` moved by `dma.matrix`) of at most 96 full rows, inputs at 0 / 0xC000 and results at 0x18000 /
//!   0x24000 (ping-pong, three banks each), in the three-stage pipeline (a section's
//!   load before its store).

use dialects::tpu::ops::LutOp;

use super::cast::pieces_of;
use super::pipeline::{pipeline_ordered, Stage};
use super::tiu;
use crate::codegen::dma::{row_broadcast_load, FORMAT_INT8};
use crate::codegen::error::CodegenError;
use crate::codegen::global::{check_value_elems, unsupported};
use crate::codegen::group::SliceCx;
use crate::codegen::interface::{GlobalGenInterface, LocalGenInterface};
use crate::codegen::layout::{LocalLayout, NPU_NUM};
use crate::codegen::GenCx;
use crate::weights::ElemType;

const OP: &str = "tpu.Lut";
const INT8: &[ElemType] = &[ElemType::I8, ElemType::U8];
/// Entries of a table.
const ENTRIES: u64 = 256;

/// Checks the element types of `op` (8-bit input, table and result) and the table's size.
fn check(cx: &GenCx<'_>, op: LutOp) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let (input, table, output) = (op.input(ctx, arena), op.table(ctx, arena), op.output(ctx, arena));
    check_value_elems(cx, OP, [input, table, output], INT8)?;
    if cx.info(table)?.count() != ENTRIES {
        return Err(unsupported(OP, "a table of other than 256 entries"));
    }
    if cx.info(input)?.count() != cx.info(output)?.count() {
        return Err(CodegenError::new(format!("'{OP}' op: input and result sizes differ")));
    }
    Ok(())
}

impl<'a, 'g> LocalGenInterface<GenCx<'a>, SliceCx<'g>, CodegenError> for LutOp {
    fn codegen_local_bm1684x(self, cx: &mut GenCx<'a>, slice: &SliceCx<'g>) -> Result<(), CodegenError> {
        check(cx, self)?;
        let (ctx, arena) = (cx.ctx, cx.arena);
        let x = slice.local(cx, self.input(ctx, arena))?;
        let t = slice.local(cx, self.table(ctx, arena))?;
        let y = slice.local(cx, self.output(ctx, arena))?;
        if x.layout != LocalLayout::EuAligned || y.layout != LocalLayout::EuAligned {
            return Err(unsupported(OP, "a tensor that is not EU-aligned"));
        }
        if x.shape != y.shape {
            return Err(CodegenError::new(format!("'{OP}' op: input and result slices differ")));
        }
        let s = y.shape;
        cx.push(&tiu::lane_broadcast_i8(t.addr, t.addr, NPU_NUM, 1, 1, ENTRIES)?)?;
        cx.push(&tiu::gather_i8(y.addr, t.addr, ENTRIES, x.addr, s.n, s.c, s.h * s.w)?)
    }
}

/// Local memory of the global look-up: inputs, results (ping-pong) and the table.
const INPUT: [u64; 2] = [0, 0xC000];
const OUTPUT: [u64; 2] = [0x18000, 0x24000];
const TABLE: u64 = 0x30000;
/// Full rows (`64 x 512` bytes) per piece at most: three banks.
const MAX_ROWS: u64 = 96;

impl<'a> GlobalGenInterface<GenCx<'a>, CodegenError> for LutOp {
    fn codegen_global_bm1684x(self, cx: &mut GenCx<'a>) -> Result<(), CodegenError> {
        check(cx, self)?;
        let (ctx, arena) = (cx.ctx, cx.arena);
        let (x, t, y) = (
            cx.info(self.input(ctx, arena))?,
            cx.info(self.table(ctx, arena))?,
            cx.info(self.output(ctx, arena))?,
        );
        let (src, table, dst) = (x.global_addr()?, t.global_addr()?, y.global_addr()?);
        let pieces = pieces_of(x.count(), MAX_ROWS);
        if pieces.iter().any(|p| p.local(0).local_bytes(1) > INPUT[1]) {
            return Err(unsupported(OP, "a look-up this large"));
        }
        pipeline_ordered(cx, pieces.len(), true, |cx, stage, i| {
            let p = &pieces[i];
            match stage {
                Stage::Load => {
                    if i == 0 {
                        cx.push(&row_broadcast_load(FORMAT_INT8, table, TABLE, NPU_NUM, ENTRIES)?)?;
                    }
                    cx.push(&p.load(FORMAT_INT8, src, INPUT[i % 2])?)
                }
                Stage::Compute => {
                    let s = p.shape();
                    cx.push(&tiu::gather_i8(
                        OUTPUT[i % 2],
                        TABLE,
                        ENTRIES,
                        INPUT[i % 2],
                        s.n,
                        s.c,
                        s.w,
                    )?)
                }
                Stage::Store => cx.push(&p.store(FORMAT_INT8, OUTPUT[i % 2], dst)?),
            }
        })
    }
}
