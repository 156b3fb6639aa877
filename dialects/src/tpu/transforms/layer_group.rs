//! `layer-group` for BM1684X (`backend-tpu/docs/layer-group.md`): a chain of ops that
//! can run in local memory becomes one `tpu.Group` holding loads of the chain's input
//! and weights, the ops, and the store of its result, scheduled over TPU-MLIR's
//! pipelined timesteps and given local buffers by TPU-MLIR's allocator.
//!
//! The chains rods groups are those TPU-MLIR was seen to group always:
//! * F32: a convolution (relu fused) whose only user is a max pooling, with one batch,
//!   at most 64 input and output channels and at most 64 rows and columns, the pooling
//!   not global;
//! * INT8: a cast to `i8`, the 8-bit convolution (merged coefficient) it feeds and the
//!   cast of the convolution's result, each the only user of the one before.
//!
//! The schedule follows `TimeStepMethod::layer_nearest_timestep_assignment` (loads one
//! timestep before the op that first reads them, the store after the last op) and
//! `SoftwarePipeline` (the last timestep's stores move to the second timestep, the
//! first timestep's loads to the last, three stages). TPU-MLIR then moves loads and
//! stores by the cycle counts of its closed backend; rods moves a store one timestep
//! later when the op of that timestep does not touch it, which is what TPU-MLIR did in
//! every group seen. Buffers live from the timestep that loads or makes them to the last
//! that reads or stores them (`gen_all_mem_buffer_ts`); the allocator places one buffer
//! per round, the one with the most bank conflicts and area first, each at the lowest
//! address free over its life that avoids the banks the operands of the same timestep
//! use (`LmemAllocator::assignLmemAddr`). One rule was seen but not found in the
//! sources: the scratch buffer of a convolution using a 3ic mode also keeps out of the
//! bytes of buffers live in the timesteps right before and after its own (in every
//! INT8 group swept, it sits after the group's input buffer though their lives do not
//! meet).
//!
//! Only one slice is made (`nsecs = hsecs = 1`): a chain whose buffers do not fit in
//! local memory at once stays global ops.

use ir::ods::values::{bool_attr, int_attr};
use ir::ods::{OpBuilder, OpState};
use ir::{Context, Diagnostic, IrArena, OpId, Type, Value};

use super::{block_of, model_module};
use crate::func::ops::FuncOp;
use crate::quant::storage_type;
use crate::top::ops::{NoneOp, WeightOp};
use crate::top::to_tpu::set_attrs;
use crate::tpu::ops::{CastOp, Conv2DOp, GroupOp, LayerGroupAttr, LoadOp, Pool2DOp, PoolMode, StoreOp, YieldOp};

/// Bytes of local memory per lane.
const LMEM: u64 = 256 * 1024;
/// Bytes of one bank.
const BANK: u64 = 16 * 1024;
/// Lanes.
const NPU: u64 = 64;
/// Bytes of one execution unit.
const EU_BYTES: u64 = 64;

/// A GDMA transfer of a timestep.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Mode {
    Load,
    Store,
}

/// One op of the chain: its operands (no `none`) and results.
#[derive(Clone, Debug)]
struct Node {
    op: OpId,
    operands: Vec<Value>,
    outputs: Vec<Value>,
}

/// A local buffer: of a value, or an op's scratch buffer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Key {
    Value(Value),
    Imm(usize),
}

/// A buffer with its life (`start..=end` timesteps, wrapping) and size.
#[derive(Clone, Debug)]
struct Buffer {
    key: Key,
    weight: bool,
    /// The scratch buffer of a 3ic convolution.
    wide: bool,
    start: usize,
    end: usize,
    size: u64,
}

/// TPU-MLIR's timestep table of a group.
#[derive(Clone, Debug, Default)]
struct Schedule {
    tiu: Vec<Vec<usize>>,
    gdma: Vec<Vec<(Value, Mode)>>,
}

impl Schedule {
    fn len(&self) -> usize {
        self.tiu.len()
    }

    fn push(&mut self, tiu: Vec<usize>, gdma: Vec<(Value, Mode)>) {
        self.tiu.push(tiu);
        self.gdma.push(gdma);
    }
}

