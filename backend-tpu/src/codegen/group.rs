//! Layer groups (`tpu.Group`): ops that keep their tensors in local memory, run slice by
//! slice in a software pipeline. The group's `flow` lists the timesteps (`-1` opens
//! timestep 0, `-2` timestep 1, ...) and the ops (by their `ginfo.id`) each runs; an op
//! of stage `s` works in iteration `i` on slice `i - s`. Each timestep is a parallel
//! section: its TIU and GDMA commands depend only on what came before it. `tpu.Load` and
//! `tpu.Store` move a slice between global memory and the local address of their
//! `ginfo` (a weight once, for the first slice: it stays in local memory); the other ops
//! generate through [`LocalGenInterface`](super::interface::LocalGenInterface).

use std::collections::HashMap;

use dialects::top::ops::WeightOp;
use dialects::tpu::ops::{GroupOp, LoadOp, StoreOp, YieldOp};
use ir::{OpId, Value};

use super::dma::{tensor_load_part, tensor_store_part, FORMAT_F16, FORMAT_F32, FORMAT_INT8};
use super::error::CodegenError;
use super::interface;
use super::layout::{LocalLayout, LocalTensor, Nchw, LMEM_BYTES, NPU_NUM};
use super::tiu::ArOperand;
use super::tpu_attrs::{layer_group_info, unsigned};
use super::GenCx;
use crate::weights::ElemType;
use dialects::tpu::ops::LayerGroupAttr;

/// Which slice of each dimension the current iteration works on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct SliceIndex {
    /// Index into the `n_idx`/`n_slice` lists.
    pub n: usize,
    /// Index into the `c_idx`/`c_slice` lists.
    pub c: usize,
    /// Index into the `h_idx`/`h_slice` lists.
    pub h: usize,
    /// Index into the `w_idx`/`w_slice` lists.
    pub w: usize,
}

/// What a local op sees of one slice: where each value of the group lives in local
/// memory and its shape in this slice.
pub struct SliceCx<'g> {
    infos: &'g HashMap<OpId, LayerGroupAttr>,
    index: SliceIndex,
    /// The group's `group_type` (how it views its tensors, [`group_view`]).
    group_type: i64,
}

/// TPU-MLIR's group type of small-channel groups (`GROUP_SMALL_C`).
const GROUP_SMALL_C: i64 = 2;

/// The 4-D view a group of type `group_type` takes of a global tensor of shape `t`
/// (TPU-MLIR's `getNCHW` with a group type, seen on its INT8 element-wise groups):
/// small-channel groups see `[n, c, h, w]` as `[n·c·h/64, 64, w, 1]` when `n·c·h` is a
/// multiple of 64, else as `[n·c, h, w, 1]`; other groups as it is.
pub fn group_view(t: Nchw, group_type: i64) -> Nchw {
    if group_type != GROUP_SMALL_C {
        return t;
    }
    let rows = t.n * t.c * t.h;
    if rows % NPU_NUM == 0 {
        Nchw::new(rows / NPU_NUM, NPU_NUM, t.w, 1)
    } else {
        Nchw::new(t.n * t.c, t.h, t.w, 1)
    }
}

/// Entry `i` of a `ginfo` slice list; a list of one entry (a weight's) serves every slice.
fn pick(list: &[i64], i: usize, what: &str) -> Result<u64, CodegenError> {
    let i = if list.len() == 1 { 0 } else { i };
    list.get(i)
        .copied()
        .and_then(|v| u64::try_from(v).ok())
        .ok_or_else(|| CodegenError::new(format!("`ginfo` has no {what} for slice {i}")))
}

