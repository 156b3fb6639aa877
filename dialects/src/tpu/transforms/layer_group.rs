//! `layer-group` for BM1684X, F32 (`backend-tpu/docs/layer-group.md`): a convolution
//! (relu fused) whose only user is a max pooling becomes one `tpu.Group` that keeps the
//! input, weights and intermediate results in local memory: loads of the input, weight
//! and bias, the two ops, the store of the pooled result, run over TPU-MLIR's two
//! pipelined timesteps (`flow = [-1, 3, 5, -2, 4, 0, 1, 2]`, three stages).
//!
//! Each op's `ginfo` gets its local buffer from TPU-MLIR's local-memory allocator: the
//! buffers are placed one per round, the one with the most bank conflicts and area
//! first, each at the lowest address free over its life that avoids the banks the
//! operands of the same timestep use.
//!
//! Whether TPU-MLIR groups comes from its closed backend's cycle model; rods groups the
//! shapes TPU-MLIR was seen to group always (one batch, at most 64 input and output
//! channels, at most 64 rows and columns, a bias, max pooling that is not global), in
//! one slice. Other chains stay global ops.

use ir::ods::values::{bool_attr, int_attr};
use ir::ods::{OpBuilder, OpState};
use ir::{Context, Diagnostic, IrArena, OpId, Type, Value};

use super::{block_of, model_module};
use crate::func::ops::FuncOp;
use crate::top::ops::{NoneOp, WeightOp};
use crate::top::to_tpu::set_attrs;
use crate::tpu::ops::{Conv2DOp, GroupOp, LayerGroupAttr, LoadOp, Pool2DOp, PoolMode, StoreOp, YieldOp};

/// Bytes of local memory per lane.
const LMEM: u64 = 256 * 1024;
/// Bytes of one bank.
const BANK: u64 = 16 * 1024;
/// Lanes.
const NPU: u64 = 64;

/// The five local buffers of a conv -> pool group.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Buf {
    Weight,
    Bias,
    Input,
    Conv,
    Pool,
}

/// Timesteps: 0 runs the conv (TIU) and stores the pooled result (GDMA); 1 runs the
/// pool (TIU) and loads input, weight and bias (GDMA).
impl Buf {
    const ALL: [Buf; 5] = [Buf::Weight, Buf::Bias, Buf::Input, Buf::Conv, Buf::Pool];

    fn start(self) -> usize {
        if self == Buf::Conv {
            0
        } else {
            1
        }
    }

    /// Whether the buffer is an operand or the result of the TIU op of `ts`.
    fn npu(self, ts: usize) -> bool {
        match ts {
            0 => matches!(self, Buf::Input | Buf::Weight | Buf::Bias | Buf::Conv),
            _ => matches!(self, Buf::Conv | Buf::Pool),
        }
    }

    /// Whether the buffer is loaded or stored in `ts`.
    fn gdma(self, ts: usize) -> bool {
        match ts {
            0 => self == Buf::Pool,
            _ => matches!(self, Buf::Input | Buf::Weight | Buf::Bias),
        }
    }

    /// Whether the TIU op of `ts` makes the buffer (in its first timestep) or uses it.
    fn related(self, ts: usize) -> bool {
        if ts == self.start() {
            // Made by the TIU op: the conv result in 0, the pool result in 1.
            matches!((self, ts), (Buf::Conv, 0) | (Buf::Pool, 1))
        } else {
            // Used by the TIU op: the conv's operands in 0, the conv result in 1.
            match ts {
                0 => matches!(self, Buf::Input | Buf::Weight | Buf::Bias),
                _ => self == Buf::Conv,
            }
        }
    }
}

fn bank_conflict(b: Buf, r: Buf) -> bool {
    for k in 0..2 {
        let ts = (b.start() + k) % 2;
        let (npu, gdma) = (b.npu(ts), b.gdma(ts));
        if npu || gdma {
            // An op the buffer does not take part in as a TIU operand is skipped.
            if (!npu || b.related(ts)) && r.related(ts) {
                return true;
            }
            if npu && r.gdma(ts) {
                return true;
            }
        }
    }
    false
}