/// `layer_nearest_timestep_assignment`: the input loads, then each op with the loads of
/// the next op's operands, then the store of the last op's results.
fn nearest(nodes: &[Node]) -> Schedule {
    let mut s = Schedule::default();
    let mut in_lmem: Vec<Value> = Vec::new();
    let count = nodes.len();
    for (i, node) in nodes.iter().enumerate() {
        if i == 0 {
            let mut loads = Vec::new();
            for &v in &node.operands {
                if !in_lmem.contains(&v) {
                    loads.push((v, Mode::Load));
                    in_lmem.push(v);
                }
            }
            if !loads.is_empty() {
                s.push(Vec::new(), loads);
            }
        }
        in_lmem.extend(node.outputs.iter().copied());
        let mut gdma = Vec::new();
        if let Some(next) = nodes.get(i + 1) {
            for &v in &next.operands {
                if !in_lmem.contains(&v) {
                    gdma.push((v, Mode::Load));
                    in_lmem.push(v);
                }
            }
        }
        s.push(vec![i], gdma);
        if i + 1 == count {
            s.push(Vec::new(), node.outputs.iter().map(|&v| (v, Mode::Store)).collect());
        }
    }
    s
}

/// `software_pipeline_schedule`: the stage of each transfer (first timestep 0, last 2,
/// others 1), the last timestep's transfers into the second, the first's into the last.
fn pipeline(nodes: &[Node], s: &mut Schedule) -> Vec<(Value, i64)> {
    let n = s.len();
    let mut stages: Vec<(Value, i64)> = Vec::new();
    for (i, row) in s.gdma.iter().enumerate() {
        for &(v, _) in row {
            let stage = if i == 0 {
                0
            } else if i == n - 1 {
                2
            } else {
                1
            };
            if !stages.iter().any(|(x, _)| *x == v) {
                stages.push((v, stage));
            }
        }
    }
    let touches = |ops: &[usize], v: Value, results_too: bool| {
        ops.iter()
            .any(|&o| nodes[o].operands.contains(&v) || (results_too && nodes[o].outputs.contains(&v)))
    };
    let first = s.gdma[0].clone();
    let last = s.gdma[n - 1].clone();
    s.tiu.pop();
    s.gdma.pop();
    let mut rest_last = Vec::new();
    for t in last {
        if touches(&s.tiu[1], t.0, true) {
            rest_last.push(t);
        } else {
            s.gdma[1].push(t);
        }
    }
    if rest_last.is_empty() {
        s.tiu.remove(0);
        s.gdma.remove(0);
    } else {
        s.gdma[0] = rest_last;
    }
    let l = s.len() - 1;
    let mut rest_first = Vec::new();
    for t in first {
        if touches(&s.tiu[l], t.0, false) {
            rest_first.push(t);
        } else {
            s.gdma[l].push(t);
        }
    }
    if !rest_first.is_empty() {
        s.push(Vec::new(), rest_first);
    }
    stages
}

/// rods' stand-in for `memory_aware_timestep_assignment` (see the module docs): a store
/// moves one timestep later when that timestep is before the one making the value and
/// its op does not touch the value.
fn move_stores(nodes: &[Node], s: &mut Schedule) {
    let n = s.len();
    let mut ts = 0;
    while ts + 1 < n {
        let stores: Vec<Value> = s.gdma[ts].iter().filter(|t| t.1 == Mode::Store).map(|t| t.0).collect();
        for v in stores {
            // `get_tensor_range_end`: the timestep before the one making it.
            let made = (ts..n).find(|&t| s.tiu[t].iter().any(|&o| nodes[o].outputs.contains(&v)));
            let range_end = made.map_or(n - 1, |t| t.saturating_sub(1).min(n - 1));
            let next = ts + 1;
            let touched = s.tiu[next]
                .iter()
                .any(|&o| nodes[o].operands.contains(&v) || nodes[o].outputs.contains(&v));
            if next <= range_end && made.is_some_and(|m| m > next) && !touched {
                s.gdma[ts].retain(|t| t.0 != v);
                s.gdma[next].push((v, Mode::Store));
            }
        }
        ts += 1;
    }
}

/// `gen_all_mem_buffer_ts`: each buffer's first and last timestep.
fn lives(nodes: &[Node], s: &Schedule, stages: &[(Value, i64)], weights: &[Value]) -> Vec<Buffer> {
    let mut bufs: Vec<Buffer> = Vec::new();
    let stage_of = |v: Value| stages.iter().find(|(x, _)| *x == v).map_or(1, |x| x.1);
    fn set(bufs: &mut Vec<Buffer>, key: Key, weight: bool, start: usize, end: usize) {
        match bufs.iter_mut().find(|b| b.key == key) {
            Some(b) => {
                b.start = start;
                b.end = end;
            }
            None => bufs.push(Buffer {
                key,
                weight,
                wide: false,
                start,
                end,
                size: 0,
            }),
        }
    }
    const OPEN: usize = usize::MAX;
    for stg in 0..3 {
        for ts in 0..s.len() {
            if stg == 1 {
                for &o in &s.tiu[ts] {
                    for &out in &nodes[o].outputs {
                        set(&mut bufs, Key::Value(out), false, ts, OPEN);
                    }
                    for &v in &nodes[o].operands {
                        if let Some(b) = bufs.iter_mut().find(|b| b.key == Key::Value(v)) {
                            b.end = ts;
                        }
                    }
                    set(&mut bufs, Key::Imm(o), false, ts, ts);
                }
            }
            for &(v, mode) in &s.gdma[ts] {
                if stage_of(v) != stg {
                    continue;
                }
                match mode {
                    Mode::Load => set(&mut bufs, Key::Value(v), weights.contains(&v), ts, OPEN),
                    Mode::Store => {
                        if let Some(b) = bufs.iter_mut().find(|b| b.key == Key::Value(v)) {
                            b.end = ts;
                        }
                    }
                }
            }
        }
    }
    for b in &mut bufs {
        if b.end == OPEN {
            b.end = b.start;
        }
    }
    bufs
}