impl SliceCx<'_> {
    fn info_of(&self, cx: &GenCx<'_>, v: Value) -> Result<&LayerGroupAttr, CodegenError> {
        let op = cx
            .arena
            .defining_op(v)
            .ok_or_else(|| CodegenError::new("a local op reads a value from outside its group"))?;
        self.infos
            .get(&op)
            .ok_or_else(|| CodegenError::at(cx.arena.op_loc(op), "op in a tpu.Group has no `ginfo`"))
    }

    /// The start of the slice in each dimension, for the op with `info`.
    fn start(&self, info: &LayerGroupAttr) -> Result<Nchw, CodegenError> {
        let i = self.index;
        Ok(Nchw::new(
            pick(&info.n_idx, i.n, "n_idx")?,
            pick(&info.c_idx, i.c, "c_idx")?,
            pick(&info.h_idx, i.h, "h_idx")?,
            pick(&info.w_idx, i.w, "w_idx")?,
        ))
    }

    /// The size of the slice in each dimension, for the op with `info`.
    fn size(&self, info: &LayerGroupAttr) -> Result<Nchw, CodegenError> {
        let i = self.index;
        Ok(Nchw::new(
            pick(&info.n_slice, i.n, "n_slice")?,
            pick(&info.c_slice, i.c, "c_slice")?,
            pick(&info.h_slice, i.h, "h_slice")?,
            pick(&info.w_slice, i.w, "w_slice")?,
        ))
    }

    /// Where the slice of the group value `v` starts in the whole tensor.
    pub fn start_of(&self, cx: &GenCx<'_>, v: Value) -> Result<Nchw, CodegenError> {
        self.start(self.info_of(cx, v)?)
    }

    /// Whether the group cuts the value `v` into several slices (of batches or rows).
    pub fn is_sliced(&self, cx: &GenCx<'_>, v: Value) -> Result<bool, CodegenError> {
        let info = self.info_of(cx, v)?;
        Ok(info.n_slice.len() > 1 || info.h_slice.len() > 1)
    }

    /// Where the group value `v` is in local memory in this slice.
    pub fn local(&self, cx: &GenCx<'_>, v: Value) -> Result<LocalTensor, CodegenError> {
        let info = self.info_of(cx, v)?;
        let t = LocalTensor {
            addr: unsigned(info.out_addr, "out_addr")?,
            shape: self.size(info)?,
            layout: if info.eu_align {
                LocalLayout::EuAligned
            } else {
                LocalLayout::Compact
            },
        };
        let elem_bytes = cx.info(v)?.elem.size() as u64;
        let bytes = t.shape.local_bytes(t.layout, elem_bytes);
        if t.addr + bytes > LMEM_BYTES {
            return Err(CodegenError::new(format!(
                "`ginfo` puts a {bytes} byte buffer at {:#x}, past the {LMEM_BYTES} bytes of local memory",
                t.addr
            )));
        }
        Ok(t)
    }

    /// The scratch buffer `ginfo` gives `op` (`buffer_addr`, `buffer_size`), checked to
    /// lie within local memory.
    pub fn buffer(&self, cx: &GenCx<'_>, op: OpId) -> Result<(u64, u64), CodegenError> {
        let info = self
            .infos
            .get(&op)
            .ok_or_else(|| CodegenError::at(cx.arena.op_loc(op), "op in a tpu.Group has no `ginfo`"))?;
        let addr = unsigned(info.buffer_addr, "buffer_addr")?;
        let size = unsigned(info.buffer_size, "buffer_size")?;
        if addr + size > LMEM_BYTES {
            return Err(CodegenError::new(format!(
                "`ginfo` puts a {size} byte buffer at {addr:#x}, past the {LMEM_BYTES} bytes of local memory"
            )));
        }
        Ok((addr, size))
    }

    /// `t` as an operand of an arithmetic command.
    pub fn ar_operand(&self, t: &LocalTensor) -> ArOperand {
        match t.layout {
            LocalLayout::EuAligned => ArOperand::aligned(t.addr),
            LocalLayout::Compact => ArOperand::strided(t.addr, t.shape.local_strides(LocalLayout::Compact, 4)),
        }
    }
}

/// The timesteps of a `flow`: op ids per timestep.
fn timesteps(flow: &[i64]) -> Result<Vec<Vec<i64>>, CodegenError> {
    let mut steps: Vec<Vec<i64>> = Vec::new();
    for &x in flow {
        if x < 0 {
            if x != -(steps.len() as i64) - 1 {
                return Err(CodegenError::new(format!("malformed group flow {flow:?}")));
            }
            steps.push(Vec::new());
        } else {
            steps
                .last_mut()
                .ok_or_else(|| CodegenError::new(format!("group flow {flow:?} does not start with a timestep")))?
                .push(x);
        }
    }
    Ok(steps)
}