fn banks(addr: u64, size: u64) -> std::ops::RangeInclusive<u64> {
    addr / BANK..=(addr + size.max(1) - 1) / BANK
}

/// TPU-MLIR's allocation of the five buffers (`sizes` in `Buf::ALL` order): their
/// addresses, or `None` when they do not fit.
fn allocate(sizes: [u64; 5]) -> Option<[u64; 5]> {
    let size = |b: Buf| sizes[Buf::ALL.iter().position(|&x| x == b).unwrap_or(0)];
    let mut npu: [Vec<Buf>; 2] = [
        vec![Buf::Input, Buf::Weight, Buf::Bias, Buf::Conv],
        vec![Buf::Conv, Buf::Pool],
    ];
    let mut gdma: [Vec<Buf>; 2] = [vec![Buf::Pool], vec![Buf::Input, Buf::Weight, Buf::Bias]];
    let mut left: Vec<Buf> = Buf::ALL.to_vec();
    let mut avail: Vec<Vec<(u64, u64)>> = vec![vec![(0, LMEM)]; 5];
    let mut excluded: Vec<Vec<u64>> = vec![Vec::new(); 5];
    let mut addr = [0u64; 5];
    let index = |b: Buf| Buf::ALL.iter().position(|&x| x == b).unwrap_or(0);
    let mut recent: Option<Buf> = None;
    while !left.is_empty() {
        let conflict = |b: &Buf| i32::from(npu.iter().chain(gdma.iter()).any(|h| h.contains(b)));
        left.sort_by(|a, b| {
            conflict(b)
                .cmp(&conflict(a))
                .then((2 * size(*b)).cmp(&(2 * size(*a))))
                .then(a.start().cmp(&b.start()))
        });
        let chosen = match recent {
            None => (left[0], 0),
            Some(r) => {
                let ra = addr[index(r)];
                let mut best: Option<(Buf, u64)> = None;
                for &b in &left {
                    let i = index(b);
                    if bank_conflict(b, r) {
                        excluded[i].extend(banks(ra, size(r)));
                    }
                    let end = (ra + size(r)).div_ceil(64) * 64;
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
                    blocks.retain(|&(s, e)| e - s >= size(b));
                    if blocks.is_empty() {
                        return None;
                    }
                    avail[i] = blocks;
                    let free_of_banks = avail[i].iter().find_map(|&(s, e)| {
                        // The first piece of the block outside the excluded banks that fits.
                        let mut start = s;
                        while start < e {
                            let bank = start / BANK;
                            if excluded[i].contains(&bank) {
                                start = (bank + 1) * BANK;
                                continue;
                            }
                            let mut stop = start;
                            while stop < e && !excluded[i].contains(&(stop / BANK)) {
                                stop = ((stop / BANK) + 1) * BANK;
                            }
                            let stop = stop.min(e);
                            if stop - start >= size(b) {
                                return Some(start);
                            }
                            start = stop;
                        }
                        None
                    });
                    let cand = free_of_banks.unwrap_or(avail[i][0].0);
                    if best.is_none_or(|(_, t)| cand < t) {
                        best = Some((b, cand));
                    }
                }
                best?
            }
        };
        let (b, at) = chosen;
        addr[index(b)] = at;
        left.retain(|&x| x != b);
        for ts in 0..2 {
            npu[ts].retain(|&x| x != b);
            if npu[ts].is_empty() {
                gdma[ts].clear();
            }
        }
        for ts in 0..2 {
            gdma[ts].retain(|&x| x != b);
            if npu[ts].len() == 1 && gdma[ts].is_empty() {
                npu[ts].clear();
            }
        }
        recent = Some(b);
    }
    Some(addr)
}