/// Whether two wrapping lives share a timestep (`is_timestep_overlapped`).
fn overlap(a: &Buffer, b: &Buffer) -> bool {
    match (a.start <= a.end, b.start <= b.end) {
        (true, true) => !(a.start > b.end || b.start > a.end),
        (false, true) => b.start <= a.end || a.start <= b.end,
        (true, false) => a.start <= b.end || b.start <= a.end,
        (false, false) => true,
    }
}

fn area(b: &Buffer, n: usize) -> u64 {
    let steps = if b.start <= b.end {
        b.end - b.start + 1
    } else {
        b.end + 1 + n - b.start
    };
    steps as u64 * b.size
}

fn banks(addr: u64, size: u64) -> std::ops::RangeInclusive<u64> {
    addr / BANK..=(addr + size.max(1) - 1) / BANK
}

/// The allocator's view of a schedule.
struct Alloc<'a> {
    nodes: &'a [Node],
    s: &'a Schedule,
}

impl Alloc<'_> {
    fn npu_use(&self, b: &Buffer, ts: usize) -> bool {
        match b.key {
            Key::Imm(_) => true,
            Key::Value(v) => self.s.tiu[ts]
                .iter()
                .any(|&o| self.nodes[o].outputs.contains(&v) || self.nodes[o].operands.contains(&v)),
        }
    }

    fn gdma_use(&self, b: &Buffer, ts: usize) -> bool {
        match b.key {
            Key::Imm(_) => false,
            Key::Value(v) => self.s.gdma[ts].iter().any(|t| t.0 == v),
        }
    }

    fn related(&self, b: &Buffer, op: usize, ts: usize) -> bool {
        match b.key {
            Key::Imm(o) => o == op,
            Key::Value(v) if ts == b.start => self.nodes[op].outputs.contains(&v),
            Key::Value(v) => self.nodes[op].operands.contains(&v),
        }
    }

    /// `update_exclude_banks`: the banks of `r` that `b` must avoid.
    fn conflict_banks(&self, b: &Buffer, r: &Buffer, r_addr: u64) -> Vec<u64> {
        let n = self.s.len();
        let stop = (b.end + 1) % n;
        let mut ts = b.start;
        let mut first = true;
        while ts != stop || first {
            first = false;
            let npu = self.npu_use(b, ts);
            let gdma = self.gdma_use(b, ts);
            if npu || gdma {
                for &op in &self.s.tiu[ts] {
                    if npu && !self.related(b, op, ts) {
                        continue;
                    }
                    if self.related(r, op, ts) {
                        return banks(r_addr, r.size).collect();
                    }
                }
            }
            if npu && self.gdma_use(r, ts) {
                return banks(r_addr, r.size).collect();
            }
            ts = (ts + 1) % n;
        }
        Vec::new()
    }

    /// The NPU and GDMA conflict heaps of each timestep (`membuf_heap_create`).
    fn heaps(&self, bufs: &[Buffer]) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
        let mut npu = Vec::new();
        let mut gdma = Vec::new();
        for ts in 0..self.s.len() {
            if self.s.tiu[ts].is_empty() {
                npu.push(Vec::new());
                gdma.push(Vec::new());
                continue;
            }
            let find = |v: Value| bufs.iter().position(|b| b.key == Key::Value(v));
            let mut h = Vec::new();
            for &o in &self.s.tiu[ts] {
                for &v in self.nodes[o].operands.iter().chain(&self.nodes[o].outputs) {
                    if let Some(i) = find(v) {
                        if !h.contains(&i) {
                            h.push(i);
                        }
                    }
                }
            }
            npu.push(h);
            let mut h = Vec::new();
            for &(v, _) in &self.s.gdma[ts] {
                if let Some(i) = find(v) {
                    if !h.contains(&i) {
                        h.push(i);
                    }
                }
            }
            gdma.push(h);
        }
        (npu, gdma)
    }

    /// `assignLmemAddr` with one slice: every buffer's address, or `None` when they do
    /// not fit.
    fn assign(&self, bufs: &[Buffer]) -> Option<Vec<u64>> {
        let n = self.s.len();
        let (mut npu, mut gdma) = self.heaps(bufs);
        let mut left: Vec<usize> = (0..bufs.len()).collect();
        let mut addr = vec![0u64; bufs.len()];
        let mut avail: Vec<Vec<(u64, u64)>> = vec![vec![(0, LMEM)]; bufs.len()];
        let mut excluded: Vec<Vec<u64>> = vec![Vec::new(); bufs.len()];
        let mut recent: Option<usize> = None;
        while !left.is_empty() {
            let conflict = |i: usize| i32::from(npu.iter().chain(gdma.iter()).any(|h| h.contains(&i)));
            left.sort_by(|&a, &b| {
                conflict(b)
                    .cmp(&conflict(a))
                    .then(area(&bufs[b], n).cmp(&area(&bufs[a], n)))
                    .then(bufs[a].start.cmp(&bufs[b].start))
            });
            let (chosen, at) = match recent {
                None => {
                    if bufs[left[0]].size > LMEM {
                        return None;
                    }
                    (left[0], 0)
                }
                Some(r) => {
                    let (rb, ra) = (&bufs[r], addr[r]);
                    let mut best: Option<(usize, u64)> = None;
                    for &i in &left {
                        let b = &bufs[i];
                        excluded[i].extend(self.conflict_banks(b, rb, ra));
                        // A 3ic convolution's scratch buffer also keeps out of the
                        // buffers of the timesteps next to it (observed, see the docs).
                        let adjacent =
                            (b.wide || rb.wide) && ((b.end + 1) % n == rb.start || (rb.end + 1) % n == b.start);
                        if overlap(b, rb) || adjacent {
                            let end = (ra + rb.size).div_ceil(EU_BYTES) * EU_BYTES;
                            let mut blocks = Vec::new();
                            for &(s, e) in &avail[i] {
                                if e <= ra || s >= end {
                                    blocks.push((s, e));
                                } else {
                                    if s < ra {
                                        blocks.push((s, ra));
                                    }
                                    if e > end {
                                        blocks.push((end, e));
                                    }
                                }
                            }
                            avail[i] = blocks;
                        }
                        avail[i].retain(|&(s, e)| e - s >= b.size);
                        let &(first, _) = avail[i].first()?;
                        let free = avail[i].iter().find_map(|&(s, e)| {
                            // The first piece outside the excluded banks that fits.
                            let mut start = s;
                            while start < e {
                                let bank = start / BANK;
                                if excluded[i].contains(&bank) {
                                    start = (bank + 1) * BANK;
                                    continue;
                                }
                                let mut stop = start;
                                while stop < e && !excluded[i].contains(&(stop / BANK)) {
                                    stop = (stop / BANK + 1) * BANK;
                                }
                                let stop = stop.min(e);
                                if stop - start >= b.size {
                                    return Some(start);
                                }
                                start = stop;
                            }
                            None
                        });
                        let cand = free.unwrap_or(first);
                        if best.is_none_or(|(_, t)| cand < t) {
                            best = Some((i, cand));
                        }
                    }
                    best?
                }
            };
            addr[chosen] = at;
            left.retain(|&x| x != chosen);
            for ts in 0..npu.len() {
                npu[ts].retain(|&x| x != chosen);
                if npu[ts].is_empty() {
                    gdma[ts].clear();
                }
            }
            for ts in 0..gdma.len() {
                gdma[ts].retain(|&x| x != chosen);
                if npu[ts].len() == 1 && gdma[ts].is_empty() {
                    npu[ts].clear();
                }
            }
            recent = Some(chosen);
        }
        Some(addr)
    }
}