/// Generates a layer group.
pub fn codegen_group(cx: &mut GenCx<'_>, group: GroupOp) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    let body: Vec<OpId> = super::ops_of(arena, group.op())
        .into_iter()
        .filter(|&op| YieldOp::cast(ctx, arena, op).is_none())
        .collect();
    let mut infos = HashMap::new();
    let mut by_id = HashMap::new();
    for &op in &body {
        let info = layer_group_info(ctx, arena, op)?;
        by_id.insert(info.id, op);
        infos.insert(op, info);
    }
    let flow = group.flow(ctx, arena).unwrap_or_default();
    let group_type = group.group_type(ctx, arena).unwrap_or(0);
    let steps = timesteps(&flow)?;
    let stages = group.swpipl_stage_num(ctx, arena).unwrap_or(1).max(1) as usize;
    if [group.dsecs(ctx, arena)].iter().any(|d| d.unwrap_or(1) != 1) {
        return Err(CodegenError::new(
            "'tpu.Group' op: slices along d are not supported yet",
        ));
    }
    // The slicing: the group's `nsecs`, `csecs`, `hsecs`, `wsecs`. Every op but a weight
    // load (which serves every slice) lists each slice.
    if body.is_empty() {
        return Err(CodegenError::new("'tpu.Group' op has an empty body"));
    }
    let secs = |v: Option<i64>, what: &str| {
        usize::try_from(v.unwrap_or(1))
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| CodegenError::new(format!("'tpu.Group' op: `{what}` is not a positive count")))
    };
    let counts = [
        secs(group.nsecs(ctx, arena), "nsecs")?,
        secs(group.csecs(ctx, arena), "csecs")?,
        secs(group.hsecs(ctx, arena), "hsecs")?,
        secs(group.wsecs(ctx, arena), "wsecs")?,
    ];
    for &op in &body {
        if loads_weight(cx, op) {
            continue;
        }
        let info = &infos[&op];
        let lists = [
            ("n_idx", &info.n_idx, counts[0]),
            ("n_slice", &info.n_slice, counts[0]),
            ("c_idx", &info.c_idx, counts[1]),
            ("c_slice", &info.c_slice, counts[1]),
            ("h_idx", &info.h_idx, counts[2]),
            ("h_slice", &info.h_slice, counts[2]),
            ("w_idx", &info.w_idx, counts[3]),
            ("w_slice", &info.w_slice, counts[3]),
        ];
        if let Some((what, list, n)) = lists.iter().find(|(_, list, n)| list.len() != *n) {
            return Err(CodegenError::at(
                arena.op_loc(op),
                format!("`ginfo` has no {what} for each of {n} slices ({} entries)", list.len()),
            ));
        }
    }
    let slices: Vec<SliceIndex> = (0..counts[0])
        .flat_map(|n| (0..counts[1]).map(move |c| (n, c)))
        .flat_map(|(n, c)| (0..counts[2]).map(move |h| (n, c, h)))
        .flat_map(|(n, c, h)| (0..counts[3]).map(move |w| SliceIndex { n, c, h, w }))
        .collect();
    for iter in 0..slices.len() + stages - 1 {
        for step in &steps {
            cx.parallel(|cx| {
                for id in step {
                    let op = *by_id.get(id).ok_or_else(|| {
                        CodegenError::new(format!("group flow names op {id}, which is not in the group"))
                    })?;
                    let stage = infos[&op].stage.max(0) as usize;
                    let Some(slice) = iter.checked_sub(stage).filter(|&s| s < slices.len()) else {
                        continue;
                    };
                    // Weights stay in local memory ("hold in lmem"): loaded for the first
                    // slice only.
                    if slice > 0 && loads_weight(cx, op) {
                        continue;
                    }
                    let scx = SliceCx {
                        infos: &infos,
                        index: slices[slice],
                        group_type,
                    };
                    codegen_local_op(cx, op, &scx).map_err(|e| e.or_at(arena.op_loc(op)))?;
                }
                Ok(())
            })?;
        }
    }
    Ok(())
}

/// Whether `op` is a `tpu.Load` of a `top.Weight`.
fn loads_weight(cx: &GenCx<'_>, op: OpId) -> bool {
    let (ctx, arena) = (cx.ctx, cx.arena);
    LoadOp::cast(ctx, arena, op)
        .and_then(|load| arena.defining_op(load.input(ctx, arena)))
        .is_some_and(|def| WeightOp::cast(ctx, arena, def).is_some())
}

/// The GDMA data format of a tensor that a `tpu.Load` or `tpu.Store` moves.
pub(crate) fn dma_format(elem: ElemType) -> Result<u8, CodegenError> {
    match elem {
        ElemType::F32 => Ok(FORMAT_F32),
        ElemType::F16 => Ok(FORMAT_F16),
        ElemType::BF16 => Ok(super::dma::FORMAT_BF16),
        ElemType::I8 | ElemType::U8 => Ok(FORMAT_INT8),
        other => Err(CodegenError::new(format!(
            "{} tensors in a layer group are not supported yet",
            other.mlir_name()
        ))),
    }
}

fn codegen_local_op(cx: &mut GenCx<'_>, op: OpId, slice: &SliceCx<'_>) -> Result<(), CodegenError> {
    let (ctx, arena) = (cx.ctx, cx.arena);
    if let Some(load) = LoadOp::cast(ctx, arena, op) {
        let src = cx.info(load.input(ctx, arena))?;
        let format = dma_format(src.elem)?;
        let info = &slice.infos[&op];
        let dst = slice.local(cx, load.output(ctx, arena))?;
        let at = slice.start(info)?;
        let folds = load.use_3ic_optimize(ctx, arena).unwrap_or(0);
        if folds != 0 {
            let lanes = crate::codegen::int8::conv::folded_lanes(cx, load.output(ctx, arena), folds)?;
            return crate::codegen::int8::conv::broadcast_load(cx, &src, at, &dst, lanes);
        }
        let whole = group_view(src.nchw(), slice.group_type);
        cx.push(&tensor_load_part(format, src.global_addr()?, whole, at, &dst)?)
    } else if let Some(store) = StoreOp::cast(ctx, arena, op) {
        let dst = cx.info(store.output(ctx, arena))?;
        let format = dma_format(dst.elem)?;
        let info = &slice.infos[&op];
        let src = slice.local(cx, store.input(ctx, arena))?;
        let at = slice.start(info)?;
        let whole = group_view(dst.nchw(), slice.group_type);
        cx.push(&tensor_store_part(format, &src, dst.global_addr()?, whole, at)?)
    } else {
        interface::codegen_local(cx, op, slice)
    }
}