fn dims(ctx: &Context, arena: &IrArena, v: Value) -> Option<Vec<i64>> {
    match ctx.type_kind(arena.value_type(v)) {
        ir::TypeKind::RankedTensor { shape, element, .. }
            if matches!(ctx.type_kind(*element), ir::TypeKind::Float(ir::float::FloatKind::F32)) =>
        {
            Some(shape.clone())
        }
        _ => None,
    }
}

/// Bytes per lane of an EU-aligned f32 activation.
fn act(n: i64, c: i64, h: i64, w: i64) -> u64 {
    let lanes = (c.max(0) as u64).div_ceil(NPU);
    n.max(0) as u64 * lanes * ((h * w).max(0) as u64).div_ceil(16) * 16 * 4
}

/// The chain to group, if `conv` starts one rods groups.
struct Chain {
    conv: OpId,
    pool: OpId,
    input: Value,
    weight: Value,
    bias: Value,
    input_dims: Vec<i64>,
    conv_dims: Vec<i64>,
    pool_dims: Vec<i64>,
    weight_dims: Vec<i64>,
}

fn chain(ctx: &Context, arena: &IrArena, op: OpId) -> Option<Chain> {
    let conv = Conv2DOp::cast(ctx, arena, op)?;
    let out = conv.output(ctx, arena);
    let mut uses = arena.uses(out);
    let user = uses.next()?.op;
    if uses.next().is_some() {
        return None;
    }
    let pool = Pool2DOp::cast(ctx, arena, user)?;
    if pool.pool_mode(ctx, arena) != Some(PoolMode::Max) || pool.is_adaptive(ctx, arena).unwrap_or(false) {
        return None;
    }
    let (input, weight, bias) = (conv.input(ctx, arena), conv.filter(ctx, arena), conv.bias(ctx, arena));
    let is_weight = |v: Value| {
        arena
            .defining_op(v)
            .is_some_and(|d| WeightOp::cast(ctx, arena, d).is_some())
    };
    if !is_weight(weight)
        || !is_weight(bias)
        || arena
            .defining_op(input)
            .is_some_and(|d| is_weight_or_none(ctx, arena, d))
    {
        return None;
    }
    let input_dims = dims(ctx, arena, input)?;
    let conv_dims = dims(ctx, arena, out)?;
    let pool_dims = dims(ctx, arena, pool.output(ctx, arena))?;
    let weight_dims = dims(ctx, arena, weight)?;
    let ([n, c, h, w], [_, oc, oh, ow], [_, _, ph, pw]) = (&input_dims[..], &conv_dims[..], &pool_dims[..]) else {
        return None;
    };
    let global_pool = *ph == 1 && *pw == 1 && pool.kernel_shape(ctx, arena).as_deref() == Some(&[*oh, *ow][..]);
    let small = *n == 1 && *c <= 64 && *oc <= 64 && *h <= 64 && *w <= 64;
    if !small || global_pool || conv.group(ctx, arena).unwrap_or(1) != 1 || weight_dims.len() != 4 {
        return None;
    }
    Some(Chain {
        conv: op,
        pool: user,
        input,
        weight,
        bias,
        input_dims,
        conv_dims,
        pool_dims,
        weight_dims,
    })
}

fn is_weight_or_none(ctx: &Context, arena: &IrArena, op: OpId) -> bool {
    WeightOp::cast(ctx, arena, op).is_some() || NoneOp::cast(ctx, arena, op).is_some()
}