/// The shape and storage element bytes of a ranked tensor value.
fn dims(ctx: &Context, arena: &IrArena, v: Value) -> Option<(Vec<i64>, u64)> {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { shape, element, .. } => {
            let bits = match ctx.type_kind(storage_type(ctx, *element)) {
                ir::TypeKind::Integer { width, .. } => u64::from(*width),
                ir::TypeKind::Float(f) => u64::from(f.bit_width()),
                _ => return None,
            };
            (bits % 8 == 0 && bits > 0 && shape.len() == 4 && shape.iter().all(|&d| d > 0))
                .then(|| (shape.clone(), bits / 8))
        }
        _ => None,
    }
}

/// Bytes per lane of a value in local memory (`get_buffer_size`): activations are
/// EU-aligned per channel, weights are not.
fn lmem_bytes(shape: &[i64], bytes: u64, weight: bool) -> u64 {
    let [n, c, h, w] = [shape[0], shape[1], shape[2], shape[3]].map(|d| d as u64);
    let per_channel = if weight {
        h * w * bytes
    } else {
        let eu = EU_BYTES / bytes;
        (h * w).div_ceil(eu) * eu * bytes
    };
    n * c.div_ceil(NPU) * per_channel
}

/// An op's scratch buffer (`getBufferSize`, rounded up to 64 bytes): only 8-bit
/// convolutions with a merged coefficient have one here: the `i32` partial sums, and
/// for the 3ic modes the rearranged input with its index tables.
fn imm_bytes(ctx: &Context, arena: &IrArena, node: &Node) -> Option<u64> {
    let Some(conv) = Conv2DOp::cast(ctx, arena, node.op) else {
        return Some(0);
    };
    let input = conv.input(ctx, arena);
    let (in_shape, in_bytes) = dims(ctx, arena, input)?;
    let (out_shape, out_bytes) = dims(ctx, arena, conv.output(ctx, arena))?;
    if !conv.coeff_merged(ctx, arena).unwrap_or(false) {
        return Some(0);
    }
    let out_lmem = lmem_bytes(&out_shape, out_bytes, false);
    let mut size = out_lmem * 4 / out_bytes;
    let use_3ic = conv.use_3ic_optimize(ctx, arena).unwrap_or(0);
    let in_lmem = lmem_bytes(&in_shape, in_bytes, false);
    if use_3ic & 0x20 != 0 {
        size += in_lmem;
    }
    let kernel = conv.kernel_shape(ctx, arena)?;
    let (kh, kw) = (*kernel.first()? as u64, *kernel.get(1)? as u64);
    let eu = EU_BYTES / in_bytes;
    let (n, iw) = (in_shape[0] as u64, in_shape[3] as u64);
    let (oh, ow) = (out_shape[2] as u64, out_shape[3] as u64);
    let ih = in_shape[2] as u64;
    size += match use_3ic & 3 {
        1 => (oh * iw).div_ceil(eu) * eu * n * in_bytes + 128 + kh * in_bytes,
        2 => (ih * ow).div_ceil(eu) * eu * n * in_bytes + 128 + kw * in_bytes,
        3 => (oh * ow).div_ceil(eu) * eu * n * in_bytes + 128 + kh * kw * in_bytes,
        _ => 0,
    };
    Some(size.div_ceil(EU_BYTES) * EU_BYTES)
}