/// One slice's `ginfo`.
fn ginfo(out_addr: u64, out_size: u64, eu_align: bool, nchw: [i64; 4], id: i64, stage: i64) -> LayerGroupAttr {
    LayerGroupAttr {
        out_addr: out_addr as i64,
        out_size: out_size as i64,
        buffer_addr: 0,
        buffer_size: 0,
        eu_align,
        can_merge: false,
        in_hslice_offset: Vec::new(),
        n_idx: vec![0],
        n_slice: vec![nchw[0]],
        c_idx: vec![0],
        c_slice: vec![nchw[1]],
        d_idx: vec![0],
        d_slice: vec![1],
        h_idx: vec![0],
        h_slice: vec![nchw[2]],
        w_idx: vec![0],
        w_slice: vec![nchw[3]],
        id,
        stage,
        slice_idx: 0,
        group_type: 0,
    }
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

/// Builds the group of `c`.
fn group(ctx: &Context, arena: &mut IrArena, c: Chain) -> Result<(), Diagnostic> {
    let [n, ic, h, w] = <[i64; 4]>::try_from(&c.input_dims[..]).map_err(|_| err(arena, c.conv, "4-D input"))?;
    let [_, oc, oh, ow] = <[i64; 4]>::try_from(&c.conv_dims[..]).map_err(|_| err(arena, c.conv, "4-D output"))?;
    let [_, _, ph, pw] = <[i64; 4]>::try_from(&c.pool_dims[..]).map_err(|_| err(arena, c.pool, "4-D output"))?;
    let wd = &c.weight_dims;
    let ocl = (oc.max(0) as u64).div_ceil(NPU);
    let sizes = [
        ocl * (wd[2] * wd[3]) as u64 * 4,
        ocl * 4,
        act(n, ic, h, w),
        act(n, oc, oh, ow),
        act(n, oc, ph, pw),
    ];
    let Some(addr) = allocate(sizes) else { return Ok(()) };
    let block = arena
        .op_parent(c.conv)
        .ok_or_else(|| err(arena, c.conv, "conv outside a block"))?;
    // `none` for the store, at the front of the function.
    let none = match arena.block_ops(block).find(|&o| NoneOp::cast(ctx, arena, o).is_some()) {
        Some(o) => arena.result(o, 0),
        None => {
            let mut state = OpState::new();
            state.results(&[ctx.none_type()]);
            let loc = ctx.unknown_loc();
            let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
            let op = ir::ods::build::create(&mut b, NoneOp::schema(), state).map_err(|e| err(arena, c.conv, e.0))?;
            let first = arena
                .first_op(block)
                .ok_or_else(|| err(arena, c.conv, "empty function"))?;
            arena.insert_op_before(op, first);
            arena.result(op, 0)
        }
    };
    let pool_loc = arena.op_loc(c.pool);
    let pool_value = arena.result(c.pool, 0);
    let pool_ty = arena.value_type(pool_value);
    // The group, before the conv.
    let mut state = OpState::new();
    state.operands(&[c.input]);
    state.results(&[pool_ty]);
    state.regions(1);
    let mut b = OpBuilder::new(ctx, arena).with_loc(pool_loc);
    let g = ir::ods::build::create(&mut b, GroupOp::schema(), state).map_err(|e| err(arena, c.conv, e.0))?;
    let i64a = |v: i64| int_attr(ctx, v, "i64").unwrap_or_else(|_| ctx.unit_attr());
    let flow =
        ir::ods::values::int_array(ctx, &[-1, 3, 5, -2, 4, 0, 1, 2], "i64").map_err(|e| err(arena, c.conv, e.0))?;
    let empty = ir::ods::values::int_array(ctx, &[], "i64").map_err(|e| err(arena, c.conv, e.0))?;
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
    arena.insert_op_before(g, c.conv);
    let body = arena.create_block(&[]);
    let region = arena.regions(g)[0];
    arena.append_block(region, body);
    let plain = |arena: &IrArena, v: Value| -> Type { arena.value_type(v) };
    // Loads.
    let load = |arena: &mut IrArena,
                v: Value,
                name: String,
                info: LayerGroupAttr,
                lmem_type: i64|
     -> Result<Value, Diagnostic> {
        let ty = plain(arena, v);
        let mut state = OpState::new();
        state.operands(&[v]);
        state.results(&[ty]);
        let loc = ctx.name_loc(name.as_bytes(), None);
        let mut b = OpBuilder::new(ctx, arena).with_loc(loc);
        let op = ir::ods::build::create(&mut b, LoadOp::schema(), state)
            .map_err(|e| Diagnostic::error(ir::DiagLoc::Attr(loc), e.0))?;
        let ginfo = info.get(ctx);
        set_attrs(
            ctx,
            arena,
            op,
            &[
                ("ginfo", ginfo),
                ("lmem_type", int_attr(ctx, lmem_type, "i64").unwrap_or(ginfo)),
            ],
        );
        arena.append_op(body, op);
        Ok(arena.result(op, 0))
    };
    let [a_w, a_b, a_in, a_conv, a_pool] = addr;
    let in_name = format!("load_{}", loc_name(ctx, arena, c.input));
    let l_in = load(
        arena,
        c.input,
        in_name,
        ginfo(a_in, sizes[2], true, [n, ic, h, w], 0, 0),
        1,
    )?;
    let w_name = format!("load_{}", loc_name(ctx, arena, c.weight));
    let l_w = load(
        arena,
        c.weight,
        w_name,
        ginfo(a_w, sizes[0], false, [1, oc, wd[2], wd[3]], 1, 0),
        0,
    )?;
    let b_name = format!("load_{}", loc_name(ctx, arena, c.bias));
    let l_b = load(
        arena,
        c.bias,
        b_name,
        ginfo(a_b, sizes[1], false, [1, oc, 1, 1], 2, 0),
        0,
    )?;
    // The ops move in.
    arena.move_op_to_end(c.conv, body);
    arena.move_op_to_end(c.pool, body);
    for (i, v) in [l_in, l_w, l_b].into_iter().enumerate() {
        arena.set_operand(
            ir::Use {
                op: c.conv,
                operand: i as u32,
            },
            v,
        );
    }
    set_attrs(
        ctx,
        arena,
        c.conv,
        &[("ginfo", ginfo(a_conv, sizes[3], true, [n, oc, oh, ow], 3, 1).get(ctx))],
    );
    let pool_info = ginfo(a_pool, sizes[4], true, [n, oc, ph, pw], 4, 1);
    set_attrs(ctx, arena, c.pool, &[("ginfo", pool_info.get(ctx))]);
    // The store and the yield.
    let mut state = OpState::new();
    state.operands(&[pool_value, none]);
    state.results(&[pool_ty]);
    let mut b = OpBuilder::new(ctx, arena).with_loc(pool_loc);
    let store = ir::ods::build::create(&mut b, StoreOp::schema(), state).map_err(|e| err(arena, c.pool, e.0))?;
    let store_info = LayerGroupAttr {
        id: 5,
        stage: 2,
        ..pool_info
    };
    set_attrs(
        ctx,
        arena,
        store,
        &[
            ("ginfo", store_info.get(ctx)),
            ("support_compress", bool_attr(ctx, true)),
        ],
    );
    arena.append_op(body, store);
    let stored = arena.result(store, 0);
    let mut state = OpState::new();
    state.operands(&[stored]);
    let mut b = OpBuilder::new(ctx, arena).with_loc(pool_loc);
    let y = ir::ods::build::create(&mut b, YieldOp::schema(), state).map_err(|e| err(arena, c.pool, e.0))?;
    arena.append_op(body, y);
    // Users outside read the group's result.
    let result = arena.result(g, 0);
    let outside: Vec<ir::Use> = arena.uses(pool_value).filter(|u| u.op != store).collect();
    for u in outside {
        arena.set_operand(u, result);
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
                group(ctx, arena, c)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_go_where_tpu_mlir_puts_them() {
        // conv_relu_pool_group: 1x8x16x16, oc 8: weight 288, bias 4, input 1024,
        // conv 1024, pool 256 bytes per lane.
        assert_eq!(
            allocate([288, 4, 1024, 1024, 256]),
            Some([32768, 65536, 16384, 0, 49152])
        );
        // 1x7x16x16, oc 18: the 252-byte weight sorts after the 256-byte pool.
        assert_eq!(
            allocate([252, 4, 1024, 1024, 256]),
            Some([49152, 65536, 16384, 0, 32768])
        );
    }
}