fn is_weight(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    arena
        .defining_op(v)
        .is_some_and(|d| WeightOp::cast(ctx, arena, d).is_some())
}

fn is_weight_or_none(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    WeightOp::cast(ctx, arena, op).is_some() || NoneOp::cast(ctx, arena, op).is_some()
}

/// The only user of `op`'s first result.
fn only_user(arena: &IrArena, op: OpId) -> Option<OpId> {
    let mut uses = arena.uses(arena.result(op, 0));
    let user = uses.next()?.op;
    uses.next().is_none().then_some(user)
}

/// An activation the chain can start from: not a weight or `none`.
fn is_activation(ctx: &Context, arena: &IrArena, v: Value) -> bool {
    arena.defining_op(v).is_none_or(|d| !is_weight_or_none(ctx, arena, d))
}

/// The chain starting at `op` that rods groups, if any (see the module docs).
fn chain(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Vec<OpId>> {
    if let Some(conv) = Conv2DOp::cast(ctx, arena, op) {
        // F32 conv -> max pool.
        let user = only_user(arena, op)?;
        let pool = Pool2DOp::cast(ctx, arena, user)?;
        if pool.pool_mode(ctx, arena) != Some(PoolMode::Max) || pool.is_adaptive(ctx, arena).unwrap_or(false) {
            return None;
        }
        let (input, weight, bias) = (conv.input(ctx, arena), conv.filter(ctx, arena), conv.bias(ctx, arena));
        if !is_weight(ctx, arena, weight) || !is_weight(ctx, arena, bias) || !is_activation(ctx, arena, input) {
            return None;
        }
        let f32 = |v: Value| dims(ctx, arena, v).is_some_and(|(_, b)| b == 4);
        let ((is, _), (os, _), (ps, _)) = (
            dims(ctx, arena, input)?,
            dims(ctx, arena, conv.output(ctx, arena))?,
            dims(ctx, arena, pool.output(ctx, arena))?,
        );
        if !f32(input) || !f32(weight) {
            return None;
        }
        let global_pool = ps[2] == 1 && ps[3] == 1 && pool.kernel_shape(ctx, arena).as_deref() == Some(&os[2..4]);
        let small = is[0] == 1 && is[1] <= 64 && os[1] <= 64 && is[2] <= 64 && is[3] <= 64;
        if !small || global_pool || conv.group(ctx, arena).unwrap_or(1) != 1 {
            return None;
        }
        return Some(vec![op, user]);
    }
    if let Some(cast) = CastOp::cast(ctx, arena, op) {
        // INT8: cast -> 8-bit conv -> cast.
        if !is_activation(ctx, arena, cast.input(ctx, arena)) {
            return None;
        }
        let conv_op = only_user(arena, op)?;
        let conv = Conv2DOp::cast(ctx, arena, conv_op)?;
        if conv.input(ctx, arena) != arena.result(op, 0)
            || !conv.coeff_merged(ctx, arena).unwrap_or(false)
            || !is_weight(ctx, arena, conv.filter(ctx, arena))
            || conv.group(ctx, arena).unwrap_or(1) != 1
        {
            return None;
        }
        let last = only_user(arena, conv_op)?;
        CastOp::cast(ctx, arena, last)?;
        return Some(vec![op, conv_op, last]);
    }
    None
}

fn err(arena: &IrArena, op: OpId, m: impl Into<String>) -> Diagnostic {
    Diagnostic::error(
        ir::DiagLoc::Attr(arena.op_loc(op)),
        format!("layer-group: {}", m.into()),
    )
}

fn loc_name(ctx: &Context, arena: &IrArena, v: Value) -> String {
    match v {
        Value::Arg { index, .. } => index.to_string(),
        _ => arena
            .defining_op(v)
            .and_then(|d| crate::common::loc_name(ctx, arena.op_loc(d)))
            .unwrap_or_default(),
    }
}

/// One slice's `ginfo`.
struct Info {
    addr: u64,
    size: u64,
    buffer: (u64, u64),
    eu_align: bool,
    shape: Vec<i64>,
    id: i64,
    stage: i64,
}

impl Info {
    fn attr(&self) -> LayerGroupAttr {
        let dim = |i: usize| self.shape.get(i).copied().unwrap_or(1);
        LayerGroupAttr {
            out_addr: self.addr as i64,
            out_size: self.size as i64,
            buffer_addr: self.buffer.0 as i64,
            buffer_size: self.buffer.1 as i64,
            eu_align: self.eu_align,
            can_merge: false,
            in_hslice_offset: Vec::new(),
            n_idx: vec![0],
            n_slice: vec![dim(0)],
            c_idx: vec![0],
            c_slice: vec![dim(1)],
            d_idx: vec![0],
            d_slice: vec![1],
            h_idx: vec![0],
            h_slice: vec![dim(2)],
            w_idx: vec![0],
            w_slice: vec![dim(3)],
            id: self.id,
            stage: self.stage,
            slice_idx: 0,
            group_type: 0,
        }
    }
}

/// Schedules and places the chain `ops`, then builds its group; leaves the ops alone
/// when their buffers do not fit in local memory.
fn group(ctx: &Context, arena: &mut IrArena, ops: &[OpId]) -> Result<(), Diagnostic> {
    let (Some(&first), Some(&last)) = (ops.first(), ops.last()) else {
        return Ok(());
    };
    let is_none = |arena: &IrArena, v: Value| {
        arena
            .defining_op(v)
            .is_some_and(|d| NoneOp::cast(ctx, arena, d).is_some())
    };
    let nodes: Vec<Node> = ops
        .iter()
        .map(|&op| Node {
            op,
            operands: arena
                .operands(op)
                .collect::<Vec<_>>()
                .into_iter()
                .filter(|&v| !is_none(arena, v))
                .collect(),
            outputs: (0..arena.num_results(op)).map(|i| arena.result(op, i)).collect(),
        })
        .collect();
    let weights: Vec<Value> = nodes
        .iter()
        .flat_map(|n| n.operands.iter().copied())
        .filter(|&v| is_weight(ctx, arena, v))
        .collect();
    let order = nearest(&nodes);
    let mut s = order.clone();
    let stages = pipeline(&nodes, &mut s);
    move_stores(&nodes, &mut s);
    let mut bufs = lives(&nodes, &s, &stages, &weights);
    for b in &mut bufs {
        b.size = match b.key {
            Key::Value(v) => {
                let (shape, bytes) =
                    dims(ctx, arena, v).ok_or_else(|| err(arena, first, "a 4-D tensor with a static shape"))?;
                lmem_bytes(&shape, bytes, b.weight)
            }
            Key::Imm(o) => {
                b.wide = Conv2DOp::cast(ctx, arena, nodes[o].op)
                    .is_some_and(|c| c.use_3ic_optimize(ctx, arena).unwrap_or(0) & 3 != 0);
                imm_bytes(ctx, arena, &nodes[o])
                    .ok_or_else(|| err(arena, nodes[o].op, "a 4-D tensor with a static shape"))?
            }
        };
    }
    bufs.retain(|b| b.size > 0);
    // TPU-MLIR's map order: activations, weights, scratch buffers.
    let rank = |b: &Buffer| match b.key {
        Key::Imm(_) => 2,
        Key::Value(_) if b.weight => 1,
        Key::Value(_) => 0,
    };
    bufs.sort_by_key(rank);
    if bufs.iter().map(|b| b.size).sum::<u64>() > LMEM {
        return Ok(());
    }
    let Some(addrs) = (Alloc { nodes: &nodes, s: &s }).assign(&bufs) else {
        return Ok(());
    };
    let place = |key: Key| {
        bufs.iter()
            .position(|b| b.key == key)
            .map_or((0, 0), |i| (addrs[i], bufs[i].size))
    };
    let stage_of = |v: Value| stages.iter().find(|(x, _)| *x == v).map_or(1, |x| x.1);
    let block = arena
        .op_parent(first)
        .ok_or_else(|| err(arena, first, "an op outside a block"))?;
    // `none` for the store, at the front of the function.
    let none = match arena.block_ops(block).find(|&o| NoneOp::cast(ctx, arena, o).is_some()) {
        Some(o) => arena.result(o, 0),
        None => {
            let mut state = OpState::new();
            state.results(&[ctx.none_type()]);
            let mut b = OpBuilder::new(ctx, arena).with_loc(ctx.unknown_loc());
            let op = ir::ods::build::create(&mut b, NoneOp::schema(), state).map_err(|e| err(arena, first, e.0))?;
            let front = arena
                .first_op(block)
                .ok_or_else(|| err(arena, first, "empty function"))?;
            arena.insert_op_before(op, front);
            arena.result(op, 0)
        }
    };
    let last_loc = arena.op_loc(last);
    let result = arena.result(last, 0);
    let result_ty = arena.value_type(result);
    // The group, where the last op is (after the weights the ops read).
    let loads: Vec<Value> = order
        .gdma
        .iter()
        .flatten()
        .filter(|t| t.1 == Mode::Load)
        .map(|t| t.0)
        .collect();
    let external: Vec<Value> = loads.iter().copied().filter(|&v| !weights.contains(&v)).collect();
    let mut state = OpState::new();
    state.operands(&external);
    state.results(&[result_ty]);
    state.regions(1);
    let mut b = OpBuilder::new(ctx, arena).with_loc(last_loc);
    let g = ir::ods::build::create(&mut b, GroupOp::schema(), state).map_err(|e| err(arena, first, e.0))?;
    // Ids: loads, ops, store.
    let op_id = |i: usize| (loads.len() + i) as i64;
    let store_id = (loads.len() + nodes.len()) as i64;
    let id_of = |v: Value, mode: Mode| match mode {
        Mode::Load => loads.iter().position(|&x| x == v).map_or(0, |p| p as i64),
        Mode::Store => store_id,
    };
    let mut flow = Vec::new();
    for ts in 0..s.len() {
        flow.push(-(ts as i64) - 1);
        flow.extend(s.tiu[ts].iter().map(|&o| op_id(o)));
        flow.extend(s.gdma[ts].iter().map(|&(v, m)| id_of(v, m)));
    }
    let i64a = |v: i64| int_attr(ctx, v, "i64").unwrap_or_else(|_| ctx.unit_attr());
    let flow = ir::ods::values::int_array(ctx, &flow, "i64").map_err(|e| err(arena, first, e.0))?;
    let empty = ir::ods::values::int_array(ctx, &[], "i64").map_err(|e| err(arena, first, e.0))?;
    set_attrs(
        ctx,
        arena,
        g,
        &[
            ("core_slice_ncdhw", empty),
            ("csecs", i64a(1)),
            ("dsecs", i64a(1)),
            ("flow", flow),
            ("group_type", i64a(0)),
            ("hsecs", i64a(1)),
            ("nsecs", i64a(1)),
            ("other_down_overlap_op", empty),
            ("other_up_overlap_op", empty),
            ("run_core_id", empty),
            ("self_down_overlap_op", empty),
            ("self_up_overlap_op", empty),
            ("support_compress", bool_attr(ctx, true)),
            ("swpipl_stage_num", i64a(3)),
            ("wsecs", i64a(1)),
        ],
    );
    arena.insert_op_before(g, last);
    let body = arena.create_block(&[]);
    let region = arena.regions(g)[0];
    arena.append_block(region, body);
    // Loads.
    let mut loaded: Vec<(Value, Value)> = Vec::new();
    for (id, &v) in loads.iter().enumerate() {
        let weight = weights.contains(&v);
        let ty: Type = arena.value_type(v);
        let plain = match ctx.type_kind(ty) {
            ir::TypeKind::RankedTensor { shape, element, .. } => ctx.get_type(ir::TypeKind::RankedTensor {
                shape: shape.clone(),
                element: *element,
                encoding: None,
            }),
            _ => ty,
        };
        let mut state = OpState::new();
        state.operands(&[v]);
        state.results(&[plain]);
        let loc = ctx.name_loc(format!("load_{}", loc_name(ctx, arena, v)).as_bytes(), None);
        let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
        let op = ir::ods::build::create(&mut b, LoadOp::schema(), state)
            .map_err(|e| Diagnostic::error(ir::DiagLoc::Attr(loc), e.0))?;
        let (addr, size) = place(Key::Value(v));
        let info = Info {
            addr,
            size,
            buffer: (0, 0),
            eu_align: !weight,
            shape: dims(ctx, arena, v).map(|d| d.0).unwrap_or_default(),
            id: id as i64,
            stage: stage_of(v),
        };
        set_attrs(
            ctx,
            arena,
            op,
            &[
                ("ginfo", info.attr().get(ctx)),
                ("lmem_type", i64a(if weight { 0 } else { 1 })),
            ],
        );
        arena.append_op(body, op);
        loaded.push((v, arena.result(op, 0)));
    }
    // The ops move in and read the loaded values.
    let mut last_info = None;
    for (i, node) in nodes.iter().enumerate() {
        arena.move_op_to_end(node.op, body);
        for (k, v) in arena.operands(node.op).collect::<Vec<_>>().into_iter().enumerate() {
            if let Some(&(_, l)) = loaded.iter().find(|(x, _)| *x == v) {
                arena.set_operand(
                    ir::Use {
                        op: node.op,
                        operand: k as u32,
                    },
                    l,
                );
            }
        }
        let out = node
            .outputs
            .first()
            .copied()
            .ok_or_else(|| err(arena, node.op, "an op without results"))?;
        let (addr, size) = place(Key::Value(out));
        let info = Info {
            addr,
            size,
            buffer: place(Key::Imm(i)),
            eu_align: true,
            shape: dims(ctx, arena, out).map(|d| d.0).unwrap_or_default(),
            id: op_id(i),
            stage: 1,
        };
        set_attrs(ctx, arena, node.op, &[("ginfo", info.attr().get(ctx))]);
        last_info = Some(info);
    }
    // The store and the yield.
    let mut state = OpState::new();
    state.operands(&[result, none]);
    state.results(&[result_ty]);
    let mut b = OpBuilder::new(ctx, arena).with_loc(last_loc);
    let store = ir::ods::build::create(&mut b, StoreOp::schema(), state).map_err(|e| err(arena, last, e.0))?;
    let store_info = last_info
        .map(|i| Info {
            id: store_id,
            stage: 2,
            buffer: (0, 0),
            ..i
        })
        .ok_or_else(|| err(arena, last, "an empty chain"))?;
    set_attrs(
        ctx,
        arena,
        store,
        &[
            ("ginfo", store_info.attr().get(ctx)),
            ("support_compress", bool_attr(ctx, true)),
        ],
    );
    arena.append_op(body, store);
    let stored = arena.result(store, 0);
    let mut state = OpState::new();
    state.operands(&[stored]);
    let mut b = OpBuilder::new(ctx, arena).with_loc(last_loc);
    let y = ir::ods::build::create(&mut b, YieldOp::schema(), state).map_err(|e| err(arena, last, e.0))?;
    arena.append_op(body, y);
    // Users outside read the group's result.
    let group_result = arena.result(g, 0);
    let outside: Vec<ir::Use> = arena.uses(result).filter(|u| u.op != store).collect();
    for u in outside {
        arena.set_operand(u, group_result);
    }
    Ok(())
}

/// Runs the pass on `module`.
pub fn run(ctx: &Context, arena: &mut IrArena, module: OpId) -> Result<(), Diagnostic> {
    let Some(body) = block_of(arena, model_module(ctx, arena, module)) else {
        return Ok(());
    };
    let funcs: Vec<OpId> = arena
        .block_ops(body)
        .filter(|&f| FuncOp::cast(ctx, arena, f).is_some())
        .collect();
    for f in funcs {
        let name = ir::ods::access::inherent(ctx, arena, f, "sym_name").and_then(|a| ir::ods::values::as_str(ctx, a));
        if name.as_deref() == Some("main") {
            continue;
        }
        let Some(block) = block_of(arena, f) else { continue };
        let ops: Vec<OpId> = arena.block_ops(block).collect();
        for op in ops {
            if arena.op_parent(op) != Some(block) {
                continue;
            }
            if let Some(c) = chain(ctx, arena, op) {
                group(ctx, arena, &c)?;
            }
        }
    }
    Ok(())
}
